package readback

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/pdftext"
)

// font is a font as the kit's PDF backend embeds face for the text s: codes 1, 2, ...
// one a rune, the subset of the glyphs they select.
func font(t *testing.T, face draw.Face, s string) pdftext.Font {
	t.Helper()
	gs, err := draw.Layout(draw.Font{Face: face, Size: 10}, s)
	if err != nil {
		t.Fatal(err)
	}
	m, err := draw.Metrics(face)
	if err != nil {
		t.Fatal(err)
	}
	f := pdftext.Font{BaseFont: "ABCDEF+" + m.PostScriptName, CIDToGID: []uint16{0}}
	var keep []uint16
	for i, g := range gs {
		f.CIDToGID = append(f.CIDToGID, g.Index)
		f.Codes = append(f.Codes, pdftext.Code{Code: uint32(i + 1), Text: string(g.Rune), GID: int(g.Index)})
		keep = append(keep, g.Index)
	}
	if f.Program, err = draw.SubsetFont(face, keep); err != nil {
		t.Fatal(err)
	}
	return f
}

func TestKitFonts(t *testing.T) {
	if err := kitFonts([]pdftext.Font{font(t, draw.SansBold, "68"), font(t, draw.Serif, "Łódź «9»")}); err != nil {
		t.Fatalf("the kit's own fonts: %v", err)
	}
	g6 := font(t, draw.SansBold, "6").CIDToGID[1]
	cases := map[string]struct {
		tamper func(f *pdftext.Font)
		want   string
	}{
		"a code selecting another glyph": {func(f *pdftext.Font) { f.CIDToGID[2], f.Codes[1].GID = g6, int(g6) },
			`code <0002> draws '6' (glyph ` + strconv.Itoa(int(g6)) + `), but its ToUnicode says "8"`},
		"a ToUnicode entry changed": {func(f *pdftext.Font) { f.Codes[0].Text = "9" },
			`code <0001> draws '6'`},
		"another outline": {func(f *pdftext.Font) { changeOutline(t, f.Program, int(f.CIDToGID[2])) },
			`the embedded outline of '8'`},
		"no program":       {func(f *pdftext.Font) { f.Program = nil }, "no embedded program"},
		"not a kit font":   {func(f *pdftext.Font) { f.BaseFont = "ABCDEF+Helvetica" }, "not one of the kit's fonts"},
		"a one-byte font":  {func(f *pdftext.Font) { f.CIDToGID = nil }, "not a TrueType CID font"},
		"a glyph no rune":  {func(f *pdftext.Font) { f.Codes[1].GID = 0 }, "glyph 0, no letter of"},
		"a missing letter": {func(f *pdftext.Font) { f.Codes[1].Text = "⟦" }, `ToUnicode says "⟦"`},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			f := font(t, draw.SansBold, "68")
			c.tamper(&f)
			err := kitFonts([]pdftext.Font{f})
			if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), f.BaseFont) {
				t.Errorf("error %v; want one naming %s and saying %q", err, f.BaseFont, c.want)
			}
		})
	}
}

// changeOutline moves the last point of glyph gid in a TrueType font by one unit.
func changeOutline(t *testing.T, font []byte, gid int) {
	t.Helper()
	glyphs, ok := glyphData(font)
	if !ok || gid >= len(glyphs) || len(glyphs[gid]) == 0 {
		t.Fatalf("glyph %d not in the font", gid)
	}
	g := glyphs[gid]
	end := len(bytes.TrimRight(g, "\x00")) - 1 // the last byte of the coordinates, before padding
	g[end]++
}
