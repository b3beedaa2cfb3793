package pdfdraw

import (
	"bytes"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/pdftext"
)

// TestTextReadsBack: what Text shows is read back as the same runes, where Layout put
// them: runes that share a glyph (a space and a no-break space) stay apart, and runes
// drawn by a fallback face come back in their place.
func TestTextReadsBack(t *testing.T) {
	lines := []struct {
		font draw.Font
		text string
	}{
		{draw.Font{Face: draw.Caps, Size: 12}, "Zamek Foxwood ⅝"},        // ⅝ from the serif face
		{draw.Font{Face: draw.Serif, Size: 9}, "a\u00a0b c ⟦szkic⟧"},     // ⟦ ⟧ from the sans face
		{draw.Font{Face: draw.SerifItalic, Size: 9}, "« Château\u202f»"}, // narrow no-break space
		{draw.Font{Face: draw.SansBold, Size: 7}, "Łódź 12 – 9"},
	}
	out := render(t, func(d *Document) {
		c := d.NewPage(100, 60)
		for i, l := range lines {
			c.Text(l.font, 5, 10+10*float64(i), draw.Left, l.text)
		}
	})
	runs, err := pdftext.Extract(bytes.NewReader(out), int64(len(out)))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range runs {
		got = append(got, r.Text)
	}
	all := strings.Join(got, "")
	for i, l := range lines {
		if !strings.Contains(all, l.text) {
			t.Errorf("%q not read back; runs %q", l.text, got)
			continue
		}
		// The line's runs span from x = 5 mm to its laid-out width.
		left, right := math.Inf(1), math.Inf(-1)
		for _, r := range runs {
			if math.Abs(r.Y-(10+10*float64(i))) < 0.01 {
				left, right = min(left, r.X), max(right, r.X+r.W)
			}
		}
		if w := draw.Width(l.font, l.text); math.Abs(left-5) > 0.01 || math.Abs(right-(5+w)) > 0.01 {
			t.Errorf("%q spans %.3f..%.3f mm, laid out at 5..%.3f", l.text, left, right, 5+w)
		}
	}
}

// TestFontWidths: the /W widths of each embedded font are the advances Layout used.
func TestFontWidths(t *testing.T) {
	text := "Przykład: ½ łódź"
	f := draw.Font{Face: draw.Sans, Size: 8}
	info := testInfo
	info.Uncompressed = true
	d := New(info)
	d.NewPage(50, 50).Text(f, 5, 10, draw.Left, text)
	var buf bytes.Buffer
	if _, err := d.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`/W \[1 \[([0-9 ]+)\]\]`).FindSubmatch(buf.Bytes())
	if m == nil {
		t.Fatal("no /W array")
	}
	gs, _ := draw.Layout(f, text)
	var want []string
	seen := map[rune]bool{}
	for i, g := range gs {
		if !seen[g.Rune] {
			seen[g.Rune] = true
			next := draw.Width(f, text) / (f.Size * draw.MMPerPt / 1000)
			if i+1 < len(gs) {
				next = float64(gs[i+1].X)
			}
			want = append(want, strconv.Itoa(int(math.Round(next))-g.X))
		}
	}
	if got := string(m[1]); got != strings.Join(want, " ") {
		t.Errorf("/W [1 [%s]], want the advances [%s]", got, strings.Join(want, " "))
	}
}
