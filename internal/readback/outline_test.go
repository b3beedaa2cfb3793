package readback

import (
	"fmt"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
)

// pathData writes an outline as the SVG backend does: whole numbers, a space only
// where no minus sign separates two of them.
func pathData(face draw.Face, index uint16) string {
	var b strings.Builder
	for _, s := range draw.GlyphOutline(face, index).Segments() {
		b.WriteByte("MLQCZ"[s.Op])
		for i, pt := range s.Pts[:s.Op.NumPoints()] {
			for j, v := range []float64{pt.X, pt.Y} {
				n := fmt.Sprintf("%.0f", v)
				if (i > 0 || j > 0) && n[0] != '-' {
					b.WriteByte(' ')
				}
				b.WriteString(n)
			}
		}
	}
	return b.String()
}

func glyph(t *testing.T, s string) (id string, index uint16) {
	t.Helper()
	g, err := draw.Layout(draw.Font{Face: draw.SansBold, Size: 10}, s)
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("g.%s.%d", g[0].Face, g[0].Index), g[0].Index
}

func page(defID, d, label, useID string) string {
	return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><defs>` +
		`<path id="` + defID + `" d="` + d + `"/></defs>` +
		`<g aria-label="` + label + `"><use xlink:href="#` + useID + `" x="0"/></g></svg>`
}

// A glyph definition is read as the outline it draws: the outline of the font's 6 reads
// as 6, the outline of 8 under the id of 6 is an error naming both letters, an outline
// of no glyph is an error naming the glyph it claims to be.
func TestGlyphOutlines(t *testing.T) {
	six, i6 := glyph(t, "6")
	_, i8 := glyph(t, "8")
	cases := []struct {
		name, svg, want string
	}{
		{"true outline", page(six, pathData(draw.SansBold, i6), "6", six), ""},
		{"swapped outline", page(six, pathData(draw.SansBold, i8), "6", six), `glyph definition "` + six + `" claims '6' but its outline draws '8'`},
		{"no glyph's outline", page(six, "M0 0L10 0L10 10Z", "6", six), `draws an outline that is not glyph '6'`},
		{"undefined glyph", page(six, pathData(draw.SansBold, i6), "8", fmt.Sprintf("g.%s.%d", draw.SansBold, i8)), "which the file does not define before it"},
		{"bad path data", page(six, "M0 0X", "6", six), `path data: unexpected 'X'`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			toks, err := svgTokens([]byte(c.svg))
			switch {
			case c.want == "" && err != nil:
				t.Fatalf("unexpected error: %v", err)
			case c.want == "" && (len(toks) != 1 || toks[0] != "6"):
				t.Fatalf("read %q, want [6]", toks)
			case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
				t.Fatalf("error %v, want %q", err, c.want)
			}
		})
	}
}
