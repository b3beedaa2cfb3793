package component

import (
	"fmt"
	"maps"
	"math"
	"slices"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/impose"
	"github.com/excalibur-kit/excalibur/internal/layout"
	"github.com/excalibur-kit/excalibur/internal/textfit"
)

// Names on the board. A manor's name stands on a plate in its parish's colour, with the
// parish letter in a badge (colour is never the only sign) and the map reference under
// it; the abbey's and the priory's names stand on light plates. Each goes beside its
// centre where it covers least of the roads, rivers and places (the occupancy grid).

type boardLabel struct {
	manor       *gamedata.ManorLand // nil for a house
	letter      string
	name, ref   string
	font, small draw.Font
	box, plate  impose.Rect
	ground, ink draw.Color
}

// placeLabels sets every name in its place; the order is the data's, and the result is
// the same for every view of the board.
func (b *boardDraw) placeLabels() ([]boardLabel, error) {
	occ := b.g.hard.clone()
	b.occ = occ
	b.joints = b.jointBands()
	clear := b.keepClear()
	var out []boardLabel
	m, fo := b.lb.Marks, b.lb.Fonts
	for i := range b.v.Manors {
		ml := &b.v.Manors[i]
		card := b.x.D.Manor(ml.ID)
		l := boardLabel{manor: ml, ref: b.v.Grid.Ref(ml.Centre), small: fo.Reference.Draw()}
		l.name = ml.ID
		if card != nil {
			l.name = card.Name
			l.letter = card.Parish
		}
		f, err := textfit.Line(b.x.fit(boardComponent, ml.ID+" name", "fonts.manor"), fo.Manor.Draw(), fo.Manor.Min, l.name, fo.NameWidth)
		if err != nil {
			return nil, err
		}
		l.font = f
		l.ground = b.parishColour(card)
		l.ink = TextOn(l.ground)
		if b.x.Style.InkSaver {
			l.ground, l.ink = b.pal.plate, b.pal.ink
		}
		if err := b.site(occ, clear, &l, toPt(ml.Centre), m.Centre, fo.Manor.Min); err != nil {
			return nil, err
		}
		out = append(out, l)
	}
	for _, h := range b.v.Houses {
		name := b.x.L.T("house."+h.ID, nil)
		f, err := textfit.Line(b.x.fit(boardComponent, h.ID+" name", "fonts.house"), fo.House.Draw(), fo.House.Min, name, fo.HouseWidth)
		if err != nil {
			return nil, err
		}
		l := boardLabel{name: name, font: f, ground: b.pal.plate, ink: b.pal.accent}
		if err := b.site(occ, clear, &l, toPt(h.Centre), m.House, fo.House.Min); err != nil {
			return nil, err
		}
		out = append(out, l)
	}
	return out, nil
}

// measure sizes a label's plate and block, at its origin.
func (b *boardDraw) measure(l *boardLabel) {
	pad := b.lb.Marks.PlatePad
	h := draw.Ascent(l.font) + draw.Descent(l.font) + 2*pad
	w := draw.Width(l.font, l.name) + 2*pad
	if l.letter != "" {
		w += h - pad
	}
	l.plate = impose.Rect{W: w, H: h}
	l.box = l.plate
	if l.ref != "" {
		rw := draw.Width(l.small, l.ref) + 2*pad
		l.box.H += draw.Ascent(l.small) + draw.Descent(l.small) + pad
		l.box.W = max(l.box.W, rw)
	}
}

// site puts a label beside its centre (radius r) where it covers least, and marks it.
// The plate stands near its own centre's ring, never farther than the layout's plate
// reach from it, and always nearer it (by the plate margin) than any other manor's or
// house's centre, so that a name can only be read as its own. It covers no disc drawn
// on the board (a centre, a marker's place, a milestone, a house, a shield, a choke) and
// no other name: those are tested exactly, since the occupancy grid is coarse and only
// weighs them. Of the places left, it takes the one that covers least of the roads and
// rivers, stands nearest its ring, and stays inside its own manor.
//
// A plate keeps the label gap from the discs and names it clears; where the valley leaves
// no such place, it keeps a third of the gap, and then the name shrinks, a step at a
// time, down to its font's least size (min). A valley that has no room even then is an
// error, naming the manor.
func (b *boardDraw) site(occ *occupancy, clear *clearance, l *boardLabel, c draw.Point, r, min float64) error {
	var best impose.Rect
	ok := false
	full := l.font.Size
	// First clear of the tiles' joints, the name shrinking if it must; where even that
	// finds no place, across one.
	for _, whole := range []bool{true, false} {
		for size := full; !ok && size > min-textfit.Step/2; size -= textfit.Step {
			l.font.Size = size
			b.measure(l)
			for _, gap := range []float64{b.lb.Marks.LabelGap, b.lb.Marks.LabelGap / 3} {
				if best, ok = b.plateSite(occ, clear, l, c, r, gap, whole); ok {
					break
				}
			}
		}
	}
	if !ok {
		return fmt.Errorf("content/map.toml: %s: no room for its name %q, even at %g pt, within %g mm (%s marks.plate_reach) that covers no disc and no other name: move the places around it apart",
			labelOf(l), l.name, min, b.lb.Marks.PlateReach, layout.BoardFile)
	}
	l.plate.X = best.X + (best.W-l.plate.W)/2
	l.plate.Y = best.Y
	l.box = best
	occ.rect(best.Outset(b.lb.Marks.LabelGap), occLabel)
	clear.boxes = append(clear.boxes, best)
	return nil
}

// labelOf names what a label belongs to, for an error.
func labelOf(l *boardLabel) string {
	if l.manor != nil {
		return "manor " + l.manor.ID
	}
	return "house"
}

// plateSite finds a label's box; ok is false when no place keeps the rules. The
// candidates are every point of a grid about the centre within the plate reach; a
// manor's plate keeps its middle inside the manor; when whole, no plate crosses a joint
// of the tiles.
func (b *boardDraw) plateSite(occ *occupancy, clear *clearance, l *boardLabel, c draw.Point, r, gap float64, whole bool) (impose.Rect, bool) {
	m := b.lb.Marks
	w, h := l.box.W, l.box.H
	var boundary []draw.Point
	if l.manor != nil {
		boundary = toPts(l.manor.Boundary)
	}
	reach := m.PlateReach + math.Hypot(w, h)
	near := clear.near(c, reach)
	// The centres a plate within reach could stand nearer to than its own.
	var centres []draw.Point
	for _, o := range clear.centres {
		if dist(o, c) <= 2*m.PlateReach+m.PlateMargin {
			centres = append(centres, o)
		}
	}
	// The places a plate's middle may take, half a cell of the occupancy grid apart.
	step := m.Occupancy / 2
	n := int(m.PlateReach / step)
	best, bestCost, found := impose.Rect{}, math.Inf(1), false
	for j := -n; j <= n; j++ {
		for i := -n; i <= n; i++ {
			// The plate's middle, which reads as its name's place, and the box under it.
			mid := draw.Point{X: c.X + float64(i)*step, Y: c.Y + float64(j)*step}
			box := impose.Rect{X: mid.X - w/2, Y: mid.Y - l.plate.H/2, W: w, H: h}
			if !near.free(box, gap) || !b.plateOwn(mid, c, centres) || (boundary != nil && !inside(boundary, mid)) {
				continue
			}
			// How far the plate stands from its ring.
			far := (disc{c, r + m.LabelGap}).gap(box)
			cost := occ.cost(box) + far*occSoft
			for _, p := range []draw.Point{{X: box.X, Y: box.Y}, {X: box.X + w, Y: box.Y}, {X: box.X, Y: box.Y + h}, {X: box.X + w, Y: box.Y + h}} {
				if boundary != nil && !inside(boundary, p) {
					cost += occHard * 4
				}
			}
			if b.acrossJoint(box) {
				if whole {
					continue
				}
				cost += occHard * 4 // cut across two tiles: anywhere else first
			}
			if cost < bestCost {
				best, bestCost, found = box, cost, true
			}
		}
	}
	return best, found
}

// acrossJoint tells whether a plate at box would be cut across two tiles.
func (b *boardDraw) acrossJoint(box impose.Rect) bool {
	for _, jb := range b.joints {
		if meets(box, jb) {
			return true
		}
	}
	return false
}

// jointBands are the bands where the board's tiles meet and overlap, on every paper
// of the layout, as the board is drawn once for all of them: a name plate across one
// is cut in two and hard to glue true.
func (b *boardDraw) jointBands() []impose.Rect {
	var out []impose.Rect
	names := slices.Sorted(maps.Keys(b.x.Layout.Paper))
	for _, n := range names {
		p := b.x.Layout.Paper[n]
		tl, err := TileBoard(b.v.Width, b.v.Height, impose.Paper{Name: n, W: p.Width, H: p.Height}, b.x.Layout.Print.PrinterMargin, b.lb.Tiles)
		if err != nil {
			continue // the tiles' own build says why
		}
		out = append(out, tl.JointBands(b.lb.Tiles.Overlap)...)
	}
	return out
}

// clearance is what no name plate may cover: the discs drawn on the board and the
// plates already placed.
type clearance struct {
	discs   []disc
	boxes   []impose.Rect
	centres []draw.Point // the manors' and houses' centres, whose names these are
}

// keepClear lists the discs of the board: every manor centre, marker's place,
// milestone, house, entry shield and choke, each to the edge of its outline's stroke.
func (b *boardDraw) keepClear() *clearance {
	m, ln := b.lb.Marks, b.lb.Lines
	var out []disc
	for _, ml := range b.v.Manors {
		out = append(out, disc{toPt(ml.Centre), m.Centre + ln.Symbol})
		for _, u := range ml.Units {
			out = append(out, disc{toPt(u.Spot), max(m.Spot+ln.Unit/2, m.Icon/2)})
		}
	}
	for _, h := range b.v.Houses {
		out = append(out, disc{toPt(h.Centre), m.House + ln.Wall/2})
	}
	for _, r := range b.v.Roads {
		for _, p := range r.Milestones {
			out = append(out, disc{toPt(p), m.Milestone + ln.Symbol/2})
		}
	}
	for _, e := range b.v.Entries {
		p, r := b.entrySite(e)
		out = append(out, disc{p, shieldFoot*r + ln.Symbol})
	}
	for _, ch := range b.chokeSites() {
		out = append(out, disc{ch.p, b.chokeDisc(ch)})
	}
	return &clearance{discs: out, centres: boardCentres(b.v)}
}

// near is the part of the clearance within reach of p: all a plate about p can meet.
func (cl *clearance) near(p draw.Point, reach float64) *clearance {
	out := &clearance{}
	for _, d := range cl.discs {
		if dist(d.c, p) <= reach+d.r {
			out.discs = append(out.discs, d)
		}
	}
	for _, bx := range cl.boxes {
		if meets(bx, around(p, reach)) {
			out.boxes = append(out.boxes, bx)
		}
	}
	return out
}

// free reports whether a box, widened by gap, meets no disc and no plate.
func (cl *clearance) free(box impose.Rect, gap float64) bool {
	for _, d := range cl.discs {
		if d.gap(box) < gap {
			return false
		}
	}
	g := box.Outset(gap)
	for _, bx := range cl.boxes {
		if meets(g, bx) {
			return false
		}
	}
	return true
}

// plateOwn reports whether a plate centred at p reads as the name of the centre c: within
// the plate reach of it and nearer it, by the plate margin, than any other of the
// centres.
func (b *boardDraw) plateOwn(p, c draw.Point, centres []draw.Point) bool {
	m := b.lb.Marks
	own := dist(p, c)
	if own > m.PlateReach {
		return false
	}
	for _, o := range centres {
		if o != c && dist(p, o) < own+m.PlateMargin {
			return false
		}
	}
	return true
}

// boardCentres are the centres of every manor and house of the valley.
func boardCentres(v *gamedata.Valley) []draw.Point {
	var out []draw.Point
	for _, ml := range v.Manors {
		out = append(out, toPt(ml.Centre))
	}
	for _, h := range v.Houses {
		out = append(out, toPt(h.Centre))
	}
	return out
}

// label draws a name: its plate, the parish badge, the name, the map reference and,
// for a manor, a description of each land unit (read back by the check).
func (b *boardDraw) label(l boardLabel) error {
	if !b.seen(l.box) {
		return nil
	}
	pad := b.lb.Marks.PlatePad
	p := l.plate
	c := b.c
	c.SetFill(l.ground)
	c.Fill(draw.RoundRect(p.X, p.Y, p.W, p.H, p.H/3))
	c.SetStroke(b.pal.ink)
	c.SetLineWidth(b.lb.Lines.Unit)
	c.Stroke(draw.RoundRect(p.X, p.Y, p.W, p.H, p.H/3))
	base := p.Y + pad + draw.Ascent(l.font)
	x := p.X + pad
	if l.letter != "" {
		d := p.H - pad
		cx, cy := p.X+pad/2+d/2, p.Y+p.H/2
		c.SetFill(b.pal.plate)
		c.Fill(draw.Circle(cx, cy, d/2))
		c.Stroke(draw.Circle(cx, cy, d/2))
		lf := b.lb.Fonts.Letter.Draw()
		c.SetFill(b.pal.ink)
		c.Text(lf, cx, middleBaseline(lf, cy), draw.Center, l.letter)
		x += d
	}
	c.SetFill(l.ink)
	c.Text(l.font, x, base, draw.Left, l.name)
	if l.ref != "" {
		rw := draw.Width(l.small, l.ref)
		rh := draw.Ascent(l.small) + draw.Descent(l.small)
		cx := l.box.X + l.box.W/2
		top := p.Y + p.H + pad/2
		c.SetFill(b.pal.plate)
		c.Fill(draw.RoundRect(cx-rw/2-pad, top-pad/4, rw+2*pad, rh+pad/2, rh/2))
		c.SetFill(b.pal.ink)
		c.Text(l.small, cx, top+draw.Ascent(l.small), draw.Center, l.ref)
	}
	if l.manor != nil {
		s := b.lb.Marks.Spot
		for _, u := range l.manor.Units {
			draw.Describe(c, u.Spot[0]-s, u.Spot[1]-s, 2*s, 2*s, b.x.L.T(landTerm[u.Kind], nil))
		}
	}
	return nil
}

// gap is how far the rectangle stands outside the disc (negative when they overlap).
func (d disc) gap(r impose.Rect) float64 {
	near := draw.Point{X: max(r.X, min(r.X+r.W, d.c.X)), Y: max(r.Y, min(r.Y+r.H, d.c.Y))}
	return dist(near, d.c) - d.r
}
