package machine

import (
	"slices"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/testkit"
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// faithCase is a two-player advanced game in the winter of year 2: seat 0, a Christian
// with the lord and a treasury, holds one manor with pasture; seat 1, a Druid, holds
// another manor of the same parish. It returns the view and the two manors.
func faithCase(t *testing.T) (v play.View, mine, theirs int) {
	t.Helper()
	e := testEngine(t)
	mine, theirs = -1, -1
	for a := range e.D.Manors {
		for b := range e.D.Manors {
			if a != b && mine < 0 && e.D.Manors[a].Pasture > 0 && e.D.Manors[a].Parish == e.D.Manors[b].Parish {
				mine, theirs = a, b
			}
		}
	}
	if mine < 0 {
		t.Skip("no parish with two manors, one with pasture")
	}
	seats := []rules.SeatChoice{{Religion: "christian"}, {Religion: "druid"}}
	g, err := play.New(e, play.Config{Seats: seats, Players: []play.Player{play.Base{}, play.Base{}}, Rules: advanced, Die: rules.NewSeeded(1)})
	if err != nil {
		t.Fatal(err)
	}
	s := g.S
	s.Year, s.Season = 2, slices.Index(rules.Seasons, rules.Winter)
	s.Troops = nil
	testkit.Stand(s, 0, e.ManorPlace(mine), 1)
	testkit.Stand(s, 1, e.ManorPlace(theirs), 1)
	s.Manors[mine].Owner, s.Manors[theirs].Owner = 0, 1
	s.Players[0].Treasury, s.Players[0].Lord, s.Players[1].Lord = 60, 1, 1
	return play.View{Seat: 0, S: s, E: e}, mine, theirs
}

// builds reports whether a plan builds a new improvement of a kind on a manor.
func builds(v play.View, plan play.WinterPlan, kind string, m int) bool {
	return slices.Contains(plan.Build, rules.Build{Improvement: kind, Manor: v.S.Manors[m].Manor.ID})
}

// A Christian whose only parish has its church already, and who owns no site, converts
// and builds the stone circle there (18.iii, 19.ii); with room for a church, or with a
// church of his own to lose, he keeps his faith.
func TestGreedyConvertsWhenItsFaithHasNoRoom(t *testing.T) {
	v, mine, theirs := faithCase(t)
	// The parish church stands on the other manor, which no one holds now (a Druid
	// would have pulled it down).
	v.S.Manors[theirs].Site, v.S.Manors[theirs].Owner = "church", rules.NoSeat
	if err := v.S.Validate(); err != nil {
		t.Fatalf("the prepared state is not one the rules allow: %v", err)
	}
	plan := newGreedy(1).Winter(v)
	if plan.Convert != "druid" || !builds(v, plan, "stone-circle", mine) {
		t.Errorf("the parish's church is taken: plan converts to %q and builds %v; want druid and a stone circle on %s", plan.Convert, plan.Build, v.S.Manors[mine].Manor.ID)
	}

	v, mine, _ = faithCase(t)
	plan = newGreedy(1).Winter(v)
	if plan.Convert != "" || !builds(v, plan, "church", mine) {
		t.Errorf("the parish has room for a church: plan converts to %q and builds %v; want no conversion and a church", plan.Convert, plan.Build)
	}

	v, mine, theirs = faithCase(t)
	v.S.Manors[theirs].Site, v.S.Manors[theirs].Owner = "church", rules.NoSeat
	second := -1
	for m := range v.S.Manors {
		if v.S.Manors[m].Manor.Parish != v.S.Manors[mine].Manor.Parish && v.S.Manors[m].Manor.Pasture > 0 && second < 0 {
			second = m
		}
	}
	v.S.Manors[second].Owner, v.S.Manors[second].Site = 0, "church"
	if err := v.S.Validate(); err != nil {
		t.Fatalf("the prepared state is not one the rules allow: %v", err)
	}
	if plan = newGreedy(1).Winter(v); plan.Convert != "" {
		t.Errorf("the lord owns a church on %s that converting destroys, yet converts to %q", v.S.Manors[second].Manor.ID, plan.Convert)
	}
}
