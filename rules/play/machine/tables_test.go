package machine

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// TestPathIntoAsPathTo holds pathInto, which writes a road into a kept buffer, to the
// engine's PathTo for every pair of places, the buffer reused throughout.
func TestPathIntoAsPathTo(t *testing.T) {
	e := testEngine(t)
	var buf []rules.Place
	for from := range rules.Place(e.Places()) {
		for to := range rules.Place(e.Places()) {
			buf = pathInto(e, buf[:0], from, to)
			if want := e.PathTo(from, to); !slices.Equal(buf, want) {
				t.Fatalf("%s to %s: pathInto gives %v, PathTo %v", e.PlaceID(from), e.PlaceID(to), buf, want)
			}
		}
	}
}

// TestStrongestAsSorted holds strongest to the sum of the first n of the soldiers sorted
// strongest first (StrongestFirst), for random lists of every troop type, wounded or not,
// and every n from none to more than the list.
func TestStrongestAsSorted(t *testing.T) {
	e := testEngine(t)
	r := rand.New(rand.NewPCG(7, 8))
	for round := range 2000 {
		var list []rules.Soldier
		for range r.IntN(14) {
			list = append(list, rules.Soldier{ID: 1, Type: &e.D.Troops[r.IntN(len(e.D.Troops))], Wounded: r.IntN(3) == 0})
		}
		for n := range 12 {
			sorted := play.StrongestFirst(list)
			if want, got := strength(sorted[:min(n, len(sorted))]), strongest(list, n); got != want {
				t.Fatalf("round %d, n %d, %d soldiers: strongest gives %d, the sorted list %d", round, n, len(list), got, want)
			}
		}
	}
}

// TestSheetOrdersApart: the orders of a sheet cut their troop lists and places from one
// slice, so an append to one must never write into the next. Every sheet of a greedy
// and a random game, with an append to each order, is held to a copy made first; each
// order's text is still the order written out.
func TestSheetOrdersApart(t *testing.T) {
	e := testEngine(t)
	sheets := 0
	for _, kind := range []string{"greedy", "random"} {
		seats := make([]rules.SeatChoice, 4)
		players := make([]play.Player, 4)
		for i := range players {
			players[i], _ = New(kind, uint64(i+3))
		}
		log := func(ev play.Event) {
			if ev.Kind != play.KindOrders {
				return
			}
			sheets++
			want := make([]rules.Order, len(ev.Orders))
			for k, o := range ev.Orders {
				want[k] = o
				want[k].Troops, want[k].Places = slices.Clone(o.Troops), slices.Clone(o.Places)
				if o.Text != o.String() {
					t.Fatalf("order %q is written %q", o.Text, o.String())
				}
			}
			for k := range ev.Orders {
				o := ev.Orders[k] // a copy: the appends go nowhere the game reads
				o.Troops, o.Places = append(o.Troops, -1), append(o.Places, "nowhere")
			}
			for k, o := range ev.Orders {
				if !slices.Equal(o.Troops, want[k].Troops) || !slices.Equal(o.Places, want[k].Places) {
					t.Fatalf("%s sheet %d: after appends order %d is %v to %v, it was %v to %v", kind, sheets, k+1, o.Troops, o.Places, want[k].Troops, want[k].Places)
				}
			}
		}
		g, err := play.New(e, play.Config{Seats: seats, Players: players, Die: rules.NewSeeded(5), Log: log})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Run(); err != nil {
			t.Fatal(err)
		}
	}
	if sheets == 0 {
		t.Fatal("no sheet was written")
	}
}

// TestSheetsKeptAcrossSeasons: the sheets of several seasons are cut from one arena, so
// a later sheet must never write into an earlier one, nor an append to a sheet into the
// next. Every sheet of a greedy and a random game is kept as the game gave it and as a
// copy, each grown by an append; at the end of the game each must still be its copy.
func TestSheetsKeptAcrossSeasons(t *testing.T) {
	e := testEngine(t)
	for _, kind := range []string{"greedy", "random"} {
		seats := make([]rules.SeatChoice, 4)
		players := make([]play.Player, 4)
		for i := range players {
			players[i], _ = New(kind, uint64(i+3))
		}
		var kept, copies [][]rules.Order
		log := func(ev play.Event) {
			if ev.Kind != play.KindOrders {
				return
			}
			c := make([]rules.Order, len(ev.Orders))
			for k, o := range ev.Orders {
				c[k] = o
				c[k].Troops, c[k].Places = slices.Clone(o.Troops), slices.Clone(o.Places)
			}
			_ = append(ev.Orders, rules.Order{N: -1, Text: "appended"})
			kept, copies = append(kept, ev.Orders), append(copies, c)
		}
		g, err := play.New(e, play.Config{Seats: seats, Players: players, Die: rules.NewSeeded(5), Log: log})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Run(); err != nil {
			t.Fatal(err)
		}
		if len(kept) < 2*seasons {
			t.Fatalf("%s: %d sheets, too few to fill an arena", kind, len(kept))
		}
		for n, sh := range kept {
			if !reflect.DeepEqual(sh, copies[n]) {
				t.Fatalf("%s: sheet %d is now %v, it was %v", kind, n+1, sh, copies[n])
			}
		}
	}
}
