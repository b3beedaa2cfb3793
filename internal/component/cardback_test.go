package component

import (
	"math"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/impose"
)

// Each manor's back names it, and lands behind its own front: printed long-edge duplex
// (the sheet turned about its vertical axis) or folded along the fold line, the point
// where the back prints the manor's name falls inside that manor's front, on A4 and
// Letter.
func TestCardBacksBehindTheirFronts(t *testing.T) {
	x := ctx(t, "en", Standard)
	for _, paper := range []string{"a4", "letter"} {
		for _, mode := range []impose.Mode{impose.Duplex, impose.Fold} {
			p := x.Layout.Paper[paper]
			pr := Print{Paper: impose.Paper{Name: paper, W: p.Width, H: p.Height}, Mode: mode}
			doc := &placedDoc{Document: recorder.New()}
			if err := x.CardSheets(doc, pr); err != nil {
				t.Fatal(err)
			}
			spec := x.cardSpec()
			spec.Paper, spec.Mode = pr.Paper, mode
			if mode == impose.Fold {
				spec.Cols = max(1, spec.Cols/2)
			}
			g, err := impose.New(spec)
			if err != nil {
				t.Fatal(err)
			}
			for i, m := range x.D.Manors {
				at := doc.texts[m.Name]
				sheet, front := g.Front(i)
				frontPage, backPage, mirror := 2*sheet, 2*sheet+1, func(x float64) float64 { return p.Width - x }
				if mode == impose.Fold {
					backPage, mirror = sheet, func(x float64) float64 { return 2*g.FoldLine() - x }
					frontPage = sheet
				}
				var onFront, behind int
				for _, pt := range at {
					switch {
					case pt.page == frontPage && inRect(front, pt.x, pt.y):
						onFront++
					case pt.page == backPage && inRect(front, mirror(pt.x), pt.y):
						behind++
					}
				}
				if len(at) != 2 || onFront != 1 || behind != 1 {
					t.Errorf("%s %v: %s's name printed at %v: %d on its front, %d on the back behind it, want 1 and 1",
						paper, mode, m.ID, at, onFront, behind)
				}
			}
		}
	}
}

// placedDoc records where on the page each text is drawn, turns included: the
// recorder's own positions leave rotation out.
type placedDoc struct {
	*recorder.Document
	pages int
	texts map[string][]backText
}

type backText struct {
	page int
	x, y float64
}

func (d *placedDoc) NewPage(w, h float64) draw.Canvas {
	c := &placedCanvas{Canvas: d.Document.NewPage(w, h), doc: d, page: d.pages, m: [6]float64{1, 0, 0, 1, 0, 0}}
	d.pages++
	return c
}

// placedCanvas tracks the transform as a matrix (a b c d e f: x' = a x + c y + e,
// y' = b x + d y + f).
type placedCanvas struct {
	draw.Canvas
	doc   *placedDoc
	page  int
	m     [6]float64
	stack [][6]float64
}

func (c *placedCanvas) Push() { c.stack = append(c.stack, c.m); c.Canvas.Push() }
func (c *placedCanvas) Pop() {
	c.m, c.stack = c.stack[len(c.stack)-1], c.stack[:len(c.stack)-1]
	c.Canvas.Pop()
}
func (c *placedCanvas) Translate(dx, dy float64) {
	c.m[4], c.m[5] = c.m[0]*dx+c.m[2]*dy+c.m[4], c.m[1]*dx+c.m[3]*dy+c.m[5]
	c.Canvas.Translate(dx, dy)
}
func (c *placedCanvas) Rotate(deg float64) {
	s, k := math.Sincos(deg * math.Pi / 180)
	a, b, cc, d := c.m[0], c.m[1], c.m[2], c.m[3]
	c.m[0], c.m[1], c.m[2], c.m[3] = a*k+cc*s, b*k+d*s, -a*s+cc*k, -b*s+d*k
	c.Canvas.Rotate(deg)
}
func (c *placedCanvas) Scale(s float64) {
	for i := range 4 {
		c.m[i] *= s
	}
	c.Canvas.Scale(s)
}
func (c *placedCanvas) Text(f draw.Font, x, y float64, a draw.Align, s string) {
	if c.doc.texts == nil {
		c.doc.texts = map[string][]backText{}
	}
	px, py := c.m[0]*x+c.m[2]*y+c.m[4], c.m[1]*x+c.m[3]*y+c.m[5]
	c.doc.texts[s] = append(c.doc.texts[s], backText{c.page, px, py})
	c.Canvas.Text(f, x, y, a, s)
}
