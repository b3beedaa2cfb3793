package component

import (
	"sort"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/impose"
	"github.com/excalibur-kit/excalibur/internal/textfit"
)

// Sheet furniture: on every sheet, a scale bar and a line asking to print at 100%, the
// sheet's title and a note on how to print or cut it. On card and counter sheets it
// lives in the margins, clear of the crop marks; on full pages, in a strip at the foot.

var (
	fontFurniture     = draw.Font{Face: draw.Sans, Size: 7}
	fontFurnitureBold = draw.Font{Face: draw.SansBold, Size: 7.5}
)

// minStrip is the least height of a margin strip that holds furniture above the marks.
const minStrip = 7.0

// GridFurniture draws the furniture of an imposed sheet around its blocks of items (one,
// or the two halves of a fold-over sheet).
func (x *Ctx) GridFurniture(c draw.Canvas, g *impose.Grid, blocks []impose.Rect, title, note string) error {
	block := blocks[0]
	w, h := c.Size()
	p := x.Layout.Print
	pm, crop := p.PrinterMargin, g.CropLength()
	markTop := block.Y - p.Bleed - p.CropGap           // marks run up from here
	markBot := block.Y + block.H + p.Bleed + p.CropGap // and down from here
	top := slots(g, blocks,
		impose.Rect{X: pm, Y: pm, W: w - 2*pm, H: markTop - crop - 0.5 - pm},
		impose.Rect{Y: pm, H: markTop - 0.5 - pm})
	bottom := slots(g, blocks,
		impose.Rect{X: pm, Y: markBot + crop + 0.5, W: w - 2*pm, H: h - pm - markBot - crop - 0.5},
		impose.Rect{Y: markBot + 0.5, H: h - pm - markBot - 0.5})
	if err := x.scaleAndPrint(c, top); err != nil {
		return err
	}
	return x.titleAndNote(c, bottom, title, note)
}

// PageFurniture draws the furniture of a full page in a strip at its foot: title and
// note on the left, the print line in the middle and the scale bar on the right.
func (x *Ctx) PageFurniture(c draw.Canvas, strip impose.Rect, title, note string) error {
	bar := x.Layout.Print.ScaleBar
	info := impose.Rect{X: strip.X, Y: strip.Y, W: strip.W * 0.5, H: strip.H}
	printAt := impose.Rect{X: info.X + info.W + 3, Y: strip.Y, W: strip.W - info.W - bar - 8, H: strip.H}
	if err := x.titleAndNote(c, []impose.Rect{info}, title, note); err != nil {
		return err
	}
	return x.scaleAndPrint(c, []impose.Rect{{X: strip.X + strip.W - bar, Y: strip.Y, W: bar, H: strip.H}, printAt})
}

// slots finds room in a margin: the clear strip beyond the crop marks when it is deep
// enough, else the spans between the marks in the band beside the block, widest first.
func slots(g *impose.Grid, blocks []impose.Rect, clear, band impose.Rect) []impose.Rect {
	if clear.H >= minStrip {
		return []impose.Rect{clear}
	}
	col := g.ItemW
	if g.Rotated {
		col = g.ItemH
	}
	var spans []impose.Rect
	for _, block := range blocks {
		for x0 := block.X; x0+col <= block.X+block.W+0.01; x0 += col {
			spans = append(spans, impose.Rect{X: x0 + 1, Y: band.Y, W: col - 2, H: band.H})
		}
	}
	sort.SliceStable(spans, func(i, j int) bool { return spans[i].W > spans[j].W })
	return spans
}

// scaleAndPrint puts the scale bar in the first slot and the print-at-100% line beside it
// (or in the second slot).
func (x *Ctx) scaleAndPrint(c draw.Canvas, slots []impose.Rect) error {
	mm := int(x.Layout.Print.ScaleBar)
	text := x.L.Tx("sheet.print-at", map[string]any{"mm": mm})
	bar := slots[0]
	var textBox impose.Rect
	switch {
	case len(slots) == 1: // one strip: the bar on the left, the text after it
		textBox = impose.Rect{X: bar.X + x.Layout.Print.ScaleBar + 6, Y: bar.Y, W: bar.W - x.Layout.Print.ScaleBar - 6, H: bar.H}
	default:
		textBox = slots[1]
	}
	if err := x.ScaleBar(c, bar.X, bar.Y, bar.H); err != nil {
		return err
	}
	return x.textIn(c, "print-at", text, fontFurniture, textBox)
}

func (x *Ctx) titleAndNote(c draw.Canvas, slots []impose.Rect, title, note string) error {
	if len(slots) == 1 {
		s := slots[0]
		half := s.W / 2
		if err := x.textIn(c, "title", title, fontFurnitureBold, impose.Rect{X: s.X, Y: s.Y, W: half - 2, H: s.H}); err != nil {
			return err
		}
		return x.textIn(c, "note", note, fontFurniture, impose.Rect{X: s.X + half, Y: s.Y, W: half, H: s.H})
	}
	if err := x.textIn(c, "title", title, fontFurnitureBold, slots[0]); err != nil {
		return err
	}
	return x.textIn(c, "note", note, fontFurniture, slots[1])
}

// textIn sets a short text in a box, wrapped and shrunk to fit, vertically centred.
func (x *Ctx) textIn(c draw.Canvas, item, s string, f draw.Font, box impose.Rect) error {
	f, lines, err := textfit.Block(x.Where("sheet", item), f, x.Layout.Print.MinFont, s, box.W, box.H, 1.15)
	if err != nil {
		return err
	}
	h := textfit.BlockHeight(f, len(lines), 1.15)
	y := box.Y + (box.H-h)/2 + draw.Ascent(f)
	c.SetFill(x.Style.Ink)
	for i, line := range lines {
		c.Text(f, box.X, y+float64(i)*textfit.LineStep(f, 1.15), draw.Left, line)
	}
	return nil
}

// ScaleBar draws the scale bar: exactly Layout.Print.ScaleBar mm long in alternate
// black and white 10 mm blocks, with its length written under it; at (bx, by) in a band
// of height h.
func (x *Ctx) ScaleBar(c draw.Canvas, bx, by, h float64) error {
	length := x.Layout.Print.ScaleBar
	label := x.L.Tx("sheet.bar", map[string]any{"mm": int(length)})
	f, err := textfit.Line(x.Where("sheet", "scale bar"), fontFurniture, x.Layout.Print.MinFont, label, length)
	if err != nil {
		return err
	}
	barH := min(1.8, h-draw.LineHeight(f)-0.3)
	y := by + (h-barH-draw.LineHeight(f))/2
	c.SetFill(x.Style.Ink)
	for i := 0; float64(i)*10 < length; i += 2 {
		c.Fill(draw.Rect(bx+float64(i)*10, y, min(10, length-float64(i)*10), barH))
	}
	c.SetStroke(x.Style.Ink)
	c.SetLineWidth(0.2)
	c.Stroke(draw.Rect(bx, y, length, barH))
	c.Text(f, bx+length/2, y+barH+0.3+draw.Ascent(f), draw.Center, label)
	return nil
}
