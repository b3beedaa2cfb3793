package component

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/impose"
	"github.com/excalibur-kit/excalibur/internal/layout"
)

// Figures of the rules, cut from the valley board. A figure is a window of the board as
// DrawValley draws it, translated and clipped, at full size (1:1, so that a reader can
// lay the book beside the board), with what the figure explains drawn over it from the
// data and the engine: a route, its miles, where a force stands after each phase, a
// choke point. When what a figure must show is wider than the column, the window is
// scaled down to fit, and then drawn without the board's own names, which would print
// below the kit's smallest type; the figure names what it shows itself.
//
// The rules text places a figure with {{figure "id"}}; the rulebook's pages and the rules
// reference draw it through this one function, into PDF, SVG or an inline SVG.

// Figure is one figure of the rules, laid out for a width.
type Figure struct {
	ID      string
	W, H    float64 // printed size, mm
	Caption string  // in the language of the Ctx
	// Labels is every text the figure draws over the board, in drawing order: what the
	// engine computed (miles, phases, fighters) as printed. The check reads it back.
	Labels []string

	x      *Ctx
	window impose.Rect // the part of the board seen, in board mm
	scale  float64     // printed mm per board mm
	text   bool        // the board's own names are drawn (only at full size or larger)
	board  func(b *boardDraw) error
	over   func(p *figurePen) error
	// art, when set, is what the figure shows in place of the board: a component drawn
	// by its own code (a card, a counter), under what over draws.
	art func(c draw.Canvas) error
	// pieces are where art draws its components, and callouts name their parts.
	pieces []impose.Rect
	// trims are the components art draws as cut out (trimmed), in figure mm: each is
	// clipped to its rect and has a cut line round it.
	trims    []impose.Rect
	callouts []callout
	// What the figure marks, on the figure (mm): numbers on places, and tags with a
	// leader to a place (radius r about at).
	badges, tags []figureMark
}

// figureMark is a mark of a figure: its lines, and the point it marks.
type figureMark struct {
	at    draw.Point
	r     float64
	lines []string
}

// figureMakers draws each figure the rules text may name.
var figureMakers = map[string]func(x *Ctx, width float64) (*Figure, error){
	"movement-example": (*Ctx).movementFigure,
	"choke-point":      (*Ctx).chokeFigure,
	"play-example":     (*Ctx).playFigure,
	"manor-card":       (*Ctx).manorCardFigure,
	"counters":         (*Ctx).countersFigure,
	"year":             (*Ctx).yearFigure,
	"income-card":      (*Ctx).incomeFigure,
	"start-sheet":      (*Ctx).sheetFigure,
	"tracks-start":     (*Ctx).tracksFigure,
	"board-key":        (*Ctx).boardKeyFigure,
	"markers":          (*Ctx).markersFigure,
	"valley":           (*Ctx).valleyFigure,
}

// FigureIDs lists the figures this package draws, sorted.
func FigureIDs() []string {
	ids := make([]string, 0, len(figureMakers))
	for id := range figureMakers {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// Figure lays figure id out for a column width mm wide.
func (x *Ctx) Figure(id string, width float64) (*Figure, error) {
	mk, ok := figureMakers[id]
	if !ok {
		return nil, fmt.Errorf("figure %q: no such figure (expected one of %s)", id, strings.Join(FigureIDs(), ", "))
	}
	if !(width > 0) || math.IsInf(width, 0) {
		return nil, fmt.Errorf("figure %q: width %v mm is not positive", id, width)
	}
	if !x.HasValley() {
		return nil, fmt.Errorf("figure %q: content/map.toml has no valley to cut it from", id)
	}
	f, err := mk(x, width)
	if err != nil {
		return nil, fmt.Errorf("figure %q (%s): %w", id, x.L.Lang, err)
	}
	f.ID, f.x = id, x
	return f, nil
}

// What figures draw over the board is layout/rulebook.toml's [figures] (x.figures()).
func (x *Ctx) figures() *layout.Figures { return &x.Layout.Rulebook.Figures }

// Costs of a site for a tag or a key, worst first: off the figure, over words, over a
// place, over the board's names. A whole number each, so that any one outweighs every
// lesser cost a site can add up.
const (
	costOff   = 1_000_000
	costWords = 300_000
	costPlace = 100_000
	costName  = 10_000
	costBoard = 100 // the board's own cost of a site is divided by this
	costFar   = 8   // per step further from the place
	farAway   = -1_000_000
)

// frame fits the window to a figure: interest (board mm) must be seen, with pad round
// it; the window is as wide as the column at full size, centred on interest and kept on
// the board; when interest and pad are wider than that, the window is scaled down.
func (f *Figure) frame(v *gamedata.Valley, interest impose.Rect, pad, width float64) {
	want := interest.Outset(pad)
	f.scale, f.text = 1, true
	if want.W > width {
		f.scale, f.text = width/want.W, false
	}
	w, h := width/f.scale, want.H
	cx, cy := want.X+want.W/2, want.Y+want.H/2
	x0 := max(0, min(v.Width-w, cx-w/2))
	y0 := max(0, min(v.Height-h, cy-h/2))
	f.window = impose.Rect{X: x0, Y: y0, W: min(w, v.Width), H: min(h, v.Height)}
	f.W, f.H = f.window.W*f.scale, f.window.H*f.scale
}

// atLeast makes the window tall enough to print h mm high, about the same middle, kept on
// the board: a figure scaled down keeps room for its tags.
func (f *Figure) atLeast(v *gamedata.Valley, h float64) {
	want := h / f.scale
	if f.window.H >= want {
		return
	}
	cy := f.window.Y + f.window.H/2
	f.window.H = min(want, v.Height)
	f.window.Y = max(0, min(v.Height-f.window.H, cy-f.window.H/2))
	f.H = f.window.H * f.scale
}

// at is where a point of the board prints on the figure.
func (f *Figure) at(p draw.Point) draw.Point {
	return draw.Point{X: (p.X - f.window.X) * f.scale, Y: (p.Y - f.window.Y) * f.scale}
}

// Draw draws the figure with its top left corner at the canvas's origin, f.W x f.H mm.
func (f *Figure) Draw(c draw.Canvas) error {
	c.Push()
	defer c.Pop()
	c.Clip(draw.Rect(0, 0, f.W, f.H))
	if f.art != nil {
		if err := f.art(c); err != nil {
			return err
		}
		return f.drawOver(c)
	}
	c.Push()
	c.Scale(f.scale)
	c.Translate(-f.window.X, -f.window.Y)
	err := f.x.DrawValley(c, BoardView{Area: f.window, Text: f.text})
	c.Pop()
	if err != nil {
		return err
	}
	return f.drawOver(c)
}

// drawOver draws what the figure shows over the board: on the board's road (in board
// mm), then its numbers, tags and keys (at print size), then the frame.
func (f *Figure) drawOver(c draw.Canvas) error {
	x := f.x
	if f.board != nil {
		c.Push()
		c.Scale(f.scale)
		c.Translate(-f.window.X, -f.window.Y)
		b, err := x.figureBoard(c, f.window)
		if err == nil {
			err = f.board(b)
		}
		c.Pop()
		if err != nil {
			return err
		}
	}
	if f.over != nil {
		b, err := x.figureBoard(c, impose.Rect{W: f.W, H: f.H})
		if err != nil {
			return err
		}
		if err := f.over(&figurePen{f: f, b: b}); err != nil {
			return err
		}
	}
	fr := x.figures().Frame
	c.SetStroke(x.Style.Ink)
	c.SetLineWidth(fr)
	c.Stroke(draw.Rect(fr/2, fr/2, f.W-fr, f.H-fr))
	return nil
}

// figureBoard is the board's drawing code on c, for what a figure draws over the board:
// the same palette, symbols and line widths. view is what c shows (for seen).
func (x *Ctx) figureBoard(c draw.Canvas, view impose.Rect) (*boardDraw, error) {
	pal, err := x.boardPalette()
	if err != nil {
		return nil, err
	}
	b := &boardDraw{x: x, c: c, v: &x.D.Valley, lb: &x.Layout.Board, pal: pal, min: x.Layout.Print.MinFont,
		view: BoardView{Area: view}}
	b.g = geometry(b.v, b.lb)
	return b, nil
}

// Over the board, in board mm: a road section marked as part of what a figure shows, and
// the places at its ends drawn again on top.

// step is one step of a road between two neighbouring nodes: its drawn segment.
type step struct {
	road, k int // index of the road in the valley, step from 1
	seg     [4]draw.Point
	from    string // the node the step is walked from
}

// stepBetween is the step joining two neighbouring nodes; of two roads joining them, the
// one with the smaller id (the engine's choice).
func (b *boardDraw) stepBetween(from, to string) (step, bool) {
	best, found := step{}, false
	for i, r := range b.v.Roads {
		if i >= len(b.g.roads) {
			break
		}
		ns := r.Nodes()
		for k := 1; k < len(ns) && k-1 < len(b.g.roads[i].c.segs); k++ {
			if (ns[k-1] == from && ns[k] == to) || (ns[k-1] == to && ns[k] == from) {
				if !found || r.ID < b.v.Roads[best.road].ID {
					best, found = step{road: i, k: k, seg: b.g.roads[i].c.segs[k-1], from: from}, true
				}
			}
		}
	}
	return best, found
}

func segPath(s [4]draw.Point) draw.Path {
	var p draw.Path
	p.MoveTo(s[0].X, s[0].Y)
	p.CubicTo(s[1].X, s[1].Y, s[2].X, s[2].Y, s[3].X, s[3].Y)
	return p
}

// markSteps draws the road of the given steps again, in a casing of the accent colour.
func (b *boardDraw) markSteps(steps []step) {
	fg := b.x.figures()
	b.markRoute(steps, b.pal.accent, []float64{fg.RouteDash, fg.RouteSpace}, true)
}

// markRoute draws the road of the given steps again with a centre line of col in the
// dash pattern, and under it, when casing is set, a casing of col.
func (b *boardDraw) markRoute(steps []step, col draw.Color, dash []float64, casing bool) {
	if len(steps) == 0 {
		return
	}
	l, fg := b.lb.Lines, b.x.figures()
	var p draw.Path
	for _, s := range steps {
		p.Append(segPath(s.seg))
	}
	if casing {
		b.cased(p, col, l.Road+2*l.RoadEdge+fg.RouteCasing, b.pal.road, l.Road)
	}
	b.c.SetStroke(col)
	b.c.SetLineWidth(l.RoadEdge)
	b.c.SetDash(dash)
	b.c.Stroke(p)
	b.c.SetDash(nil)
}

// ring draws a rounded band round a road section (a stadium along its chord), in the
// accent colour over a light halo: the part of the road a figure is about.
func (b *boardDraw) ring(s step, half float64) {
	a, e := s.seg[0], s.seg[3]
	d := unit(sub(e, a))
	n := normal(d)
	l := dist(a, e) / 2
	mid := lerp(a, e, 0.5)
	var p draw.Path
	at := func(along, across float64) draw.Point { return add(mid, add(mul(d, along), mul(n, across))) }
	start := at(-l, -half)
	p.MoveTo(start.X, start.Y)
	q := at(l, -half)
	p.LineTo(q.X, q.Y)
	ang := math.Atan2(d.Y, d.X)
	p.Arc(add(mid, mul(d, l)).X, add(mid, mul(d, l)).Y, half, half, ang-math.Pi/2, math.Pi)
	q = at(-l, half)
	p.LineTo(q.X, q.Y)
	p.Arc(add(mid, mul(d, -l)).X, add(mid, mul(d, -l)).Y, half, half, ang+math.Pi/2, math.Pi)
	p.Close()
	b.c.SetStroke(b.pal.plate)
	b.c.SetLineWidth(b.x.figures().RingHalo)
	b.c.Stroke(p)
	b.c.SetStroke(b.pal.accent)
	b.c.SetLineWidth(b.x.figures().RingLine)
	b.c.Stroke(p)
}

// chokesOn draws again the choke points of the given steps: the casing covers them.
func (b *boardDraw) chokesOn(steps []step) {
	for _, s := range steps {
		for _, ch := range b.v.Chokes {
			if ch.Road == b.v.Roads[s.road].ID && ch.Step == s.k {
				p, d := bezier(s.seg, 0.5)
				b.choke(ch.Kind, p, unit(d))
			}
		}
	}
}

// place draws again the place of a road node: a milestone, a manor centre or a house.
func (b *boardDraw) placeNode(id string) error {
	p, ok := b.g.nodes[id]
	if !ok {
		return nil
	}
	m := b.lb.Marks
	for _, ml := range b.v.Manors {
		if ml.ID == id {
			b.placeManor(id, b.parishColour(b.x.D.Manor(ml.ID)))
			return nil
		}
	}
	for _, h := range b.v.Houses {
		if h.ID == id {
			b.c.SetFill(b.pal.plate)
			b.c.Fill(draw.Circle(p.X, p.Y, m.House))
			b.c.SetStroke(b.pal.ink)
			b.c.SetLineWidth(b.lb.Lines.Wall)
			b.c.Stroke(draw.Circle(p.X, p.Y, m.House))
			s := m.House * b.x.figures().Church
			return iconsDraw(b.c, "church", p.X-s/2, p.Y-s/2, s, b.pal.accent, b.pal.plate)
		}
	}
	if strings.Contains(id, "/") { // a milestone
		b.place("board.milestone", p, b.milestone)
	}
	return nil
}

// placeManor draws a manor's centre again, ringed in ring (as the board rings it in its
// parish's colour).
func (b *boardDraw) placeManor(id string, ring draw.Color) {
	p, ok := b.g.nodes[id]
	if !ok {
		return
	}
	b.c.SetFill(ring)
	b.c.Fill(draw.Circle(p.X, p.Y, b.lb.Marks.Centre))
	b.place("board.centre", p, b.centre)
}

// nodeRadius is the radius of a node's place on the board.
func (b *boardDraw) nodeRadius(id string) float64 {
	m := b.lb.Marks
	for _, ml := range b.v.Manors {
		if ml.ID == id {
			return m.Centre
		}
	}
	for _, h := range b.v.Houses {
		if h.ID == id {
			return m.House
		}
	}
	if strings.Contains(id, "/") {
		return m.Milestone
	}
	return m.Entry
}

// nodeName is how a figure names a node: a manor's name, a house's.
func (x *Ctx) nodeName(id string) string {
	if m := x.D.Manor(id); m != nil {
		return m.Name
	}
	for _, h := range x.D.Valley.Houses {
		if h.ID == id {
			return x.L.T("house."+id, nil)
		}
	}
	return id
}

// Over the figure, in printed mm: numbered badges, tags with leaders, keys.

// figurePen draws over a figure at print size; it keeps what it placed, so that tags
// stay clear of one another. What it writes is what the figure's maker listed in Labels,
// in the same order (a test holds them to it).
type figurePen struct {
	f       *Figure
	b       *boardDraw // the board's drawing code on the figure's canvas
	placed  []impose.Rect
	leaders []segment // the leaders drawn, which later plates and leaders keep clear of
	// shown is what the figure is about along its roads (a route): tags and keys keep
	// off it where they can, but never at the price of covering words or a place.
	shown []disc
}

// shownCost is what a box and its leader cost for the part of the figure's route they
// cover (a leader along a route reads as part of it): each point a board name's cost,
// all of them less than covering one place.
func (p *figurePen) shownCost(box impose.Rect, l *segment) float64 {
	n := 0
	for _, d := range p.shown {
		if d.meets(box) || (l != nil && l.near(d.c) < d.r) {
			n++
		}
	}
	return min(float64(n)*costName, costPlace/2)
}

// fg is the figures' layout.
func (p *figurePen) fg() *layout.Figures { return p.f.x.figures() }

// badge is a number on a disc of the accent colour, centred at q.
func (p *figurePen) badge(q draw.Point, text string) {
	c, pal := p.b.c, p.b.pal
	fg := p.fg()
	f := fg.Badge.Draw()
	r := max(draw.Width(f, text)/2+fg.BadgePad, draw.Ascent(f)*fg.BadgeRound)
	c.SetFill(pal.accent)
	c.Fill(draw.Circle(q.X, q.Y, r))
	c.SetStroke(pal.plate)
	c.SetLineWidth(fg.BadgeLine)
	c.Stroke(draw.Circle(q.X, q.Y, r))
	c.SetFill(TextOn(pal.accent))
	c.Text(f, q.X, middleBaseline(f, q.Y), draw.Center, text)
	p.placed = append(p.placed, impose.Rect{X: q.X - r, Y: q.Y - r, W: 2 * r, H: 2 * r})
}

// tagSize is the box of a tag's lines.
func (p *figurePen) tagSize(lines []string) (w, h float64) { return p.f.x.tagSize(lines) }

// tagSize is the box of a tag's lines.
func (x *Ctx) tagSize(lines []string) (w, h float64) {
	fg := x.figures()
	f := fg.Label.Draw()
	for _, l := range lines {
		w = max(w, draw.Width(f, l))
	}
	step := f.Size * fg.TagLeading * draw.MMPerPt
	return w + fg.TagPadX, float64(len(lines))*step + fg.TagPadY
}

// site finds where a box w x h goes near a point of the figure: just beyond a circle of
// radius r about it, on the side where it covers least of the board's roads, places and
// names and nothing already placed, inside the figure.
func (p *figurePen) site(at draw.Point, r, w, h float64, keep []disc) impose.Rect {
	box, _ := p.siteCost(at, r, w, h, keep)
	return box
}

// siteCost is site's box and what it costs.
func (p *figurePen) siteCost(at draw.Point, r, w, h float64, keep []disc) (impose.Rect, float64) {
	f := p.f
	occ := (*occupancy)(nil)
	if f.x.board != nil && f.art == nil {
		occ = f.x.board.occ
	}
	fg := p.fg()
	in := impose.Rect{W: f.W, H: f.H}.Outset(-fg.Edge)
	names := p.names()
	best, bestCost := impose.Rect{}, math.Inf(1)
	gap, tiny := fg.TagGap, math.Pow10(-9)
	for k, far := range []float64{0, 5, 11, 18, 26} { // nearest first: a longer leader costs
		for i, a := range []float64{90, 60, 120, 30, 150, 0, 180, -90, -60, -120, -30, -150, 75, 105, 45, 135, 15, 165, -75, -105, -45, -135, -15, -165} {
			s, co := math.Sincos(a * math.Pi / 180)
			// The box's centre, pushed out so its edge clears the circle in that direction.
			reach := r + gap + far + math.Min(w/2/math.Max(math.Abs(co), tiny), h/2/math.Max(math.Abs(s), tiny))
			cx, cy := at.X+co*reach, at.Y+s*reach
			box := impose.Rect{X: cx - w/2, Y: cy - h/2, W: w, H: h}
			cost := float64(i)*0.5 + float64(k)*costFar
			if box.X < in.X || box.Y < in.Y || box.X+box.W > in.X+in.W || box.Y+box.H > in.Y+in.H {
				cost += costOff
			}
			wide := box.Outset(fg.Clear)
			for _, o := range p.placed { // words over words are the worst
				if meets(wide, o) {
					cost += costWords
				}
			}
			for _, d := range keep {
				if d.meets(wide) {
					cost += costPlace
				}
			}
			l := leaderOf(at, r, box)
			cost += p.leaderCost(box, l) + p.shownCost(wide, &l)
			for _, o := range names {
				if meets(wide, o) {
					cost += costName
				}
			}
			if occ != nil {
				onBoard := impose.Rect{X: f.window.X + box.X/f.scale, Y: f.window.Y + box.Y/f.scale, W: box.W / f.scale, H: box.H / f.scale}
				if c := occ.cost(onBoard); !math.IsInf(c, 1) {
					cost += c / costBoard
				}
			}
			if cost < bestCost {
				best, bestCost = box, cost
			}
		}
	}
	return best, bestCost
}

// names are the boxes of the board's names on the figure, when it shows them.
func (p *figurePen) names() []impose.Rect {
	f := p.f
	if !f.text || f.x.board == nil {
		return nil
	}
	var out []impose.Rect
	for _, l := range f.x.board.labels {
		b := l.box
		q := f.at(draw.Point{X: b.X, Y: b.Y})
		r := impose.Rect{X: q.X, Y: q.Y, W: b.W * f.scale, H: b.H * f.scale}
		if meets(r, impose.Rect{W: f.W, H: f.H}) {
			out = append(out, r)
		}
	}
	return out
}

// plate draws a figure's plate in box, with a leader from the plate's nearest edge to a
// circle of radius r about at.
func (p *figurePen) plate(at draw.Point, r float64, box impose.Rect) {
	c, pal, fg := p.b.c, p.b.pal, p.fg()
	l := leaderOf(at, r, box)
	start, end := l.a, l.b
	p.leaders = append(p.leaders, l)
	c.SetStroke(pal.accent)
	c.SetLineWidth(fg.Leader)
	c.Stroke(draw.Line(start.X, start.Y, end.X, end.Y))
	c.SetFill(pal.accent)
	c.Fill(draw.Circle(start.X, start.Y, fg.LeaderDot))
	c.SetFill(pal.plate)
	c.Fill(draw.RoundRect(box.X, box.Y, box.W, box.H, fg.PlateCorner))
	c.Stroke(draw.RoundRect(box.X, box.Y, box.W, box.H, fg.PlateCorner))
}

// tag is a plate of lines with a leader to a circle of radius r about a point.
func (p *figurePen) tag(at draw.Point, r float64, lines []string, keep []disc) {
	w, h := p.tagSize(lines)
	box := p.site(at, r, w, h, keep)
	// The leader runs from the box's nearest edge point to the circle.
	p.plate(at, r, box)
	p.plateLines(box, lines)
}

// plateLines writes a tag's lines on its plate, and keeps the plate clear of later tags.
func (p *figurePen) plateLines(box impose.Rect, lines []string) {
	fg := p.fg()
	f := fg.Label.Draw()
	p.b.c.SetFill(p.b.pal.ink)
	step := f.Size * fg.TagLeading * draw.MMPerPt
	for i, l := range lines {
		p.b.c.Text(f, box.X+fg.TagPadX/2, box.Y+fg.TagPadY/2+float64(i)*step+draw.Ascent(f)+(step-draw.Ascent(f)-draw.Descent(f))/2, draw.Left, l)
	}
	p.placed = append(p.placed, box)
}

// key is a small legend in a corner of the figure: the board's own swatches and words.
type keyItem struct {
	swatch func(x, y, w, h float64) error
	text   string
}

// keySize is the box of a key.
func (p *figurePen) keySize(items []keyItem) (w, h float64) {
	m := p.b.lb.Marks
	f := p.fg().Key.Draw()
	for _, it := range items {
		w = max(w, draw.Width(f, it.text))
	}
	pad := m.LegendPad * p.fg().KeyPad
	return 2*pad + m.LegendSwatch + pad/2 + w, 2*pad + float64(len(items))*m.LegendRow
}

// key draws a key at box.
func (p *figurePen) key(box impose.Rect, items []keyItem) error {
	m := p.b.lb.Marks
	f := p.fg().Key.Draw()
	pad := m.LegendPad * p.fg().KeyPad
	p.b.panelBox(box.X, box.Y, box.W, box.H)
	for i, it := range items {
		ry := box.Y + pad + float64(i)*m.LegendRow
		sh := m.LegendRow * p.fg().KeySwatch
		if err := it.swatch(box.X+pad, ry+(m.LegendRow-sh)/2, m.LegendSwatch, sh); err != nil {
			return err
		}
		p.b.c.SetFill(p.b.pal.ink)
		p.b.c.Text(f, box.X+pad+m.LegendSwatch+pad/2, middleBaseline(f, ry+m.LegendRow/2), draw.Left, it.text)
	}
	p.placed = append(p.placed, box)
	return nil
}

// corner is the corner of the figure where a box w x h covers least of the board and
// of what is placed, clear of the given places.
func (p *figurePen) corner(w, h float64, keep []disc) impose.Rect {
	f, fg := p.f, p.fg()
	in := fg.KeyInset
	best, bestCost := impose.Rect{}, math.Inf(1)
	for i, at := range []draw.Point{{X: f.W - w - in, Y: in}, {X: in, Y: in}, {X: f.W - w - in, Y: f.H - h - in}, {X: in, Y: f.H - h - in}} {
		box := impose.Rect{X: at.X, Y: at.Y, W: w, H: h}
		cost := float64(i)
		for _, o := range p.placed {
			if meets(box.Outset(fg.KeyClear), o) {
				cost += costPlace
			}
		}
		for _, d := range keep {
			if d.meets(box.Outset(fg.KeyClear)) {
				cost += costPlace
			}
		}
		cost += p.boxCost(box.Outset(fg.KeyClear)) + p.shownCost(box.Outset(fg.KeyClear), nil)
		if occ := f.x.board; occ != nil && occ.occ != nil && f.art == nil {
			onBoard := impose.Rect{X: f.window.X + box.X/f.scale, Y: f.window.Y + box.Y/f.scale, W: box.W / f.scale, H: box.H / f.scale}
			if c := occ.occ.cost(onBoard); !math.IsInf(c, 1) {
				cost += c / costBoard
			}
		}
		if cost < bestCost {
			best, bestCost = box, cost
		}
	}
	return best
}

// plan is the board's placing of its names and panels, made once per Ctx (DrawValley
// makes it when it first draws; a figure may need it before).
func (x *Ctx) plan() (*boardPlan, error) {
	if x.board == nil || x.board.v != &x.D.Valley {
		// Draw nothing, to place the names: a view of no part of the board.
		far := impose.Rect{X: farAway, Y: farAway, W: 1, H: 1}
		if err := x.DrawValley(nullCanvas{}, BoardView{Area: far, Text: true}); err != nil {
			return nil, err
		}
	}
	return x.board, nil
}

// labelBoxes are the boxes of the board's names of the given places (manors and houses),
// as the board places them: a figure that shows a place shows its name whole.
func (x *Ctx) labelBoxes(ids []string) ([]impose.Rect, error) {
	plan, err := x.plan()
	if err != nil {
		return nil, err
	}
	var out []impose.Rect
	for _, l := range plan.labels {
		for _, id := range ids {
			if (l.manor != nil && l.manor.ID == id) || (l.manor == nil && l.name == x.nodeName(id)) {
				out = append(out, l.box)
			}
		}
	}
	return out, nil
}

// nullCanvas draws nothing.
type nullCanvas struct{}

func (nullCanvas) Size() (w, h float64)                                   { return 0, 0 }
func (nullCanvas) Push()                                                  {}
func (nullCanvas) Pop()                                                   {}
func (nullCanvas) Translate(dx, dy float64)                               {}
func (nullCanvas) Rotate(deg float64)                                     {}
func (nullCanvas) Scale(s float64)                                        {}
func (nullCanvas) SetFill(c draw.Color)                                   {}
func (nullCanvas) SetStroke(c draw.Color)                                 {}
func (nullCanvas) SetLineWidth(w float64)                                 {}
func (nullCanvas) SetDash(pattern []float64)                              {}
func (nullCanvas) Fill(p draw.Path)                                       {}
func (nullCanvas) Stroke(p draw.Path)                                     {}
func (nullCanvas) Clip(p draw.Path)                                       {}
func (nullCanvas) Text(f draw.Font, x, y float64, a draw.Align, s string) {}

// union is the smallest rectangle holding a and every one of rs.
func union(a impose.Rect, rs ...impose.Rect) impose.Rect {
	for _, r := range rs {
		x0, y0 := min(a.X, r.X), min(a.Y, r.Y)
		x1, y1 := max(a.X+a.W, r.X+r.W), max(a.Y+a.H, r.Y+r.H)
		a = impose.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
	}
	return a
}

// disc is a place of the figure that tags and keys keep off.
type disc struct {
	c draw.Point
	r float64
}

// meets reports whether the disc and the rectangle overlap.
func (d disc) meets(r impose.Rect) bool {
	near := draw.Point{X: max(r.X, min(r.X+r.W, d.c.X)), Y: max(r.Y, min(r.Y+r.H, d.c.Y))}
	return dist(near, d.c) < d.r
}
