package play

import (
	"math/rand/v2"
	"testing"
)

// TestCounterIndexAsMap holds counterIndex to the map by counter ID that writeBack kept
// before: random sets, removals (set to -1, as a promotion frees its old counter) and
// lookups of IDs in and beyond the slice, and of IDs no counter has.
func TestCounterIndexAsMap(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for round := range 200 {
		var c counterIndex
		m := map[int]int{}
		for range 60 {
			id := r.IntN(120)
			if r.IntN(4) == 0 {
				c.set(id, -1)
				delete(m, id)
			} else {
				i := r.IntN(90)
				c.set(id, i)
				m[id] = i
			}
		}
		for id := -2; id < 130; id++ {
			want, has := m[id]
			if got, ok := c.get(id); got != want || ok != has {
				t.Fatalf("round %d: get(%d) = %d, %v; the map gives %d, %v", round, id, got, ok, want, has)
			}
		}
	}
}
