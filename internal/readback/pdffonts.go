package readback

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/pdftext"
)

// The text of a PDF is read through its fonts' ToUnicode maps, but what a reader sees
// is the glyph each code selects: through the CIDToGIDMap, in the embedded program.
// A file whose ToUnicode says 8 where the glyph drawn is a 6 would pass a check that
// trusts the labels, so each font is proven against the kit's own: every code shown
// selects the glyph the kit's face draws for the letter its ToUnicode gives, and the
// embedded program is the kit's font with those glyphs.

// kitFonts checks every font the document shows text in.
func kitFonts(fonts []pdftext.Font) error {
	for _, f := range fonts {
		if err := kitFont(f); err != nil {
			return fmt.Errorf("font %s: %w", f.BaseFont, err)
		}
	}
	return nil
}

func kitFont(f pdftext.Font) error {
	face, ok := faceNamed(f.BaseFont)
	if !ok {
		return fmt.Errorf("not one of the kit's fonts")
	}
	if f.CIDToGID == nil && !f.Identity {
		return fmt.Errorf("not a TrueType CID font, as the kit embeds its faces")
	}
	for _, c := range f.Codes {
		if err := codeGlyph(face, c); err != nil {
			return err
		}
	}
	return program(face, f)
}

// faceNamed finds the kit's face whose PostScript name the font has, after its subset
// tag ("ABCDEF+").
func faceNamed(baseFont string) (draw.Face, bool) {
	ps := baseFont
	if i := strings.IndexByte(ps, '+'); i == 6 {
		ps = ps[i+1:]
	}
	for _, face := range draw.Faces() {
		if m, err := draw.Metrics(face); err == nil && m.PostScriptName == ps {
			return face, true
		}
	}
	return "", false
}

// codeGlyph checks that code c selects the glyph the face draws its text with.
func codeGlyph(face draw.Face, c pdftext.Code) error {
	gs, err := draw.Layout(draw.Font{Face: face, Size: 10}, c.Text)
	if err == nil && len(gs) == 1 && gs[0].Face == face && int(gs[0].Index) == c.GID {
		return nil
	}
	return fmt.Errorf("code <%04X> draws %s, but its ToUnicode says %q", c.Code, glyphName(face, c.GID), c.Text)
}

// glyphName says what a glyph of the face is, for a message.
func glyphName(face draw.Face, gid int) string {
	if gid >= 0 && gid <= 0xFFFF {
		if r, ok := draw.RuneOf(face, uint16(gid)); ok {
			return fmt.Sprintf("%q (glyph %d)", r, gid)
		}
	}
	return fmt.Sprintf("glyph %d, no letter of %s", gid, face)
}

// program checks that the embedded program is the kit's subset of the face with the
// glyphs the font's codes select, byte for byte.
func program(face draw.Face, f pdftext.Font) error {
	var keep []uint16
	for _, g := range f.CIDToGID {
		if g != 0 {
			keep = append(keep, g)
		}
	}
	if f.Identity {
		for _, c := range f.Codes {
			keep = append(keep, uint16(c.GID))
		}
	}
	want, err := draw.SubsetFont(face, keep)
	if err != nil {
		return err
	}
	if bytes.Equal(want, f.Program) {
		return nil
	}
	if f.Program == nil {
		return fmt.Errorf("no embedded program")
	}
	if gid, ok := firstOtherGlyph(want, f.Program); ok {
		return fmt.Errorf("the embedded outline of %s is not the kit's", glyphName(face, gid))
	}
	return fmt.Errorf("the embedded program is not the kit's %s font with the glyphs its CIDToGIDMap selects", face)
}

// firstOtherGlyph finds the first glyph whose outline differs between two TrueType
// fonts; ok is false if the outlines cannot be compared or are all the same.
func firstOtherGlyph(a, b []byte) (int, bool) {
	ga, okA := glyphData(a)
	gb, okB := glyphData(b)
	if !okA || !okB {
		return 0, false
	}
	for i := range max(len(ga), len(gb)) {
		if i >= len(ga) || i >= len(gb) || !bytes.Equal(ga[i], gb[i]) {
			return i, true
		}
	}
	return 0, false
}

// glyphData splits a TrueType font's glyf table by its loca table.
func glyphData(font []byte) ([][]byte, bool) {
	head, okH := sfntTable(font, "head")
	loca, okL := sfntTable(font, "loca")
	glyf, okG := sfntTable(font, "glyf")
	if !okH || !okL || !okG || len(head) < 54 {
		return nil, false
	}
	long := binary.BigEndian.Uint16(head[50:]) == 1
	off := func(i int) int {
		if long {
			return int(binary.BigEndian.Uint32(loca[4*i:]))
		}
		return 2 * int(binary.BigEndian.Uint16(loca[2*i:]))
	}
	n := len(loca)/2 - 1
	if long {
		n = len(loca)/4 - 1
	}
	var out [][]byte
	for i := range max(n, 0) {
		lo, hi := off(i), off(i+1)
		if lo > hi || hi > len(glyf) {
			return nil, false
		}
		out = append(out, glyf[lo:hi])
	}
	return out, true
}

// sfntTable finds a table of an sfnt font by its tag.
func sfntTable(font []byte, tag string) ([]byte, bool) {
	if len(font) < 12 {
		return nil, false
	}
	n := int(binary.BigEndian.Uint16(font[4:]))
	for i := range n {
		rec := font[min(len(font), 12+16*i):]
		if len(rec) < 16 {
			return nil, false
		}
		if string(rec[:4]) == tag {
			off, size := int(binary.BigEndian.Uint32(rec[8:])), int(binary.BigEndian.Uint32(rec[12:]))
			if off < 0 || size < 0 || off > len(font) || size > len(font)-off {
				return nil, false
			}
			return font[off : off+size], true
		}
	}
	return nil, false
}
