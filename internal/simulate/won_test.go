package simulate

import (
	"slices"
	"testing"

	"github.com/excalibur-kit/excalibur/rules/play"
)

// A game won by a majority at the end of its last autumn ends there, by victory: time
// does not end it a second time by valuation, and no winner is listed twice. Games 183,
// 217, 220 and 339 of this coverage run once ended "by valuation" with one seat listed
// as the winner twice.
func TestWonGameEndsOnce(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 400 games")
	}
	e := testEngine(t)
	c := Config{Games: 400, Seed: 1, Players: 6, Rules: optional(), Mix: coverage()}
	won := 0
	for i := range c.Games {
		o := playOne(e, c, i)
		if o.err != nil {
			t.Fatalf("game %d (seed %d): %v", i, o.seed, o.err)
		}
		r := o.res
		if r.Fired[play.KindVictory] == 0 {
			continue
		}
		won++
		if r.End != play.Majority {
			t.Errorf("game %d (seed %d): a majority was reached, but the game ended by %v", i, o.seed, r.End)
		}
		if w := slices.Compact(slices.Clone(r.Winners)); len(w) != len(r.Winners) {
			t.Errorf("game %d (seed %d): the winners %v list a seat twice", i, o.seed, r.Winners)
		}
	}
	if won == 0 {
		t.Fatal("no game of the sample was won by a majority: the test proves nothing")
	}
}
