package draw

import "math"

// Point is a position on the page in mm.
type Point struct{ X, Y float64 }

// Op is the kind of a path segment.
type Op uint8

// The path segment kinds. The comment says which of Segment.Pts they use.
const (
	MoveTo  Op = iota // Pts[0]: start a new subpath there
	LineTo            // Pts[0]: straight line to it
	QuadTo            // Pts[0] control, Pts[1] end: quadratic Bézier (glyph outlines)
	CubicTo           // Pts[0], Pts[1] controls, Pts[2] end: cubic Bézier
	Close             // no points: straight line back to the subpath's start
)

// NumPoints is how many of Segment.Pts the op uses.
func (op Op) NumPoints() int {
	switch op {
	case MoveTo, LineTo:
		return 1
	case QuadTo:
		return 2
	case CubicTo:
		return 3
	}
	return 0
}

// Segment is one step of a path.
type Segment struct {
	Op  Op
	Pts [3]Point
}

// Path is an outline made of straight lines and Bézier curves, in mm. The zero Path is
// empty and ready to use. Build it with the methods, or start from one of the shape
// functions (Rect, Circle, ...). Paths are values: the backends only read them.
type Path struct {
	segs []Segment
}

// Segments returns the path's segments; the caller must not change them.
func (p Path) Segments() []Segment { return p.segs }

// Empty reports whether the path has no segments.
func (p Path) Empty() bool { return len(p.segs) == 0 }

// Finite reports whether every coordinate of the path is a finite number. The backends
// refuse other paths: a NaN would otherwise reach the file as a silent 0 or as "NaN".
func (p Path) Finite() bool {
	for _, s := range p.segs {
		for _, pt := range s.Pts[:s.Op.NumPoints()] {
			if math.IsNaN(pt.X) || math.IsInf(pt.X, 0) || math.IsNaN(pt.Y) || math.IsInf(pt.Y, 0) {
				return false
			}
		}
	}
	return true
}

// open reports whether the path has a current point that a line can continue from.
func (p *Path) open() bool {
	return len(p.segs) > 0 && p.segs[len(p.segs)-1].Op != Close
}

// MoveTo starts a new subpath at (x, y).
func (p *Path) MoveTo(x, y float64) {
	p.segs = append(p.segs, Segment{Op: MoveTo, Pts: [3]Point{{x, y}}})
}

// LineTo adds a straight line to (x, y). On an empty path it acts as MoveTo, so that no
// backend ever sees a line without a start.
func (p *Path) LineTo(x, y float64) {
	if len(p.segs) == 0 {
		p.MoveTo(x, y)
		return
	}
	p.segs = append(p.segs, Segment{Op: LineTo, Pts: [3]Point{{x, y}}})
}

// QuadTo adds a quadratic Bézier curve with control point (cx, cy) ending at (x, y).
func (p *Path) QuadTo(cx, cy, x, y float64) {
	if len(p.segs) == 0 {
		p.MoveTo(cx, cy)
	}
	p.segs = append(p.segs, Segment{Op: QuadTo, Pts: [3]Point{{cx, cy}, {x, y}}})
}

// CubicTo adds a cubic Bézier curve with control points (c1x, c1y) and (c2x, c2y) ending
// at (x, y).
func (p *Path) CubicTo(c1x, c1y, c2x, c2y, x, y float64) {
	if len(p.segs) == 0 {
		p.MoveTo(c1x, c1y)
	}
	p.segs = append(p.segs, Segment{Op: CubicTo, Pts: [3]Point{{c1x, c1y}, {c2x, c2y}, {x, y}}})
}

// Close closes the current subpath with a straight line to its start.
func (p *Path) Close() {
	if p.open() {
		p.segs = append(p.segs, Segment{Op: Close})
	}
}

// Append adds the subpaths of q to p.
func (p *Path) Append(q Path) {
	p.segs = append(p.segs, q.segs...)
}

// Arc adds an elliptical arc around (cx, cy) with radii rx, ry, from angle start through
// sweep, in radians. Angles are measured from the +x axis towards +y, which is clockwise
// on the page because y grows downward. The arc is joined to the current point by a
// straight line, or starts a new subpath when there is none. It is drawn with cubic
// Béziers of at most a quarter turn each (error below 0.03 % of the radius).
func (p *Path) Arc(cx, cy, rx, ry, start, sweep float64) {
	x0, y0 := cx+rx*math.Cos(start), cy+ry*math.Sin(start)
	if p.open() {
		p.LineTo(x0, y0)
	} else {
		p.MoveTo(x0, y0)
	}
	n := int(math.Ceil(math.Abs(sweep) / (math.Pi / 2)))
	if n == 0 {
		return
	}
	step := sweep / float64(n)
	k := 4.0 / 3.0 * math.Tan(step/4) // control arm length for a unit circle
	for i := range n {
		a0 := start + float64(i)*step
		a1 := a0 + step
		sin0, cos0 := math.Sincos(a0)
		sin1, cos1 := math.Sincos(a1)
		p.CubicTo(
			cx+rx*(cos0-k*sin0), cy+ry*(sin0+k*cos0),
			cx+rx*(cos1+k*sin1), cy+ry*(sin1-k*cos1),
			cx+rx*cos1, cy+ry*sin1,
		)
	}
}

// Rect is the rectangle with top-left corner (x, y), width w and height h.
func Rect(x, y, w, h float64) Path {
	return Polygon(Point{x, y}, Point{x + w, y}, Point{x + w, y + h}, Point{x, y + h})
}

// RoundRect is a rectangle whose corners are quarter circles of radius r (at most half
// the shorter side).
func RoundRect(x, y, w, h, r float64) Path {
	r = math.Min(r, math.Min(math.Abs(w), math.Abs(h))/2)
	if r <= 0 {
		return Rect(x, y, w, h)
	}
	var p Path
	p.Arc(x+w-r, y+r, r, r, -math.Pi/2, math.Pi/2)
	p.Arc(x+w-r, y+h-r, r, r, 0, math.Pi/2)
	p.Arc(x+r, y+h-r, r, r, math.Pi/2, math.Pi/2)
	p.Arc(x+r, y+r, r, r, math.Pi, math.Pi/2)
	p.Close()
	return p
}

// Circle is the circle around (cx, cy) with radius r.
func Circle(cx, cy, r float64) Path { return Ellipse(cx, cy, r, r) }

// Ellipse is the axis-aligned ellipse around (cx, cy) with radii rx and ry.
func Ellipse(cx, cy, rx, ry float64) Path {
	var p Path
	p.Arc(cx, cy, rx, ry, 0, 2*math.Pi)
	p.Close()
	return p
}

// Arc is an open circular arc (for stroking); see Path.Arc for the angles.
func Arc(cx, cy, r, start, sweep float64) Path {
	var p Path
	p.Arc(cx, cy, r, r, start, sweep)
	return p
}

// Line is the straight line from (x1, y1) to (x2, y2).
func Line(x1, y1, x2, y2 float64) Path {
	var p Path
	p.MoveTo(x1, y1)
	p.LineTo(x2, y2)
	return p
}

// Polygon is the closed polygon through pts.
func Polygon(pts ...Point) Path {
	var p Path
	for i, pt := range pts {
		if i == 0 {
			p.MoveTo(pt.X, pt.Y)
		} else {
			p.LineTo(pt.X, pt.Y)
		}
	}
	p.Close()
	return p
}
