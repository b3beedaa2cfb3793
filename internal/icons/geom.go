package icons

import (
	"math"

	"github.com/excalibur-kit/excalibur/internal/draw"
)

// Every icon is designed in a square of 100 x 100 units, origin top-left, y down, and
// scaled to its box when drawn. The helpers below build paths in those units.

// pt is a point in icon units.
func pt(x, y float64) draw.Point { return draw.Point{X: x, Y: y} }

// mapPath returns p with every point passed through f (f must be affine, so that the
// Bézier control points stay valid).
func mapPath(p draw.Path, f func(draw.Point) draw.Point) draw.Path {
	var q draw.Path
	for _, s := range p.Segments() {
		switch s.Op {
		case draw.MoveTo:
			a := f(s.Pts[0])
			q.MoveTo(a.X, a.Y)
		case draw.LineTo:
			a := f(s.Pts[0])
			q.LineTo(a.X, a.Y)
		case draw.QuadTo:
			a, b := f(s.Pts[0]), f(s.Pts[1])
			q.QuadTo(a.X, a.Y, b.X, b.Y)
		case draw.CubicTo:
			a, b, c := f(s.Pts[0]), f(s.Pts[1]), f(s.Pts[2])
			q.CubicTo(a.X, a.Y, b.X, b.Y, c.X, c.Y)
		case draw.Close:
			q.Close()
		}
	}
	return q
}

// rotated turns p by deg degrees, clockwise on the page, about (cx, cy).
func rotated(p draw.Path, cx, cy, deg float64) draw.Path {
	s, c := math.Sincos(deg * math.Pi / 180)
	return mapPath(p, func(a draw.Point) draw.Point {
		x, y := a.X-cx, a.Y-cy
		return pt(cx+x*c-y*s, cy+x*s+y*c)
	})
}

// moved shifts p by (dx, dy).
func moved(p draw.Path, dx, dy float64) draw.Path {
	return mapPath(p, func(a draw.Point) draw.Point { return pt(a.X+dx, a.Y+dy) })
}

// union puts the subpaths of ps into one path. Fill it only when every subpath turns
// the same way (all the shape functions of package draw turn clockwise), or the
// overlaps become holes.
func union(ps ...draw.Path) draw.Path {
	var u draw.Path
	for _, p := range ps {
		u.Append(p)
	}
	return u
}

// poly is the closed polygon through the points given as x, y pairs.
func poly(xy ...float64) draw.Path {
	pts := make([]draw.Point, len(xy)/2)
	for i := range pts {
		pts[i] = pt(xy[2*i], xy[2*i+1])
	}
	return draw.Polygon(pts...)
}

// bar is a straight band of width w from (x1, y1) to (x2, y2), with square ends.
func bar(x1, y1, x2, y2, w float64) draw.Path {
	dx, dy := x2-x1, y2-y1
	l := math.Hypot(dx, dy)
	nx, ny := -dy/l*w/2, dx/l*w/2
	return poly(x1-nx, y1-ny, x2-nx, y2-ny, x2+nx, y2+ny, x1+nx, y1+ny)
}

// ring is an annulus (a hole cut by an inner circle turning the other way).
func ring(cx, cy, r1, r2 float64) draw.Path {
	p := draw.Circle(cx, cy, r1)
	p.Arc(cx, cy, r2, r2, 0, -2*math.Pi)
	p.Close()
	return p
}

// sector is the piece of the annulus between radii r1 < r2 from angle a0 through
// sweep (degrees, clockwise on the page).
func sector(cx, cy, r1, r2, a0, sweep float64) draw.Path {
	a, s := a0*math.Pi/180, sweep*math.Pi/180
	var p draw.Path
	p.Arc(cx, cy, r2, r2, a, s)
	p.Arc(cx, cy, r1, r1, a+s, -s)
	p.Close()
	return p
}

// archRect is a rectangle whose top is a half circle (a door or a window): x, w across,
// from the springing of the arch at y down to bottom.
func archRect(x, y, w, bottom float64) draw.Path {
	r := w / 2
	var p draw.Path
	p.MoveTo(x, bottom)
	p.Arc(x+r, y, r, r, math.Pi, math.Pi)
	p.LineTo(x+w, bottom)
	p.Close()
	return p
}

// ribbon outlines a band along the polyline pts whose half width at the i-th point is
// hw(i / (len(pts)-1)); round ends when round is set, else square ends.
func ribbon(pts []draw.Point, hw func(t float64) float64, round bool) draw.Path {
	n := len(pts)
	left := make([]draw.Point, n)
	right := make([]draw.Point, n)
	norm := make([]draw.Point, n)
	for i := range pts {
		a, b := pts[max(i-1, 0)], pts[min(i+1, n-1)]
		dx, dy := b.X-a.X, b.Y-a.Y
		l := math.Hypot(dx, dy)
		norm[i] = pt(-dy/l, dx/l)
		h := hw(float64(i) / float64(n-1))
		left[i] = pt(pts[i].X+norm[i].X*h, pts[i].Y+norm[i].Y*h)
		right[i] = pt(pts[i].X-norm[i].X*h, pts[i].Y-norm[i].Y*h)
	}
	var p draw.Path
	p.MoveTo(left[0].X, left[0].Y)
	for _, q := range left[1:] {
		p.LineTo(q.X, q.Y)
	}
	if round {
		h := hw(1)
		p.Arc(pts[n-1].X, pts[n-1].Y, h, h, math.Atan2(norm[n-1].Y, norm[n-1].X), -math.Pi)
	}
	for i := n - 1; i >= 0; i-- {
		p.LineTo(right[i].X, right[i].Y)
	}
	if round {
		h := hw(0)
		p.Arc(pts[0].X, pts[0].Y, h, h, math.Atan2(-norm[0].Y, -norm[0].X), -math.Pi)
	}
	p.Close()
	return p
}

// sample returns n+1 points of the curve f(t) for t from 0 to 1.
func sample(n int, f func(t float64) draw.Point) []draw.Point {
	pts := make([]draw.Point, n+1)
	for i := range pts {
		pts[i] = f(float64(i) / float64(n))
	}
	return pts
}

// wave is a wavy band (water) from x0 to x1 about the line y, of amplitude amp and
// the given number of periods, width w, tapering towards its round ends like a stroke
// of a brush.
func wave(x0, x1, y, amp, periods, w float64) draw.Path {
	pts := sample(40, func(t float64) draw.Point {
		return pt(x0+(x1-x0)*t, y-amp*math.Sin(2*math.Pi*periods*t))
	})
	return ribbon(pts, func(t float64) float64 {
		return w / 2 * (0.6 + 0.4*math.Sin(math.Pi*t))
	}, true)
}

// constant is the half width function of a band of width w, for ribbon.
func constant(w float64) func(float64) float64 {
	return func(float64) float64 { return w / 2 }
}

// crownOfTree is the lumpy round crown of a broad-leaved tree (an oak) of radius r: a disc
// with leafy lobes, all clockwise, to be filled as one path.
func crownOfTree(cx, cy, r float64) draw.Path {
	p := draw.Circle(cx, cy+0.08*r, 0.8*r)
	for _, a := range []float64{-90, -140, -40, 170, 10, 135, 45} {
		s, c := math.Sincos(a * math.Pi / 180)
		p.Append(draw.Circle(cx+0.52*r*c, cy+0.52*r*s, 0.48*r))
	}
	return p
}

// trunk is a tree trunk of half width hw from the crown at y0 to the ground at y1,
// flaring into roots.
func trunk(cx, y0, y1, hw float64) draw.Path {
	var p draw.Path
	p.MoveTo(cx-hw, y0)
	p.LineTo(cx+hw, y0)
	p.LineTo(cx+hw, y1-2.2*hw)
	p.QuadTo(cx+hw, y1, cx+2.4*hw, y1)
	p.LineTo(cx-2.4*hw, y1)
	p.QuadTo(cx-hw, y1, cx-hw, y1-2.2*hw)
	p.Close()
	return p
}
