package component

import (
	"fmt"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/gamelog"
	"github.com/excalibur-kit/excalibur/internal/impose"
)

// manorCardFigure is a manor card as the kit prints it, at full size, with its parts
// named: the card of the manor at the end of the lowest-numbered entry road, the first
// card a player may take (section 3), so every part of a card, the entry mark too, shows.
func (x *Ctx) manorCardFigure(width float64) (*Figure, error) {
	m, road, err := x.figureManor()
	if err != nil {
		return nil, err
	}
	pp := x.figures().Parts
	w, h := x.Layout.Cards.Width, x.Layout.Cards.Height
	art := impose.Rect{X: (width - w) / 2, Y: pp.Pad, W: w, H: h}
	f, err := x.partsFigure(width, art, x.cardParts(m, art))
	if err != nil {
		return nil, err
	}
	f.pieces, f.trims = []impose.Rect{art}, []impose.Rect{art}
	// The caption puts "de" before the name, which French elides before a vowel.
	f.Caption = gamelog.Elide(x.L.Lang, x.L.Tx("figure.manor-card", map[string]any{"manor": m.Name, "road": road}))
	f.art = func(c draw.Canvas) error {
		return x.trimmed(c, draw.Point{X: art.X, Y: art.Y}, w, h, 1, x.figures().Frame, func(c draw.Canvas) error { return x.CardFront(c, m) })
	}
	return f, nil
}

// figureManor is the manor the card figure shows: the one at the end of the entry road
// with the lowest number, and that number.
func (x *Ctx) figureManor() (*gamedata.Manor, int, error) {
	var best *gamedata.Entry
	for i, e := range x.D.Valley.Entries {
		if best == nil || e.Number < best.Number {
			best = &x.D.Valley.Entries[i]
		}
	}
	if best == nil {
		return nil, 0, fmt.Errorf("content/map.toml has no entry road, so no entry manor to show")
	}
	m := x.D.Manor(best.Manor)
	if m == nil {
		return nil, 0, fmt.Errorf("content/map.toml: entry road %d ends at %q, which is no manor of content/manors.toml", best.Number, best.Manor)
	}
	return m, best.Number, nil
}

// cardParts are the parts of a card the figure names, each at a point of the card as
// CardFront draws it (from the same layout), in the card's order from the top: the name,
// the parish band, the land, the income table, the entry mark.
func (x *Ctx) cardParts(m *gamedata.Manor, art impose.Rect) []part {
	l := &x.Layout.ManorCards
	left, width := x.inner()
	on := func(px, py float64) draw.Point { return draw.Point{X: art.X + px, Y: art.Y + py} }
	t := func(key string) string { return x.L.T("figure.card-"+key, nil) }
	b, n, tb := l.Band, l.Name, l.Table
	badge := b.Height - 2*b.BadgeMargin
	mapRef := x.L.Tx("card.map", map[string]any{"ref": m.Map})
	refW := draw.Width(b.Text.Draw(), mapRef)
	_, _, x0, _ := x.landRow(m)
	labelW := width * tb.LabelShare
	colW := (width - labelW) / 2
	firstRow := tb.Top + tb.HeadHeight + tb.RowHeight/2
	parts := []part{
		{at: on(left+width/2-width*n.RuleLength/2, n.Baseline+n.RuleBelow), text: t("name")},
		{at: on(left+b.BadgeMargin+badge/2, b.Top+b.Height), text: t("parish")},
		{at: on(left+width-b.RefInset-refW/2, b.Top+b.Height), text: t("map"), right: true},
		{at: on(x0, l.Land.Top+l.Land.Height/2), text: t("land")},
		{at: on(left+labelW+colW/2, tb.Top+tb.HeadHeight/4), text: t("unsupervised"), right: true},
		{at: on(left+width, tb.Top+tb.HeadHeight/2), text: t("supervised"), right: true},
		{at: on(left+tb.IconInset, firstRow), text: t("collector")},
		{at: on(left+width, firstRow+tb.RowHeight), text: t("income"), right: true},
	}
	if m.Entry {
		label := x.L.T("card.entry", nil)
		e := l.Entry
		base := x.Layout.Cards.Height - x.Layout.Print.Safe - e.Above
		half := draw.Width(e.Font.Draw(), label) / 2
		parts = append(parts, part{at: on(left+width/2+half, base-draw.Ascent(e.Font.Draw())/2), text: t("entry"), right: true})
	}
	return parts
}
