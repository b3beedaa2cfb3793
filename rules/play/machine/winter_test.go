package machine

import (
	"slices"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// winterState is a two-player standard game in the winter of year 2, in which seat 0
// holds three manors with the lord and five men-at-arms on the first, and a treasury.
func winterState(t *testing.T, treasury int) play.View {
	t.Helper()
	e := testEngine(t)
	g, err := play.New(e, play.Config{Seats: make([]rules.SeatChoice, 2), Players: []play.Player{play.Base{}, play.Base{}}, Die: rules.NewSeeded(1)})
	if err != nil {
		t.Fatal(err)
	}
	s := g.S
	s.Year, s.Season = 2, slices.Index(rules.Seasons, rules.Winter)
	held := []int{0, 1, 2}
	for _, m := range held {
		s.Manors[m].Owner = 0
	}
	troops := []rules.Troop{{Seat: 0, Soldier: rules.Soldier{ID: 1, Type: e.D.Lord()}, Pos: rules.OnPlace(e.ManorPlace(0))}}
	for id := 52; id < 57; id++ {
		troops = append(troops, rules.Troop{Seat: 0, Soldier: rules.Soldier{ID: id, Type: e.D.TroopByCounter(id)}, Pos: rules.OnPlace(e.ManorPlace(0))})
	}
	for _, tr := range s.Troops {
		if tr.Seat != 0 {
			troops = append(troops, tr)
		}
	}
	s.Troops = troops
	s.Players[0].Treasury, s.Players[0].Lord = treasury, 1
	if err := s.Validate(); err != nil {
		t.Fatalf("the prepared state is not one the rules allow: %v", err)
	}
	return play.View{Seat: 0, S: s, E: e}
}

// TestGreedyHiresWithinNextPay holds the greedy winter plan to its promise: what is
// left after this winter's pay, hiring and building, with next autumn's income at its
// best (every manor collected by a knight), covers next winter's pay; every troop kept
// is paid (a treasury short of the pay dismisses men-at-arms). With a treasury
// that could buy far more, it must still hire, or the test proves nothing.
func TestGreedyHiresWithinNextPay(t *testing.T) {
	for _, treasury := range []int{6, 10, 14, 30, 60} {
		v := winterState(t, treasury)
		plan := newGreedy(1).Winter(v)
		e := v.E
		due := 0
		for _, tr := range v.S.Troops {
			if tr.Seat == 0 && tr.ID != v.S.Players[0].Lord && !slices.Contains(plan.Dismiss, tr.ID) {
				due += tr.Type.Cost
			}
		}
		hired := 0
		for kind, n := range plan.Hire {
			hired += n * e.D.HireGrade(kind).Cost
		}
		built := 0
		for _, b := range plan.Build {
			built += buildCost(v, b)
		}
		var hs []rules.Holding
		for m, ms := range v.S.Manors {
			if ms.Owner == 0 {
				h := v.S.Manors[m].Holding
				h.Collector = gamedata.Knight
				hs = append(hs, h)
			}
		}
		best, err := e.Harvest(hs, rules.NoWeather)
		if err != nil {
			t.Fatal(err)
		}
		left := treasury - due - hired - built
		if left < 0 || left+best.Total < due+hired {
			t.Errorf("treasury %d: pay %d, hiring %d, building %d leave %d; with the best income %d, next winter's pay %d is not covered",
				treasury, due, hired, built, left, best.Total, due+hired)
		}
		if treasury >= 30 && plan.Hire[gamedata.KindKnight] == 0 {
			t.Errorf("treasury %d with manors to claim: no knight hired (plan %+v)", treasury, plan)
		}
	}
}

// TestMarkerSharesAsCounted holds the greedy player's kept shares of the markers to
// markerFree, which counts the kind over every manor at each question: for every build
// of every manor, as a plan grows one build at a time, with some markers of each kind on
// the board and, for some kinds, none left to share.
func TestMarkerSharesAsCounted(t *testing.T) {
	v := winterState(t, 50)
	v.S.Rules = rules.RuleCastles
	for m := 3; m < len(v.S.Manors); m += 2 {
		ms := &v.S.Manors[m]
		ms.Hives, ms.Foresters = min(m%4, ms.Manor.Pasture), min(m%3, ms.Manor.Forest)
		if ms.Manor.River {
			ms.Mill = true
		}
	}
	g := newGreedy(1)
	g.shares = g.shares[:0]
	plan := &play.WinterPlan{}
	asked, refused := 0, 0
	for pass := range 3 {
		for m := range v.S.Manors {
			for _, b := range buildable(v, m, "", nil) {
				want, got := markerFree(v, plan, b), g.markerFree(v, plan, b)
				if got != want {
					t.Fatalf("pass %d, %s on manor %d with %d planned: the kept share says %v, markerFree %v", pass, b.Improvement, m, len(plan.Build), got, want)
				}
				asked++
				if !want {
					refused++
				} else if (m+pass)%3 == 0 {
					plan.Build = append(plan.Build, b)
				}
			}
		}
	}
	if refused == 0 || refused == asked {
		t.Fatalf("%d builds asked about, %d refused: the test proves nothing", asked, refused)
	}
}
