package draw

import (
	"math"
	"testing"
)

func pts(p Path) []Point {
	var out []Point
	for _, s := range p.Segments() {
		out = append(out, s.Pts[:s.Op.NumPoints()]...)
	}
	return out
}

func ops(p Path) string {
	b := []byte{}
	for _, s := range p.Segments() {
		b = append(b, "MLQCZ"[s.Op])
	}
	return string(b)
}

func TestShapes(t *testing.T) {
	tests := []struct {
		name string
		p    Path
		ops  string
	}{
		{"rect", Rect(1, 2, 3, 4), "MLLLZ"},
		{"polygon", Polygon(Point{0, 0}, Point{1, 0}, Point{0, 1}), "MLLZ"},
		{"empty polygon", Polygon(), ""},
		{"line", Line(0, 0, 1, 1), "ML"},
		{"circle", Circle(0, 0, 1), "MCCCCZ"},
		{"round rect", RoundRect(0, 0, 10, 6, 1), "MCLCLCLCZ"},
		{"round rect, no radius", RoundRect(0, 0, 10, 6, 0), "MLLLZ"},
		{"half arc", Arc(0, 0, 1, 0, math.Pi), "MCC"},
	}
	for _, tt := range tests {
		if got := ops(tt.p); got != tt.ops {
			t.Errorf("%s: ops %q, want %q", tt.name, got, tt.ops)
		}
	}
	if got, want := pts(Rect(1, 2, 3, 4)), []Point{{1, 2}, {4, 2}, {4, 6}, {1, 6}}; !equalPts(got, want) {
		t.Errorf("Rect points %v, want %v", got, want)
	}
}

func equalPts(a, b []Point) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if math.Abs(a[i].X-b[i].X) > 1e-9 || math.Abs(a[i].Y-b[i].Y) > 1e-9 {
			return false
		}
	}
	return true
}

// TestArcAccuracy samples every Bézier of circles and arcs and checks the distance to
// the centre (the quarter-circle approximation is within 0.03 % of the radius).
func TestArcAccuracy(t *testing.T) {
	for _, p := range []Path{Circle(5, 7, 3), Arc(5, 7, 3, 0.3, -2.5), Arc(5, 7, 3, 1, 4)} {
		var cur Point
		for _, s := range p.Segments() {
			if s.Op == CubicTo {
				for i := 0; i <= 10; i++ {
					q := bezier(cur, s.Pts[0], s.Pts[1], s.Pts[2], float64(i)/10)
					if r := math.Hypot(q.X-5, q.Y-7); math.Abs(r-3) > 3*0.0003 {
						t.Fatalf("point %v is %.5f from the centre, want 3", q, r)
					}
				}
			}
			if n := s.Op.NumPoints(); n > 0 {
				cur = s.Pts[n-1]
			}
		}
	}
}

func bezier(p0, p1, p2, p3 Point, t float64) Point {
	u := 1 - t
	return Point{
		u*u*u*p0.X + 3*u*u*t*p1.X + 3*u*t*t*p2.X + t*t*t*p3.X,
		u*u*u*p0.Y + 3*u*u*t*p1.Y + 3*u*t*t*p2.Y + t*t*t*p3.Y,
	}
}

// TestArcDirection: positive angles turn clockwise on the page (y down).
func TestArcDirection(t *testing.T) {
	p := Arc(0, 0, 2, 0, math.Pi/2)
	got := pts(p)
	if start, end := got[0], got[len(got)-1]; !equalPts([]Point{start, end}, []Point{{2, 0}, {0, 2}}) {
		t.Errorf("quarter arc from %v to %v, want (2,0) to (0,2)", start, end)
	}
}

func TestPathBuilding(t *testing.T) {
	var p Path
	p.Close() // nothing to close
	p.LineTo(1, 1)
	p.CubicTo(1, 2, 3, 4, 5, 6)
	p.Close()
	p.Close() // already closed
	p.Arc(0, 0, 1, 1, 0, 0)
	if got := ops(p); got != "MCZM" {
		t.Errorf("ops %q, want MCZM (LineTo on an empty path moves; an arc after Close starts a subpath)", got)
	}
	var q Path
	q.QuadTo(1, 1, 2, 0)
	q.Append(Rect(0, 0, 1, 1))
	if got := ops(q); got != "MQMLLLZ" {
		t.Errorf("ops %q, want MQMLLLZ", got)
	}
	if !(Path{}).Empty() || q.Empty() {
		t.Error("Empty is wrong")
	}
}
