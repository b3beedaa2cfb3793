package pdfdraw

import (
	"io"
	"os"
	"testing"

	"codeberg.org/go-pdf/fpdf"
	"github.com/go-fonts/dejavu/dejavusanscondensed"
	"github.com/go-fonts/liberation/liberationserifregular"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/draw/drawtest"
)

// TestFpdfPrintsNothing: fpdf reports font problems only on stdout. Capture it while
// every kit font is embedded and subset, and require silence.
func TestFpdfPrintsNothing(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	printed := make(chan []byte)
	go func() {
		b, _ := io.ReadAll(r)
		printed <- b
	}()
	stdout := os.Stdout
	os.Stdout = w
	func() {
		defer func() { os.Stdout = stdout }()
		render(t, demo)
	}()
	w.Close()
	if out := <-printed; len(out) > 0 {
		t.Errorf("fpdf printed %q", out)
	}
}

// fontSources are two kit fonts and, for comparison, the original font files they are
// made from.
func fontSources(b *testing.B) map[string][]byte {
	m := map[string][]byte{
		"original-LiberationSerif":     liberationserifregular.TTF,
		"original-DejaVuSansCondensed": dejavusanscondensed.TTF,
	}
	for _, face := range []draw.Face{draw.Serif, draw.Sans} {
		ttf, err := draw.FontFile(face)
		if err != nil {
			b.Fatal(err)
		}
		m["kit-"+string(face)] = ttf
	}
	return m
}

// BenchmarkFpdfAddFont measures fpdf.AddUTF8FontFromBytes alone (fpdf parses the whole
// font file in every document). The backend no longer embeds fonts through fpdf (see
// fonts.go); this and BenchmarkFpdfOutputWithFont stay to compare with BenchmarkOneLine.
func BenchmarkFpdfAddFont(b *testing.B) {
	for name, ttf := range fontSources(b) {
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				b.StopTimer()
				f := fpdf.New("P", "mm", "A4", "")
				b.StartTimer()
				f.AddUTF8FontFromBytes("f", "", ttf)
			}
		})
	}
}

// BenchmarkFpdfOutputWithFont measures Output of a one-line document, which subsets and
// compresses the font; compare with the "no-font" case.
func BenchmarkFpdfOutputWithFont(b *testing.B) {
	run := func(b *testing.B, ttf []byte) {
		for b.Loop() {
			b.StopTimer()
			f := fpdf.New("P", "mm", "A4", "")
			f.AddPage()
			if ttf != nil {
				f.AddUTF8FontFromBytes("f", "", ttf)
				f.SetFont("f", "", 10)
				f.Text(10, 10, drawtest.Lines[1])
			}
			b.StartTimer()
			if err := f.Output(io.Discard); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.Run("no-font", func(b *testing.B) { run(b, nil) })
	for name, ttf := range fontSources(b) {
		b.Run(name, func(b *testing.B) { run(b, ttf) })
	}
}

// BenchmarkOneLine is a one-line document in each face, its font embedded by the
// backend: the same work as BenchmarkFpdfAddFont and BenchmarkFpdfOutputWithFont
// together.
func BenchmarkOneLine(b *testing.B) {
	for _, face := range draw.Faces() {
		b.Run(string(face), func(b *testing.B) {
			for b.Loop() {
				render(b, func(d *Document) {
					d.NewPage(210, 297).Text(draw.Font{Face: face, Size: 10}, 10, 10, draw.Left, drawtest.Lines[1])
				})
			}
		})
	}
}

// BenchmarkDemo renders the three-page demo (seven faces) into a PDF.
func BenchmarkDemo(b *testing.B) {
	for b.Loop() {
		render(b, demo)
	}
}
