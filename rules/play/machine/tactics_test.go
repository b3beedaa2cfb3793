package machine

import (
	"slices"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/testkit"
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// scripted is a two-player standard game in the spring of year 2 with no troops on the
// board and no manor held: each test places what it needs.
func scripted(t *testing.T) *rules.State {
	t.Helper()
	g, err := play.New(testEngine(t), play.Config{Seats: make([]rules.SeatChoice, 2), Players: []play.Player{play.Base{}, play.Base{}}, Die: rules.NewSeeded(1)})
	if err != nil {
		t.Fatal(err)
	}
	s := g.S
	s.Year, s.Season = 2, slices.Index(rules.Seasons, rules.Spring)
	s.Troops = nil
	for p := range s.Players {
		s.Players[p].Lord = 1
	}
	return s
}

// ordersOf writes seat 0's greedy orders for the season, which the engine must accept.
func ordersOf(t *testing.T, g *greedy, s *rules.State) []rules.Order {
	t.Helper()
	if err := s.Validate(); err != nil {
		t.Fatalf("the prepared state is not one the rules allow: %v", err)
	}
	orders := g.Orders(play.View{Seat: 0, S: s, E: s.Engine()})
	if _, err := s.CheckOrders(0, orders); err != nil {
		t.Fatalf("orders refused: %v\n%v", err, orders)
	}
	return orders
}

// sentTo lists the troops the orders send to a place.
func sentTo(e *rules.Engine, orders []rules.Order, at rules.Place) []int {
	var out []int
	for _, o := range orders {
		if o.Places[len(o.Places)-1] == e.PlaceID(at) {
			out = append(out, o.Troops...)
		}
	}
	return out
}

// chokeCase is a manor, a milestone one mile from it, and the place beyond it
// over a choke point from which the manor is within a season's march only through that
// milestone, found on the board: the last choke on the enemy's road in.
func chokeCase(t *testing.T) (m int, mouth, beyond rules.Place) {
	e := testEngine(t)
	reach := e.D.Game.Movement.Miles
	var round rules.Detour
	for a := rules.Place(0); int(a) < e.Places(); a++ {
		for _, b := range e.Neighbours(a) {
			if len(e.ChokesOn(a, b)) == 0 || e.PlaceKind(b) != rules.NodeMilestone {
				continue
			}
			for m := range e.D.Manors {
				mp := e.ManorPlace(m)
				d := e.Miles(b, mp)
				// The mouth next to the manor: a guard marching past a milestone the
				// enemy could reach first is no longer safe (greedy.safe) and stays home.
				if d != 1 || e.Miles(a, mp) != d+1 || e.Toward(a, mp) != b {
					continue // the enemy's own road must come over this choke
				}
				if lastChoke(e, pathInto(e, nil, a, mp)) != b {
					continue // a choke between mouth and manor: the guard would fight there
				}
				if e.Detour(&round, a, b, reach); round.Miles[mp] >= 0 {
					continue
				}
				return m, b, a
			}
		}
	}
	t.Skip("no choke point on the board shuts a manor off")
	return
}

// A manor a strong enemy stack can reach only over a choke point is held at the choke's
// mouth, by fewer troops than the stack, and the manor is not stripped bare.
func TestGreedyGuardsChokePoint(t *testing.T) {
	m, mouth, beyond := chokeCase(t)
	s := scripted(t)
	e := s.Engine()
	s.Manors[m].Owner = 0
	testkit.Stand(s, 0, e.ManorPlace(m), 1, 2, 3, 52, 53) // lord, two knights, two men-at-arms
	testkit.Stand(s, 1, beyond, 1, 2, 52, 53, 54, 55)     // lord, a knight, four men-at-arms
	g := newGreedy(1)
	orders := ordersOf(t, g, s)
	guards := sentTo(e, orders, mouth)
	if len(guards) == 0 {
		t.Fatalf("no guard sent to %s, the mouth of the choke before %s; orders %v", e.PlaceID(mouth), s.Manors[m].Manor.ID, orders)
	}
	if len(guards) >= 6 || len(guards) == 5 {
		t.Errorf("guard of %v: the manor is stripped", guards)
	}
	// The same enemy one step aside, where it can come round without the choke: no guard.
	s2 := scripted(t)
	s2.Manors[m].Owner = 0
	testkit.Stand(s2, 0, e.ManorPlace(m), 1, 2, 3, 52, 53)
	testkit.Stand(s2, 1, mouth, 1, 2, 52, 53, 54, 55)
	if got := sentTo(e, ordersOf(t, newGreedy(1), s2), mouth); len(got) > 0 {
		t.Errorf("guard %v sent onto the enemy itself", got)
	}
}

// A rival manor six troops cannot take alone is attacked by a column: six onto it and
// the rest one place short, never more than six on a place.
func TestGreedyMarchesInColumn(t *testing.T) {
	e := testEngine(t)
	s := scripted(t)
	// Seat 0 holds manor 0 and musters there; seat 1 holds the nearest manor, with a garrison
	// six troops fight at a quarter stronger but cannot outgun twice over.
	home := e.ManorPlace(0)
	target := -1
	for m := range e.D.Manors {
		if d := e.Miles(home, e.ManorPlace(m)); d >= 3 && d <= 4 && (target < 0 || m < target) {
			target = m
		}
	}
	if target < 0 {
		t.Skip("no manor three or four miles from the first")
	}
	// Seat 0 holds every other manor, so its knights have nothing to claim, and is close
	// enough to the majority to attack at half as strong again (see outguns).
	for m := range s.Manors {
		s.Manors[m].Owner = 0
	}
	s.Manors[target].Owner = 1
	road := e.Toward(home, e.ManorPlace(target))
	aside := rules.NoPlace
	for _, n := range e.Neighbours(home) {
		if n != road && e.PlaceKind(n) == rules.NodeMilestone && aside == rules.NoPlace {
			aside = n
		}
	}
	testkit.Stand(s, 0, home, 1)
	testkit.Stand(s, 0, road, 2, 3, 4, 5, 6, 7)           // six knights, 36 strength
	testkit.Stand(s, 0, aside, 52, 53, 54, 55)            // four men-at-arms, 12
	testkit.Stand(s, 1, e.ManorPlace(target), 1, 2, 3, 4) // 26: 36 is not half as strong again
	orders := ordersOf(t, newGreedy(1), s)
	mp := e.ManorPlace(target)
	lead := sentTo(e, orders, mp)
	rear := sentTo(e, orders, e.Toward(mp, home))
	if len(lead) == 0 || len(rear) == 0 {
		t.Fatalf("no column: %d sent onto %s, %d one place short; orders %v", len(lead), e.PlaceID(mp), len(rear), orders)
	}
}

// The entry manor keeps men in proportion to every rival stack that could reach it this
// season together, not to the strongest alone.
func TestGreedyKeepsHomeManor(t *testing.T) {
	e := testEngine(t)
	s := scripted(t)
	// Seat 0's entry manor, a second manor of the player's nearby where spare men would
	// otherwise go, and two rival stacks within a season's march of the entry manor on its
	// far side from the second manor, so that the road there is safe (see safe); the
	// first entry road where the board has them.
	var g *greedy
	h, other, hp, op := -1, -1, rules.NoPlace, rules.NoPlace
	var near []rules.Place
	for _, en := range e.D.Valley.Entries {
		s.Players[0].Entry = en.Number
		g = newGreedy(1)
		h = g.homeManor(play.View{Seat: 0, S: s, E: e})
		hp = e.ManorPlace(h)
		for m := range e.D.Manors {
			if d := e.Miles(hp, e.ManorPlace(m)); m == h || d <= 0 || d > 4 {
				continue
			}
			other, op, near = m, e.ManorPlace(m), near[:0]
			for p := rules.Place(0); int(p) < e.Places() && len(near) < 2; p++ {
				if d := e.Miles(p, hp); d >= 4 && d <= 6 && e.Miles(p, op) == d+e.Miles(hp, op) && e.PlaceKind(p) != rules.NodeManor && (len(near) == 0 || e.Miles(p, near[0]) > 2) {
					near = append(near, p)
				}
			}
			if len(near) == 2 {
				break
			}
		}
		if len(near) == 2 {
			break
		}
	}
	if len(near) < 2 {
		t.Skip("no entry manor with a second manor and rival stacks near it")
	}
	// A rival manor beyond reach, nearer the second manor than the entry manor: the
	// muster for it is on the second manor, where spare men would go.
	rival := -1
	for m := range e.D.Manors {
		mp := e.ManorPlace(m)
		if m != h && m != other && e.Miles(mp, hp) > 6 && e.Miles(mp, op) < e.Miles(mp, hp) && (rival < 0 || e.Miles(mp, op) < e.Miles(e.ManorPlace(rival), op)) {
			rival = m
		}
	}
	if rival < 0 {
		t.Skip("no rival manor to muster for")
	}
	s.Manors[h].Owner, s.Manors[other].Owner, s.Manors[rival].Owner = 0, 0, 1
	testkit.Stand(s, 0, hp, 2, 52, 53, 54, 55, 56)
	testkit.Stand(s, 0, op, 1)
	testkit.Stand(s, 1, near[0], 1)
	testkit.Stand(s, 1, near[1], 2, 3)
	orders := ordersOf(t, g, s)
	stay := 0
	for _, tr := range s.Troops {
		if tr.Seat == 0 && tr.Pos.At == hp && !slices.ContainsFunc(orders, func(o rules.Order) bool { return slices.Contains(o.Troops, tr.ID) }) {
			stay += tr.Strength()
		}
	}
	if want := 8 + 12; stay < want {
		t.Errorf("%d strength stays on the entry manor against rival stacks of 8 and 12 within reach; want at least %d (orders %v)", stay, want, orders)
	}
}
