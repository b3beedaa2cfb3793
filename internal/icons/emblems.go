package icons

import (
	"math"

	"github.com/excalibur-kit/excalibur/internal/draw"
)

// The heraldic emblems of the six player colours, as charges couped (free-standing).

// cross: a cross formy (pattée), its arms flaring to straight ends.
func cross(p *pen) {
	const c, in, out, half = 50.0, 7.0, 42.0, 19.0 // centre; inner and outer reach; half end
	var q draw.Path
	q.MoveTo(c-in, c-in)
	for i := range 4 {
		// Each arm in turn, drawn pointing up and turned by i quarter turns clockwise.
		turn := func(x, y float64) (float64, float64) {
			for range i {
				x, y = c-(y-c), c+(x-c)
			}
			return x, y
		}
		x1, y1 := turn(c-in-1, c-out+12)
		x2, y2 := turn(c-half, c-out)
		x3, y3 := turn(c+half, c-out)
		x4, y4 := turn(c+in+1, c-out+12)
		x5, y5 := turn(c+in, c-in)
		q.QuadTo(x1, y1, x2, y2)
		q.LineTo(x3, y3)
		q.QuadTo(x4, y4, x5, y5)
	}
	q.Close()
	p.in(q)
}

// mullet: a five-pointed star.
func mullet(p *pen) {
	const cx, cy, r = 50.0, 54.0, 46.0
	pts := make([]draw.Point, 10)
	for i := range pts {
		a := (-90 + 36*float64(i)) * math.Pi / 180
		rr := r
		if i%2 == 1 {
			rr = r * 0.42
		}
		pts[i] = pt(cx+rr*math.Cos(a), cy+rr*math.Sin(a))
	}
	p.in(draw.Polygon(pts...))
}

// annulet: a ring.
func annulet(p *pen) {
	p.in(ring(50, 50, 40, 25))
}

// crescent: a crescent, horns up.
func crescent(p *pen) {
	// The outer circle, less an inner circle set higher: their crossing points are the
	// horns.
	const ox, oy, or = 50.0, 52.0, 42.0
	const ix, iy, ir = 50.0, 37.0, 34.0
	d := oy - iy
	// Crossing points: y measured from the outer centre along the line of centres.
	t := (d*d + or*or - ir*ir) / (2 * d) // distance from outer centre towards inner
	hx := math.Sqrt(or*or - t*t)
	ya := oy - t
	ao := math.Atan2(ya-oy, hx) // right horn seen from the outer centre
	ai := math.Atan2(ya-iy, hx) // right horn seen from the inner centre
	var c draw.Path
	c.Arc(ox, oy, or, or, ao, math.Pi-2*ao) // right horn, round the bottom, to the left horn
	c.Arc(ix, iy, ir, ir, math.Pi-ai, -(math.Pi - 2*ai))
	c.Close()
	p.in(c)
}

// lozenge: a diamond, taller than wide.
func lozenge(p *pen) {
	p.in(poly(50, 6, 84, 50, 50, 94, 16, 50))
}

// chevron: an inverted V band.
func chevron(p *pen) {
	p.in(poly(50, 14, 92, 56, 92, 84, 50, 42, 8, 84, 8, 56))
}
