package svgdraw

import (
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
)

var (
	red  = draw.Color{R: 200}
	blue = draw.Color{B: 200}
)

// lightPaths draws on a light page of 100 × 100 mm and returns its <path> elements in
// order, each as its paint and its path data.
func lightPaths(t *testing.T, drawing func(c draw.Canvas)) []*element {
	t.Helper()
	d := New()
	d.Light = true
	drawing(d.NewPage(100, 100))
	return parse(t, write(t, d, 0)).all("path")
}

func fillRect(c draw.Canvas, col draw.Color, x, y, w, h float64) {
	c.SetFill(col)
	c.Fill(draw.Rect(x, y, w, h))
}

// paints lists each path's paint, and how many subpaths it holds: "#c80000×2".
func paints(ps []*element) string {
	var out []string
	for _, p := range ps {
		paint := p.attrs["fill"]
		if paint == "none" {
			paint = "stroke " + p.attrs["stroke"]
		}
		out = append(out, paint+"×"+strconv.Itoa(strings.Count(p.attrs["d"], "M")))
	}
	return strings.Join(out, " ")
}

func TestLightJoinsWhatNothingBetweenCovers(t *testing.T) {
	ps := lightPaths(t, func(c draw.Canvas) {
		fillRect(c, red, 0, 0, 10, 10)
		fillRect(c, blue, 20, 0, 10, 10)
		fillRect(c, red, 40, 0, 10, 10) // clear of the blue: painted with the first red
	})
	if got, want := paints(ps), "#c80000×2 #0000c8×1"; got != want {
		t.Errorf("paths %s, want %s", got, want)
	}
}

func TestLightKeepsTheOrderOfWhatOverlaps(t *testing.T) {
	ps := lightPaths(t, func(c draw.Canvas) {
		fillRect(c, red, 0, 0, 10, 10)
		fillRect(c, blue, 5, 0, 10, 10)  // over the red
		fillRect(c, red, 12, 2, 10, 5)   // over the blue: must stay above it
		fillRect(c, blue, 60, 60, 5, 5)  // clear of everything: with the first blue
		fillRect(c, red, 61, 61, 1, 1)   // over that blue: with the last red, not the first
		fillRect(c, red, 61.5, 61, 1, 1) // over that red: a fill of its own (non-zero winding)
	})
	if got, want := paints(ps), "#c80000×1 #0000c8×2 #c80000×2 #c80000×1"; got != want {
		t.Errorf("paths %s, want %s", got, want)
	}
}

// Touching is not overlapping: counters side by side share a ground.
func TestLightJoinsTouchingFills(t *testing.T) {
	ps := lightPaths(t, func(c draw.Canvas) {
		for i := range 5 {
			fillRect(c, red, float64(i)*10, 0, 10, 10)
		}
	})
	if got, want := paints(ps), "#c80000×5"; got != want {
		t.Errorf("paths %s, want %s", got, want)
	}
}

func TestLightStrokes(t *testing.T) {
	ps := lightPaths(t, func(c draw.Canvas) {
		c.SetStroke(red)
		c.Stroke(draw.Rect(10, 10, 20, 20))
		c.Stroke(draw.Rect(15, 15, 20, 20)) // a stroke's union is the same whatever the winding
		c.SetDash([]float64{1, 1})
		c.Stroke(draw.Line(50, 50, 60, 50))
		c.Stroke(draw.Line(50, 70, 60, 70)) // dashes would run on from one line into the next
	})
	if got, want := paints(ps), "stroke #c80000×2 stroke #c80000×1 stroke #c80000×1"; got != want {
		t.Errorf("paths %s, want %s", got, want)
	}
	if ps[0].attrs["stroke-dasharray"] != "" || ps[2].attrs["stroke-dasharray"] != "1 1" {
		t.Errorf("dashes %q and %q, want none and 1 1", ps[0].attrs["stroke-dasharray"], ps[2].attrs["stroke-dasharray"])
	}
}

// A stroke's box reaches past its path by its mitred corners: a fill it overlaps only
// there keeps its place.
func TestLightStrokeBoxHoldsItsCorners(t *testing.T) {
	ps := lightPaths(t, func(c draw.Canvas) {
		fillRect(c, red, 0, 0, 10, 10)
		c.SetStroke(blue)
		c.SetLineWidth(1)
		c.Stroke(draw.Rect(20, 20, 10, 10))
		fillRect(c, red, 19.3, 19.3, 0.4, 0.4) // on the stroke's corner, outside its path
	})
	if got, want := paints(ps), "#c80000×1 stroke #0000c8×1 #c80000×1"; got != want {
		t.Errorf("paths %s, want %s", got, want)
	}
}

// Figures are drawn in place, each instance's paths joining the first one's: two
// counters' icons make two paths, not four.
func TestLightFigures(t *testing.T) {
	icon := func(c draw.Canvas) {
		fillRect(c, red, 0, 0, 4, 4)
		fillRect(c, blue, 1, 1, 2, 2)
	}
	ps := lightPaths(t, func(c draw.Canvas) {
		r := c.(draw.Reuser)
		r.Reuse("icon", 10, 10, icon)
		c.Translate(20, 0)
		r.Reuse("icon", 10, 10, icon)
	})
	if got, want := paints(ps), "#c80000×2 #0000c8×2"; got != want {
		t.Fatalf("paths %s, want %s", got, want)
	}
	if d := ps[1].attrs["d"]; !strings.HasPrefix(d, "M11 11") || !strings.Contains(d, "M31 11") {
		t.Errorf("the icons' inner squares are %q, want them at (11, 11) and (31, 11)", d)
	}
}

// A figure that does more than fill and stroke is drawn in place, whole, each time.
func TestLightFigureWithText(t *testing.T) {
	f := draw.Font{Face: draw.Sans, Size: 8}
	label := func(c draw.Canvas) {
		fillRect(c, red, 0, 0, 4, 4)
		c.SetFill(blue)
		c.Text(f, 0, 3, draw.Left, "A")
	}
	ps := lightPaths(t, func(c draw.Canvas) {
		r := c.(draw.Reuser)
		r.Reuse("label", 10, 10, label)
		r.Reuse("label", 50, 10, label)
	})
	if got, want := paints(ps), "#c80000×2 #0000c8×2"; got != want {
		t.Errorf("paths %s, want %s", got, want)
	}
}

// A group (a clip here) is painted as one piece within its box: what is drawn after it
// over that box is painted after it, what is clear of it joins the batches before it.
func TestLightGroups(t *testing.T) {
	d := New()
	d.Light = true
	c := d.NewPage(100, 100)
	fillRect(c, red, 0, 0, 10, 10)
	c.Push()
	c.Clip(draw.Rect(20, 20, 10, 10))
	fillRect(c, blue, 20, 20, 10, 10)
	fillRect(c, blue, 40, 40, 1, 1)
	c.Pop()
	fillRect(c, red, 25, 25, 10, 10) // over the clip's box
	fillRect(c, red, 80, 80, 10, 10) // clear of it
	root := parse(t, write(t, d, 0))
	var walk func(e *element) string
	walk = func(e *element) string {
		var out []string
		for _, ch := range e.children {
			switch {
			case ch.name == "path":
				out = append(out, ch.attrs["fill"])
			case ch.name == "g" && ch.attrs["clip-path"] != "":
				out = append(out, "clip("+walk(ch)+")")
			case ch.name == "g":
				out = append(out, walk(ch))
			}
		}
		return strings.Join(out, " ")
	}
	if got, want := walk(root), "#c80000 clip(#0000c8) #c80000"; got != want {
		t.Errorf("the page paints %s, want %s", got, want)
	}
	var all []*element
	for _, g := range root.all("g") {
		if g.attrs["clip-path"] == "" {
			all = append(all, g.children...)
		}
	}
	if got, want := paints(all[:1]), "#c80000×2"; got != want {
		t.Errorf("the first paths are %s, want %s: the first red square and the one clear of the clip", got, want)
	}
}

// Text is its glyphs' outlines, placed where the kit's pages place them, and nothing
// else: no layer, no names, no <use>.
func TestLightText(t *testing.T) {
	f := draw.Font{Face: draw.Serif, Size: 10}
	d := New()
	d.Light = true
	c := d.NewPage(100, 100)
	c.Translate(5, 2)
	c.SetFill(blue)
	c.Text(f, 15, 30, draw.Center, "Hi")
	out := write(t, d, 0)
	for _, s := range []string{"<text", "<use", "aria-label"} {
		if strings.Contains(out, s) {
			t.Errorf("a light page has %s:\n%s", s, out)
		}
	}
	ps := parse(t, out).all("path")
	if len(ps) != 1 || ps[0].attrs["fill"] != "#0000c8" {
		t.Fatalf("the text is %d paths (%v), want one in its colour", len(ps), paints(ps))
	}
	gs, err := draw.Layout(f, "Hi")
	if err != nil {
		t.Fatal(err)
	}
	k := f.Size * draw.MMPerPt / 1000
	x := 20 - draw.Width(f, "Hi")/2
	o := draw.GlyphOutline(gs[0].Face, gs[0].Index).Segments()[0].Pts[0]
	wantX, wantY := x+k*(float64(gs[0].X)+o.X), 32+k*o.Y
	pts := absolute(ps[0].attrs["d"])
	if len(pts) == 0 {
		t.Fatalf("the text's path data %q names no point", ps[0].attrs["d"])
	}
	gotX, gotY := pts[0].X, pts[0].Y
	if math.Abs(gotX-wantX) > 0.011 || math.Abs(gotY-wantY) > 0.011 {
		t.Errorf("the first glyph starts at (%v, %v), want (%.3f, %.3f)", gotX, gotY, wantX, wantY)
	}
}

// absolute reads path data of absolute M and relative m, l, q, c, z back into the
// points it names, in order (control points included).
func absolute(d string) []draw.Point {
	var pts []draw.Point
	var cx, cy, sx, sy float64
	i := 0
	number := func() float64 {
		for i < len(d) && d[i] == ' ' {
			i++
		}
		j := i
		if j < len(d) && d[j] == '-' {
			j++
		}
		dot := false
		for j < len(d) && (d[j] >= '0' && d[j] <= '9' || d[j] == '.' && !dot) {
			dot = dot || d[j] == '.'
			j++
		}
		v, _ := strconv.ParseFloat(d[i:j], 64)
		i = j
		return v
	}
	for i < len(d) {
		op := d[i]
		i++
		n := map[byte]int{'M': 1, 'm': 1, 'l': 1, 'q': 2, 'c': 3, 'z': 0}[op]
		var last draw.Point
		for range n {
			x, y := number(), number()
			if op != 'M' {
				x, y = x+cx, y+cy
			}
			last = draw.Point{X: x, Y: y}
			pts = append(pts, last)
		}
		switch op {
		case 'z':
			cx, cy = sx, sy
		case 'M', 'm':
			cx, cy, sx, sy = last.X, last.Y, last.X, last.Y
		default:
			cx, cy = last.X, last.Y
		}
	}
	return pts
}

// A shape's relative data reads back to the path's points, to the hundredth, wherever
// it is placed: subpaths after a close included.
func TestShapeReadsBack(t *testing.T) {
	var p draw.Path
	p.MoveTo(1.234, 5.678)
	p.LineTo(10.001, 5.678)
	p.QuadTo(12.5, 8, 10, 10.995)
	p.Close()
	p.MoveTo(3, 3)
	p.CubicTo(4, 2, 6, 2, 7, 3.333)
	p.LineTo(3, 3)
	p.Close()
	p.Append(draw.Circle(50, 50, 2))
	sh := shapeOf(p, 1)
	for _, at := range [][2]float64{{0, 0}, {123.456, -7.891}} {
		got := absolute(string(sh.appendAt(nil, hundredths(at[0]), hundredths(at[1]))))
		var want []draw.Point
		for _, s := range p.Segments() {
			for _, pt := range s.Pts[:s.Op.NumPoints()] {
				want = append(want, draw.Point{X: pt.X + at[0], Y: pt.Y + at[1]})
			}
		}
		if len(got) != len(want) {
			t.Fatalf("placed at %v: %d points read back, want %d", at, len(got), len(want))
		}
		for i := range want {
			if math.Abs(got[i].X-want[i].X) > 0.011 || math.Abs(got[i].Y-want[i].Y) > 0.011 {
				t.Errorf("placed at %v: point %d reads back as %v, want %v", at, i, got[i], want[i])
			}
		}
	}
}

func TestAppendHundredths(t *testing.T) {
	tests := []struct {
		v    int64
		sep  bool
		want string
	}{
		{0, false, "0"}, {0, true, " 0"}, {5, false, ".05"}, {50, false, ".5"}, {100, false, "1"},
		{1234, true, " 12.34"}, {-150, true, "-1.5"}, {-7, false, "-.07"}, {100000, false, "1000"},
	}
	for _, tt := range tests {
		if got := string(appendHundredths(nil, tt.v, tt.sep)); got != tt.want {
			t.Errorf("appendHundredths(%d, %v) = %q, want %q", tt.v, tt.sep, got, tt.want)
		}
	}
}

// Groups clear of what comes between them are painted one after the other, and the
// marks over each join one batch: two hatched counters make a ground, two clips and one
// path of marks, not a ground, a clip and a mark twice.
func TestLightGroupsSideBySide(t *testing.T) {
	d := New()
	d.Light = true
	c := d.NewPage(100, 100)
	for _, x := range []float64{0, 20} {
		c.Push()
		c.Translate(x, 0)
		fillRect(c, red, 0, 0, 16, 16)
		c.Push()
		c.Clip(draw.Rect(0, 8, 16, 8))
		c.SetStroke(blue)
		c.Stroke(draw.Line(0, 16, 16, 8))
		c.Pop()
		fillRect(c, blue, 4, 4, 8, 8) // a mark over the hatching
		c.Pop()
	}
	root := parse(t, write(t, d, 0))
	var order []string
	for _, ch := range root.all("g")[0].children {
		switch {
		case ch.name == "path":
			order = append(order, paints([]*element{ch}))
		case ch.attrs["clip-path"] != "":
			order = append(order, "clip")
		}
	}
	if got, want := strings.Join(order, " "), "#c80000×2 clip clip #0000c8×2"; got != want {
		t.Errorf("the page paints %s, want %s", got, want)
	}
}
