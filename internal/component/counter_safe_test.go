package component

import (
	"math"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/impose"
)

// inkBox is the box of a recorded text's glyph outlines on the page: every point of
// their contours, control points too, so the ink lies inside it.
func inkBox(t *testing.T, tx recorder.Text) impose.Rect {
	t.Helper()
	gs, err := draw.Layout(tx.Font, tx.Text)
	if err != nil {
		t.Fatal(err)
	}
	k := tx.Font.Size * draw.MMPerPt / 1000 * tx.Scale
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, g := range gs {
		for _, s := range draw.GlyphOutline(g.Face, g.Index).Segments() {
			for _, p := range s.Pts[:s.Op.NumPoints()] {
				x, y := tx.Left+(float64(g.X)+p.X)*k, tx.Y+p.Y*k
				x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
			}
		}
	}
	return impose.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

// Every text of every counter, front and back, of every sheet (the strength, the ID, a
// lord's and a key tile's name) stays inside the safe area of layout/counters.toml, at
// 5/8 and 1/2 inch, in every language: a cut a millimetre off the line takes no digit.
func TestCounterTextInSafeArea(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		for _, size := range []float64{15.875, 12.7} {
			x := ctxAtCounterSize(t, lang, size)
			l := *x.Layout
			safe := l.CounterLayout.Safe.SafeMargin(size)
			if safe < 1 {
				t.Fatalf("the safe area leaves %.2f mm to the cut at %v mm", safe, size)
			}
			texts := 0
			for _, k := range x.Counters() {
				for side, draw1 := range []func(draw.Canvas, Counter) error{x.CounterFront, x.CounterBack} {
					doc := recorder.New()
					if err := draw1(doc.NewPage(size, size), k); err != nil {
						t.Fatalf("%s at %v mm: %s: %v", lang, size, k.Label(), err)
					}
					for _, tx := range doc.Texts() {
						if tx.Width == 0 {
							continue
						}
						texts++
						b := inkBox(t, tx)
						if b.X < safe || b.Y < safe || b.X+b.W > size-safe || b.Y+b.H > size-safe {
							t.Errorf("%s at %v mm: %s (side %d): %q inks %.2f–%.2f × %.2f–%.2f mm, outside the safe area %.2f–%.2f",
								lang, size, k.Label(), side, tx.Text, b.X, b.X+b.W, b.Y, b.Y+b.H, safe, size-safe)
						}
					}
				}
			}
			// Two numbers on each side of 522 troops, and a name on each side of 6 key tiles.
			if want := 2*2*522 + 2*6; texts < want {
				t.Errorf("%s at %v mm: %d texts read, want at least %d", lang, size, texts, want)
			}
		}
	}
}
