package component

import (
	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/impose"
)

// Print settings of one build.
type Print struct {
	Paper      impose.Paper
	Mode       impose.Mode
	BackOffset [2]float64
}

// itemSheet describes a sheet of imposed items for drawing.
type itemSheet struct {
	title string // component title, localized
	// contents names what a sheet's items are (the counters' colours); nil: the title says it
	contents func(items []int) string
	spec     impose.Spec
	count    int
	ground   func(i int, back bool) (draw.Color, bool) // bleed colour of an item side
	front    func(c draw.Canvas, i int) error
	back     func(c draw.Canvas, i int) error
}

// CardSheets draws the manor cards imposed on sheets, fronts and backs.
func (x *Ctx) CardSheets(doc draw.Document, pr Print) error {
	manors := x.D.Manors
	return x.sheets(doc, pr, itemSheet{
		title: x.L.T("component.manor-cards", nil),
		spec:  x.cardSpec(),
		count: len(manors),
		ground: func(_ int, back bool) (draw.Color, bool) {
			_, col := x.cardLayout()
			if back {
				return col.Back.Draw(), true
			}
			return col.Paper.Draw(), true
		},
		front: func(c draw.Canvas, i int) error { return x.CardFront(c, &manors[i]) },
		back:  func(c draw.Canvas, i int) error { return x.CardBack(c, &manors[i]) },
	})
}

// markMargin is how far from the paper's edge a crop mark's path may start: its line,
// centred on the path, then keeps all its ink out of the printer margin.
func (x *Ctx) markMargin() float64 {
	return x.Layout.Print.PrinterMargin + x.Layout.Print.CropWidth/2
}

// cardSpec is the grid of the card sheets, before the build's paper and mode.
func (x *Ctx) cardSpec() impose.Spec {
	l, p := x.Layout.Cards, x.Layout.Print
	return impose.Spec{ItemW: l.Width, ItemH: l.Height, Rotated: l.Rotated, Cols: l.Columns, Rows: l.Rows,
		Bleed: p.Bleed, PrinterMargin: x.markMargin(), CropMark: p.CropMark, CropGap: p.CropGap}
}

// CounterSheets draws every counter imposed on sheets, fronts and backs.
func (x *Ctx) CounterSheets(doc draw.Document, pr Print) error {
	l := x.Layout.Counters
	ks := x.CountersOn(SheetColumns(l.Columns, pr.Mode), l.Rows)
	return x.sheets(doc, pr, itemSheet{
		title:    x.L.T("component.counters", nil),
		contents: func(items []int) string { return x.sheetContents(ks, items) },
		spec:     x.counterSpec(),
		count:    len(ks),
		ground:   func(i int, back bool) (draw.Color, bool) { return x.counterBleed(ks[i], back) },
		front:    func(c draw.Canvas, i int) error { return x.CounterFront(c, ks[i]) },
		back:     func(c draw.Canvas, i int) error { return x.CounterBack(c, ks[i]) },
	})
}

// counterSpec is the grid of the counter sheets, before the build's paper and mode.
func (x *Ctx) counterSpec() impose.Spec {
	l, p := x.Layout.Counters, x.Layout.Print
	return impose.Spec{ItemW: l.Size, ItemH: l.Size, Cols: l.Columns, Rows: l.Rows,
		Bleed: p.Bleed, PrinterMargin: x.markMargin(), CropMark: p.CropMark, CropGap: p.CropGap}
}

// sheets lays out the items sheet by sheet: the front page, then its back page (Duplex),
// or both halves on one page (Fold).
func (x *Ctx) sheets(doc draw.Document, pr Print, s itemSheet) error {
	s.spec.Paper, s.spec.Mode, s.spec.BackOffset = pr.Paper, pr.Mode, pr.BackOffset
	s.spec.Cols = SheetColumns(s.spec.Cols, pr.Mode)
	g, err := impose.New(s.spec)
	if err != nil {
		return err
	}
	n := g.Pages(s.count)
	title := s.title
	var of overflows
	for sheet := 0; sheet < n; sheet++ {
		items := x.itemsOf(g, sheet, s.count)
		if s.contents != nil {
			s.title = x.L.Tx("sheet.contents", map[string]any{"title": title, "contents": s.contents(items)})
		}
		c := doc.NewPage(pr.Paper.W, pr.Paper.H)
		switch pr.Mode {
		case impose.Fold:
			doc.Bookmark(x.L.Tx("sheet.folded", x.sheetArgs(s.title, sheet, n)), 0)
			if err := of.keep(x.side(c, g, s, items, false, 1)); err != nil {
				return err
			}
			if err := of.keep(x.side(c, g, s, items, true, -1)); err != nil {
				return err
			}
			x.foldLine(c, g)
			front, back := x.usedBlock(g, s, items, false), x.usedBlock(g, s, items, true)
			if err := of.keep(x.GridFurniture(c, g, []impose.Rect{front, back}, x.L.Tx("sheet.folded", x.sheetArgs(s.title, sheet, n)), x.cutOrder(front))); err != nil {
				return err
			}
		default:
			doc.Bookmark(x.L.Tx("sheet.fronts", x.sheetArgs(s.title, sheet, n)), 0)
			if err := of.keep(x.side(c, g, s, items, false, 0)); err != nil {
				return err
			}
			front, back := x.usedBlock(g, s, items, false), x.usedBlock(g, s, items, true)
			note := i18n.Typography(x.L.Lang, x.L.T("sheet.duplex", nil)+" "+x.cutOrder(front)) // two sentences
			if err := of.keep(x.GridFurniture(c, g, []impose.Rect{front}, x.L.Tx("sheet.fronts", x.sheetArgs(s.title, sheet, n)), note)); err != nil {
				return err
			}
			c = doc.NewPage(pr.Paper.W, pr.Paper.H)
			doc.Bookmark(x.L.Tx("sheet.backs", x.sheetArgs(s.title, sheet, n)), 0)
			if err := of.keep(x.side(c, g, s, items, true, 0)); err != nil {
				return err
			}
			if err := of.keep(x.GridFurniture(c, g, []impose.Rect{back}, x.L.Tx("sheet.backs", x.sheetArgs(s.title, sheet, n)), note)); err != nil {
				return err
			}
		}
	}
	return of.err()
}

// cutOrder is the sheet's line on the recommended cutting order (impose.Cuts): from
// mark to mark only, the long cuts first, saying which way they run on this sheet.
func (x *Ctx) cutOrder(block impose.Rect) string {
	if impose.LongCutsDown(block) {
		return x.L.T("sheet.cut-down", nil)
	}
	return x.L.T("sheet.cut-across", nil)
}

// SheetColumns is how many columns of items a sheet of cols columns has in a mode: on a
// fold-over sheet, fronts and backs share the page, half the columns each.
func SheetColumns(cols int, mode impose.Mode) int {
	if mode == impose.Fold {
		return max(1, cols/2)
	}
	return cols
}

func (x *Ctx) sheetArgs(title string, sheet, of int) map[string]any {
	return map[string]any{"title": title, "sheet": sheet + 1, "of": of}
}

// itemsOf lists the items of a sheet.
func (x *Ctx) itemsOf(g *impose.Grid, sheet, count int) []int {
	var out []int
	for i := sheet * g.PerPage(); i < min(count, (sheet+1)*g.PerPage()); i++ {
		out = append(out, i)
	}
	return out
}

// side draws one side of a sheet: the bleed, the items, the crop marks.
func (x *Ctx) side(c draw.Canvas, g *impose.Grid, s itemSheet, items []int, back bool, foldSide int) error {
	block := x.usedBlock(g, s, items, back)
	x.bleed(c, g, s, items, back, block)
	var of overflows // every item on the side is drawn, whichever overflows
	for _, i := range items {
		_, pl := g.FrontPlace(i)
		draw1 := s.front
		if back {
			_, pl = g.BackPlace(i)
			draw1 = s.back
		}
		c.Push()
		c.Translate(pl.X, pl.Y)
		if pl.Angle != 0 {
			c.Rotate(pl.Angle)
		}
		err := draw1(c, i)
		c.Pop()
		if err := of.keep(err); err != nil {
			return err
		}
	}
	x.cropMarks(c, g, block, foldSide)
	return of.err()
}

// usedBlock is the block of a side down to its last row with an item on it: the crop
// marks and the furniture stand round the rows the sheet uses.
func (x *Ctx) usedBlock(g *impose.Grid, s itemSheet, items []int, back bool) impose.Rect {
	block := g.Block()
	if back {
		block = g.BackBlock()
	}
	last := -1
	for _, i := range items {
		if _, ok := s.ground(i, back); ok {
			last = i % g.PerPage()
		}
	}
	return g.FirstRows(block, last/g.Cols+1)
}

// bleed runs each item's ground out past every cut line that has no item beyond it, so
// a cut a little off the line shows no white edge.
func (x *Ctx) bleed(c draw.Canvas, g *impose.Grid, s itemSheet, items []int, back bool, block impose.Rect) {
	b := g.Bleed
	rects := make(map[int]impose.Rect, len(items))
	for _, i := range items {
		if _, ok := s.ground(i, back); !ok {
			continue // a blank slot: its neighbours bleed into it
		}
		_, r := g.Front(i)
		if back {
			_, r = g.Back(i)
		}
		rects[i] = r
	}
	taken := func(px, py float64) bool {
		for _, r := range rects {
			if px > r.X && px < r.X+r.W && py > r.Y && py < r.Y+r.H {
				return true
			}
		}
		return false
	}
	for _, i := range items {
		col, ok := s.ground(i, back)
		if !ok {
			continue
		}
		r := rects[i]
		e := r
		cx, cy := r.X+r.W/2, r.Y+r.H/2
		if !taken(r.X-1, cy) {
			e.X, e.W = e.X-b, e.W+b
		}
		if !taken(cx, r.Y-1) {
			e.Y, e.H = e.Y-b, e.H+b
		}
		if !taken(r.X+r.W+1, cy) {
			e.W += b
		}
		if !taken(cx, r.Y+r.H+1) {
			e.H += b
		}
		c.SetFill(col)
		c.Fill(draw.Rect(e.X, e.Y, e.W, e.H))
	}
}

func (x *Ctx) cropMarks(c draw.Canvas, g *impose.Grid, block impose.Rect, foldSide int) {
	c.SetStroke(x.Layout.Furniture.CropMarks.Draw())
	c.SetLineWidth(x.Layout.Print.CropWidth)
	c.SetDash(nil)
	for _, m := range g.CropMarks(block, foldSide) {
		c.Stroke(draw.Line(m.X1, m.Y1, m.X2, m.Y2))
	}
}

// foldLine draws the dashed fold line between the halves of a fold-over sheet.
func (x *Ctx) foldLine(c draw.Canvas, g *impose.Grid) {
	_, h := c.Size()
	c.Push()
	fu := x.Layout.Furniture
	c.SetStroke(x.Style.Rule)
	c.SetLineWidth(fu.FoldLine)
	c.SetDash([]float64{fu.FoldDash, fu.FoldGap})
	c.Stroke(draw.Line(g.FoldLine(), x.Layout.Print.PrinterMargin, g.FoldLine(), h-x.Layout.Print.PrinterMargin))
	c.Pop()
}

// CardPages draws every card on pages of its own (the SVGs of each card): its front,
// then its back.
func (x *Ctx) CardPages(doc draw.Document) error {
	l := x.Layout.Cards
	var of overflows
	for i := range x.D.Manors {
		m := &x.D.Manors[i]
		c := doc.NewPage(l.Width, l.Height)
		doc.Bookmark(m.Name, 0)
		if err := of.keep(x.CardFront(c, m)); err != nil {
			return err
		}
		if err := of.keep(x.CardBack(doc.NewPage(l.Width, l.Height), m)); err != nil {
			return err
		}
	}
	return of.err()
}
