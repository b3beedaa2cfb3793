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

// Every mark a sheet prints (a line, a shape, a text: the scale bar, the crop marks, the
// page's title and note, the tracks' boxes, the board's tiles) lies inside the safe
// margin from the paper's edge, the layout's printer margin, on A4 and on Letter, on
// every sheet of every component printed on the home printer. Only a ground that covers
// the whole page (its paper colour) reaches the edge: the printer leaves it white.
func TestEveryMarkInsideTheSafeMargin(t *testing.T) {
	x := ctx(t, "en", Standard)
	for _, paper := range []string{"a4", "letter"} {
		p := x.Layout.Paper[paper]
		pr := Print{Paper: impose.Paper{Name: paper, W: p.Width, H: p.Height}, Mode: impose.Duplex}
		page := func(draw1 func(c draw.Canvas) error) func(draw.Document) error {
			return func(d draw.Document) error { return draw1(d.NewPage(p.Width, p.Height)) }
		}
		for name, draw1 := range map[string]func(draw.Document) error{
			"cards":             func(d draw.Document) error { return x.CardSheets(d, pr) },
			"counters":          func(d draw.Document) error { return x.CounterSheets(d, pr) },
			"calibration":       func(d draw.Document) error { return x.Calibration(d, pr) },
			"print list":        page(func(c draw.Canvas) error { return x.PrintList(c, pr, nil) }),
			"tracks":            page(x.Tracks),
			"order sheet":       page(x.OrderSheet),
			"order sheet, back": page(x.OrderSheetBack),
			"board tiles":       func(d draw.Document) error { return x.BoardTiles(d, pr.Paper) },
		} {
			doc := recorder.New()
			if err := draw1(doc); err != nil {
				t.Fatalf("%s, %s: %v", paper, name, err)
			}
			pm := x.Layout.Print.PrinterMargin
			safe := impose.Rect{X: pm, Y: pm, W: p.Width - 2*pm, H: p.Height - 2*pm}
			bad := 0
			for _, m := range inks(t, doc, p.Width, p.Height) {
				if !inRect(safe, m.box.X, m.box.Y) || !inRect(safe, m.box.X+m.box.W, m.box.Y+m.box.H) {
					if bad++; bad <= 500 {
						t.Errorf("%s, %s, page %d: %s at %s is %.1f mm from the paper's edge, less than %.1f mm", paper, name, m.page+1, m.what, boxString(m.box), edgeDistance(m.box, p.Width, p.Height), pm)
					}
				}
			}
		}
	}
}

// ink is a mark a page prints: what it is and the box it covers on the page.
type ink struct {
	page int
	what string
	box  impose.Rect
}

// inks replays a recording into the boxes of every stroke, fill and text it prints,
// through its transforms, leaving out clipped drawing (a clip keeps it inside its
// own, measured, frame) and grounds that cover the whole page. A stroke's box takes in
// half its line width.
func inks(t *testing.T, doc *recorder.Document, w, h float64) []ink {
	var out []ink
	var st gstate
	var stack []gstate
	var clips []int // the depth of the stack at each clip
	page := -1
	for _, line := range doc.Lines() {
		fields := strings.Fields(line)
		switch {
		case strings.HasPrefix(line, "page "):
			page++
			st, stack, clips = gstate{m: affine{a: 1, d: 1}}, nil, nil
			continue
		case line == "push":
			stack = append(stack, st)
			continue
		case line == "pop":
			st, stack = stack[len(stack)-1], stack[:len(stack)-1]
			for len(clips) > 0 && clips[len(clips)-1] > len(stack) {
				clips = clips[:len(clips)-1]
			}
			continue
		}
		switch fields[0] {
		case "translate":
			st.m = st.m.then(affine{a: 1, d: 1, e: num(t, fields[1]), f: num(t, fields[2])})
		case "rotate":
			r := num(t, fields[1]) * math.Pi / 180
			st.m = st.m.then(affine{a: math.Cos(r), b: math.Sin(r), c: -math.Sin(r), d: math.Cos(r)})
		case "scale":
			k := num(t, fields[1])
			st.m = st.m.then(affine{a: k, d: k})
		case "line-width":
			st.width = num(t, fields[1])
		case "clip":
			clips = append(clips, len(stack))
		case "fill", "stroke":
			if len(clips) > 0 {
				continue
			}
			b := pathBox(t, st.m, fields[1:])
			if fields[0] == "stroke" {
				k := st.width / 2 * math.Hypot(st.m.a, st.m.b)
				b = impose.Rect{X: b.X - k, Y: b.Y - k, W: b.W + 2*k, H: b.H + 2*k}
			} else if b.X <= 0.01 && b.Y <= 0.01 && b.X+b.W >= w-0.01 && b.Y+b.H >= h-0.01 {
				continue // the page's ground
			}
			out = append(out, ink{page, fields[0], b})
		case "text":
			if m := textLine.FindStringSubmatch(line); m != nil && len(clips) == 0 {
				tx := placeText(t, st.m, m)
				out = append(out, ink{page, fmt.Sprintf("text %q", tx.text), tx.box})
			}
		}
	}
	return out
}

// pathBox is the box of a recorded path's points (a curve's control points bound it).
func pathBox(t *testing.T, m affine, f []string) impose.Rect {
	lo, hi := [2]float64{math.Inf(1), math.Inf(1)}, [2]float64{math.Inf(-1), math.Inf(-1)}
	for i := 0; i < len(f); i++ {
		if len(f[i]) == 1 && strings.Contains("MLQCZ", f[i]) {
			continue
		}
		px, py := m.apply(num(t, f[i]), num(t, f[i+1]))
		i++
		lo = [2]float64{math.Min(lo[0], px), math.Min(lo[1], py)}
		hi = [2]float64{math.Max(hi[0], px), math.Max(hi[1], py)}
	}
	return impose.Rect{X: lo[0], Y: lo[1], W: hi[0] - lo[0], H: hi[1] - lo[1]}
}

// edgeDistance is how close a box comes to the paper's edge.
func edgeDistance(b impose.Rect, w, h float64) float64 {
	return math.Min(math.Min(b.X, b.Y), math.Min(w-b.X-b.W, h-b.Y-b.H))
}
