package icons

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/excalibur-kit/excalibur/internal/draw"
	pdfdraw "github.com/excalibur-kit/excalibur/internal/draw/pdf"
	svgdraw "github.com/excalibur-kit/excalibur/internal/draw/svg"
)

var sheet = flag.String("sheet", "", "write the icon proof sheet to this file prefix (e.g. /tmp/icons: /tmp/icons.pdf and /tmp/icons-*.svg)")

// variant is one page of the proof sheet: ink on a ground.
type variant struct {
	name        string
	ink, ground draw.Color
}

var variants = []variant{
	{"paper", draw.Color{R: 0x3a, G: 0x2a, B: 0x1a}, draw.Color{R: 0xf1, G: 0xe4, B: 0xc6}},
	{"blue", draw.White, draw.Color{R: 0x1c, G: 0x2f, B: 0x5e}},
	{"bw", draw.Black, draw.White},
}

// proofSheet draws one A4 page per variant: every icon at 4, 8 and 20 mm with its name,
// then a row of mock 16 mm counters carrying icons at 4 mm beside a number.
func proofSheet(d draw.Document) error {
	var first error
	Draw := func(c draw.Canvas, name string, x, y, size float64, ink, ground draw.Color) {
		if err := Draw(c, name, x, y, size, ink, ground); err != nil && first == nil {
			first = err
		}
	}
	label := draw.Font{Face: draw.Sans, Size: 6}
	for _, v := range variants {
		c := d.NewPage(210, 297)
		d.Bookmark(v.name, 0)
		c.SetFill(v.ground)
		c.Fill(draw.Rect(0, 0, 210, 297))
		c.SetFill(v.ink)
		c.Text(draw.Font{Face: draw.SansBold, Size: 9}, 10, 10, draw.Left, "Excalibur icons — "+v.name)
		for i, name := range Names() {
			x := 10 + float64(i%4)*48
			y := 16 + float64(i/4)*31
			Draw(c, name, x, y+16-4, 4, v.ink, v.ground)
			Draw(c, name, x+6, y+16-8, 8, v.ink, v.ground)
			Draw(c, name, x+16, y, 20, v.ink, v.ground)
			c.SetFill(v.ink)
			c.Text(label, x, y+24, draw.Left, name)
			c.SetStroke(v.ink)
			c.SetLineWidth(0.1)
			c.SetDash([]float64{0.5, 0.5})
			c.Stroke(draw.Rect(x+16, y, 20, 20)) // the box, to judge the visual size
			c.SetDash(nil)
		}
		// Counters: 16 mm, two icons at 4 mm above a big number, as on the counter sheet.
		names := Names()
		for i := range (len(names) + 1) / 2 {
			x := 10 + float64(i%7)*18
			y := 16 + 7*31.0 + float64(i/7)*19
			c.SetStroke(v.ink)
			c.SetLineWidth(0.3)
			c.Stroke(draw.RoundRect(x, y, 16, 16, 1.5))
			Draw(c, names[2*i], x+1.2, y+1.2, 4, v.ink, v.ground)
			Draw(c, names[(2*i+1)%len(names)], x+10.8, y+1.2, 4, v.ink, v.ground)
			c.SetFill(v.ink)
			c.Text(draw.Font{Face: draw.SansBold, Size: 14}, x+8, y+13.5, draw.Center, fmt.Sprint(i+1))
		}
	}
	return first
}

// TestSheet renders the proof sheet in PDF and SVG; with -sheet it writes the files.
func TestSheet(t *testing.T) {
	pdf := pdfdraw.New(pdfdraw.Info{Title: "Excalibur icons", Lang: "en", Date: time.Unix(1714564800, 0)})
	if err := proofSheet(pdf); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := pdf.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	svg := svgdraw.New()
	if err := proofSheet(svg); err != nil {
		t.Fatal(err)
	}
	pages := make([][]byte, svg.Len())
	for i := range pages {
		var b bytes.Buffer
		if err := svg.WritePage(&b, i); err != nil {
			t.Fatal(err)
		}
		pages[i] = b.Bytes()
	}
	if *sheet == "" {
		return
	}
	if err := os.WriteFile(*sheet+".pdf", buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	for i, v := range variants {
		if err := os.WriteFile(*sheet+"-"+v.name+".svg", pages[i], 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
