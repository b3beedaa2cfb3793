package component

import (
	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/impose"
	"github.com/excalibur-kit/excalibur/internal/textfit"
)

// Full-page sheets (order sheet, tracks card): a page inside the layout's margin, with
// the furniture strip at its foot.

const furnitureH = 9.0

// pageArea is the drawing area of a full page and the furniture strip under it.
func (x *Ctx) pageArea(c draw.Canvas) (area, strip impose.Rect) {
	w, h := c.Size()
	m := x.Layout.Sheets.Margin
	area = impose.Rect{X: m, Y: m, W: w - 2*m, H: h - 2*m - furnitureH - 2}
	strip = impose.Rect{X: m, Y: h - m - furnitureH, W: w - 2*m, H: furnitureH}
	return area, strip
}

// heading draws a section heading with a rule under it and returns the height used.
func (x *Ctx) heading(c draw.Canvas, comp, item, text string, f draw.Font, bx, by, bw float64) (float64, error) {
	f, err := textfit.Line(x.Where(comp, item), f, x.Layout.Print.MinFont, text, bw)
	if err != nil {
		return 0, err
	}
	base := by + draw.Ascent(f)
	c.SetFill(x.Style.Accent)
	c.Text(f, bx, base, draw.Left, text)
	c.SetStroke(x.Style.Accent)
	c.SetLineWidth(0.35)
	c.Stroke(draw.Line(bx, base+1.4, bx+bw, base+1.4))
	return draw.Ascent(f) + 3, nil
}

// paragraph sets a wrapped text at (bx, by), w wide, and returns its height.
func (x *Ctx) paragraph(c draw.Canvas, comp, item, text string, f draw.Font, bx, by, bw, maxH float64) (float64, error) {
	f, lines, err := textfit.Block(x.Where(comp, item), f, x.Layout.Print.MinFont, text, bw, maxH, 1.25)
	if err != nil {
		return 0, err
	}
	c.SetFill(x.Style.Ink)
	for i, line := range lines {
		c.Text(f, bx, by+draw.Ascent(f)+float64(i)*textfit.LineStep(f, 1.25), draw.Left, line)
	}
	return textfit.BlockHeight(f, len(lines), 1.25), nil
}

// formColumn is one column of a form to fill in by hand: a heading and a share of the
// width.
type formColumn struct {
	label  string
	weight float64
}

// form draws a grid to write in: a tinted heading row and empty rows. It returns its
// height.
func (x *Ctx) form(c draw.Canvas, comp, item string, cols []formColumn, rows int, rowH, bx, by, bw float64) (float64, error) {
	total := 0.0
	for _, col := range cols {
		total += col.weight
	}
	headF := draw.Font{Face: draw.SansBold, Size: 7}
	headH := 0.0
	widths := make([]float64, len(cols))
	fonts := make([]draw.Font, len(cols))
	lines := make([][]string, len(cols))
	for i, col := range cols {
		widths[i] = bw * col.weight / total
		f, ls, err := textfit.Block(x.Where(comp, item+" "+col.label), headF, x.Layout.Print.MinFont, col.label, widths[i]-1.6, 9, 1.1)
		if err != nil {
			return 0, err
		}
		fonts[i], lines[i] = f, ls
		headH = max(headH, textfit.BlockHeight(f, len(ls), 1.1)+2)
	}
	c.SetFill(x.Style.Tint)
	c.Fill(draw.Rect(bx, by, bw, headH))
	cx := bx
	for i := range cols {
		c.SetFill(x.Style.Ink)
		centredLines(c, fonts[i], lines[i], cx+widths[i]/2, by, headH, 1.1)
		cx += widths[i]
	}
	h := headH + float64(rows)*rowH
	c.SetStroke(x.Style.Rule)
	c.SetLineWidth(0.15)
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
	c.SetLineWidth(0.35)
	c.Stroke(draw.Rect(bx, by, bw, h))
	return h, nil
}
