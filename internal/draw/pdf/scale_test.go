package pdfdraw

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/pdftext"
)

// shield is a figure drawn at k times its size without Scale: the reference drawing.
func shield(c draw.Canvas, k float64) {
	c.SetFill(draw.Color{R: 30, G: 60, B: 160})
	c.Fill(draw.Rect(0, 0, 20*k, 12*k))
	c.SetStroke(draw.Black)
	c.SetLineWidth(1.2 * k)
	c.SetDash([]float64{3 * k, 1.5 * k})
	c.Stroke(draw.Line(2*k, 6*k, 18*k, 6*k))
	c.SetDash(nil)
	c.Push()
	c.Clip(draw.Circle(10*k, 6*k, 5*k))
	c.SetFill(draw.White)
	c.Fill(draw.Rect(0, 0, 20*k, 6*k))
	c.Pop()
}

// scaledShields draws the figure twice through Scale: halved, and doubled inside the
// halving (a translation after Scale is scaled too); the reference draws the same at
// the sizes and places that gives.
func scaledShields(c draw.Canvas) {
	c.Push()
	c.Translate(10, 8)
	c.Scale(0.5)
	shield(c, 1)
	c.Translate(0, 30)
	c.Push()
	c.Scale(4)
	shield(c, 1)
	c.Pop()
	c.Pop()
}

func referenceShields(c draw.Canvas) {
	c.Push()
	c.Translate(10, 8)
	shield(c, 0.5)
	c.Translate(0, 15)
	shield(c, 2)
	c.Pop()
}

// TestScaleLooksTheSame: a figure drawn through Scale renders as the figure drawn at
// the scaled size and place (lines, dashes and clips scale with it).
func TestScaleLooksTheSame(t *testing.T) {
	raster := func(draw1 func(draw.Canvas)) []byte {
		return rasterGray(t, render(t, func(d *Document) { draw1(d.NewPage(60, 50)) }))
	}
	if differ := pixelsApart(t, raster(scaledShields), raster(referenceShields)); differ > 0 {
		t.Errorf("%d pixels differ between the scaled and the reference drawing", differ)
	}
}

// TestScaledTextReadsBack: text drawn while scaled reads back at the scaled place and
// size, and the scale ends at Pop.
func TestScaledTextReadsBack(t *testing.T) {
	f := draw.Font{Face: draw.Sans, Size: 10}
	out := render(t, func(d *Document) {
		c := d.NewPage(100, 60)
		c.Push()
		c.Translate(20, 10)
		c.Scale(0.5)
		c.Text(f, 10, 20, draw.Left, "half")
		c.Pop()
		c.Text(f, 10, 50, draw.Left, "whole")
	})
	runs, err := pdftext.Extract(bytes.NewReader(out), int64(len(out)))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][3]float64{"half": {25, 20, 5}, "whole": {10, 50, 10}}
	for _, r := range runs {
		w, ok := want[r.Text]
		if !ok {
			continue
		}
		delete(want, r.Text)
		if math.Abs(r.X-w[0]) > 0.01 || math.Abs(r.Y-w[1]) > 0.01 || math.Abs(r.Size-w[2]) > 0.01 {
			t.Errorf("%q at (%.3f, %.3f) %.2f pt, want (%.0f, %.0f) %.0f pt", r.Text, r.X, r.Y, r.Size, w[0], w[1], w[2])
		}
		if wantW := draw.Width(f, r.Text) * w[2] / 10; math.Abs(r.W-wantW) > 0.01 {
			t.Errorf("%q is %.3f mm wide, want %.3f", r.Text, r.W, wantW)
		}
	}
	if len(want) > 0 {
		t.Errorf("not read back: %v", want)
	}
}

// TestScaleErrors: Scale outside a Push/Pop pair, or by a factor that is not positive
// and finite, fails the document.
func TestScaleErrors(t *testing.T) {
	for _, tt := range []struct {
		name string
		draw func(draw.Canvas)
		want string
	}{
		{"outside push", func(c draw.Canvas) { c.Scale(2) }, "Scale outside a Push/Pop pair"},
		{"zero", func(c draw.Canvas) { c.Push(); c.Scale(0); c.Pop() }, "scale 0 is not a positive"},
		{"negative", func(c draw.Canvas) { c.Push(); c.Scale(-1); c.Pop() }, "scale -1 is not a positive"},
		{"NaN", func(c draw.Canvas) { c.Push(); c.Scale(math.NaN()); c.Pop() }, "scale NaN"},
		{"infinite", func(c draw.Canvas) { c.Push(); c.Scale(math.Inf(1)); c.Pop() }, "scale +Inf"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			d := New(testInfo)
			tt.draw(d.NewPage(10, 10))
			_, err := d.WriteTo(&bytes.Buffer{})
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want one containing %q", err, tt.want)
			}
		})
	}
}

// TestScaledReuse: a reused figure placed while scaled is scaled with the page, and a
// figure that scales inside itself gets a box that holds whatever it draws.
func TestScaledReuse(t *testing.T) {
	info := testInfo
	info.Uncompressed = true
	d := New(info)
	c := d.NewPage(60, 40)
	c.Push()
	c.Scale(2)
	c.(draw.Reuser).Reuse("badge", 2, 2, badge)
	c.Pop()
	c.(draw.Reuser).Reuse("big", 30, 2, func(c draw.Canvas) {
		c.Push()
		c.Scale(3)
		badge(c)
		c.Pop()
	})
	var buf bytes.Buffer
	if _, err := d.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	validate(t, buf.Bytes())
	if !bytes.Contains(buf.Bytes(), []byte("/BBox [-14400 -14400 14400 14400]")) {
		t.Error("a figure that scales itself must get an unbounded box")
	}
}
