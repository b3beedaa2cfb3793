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

// Counters lists the counters in sheet order: each colour's troops by ID from a new row,
// its key tile and blanks to the end of the row, then every marker.
func (x *Ctx) Counters() []Counter {
	cols := x.Layout.Counters.Columns
	var out []Counter
	fill := func(kind string, p *gamedata.Player) {
		for first := true; len(out)%cols != 0 || first; first = false {
			out = append(out, Counter{Kind: kind, Player: p})
			kind = KindBlank
		}
	}
	for i := range x.D.Players {
		p := &x.D.Players[i]
		for id := 1; id <= x.D.CountersPerColour(); id++ {
			out = append(out, Counter{Kind: KindTroop, Player: p, Troop: x.D.TroopByCounter(id), ID: id})
		}
		if len(out)%cols != 0 {
			fill(KindKey, p)
		}
	}
	for _, m := range x.D.Markers {
		for n := 0; n < m.Count; n++ {
			out = append(out, Counter{Kind: KindMarker, Marker: m.ID})
		}
	}
	return out
}

var (
	fontStrength = draw.Font{Face: draw.SansBold, Size: 11}
	fontID       = draw.Font{Face: draw.SansBold, Size: 7.5}
	fontLord     = draw.Font{Face: draw.Sans, Size: 6}
)

// counterGround is a colour's ground and ink: its own colour and the text colour that
// contrasts most with it. The ink saver prints white grounds with black ink.
func (x *Ctx) counterGround(p *gamedata.Player) (ground, ink draw.Color, err error) {
	if x.Style.InkSaver {
		return draw.White, draw.Black, nil
	}
	ground, err = ParseColour(p.Colour)
	return ground, TextOn(ground), err
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
	s := x.Layout.Counters.Size
	ground, ink, err := x.counterGround(k.Player)
	if err != nil {
		return err
	}
	strength := k.Troop.Strength
	if wounded {
		strength = k.Troop.Wounded
		if !x.Style.InkSaver {
			ground = Mix(ground, draw.White, 0.55)
			ink = TextOn(ground)
		}
	}
	c.SetFill(ground)
	c.Fill(draw.Rect(0, 0, s, s))
	if wounded {
		x.hatch(c, s, ink)
	}
	x.counterEdge(c, s, ink)
	pad := 0.9
	c.SetFill(ink)
	c.Text(fontStrength, pad, pad+draw.Ascent(fontStrength)*0.92, draw.Left, x.L.Num(strength))
	c.Text(fontID, s-pad, pad+draw.Ascent(fontID)*0.95, draw.Right, fmt.Sprintf("%02d", k.ID))
	symbol := troopIcon(k.Troop)
	if wounded {
		symbol = "wounded"
	}
	iconSize := s * 0.42
	iy := s*0.40 + 0.2
	if k.Troop.Kind == gamedata.KindLord {
		iconSize, iy = s*0.36, s*0.36
	}
	if err := icons.Draw(c, symbol, (s-iconSize)/2, iy, iconSize, ink, ground); err != nil {
		return err
	}
	if err := icons.Draw(c, k.Player.Emblem, pad, s-pad-2.6, 2.6, ink, ground); err != nil {
		return err
	}
	if k.Troop.Kind == gamedata.KindLord { // the crown is his grade
		return x.lordName(c, k, s, ink)
	}
	x.pips(c, k.Troop.Grade, s-pad, s-pad-1.3, ink)
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
	r := 0.55
	c.SetFill(ink)
	c.SetStroke(ink)
	c.SetLineWidth(0.25)
	switch grade {
	case "A":
		c.Fill(draw.Circle(right-r, cy, r))
		c.Fill(draw.Circle(right-3.2*r, cy, r))
	case "B":
		c.Fill(draw.Circle(right-r, cy, r))
	case "esquire":
		c.Stroke(draw.Circle(right-r, cy, r*0.85))
	}
}

// lordName writes the lord's name along the foot of his counter, between the emblem
// and the pips.
func (x *Ctx) lordName(c draw.Canvas, k Counter, s float64, ink draw.Color) error {
	name := x.L.T("lord-short."+k.Player.ID, nil)
	if name == "" {
		name = names.Short(k.Player.Lord)
	}
	f, err := textfit.Line(x.Where(counterComponent, k.Label()+" name"), fontLord, x.Layout.Print.MinFont, name, s-7.2)
	if err != nil {
		return err
	}
	c.SetFill(ink)
	c.Text(f, s/2, s-1.1, draw.Center, name)
	return nil
}

// hatch covers the counter with thin diagonal lines, leaving the numbers' corner band
// clear so they stay legible.
func (x *Ctx) hatch(c draw.Canvas, s float64, ink draw.Color) {
	c.Push()
	c.Clip(draw.Rect(0, s*0.33, s, s*0.67))
	c.SetStroke(ink)
	c.SetLineWidth(0.18)
	var lines draw.Path // one path of many lines: one drawing call, not a dozen
	for d := -s; d < s; d += 1.6 {
		lines.MoveTo(d, s)
		lines.LineTo(d+s, 0)
	}
	c.Stroke(lines)
	c.Pop()
}

// counterEdge is a hairline just inside the cut line: a guide for the knife.
func (x *Ctx) counterEdge(c draw.Canvas, s float64, ink draw.Color) {
	c.SetStroke(Mix(ink, draw.Color{R: 128, G: 128, B: 128}, 0.5))
	c.SetLineWidth(0.12)
	c.Stroke(draw.Rect(0.15, 0.15, s-0.3, s-0.3))
}

// keyTile ends a colour's rows: its emblem large and its lord, to sort counters by.
func (x *Ctx) keyTile(c draw.Canvas, k Counter) error {
	s := x.Layout.Counters.Size
	ground, ink, err := x.counterGround(k.Player)
	if err != nil {
		return err
	}
	c.SetFill(ground)
	c.Fill(draw.Rect(0, 0, s, s))
	x.counterEdge(c, s, ink)
	if err := icons.Draw(c, k.Player.Emblem, s*0.25, 1.2, s*0.5, ink, ground); err != nil {
		return err
	}
	return x.lordName(c, k, s, ink)
}

// markerGround gives each family of markers its own pale ground.
var markerGround = map[string]uint32{
	"king-arthur": 0xE7C65A, "weather": 0xBFD9EA, "beehive": 0xF0DC9A, "forester": 0xCFE0B4,
	"reeve": 0xC3DCE8, "water-mill": 0xC3DCE8, "castle": 0xD9D2C5, "stone-circle": 0xD6D6CC,
	"church": 0xE8E3D6, "smoke": 0xC9C9C9,
}

// marker draws a marker: its symbol, and nothing else — it reads in every language.
func (x *Ctx) marker(c draw.Canvas, k Counter) error {
	s := x.Layout.Counters.Size
	ground := hex(markerGround[k.Marker])
	if x.Style.InkSaver || markerGround[k.Marker] == 0 {
		ground = draw.White
	}
	ink := x.Style.Ink
	c.SetFill(ground)
	c.Fill(draw.Rect(0, 0, s, s))
	x.counterEdge(c, s, ink)
	size := s * 0.72
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
		g, _, err := x.counterGround(k.Player)
		if back && k.Kind == KindTroop && !x.Style.InkSaver {
			g = Mix(g, draw.White, 0.55)
		}
		return g, err == nil
	case KindMarker:
		if x.Style.InkSaver || markerGround[k.Marker] == 0 {
			return draw.White, true
		}
		return hex(markerGround[k.Marker]), true
	}
	return draw.Color{}, false
}
