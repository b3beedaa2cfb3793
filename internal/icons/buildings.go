package icons

import (
	"math"

	"github.com/excalibur-kit/excalibur/internal/draw"
)

// merlons is a crenellated top from x0 to x1 whose merlons stand from y-h to y.
func merlons(x0, x1, y, h float64, n int) draw.Path {
	w := (x1 - x0) / float64(2*n-1)
	var p draw.Path
	for i := range n {
		p.Append(draw.Rect(x0+float64(2*i)*w, y-h, w, h+1))
	}
	return p
}

// castle: a crenellated keep between two towers, a pennant above.
func castle(p *pen) {
	p.in(union(
		draw.Rect(33, 26, 34, 66), merlons(33, 67, 26, 8, 3),
		draw.Rect(8, 44, 20, 48), merlons(8, 28, 44, 7, 2),
		draw.Rect(72, 44, 20, 48), merlons(72, 92, 44, 7, 2),
		draw.Rect(8, 64, 84, 28),
	))
	p.in(draw.Rect(48, 5, 4, 14), poly(50, 5, 68, 9.5, 50, 14))
	p.cut(archRect(42, 72, 16, 92))
	p.cut(archRect(46, 36, 8, 48))
	p.cut(archRect(15, 51, 6, 60), archRect(79, 51, 6, 60))
	p.cut(draw.Rect(28, 50, 5, 14), draw.Rect(67, 50, 5, 14))
}

// church: a gabled nave and a tower with a spire and a cross.
func church(p *pen) {
	p.in(draw.Rect(40, 58, 52, 34), poly(36, 60, 66, 30, 96, 60))
	p.cut(archRect(58, 75, 16, 92))
	p.cut(draw.Circle(66, 48, 5))
	tower := union(draw.Rect(11, 38, 24, 54), poly(7, 40, 23, 15, 39, 40))
	p.halo(3, tower)
	p.in(tower)
	p.in(draw.Rect(21, 4, 4, 16), draw.Rect(16, 8, 14, 4))
	p.cut(archRect(19, 50, 8, 62))
}

// standing is a standing stone from x0 to x1, its foot at y1 and its rounded top at y0;
// lean shifts the top sideways.
func standing(x0, y0, x1, y1, lean float64) draw.Path {
	w := x1 - x0
	var s draw.Path
	s.MoveTo(x0, y1)
	s.LineTo(x0+lean+0.5, y0+0.4*w)
	s.QuadTo(x0+lean+1, y0, x0+lean+0.55*w, y0)
	s.QuadTo(x1+lean, y0, x1+lean-0.5, y0+0.45*w)
	s.LineTo(x1, y1)
	s.Close()
	return s
}

// stoneCircle: a ring of standing stones with a trilithon at its front.
func stoneCircle(p *pen) {
	stones := []draw.Path{
		// the far side of the ring
		standing(22, 44, 31, 70, -1), standing(69, 42, 78, 70, 1),
		// the flanks
		standing(6, 46, 19, 82, -1.5), standing(81, 46, 94, 82, 1.5),
	}
	for _, s := range stones {
		p.halo(2.5, s)
		p.in(s)
	}
	// The trilithon: two uprights and a lintel.
	tri := []draw.Path{
		standing(31, 34, 45, 92, 0), standing(55, 34, 69, 92, 0),
		poly(27, 25, 73, 24, 74, 35, 26, 36),
	}
	p.halo(2.5, tri...)
	p.in(tri...)
}

// smoke: a fire with puffs of smoke rising from it.
func smoke(p *pen) {
	var f draw.Path
	f.MoveTo(50, 94)
	f.CubicTo(30, 94, 22, 82, 26, 70)
	f.QuadTo(27, 65, 31, 59)
	f.QuadTo(34, 65, 38, 67)
	f.CubicTo(38, 60, 44, 56, 48, 46)
	f.CubicTo(55, 55, 62, 59, 62, 66)
	f.QuadTo(66, 62, 69, 56)
	f.CubicTo(77, 67, 78, 83, 71, 89)
	f.CubicTo(65, 94, 58, 94, 50, 94)
	f.Close()
	p.in(f)
	var in draw.Path
	in.MoveTo(50, 90)
	in.CubicTo(41, 90, 39, 81, 43, 76)
	in.CubicTo(46, 72, 48, 69, 50, 64)
	in.CubicTo(52, 69, 55, 72, 57, 76)
	in.CubicTo(61, 81, 59, 90, 50, 90)
	in.Close()
	p.cut(in)
	// Two wisps of smoke curling up from the tongues of the flame.
	for _, w := range [][3]float64{{38, 52, 1}, {61, 50, -1}} {
		x0, y0, dir := w[0], w[1], w[2]
		p.in(ribbon(sample(24, func(u float64) draw.Point {
			return pt(x0+dir*5*math.Sin(2*math.Pi*(u*1.1))+6*u, y0-(y0-8)*u)
		}), func(u float64) float64 { return 0.8 + 2.6*math.Sin(math.Pi*math.Pow(u, 0.8)) }, true))
	}
}

// kingArthur: a royal crown.
func kingArthur(p *pen) {
	var c draw.Path
	c.MoveTo(16, 74)
	for _, q := range [][2]float64{{12, 32}, {26, 56}, {32, 38}, {41, 56}, {50, 28}, {59, 56}, {68, 38}, {74, 56}, {88, 32}, {84, 74}} {
		c.LineTo(q[0], q[1])
	}
	c.Close()
	p.in(c)
	p.in(draw.Circle(12, 30, 5), draw.Circle(32, 36, 4.5), draw.Circle(68, 36, 4.5), draw.Circle(88, 30, 5))
	p.in(draw.Rect(47.5, 8, 5, 22), draw.Rect(42, 13, 16, 5))
	p.in(draw.RoundRect(12, 70, 76, 18, 3))
	p.cut(draw.Rect(14, 67.5, 72, 4))
	p.cut(poly(50, 73, 56, 79, 50, 85, 44, 79))
	p.cut(draw.Circle(30, 79, 3.5), draw.Circle(70, 79, 3.5))
}

// weather: the sun behind a cloud.
func weather(p *pen) {
	const sx, sy = 36.0, 36.0
	p.in(draw.Circle(sx, sy, 15))
	for a := 135.0; a <= 315; a += 45 { // the rays the cloud leaves in sight
		s, c := math.Sincos(a * math.Pi / 180)
		n := pt(-s, c)
		b := pt(sx+20*c, sy+20*s)
		p.in(poly(b.X+4.5*n.X, b.Y+4.5*n.Y, sx+30*c, sy+30*s, b.X-4.5*n.X, b.Y-4.5*n.Y))
	}
	cloud := union(
		draw.Circle(44, 68, 13), draw.Circle(63, 57, 18), draw.Circle(82, 70, 10),
		draw.RoundRect(30, 66, 62, 20, 10),
	)
	p.halo(5, cloud)
	p.in(cloud)
	if p.detail() {
		p.cut(ribbon(sample(12, func(u float64) draw.Point {
			a := (200 + 60*u) * math.Pi / 180
			return pt(63+12*math.Cos(a), 57+12*math.Sin(a))
		}), func(u float64) float64 { return 1.3 * math.Sin(math.Pi*u) }, false))
	}
}
