package pdfdraw

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
)

// badge is a figure as the icons draw them: its own colours and line width, a clip, a
// stroke, and state restored at the end.
func badge(c draw.Canvas) {
	c.Push()
	c.SetFill(draw.Color{R: 200, G: 30, B: 30})
	c.Fill(draw.Rect(0, 0, 8, 8))
	c.Clip(draw.Rect(1, 1, 6, 6))
	c.SetFill(draw.White)
	var p draw.Path
	p.MoveTo(4, 1)
	p.LineTo(7, 7)
	p.LineTo(1, 7)
	p.Close()
	c.Fill(p)
	c.SetStroke(draw.Black)
	c.SetLineWidth(0.6)
	c.Stroke(p)
	c.Pop()
}

// badges places the figure over a page, turned on the last row, through place.
func badges(d *Document, place func(c draw.Canvas, x, y float64)) {
	c := d.NewPage(60, 40)
	for i := range 5 {
		place(c, 2+11*float64(i), 3)
	}
	c.Push()
	c.Translate(30, 30)
	c.Rotate(90)
	place(c, -4, -4)
	c.Pop()
	place(c, 45, 25)
}

func reused(c draw.Canvas, x, y float64) { c.(draw.Reuser).Reuse("badge", x, y, badge) }

func inPlace(c draw.Canvas, x, y float64) {
	c.Push()
	c.Translate(x, y)
	badge(c)
	c.Pop()
}

// TestReuseWritesOnce: a figure placed seven times is one Form XObject and seven Do's.
func TestReuseWritesOnce(t *testing.T) {
	info := testInfo
	info.Uncompressed = true
	d := New(info)
	badges(d, reused)
	var buf bytes.Buffer
	if _, err := d.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	out := buf.Bytes()
	validate(t, out)
	if n := bytes.Count(out, []byte("/Subtype /Form")); n != 1 {
		t.Errorf("%d forms, want 1", n)
	}
	if n := bytes.Count(out, []byte("/Fm1 Do")); n != 7 {
		t.Errorf("%d uses of /Fm1, want 7", n)
	}
	m := regexp.MustCompile(`/BBox \[([-0-9. ]+)\]`).FindSubmatch(out)
	if m == nil {
		t.Fatal("form without /BBox")
	}
	var box []float64
	for _, f := range bytes.Fields(m[1]) {
		v, _ := strconv.ParseFloat(string(f), 64)
		box = append(box, v)
	}
	// The figure spans 0..8 mm (0..22.68 pt), y down: -22.68..0 pt, y up; the stroke
	// of 0.6 mm (1.7 pt) may reach 5 widths past it at a miter.
	if box[0] > 0 || box[1] > -22.68 || box[2] < 22.68 || box[3] < 0 || box[0] < -10 || box[3] > 10 {
		t.Errorf("BBox %v does not fit the figure", box)
	}
}

// TestReuseLooksTheSame: the page with the form renders as the page drawn in place.
func TestReuseLooksTheSame(t *testing.T) {
	raster := func(place func(draw.Canvas, float64, float64)) []byte {
		return rasterGray(t, render(t, func(d *Document) { badges(d, place) }))
	}
	a, b := raster(reused), raster(inPlace)
	if differ := pixelsApart(t, a, b); differ > 0 {
		t.Errorf("%d pixels differ between the reused and the in-place drawing", differ)
	}
	dark := 0
	for _, v := range b {
		if v < 128 {
			dark++
		}
	}
	if dark < 1000 {
		t.Errorf("the drawing is blank (%d dark pixels)", dark)
	}
}

// rasterGray renders a PDF's page with pdftoppm at 150 dpi in grey (the test skips
// without it).
func rasterGray(t *testing.T, pdf []byte) []byte {
	t.Helper()
	pdftoppm, err := exec.LookPath("pdftoppm")
	if err != nil {
		t.Skip("pdftoppm not installed")
	}
	path := filepath.Join(t.TempDir(), "page.pdf")
	if err := os.WriteFile(path, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(pdftoppm, "-r", "150", "-gray", path).Output()
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// pixelsApart counts the pixels of two same-sized rasters that differ by more than a
// quarter of the grey scale.
func pixelsApart(t *testing.T, a, b []byte) int {
	t.Helper()
	if len(a) != len(b) {
		t.Fatalf("rasters of %d and %d bytes", len(a), len(b))
	}
	differ := 0
	for i := range a {
		if d := int(a[i]) - int(b[i]); d > 64 || d < -64 {
			differ++
		}
	}
	return differ
}
