package machine

import (
	"testing"

	"github.com/excalibur-kit/excalibur/internal/testkit"
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// retreatCase is a beaten party of seat 0 on a milestone two miles from its manor, with
// its two exits: towards the manor, and away from it, where six of its troops stand.
func retreatCase(t *testing.T) (s *rules.State, exits []rules.Place, friends rules.Place) {
	t.Helper()
	e := testEngine(t)
	s = scripted(t)
	s.Manors[0].Owner = 0
	home := e.ManorPlace(0)
	for n := range e.Places() {
		at := rules.Place(n)
		nb := e.Neighbours(at)
		if e.PlaceKind(at) != rules.NodeMilestone || e.Miles(at, home) != 2 || len(nb) != 2 {
			continue
		}
		near, far := nb[0], nb[1]
		if e.Miles(near, home) > e.Miles(far, home) {
			near, far = far, near
		}
		if e.Miles(far, home) != 3 || e.ManorAt(far) >= 0 {
			continue
		}
		testkit.Stand(s, 0, home, 1)
		testkit.Stand(s, 0, at, 2)
		testkit.Stand(s, 0, far, 52, 53, 54, 55, 56, 57)
		return s, []rules.Place{near, far}, far
	}
	t.Skip("no milestone two miles from the first manor between a nearer and a farther place")
	return nil, nil, 0
}

// With the castle rules a beaten party falls back onto its own troops, not by the exit
// nearest its manor; the standard game keeps the nearest exit.
func TestGreedyFallsBackOntoFriends(t *testing.T) {
	s, exits, friends := retreatCase(t)
	s.Rules = optional
	v := play.View{Seat: 0, S: s, E: s.Engine()}
	if x, _ := newGreedy(1).Retreat(v, play.Contact{}, exits); x != friends {
		t.Errorf("with the castle rules the party falls back onto %s, want %s where its friends stand", s.Engine().PlaceID(x), s.Engine().PlaceID(friends))
	}
	s.Rules = standard
	if x, _ := newGreedy(1).Retreat(v, play.Contact{}, exits); x != exits[0] {
		t.Errorf("in the standard game the party falls back onto %s, want %s, nearest its manor", s.Engine().PlaceID(x), s.Engine().PlaceID(exits[0]))
	}
}
