package draw

import (
	"crypto/sha256"
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf8"

	"github.com/go-fonts/dejavu/dejavusanscondensed"
	"github.com/go-fonts/dejavu/dejavusanscondensedbold"
	"github.com/go-fonts/latin-modern/lmromancaps10regular"
	"github.com/go-fonts/liberation/liberationserifbold"
	"github.com/go-fonts/liberation/liberationserifbolditalic"
	"github.com/go-fonts/liberation/liberationserifitalic"
	"github.com/go-fonts/liberation/liberationserifregular"
)

// MMPerPt converts points (font sizes) to millimetres.
const MMPerPt = 25.4 / 72

// faceSource says where a face's glyphs come from.
type faceSource struct {
	face     Face
	file     []byte // OpenType bytes from a Go font module
	fallback Face   // face that draws the runes this one lacks, or ""
}

// faceSources lists the kit's faces in a fixed order (the order of Faces).
//
// Latin Modern Roman Caps lacks U+202F (narrow no-break space, French « … » and before
// ; : ! ?) and ⅝; the serif face stands in for those runes. Liberation Serif lacks some
// symbols (⟦ ⟧ of draft translations, several dingbats); DejaVu Sans stands in for them.
var faceSources = []faceSource{
	{Serif, liberationserifregular.TTF, Sans},
	{SerifBold, liberationserifbold.TTF, SansBold},
	{SerifItalic, liberationserifitalic.TTF, Sans},
	{SerifBoldItalic, liberationserifbolditalic.TTF, SansBold},
	{Sans, dejavusanscondensed.TTF, ""},
	{SansBold, dejavusanscondensedbold.TTF, ""},
	{Caps, lmromancaps10regular.TTF, Serif},
}

// faceData is a face's font, built on first use and shared by every backend and
// goroutine of the process (it is never changed afterwards).
type faceData struct {
	once     sync.Once
	src      faceSource
	fallback *faceData
	font     *kitFont
	err      error
	// widths maps a rune to its advance in 1/1000 em, taken from the fallback face where
	// fromFallback says so; -1 if neither face can draw it.
	widths       []int16
	fromFallback []bool
	runesOnce    sync.Once
	runeOf       map[uint16]rune // glyph index to rune, built by RuneOf on first use
}

// faceSet is the faces known to the process: the kit's own, then the ones a layout
// registered, in order. It is never changed once published; Register publishes a new
// one, so the hot path (load) reads it without a lock.
type faceSet struct {
	byFace map[Face]*faceData
	order  []Face
}

var (
	faces      atomic.Pointer[faceSet]
	registerMu sync.Mutex // one Register at a time
)

func init() {
	set := &faceSet{byFace: make(map[Face]*faceData, len(faceSources))}
	for _, s := range faceSources {
		set.byFace[s.face] = &faceData{src: s}
		set.order = append(set.order, s.face)
	}
	for _, fd := range set.byFace {
		fd.fallback = set.byFace[fd.src.fallback]
	}
	faces.Store(set)
}

// Faces lists every face known, the kit's seven first, in a fixed order.
func Faces() []Face { return slices.Clone(faces.Load().order) }

// Known reports whether face names a face of the kit or a registered one.
func Known(face Face) bool { return faces.Load().byFace[face] != nil }

// Register adds a face from the bytes of a TrueType or OpenType font, drawing the runes
// it lacks with fallback ("" for none). The face's name is name and a digest of the
// bytes ("display@1a2b3c4d"): a designer who edits the font file gets a new face, and a
// face never changes under a drawing that is using it. The font is read at once, so a
// file that is not a font is an error here, not in the middle of a build.
func Register(name string, font []byte, fallback Face) (Face, error) {
	sum := sha256.Sum256(font)
	face := Face(fmt.Sprintf("%s@%x", name, sum[:4]))
	registerMu.Lock()
	defer registerMu.Unlock()
	old := faces.Load()
	if fd := old.byFace[face]; fd != nil && fd.src.fallback == fallback {
		return face, nil
	}
	if fallback != "" && old.byFace[fallback] == nil {
		return "", fmt.Errorf("fallback face %q: expected one of %s", fallback, faceList(old.order))
	}
	fd := &faceData{src: faceSource{face: face, file: font, fallback: fallback}, fallback: old.byFace[fallback]}
	if fd.once.Do(fd.build); fd.err != nil {
		return "", fd.err
	}
	set := &faceSet{byFace: maps.Clone(old.byFace), order: append(slices.Clone(old.order), face)}
	set.byFace[face] = fd
	faces.Store(set)
	return face, nil
}

func faceList(order []Face) string {
	names := make([]string, len(order))
	for i, f := range order {
		names[i] = string(f)
	}
	return strings.Join(names, ", ")
}

// load returns the face's font, building it on first use. Nil means an unknown face.
func load(face Face) *faceData {
	fd := faces.Load().byFace[face]
	if fd == nil {
		return nil
	}
	fd.once.Do(fd.build)
	return fd
}

func (fd *faceData) build() {
	fd.font, fd.err = buildKitFont(fd.src.file)
	if fd.err != nil {
		fd.err = fmt.Errorf("font for face %q: %w", fd.src.face, fd.err)
		return
	}
	var fb *faceData
	if fd.fallback != nil {
		if fb = load(fd.fallback.src.face); fb.err != nil {
			fd.err = fb.err
			return
		}
	}
	k := fd.font
	fd.widths = make([]int16, len(k.glyphOf))
	fd.fromFallback = make([]bool, len(k.glyphOf))
	for r, id := range k.glyphOf {
		switch {
		case id != 0:
			fd.widths[r] = int16(k.milliEm(k.glyphs[id].advance))
		case fb != nil && fb.widths[r] >= 0: // fb may itself take r from its fallback
			fd.widths[r], fd.fromFallback[r] = fb.widths[r], true
		default:
			fd.widths[r] = -1
		}
	}
}

// milliEm rounds font units to thousandths of an em, as a PDF font's /W widths are.
// Layout uses these rounded advances so that PDF and SVG place glyphs identically.
func (k *kitFont) milliEm(units uint16) int {
	return (int(units)*1000 + k.unitsPerEm/2) / k.unitsPerEm
}

// pick returns the face that draws r (fd itself or its fallback) and r's advance in
// 1/1000 em; nil if neither face can draw r.
func (fd *faceData) pick(r rune) (*faceData, int) {
	if fd.err != nil || r < 0 || int(r) >= len(fd.widths) || fd.widths[r] < 0 {
		return nil, 0
	}
	if fd.fromFallback[r] {
		return fd.fallback.pick(r)
	}
	return fd, int(fd.widths[r])
}

// emToMM converts thousandths of an em at f's size to mm.
func emToMM(f Font, milli float64) float64 { return milli / 1000 * f.Size * MMPerPt }

// Width is the advance width of s set in f, in mm: the sum of the glyph advances, as the
// backends place them (no kerning: PDF and SVG must agree, and both use these advances).
// Runes the face cannot draw count as zero; check with Missing.
func Width(f Font, s string) float64 {
	fd := load(f.Face)
	if fd == nil {
		return 0
	}
	total := 0
	for _, r := range s {
		_, w := fd.pick(r)
		total += w
	}
	return emToMM(f, float64(total))
}

// Ascent is how far the face's ascender reaches above the baseline, in mm.
func Ascent(f Font) float64 { return vmetric(f, func(k *kitFont) int { return k.ascender }) }

// Descent is how far the face's descender reaches below the baseline, in mm (positive).
func Descent(f Font) float64 { return vmetric(f, func(k *kitFont) int { return -k.descender }) }

// LineHeight is the font's default distance between baselines, in mm.
func LineHeight(f Font) float64 {
	return vmetric(f, func(k *kitFont) int { return k.ascender - k.descender + k.lineGap })
}

func vmetric(f Font, units func(*kitFont) int) float64 {
	fd := load(f.Face)
	if fd == nil || fd.err != nil {
		return 0
	}
	return emToMM(f, float64(units(fd.font))*1000/float64(fd.font.unitsPerEm))
}

// Missing lists, once each and in order of appearance, the runes of s that f can draw
// neither itself nor through its fallback face. Invalid UTF-8 counts as U+FFFD. For an
// unknown face every rune is missing.
func Missing(f Font, s string) []rune {
	fd := load(f.Face)
	var out []rune
	for _, r := range s {
		if fd != nil {
			if g, _ := fd.pick(r); g != nil {
				continue
			}
		}
		if !slices.Contains(out, r) {
			out = append(out, r)
		}
	}
	return out
}

// MissingError reports text that a font cannot draw.
type MissingError struct {
	Font  Font
	Text  string
	Runes []rune
}

func (e *MissingError) Error() string {
	runes := make([]string, len(e.Runes))
	for i, r := range e.Runes {
		runes[i] = fmt.Sprintf("%q (%U)", r, r)
	}
	return fmt.Sprintf("face %q has no glyph for %s in %q", e.Font.Face, strings.Join(runes, ", "), e.Text)
}

// Glyph is one glyph of a laid-out line of text. The backends draw these.
type Glyph struct {
	Face  Face   // the face whose font holds the glyph: the text's face or its fallback
	Index uint16 // glyph index in FontFile(Face) and for GlyphOutline
	Rune  rune
	X     int // pen position from the start of the line, in 1/1000 em
}

// Layout places the glyphs of s set in f from x = 0, left to right. It fails with a
// *MissingError if some rune has no glyph (this includes invalid UTF-8, control
// characters and everything outside the kit's Unicode ranges, e.g. all non-BMP runes),
// so whatever it returns can be drawn by every backend.
func Layout(f Font, s string) ([]Glyph, error) {
	fd := load(f.Face)
	if fd == nil {
		return nil, fmt.Errorf("unknown face %q", f.Face)
	}
	if fd.err != nil {
		return nil, fd.err
	}
	if m := Missing(f, s); len(m) > 0 {
		return nil, &MissingError{Font: f, Text: s, Runes: m}
	}
	gs := make([]Glyph, 0, utf8.RuneCountInString(s))
	x := 0
	for _, r := range s {
		g, w := fd.pick(r)
		gs = append(gs, Glyph{Face: g.src.face, Index: g.font.glyphOf[r], Rune: r, X: x})
		x += w
	}
	return gs, nil
}

// FontFile returns the TrueType font the backends use for face: only the glyphs of the
// kit's Unicode ranges, with quadratic outlines. The bytes are shared: do not change them.
func FontFile(face Face) ([]byte, error) {
	fd := load(face)
	if fd == nil {
		return nil, fmt.Errorf("unknown face %q", face)
	}
	return fd.font.ttfOrNil(), fd.err
}

func (k *kitFont) ttfOrNil() []byte {
	if k == nil {
		return nil
	}
	return k.ttf
}

// GlyphOutline is the outline of glyph index of face in thousandths of an em, origin on
// the baseline at the pen position, y down like the page. Scale it by the font size in
// mm / 1000 to draw it.
func GlyphOutline(face Face, index uint16) Path {
	fd := load(face)
	if fd == nil || fd.err != nil || int(index) >= len(fd.font.glyphs) {
		return Path{}
	}
	s := 1000 / float64(fd.font.unitsPerEm)
	pt := func(p contourPoint) Point { return Point{float64(p.x) * s, -float64(p.y) * s} }
	var path Path
	for _, c := range fd.font.glyphs[index].contours {
		appendContour(&path, c, pt)
	}
	return path
}

// appendContour adds one closed TrueType contour: between two off-curve points lies an
// implied on-curve point at their midpoint.
func appendContour(path *Path, c []contourPoint, pt func(contourPoint) Point) {
	start := 0
	for start < len(c) && !c[start].on {
		start++
	}
	if start == len(c) {
		return // a contour of only off-curve points does not occur in kit fonts
	}
	p0 := pt(c[start])
	path.MoveTo(p0.X, p0.Y)
	var ctrl *Point
	for i := 1; i <= len(c); i++ {
		q := c[(start+i)%len(c)]
		p := pt(q)
		switch {
		case q.on && ctrl == nil && i == len(c):
			// the closing line back to the start: Close draws it
		case q.on && ctrl == nil:
			path.LineTo(p.X, p.Y)
		case q.on:
			path.QuadTo(ctrl.X, ctrl.Y, p.X, p.Y)
			ctrl = nil
		case ctrl != nil:
			mid := Point{(ctrl.X + p.X) / 2, (ctrl.Y + p.Y) / 2}
			path.QuadTo(ctrl.X, ctrl.Y, mid.X, mid.Y)
			ctrl = &p
		default:
			ctrl = &p
		}
	}
	path.Close()
}

// RuneOf is the rune a glyph of a face draws: the inverse of Layout, for programs that
// read drawn glyphs back (the check reads SVG text this way). Where several runes share
// a glyph it returns the lowest.
func RuneOf(face Face, index uint16) (rune, bool) {
	fd := load(face)
	if fd == nil || fd.err != nil || index == 0 {
		return 0, false
	}
	fd.runesOnce.Do(func() {
		fd.runeOf = map[uint16]rune{}
		for r, id := range fd.font.glyphOf {
			if _, seen := fd.runeOf[id]; id != 0 && !seen {
				fd.runeOf[id] = rune(r)
			}
		}
	})
	r, ok := fd.runeOf[index]
	return r, ok
}

// Unprintable lists, once each and in order of appearance, the runes of s that no face
// of the kit can draw. The loaders check text with it as they read it, so that a
// character no font has (a CJK or emoji character typed into a translation) is reported
// at its file and line rather than by the page that fails to draw it. Line breaks and
// tabs are not glyphs and are not listed.
func Unprintable(s string) []rune {
	var out []rune
	for _, r := range s {
		if r == '\n' || r == '\r' || r == '\t' || slices.Contains(out, r) || printable(r) {
			continue
		}
		out = append(out, r)
	}
	return out
}

func printable(r rune) bool {
	for _, f := range Faces() {
		if len(Missing(Font{Face: f}, string(r))) == 0 {
			return true
		}
	}
	return false
}
