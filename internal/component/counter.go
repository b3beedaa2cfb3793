package component

import (
	"fmt"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/icons"
	"github.com/excalibur-kit/excalibur/internal/impose"
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

// troopGround is a troop counter's (or key tile's) ground and ink on one side: the
// wounded side's ground is paler (the ink saver keeps it white).
func (x *Ctx) troopGround(k Counter, wounded bool) (ground, ink draw.Color, err error) {
	ground, ink, err = x.counterGround(k.Player)
	if wounded && !x.Style.InkSaver {
		ground = Mix(ground, draw.White, x.Layout.CounterLayout.Wounded.Pale)
		ink = TextOn(ground)
	}
	return ground, ink, err
}

// markerBand is the colour of the band at every marker's edge.
func (x *Ctx) markerBand() draw.Color {
	_, _, band := x.markerPaints(Counter{Kind: KindMarker})
	return band
}

// markerPaints are a marker's ground (its family's, or the plain one), ink and edge band.
func (x *Ctx) markerPaints(k Counter) (ground, ink, band draw.Color) {
	m := x.Layout.Markers
	col := m.Colours
	g, own := m.Grounds[k.Marker]
	if x.Style.InkSaver {
		col = m.InkSaver
	}
	if x.Style.InkSaver || !own {
		g = col.Plain
	}
	return g.Draw(), col.Ink.Draw(), col.Band.Draw()
}

// CounterFront draws the front of a counter.
func (x *Ctx) CounterFront(c draw.Canvas, k Counter) error {
	switch k.Kind {
	case KindTroop:
		return x.troopSide(c, k, false)
	case KindKey:
		return x.keyTile(c, k, false)
	case KindMarker:
		return x.marker(c, k)
	}
	return nil
}

// CounterBack draws the back: the wounded side of a troop; markers show the same face
// on both sides, and a key tile its face on the wounded sides' paler ground, which it
// stands among on the back.
func (x *Ctx) CounterBack(c draw.Canvas, k Counter) error {
	switch k.Kind {
	case KindTroop:
		return x.troopSide(c, k, true)
	case KindKey:
		return x.keyTile(c, k, true)
	}
	return x.CounterFront(c, k)
}

// troopSide draws one side of a troop counter. The wounded side keeps the troop's
// symbol, so that lord, knight, esquire and man-at-arms stay told apart, and adds a wound
// mark beside it on a paler ground hatched round its marks: it reads as wounded in
// colour, in grey and to colour-blind eyes, and every mark stays clear of the hatching.
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
	m, err := x.troopMarks(k)
	if err != nil {
		return err
	}
	if wounded {
		x.hatch(c, s, ink, ground, m.clear())
	}
	x.counterEdge(c, s, ink)
	if err := x.troopNumbers(c, k, x.L.Num(strength), ink); err != nil {
		return err
	}
	if err := icons.Draw(c, troopIcon(k.Troop), m.symbol.X, m.symbol.Y, m.symbol.W, ink, ground); err != nil {
		return err
	}
	if wounded {
		if err := icons.Draw(c, "wounded", m.wound.X, m.wound.Y, m.wound.W, ink, ground); err != nil {
			return err
		}
	}
	if err := icons.Draw(c, k.Player.Emblem, m.emblem.X, m.emblem.Y, m.emblem.W, ink, ground); err != nil {
		return err
	}
	if k.Troop.Kind == gamedata.KindLord { // the crown is his grade
		return x.lordName(c, k, s, m.nameRoom, ink)
	}
	pad := l.Numbers.Padding
	x.pips(c, k.Troop.Grade, s-pad, s-pad-l.Pips.Above, ink)
	return nil
}

// troopMarks are the boxes of a troop counter's marks, the same on both sides: the
// symbol, the wound mark beside it (on the wounded side), the emblem, the grade marks
// and, for a lord, his name's line.
type troopMarks struct {
	symbol, wound, emblem, grade, name impose.Rect
	nameRoom                           float64
	margin                             float64 // the hatching keeps this far from each mark
}

func (m troopMarks) clear() []impose.Rect {
	var out []impose.Rect
	for _, r := range []impose.Rect{m.symbol, m.wound, m.emblem, m.grade, m.name} {
		if r.W > 0 {
			out = append(out, r.Outset(m.margin))
		}
	}
	return out
}

// troopMarks places the marks of counter k. The wound mark stands right of the symbol,
// centred in the room up to the padding, as a lord's emblem stands left of his crown.
func (x *Ctx) troopMarks(k Counter) (troopMarks, error) {
	l := x.Layout.CounterLayout
	s := x.Layout.Counters.Size
	pad, emblem := l.Numbers.Padding, l.Emblem.Size*s
	size, top := l.Symbol.Size*s, l.Symbol.Top*s
	lord := k.Troop.Kind == gamedata.KindLord
	if lord {
		size, top = l.Lord.Symbol*s, l.Lord.Top*s
	}
	m := troopMarks{margin: l.Wounded.Clear}
	m.symbol = impose.Rect{X: (s - size) / 2, Y: top, W: size, H: size}
	wound := l.Wounded.Mark * s
	room := (s-size)/2 - pad
	if wound > room {
		return m, fmt.Errorf("%s: the wound mark (%.2f mm) does not fit beside the symbol (%.2f mm of room); change %s: wounded.mark",
			k.Label(), wound, room, x.Layout.Part(counterComponent).Source("wounded.mark"))
	}
	m.wound = impose.Rect{X: s - pad - room/2 - wound/2, Y: top + size/2 - wound/2, W: wound, H: wound}
	m.emblem = impose.Rect{X: pad, Y: s - pad - emblem, W: emblem, H: emblem}
	if !lord {
		p := l.Pips
		w := p.Spacing + 2*p.Radius
		m.grade = impose.Rect{X: s - pad - w, Y: s - pad - l.Pips.Above - p.Radius, W: w, H: 2 * p.Radius}
		return m, nil
	}
	m.nameRoom = s - 2*pad
	if l.Lord.Emblem == "beside-crown" {
		m.emblem.X, m.emblem.Y = pad+(room-emblem)/2, top+size/2-emblem/2
	} else {
		m.nameRoom -= 2 * (emblem + l.Lord.NameGap)
	}
	f := l.Lord.Name.Draw()
	base := s - l.Lord.NameAbove
	m.name = impose.Rect{X: (s - m.nameRoom) / 2, Y: base - draw.Ascent(f), W: m.nameRoom, H: draw.Ascent(f) + draw.Descent(f)}
	return m, nil
}

// troopNumbers sets the strength top left and the two-digit ID top right, each fitted to
// its share of the top row.
func (x *Ctx) troopNumbers(c draw.Canvas, k Counter, strength string, ink draw.Color) error {
	n := x.Layout.CounterLayout.Numbers
	s := x.Layout.Counters.Size
	id := gamedata.CounterNumber(k.ID)
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

// The marks of the grades, drawn by pips and named by the counter figure's callout
// (figure.mark-<mark>), so that the callout cannot describe another mark than the one
// on the counter.
const (
	markTwoPips = "two-pips"
	markOnePip  = "one-pip"
	markSquare  = "hollow-square"
)

// gradeMark is the mark of a grade: two filled pips for grade A, one for grade B, a
// hollow square for an esquire (a ring would be the orange colour's annulet).
func gradeMark(grade string) string {
	switch grade {
	case "A":
		return markTwoPips
	case "B":
		return markOnePip
	case "esquire":
		return markSquare
	}
	return ""
}

// pips mark the grade without letters, right-aligned at (right, cy).
func (x *Ctx) pips(c draw.Canvas, grade string, right, cy float64, ink draw.Color) {
	p := x.Layout.CounterLayout.Pips
	r := p.Radius
	c.SetFill(ink)
	c.SetStroke(ink)
	c.SetLineWidth(p.Line)
	switch gradeMark(grade) {
	case markTwoPips:
		c.Fill(draw.Circle(right-r, cy, r))
		c.Fill(draw.Circle(right-r-p.Spacing, cy, r))
	case markOnePip:
		c.Fill(draw.Circle(right-r, cy, r))
	case markSquare:
		h := r * p.Square
		c.Stroke(draw.Rect(right-r-h, cy-h, 2*h, 2*h))
	}
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

// hatch covers the counter with thin diagonal lines below the numbers' band, then clears
// the ground round each mark, so that no mark stands on the lines.
func (x *Ctx) hatch(c draw.Canvas, s float64, ink, ground draw.Color, clear []impose.Rect) {
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
	c.SetFill(ground)
	for _, r := range clear {
		c.Fill(draw.RoundRect(r.X, r.Y, r.W, r.H, w.ClearCorner))
	}
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

// keyTile ends a colour's rows: its emblem large and its lord, to sort counters by; on
// the back, on the wounded sides' ground.
func (x *Ctx) keyTile(c draw.Canvas, k Counter, back bool) error {
	l := x.Layout.CounterLayout
	s := x.Layout.Counters.Size
	ground, ink, err := x.troopGround(k, back)
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

// marker draws a marker: its symbol, and nothing else — it reads in every language. Its
// kind's ground stands inside the band all markers share at their edge.
func (x *Ctx) marker(c draw.Canvas, k Counter) error {
	s := x.Layout.Counters.Size
	ground, ink, band := x.markerPaints(k)
	b := x.Layout.Markers.Band
	c.SetFill(band)
	c.Fill(draw.Rect(0, 0, s, s))
	c.SetFill(ground)
	c.Fill(draw.RoundRect(b.Width, b.Width, s-2*b.Width, s-2*b.Width, b.Corner))
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
		g, _, err := x.troopGround(k, back)
		return g, err == nil
	case KindMarker:
		return x.markerBand(), true
	}
	return draw.Color{}, false
}
