package component

import (
	"fmt"
	"slices"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

// movementFigure is the order of 6.iv on the board (content/examples.toml [movement]):
// the engine's route from the example's manor to its goal, each place on it numbered
// by its mile, and where the force stands at the end of each phase as the engine
// marches it, moving in every phase. Nothing of it is typed: change the example, the
// board or the rate of march, and the figure follows.
func (x *Ctx) movementFigure(width float64) (*Figure, error) {
	ex := x.D.Examples.Movement
	route, err := x.E.Route(ex.From, ex.To)
	if err != nil {
		return nil, fmt.Errorf("content/examples.toml [movement]: %w", err)
	}
	march, err := x.E.Phases(route, x.E.AllPhases())
	if err != nil {
		return nil, fmt.Errorf("content/examples.toml [movement]: %w", err)
	}
	ends := make([][]int, len(route)) // the phases ending at each place of the route
	for ph := 1; ph <= len(march.Legs); ph++ {
		i := slices.Index(route, march.At(ph))
		if i < 0 {
			return nil, fmt.Errorf("phase %d ends off the route, at %s", ph, march.At(ph))
		}
		ends[i] = append(ends[i], ph)
	}
	g := geometry(&x.D.Valley, &x.Layout.Board)
	var pts []draw.Point
	for _, id := range route {
		pts = append(pts, g.nodes[id])
	}
	f := &Figure{Caption: x.L.Tx("figure.movement-example", map[string]any{"from": x.nodeName(ex.From), "to": x.nodeName(ex.To)})}
	m := x.Layout.Board.Marks
	places := bounds(pts).Outset(m.Centre)
	names, err := x.labelBoxes([]string{route[0], route[len(route)-1]})
	if err != nil {
		return nil, err
	}
	f.frame(&x.D.Valley, union(places, names...), 12, width)
	if !f.text { // too narrow for the board's names: frame the places, and name the ends
		f.frame(&x.D.Valley, places, 12, width)
		f.atLeast(&x.D.Valley, width*x.figures().MovementHeight)
	}
	f.onMap(x.D.Valley.Grid)

	tags := make([][]string, len(route))
	if !f.text {
		tags[0] = append(tags[0], x.nodeName(route[0]))
		if last := len(route) - 1; last > 0 {
			tags[last] = append(tags[last], x.nodeName(route[last]))
		}
	}
	tags[0] = append(tags[0], x.L.T("figure.start", nil))
	for i, phs := range ends {
		for _, ph := range phs {
			tags[i] = append(tags[i], x.L.Tx("figure.phase-end", map[string]any{"phase": ph}))
		}
	}
	miles := make([]string, len(route))
	for k := 1; k < len(route); k++ {
		miles[k] = x.L.Num(k) // every step of a road is a mile (6.i)
		f.Labels = append(f.Labels, miles[k])
	}
	for _, t := range tags {
		f.Labels = append(f.Labels, t...)
	}
	b0, err := x.figureBoard(nullCanvas{}, f.window)
	if err != nil {
		return nil, err
	}

	f.board = func(b *boardDraw) error {
		var steps []step
		for k := 1; k < len(route); k++ {
			s, ok := b.stepBetween(route[k-1], route[k])
			if !ok {
				return fmt.Errorf("no road drawn between %s and %s", route[k-1], route[k])
			}
			steps = append(steps, s)
		}
		b.markSteps(steps)
		b.chokesOn(steps)
		for _, id := range route {
			if err := b.placeNode(id); err != nil {
				return err
			}
		}
		return nil
	}
	for k := 1; k < len(route); k++ {
		r := b0.nodeRadius(route[k]) * f.scale
		q := f.at(pts[k])
		f.badges = append(f.badges, figureMark{at: draw.Point{X: q.X + r*0.5, Y: q.Y - r*0.5}, lines: []string{miles[k]}})
	}
	for i, t := range tags {
		if len(t) > 0 {
			f.tags = append(f.tags, figureMark{at: f.at(pts[i]), r: b0.nodeRadius(route[i]) * f.scale, lines: t})
		}
	}
	f.over = func(p *figurePen) error {
		var places []disc // every place on the route: tags keep off them
		for i, id := range route {
			places = append(places, disc{f.at(pts[i]), p.b.nodeRadius(id) * f.scale})
		}
		for _, b := range f.badges {
			p.badge(b.at, b.lines[0])
		}
		p.tags(f.tags, places)
		return nil
	}
	return f, nil
}

// onMap moves the window, at its size, inside the map (the grid's squares) as far as it
// fits: a route near the map's edge otherwise shows a band of the board's plain frame
// (its grid labels' border) where it could show the map.
func (f *Figure) onMap(g gamedata.Grid) {
	x0, y0 := g.Origin.X(), g.Origin.Y()
	x1, y1 := x0+float64(g.Columns)*g.Square[0], y0+float64(g.Rows)*g.Square[1]
	if f.window.W <= x1-x0 {
		f.window.X = max(x0, min(x1-f.window.W, f.window.X))
	}
	if f.window.H <= y1-y0 {
		f.window.Y = max(y0, min(y1-f.window.H, f.window.Y))
	}
}
