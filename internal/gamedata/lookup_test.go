package gamedata

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/excalibur-kit/excalibur/content"
)

// scanFor is the slow way the lookups went before the index: the first record with the id.
func scanFor[T any](items []T, id string, key func(*T) string) *T {
	for i := range items {
		if key(&items[i]) == id {
			return &items[i]
		}
	}
	return nil
}

// TestLookupsAsScans holds the indexed lookups (Manor, Troop, Marker, Improvement) and
// TroopByCounter to scans of the records, on the data as loaded and after many random
// changes the index was not told of: records renamed, swapped, dropped, added, and the
// lists replaced by copies; ids asked include every one there is and ones there are not.
func TestLookupsAsScans(t *testing.T) {
	d, err := Load(content.FS)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(7, 8))
	for round := range 400 {
		if round > 0 {
			mutate(d, r, round)
		}
		compareLookups(t, d, round)
	}
	// Data made by hand has no index at all.
	hand := &Data{Manors: slices.Clone(d.Manors), Troops: slices.Clone(d.Troops), Markers: slices.Clone(d.Markers), Improvements: slices.Clone(d.Improvements)}
	compareLookups(t, hand, -1)
}

// mutate changes one list of the data in one of a few ways, keeping ids unique.
func mutate(d *Data, r *rand.Rand, round int) {
	fresh := fmt.Sprintf("new-%d", round)
	switch r.IntN(4) {
	case 0:
		d.Manors = change(d.Manors, r, fresh, func(m *Manor) *string { return &m.ID })
	case 1:
		d.Troops = change(d.Troops, r, fresh, func(t *Troop) *string { return &t.ID })
		if len(d.Troops) > 0 && r.IntN(3) == 0 {
			k := r.IntN(len(d.Troops)) // a type's counters change too
			lo := r.IntN(80)
			d.Troops[k].IDs = [2]int{lo, lo + r.IntN(20)}
		}
	case 2:
		d.Markers = change(d.Markers, r, fresh, func(m *Marker) *string { return &m.ID })
	default:
		d.Improvements = change(d.Improvements, r, fresh, func(m *Improvement) *string { return &m.ID })
	}
}

// change renames, swaps, drops or adds a record, or copies the list.
func change[T any](items []T, r *rand.Rand, fresh string, id func(*T) *string) []T {
	if len(items) == 0 {
		return items
	}
	i, j := r.IntN(len(items)), r.IntN(len(items))
	switch r.IntN(5) {
	case 0:
		*id(&items[i]) = fresh
	case 1:
		items[i], items[j] = items[j], items[i]
	case 2:
		return slices.Delete(slices.Clone(items), i, i+1)
	case 3:
		add := items[i]
		*id(&add) = fresh
		return slices.Insert(slices.Clone(items), j, add)
	default:
		return slices.Clone(items)
	}
	return items
}

func compareLookups(t *testing.T, d *Data, round int) {
	t.Helper()
	ask := []string{"", "no-such-id", "castle", "beehive", "knight"}
	for _, m := range d.Manors {
		ask = append(ask, m.ID)
	}
	for _, x := range d.Troops {
		ask = append(ask, x.ID)
	}
	for _, x := range d.Markers {
		ask = append(ask, x.ID)
	}
	for _, x := range d.Improvements {
		ask = append(ask, x.ID)
	}
	for _, id := range ask {
		if got, want := d.Manor(id), scanFor(d.Manors, id, func(m *Manor) string { return m.ID }); got != want {
			t.Fatalf("round %d: Manor(%q) is %p, the scan %p", round, id, got, want)
		}
		if got, want := d.Troop(id), scanFor(d.Troops, id, func(x *Troop) string { return x.ID }); got != want {
			t.Fatalf("round %d: Troop(%q) is %p, the scan %p", round, id, got, want)
		}
		if got, want := d.Marker(id), scanFor(d.Markers, id, func(x *Marker) string { return x.ID }); got != want {
			t.Fatalf("round %d: Marker(%q) is %p, the scan %p", round, id, got, want)
		}
		if got, want := d.Improvement(id), scanFor(d.Improvements, id, func(x *Improvement) string { return x.ID }); got != want {
			t.Fatalf("round %d: Improvement(%q) is %p, the scan %p", round, id, got, want)
		}
	}
	for id := -1; id <= 100; id++ {
		var want *Troop
		if i := slices.IndexFunc(d.Troops, func(x Troop) bool { return id >= x.IDs[0] && id <= x.IDs[1] }); i >= 0 {
			want = &d.Troops[i]
		}
		if got := d.TroopByCounter(id); got != want {
			t.Fatalf("round %d: TroopByCounter(%d) is %p, the scan %p", round, id, got, want)
		}
	}
}
