package component

import (
	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/icons"
	"github.com/excalibur-kit/excalibur/internal/textfit"
)

// The manor card, poker size, drawn upright in its own frame (0, 0)-(W, H). The sheet
// places and turns it. Its text comes in a fixed order — name, map reference, parish,
// the income table row by row — which the check relies on to read it back.

const cardComponent = "manor-cards"

// Card geometry inside the safe area, in mm from the card's top-left corner.
const (
	cardFrame   = 2.2  // the outer line of the frame
	cardBandTop = 3.6  // parish band
	cardBandH   = 6.2  //
	cardNameY   = 16.5 // baseline of the name
	cardLandTop = 20.5 // land unit icons
	cardLandH   = 8.5
	cardTableY  = 33.0 // income table
	cardHeadH   = 7.0
	cardRowH    = 13.4
)

var (
	fontCardName   = draw.Font{Face: draw.Caps, Size: 14}
	fontCardBand   = draw.Font{Face: draw.SansBold, Size: 7}
	fontCardHead   = draw.Font{Face: draw.SansBold, Size: 6.5}
	fontCardLabel  = draw.Font{Face: draw.Sans, Size: 7}
	fontCardIncome = draw.Font{Face: draw.SansBold, Size: 16}
	fontCardSmall  = draw.Font{Face: draw.Sans, Size: 6}
	fontBackTitle  = draw.Font{Face: draw.Caps, Size: 17}
	fontBackSub    = draw.Font{Face: draw.Caps, Size: 11}
)

// CardFront draws the front of a manor card.
func (x *Ctx) CardFront(c draw.Canvas, m *gamedata.Manor) error {
	w, h := x.Layout.Cards.Width, x.Layout.Cards.Height
	c.SetFill(x.Style.Paper)
	c.Fill(draw.Rect(0, 0, w, h))
	x.cardFrame(c, w, h, x.Style.Accent)
	steps := []func(draw.Canvas, *gamedata.Manor, float64) error{
		x.cardName, x.cardBand, x.cardLand, x.cardIncome, x.cardFooter,
	}
	for _, step := range steps {
		if err := step(c, m, w); err != nil {
			return err
		}
	}
	return nil
}

// cardFrame draws a double line frame: a heavier outer line and a hairline inside.
func (x *Ctx) cardFrame(c draw.Canvas, w, h float64, ink draw.Color) {
	c.SetStroke(ink)
	c.SetLineWidth(0.45)
	c.Stroke(draw.RoundRect(cardFrame, cardFrame, w-2*cardFrame, h-2*cardFrame, 2))
	c.SetLineWidth(0.15)
	c.Stroke(draw.RoundRect(cardFrame+0.8, cardFrame+0.8, w-2*cardFrame-1.6, h-2*cardFrame-1.6, 1.5))
}

// inner is the card's usable width, inside the frame.
func (x *Ctx) inner(w float64) (left, width float64) {
	left = x.Layout.Print.Safe + 1.2
	return left, w - 2*left
}

func (x *Ctx) cardName(c draw.Canvas, m *gamedata.Manor, w float64) error {
	left, width := x.inner(w)
	f, err := textfit.Line(x.Where(cardComponent, m.ID+" name"), fontCardName, 9, m.Name, width)
	if err != nil {
		return err
	}
	c.SetFill(x.Style.Ink)
	c.Text(f, w/2, cardNameY, draw.Center, m.Name)
	c.SetStroke(x.Style.Accent)
	c.SetLineWidth(0.3)
	c.Stroke(draw.Line(left+width*0.3, cardNameY+1.6, left+width*0.7, cardNameY+1.6))
	return nil
}

// cardBand is the parish band: the parish colour with its letter in a badge, the
// parish's name and the map reference. The letter makes the parish readable without
// colour; the ink saver keeps the band white with a coloured rule.
func (x *Ctx) cardBand(c draw.Canvas, m *gamedata.Manor, w float64) error {
	left, width := x.inner(w)
	p := x.D.Parish(m.Parish)
	ground, err := ParseColour(p.Colour)
	if err != nil {
		return err
	}
	ink := TextOn(ground)
	if x.Style.InkSaver {
		ground, ink = draw.White, draw.Black
	}
	c.SetFill(ground)
	c.Fill(draw.Rect(left, cardBandTop, width, cardBandH))
	c.SetStroke(x.Style.Ink)
	c.SetLineWidth(0.2)
	c.Stroke(draw.Rect(left, cardBandTop, width, cardBandH))
	badge := cardBandH - 1.2
	cx, cy := left+0.6+badge/2, cardBandTop+cardBandH/2
	c.SetFill(draw.White)
	c.Fill(draw.Circle(cx, cy, badge/2))
	c.SetStroke(draw.Black)
	c.Stroke(draw.Circle(cx, cy, badge/2))
	c.SetFill(draw.Black)
	c.Text(fontCardBand, cx, cy+draw.Ascent(fontCardBand)*0.36, draw.Center, p.Letter)
	mapRef := x.L.Tx("card.map", map[string]any{"ref": m.Map})
	parish := x.L.Tx("card.parish", map[string]any{"name": x.L.T("parish."+p.Letter, nil)})
	refW := draw.Width(fontCardSmall, mapRef)
	base := cardBandTop + cardBandH/2 + draw.Ascent(fontCardSmall)*0.38
	c.SetFill(ink)
	c.Text(fontCardSmall, left+width-1, base, draw.Right, mapRef)
	room := width - badge - 2.6 - refW - 1.5
	f, err := textfit.Line(x.Where(cardComponent, m.ID+" parish"), fontCardSmall, x.Layout.Print.MinFont, parish, room)
	if err != nil {
		return err
	}
	c.Text(f, left+badge+1.8, base, draw.Left, parish)
	return nil
}

// cardLand draws one icon per land unit, strip fields first, then pasture, forest and
// the river rights; icons read without words in every language.
func (x *Ctx) cardLand(c draw.Canvas, m *gamedata.Manor, w float64) error {
	left, width := x.inner(w)
	var names, terms []string
	for _, u := range []struct {
		n          int
		icon, term string
	}{{m.Strip, "strip-field", "strip-field"}, {m.Pasture, "pasture", "pasture"}, {m.Forest, "forest", "forest"}, {b2i(m.River), "river", "river-rights"}} {
		for i := 0; i < u.n; i++ {
			names = append(names, u.icon)
			terms = append(terms, u.term)
		}
	}
	gap := 1.0
	size := min(cardLandH, (width-gap*float64(len(names)-1))/float64(len(names)))
	total := size*float64(len(names)) + gap*float64(len(names)-1)
	x0 := left + (width-total)/2
	for i, name := range names {
		ink := x.Style.Ink
		if name == "river" && !x.Style.InkSaver {
			ink = hex(0x2B5D8A)
		}
		ix, iy := x0+float64(i)*(size+gap), cardLandTop+(cardLandH-size)/2
		if err := icons.Draw(c, name, ix, iy, size, ink, x.Style.Paper); err != nil {
			return err
		}
		draw.Describe(c, ix, iy, size, size, x.L.T("term."+terms[i], nil))
	}
	return nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// cardIncome draws the income table: a column for unsupervised and one for supervised
// manors, a row for each collector. The numbers are the largest text on the card.
func (x *Ctx) cardIncome(c draw.Canvas, m *gamedata.Manor, w float64) error {
	left, width := x.inner(w)
	labelW := width * 0.42
	colW := (width - labelW) / 2
	top := cardTableY
	c.SetFill(x.Style.Tint)
	c.Fill(draw.Rect(left+labelW+colW, top, colW, cardHeadH+3*cardRowH))
	heads := []string{x.L.T("card.unsupervised", nil), x.L.T("card.supervised", nil)}
	for i, hd := range heads {
		f, lines, err := textfit.Block(x.Where(cardComponent, m.ID+" heading"), fontCardHead, x.Layout.Print.MinFont, hd, colW-1, cardHeadH-0.6, 1.05)
		if err != nil {
			return err
		}
		x.centredLines(c, f, lines, left+labelW+colW*(float64(i)+0.5), top, cardHeadH, 1.05)
	}
	caption, err := textfit.Line(x.Where(cardComponent, m.ID+" caption"), fontCardSmall, x.Layout.Print.MinFont, x.L.T("card.income", nil), labelW-1)
	if err != nil {
		return err
	}
	c.SetFill(x.Style.Rule)
	c.Text(caption, left+0.5, top+cardHeadH-1.8, draw.Left, x.L.T("card.income", nil))
	c.SetStroke(x.Style.Rule)
	c.SetLineWidth(0.35)
	c.Stroke(draw.Line(left, top+cardHeadH, left+width, top+cardHeadH))
	for r, who := range gamedata.Collectors {
		y := top + cardHeadH + float64(r)*cardRowH
		if err := x.cardRow(c, m, who, left, y, labelW, colW); err != nil {
			return err
		}
		c.SetStroke(x.Style.Rule)
		c.SetLineWidth(0.15)
		c.Stroke(draw.Line(left, y+cardRowH, left+width, y+cardRowH))
	}
	return nil
}

var collectorIcon = map[gamedata.Collector]string{gamedata.Knight: "knight", gamedata.ManAtArms: "man-at-arms", gamedata.NoOne: "no-one"}
var collectorLabel = map[gamedata.Collector]string{gamedata.Knight: "card.knight", gamedata.ManAtArms: "card.man-at-arms", gamedata.NoOne: "card.no-one"}

func (x *Ctx) cardRow(c draw.Canvas, m *gamedata.Manor, who gamedata.Collector, left, y, labelW, colW float64) error {
	icon := 5.2
	if err := icons.Draw(c, collectorIcon[who], left+0.3, y+(cardRowH-icon)/2, icon, x.Style.Ink, x.Style.Paper); err != nil {
		return err
	}
	label := x.L.T(collectorLabel[who], nil)
	f, lines, err := textfit.Block(x.Where(cardComponent, m.ID+" "+who.String()), fontCardLabel, x.Layout.Print.MinFont, label, labelW-icon-1.2, cardRowH-1, 1.05)
	if err != nil {
		return err
	}
	h := textfit.BlockHeight(f, len(lines), 1.05)
	c.SetFill(x.Style.Ink)
	for i, line := range lines {
		c.Text(f, left+icon+0.9, y+(cardRowH-h)/2+draw.Ascent(f)+float64(i)*textfit.LineStep(f, 1.05), draw.Left, line)
	}
	for i, sup := range []bool{false, true} {
		v := x.L.Num(m.Income.Basic(sup, who))
		cx := left + labelW + colW*(float64(i)+0.5)
		c.Text(fontCardIncome, cx, y+cardRowH/2+draw.Ascent(fontCardIncome)*0.36, draw.Center, v)
	}
	return nil
}

// centredLines sets lines centred on cx, the block centred in a band (top, h).
func (x *Ctx) centredLines(c draw.Canvas, f draw.Font, lines []string, cx, top, h, leading float64) {
	bh := textfit.BlockHeight(f, len(lines), leading)
	y := top + (h-bh)/2 + draw.Ascent(f)
	c.SetFill(x.Style.Ink)
	for i, line := range lines {
		c.Text(f, cx, y+float64(i)*textfit.LineStep(f, leading), draw.Center, line)
	}
}

// cardFooter marks an entry manor, where a player's troops first come into the valley.
func (x *Ctx) cardFooter(c draw.Canvas, m *gamedata.Manor, w float64) error {
	if !m.Entry {
		return nil
	}
	left, width := x.inner(w)
	label := x.L.T("card.entry", nil)
	f, err := textfit.Line(x.Where(cardComponent, m.ID+" entry"), fontCardSmall, x.Layout.Print.MinFont, label, width-6)
	if err != nil {
		return err
	}
	y := x.Layout.Cards.Height - x.Layout.Print.Safe - 1.6
	c.SetFill(x.Style.Accent)
	c.Text(f, left+width/2, y, draw.Center, label)
	return nil
}

// CardBack draws the common back of the manor cards: Excalibur's sword on a dark field.
func (x *Ctx) CardBack(c draw.Canvas) error {
	w, h := x.Layout.Cards.Width, x.Layout.Cards.Height
	c.SetFill(x.Style.Back)
	c.Fill(draw.Rect(0, 0, w, h))
	x.cardFrame(c, w, h, x.Style.BackInk)
	title := x.L.T("card.back-title", nil)
	sub := x.L.T("card.back-subtitle", nil)
	_, width := x.inner(w)
	ft, err := textfit.Line(x.Where(cardComponent, "back title"), fontBackTitle, 10, title, width)
	if err != nil {
		return err
	}
	fs, err := textfit.Line(x.Where(cardComponent, "back subtitle"), fontBackSub, 8, sub, width)
	if err != nil {
		return err
	}
	c.SetFill(x.Style.BackInk)
	c.Text(ft, w/2, 17, draw.Center, title)
	if err := icons.Draw(c, "sword", w/2-17, 22, 34, x.Style.BackInk, x.Style.Back); err != nil {
		return err
	}
	c.SetFill(x.Style.BackInk)
	c.Text(fs, w/2, h-12, draw.Center, sub)
	return nil
}
