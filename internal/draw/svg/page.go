package svgdraw

import (
	"bytes"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/draw/internal/num"
)

// state is the graphics state that Push saves and Pop restores.
type state struct {
	fill, stroke draw.Color
	lineWidth    float64
	dash         string // stroke-dasharray value, "" for solid
	tx, ty       float64
	groups       int // clip groups opened since the matching Push
	// clip bounds what the clips in force let show, in the coordinates text is written
	// in (textlayer.go); nil when nothing is clipped or the bounds are not known.
	clip *box
}

// page is one SVG page. Drawing goes into body; glyphs and clip paths used are
// collected and written into <defs> when the page is written.
type page struct {
	d      *Document
	index  int
	w, h   float64
	title  string
	st     state
	stack  []state
	body   bytes.Buffer
	glyphs []glyphKey // in order of first use
	seen   map[glyphKey]bool
	clips  []string // path data; clip i has id "clip.<i+1>"
	// figures drawn once and used again (Reuse): their markup and, by key, their index;
	// figure i has id "fig.<i+1>".
	figures     []string
	figureIdx   map[string]int
	links       []string       // link targets, by link mark number
	line        layerLine      // the text layer's line being gathered (textlayer.go)
	light       *lightPage     // the paths being gathered into batches, on a light page (light.go)
	capture     *figureCapture // the figure being taken down, on a light page
	lightGroups []lightGroup   // the groups open on a light page, outermost first
	done        bool
	buf         []byte
}

var (
	_ draw.Canvas = (*page)(nil)
	_ draw.Linker = (*page)(nil)
)

func newPage(d *Document, index int, w, h float64) *page {
	p := &page{
		d: d, index: index, w: w, h: h,
		st:   state{fill: draw.Black, stroke: draw.Black, lineWidth: 0.2},
		seen: map[glyphKey]bool{}, figureIdx: map[string]int{},
	}
	if d.Light {
		p.light = newLightPage(w, h)
	}
	return p
}

// Reuse draws a figure into <defs> the first time its key is seen, and places it with
// <use> every time.
func (p *page) Reuse(key string, x, y float64, figure func(draw.Canvas)) {
	if !p.ok("Reuse") {
		return
	}
	if p.light != nil {
		p.lightReuse(key, x, y, figure)
		return
	}
	p.flushLayer()
	i, ok := p.figureIdx[key]
	if !ok {
		body, st, stack := p.body, p.st, p.stack
		p.body, p.stack = bytes.Buffer{}, nil
		p.st = state{fill: draw.Black, stroke: draw.Black, lineWidth: 0.2}
		figure(p)
		p.flushLayer()
		p.body.WriteString(strings.Repeat("</g>\n", p.st.groups))
		i = len(p.figures)
		p.figures = append(p.figures, p.body.String())
		p.figureIdx[key] = i
		p.body, p.st, p.stack = body, st, stack
	}
	b := append(p.buf[:0], `<use xlink:href="#fig.`...)
	b = strconv.AppendInt(b, int64(i+1), 10)
	b = append(b, `" x="`...)
	b = num.Append(b, x+p.st.tx, 3)
	b = append(b, `" y="`...)
	b = num.Append(b, y+p.st.ty, 3)
	p.buf = append(b, "\"/>\n"...)
	p.body.Write(p.buf)
}

var _ draw.Reuser = (*page)(nil)

func (p *page) fail(format string, args ...any) {
	p.d.fail(fmt.Errorf("svg: page %d: %s", p.index+1, fmt.Sprintf(format, args...)))
}

// ok says whether drawing may go on, and records misuse of a finished page.
func (p *page) ok(op string) bool {
	if p.done {
		p.fail("%s after NewPage started the next page", op)
		return false
	}
	return p.d.err == nil
}

func (p *page) Size() (w, h float64) { return p.w, p.h }

func (p *page) Push() {
	if p.ok("Push") {
		p.stack = append(p.stack, p.st)
		p.st.groups = 0
	}
}

func (p *page) Pop() {
	if !p.ok("Pop") {
		return
	}
	n := len(p.stack)
	if n == 0 {
		p.fail("Pop without Push")
		return
	}
	if p.light != nil { // a light page's batches run on past a Pop that closes no group
		for range p.st.groups {
			p.lightClose()
		}
	} else {
		p.flushLayer()
		p.body.WriteString(strings.Repeat("</g>\n", p.st.groups))
	}
	p.st, p.stack = p.stack[n-1], p.stack[:n-1]
}

func (p *page) Translate(dx, dy float64) {
	p.st.tx += dx
	p.st.ty += dy
}

// Rotate opens a group turned about the current origin; Pop closes it with the clips.
func (p *page) Rotate(deg float64) {
	if !p.ok("Rotate") || p.captured() {
		return
	}
	if math.IsNaN(deg) || math.IsInf(deg, 0) {
		p.fail("rotation %v is not a finite angle", deg)
		return
	}
	if len(p.stack) == 0 {
		p.fail("Rotate outside a Push/Pop pair")
		return
	}
	if p.light == nil {
		p.flushLayer()
	}
	p.st.clip = nil // a turned box is not a box: keep every text rather than guess
	b := append(p.buf[:0], `transform="rotate(`...)
	b = num.Append(b, deg, 3)
	b = append(b, ' ')
	b = num.Append(b, p.st.tx, 3)
	b = append(b, ' ')
	b = num.Append(b, p.st.ty, 3)
	p.buf = append(b, `)"`...)
	p.openGroup(string(p.buf), everywhere)
}

// Scale opens a group scaled about the current origin; Pop closes it with the clips.
func (p *page) Scale(s float64) {
	if !p.ok("Scale") || p.captured() {
		return
	}
	if !(s > 0) || math.IsInf(s, 0) {
		p.fail("scale %v is not a positive finite factor", s)
		return
	}
	if len(p.stack) == 0 {
		p.fail("Scale outside a Push/Pop pair")
		return
	}
	if p.light == nil {
		p.flushLayer()
	}
	// Paths are written in page mm with the translation added: s·(x + t) + (1 − s)·t
	// is the point x scaled about the origin t.
	b := append(p.buf[:0], `transform="matrix(`...)
	for i, v := range []float64{s, 0, 0, s, (1 - s) * p.st.tx, (1 - s) * p.st.ty} {
		if i > 0 {
			b = append(b, ' ')
		}
		b = num.Append(b, v, 5)
	}
	p.buf = append(b, `)"`...)
	p.openGroup(string(p.buf), everywhere)
	p.st.clip = p.st.clip.unscaled(s, p.st.tx, p.st.ty)
}

func (p *page) SetFill(c draw.Color)   { p.st.fill = c }
func (p *page) SetStroke(c draw.Color) { p.st.stroke = c }

func (p *page) SetLineWidth(w float64) {
	if w < 0 {
		p.fail("negative line width %v", w)
		return
	}
	p.st.lineWidth = w
}

func (p *page) SetDash(pattern []float64) {
	var b []byte
	sum := 0.0
	for i, v := range pattern {
		if v < 0 {
			p.fail("negative dash length in %v", pattern)
			return
		}
		if i > 0 {
			b = append(b, ' ')
		}
		b = num.Append(b, v, 3)
		sum += v
	}
	if sum == 0 {
		b = nil // all-zero dashes would hide the line: solid, as in the PDF backend
	}
	p.st.dash = string(b)
}

func (p *page) Fill(path draw.Path) {
	switch {
	case !p.drawable("Fill", path):
	case p.light != nil:
		p.lightFill(path)
	default:
		p.flushLayer()
		newSVG(&p.body).Path(p.pathData(path), colorAttr("fill", p.st.fill))
	}
}

// drawable says whether a path can be drawn, and records a non-finite one as an error.
func (p *page) drawable(op string, path draw.Path) bool {
	if !p.ok(op) || path.Empty() {
		return false
	}
	if !path.Finite() {
		p.fail("%s: path has a coordinate that is not a finite number", op)
		return false
	}
	return true
}

func (p *page) Stroke(path draw.Path) {
	if !p.drawable("Stroke", path) {
		return
	}
	if p.light != nil {
		p.lightStroke(path)
		return
	}
	p.flushLayer()
	attrs := []string{`fill="none"`, colorAttr("stroke", p.st.stroke), numAttr("stroke-width", p.st.lineWidth)}
	if p.st.dash != "" {
		attrs = append(attrs, attr("stroke-dasharray", p.st.dash))
	}
	newSVG(&p.body).Path(p.pathData(path), attrs...)
}

// Clip starts a group clipped to the path; Pop (or the end of the page) closes it.
func (p *page) Clip(path draw.Path) {
	if !p.ok("Clip") || p.captured() || !path.Empty() && !p.drawable("Clip", path) {
		return
	}
	if p.light == nil {
		p.flushLayer()
	}
	p.clips = append(p.clips, p.pathData(path))
	b := pathBox(path, p.st.tx, p.st.ty)
	p.st.clip = p.st.clip.within(b)
	p.openGroup(fmt.Sprintf(`clip-path="url(#clip.%d)"`, len(p.clips)), b)
}

// openGroup opens a group (a clip, a turn, a scale) that the next Pop closes. On a light
// page it is gathered apart and painted as one piece within b, in the coordinates of
// the group around it (light.go).
func (p *page) openGroup(attrs string, b box) {
	if p.light != nil {
		p.lightOpen(attrs, b)
	} else {
		newSVG(&p.body).Group(attrs)
	}
	p.st.groups++
}

// pathData is the path in page mm, translated.
func (p *page) pathData(path draw.Path) string {
	decimals := 3
	if p.light != nil {
		decimals = lightDecimals
	}
	return string(appendPathData(p.buf[:0], path, 1, p.st.tx, p.st.ty, decimals))
}

// appendPathData writes compact SVG path data ("M1 2L3-4Z"), scaling every point by k
// and shifting it by (dx, dy).
func appendPathData(b []byte, path draw.Path, k, dx, dy float64, decimals int) []byte {
	for _, s := range path.Segments() {
		b = append(b, "MLQCZ"[s.Op])
		sep := false // no separator right after the command letter
		for _, pt := range s.Pts[:s.Op.NumPoints()] {
			for _, v := range [2]float64{pt.X*k + dx, pt.Y*k + dy} {
				n := len(b)
				b = num.Append(b, v, decimals)
				if sep && b[n] != '-' { // a minus sign separates numbers by itself
					b = slices.Insert(b, n, ' ')
				}
				sep = true
			}
		}
	}
	return b
}

// Describe writes an empty group whose accessible name is the text.
func (p *page) Describe(x, y, w, h float64, text string) {
	if !p.ok("Describe") || text == "" || p.light != nil {
		return
	}
	p.flushLayer()
	newSVG(&p.body).Group(`role="img"`, attr("aria-label", text))
	newSVG(&p.body).Gend()
}

var _ draw.Describer = (*page)(nil)

// Text draws s as glyph outlines in a group that carries s as its accessible name.
// The group is scaled so that glyph units (1/1000 em) become mm at the font's size.
// s also goes into the invisible text layer (textlayer.go), to be selected and found.
func (p *page) Text(f draw.Font, x, y float64, a draw.Align, s string) {
	if !p.ok("Text") || s == "" || p.captured() {
		return
	}
	if !(f.Size > 0) || math.IsInf(f.Size, 0) {
		p.fail("text %q: font size %v pt is not positive", s, f.Size)
		return
	}
	if !finite(x, y, p.st.tx, p.st.ty) {
		p.fail("text %q at (%v, %v): not a finite position", s, x, y)
		return
	}
	gs, err := draw.Layout(f, s)
	if err != nil {
		p.fail("%v", err)
		return
	}
	w := draw.Width(f, s)
	x += p.st.tx - draw.AlignOffset(a, w)
	y += p.st.ty
	if p.light != nil {
		k, _ := strconv.ParseFloat(strconv.FormatFloat(f.Size*draw.MMPerPt/1000, 'g', 6, 64), 64) // as the kit's pages scale
		p.lightText(gs, x, y, k)
		return
	}
	p.addLayer(f, x, y, w, s)
	scale := strconv.FormatFloat(f.Size*draw.MMPerPt/1000, 'g', 6, 64)
	out := newSVG(&p.body)
	out.Group(`role="img"`, attr("aria-label", s), colorAttr("fill", p.st.fill),
		fmt.Sprintf(`transform="translate(%s %s) scale(%s)"`, num.Format(x, 3), num.Format(y, 3), scale))
	// <use> is written directly, not with svgo's Use (which formats through fmt): it is
	// the one element written per glyph, and the hot loop of the SVG backend.
	b := p.body.AvailableBuffer()
	for _, g := range gs {
		k := glyphKey{g.Face, g.Index}
		def := glyphDefOf(k)
		if def.d == "" {
			continue // a space
		}
		if !p.seen[k] {
			p.seen[k] = true
			p.glyphs = append(p.glyphs, k)
		}
		b = append(b, `<use xlink:href="#`...)
		b = append(b, def.id...)
		b = append(b, `" x="`...)
		b = strconv.AppendInt(b, int64(g.X), 10)
		b = append(b, "\"/>\n"...)
	}
	p.body.Write(b)
	out.Gend()
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

// Link puts a transparent, clickable rectangle over the area.
func (p *page) Link(x, y, w, h float64, target string) {
	if !p.ok("Link") || p.captured() {
		return
	}
	if !finite(x, y, w, h, p.st.tx, p.st.ty) {
		p.fail("link to %q: rectangle (%v, %v, %v, %v) is not finite", target, x, y, w, h)
		return
	}
	if name, ok := cutHash(target); ok {
		if err := draw.CheckAnchor(name); err != nil {
			p.fail("link: %v", err)
			return
		}
	} else if err := draw.CheckURL(target); err != nil {
		p.fail("link: %v", err)
		return
	}
	p.flushLayer()
	p.links = append(p.links, target)
	p.body.WriteString("<a xlink:href=\"" + linkMark(len(p.links)-1) + "\">\n")
	out := newSVG(&p.body)
	out.Rect(x+p.st.tx, y+p.st.ty, w, h, `fill="#000"`, `fill-opacity="0"`)
	out.LinkEnd()
}

// Anchor marks the point with an empty group carrying the id.
func (p *page) Anchor(name string, x, y float64) {
	if !p.ok("Anchor") || p.captured() {
		return
	}
	if err := draw.CheckAnchor(name); err != nil {
		p.fail("%v", err)
		return
	}
	if !finite(x, y, p.st.tx, p.st.ty) {
		p.fail("anchor %q: (%v, %v) is not finite", name, x, y)
		return
	}
	if _, dup := p.d.anchors[name]; dup {
		p.fail("anchor %q is defined twice", name)
		return
	}
	p.d.anchors[name] = p.index
	p.flushLayer()
	out := newSVG(&p.body)
	out.Group(attr("id", name), fmt.Sprintf(`transform="translate(%s %s)"`, num.Format(x+p.st.tx, 3), num.Format(y+p.st.ty, 3)))
	out.Gend()
}

// bytes is the page as a file: header, title, defs (glyphs, figures, clip paths), body,
// closing groups. Links are resolved first, so a bad link gives no file.
func (p *page) bytes() ([]byte, error) {
	if p.light != nil {
		p.lightCloseAll()
	}
	p.flushLayer()
	hrefs := make([]string, len(p.links))
	for i, target := range p.links {
		h, err := p.d.resolve(p.index, target)
		if err != nil {
			return nil, err
		}
		hrefs[i] = h
	}
	var bw bytes.Buffer
	bw.Grow(p.sizeHint())
	out := newSVG(&bw)
	out.StartviewUnit(p.w, p.h, "mm", 0, 0, p.w, p.h)
	if p.title != "" {
		out.Title(p.title)
	}
	if len(p.glyphs)+len(p.clips)+len(p.figures) > 0 {
		out.Def()
		for i, f := range p.figures {
			fmt.Fprintf(&bw, "<g id=\"fig.%d\">\n%s</g>\n", i+1, f)
		}
		for _, k := range p.glyphs {
			def := glyphDefOf(k)
			out.Path(def.d, attr("id", def.id))
		}
		for i, d := range p.clips {
			out.ClipPath(fmt.Sprintf(`id="clip.%d"`, i+1))
			out.Path(d)
			out.ClipEnd()
		}
		out.DefEnd()
	}
	// PDF's default miter limit is 10, SVG's 4: use PDF's so sharp corners match.
	out.Group(`stroke-miterlimit="10"`)
	if err := writeBody(&bw, p.body.Bytes(), hrefs); err != nil {
		return nil, err
	}
	open := p.st.groups
	for _, s := range p.stack {
		open += s.groups
	}
	if p.light != nil {
		open = 0 // closed by lightCloseAll
	}
	bw.WriteString(strings.Repeat("</g>\n", open))
	out.Gend()
	out.End()
	return bw.Bytes(), nil
}

// sizeHint is about the size of the page's file, so that it is written into one
// allocation rather than a buffer doubled again and again.
func (p *page) sizeHint() int {
	n := 1024 + p.body.Len() + 32*len(p.links)
	for _, k := range p.glyphs {
		n += len(glyphDefOf(k).d) + 40
	}
	for _, f := range p.figures {
		n += len(f) + 32
	}
	for _, c := range p.clips {
		n += len(c) + 64
	}
	return n
}

// glyphKey names a glyph of a face.
type glyphKey struct {
	face  draw.Face
	index uint16
}

// glyphDef is a glyph's id in <defs> and its outline as SVG path data in whole 1/1000
// em (0.007 mm at 20 pt, far below what a printer or screen shows); d is "" for a glyph
// without outline (a space). The id has a '.', which anchor names cannot have.
type glyphDef struct{ id, d string }

// glyphDefs caches glyph definitions for the whole process: fonts are fixed, and every
// page of every document uses the same few hundred glyphs.
var glyphDefs struct {
	sync.RWMutex
	m map[glyphKey]glyphDef
}

func glyphDefOf(k glyphKey) glyphDef {
	glyphDefs.RLock()
	def, ok := glyphDefs.m[k]
	glyphDefs.RUnlock()
	if ok {
		return def
	}
	def = glyphDef{
		id: "g." + string(k.face) + "." + strconv.Itoa(int(k.index)),
		d:  string(appendPathData(nil, draw.GlyphOutline(k.face, k.index), 1, 0, 0, 0)),
	}
	glyphDefs.Lock()
	if glyphDefs.m == nil {
		glyphDefs.m = map[glyphKey]glyphDef{}
	}
	glyphDefs.m[k] = def
	glyphDefs.Unlock()
	return def
}
