package component

import (
	"fmt"
	"math"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/icons"
	"github.com/excalibur-kit/excalibur/internal/impose"
	"github.com/excalibur-kit/excalibur/internal/layout"
)

// The board's symbols: trees, grass tufts, waves, hills, milestones, marker places,
// manor centres, the chokes, the entries' shields, the compass rose, the legend's
// swatches and the tiles' registration marks. The repeated ones are each a figure drawn
// about its origin once per document (draw.Reuser) and placed again by reference, so
// the board stays small and fast. Their sizes come from layout/board.toml; the shapes
// are in fractions of those sizes (a few details, such as a bridge's wing walls, in mm).

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

// How far each of the board's figures reaches from its origin: the radius of a circle
// that holds its ink, and so the half side of a square.
func treeReach(l *layout.Board) float64 { return 0.75 * l.Marks.Tree }
func tuftReach(l *layout.Board) float64 { return l.Marks.TuftSpacing/4 + l.Lines.Pattern }
func waveReach(l *layout.Board) float64 { return l.Marks.WaveSpacing/2 + l.Lines.Pattern }
func hillReach(l *layout.Board) float64 { return l.Marks.Hill/2 + l.Lines.Pattern*1.4 }

// chokeReach is how far a choke's symbol reaches from its point: the bridge's deck
// and wing walls, the scarp's chevrons, a forest pass's trees beside the places.
func (b *boardDraw) chokeReach() float64 {
	m, l := b.lb.Marks, b.lb.Lines
	w := l.Road/2 + l.RoadEdge
	return max(m.Choke+1.6, w+2.4, w+m.Tree*0.55+b.treeReach(), m.Milestone+m.Tree*1.5+l.Symbol*2) + miter(l.Symbol*2)
}

// chokeAt draws a choke's symbol at p on a road running along d; free is how far along
// the road either way it shows (the places beyond are drawn over it).
func (b *boardDraw) chokeAt(kind string, p, d draw.Point, free float64) {
	m, l := b.lb.Marks, b.lb.Lines
	n := normal(d)
	half := m.Choke
	w := l.Road/2 + l.RoadEdge
	at := func(along, across float64) draw.Point { return add(p, add(mul(d, along), mul(n, across))) }
	line := func(pts ...draw.Point) draw.Path { return polyline(pts, false) }
	switch kind {
	case gamedata.ChokeBridge:
		deck := polyline([]draw.Point{at(-half, -w-0.8), at(half, -w-0.8), at(half, w+0.8), at(-half, w+0.8)}, true)
		b.c.SetFill(b.pal.stone)
		b.c.Fill(deck)
		b.c.SetStroke(b.pal.ink)
		b.c.SetLineWidth(l.Symbol * 2)
		for _, s := range []float64{-1, 1} {
			o := w + 0.8
			b.c.Stroke(line(at(-half-1.6, s*(o+1.6)), at(-half, s*o), at(half, s*o), at(half+1.6, s*(o+1.6))))
		}
	case gamedata.ChokeForest:
		// A dark bar across the road in the bare stretch, and a tree on a light disc on
		// each side, clear of the places at both ends, so that the pass reads among the
		// woods' own trees.
		across, rt := b.passTrees(free)
		for _, s := range []float64{-1, 1} {
			q := at(0, s*across)
			b.c.SetFill(b.pal.plate)
			b.c.Fill(draw.Circle(q.X, q.Y, rt))
			b.c.SetStroke(b.pal.forestInk)
			b.c.SetLineWidth(l.Symbol)
			b.c.Stroke(draw.Circle(q.X, q.Y, rt))
			b.place(treeKey(0, b.pal.plate), q, b.tree(0, b.pal.plate))
		}
		b.c.SetStroke(b.pal.forestInk)
		b.c.SetLineWidth(max(l.Symbol, min(l.Symbol*3, free*1.6)))
		for _, s := range []float64{-1, 1} {
			b.c.Stroke(line(at(0, s*(w+1.2)), at(0, s*(across-rt))))
		}
		b.c.SetLineWidth(max(l.Symbol, min(l.Symbol*3, free*1.6)))
		b.c.Stroke(line(at(0, -w-0.4), at(0, w+0.4)))
	case gamedata.ChokeScarp:
		b.c.SetStroke(b.pal.ink)
		b.c.SetLineWidth(l.Symbol * 1.6)
		for k := -1.0; k <= 1; k++ {
			o := k * half / 1.8
			b.c.Stroke(line(at(o-1.4, -w-2.4), at(o+1.4, 0), at(o-1.4, w+2.4)))
		}
	}
}

// passTrees is where a forest pass's two trees stand, free being how far its road shows
// either way: how far either side of the road's middle (across), on discs of radius rt.
func (b *boardDraw) passTrees(free float64) (across, rt float64) {
	m, l := b.lb.Marks, b.lb.Lines
	rt = m.Tree * 0.75
	ends := m.Milestone + rt + l.Symbol // a place's reach plus the disc's
	across = l.Road/2 + l.RoadEdge + m.Tree*0.55
	if c := free + m.Milestone; c < ends {
		across = max(across, math.Sqrt(ends*ends-c*c))
	}
	return across, rt
}

// chokeDisc is the disc a choke's symbol stays inside, about its site.
func (b *boardDraw) chokeDisc(ch chokeSite) float64 {
	m, l := b.lb.Marks, b.lb.Lines
	if ch.kind == gamedata.ChokeForest {
		across, rt := b.passTrees(ch.free)
		return across + rt + l.Symbol
	}
	// The bridge's wings and the scarp's chevrons reach 1.6 and 2.4 beyond the road.
	return math.Hypot(m.Choke+1.6, l.Road/2+l.RoadEdge+2.4) + l.Symbol
}

// An entry's shield, in its half widths r from its centre: its flat top shieldTop r
// above, its point shieldFoot r below.
const (
	shieldTop  = 0.95
	shieldFoot = 1.2
)

// shieldAlong is how far a shield reaches along the road into it (in, pointing from the
// trim inland), in half widths from its centre: towards the trim and towards the land.
// It reaches 2r when the road comes in from the side; from the top, its flat top faces
// the trim.
func shieldAlong(in draw.Point) (toEdge, toLand float64) {
	switch in.Y {
	case 1:
		return shieldTop, shieldFoot
	case -1:
		return shieldFoot, shieldTop
	}
	return 1, 1
}

// shield is a heraldic shield about p, r its half width.
func shield(p draw.Point, r float64) draw.Path {
	var s draw.Path
	top := p.Y - r*0.95
	s.MoveTo(p.X-r, top)
	s.LineTo(p.X+r, top)
	s.LineTo(p.X+r, p.Y+r*0.05)
	s.CubicTo(p.X+r, p.Y+r*0.65, p.X+r*0.45, p.Y+r*0.95, p.X, p.Y+r*1.2)
	s.CubicTo(p.X-r*0.45, p.Y+r*0.95, p.X-r, p.Y+r*0.65, p.X-r, p.Y+r*0.05)
	s.Close()
	return s
}

// unitSwatch is a patch of a kind of land unit in the legend, with a mark or two of its
// pattern and its icon.
func (b *boardDraw) unitSwatch(kind string, x, y, w, h float64) error {
	poly := []draw.Point{{X: x, Y: y}, {X: x + w, Y: y}, {X: x + w, Y: y + h}, {X: x, Y: y + h}}
	m := b.lb.Marks
	ug := newUnit(poly, kind, m.Furrow, b.lb.Lines.Pattern)
	switch kind {
	case gamedata.UnitPasture:
		ug.marks = []draw.Point{{X: x + w*0.2, Y: y + h*0.7}, {X: x + w*0.8, Y: y + h*0.4}}
	case gamedata.UnitForest:
		ug.marks = []draw.Point{{X: x + w*0.22, Y: y + h*0.75}}
	case gamedata.UnitRiverBank:
		ug.marks = []draw.Point{{X: x + w*0.22, Y: y + h*0.55}}
	}
	b.unit(kind, &ug)
	s := h * 0.9
	return iconsDraw(b.c, landIcon[kind], x+w-s-h*0.05, y+h*0.05, s, b.pal.ink, b.unitFill(kind))
}

func (b *boardDraw) riverSwatch(x, y, w, h float64) error {
	var p draw.Path
	p.MoveTo(x, y+h*0.6)
	p.CubicTo(x+w*0.35, y+h*0.1, x+w*0.65, y+h*0.9, x+w, y+h*0.4)
	b.c.SetStroke(b.pal.waterEdge)
	b.c.SetLineWidth(h*0.45 + 2*b.lb.Lines.RiverEdge*0.5)
	b.c.Stroke(p)
	b.c.SetStroke(b.pal.water)
	b.c.SetLineWidth(h * 0.45)
	b.c.Stroke(p)
	return nil
}

func (b *boardDraw) highSwatch(x, y, w, h float64) error {
	b.c.SetFill(b.pal.high)
	b.c.Fill(draw.RoundRect(x, y, w, h, h/3))
	var hp draw.Path
	for hx := x + 0.8; hx < x+w-0.5; hx += b.lb.Marks.Hachure {
		hp.MoveTo(hx, y)
		hp.LineTo(hx, y+h*0.3)
	}
	b.c.SetStroke(b.pal.highInk)
	b.c.SetLineWidth(b.lb.Lines.Pattern)
	b.c.Stroke(hp)
	b.c.Push()
	b.c.Translate(x+w/2, y+h*0.95)
	b.c.Scale(w * 0.7 / b.lb.Marks.Hill)
	b.place(hillKey(0), draw.Point{}, b.hill(0))
	b.c.Pop()
	return nil
}

func (b *boardDraw) woodSwatch(x, y, w, h float64) error {
	b.c.SetFill(b.pal.forest)
	b.c.Fill(draw.RoundRect(x, y, w, h, h/3))
	b.trees([]draw.Point{{X: x + w*0.3, Y: y + h*0.8}, {X: x + w*0.7, Y: y + h*0.75}}, b.pal.forest)
	return nil
}

// compass is an eight-pointed compass rose: each point half ink, half light.
func (b *boardDraw) compass(c0 draw.Point, r float64) {
	c := b.c
	for k := 0; k < 8; k++ {
		a := float64(k)*math.Pi/4 - math.Pi/2
		l, wd := r, r*0.16
		if k%2 == 1 {
			l, wd = r*0.6, r*0.12
		}
		tip := add(c0, draw.Point{X: l * math.Cos(a), Y: l * math.Sin(a)})
		side := func(s float64) draw.Point {
			return add(c0, draw.Point{X: wd * math.Cos(a+s*math.Pi/2), Y: wd * math.Sin(a+s*math.Pi/2)})
		}
		c.SetFill(b.pal.ink)
		c.Fill(draw.Polygon(c0, tip, side(1)))
		c.SetFill(b.pal.plate)
		c.Fill(draw.Polygon(c0, side(-1), tip))
		c.SetStroke(b.pal.ink)
		c.SetLineWidth(b.lb.Lines.Pattern)
		c.Stroke(draw.Polygon(c0, side(-1), tip, side(1)))
	}
	c.SetStroke(b.pal.ink)
	c.SetLineWidth(b.lb.Lines.Symbol)
	c.Stroke(draw.Circle(c0.X, c0.Y, r*0.72))
}

// chokeSwatchReach is the half height a choke's legend swatch shows about its road: the
// road and room for the symbol's wings beside it.
func chokeSwatchReach(l layout.BoardLines) float64 { return l.Road + 2*l.RoadEdge + 3.2 }

// registration draws a registration mark (a hairline cross and a thin ring, on no
// ground of its own, so that what stays in sight after gluing is barely seen) at
// (mx, my), clipped to the printed area.
// Each line of it lies on a narrow white casing, w either side, so that the map's own
// lines beside it never join it.
func registration(c draw.Canvas, mx, my, r, w float64, printed impose.Rect) {
	c.Push()
	c.Clip(draw.Rect(printed.X, printed.Y, printed.W, printed.H))
	var cross draw.Path
	cross.Append(draw.Line(mx-r, my, mx+r, my))
	cross.Append(draw.Line(mx, my-r, mx, my+r))
	c.SetStroke(draw.White)
	c.SetLineWidth(3 * w)
	c.Stroke(draw.Circle(mx, my, r*0.6))
	c.Stroke(cross)
	var p draw.Path
	p.Append(draw.Circle(mx, my, r*0.6))
	p.Append(cross)
	c.SetStroke(draw.Black)
	c.SetLineWidth(w)
	c.Stroke(p)
	c.Pop()
}
