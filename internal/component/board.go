package component

import (
	"fmt"
	"math"
	"sort"
	"sync"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/impose"
	"github.com/excalibur-kit/excalibur/internal/layout"
)

// The valley board, drawn once at full size in board coordinates (mm from the top left
// corner of the trim, y down): the print shop's sheet, every tile for home printers and
// any figure cut from it are this one drawing, translated, scaled and clipped.
//
// Its text comes in a fixed order, which the check relies on to read it back: the grid
// labels of the frame (columns along the top, then the bottom; rows down the left, then
// the right), then each manor of the valley in the data's order (its parish letter, its
// name, its map reference, and a description of each land unit), then the abbey and the
// priory, then the entry numbers from 1, then the legend and the title.

const boardComponent = "board"

// BoardView is the part of the valley to draw and how.
type BoardView struct {
	Area  impose.Rect // board coordinates that will be seen: what lies wholly outside is skipped
	Bleed float64     // how far the ground runs beyond the trim
	Text  bool        // names, numbers, the legend and the title (a miniature leaves them out)
}

// HasValley reports whether the data has a valley to draw (content/map.toml).
func (x *Ctx) HasValley() bool { return x.D.Valley.Width > 0 && x.D.Valley.Height > 0 }

// boardDraw is one drawing of the valley.
type boardDraw struct {
	x    *Ctx
	c    draw.Canvas
	v    *gamedata.Valley
	lb   *layout.Board
	g    *valleyGeom
	pal  palette
	view BoardView
	min  float64    // the smallest type allowed
	occ  *occupancy // the hard grid with the names placed on it
	// joints are the bands where the board's tiles meet, which name plates keep off
	joints []impose.Rect

	treeFigs map[treeSort]figure // the trees drawn so far, by sort
}

// DrawValley draws the valley at full size onto c, in board coordinates.
func (x *Ctx) DrawValley(c draw.Canvas, view BoardView) error {
	if !x.HasValley() {
		return fmt.Errorf("%s (%s): content/map.toml has no valley to draw", boardComponent, x.L.Lang)
	}
	pal, err := x.boardPalette()
	if err != nil {
		return err
	}
	b := &boardDraw{x: x, c: c, v: &x.D.Valley, lb: &x.Layout.Board, pal: pal, view: view, min: x.Layout.Print.MinFont}
	b.g = geometry(b.v, b.lb)
	if err := b.plan(); err != nil {
		return err
	}
	labels := x.board.labels
	b.ground()
	c.Push()
	c.Clip(draw.Rect(b.inner().X, b.inner().Y, b.inner().W, b.inner().H))
	b.gridLines()
	b.highGround()
	b.woods()
	if err := b.lands(); err != nil {
		return err
	}
	b.grounds()
	b.rivers()
	c.Pop()
	b.roads()
	b.chokes()
	b.milestones()
	b.forestPasses()
	if err := b.spots(); err != nil {
		return err
	}
	if err := b.centres(); err != nil {
		return err
	}
	b.frame()
	b.entryShields()
	if !view.Text {
		return nil
	}
	if err := b.frameLabels(); err != nil {
		return err
	}
	for _, l := range labels {
		if err := b.label(l); err != nil {
			return err
		}
	}
	b.entryNumbers()
	return b.panels()
}

// plan places the names once for the board (x.board), and sets b.occ to the grid with
// them on it.
func (b *boardDraw) plan() error {
	x := b.x
	if x.board == nil || x.board.v != b.v {
		plan := &boardPlan{v: b.v}
		var err error
		if plan.labels, err = b.placeLabels(); err != nil {
			return err
		}
		plan.occ = b.occ
		x.board = plan
	}
	b.occ = x.board.occ
	return nil
}

// boardPlan is where the names and panels of one language's board go: placed once, used
// by every page that shows the board (the sheet, each tile, in PDF and SVG).
type boardPlan struct {
	v      *gamedata.Valley
	labels []boardLabel
	occ    *occupancy    // the hard grid with the names on it
	panels []draw.Point  // where each panel goes, once placed
	boxes  []impose.Rect // the ink of each panel there
}

// What a view draws. A view that shows part of the board (a tile, a figure) skips
// whatever lies wholly outside it: each item is drawn when the box of its ink (its
// outline, widened by how far its strokes and figures reach beyond it) comes within
// cullMargin of the view; a curve is stroked in runs of the segments that do, and a
// set of strokes (furrows, hachures) keeps the strokes that do. What is skipped would
// have been clipped away, so the view looks the same.

// cullMargin is how near the view, in mm, a box of ink must come to be drawn: room for
// any reach the boxes leave out.
const cullMargin = 2

// seen reports whether the ink in rectangle r of the board may show in the view.
func (b *boardDraw) seen(r impose.Rect) bool {
	return meets(r.Outset(cullMargin), b.view.Area)
}

// wholly reports whether the view shows all of rectangle r.
func (b *boardDraw) wholly(r impose.Rect) bool {
	a, q := b.view.Area, r.Outset(cullMargin)
	return q.X >= a.X && q.Y >= a.Y && q.X+q.W <= a.X+a.W && q.Y+q.H <= a.Y+a.H
}

// miterLimit is the drawing backends' miter limit (docs/drawing.md).
const miterLimit = 10

// miter is how far a stroke of width w may reach beyond the points of its path: half
// its width, or at a sharp corner its miter, which the miter limit stops at five widths.
func miter(w float64) float64 { return miterLimit / 2 * w }

// runs is the part of a curve to stroke (reach: half the stroke's width): the runs of
// its segments that may show, each a subpath of its own. A run ends where the curve
// leaves the view by more than the margin, so the cut ends never show.
func (b *boardDraw) runs(s *strokeGeom, reach float64) draw.Path {
	if !b.seen(s.bound.Outset(reach)) {
		return draw.Path{}
	}
	if b.wholly(s.bound.Outset(reach)) {
		return s.whole
	}
	var p draw.Path
	open := false
	for i, seg := range s.c.segs {
		if !b.seen(s.boxes[i].Outset(reach)) {
			open = false
			continue
		}
		if !open {
			p.MoveTo(seg[0].X, seg[0].Y)
			open = true
		}
		p.CubicTo(seg[1].X, seg[1].Y, seg[2].X, seg[2].Y, seg[3].X, seg[3].Y)
	}
	return p
}

// strokes is the part of a set of straight strokes that may show (reach: half their
// width).
func (b *boardDraw) strokes(s *lineSet, reach float64) draw.Path {
	if b.wholly(s.bound.Outset(reach)) {
		return s.whole
	}
	var p draw.Path
	if !b.seen(s.bound.Outset(reach)) {
		return p
	}
	for i, l := range s.lines {
		if b.seen(s.boxes[i].Outset(reach)) {
			p.MoveTo(l[0].X, l[0].Y)
			p.LineTo(l[1].X, l[1].Y)
		}
	}
	return p
}

// anySeen reports whether any of the figures at pts (reaching r about each) may show.
func (b *boardDraw) anySeen(pts []draw.Point, r float64) bool {
	for _, p := range pts {
		if b.seen(around(p, r)) {
			return true
		}
	}
	return false
}

// cut is the part of a closed polygon a view must draw (reach: how far its strokes
// reach beyond its points, polyGeom.reach): the polygon itself when the view shows all
// of it, else the polygon clipped to the view widened by the margin and the reach. What
// the clipping changes lies beyond that: the corners it drops, their joins with them;
// the new edges along the rectangle, their strokes; and the joins at the new corners,
// which are convex (the polygon's inside lies inside the rectangle), so that their
// miters point out of it.
func (b *boardDraw) cut(pg *polyGeom, reach float64) (draw.Path, bool) {
	if b.wholly(pg.bound.Outset(reach)) {
		return pg.path, true
	}
	q := clipToRect(pg.poly, b.view.Area.Outset(cullMargin+reach))
	if len(q) < 3 {
		return draw.Path{}, false
	}
	return polyline(q, true), true
}

// markReach is how far the marks of a kind of land unit reach beyond their points.
func markReach(l *layout.Board, kind string) float64 {
	switch kind {
	case gamedata.UnitStrip:
		return l.Lines.Pattern
	case gamedata.UnitPasture:
		return tuftReach(l)
	case gamedata.UnitForest:
		return treeReach(l)
	}
	return waveReach(l)
}

func (b *boardDraw) treeReach() float64 { return treeReach(b.lb) }

// inner is the map inside the frame: the grid's squares. The frame is the band between
// the grid and the trim.
func (b *boardDraw) inner() impose.Rect { return gridRect(b.v) }

func gridRect(v *gamedata.Valley) impose.Rect {
	g := v.Grid
	return impose.Rect{X: g.Origin.X(), Y: g.Origin.Y(), W: float64(g.Columns) * g.Square[0], H: float64(g.Rows) * g.Square[1]}
}

// palette is the board's colours in the build's style.
type palette struct {
	ground, frame, ink, accent, grid, plate, strip, stripInk, pasture, pastureInk   draw.Color
	forest, forestInk, bank, bankInk, water, waterEdge, road, roadEdge, stone, high draw.Color
	highInk, grounds, boundary                                                      draw.Color
}

func (x *Ctx) boardPalette() (palette, error) {
	src := x.Layout.Board.Colours
	if x.Style.InkSaver {
		src = x.Layout.Board.InkSaver
	}
	var p palette
	var err error
	for _, f := range []struct {
		dst *draw.Color
		s   layout.Colour
	}{
		{&p.ground, src.Ground}, {&p.frame, src.Frame}, {&p.ink, src.Ink}, {&p.accent, src.Accent}, {&p.grid, src.Grid},
		{&p.plate, src.Plate}, {&p.strip, src.Strip}, {&p.stripInk, src.StripInk}, {&p.pasture, src.Pasture},
		{&p.pastureInk, src.PastureInk}, {&p.forest, src.Forest}, {&p.forestInk, src.ForestInk}, {&p.bank, src.Bank},
		{&p.bankInk, src.BankInk}, {&p.water, src.Water}, {&p.waterEdge, src.WaterEdge}, {&p.road, src.Road},
		{&p.roadEdge, src.RoadEdge}, {&p.stone, src.Stone}, {&p.high, src.HighGround}, {&p.highInk, src.HighInk},
		{&p.grounds, src.Grounds}, {&p.boundary, src.Boundary},
	} {
		if *f.dst, err = ParseColour(string(f.s)); err != nil {
			return p, fmt.Errorf("%s: %w", layout.BoardFile, err)
		}
	}
	return p, nil
}

// parishColour is a manor's parish colour: its ring and its name plate.
func (b *boardDraw) parishColour(m *gamedata.Manor) draw.Color {
	if b.x.Style.InkSaver || m == nil {
		return b.pal.plate
	}
	if p := b.x.D.Parish(m.Parish); p != nil {
		if col, err := ParseColour(p.Colour); err == nil {
			return col
		}
	}
	return b.pal.plate
}

// The geometry of a valley, computed once per valley and layout and shared by every
// drawing of it (each language, each tile): curves, scatter, and what occupies the board.
// Everything a drawing strokes or fills again and again is built here once: the paths
// of the outlines and curves, and, for the views that show only part of the board (a
// tile, a figure), the bounds of each piece, so that a view draws only what it shows.

type valleyGeom struct {
	nodes  map[string]draw.Point
	roads  []roadGeom
	rivers []strokeGeom
	woods  []areaGeom
	highs  []areaGeom
	units  [][]unitGeom // by manor, by unit
	manors []polyGeom   // each manor's boundary
	houses []polyGeom   // the precinct walls of the abbey and the priory
	hard   *occupancy   // roads, rivers, places: what no name may cover
	land   *occupancy   // manor land, houses' grounds, woods, high ground: what panels avoid
	bad    []string     // what the geometry could not place (unknown nodes)
}

// polyGeom is a closed polygon: its points, its path and its bounds.
type polyGeom struct {
	poly  []draw.Point
	path  draw.Path
	bound impose.Rect
	sharp float64 // how far its joins reach beyond its corners, in half stroke widths
}

func newPoly(pts []draw.Point) polyGeom {
	return polyGeom{poly: pts, path: polyline(pts, true), bound: bounds(pts), sharp: sharpest(pts)}
}

// reach is how far a stroke of width w along the polygon reaches beyond its points.
func (pg *polyGeom) reach(w float64) float64 { return w / 2 * pg.sharp }

// sharpest is how far the joins of a closed polygon's stroke reach beyond its corners,
// in half stroke widths: a miter join reaches 1/sin(a/2) at a corner of angle a, unless
// that passes the miter limit (10), where the join is cut off (a bevel, 1).
func sharpest(pts []draw.Point) float64 {
	worst := float64(1) // a bevel, or a join no sharper than a straight line
	n := len(pts)
	for i := range pts {
		u, v := sub(pts[(i+n-1)%n], pts[i]), sub(pts[(i+1)%n], pts[i])
		lu, lv := math.Hypot(u.X, u.Y), math.Hypot(v.X, v.Y)
		if lu == 0 || lv == 0 {
			return miterLimit // a repeated point: its join is the renderer's guess
		}
		// sin(a/2) from cos a, a the angle between the two edges at the corner.
		cos := max(-1, min(1, (u.X*v.X+u.Y*v.Y)/(lu*lv)))
		if r := 1 / math.Sqrt((1-cos)/2); r <= miterLimit {
			worst = max(worst, r)
		}
	}
	return worst
}

// strokeGeom is a smooth open curve to stroke: its whole path, and the bounds of each
// of its segments (the hull of a segment's control points holds the segment), so that
// a view strokes only the runs of segments it shows.
type strokeGeom struct {
	c     curve
	whole draw.Path
	boxes []impose.Rect
	bound impose.Rect
}

func newStroke(c curve) strokeGeom {
	s := strokeGeom{c: c, whole: c.path(false)}
	var all []draw.Point
	for _, seg := range c.segs {
		s.boxes = append(s.boxes, bounds(seg[:]))
		all = append(all, seg[:]...)
	}
	s.bound = bounds(all)
	return s
}

// lineSet is a set of straight strokes (furrows, hachures): their path, each stroke's
// ends, the box of each that a view must meet to show any of it, and the bounds of
// those boxes.
type lineSet struct {
	whole draw.Path
	lines [][2]draw.Point
	boxes []impose.Rect
	bound impose.Rect
}

// newLines is the set of the given strokes; shown, when not nil, is the part of each
// that may show (the rest is clipped away).
func newLines(lines, shown [][2]draw.Point) lineSet {
	s := lineSet{lines: lines}
	if shown == nil {
		shown = lines
	}
	var all []draw.Point
	for i, l := range lines {
		s.whole.MoveTo(l[0].X, l[0].Y)
		s.whole.LineTo(l[1].X, l[1].Y)
		s.boxes = append(s.boxes, bounds(shown[i][:]))
		all = append(all, shown[i][0], shown[i][1])
	}
	s.bound = bounds(all)
	return s
}

type roadGeom struct {
	strokeGeom
	pts  []draw.Point // its nodes
	poly []draw.Point // sampled
}

type areaGeom struct {
	poly    []draw.Point
	outline curve
	path    draw.Path // the outline's path
	bound   impose.Rect
	marks   []draw.Point // trees of a wood, hills of high ground
	hachure lineSet      // hachures of high ground
}

type unitGeom struct {
	polyGeom
	furrows lineSet      // of a strip field
	marks   []draw.Point // tufts, trees or waves
	free    bool         // every mark lies wholly inside the unit: drawn without a clip
}

// newUnit is the geometry of a land unit of the given kind: its outline and, for a strip
// field, its furrows spacing apart.
func newUnit(poly []draw.Point, kind string, spacing, width float64) unitGeom {
	u := unitGeom{polyGeom: newPoly(poly)}
	if kind == gamedata.UnitStrip {
		u.furrows = newLines(furrows(poly, u.bound, spacing, width))
	}
	return u
}

var geomCache struct {
	sync.Mutex
	v *gamedata.Valley
	l *layout.Board
	g *valleyGeom
}

// geometry is the valley's geometry, computed on first use for this valley and layout.
func geometry(v *gamedata.Valley, l *layout.Board) *valleyGeom {
	geomCache.Lock()
	defer geomCache.Unlock()
	if geomCache.v != v || geomCache.l != l || geomCache.g == nil {
		geomCache.v, geomCache.l, geomCache.g = v, l, computeGeometry(v, l)
	}
	return geomCache.g
}

// Weights of the occupancy grids.
const (
	occHard  = 100
	occLabel = 100
	occLand  = 40
	occSoft  = 4
	occFrame = 1000
)

func computeGeometry(v *gamedata.Valley, l *layout.Board) *valleyGeom {
	g := &valleyGeom{nodes: map[string]draw.Point{}}
	m, sc := l.Marks, l.Scatter
	all := impose.Rect{W: v.Width, H: v.Height}
	g.hard = newOccupancy(all, m.Occupancy)
	in := gridRect(v)
	for _, r := range []impose.Rect{{W: v.Width, H: in.Y}, {Y: in.Y + in.H, W: v.Width, H: v.Height - in.Y - in.H}, {W: in.X, H: v.Height}, {X: in.X + in.W, W: v.Width - in.X - in.W, H: v.Height}} {
		g.hard.rect(r, occFrame)
	}
	for _, ml := range v.Manors {
		g.nodes[ml.ID] = toPt(ml.Centre)
	}
	for _, h := range v.Houses {
		g.nodes[h.ID] = toPt(h.Centre)
	}
	for _, e := range v.Entries {
		g.nodes[gamedata.EntryNode(e.Number)] = toPt(e.At)
	}
	for _, r := range v.Roads {
		for k, p := range r.Milestones {
			g.nodes[gamedata.MilestoneNode(r.ID, k+1)] = toPt(p)
		}
	}
	for _, r := range v.Roads {
		var rg roadGeom
		for _, n := range r.Nodes() {
			p, ok := g.nodes[n]
			if !ok {
				g.bad = append(g.bad, fmt.Sprintf("road %s: no node %q", r.ID, n))
				continue
			}
			rg.pts = append(rg.pts, p)
		}
		rg.strokeGeom = newStroke(smooth(rg.pts, false))
		rg.poly = rg.c.sample(2)
		g.roads = append(g.roads, rg)
		g.hard.line(rg.poly, l.Lines.Road/2+l.Lines.RoadEdge, occHard)
		for _, p := range rg.pts {
			g.hard.disc(p, m.Milestone, occHard)
		}
	}
	for _, r := range v.Rivers {
		c := smooth(toPts(r.Course), false)
		g.rivers = append(g.rivers, newStroke(c))
		g.hard.line(c.sample(3), r.Width/2+l.Lines.RiverEdge, occHard)
	}
	for _, ml := range v.Manors {
		g.hard.disc(toPt(ml.Centre), m.Centre, occHard)
		g.manors = append(g.manors, newPoly(toPts(ml.Boundary)))
		var us []unitGeom
		for k, u := range ml.Units {
			ug := newUnit(toPts(u.Outline), u.Kind, m.Furrow, l.Lines.Pattern)
			seed := uint64(len(g.units)*64 + k)
			switch u.Kind {
			case gamedata.UnitPasture:
				ug.marks = scatter(ug.poly, m.TuftSpacing, m.TuftSpacing*sc.Tuft, seed)
			case gamedata.UnitForest:
				ug.marks = offRoads(scatter(ug.poly, m.TreeSpacing, m.Tree*sc.Tree, seed), g.roads, l.Lines.Road/2+l.Lines.RoadEdge+m.Tree/2)
			case gamedata.UnitRiverBank:
				ug.marks = scatter(ug.poly, m.WaveSpacing*sc.WaveRows, m.WaveSpacing*sc.Wave, seed)
			}
			ug.marks = outside(ug.marks, toPt(u.Spot), m.Spot+m.Tree*sc.SpotClear)
			ug.free = true
			for _, p := range ug.marks {
				if !inside(ug.poly, p) || edgeDist(ug.poly, p) < markReach(l, u.Kind) {
					ug.free = false
					break
				}
			}
			us = append(us, ug)
			g.hard.disc(toPt(u.Spot), m.Spot, occHard/2)
		}
		g.units = append(g.units, us)
	}
	for _, h := range v.Houses {
		g.hard.disc(toPt(h.Centre), m.House, occHard)
		g.houses = append(g.houses, newPoly(toPts(h.Outline)))
	}
	for _, e := range v.Entries {
		g.hard.disc(toPt(e.At), m.Entry*3, occHard)
	}
	g.land = newOccupancy(all, m.Occupancy)
	for i, a := range v.Woods {
		ag := area(a.Outline)
		// No tree of a wood stands on a road running through it.
		ag.marks = offRoads(scatter(ag.poly, m.TreeSpacing, m.Tree*sc.Tree, uint64(1000+i)), g.roads, l.Lines.Road/2+l.Lines.RoadEdge+m.Tree/2)
		g.woods = append(g.woods, ag)
		g.land.polygon(ag.poly, occSoft)
	}
	for i, a := range v.HighGround {
		ag := area(a.Outline)
		ag.marks = scatter(ag.poly, m.HillSpacing, m.Hill*sc.Hill, uint64(2000+i))
		ag.hachure = hachures(ag, m.Hachure, m.HachureLength, sc, uint64(3000+i))
		g.highs = append(g.highs, ag)
		g.land.polygon(ag.poly, occSoft)
	}
	for _, mg := range g.manors {
		g.land.polygon(mg.poly, occLand)
	}
	for _, hg := range g.houses {
		g.land.polygon(hg.poly, occLand)
	}
	return g
}

// offRoads keeps the points farther than clear from every road's centre line.
func offRoads(pts []draw.Point, roads []roadGeom, clear float64) []draw.Point {
	var out []draw.Point
next:
	for _, p := range pts {
		for _, rg := range roads {
			if !meets(around(p, clear), bounds(rg.poly)) {
				continue
			}
			for k := 1; k < len(rg.poly); k++ {
				if segDist(rg.poly[k-1], rg.poly[k], p) < clear {
					continue next
				}
			}
		}
		out = append(out, p)
	}
	return out
}

func area(outline []gamedata.Pt) areaGeom {
	pts := toPts(outline)
	c := smooth(pts, true)
	poly := c.sample(3)
	// The bounds hold the control points too: the curve lies inside their hull.
	all := append([]draw.Point(nil), poly...)
	for _, s := range c.segs {
		all = append(all, s[:]...)
	}
	return areaGeom{poly: poly, outline: c, path: c.path(true), bound: bounds(all)}
}

// outside keeps the points farther than r from c.
func outside(pts []draw.Point, c draw.Point, r float64) []draw.Point {
	out := pts[:0]
	for _, p := range pts {
		if dist(p, c) > r {
			out = append(out, p)
		}
	}
	return out
}

// furrows are lines spacing apart along a strip field's long axis, across its bounds,
// drawn clipped to the field: the lines whose stroke (width wide) meets the field, and
// each cut to where it does, a stroke's width beyond (the part a view must show to show
// all of it). A line is drawn whole, so that every line is drawn the same in every view.
func furrows(poly []draw.Point, b impose.Rect, spacing, width float64) (lines, cut [][2]draw.Point) {
	d := longAxis(poly)
	n := normal(d)
	c := draw.Point{X: b.X + b.W/2, Y: b.Y + b.H/2}
	reach := math.Hypot(b.W, b.H)/2 + spacing
	var out [][2]draw.Point
	for k := -reach; k <= reach; k += spacing {
		o := add(c, mul(n, k))
		lo, hi, ok := bandSpan(poly, o, d, width/2)
		if !ok {
			continue
		}
		lo, hi = max(-reach, lo-width), min(reach, hi+width)
		out = append(out, [2]draw.Point{add(o, mul(d, -reach)), add(o, mul(d, reach))})
		cut = append(cut, [2]draw.Point{add(o, mul(d, lo)), add(o, mul(d, hi))})
	}
	return out, cut
}

// bandSpan is how far along d (a unit vector, from o) the band of half width hw about
// the line through o meets the polygon: the least and the greatest reach of the part of
// the polygon inside the band. The extremes of that part lie at the polygon's corners
// inside the band or where its edges cross the band's sides.
func bandSpan(poly []draw.Point, o, d draw.Point, hw float64) (lo, hi float64, ok bool) {
	n := normal(d)
	lo, hi = math.Inf(1), math.Inf(-1)
	at := func(q draw.Point) {
		t := (q.X-o.X)*d.X + (q.Y-o.Y)*d.Y
		lo, hi = min(lo, t), max(hi, t)
	}
	across := func(q draw.Point) float64 { return (q.X-o.X)*n.X + (q.Y-o.Y)*n.Y }
	for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
		a, b := poly[j], poly[i]
		sa, sb := across(a), across(b)
		if math.Abs(sb) <= hw {
			at(b)
		}
		for _, side := range []float64{-hw, hw} {
			if (sa-side)*(sb-side) < 0 {
				at(lerp(a, b, (side-sa)/(sb-sa)))
			}
		}
	}
	return lo, hi, lo <= hi
}

// hachures are short strokes from the edge of high ground inwards, spacing apart, of a
// length that varies a little (sc), as on an old map.
func hachures(a areaGeom, spacing, length float64, sc layout.BoardScatter, seed uint64) lineSet {
	pts := a.outline.sample(spacing / 2)
	var out [][2]draw.Point
	var run float64
	for i := 1; i < len(pts); i++ {
		run += dist(pts[i-1], pts[i])
		if run < spacing {
			continue
		}
		run = 0
		t := unit(sub(pts[i], pts[i-1]))
		n := normal(t)
		if !inside(a.poly, add(pts[i], mul(n, 0.5))) {
			n = mul(n, -1)
		}
		l := length * (sc.HachureShort + sc.HachureVary*hash01(i, 0, seed))
		out = append(out, [2]draw.Point{pts[i], add(pts[i], mul(n, l))})
	}
	return newLines(out, nil)
}

// Layers of the drawing, bottom up.

func (b *boardDraw) ground() {
	bl := b.view.Bleed
	b.c.SetFill(b.pal.ground)
	b.c.Fill(draw.Rect(-bl, -bl, b.v.Width+2*bl, b.v.Height+2*bl))
	in := b.inner()
	var band draw.Path
	band.Append(draw.Rect(-bl, -bl, b.v.Width+2*bl, b.v.Height+2*bl))
	band.Append(polyline([]draw.Point{{X: in.X, Y: in.Y}, {X: in.X, Y: in.Y + in.H}, {X: in.X + in.W, Y: in.Y + in.H}, {X: in.X + in.W, Y: in.Y}}, true))
	b.c.SetFill(b.pal.frame)
	b.c.Fill(band) // the inner rectangle turns the other way: a hole
}

func (b *boardDraw) gridLines() {
	gr := b.v.Grid
	in := b.inner()
	w := b.lb.Frame.GridLine
	// Each line is a subpath of its own and starts its dashes afresh: a line left out
	// moves no dash of the others.
	var p draw.Path
	for i := 1; i < gr.Columns; i++ {
		x := gr.Origin.X() + float64(i)*gr.Square[0]
		if b.seen(impose.Rect{X: x - w, Y: in.Y, W: 2 * w, H: in.H}) {
			p.MoveTo(x, in.Y)
			p.LineTo(x, in.Y+in.H)
		}
	}
	for j := 1; j < gr.Rows; j++ {
		y := gr.Origin.Y() + float64(j)*gr.Square[1]
		if b.seen(impose.Rect{X: in.X, Y: y - w, W: in.W, H: 2 * w}) {
			p.MoveTo(in.X, y)
			p.LineTo(in.X+in.W, y)
		}
	}
	if p.Empty() {
		return
	}
	b.c.SetStroke(b.pal.grid)
	b.c.SetLineWidth(b.lb.Frame.GridLine)
	b.c.SetDash([]float64{b.lb.Frame.GridDash, 2 * b.lb.Frame.GridDash})
	b.c.Stroke(p)
	b.c.SetDash(nil)
}

func (b *boardDraw) highGround() {
	pw := b.lb.Lines.Pattern
	hr := hillReach(b.lb)
	for _, a := range b.g.highs {
		if !b.seen(a.bound.Outset(max(pw, hr))) {
			continue
		}
		if b.seen(a.bound) {
			b.c.SetFill(b.pal.high)
			b.c.Fill(a.path)
		}
		if h := b.strokes(&a.hachure, pw/2); !h.Empty() {
			b.c.SetStroke(b.pal.highInk)
			b.c.SetLineWidth(pw)
			b.c.Stroke(h)
		}
		for i, p := range a.marks {
			if b.seen(around(p, hr)) {
				b.place(hillKey(i), p, b.hill(i))
			}
		}
	}
}

func (b *boardDraw) woods() {
	w := b.lb.Lines.Unit
	for _, a := range b.g.woods {
		if !b.seen(a.bound.Outset(max(miter(w), b.treeReach()))) {
			continue
		}
		if b.seen(a.bound.Outset(miter(w))) {
			b.c.SetFill(b.pal.forest)
			b.c.Fill(a.path)
			b.c.SetStroke(b.pal.forestInk)
			b.c.SetLineWidth(w)
			b.c.Stroke(a.path)
		}
		b.trees(a.marks, b.pal.forest)
	}
}

// trees draws a tree at each point that may show, on ground of the given colour.
func (b *boardDraw) trees(at []draw.Point, ground draw.Color) {
	r := b.treeReach()
	for _, p := range at {
		if b.seen(around(p, r)) {
			k := int(hash01(int(p.X*8), int(p.Y*8), 7) * 3)
			f := b.treeFigure(k, ground)
			b.place(f.key, p, f.draw)
		}
	}
}

// lands draws each manor's land units, its parish band and its boundary.
func (b *boardDraw) lands() error {
	l := b.lb.Lines
	for i, ml := range b.v.Manors {
		for k, u := range ml.Units {
			if ug := &b.g.units[i][k]; b.seen(ug.bound.Outset(max(ug.reach(l.Unit), markReach(b.lb, u.Kind)))) {
				b.unit(u.Kind, ug)
			}
		}
		mg := &b.g.manors[i]
		wide := 2 * (l.ParishBand + l.ParishCasing)
		if !b.seen(mg.bound.Outset(mg.reach(wide))) {
			continue
		}
		// The band is a stroke inside the boundary, clipped to it, on a thin dark casing
		// so that a pale parish colour still shows on pale land; the boundary itself is
		// dashed, drawn whole so that its dashes fall where they do on the whole board.
		if band, ok := b.cut(mg, mg.reach(wide)); ok {
			b.c.Push()
			b.c.Clip(band)
			b.c.SetStroke(b.pal.boundary)
			b.c.SetLineWidth(wide)
			b.c.Stroke(band)
			b.c.SetStroke(b.parishColour(b.x.D.Manor(ml.ID)))
			if b.x.Style.InkSaver {
				b.c.SetStroke(b.pal.grid)
			}
			b.c.SetLineWidth(2 * l.ParishBand)
			b.c.Stroke(band)
			b.c.Pop()
		}
		b.c.SetStroke(b.pal.boundary)
		b.c.SetLineWidth(l.Boundary)
		d := l.BoundaryDash
		b.c.SetDash([]float64{d, d / 3, d / 5, d / 3})
		b.c.Stroke(mg.path)
		b.c.SetDash(nil)
	}
	return nil
}

// unit draws a land unit: its ground, what lies on it (clipped to it) and its outline.
func (b *boardDraw) unit(kind string, ug *unitGeom) {
	outline, ok := b.cut(&ug.polyGeom, ug.reach(b.lb.Lines.Unit))
	if !ok {
		return
	}
	fill, ink := b.unitColours(kind)
	b.c.SetFill(fill)
	b.c.Fill(outline)
	// What lies on the unit, as far as the view shows it; nothing, no clip; marks that
	// all lie wholly inside it (ug.free), no clip either.
	var pattern draw.Path
	reach := markReach(b.lb, kind)
	if kind == gamedata.UnitStrip {
		pattern = b.strokes(&ug.furrows, reach/2)
	}
	if !pattern.Empty() || b.anySeen(ug.marks, reach) {
		clip := !ug.free || !pattern.Empty()
		if clip {
			b.c.Push()
			b.c.Clip(outline)
		}
		switch kind {
		case gamedata.UnitStrip:
			b.c.SetStroke(ink)
			b.c.SetLineWidth(b.lb.Lines.Pattern)
			b.c.Stroke(pattern)
		case gamedata.UnitForest:
			b.trees(ug.marks, fill)
		case gamedata.UnitPasture, gamedata.UnitRiverBank:
			key, fig := "board.wave", b.wave
			if kind == gamedata.UnitPasture {
				key, fig = "board.tuft", b.tuft
			}
			for _, p := range ug.marks {
				if b.seen(around(p, reach)) {
					b.place(key, p, fig)
				}
			}
		}
		if clip {
			b.c.Pop()
		}
	}
	b.c.SetStroke(ink)
	b.c.SetLineWidth(b.lb.Lines.Unit)
	b.c.Stroke(outline)
}

func (b *boardDraw) unitColours(kind string) (fill, ink draw.Color) {
	switch kind {
	case gamedata.UnitStrip:
		return b.pal.strip, b.pal.stripInk
	case gamedata.UnitPasture:
		return b.pal.pasture, b.pal.pastureInk
	case gamedata.UnitForest:
		return b.pal.forest, b.pal.forestInk
	}
	return b.pal.bank, b.pal.bankInk
}

// grounds draws the abbey's and the priory's grounds inside their precinct walls.
func (b *boardDraw) grounds() {
	for i := range b.v.Houses {
		hg := &b.g.houses[i]
		if !b.seen(hg.bound.Outset(hg.reach(b.lb.Lines.Wall))) {
			continue
		}
		outline := hg.path
		b.c.SetFill(b.pal.grounds)
		b.c.Fill(outline)
		b.c.SetStroke(b.pal.ink)
		b.c.SetLineWidth(b.lb.Lines.Wall)
		b.c.Stroke(outline)
		b.c.SetStroke(b.pal.plate)
		b.c.SetLineWidth(b.lb.Lines.Wall / 3)
		b.c.SetDash([]float64{b.lb.Lines.Wall, b.lb.Lines.Wall})
		b.c.Stroke(outline)
		b.c.SetDash(nil)
	}
}

// rivers are bands of water between darker banks, with a few wave lines on them.
func (b *boardDraw) rivers() {
	l := b.lb.Lines
	for i, r := range b.v.Rivers {
		s := &b.g.rivers[i]
		p := b.runs(s, r.Width/2+l.RiverEdge)
		if p.Empty() {
			continue
		}
		b.cased(p, b.pal.waterEdge, r.Width+2*l.RiverEdge, b.pal.water, r.Width)
		// The wave lines are dashed: the whole river, so that every dash stays where
		// it falls on the whole board.
		b.c.SetStroke(b.pal.waterEdge)
		b.c.SetLineWidth(l.WaterLine)
		b.c.SetDash([]float64{r.Width * l.WaterDash, r.Width * l.WaterGap})
		b.c.Stroke(s.whole)
		b.c.SetDash(nil)
	}
}

// roads are smooth curves through their nodes: a surface between two edges.
func (b *boardDraw) roads() {
	l := b.lb.Lines
	var p draw.Path
	for i := range b.g.roads {
		if r := &b.g.roads[i]; len(r.pts) >= 2 {
			p.Append(b.runs(&r.strokeGeom, l.Road/2+l.RoadEdge))
		}
	}
	if p.Empty() {
		return
	}
	b.cased(p, b.pal.roadEdge, l.Road+2*l.RoadEdge, b.pal.road, l.Road)
}

// cased strokes a path twice: wide in the edge colour, then narrower in the core's, so
// a road or a river is a band between two edges.
func (b *boardDraw) cased(p draw.Path, edge draw.Color, outer float64, core draw.Color, inner float64) {
	b.c.SetStroke(edge)
	b.c.SetLineWidth(outer)
	b.c.Stroke(p)
	b.c.SetStroke(core)
	b.c.SetLineWidth(inner)
	b.c.Stroke(p)
}

// chokes marks every choke point on its road section: a bridge across the road, a pair
// of trees beside it, or chevrons of hachures for a scarp.
func (b *boardDraw) chokes() { b.chokesOf(false) }

// forestPasses draws the forest chokes, after the milestones: a forest pass often lies
// between two milestones close together, where little of the road shows.
func (b *boardDraw) forestPasses() { b.chokesOf(true) }

// chokesOf draws the forest chokes (forest) or all the others.
func (b *boardDraw) chokesOf(forest bool) {
	for _, ch := range b.chokeSites() {
		if (ch.kind == gamedata.ChokeForest) != forest || !b.seen(around(ch.p, b.chokeReach())) {
			continue
		}
		b.chokeAt(ch.kind, ch.p, ch.d, ch.free)
	}
}

// chokeSite is where a choke's symbol stands: at p on a road running along d, bare for
// free either way along it (the places beyond are drawn over it).
type chokeSite struct {
	kind string
	p, d draw.Point
	free float64
}

// chokeSites are the valley's chokes, each in the middle of its road's step.
func (b *boardDraw) chokeSites() []chokeSite {
	byID := map[string]int{}
	for i, r := range b.v.Roads {
		byID[r.ID] = i
	}
	m := b.lb.Marks
	var out []chokeSite
	for _, ch := range b.v.Chokes {
		i, ok := byID[ch.Road]
		if !ok || ch.Step < 1 || ch.Step > len(b.g.roads[i].c.segs) {
			continue
		}
		seg := b.g.roads[i].c.segs[ch.Step-1]
		p, d := bezier(seg, 0.5)
		// How far along the road, from p, the places at the segment's ends leave it bare.
		n := len(b.v.Roads[i].Nodes())
		free := math.Inf(1)
		for k, q := range []draw.Point{seg[0], seg[3]} {
			r := m.Milestone
			if node := ch.Step - 1 + k; node == 0 || node == n-1 {
				r = max(m.Centre, m.House)
			}
			free = min(free, dist(p, q)-r)
		}
		out = append(out, chokeSite{kind: ch.Kind, p: p, d: unit(d), free: free})
	}
	return out
}

// choke draws a choke's symbol at p on a road running along d, bare on either side.
func (b *boardDraw) choke(kind string, p, d draw.Point) { b.chokeAt(kind, p, d, math.Inf(1)) }

// milestones are the places on the roads, a mile apart, where counters stand.
func (b *boardDraw) milestones() {
	for _, r := range b.v.Roads {
		for _, p := range r.Milestones {
			q := toPt(p)
			if b.seen(around(q, b.lb.Marks.Milestone+b.lb.Lines.Symbol)) {
				b.place("board.milestone", q, b.milestone)
			}
		}
	}
}

// landIcon is the kit's icon of each kind of land unit.
var landIcon = map[string]string{
	gamedata.UnitStrip: "strip-field", gamedata.UnitPasture: "pasture", gamedata.UnitForest: "forest", gamedata.UnitRiverBank: "river",
}

// landTerm is each kind's word, as the manor card names its units.
var landTerm = map[string]string{
	gamedata.UnitStrip: "term.strip-field", gamedata.UnitPasture: "term.pasture", gamedata.UnitForest: "term.forest", gamedata.UnitRiverBank: "term.river-rights",
}

// spots are the places where a marker goes on each land unit, with the unit's icon.
func (b *boardDraw) spots() error {
	m := b.lb.Marks
	for _, ml := range b.v.Manors {
		for _, u := range ml.Units {
			p := toPt(u.Spot)
			if !b.seen(around(p, max(m.Spot+b.lb.Lines.Unit, m.Icon/2))) {
				continue
			}
			b.place("board.spot", p, b.spot)
			if err := iconsDraw(b.c, landIcon[u.Kind], p.X-m.Icon/2, p.Y-m.Icon/2, m.Icon, b.pal.ink, b.pal.plate); err != nil {
				return err
			}
		}
	}
	return nil
}

// centres are the manor centres (a manor house on a circle ringed in the parish's
// colour) and the abbey's and the priory's (a church).
func (b *boardDraw) centres() error {
	m := b.lb.Marks
	for _, ml := range b.v.Manors {
		p := toPt(ml.Centre)
		if !b.seen(around(p, m.Centre+b.lb.Lines.Symbol)) {
			continue
		}
		b.c.SetFill(b.parishColour(b.x.D.Manor(ml.ID)))
		b.c.Fill(draw.Circle(p.X, p.Y, m.Centre))
		b.place("board.centre", p, b.centre)
	}
	for _, h := range b.v.Houses {
		p := toPt(h.Centre)
		if !b.seen(around(p, m.House+b.lb.Lines.Wall)) {
			continue
		}
		if err := b.house(p); err != nil {
			return err
		}
	}
	return nil
}

// house is the abbey's or the priory's place at p: a light circle in its precinct wall,
// with a church.
func (b *boardDraw) house(p draw.Point) error {
	m := b.lb.Marks
	b.c.SetFill(b.pal.plate)
	b.c.Fill(draw.Circle(p.X, p.Y, m.House))
	b.c.SetStroke(b.pal.ink)
	b.c.SetLineWidth(b.lb.Lines.Wall)
	b.c.Stroke(draw.Circle(p.X, p.Y, m.House))
	s := m.House * m.HouseIcon
	return iconsDraw(b.c, "church", p.X-s/2, p.Y-s/2, s, b.pal.accent, b.pal.plate)
}

// frame draws the lines of the frame and the ticks of the grid squares.
func (b *boardDraw) frame() {
	f := b.lb.Frame
	in := b.inner()
	b.c.SetStroke(b.pal.ink)
	b.c.SetLineWidth(f.OuterLine)
	b.c.Stroke(draw.Rect(in.X, in.Y, in.W, in.H))
	b.c.SetLineWidth(f.InnerLine)
	g := f.Gap + f.OuterLine/2
	b.c.Stroke(draw.Rect(in.X-g, in.Y-g, in.W+2*g, in.H+2*g))
	b.c.Stroke(draw.Rect(f.InnerLine/2, f.InnerLine/2, b.v.Width-f.InnerLine, b.v.Height-f.InnerLine))
	gr := b.v.Grid
	var ticks draw.Path
	for i := 0; i <= gr.Columns; i++ {
		x := gr.Origin.X() + float64(i)*gr.Square[0]
		ticks.Append(draw.Line(x, in.Y, x, in.Y-f.Tick-g))
		ticks.Append(draw.Line(x, in.Y+in.H, x, in.Y+in.H+f.Tick+g))
	}
	for j := 0; j <= gr.Rows; j++ {
		y := gr.Origin.Y() + float64(j)*gr.Square[1]
		ticks.Append(draw.Line(in.X, y, in.X-f.Tick-g, y))
		ticks.Append(draw.Line(in.X+in.W, y, in.X+in.W+f.Tick+g, y))
	}
	b.c.Stroke(ticks)
}

// frameLabels writes the grid's letters and numbers in the frame: the columns along
// the top and the bottom, the rows down both sides.
func (b *boardDraw) frameLabels() error {
	gr := b.v.Grid
	in := b.inner()
	f := b.lb.Fonts.Grid.Draw()
	b.c.SetFill(b.pal.ink)
	for _, y := range []float64{in.Y / 2, (in.Y + in.H + b.v.Height) / 2} {
		for i := 0; i < gr.Columns; i++ {
			p := b.clearOfEntries(draw.Point{X: gr.Origin.X() + (float64(i)+0.5)*gr.Square[0], Y: y}, draw.Point{X: 1}, f)
			b.text(f, p.X, middleBaseline(f, p.Y), draw.Center, gr.Column(i))
		}
	}
	for _, x := range []float64{in.X / 2, (in.X + in.W + b.v.Width) / 2} {
		for j := 0; j < gr.Rows; j++ {
			p := b.clearOfEntries(draw.Point{X: x, Y: gr.Origin.Y() + (float64(j)+0.5)*gr.Square[1]}, draw.Point{Y: 1}, f)
			b.text(f, p.X, middleBaseline(f, p.Y), draw.Center, fmt.Sprint(j+1))
		}
	}
	return nil
}

// clearOfEntries moves a grid label along its band (dir) off an entry's shield.
func (b *boardDraw) clearOfEntries(p, dir draw.Point, f draw.Font) draw.Point {
	for _, e := range b.v.Entries {
		s, r := b.entrySite(e)
		room := r*b.lb.Frame.EntryRoom + draw.Ascent(f)
		across := math.Abs((s.X-p.X)*dir.Y - (s.Y-p.Y)*dir.X)
		at := (p.X-s.X)*dir.X + (p.Y-s.Y)*dir.Y
		if across < room && math.Abs(at) < room {
			side := float64(1)
			if at < 0 {
				side = -1
			}
			return add(s, mul(dir, side*room))
		}
	}
	return p
}

// text draws a line of text if its place may show in the view.
func (b *boardDraw) text(f draw.Font, x, y float64, a draw.Align, s string) {
	w := draw.Width(f, s)
	r := impose.Rect{X: x - draw.AlignOffset(a, w), Y: y - draw.Ascent(f), W: w, H: draw.Ascent(f) + draw.Descent(f)}
	if b.seen(r) {
		b.c.Text(f, x, y, a, s)
	}
}

// entryEdge is the inward direction from an entry's point on the board's edge.
func (b *boardDraw) entryEdge(p draw.Point) draw.Point {
	d := []float64{p.X, b.v.Width - p.X, p.Y, b.v.Height - p.Y}
	dirs := []draw.Point{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}}
	best := 0
	for i := range d {
		if d[i] < d[best] {
			best = i
		}
	}
	return dirs[best]
}

// entrySite is where an entry's shield stands and its half width: on its road's stub
// between the trim and the road's first milestone, clear of both by the entry gap, so
// that the milestone and a counter on it stay in sight; as large as the layout's entry
// shield where there is room, smaller where there is not.
func (b *boardDraw) entrySite(e gamedata.Entry) (draw.Point, float64) {
	m := b.lb.Marks
	p := toPt(e.At)
	in := b.entryEdge(p)
	edge := draw.Point{X: max(0, min(b.v.Width, p.X)), Y: max(0, min(b.v.Height, p.Y))}
	g := gridRect(b.v)
	band := []float64{g.X, b.v.Width - g.X - g.W, g.Y, b.v.Height - g.Y - g.H}
	k := 0
	for i, d := range []draw.Point{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}} {
		if d == in {
			k = i
		}
	}
	room := band[k]
	node := gamedata.EntryNode(e.Number)
	for _, r := range b.v.Roads {
		if r.From != node && r.To != node {
			continue
		}
		for _, q := range r.Milestones {
			depth := (q[0]-edge.X)*in.X + (q[1]-edge.Y)*in.Y - m.Milestone
			room = min(room, depth)
		}
	}
	toEdge, toLand := shieldAlong(in)
	avail := room - 2*m.EntryGap
	r := max(0, min(m.Entry, avail/(toEdge+toLand)))
	slack := avail - r*(toEdge+toLand)
	return add(edge, mul(in, m.EntryGap+slack/2+r*toEdge)), r
}

func (b *boardDraw) entryShields() {
	for _, e := range b.v.Entries {
		p, r := b.entrySite(e)
		if !b.seen(around(p, shieldFoot*r+b.lb.Lines.Symbol)) {
			continue
		}
		b.drawShield(p, r)
	}
}

// drawShield draws an entry's shield about p, r its half width: on the map and in the
// legend alike.
func (b *boardDraw) drawShield(p draw.Point, r float64) {
	s := shield(p, r)
	b.c.SetFill(b.pal.accent)
	if b.x.Style.InkSaver {
		b.c.SetFill(b.pal.plate)
	}
	b.c.Fill(s)
	b.c.SetStroke(b.pal.ink)
	b.c.SetLineWidth(b.lb.Lines.Symbol)
	b.c.Stroke(s)
}

func (b *boardDraw) entryNumbers() {
	es := append([]gamedata.Entry(nil), b.v.Entries...)
	sort.SliceStable(es, func(i, j int) bool { return es[i].Number < es[j].Number })
	ink := TextOn(b.pal.accent)
	if b.x.Style.InkSaver {
		ink = b.pal.ink
	}
	for _, e := range es {
		p, r := b.entrySite(e)
		// The number shrinks with its shield.
		fe := b.lb.Fonts.Entry
		f := fe.Draw()
		f.Size = max(fe.Min, fe.Size*r/b.lb.Marks.Entry)
		b.c.SetFill(ink)
		b.text(f, p.X, middleBaseline(f, p.Y), draw.Center, b.x.L.Num(e.Number))
	}
}
