// Package examplegame plays the example of play of the rulebook: the first year of a
// game on the real board, from the opening autumn to the autumn of year 1, by players
// who follow a fixed script. The script says only what the players choose (their
// orders and their winter spending); everything that follows from it (the moves, the
// combat, the claims, supervision, the harvest, the pay) is the engine's own play, so
// the rulebook's account and its figure cannot disagree with the rules.
//
// The players are scripted rather than machine players so that the story cannot drift
// when a machine player learns to play better: only a change of the rules or of the
// board can change it, and then the rulebook tells the new story.
package examplegame

import (
	"fmt"

	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// Steps names the seasons the example plays, in order: the opening autumn of year 0,
// its winter, and the spring, summer and autumn of year 1.
var Steps = []string{"opening", "winter", "spring", "summer", "autumn"}

// Step is one season of the example as it was played.
type Step struct {
	ID     string // one of Steps
	Year   int
	Season string
	Events []play.Event
	// Before and After are the board at the start and the end of the season.
	Before, After *rules.State
}

// Game is the example game as played.
type Game struct {
	Steps []Step
}

// Step returns the season id of the game.
func (g *Game) Step(id string) (*Step, bool) {
	for i := range g.Steps {
		if g.Steps[i].ID == id {
			return &g.Steps[i], true
		}
	}
	return nil, false
}

// Play plays the example. bind, when set, receives the live state once the game is set
// up, and log every event as it happens: the game log (internal/gamelog) reads the
// board as it stands when each event comes, so it must listen while the game is played.
func Play(e *rules.Engine, bind func(*rules.State), log func(play.Event)) (*Game, error) {
	if err := checkScript(e); err != nil {
		return nil, fmt.Errorf("example of play: %w", err)
	}
	var seats []rules.SeatChoice
	var players []play.Player
	for i, entry := range entries {
		seats = append(seats, rules.SeatChoice{Entry: entry})
		players = append(players, scripted{seat: rules.Seat(i)})
	}
	out := &Game{}
	var step *Step
	cfg := play.Config{Seats: seats, Players: players, Rules: ruleset, Die: rules.NewSeeded(seed), Check: true,
		Log: func(ev play.Event) {
			if step != nil {
				step.Events = append(step.Events, ev)
			}
			if log != nil {
				log(ev)
			}
		}}
	g, err := play.New(e, cfg)
	if err != nil {
		return nil, fmt.Errorf("example of play: %w", err)
	}
	if bind != nil {
		bind(g.S)
	}
	for _, id := range Steps {
		out.Steps = append(out.Steps, Step{ID: id, Year: g.S.Year, Season: g.S.SeasonName(), Before: g.S.Clone()})
		step = &out.Steps[len(out.Steps)-1]
		if err := g.Step(); err != nil {
			return nil, fmt.Errorf("example of play, year %d, %s: %w", step.Year, step.Season, err)
		}
		step.After = g.S.Clone()
	}
	if res := g.Result(); res.Broken > 0 {
		return nil, fmt.Errorf("example of play: %d invariants broken: %v", res.Broken, res.BrokenText)
	}
	return out, nil
}
