package simulate

import (
	"slices"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/testkit"
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// drill is a player in a game a test sets up: it marches the troops named to a place,
// fights every meeting, withdraws when weaker (play.Base), and falls back onto the exit
// where most of its own troops stand.
type drill struct {
	play.Base
	ids []int
	to  rules.Place
}

func (d *drill) Orders(v play.View) []rules.Order {
	if len(d.ids) == 0 {
		return nil
	}
	o := v.E.WriteOrder(d.ids, []rules.Place{d.to}, nil)
	o.N = 1
	return []rules.Order{o}
}

func (d *drill) Engage(play.View, play.Contact) bool { return true }

func (d *drill) Retreat(v play.View, _ play.Contact, exits []rules.Place) (rules.Place, bool) {
	best, most := exits[0], 0
	for _, x := range exits {
		n := 0
		for _, t := range v.S.Troops {
			if t.Seat == v.Seat && t.Pos.At == x {
				n++
			}
		}
		if n > most {
			best, most = x, n
		}
	}
	return best, true
}

// line is four milestones in a row on one road, W-Y-X-Z, each with two roads only: the
// combat is on X.
type line struct{ w, y, x, z rules.Place }

func lineOf(t *testing.T, e *rules.Engine) line {
	t.Helper()
	mile := func(p rules.Place) bool { return e.PlaceKind(p) == rules.NodeMilestone && len(e.Neighbours(p)) == 2 }
	for n := range e.Places() {
		x := rules.Place(n)
		if !mile(x) || e.HouseAt(x) >= 0 {
			continue
		}
		nb := e.Neighbours(x)
		for _, y := range nb {
			z := nb[0]
			if z == y {
				z = nb[1]
			}
			if !mile(y) || !mile(z) {
				continue
			}
			for _, w := range e.Neighbours(y) {
				if w != x && e.PlaceKind(w) == rules.NodeMilestone {
					return line{w, y, x, z}
				}
			}
		}
	}
	t.Skip("no four milestones in a row on the board")
	return line{}
}

// drillSpring plays the opening year of a two-player optional game of drills, then
// clears the board but for each lord on his manor, lets set place the troops and the
// orders, and plays the spring. It returns the spring's events.
func drillSpring(t *testing.T, seed uint64, set func(s *rules.State, d [2]*drill)) []play.Event {
	t.Helper()
	e := testEngine(t)
	d := [2]*drill{{}, {}}
	var log []play.Event
	g, err := play.New(e, play.Config{Seats: make([]rules.SeatChoice, 2), Players: []play.Player{d[0], d[1]}, Rules: optional(), Die: rules.NewSeeded(seed), Check: true, Log: func(ev play.Event) { log = append(log, ev) }})
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if err := g.Step(); err != nil {
			t.Fatal(err)
		}
	}
	if g.S.SeasonName() != rules.Spring {
		t.Fatalf("after the opening year: %s", g.S.SeasonName())
	}
	g.S.Troops = nil
	for p := range g.S.Players {
		for m, ms := range g.S.Manors {
			if ms.Owner == rules.Seat(p) && g.S.Players[p].Lord != 0 {
				testkit.Stand(g.S, rules.Seat(p), e.ManorPlace(m), 1)
				g.S.Players[p].Lord = 1
				break
			}
		}
	}
	set(g.S, d)
	if err := g.S.Validate(); err != nil {
		t.Fatalf("the set-up is not a state the rules allow: %v", err)
	}
	log = log[:0]
	if err := g.Step(); err != nil {
		t.Fatal(err)
	}
	if r := g.Result(); r.Broken > 0 {
		t.Fatalf("invariants broken: %v", r.BrokenText)
	}
	return log
}

// beaten is the first retreat of seat 1 in the events, or nil.
func beaten(log []play.Event) *play.Event {
	i := slices.IndexFunc(log, func(ev play.Event) bool { return ev.Kind == play.KindRetreat && ev.Seat == 1 })
	if i < 0 {
		return nil
	}
	return &log[i]
}

// TestRareRulesFire plays the two kinds the coverage sample is too small for, each in a
// spring set up for it, on seeds until the beaten party lives to retreat: a party that
// falls back onto six of its own pushes one of them on (crowded milestones), and a party
// with enemies on every road out falls back where the die sends it (no way out, 6.vii).
func TestRareRulesFire(t *testing.T) {
	e := testEngine(t)
	l := lineOf(t, e)
	for name, c := range map[string]struct {
		set  func(s *rules.State, d [2]*drill)
		kind play.Kind
		want func(ev play.Event) bool
	}{
		"pushback": {
			set: func(s *rules.State, d [2]*drill) {
				testkit.Stand(s, 1, l.x, 2)
				testkit.Stand(s, 1, l.y, 52, 53, 54, 55, 56, 57) // a full stack on the exit
				testkit.Stand(s, 0, l.z, 2, 3)
				d[0].ids, d[0].to = []int{2, 3}, l.x
			},
			kind: play.KindPushback,
			want: func(ev play.Event) bool { return ev.At == l.y && ev.To == l.w && len(ev.IDs) == 1 },
		},
		"no way out": {
			set: func(s *rules.State, d [2]*drill) {
				testkit.Stand(s, 1, l.x, 2)
				testkit.Stand(s, 0, l.z, 2, 3, 4) // 4 stays behind on the road the attack came by
				testkit.Stand(s, 0, l.y, 52)      // and 52 holds the other
				d[0].ids, d[0].to = []int{2, 3}, l.x
			},
			kind: play.KindNoWayOut,
			want: func(ev play.Event) bool {
				return ev.At == l.x && (ev.To == l.y || ev.To == l.z) && ev.N >= 1 && ev.N <= 2
			},
		},
	} {
		retreated := false
		for seed := uint64(1); seed <= 40 && !retreated; seed++ {
			log := drillSpring(t, seed, c.set)
			if beaten(log) == nil {
				continue // the beaten party died in the combat
			}
			retreated = true
			i := slices.IndexFunc(log, func(ev play.Event) bool { return ev.Kind == c.kind })
			if i < 0 {
				t.Errorf("%s, seed %d: seat 1 retreated from %s to %s, and no %s fired", name, seed, e.PlaceID(beaten(log).At), e.PlaceID(beaten(log).To), c.kind)
			} else if !c.want(log[i]) {
				t.Errorf("%s, seed %d: %s from %s to %s (%d, %v)", name, seed, c.kind, e.PlaceID(log[i].At), e.PlaceID(log[i].To), log[i].N, log[i].IDs)
			}
		}
		if !retreated {
			t.Errorf("%s: the beaten party never lived to retreat in 40 seeds", name)
		}
	}
}
