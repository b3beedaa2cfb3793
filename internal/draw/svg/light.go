package svgdraw

import (
	"math"
	"sync"

	"github.com/excalibur-kit/excalibur/internal/draw"
)

// Light pages (Document.Light) are for a screen that only shows them, the live
// preview's gallery: the same drawing calls make the same picture in a few dozen
// elements where the kit's file has a couple of thousand (a counter sheet: 600 paths,
// 730 <use> of figures and glyphs whose copies the browser builds one by one, 180
// <text>), which a browser parses, lays out and paints many times faster. So:
//
//   - no text layer and no accessible names: nothing reads the gallery's text;
//   - text is drawn as its glyphs' outlines and figures (Reuse) in place, so that both
//     are paths like any other;
//   - the paths of one paint go into one <path>, written where the first of them was
//     drawn. A path may join an earlier one of its paint only when nothing drawn
//     between them overlaps it (the order of what overlaps is kept) and, for a fill,
//     when no other path of that <path> overlaps it either: under the non-zero rule two
//     overlapping outlines wound in opposite senses would leave a hole;
//   - coordinates to 0.01 mm.
//
// The batches are kept per group: opening or closing a clip, rotation or scale writes
// them out first, as does anything else written into the body.
const lightDecimals = 2

// cellMM is the side of the squares a light page's boxes are filed under, so that a new
// path is compared with what lies near it only: about a quarter of a counter.
const cellMM = 4.0

// batch is the paths of one paint that are written as one <path>.
type batch struct {
	attrs string // the paint's attributes
	d     []byte // the path data
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
	at := func(v float64, n int) int { return min(n-1, max(0, int(math.Floor(v/cellMM)))) }
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

// lightFill adds a filled path to the batches.
func (p *page) lightFill(path draw.Path) {
	d := appendPathData(p.buf[:0], path, 1, p.st.tx, p.st.ty, lightDecimals)
	p.light.add(colorAttr("fill", p.st.fill), d, pathBox(path, p.st.tx, p.st.ty), true, true)
}

// lightStroke adds a stroked path to the batches. Its box is grown by five line widths:
// the farthest a mitred corner reaches at the page's miter limit of 10.
func (p *page) lightStroke(path draw.Path) {
	d := appendPathData(p.buf[:0], path, 1, p.st.tx, p.st.ty, lightDecimals)
	attrs := `fill="none" ` + colorAttr("stroke", p.st.stroke) + " " + numAttr("stroke-width", p.st.lineWidth)
	if p.st.dash != "" {
		attrs += " " + attr("stroke-dasharray", p.st.dash)
	}
	b := pathBox(path, p.st.tx, p.st.ty)
	pad := 5 * p.st.lineWidth
	b = box{b.x0 - pad, b.y0 - pad, b.x1 + pad, b.y1 + pad}
	p.light.add(attrs, d, b, false, p.st.dash == "")
}

// lightText adds the outlines of a run's glyphs, placed as the kit's pages place them
// (its origin at page (x, y), k mm a glyph unit), as one filled path.
func (p *page) lightText(gs []draw.Glyph, x, y, k float64) {
	d := p.buf[:0]
	b := box{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	for _, g := range gs {
		o := glyphPath(glyphKey{g.Face, g.Index})
		if o.Empty() {
			continue // a space
		}
		dx := x + k*float64(g.X)
		d = appendPathData(d, o, k, dx, y, lightDecimals)
		gb := pathBox(o, 0, 0)
		b = box{math.Min(b.x0, dx+k*gb.x0), math.Min(b.y0, y+k*gb.y0), math.Max(b.x1, dx+k*gb.x1), math.Max(b.y1, y+k*gb.y1)}
	}
	if len(d) > 0 {
		p.light.add(colorAttr("fill", p.st.fill), d, b, true, true)
	}
	p.buf = d
}

// lightReuse draws a figure in place, from the state a figure starts with elsewhere.
func (p *page) lightReuse(x, y float64, figure func(draw.Canvas)) {
	p.Push()
	tx, ty, clip := p.st.tx, p.st.ty, p.st.clip
	p.st = state{fill: draw.Black, stroke: draw.Black, lineWidth: 0.2, tx: tx + x, ty: ty + y, clip: clip}
	figure(p)
	p.Pop()
}

// glyphPaths caches glyph outlines for the light pages, as glyphDefs does their path
// data for the others.
var glyphPaths struct {
	sync.RWMutex
	m map[glyphKey]draw.Path
}

func glyphPath(k glyphKey) draw.Path {
	glyphPaths.RLock()
	o, ok := glyphPaths.m[k]
	glyphPaths.RUnlock()
	if ok {
		return o
	}
	o = draw.GlyphOutline(k.face, k.index)
	glyphPaths.Lock()
	if glyphPaths.m == nil {
		glyphPaths.m = map[glyphKey]draw.Path{}
	}
	glyphPaths.m[k] = o
	glyphPaths.Unlock()
	return o
}
