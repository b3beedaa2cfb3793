package component

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/impose"
)

// A figure that shows a card or counters shows them trimmed, as they are once cut out:
// each drawn clipped to its trim, so no bleed shows, and with a cut line in ink round
// it, so a card's pale ground round its frame reads as the card's edge and not as a
// box of its own (the visual review's "pale card-bleed box"). Read from the recorded
// drawing, in every language.
func TestFigureComponentsAreTrimmed(t *testing.T) {
	want := map[string]int{"manor-card": 1, "income-card": 1, "counters": 4, "tracks-start": 2}
	for _, lang := range []string{"en", "pl", "fr"} {
		x := figureCtx(t, lang, nil)
		want["markers"] = len(x.D.Markers)
		for id, n := range want {
			f, err := x.Figure(id, figureWidth)
			if err != nil {
				t.Fatal(err)
			}
			if len(f.trims) != n {
				t.Errorf("%s, %s: %d components trimmed, want %d", lang, id, len(f.trims), n)
			}
			doc := recorder.New()
			if err := f.Draw(doc.NewPage(f.W, f.H)); err != nil {
				t.Fatal(err)
			}
			ops := absoluteOps(t, doc.Lines())
			ink := fmt.Sprintf("#%02x%02x%02x", x.Style.Ink.R, x.Style.Ink.G, x.Style.Ink.B)
			for _, r := range f.trims {
				clip, cut := -1, -1
				for i, o := range ops {
					if !sameBox(o.box, r) {
						continue
					}
					if o.op == "clip" && clip < 0 {
						clip = i
					}
					if o.op == "stroke" && o.colour == ink && clip >= 0 && i > clip {
						cut = i
					}
				}
				if clip < 0 {
					t.Errorf("%s, %s: the component at %v is not clipped to its trim", lang, id, r)
				}
				if cut < 0 {
					t.Errorf("%s, %s: the component at %v has no cut line in ink round its trim", lang, id, r)
				}
			}
		}
	}
}

// drawnOp is a recorded clip, stroke or fill with its path's bounding box on the page
// (the translations and scales in force applied) and the stroke colour in force.
type drawnOp struct {
	op     string
	box    impose.Rect
	colour string
}

// absoluteOps reads a recording's clips, strokes and fills with their boxes on the page.
// Turned drawing is not followed: a figure's components are drawn upright.
func absoluteOps(t *testing.T, lines []string) []drawnOp {
	t.Helper()
	type state struct{ tx, ty, k float64 }
	cur, stack := state{k: 1}, []state{}
	colour := ""
	var out []drawnOp
	for _, l := range lines {
		f := strings.Fields(l)
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "push":
			stack = append(stack, cur)
		case "pop":
			if len(stack) > 0 {
				cur, stack = stack[len(stack)-1], stack[:len(stack)-1]
			}
		case "translate":
			cur.tx += recNum(t, f[1]) * cur.k
			cur.ty += recNum(t, f[2]) * cur.k
		case "scale":
			cur.k *= recNum(t, f[1])
		case "stroke-color":
			colour = f[1]
		case "clip", "stroke", "fill":
			var xs, ys []float64
			for _, tok := range f[1:] {
				if v, err := strconv.ParseFloat(tok, 64); err == nil {
					if len(xs) == len(ys) {
						xs = append(xs, cur.tx+v*cur.k)
					} else {
						ys = append(ys, cur.ty+v*cur.k)
					}
				}
			}
			if len(xs) == 0 || len(xs) != len(ys) {
				continue
			}
			x0, x1, y0, y1 := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
			for i := range xs {
				x0, x1, y0, y1 = min(x0, xs[i]), max(x1, xs[i]), min(y0, ys[i]), max(y1, ys[i])
			}
			out = append(out, drawnOp{f[0], impose.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}, colour})
		}
	}
	return out
}

func recNum(t *testing.T, s string) float64 {
	t.Helper()
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatalf("recording: %q is no number", s)
	}
	return v
}

// sameBox tells whether two rectangles agree to the recording's precision (it rounds to
// 0.001 before a scale, which the tracks card has).
func sameBox(a, b impose.Rect) bool {
	near := func(p, q float64) bool { return math.Abs(p-q) < 0.02 } // the recording rounds to 0.001 before its scales
	return near(a.X, b.X) && near(a.Y, b.Y) && near(a.W, b.W) && near(a.H, b.H)
}
