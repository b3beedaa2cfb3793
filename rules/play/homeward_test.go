package play

import (
	"testing"

	"github.com/excalibur-kit/excalibur/rules"
)

// steerer is a player who names the roads of its leaderless march (10.i).
type steerer struct {
	Base
	roads []rules.Order
	asked int
}

func (s *steerer) Homeward(View) []rules.Order { s.asked++; return s.roads }

// forkHome finds, for a manor, a milestone four or more miles out from which two
// different first miles are both on a shortest road to it, the two roads still apart
// after a phase's march: the engine takes one, a player may choose the other.
func forkHome(g *Game, mp rules.Place) (from, other rules.Place, ok bool) {
	per := g.E.D.Game.Movement.MilesPerPhase()
	for n := range g.E.Places() {
		p := rules.Place(n)
		d := g.E.Miles(p, mp)
		if g.E.PlaceKind(p) != rules.NodeMilestone || d < 2*per {
			continue
		}
		short := g.path(p, mp)
		for _, nb := range g.E.Neighbours(p) {
			if nb == short[1] || g.E.Miles(nb, mp) != d-1 {
				continue
			}
			if via := append([]rules.Place{p}, g.path(nb, mp)...); via[per] != short[per] {
				return p, nb, true
			}
		}
	}
	return rules.NoPlace, rules.NoPlace, false
}

// awayFrom finds a milestone two phases' march or more from a manor, and a place a
// phase's march from it that is no nearer the manor.
func awayFrom(g *Game, mp rules.Place) (from, away rules.Place, ok bool) {
	per := g.E.D.Game.Movement.MilesPerPhase()
	for n := range g.E.Places() {
		p := rules.Place(n)
		d := g.E.Miles(p, mp)
		if g.E.PlaceKind(p) != rules.NodeMilestone || d < 2*per {
			continue
		}
		for x := range g.E.Places() {
			if g.E.Miles(p, rules.Place(x)) == per && g.E.Miles(rules.Place(x), mp) >= d {
				return p, rules.Place(x), true
			}
		}
	}
	return rules.NoPlace, rules.NoPlace, false
}

// leaderless plays the first phase of a spring in which seat 0's lord died, its other
// troops standing on from: the player steers them with the orders given.
func leaderless(t *testing.T, from rules.Place, roads func(g *Game, ids []int) []rules.Order) (*Game, *steerer, []Event) {
	t.Helper()
	g, _, log := newGame(t, 2, 0, 2)
	intoSpring(t, g)
	place(g, 0, from)
	s := &steerer{}
	g.players[0] = s
	g.sea = g.newSeason()
	g.remove(0, g.S.Players[0].Lord)
	var ids []int
	for _, tr := range g.S.Troops {
		if tr.Seat == 0 {
			ids = append(ids, tr.ID)
		}
	}
	s.roads = roads(g, ids)
	*log = (*log)[:0]
	g.S.Phase = 1
	if err := g.phase(1); err != nil {
		t.Fatal(err)
	}
	return g, s, *log
}

// standsOn reports whether all of seat 0's troops stand on a place.
func standsOn(g *Game, at rules.Place) bool {
	for _, tr := range g.S.Troops {
		if tr.Seat == 0 && tr.Pos != rules.OnPlace(at) {
			return false
		}
	}
	return true
}

// A leaderless force goes home by the road its player names (10.i: "you choose the
// roads"), not the engine's shortest; a road that would not bring it nearer its manor
// is refused, and it takes the shortest.
func TestLeaderlessMarchTakesTheChosenRoad(t *testing.T) {
	g0, _, _ := newGame(t, 2, 0, 2)
	mp := g0.E.ManorPlace(home(g0, 0))
	from, other, ok := forkHome(g0, mp)
	if !ok {
		t.Skip("no milestone with two shortest roads home")
	}
	per := g0.E.D.Game.Movement.MilesPerPhase()
	short := g0.path(from, mp)
	chosen := append([]rules.Place{from}, g0.path(other, mp)...)

	g, s, log := leaderless(t, from, func(g *Game, ids []int) []rules.Order {
		return []rules.Order{g.E.WriteOrder(ids, []rules.Place{other, mp}, nil)}
	})
	if s.asked != 1 {
		t.Fatalf("the leaderless player was asked for its roads %d times in a phase, want once", s.asked)
	}
	if count(log, KindOrderRefused) > 0 {
		t.Fatalf("the road by %s was refused: %v", g.E.PlaceID(other), log)
	}
	if !standsOn(g, chosen[per]) {
		t.Errorf("after a phase the force stands off %s, the chosen road's; the shortest road leads to %s", g.E.PlaceID(chosen[per]), g.E.PlaceID(short[per]))
	}

	// A march that stops short of the manor: refused, since the force makes for the
	// manor itself.
	g, _, log = leaderless(t, from, func(g *Game, ids []int) []rules.Order {
		return []rules.Order{g.E.WriteOrder(ids, []rules.Place{chosen[per]}, nil)}
	})
	if count(log, KindOrderRefused) != 1 || !standsOn(g, short[per]) {
		t.Errorf("a march to %s, short of the manor, was taken", g.E.PlaceID(chosen[per]))
	}

	// A road by a place a phase's march away that is no nearer the manor: refused, and
	// the shortest road is taken.
	from, away, ok := awayFrom(g0, mp)
	if !ok {
		t.Skip("no milestone with a road that leads away from the manor")
	}
	short = g0.path(from, mp)
	g, _, log = leaderless(t, from, func(g *Game, ids []int) []rules.Order {
		return []rules.Order{g.E.WriteOrder(ids, []rules.Place{away, mp}, nil)}
	})
	if count(log, KindOrderRefused) != 1 {
		t.Errorf("a road leading away from the manor was not refused")
	}
	if !standsOn(g, short[per]) {
		t.Errorf("with its road refused the force stands off %s, the shortest road's", g.E.PlaceID(short[per]))
	}
}
