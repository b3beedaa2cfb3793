package machine

import (
	"slices"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/testkit"
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// leaderCase is a manor for seat 0's troops to stand on and two rival manors that pay a
// knight the same, both within a season's march of it and more than a phase's march
// apart (so that neither garrison counts in the other's defence), found on the board.
func leaderCase(t *testing.T) (home, a, b int) {
	e := testEngine(t)
	mv := e.D.Game.Movement
	for home := range e.D.Manors {
		hp := e.ManorPlace(home)
		for a := range e.D.Manors {
			for b := a + 1; b < len(e.D.Manors); b++ {
				da, db := e.Miles(hp, e.ManorPlace(a)), e.Miles(hp, e.ManorPlace(b))
				if a == home || b == home || da < 1 || da > mv.Miles || db < 1 || db > mv.Miles {
					continue
				}
				if e.Miles(e.ManorPlace(a), e.ManorPlace(b)) <= mv.MilesPerPhase() {
					continue
				}
				if e.D.Manors[a].Income.Basic(false, gamedata.Knight) == e.D.Manors[b].Income.Basic(false, gamedata.Knight) {
					return home, a, b
				}
			}
		}
	}
	t.Skip("no manor with two rival manors of the same pay within reach")
	return
}

// threeSeats is a three-player standard game in the spring of year 2 with no troops on
// the board; seat 0 holds every manor but a and b, seat 1 holds a and seat 2 holds b,
// each garrisoned by two men-at-arms, and seat 0 has three knights on home: enough to
// take one of the two at twice their strength, not both. The lords stand far away (a
// rival's lord on a manor seat 0 holds, which it cannot reach this season).
func threeSeats(t *testing.T, home, a, b int) *rules.State {
	t.Helper()
	g, err := play.New(testEngine(t), play.Config{Seats: make([]rules.SeatChoice, 3), Players: []play.Player{play.Base{}, play.Base{}, play.Base{}}, Die: rules.NewSeeded(1)})
	if err != nil {
		t.Fatal(err)
	}
	s := g.S
	e := s.Engine()
	s.Year, s.Season = 2, slices.Index(rules.Seasons, rules.Spring)
	s.Troops = nil
	for m := range s.Manors {
		s.Manors[m].Owner = 0
	}
	s.Manors[a].Owner, s.Manors[b].Owner = 1, 2
	for p := range s.Players {
		s.Players[p].Lord = 1
	}
	testkit.Stand(s, 0, e.ManorPlace(home), 2, 3, 4)
	testkit.Stand(s, 1, e.ManorPlace(a), 52, 53)
	testkit.Stand(s, 2, e.ManorPlace(b), 52, 53)
	// The lords stand out of the way, more than a season's march from all three manors.
	far := farPlaces(e, e.ManorPlace(home), e.ManorPlace(a), e.ManorPlace(b))
	if len(far) < 3 {
		t.Skip("no three places far from the manors of the case")
	}
	for p := range s.Players {
		testkit.Stand(s, rules.Seat(p), far[p], 1)
	}
	return s
}

// farPlaces lists the manor centres more than two seasons' march from every given place.
func farPlaces(e *rules.Engine, from ...rules.Place) []rules.Place {
	var out []rules.Place
	for m := range e.D.Manors {
		mp := e.ManorPlace(m)
		ok := true
		for _, f := range from {
			ok = ok && e.Miles(f, mp) > 2*e.D.Game.Movement.Miles
		}
		if ok {
			out = append(out, mp)
		}
	}
	return out
}

// Of two rival manors that pay the same and are as easy to take, the greedy player goes
// for the one whose owner stands higher: the richer rival's, whichever of the two it is.
func TestGreedyGoesForTheLeader(t *testing.T) {
	home, a, b := leaderCase(t)
	e := testEngine(t)
	for _, rich := range []rules.Seat{1, 2} {
		s := threeSeats(t, home, a, b)
		s.Players[rich].Treasury = 200
		orders := ordersOf(t, newGreedy(1), s)
		toA, toB := sentTo(e, orders, e.ManorPlace(a)), sentTo(e, orders, e.ManorPlace(b))
		want, got, other := a, toA, toB
		if rich == 2 {
			want, got, other = b, toB, toA
		}
		if len(got) == 0 || len(other) > 0 {
			t.Errorf("seat %d is richer: want a campaign on its %s only, got %v onto it and %v onto the other; orders %v",
				rich, e.D.Manors[want].ID, got, other, orders)
		}
	}
}
