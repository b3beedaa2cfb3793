package rules

import (
	"testing"
)

// These tests pin the values the 1989 rulebook prints. Each is named for the rule it
// pins: if a value in content/ changes, the test of that rule fails and says which value.
// (Edition decisions are pinned by the tests of the rules that apply them.)

func TestTroopStrengths1989(t *testing.T) { // 7.ii
	e := engine(t)
	want := map[string][2]int{
		"lord": {8, 5}, "knight-a": {6, 4}, "knight-b": {5, 3}, "esquire": {4, 2},
		"man-at-arms-a": {3, 1}, "man-at-arms-b": {2, 1},
	}
	for id, w := range want {
		tr := e.D.Troop(id)
		if tr == nil || tr.Strength != w[0] || tr.Wounded != w[1] {
			t.Errorf("%s: strength %v, the 1989 table says %d (%d)", id, tr, w[0], w[1])
		}
	}
}

func TestTroopCosts1989(t *testing.T) { // 3, 7.ii, 16.i
	e := engine(t)
	for id, want := range map[string]int{"lord": 0, "knight-a": 4, "knight-b": 4, "esquire": 4, "man-at-arms-a": 2, "man-at-arms-b": 2} {
		if got := e.D.Troop(id).Cost; got != want {
			t.Errorf("%s costs %d Bz a year, the 1989 rules say %d", id, got, want)
		}
	}
}

func TestCounterMix1989(t *testing.T) { // components.md
	e := engine(t)
	want := map[string][2]int{"lord": {1, 1}, "knight-a": {2, 31}, "knight-b": {32, 41}, "esquire": {42, 51},
		"man-at-arms-a": {52, 75}, "man-at-arms-b": {76, 87}}
	for id, w := range want {
		if got := e.D.Troop(id).IDs; got != w {
			t.Errorf("%s counters %v, the published mix is %v", id, got, w)
		}
	}
	if n := e.D.CountersPerColour(); n != 87 {
		t.Errorf("%d counters per colour, the published game has 87", n)
	}
	if n := len(e.D.Players); n != 6 {
		t.Errorf("%d colours, the published game has 6", n)
	}
}

func TestMarkers1989(t *testing.T) { // components.md
	e := engine(t)
	want := map[string]int{"king-arthur": 1, "weather": 1, "beehive": 42, "forester": 22, "reeve": 15,
		"water-mill": 6, "castle": 24, "stone-circle": 11, "church": 11, "smoke": 17}
	for id, n := range want {
		if m := e.D.Marker(id); m == nil || m.Count != n {
			t.Errorf("marker %s: %v, the published game has %d", id, m, n)
		}
	}
	if n := e.D.MarkerCount(); n != 150 {
		t.Errorf("%d markers, the published game has 150", n)
	}
}

func TestVictory1989(t *testing.T) { // 2, 17
	e := engine(t)
	if n := e.ManorsToWin(false); n != 21 {
		t.Errorf("standard game won with %d manors, 1989 says 21", n)
	}
	if n := e.ManorsToWin(true); n != 31 {
		t.Errorf("two-player game won with %d manors, 1989 says 31", n)
	}
	if y := e.D.Game.Victory.AdvancedYears; y != 10 {
		t.Errorf("advanced game lasts %d years, 1989 says 10", y)
	}
}

func TestStart1989(t *testing.T) { // 3
	e := engine(t)
	s := e.D.Game.Start
	if s.Treasury != 11 {
		t.Errorf("start treasury %d Bz, 1989 says 11", s.Treasury)
	}
	if got := e.PayDue(s.Troops); got != 8 {
		t.Errorf("start troops cost %d Bz a year, 1989 says 8", got)
	}
}

func TestMovement1989(t *testing.T) { // 6
	m := engine(t).D.Game.Movement
	if m.Miles != 6 || m.Phases != 3 || m.Stack != 6 || m.MilesPerPhase() != 2 {
		t.Errorf("movement %+v, 1989 says 6 miles in 3 phases of 2, 6 troops a place", m)
	}
}

func TestCombatResultsTable1989(t *testing.T) { // 8.ii, with edition "combat-table"
	e := engine(t)
	type w = [2]int // wounds, lowest roll (0: certain)
	cases := []struct {
		diff             int
		weaker, stronger w
	}{
		{0, w{1, 6}, w{1, 6}}, {1, w{1, 5}, w{1, 6}}, {2, w{1, 3}, w{1, 5}}, {4, w{1, 3}, w{1, 5}},
		{5, w{1, 0}, w{1, 5}}, {9, w{1, 0}, w{1, 5}}, {10, w{2, 0}, w{1, 5}}, {15, w{2, 0}, w{1, 5}},
		{16, w{3, 0}, w{1, 6}}, {40, w{3, 0}, w{1, 6}},
	}
	for _, c := range cases {
		r, err := e.ResultRow(c.diff)
		noErr(t, err)
		if (w{r.Weaker.Count, r.Weaker.On}) != c.weaker || (w{r.Stronger.Count, r.Stronger.On}) != c.stronger {
			t.Errorf("difference %d: weaker %+v stronger %+v, want %v %v", c.diff, r.Weaker, r.Stronger, c.weaker, c.stronger)
		}
	}
	if c := e.D.Game.Combat; c.WithdrawAfter != 2 || c.ChokeFighters != 2 {
		t.Errorf("withdraw after %d rounds, %d a side at choke points; 1989 says 2 and 2", c.WithdrawAfter, c.ChokeFighters)
	}
}

func TestDefence1989(t *testing.T) { // 13
	d := engine(t).D.Game.Defence
	if d.ManorHouse != 5 || d.CastleOpen != 5 || d.CastleKeep != 10 || d.DamagedOpen != 2 || d.DamagedKeep != 5 || d.SiegeSeasons != 2 {
		t.Errorf("defence %+v, 1989 says manor house +5, castle +5/+10, damaged +2/+5, siege 2 seasons", d)
	}
}

func TestImprovements1989(t *testing.T) { // 5.v, 13.ii, 19.ii
	e := engine(t)
	want := map[string][2]int{"beehive": {2, 1}, "forester": {2, 1}, "reeve": {2, 1}, "water-mill": {15, 1},
		"castle": {10, 0}, "church": {10, 0}, "stone-circle": {10, 0}}
	for id, w := range want {
		im := e.D.Improvement(id)
		if im == nil || im.Cost != w[0] || im.Income != w[1] {
			t.Errorf("%s: %+v, 1989 says cost %d, income %d", id, im, w[0], w[1])
		}
	}
	for _, id := range []string{"castle", "church", "stone-circle"} {
		if r := e.D.Improvement(id).Repair; r != 5 {
			t.Errorf("%s repair %d Bz, 1989 says 5", id, r)
		}
	}
}

func TestWeather1989(t *testing.T) { // 12
	e := engine(t)
	for total, want := range map[int]Zone{3: Bad, 8: Bad, 9: Average, 12: Average, 13: Good, 18: Good} {
		if got := e.ZoneOf(total); got != want {
			t.Errorf("weather total %d is %s, 1989 says %s", total, got, want)
		}
	}
	w := e.D.Game.Weather
	if w.Rolls != 3 || w.BadStripLoss != 1 || w.GoodDieFrom != 5 || w.Bumper != 1 || w.BadReeveIncome != 2 || w.GoodHiveIncome != 2 {
		t.Errorf("weather %+v differs from 1989", w)
	}
}

func TestHouses1989(t *testing.T) { // 9.i
	for _, h := range engine(t).D.Game.Houses {
		if h.Income != 6 || h.GoodIncome != 8 {
			t.Errorf("%s pays %d/%d Bz, 1989 says 6 and 8 in a good year", h.Name, h.Income, h.GoodIncome)
		}
	}
}

func TestLoyalty1989(t *testing.T) { // 11.ii
	if f := engine(t).D.Game.Loyalty.DesertFrom; f != 5 {
		t.Errorf("knights desert from %d, 1989 says on 5 or 6", f)
	}
}

func TestPillage1989(t *testing.T) { // 14
	p := engine(t).D.Game.Pillage
	if p.StripFrom != 2 || p.HiveFrom != 2 || p.MillFrom != 4 || p.ReeveFrom != 5 || p.LootDice != 1 || p.SmokeLoss != 1 {
		t.Errorf("pillage %+v differs from 1989", p)
	}
}

func TestFateRolls1989(t *testing.T) { // 25
	e := engine(t)
	want := map[int][2]any{3: {"plague", 6}, 4: {"lightning-church", 6}, 5: {"lightning-stone-circle", 6},
		6: {"peasants-revolt", 6}, 7: {"winter-storms", 6}, 8: {"spring-floods", 5}}
	for total, w := range want {
		ev := e.FateEvent(total)
		if ev.Event != w[0] || ev.From != w[1] {
			t.Errorf("fate %d: %s from %d, 1989 says %v", total, ev.Event, ev.From, w)
		}
	}
	if g := e.FateEvent(6).Garrison; g != 2 {
		t.Errorf("revolt spares manors of %d soldiers, 1989 says 2", g)
	}
	if e.D.Game.Fate.Dice != 3 {
		t.Errorf("fate roll of %d dice, 1989 says 3", e.D.Game.Fate.Dice)
	}
}

func TestArthur1989(t *testing.T) { // 21, 22
	a := engine(t).D.Game.Arthur
	if a.Steps != 10 || a.RPPerBz != 1 || a.SoleSite != 20 || a.SharedSite != 10 || a.RaidPenalty != 15 || a.DamagedDivisor != 2 {
		t.Errorf("King Arthur %+v differs from 1989", a)
	}
}

func TestValuation1989(t *testing.T) { // 16
	v := engine(t).D.Game.Valuation
	if v.Manor != 15 || v.RPPerBz != 1 {
		t.Errorf("valuation %+v, 1989 says 15 Bz a manor and 1 RP a Bz", v)
	}
}

func TestValley1989(t *testing.T) { // 1, 2, components
	d := engine(t).D
	if n := len(d.Manors); n != 40 {
		t.Errorf("%d manors, the victory counts of 1989 imply 40", n)
	}
	if n := len(d.Parishes); n != 11 {
		t.Errorf("%d parishes, the published markers imply 11", n)
	}
	for _, name := range []string{"Foxwood", "Barsham", "Hazlemere", "Breaume", "Fletcham"} {
		found := false
		for _, m := range d.Manors {
			found = found || m.Name == name
		}
		if !found {
			t.Errorf("the 1989 manor %s is missing", name)
		}
	}
	if fox := d.Manor("foxwood"); !fox.River || fox.Income.Unsupervised.NoOne != 1 {
		t.Errorf("Foxwood %+v: 1989 gives it river rights and 1 Bz unsupervised with no one collecting", fox)
	}
}
