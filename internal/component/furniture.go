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

// slot is room in a margin for one piece of furniture; a turned slot runs up a side
// margin and its text reads from bottom to top.
type slot struct {
	impose.Rect
	turned bool
}

// length and depth are the slot's size along and across its text.
func (s slot) length() float64 { return pick(s.turned, s.H, s.W) }
func (s slot) depth() float64  { return pick(s.turned, s.W, s.H) }

func pick(turned bool, a, b float64) float64 {
	if turned {
		return a
	}
	return b
}

// GridFurniture draws the furniture of an imposed sheet around its blocks of items (one,
// or the two halves of a fold-over sheet): the scale bar, the print line, the title and
// the note each take the first margin slot they fit, clear of the crop marks.
func (x *Ctx) GridFurniture(c draw.Canvas, g *impose.Grid, blocks []impose.Rect, title, note string) error {
	free := x.marginSlots(c, g, blocks)
	bar := x.Layout.Print.ScaleBar
	i := firstSlot(free, func(s slot) bool { return !s.turned && s.length() >= bar+2 && s.depth() >= 4 })
	if i < 0 {
		return &textfit.OverflowError{Component: "sheet", Item: "scale bar", Lang: x.L.Lang, Text: title, Need: bar, Box: 0}
	}
	if err := x.ScaleBar(c, free[i].X, free[i].Y, free[i].H); err != nil {
		return err
	}
	free = append(free[:i], free[i+1:]...)
	texts := []struct {
		item, text string
		font       draw.Font
	}{
		{"print-at", x.L.Tx("sheet.print-at", map[string]any{"mm": int(bar)}), fontFurniture},
		{"title", title, fontFurnitureBold},
		{"note", note, fontFurniture},
	}
	for _, t := range texts {
		i := firstSlot(free, func(s slot) bool { return x.fits(t.text, t.font, s) })
		if i < 0 {
			return x.textIn(c, t.item, t.text, t.font, impose.Rect{W: 1, H: 1}) // reports the overflow
		}
		x.inSlot(c, free[i], func(box impose.Rect) { x.textIn(c, t.item, t.text, t.font, box) })
		free = append(free[:i], free[i+1:]...)
	}
	return nil
}

func firstSlot(ss []slot, ok func(slot) bool) int {
	for i, s := range ss {
		if ok(s) {
			return i
		}
	}
	return -1
}

// fits reports whether a text fits a slot at the smallest size allowed.
func (x *Ctx) fits(text string, f draw.Font, s slot) bool {
	_, _, err := textfit.Block(x.Where("sheet", "furniture"), f, x.Layout.Print.MinFont, text, s.length(), s.depth(), 1.15)
	return err == nil
}

// inSlot draws into a slot's own box, turning the canvas for a side slot.
func (x *Ctx) inSlot(c draw.Canvas, s slot, draw1 func(box impose.Rect)) {
	if !s.turned {
		draw1(s.Rect)
		return
	}
	c.Push()
	c.Translate(s.X, s.Y+s.H)
	c.Rotate(-90)
	draw1(impose.Rect{W: s.H, H: s.W})
	c.Pop()
}

// marginSlots finds the room in the margins around the blocks: above and below, a
// clear strip beyond the crop marks when it is deep enough (split in two), else the
// spans between the marks; at the sides, spans between the row marks, turned.
func (x *Ctx) marginSlots(c draw.Canvas, g *impose.Grid, blocks []impose.Rect) []slot {
	w, h := c.Size()
	p := x.Layout.Print
	pm, crop := p.PrinterMargin, g.CropLength()
	block := blocks[0]
	markTop := block.Y - p.Bleed - p.CropGap           // marks run up from here
	markBot := block.Y + block.H + p.Bleed + p.CropGap // and down from here
	var out []slot
	for _, band := range []struct{ clear, near impose.Rect }{
		{impose.Rect{X: pm, Y: pm, W: w - 2*pm, H: markTop - crop - 0.5 - pm}, impose.Rect{Y: pm, H: markTop - 0.5 - pm}},
		{impose.Rect{X: pm, Y: markBot + crop + 0.5, W: w - 2*pm, H: h - pm - markBot - crop - 0.5}, impose.Rect{Y: markBot + 0.5, H: h - pm - markBot - 0.5}},
	} {
		for _, r := range spans(g, blocks, band.clear, band.near) {
			out = append(out, slot{Rect: r})
		}
	}
	return append(out, x.sideSlots(g, blocks, w)...)
}

// spans is a clear strip split in two halves, or the spans between the column marks.
func spans(g *impose.Grid, blocks []impose.Rect, clear, near impose.Rect) []impose.Rect {
	if clear.H >= minStrip {
		half := clear.W / 2
		return []impose.Rect{{X: clear.X, Y: clear.Y, W: half - 2, H: clear.H}, {X: clear.X + half, Y: clear.Y, W: half, H: clear.H}}
	}
	col := pick(g.Rotated, g.ItemH, g.ItemW)
	var out []impose.Rect
	for _, block := range blocks {
		for x0 := block.X; x0+col <= block.X+block.W+0.01; x0 += col {
			out = append(out, impose.Rect{X: x0 + 1, Y: near.Y, W: col - 2, H: near.H})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].W > out[j].W })
	return out
}

// sideSlots are the spans of the side margins between the row marks, long enough for
// a line of text.
func (x *Ctx) sideSlots(g *impose.Grid, blocks []impose.Rect, w float64) []slot {
	p := x.Layout.Print
	row := pick(g.Rotated, g.ItemW, g.ItemH)
	if row < 30 {
		return nil
	}
	left, right := blocks[0], blocks[len(blocks)-1]
	depthL := left.X - p.Bleed - 0.5 - p.PrinterMargin
	depthR := w - p.PrinterMargin - (right.X + right.W + p.Bleed + 0.5)
	var out []slot
	for y := left.Y; y+row <= left.Y+left.H+0.01; y += row {
		if depthL > 3 {
			out = append(out, slot{impose.Rect{X: p.PrinterMargin, Y: y + 1, W: depthL, H: row - 2}, true})
		}
		if depthR > 3 {
			out = append(out, slot{impose.Rect{X: right.X + right.W + p.Bleed + 0.5, Y: y + 1, W: depthR, H: row - 2}, true})
		}
	}
	return out
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
