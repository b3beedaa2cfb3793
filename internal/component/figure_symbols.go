package component

import "github.com/excalibur-kit/excalibur/internal/draw"

// The figures' own symbols: drawings, not layouts, whose shapes are shares of their size
// (the size is layout/rulebook.toml's).

// crossedSwords is the sign of a fight: two swords crossed, points up, in a box s wide
// about c.
func crossedSwords(c draw.Canvas, at draw.Point, s float64, ink draw.Color) {
	c.SetStroke(ink)
	c.SetFill(ink)
	for _, side := range []float64{-1, 1} {
		tip := draw.Point{X: at.X + side*s*0.42, Y: at.Y - s*0.42}
		hilt := draw.Point{X: at.X - side*s*0.3, Y: at.Y + s*0.3}
		d := unit(sub(tip, hilt))
		n := normal(d)
		guard := lerp(hilt, tip, 0.18)
		c.SetLineWidth(s * 0.09)
		c.Stroke(draw.Line(guard.X, guard.Y, tip.X, tip.Y))
		g1, g2 := add(guard, mul(n, s*0.16)), sub(guard, mul(n, s*0.16))
		c.SetLineWidth(s * 0.08)
		c.Stroke(draw.Line(g1.X, g1.Y, g2.X, g2.Y))
		pommel := sub(hilt, mul(d, s*0.04))
		c.Stroke(draw.Line(guard.X, guard.Y, pommel.X, pommel.Y))
		c.Fill(draw.Circle(pommel.X, pommel.Y, s*0.07))
	}
}
