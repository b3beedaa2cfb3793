package pdfdraw

import (
	"fmt"
	"math"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/draw/internal/num"
)

const ptPerMM = 72 / 25.4

// page is the Canvas of one PDF page. Graphics state goes straight into the content
// stream (q/Q, rg, w, d, W n), so Push and Pop are the PDF's own; only the translation
// is kept here: text, links and anchors are placed in page coordinates.
type page struct {
	d       *Document
	w, h    float64
	tx, ty  float64
	stack   [][2]float64 // saved translations
	done    bool         // a later page has started
	buf     []byte
	content []byte // the content stream, one operation a line
	form    *form  // set when this canvas draws a reused figure, not a page
	boxes   []byte // the page dictionary's /TrimBox and /BleedBox entries, if any
}

var (
	_ draw.Canvas = (*page)(nil)
	_ draw.Linker = (*page)(nil)
	_ draw.Reuser = (*page)(nil)
)

// ok says whether drawing may go on, and records misuse of a finished page.
func (p *page) ok(op string) bool {
	if p.done {
		p.d.fail(fmt.Errorf("pdf: %s on a page after NewPage started the next one", op))
		return false
	}
	return p.d.err == nil
}

// raw writes one line of the content stream (the page's, or the figure's): fpdf never
// sees it; fixup writes it into the file.
func (p *page) raw(s string) { p.content = append(append(p.content, s...), '\n') }

// rawBuf writes p.buf as one line of the content stream.
func (p *page) rawBuf() { p.content = append(append(p.content, p.buf...), '\n') }

// onPage says whether op may be used here: text, links and anchors belong to a page,
// not to a figure drawn once and placed many times.
func (p *page) onPage(op string) bool {
	if p.form != nil {
		p.d.failPage("%s inside a reused figure: only paths can be reused", op)
		return false
	}
	return true
}

// finish closes the graphics states a caller left open, so the content stream is balanced.
func (p *page) finish() {
	if !p.done && p.d.err == nil {
		p.raw(strings.Repeat("Q ", len(p.stack)))
	}
	p.stack = nil
	p.done = true
}

func (p *page) Size() (w, h float64) { return p.w, p.h }

func (p *page) Push() {
	if p.ok("Push") {
		p.stack = append(p.stack, [2]float64{p.tx, p.ty})
		p.raw("q")
	}
}

func (p *page) Pop() {
	if !p.ok("Pop") {
		return
	}
	n := len(p.stack)
	if n == 0 {
		p.d.failPage("Pop without Push")
		return
	}
	p.tx, p.ty = p.stack[n-1][0], p.stack[n-1][1]
	p.stack = p.stack[:n-1]
	p.raw("Q")
}

// finite reports whether all values are finite numbers.
func finite(vs ...float64) bool {
	for _, v := range vs {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return false
		}
	}
	return true
}

func (p *page) Translate(dx, dy float64) {
	p.tx += dx
	p.ty += dy
}

// Rotate writes a rotation about the current origin into the content stream; the
// enclosing Push/Pop (q/Q) undoes it. Paths and text keep being written in page
// coordinates with the translation added, which the rotation then turns.
func (p *page) Rotate(deg float64) {
	if !p.ok("Rotate") {
		return
	}
	if !finite(deg) {
		p.d.failPage("rotation %v is not a finite angle", deg)
		return
	}
	if len(p.stack) == 0 {
		p.d.failPage("Rotate outside a Push/Pop pair")
		return
	}
	if p.form != nil {
		p.form.unbounded = true // bounds are kept in unturned coordinates
	}
	th := deg * math.Pi / 180
	a, b, c, d := math.Cos(th), -math.Sin(th), math.Sin(th), math.Cos(th)
	px, py := p.tx*ptPerMM, (p.h-p.ty)*ptPerMM
	e, f := px-(a*px+c*py), py-(b*px+d*py)
	buf := p.buf[:0]
	for _, v := range []float64{a, b, c, d, e, f} {
		buf = num.Append(buf, v, 5)
		buf = append(buf, ' ')
	}
	p.buf = append(buf, "cm"...)
	p.rawBuf()
}

// Scale writes a uniform scaling about the current origin into the content stream, as
// Rotate writes a rotation; the enclosing Push/Pop (q/Q) undoes it.
func (p *page) Scale(s float64) {
	if !p.ok("Scale") {
		return
	}
	if !(s > 0) || math.IsInf(s, 0) {
		p.d.failPage("scale %v is not a positive finite factor", s)
		return
	}
	if len(p.stack) == 0 {
		p.d.failPage("Scale outside a Push/Pop pair")
		return
	}
	if p.form != nil {
		p.form.unbounded = true // bounds are kept in unscaled coordinates
	}
	px, py := p.tx*ptPerMM, (p.h-p.ty)*ptPerMM
	buf := p.buf[:0]
	for _, v := range []float64{s, 0, 0, s, px - s*px, py - s*py} {
		buf = num.Append(buf, v, 5)
		buf = append(buf, ' ')
	}
	p.buf = append(buf, "cm"...)
	p.rawBuf()
}

func (p *page) SetFill(c draw.Color)   { p.color(c, "rg") }
func (p *page) SetStroke(c draw.Color) { p.color(c, "RG") }

func (p *page) color(c draw.Color, op string) {
	if !p.ok("SetFill/SetStroke") {
		return
	}
	b := p.buf[:0]
	for _, v := range []uint8{c.R, c.G, c.B} {
		b = num.Append(b, float64(v)/255, 3)
		b = append(b, ' ')
	}
	p.buf = append(b, op...)
	p.rawBuf()
}

func (p *page) SetLineWidth(w float64) {
	if !p.ok("SetLineWidth") {
		return
	}
	if w < 0 {
		p.d.failPage("negative line width %v", w)
		return
	}
	if p.form != nil {
		p.form.width = max(p.form.width, w*ptPerMM)
	}
	p.raw(num.Format(w*ptPerMM, 3) + " w")
}

func (p *page) SetDash(pattern []float64) {
	if !p.ok("SetDash") {
		return
	}
	b := append(p.buf[:0], '[')
	sum := 0.0
	for i, v := range pattern {
		if v < 0 {
			p.d.failPage("negative dash length in %v", pattern)
			return
		}
		if i > 0 {
			b = append(b, ' ')
		}
		b = num.Append(b, v*ptPerMM, 3)
		sum += v
	}
	if sum == 0 {
		b = append(b[:0], '[') // all-zero dashes draw nothing in some viewers: solid instead
	}
	p.buf = append(b, "] 0 d"...)
	p.rawBuf()
}

func (p *page) Fill(path draw.Path)   { p.paint(path, "f", "Fill") }
func (p *page) Stroke(path draw.Path) { p.paint(path, "S", "Stroke") }

// Clip clips to the path; an empty path clips everything away, as in SVG.
func (p *page) Clip(path draw.Path) {
	if path.Empty() && p.ok("Clip") {
		p.raw("0 0 0 0 re W n")
		return
	}
	p.paint(path, "W n", "Clip")
}

// paint writes the path in page points, y up, followed by the painting operator.
func (p *page) paint(path draw.Path, op, name string) {
	if !p.ok(name) || path.Empty() {
		return
	}
	if !path.Finite() {
		p.d.failPage("%s: path has a coordinate that is not a finite number", name)
		return
	}
	if op == "S" && p.form != nil && p.form.width < 0 {
		p.form.unbounded = true // stroked with a width the figure does not know
	}
	b := p.buf[:0]
	var cur, start draw.Point
	for _, s := range path.Segments() {
		switch s.Op {
		case draw.MoveTo:
			b = append(p.points(b, s.Pts[0]), " m\n"...)
			cur, start = s.Pts[0], s.Pts[0]
		case draw.LineTo:
			b = append(p.points(b, s.Pts[0]), " l\n"...)
			cur = s.Pts[0]
		case draw.QuadTo:
			// PDF has no quadratic curves; this cubic is the same curve.
			c, end := s.Pts[0], s.Pts[1]
			c1 := draw.Point{X: cur.X + 2.0/3*(c.X-cur.X), Y: cur.Y + 2.0/3*(c.Y-cur.Y)}
			c2 := draw.Point{X: end.X + 2.0/3*(c.X-end.X), Y: end.Y + 2.0/3*(c.Y-end.Y)}
			b = append(p.points(b, c1, c2, end), " c\n"...)
			cur = end
		case draw.CubicTo:
			b = append(p.points(b, s.Pts[0], s.Pts[1], s.Pts[2]), " c\n"...)
			cur = s.Pts[2]
		case draw.Close:
			b = append(b, "h\n"...)
			cur = start
		}
	}
	p.buf = append(b, op...)
	p.rawBuf()
}

// points appends page points: translated, in pt, y up from the bottom edge.
func (p *page) points(b []byte, pts ...draw.Point) []byte {
	for i, pt := range pts {
		if i > 0 {
			b = append(b, ' ')
		}
		x, y := (pt.X+p.tx)*ptPerMM, (p.h-pt.Y-p.ty)*ptPerMM
		b = num.Append(b, x, 2)
		b = append(b, ' ')
		b = num.Append(b, y, 2)
		if p.form != nil {
			p.form.extend(x, y)
		}
	}
	return b
}

// Text shows s as runs of glyphs, one run per face (a face's fallback face draws the
// runes it lacks), each starting where Layout placed its first glyph. Layout has
// already rejected every rune the fonts lack.
func (p *page) Text(f draw.Font, x, y float64, a draw.Align, s string) {
	if !p.ok("Text") || s == "" || !p.onPage("Text") {
		return
	}
	if !(f.Size > 0) || math.IsInf(f.Size, 0) {
		p.d.failPage("text %q: font size %v pt is not positive", s, f.Size)
		return
	}
	if !finite(x, y, p.tx, p.ty) {
		p.d.failPage("text %q at (%v, %v): not a finite position", s, x, y)
		return
	}
	gs, err := draw.Layout(f, s)
	if err != nil {
		p.d.failPage("%v", err)
		return
	}
	x += p.tx - draw.AlignOffset(a, draw.Width(f, s))
	y += p.ty
	mmPerMilli := f.Size * draw.MMPerPt / 1000
	for start := 0; start < len(gs); {
		end := start + 1
		for end < len(gs) && gs[end].Face == gs[start].Face {
			end++
		}
		p.showText(f, x+float64(gs[start].X)*mmPerMilli, y, gs[start:end], "", "")
		start = end
	}
}

// Describe writes the name as invisible text (render mode 3) at the foot of the box:
// selectable and searchable, never printed.
func (p *page) Describe(x, y, w, h float64, text string) {
	if !p.ok("Describe") || text == "" || !p.onPage("Describe") {
		return
	}
	f := draw.Font{Face: draw.Sans, Size: 4}
	gs, err := draw.Layout(f, text)
	if err != nil {
		p.d.failPage("%v", err)
		return
	}
	if !finite(x, y, h, p.tx, p.ty) {
		p.d.failPage("description %q: not a finite position", text)
		return
	}
	p.showText(f, x+p.tx, y+h+p.ty, gs, "3 Tr ", "0 Tr ") // render mode 3: invisible
}

var _ draw.Describer = (*page)(nil)

// Link makes the rectangle a link: to an anchor ("#name") or to an absolute URL.
// fixup writes the annotations: fpdf writes them inline in the page's /Annots, which
// the PDF specification does not allow (it wants indirect references).
func (p *page) Link(x, y, w, h float64, target string) {
	if !p.ok("Link") || !p.onPage("Link") {
		return
	}
	if !finite(x, y, w, h, p.tx, p.ty) {
		p.d.failPage("link to %q: rectangle (%v, %v, %v, %v) is not finite", target, x, y, w, h)
		return
	}
	l := link{page: len(p.d.pages) - 1, rect: [4]float64{
		(x + p.tx) * ptPerMM, (p.h - y - h - p.ty) * ptPerMM,
		(x + w + p.tx) * ptPerMM, (p.h - y - p.ty) * ptPerMM,
	}}
	if name, ok := strings.CutPrefix(target, "#"); ok {
		if err := draw.CheckAnchor(name); err != nil {
			p.d.failPage("link: %v", err)
			return
		}
		l.anchor = name
	} else if err := draw.CheckURL(target); err != nil {
		p.d.failPage("link: %v", err)
		return
	} else {
		l.url = target
	}
	p.d.links = append(p.d.links, l)
}

// Anchor names a point of this page as a link target. PDF destinations keep only its y.
func (p *page) Anchor(name string, x, y float64) {
	if !p.ok("Anchor") || !p.onPage("Anchor") {
		return
	}
	if err := draw.CheckAnchor(name); err != nil {
		p.d.failPage("%v", err)
		return
	}
	if !finite(y, p.ty) {
		p.d.failPage("anchor %q: y %v is not finite", name, y)
		return
	}
	if _, dup := p.d.anchors[name]; dup {
		p.d.failPage("anchor %q is defined twice", name)
		return
	}
	p.d.anchors[name] = anchor{page: len(p.d.pages) - 1, y: (p.h - y - p.ty) * ptPerMM}
}
