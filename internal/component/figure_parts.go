package component

import (
	"fmt"
	"sort"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/impose"
	"github.com/excalibur-kit/excalibur/internal/textfit"
)

// Figures of a component: a manor card or counters drawn by the very code that prints
// them (CardFront, CounterFront, CounterBack), so the book cannot show a card the kit
// does not print, with callouts naming their parts. A callout is a tag's plate set in a
// column beside the component, as level with the part it names as the callouts above it
// allow, with a leader from the plate to a dot on the part.

// trimmed draws a component as it is once cut from its sheet, its top left corner at o,
// k times its printed size (w x h mm): clipped to its trim, so that no bleed shows past
// it, and with a hairline of line mm (printed) where the cut runs. Without that line a
// card's pale ground round its frame reads as a box of its own, a bleed, rather than
// as the card (the visual review).
func (x *Ctx) trimmed(c draw.Canvas, o draw.Point, w, h, k, line float64, side func(draw.Canvas) error) error {
	c.Push()
	defer c.Pop()
	c.Translate(o.X, o.Y)
	c.Scale(k)
	c.Push()
	c.Clip(draw.Rect(0, 0, w, h))
	err := side(c)
	c.Pop()
	c.SetStroke(x.Style.Ink)
	c.SetLineWidth(line / k)
	c.Stroke(draw.Rect(0, 0, w, h))
	return err
}

// part is a part of a component that a callout names: where it is on the figure (mm),
// the words, and the column it is named in.
type part struct {
	at    draw.Point
	text  string
	right bool
}

// callout is a part laid out: its plate in its column and the plate's lines.
type callout struct {
	at    draw.Point
	box   impose.Rect
	lines []string
}

// partsFigure is a figure of width mm showing a component in art (figure mm), its parts
// named by callouts; the figure is as tall as the component with [figures.parts] pad
// above and below it, or as its callouts need.
func (x *Ctx) partsFigure(width float64, art impose.Rect, parts []part) (*Figure, error) {
	pp := x.figures().Parts
	col := art.X - pp.Gap - x.figures().Edge
	if col < pp.Column {
		return nil, fmt.Errorf("at %.1f mm wide the callouts' columns are %.1f mm, less than layout/rulebook.toml [figures.parts] column (%v mm)", width, col, pp.Column)
	}
	f := &Figure{W: width, H: art.Y + art.H + pp.Pad, scale: 1}
	cs := make([]callout, 0, len(parts))
	for _, right := range []bool{false, true} {
		side, err := x.column(art, parts, right, col)
		if err != nil {
			return nil, err
		}
		cs = append(cs, side...)
	}
	for _, c := range cs {
		f.H = max(f.H, c.box.Y+c.box.H+x.figures().Edge)
		f.Labels = append(f.Labels, c.lines...)
	}
	f.over = func(p *figurePen) error {
		for _, c := range cs {
			p.plate(c.at, 0, c.box)
			p.plateLines(c.box, c.lines)
		}
		return nil
	}
	f.callouts = cs
	return f, nil
}

// column sets the callouts of one side, top to bottom in the order of their parts: each
// plate centred on its part's height, pushed down clear of the plate above (the figure
// grows to hold the last), and set against the component.
func (x *Ctx) column(art impose.Rect, parts []part, right bool, width float64) ([]callout, error) {
	fg := x.figures()
	font := fg.Label.Draw()
	var out []callout
	for _, pt := range parts {
		if pt.right != right {
			continue
		}
		lines, ok := textfit.Wrap(font, pt.text, width-fg.TagPadX)
		if !ok {
			return nil, fmt.Errorf("callout %q: a word is wider than its column (%.1f mm; layout/rulebook.toml [figures.parts] column, label)", pt.text, width)
		}
		w, h := x.tagSize(lines)
		box := impose.Rect{X: art.X - fg.Parts.Gap - w, Y: pt.at.Y - h/2, W: w, H: h}
		if right {
			box.X = art.X + art.W + fg.Parts.Gap
		}
		out = append(out, callout{at: pt.at, box: box, lines: lines})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].at.Y < out[j].at.Y })
	stack(out, fg.Edge, fg.Parts.Clear)
	return out, nil
}

// stack sets a column's plates, in order, clear apart and none above top, each as near
// its part's height as the others allow: plates that would overlap move as one run,
// centred on their parts (their mean offset), so a run spreads up as well as down. Only
// pushing down, a run of tall plates ended far below its parts, the last at the foot of
// the figure, and the leaders slanted across one another.
func stack(cs []callout, top, clear float64) {
	type run struct{ from, to int } // cs[from:to], set one under another from cs[from]
	var runs []run
	// want is where a run's first plate goes: the mean of what each plate wants, less
	// the plates above it in the run, but never above top.
	want := func(r run) float64 {
		var sum, off float64
		for i := r.from; i < r.to; i++ {
			sum += cs[i].box.Y - off
			off += cs[i].box.H + clear
		}
		return max(top, sum/float64(r.to-r.from))
	}
	end := func(r run) float64 { // below the run's last plate, with the gap
		y := want(r)
		for i := r.from; i < r.to; i++ {
			y += cs[i].box.H + clear
		}
		return y
	}
	for i := range cs {
		runs = append(runs, run{i, i + 1})
		for n := len(runs); n > 1 && want(runs[n-1]) < end(runs[n-2]); n = len(runs) {
			runs = append(runs[:n-2], run{runs[n-2].from, runs[n-1].to})
		}
	}
	for _, r := range runs {
		y := want(r)
		for i := r.from; i < r.to; i++ {
			cs[i].box.Y = y
			y += cs[i].box.H + clear
		}
	}
}
