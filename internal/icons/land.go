package icons

import (
	"math"

	"github.com/excalibur-kit/excalibur/internal/draw"
)

// stripField: ploughed ridges running away to a hedge.
func stripField(p *pen) {
	const (
		vy   = -70.0 // vanishing point above the box
		near = 92.0
		far  = 40.0
		n    = 5
		w    = 11.0
	)
	g := (88 - n*w) / (n - 1)
	proj := func(x, y float64) draw.Point {
		t := (y - vy) / (near - vy)
		return pt(50+(x-50)*t, y)
	}
	for i := range n {
		x0 := 6 + float64(i)*(w+g)
		x1 := x0 + w
		var r draw.Path
		for j := 0; j <= 10; j++ {
			q := proj(x0, near-(near-far)*float64(j)/10)
			r.LineTo(q.X, q.Y)
		}
		for j := 10; j >= 0; j-- {
			q := proj(x1, near-(near-far)*float64(j)/10)
			r.LineTo(q.X, q.Y)
		}
		r.Close()
		p.in(r)
	}
	// The hedge on the horizon.
	hedge := draw.Rect(8, 31, 84, 3.5)
	for i := range 9 {
		hedge.Append(draw.Circle(11.5+float64(i)*9.6, 30.5-float64(i%2)*0.8, 3.6+float64(i%3)*0.4))
	}
	p.in(hedge)
}

// pasture: a sheep on a tufty ground.
func pasture(p *pen) {
	body := draw.Ellipse(56, 46, 26, 16)
	for a := 0.0; a < 360; a += 30 {
		s, c := math.Sincos(a * math.Pi / 180)
		body.Append(draw.Circle(56+26*c, 46+15*s, 9.5))
	}
	p.in(body)
	for _, x := range []float64{38, 47, 66, 75} {
		p.in(draw.Rect(x-3, 56, 6, 32))
	}
	head := rotated(draw.Ellipse(22, 46, 9, 13), 22, 46, 35)
	ear := rotated(draw.Ellipse(32, 34, 7, 3.5), 32, 34, -20)
	p.halo(3, head, ear)
	p.in(head, ear)
	if p.detail() {
		p.cut(draw.Circle(23, 42, 2.2))
		// Curls of wool.
		for _, c := range [][2]float64{{48, 38}, {64, 34}, {75, 46}, {58, 50}} {
			p.cut(ribbon(sample(10, func(u float64) draw.Point {
				a := (150 + 220*u) * math.Pi / 180
				return pt(c[0]+3.5*math.Cos(a), c[1]+3.5*math.Sin(a))
			}), func(u float64) float64 { return 1.1 * (0.5 + 0.5*math.Sin(math.Pi*u)) }, true))
		}
	}
	// Grass: a strip with blades.
	var g draw.Path
	g.MoveTo(6, 93)
	for _, x := range []float64{10, 24, 54, 86} {
		g.LineTo(x, 88)
		g.LineTo(x+3, 79)
		g.LineTo(x+4, 86)
		g.LineTo(x+7, 76)
		g.LineTo(x+7.5, 86)
		g.LineTo(x+10, 80)
		g.LineTo(x+11, 88)
	}
	g.LineTo(94, 88)
	g.LineTo(94, 93)
	g.Close()
	p.in(g)
}

// tree draws a broad-leaved tree with its crown of radius r at (cx, cy), standing at
// ground, cleared by a halo of h units.
func tree(p *pen, cx, cy, r, ground, h float64) {
	c := crownOfTree(cx, cy, r)
	t := trunk(cx, cy+0.5*r, ground, 0.2*r)
	if h > 0 {
		p.halo(h, c, t)
	}
	p.in(c, t)
	if p.detail() {
		// A few woodcut cuts in the foliage.
		p.cut(ribbon(sample(12, func(u float64) draw.Point {
			a := (200 + 70*u) * math.Pi / 180
			return pt(cx+0.58*r*math.Cos(a), cy+0.1*r+0.58*r*math.Sin(a))
		}), func(u float64) float64 { return 0.06 * r * math.Sin(math.Pi*u) }, false))
	}
}

// forest: three oaks.
func forest(p *pen) {
	tree(p, 24, 34, 17, 80, 0)
	tree(p, 76, 34, 17, 80, 0)
	tree(p, 50, 44, 23, 92, 3.5)
}

// river: three wavy water lines.
func river(p *pen) {
	for _, y := range []float64{28, 50, 72} {
		p.in(wave(8, 92, y, 7, 2, 10))
	}
}

// reeve: a fish above the water.
func reeve(p *pen) {
	var body draw.Path
	body.MoveTo(8, 40)
	body.CubicTo(22, 18, 54, 18, 72, 38)
	body.LineTo(72, 42)
	body.CubicTo(54, 62, 22, 62, 8, 40)
	body.Close()
	tail := poly(66, 40, 92, 22, 84, 40, 92, 58)
	fin := poly(36, 26, 50, 14, 56, 25)
	p.in(body, tail, fin)
	p.cut(draw.Circle(20, 37, 3.4))
	p.cut(ribbon(sample(10, func(u float64) draw.Point {
		a := (-50 + 100*u) * math.Pi / 180
		return pt(20+14*math.Cos(a), 40+16*math.Sin(a))
	}), func(u float64) float64 { return 2.3 * (0.4 + 0.6*math.Sin(math.Pi*u)) }, false))
	p.in(wave(8, 92, 73, 4, 2, 8))
	p.in(wave(18, 82, 88, 3.5, 1.5, 7))
}

// beehive: a straw skep on a board.
func beehive(p *pen) {
	var skep draw.Path
	skep.MoveTo(14, 82)
	skep.CubicTo(10, 44, 26, 12, 50, 12)
	skep.CubicTo(74, 12, 90, 44, 86, 82)
	skep.Close()
	p.in(skep)
	// The coils of straw.
	for _, y := range []float64{31, 47, 63} {
		// half width of the skep at height y, read off its outline closely enough
		hw := 36 * math.Sqrt(1-math.Pow((82-y)/72, 2.6))
		p.cut(ribbon(sample(16, func(u float64) draw.Point {
			x := 50 + hw*(2*u-1)
			return pt(x, y+5*(1-math.Pow(2*u-1, 2)))
		}), constant(4.5), false))
	}
	p.cut(archRect(42, 76, 16, 82))
	p.in(draw.RoundRect(6, 82, 88, 9, 2))
}

// forester: a woodsman's axe before an oak.
func forester(p *pen) {
	tree(p, 30, 32, 24, 90, 0)
	// The axe upright, handle foot at the origin, then turned and set in place.
	var head draw.Path
	head.MoveTo(-7, -73)
	head.LineTo(6, -73)
	head.LineTo(22, -78)
	head.QuadTo(31, -62, 25, -44)
	head.QuadTo(14, -50, 6, -58)
	head.LineTo(-7, -58)
	head.Close()
	handle := ribbon(sample(8, func(u float64) draw.Point {
		return pt(-2.5*math.Sin(math.Pi*u), -72*u)
	}), func(u float64) float64 { return 4.2 - 0.7*u }, true)
	place := func(q draw.Path) draw.Path { return moved(rotated(q, 0, 0, 20), 45, 91) }
	p.halo(3.5, place(head), place(handle))
	p.in(place(handle), place(head))
	if p.detail() {
		p.cut(place(draw.Circle(-1, -65.5, 2)))
	}
}

// waterMill: a mill house with its wheel in the stream.
func waterMill(p *pen) {
	p.in(draw.Rect(8, 46, 42, 44))
	p.in(poly(3, 48, 29, 18, 55, 48))
	if p.detail() {
		p.cut(archRect(14, 66, 10, 90))
		p.cut(draw.Rect(29, 54, 7, 8))
	}
	const cx, cy = 68.0, 62.0
	p.halo(2, draw.Circle(cx, cy, 26.5))
	p.in(ring(cx, cy, 20, 15))
	for a := 15.0; a < 360; a += 30 {
		s, c := math.Sincos(a * math.Pi / 180)
		p.in(bar(cx+17*c, cy+17*s, cx+26.5*c, cy+26.5*s, 6.5))
	}
	for a := 0.0; a < 180; a += 45 {
		s, c := math.Sincos(a * math.Pi / 180)
		p.in(bar(cx-17*c, cy-17*s, cx+17*c, cy+17*s, 4))
	}
	p.in(draw.Circle(cx, cy, 5.5))
	w := wave(30, 92, 89, 3, 2, 7)
	p.halo(2.5, w)
	p.in(w)
}
