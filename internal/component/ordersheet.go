package component

import (
	"fmt"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/impose"
	"github.com/excalibur-kit/excalibur/internal/layout"
	"github.com/excalibur-kit/excalibur/internal/textfit"
	"github.com/excalibur-kit/excalibur/rules"
)

// The order sheet: two pages a player keeps through the game, printed back to back.
// The front has the lord, colour and religion and the orders of the three campaigning
// seasons, each with its movement phases, for the year at the table; the back has the
// treasury year by year and the troop roster. Rows are tall enough for a pencil and
// stretch to fill their page. Clear in black and white, to copy. Every place, size and
// line of it is layout/order-sheet.toml's; its colours are the kit's palette.

const orderComponent = "order-sheet"

// OrderSheet draws the order sheet's front on a full page.
func (x *Ctx) OrderSheet(c draw.Canvas) error {
	_, err := x.orderFront(c)
	return err
}

// OrderSheetBack draws the order sheet's back on a full page.
func (x *Ctx) OrderSheetBack(c draw.Canvas) error {
	_, err := x.orderBack(c)
	return err
}

// formBox is where a form was drawn: its grid, its heading row and its rows, for the
// tests of the geometry.
type formBox struct {
	item string
	grid impose.Rect
	head float64
	rows int
	rowH float64
}

// orderFront draws the header and the seasons' orders, which take the rest of the page.
func (x *Ctx) orderFront(c draw.Canvas) ([]formBox, error) {
	o := &x.Layout.OrderSheet
	area, strip := x.orderPage(c)
	y := area.Y
	dy, err := x.orderHeader(c, o, area.X, y, area.W)
	if err != nil {
		return nil, err
	}
	y += dy + o.Header.After
	forms, err := x.seasonOrders(c, o, area.X, y, area.W, area.Y+area.H-y)
	if err != nil {
		return nil, err
	}
	return forms, x.PageFurniture(c, strip, x.L.T("orders.title", nil), x.orderHint())
}

// phasesKey sets the one line that says what the phase columns are for: a march may keep
// to some phases of its season (the edition note order-phases). It returns the height
// it takes, from under the orders' heading down to the first season.
func (x *Ctx) phasesKey(c draw.Canvas, o *layout.OrderSheet, bx, by, bw float64) (float64, error) {
	key := x.L.T("orders.phases-key", nil)
	f, err := textfit.Line(x.fit(orderComponent, "phases key", "orders.key"), o.Orders.Key.Draw(), o.Orders.Key.Min, key, bw)
	if err != nil {
		return 0, err
	}
	c.SetFill(x.Style.Ink)
	c.Text(f, bx, by+draw.Ascent(f), draw.Left, key)
	return draw.Ascent(f) + draw.Descent(f) + o.Orders.KeyBelow, nil
}

// orderBack draws the treasury and the roster, which takes the rest of the page.
func (x *Ctx) orderBack(c draw.Canvas) ([]formBox, error) {
	o := &x.Layout.OrderSheet
	area, strip := x.orderPage(c)
	y := area.Y
	ledger, dy, err := x.ledger(c, o, area.X, y, area.W)
	if err != nil {
		return nil, err
	}
	y += dy + o.Treasury.After
	roster, err := x.roster(c, o, area.X, y, area.W, area.Y+area.H-y)
	if err != nil {
		return nil, err
	}
	title := x.L.Join("title", x.L.T("orders.title", nil), x.L.T("orders.back", nil))
	return append([]formBox{ledger}, roster...), x.PageFurniture(c, strip, title, x.L.T("orders.back-hint", nil))
}

// orderPage paints a page's paper and gives its drawing area and furniture strip.
func (x *Ctx) orderPage(c draw.Canvas) (area, strip impose.Rect) {
	c.SetFill(x.Layout.OrderSheet.Paper.Draw())
	w, h := c.Size()
	c.Fill(draw.Rect(0, 0, w, h))
	return x.pageArea(c)
}

// orderHint shows how to write an order, with the movement example's troops and manor.
func (x *Ctx) orderHint() string {
	ex := x.D.Examples.Movement
	return x.L.Tx("orders.hint", map[string]any{
		"a": gamedata.CounterNumber(ex.Troops[0]), "b": gamedata.CounterNumber(ex.Troops[len(ex.Troops)-1]),
		"to": x.D.Manor(ex.To).Name})
}

// orderHeader draws the title, the year and the lord, colour and religion fields.
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
	// The front is written afresh each year: the year it is for, under the title.
	if err := x.blank(c, o, x.L.T("orders.year", nil), bx, by+last, bw*hd.Year); err != nil {
		return 0, err
	}
	return last + hd.Below, nil
}

// religion draws "Religion: [ ] Christian [ ] Druid" with boxes to tick, in the field
// font made smaller, down to its minimum, when the line is too long.
func (x *Ctx) religion(c draw.Canvas, o *layout.OrderSheet, bx, base, bw float64) error {
	parts := []string{strings.TrimSpace(x.L.Join("label", x.L.T("orders.religion", nil), "")) /* the label and its colon */, x.L.T("orders.christian", nil), x.L.T("orders.druid", nil)}
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
	f, lx, err := x.blankLabel(o, label, bx, bw)
	if err != nil {
		return err
	}
	c.SetFill(x.Style.Ink)
	c.Text(f, bx, base, draw.Left, label)
	c.SetStroke(x.Style.Rule)
	c.SetLineWidth(fl.RuleLine)
	c.Stroke(draw.Line(lx, base+fl.RuleBelow, bx+bw, base+fl.RuleBelow))
	return nil
}

// blankLabel is a field's label font and where the line to write on begins.
func (x *Ctx) blankLabel(o *layout.OrderSheet, label string, bx, bw float64) (draw.Font, float64, error) {
	fl := o.Field
	f, err := textfit.Line(x.fit(orderComponent, label, "field.font"), fl.Font.Draw(), fl.Font.Min, label, bw*fl.LabelShare)
	return f, bx + draw.Width(f, label) + fl.RuleGap, err
}

// ledger is the treasury, year by year: a row for each year of the advanced game, the
// starting treasury beside its heading. It returns its form and its height.
func (x *Ctx) ledger(c draw.Canvas, o *layout.OrderSheet, bx, by, bw float64) (formBox, float64, error) {
	dy, err := x.heading(c, x.fit(orderComponent, "treasury", "heading.font"), x.L.T("orders.treasury", nil), o.Heading, bx, by, bw)
	if err != nil {
		return formBox{}, 0, err
	}
	t := o.Treasury
	start := x.L.T("orders.start", map[string]int{"n": x.D.Game.Start.Treasury})
	fs, err := textfit.Line(x.fit(orderComponent, "start", "field.font"), o.Field.Font.Draw(), o.Field.Font.Min, start, bw*t.StartShare)
	if err != nil {
		return formBox{}, 0, err
	}
	c.SetFill(x.Style.Ink)
	c.Text(fs, bx+bw, by+draw.Ascent(o.Heading.Font.Draw()), draw.Right, start)
	cols := x.ledgerColumns()
	years := x.D.Game.Victory.AdvancedYears
	fb, err := x.form(c, "ledger", cols, years, t.RowHeight, bx, by+dy, bw)
	if err != nil {
		return formBox{}, 0, err
	}
	if err := x.rowNumbers(c, t, bx, fb.grid.Y+fb.head, years, formWidths(cols, bw)[0]); err != nil {
		return formBox{}, 0, err
	}
	return fb, dy + fb.grid.H, nil
}

// ledgerColumns are the treasury's columns: the year, income, pay, improvements, hires,
// balance, manors held and reverence points (ledgerIncome… index them).
func (x *Ctx) ledgerColumns() []formColumn {
	w := x.Layout.OrderSheet.Treasury.Columns
	return []formColumn{{x.L.T("orders.year", nil), w.Year}, {x.L.T("orders.income", nil), w.Income}, {x.L.T("orders.pay", nil), w.Pay},
		{x.L.T("orders.improvements", nil), w.Improvements}, {x.L.T("orders.hires", nil), w.Hires}, {x.L.T("orders.balance", nil), w.Balance},
		{x.L.T("orders.manors", nil), w.Manors}, {x.L.T("orders.reverence", nil), w.Reverence}}
}

// The treasury's columns a figure writes in.
const (
	ledgerIncome  = 1
	ledgerPay     = 2
	ledgerBalance = 5
	ledgerManors  = 6
)

// rowNumbers writes the years 0..n-1 down the first column of the ledger, each centred
// in its row. A row is a winter's: the year is the one the engine and the example of play
// give that winter, 0 for the opening one, so the ten winters of a ten-year game, the last
// of which ends with its autumn, fill rows 0 to 9.
func (x *Ctx) rowNumbers(c draw.Canvas, t layout.OrderTreasury, bx, top float64, n int, colW float64) error {
	c.SetFill(x.Style.Ink)
	for i := 1; i <= n; i++ {
		s := x.L.Num(i - 1)
		f, err := textfit.Line(x.fit(orderComponent, "year "+s, "treasury.numbers"), t.Numbers.Draw(), t.Numbers.Min, s, colW)
		if err != nil {
			return err
		}
		c.Text(f, bx+colW/2, middleBaseline(f, top+float64(i-1)*t.RowHeight+t.RowHeight/2), draw.Center, s)
	}
	return nil
}

// roster is the troop roster in grids side by side, filling the height it is given.
func (x *Ctx) roster(c draw.Canvas, o *layout.OrderSheet, bx, by, bw, height float64) ([]formBox, error) {
	return x.rosterIn(c, o, bx, by, bw, height, o.Roster.Grids)
}

// rosterIn is the roster in the given number of grids side by side.
func (x *Ctx) rosterIn(c draw.Canvas, o *layout.OrderSheet, bx, by, bw, height float64, grids int) ([]formBox, error) {
	dy, err := x.heading(c, x.fit(orderComponent, "roster", "heading.font"), x.L.T("orders.roster", nil), o.Heading, bx, by, bw)
	if err != nil {
		return nil, err
	}
	r, cols := o.Roster, x.rosterColumns()
	grid := (bw - r.Gap*float64(grids-1)) / float64(grids)
	var forms []formBox
	for i := 0; i < grids; i++ {
		fb, err := x.fillForm(c, "roster", cols, formFill{r.RowMin, r.MinRows, "roster"}, bx+float64(i)*(grid+r.Gap), by+dy, grid, height-dy)
		if err != nil {
			return nil, err
		}
		forms = append(forms, fb)
	}
	return forms, nil
}

// rosterColumns are the roster's columns: the troop's ID, type, grade, wounded and notes.
func (x *Ctx) rosterColumns() []formColumn {
	w := x.Layout.OrderSheet.Roster.Columns
	return []formColumn{{x.L.T("orders.troop-id", nil), w.Troop}, {x.L.T("orders.type", nil), w.Type},
		{x.L.T("orders.grade", nil), w.Grade}, {x.L.T("orders.wounded", nil), w.Wounded}, {x.L.T("orders.notes", nil), w.Notes}}
}

// seasonOrders is a block of orders for each campaigning season, with a column for
// each movement phase; the seasons share the height they are given.
func (x *Ctx) seasonOrders(c draw.Canvas, o *layout.OrderSheet, bx, by, bw, height float64) ([]formBox, error) {
	dy, err := x.heading(c, x.fit(orderComponent, "orders", "heading.font"), x.L.T("orders.orders", nil), o.Heading, bx, by, bw)
	if err != nil {
		return nil, err
	}
	kh, err := x.phasesKey(c, o, bx, by+dy, bw)
	if err != nil {
		return nil, err
	}
	dy += kh
	s, w := o.Orders, o.Orders.Columns
	seasons := []string{rules.Spring, rules.Summer, rules.Autumn}
	cols := []formColumn{{x.L.T("orders.troops", nil), w.Troops}, {x.L.T("orders.from", nil), w.From}, {x.L.T("orders.to", nil), w.To}}
	for p := 1; p <= x.D.Game.Movement.Phases; p++ {
		cols = append(cols, formColumn{x.L.T("orders.phase", map[string]int{"n": p}), w.Phase})
	}
	n := float64(len(seasons))
	per := (height - dy - s.Gap*(n-1)) / n
	y := by + dy
	var forms []formBox
	for _, season := range seasons {
		name := x.L.T("term."+season, nil)
		f, err := textfit.Line(x.fit(orderComponent, season, "orders.label"), s.Label.Draw(), s.Label.Min, name, s.LabelWidth-s.LabelGap)
		if err != nil {
			return nil, err
		}
		c.SetFill(x.Style.Accent)
		c.Text(f, bx, y+s.LabelBaseline, draw.Left, name)
		fb, err := x.fillForm(c, season, cols, formFill{s.RowMin, s.MinRows, "orders"}, bx+s.LabelWidth, y, bw-s.LabelWidth, per)
		if err != nil {
			return nil, err
		}
		forms = append(forms, fb)
		y += per + s.Gap
	}
	return forms, nil
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

// formFill is how a form fills its height: rows of at least min mm, never fewer than
// least; key is the layout table of both, for the error when even least do not fit.
type formFill struct {
	min   float64
	least int
	key   string
}

// fillForm draws a form that fills a height: as many rows as fit at their least height,
// stretched to leave no paper over.
func (x *Ctx) fillForm(c draw.Canvas, item string, cols []formColumn, fill formFill, bx, by, bw, height float64) (formBox, error) {
	head, err := x.formHead(item, cols, formWidths(cols, bw))
	if err != nil {
		return formBox{}, err
	}
	rows := int((height - head.h) / fill.min)
	if rows < fill.least {
		return formBox{}, fmt.Errorf("%s, %s (%s): %d rows of %.1f mm and their heading need %.1f mm, %.1f mm of room; change %s or %s",
			orderComponent, item, x.L.Lang, fill.least, fill.min, head.h+float64(fill.least)*fill.min, height,
			x.Layout.Part(orderComponent).Source(fill.key+".row_min"), x.Layout.Part(orderComponent).Source(fill.key+".min_rows"))
	}
	return x.form(c, item, cols, rows, (height-head.h)/float64(rows), bx, by, bw)
}

// formHeading is a form's heading row: each column's font and lines, and its height.
type formHeading struct {
	fonts []draw.Font
	lines [][]string
	h     float64
}

// formHead fits each column's heading in its width, wrapped.
func (x *Ctx) formHead(item string, cols []formColumn, widths []float64) (formHeading, error) {
	fm := x.Layout.OrderSheet.Form
	hd := formHeading{fonts: make([]draw.Font, len(cols)), lines: make([][]string, len(cols))}
	for i, col := range cols {
		f, ls, err := textfit.Block(x.fit(orderComponent, item+" "+col.label, "form.head"), fm.Head.Draw(), fm.Head.Min, col.label, widths[i]-2*fm.HeadInset, fm.HeadMax, fm.Leading)
		if err != nil {
			return formHeading{}, err
		}
		hd.fonts[i], hd.lines[i] = f, ls
		hd.h = max(hd.h, textfit.BlockHeight(f, len(ls), fm.Leading)+fm.HeadPad)
	}
	return hd, nil
}

// form draws a grid of the order sheet to write in: a tinted heading row and empty
// rows. It returns where it drew them.
func (x *Ctx) form(c draw.Canvas, item string, cols []formColumn, rows int, rowH, bx, by, bw float64) (formBox, error) {
	fm := x.Layout.OrderSheet.Form
	widths := formWidths(cols, bw)
	hd, err := x.formHead(item, cols, widths)
	if err != nil {
		return formBox{}, err
	}
	c.SetFill(x.Style.Tint)
	c.Fill(draw.Rect(bx, by, bw, hd.h))
	cx := bx
	for i := range cols {
		c.SetFill(x.Style.Ink)
		centredLines(c, hd.fonts[i], hd.lines[i], cx+widths[i]/2, by, hd.h, fm.Leading)
		cx += widths[i]
	}
	h := hd.h + float64(rows)*rowH
	c.SetStroke(x.Style.Rule)
	c.SetLineWidth(fm.Line)
	for r := 0; r <= rows; r++ {
		y := by + hd.h + float64(r)*rowH
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
	return formBox{item: item, grid: impose.Rect{X: bx, Y: by, W: bw, H: h}, head: hd.h, rows: rows, rowH: rowH}, nil
}
