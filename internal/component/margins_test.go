package component

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/impose"
)

// Every sheet of cards and counters, the calibration sheet and the print list keep their
// text and crop marks out of the printer margin, on A4 and Letter, duplex (with and
// without a back offset) and folded, in every language; and no text crosses a crop mark
// or the fold line. The recording is replayed with its turns and moves, so a text turned
// up a side margin is measured where it prints.
func TestNothingInThePrinterMargin(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		x := ctx(t, lang, Standard)
		for _, paper := range []string{"a4", "letter"} {
			p := x.Layout.Paper[paper]
			for _, set := range []struct {
				mode   impose.Mode
				offset [2]float64
			}{{impose.Duplex, [2]float64{}}, {impose.Duplex, [2]float64{2, -2}}, {impose.Duplex, [2]float64{-2, 2}}, {impose.Fold, [2]float64{}}} {
				pr := Print{Paper: impose.Paper{Name: paper, W: p.Width, H: p.Height}, Mode: set.mode, BackOffset: set.offset}
				for name, draw1 := range map[string]func(draw.Document) error{
					"cards":       func(d draw.Document) error { return x.CardSheets(d, pr) },
					"counters":    func(d draw.Document) error { return x.CounterSheets(d, pr) },
					"calibration": func(d draw.Document) error { return x.Calibration(d, pr) },
					"print list":  func(d draw.Document) error { return x.PrintList(d.NewPage(p.Width, p.Height), pr, nil) },
				} {
					doc := recorder.New()
					if err := draw1(doc); err != nil {
						t.Fatal(err)
					}
					where := fmt.Sprintf("%s %s %s mode %d offset %v", lang, paper, name, set.mode, set.offset)
					for _, prob := range scanSheet(t, x, doc, p.Width, p.Height) {
						t.Errorf("%s: %s", where, prob)
					}
				}
			}
		}
	}
}

// drawn is what a replayed recording put on a page, in page coordinates.
type drawn struct {
	texts []placedText
	marks []impose.Segment // crop marks
	folds []impose.Segment // fold lines
	items []impose.Rect    // the bleed grounds of the items, whose own text is the cards' and counters'
}

type placedText struct {
	box  impose.Rect
	text string
}

var (
	textLine   = regexp.MustCompile(`^text (\S+) (\S+) (\S+) (\S+) (left|center|right) (".*")$`)
	strokeLine = regexp.MustCompile(`^stroke M (\S+) (\S+) L (\S+) (\S+)$`)
	fillRect   = regexp.MustCompile(`^fill M (\S+) (\S+) L (\S+) (\S+) L (\S+) (\S+) L (\S+) (\S+) Z$`)
)

// affine is a transform of the page: x' = a x + c y + e, y' = b x + d y + f.
type affine struct{ a, b, c, d, e, f float64 }

func (m affine) apply(x, y float64) (float64, float64) {
	return m.a*x + m.c*y + m.e, m.b*x + m.d*y + m.f
}

func (m affine) then(n affine) affine { // m applied after n
	return affine{m.a*n.a + m.c*n.b, m.b*n.a + m.d*n.b, m.a*n.c + m.c*n.d, m.b*n.c + m.d*n.d, m.a*n.e + m.c*n.f + m.e, m.b*n.e + m.d*n.f + m.f}
}

// gstate is the replayed graphics state.
type gstate struct {
	m      affine
	width  float64
	stroke string
	dash   string
}

// replay reads the recording of each page into what it drew.
func replay(t *testing.T, x *Ctx, doc *recorder.Document) []drawn {
	var pages []drawn
	var st gstate
	var stack []gstate
	fu := x.Layout.Furniture
	cropColour := fmt.Sprintf("#%02x%02x%02x", fu.CropMarks.Draw().R, fu.CropMarks.Draw().G, fu.CropMarks.Draw().B)
	foldDash := "dash " + fnum(fu.FoldDash) + " " + fnum(fu.FoldGap)
	fill := ""
	for _, line := range doc.Lines() {
		fields := strings.Fields(line)
		switch {
		case strings.HasPrefix(line, "page "):
			pages = append(pages, drawn{})
			st, stack = gstate{m: affine{a: 1, d: 1}}, nil
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
		case fields[0] == "line-width":
			st.width = num(t, fields[1])
		case fields[0] == "stroke-color":
			st.stroke = fields[1]
		case fields[0] == "fill-color":
			fill = fields[1]
		case fields[0] == "dash":
			st.dash = line
		}
		pg := &pages[len(pages)-1]
		if m := strokeLine.FindStringSubmatch(line); m != nil {
			x1, y1 := st.m.apply(num(t, m[1]), num(t, m[2]))
			x2, y2 := st.m.apply(num(t, m[3]), num(t, m[4]))
			seg := impose.Segment{X1: x1, Y1: y1, X2: x2, Y2: y2}
			switch {
			case st.dash == foldDash:
				pg.folds = append(pg.folds, seg)
			case len(stack) == 0 && st.width == x.Layout.Print.CropWidth && st.stroke == cropColour:
				pg.marks = append(pg.marks, seg)
			}
		}
		if m := fillRect.FindStringSubmatch(line); m != nil && len(stack) == 0 && fill != "" {
			x1, y1 := st.m.apply(num(t, m[1]), num(t, m[2]))
			x2, y2 := st.m.apply(num(t, m[5]), num(t, m[6]))
			pg.items = append(pg.items, impose.Rect{X: math.Min(x1, x2), Y: math.Min(y1, y2), W: math.Abs(x2 - x1), H: math.Abs(y2 - y1)})
		}
		if m := textLine.FindStringSubmatch(line); m != nil {
			pg.texts = append(pg.texts, placeText(t, st.m, m))
		}
	}
	return pages
}

func fnum(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// placeText is the box a text line takes on the page: its advance across, from its
// descender to its ascender, through the transform.
func placeText(t *testing.T, m affine, f []string) placedText {
	font := draw.Font{Face: draw.Face(f[1]), Size: num(t, f[2])}
	s, err := strconv.Unquote(f[6])
	if err != nil {
		t.Fatal(err)
	}
	w := draw.Width(font, s)
	x0 := num(t, f[3]) - map[string]float64{"left": 0, "center": w / 2, "right": w}[f[5]]
	y := num(t, f[4])
	lo, hi := [2]float64{math.Inf(1), math.Inf(1)}, [2]float64{math.Inf(-1), math.Inf(-1)}
	for _, p := range [][2]float64{{x0, y - draw.Ascent(font)}, {x0 + w, y - draw.Ascent(font)}, {x0, y + draw.Descent(font)}, {x0 + w, y + draw.Descent(font)}} {
		px, py := m.apply(p[0], p[1])
		lo = [2]float64{math.Min(lo[0], px), math.Min(lo[1], py)}
		hi = [2]float64{math.Max(hi[0], px), math.Max(hi[1], py)}
	}
	return placedText{impose.Rect{X: lo[0], Y: lo[1], W: hi[0] - lo[0], H: hi[1] - lo[1]}, s}
}

// scanSheet lists what a sheet prints in the printer margin, and the texts that cross a
// crop mark or the fold line. The items' own texts (inside their grounds) are not the
// sheet's.
func scanSheet(t *testing.T, x *Ctx, doc *recorder.Document, w, h float64) []string {
	var out []string
	pm := x.Layout.Print.PrinterMargin
	printable := impose.Rect{X: pm, Y: pm, W: w - 2*pm, H: h - 2*pm}
	for i, pg := range replay(t, x, doc) {
		for _, mk := range pg.marks {
			if !inRect(printable, mk.X1, mk.Y1) || !inRect(printable, mk.X2, mk.Y2) {
				out = append(out, fmt.Sprintf("page %d: crop mark %+v inside the printer margin", i+1, mk))
			}
		}
		for _, tx := range pg.texts {
			if inItem(pg.items, tx.box) {
				continue
			}
			b := tx.box
			if !inRect(printable, b.X, b.Y) || !inRect(printable, b.X+b.W, b.Y+b.H) {
				out = append(out, fmt.Sprintf("page %d: %q at %+v inside the printer margin", i+1, tx.text, b))
			}
			for _, mk := range pg.marks {
				if crosses(b, mk) {
					out = append(out, fmt.Sprintf("page %d: %q at %+v crosses the crop mark %+v", i+1, tx.text, b, mk))
				}
			}
			for _, fl := range pg.folds {
				if crosses(b, fl) {
					out = append(out, fmt.Sprintf("page %d: %q at %+v crosses the fold line", i+1, tx.text, b))
				}
			}
		}
	}
	return out
}

func inRect(r impose.Rect, px, py float64) bool {
	const tol = 1e-6
	return px >= r.X-tol && px <= r.X+r.W+tol && py >= r.Y-tol && py <= r.Y+r.H+tol
}

// inItem says whether a text's middle is on an item's ground.
func inItem(items []impose.Rect, b impose.Rect) bool {
	for _, it := range items {
		if inRect(it, b.X+b.W/2, b.Y+b.H/2) {
			return true
		}
	}
	return false
}

// crosses says whether an upright or level segment meets a box.
func crosses(b impose.Rect, s impose.Segment) bool {
	return math.Min(s.X1, s.X2) <= b.X+b.W && math.Max(s.X1, s.X2) >= b.X &&
		math.Min(s.Y1, s.Y2) <= b.Y+b.H && math.Max(s.Y1, s.Y2) >= b.Y
}
