package component

import (
	"fmt"
	"math"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/impose"
	"github.com/excalibur-kit/excalibur/internal/textfit"
)

// markersFigure is one marker of each kind, in the data's order (the weather and King
// Arthur markers, the improvements, the buildings, the smoke counter), each drawn by
// the counters' own code at its printed size, so that a reader can lay one on the book,
// with its name under it: in rows across the column, as many to a row as fit.
func (x *Ctx) markersFigure(width float64) (*Figure, error) {
	if len(x.D.Markers) == 0 {
		return nil, fmt.Errorf("content/markers.toml has no marker to show")
	}
	pp := x.figures().Parts
	s := x.Layout.Counters.Size
	inner := width - 2*pp.Pad
	cols := min(len(x.D.Markers), int(math.Floor((inner+pp.CounterGap)/(s+pp.CounterGap))))
	if cols < 1 {
		return nil, fmt.Errorf("a marker (%.1f mm) is wider than the figure (%.1f mm, layout/rulebook.toml [figures.parts] pad)", s, width)
	}
	cell := (inner - float64(cols-1)*pp.CounterGap) / float64(cols)
	font := x.figures().Label.Draw()
	step := font.Size * x.figures().TagLeading * draw.MMPerPt
	names := make([][]string, len(x.D.Markers))
	most := 0
	for i, m := range x.D.Markers {
		name := x.L.T("term."+m.ID, nil)
		lines, ok := textfit.Wrap(font, name, cell)
		if !ok {
			return nil, fmt.Errorf("marker %q: a word is wider than its cell (%.1f mm; layout/rulebook.toml [figures.parts] counter_gap)", name, cell)
		}
		names[i] = lines
		most = max(most, len(lines))
	}
	rowH := s + pp.HeadingGap + float64(most)*step
	rows := (len(x.D.Markers) + cols - 1) / cols
	f := &Figure{W: width, H: 2*pp.Pad + float64(rows)*rowH + float64(rows-1)*pp.CounterGap, scale: 1,
		Caption: x.L.T("figure.markers", nil)}
	type placed struct {
		k    Counter
		x, y float64 // the marker's top left corner
	}
	var all []placed
	for i, m := range x.D.Markers {
		col, row := i%cols, i/cols
		cx := pp.Pad + float64(col)*(cell+pp.CounterGap) + cell/2
		all = append(all, placed{Counter{Kind: KindMarker, Marker: m.ID}, cx - s/2, pp.Pad + float64(row)*(rowH+pp.CounterGap)})
		f.trims = append(f.trims, impose.Rect{X: cx - s/2, Y: pp.Pad + float64(row)*(rowH+pp.CounterGap), W: s, H: s})
		f.Labels = append(f.Labels, names[i]...)
	}
	f.art = func(c draw.Canvas) error {
		for _, p := range all {
			err := x.trimmed(c, draw.Point{X: p.x, Y: p.y}, s, s, 1, x.figures().Frame, func(c draw.Canvas) error { return x.CounterFront(c, p.k) })
			if err != nil {
				return err
			}
		}
		c.SetFill(x.Style.Ink)
		for i, p := range all {
			for j, l := range names[i] {
				c.Text(font, p.x+s/2, p.y+s+pp.HeadingGap+draw.Ascent(font)+float64(j)*step, draw.Center, l)
			}
		}
		return nil
	}
	return f, nil
}
