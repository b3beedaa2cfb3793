package component

import (
	"sort"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/impose"
	"github.com/excalibur-kit/excalibur/internal/layout"
	"github.com/excalibur-kit/excalibur/internal/textfit"
)

// Sheet furniture: on every sheet, a scale bar and a line asking to print at 100%, the
// sheet's title and a note on how to print or cut it. On card and counter sheets it
// lives in the margins, clear of the crop marks; on full pages, in a strip at the foot.
// Its fonts and places are layout/kit.toml [furniture]'s.

const furnitureComponent = "sheet"

// furnitureText is a piece of furniture's text, its font and the key that sets it.
type furnitureText struct {
	item, text string
	font       layout.Font
	key        string
}

// kitFit names a text of the furniture for textfit, with its key in kit.toml.
func (x *Ctx) kitFit(item, key string) textfit.Where {
	w := x.Where(furnitureComponent, item)
	w.Source = x.Layout.Part(layout.KitPart).Source(key).String()
	return w
}

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
	fu := x.Layout.Furniture
	free := x.marginSlots(c, g, blocks)
	bar := x.Layout.Print.ScaleBar
	i := firstSlot(free, func(s slot) bool { return !s.turned && s.length() >= bar+fu.BarSlack && s.depth() >= fu.BarDepth })
	if i < 0 {
		return &textfit.OverflowError{Component: furnitureComponent, Item: "scale bar", Lang: x.L.Lang, Text: title, Need: bar, Box: 0, Across: true,
			Source: x.Layout.Part(layout.KitPart).Source("print.scale_bar").String()}
	}
	if err := x.ScaleBar(c, free[i].X, free[i].Y, free[i].H); err != nil {
		return err
	}
	free = append(free[:i], free[i+1:]...)
	for _, t := range x.furnitureTexts(title, note) {
		i := firstSlot(free, func(s slot) bool { return x.fits(t, s) })
		if i < 0 {
			return x.textIn(c, t, impose.Rect{W: 1, H: 1}) // reports the overflow
		}
		x.inSlot(c, free[i], func(box impose.Rect) { x.textIn(c, t, box) })
		free = append(free[:i], free[i+1:]...)
	}
	return nil
}

// furnitureTexts are the print line, the title and the note, in the order they take
// their slots.
func (x *Ctx) furnitureTexts(title, note string) []furnitureText {
	fu := x.Layout.Furniture
	return []furnitureText{
		{"print-at", x.L.Tx("sheet.print-at", map[string]any{"mm": int(x.Layout.Print.ScaleBar)}), fu.Text, "furniture.text"},
		{"title", title, fu.Title, "furniture.title"},
		{"note", note, fu.Text, "furniture.text"},
	}
}

func firstSlot(ss []slot, ok func(slot) bool) int {
	for i, s := range ss {
		if ok(s) {
			return i
		}
	}
	return -1
}

// fits reports whether a text fits a slot at its smallest size.
func (x *Ctx) fits(t furnitureText, s slot) bool {
	_, _, err := textfit.Block(x.Where(furnitureComponent, "furniture"), t.font.Draw(), t.font.Min, t.text, s.length(), s.depth(), x.Layout.Furniture.Leading)
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
	p, cl := x.Layout.Print, x.Layout.Furniture.MarkClearance
	pm, crop := p.PrinterMargin, g.CropLength()
	// Beyond the marks' outer ends, a letter keeps the same room from a mark as beside it.
	end := x.Layout.Furniture.SlotInset
	block := blocks[0]
	markTop := block.Y - p.Bleed - p.CropGap           // marks run up from here
	markBot := block.Y + block.H + p.Bleed + p.CropGap // and down from here
	var out []slot
	for _, band := range []struct{ clear, near impose.Rect }{
		{impose.Rect{X: pm, Y: pm, W: w - 2*pm, H: markTop - crop - end - pm}, impose.Rect{Y: pm, H: markTop - cl - pm}},
		{impose.Rect{X: pm, Y: markBot + crop + end, W: w - 2*pm, H: h - pm - markBot - crop - end}, impose.Rect{Y: markBot + cl, H: h - pm - markBot - cl}},
	} {
		for _, r := range x.spans(g, blocks, band.clear, band.near) {
			out = append(out, slot{Rect: r})
		}
	}
	return append(out, x.sideSlots(g, blocks, w)...)
}

// spans is a clear strip split in two halves, or the spans between the column marks.
func (x *Ctx) spans(g *impose.Grid, blocks []impose.Rect, clear, near impose.Rect) []impose.Rect {
	fu := x.Layout.Furniture
	if clear.H >= fu.Strip {
		// split about the page's middle, the gap astride it: a fold line or a middle
		// crop mark runs there, and no text may start on it
		half := clear.W/2 - fu.Gap/2
		return []impose.Rect{{X: clear.X, Y: clear.Y, W: half, H: clear.H}, {X: clear.X + clear.W - half, Y: clear.Y, W: half, H: clear.H}}
	}
	col := pick(g.Rotated, g.ItemH, g.ItemW)
	var out []impose.Rect
	for _, block := range blocks {
		for x0 := block.X; x0+col <= block.X+block.W+mmTolerance; x0 += col {
			out = append(out, impose.Rect{X: x0 + fu.SlotInset, Y: near.Y, W: col - 2*fu.SlotInset, H: near.H})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].W > out[j].W })
	return out
}

// sideSlots are the spans of the side margins between the row marks, long enough for
// a line of text.
func (x *Ctx) sideSlots(g *impose.Grid, blocks []impose.Rect, w float64) []slot {
	p, fu := x.Layout.Print, x.Layout.Furniture
	row := pick(g.Rotated, g.ItemW, g.ItemH)
	if row < fu.SideSpan {
		return nil
	}
	left, right := blocks[0], blocks[len(blocks)-1]
	depthL := left.X - p.Bleed - fu.MarkClearance - p.PrinterMargin
	depthR := w - p.PrinterMargin - (right.X + right.W + p.Bleed + fu.MarkClearance)
	var out []slot
	for y := left.Y; y+row <= left.Y+left.H+mmTolerance; y += row {
		span := row - 2*fu.SlotInset
		if depthL > fu.SideDepth {
			out = append(out, slot{impose.Rect{X: p.PrinterMargin, Y: y + fu.SlotInset, W: depthL, H: span}, true})
		}
		if depthR > fu.SideDepth {
			out = append(out, slot{impose.Rect{X: right.X + right.W + p.Bleed + fu.MarkClearance, Y: y + fu.SlotInset, W: depthR, H: span}, true})
		}
	}
	return out
}

// PageFurniture draws the furniture of a full page in a strip at its foot: title and
// note on the left, the print line in the middle and the scale bar on the right.
func (x *Ctx) PageFurniture(c draw.Canvas, strip impose.Rect, title, note string) error {
	texts := x.furnitureTexts(title, note)
	titleBox, noteBox := x.pageInfo(strip)
	if err := x.textIn(c, texts[1], titleBox); err != nil {
		return err
	}
	if err := x.textIn(c, texts[2], noteBox); err != nil {
		return err
	}
	return x.barAndPrint(c, strip)
}

// pageInfo is the room of a full page's title and note, side by side at the left of its
// furniture strip.
func (x *Ctx) pageInfo(strip impose.Rect) (title, note impose.Rect) {
	fu := x.Layout.Furniture
	half := strip.W * fu.InfoShare / 2
	return impose.Rect{X: strip.X, Y: strip.Y, W: half - fu.Gap, H: strip.H}, impose.Rect{X: strip.X + half, Y: strip.Y, W: half, H: strip.H}
}

// barAndPrint draws the scale bar at the right end of a full page's furniture strip and
// the print line between it and the note.
func (x *Ctx) barAndPrint(c draw.Canvas, strip impose.Rect) error {
	fu := x.Layout.Furniture
	bar := x.Layout.Print.ScaleBar
	if err := x.ScaleBar(c, strip.X+strip.W-bar, strip.Y, strip.H); err != nil {
		return err
	}
	info := strip.W * fu.InfoShare
	printAt := impose.Rect{X: strip.X + info + fu.PrintGap, Y: strip.Y, W: strip.W - info - bar - fu.PrintGap - fu.BarGap, H: strip.H}
	return x.textIn(c, x.furnitureTexts("", "")[0], printAt)
}

// textIn sets a short text in a box, wrapped and shrunk to fit, vertically centred.
func (x *Ctx) textIn(c draw.Canvas, t furnitureText, box impose.Rect) error {
	lead := x.Layout.Furniture.Leading
	f, lines, err := textfit.Block(x.kitFit(t.item, t.key), t.font.Draw(), t.font.Min, t.text, box.W, box.H, lead)
	if err != nil {
		return err
	}
	h := textfit.BlockHeight(f, len(lines), lead)
	y := box.Y + (box.H-h)/2 + draw.Ascent(f)
	c.SetFill(x.Style.Ink)
	for i, line := range lines {
		c.Text(f, box.X, y+float64(i)*textfit.LineStep(f, lead), draw.Left, line)
	}
	return nil
}

// ScaleBar draws the scale bar: exactly Layout.Print.ScaleBar mm long in alternate
// black and white blocks, with its length written under it; at (bx, by) in a band of
// height h.
func (x *Ctx) ScaleBar(c draw.Canvas, bx, by, h float64) error {
	fu := x.Layout.Furniture
	length := x.Layout.Print.ScaleBar
	label := x.L.Tx("sheet.bar", map[string]any{"mm": int(length)})
	f, err := textfit.Line(x.kitFit("scale bar", "furniture.text"), fu.Text.Draw(), fu.Text.Min, label, length)
	if err != nil {
		return err
	}
	barH := min(fu.BarHeight, h-draw.LineHeight(f)-fu.BarLabelGap)
	y := by + (h-barH-draw.LineHeight(f))/2
	c.SetFill(x.Style.Ink)
	blk := fu.BarBlock
	for i := 0; float64(i)*blk < length; i += 2 {
		c.Fill(draw.Rect(bx+float64(i)*blk, y, min(blk, length-float64(i)*blk), barH))
	}
	c.SetStroke(x.Style.Ink)
	c.SetLineWidth(fu.BarLine)
	// The outline inside the bar: its ink, like the blocks', spans the bar's length
	// exactly and stays in the bar's place (out of the printer margin at its edge).
	in := fu.BarLine / 2
	c.Stroke(draw.Rect(bx+in, y+in, length-2*in, barH-2*in))
	c.Text(f, bx+length/2, y+barH+fu.BarLabelGap+draw.Ascent(f), draw.Center, label)
	return nil
}
