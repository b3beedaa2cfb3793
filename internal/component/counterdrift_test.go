package component

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/impose"
)

// drift is how far a home printer's back or a hand cut wanders once the back offset is
// calibrated: the review measured a 1 mm drift showing the neighbouring colour.
const drift = 1.0

// paint is one fill of a page: the box round its path on the page, and its colour.
type paint struct {
	box    impose.Rect
	colour string
}

// paintsOf replays a recording into every page's fills, in the order they were painted,
// each as the box round its path (a curve's box holds the curve, so a shape is never
// taken for smaller than it is).
func paintsOf(t *testing.T, doc *recorder.Document) [][]paint {
	type state struct {
		m    affine
		fill string
	}
	var pages [][]paint
	var st state
	var stack []state
	for _, line := range doc.Lines() {
		fields := strings.Fields(line)
		switch {
		case strings.HasPrefix(line, "page "):
			pages = append(pages, nil)
			st, stack = state{m: affine{a: 1, d: 1}}, nil
		case line == "push":
			stack = append(stack, st)
		case line == "pop":
			st, stack = stack[len(stack)-1], stack[:len(stack)-1]
		case fields[0] == "translate":
			st.m = st.m.then(affine{a: 1, d: 1, e: num(t, fields[1]), f: num(t, fields[2])})
		case fields[0] == "rotate":
			r := num(t, fields[1]) * math.Pi / 180
			st.m = st.m.then(affine{a: math.Cos(r), b: math.Sin(r), c: -math.Sin(r), d: math.Cos(r)})
		case fields[0] == "scale":
			k := num(t, fields[1])
			st.m = st.m.then(affine{a: k, d: k})
		case fields[0] == "fill-color":
			st.fill = fields[1]
		case fields[0] == "fill" && len(fields) > 1 && fields[1] != "(empty)":
			lo, hi := [2]float64{math.Inf(1), math.Inf(1)}, [2]float64{math.Inf(-1), math.Inf(-1)}
			var xy []float64
			for _, f := range fields[1:] {
				if len(f) == 1 && strings.Contains("MLQCZ", f) {
					continue
				}
				xy = append(xy, num(t, f))
			}
			for i := 0; i+1 < len(xy); i += 2 {
				px, py := st.m.apply(xy[i], xy[i+1])
				lo = [2]float64{math.Min(lo[0], px), math.Min(lo[1], py)}
				hi = [2]float64{math.Max(hi[0], px), math.Max(hi[1], py)}
			}
			pg := &pages[len(pages)-1]
			*pg = append(*pg, paint{impose.Rect{X: lo[0], Y: lo[1], W: hi[0] - lo[0], H: hi[1] - lo[1]}, st.fill})
		}
	}
	return pages
}

// topColour is the colour last painted at a point, "" where nothing was.
func topColour(ps []paint, px, py float64) string {
	for i := len(ps) - 1; i >= 0; i-- {
		if b := ps[i].box; px >= b.X && px <= b.X+b.W && py >= b.Y && py <= b.Y+b.H {
			return ps[i].colour
		}
	}
	return ""
}

// ringPoints are points every half millimetre round a cell, from d inside its cut line
// to d outside it: what a drift of d either way can bring into the cell or take out.
func ringPoints(cell impose.Rect, d float64) [][2]float64 {
	var out [][2]float64
	for _, off := range []float64{-d, -d / 2, d / 2, d} {
		r := cell.Outset(off)
		n := int(math.Ceil(r.W / 0.5))
		for k := 0; k <= n; k++ {
			px := r.X + r.W*float64(k)/float64(n)
			py := r.Y + r.H*float64(k)/float64(n)
			out = append(out, [2]float64{px, r.Y}, [2]float64{px, r.Y + r.H}, [2]float64{r.X, py}, [2]float64{r.X + r.W, py})
		}
	}
	return out
}

// Counters of different colours never meet at a cut: within a drift of 1 mm either side
// of every counter's cut line, front and back, the sheet is painted only in the colour the
// counter has at its edge (its ground, or for a marker the band all markers share), so a
// back that drifts or a cut a little off shows no sliver of a neighbour's colour and no
// white. On every counter sheet, A4 and Letter, duplex (with and without a back offset)
// and folded.
func TestCountersShowNoNeighbourColourWhenDrifted(t *testing.T) {
	x := ctx(t, "en", Standard)
	eachCounterPrint(t, x, func(cp counterPrint) {
		doc, g, ks := cp.doc, cp.g, cp.ks
		pages := paintsOf(t, doc)
		where := cp.where()
		bad := 0
		for i, k := range ks {
			for _, back := range []bool{false, true} {
				own, ok := x.counterBleed(k, back)
				if !ok {
					continue
				}
				sheet, cell := g.Front(i)
				pg := 2 * sheet
				if back {
					sheet, cell = g.Back(i)
					pg++
				}
				if cp.pr.Mode == impose.Fold {
					pg = sheet
				}
				if n := drifted(pages[pg], cell, own); n != "" && bad < 10 {
					bad++
					t.Errorf("%s: %s (back %v) at %s: %s", where, k.Label(), back, boxString(cell), n)
				}
			}
		}
	})
}

// drifted names the first colour other than own painted within a drift of a cell's cut.
func drifted(ps []paint, cell impose.Rect, own draw.Color) string {
	want := fmt.Sprintf("#%02x%02x%02x", own.R, own.G, own.B)
	var near []paint
	reach := cell.Outset(drift + mmTolerance)
	for _, p := range ps {
		if overlap(p.box, reach) {
			near = append(near, p)
		}
	}
	for _, pt := range ringPoints(cell, drift) {
		if c := topColour(near, pt[0], pt[1]); c != want {
			return fmt.Sprintf("%q at (%.2f, %.2f), want %s", c, pt[0], pt[1], want)
		}
	}
	return ""
}
