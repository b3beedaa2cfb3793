package component

import (
	"fmt"
	"slices"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/gamelog"
	"github.com/excalibur-kit/excalibur/internal/impose"
)

// incomeFigure is the card of the start example's first harvest (section 3) as the kit
// prints it, at full size: the manor the example names, with the column its supervision
// gives, the row of its collector and the cell where they meet ringed and named, the
// income in it the engine's.
func (x *Ctx) incomeFigure(width float64) (*Figure, error) {
	m := x.incomeManor()
	if m == nil {
		return nil, fmt.Errorf("content/manors.toml has no entry manor for the start example's income")
	}
	ex := x.D.Examples.Income
	who, ok := gamedata.ParseCollector(ex.Collector)
	if !ok {
		return nil, fmt.Errorf("content/examples.toml [income]: collector %q is none of knight, man-at-arms, no-one", ex.Collector)
	}
	pp := x.figures().Parts
	w, h := x.Layout.Cards.Width, x.Layout.Cards.Height
	art := impose.Rect{X: (width - w) / 2, Y: pp.Pad, W: w, H: h}
	cell := x.incomeCell(ex.Supervised, who)
	cell.X, cell.Y = cell.X+art.X, cell.Y+art.Y
	f, err := x.partsFigure(width, art, x.incomeParts(m, ex.Supervised, who, art))
	if err != nil {
		return nil, err
	}
	f.pieces, f.trims = []impose.Rect{art}, []impose.Rect{art}
	f.Caption = gamelog.Elide(x.L.Lang, x.L.Tx("figure.income-card", map[string]any{"manor": m.Name}))
	f.art = func(c draw.Canvas) error {
		err := x.trimmed(c, draw.Point{X: art.X, Y: art.Y}, w, h, 1, x.figures().Frame, func(c draw.Canvas) error { return x.CardFront(c, m) })
		c.SetStroke(x.Style.Accent)
		c.SetLineWidth(pp.Ring)
		c.Stroke(draw.RoundRect(cell.X, cell.Y, cell.W, cell.H, pp.RingCorner))
		return err
	}
	return f, nil
}

// incomeManor is the manor of the start example's income: the first entry manor of the
// data, the one the rulebook's example names.
func (x *Ctx) incomeManor() *gamedata.Manor {
	for i := range x.D.Manors {
		if x.D.Manors[i].Entry {
			return &x.D.Manors[i]
		}
	}
	return nil
}

// incomeCell is the cell of a card's income table (card mm) for a supervision and a
// collector, as cardIncome lays the table out.
func (x *Ctx) incomeCell(supervised bool, who gamedata.Collector) impose.Rect {
	left, width := x.inner()
	tb := x.Layout.ManorCards.Table
	labelW := width * tb.LabelShare
	colW := (width - labelW) / 2
	col := 0
	if supervised {
		col = 1
	}
	row := slices.Index(gamedata.Collectors, who)
	return impose.Rect{X: left + labelW + float64(col)*colW, Y: tb.Top + tb.HeadHeight + float64(row)*tb.RowHeight, W: colW, H: tb.RowHeight}
}

// incomeParts are the callouts of the income figure, for the card drawn in art: the
// column (on top of its heading, clear of the heading's words), the row (at its
// collector's icon) and the cell, whose words carry the engine's income.
func (x *Ctx) incomeParts(m *gamedata.Manor, supervised bool, who gamedata.Collector, art impose.Rect) []part {
	tb := x.Layout.ManorCards.Table
	column, why := x.L.T("card.unsupervised", nil), "figure.income-unsupervised"
	if supervised {
		column, why = x.L.T("card.supervised", nil), "figure.income-supervised"
	}
	left, _ := x.inner()
	cell := x.incomeCell(supervised, who)
	cell.X, cell.Y = cell.X+art.X, cell.Y+art.Y
	mid := cell.Y + cell.H/2
	n := x.E.IncomeExample(m).Total
	return []part{
		{at: draw.Point{X: cell.X + cell.W/2, Y: art.Y + tb.Top}, text: x.L.Tx(why, map[string]any{"column": column}), right: true},
		{at: draw.Point{X: art.X + left + tb.IconInset, Y: mid}, text: x.L.Tx("figure.income-row", map[string]any{"collector": x.L.T(collectorLabel[who], nil)})},
		// At the ring's lower left corner, so that its leader runs along the row's rule
		// and crosses no number of the table.
		{at: draw.Point{X: cell.X, Y: cell.Y + cell.H}, text: x.L.Tx("figure.income-cell", map[string]any{"n": n})},
	}
}
