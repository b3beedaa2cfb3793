package icons

import (
	"github.com/excalibur-kit/excalibur/internal/draw"
)

// greatHelm draws a flat-topped great helm seen from the front, in the box x0..x1 by
// y0..y1.
func greatHelm(p *pen, x0, y0, x1, y1 float64, seam bool) {
	w, h := x1-x0, y1-y0
	cx := (x0 + x1) / 2
	X := func(u float64) float64 { return x0 + u*w }
	Y := func(v float64) float64 { return y0 + v*h }
	var helm draw.Path
	helm.MoveTo(x0, Y(0.16))
	helm.CubicTo(x0, Y(0.04), X(0.2), y0, cx, y0)
	helm.CubicTo(X(0.8), y0, x1, Y(0.04), x1, Y(0.16))
	helm.LineTo(x1, Y(0.84))
	helm.QuadTo(X(0.9), Y(0.94), cx, y1)
	helm.QuadTo(X(0.1), Y(0.94), x0, Y(0.84))
	helm.Close()
	p.in(helm)
	// The eye slits either side of the nasal bar.
	sy, sh := Y(0.34), 0.085*h
	bw := 0.11 * w
	p.cut(draw.Rect(x0-1, sy, cx-bw/2-x0+1, sh), draw.Rect(cx+bw/2, sy, x1+1-cx-bw/2, sh))
	if p.detail() {
		// Breaths: two rows of holes on the right cheek, and the nasal's edges.
		r := 0.025 * w
		for i := range 3 {
			for _, u := range []float64{0.2, 0.3, 0.7, 0.8} {
				p.cut(draw.Circle(X(u), Y(0.58+0.1*float64(i)), r))
			}
		}
		lw := 0.04 * w
		if seam {
			p.cut(draw.Rect(x0, Y(0.19), w, lw))
		}
		p.cut(draw.Rect(cx-bw/2-lw, sy+sh, lw, Y(0.88)-sy-sh), draw.Rect(cx+bw/2, sy+sh, lw, Y(0.88)-sy-sh))
	}
}

// knight: a great helm.
func knight(p *pen) {
	greatHelm(p, 20, 7, 80, 93, true)
}

// lord: a great helm wearing a coronet.
func lord(p *pen) {
	greatHelm(p, 26, 36, 74, 94, false)
	var c draw.Path
	c.MoveTo(24, 40)
	for _, q := range [][2]float64{{22, 17}, {37, 30}, {50, 11}, {63, 30}, {78, 17}, {76, 40}} {
		c.LineTo(q[0], q[1])
	}
	c.Close()
	p.halo(3, c)
	p.in(c)
	p.in(draw.Circle(22, 14, 5), draw.Circle(50, 9, 5), draw.Circle(78, 14, 5))
	p.cut(draw.Rect(24, 30.5, 52, 4))
}

// manAtArms: a kettle hat beside a halberd.
func manAtArms(p *pen) {
	// The halberd, its blade turned towards the hat.
	const sx = 80.0
	var blade draw.Path
	blade.MoveTo(sx-2, 17)
	blade.LineTo(sx-15, 13)
	blade.QuadTo(sx-24, 26, sx-19, 41)
	blade.QuadTo(sx-11, 34, sx-2, 35)
	blade.Close()
	p.in(draw.Rect(sx-3.25, 12, 6.5, 84), poly(sx, 3, sx+4, 14, sx-4, 14), blade,
		poly(sx+2, 20, sx+12, 25, sx+2, 30))
	// The hat: a bowl with a broad brim.
	const hx = 38.0
	var hat draw.Path
	hat.MoveTo(hx-34, 82)
	hat.QuadTo(hx-27, 72, hx-20, 69)
	hat.CubicTo(hx-20, 50, hx-11, 42, hx, 38)
	hat.CubicTo(hx+11, 42, hx+20, 50, hx+20, 69)
	hat.QuadTo(hx+27, 72, hx+34, 82)
	hat.QuadTo(hx, 74, hx-34, 82)
	hat.Close()
	p.halo(3.5, hat)
	p.in(hat)
	if p.detail() {
		p.cut(ribbon(sample(8, func(u float64) draw.Point { return pt(hx, 42+22*u) }),
			func(u float64) float64 { return 1 + 0.5*u }, false))
		for _, dx := range []float64{-15, -7.5, 7.5, 15} {
			p.cut(draw.Circle(hx+dx, 64.5, 1.6))
		}
	}
}

// noOne: an empty circle, dashed.
func noOne(p *pen) {
	const n = 12
	step := 360.0 / n
	for i := range n {
		p.in(sector(50, 50, 33, 41, -90+step*(float64(i)+0.2), step*0.6))
	}
}

// wounded: a shield split in two by a blow.
func wounded(p *pen) {
	// The shield's outline, clockwise from the top centre, and the crack from the top
	// down to the point.
	outline := []draw.Point{pt(56, 10), pt(86, 10), pt(86, 44)}
	outline = append(outline, sample(12, func(u float64) draw.Point {
		// quadratic from (86, 44) via (86, 78) to (50, 94)
		a, b, c := (1-u)*(1-u), 2*u*(1-u), u*u
		return pt(86*a+86*b+50*c, 44*a+78*b+94*c)
	})[1:]...)
	tip := len(outline) - 1
	outline = append(outline, sample(12, func(u float64) draw.Point {
		a, b, c := (1-u)*(1-u), 2*u*(1-u), u*u
		return pt(50*a+14*b+14*c, 94*a+78*b+44*c)
	})[1:]...)
	outline = append(outline, pt(14, 10))
	crack := []draw.Point{pt(56, 10), pt(44, 30), pt(58, 44), pt(42, 62), pt(54, 76), pt(50, 94)}

	var right, left []draw.Point
	right = append(right, outline[:tip+1]...)
	for i := len(crack) - 2; i > 0; i-- {
		right = append(right, crack[i])
	}
	left = append(left, outline[tip:]...)
	left = append(left, crack[:len(crack)-1]...)
	p.in(rotated(moved(draw.Polygon(left...), -3, 0), 50, 94, -5))
	p.in(rotated(moved(draw.Polygon(right...), 3, 0), 50, 94, 5))
}

// sword: Excalibur, point down. Below the detail size it is drawn broader, so that the
// blade still reads at 4 mm.
func sword(p *pen) {
	in := p.in
	if !p.detail() {
		in = func(qs ...draw.Path) {
			for _, q := range qs {
				p.in(mapPath(q, func(a draw.Point) draw.Point { return pt(50+1.3*(a.X-50), a.Y) }))
			}
		}
	}
	in(draw.Circle(50, 9, 6))
	in(draw.Rect(45.5, 13, 9, 12))
	var guard draw.Path
	guard.MoveTo(50, 23)
	guard.QuadTo(66, 23, 78, 27)
	guard.QuadTo(82, 28.5, 81, 33)
	guard.QuadTo(66, 31, 50, 32)
	guard.QuadTo(34, 31, 19, 33)
	guard.QuadTo(18, 28.5, 22, 27)
	guard.QuadTo(34, 23, 50, 23)
	guard.Close()
	in(guard)
	var blade draw.Path
	blade.MoveTo(43.5, 30)
	blade.LineTo(56.5, 30)
	blade.LineTo(55.5, 81)
	blade.LineTo(50, 96)
	blade.LineTo(44.5, 81)
	blade.Close()
	in(blade)
	if p.detail() {
		p.cut(poly(48.8, 36, 51.2, 36, 50.7, 78, 49.3, 78))
		p.cut(draw.Rect(45.5, 16, 9, 2), draw.Rect(45.5, 20, 9, 2))
	}
}

// die: a die showing five.
func die(p *pen) {
	p.in(draw.RoundRect(10, 10, 80, 80, 15))
	for _, c := range [][2]float64{{30, 30}, {70, 30}, {50, 50}, {30, 70}, {70, 70}} {
		p.cut(draw.Circle(c[0], c[1], 8))
	}
}
