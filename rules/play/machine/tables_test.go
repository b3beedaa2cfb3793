package machine

import (
	"math/rand/v2"
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
