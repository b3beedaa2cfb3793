package gamedata

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/geom"
)

// The board's data is checked like the rest: each record on its own (checkValleyRecords),
// then against the cards and the rules (the "valley" invariants below). Geometry is
// checked on the curves the board is drawn with (Valley.Curve, River.Stream).

var (
	unitKinds  = []string{UnitStrip, UnitPasture, UnitForest, UnitRiverBank}
	chokeKinds = []string{ChokeBridge, ChokeForest, ChokeScarp}
)

// Tolerances of the board's geometry, in mm.
const (
	// touchRiver: a manor with river rights reaches this close to the water; a manor
	// without keeps farther off than keepOff.
	touchRiver = 1.5
	keepOff    = 3.0
	// touchManor: two manors whose boundaries come this close share a border.
	touchManor = 0.6
)

func valleyAt(table string, i int, label string) loc {
	return loc{"map.toml", table, i, label}
}

func mapManorAt(i int, m ManorLand) loc { return valleyAt("manor", i, fmt.Sprintf("manor %q", m.ID)) }
func roadAt(i int, r Road) loc          { return valleyAt("road", i, fmt.Sprintf("road %q", r.ID)) }
func entryAt(i int, e Entry) loc        { return valleyAt("entry", i, fmt.Sprintf("entry %d", e.Number)) }
func chokeAt(i int, c Choke) loc {
	return valleyAt("choke", i, fmt.Sprintf("choke %s %s step %d", c.Kind, c.Road, c.Step))
}

// checkValleyRecords checks each record of map.toml on its own: sizes, kinds, shapes
// with enough points, and points on the board.
func checkValleyRecords(d *Data, srcs Sources) Errors {
	r := &reporter{srcs: srcs}
	v := &d.Valley
	top := valleyAt("", -1, "")
	for _, f := range []struct {
		key string
		val float64
	}{{"width", v.Width}, {"height", v.Height}, {"mile", v.Mile}, {"grid.square", math.Min(v.Grid.Square[0], v.Grid.Square[1])}} {
		if !(f.val > 0) {
			r.add(top, f.key, "expected a length above 0 mm, got %v", f.val)
		}
	}
	atLeast(r, valleyAt("grid", -1, "[grid]"), "columns", v.Grid.Columns, 1)
	atLeast(r, valleyAt("grid", -1, "[grid]"), "rows", v.Grid.Rows, 1)
	if v.Grid.Columns > 26 {
		r.add(valleyAt("grid", -1, "[grid]"), "columns", "expected at most 26 columns (A to Z), got %d", v.Grid.Columns)
	}
	on := func(l loc, key string, pts ...Pt) {
		for _, p := range pts {
			if !(p.X() >= 0 && p.Y() >= 0 && p.X() <= v.Width && p.Y() <= v.Height) {
				r.add(l, key, "expected a point on the board (0-%v x 0-%v mm), got %v", v.Width, v.Height, p)
				return
			}
		}
	}
	shape := func(l loc, key string, pts []Pt) {
		if len(pts) < 3 {
			r.add(l, key, "expected an outline of 3 points or more, got %d", len(pts))
		}
		on(l, key, pts...)
	}
	for i, m := range v.Manors {
		l := mapManorAt(i, m)
		on(l, "centre", m.Centre)
		shape(l, "boundary", m.Boundary)
		for k, u := range m.Units {
			key := fmt.Sprintf("unit[%d]", k)
			inSet(r, l, key+".kind", u.Kind, unitKinds)
			shape(l, key+".outline", u.Outline)
			on(l, key+".spot", u.Spot)
		}
	}
	for i, h := range v.Houses {
		l := valleyAt("house", i, fmt.Sprintf("house %q", h.ID))
		on(l, "centre", h.Centre)
		shape(l, "outline", h.Outline)
	}
	for i, e := range v.Entries {
		on(entryAt(i, e), "at", e.At)
		atLeast(r, entryAt(i, e), "number", e.Number, 1)
	}
	for i, rd := range v.Roads {
		oneOf(r, roadAt(i, rd), "id", rd.ID, reSlug, "a lower-case id")
		on(roadAt(i, rd), "milestones", rd.Milestones...)
	}
	for i, rv := range v.Rivers {
		l := valleyAt("river", i, fmt.Sprintf("river %q", rv.ID))
		if !(rv.Width > 0) {
			r.add(l, "width", "expected a width above 0 mm, got %v", rv.Width)
		}
		if len(rv.Course) < 2 {
			r.add(l, "course", "expected a course of 2 points or more, got %d", len(rv.Course))
		}
	}
	for i, c := range v.Chokes {
		inSet(r, chokeAt(i, c), "kind", c.Kind, chokeKinds)
	}
	for _, t := range []struct {
		table string
		areas []Area
	}{{"high_ground", v.HighGround}, {"wood", v.Woods}} {
		for i, a := range t.areas {
			shape(valleyAt(t.table, i, fmt.Sprintf("%s %q", t.table, a.ID)), "outline", a.Outline)
		}
	}
	return r.errs
}

// markEntries sets Manor.Entry from the board's entry roads: the board is the one
// place that says where players come in.
func (d *Data) markEntries() {
	for _, e := range d.Valley.Entries {
		if m := d.Manor(e.Manor); m != nil {
			m.Entry = true
		}
	}
}

// valleyPlaces proves the board has every manor and house of the data once, each
// manor's centre in the square of its card's map reference, and one entry road per
// player, numbered from 1.
func valleyPlaces(r *reporter, d *Data) {
	v := &d.Valley
	seen := map[string]int{}
	for i, m := range v.Manors {
		l := mapManorAt(i, m)
		if _, dup := seen[m.ID]; dup {
			r.add(l, "id", "expected each manor once on the board, got %q again", m.ID)
		}
		seen[m.ID] = i
		card := d.Manor(m.ID)
		if card == nil {
			r.add(l, "id", "expected a manor of manors.toml, got %q", m.ID)
			continue
		}
		if got := v.Grid.Ref(m.Centre); got != card.Map {
			r.add(manorAt(d.manorIndex(m.ID), *card), "map", "expected the square the manor's centre stands in on the board (map.toml), %s, got %s", orNone(got), card.Map)
		}
	}
	for i, m := range d.Manors {
		if _, ok := seen[m.ID]; !ok {
			r.add(manorAt(i, m), "id", "expected the manor on the board (map.toml), got none")
		}
	}
	for _, h := range d.Game.Houses {
		if !slices.ContainsFunc(v.Houses, func(g Grounds) bool { return g.ID == h.ID }) {
			r.add(valleyAt("house", -1, ""), "", "expected the grounds of %s on the board, got none", h.Name)
		}
	}
	for i, h := range v.Houses {
		if !slices.ContainsFunc(d.Game.Houses, func(g House) bool { return g.ID == h.ID }) {
			r.add(valleyAt("house", i, fmt.Sprintf("house %q", h.ID)), "id", "expected a house of game.toml, got %q", h.ID)
		}
	}
	entries(r, d)
	unique(r, v.Roads, "id", roadAt, func(x Road) string { return x.ID })
}

func orNone(ref string) string {
	if ref == "" {
		return "none (outside the grid)"
	}
	return ref
}

func (d *Data) manorIndex(id string) int {
	return slices.IndexFunc(d.Manors, func(m Manor) bool { return m.ID == id })
}

func entries(r *reporter, d *Data) {
	v := &d.Valley
	for i, e := range v.Entries {
		if e.Number != i+1 {
			r.add(entryAt(i, e), "number", "expected entries numbered 1, 2, 3 ... in order, got %d as entry %d", e.Number, i+1)
		}
		if d.Manor(e.Manor) == nil {
			r.add(entryAt(i, e), "manor", "expected a manor of manors.toml, got %q", e.Manor)
		}
		if edge := math.Min(math.Min(e.At.X(), v.Width-e.At.X()), math.Min(e.At.Y(), v.Height-e.At.Y())); edge > 0.05 {
			r.add(entryAt(i, e), "at", "expected a point on the board's edge, got one %.1f mm inside it", edge)
		}
	}
	if len(v.Entries) != len(d.Players) {
		r.add(valleyAt("entry", -1, ""), "", "expected an entry road for each of the %d players, got %d", len(d.Players), len(v.Entries))
	}
}

// valleyLand proves each manor's land is what its card says: one area per land unit
// of the card (and a river bank when it has river rights), every area inside the
// manor's boundary, and each parish's manors one connected area.
func valleyLand(r *reporter, d *Data) {
	v := &d.Valley
	for i, m := range v.Manors {
		card := d.Manor(m.ID)
		if card == nil {
			continue
		}
		l := mapManorAt(i, m)
		want := map[string]int{UnitStrip: card.Strip, UnitPasture: card.Pasture, UnitForest: card.Forest, UnitRiverBank: b2i(card.River)}
		got := map[string]int{}
		for k, u := range m.Units {
			got[u.Kind]++
			if !geom.Inside(u.Spot, m.Boundary) {
				r.add(l, fmt.Sprintf("unit[%d].spot", k), "expected the spot inside the manor's boundary, got %v", u.Spot)
			}
			if !geom.Inside(u.Spot, u.Outline) {
				r.add(l, fmt.Sprintf("unit[%d].spot", k), "expected the spot inside the unit's outline, got %v", u.Spot)
			}
		}
		for _, k := range unitKinds {
			if got[k] != want[k] {
				r.add(l, "unit", "expected %d %s areas, as on the card, got %d", want[k], k, got[k])
			}
		}
		if !geom.Inside(m.Centre, m.Boundary) {
			r.add(l, "centre", "expected the centre inside the manor's boundary, got %v", m.Centre)
		}
	}
	parishesConnected(r, d)
}

// parishesConnected proves the manors of each parish make one area: each borders
// another of its parish (or faces it across a river), all joined through such borders.
func parishesConnected(r *reporter, d *Data) {
	v := &d.Valley
	for pi, p := range d.Parishes {
		var ms []int // the parish's manors, by their place in the map
		for i, m := range v.Manors {
			if c := d.Manor(m.ID); c != nil && c.Parish == p.Letter {
				ms = append(ms, i)
			}
		}
		if len(ms) < 2 {
			continue
		}
		joined := map[int]bool{0: true}
		for grew := true; grew; {
			grew = false
			for a := range ms {
				for b := range ms {
					if joined[a] && !joined[b] && r.measures.borders(v, ms[a], ms[b]) {
						joined[b], grew = true, true
					}
				}
			}
		}
		for k, i := range ms {
			if !joined[k] {
				r.add(parishAt(pi, p), "", "expected the parish's manors to make one area on the board, but %s does not border the parish's other manors", v.Manors[i].ID)
			}
		}
	}
}

// neighbours reports whether two manors share a border: their outlines come within
// touchManor of each other, or they face each other across a river (a parish may span
// the water, as real ones do).
func (v *Valley) neighbours(w waters, a, b []Pt) bool {
	ib := geom.NewIndex(20, geom.Closed(b))
	for _, p := range a {
		if ib.Dist(p, touchManor*2) <= touchManor {
			return true
		}
	}
	for i, x := range w.idx {
		across := w.width[i] + 2*touchRiver + 1
		for _, p := range a {
			if x.Dist(p, across) > w.width[i]/2+touchRiver {
				continue
			}
			for _, q := range b {
				if p.Dist(q) <= across && x.Crosses([]Pt{p, q}) > 0 {
					return true
				}
			}
		}
	}
	return false
}

// valleyRoads proves the roads make the rules' graph: known ends, a milestone between
// every two places (a manor centre is one mile from its nearest milestones), every
// step one mile, every place reachable from every other, the entry roads as far apart
// as the edition says, the 1989 movement example's distance, and the choke points
// where the map shows them.
func valleyRoads(r *reporter, d *Data) {
	v := &d.Valley
	nodes := v.places()
	for i, rd := range v.Roads {
		l := roadAt(i, rd)
		for _, key := range []string{"from", "to"} {
			id := map[string]string{"from": rd.From, "to": rd.To}[key]
			if !nodes[id] {
				r.add(l, key, "expected a manor, a house or an entry point (entry-N), got %q", id)
			}
		}
		if len(rd.Milestones) == 0 {
			r.add(l, "milestones", "expected a milestone between %s and %s (a manor centre is one mile from its nearest milestones), got none", rd.From, rd.To)
		}
		pts, ok := v.Points(rd)
		if !ok {
			continue
		}
		for k := 1; k < len(pts); k++ {
			if miles := math.Round(pts[k-1].Dist(pts[k]) / v.Mile); miles != 1 {
				r.add(l, "milestones", "steps must be 1 mile, got a gap of %v between %s and %s", miles, rd.Nodes()[k-1], rd.Nodes()[k])
			}
		}
	}
	if len(r.errs) > 0 {
		return
	}
	g := r.measures.roads(v)
	from := v.Roads[0].From
	dist := r.measures.milesFrom(v, from)
	for id := range nodes {
		if _, ok := dist[id]; !ok {
			r.add(valleyAt("road", -1, ""), "", "expected every place joined by road to every other, but no road reaches %s from %s", id, from)
		}
	}
	for _, id := range sortedKeys(g) {
		if len(g[id]) > DieFaces {
			r.add(valleyAt("road", -1, ""), "", "expected at most %d roads from a place, so a die can choose a blocked retreat's road, got %d from %s", DieFaces, len(g[id]), id)
		}
	}
	entrySpacing(r, d)
	entryRoads(r, d)
	ex := d.Examples.Movement
	if got, ok := r.measures.milesFrom(v, ex.From)[ex.To]; !ok || got != ex.Miles {
		r.add(exampleAt("movement"), "miles", "expected %s to %s to be %d miles by road on the board, as the example says, got %d", ex.From, ex.To, ex.Miles, got)
	}
	for i, c := range d.Examples.Combat {
		for _, side := range []ExampleSide{c.A, c.B} {
			if c.At == "" || side.From == "" {
				continue
			}
			if got, ok := r.measures.milesFrom(v, side.From)[c.At]; !ok || got > d.Game.Movement.Miles {
				r.add(combatExampleAt(i, c), "at", "expected %s within a season's march (%d miles) of %s by road, as the example has it, got %d", side.From, d.Game.Movement.Miles, c.At, got)
			}
		}
	}
	chokesOnMap(r, v)
}

func sortedKeys(g Graph) []string {
	ids := make([]string, 0, len(g))
	for id := range g {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// places are the nodes roads may end at: manors, houses and entry points.
func (v *Valley) places() map[string]bool {
	out := map[string]bool{}
	for _, m := range v.Manors {
		out[m.ID] = true
	}
	for _, h := range v.Houses {
		out[h.ID] = true
	}
	for _, e := range v.Entries {
		out[EntryNode(e.Number)] = true
	}
	return out
}

func entrySpacing(r *reporter, d *Data) {
	v := &d.Valley
	least, a, b := math.MaxInt, "", ""
	for i, e := range v.Entries {
		dist := r.measures.milesFrom(v, EntryNode(e.Number))
		for _, f := range v.Entries[i+1:] {
			if m := dist[EntryNode(f.Number)]; m < least {
				least, a, b = m, EntryNode(e.Number), EntryNode(f.Number)
			}
		}
	}
	if len(v.Entries) > 1 && least < v.EntryApart {
		r.add(valleyAt("", -1, ""), "entry_apart", "expected every two entry points at least %d miles apart by road, got %d between %s and %s", v.EntryApart, least, a, b)
	}
}

// entryRoads proves each entry point starts one road, to its manor, short enough for
// the first autumn's march into it (3: troops move into the first manor they come to).
func entryRoads(r *reporter, d *Data) {
	v := &d.Valley
	for i, e := range v.Entries {
		node := EntryNode(e.Number)
		var roads []Road
		for _, rd := range v.Roads {
			if rd.From == node || rd.To == node {
				roads = append(roads, rd)
			}
		}
		if len(roads) != 1 {
			r.add(entryAt(i, e), "", "expected one road from %s, to %s, got %d", node, e.Manor, len(roads))
			continue
		}
		rd := roads[0]
		if other := map[bool]string{true: rd.To, false: rd.From}[rd.From == node]; other != e.Manor {
			r.add(entryAt(i, e), "manor", "expected the road from %s to lead to %s, its first manor, got %s", node, e.Manor, other)
		}
		if rd.Miles() > d.Game.Movement.Miles {
			r.add(entryAt(i, e), "at", "expected %s within a season's march (%d miles) of %s, got %d miles", e.Manor, d.Game.Movement.Miles, node, rd.Miles())
		}
	}
}

// chokesOnMap proves the choke points are where the map shows them: every step over a
// river is a bridge and every bridge crosses one; a scarp step crosses the edge of high
// ground.
func chokesOnMap(r *reporter, v *Valley) {
	listed := map[[2]string]string{}
	for i, c := range v.Chokes {
		ri := slices.IndexFunc(v.Roads, func(rd Road) bool { return rd.ID == c.Road })
		if ri < 0 {
			r.add(chokeAt(i, c), "road", "expected a road of the board, got %q", c.Road)
			continue
		}
		rd := v.Roads[ri]
		if c.Step < 1 || c.Step > rd.Miles() {
			r.add(chokeAt(i, c), "step", "expected a step from 1 to %d, got %d", rd.Miles(), c.Step)
			continue
		}
		listed[[2]string{c.Road, fmt.Sprint(c.Step)}] = c.Kind
		switch c.Kind {
		case ChokeBridge:
			if !r.measures.crossings(v, ri)[c.Step-1] {
				r.add(chokeAt(i, c), "step", "a bridge must cross a river, but this step does not")
			}
		case ChokeScarp:
			if !v.overScarp(StepCurve(v.Curve(rd), c.Step)) {
				r.add(chokeAt(i, c), "step", "a scarp step must cross the edge of high ground, but this one does not")
			}
		}
	}
	for i, rd := range v.Roads {
		for k, crosses := range r.measures.crossings(v, i) {
			if crosses && listed[[2]string{rd.ID, fmt.Sprint(k + 1)}] != ChokeBridge {
				r.add(roadAt(i, rd), "milestones", "step %d crosses a river: expected a bridge choke for it", k+1)
			}
		}
	}
}

func (v *Valley) overScarp(step []Pt) bool {
	for _, a := range v.HighGround {
		if geom.LinesCross(step, geom.Closed(a.Outline)) > 0 {
			return true
		}
	}
	return false
}

// Road is the road with the id, or nil.
func (v *Valley) Road(id string) *Road {
	for i := range v.Roads {
		if v.Roads[i].ID == id {
			return &v.Roads[i]
		}
	}
	return nil
}

// valleyRiver proves the river touches the manors with river rights, and no other,
// and each river bank lies on the water.
func valleyRiver(r *reporter, d *Data) {
	v := &d.Valley
	if len(v.Rivers) == 0 {
		r.add(valleyAt("river", -1, ""), "", "expected the river on the board, got none")
		return
	}
	for i, m := range v.Manors {
		card := d.Manor(m.ID)
		if card == nil {
			continue
		}
		g := r.measures.gap(v, i, -1)
		switch {
		case card.River && g > touchRiver:
			r.add(mapManorAt(i, m), "boundary", "a manor with river rights must touch the river, but its boundary keeps %s off it", mm(g, riverFar))
		case !card.River && g < keepOff:
			r.add(mapManorAt(i, m), "boundary", "a manor without river rights must keep %.0f mm off the river, but its boundary comes within %.1f mm of it", keepOff, math.Max(g, 0))
		}
		for k, u := range m.Units {
			if u.Kind != UnitRiverBank {
				continue
			}
			if g := r.measures.gap(v, i, k); g > touchRiver {
				r.add(mapManorAt(i, m), fmt.Sprintf("unit[%d].outline", k), "a river bank must touch the river, but it keeps %s off it", mm(g, riverFar))
			}
		}
	}
}

func mm(d, far float64) string {
	if d >= far {
		return fmt.Sprintf("more than %.0f mm", far)
	}
	return fmt.Sprintf("%.1f mm", d)
}

// waters are the rivers as drawn, indexed for quick questions.
type waters struct {
	idx   []*geom.Index
	width []float64
}

func (v *Valley) water() waters {
	var w waters
	for _, rv := range v.Rivers {
		w.idx = append(w.idx, geom.NewIndex(20, rv.Stream()))
		w.width = append(w.width, rv.Width)
	}
	return w
}

// bank is the distance from p to the nearest river's bank (negative in the water), or
// limit when that is farther.
func (w waters) bank(p Pt, limit float64) float64 {
	d := limit
	for i, x := range w.idx {
		d = math.Min(d, x.Dist(p, limit+w.width[i]/2)-w.width[i]/2)
	}
	return d
}

// crosses reports whether the line crosses a river.
func (w waters) crosses(line []Pt) bool {
	for _, x := range w.idx {
		if x.Crosses(line) > 0 {
			return true
		}
	}
	return false
}

// Graph is the road network: each node's neighbours one mile away.
type Graph map[string][]string

// Adjacency builds the road network from the roads' steps, neighbours sorted so every
// walk over it is the same each run.
func (v *Valley) Adjacency() Graph {
	g := Graph{}
	for _, rd := range v.Roads {
		ns := rd.Nodes()
		for k := 1; k < len(ns); k++ {
			g[ns[k-1]] = append(g[ns[k-1]], ns[k])
			g[ns[k]] = append(g[ns[k]], ns[k-1])
		}
	}
	for _, ns := range g {
		sort.Strings(ns)
	}
	return g
}

// Miles is the road distance from one node to every node it reaches.
func (g Graph) Miles(from string) map[string]int {
	dist := map[string]int{from: 0}
	queue := []string{from}
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		for _, m := range g[n] {
			if _, seen := dist[m]; !seen {
				dist[m] = dist[n] + 1
				queue = append(queue, m)
			}
		}
	}
	return dist
}

// CheckRoom proves counters of the layout's size (mm) fit the board: a marker on every
// land unit's spot, inside the unit and off the roads, and a troop counter on every
// place of the roads without touching its neighbours. The layout is read after the
// data, so this is checked apart from Load.
func (d *Data) CheckRoom(size float64) error {
	r := &reporter{srcs: d.srcs}
	v := &d.Valley
	curves := make([][]Pt, len(v.Roads))
	for i, rd := range v.Roads {
		curves[i] = v.Curve(rd)
	}
	places := v.roadPlaces()
	for i, m := range v.Manors {
		for k, u := range m.Units {
			if why := v.unitRoom(u, size, curves, places); why != "" {
				r.add(mapManorAt(i, m), fmt.Sprintf("unit[%d].spot", k), "a %s counter (%s, counters.size) %s", mmSize(size), "layout/kit.toml", why)
			}
		}
	}
	for i, a := range places {
		for _, b := range places[i+1:] {
			if math.Max(math.Abs(a.at.X()-b.at.X()), math.Abs(a.at.Y()-b.at.Y())) < size {
				r.add(roadAt(a.road, v.Roads[a.road]), "milestones", "%s and %s are too close for two %s counters (layout/kit.toml counters.size)", a.id, b.id, mmSize(size))
			}
		}
	}
	return r.errs.sorted().OrNil()
}

func mmSize(size float64) string { return strings.TrimSuffix(fmt.Sprintf("%.1f", size), ".0") + " mm" }

// unitRoom says why a counter at the unit's spot does not fit, or "".
func (v *Valley) unitRoom(u LandUnit, size float64, curves [][]Pt, places []place) string {
	sq := geom.Square(u.Spot, size+1)
	if !geom.PolygonHolds(u.Outline, sq) {
		return "placed on the spot does not lie inside the unit with 0.5 mm to spare"
	}
	for _, c := range curves {
		if geom.LinesCross(c, geom.Closed(sq)) > 0 {
			return "placed on the spot lies on a road"
		}
	}
	for _, p := range places {
		if math.Max(math.Abs(p.at.X()-u.Spot.X()), math.Abs(p.at.Y()-u.Spot.Y())) < size {
			return "placed on the spot overlaps one standing at " + p.id
		}
	}
	return ""
}

// place is a node of the roads where troops stand.
type place struct {
	id   string
	at   Pt
	road int
}

// roadPlaces lists every node of the roads once, with the first road it is on.
func (v *Valley) roadPlaces() []place {
	seen := map[string]bool{}
	var out []place
	for i, rd := range v.Roads {
		pts, _ := v.Points(rd)
		for k, id := range rd.Nodes() {
			if !seen[id] {
				seen[id] = true
				out = append(out, place{id, pts[k], i})
			}
		}
	}
	return out
}
