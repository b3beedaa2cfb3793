package component

import (
	"fmt"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/textfit"
	"github.com/excalibur-kit/excalibur/rules"
)

// The order sheet: one page a player keeps through the game. Lord, colour and
// religion; the treasury year by year; the troop roster; the orders of the three
// campaigning seasons with their movement phases. Clear in black and white, to copy.

const orderComponent = "order-sheet"

var (
	fontSheetTitle = draw.Font{Face: draw.Caps, Size: 20}
	fontSection    = draw.Font{Face: draw.SansBold, Size: 9.5}
	fontField      = draw.Font{Face: draw.Sans, Size: 8}
)

// OrderSheet draws the order sheet on a full page.
func (x *Ctx) OrderSheet(c draw.Canvas) error {
	area, strip := x.pageArea(c)
	c.SetFill(draw.White)
	w, h := c.Size()
	c.Fill(draw.Rect(0, 0, w, h))
	y := area.Y
	dy, err := x.orderHeader(c, area.X, y, area.W)
	if err != nil {
		return err
	}
	y += dy + 3
	if dy, err = x.ledger(c, area.X, y, area.W); err != nil {
		return err
	}
	y += dy + 4
	rowH := 5.4
	left := area.Y + area.H - y
	// What is left goes to the roster (a third) and the orders (two thirds).
	if dy, err = x.roster(c, area.X, y, area.W, left*0.34, rowH); err != nil {
		return err
	}
	y += dy + 4
	if _, err = x.seasonOrders(c, area.X, y, area.W, area.Y+area.H-y, rowH); err != nil {
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
func (x *Ctx) orderHeader(c draw.Canvas, bx, by, bw float64) (float64, error) {
	title := x.L.T("orders.title", nil)
	ft, err := textfit.Line(x.Where(orderComponent, "title"), fontSheetTitle, 12, title, bw*0.45)
	if err != nil {
		return 0, err
	}
	c.SetFill(x.Style.Accent)
	c.Text(ft, bx, by+draw.Ascent(ft), draw.Left, title)
	fieldsX := bx + bw*0.47
	fieldW := bw - bw*0.47
	fields := []string{x.L.T("orders.lord", nil), x.L.T("orders.colour", nil)}
	step := 6.0
	for i, f := range fields {
		y := by + 4 + float64(i)*step
		if err := x.blank(c, f, fieldsX, y, fieldW); err != nil {
			return 0, err
		}
	}
	if err := x.religion(c, fieldsX, by+4+2*step, fieldW); err != nil {
		return 0, err
	}
	return 4 + 2*step + 2, nil
}

// religion draws "Religion: [ ] Christian [ ] Druid" with boxes to tick.
func (x *Ctx) religion(c draw.Canvas, bx, base, bw float64) error {
	parts := []string{x.L.T("orders.religion", nil) + ":", x.L.T("orders.christian", nil), x.L.T("orders.druid", nil)}
	box := 2.8
	need := 0.0
	for _, p := range parts {
		need += draw.Width(fontField, p) + box + 4
	}
	f := fontField
	if need > bw {
		f.Size = max(x.Layout.Print.MinFont, f.Size*bw/need)
	}
	c.SetFill(x.Style.Ink)
	c.SetStroke(x.Style.Ink)
	c.SetLineWidth(0.25)
	cx := bx
	for i, p := range parts {
		if i > 0 {
			c.Stroke(draw.Rect(cx, base-box+0.3, box, box))
			cx += box + 1.2
		}
		c.Text(f, cx, base, draw.Left, p)
		cx += draw.Width(f, p) + 3
	}
	if cx-3 > bx+bw {
		return &textfit.OverflowError{Component: orderComponent, Item: "religion", Lang: x.L.Lang, Text: parts[0], Need: cx - bx, Box: bw}
	}
	return nil
}

// blank draws "Label: ________" on a baseline.
func (x *Ctx) blank(c draw.Canvas, label string, bx, base, bw float64) error {
	f, err := textfit.Line(x.Where(orderComponent, label), fontField, x.Layout.Print.MinFont, label, bw*0.4)
	if err != nil {
		return err
	}
	c.SetFill(x.Style.Ink)
	c.Text(f, bx, base, draw.Left, label)
	lx := bx + draw.Width(f, label) + 2
	c.SetStroke(x.Style.Rule)
	c.SetLineWidth(0.2)
	c.Stroke(draw.Line(lx, base+0.6, bx+bw, base+0.6))
	return nil
}

// ledger is the treasury, year by year: a row for the start and one for each year of
// the advanced game.
func (x *Ctx) ledger(c draw.Canvas, bx, by, bw float64) (float64, error) {
	dy, err := x.heading(c, orderComponent, "treasury", x.L.T("orders.treasury", nil), fontSection, bx, by, bw)
	if err != nil {
		return 0, err
	}
	start := x.L.T("orders.start", map[string]int{"n": x.D.Game.Start.Treasury})
	fs, err := textfit.Line(x.Where(orderComponent, "start"), fontField, x.Layout.Print.MinFont, start, bw/2)
	if err != nil {
		return 0, err
	}
	c.SetFill(x.Style.Ink)
	c.Text(fs, bx+bw, by+draw.Ascent(fontSection), draw.Right, start)
	cols := []formColumn{{x.L.T("orders.year", nil), 0.7}, {x.L.T("orders.income", nil), 1}, {x.L.T("orders.pay", nil), 1},
		{x.L.T("orders.improvements", nil), 1.3}, {x.L.T("orders.hires", nil), 1}, {x.L.T("orders.balance", nil), 1},
		{x.L.T("orders.manors", nil), 0.9}, {x.L.T("orders.reverence", nil), 1.1}}
	years := x.D.Game.Victory.AdvancedYears
	top := by + dy
	h, err := x.form(c, orderComponent, "ledger", cols, years, 5.2, bx, top, bw)
	if err != nil {
		return 0, err
	}
	x.rowNumbers(c, bx, top+h-float64(years)*5.2, 5.2, years, bw*0.7/8.0)
	return dy + h, nil
}

// rowNumbers writes 1..n down the first column of a form.
func (x *Ctx) rowNumbers(c draw.Canvas, bx, top, rowH float64, n int, colW float64) {
	f := draw.Font{Face: draw.SansBold, Size: 7.5}
	c.SetFill(x.Style.Ink)
	for i := 1; i <= n; i++ {
		c.Text(f, bx+colW/2, top+float64(i-1)*rowH+rowH/2+draw.Ascent(f)*0.36, draw.Center, x.L.Num(i))
	}
}

// roster is the troop roster in two side-by-side grids.
func (x *Ctx) roster(c draw.Canvas, bx, by, bw, maxH, rowH float64) (float64, error) {
	dy, err := x.heading(c, orderComponent, "roster", x.L.T("orders.roster", nil), fontSection, bx, by, bw)
	if err != nil {
		return 0, err
	}
	cols := []formColumn{{x.L.T("orders.troop-id", nil), 0.6}, {x.L.T("orders.type", nil), 1.3},
		{x.L.T("orders.grade", nil), 0.7}, {x.L.T("orders.wounded", nil), 0.8}, {x.L.T("orders.notes", nil), 1.6}}
	rows := max(4, int((maxH-dy-8)/rowH))
	half := (bw - 4) / 2
	var h float64
	for i := 0; i < 2; i++ {
		if h, err = x.form(c, orderComponent, "roster", cols, rows, rowH, bx+float64(i)*(half+4), by+dy, half); err != nil {
			return 0, err
		}
	}
	return dy + h, nil
}

// seasonOrders is a block of orders for each campaigning season, with a column for
// each movement phase.
func (x *Ctx) seasonOrders(c draw.Canvas, bx, by, bw, maxH, rowH float64) (float64, error) {
	dy, err := x.heading(c, orderComponent, "orders", x.L.T("orders.orders", nil), fontSection, bx, by, bw)
	if err != nil {
		return 0, err
	}
	seasons := []string{rules.Spring, rules.Summer, rules.Autumn}
	cols := []formColumn{{x.L.T("orders.troops", nil), 1.6}, {x.L.T("orders.from", nil), 1.2}, {x.L.T("orders.to", nil), 1.2}}
	for p := 1; p <= x.D.Game.Movement.Phases; p++ {
		cols = append(cols, formColumn{x.L.T("orders.phase", map[string]int{"n": p}), 0.7})
	}
	per := (maxH - dy) / float64(len(seasons))
	rows := max(3, int((per-8)/rowH)-1)
	y := by + dy
	labelW := 16.0
	for _, s := range seasons {
		name := x.L.T("term."+s, nil)
		f, err := textfit.Line(x.Where(orderComponent, s), draw.Font{Face: draw.Caps, Size: 10}, x.Layout.Print.MinFont, name, labelW-1)
		if err != nil {
			return 0, err
		}
		c.SetFill(x.Style.Accent)
		c.Text(f, bx, y+6, draw.Left, name)
		h, err := x.form(c, orderComponent, s, cols, rows, rowH, bx+labelW, y, bw-labelW)
		if err != nil {
			return 0, err
		}
		y += h + 3
	}
	return y - by, nil
}
