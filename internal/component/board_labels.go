package component

import (
	"math"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/impose"
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
		b.measure(&l)
		b.site(occ, &l, toPt(ml.Centre), m.Centre)
		out = append(out, l)
	}
	for _, h := range b.v.Houses {
		name := b.x.L.T("house."+h.ID, nil)
		f, err := textfit.Line(b.x.fit(boardComponent, h.ID+" name", "fonts.house"), fo.House.Draw(), fo.House.Min, name, fo.HouseWidth)
		if err != nil {
			return nil, err
		}
		l := boardLabel{name: name, font: f, ground: b.pal.plate, ink: b.pal.accent}
		b.measure(&l)
		b.site(occ, &l, toPt(h.Centre), m.House)
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
// The plate stands against its own centre's ring, on whichever side it covers least,
// never farther than the layout's plate reach from it, and always nearer it (by the
// plate margin) than any other manor's or house's centre, so that a name can only be
// read as its own; a plate reaching out of its own manor costs more.
func (b *boardDraw) site(occ *occupancy, l *boardLabel, c draw.Point, r float64) {
	best, _ := b.plateSite(occ, l, c, r)
	l.plate.X = best.X + (best.W-l.plate.W)/2
	l.plate.Y = best.Y
	l.box = best
	occ.rect(best.Outset(b.lb.Marks.LabelGap), occLabel)
}

// plateSites are the directions a plate may stand in from its centre.
const plateSites = 16

// plateSite finds a label's box; ok is false when no place keeps the rules (the best
// place that breaks them is returned).
func (b *boardDraw) plateSite(occ *occupancy, l *boardLabel, c draw.Point, r float64) (impose.Rect, bool) {
	m := b.lb.Marks
	w, h := l.box.W, l.box.H
	var boundary []draw.Point
	if l.manor != nil {
		boundary = toPts(l.manor.Boundary)
	}
	best, bestCost, found := impose.Rect{}, math.Inf(1), false
	fallback, fallbackCost := impose.Rect{}, math.Inf(1)
	for _, far := range []float64{0, r / 2, r} {
		d := r + m.LabelGap + far
		for k := 0; k < plateSites; k++ {
			a := 2 * math.Pi * float64(k) / plateSites
			u := draw.Point{X: math.Cos(a), Y: math.Sin(a)}
			// The box's nearest side stands d from the centre, along u.
			reach := d + math.Abs(u.X)*w/2 + math.Abs(u.Y)*h/2
			mid := add(c, mul(u, reach))
			box := impose.Rect{X: mid.X - w/2, Y: mid.Y - h/2, W: w, H: h}
			cost := occ.cost(box) + far*occSoft
			if boundary != nil {
				for _, p := range []draw.Point{mid, {X: box.X, Y: box.Y}, {X: box.X + w, Y: box.Y}, {X: box.X, Y: box.Y + h}, {X: box.X + w, Y: box.Y + h}} {
					if !inside(boundary, p) {
						cost += occHard * 4
					}
				}
			}
			if b.plateOwn(mid, c) {
				if cost < bestCost {
					best, bestCost, found = box, cost, true
				}
			} else if cost < fallbackCost {
				fallback, fallbackCost = box, cost
			}
		}
	}
	if !found {
		return fallback, false
	}
	return best, true
}

// plateOwn reports whether a plate centred at p reads as the name of the centre c: within
// the plate reach of it and nearer it, by the plate margin, than any other centre.
func (b *boardDraw) plateOwn(p, c draw.Point) bool {
	m := b.lb.Marks
	own := dist(p, c)
	if own > m.PlateReach {
		return false
	}
	for _, o := range boardCentres(b.v) {
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
