package svgdraw

import (
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
)

// TestScale: Scale opens a group scaled about the current origin, closed by Pop; paths
// inside keep page coordinates with the translation, as everywhere on the page.
func TestScale(t *testing.T) {
	d := New()
	c := d.NewPage(60, 40)
	c.Push()
	c.Translate(10, 4)
	c.Scale(0.5)
	c.Fill(draw.Rect(0, 0, 8, 8))
	c.Translate(2, 0) // scaled: 1 mm on the page
	c.Text(draw.Font{Face: draw.Sans, Size: 10}, 0, 5, draw.Left, "x")
	c.Pop()
	c.Fill(draw.Rect(0, 0, 1, 1))
	s := write(t, d, 0)
	root := parse(t, s)
	var scaled *element
	for _, g := range root.all("g") {
		if strings.HasPrefix(g.attrs["transform"], "matrix(") {
			scaled = g
		}
	}
	if scaled == nil {
		t.Fatalf("no scaled group:\n%s", s)
	}
	if got, want := scaled.attrs["transform"], "matrix(0.5 0 0 0.5 5 2)"; got != want {
		t.Errorf("transform %q, want %q", got, want)
	}
	if len(scaled.all("path")) != 1 || scaled.all("path")[0].attrs["d"] != "M10 4L18 4L18 12L10 12Z" {
		t.Errorf("the scaled group should hold the first rectangle in page coordinates:\n%s", s)
	}
	if len(texts(scaled)) != 1 || !strings.Contains(s, `transform="translate(12 9) scale(`) {
		t.Errorf("the text should be in the scaled group, translated by 2 unscaled mm:\n%s", s)
	}
	if n := len(root.all("path")) - len(scaled.all("path")); n < 1 {
		t.Error("the rectangle after Pop should be outside the scaled group")
	}
	rasterizePage(t, s)
}

// TestScaleErrors: Scale outside a Push/Pop pair, or by a factor that is not positive
// and finite, fails the page.
func TestScaleErrors(t *testing.T) {
	for _, tt := range []struct {
		name string
		draw func(draw.Canvas)
		want string
	}{
		{"outside push", func(c draw.Canvas) { c.Scale(2) }, "Scale outside a Push/Pop pair"},
		{"zero", func(c draw.Canvas) { c.Push(); c.Scale(0); c.Pop() }, "scale 0 is not a positive"},
		{"NaN", func(c draw.Canvas) { c.Push(); c.Scale(math.NaN()); c.Pop() }, "scale NaN"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			d := New()
			tt.draw(d.NewPage(10, 10))
			_, err := d.PageBytes(0)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want one containing %q", err, tt.want)
			}
		})
	}
}

// rasterizePage checks with rsvg-convert, when installed, that the page renders.
func rasterizePage(t *testing.T, page string) {
	t.Helper()
	rsvg, err := exec.LookPath("rsvg-convert")
	if err != nil {
		t.Log("rsvg-convert not installed: not rendering the SVG")
		return
	}
	dir := t.TempDir()
	in := filepath.Join(dir, "page.svg")
	if err := os.WriteFile(in, []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
	if msg, err := exec.Command(rsvg, "-o", filepath.Join(dir, "page.png"), in).CombinedOutput(); err != nil {
		t.Errorf("rsvg-convert: %v\n%s", err, msg)
	}
}
