package draw

import (
	"encoding/binary"
	"fmt"

	"golang.org/x/image/font/sfnt"
)

// What a PDF backend needs to embed a face itself: the numbers of a font descriptor,
// the width of each glyph as Layout placed it, and a subset of the font that keeps the
// glyph IDs, so that the document can map its character codes straight to them.

// FontMetrics are the font descriptor values of a face, in 1/1000 em, y up.
type FontMetrics struct {
	PostScriptName string
	Ascent         int // above the baseline
	Descent        int // below it: negative
	CapHeight      int
	BBox           [4]int // xMin, yMin, xMax, yMax of all the face's glyphs
	ItalicAngle    float64
	Bold           bool
}

// readMetrics takes the descriptor values from the source font's tables (hhea for the
// vertical metrics, as Ascent and Descent use; OS/2 for the cap height and weight;
// post for the slant) and from the rebuilt glyphs for the box.
func (k *kitFont) readMetrics(f *sfnt.Font, tables map[string][]byte) FontMetrics {
	em := func(units int) int { // rounded half away from zero
		if units < 0 {
			return -((-units*1000 + k.unitsPerEm/2) / k.unitsPerEm)
		}
		return (units*1000 + k.unitsPerEm/2) / k.unitsPerEm
	}
	m := FontMetrics{Ascent: em(k.ascender), Descent: em(k.descender), CapHeight: em(k.ascender)}
	var buf sfnt.Buffer
	if name, err := f.Name(&buf, sfnt.NameIDPostScript); err == nil {
		m.PostScriptName = name
	}
	// A designer's font may lack a table or have a short one (Register reads any file):
	// the values then keep their defaults rather than reading past the end.
	if os2 := tables["OS/2"]; len(os2) >= 6 {
		if version := binary.BigEndian.Uint16(os2); version >= 2 && len(os2) >= 90 {
			m.CapHeight = em(int(int16(binary.BigEndian.Uint16(os2[88:]))))
		}
		m.Bold = binary.BigEndian.Uint16(os2[4:]) >= 600 // usWeightClass: semibold and up
	}
	if post := tables["post"]; len(post) >= 8 {
		m.ItalicAngle = float64(int32(binary.BigEndian.Uint32(post[4:]))) / 65536
	}
	_, _, bbox := k.glyfLoca()
	for i, v := range bbox {
		m.BBox[i] = em(int(v))
	}
	return m
}

// Metrics returns the face's font descriptor values.
func Metrics(face Face) (FontMetrics, error) {
	fd := load(face)
	if fd == nil {
		return FontMetrics{}, fmt.Errorf("unknown face %q", face)
	}
	if fd.err != nil {
		return FontMetrics{}, fd.err
	}
	return fd.font.metrics, nil
}

// GlyphWidth is the advance of glyph index of face in 1/1000 em: the width Layout
// gave it, which a PDF's /W must repeat for the text to land where it was laid out.
func GlyphWidth(face Face, index uint16) int {
	fd := load(face)
	if fd == nil || fd.err != nil || int(index) >= len(fd.font.glyphs) {
		return 0
	}
	return fd.font.milliEm(fd.font.glyphs[index].advance)
}

// SubsetFont is FontFile(face) with the outline of every glyph not in keep left empty
// (.notdef stays) and the glyphs after the last one kept left out. Glyph IDs and
// advances do not change.
func SubsetFont(face Face, keep []uint16) ([]byte, error) {
	fd := load(face)
	if fd == nil {
		return nil, fmt.Errorf("unknown face %q", face)
	}
	if fd.err != nil {
		return nil, fd.err
	}
	k := fd.font
	n := 1 // glyphs after the last one kept are left out: IDs before it stay put
	for _, id := range keep {
		if int(id) < len(k.glyphs) {
			n = max(n, int(id)+1)
		}
	}
	sub := *k
	sub.glyphs = make([]kitGlyph, n)
	for i := range sub.glyphs {
		sub.glyphs[i].advance = k.glyphs[i].advance
	}
	sub.glyphs[0] = k.glyphs[0]
	for _, id := range keep {
		if int(id) < n {
			sub.glyphs[id] = k.glyphs[id]
		}
	}
	return sub.encode(k.src), nil
}
