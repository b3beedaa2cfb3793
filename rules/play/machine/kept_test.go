package machine

import (
	"slices"
	"testing"

	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// keptEvent is what an event carried when it was emitted: the lists themselves, which
// the loop and the players may have cut from scratch, and copies of them.
type keptEvent struct {
	n         int
	ids, idsC []int
	orders    []rules.Order
	ordersC   []rules.Order
}

// TestEventsKeepTheirLists: the lists an event carries (its troops, a sheet's orders
// and their troops, places and phases) are still what they were when it was emitted at
// the end of the game, so a log may keep events. The loop and the players cut these
// lists from buffers they reuse; a buffer reused too early would rewrite an old event.
func TestEventsKeepTheirLists(t *testing.T) {
	mixes := [][]string{repeat("greedy", 6), repeat("random", 4), {"greedy", "random", "greedy", "random", "random"}}
	for _, r := range []rules.Rules{standard, optional} {
		for seed := uint64(1); seed <= 3; seed++ {
			for _, kinds := range mixes {
				checkKept(t, kinds, seed, r)
			}
		}
	}
}

func checkKept(t *testing.T, kinds []string, seed uint64, r rules.Rules) {
	e := testEngine(t)
	seats := make([]rules.SeatChoice, len(kinds))
	players := make([]play.Player, len(kinds))
	for i, k := range kinds {
		players[i], _ = New(k, seed*101+uint64(i))
	}
	var kept []keptEvent
	log := func(ev play.Event) {
		k := keptEvent{n: len(kept), ids: ev.IDs, idsC: slices.Clone(ev.IDs), orders: ev.Orders}
		for _, o := range ev.Orders {
			k.ordersC = append(k.ordersC, rules.Order{N: o.N, Text: o.Text, Troops: slices.Clone(o.Troops), Places: slices.Clone(o.Places), Phases: slices.Clone(o.Phases)})
		}
		kept = append(kept, k)
	}
	g, err := play.New(e, play.Config{Seats: seats, Players: players, Rules: r, Die: rules.NewSeeded(seed), Log: log})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Run(); err != nil {
		t.Fatalf("%v seed %d: %v", kinds, seed, err)
	}
	moves, sheets := 0, 0
	for _, k := range kept {
		if !slices.Equal(k.ids, k.idsC) {
			t.Fatalf("%v seed %d, %v: event %d carried troops %v, at the end %v", kinds, seed, r, k.n, k.idsC, k.ids)
		}
		moves += min(len(k.ids), 1)
		for i, o := range k.orders {
			c := k.ordersC[i]
			if o.N != c.N || o.Text != c.Text || !slices.Equal(o.Troops, c.Troops) || !slices.Equal(o.Places, c.Places) || !slices.Equal(o.Phases, c.Phases) {
				t.Fatalf("%v seed %d, %v: event %d carried order %+v, at the end %+v", kinds, seed, r, k.n, c, o)
			}
		}
		sheets += min(len(k.orders), 1)
	}
	if moves == 0 || sheets == 0 {
		t.Fatalf("%v seed %d, %v: %d events with troops and %d with orders: the test saw nothing", kinds, seed, r, moves, sheets)
	}
}
