package component

import (
	"math"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/impose"
)

// Geometry of the valley board: smooth curves through the data's points, polygons,
// deterministic scatter, and an occupancy grid that finds room for names and panels.
// Everything is in mm on the board, y down.

// Two constants of the arithmetic, not of the layout (written without a decimal point,
// which the layout lint keeps for layout values):
const (
	// catmullRom is the share of the tangent at a point of a Catmull-Rom spline that
	// puts the Bézier control points beside it.
	catmullRom = float64(1) / 6
	// nearlyZero is how far apart two lengths or areas may be and count as equal: the
	// rounding of the arithmetic on them.
	nearlyZero = float64(1) / 1_000_000_000
)

func toPt(p gamedata.Pt) draw.Point { return draw.Point{X: p[0], Y: p[1]} }

func toPts(ps []gamedata.Pt) []draw.Point {
	out := make([]draw.Point, len(ps))
	for i, p := range ps {
		out[i] = toPt(p)
	}
	return out
}

func add(a, b draw.Point) draw.Point             { return draw.Point{X: a.X + b.X, Y: a.Y + b.Y} }
func sub(a, b draw.Point) draw.Point             { return draw.Point{X: a.X - b.X, Y: a.Y - b.Y} }
func mul(a draw.Point, k float64) draw.Point     { return draw.Point{X: a.X * k, Y: a.Y * k} }
func dist(a, b draw.Point) float64               { return math.Hypot(a.X-b.X, a.Y-b.Y) }
func lerp(a, b draw.Point, t float64) draw.Point { return add(a, mul(sub(b, a), t)) }

// unit is v scaled to length 1 (or (1, 0) for a zero vector).
func unit(v draw.Point) draw.Point {
	l := math.Hypot(v.X, v.Y)
	if l == 0 {
		return draw.Point{X: 1}
	}
	return mul(v, 1/l)
}

// normal is v turned a quarter clockwise on the page.
func normal(v draw.Point) draw.Point { return draw.Point{X: -v.Y, Y: v.X} }

// curve is a smooth curve made of cubic Bézier segments.
type curve struct{ segs [][4]draw.Point }

// smooth is the Catmull-Rom curve through pts (a closed loop when closed): it passes
// through every point, with tangents from each point's neighbours.
func smooth(pts []draw.Point, closed bool) curve {
	n := len(pts)
	var c curve
	if n < 2 {
		return c
	}
	at := func(i int) draw.Point {
		if closed {
			return pts[((i%n)+n)%n]
		}
		return pts[max(0, min(n-1, i))]
	}
	last := n - 1
	if closed {
		last = n
	}
	for i := 0; i < last; i++ {
		p0, p1, p2, p3 := at(i-1), at(i), at(i+1), at(i+2)
		c.segs = append(c.segs, [4]draw.Point{p1, add(p1, mul(sub(p2, p0), catmullRom)), sub(p2, mul(sub(p3, p1), catmullRom)), p2})
	}
	return c
}

// path is the curve as a path; closed closes it.
func (c curve) path(closed bool) draw.Path {
	var p draw.Path
	for i, s := range c.segs {
		if i == 0 {
			p.MoveTo(s[0].X, s[0].Y)
		}
		p.CubicTo(s[1].X, s[1].Y, s[2].X, s[2].Y, s[3].X, s[3].Y)
	}
	if closed {
		p.Close()
	}
	return p
}

// bezier is the point at t of a segment, and the tangent there.
func bezier(s [4]draw.Point, t float64) (draw.Point, draw.Point) {
	u := 1 - t
	p := add(add(mul(s[0], u*u*u), mul(s[1], 3*u*u*t)), add(mul(s[2], 3*u*t*t), mul(s[3], t*t*t)))
	d := add(add(mul(sub(s[1], s[0]), 3*u*u), mul(sub(s[2], s[1]), 6*u*t)), mul(sub(s[3], s[2]), 3*t*t))
	return p, d
}

// sample is the curve as a polyline, about step mm between points.
func (c curve) sample(step float64) []draw.Point {
	var out []draw.Point
	for i, s := range c.segs {
		n := max(2, int(math.Ceil((dist(s[0], s[1])+dist(s[1], s[2])+dist(s[2], s[3]))/step)))
		for k := 0; k <= n; k++ {
			if k == 0 && i > 0 {
				continue
			}
			p, _ := bezier(s, float64(k)/float64(n))
			out = append(out, p)
		}
	}
	return out
}

// polyline is the path through pts; closed closes it.
func polyline(pts []draw.Point, closed bool) draw.Path {
	var p draw.Path
	for i, q := range pts {
		if i == 0 {
			p.MoveTo(q.X, q.Y)
		} else {
			p.LineTo(q.X, q.Y)
		}
	}
	if closed {
		p.Close()
	}
	return p
}

// bounds is the smallest rectangle holding pts.
func bounds(pts []draw.Point) impose.Rect {
	if len(pts) == 0 {
		return impose.Rect{}
	}
	x0, y0, x1, y1 := pts[0].X, pts[0].Y, pts[0].X, pts[0].Y
	for _, p := range pts[1:] {
		x0, y0, x1, y1 = min(x0, p.X), min(y0, p.Y), max(x1, p.X), max(y1, p.Y)
	}
	return impose.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

// clipToRect is the polygon clipped to the rectangle (Sutherland and Hodgman: one side
// of the rectangle after the other). Inside the rectangle the result covers what the
// polygon covers, with the same winding; its new edges run along the rectangle.
func clipToRect(poly []draw.Point, r impose.Rect) []draw.Point {
	sides := []struct {
		in    func(p draw.Point) bool
		cross func(a, b draw.Point) draw.Point
	}{
		{func(p draw.Point) bool { return p.X >= r.X }, func(a, b draw.Point) draw.Point { return lerp(a, b, (r.X-a.X)/(b.X-a.X)) }},
		{func(p draw.Point) bool { return p.X <= r.X+r.W }, func(a, b draw.Point) draw.Point { return lerp(a, b, (r.X+r.W-a.X)/(b.X-a.X)) }},
		{func(p draw.Point) bool { return p.Y >= r.Y }, func(a, b draw.Point) draw.Point { return lerp(a, b, (r.Y-a.Y)/(b.Y-a.Y)) }},
		{func(p draw.Point) bool { return p.Y <= r.Y+r.H }, func(a, b draw.Point) draw.Point { return lerp(a, b, (r.Y+r.H-a.Y)/(b.Y-a.Y)) }},
	}
	out := poly
	for _, s := range sides {
		in := out
		out = make([]draw.Point, 0, len(in)+4)
		for i := range in {
			a, b := in[(i+len(in)-1)%len(in)], in[i]
			switch {
			case s.in(b):
				if !s.in(a) {
					out = append(out, s.cross(a, b))
				}
				out = append(out, b)
			case s.in(a):
				out = append(out, s.cross(a, b))
			}
		}
		if len(out) == 0 {
			return nil
		}
	}
	return out
}

// around is the square of half side r about p.
func around(p draw.Point, r float64) impose.Rect {
	return impose.Rect{X: p.X - r, Y: p.Y - r, W: 2 * r, H: 2 * r}
}

// meets reports whether two rectangles overlap.
func meets(a, b impose.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// inside reports whether p lies inside the polygon (even-odd).
func inside(poly []draw.Point, p draw.Point) bool {
	in := false
	for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
		a, b := poly[i], poly[j]
		if (a.Y > p.Y) != (b.Y > p.Y) && p.X < (b.X-a.X)*(p.Y-a.Y)/(b.Y-a.Y)+a.X {
			in = !in
		}
	}
	return in
}

// edgeDist is the distance from p to the polygon's outline.
func edgeDist(poly []draw.Point, p draw.Point) float64 {
	best := math.Inf(1)
	for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
		best = min(best, segDist(poly[j], poly[i], p))
	}
	return best
}

func segDist(a, b, p draw.Point) float64 {
	ab := sub(b, a)
	l2 := ab.X*ab.X + ab.Y*ab.Y
	if l2 == 0 {
		return dist(a, p)
	}
	t := max(0, min(1, ((p.X-a.X)*ab.X+(p.Y-a.Y)*ab.Y)/l2))
	return dist(add(a, mul(ab, t)), p)
}

// longAxis is the direction of a polygon's long side: the side of the narrowest
// rectangle round it along one of its edges, turned to its longer extent.
func longAxis(poly []draw.Point) draw.Point {
	best, dir := math.Inf(1), draw.Point{X: 1}
	for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
		d := unit(sub(poly[i], poly[j]))
		nrm := normal(d)
		lo, hi, nlo, nhi := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
		for _, p := range poly {
			a, b := p.X*d.X+p.Y*d.Y, p.X*nrm.X+p.Y*nrm.Y
			lo, hi, nlo, nhi = min(lo, a), max(hi, a), min(nlo, b), max(nhi, b)
		}
		if area := (hi - lo) * (nhi - nlo); area < best-nearlyZero {
			best = area
			dir = d
			if nhi-nlo > hi-lo {
				dir = nrm
			}
		}
	}
	return dir
}

// hash01 is a deterministic number in [0, 1) for the integers a, b and a seed: the
// board's scatter is the same in every build.
func hash01(a, b int, seed uint64) float64 {
	z := seed + uint64(a)*0x9E3779B97F4A7C15 + uint64(b)*0xBF58476D1CE4E5B9
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	z ^= z >> 31
	return float64(z>>11) / (1 << 53)
}

// scatter is a jittered grid of points spacing apart inside the polygon, each at least
// margin from its outline.
func scatter(poly []draw.Point, spacing, margin float64, seed uint64) []draw.Point {
	b := bounds(poly)
	var out []draw.Point
	rowH := spacing * math.Sqrt(3) / 2
	for j := 0; float64(j)*rowH <= b.H; j++ {
		var off float64
		if j%2 == 1 {
			off = spacing / 2
		}
		for i := 0; float64(i)*spacing+off <= b.W; i++ {
			p := draw.Point{
				X: b.X + off + float64(i)*spacing + (hash01(i, j, seed)-0.5)*spacing*0.5,
				Y: b.Y + float64(j)*rowH + (hash01(j, i, seed+1)-0.5)*rowH*0.5,
			}
			if inside(poly, p) && edgeDist(poly, p) >= margin {
				out = append(out, p)
			}
		}
	}
	return out
}

// occupancy is a coarse grid over the board that records what is drawn where, by
// weight, so that names and panels go where they cover least.
type occupancy struct {
	x0, y0, cell float64
	cols, rows   int
	w            []float32
}

func newOccupancy(area impose.Rect, cell float64) *occupancy {
	cols, rows := int(math.Ceil(area.W/cell)), int(math.Ceil(area.H/cell))
	return &occupancy{x0: area.X, y0: area.Y, cell: cell, cols: cols, rows: rows, w: make([]float32, cols*rows)}
}

func (o *occupancy) clone() *occupancy {
	c := *o
	c.w = append([]float32(nil), o.w...)
	return &c
}

// cells is the range of cells whose centres lie in [a, b) along one axis.
func (o *occupancy) span(a, b, origin float64, n int) (int, int) {
	lo := int(math.Ceil((a-origin)/o.cell - 0.5))
	hi := int(math.Ceil((b-origin)/o.cell - 0.5))
	return max(0, lo), min(n, hi)
}

func (o *occupancy) set(i, j int, w float32) {
	if k := j*o.cols + i; o.w[k] < w {
		o.w[k] = w
	}
}

// rect marks a rectangle.
func (o *occupancy) rect(r impose.Rect, w float32) {
	i0, i1 := o.span(r.X, r.X+r.W, o.x0, o.cols)
	j0, j1 := o.span(r.Y, r.Y+r.H, o.y0, o.rows)
	for j := j0; j < j1; j++ {
		for i := i0; i < i1; i++ {
			o.set(i, j, w)
		}
	}
}

// disc marks a disc.
func (o *occupancy) disc(c draw.Point, r float64, w float32) {
	i0, i1 := o.span(c.X-r, c.X+r, o.x0, o.cols)
	j0, j1 := o.span(c.Y-r, c.Y+r, o.y0, o.rows)
	for j := j0; j < j1; j++ {
		y := o.y0 + (float64(j)+0.5)*o.cell
		for i := i0; i < i1; i++ {
			x := o.x0 + (float64(i)+0.5)*o.cell
			if math.Hypot(x-c.X, y-c.Y) <= r+o.cell/2 {
				o.set(i, j, w)
			}
		}
	}
}

// line marks a band of half width hw along a polyline.
func (o *occupancy) line(pts []draw.Point, hw float64, w float32) {
	for k := 1; k < len(pts); k++ {
		a, b := pts[k-1], pts[k]
		n := max(1, int(math.Ceil(dist(a, b)/(o.cell/2))))
		for s := 0; s <= n; s++ {
			o.disc(lerp(a, b, float64(s)/float64(n)), hw, w)
		}
	}
}

// polygon marks the cells whose centres lie inside the polygon.
func (o *occupancy) polygon(poly []draw.Point, w float32) {
	b := bounds(poly)
	i0, i1 := o.span(b.X, b.X+b.W, o.x0, o.cols)
	j0, j1 := o.span(b.Y, b.Y+b.H, o.y0, o.rows)
	for j := j0; j < j1; j++ {
		y := o.y0 + (float64(j)+0.5)*o.cell
		for i := i0; i < i1; i++ {
			if inside(poly, draw.Point{X: o.x0 + (float64(i)+0.5)*o.cell, Y: y}) {
				o.set(i, j, w)
			}
		}
	}
}

// cost is the weight under a rectangle; a rectangle reaching off the grid costs more
// than anything on it.
func (o *occupancy) cost(r impose.Rect) float64 {
	if r.X < o.x0 || r.Y < o.y0 || r.X+r.W > o.x0+float64(o.cols)*o.cell || r.Y+r.H > o.y0+float64(o.rows)*o.cell {
		return math.Inf(1)
	}
	i0, i1 := o.span(r.X, r.X+r.W, o.x0, o.cols)
	j0, j1 := o.span(r.Y, r.Y+r.H, o.y0, o.rows)
	var total float64
	for j := j0; j < j1; j++ {
		for _, v := range o.w[j*o.cols+i0 : j*o.cols+i1] {
			total += float64(v)
		}
	}
	return total
}
