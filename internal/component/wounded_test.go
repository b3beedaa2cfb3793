package component

import (
	"testing"

	"github.com/excalibur-kit/excalibur/internal/impose"
)

// On both sides of every troop counter, at 5/8 and 1/2 inch, the marks a player reads
// (the symbol, the wound mark, the emblem, the grade marks, a lord's name) stand inside
// the padding and apart from each other: no mark stands on another, and the hatching is
// cleared round each. The grade marks may reach into the symbol's square at 1/2 inch:
// its lower corners are empty (every troop icon is narrower at its foot), as on the front.
func TestWoundedMarksApart(t *testing.T) {
	for _, size := range []float64{15.875, 12.7} {
		x := ctxAtCounterSize(t, "en", size)
		l := *x.Layout
		pad := l.CounterLayout.Numbers.Padding
		inner := impose.Rect{X: pad, Y: pad, W: size - 2*pad, H: size - 2*pad}
		seen := map[string]bool{}
		for _, k := range x.Counters() {
			if k.Kind != KindTroop || seen[k.Troop.Kind+k.Troop.Grade] {
				continue
			}
			seen[k.Troop.Kind+k.Troop.Grade] = true
			m, err := x.troopMarks(k)
			if err != nil {
				t.Fatal(err)
			}
			marks := map[string]impose.Rect{"symbol": m.symbol, "wound": m.wound, "emblem": m.emblem, "grade": m.grade, "name": m.name}
			for name, r := range marks {
				if r.W == 0 {
					continue
				}
				in := inner.Outset(mmTolerance)
				if r.X < in.X || r.Y < in.Y-m.margin || r.X+r.W > in.X+in.W || r.Y+r.H > size {
					t.Errorf("%v mm, %s: the %s %+v leaves the counter's padding %+v", size, k.Label(), name, r, inner)
				}
				for other, q := range marks {
					if other <= name || q.W == 0 || name+other == "gradesymbol" {
						continue
					}
					if overlap(r, q) {
						t.Errorf("%v mm, %s: the %s %+v and the %s %+v overlap", size, k.Label(), name, r, other, q)
					}
				}
			}
		}
		if len(seen) < 4 {
			t.Errorf("%v mm: only %d troop kinds and grades seen", size, len(seen))
		}
	}
}

func overlap(a, b impose.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}
