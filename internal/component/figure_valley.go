package component

import (
	"fmt"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/impose"
	"github.com/excalibur-kit/excalibur/internal/textfit"
)

// valleyFigure is the whole board, scaled down to the column by the board's own
// drawing, with tags naming what a player finds on it: the first entry road, the manor
// it leads to, the widest river and the first religious house. The board's names are
// too small at this scale and are left out; the tags name what they show.
func (x *Ctx) valleyFigure(width float64) (*Figure, error) {
	v, fg := &x.D.Valley, x.figures()
	if len(v.Entries) == 0 || len(v.Rivers) == 0 || len(v.Houses) == 0 {
		return nil, fmt.Errorf("content/map.toml needs an entry point, a river and a house for the board's picture")
	}
	f := &Figure{Caption: x.L.T("figure.valley", nil)}
	f.frame(v, impose.Rect{W: v.Width, H: v.Height}, 0, width)
	entry := v.Entries[0]
	m := x.D.Manor(entry.Manor)
	if m == nil {
		return nil, fmt.Errorf("content/map.toml: entry point %d leads to %q, no manor", entry.Number, entry.Manor)
	}
	g := geometry(v, &x.Layout.Board)
	river := v.Rivers[0]
	for _, r := range v.Rivers[1:] {
		if r.Width > river.Width {
			river = r
		}
	}
	if len(river.Course) == 0 {
		return nil, fmt.Errorf("content/map.toml: river %s has no course", river.ID)
	}
	mid := river.Course[len(river.Course)/2]
	house := v.Houses[0]
	marks := x.Layout.Board.Marks
	type tag struct {
		at   draw.Point
		r    float64
		text string
	}
	tags := []tag{
		{toPt(entry.At), marks.Entry, x.L.Tx("figure.valley-entry", map[string]any{"road": entry.Number})},
		{g.nodes[m.ID], marks.Centre, x.L.Tx("figure.valley-manor", map[string]any{"manor": m.Name})},
		{toPt(mid), river.Width / 2, x.L.T("figure.valley-river", nil)},
		{toPt(house.Centre), marks.House, x.L.T("house."+house.ID, nil)},
	}
	font := fg.Label.Draw()
	var keep []disc
	for _, t := range tags {
		lines, ok := textfit.Wrap(font, t.text, fg.BoardTag)
		if !ok {
			return nil, fmt.Errorf("tag %q: a word is wider than layout/rulebook.toml [figures] board_tag (%v mm)", t.text, fg.BoardTag)
		}
		f.tags = append(f.tags, figureMark{at: f.at(t.at), r: t.r * f.scale, lines: lines})
		f.Labels = append(f.Labels, lines...)
		keep = append(keep, disc{f.at(t.at), t.r * f.scale})
	}
	f.over = func(p *figurePen) error {
		p.tags(f.tags, keep)
		return nil
	}
	return f, nil
}
