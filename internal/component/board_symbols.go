package component

import (
	"fmt"
	"math"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/icons"
)

// The board's repeated symbols: trees, grass tufts, waves, hills, milestones, marker
// places and manor centres. Each is a figure drawn about its origin once per document
// (draw.Reuser) and placed again by reference, so the board stays small and fast. Their
// sizes come from layout/board.toml; the shapes are in fractions of those sizes.

func iconsDraw(c draw.Canvas, name string, x, y, size float64, ink, ground draw.Color) error {
	return icons.Draw(c, name, x, y, size, ink, ground)
}

// place draws a figure with its origin at p, by reference where the canvas can.
func (b *boardDraw) place(key string, p draw.Point, figure func(draw.Canvas)) {
	if r, ok := b.c.(draw.Reuser); ok {
		r.Reuse(key, p.X, p.Y, figure)
		return
	}
	b.c.Push()
	b.c.Translate(p.X, p.Y)
	figure(b.c)
	b.c.Pop()
}

func colourKey(c draw.Color) string { return fmt.Sprintf("%02x%02x%02x", c.R, c.G, c.B) }

func treeKey(k int, ground draw.Color) string {
	return fmt.Sprintf("board.tree.%d.%s", k, colourKey(ground))
}

// figure is a symbol with its key, made once per drawing of the board.
type figure struct {
	key  string
	draw func(draw.Canvas)
}

type treeSort struct {
	k      int
	ground draw.Color
}

// treeFigure is tree k on ground, made on first use in this drawing: a board draws
// thousands of trees of a few sorts.
func (b *boardDraw) treeFigure(k int, ground draw.Color) figure {
	s := treeSort{k, ground}
	if f, ok := b.treeFigs[s]; ok {
		return f
	}
	if b.treeFigs == nil {
		b.treeFigs = map[treeSort]figure{}
	}
	f := figure{treeKey(k, ground), b.tree(k, ground)}
	b.treeFigs[s] = f
	return f
}

// tree is one of three trees (two broad-leaved, one conifer) standing on ground: its
// crown is ringed in the ground's colour so that trees close together stay apart.
func (b *boardDraw) tree(k int, ground draw.Color) func(draw.Canvas) {
	s := b.lb.Marks.Tree
	ink := b.pal.forestInk
	light := Mix(ink, ground, 0.5)
	trunkInk := b.pal.ink
	return func(c draw.Canvas) {
		c.Push()
		var crown draw.Path
		r := s / 2
		switch k {
		case 2: // a conifer
			crown = draw.Polygon(draw.Point{X: 0, Y: -r * 1.25}, draw.Point{X: r * 0.8, Y: r * 0.35}, draw.Point{X: -r * 0.8, Y: r * 0.35})
		default:
			crown = draw.Circle(0, -r*0.25, r*0.78)
			for _, a := range []float64{-150, -90, -30, 20, 160} {
				sn, cs := math.Sincos((a + float64(k)*25) * math.Pi / 180)
				crown.Append(draw.Circle(r*0.42*cs, -r*0.25+r*0.42*sn, r*0.46))
			}
		}
		c.SetFill(trunkInk)
		c.Fill(draw.Rect(-r*0.09, 0, r*0.18, r*0.62))
		c.SetStroke(ground)
		c.SetLineWidth(s * 0.08)
		c.Stroke(crown)
		c.SetFill(ink)
		c.Fill(crown)
		c.SetFill(light)
		c.Fill(draw.Circle(-r*0.28, -r*0.55, r*0.22))
		c.Pop()
	}
}

// tuft is a tuft of grass: three blades.
func (b *boardDraw) tuft(c draw.Canvas) {
	s := b.lb.Marks.TuftSpacing / 4
	c.Push()
	c.SetStroke(b.pal.pastureInk)
	c.SetLineWidth(b.lb.Lines.Pattern)
	var p draw.Path
	for _, dx := range []float64{-0.5, 0, 0.5} {
		p.MoveTo(dx*s*0.3, 0)
		p.QuadTo(dx*s*0.4, -s*0.5, dx*s*0.9, -s*(1-math.Abs(dx)*0.3))
	}
	c.Stroke(p)
	c.Pop()
}

// wave is a short wave mark of a river bank.
func (b *boardDraw) wave(c draw.Canvas) {
	s := b.lb.Marks.WaveSpacing / 2
	c.Push()
	c.SetStroke(b.pal.bankInk)
	c.SetLineWidth(b.lb.Lines.Pattern)
	var p draw.Path
	p.MoveTo(-s, 0)
	p.CubicTo(-s/2, -s*0.45, 0, -s*0.45, 0, 0)
	p.CubicTo(0, s*0.45, s/2, s*0.45, s, 0)
	c.Stroke(p)
	c.Pop()
}

func hillKey(i int) string { return [2]string{"board.hill.0", "board.hill.1"}[i%2] }

// hill is a rounded hill with hachures on its shaded side.
func (b *boardDraw) hill(i int) func(draw.Canvas) {
	w := b.lb.Marks.Hill
	flip := 1.0
	if i%2 == 1 {
		flip = -1
	}
	return func(c draw.Canvas) {
		c.Push()
		var p draw.Path
		p.MoveTo(-w/2, 0)
		p.CubicTo(-w*0.3, -w*0.42, w*0.3, -w*0.42, w/2, 0)
		c.SetFill(Mix(b.pal.high, b.pal.plate, 0.35))
		c.Fill(p)
		c.SetStroke(b.pal.highInk)
		c.SetLineWidth(b.lb.Lines.Pattern * 1.4)
		c.Stroke(p)
		var h draw.Path
		seg := [4]draw.Point{{X: -w / 2}, {X: -w * 0.3, Y: -w * 0.42}, {X: w * 0.3, Y: -w * 0.42}, {X: w / 2}}
		for k := 1; k <= 5; k++ {
			t := 0.5 + flip*float64(k)*0.085
			q, _ := bezier(seg, t)
			h.MoveTo(q.X, q.Y)
			h.LineTo(q.X+flip*w*0.03, q.Y+(-q.Y)*0.75)
		}
		c.SetLineWidth(b.lb.Lines.Pattern)
		c.Stroke(h)
		c.Pop()
	}
}

// milestone is a milestone's place on a road: a round place a counter lies in, with a
// small standing stone in it.
func (b *boardDraw) milestone(c draw.Canvas) {
	r := b.lb.Marks.Milestone
	c.Push()
	c.SetFill(b.pal.stone)
	c.Fill(draw.Circle(0, 0, r))
	c.SetStroke(b.pal.roadEdge)
	c.SetLineWidth(b.lb.Lines.Symbol)
	c.Stroke(draw.Circle(0, 0, r))
	w, h := r*0.3, r*0.46
	var st draw.Path
	st.MoveTo(-w/2, h/2)
	st.LineTo(-w/2, -h/2+w/2)
	st.Arc(0, -h/2+w/2, w/2, w/2, math.Pi, math.Pi)
	st.LineTo(w/2, h/2)
	st.Close()
	c.SetFill(Mix(b.pal.stone, b.pal.ink, 0.3))
	c.Fill(st)
	c.SetStroke(b.pal.ink)
	c.SetLineWidth(b.lb.Lines.Pattern)
	c.Stroke(st)
	c.Stroke(draw.Line(-w*1.1, h/2, w*1.1, h/2))
	c.Pop()
}

// spot is the place for a marker on a land unit: a dashed ring on a light disc.
func (b *boardDraw) spot(c draw.Canvas) {
	r := b.lb.Marks.Spot
	c.Push()
	c.SetFill(b.pal.plate)
	c.Fill(draw.Circle(0, 0, r))
	c.SetStroke(b.pal.ink)
	c.SetLineWidth(b.lb.Lines.Unit)
	c.SetDash([]float64{r / 6, r / 10})
	c.Stroke(draw.Circle(0, 0, r))
	c.Pop()
}

// centre is a manor centre over its parish-coloured disc: a light disc inside the ring,
// the ring's two lines, and the manor house.
func (b *boardDraw) centre(c draw.Canvas) {
	m := b.lb.Marks
	r, in := m.Centre, m.Centre-m.CentreRing
	c.Push()
	c.SetFill(b.pal.plate)
	c.Fill(draw.Circle(0, 0, in))
	c.SetStroke(b.pal.ink)
	c.SetLineWidth(b.lb.Lines.Symbol * 1.5)
	c.Stroke(draw.Circle(0, 0, r))
	c.SetLineWidth(b.lb.Lines.Symbol / 2)
	c.Stroke(draw.Circle(0, 0, in))
	manorHouse(c, in*0.62, b.pal.ink, b.pal.plate)
	c.Pop()
}

// manorHouse is a hall with a steep roof and a tower, about the origin, s its half
// width, in ink with openings in ground.
func manorHouse(c draw.Canvas, s float64, ink, ground draw.Color) {
	c.SetFill(ink)
	hall := draw.Rect(-s*0.35, -s*0.05, s*1.25, s*0.62)
	roof := draw.Polygon(draw.Point{X: -s * 0.45, Y: -s * 0.05}, draw.Point{X: s * 0.28, Y: -s * 0.62}, draw.Point{X: s * 1.0, Y: -s * 0.05})
	tower := draw.Rect(-s*0.95, -s*0.55, s*0.55, s*1.12)
	var merlons draw.Path
	for k := 0; k < 3; k++ {
		merlons.Append(draw.Rect(-s*0.95+float64(k)*s*0.22, -s*0.72, s*0.13, s*0.18))
	}
	for _, p := range []draw.Path{hall, roof, tower, merlons} {
		c.Fill(p)
	}
	c.SetFill(ground)
	c.Fill(draw.Rect(s*0.15, s*0.2, s*0.22, s*0.37))
	c.Fill(draw.Rect(-s*0.76, -s*0.3, s*0.16, s*0.22))
}
