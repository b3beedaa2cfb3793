package component

import (
	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/impose"
)

// board.pdf: the whole valley on one sheet for a print shop. The trim is the valley's
// width and height; the ground runs into the bleed, the crop marks stand outside it, and
// the slug under them holds the title, the print line and the scale bar.

const boardTilesComponent = "board-tiles"

// BoardSheet draws the board's one sheet.
func (x *Ctx) BoardSheet(d draw.Document) error {
	s := x.Layout.Board.Sheet
	v := &x.D.Valley
	m := s.Bleed + s.CropGap + s.CropMark
	w, h := x.boardPage()
	c := d.NewPage(w, h)
	d.Bookmark(x.L.T("component.board", nil), 0)
	c.SetFill(draw.White)
	c.Fill(draw.Rect(0, 0, w, h))
	c.Push()
	c.Translate(m, m)
	c.Clip(draw.Rect(-s.Bleed, -s.Bleed, v.Width+2*s.Bleed, v.Height+2*s.Bleed))
	area := impose.Rect{W: v.Width, H: v.Height}.Outset(s.Bleed)
	if err := x.DrawValley(c, BoardView{Area: area, Bleed: s.Bleed, Text: true}); err != nil {
		return err
	}
	c.Pop()
	trim := impose.Rect{X: m, Y: m, W: v.Width, H: v.Height}
	if b, ok := d.(draw.Boxer); ok { // a print shop cuts where the PDF says
		b.PageBoxes(trim.X, trim.Y, trim.W, trim.H, s.Bleed)
	}
	cropMarks(c, trim, trim.Outset(s.Bleed), s.CropGap, s.CropMark, s.CropWidth, x.Style.Ink)
	strip := impose.Rect{X: m, Y: m + v.Height + m, W: v.Width, H: s.Slug}
	return x.PageFurniture(c, strip, x.L.T("component.board", nil), x.L.T("sheet.cut", nil))
}

// boardPage is the size of board.pdf's page: the trim, with the bleed, the crop marks and
// the slug round it. The print list tells the shop what it fits on.
func (x *Ctx) boardPage() (w, h float64) {
	s, v := x.Layout.Board.Sheet, &x.D.Valley
	m := s.Bleed + s.CropGap + s.CropMark
	return v.Width + 2*m, v.Height + 2*m + s.Slug
}

// cropMarks draws the marks of a cut rectangle: in line with each of its edges, outside
// the printed rectangle, gap beyond it and long.
func cropMarks(c draw.Canvas, cut, printed impose.Rect, gap, long, width float64, ink draw.Color) {
	var p draw.Path
	top, bottom := printed.Y-gap, printed.Y+printed.H+gap
	left, right := printed.X-gap, printed.X+printed.W+gap
	for _, x := range []float64{cut.X, cut.X + cut.W} {
		p.Append(draw.Line(x, top, x, top-long))
		p.Append(draw.Line(x, bottom, x, bottom+long))
	}
	for _, y := range []float64{cut.Y, cut.Y + cut.H} {
		p.Append(draw.Line(left, y, left-long, y))
		p.Append(draw.Line(right, y, right+long, y))
	}
	c.SetStroke(ink)
	c.SetLineWidth(width)
	c.SetDash(nil)
	c.Stroke(p)
}
