package component

import (
	"fmt"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/impose"
	"github.com/excalibur-kit/excalibur/internal/textfit"
)

// sheetFigure is the order sheet as a player of the first colour holds it after the
// start example's first winter (section 3), drawn by the sheet's own code at the
// column's width: the front's header with the lord and his colour written in; the
// back's treasury, cut after [figures.sheet] years rows, with the first year's income,
// pay and balance; and the roster with the starting troops and their IDs, in one of its
// grids across the column (the sheet sets two side by side, too narrow for the column). What is
// written in is the data's and the engine's, in a pencil's hand, drawn last.
func (x *Ctx) sheetFigure(width float64) (*Figure, error) {
	f, err := x.sheetAt(width)
	if err != nil {
		return nil, fmt.Errorf("the order sheet %.1f mm wide (layout/rulebook.toml [figures.sheet], page.measure): %w", width, err)
	}
	return f, nil
}

// sheetAt lays the sheet figure out for a width.
func (x *Ctx) sheetAt(width float64) (*Figure, error) {
	if len(x.D.Players) == 0 {
		return nil, fmt.Errorf("content/players.toml has no player to fill the sheet in for")
	}
	o, fs := &x.Layout.OrderSheet, x.figures().Sheet
	bx, bw := fs.Pad, width-2*fs.Pad
	// Dry runs on a canvas that draws nothing give where each part lies.
	headH, err := x.orderHeader(nullCanvas{}, o, bx, fs.Pad, bw)
	if err != nil {
		return nil, err
	}
	ledgerTop := fs.Pad + headH + o.Header.After
	ledger, _, err := x.ledger(nullCanvas{}, o, bx, ledgerTop, bw)
	if err != nil {
		return nil, err
	}
	if fs.Years > ledger.rows {
		return nil, fmt.Errorf("layout/rulebook.toml [figures.sheet] years: %d rows of the treasury shown, the sheet has %d", fs.Years, ledger.rows)
	}
	cut := ledger.grid.Y + ledger.head + float64(fs.Years)*ledger.rowH
	rosterTop := cut + fs.Gap
	troops, err := x.startTroops()
	if err != nil {
		return nil, err
	}
	rosterH, err := x.rosterHeight(bw, max(o.Roster.MinRows, len(troops)))
	if err != nil {
		return nil, err
	}
	roster, err := x.rosterIn(nullCanvas{}, o, bx, rosterTop, bw, rosterH, 1)
	if err != nil {
		return nil, err
	}
	entries, err := x.sheetEntries(bx, fs.Pad, bw, ledger, roster, troops)
	if err != nil {
		return nil, err
	}
	f := &Figure{W: width, H: rosterTop + rosterH + fs.Pad, scale: 1}
	for _, e := range entries {
		f.Labels = append(f.Labels, e.text)
	}
	f.Caption = x.sheetCaption()
	sx := x.As("order-sheet") // the sheet shown as it is printed, in its own palette
	f.art = func(c draw.Canvas) error {
		if _, err := sx.orderHeader(c, o, bx, fs.Pad, bw); err != nil {
			return err
		}
		c.Push()
		c.Clip(draw.Rect(0, 0, width, cut))
		_, _, err := sx.ledger(c, o, bx, ledgerTop, bw)
		c.Pop()
		if err != nil {
			return err
		}
		x.cutLine(c, bx, cut, bw)
		if _, err := sx.rosterIn(c, o, bx, rosterTop, bw, rosterH, 1); err != nil {
			return err
		}
		return x.writeIn(c, entries)
	}
	return f, nil
}

// sheetEntry is a word written on a figure's sheet, in its box.
type sheetEntry struct {
	text string
	box  impose.Rect // the cell or the field's line: text sits on its foot
}

// sheetEntries are what the start example writes on the sheet, in the order it is
// written: the lord and his colour, the first year's income, pay and balance, and the
// roster's rows, the lord first, each with its ID, type and grade.
func (x *Ctx) sheetEntries(bx, top, bw float64, ledger formBox, roster []formBox, troops []startTroop) ([]sheetEntry, error) {
	o := &x.Layout.OrderSheet
	p := &x.D.Players[0]
	hd := o.Header
	fieldsX, fieldW := bx+bw*hd.Fields, bw-bw*hd.Fields
	var out []sheetEntry
	for i, f := range []struct{ label, text string }{
		{x.L.T("orders.lord", nil), x.L.T("lord."+p.ID, nil)},
		{x.L.T("orders.colour", nil), x.L.T("colour."+p.ID, nil)},
	} {
		_, lx, err := x.blankLabel(o, f.label, fieldsX, fieldW)
		if err != nil {
			return nil, err
		}
		base := top + hd.First + float64(i)*hd.Step
		out = append(out, sheetEntry{f.text, impose.Rect{X: lx, Y: base - hd.Step, W: fieldsX + fieldW - lx, H: hd.Step}})
	}
	income, pay := 0, x.E.PayExample()
	if m := x.incomeManor(); m != nil {
		income = x.E.IncomeExample(m).Total
	}
	cells := formCells(ledger, formWidths(x.ledgerColumns(), ledger.grid.W))
	for _, v := range []struct{ col, n int }{{ledgerIncome, income}, {ledgerPay, pay.Pay}, {ledgerBalance, pay.Treasury}} {
		out = append(out, sheetEntry{x.L.Num(v.n), cells[0][v.col]})
	}
	for i, t := range troops {
		g := roster[0]
		if i >= g.rows*len(roster) {
			return nil, fmt.Errorf("the roster shows %d rows, the start has %d troops (layout/order-sheet.toml [roster] min_rows)", g.rows*len(roster), len(troops))
		}
		g = roster[i/g.rows]
		row := formCells(g, formWidths(x.rosterColumns(), g.grid.W))[i%g.rows]
		for col, text := range []string{gamedata.CounterNumber(t.id), x.L.T("term."+t.kind, nil), t.grade} {
			if text != "" {
				out = append(out, sheetEntry{text, row[col]})
			}
		}
	}
	return out, nil
}

// formCells are the cells of a form's rows, row by row.
func formCells(fb formBox, widths []float64) [][]impose.Rect {
	out := make([][]impose.Rect, fb.rows)
	for r := range out {
		cx := fb.grid.X
		for _, w := range widths {
			out[r] = append(out[r], impose.Rect{X: cx, Y: fb.grid.Y + fb.head + float64(r)*fb.rowH, W: w, H: fb.rowH})
			cx += w
		}
	}
	return out
}

// startTroop is a troop a player starts with (section 3): its counter's ID and type.
type startTroop struct {
	id          int
	kind, grade string
}

// startTroops are the lord and the data's starting troops, each type's counters taken in
// the order of their IDs.
func (x *Ctx) startTroops() ([]startTroop, error) {
	lord := x.D.Lord()
	if lord == nil {
		return nil, fmt.Errorf("content/troops.toml has no lord")
	}
	out := []startTroop{{id: lord.IDs[0], kind: lord.Kind}}
	next := map[string]int{}
	for _, id := range x.D.Game.Start.Troops {
		t := x.D.Troop(id)
		if t == nil {
			return nil, fmt.Errorf("content/game.toml [start] troops: no troop type %q in content/troops.toml", id)
		}
		out = append(out, startTroop{id: t.IDs[0] + next[id], kind: t.Kind, grade: t.Grade})
		next[id]++
	}
	return out, nil
}

// rosterHeight is the height that gives the roster, in one grid across bw, rows of its
// least height: its heading, its heading row and the rows, with half a row to spare (the
// rows stretch over it).
func (x *Ctx) rosterHeight(bw float64, rows int) (float64, error) {
	o := &x.Layout.OrderSheet
	r := o.Roster
	dy, err := x.heading(nullCanvas{}, x.fit(orderComponent, "roster", "heading.font"), x.L.T("orders.roster", nil), o.Heading, 0, 0, bw)
	if err != nil {
		return 0, err
	}
	head, err := x.formHead("roster", x.rosterColumns(), formWidths(x.rosterColumns(), bw))
	if err != nil {
		return 0, err
	}
	return dy + head.h + (float64(rows)+0.5)*r.RowMin, nil
}

// cutLine marks where the figure cuts the sheet: a dashed line across it.
func (x *Ctx) cutLine(c draw.Canvas, bx, y, bw float64) {
	fs := x.figures().Sheet
	c.SetStroke(x.Style.Rule)
	c.SetLineWidth(fs.CutLine)
	c.SetDash([]float64{fs.CutDash, fs.CutDash})
	c.Stroke(draw.Line(bx, y, bx+bw, y))
	c.SetDash(nil)
}

// writeIn writes the entries in a pencil's hand, each on the foot of its box.
func (x *Ctx) writeIn(c draw.Canvas, entries []sheetEntry) error {
	fs := x.figures().Sheet
	pencil := fs.Pencil.Draw()
	if x.Style.InkSaver {
		pencil = x.Style.Ink
	}
	c.SetFill(pencil)
	for _, e := range entries {
		f, err := textfit.Line(x.fit("rulebook", "figure "+e.text, "figures.sheet.hand"), fs.Hand.Draw(), fs.Hand.Min, e.text, e.box.W-2*fs.Inset)
		if err != nil {
			return err
		}
		c.Text(f, e.box.X+fs.Inset, e.box.Y+e.box.H-fs.Raise, draw.Left, e.text)
	}
	return nil
}

// sheetCaption says what the figure shows, with the treasury's sum as the engine plays it.
func (x *Ctx) sheetCaption() string {
	income, pay := 0, x.E.PayExample()
	if m := x.incomeManor(); m != nil {
		income = x.E.IncomeExample(m).Total
	}
	return x.L.Tx("figure.start-sheet", map[string]any{
		"lord": x.L.Name("lord."+x.D.Players[0].ID, nil), "start": x.D.Game.Start.Treasury, "income": income, "pay": pay.Pay, "n": pay.Treasury})
}
