// Package geom is the plane geometry the valley board is built, checked and drawn with:
// points in millimetres, polylines, polygons, and the smooth curves roads and rivers
// follow. The data check and the drawing use the same curves, so what is proved (a
// bridge crosses the river, a counter fits its land unit) is what is printed.
package geom

import "math"

// Pt is a point, [x, y] in millimetres, y downwards.
type Pt [2]float64

// X and Y name the coordinates.
func (p Pt) X() float64 { return p[0] }
func (p Pt) Y() float64 { return p[1] }

func (p Pt) Add(q Pt) Pt             { return Pt{p[0] + q[0], p[1] + q[1]} }
func (p Pt) Sub(q Pt) Pt             { return Pt{p[0] - q[0], p[1] - q[1]} }
func (p Pt) Mul(s float64) Pt        { return Pt{p[0] * s, p[1] * s} }
func (p Pt) Dot(q Pt) float64        { return p[0]*q[0] + p[1]*q[1] }
func (p Pt) Cross(q Pt) float64      { return p[0]*q[1] - p[1]*q[0] }
func (p Pt) Len() float64            { return math.Hypot(p[0], p[1]) }
func (p Pt) Dist(q Pt) float64       { return p.Sub(q).Len() }
func (p Pt) Lerp(q Pt, t float64) Pt { return p.Add(q.Sub(p).Mul(t)) }

// Length is the length of a polyline.
func Length(line []Pt) float64 {
	l := 0.0
	for i := 1; i < len(line); i++ {
		l += line[i-1].Dist(line[i])
	}
	return l
}

// SegDist is the distance from p to the segment ab.
func SegDist(p, a, b Pt) float64 {
	ab := b.Sub(a)
	l2 := ab.Dot(ab)
	if l2 == 0 {
		return p.Dist(a)
	}
	t := math.Max(0, math.Min(1, p.Sub(a).Dot(ab)/l2))
	return p.Dist(a.Add(ab.Mul(t)))
}

// LineDist is the distance from p to a polyline.
func LineDist(p Pt, line []Pt) float64 {
	d := math.Inf(1)
	if len(line) == 1 {
		return p.Dist(line[0])
	}
	for i := 1; i < len(line); i++ {
		d = math.Min(d, SegDist(p, line[i-1], line[i]))
	}
	return d
}

// SegmentsCross reports whether the segments ab and cd properly intersect or touch.
func SegmentsCross(a, b, c, d Pt) bool {
	d1 := b.Sub(a).Cross(c.Sub(a))
	d2 := b.Sub(a).Cross(d.Sub(a))
	d3 := d.Sub(c).Cross(a.Sub(c))
	d4 := d.Sub(c).Cross(b.Sub(c))
	return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))
}

// LinesCross counts the places where two polylines cross.
func LinesCross(p, q []Pt) int {
	n := 0
	for i := 1; i < len(p); i++ {
		for j := 1; j < len(q); j++ {
			if SegmentsCross(p[i-1], p[i], q[j-1], q[j]) {
				n++
			}
		}
	}
	return n
}

// Inside reports whether p lies inside the polygon (even-odd rule; the polygon is
// closed implicitly).
func Inside(p Pt, poly []Pt) bool {
	in := false
	for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
		a, b := poly[i], poly[j]
		if (a[1] > p[1]) != (b[1] > p[1]) && p[0] < (b[0]-a[0])*(p[1]-a[1])/(b[1]-a[1])+a[0] {
			in = !in
		}
	}
	return in
}

// Closed returns the polygon's edges as a polyline that returns to its first point.
func Closed(poly []Pt) []Pt {
	if len(poly) == 0 {
		return nil
	}
	return append(append([]Pt(nil), poly...), poly[0])
}

// Area is the polygon's area (positive whatever its orientation).
func Area(poly []Pt) float64 {
	a := 0.0
	for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
		a += poly[j].Cross(poly[i])
	}
	return math.Abs(a) / 2
}

// Square is the axis-aligned square of side s centred on c, as a polygon.
func Square(c Pt, s float64) []Pt {
	h := s / 2
	return []Pt{{c[0] - h, c[1] - h}, {c[0] + h, c[1] - h}, {c[0] + h, c[1] + h}, {c[0] - h, c[1] + h}}
}

// PolygonHolds reports whether the polygon inner lies wholly inside poly: every corner
// inside and no edges crossing.
func PolygonHolds(poly, inner []Pt) bool {
	for _, p := range inner {
		if !Inside(p, poly) {
			return false
		}
	}
	return LinesCross(Closed(poly), Closed(inner)) == 0
}

// Curve is the smooth curve through the points (a centripetal Catmull-Rom spline),
// flattened into a polyline with n segments between each pair of points. Roads and
// rivers are drawn and measured on it.
func Curve(pts []Pt, n int) []Pt {
	if len(pts) < 3 || n < 1 {
		return append([]Pt(nil), pts...)
	}
	out := []Pt{pts[0]}
	for i := 0; i+1 < len(pts); i++ {
		p0 := pts[max(i-1, 0)]
		p1, p2 := pts[i], pts[i+1]
		p3 := pts[min(i+2, len(pts)-1)]
		if i == 0 {
			p0 = p1.Sub(p2.Sub(p1)) // mirror the first point so the ends are not flattened
		}
		if i+2 >= len(pts) {
			p3 = p2.Add(p2.Sub(p1))
		}
		for k := 1; k <= n; k++ {
			out = append(out, catmull(p0, p1, p2, p3, float64(k)/float64(n)))
		}
	}
	return out
}

// catmull is the centripetal Catmull-Rom point at t in [0,1] between p1 and p2.
func catmull(p0, p1, p2, p3 Pt, t float64) Pt {
	knot := func(a, b Pt) float64 { return math.Max(math.Sqrt(a.Dist(b)), 1e-6) }
	t1 := knot(p0, p1)
	t2 := t1 + knot(p1, p2)
	t3 := t2 + knot(p2, p3)
	u := t1 + (t2-t1)*t
	lerp := func(a, b Pt, ta, tb float64) Pt { return a.Mul((tb - u) / (tb - ta)).Add(b.Mul((u - ta) / (tb - ta))) }
	a1 := lerp(p0, p1, 0, t1)
	a2 := lerp(p1, p2, t1, t2)
	a3 := lerp(p2, p3, t2, t3)
	b1 := lerp(a1, a2, 0, t2)
	b2 := lerp(a2, a3, t1, t3)
	return lerp(b1, b2, t1, t2)
}
