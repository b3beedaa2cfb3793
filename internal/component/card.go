package component

import (
	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/icons"
	"github.com/excalibur-kit/excalibur/internal/layout"
	"github.com/excalibur-kit/excalibur/internal/textfit"
)

// The manor card, poker size, drawn upright in its own frame (0, 0)-(W, H). The sheet
// places and turns it. Its text comes in a fixed order — name, map reference, parish,
// the income table row by row — which the check relies on to read it back.

const cardComponent = "manor-cards"

// cardLayout is the manor cards' layout file, and its colours in the build's style.
func (x *Ctx) cardLayout() (*layout.ManorCards, layout.CardColours) {
	l := &x.Layout.ManorCards
	if x.Style.InkSaver {
		return l, l.InkSaver
	}
	return l, l.Colours
}

// fit names a text of a component for textfit, with the layout key that sets its font
// and room, so that an overflow says what to change.
func (x *Ctx) fit(component, item, key string) textfit.Where {
	w := x.Where(component, item)
	w.Source = x.Layout.Part(partOf(component)).Source(key).String()
	return w
}

// layoutOf names the layout file of a component drawn from another's: the board's tiles
// are the board, cut up (layout/board.toml [tiles]); the rules reference's figures are
// the rulebook's.
var layoutOf = map[string]string{boardTilesComponent: boardComponent, "rules-reference": "rulebook"}

// partOf is the layout file a build's component is drawn from.
func partOf(component string) string {
	if p, ok := layoutOf[component]; ok {
		return p
	}
	return component
}

// CardFront draws the front of a manor card.
func (x *Ctx) CardFront(c draw.Canvas, m *gamedata.Manor) error {
	l, col := x.cardLayout()
	w, h := x.Layout.Cards.Width, x.Layout.Cards.Height
	c.SetFill(col.Paper.Draw())
	c.Fill(draw.Rect(0, 0, w, h))
	x.cardFrame(c, w, h, col.Accent.Draw())
	steps := []func(draw.Canvas, *gamedata.Manor, *layout.ManorCards, layout.CardColours) error{
		x.cardName, x.cardBand, x.cardLand, x.cardIncome, x.cardFooter,
	}
	for _, step := range steps {
		if err := step(c, m, l, col); err != nil {
			return err
		}
	}
	return nil
}

// cardFrame draws a double line frame: a heavier outer line and a hairline inside.
func (x *Ctx) cardFrame(c draw.Canvas, w, h float64, ink draw.Color) {
	f := x.Layout.ManorCards.Frame
	c.SetStroke(ink)
	c.SetLineWidth(f.OuterLine)
	c.Stroke(draw.RoundRect(f.Inset, f.Inset, w-2*f.Inset, h-2*f.Inset, f.OuterCorner))
	in := f.Inset + f.Gap
	c.SetLineWidth(f.InnerLine)
	c.Stroke(draw.RoundRect(in, in, w-2*in, h-2*in, f.InnerCorner))
}

// inner is the card's usable width, inside the frame.
func (x *Ctx) inner() (left, width float64) {
	left = x.Layout.Print.Safe + x.Layout.ManorCards.Frame.Padding
	return left, x.Layout.Cards.Width - 2*left
}

func (x *Ctx) cardName(c draw.Canvas, m *gamedata.Manor, l *layout.ManorCards, col layout.CardColours) error {
	left, width := x.inner()
	n := l.Name
	f, err := textfit.Line(x.fit(cardComponent, m.ID+" name", "name.font"), n.Font.Draw(), n.Font.Min, m.Name, width)
	if err != nil {
		return err
	}
	mid := left + width/2
	c.SetFill(col.Ink.Draw())
	c.Text(f, mid, n.Baseline, draw.Center, m.Name)
	c.SetStroke(col.Accent.Draw())
	c.SetLineWidth(n.RuleLine)
	half := width * n.RuleLength / 2
	c.Stroke(draw.Line(mid-half, n.Baseline+n.RuleBelow, mid+half, n.Baseline+n.RuleBelow))
	return nil
}

// cardBand is the parish band: the parish colour with its letter in a badge, the
// parish's name and the map reference. The letter makes the parish readable without
// colour; the ink saver keeps the band white.
func (x *Ctx) cardBand(c draw.Canvas, m *gamedata.Manor, l *layout.ManorCards, col layout.CardColours) error {
	left, width := x.inner()
	b := l.Band
	p := x.D.Parish(m.Parish)
	ground, err := ParseColour(p.Colour)
	if err != nil {
		return err
	}
	ink := TextOn(ground)
	if x.Style.InkSaver {
		ground, ink = col.Paper.Draw(), col.Ink.Draw()
	}
	c.SetFill(ground)
	c.Fill(draw.Rect(left, b.Top, width, b.Height))
	c.SetStroke(col.Ink.Draw())
	c.SetLineWidth(b.Line)
	c.Stroke(draw.Rect(left, b.Top, width, b.Height))
	badge := b.Height - 2*b.BadgeMargin
	if err := x.cardBadge(c, m, p.Letter, left+b.BadgeMargin+badge/2, b.Top+b.Height/2, badge); err != nil {
		return err
	}
	mapRef := x.L.Tx("card.map", map[string]any{"ref": m.Map})
	parish := x.L.Tx("card.parish", map[string]any{"name": x.L.T("parish."+p.Letter, nil)})
	text := b.Text.Draw()
	refW := draw.Width(text, mapRef)
	base := middleBaseline(text, b.Top+b.Height/2)
	c.SetFill(ink)
	c.Text(text, left+width-b.RefInset, base, draw.Right, mapRef)
	from := left + b.BadgeMargin + badge + b.TextGap
	room := left + width - b.RefInset - refW - b.RefGap - from
	f, err := textfit.Line(x.fit(cardComponent, m.ID+" parish", "band.text"), text, b.Text.Min, parish, room)
	if err != nil {
		return err
	}
	c.Text(f, from, base, draw.Left, parish)
	return nil
}

// cardBadge is the parish letter in black on a white disc, readable on any band colour
// and in black and white.
func (x *Ctx) cardBadge(c draw.Canvas, m *gamedata.Manor, letter string, cx, cy, d float64) error {
	b := x.Layout.ManorCards.Band
	f, err := textfit.Line(x.fit(cardComponent, m.ID+" parish letter", "band.letter"), b.Letter.Draw(), b.Letter.Min, letter, d)
	if err != nil {
		return err
	}
	c.SetFill(draw.White)
	c.Fill(draw.Circle(cx, cy, d/2))
	c.SetStroke(draw.Black)
	c.SetLineWidth(b.BadgeLine)
	c.Stroke(draw.Circle(cx, cy, d/2))
	c.SetFill(draw.Black)
	c.Text(f, cx, middleBaseline(f, cy), draw.Center, letter)
	return nil
}

// cardLand draws one icon per land unit, strip fields first, then pasture, forest and
// the river rights; icons read without words in every language.
func (x *Ctx) cardLand(c draw.Canvas, m *gamedata.Manor, l *layout.ManorCards, col layout.CardColours) error {
	names, terms, x0, size := x.landRow(m)
	for i, name := range names {
		ink := col.Ink.Draw()
		if name == "river" {
			ink = col.River.Draw()
		}
		ix, iy := x0+float64(i)*(size+l.Land.Gap), l.Land.Top+(l.Land.Height-size)/2
		if err := icons.Draw(c, name, ix, iy, size, ink, col.Paper.Draw()); err != nil {
			return err
		}
		draw.Describe(c, ix, iy, size, size, x.L.T("term."+terms[i], nil))
	}
	return nil
}

// landRow is the card's row of land icons: each icon and its term, in order, where the
// row starts and the icons' size (the rulebook's card figure points at them too).
func (x *Ctx) landRow(m *gamedata.Manor) (names, terms []string, x0, size float64) {
	left, width := x.inner()
	land := x.Layout.ManorCards.Land
	for _, u := range []struct {
		n          int
		icon, term string
	}{{m.Strip, "strip-field", "strip-field"}, {m.Pasture, "pasture", "pasture"}, {m.Forest, "forest", "forest"}, {b2i(m.River), "river", "river-rights"}} {
		for i := 0; i < u.n; i++ {
			names = append(names, u.icon)
			terms = append(terms, u.term)
		}
	}
	n := float64(len(names))
	size = min(land.Height, (width-land.Gap*(n-1))/n)
	total := size*n + land.Gap*(n-1)
	return names, terms, left + (width-total)/2, size
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// cardIncome draws the income table: a column for unsupervised and one for supervised
// manors, a row for each collector. The numbers are the largest text on the card.
func (x *Ctx) cardIncome(c draw.Canvas, m *gamedata.Manor, l *layout.ManorCards, col layout.CardColours) error {
	left, width := x.inner()
	t := l.Table
	labelW := width * t.LabelShare
	colW := (width - labelW) / 2
	c.SetFill(col.Tint.Draw())
	c.Fill(draw.Rect(left+labelW+colW, t.Top, colW, t.HeadHeight+float64(len(gamedata.Collectors))*t.RowHeight))
	heads := []string{x.L.T("card.unsupervised", nil), x.L.T("card.supervised", nil)}
	for i, hd := range heads {
		f, lines, err := textfit.Block(x.fit(cardComponent, m.ID+" heading", "table.head"), t.Head.Draw(), t.Head.Min, hd, colW-2*t.HeadPadding, t.HeadHeight-t.HeadPadding, t.Leading)
		if err != nil {
			return err
		}
		c.SetFill(col.Ink.Draw())
		centredLines(c, f, lines, left+labelW+colW*(float64(i)+0.5), t.Top, t.HeadHeight, t.Leading)
	}
	if err := x.cardCaption(c, m, left, labelW, col); err != nil {
		return err
	}
	c.SetStroke(col.Rule.Draw())
	c.SetLineWidth(t.HeadLine)
	c.Stroke(draw.Line(left, t.Top+t.HeadHeight, left+width, t.Top+t.HeadHeight))
	for r, who := range gamedata.Collectors {
		y := t.Top + t.HeadHeight + float64(r)*t.RowHeight
		if err := x.cardRow(c, m, who, left, y, labelW, colW, col); err != nil {
			return err
		}
		c.SetStroke(col.Rule.Draw())
		c.SetLineWidth(t.RowLine)
		c.Stroke(draw.Line(left, y+t.RowHeight, left+width, y+t.RowHeight))
	}
	return nil
}

// cardCaption is the word over the label column, just above the heading's rule.
func (x *Ctx) cardCaption(c draw.Canvas, m *gamedata.Manor, left, labelW float64, col layout.CardColours) error {
	t := x.Layout.ManorCards.Table
	text := x.L.T("card.income", nil)
	f, err := textfit.Line(x.fit(cardComponent, m.ID+" caption", "table.caption"), t.Caption.Draw(), t.Caption.Min, text, labelW-t.CaptionInset)
	if err != nil {
		return err
	}
	c.SetFill(col.Rule.Draw())
	c.Text(f, left+t.CaptionInset, t.Top+t.HeadHeight-t.CaptionAbove, draw.Left, text)
	return nil
}

var collectorIcon = map[gamedata.Collector]string{gamedata.Knight: "knight", gamedata.ManAtArms: "man-at-arms", gamedata.NoOne: "no-one"}
var collectorLabel = map[gamedata.Collector]string{gamedata.Knight: "card.knight", gamedata.ManAtArms: "card.man-at-arms", gamedata.NoOne: "card.no-one"}

func (x *Ctx) cardRow(c draw.Canvas, m *gamedata.Manor, who gamedata.Collector, left, y, labelW, colW float64, col layout.CardColours) error {
	t := x.Layout.ManorCards.Table
	if err := icons.Draw(c, collectorIcon[who], left+t.IconInset, y+(t.RowHeight-t.Icon)/2, t.Icon, col.Ink.Draw(), col.Paper.Draw()); err != nil {
		return err
	}
	label := x.L.T(collectorLabel[who], nil)
	from := left + t.IconInset + t.Icon + t.LabelGap
	f, lines, err := textfit.Block(x.fit(cardComponent, m.ID+" "+who.String(), "table.label"), t.Label.Draw(), t.Label.Min, label, left+labelW-from, t.RowHeight, t.Leading)
	if err != nil {
		return err
	}
	h := textfit.BlockHeight(f, len(lines), t.Leading)
	c.SetFill(col.Ink.Draw())
	for i, line := range lines {
		c.Text(f, from, y+(t.RowHeight-h)/2+draw.Ascent(f)+float64(i)*textfit.LineStep(f, t.Leading), draw.Left, line)
	}
	for i, sup := range []bool{false, true} {
		v := x.L.Num(m.Income.Basic(sup, who))
		fi, err := textfit.Line(x.fit(cardComponent, m.ID+" income", "table.income"), t.Income.Draw(), t.Income.Min, v, colW)
		if err != nil {
			return err
		}
		c.Text(fi, left+labelW+colW*(float64(i)+0.5), middleBaseline(fi, y+t.RowHeight/2), draw.Center, v)
	}
	return nil
}

// cardFooter marks an entry manor, where a player's troops first come into the valley.
func (x *Ctx) cardFooter(c draw.Canvas, m *gamedata.Manor, l *layout.ManorCards, col layout.CardColours) error {
	if !m.Entry {
		return nil
	}
	left, width := x.inner()
	label := x.L.T("card.entry", nil)
	e := l.Entry
	f, err := textfit.Line(x.fit(cardComponent, m.ID+" entry", "entry.font"), e.Font.Draw(), e.Font.Min, label, width-2*e.Side)
	if err != nil {
		return err
	}
	c.SetFill(col.Accent.Draw())
	c.Text(f, left+width/2, x.Layout.Cards.Height-x.Layout.Print.Safe-e.Above, draw.Center, label)
	return nil
}

// CardBack draws the back of a manor's card: Excalibur's sword on a dark field, and a
// band with the manor's name and map reference, so that a card lying face down (an
// unsupervised manor) can be found without turning it. The check reads the back in this
// order: title, name, map reference, subtitle.
func (x *Ctx) CardBack(c draw.Canvas, m *gamedata.Manor) error {
	l, col := x.cardLayout()
	b := l.Back
	w, h := x.Layout.Cards.Width, x.Layout.Cards.Height
	c.SetFill(col.Back.Draw())
	c.Fill(draw.Rect(0, 0, w, h))
	x.cardFrame(c, w, h, col.BackInk.Draw())
	title := x.L.T("card.back-title", nil)
	sub := x.L.T("card.back-subtitle", nil)
	_, width := x.inner()
	ft, err := textfit.Line(x.fit(cardComponent, m.ID+" back title", "back.title"), b.Title.Draw(), b.Title.Min, title, width)
	if err != nil {
		return err
	}
	fs, err := textfit.Line(x.fit(cardComponent, m.ID+" back subtitle", "back.subtitle"), b.Subtitle.Draw(), b.Subtitle.Min, sub, width)
	if err != nil {
		return err
	}
	c.SetFill(col.BackInk.Draw())
	c.Text(ft, w/2, b.TitleBaseline, draw.Center, title)
	if err := icons.Draw(c, "sword", w/2-b.Sword/2, b.SwordTop, b.Sword, col.BackInk.Draw(), col.Back.Draw()); err != nil {
		return err
	}
	if err := x.backBand(c, m, b, col); err != nil {
		return err
	}
	c.SetFill(col.BackInk.Draw())
	c.Text(fs, w/2, h-b.SubtitleAbove, draw.Center, sub)
	return nil
}

// backBand is the light band across the back with the manor's name and its map
// reference: the largest text a face-down card shows.
func (x *Ctx) backBand(c draw.Canvas, m *gamedata.Manor, b layout.CardBack, col layout.CardColours) error {
	w := x.Layout.Cards.Width
	left := x.Layout.Print.Safe + b.BandSide
	width := w - 2*left
	c.SetFill(col.Band.Draw())
	c.Fill(draw.Rect(left, b.BandTop, width, b.BandHeight))
	c.SetStroke(col.BandInk.Draw())
	c.SetLineWidth(b.BandLine)
	in := b.BandLine * 2 // the outline stands inside the band, clear of a cut a little off
	c.Stroke(draw.Rect(left+in, b.BandTop+in, width-2*in, b.BandHeight-2*in))
	room := width - 2*x.Layout.ManorCards.Frame.Padding
	fn, err := textfit.Line(x.fit(cardComponent, m.ID+" back name", "back.name"), b.Name.Draw(), b.Name.Min, m.Name, room)
	if err != nil {
		return err
	}
	ref := x.L.Tx("card.map", map[string]any{"ref": m.Map})
	fr, err := textfit.Line(x.fit(cardComponent, m.ID+" back map reference", "back.ref"), b.Ref.Draw(), b.Ref.Min, ref, room)
	if err != nil {
		return err
	}
	c.SetFill(col.BandInk.Draw())
	c.Text(fn, w/2, b.BandTop+b.NameBaseline, draw.Center, m.Name)
	c.Text(fr, w/2, b.BandTop+b.RefBaseline, draw.Center, ref)
	return nil
}
