package machine

import (
	"math/rand/v2"

	"github.com/excalibur-kit/excalibur/rules/play"
)

// Style is how one greedy player differs from another at the table: each field shifts
// one of the greedy's judgements from the plain greedy's, within bounds that keep it a
// sensible greedy choice. Six players who weigh a position exactly alike turn a small
// edge of one entry road into the same winner game after game (valuation goes to the
// richest alone, 16); players who differ a little spread the wins as a table of people
// does (docs/manor-design.md, eighth round). The zero Style is the plain greedy.
type Style struct {
	// Odds is added, in quarters of the defence, to the twice-as-strong a campaign must
	// reach (outguns): -2 goes at 1.5 times the defence, +2 waits for 2.5 times.
	Odds int
	// Reserve is added, in percent, to the year's pay the player keeps in hand before it
	// arms for campaigns in winter (arm): -25 keeps three quarters of it, +50 half again.
	Reserve int
	// CloseTo is added to the manors short of the majority at which the player goes for
	// the win (closing): +1 starts a manor sooner, -1 a manor later.
	CloseTo int
}

// The bounds a style is drawn within, least and most, each field independently and
// evenly; Reserve in steps of reserveStep.
var (
	oddsRange    = [2]int{-2, 2} // from the odds of a player closing on the majority to 2.5
	reserveRange = [2]int{-25, 50}
	closeRange   = [2]int{-1, 1}
)

const reserveStep = 25

// drawStyle draws a player's style from its own seeded source, which the game's seed
// and the seat decide, not the entry road: no road is given a style by construction.
func drawStyle(r *rand.Rand) Style {
	in := func(b [2]int) int { return b[0] + r.IntN(b[1]-b[0]+1) }
	return Style{
		Odds:    in(oddsRange),
		Reserve: reserveStep * in([2]int{reserveRange[0] / reserveStep, reserveRange[1] / reserveStep}),
		CloseTo: in(closeRange),
	}
}

// NewGreedy makes a greedy player of a given style, drawing its random choices from a
// source seeded with seed. Style{} plays the plain greedy at every seat (clones); New's
// "greedy" draws each player's style from its seed instead.
func NewGreedy(seed uint64, s Style) play.Player {
	g := newGreedy(seed)
	g.style = s
	return g
}
