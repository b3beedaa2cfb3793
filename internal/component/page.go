package component

import (
	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/impose"
	"github.com/excalibur-kit/excalibur/internal/layout"
	"github.com/excalibur-kit/excalibur/internal/textfit"
)

// Full-page sheets (order sheet, tracks card): a page inside the layout's margin, with
// the furniture strip at its foot (layout/kit.toml [sheets]).

// pageArea is the drawing area of a full page and the furniture strip under it.
func (x *Ctx) pageArea(c draw.Canvas) (area, strip impose.Rect) {
	w, h := c.Size()
	s := x.Layout.Sheets
	m := s.Margin
	area = impose.Rect{X: m, Y: m, W: w - 2*m, H: h - 2*m - s.Furniture - s.FurnitureGap}
	strip = impose.Rect{X: m, Y: h - m - s.Furniture, W: w - 2*m, H: s.Furniture}
	return area, strip
}

// heading draws a section heading with a rule under it and returns the height used.
func (x *Ctx) heading(c draw.Canvas, w textfit.Where, text string, hs layout.SheetHeading, bx, by, bw float64) (float64, error) {
	f, err := textfit.Line(w, hs.Font.Draw(), hs.Font.Min, text, bw)
	if err != nil {
		return 0, err
	}
	base := by + draw.Ascent(f)
	c.SetFill(x.Style.Accent)
	c.Text(f, bx, base, draw.Left, text)
	c.SetStroke(x.Style.Accent)
	c.SetLineWidth(hs.RuleLine)
	c.Stroke(draw.Line(bx, base+hs.RuleBelow, bx+bw, base+hs.RuleBelow))
	return draw.Ascent(f) + hs.Below, nil
}

// paragraph sets a wrapped text at (bx, by), bw wide and at most maxH tall, and returns
// its height.
func (x *Ctx) paragraph(c draw.Canvas, w textfit.Where, text string, font layout.Font, leading, bx, by, bw, maxH float64) (float64, error) {
	f, lines, err := textfit.Block(w, font.Draw(), font.Min, text, bw, maxH, leading)
	if err != nil {
		return 0, err
	}
	c.SetFill(x.Style.Ink)
	for i, line := range lines {
		c.Text(f, bx, by+draw.Ascent(f)+float64(i)*textfit.LineStep(f, leading), draw.Left, line)
	}
	return textfit.BlockHeight(f, len(lines), leading), nil
}
