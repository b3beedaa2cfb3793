package component

import (
	"fmt"
	"math"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/textfit"
)

// boardKeyFigure is how to read the board: a window of it round a bridge, with tags
// naming what a player reads there: a manor's centre, a milestone, a road, the bridge
// and the map grid, whose reference for the manor is the one its card prints. The bridge
// is one the choke-point figure does not show (keyBridge), so the two figures show two
// places of the valley; the manor is where the bridge's road begins.
func (x *Ctx) boardKeyFigure(width float64) (*Figure, error) {
	road, ri, k, err := x.keyBridge()
	if err != nil {
		return nil, err
	}
	v, fg := &x.D.Valley, x.figures()
	m := x.D.Manor(road.From)
	if m == nil {
		return nil, fmt.Errorf("content/map.toml: road %s begins at %q, no manor", road.ID, road.From)
	}
	g := geometry(v, &x.Layout.Board)
	ns := road.Nodes()
	centre, mile := g.nodes[ns[0]], g.nodes[ns[1]]
	a, b := g.nodes[ns[k-1]], g.nodes[ns[k]]
	bridge := lerp(a, b, 0.5)
	onRoad := lerp(centre, mile, 0.5)
	if ri < len(g.roads) && len(g.roads[ri].c.segs) > 0 {
		onRoad, _ = bezier(g.roads[ri].c.segs[0], 0.5) // the road's first mile, as drawn
	}
	marks := x.Layout.Board.Marks
	refAt, refR, err := x.refSpot(m.ID)
	if err != nil {
		return nil, err
	}
	places := bounds([]draw.Point{centre, mile, a, b, refAt}).Outset(marks.Centre)
	names, err := x.labelBoxes([]string{m.ID})
	if err != nil {
		return nil, err
	}
	ends, err := x.labelBoxes([]string{road.From, road.To})
	if err != nil {
		return nil, err
	}
	f := &Figure{Caption: x.L.Tx("figure.board-key", map[string]any{"manor": m.Name})}
	f.frame(v, union(places, names...), fg.BoardPad, width)
	if !f.text {
		f.frame(v, places, fg.BoardPad, width)
	}
	f.atLeast(v, width*fg.BoardHeight)
	ref := v.Grid.Ref(gamedata.Pt{centre.X, centre.Y})
	type tag struct {
		at   draw.Point
		r    float64
		text string
	}
	// The most crowded first: the bridge, between two milestones and over the river, and
	// the road's first mile, between a milestone and the manor house.
	tags := []tag{
		{bridge, marks.Choke / 2, x.L.T("figure.key-bridge", nil)},
		{onRoad, x.Layout.Board.Lines.Road / 2, x.L.T("figure.key-road", nil)},
		{centre, marks.Centre, x.L.Tx("figure.key-manor", map[string]any{"manor": m.Name})},
		{mile, marks.Milestone, x.L.T("figure.key-milestone", nil)},
		{refAt, refR, x.L.Tx("figure.key-grid", map[string]any{"manor": m.Name, "ref": ref})},
	}
	font := fg.Label.Draw()
	for _, t := range tags {
		lines, ok := textfit.Wrap(font, t.text, fg.BoardTag)
		if !ok {
			return nil, fmt.Errorf("tag %q: a word is wider than layout/rulebook.toml [figures] board_tag (%v mm)", t.text, fg.BoardTag)
		}
		f.tags = append(f.tags, figureMark{at: f.at(t.at), r: t.r * f.scale, lines: lines})
		f.Labels = append(f.Labels, lines...)
	}
	f.over = func(p *figurePen) error {
		keep := []disc{{f.at(centre), marks.Centre * f.scale}, {f.at(mile), marks.Milestone * f.scale}, {f.at(bridge), marks.Choke * f.scale}, {f.at(refAt), refR * f.scale}}
		for _, n := range ends { // the two manors' names, which the tags must leave readable
			c := f.at(draw.Point{X: n.X + n.W/2, Y: n.Y + n.H/2})
			keep = append(keep, disc{c, math.Hypot(n.W, n.H) / 2 * f.scale})
		}
		p.tags(f.tags, keep)
		return nil
	}
	return f, nil
}

// keyBridge is the bridge the board's key shows: of the bridges on a road that begins
// at a manor, other than the choke-point figure's and not on the road's first mile, the
// one nearest its manor (the data's first of those), so that the window round the manor,
// its first milestone and the bridge stays small enough to print at full size with the
// manors' names; its road, the road's index in the valley, and the bridge's step.
func (x *Ctx) keyBridge() (gamedata.Road, int, int, error) {
	shown, err := x.figureChoke()
	if err != nil {
		return gamedata.Road{}, 0, 0, err
	}
	best, bestRoad := gamedata.Choke{}, -1
	for _, ch := range x.D.Valley.Chokes {
		if ch.Kind != gamedata.ChokeBridge || sameChokeAs(ch, shown.choke) || ch.Step < 2 {
			continue
		}
		if bestRoad >= 0 && ch.Step >= best.Step {
			continue
		}
		for i, r := range x.D.Valley.Roads {
			if r.ID == ch.Road && x.D.Manor(r.From) != nil {
				best, bestRoad = ch, i
			}
		}
	}
	if bestRoad < 0 {
		return gamedata.Road{}, 0, 0, fmt.Errorf("content/map.toml has no second bridge on a road from a manor, for the board's key")
	}
	return x.D.Valley.Roads[bestRoad], bestRoad, best.Step, nil
}

func sameChokeAs(a, b gamedata.Choke) bool {
	return a.Kind == b.Kind && a.Road == b.Road && a.Step == b.Step
}

// refSpot is the middle of the map reference the board prints under a manor's name
// (as label draws it), where the board shows its grid to a reader, and a radius that
// keeps a leader off its words.
func (x *Ctx) refSpot(id string) (draw.Point, float64, error) {
	plan, err := x.plan()
	if err != nil {
		return draw.Point{}, 0, err
	}
	pad := x.Layout.Board.Marks.PlatePad
	for _, l := range plan.labels {
		if l.manor != nil && l.manor.ID == id && l.ref != "" {
			rh := draw.Ascent(l.small) + draw.Descent(l.small)
			return draw.Point{X: l.box.X + l.box.W/2, Y: l.plate.Y + l.plate.H + pad/2 + rh/2}, rh/2 + pad/2, nil
		}
	}
	return draw.Point{}, 0, fmt.Errorf("the board prints no map reference for %s", id)
}
