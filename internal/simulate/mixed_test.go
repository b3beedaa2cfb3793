package simulate

import (
	"bytes"
	"testing"

	"github.com/excalibur-kit/excalibur/rules/play"
)

// mixOf is a mixed table of raiders and cautious players, which make two kinds a seat
// can tell apart in the report.
func mixOf(min int) *Mix {
	return &Mix{Min: min, Kinds: []string{"raider", "base"}, New: func(kind string, seed uint64) play.Player {
		if kind == "base" {
			return play.Base{}
		}
		return newRaider(0, seed)
	}}
}

// TestMixedTableDraws: a mixed run plays every number of players from the least to the
// most and both kinds of player, draws the same tables on any number of cores, and
// counts every seat it played.
func TestMixedTableDraws(t *testing.T) {
	c := Config{Games: 30, Seed: 2, Players: 6, Rules: optional(), Mix: mixOf(2), Workers: 1}
	r := run(t, c)
	if r.Finished != c.Games || r.Table != "mixed" {
		t.Fatalf("finished %d of %d, table %q: %v", r.Finished, c.Games, r.Table, r.Errors)
	}
	games, seats := 0, 0
	for _, n := range r.Counts {
		games += n.Games
		seats += n.Players * n.Games
	}
	if len(r.Counts) != 5 || r.Counts[0].Players != 2 || r.Counts[4].Players != 6 || games != c.Games {
		t.Errorf("the games by players are %+v; want 2 to 6 players over %d games", r.Counts, c.Games)
	}
	kinds := 0
	for _, k := range r.SeatKinds {
		if k.Seats == 0 {
			t.Errorf("kind %q sat in no seat", k.Kind)
		}
		kinds += k.Seats
	}
	if len(r.SeatKinds) != 2 || kinds != seats {
		t.Errorf("the seats by kind are %+v, %d seats; want both kinds over %d seats", r.SeatKinds, kinds, seats)
	}
	if r.Seats[5].Games >= r.Seats[0].Games {
		t.Errorf("seat 6 played %d games, seat 1 %d: a sixth seat sits only at a table of six", r.Seats[5].Games, r.Seats[0].Games)
	}
	_, js1 := render(t, r)
	c.Workers = 2
	if _, js2 := render(t, run(t, c)); !bytes.Equal(js1, js2) {
		t.Error("the mixed run differs on two cores")
	}
}

// TestMixedTableRefused: a mixed table needs at least two players, no more than the
// most, a kind to draw, a maker, and its own entry roads.
func TestMixedTableRefused(t *testing.T) {
	noNew := mixOf(2)
	noNew.New = nil
	noKinds := mixOf(2)
	noKinds.Kinds = nil
	for name, c := range map[string]Config{
		"1 player":   {Games: 1, Players: 6, Mix: mixOf(1)},
		"too few":    {Games: 1, Players: 3, Mix: mixOf(4)},
		"no maker":   {Games: 1, Players: 6, Mix: noNew},
		"no kinds":   {Games: 1, Players: 6, Mix: noKinds},
		"entries":    {Games: 1, Players: 2, Mix: mixOf(2), Entries: []int{1, 4}},
		"7 players":  {Games: 1, Players: 7, Mix: mixOf(2)},
		"no games":   {Games: 0, Players: 6, Mix: mixOf(2)},
		"log of two": {Games: 2, Players: 6, Mix: mixOf(2), Log: func(play.Event) {}},
	} {
		if _, err := Run(testEngine(t), c); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// TestNotInPlayFlagged: the report says which kinds the rules cannot make fire, and
// names the kinds in play that fired in no game.
func TestNotInPlayFlagged(t *testing.T) {
	r := run(t, Config{Games: 1, Seed: 1, Players: 2, Rules: 0, NewPlayer: func(int, uint64) play.Player { return play.Base{} }})
	fired := map[string]Fired{}
	for _, f := range r.Fired {
		fired[f.Kind] = f
	}
	if f := fired[play.KindStorm.String()]; f.InPlay || f.NotInPlay == "" {
		t.Errorf("the standard game plays storms: %+v", f)
	}
	if f := fired[play.KindVictory.String()]; !f.InPlay || f.NotInPlay != "" {
		t.Errorf("the standard game has no victory: %+v", f)
	}
	// Two cautious players never fight: combat is in play, and never fires.
	unfired := map[string]bool{}
	for _, k := range r.Unfired {
		unfired[k] = true
		if !fired[k].InPlay || fired[k].Games != 0 {
			t.Errorf("%s is flagged, but it is %+v", k, fired[k])
		}
	}
	if !unfired[play.KindCombat.String()] || unfired[play.KindStorm.String()] || unfired[play.KindHarvest.String()] {
		t.Errorf("flagged %v: want combat, and not storm (not in play) nor harvest (fired)", r.Unfired)
	}
	text, _ := render(t, r)
	if !bytes.Contains(text, []byte("IN PLAY BUT NEVER FIRED: ")) || !bytes.Contains(text, []byte("not in play: storm: ")) {
		t.Errorf("the text does not flag the kinds:\n%s", text)
	}
}
