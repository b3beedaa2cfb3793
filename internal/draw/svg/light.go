package svgdraw

import (
	"bytes"
	"math"
	"strconv"

	"github.com/excalibur-kit/excalibur/internal/draw"
)

// Light pages (Document.Light) are for a screen that only shows them, the live
// preview's gallery: the same drawing calls make the same picture in a hundred or so
// elements where the kit's file has a couple of thousand (a counter sheet front: 617
// paths, 782 <use> of figures and glyphs whose copies the browser builds one by one, 182
// <text>), which a browser parses, lays out and paints many times faster. So:
//
//   - no text layer and no accessible names: nothing reads the gallery's text;
//   - text is drawn as its glyphs' outlines and figures (Reuse) in place, so that both
//     are paths like any other;
//   - a path joins the first <path> of its paint that is painted after everything it
//     overlaps, so the order of what overlaps is kept; a fill never joins one holding a
//     path it overlaps: under the non-zero rule two overlapping outlines wound in
//     opposite senses would leave a hole;
//   - coordinates in hundredths of a mm, relative within a path.
//
// A group (a clip, a rotation, a scale) is gathered apart, its own paths in batches of
// their own, and then painted as one piece, in the batches around it, within its box: a
// clip's, or for a turn or a scale the whole page. So the hatched backs of the wounded
// troops, each in its clip, do not end the batches of the sheet's other counters.
// Anything else written into the body (a link, an anchor) writes out the batches
// before it.
const lightDecimals = 2

// cellMM is the side of the squares a light page's boxes are filed under, so that a new
// path is compared with what lies near it only: about a quarter of a counter.
const cellMM = 4.0

// batch is the paths of one paint that are written as one <path>, or a group as
// written (raw).
type batch struct {
	attrs string // the paint's attributes
	d     []byte // the path data
	raw   []byte
}

// everywhere is the box of a group whose bounds are not known: it overlaps everything.
var everywhere = box{-1e9, -1e9, 1e9, 1e9}

// lightGroup is what an open group of a light page keeps of the level around it.
type lightGroup struct {
	body  bytes.Buffer
	light *lightPage
	box   box
}

// entry is one path drawn into a batch, by its box.
type entry struct {
	batch int
	b     box
}

// lightPage gathers a light page's paths into batches.
type lightPage struct {
	batches    []*batch
	of         map[string][]int // by paint, its batches, in order
	inner      *lightPage       // the batches of a group opened within, kept for the next one
	cells      [][]entry        // cols × rows squares of cellMM, the edge ones reaching beyond the page
	touched    []int            // the squares holding entries
	cols, rows int
}

func newLightPage(w, h float64) *lightPage {
	cols, rows := cellCount(w), cellCount(h)
	return &lightPage{of: map[string][]int{}, cells: make([][]entry, cols*rows), cols: cols, rows: rows}
}

func cellCount(mm float64) int { return max(1, int(math.Ceil(mm/cellMM))) }

// span is the squares a box covers, clamped to the page's.
func (l *lightPage) span(b box) (c0, r0, c1, r1 int) {
	at := func(v float64, n int) int { // an empty path's box runs from +Inf to -Inf
		return min(n-1, max(0, int(math.Floor(math.Max(-1e9, math.Min(1e9, v))/cellMM))))
	}
	return at(b.x0, l.cols), at(b.y0, l.rows), at(b.x1, l.cols), at(b.y1, l.rows)
}

// add takes a path of a paint, its data already written in page mm, and its box, into
// the first batch of its paint that is painted after everything it overlaps: after a
// stroke's own batch too, and for a fill strictly after it. merge is false for a paint
// whose paths must stay apart (a dashed stroke: its dashes would run on from one path
// into the next); such a path gets a batch of its own, as does one that no batch can
// take.
func (l *lightPage) add(attrs string, d []byte, b box, fill, merge bool) {
	under := l.under(b)
	i := -1
	if merge {
		for _, j := range l.of[attrs] {
			if j > under || !fill && j == under {
				i = j
				break
			}
		}
	}
	if i >= 0 {
		l.batches[i].d = append(l.batches[i].d, d...)
	} else {
		i = len(l.batches)
		l.batches = append(l.batches, &batch{attrs: attrs, d: append([]byte(nil), d...)})
		if merge {
			l.of[attrs] = append(l.of[attrs], i)
		}
	}
	l.file(b, i)
}

// addRaw takes a group as written, painted within box b, into the first batch of groups
// that is painted after everything it overlaps (that batch's own groups included:
// groups are elements of their own, painted one after the other): the hatched backs of
// a sheet's wounded troops go into one batch, and the marks over them into the same
// batches for every counter.
func (l *lightPage) addRaw(markup []byte, b box) {
	under := l.under(b)
	for _, j := range l.of[rawPaint] {
		if j >= under {
			l.batches[j].raw = append(l.batches[j].raw, markup...)
			l.file(b, j)
			return
		}
	}
	l.batches = append(l.batches, &batch{raw: markup})
	l.of[rawPaint] = append(l.of[rawPaint], len(l.batches)-1)
	l.file(b, len(l.batches)-1)
}

// rawPaint files the batches of groups among the paints: no paint's attributes start
// with a NUL.
const rawPaint = "\x00group"

// file notes that batch i paints within box b.
func (l *lightPage) file(b box, i int) {
	c0, r0, c1, r1 := l.span(b)
	for r := r0; r <= r1; r++ {
		for c := c0; c <= c1; c++ {
			k := r*l.cols + c
			if len(l.cells[k]) == 0 {
				l.touched = append(l.touched, k)
			}
			l.cells[k] = append(l.cells[k], entry{i, b})
		}
	}
}

// under is the last batch holding a path that overlaps box b, or -1.
func (l *lightPage) under(b box) int {
	last := -1
	c0, r0, c1, r1 := l.span(b)
	for r := r0; r <= r1; r++ {
		for c := c0; c <= c1; c++ {
			for _, e := range l.cells[r*l.cols+c] {
				if e.batch > last && e.b.meets(b) {
					last = e.batch
				}
			}
		}
	}
	return last
}

// write puts the batches into the body in order and starts afresh: what is drawn after
// is painted after them.
func (l *lightPage) write(p *page) {
	if len(l.batches) == 0 {
		return
	}
	for _, bt := range l.batches {
		if bt.raw != nil {
			p.body.Write(bt.raw)
			continue
		}
		b := append(p.buf[:0], `<path d="`...)
		b = append(b, bt.d...)
		b = append(b, `" `...)
		b = append(b, bt.attrs...)
		p.buf = append(b, "/>\n"...)
		p.body.Write(p.buf)
	}
	l.batches = l.batches[:0]
	clear(l.of)
	for _, k := range l.touched {
		l.cells[k] = l.cells[k][:0]
	}
	l.touched = l.touched[:0]
}

// shape is a path in whole hundredths of a mm from an origin: its first point, and the
// rest as relative path data, which stays the same wherever the path is placed. So a
// figure's or a glyph's data is written once a page (once a run, for a glyph) and only
// its first point again at each place; relative numbers are also about half as long.
type shape struct {
	x0, y0 int64
	rest   []byte
	box    box // in mm from the origin
}

// shapeOf is the path with every point scaled by k, in hundredths of a mm.
func shapeOf(path draw.Path, k float64) shape {
	at := func(v float64) int64 { return int64(math.Round(v * k * 100)) }
	var s shape
	var cx, cy, sx, sy int64 // the current point, and the subpath's start
	first := true
	var b []byte
	for _, seg := range path.Segments() {
		pts := seg.Pts[:seg.Op.NumPoints()]
		if first {
			first = false
			if seg.Op == draw.MoveTo {
				s.x0, s.y0 = at(pts[0].X), at(pts[0].Y)
				cx, cy, sx, sy = s.x0, s.y0, s.x0, s.y0
				continue
			}
		}
		b = append(b, "mlqcz"[seg.Op])
		sep := false
		for _, pt := range pts {
			for _, v := range [2]int64{at(pt.X) - cx, at(pt.Y) - cy} {
				b = appendHundredths(b, v, sep)
				sep = true
			}
		}
		if seg.Op == draw.Close {
			cx, cy = sx, sy
			continue
		}
		end := pts[len(pts)-1]
		cx, cy = at(end.X), at(end.Y)
		if seg.Op == draw.MoveTo {
			sx, sy = cx, cy
		}
	}
	s.rest = b
	s.box = pathBox(path, 0, 0)
	s.box = box{s.box.x0 * k, s.box.y0 * k, s.box.x1 * k, s.box.y1 * k}
	return s
}

// appendAt writes the shape with its origin at (ox, oy) hundredths of a mm.
func (s shape) appendAt(b []byte, ox, oy int64) []byte {
	b = append(b, 'M')
	b = appendHundredths(b, s.x0+ox, false)
	b = appendHundredths(b, s.y0+oy, true)
	return append(b, s.rest...)
}

// boxAt is the shape's box with its origin at (x, y) mm.
func (s shape) boxAt(x, y float64) box {
	return box{s.box.x0 + x, s.box.y0 + y, s.box.x1 + x, s.box.y1 + y}
}

// hundredths is a position in mm as whole hundredths, as shapes are placed.
func hundredths(mm float64) int64 { return int64(math.Round(mm * 100)) }

// appendHundredths writes v hundredths as a decimal without a leading or trailing zero
// (".05", "-1.5", "12"), after a space when sep is set and the number does not start
// with its own minus sign.
func appendHundredths(b []byte, v int64, sep bool) []byte {
	if v < 0 {
		b = append(b, '-')
		v = -v
	} else if sep {
		b = append(b, ' ')
	}
	if whole := v / 100; whole > 0 {
		b = strconv.AppendInt(b, whole, 10)
	} else if v == 0 {
		return append(b, '0')
	}
	switch frac := v % 100; {
	case frac == 0:
	case frac%10 == 0:
		b = append(b, '.', byte('0'+frac/10))
	default:
		b = append(b, '.', byte('0'+frac/10), byte('0'+frac%10))
	}
	return b
}

// lightOpen opens a group: what is drawn until it closes goes into its own body and
// batches.
func (p *page) lightOpen(attrs string, b box) {
	p.lightGroups = append(p.lightGroups, lightGroup{body: p.body, light: p.light, box: b})
	p.body = bytes.Buffer{}
	newSVG(&p.body).Group(attrs)
	if p.light.inner == nil {
		p.light.inner = newLightPage(p.w, p.h)
	}
	p.light = p.light.inner
}

// lightClose closes the innermost group and adds it, as written, to the batches of the
// level around it.
func (p *page) lightClose() {
	n := len(p.lightGroups)
	if n == 0 {
		return
	}
	p.light.write(p)
	p.body.WriteString("</g>\n")
	markup := p.body.Bytes()
	g := p.lightGroups[n-1]
	p.lightGroups = p.lightGroups[:n-1]
	p.body, p.light = g.body, g.light
	p.light.addRaw(markup, g.box)
}

// lightCloseAll closes the groups still open at the end of the page.
func (p *page) lightCloseAll() {
	for len(p.lightGroups) > 0 {
		p.lightClose()
	}
}

// lightFill adds a filled path to the batches.
func (p *page) lightFill(path draw.Path) {
	p.lightPut(figureOp{colorAttr("fill", p.st.fill), shapeOf(path, 1), true, true, p.st.tx, p.st.ty})
}

// lightStroke adds a stroked path to the batches. Its box is grown by five line widths:
// the farthest a mitred corner reaches at the page's miter limit of 10.
func (p *page) lightStroke(path draw.Path) {
	attrs := `fill="none" ` + colorAttr("stroke", p.st.stroke) + " " + numAttr("stroke-width", p.st.lineWidth)
	if p.st.dash != "" {
		attrs += " " + attr("stroke-dasharray", p.st.dash)
	}
	sh := shapeOf(path, 1)
	pad := 5 * p.st.lineWidth
	sh.box = box{sh.box.x0 - pad, sh.box.y0 - pad, sh.box.x1 + pad, sh.box.y1 + pad}
	p.lightPut(figureOp{attrs, sh, false, p.st.dash == "", p.st.tx, p.st.ty})
}

// lightPut adds a shape to the batches with its origin at op's (x, y), or to the figure
// being taken down.
func (p *page) lightPut(op figureOp) {
	if p.capture != nil {
		p.capture.ops = append(p.capture.ops, op)
		return
	}
	p.buf = op.sh.appendAt(p.buf[:0], hundredths(op.x), hundredths(op.y))
	p.light.add(op.attrs, p.buf, op.sh.boxAt(op.x, op.y), op.fill, op.merge)
}

// lightText adds the outlines of a run's glyphs, placed as the kit's pages place them
// (its origin at page (x, y), k mm a glyph unit), as one filled path.
func (p *page) lightText(gs []draw.Glyph, x, y, k float64) {
	d := p.buf[:0]
	b := box{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	oy := hundredths(y)
	for _, g := range gs {
		sh := p.d.glyphShape(glyphKey{g.Face, g.Index}, k)
		if len(sh.rest) == 0 {
			continue // a space
		}
		gx := x + k*float64(g.X)
		d = sh.appendAt(d, hundredths(gx), oy)
		gb := sh.boxAt(gx, y)
		b = box{math.Min(b.x0, gb.x0), math.Min(b.y0, gb.y0), math.Max(b.x1, gb.x1), math.Max(b.y1, gb.y1)}
	}
	p.buf = d
	if len(d) > 0 {
		p.light.add(colorAttr("fill", p.st.fill), d, b, true, true)
	}
}

// figureOp is one path of a light page: its paint, its shape and where its origin is
// (on the page, or in the figure being taken down).
type figureOp struct {
	attrs       string
	sh          shape
	fill, merge bool
	x, y        float64
}

// figureCapture is a figure's paths, taken down the first time a light document draws
// it. A figure that does more than fill and stroke paths (text, clips, turns) spoils
// it, and is drawn in place every time instead.
type figureCapture struct {
	ops    []figureOp
	spoilt bool
}

// captured says whether a light page is taking a figure down, and if so spoils it: the
// caller does something a figure's capture cannot hold, and draws nothing.
func (p *page) captured() bool {
	if p.capture == nil {
		return false
	}
	p.capture.spoilt = true
	return true
}

// lightReuse draws a figure in place: its paths as taken down the first time the
// document met it, or the figure itself, from the state a figure starts with elsewhere.
// The key names one drawing (draw.Reuser), so its paths serve every page.
func (p *page) lightReuse(key string, x, y float64, figure func(draw.Canvas)) {
	fc := p.d.figures[key]
	if fc == nil && p.capture == nil {
		fc = &figureCapture{}
		p.capture = fc
		p.inFigure(-p.st.tx, -p.st.ty, figure) // from the figure's own origin
		p.capture = nil
		p.d.figures[key] = fc
	}
	if fc == nil || fc.spoilt {
		p.inFigure(x, y, figure)
		return
	}
	for _, op := range fc.ops {
		op.x += p.st.tx + x
		op.y += p.st.ty + y
		p.lightPut(op)
	}
}

// inFigure draws a figure with its origin at (x, y), from a figure's first state.
func (p *page) inFigure(x, y float64, figure func(draw.Canvas)) {
	p.Push()
	tx, ty, clip := p.st.tx, p.st.ty, p.st.clip
	p.st = state{fill: draw.Black, stroke: draw.Black, lineWidth: 0.2, tx: tx + x, ty: ty + y, clip: clip}
	figure(p)
	p.Pop()
}

// sizedGlyph is a glyph at a size, k mm a glyph unit.
type sizedGlyph struct {
	glyphKey
	k float64
}

// glyphShape is a glyph's outline at a size, made once a document.
func (d *Document) glyphShape(g glyphKey, k float64) shape {
	key := sizedGlyph{g, k}
	sh, ok := d.glyphs[key]
	if !ok {
		sh = shapeOf(draw.GlyphOutline(g.face, g.index), k)
		d.glyphs[key] = sh
	}
	return sh
}
