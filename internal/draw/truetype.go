package draw

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"slices"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// This file turns a font file from a Go font module into the kit's own TrueType font:
// only the glyphs of kitRanges, outlines always quadratic (glyf), composites flattened.
// Two reasons:
//   - the PDF embeds TrueType outlines (CIDFontType2), and Latin Modern (the caps face)
//     is CFF;
//   - a font of a few hundred glyphs instead of 6000 (DejaVu) is quicker to subset and
//     to search, in every document.
// The PDF embeds these bytes and the SVG backend draws these outlines, so both show the
// very same glyphs.

// kitRanges are the Unicode ranges the kit sets text in: the letters of English, Polish
// and French with their punctuation and spaces, and the symbol blocks a game kit may use.
var kitRanges = [][2]rune{
	{0x0020, 0x007E}, // Basic Latin
	{0x00A0, 0x017F}, // Latin-1 Supplement (« » à ç ×  ½), Latin Extended-A (ą ł œ Ÿ)
	{0x02C6, 0x02DD}, // spacing accents ˆ ˇ ˘ ˙ ˚ ˛ ˜ ˝
	{0x2000, 0x209F}, // General Punctuation (– — ’ “ ” „ … U+202F), super/subscripts
	{0x20A0, 0x20CF}, // currency (€)
	{0x2100, 0x21FF}, // letterlike (№ ™), number forms (⅝ Ⅻ), arrows
	{0x2200, 0x22FF}, // mathematical operators (− ≤ ≥)
	{0x25A0, 0x25FF}, // geometric shapes (■ ● ▲ ◆)
	{0x2600, 0x27BF}, // miscellaneous symbols, dingbats (★ ♠ ⚔ ✓)
	{0x27E6, 0x27E7}, // ⟦ ⟧: the marks of English left in a draft translation
}

// maxKitRune bounds the dense rune tables of a face.
const maxKitRune = 0x27E7

// contourPoint is a TrueType outline point in font units, y up.
type contourPoint struct {
	x, y int16
	on   bool
}

// kitGlyph is one glyph of a kit font.
type kitGlyph struct {
	advance  uint16           // font units
	contours [][]contourPoint // closed contours
}

// kitFont is a parsed-and-rebuilt face: its glyphs, rune map and TrueType bytes.
type kitFont struct {
	cff        bool // outlines are cubic (PostScript), not quadratic
	unitsPerEm int
	ascender   int // hhea, font units, y up
	descender  int // hhea, negative below the baseline
	lineGap    int
	glyphs     []kitGlyph // index = glyph ID in ttf; 0 is .notdef
	glyphOf    []uint16   // rune -> glyph ID, 0 = none; len maxKitRune+1
	ttf        []byte
	src        map[string][]byte // the source font's tables, for subsets
	metrics    FontMetrics
}

// buildKitFont reads an OpenType font (TrueType or CFF outlines) and rebuilds it.
func buildKitFont(src []byte) (*kitFont, error) {
	f, err := sfnt.Parse(src)
	if err != nil {
		return nil, err
	}
	tables, err := readTables(src)
	if err != nil {
		return nil, err
	}
	// The least length of each table read here (head's is read when encoding): a font
	// from a designer's folder may be truncated or odd, and must be refused, not read
	// past its end.
	for _, t := range []struct {
		tag   string
		least int
	}{{"head", 54}, {"hhea", 36}, {"OS/2", 10}, {"name", 6}, {"post", 32}} {
		if tables[t.tag] == nil {
			return nil, fmt.Errorf("font has no %q table", t.tag)
		}
		if len(tables[t.tag]) < t.least {
			return nil, fmt.Errorf("font's %q table is %d bytes, expected at least %d", t.tag, len(tables[t.tag]), t.least)
		}
	}
	if fsType := binary.BigEndian.Uint16(tables["OS/2"][8:]); fsType&0x0302 != 0 {
		return nil, fmt.Errorf("font licence forbids embedding (OS/2 fsType %#x)", fsType)
	}
	hhea := tables["hhea"]
	k := &kitFont{
		cff:        tables["CFF "] != nil,
		unitsPerEm: int(f.UnitsPerEm()),
		ascender:   int(int16(binary.BigEndian.Uint16(hhea[4:]))),
		descender:  int(int16(binary.BigEndian.Uint16(hhea[6:]))),
		lineGap:    int(int16(binary.BigEndian.Uint16(hhea[8:]))),
		glyphOf:    make([]uint16, maxKitRune+1),
	}
	if err := k.loadGlyphs(f); err != nil {
		return nil, err
	}
	k.src = tables
	k.ttf = k.encode(tables)
	k.metrics = k.readMetrics(f, tables)
	return k, nil
}

// loadGlyphs copies .notdef and the glyph of every kit rune the font maps, in rune order.
func (k *kitFont) loadGlyphs(f *sfnt.Font) error {
	var buf sfnt.Buffer
	newID := map[sfnt.GlyphIndex]uint16{}
	add := func(src sfnt.GlyphIndex) (uint16, error) {
		if id, ok := newID[src]; ok {
			return id, nil
		}
		g, err := k.loadGlyph(f, &buf, src)
		if err != nil {
			return 0, fmt.Errorf("glyph %d: %w", src, err)
		}
		id := uint16(len(k.glyphs))
		k.glyphs = append(k.glyphs, g)
		newID[src] = id
		return id, nil
	}
	if _, err := add(0); err != nil {
		return err
	}
	for _, rg := range kitRanges {
		for r := rg[0]; r <= rg[1]; r++ {
			src, err := f.GlyphIndex(&buf, r)
			if err != nil {
				return fmt.Errorf("rune %U: %w", r, err)
			}
			if src == 0 {
				continue
			}
			if k.glyphOf[r], err = add(src); err != nil {
				return fmt.Errorf("rune %U: %w", r, err)
			}
		}
	}
	k.nbspAsSpace()
	return nil
}

// nbspAsSpace gives the no-break space the width of the face's word space. Typography
// binds words with it (Polish „i ich”, English "section 5"), and a reader must not see
// where it was used; yet Latin Modern Caps draws U+00A0 half as wide again as its space,
// and a face without one would take it from its fallback at that face's width. The
// no-break space keeps a glyph of its own, so that the text read back from a PDF or an
// SVG still tells it from a plain space.
func (k *kitFont) nbspAsSpace() {
	space, nbsp := k.glyphOf[' '], k.glyphOf['\u00A0']
	if space == 0 || (nbsp != 0 && k.glyphs[nbsp].advance == k.glyphs[space].advance) {
		return
	}
	k.glyphOf['\u00A0'] = uint16(len(k.glyphs))
	k.glyphs = append(k.glyphs, kitGlyph{advance: k.glyphs[space].advance})
}

// loadGlyph reads one glyph's advance and outline in font units.
func (k *kitFont) loadGlyph(f *sfnt.Font, buf *sfnt.Buffer, src sfnt.GlyphIndex) (kitGlyph, error) {
	ppem := fixed.Int26_6(k.unitsPerEm << 6) // one pixel per font unit: no scaling
	adv, err := f.GlyphAdvance(buf, src, ppem, font.HintingNone)
	if err != nil {
		return kitGlyph{}, err
	}
	segs, err := f.LoadGlyph(buf, src, ppem, nil)
	if err != nil {
		return kitGlyph{}, err
	}
	return kitGlyph{
		advance:  uint16(max(0, math.Round(float64(adv)/64))),
		contours: toContours(segs, float64(k.unitsPerEm)/2000, k.cff),
	}, nil
}

// toContours turns sfnt segments (26.6, y down) into TrueType contours (integers, y up).
// Cubic curves (CFF) are split into quadratics within tol font units. With reverse set
// (for CFF fonts) every contour is reversed, because TrueType wants outer contours
// clockwise and CFF counterclockwise; all of them, so that holes stay holes.
func toContours(segs sfnt.Segments, tol float64, reverse bool) [][]contourPoint {
	var out [][]contourPoint
	var cur []contourPoint
	var at vec
	flush := func() {
		if n := len(cur); n > 1 && cur[n-1] == cur[0] {
			cur = cur[:n-1] // the implicit closing line makes the repeated start redundant
		}
		if len(cur) > 0 {
			if reverse {
				slices.Reverse(cur)
			}
			out = append(out, cur)
		}
		cur = nil
	}
	for _, s := range segs {
		p := func(i int) vec { return vec{float64(s.Args[i].X) / 64, -float64(s.Args[i].Y) / 64} }
		switch s.Op {
		case sfnt.SegmentOpMoveTo:
			flush()
			at = p(0)
			cur = append(cur, at.point(true))
		case sfnt.SegmentOpLineTo:
			at = p(0)
			cur = append(cur, at.point(true))
		case sfnt.SegmentOpQuadTo:
			at = p(1)
			cur = append(cur, p(0).point(false), at.point(true))
		case sfnt.SegmentOpCubeTo:
			for _, q := range cubicToQuads(at, p(0), p(1), p(2), tol) {
				cur = append(cur, q[0].point(false), q[1].point(true))
			}
			at = p(2)
		}
	}
	flush()
	return out
}

type vec struct{ x, y float64 }

func (v vec) point(on bool) contourPoint {
	return contourPoint{int16(math.Round(v.x)), int16(math.Round(v.y)), on}
}

func lerp(a, b vec, t float64) vec { return vec{a.x + (b.x-a.x)*t, a.y + (b.y-a.y)*t} }

// cubicToQuads approximates the cubic p0..p3 by quadratics (control, end) within tol.
// The error of one quadratic is at most √3/36·|p3−3p2+3p1−p0|, and splitting into n
// pieces divides it by n³.
func cubicToQuads(p0, p1, p2, p3 vec, tol float64) [][2]vec {
	d := vec{p3.x - 3*p2.x + 3*p1.x - p0.x, p3.y - 3*p2.y + 3*p1.y - p0.y}
	e := math.Sqrt(3) / 36 * math.Hypot(d.x, d.y)
	n := max(1, int(math.Ceil(math.Cbrt(e/tol))))
	// blossom evaluates the cubic's polar form; B(a,a,b) etc. are a piece's controls.
	blossom := func(t1, t2, t3 float64) vec {
		a, b, c := lerp(p0, p1, t1), lerp(p1, p2, t1), lerp(p2, p3, t1)
		return lerp(lerp(a, b, t2), lerp(b, c, t2), t3)
	}
	quads := make([][2]vec, n)
	for i := range n {
		a, b := float64(i)/float64(n), float64(i+1)/float64(n)
		q0, q1, q2, q3 := blossom(a, a, a), blossom(a, a, b), blossom(a, b, b), blossom(b, b, b)
		ctrl := vec{(3*(q1.x+q2.x) - q0.x - q3.x) / 4, (3*(q1.y+q2.y) - q0.y - q3.y) / 4}
		quads[i] = [2]vec{ctrl, q3}
	}
	return quads
}

// readTables maps the tags of an sfnt file to their bytes.
func readTables(src []byte) (map[string][]byte, error) {
	if len(src) < 12 {
		return nil, errors.New("font file too short")
	}
	n := int(binary.BigEndian.Uint16(src[4:]))
	if len(src) < 12+16*n {
		return nil, errors.New("font table directory truncated")
	}
	tables := map[string][]byte{}
	for i := range n {
		rec := src[12+16*i:]
		off, size := binary.BigEndian.Uint32(rec[8:]), binary.BigEndian.Uint32(rec[12:])
		if uint64(off)+uint64(size) > uint64(len(src)) {
			return nil, fmt.Errorf("font table %q out of bounds", rec[:4])
		}
		tables[string(rec[:4])] = src[off : off+size]
	}
	return tables, nil
}

// encode writes the kit font as a TrueType file. head, hhea, OS/2 and name come from
// the source font (adjusted); glyf, loca, hmtx, cmap, maxp and post are rebuilt.
func (k *kitFont) encode(src map[string][]byte) []byte {
	glyf, loca, bbox := k.glyfLoca()
	hmtx, hheaStats := k.hmtx()

	head := slices.Clone(src["head"][:54])
	binary.BigEndian.PutUint32(head[8:], 0) // checkSumAdjustment, set below
	for i, v := range bbox {
		binary.BigEndian.PutUint16(head[36+2*i:], uint16(v))
	}
	binary.BigEndian.PutUint16(head[50:], 1) // indexToLocFormat: long offsets
	binary.BigEndian.PutUint16(head[52:], 0) // glyphDataFormat

	hhea := slices.Clone(src["hhea"][:36])
	for i, v := range hheaStats {
		binary.BigEndian.PutUint16(hhea[10+2*i:], uint16(v))
	}
	binary.BigEndian.PutUint16(hhea[34:], uint16(len(k.glyphs))) // numberOfHMetrics

	post := append([]byte{0, 3, 0, 0}, src["post"][4:32]...) // version 3: no glyph names

	tables := map[string][]byte{
		"head": head, "hhea": hhea, "OS/2": src["OS/2"], "name": src["name"], "post": post,
		"glyf": glyf, "loca": loca, "hmtx": hmtx, "cmap": k.cmap(), "maxp": k.maxp(),
	}
	out := assemble(tables)
	adj := 0xB1B0AFBA - checksum(out)
	binary.BigEndian.PutUint32(out[headOffset(out)+8:], adj)
	return out
}

// glyfLoca encodes all glyphs as simple TrueType glyphs with long loca offsets, and
// returns the union bounding box (xMin, yMin, xMax, yMax).
func (k *kitFont) glyfLoca() (glyf, loca []byte, bbox [4]int16) {
	bbox = [4]int16{math.MaxInt16, math.MaxInt16, math.MinInt16, math.MinInt16}
	loca = binary.BigEndian.AppendUint32(loca, 0)
	for _, g := range k.glyphs {
		if gb, ok := g.bounds(); ok {
			bbox = [4]int16{min(bbox[0], gb[0]), min(bbox[1], gb[1]), max(bbox[2], gb[2]), max(bbox[3], gb[3])}
			glyf = appendGlyph(glyf, g.contours, gb)
			for len(glyf)%4 != 0 {
				glyf = append(glyf, 0)
			}
		}
		loca = binary.BigEndian.AppendUint32(loca, uint32(len(glyf)))
	}
	if bbox[0] > bbox[2] {
		bbox = [4]int16{}
	}
	return glyf, loca, bbox
}

// bounds is the glyph's bounding box; ok is false for a glyph without outline (space).
func (g kitGlyph) bounds() (b [4]int16, ok bool) {
	b = [4]int16{math.MaxInt16, math.MaxInt16, math.MinInt16, math.MinInt16}
	for _, c := range g.contours {
		for _, p := range c {
			b = [4]int16{min(b[0], p.x), min(b[1], p.y), max(b[2], p.x), max(b[3], p.y)}
			ok = true
		}
	}
	return b, ok
}

// appendGlyph encodes one simple glyph (OpenType spec, 'glyf' table) with one flag byte
// per point and one- or two-byte coordinate deltas.
func appendGlyph(b []byte, contours [][]contourPoint, bbox [4]int16) []byte {
	b = binary.BigEndian.AppendUint16(b, uint16(len(contours)))
	for _, v := range bbox {
		b = binary.BigEndian.AppendUint16(b, uint16(v))
	}
	end := -1
	for _, c := range contours {
		end += len(c)
		b = binary.BigEndian.AppendUint16(b, uint16(end))
	}
	b = binary.BigEndian.AppendUint16(b, 0) // no instructions
	const (
		onCurve = 0x01
		xShort  = 0x02
		yShort  = 0x04
		xSame   = 0x10 // with xShort: positive; without: delta 0
		ySame   = 0x20
	)
	var flags, xs, ys []byte
	var px, py int16
	for _, c := range contours {
		for _, p := range c {
			var fl byte
			if p.on {
				fl |= onCurve
			}
			var fx, fy byte
			xs, fx = appendDelta(xs, int(p.x)-int(px), xShort, xSame)
			ys, fy = appendDelta(ys, int(p.y)-int(py), yShort, ySame)
			flags = append(flags, fl|fx|fy)
			px, py = p.x, p.y
		}
	}
	b = append(b, flags...)
	b = append(b, xs...)
	return append(b, ys...)
}

// appendDelta encodes one coordinate delta and returns the flag bits describing it.
func appendDelta(b []byte, d int, short, same byte) ([]byte, byte) {
	switch {
	case d == 0:
		return b, same
	case d > 0 && d < 256:
		return append(b, byte(d)), short | same
	case d < 0 && d > -256:
		return append(b, byte(-d)), short
	}
	return binary.BigEndian.AppendUint16(b, uint16(int16(d))), 0
}

// hmtx encodes one full metric per glyph and returns the hhea fields advanceWidthMax,
// minLeftSideBearing, minRightSideBearing and xMaxExtent.
func (k *kitFont) hmtx() ([]byte, [4]int16) {
	var b []byte
	stats := [4]int16{0, math.MaxInt16, math.MaxInt16, math.MinInt16}
	for _, g := range k.glyphs {
		lsb := int16(0)
		if gb, ok := g.bounds(); ok {
			lsb = gb[0]
			stats[1] = min(stats[1], lsb)
			stats[2] = min(stats[2], int16(int(g.advance)-int(gb[2])))
			stats[3] = max(stats[3], gb[2])
		}
		stats[0] = max(stats[0], int16(g.advance))
		b = binary.BigEndian.AppendUint16(b, g.advance)
		b = binary.BigEndian.AppendUint16(b, uint16(lsb))
	}
	return b, stats
}

// maxp is a version 1.0 maxp table (TrueType outlines need it; CFF fonts have 0.5).
func (k *kitFont) maxp() []byte {
	var points, contours int
	for _, g := range k.glyphs {
		n := 0
		for _, c := range g.contours {
			n += len(c)
		}
		points, contours = max(points, n), max(contours, len(g.contours))
	}
	b := binary.BigEndian.AppendUint32(nil, 0x00010000)
	for _, v := range []int{len(k.glyphs), points, contours, 0, 0, 2} {
		b = binary.BigEndian.AppendUint16(b, uint16(v))
	}
	return append(b, make([]byte, 32-len(b))...) // no hinting: the rest is zero
}

// cmap is a cmap with one Windows Unicode BMP subtable (format 4), the kind every reader
// knows. Each run of consecutive runes with consecutive glyph IDs is one segment.
func (k *kitFont) cmap() []byte {
	type segment struct{ start, end, delta int }
	var segs []segment
	for r, id := range k.glyphOf {
		if id == 0 || int(id) >= len(k.glyphs) { // a subset may end before id
			continue
		}
		if n := len(segs); n > 0 && segs[n-1].end == r-1 && segs[n-1].delta == int(id)-r {
			segs[n-1].end = r
			continue
		}
		segs = append(segs, segment{r, r, int(id) - r})
	}
	segs = append(segs, segment{0xFFFF, 0xFFFF, 1}) // required final segment
	n := len(segs)
	log2 := 0
	for 1<<(log2+1) <= n {
		log2++
	}
	length := 16 + 8*n
	b := []byte{0, 0, 0, 1, 0, 3, 0, 1, 0, 0, 0, 12} // version 0, one subtable (3,1) at 12
	for _, v := range []int{4, length, 0, 2 * n, 2 << log2, log2, 2*n - 2<<log2} {
		b = binary.BigEndian.AppendUint16(b, uint16(v))
	}
	for _, s := range segs {
		b = binary.BigEndian.AppendUint16(b, uint16(s.end))
	}
	b = binary.BigEndian.AppendUint16(b, 0) // reservedPad
	for _, s := range segs {
		b = binary.BigEndian.AppendUint16(b, uint16(s.start))
	}
	for _, s := range segs {
		b = binary.BigEndian.AppendUint16(b, uint16(int16(s.delta)))
	}
	return append(b, make([]byte, 2*n)...) // idRangeOffsets: all 0
}

// assemble writes an sfnt file with the tables in tag order, each 4-byte aligned.
func assemble(tables map[string][]byte) []byte {
	tags := make([]string, 0, len(tables))
	for tag := range tables {
		tags = append(tags, tag)
	}
	slices.Sort(tags)
	n := len(tags)
	log2 := 0
	for 1<<(log2+1) <= n {
		log2++
	}
	out := binary.BigEndian.AppendUint32(nil, 0x00010000)
	for _, v := range []int{n, 16 << log2, log2, 16*n - 16<<log2} {
		out = binary.BigEndian.AppendUint16(out, uint16(v))
	}
	off := 12 + 16*n
	for _, tag := range tags {
		t := tables[tag]
		out = append(out, tag...)
		out = binary.BigEndian.AppendUint32(out, checksum(t))
		out = binary.BigEndian.AppendUint32(out, uint32(off))
		out = binary.BigEndian.AppendUint32(out, uint32(len(t)))
		off += (len(t) + 3) &^ 3
	}
	for _, tag := range tags {
		out = append(out, tables[tag]...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
	}
	return out
}

// checksum is the sfnt table checksum: the sum of big-endian uint32 words, zero-padded.
func checksum(b []byte) uint32 {
	var sum uint32
	for i := 0; i < len(b); i += 4 {
		var w [4]byte
		copy(w[:], b[i:])
		sum += binary.BigEndian.Uint32(w[:])
	}
	return sum
}

// headOffset finds the head table in an assembled font.
func headOffset(font []byte) int {
	n := int(binary.BigEndian.Uint16(font[4:]))
	for i := range n {
		rec := font[12+16*i:]
		if string(rec[:4]) == "head" {
			return int(binary.BigEndian.Uint32(rec[8:]))
		}
	}
	return 0
}
