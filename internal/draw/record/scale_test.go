package recorder

import (
	"math"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
)

// TestScale: Scale is recorded, later texts are placed and sized scaled about the
// origin (translations after it too), and Pop ends it.
func TestScale(t *testing.T) {
	d := New()
	c := d.NewPage(100, 100)
	f := draw.Font{Face: draw.Sans, Size: 10}
	c.Push()
	c.Translate(10, 20)
	c.Scale(0.5)
	c.Translate(4, 0)
	c.Text(f, 20, 10, draw.Right, "Excalibur")
	c.Pop()
	c.Text(f, 20, 10, draw.Left, "Camelot")
	if !strings.Contains(d.String(), "scale 0.5\ntranslate 4 0\n") {
		t.Errorf("recording:\n%s", d.String())
	}
	ts := d.Texts()
	w := draw.Width(f, "Excalibur")
	if got := ts[0]; got.X != 22 || got.Y != 25 || got.Scale != 0.5 || math.Abs(got.Width-w/2) > 1e-9 || math.Abs(got.Left-(22-w/2)) > 1e-9 {
		t.Errorf("scaled text %+v, want at (22, 25), scale 0.5, %.3f mm wide", got, w/2)
	}
	if got := ts[1]; got.X != 20 || got.Scale != 1 || got.Width != draw.Width(f, "Camelot") {
		t.Errorf("text after Pop %+v: the scale should be undone", got)
	}
}
