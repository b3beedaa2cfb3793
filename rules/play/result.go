package play

import "github.com/excalibur-kit/excalibur/rules"

// End is how a game ended.
type End int

const (
	Playing   End = iota
	Majority      // a player held enough manors at the end of a campaigning season (2)
	Valued        // the year limit came and the assets were valued (16)
	Reverence     // the advanced game ended after its last autumn (17)
)

func (e End) String() string {
	return [...]string{"playing", "victory", "valuation", "reverence"}[e]
}

// Result is what a game did, for simulate's statistics.
type Result struct {
	End     End
	Winners []rules.Seat // more than one on a tie
	Years   int          // the year the game ended in
	Entries []int        // each seat's entry road
	Scores  []int        // valuation in Bz, or Reverence Points, by seat; nil for a majority
	Fired   [NumKinds]int
	// Income and Treasury are each seat's harvest and treasury after the winter, by year
	// from 0.
	Income, Treasury [][]int
	// Claims counts how often each manor was claimed; Held how many seasons it was held.
	Claims, Held []int
	Combats      int
	// Checked is how many times the invariants were checked; Broken how many broke, the
	// first few described in BrokenText.
	Checked, Broken int
	BrokenText      []string
}

// Over reports whether the game has ended.
func (r *Result) Over() bool { return r.End != Playing }

func (r *Result) init(g *Game) {
	for _, p := range g.S.Players {
		r.Entries = append(r.Entries, p.Entry)
	}
	r.Claims = make([]int, len(g.S.Manors))
	r.Held = make([]int, len(g.S.Manors))
}

// yearRow is the row of a per-year table for the current year, grown as needed.
func yearRow(t *[][]int, year, seats int) []int {
	for len(*t) <= year {
		*t = append(*t, make([]int, seats))
	}
	return (*t)[year]
}
