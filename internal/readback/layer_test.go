package readback

import (
	"regexp"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
	svgdraw "github.com/excalibur-kit/excalibur/internal/draw/svg"
)

// The text layer of an SVG page must read what its glyphs draw: a page whose layer
// says 9 where the glyphs draw 7 is refused, naming both; a page without a layer is
// read from its glyphs alone.
func TestTextLayerReadsTheGlyphs(t *testing.T) {
	d := svgdraw.New()
	c := d.NewPage(100, 40)
	f := draw.Font{Face: draw.Serif, Size: 10}
	c.Text(f, 5, 10, draw.Left, "Attack value")
	c.Text(f, 5+draw.Width(f, "Attack value "), 10, draw.Left, "7")
	c.Text(f, 5, 20, draw.Left, "Grade\u00a0A knight")
	page, err := d.PageBytes(0)
	if err != nil {
		t.Fatal(err)
	}
	toks, err := svgTokens(page)
	if err != nil {
		t.Fatalf("a page as drawn: %v", err)
	}
	if got := strings.Join(toks, "|"); got != "Attack value|7|Grade\u00a0A knight" {
		t.Errorf("read %q", got)
	}
	if !strings.Contains(string(page), ">7</tspan>") {
		t.Fatalf("the page has no text layer to tamper with:\n%s", page)
	}
	tampered := strings.Replace(string(page), ">7</tspan>", ">9</tspan>", 1)
	if _, err := svgTokens([]byte(tampered)); err == nil || !strings.Contains(err.Error(), `the text layer reads "Attackvalue9`) {
		t.Errorf("a layer reading 9 over a drawn 7: error %v", err)
	}
	bare := regexp.MustCompile(`<text[^>]*>.*</text>\n`).ReplaceAllString(string(page), "")
	if toks, err := svgTokens([]byte(bare)); err != nil || len(toks) != 3 {
		t.Errorf("a page without a layer: read %q, %v", toks, err)
	}
}

// A layer may leave a line out (the SVG writer drops text its clip hides wholly), but
// what it reads must still be drawn, in order: a layer whose lines are swapped is
// refused.
func TestTextLayerMayLeaveLinesOut(t *testing.T) {
	d := svgdraw.New()
	c := d.NewPage(100, 40)
	f := draw.Font{Face: draw.Serif, Size: 10}
	c.Text(f, 5, 10, draw.Left, "Foxwood")
	c.Text(f, 5, 20, draw.Left, "Barsham")
	page, err := d.PageBytes(0)
	if err != nil {
		t.Fatal(err)
	}
	lines := regexp.MustCompile(`<text[^>]*>.*</text>\n`).FindAllString(string(page), -1)
	if len(lines) != 2 {
		t.Fatalf("%d layer lines, want 2:\n%s", len(lines), page)
	}
	short := strings.Replace(string(page), lines[0], "", 1)
	if _, err := svgTokens([]byte(short)); err != nil {
		t.Errorf("a layer without its first line: %v", err)
	}
	swapped := strings.Replace(strings.Replace(string(page), lines[0], "@", 1), lines[1], lines[0], 1)
	swapped = strings.Replace(swapped, "@", lines[1], 1)
	if _, err := svgTokens([]byte(swapped)); err == nil {
		t.Error("a layer reading Barsham before Foxwood, drawn the other way round, is accepted")
	}
}
