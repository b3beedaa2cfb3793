package component

import (
	"fmt"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/icons"
	"github.com/excalibur-kit/excalibur/internal/names"
	"github.com/excalibur-kit/excalibur/internal/textfit"
)

// Counters: the troops of each colour (strength top left, two-digit ID top right, a
// symbol of type and grade; the wounded side on the back), a key tile that ends each
// colour's rows, and the markers. Drawn in their own frame (0, 0)-(S, S).

const counterComponent = "counters"

// Counter kinds.
const (
	KindTroop  = "troop"
	KindKey    = "key"
	KindMarker = "marker"
	KindBlank  = "blank"
)

// Counter is one counter of the sheets.
type Counter struct {
	Kind   string
	Player *gamedata.Player
	Troop  *gamedata.Troop
	ID     int
	Marker string
}

// Label names the counter in errors and in the check.
func (k Counter) Label() string {
	switch k.Kind {
	case KindTroop:
		return fmt.Sprintf("%s %02d", k.Player.ID, k.ID)
	case KindKey:
		return k.Player.ID + " key"
	case KindMarker:
		return k.Marker
	}
	return "blank"
}

// Counters lists the counters in sheet order on the layout's sheets (kit.toml
// [counters]); CountersOn says how they are arranged.
func (x *Ctx) Counters() []Counter {
	return x.CountersOn(x.Layout.Counters.Columns, x.Layout.Counters.Rows)
}

// counterGround is a colour's ground and ink: its own colour and the text colour that
// contrasts most with it. The ink saver prints white grounds with black ink.
func (x *Ctx) counterGround(p *gamedata.Player) (ground, ink draw.Color, err error) {
	if x.Style.InkSaver {
		is := x.Layout.CounterLayout.InkSaver
		return is.Ground.Draw(), is.Ink.Draw(), nil
	}
	ground, err = ParseColour(p.Colour)
	return ground, TextOn(ground), err
}

// troopGround is a troop counter's ground and ink on one side: the wounded side's ground
// is paler (the ink saver keeps it white).
func (x *Ctx) troopGround(k Counter, wounded bool) (ground, ink draw.Color, err error) {
	ground, ink, err = x.counterGround(k.Player)
	if wounded && !x.Style.InkSaver {
		ground = Mix(ground, draw.White, x.Layout.CounterLayout.Wounded.Pale)
		ink = TextOn(ground)
	}
	return ground, ink, err
}

// markerColours is a marker's ground and ink: its family's ground, or the plain one.
func (x *Ctx) markerColours(k Counter) (ground, ink draw.Color) {
	m := x.Layout.Markers
	col := m.Colours
	g, own := m.Grounds[k.Marker]
	if x.Style.InkSaver {
		col = m.InkSaver
	}
	if x.Style.InkSaver || !own {
		g = col.Plain
	}
	return g.Draw(), col.Ink.Draw()
}

// CounterFront draws the front of a counter.
func (x *Ctx) CounterFront(c draw.Canvas, k Counter) error {
	switch k.Kind {
	case KindTroop:
		return x.troopSide(c, k, false)
	case KindKey:
		return x.keyTile(c, k)
	case KindMarker:
		return x.marker(c, k)
	}
	return nil
}

// CounterBack draws the back: the wounded side of a troop; markers and key tiles show
// the same face on both sides.
func (x *Ctx) CounterBack(c draw.Canvas, k Counter) error {
	if k.Kind == KindTroop {
		return x.troopSide(c, k, true)
	}
	return x.CounterFront(c, k)
}

// troopSide draws one side of a troop counter. The wounded side has a paler ground
// covered in diagonal hatching and a wound symbol in place of the troop's: it reads as
// wounded in colour, in grey and to colour-blind eyes.
func (x *Ctx) troopSide(c draw.Canvas, k Counter, wounded bool) error {
	l := &x.Layout.CounterLayout
	s := x.Layout.Counters.Size
	ground, ink, err := x.troopGround(k, wounded)
	if err != nil {
		return err
	}
	strength := k.Troop.Strength
	if wounded {
		strength = k.Troop.Wounded
	}
	c.SetFill(ground)
	c.Fill(draw.Rect(0, 0, s, s))
	if wounded {
		x.hatch(c, s, ink)
	}
	x.counterEdge(c, s, ink)
	if err := x.troopNumbers(c, k, x.L.Num(strength), ink); err != nil {
		return err
	}
	symbol := troopIcon(k.Troop)
	if wounded {
		symbol = "wounded"
	}
	size, top := l.Symbol.Size*s, l.Symbol.Top*s
	if k.Troop.Kind == gamedata.KindLord {
		size, top = l.Lord.Symbol*s, l.Lord.Top*s
	}
	if err := icons.Draw(c, symbol, (s-size)/2, top, size, ink, ground); err != nil {
		return err
	}
	if k.Troop.Kind == gamedata.KindLord { // the crown is his grade
		return x.lordFoot(c, k, s, top+size/2, ink, ground)
	}
	pad, emblem := l.Numbers.Padding, l.Emblem.Size*s
	if err := icons.Draw(c, k.Player.Emblem, pad, s-pad-emblem, emblem, ink, ground); err != nil {
		return err
	}
	x.pips(c, k.Troop.Grade, s-pad, s-pad-l.Pips.Above, ink)
	return nil
}

// troopNumbers sets the strength top left and the two-digit ID top right, each fitted to
// its share of the top row.
func (x *Ctx) troopNumbers(c draw.Canvas, k Counter, strength string, ink draw.Color) error {
	n := x.Layout.CounterLayout.Numbers
	s := x.Layout.Counters.Size
	id := fmt.Sprintf("%02d", k.ID)
	room := s - 2*n.Padding - n.Gap
	fi, err := textfit.Line(x.fit(counterComponent, k.Label()+" ID", "numbers.id"), n.ID.Draw(), n.ID.Min, id, room/2)
	if err != nil {
		return err
	}
	fs, err := textfit.Line(x.fit(counterComponent, k.Label()+" strength", "numbers.strength"), n.Strength.Draw(), n.Strength.Min, strength, room-draw.Width(fi, id))
	if err != nil {
		return err
	}
	c.SetFill(ink)
	c.Text(fs, n.Padding, capTopBaseline(fs, n.Padding), draw.Left, strength)
	c.Text(fi, s-n.Padding, capTopBaseline(fi, n.Padding), draw.Right, id)
	return nil
}

func troopIcon(t *gamedata.Troop) string {
	switch t.Kind {
	case gamedata.KindLord:
		return "lord"
	case gamedata.KindKnight:
		return "knight"
	}
	return "man-at-arms"
}

// pips mark the grade without letters: two filled for grade A, one for grade B, one
// hollow for an esquire; right-aligned at (right, cy).
func (x *Ctx) pips(c draw.Canvas, grade string, right, cy float64, ink draw.Color) {
	p := x.Layout.CounterLayout.Pips
	r := p.Radius
	c.SetFill(ink)
	c.SetStroke(ink)
	c.SetLineWidth(p.Line)
	switch grade {
	case "A":
		c.Fill(draw.Circle(right-r, cy, r))
		c.Fill(draw.Circle(right-r-p.Spacing, cy, r))
	case "B":
		c.Fill(draw.Circle(right-r, cy, r))
	case "esquire":
		c.Stroke(draw.Circle(right-r, cy, r*p.Ring))
	}
}

// lordFoot draws a lord's emblem and his name: the emblem left of the crown (centred on
// crownY) and the name across the whole foot, or the emblem at the foot's left and the
// name beside it, as layout/counters.toml lord.emblem says.
func (x *Ctx) lordFoot(c draw.Canvas, k Counter, s, crownY float64, ink, ground draw.Color) error {
	l := x.Layout.CounterLayout
	pad, emblem := l.Numbers.Padding, l.Emblem.Size*s
	room := s - 2*pad
	ex, ey := pad, s-pad-emblem
	if l.Lord.Emblem == "beside-crown" {
		crownLeft := (s - l.Lord.Symbol*s) / 2
		ex, ey = pad+(crownLeft-pad-emblem)/2, crownY-emblem/2
	} else {
		room -= 2 * (emblem + l.Lord.NameGap)
	}
	if err := icons.Draw(c, k.Player.Emblem, ex, ey, emblem, ink, ground); err != nil {
		return err
	}
	return x.lordName(c, k, s, room, ink)
}

// lordName writes the lord's name centred along the foot of his counter, in room mm.
func (x *Ctx) lordName(c draw.Canvas, k Counter, s, room float64, ink draw.Color) error {
	l := x.Layout.CounterLayout.Lord
	name := x.L.T("lord-short."+k.Player.ID, nil)
	if name == "" {
		name = names.Short(k.Player.Lord)
	}
	f, err := textfit.Line(x.fit(counterComponent, k.Label()+" name", "lord.name"), l.Name.Draw(), l.Name.Min, name, room)
	if err != nil {
		return err
	}
	c.SetFill(ink)
	c.Text(f, s/2, s-l.NameAbove, draw.Center, name)
	return nil
}

// hatch covers the counter with thin diagonal lines, leaving the numbers' band clear so
// they stay legible.
func (x *Ctx) hatch(c draw.Canvas, s float64, ink draw.Color) {
	w := x.Layout.CounterLayout.Wounded
	c.Push()
	c.Clip(draw.Rect(0, s*w.HatchTop, s, s*(1-w.HatchTop)))
	c.SetStroke(ink)
	c.SetLineWidth(w.HatchLine)
	var lines draw.Path // one path of many lines: one drawing call, not a dozen
	for d := -s; d < s; d += w.HatchSpacing {
		lines.MoveTo(d, s)
		lines.LineTo(d+s, 0)
	}
	c.Stroke(lines)
	c.Pop()
}

// counterEdge is a hairline just inside the cut line, a guide for the knife, when the
// layout asks for it (a cut a hair off the line shows it, so it is off by default).
func (x *Ctx) counterEdge(c draw.Canvas, s float64, ink draw.Color) {
	e := x.Layout.CounterLayout.Edge
	if !e.Show {
		return
	}
	c.SetStroke(Mix(ink, e.Colour.Draw(), e.Mix))
	c.SetLineWidth(e.Line)
	c.Stroke(draw.Rect(e.Inset, e.Inset, s-2*e.Inset, s-2*e.Inset))
}

// keyTile ends a colour's rows: its emblem large and its lord, to sort counters by.
func (x *Ctx) keyTile(c draw.Canvas, k Counter) error {
	l := x.Layout.CounterLayout
	s := x.Layout.Counters.Size
	ground, ink, err := x.counterGround(k.Player)
	if err != nil {
		return err
	}
	c.SetFill(ground)
	c.Fill(draw.Rect(0, 0, s, s))
	x.counterEdge(c, s, ink)
	size := l.Key.Emblem * s
	if err := icons.Draw(c, k.Player.Emblem, (s-size)/2, l.Key.Top, size, ink, ground); err != nil {
		return err
	}
	return x.lordName(c, k, s, s-2*l.Numbers.Padding, ink)
}

// marker draws a marker: its symbol, and nothing else — it reads in every language.
func (x *Ctx) marker(c draw.Canvas, k Counter) error {
	s := x.Layout.Counters.Size
	ground, ink := x.markerColours(k)
	c.SetFill(ground)
	c.Fill(draw.Rect(0, 0, s, s))
	x.counterEdge(c, s, ink)
	size := s * x.Layout.Markers.Symbol.Size
	if err := icons.Draw(c, k.Marker, (s-size)/2, (s-size)/2, size, ink, ground); err != nil {
		return err
	}
	draw.Describe(c, (s-size)/2, (s-size)/2, size, size, x.L.T("term."+k.Marker, nil))
	return nil
}

// counterBleed is the colour a counter's ground runs out into the bleed with.
func (x *Ctx) counterBleed(k Counter, back bool) (draw.Color, bool) {
	switch k.Kind {
	case KindTroop, KindKey:
		g, _, err := x.troopGround(k, back && k.Kind == KindTroop)
		return g, err == nil
	case KindMarker:
		g, _ := x.markerColours(k)
		return g, true
	}
	return draw.Color{}, false
}
