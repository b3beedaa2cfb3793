package component

import (
	"fmt"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/layout"
	"github.com/excalibur-kit/excalibur/internal/textfit"
	"github.com/excalibur-kit/excalibur/rules"
)

// The order sheet: one page a player keeps through the game. Lord, colour and
// religion; the treasury year by year; the troop roster; the orders of the three
// campaigning seasons with their movement phases. Clear in black and white, to copy.
// Every place, size and line of it is layout/order-sheet.toml's; its colours are the
// kit's palette.

const orderComponent = "order-sheet"

// OrderSheet draws the order sheet on a full page.
func (x *Ctx) OrderSheet(c draw.Canvas) error {
	o := &x.Layout.OrderSheet
	area, strip := x.pageArea(c)
	c.SetFill(o.Paper.Draw())
	w, h := c.Size()
	c.Fill(draw.Rect(0, 0, w, h))
	y := area.Y
	dy, err := x.orderHeader(c, o, area.X, y, area.W)
	if err != nil {
		return err
	}
	y += dy + o.Header.After
	if dy, err = x.ledger(c, o, area.X, y, area.W); err != nil {
		return err
	}
	y += dy + o.Treasury.After
	// What is left goes to the roster (its share) and the orders (the rest).
	left := area.Y + area.H - y
	if dy, err = x.roster(c, o, area.X, y, area.W, left*o.Roster.Share); err != nil {
		return err
	}
	y += dy + o.Roster.After
	if _, err = x.seasonOrders(c, o, area.X, y, area.W, area.Y+area.H-y); err != nil {
		return err
	}
	return x.PageFurniture(c, strip, x.L.T("orders.title", nil), x.orderHint())
}

// orderHint shows how to write an order, with the movement example's troops and manor.
func (x *Ctx) orderHint() string {
	ex := x.D.Examples.Movement
	return x.L.Tx("orders.hint", map[string]any{
		"a": fmt.Sprintf("%02d", ex.Troops[0]), "b": fmt.Sprintf("%02d", ex.Troops[len(ex.Troops)-1]),
		"to": x.D.Manor(ex.To).Name})
}

// orderHeader draws the title and the lord, colour and religion fields.
func (x *Ctx) orderHeader(c draw.Canvas, o *layout.OrderSheet, bx, by, bw float64) (float64, error) {
	title := x.L.T("orders.title", nil)
	ft, err := textfit.Line(x.fit(orderComponent, "title", "title.font"), o.Title.Font.Draw(), o.Title.Font.Min, title, bw*o.Title.Share)
	if err != nil {
		return 0, err
	}
	c.SetFill(x.Style.Accent)
	c.Text(ft, bx, by+draw.Ascent(ft), draw.Left, title)
	hd := o.Header
	fieldsX := bx + bw*hd.Fields
	fieldW := bw - bw*hd.Fields
	fields := []string{x.L.T("orders.lord", nil), x.L.T("orders.colour", nil)}
	for i, f := range fields {
		if err := x.blank(c, o, f, fieldsX, by+hd.First+float64(i)*hd.Step, fieldW); err != nil {
			return 0, err
		}
	}
	last := hd.First + float64(len(fields))*hd.Step
	if err := x.religion(c, o, fieldsX, by+last, fieldW); err != nil {
		return 0, err
	}
	return last + hd.Below, nil
}

// religion draws "Religion: [ ] Christian [ ] Druid" with boxes to tick, in the field
// font made smaller, down to its minimum, when the line is too long.
func (x *Ctx) religion(c draw.Canvas, o *layout.OrderSheet, bx, base, bw float64) error {
	parts := []string{x.L.T("orders.religion", nil) + ":", x.L.T("orders.christian", nil), x.L.T("orders.druid", nil)}
	r, fl := o.Religion, o.Field.Font
	f := fl.Draw()
	if need := religionWidth(f, parts, r); need > bw {
		f.Size = max(fl.Min, f.Size*bw/need)
	}
	c.SetFill(x.Style.Ink)
	c.SetStroke(x.Style.Ink)
	c.SetLineWidth(r.Line)
	cx := bx
	for i, p := range parts {
		if i > 0 {
			c.Stroke(draw.Rect(cx, base-r.Box+r.Raise, r.Box, r.Box))
			cx += r.Box + r.BoxGap
		}
		c.Text(f, cx, base, draw.Left, p)
		cx += draw.Width(f, p) + r.WordGap
	}
	if end := cx - r.WordGap; end > bx+bw {
		return &textfit.OverflowError{Component: orderComponent, Item: "religion", Lang: x.L.Lang, Text: parts[0], Need: end - bx, Box: bw,
			Across: true, Source: x.Layout.Part(orderComponent).Source("field.font").String()}
	}
	return nil
}

// religionWidth is the religion line's width in f: the words, a box before each but the
// first, the gaps between.
func religionWidth(f draw.Font, parts []string, r layout.OrderReligion) float64 {
	var w float64
	for i, p := range parts {
		w += draw.Width(f, p)
		if i > 0 {
			w += r.Box + r.BoxGap
		}
		if i < len(parts)-1 {
			w += r.WordGap
		}
	}
	return w
}

// blank draws "Label: ________" on a baseline.
func (x *Ctx) blank(c draw.Canvas, o *layout.OrderSheet, label string, bx, base, bw float64) error {
	fl := o.Field
	f, err := textfit.Line(x.fit(orderComponent, label, "field.font"), fl.Font.Draw(), fl.Font.Min, label, bw*fl.LabelShare)
	if err != nil {
		return err
	}
	c.SetFill(x.Style.Ink)
	c.Text(f, bx, base, draw.Left, label)
	lx := bx + draw.Width(f, label) + fl.RuleGap
	c.SetStroke(x.Style.Rule)
	c.SetLineWidth(fl.RuleLine)
	c.Stroke(draw.Line(lx, base+fl.RuleBelow, bx+bw, base+fl.RuleBelow))
	return nil
}

// ledger is the treasury, year by year: a row for the start and one for each year of
// the advanced game.
func (x *Ctx) ledger(c draw.Canvas, o *layout.OrderSheet, bx, by, bw float64) (float64, error) {
	dy, err := x.heading(c, x.fit(orderComponent, "treasury", "heading.font"), x.L.T("orders.treasury", nil), o.Heading, bx, by, bw)
	if err != nil {
		return 0, err
	}
	t := o.Treasury
	start := x.L.T("orders.start", map[string]int{"n": x.D.Game.Start.Treasury})
	fs, err := textfit.Line(x.fit(orderComponent, "start", "field.font"), o.Field.Font.Draw(), o.Field.Font.Min, start, bw*t.StartShare)
	if err != nil {
		return 0, err
	}
	c.SetFill(x.Style.Ink)
	c.Text(fs, bx+bw, by+draw.Ascent(o.Heading.Font.Draw()), draw.Right, start)
	w := t.Columns
	cols := []formColumn{{x.L.T("orders.year", nil), w.Year}, {x.L.T("orders.income", nil), w.Income}, {x.L.T("orders.pay", nil), w.Pay},
		{x.L.T("orders.improvements", nil), w.Improvements}, {x.L.T("orders.hires", nil), w.Hires}, {x.L.T("orders.balance", nil), w.Balance},
		{x.L.T("orders.manors", nil), w.Manors}, {x.L.T("orders.reverence", nil), w.Reverence}}
	years := x.D.Game.Victory.AdvancedYears
	top := by + dy
	h, err := x.form(c, "ledger", cols, years, t.RowHeight, bx, top, bw)
	if err != nil {
		return 0, err
	}
	if err := x.rowNumbers(c, t, bx, top+h-float64(years)*t.RowHeight, years, formWidths(cols, bw)[0]); err != nil {
		return 0, err
	}
	return dy + h, nil
}

// rowNumbers writes 1..n down the first column of a form, each centred in its row.
func (x *Ctx) rowNumbers(c draw.Canvas, t layout.OrderTreasury, bx, top float64, n int, colW float64) error {
	c.SetFill(x.Style.Ink)
	for i := 1; i <= n; i++ {
		s := x.L.Num(i)
		f, err := textfit.Line(x.fit(orderComponent, "year "+s, "treasury.numbers"), t.Numbers.Draw(), t.Numbers.Min, s, colW)
		if err != nil {
			return err
		}
		c.Text(f, bx+colW/2, middleBaseline(f, top+float64(i-1)*t.RowHeight+t.RowHeight/2), draw.Center, s)
	}
	return nil
}

// roster is the troop roster in grids side by side.
func (x *Ctx) roster(c draw.Canvas, o *layout.OrderSheet, bx, by, bw, maxH float64) (float64, error) {
	dy, err := x.heading(c, x.fit(orderComponent, "roster", "heading.font"), x.L.T("orders.roster", nil), o.Heading, bx, by, bw)
	if err != nil {
		return 0, err
	}
	r, w := o.Roster, o.Roster.Columns
	cols := []formColumn{{x.L.T("orders.troop-id", nil), w.Troop}, {x.L.T("orders.type", nil), w.Type},
		{x.L.T("orders.grade", nil), w.Grade}, {x.L.T("orders.wounded", nil), w.Wounded}, {x.L.T("orders.notes", nil), w.Notes}}
	rows := max(r.MinRows, int((maxH-dy-r.HeadRoom)/r.RowHeight))
	grid := (bw - r.Gap*float64(r.Grids-1)) / float64(r.Grids)
	var h float64
	for i := 0; i < r.Grids; i++ {
		if h, err = x.form(c, "roster", cols, rows, r.RowHeight, bx+float64(i)*(grid+r.Gap), by+dy, grid); err != nil {
			return 0, err
		}
	}
	return dy + h, nil
}

// seasonOrders is a block of orders for each campaigning season, with a column for
// each movement phase.
func (x *Ctx) seasonOrders(c draw.Canvas, o *layout.OrderSheet, bx, by, bw, maxH float64) (float64, error) {
	dy, err := x.heading(c, x.fit(orderComponent, "orders", "heading.font"), x.L.T("orders.orders", nil), o.Heading, bx, by, bw)
	if err != nil {
		return 0, err
	}
	s, w := o.Orders, o.Orders.Columns
	seasons := []string{rules.Spring, rules.Summer, rules.Autumn}
	cols := []formColumn{{x.L.T("orders.troops", nil), w.Troops}, {x.L.T("orders.from", nil), w.From}, {x.L.T("orders.to", nil), w.To}}
	for p := 1; p <= x.D.Game.Movement.Phases; p++ {
		cols = append(cols, formColumn{x.L.T("orders.phase", map[string]int{"n": p}), w.Phase})
	}
	per := (maxH - dy) / float64(len(seasons))
	rows := max(s.MinRows, int((per-s.HeadRoom)/s.RowHeight)-s.SpareRows)
	y := by + dy
	for _, season := range seasons {
		name := x.L.T("term."+season, nil)
		f, err := textfit.Line(x.fit(orderComponent, season, "orders.label"), s.Label.Draw(), s.Label.Min, name, s.LabelWidth-s.LabelGap)
		if err != nil {
			return 0, err
		}
		c.SetFill(x.Style.Accent)
		c.Text(f, bx, y+s.LabelBaseline, draw.Left, name)
		h, err := x.form(c, season, cols, rows, s.RowHeight, bx+s.LabelWidth, y, bw-s.LabelWidth)
		if err != nil {
			return 0, err
		}
		y += h + s.Gap
	}
	return y - by, nil
}

// formColumn is one column of a form to fill in by hand: a heading and its share of the
// width, by weight.
type formColumn struct {
	label  string
	weight float64
}

// formWidths shares a form's width among its columns by their weights.
func formWidths(cols []formColumn, bw float64) []float64 {
	var total float64
	for _, col := range cols {
		total += col.weight
	}
	widths := make([]float64, len(cols))
	for i, col := range cols {
		widths[i] = bw * col.weight / total
	}
	return widths
}

// form draws a grid of the order sheet to write in: a tinted heading row and empty
// rows. It returns its height.
func (x *Ctx) form(c draw.Canvas, item string, cols []formColumn, rows int, rowH, bx, by, bw float64) (float64, error) {
	fm := x.Layout.OrderSheet.Form
	widths := formWidths(cols, bw)
	var headH float64
	fonts := make([]draw.Font, len(cols))
	lines := make([][]string, len(cols))
	for i, col := range cols {
		f, ls, err := textfit.Block(x.fit(orderComponent, item+" "+col.label, "form.head"), fm.Head.Draw(), fm.Head.Min, col.label, widths[i]-2*fm.HeadInset, fm.HeadMax, fm.Leading)
		if err != nil {
			return 0, err
		}
		fonts[i], lines[i] = f, ls
		headH = max(headH, textfit.BlockHeight(f, len(ls), fm.Leading)+fm.HeadPad)
	}
	c.SetFill(x.Style.Tint)
	c.Fill(draw.Rect(bx, by, bw, headH))
	cx := bx
	for i := range cols {
		c.SetFill(x.Style.Ink)
		centredLines(c, fonts[i], lines[i], cx+widths[i]/2, by, headH, fm.Leading)
		cx += widths[i]
	}
	h := headH + float64(rows)*rowH
	c.SetStroke(x.Style.Rule)
	c.SetLineWidth(fm.Line)
	for r := 0; r <= rows; r++ {
		y := by + headH + float64(r)*rowH
		c.Stroke(draw.Line(bx, y, bx+bw, y))
	}
	cx = bx
	for i := 0; i <= len(cols); i++ {
		c.Stroke(draw.Line(cx, by, cx, by+h))
		if i < len(cols) {
			cx += widths[i]
		}
	}
	c.SetLineWidth(fm.Frame)
	c.Stroke(draw.Rect(bx, by, bw, h))
	return h, nil
}
