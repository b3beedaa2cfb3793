package draw_test

import (
	"bytes"
	"fmt"
	"io"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/draw/drawtest"
	pdfdraw "github.com/excalibur-kit/excalibur/internal/draw/pdf"
	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	svgdraw "github.com/excalibur-kit/excalibur/internal/draw/svg"
	"github.com/excalibur-kit/excalibur/internal/testkit/golden"
)

func TestDemoRecording(t *testing.T) {
	rec := recorder.New()
	drawtest.Demo(rec)
	golden.Check(t, "demo.rec", []byte(rec.String()))
}

func TestDemoSVG(t *testing.T) {
	doc := svgdraw.New()
	drawtest.Demo(doc)
	for i := range doc.Len() {
		var buf bytes.Buffer
		if err := doc.WritePage(&buf, i); err != nil {
			t.Fatal(err)
		}
		name := fmt.Sprintf("demo-page-%d.svg", i+1)
		golden.Check(t, name, buf.Bytes())
		rasterize(t, filepath.Join("testdata", name))
	}
}

// rasterize checks with rsvg-convert, when installed, that an SVG file renders.
func rasterize(t *testing.T, path string) {
	t.Helper()
	rsvg, err := exec.LookPath("rsvg-convert")
	if err != nil {
		t.Log("rsvg-convert not installed: not rendering the SVG")
		return
	}
	out := filepath.Join(t.TempDir(), "page.png")
	if msg, err := exec.Command(rsvg, "-o", out, path).CombinedOutput(); err != nil {
		t.Errorf("rsvg-convert %s: %v\n%s", path, err, msg)
	}
}

// TestDemoPDF renders the demo twice: the bytes must be equal and non-trivial.
func TestDemoPDF(t *testing.T) {
	render := func() []byte {
		doc := pdfdraw.New(pdfdraw.Info{Title: "Demo", Lang: "fr", Date: time.Unix(1714564800, 0)})
		drawtest.Demo(doc)
		var buf bytes.Buffer
		if _, err := doc.WriteTo(&buf); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	a, b := render(), render()
	if !bytes.Equal(a, b) {
		t.Error("PDF output is not reproducible")
	}
	if n := bytes.Count(a, []byte("/Type /Page\n")); n != 3 {
		t.Errorf("PDF has %d pages, want 3", n)
	}
}

// TestTextPlacement uses the recorder's queries: every demo text lies within its page.
func TestTextPlacement(t *testing.T) {
	rec := recorder.New()
	drawtest.Demo(rec)
	sizes := [][2]float64{{105, 148}, {105, 148}, {148, 105}}
	texts := rec.Texts()
	if len(texts) != 2+7*4+1 {
		t.Fatalf("%d texts recorded, want %d", len(texts), 2+7*4+1)
	}
	for _, tx := range texts {
		w := sizes[tx.Page][0]
		if tx.Left < 0 || tx.Left+tx.Width > w {
			t.Errorf("page %d: %q spans x %.1f..%.1f mm, outside the page width %.0f", tx.Page+1, tx.Text, tx.Left, tx.Left+tx.Width, w)
		}
		if m := draw.Missing(tx.Font, tx.Text); len(m) > 0 {
			t.Errorf("%q lacks glyphs %q in %s", tx.Text, string(m), tx.Font.Face)
		}
	}
}

// mixedPages draws n pages of rulebook-like text in every face.
func mixedPages(d draw.Document, n int) {
	for i := range n {
		c := d.NewPage(210, 297)
		d.Bookmark(fmt.Sprintf("Strona %d", i+1), 0)
		c.Stroke(draw.RoundRect(10, 10, 190, 277, 3))
		y := 20.0
		for j := 0; y < 280; j++ {
			face := draw.Faces()[j%len(draw.Faces())]
			f := draw.Font{Face: face, Size: 9}
			c.Text(f, 15, y, draw.Left, drawtest.Lines[j%len(drawtest.Lines)])
			y += draw.LineHeight(f)
		}
	}
}

func BenchmarkPDF40Pages(b *testing.B) {
	for b.Loop() {
		doc := pdfdraw.New(pdfdraw.Info{Title: "Bench", Lang: "pl", Date: time.Unix(1714564800, 0)})
		mixedPages(doc, 40)
		if _, err := doc.WriteTo(io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSVG40Pages(b *testing.B) {
	for b.Loop() {
		doc := svgdraw.New()
		mixedPages(doc, 40)
		for i := range doc.Len() {
			if err := doc.WritePage(io.Discard, i); err != nil { // as to a file: no growing buffer
				b.Fatal(err)
			}
		}
	}
}

// TestConcurrentDocuments: the fonts and glyph caches are shared by the whole process;
// documents drawn in parallel must give the same bytes as one drawn alone (run with
// -race to check the sharing).
func TestConcurrentDocuments(t *testing.T) {
	render := func() (pdf, svg []byte, err error) {
		p := pdfdraw.New(pdfdraw.Info{Lang: "en", Date: time.Unix(1714564800, 0)})
		drawtest.Demo(p)
		var pb, sb bytes.Buffer
		if _, err := p.WriteTo(&pb); err != nil {
			return nil, nil, err
		}
		s := svgdraw.New()
		drawtest.Demo(s)
		for i := range s.Len() {
			if err := s.WritePage(&sb, i); err != nil {
				return nil, nil, err
			}
		}
		return pb.Bytes(), sb.Bytes(), nil
	}
	type result struct {
		pdf, svg []byte
		err      error
	}
	results := make(chan result)
	for range 4 {
		go func() {
			p, s, err := render()
			results <- result{p, s, err}
		}()
	}
	var first result
	for i := range 4 {
		r := <-results
		if r.err != nil {
			t.Fatal(r.err)
		}
		if i == 0 {
			first = r
		} else if !bytes.Equal(r.pdf, first.pdf) || !bytes.Equal(r.svg, first.svg) {
			t.Error("concurrent renders differ")
		}
	}
}

// card draws a playing card: a frame, a title, a number and a few lines of rules.
func card(d draw.Document) {
	c := d.NewPage(63, 88)
	c.SetFill(draw.Color{R: 0xf4, G: 0xe9, B: 0xd0})
	c.Fill(draw.RoundRect(0, 0, 63, 88, 3))
	c.Stroke(draw.RoundRect(2, 2, 59, 84, 2))
	c.Text(draw.Font{Face: draw.Caps, Size: 11}, 31.5, 10, draw.Center, "Sir Lancelot du Lac")
	c.Text(draw.Font{Face: draw.SansBold, Size: 18}, 57, 80, draw.Right, "7")
	for i, s := range drawtest.Lines {
		c.Text(draw.Font{Face: draw.Serif, Size: 6}, 5, 50+float64(i)*3, draw.Left, string([]rune(s)[:30]))
	}
}

func BenchmarkSVGCard(b *testing.B) {
	for b.Loop() {
		doc := svgdraw.New()
		card(doc)
		if err := doc.WritePage(io.Discard, 0); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkPDFCard(b *testing.B) {
	for b.Loop() {
		doc := pdfdraw.New(pdfdraw.Info{Lang: "en", Date: time.Unix(1714564800, 0)})
		card(doc)
		if _, err := doc.WriteTo(io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}
