package readback

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"sync"

	"github.com/excalibur-kit/excalibur/internal/draw"
)

// An SVG page defines each glyph it draws once, as a <path id="g.FACE.INDEX"> in its
// <defs>, and places it with <use>. The id only claims which glyph the path is: what a
// reader sees is the outline. So every glyph definition is checked against the outline
// the kit's font has for the glyph its id names (the very outline the SVG backend
// writes, draw.GlyphOutline), and a text is read back through the definitions that
// passed, never through the ids alone.

// outline is a path as the SVG backend writes a glyph: its commands, and every
// coordinate rounded to a whole 1/1000 em.
type outline struct {
	ops  string
	nums []int64
}

func (o outline) key() string { return o.ops + fmt.Sprint(o.nums) }

// fontOutline is the outline the kit's font has for a glyph, rounded as the SVG backend
// rounds it.
func fontOutline(face draw.Face, index uint16) outline {
	var o outline
	var ops strings.Builder
	for _, s := range draw.GlyphOutline(face, index).Segments() {
		ops.WriteByte("MLQCZ"[s.Op])
		for _, pt := range s.Pts[:s.Op.NumPoints()] {
			o.nums = append(o.nums, int64(math.Round(pt.X)), int64(math.Round(pt.Y)))
		}
	}
	o.ops = ops.String()
	return o
}

// parseOutline reads SVG path data of the commands M, L, Q, C and Z with absolute,
// whole-number coordinates, the only path data the backend writes for a glyph.
func parseOutline(d string) (outline, error) {
	var o outline
	var ops strings.Builder
	for i := 0; i < len(d); {
		ch := d[i]
		switch {
		case strings.IndexByte("MLQCZ", ch) >= 0:
			ops.WriteByte(ch)
			i++
		case ch == ' ' || ch == ',':
			i++
		case ch == '-' || ch == '.' || ch >= '0' && ch <= '9':
			j := i + 1
			for j < len(d) && (d[j] == '.' || d[j] >= '0' && d[j] <= '9') {
				j++
			}
			v, err := strconv.ParseFloat(d[i:j], 64)
			if err != nil {
				return o, fmt.Errorf("path data %q: %w", d[i:j], err)
			}
			o.nums = append(o.nums, int64(math.Round(v)))
			i = j
		default:
			return o, fmt.Errorf("path data: unexpected %q", ch)
		}
	}
	o.ops = ops.String()
	return o, nil
}

func (o outline) equal(p outline) bool {
	if o.ops != p.ops || len(o.nums) != len(p.nums) {
		return false
	}
	for i := range o.nums {
		if o.nums[i] != p.nums[i] {
			return false
		}
	}
	return true
}

// glyphID reads "g.FACE.INDEX" (an id, or an href without its '#').
func glyphID(id string) (draw.Face, uint16, bool) {
	rest, ok := strings.CutPrefix(id, "g.")
	dot := strings.LastIndexByte(rest, '.')
	if !ok || dot < 0 {
		return "", 0, false
	}
	n, err := strconv.ParseUint(rest[dot+1:], 10, 16)
	if err != nil {
		return "", 0, false
	}
	return draw.Face(rest[:dot]), uint16(n), true
}

// checkGlyphDef proves that the path d defined as glyph id draws that glyph, and
// returns the letter it draws.
func checkGlyphDef(id, d string) (rune, error) {
	face, index, ok := glyphID(id)
	if !ok {
		return 0, fmt.Errorf("glyph definition %q: not a glyph id", id)
	}
	claimed, ok := draw.RuneOf(face, index)
	if !ok {
		return 0, fmt.Errorf("glyph definition %q is not in the kit's fonts", id)
	}
	got, err := parseOutline(d)
	if err != nil {
		return 0, fmt.Errorf("glyph definition %q: %w", id, err)
	}
	if got.equal(cachedOutline(face, index)) {
		return claimed, nil
	}
	if r, ok := outlineRune(got); ok {
		return 0, fmt.Errorf("glyph definition %q claims %q but its outline draws %q", id, claimed, r)
	}
	return 0, fmt.Errorf("glyph definition %q claims %q but draws an outline that is not glyph %q", id, claimed, claimed)
}

// fontOutlines caches the font's outlines: every page uses the same few hundred glyphs.
var fontOutlines sync.Map // face and index -> outline

func cachedOutline(face draw.Face, index uint16) outline {
	k := struct {
		face  draw.Face
		index uint16
	}{face, index}
	if o, ok := fontOutlines.Load(k); ok {
		return o.(outline)
	}
	o := fontOutline(face, index)
	fontOutlines.Store(k, o)
	return o
}

// outlines maps every glyph outline of the kit's fonts to the letter it draws; built
// only when a definition fails, to name what it draws instead.
var outlines struct {
	once sync.Once
	m    map[string]rune
}

func outlineRune(o outline) (rune, bool) {
	outlines.once.Do(func() {
		outlines.m = map[string]rune{}
		for _, face := range draw.Faces() {
			for i := uint16(1); ; i++ {
				r, ok := draw.RuneOf(face, i)
				if !ok {
					break // a kit font's glyphs each draw a rune, numbered from 1 up
				}
				k := fontOutline(face, i).key()
				if _, seen := outlines.m[k]; !seen && k != (outline{}).key() {
					outlines.m[k] = r
				}
			}
		}
	})
	r, ok := outlines.m[o.key()]
	return r, ok
}
