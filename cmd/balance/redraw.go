package main

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/geom"
)

// The moves that redraw the board: a new road between two places that lie close, and
// an entry road moved to another manor. Each lays its road the way cmd/valleydraft drew
// the valley (a milestone every mile along a straight or gently bent line) and refuses a
// road the printed board could not carry: one crossing another road, running over a
// manor house, crowding a milestone or a counter's spot, or crossing the river twice.
// What the data itself checks (one mile a step, bridges over every crossing, the entry
// roads' spacing, the 1989 examples' distances, counters' room) is left to valid.

// Clearances of a drawn road, in mm, as cmd/valleydraft kept them.
const (
	passCentre  = 16   // a road keeps this far from a place it does not end at
	crowdNode   = 18   // a milestone keeps this far (either axis) from every other place
	stepRoom    = 17.5 // two places of one road are this far apart on either axis
	offRoad     = 10   // a milestone keeps this far from every other road
	offWater    = 9    // and from the river's bank
	forestProbe = 7    // a step is a forest pass when woods lie this far on both sides
)

// bends are the shapes a new road may take: straight, then its middle pushed aside by
// these shares of its length, the first that fits being the one drawn.
var bends = []float64{0, 0.08, -0.08, 0.16, -0.16, 0.24, -0.24, 0.32, -0.32}

// roadAdd lays a road between two places (manors or houses) that no road joins yet.
type roadAdd struct {
	From, To string
}

func (a roadAdd) String() string { return "add road " + a.From + "-" + a.To }

func (a roadAdd) apply(d *gamedata.Data) error {
	v := &d.Valley
	for _, r := range v.Roads {
		if r.From == a.From && r.To == a.To || r.From == a.To && r.To == a.From {
			return fmt.Errorf("road %s already joins them", r.ID)
		}
	}
	p, ok1 := placeAt(v, a.From)
	q, ok2 := placeAt(v, a.To)
	if !ok1 || !ok2 {
		return fmt.Errorf("%s or %s is not a manor or house of the board", a.From, a.To)
	}
	return layRoad(d, gamedata.Road{ID: a.From + "-" + a.To, From: a.From, To: a.To}, p, q)
}

// entryMove moves entry road N to start on the board's edge next to another manor and
// lead there: the manor becomes the road's first manor, the old one an ordinary manor.
type entryMove struct {
	N     int
	Manor string
}

func (m entryMove) String() string { return fmt.Sprintf("entry %d to %s", m.N, m.Manor) }

// entrySlides are how far the entry point may slide along the edge from the foot of its
// manor, in mm, the first that fits being the one drawn: where on the edge a road comes
// in changes nothing of the game but its drawing.
var entrySlides = []float64{0, 11, -11, 22, -22, 33, -33}

func (m entryMove) apply(d *gamedata.Data) error {
	v := &d.Valley
	i := slices.IndexFunc(v.Entries, func(e gamedata.Entry) bool { return e.Number == m.N })
	if i < 0 {
		return fmt.Errorf("no entry %d", m.N)
	}
	to, ok := placeAt(v, m.Manor)
	if !ok || d.Manor(m.Manor) == nil {
		return fmt.Errorf("no manor %q on the board", m.Manor)
	}
	if d.Manor(m.Manor).Entry {
		return fmt.Errorf("%s is an entry manor already", m.Manor)
	}
	old := v.Entries[i]
	node := gamedata.EntryNode(m.N)
	v.Roads = slices.DeleteFunc(slices.Clone(v.Roads), func(r gamedata.Road) bool {
		if r.From == node || r.To == node {
			v.Chokes = slices.DeleteFunc(slices.Clone(v.Chokes), func(c gamedata.Choke) bool { return c.Road == r.ID })
			return true
		}
		return false
	})
	d.Manor(old.Manor).Entry = false
	d.Manor(m.Manor).Entry = true
	v.Entries = slices.Clone(v.Entries)
	v.Entries[i].Manor = m.Manor
	var err error
	for _, slide := range entrySlides {
		v.Entries[i].At = edgePoint(v, old.At, to, slide)
		if err = layRoad(d, gamedata.Road{ID: node + "-" + m.Manor, From: node, To: m.Manor}, v.Entries[i].At, to); err == nil {
			return nil
		}
	}
	return err
}

// edgePoint is the point on the edge the entry stood on (the same side of the board,
// so the entries keep their order round the rim) facing the manor, slid by shift.
func edgePoint(v *gamedata.Valley, was, manor gamedata.Pt, shift float64) gamedata.Pt {
	round := func(x, hi float64) float64 { return math.Round(math.Min(math.Max(x, 0), hi)*10) / 10 }
	switch {
	case was.Y() == 0:
		return gamedata.Pt{round(manor.X()+shift, v.Width), 0}
	case was.Y() == v.Height:
		return gamedata.Pt{round(manor.X()+shift, v.Width), v.Height}
	case was.X() == 0:
		return gamedata.Pt{0, round(manor.Y()+shift, v.Height)}
	}
	return gamedata.Pt{v.Width, round(manor.Y()+shift, v.Height)}
}

// placeAt is where a manor's or house's centre stands.
func placeAt(v *gamedata.Valley, id string) (gamedata.Pt, bool) {
	for _, m := range v.Manors {
		if m.ID == id {
			return m.Centre, true
		}
	}
	for _, h := range v.Houses {
		if h.ID == id {
			return h.Centre, true
		}
	}
	return gamedata.Pt{}, false
}

// layRoad draws road from p to q in the first shape of bends that fits the board, and
// adds it with the choke points its steps cross.
func layRoad(d *gamedata.Data, road gamedata.Road, p, q gamedata.Pt) error {
	v := &d.Valley
	l, err := kitLayout()
	if err != nil {
		return err
	}
	why, first := "no shape", ""
	for _, extra := range []int{0, 1} {
		for _, bend := range bends {
			ms := mileStones(p, q, bend, extra, v.Mile)
			if ms == nil {
				continue
			}
			road.Milestones = ms
			road.Provenance = gamedata.Provenance{Source: gamedata.FromEdition}
			curve := geom.Curve(append(append([]gamedata.Pt{p}, ms...), q), gamedata.CurveSteps)
			if why = misfit(v, road, curve); why != "" {
				first = cmp.Or(first, why)
				continue
			}
			was := v.Roads
			v.Roads = append(slices.Clone(v.Roads), road)
			if why = respot(v, l.Counters.Size); why != "" {
				v.Roads = was
				continue
			}
			v.Chokes = append(slices.Clone(v.Chokes), chokesOf(v, road.ID, curve)...)
			return nil
		}
	}
	return fmt.Errorf("%s does not fit the board: %s", road.ID, cmp.Or(first, why)) // the straight road's reason reads best
}

// respot moves the marker spot of every land unit that a new road leaves no room on
// (the build's CheckRoom) to the nearest point of the unit that has room, a counter clear
// of the manor's other spots; it says which unit has none, or "".
func respot(v *gamedata.Valley, size float64) string {
	var curves [][]gamedata.Pt
	for _, r := range v.Roads {
		curves = append(curves, v.Curve(r))
	}
	places := boardPlaces(v)
	for i := range v.Manors {
		m := &v.Manors[i]
		for k := range m.Units {
			u := &m.Units[k]
			if spotRoom(m, k, u.Spot, size, curves, places, false) {
				continue
			}
			at, ok := nearestRoom(m, k, size, curves, places)
			if !ok {
				return fmt.Sprintf("no room for a marker on %s's unit %d", m.ID, k)
			}
			u.Spot = at
		}
	}
	return ""
}

// nearestRoom is the point of unit k, on a millimetre grid, nearest its spot where a
// marker has room.
func nearestRoom(m *gamedata.ManorLand, k int, size float64, curves [][]gamedata.Pt, places []boardPlace) (gamedata.Pt, bool) {
	u := m.Units[k]
	lo, hi := u.Outline[0], u.Outline[0]
	for _, p := range u.Outline {
		lo = gamedata.Pt{math.Min(lo[0], p[0]), math.Min(lo[1], p[1])}
		hi = gamedata.Pt{math.Max(hi[0], p[0]), math.Max(hi[1], p[1])}
	}
	best, found := gamedata.Pt{}, false
	for x := math.Ceil(lo[0]); x <= hi[0]; x++ {
		for y := math.Ceil(lo[1]); y <= hi[1]; y++ {
			p := gamedata.Pt{x, y}
			if found && p.Dist(u.Spot) >= best.Dist(u.Spot) || !spotRoom(m, k, p, size, curves, places, true) {
				continue
			}
			best, found = p, true
		}
	}
	return best, found
}

// spotRoom reports whether a marker on p fits unit k as the build asks (inside the unit
// with 0.5 mm to spare, off the roads, clear of every place's counter) and, with apart,
// clear of the manor's other markers (asked of a new spot only: the drawn ones stay).
func spotRoom(m *gamedata.ManorLand, k int, p gamedata.Pt, size float64, curves [][]gamedata.Pt, places []boardPlace, apart bool) bool {
	sq := geom.Square(p, size+1)
	if !geom.Inside(p, m.Boundary) || !geom.PolygonHolds(m.Units[k].Outline, sq) {
		return false
	}
	for _, c := range curves {
		if geom.LinesCross(c, geom.Closed(sq)) > 0 {
			return false
		}
	}
	for _, pl := range places {
		if chebyshev(pl.at, p) < size {
			return false
		}
	}
	for j, u := range m.Units {
		if apart && j != k && chebyshev(u.Spot, p) < size {
			return false
		}
	}
	return true
}

// mileStones divides the line from p to q, its middle pushed aside by bend times its
// length, into whole miles (extra more than its length rounds to), to 0.1 mm as map.toml writes them; nil when the steps would
// stray too far from a mile for the board's scale of miles to read true.
func mileStones(p, q gamedata.Pt, bend float64, extra int, mile float64) []gamedata.Pt {
	dir := q.Sub(p)
	ctrl := p.Lerp(q, 0.5).Add(gamedata.Pt{-dir[1], dir[0]}.Mul(bend))
	const k = 200
	line := make([]gamedata.Pt, k+1)
	for i := range line {
		t := float64(i) / k
		line[i] = p.Mul((1 - t) * (1 - t)).Add(ctrl.Mul(2 * t * (1 - t))).Add(q.Mul(t * t))
	}
	length := geom.Length(line)
	n := max(int(math.Round(length/mile))+extra, 2)
	var out []gamedata.Pt
	for m := 1; m < n; m++ {
		at := alongLine(line, length*float64(m)/float64(n))
		out = append(out, gamedata.Pt{math.Round(at[0]*10) / 10, math.Round(at[1]*10) / 10})
	}
	nodes := append(append([]gamedata.Pt{p}, out...), q)
	for i := 1; i < len(nodes); i++ {
		if s := nodes[i-1].Dist(nodes[i]) / mile; s < 0.72 || s > 1.4 {
			return nil
		}
	}
	return out
}

func alongLine(line []gamedata.Pt, s float64) gamedata.Pt {
	for i := 1; i < len(line); i++ {
		l := line[i-1].Dist(line[i])
		if s <= l {
			return line[i-1].Lerp(line[i], s/l)
		}
		s -= l
	}
	return line[len(line)-1]
}

// misfit says why a new road drawn as curve does not fit the board, or "".
func misfit(v *gamedata.Valley, road gamedata.Road, curve []gamedata.Pt) string {
	pts := append(append([]gamedata.Pt{curve[0]}, road.Milestones...), curve[len(curve)-1])
	for _, r := range v.Roads {
		rc := v.Curve(r)
		shares := r.From == road.From || r.From == road.To || r.To == road.From || r.To == road.To
		if !shares && geom.LinesCross(curve, rc) > 0 {
			return "crosses " + r.ID
		}
		if shares && len(curve) > 4 && len(rc) > 4 && geom.LinesCross(curve[2:len(curve)-2], rc[2:len(rc)-2]) > 0 {
			return "crosses " + r.ID + " near an end"
		}
		for _, m := range road.Milestones {
			if geom.LineDist(m, rc) < offRoad {
				return "a milestone on " + r.ID
			}
		}
	}
	for _, pl := range boardPlaces(v) {
		if pl.id != road.From && pl.id != road.To && !strings.HasPrefix(pl.id, "entry-") && geom.LineDist(pl.at, curve) < passCentre {
			return "passes " + pl.id
		}
		if pl.id == road.From || pl.id == road.To {
			continue // the road's own ends are held to stepRoom below
		}
		for _, m := range road.Milestones {
			if chebyshev(m, pl.at) < crowdNode {
				return "a milestone crowds " + pl.id
			}
		}
	}
	for k := 1; k < len(pts); k++ {
		if chebyshev(pts[k-1], pts[k]) < stepRoom {
			return "two places of the road too close for two counters"
		}
	}
	for _, rv := range v.Rivers {
		s := rv.Stream()
		if geom.LinesCross(curve, s) > 1 {
			return "crosses the river twice"
		}
		for _, m := range road.Milestones {
			if geom.LineDist(m, s) < offWater+rv.Width/2 {
				return "a milestone in the water's way"
			}
		}
	}
	return ""
}

type boardPlace struct {
	id string
	at gamedata.Pt
}

// boardPlaces are the places counters stand on: manor centres, houses, entry points and
// milestones.
func boardPlaces(v *gamedata.Valley) []boardPlace {
	var out []boardPlace
	for _, m := range v.Manors {
		out = append(out, boardPlace{m.ID, m.Centre})
	}
	for _, h := range v.Houses {
		out = append(out, boardPlace{h.ID, h.Centre})
	}
	for _, e := range v.Entries {
		out = append(out, boardPlace{gamedata.EntryNode(e.Number), e.At})
	}
	for _, r := range v.Roads {
		for k, m := range r.Milestones {
			out = append(out, boardPlace{gamedata.MilestoneNode(r.ID, k+1), m})
		}
	}
	return out
}

func chebyshev(a, b gamedata.Pt) float64 { return math.Max(math.Abs(a[0]-b[0]), math.Abs(a[1]-b[1])) }

// chokesOf are the choke points of a new road's steps, found as the valley's were: a
// bridge where a step crosses the river, a scarp where it climbs onto high ground, a
// forest pass where woods stand on both sides of its middle.
func chokesOf(v *gamedata.Valley, road string, curve []gamedata.Pt) []gamedata.Choke {
	var out []gamedata.Choke
	for k := 1; (k-1)*gamedata.CurveSteps+1 < len(curve); k++ {
		step := gamedata.StepCurve(curve, k)
		if kind := chokeKind(v, step); kind != "" {
			out = append(out, gamedata.Choke{Kind: kind, Road: road, Step: k, Provenance: gamedata.Provenance{Source: gamedata.FromEdition}})
		}
	}
	return out
}

func chokeKind(v *gamedata.Valley, step []gamedata.Pt) string {
	for _, rv := range v.Rivers {
		if geom.LinesCross(step, rv.Stream()) > 0 {
			return gamedata.ChokeBridge
		}
	}
	for _, a := range v.HighGround {
		if geom.LinesCross(step, geom.Closed(a.Outline)) > 0 {
			return gamedata.ChokeScarp
		}
	}
	mid := step[len(step)/2]
	dir := step[len(step)/2+1].Sub(step[len(step)/2-1])
	n := gamedata.Pt{-dir[1], dir[0]}.Mul(forestProbe / dir.Len())
	if wooded(v, mid.Add(n)) && wooded(v, mid.Sub(n)) {
		return gamedata.ChokeForest
	}
	return ""
}

// wooded reports whether a point lies in a wood or a manor's forest.
func wooded(v *gamedata.Valley, p gamedata.Pt) bool {
	for _, w := range v.Woods {
		if geom.Inside(p, w.Outline) {
			return true
		}
	}
	for _, m := range v.Manors {
		for _, u := range m.Units {
			if u.Kind == gamedata.UnitForest && geom.Inside(p, u.Outline) {
				return true
			}
		}
	}
	return false
}

// reach is how far apart, in miles as the crow flies, two places may be for a new road
// between them: a season's march, so that the road changes what a season can reach.
const reach = 6.5

// roadAdds are the new roads worth trying: between two places no road joins, at least
// one of them a manor of the parishes named, no more than reach apart, and nearer by the
// new road than by the roads already drawn.
func roadAdds(d *gamedata.Data, parishes []string) []move {
	v := &d.Valley
	g := v.Adjacency()
	places := boardPlaces(v)[:len(v.Manors)+len(v.Houses)]
	var out []move
	for i, a := range places {
		for _, b := range places[i+1:] {
			if !inParishes(d, a.id, parishes) && !inParishes(d, b.id, parishes) {
				continue
			}
			chord := a.at.Dist(b.at) / v.Mile
			if chord > reach {
				continue
			}
			if now, ok := g.Miles(a.id)[b.id]; ok && float64(now) <= math.Round(chord) {
				continue
			}
			from, to := min(a.id, b.id), max(a.id, b.id) // road ids name their ends in order
			out = append(out, roadAdd{from, to})
		}
	}
	return out
}

// entryMoves are the entry roads of the parishes named moved to another manor of the
// same land within a season's march of the same edge of the board, alone or with one of
// that manor's roads cut.
func entryMoves(d *gamedata.Data, parishes []string) []move {
	v := &d.Valley
	var out []move
	for _, e := range v.Entries {
		if !inParishes(d, e.Manor, parishes) {
			continue
		}
		for _, m := range v.Manors {
			if c := d.Manor(m.ID); c.Entry || c.Land() != d.Manor(e.Manor).Land() {
				continue // an entry manor pays the start example's income: the same land
			}
			if edgePoint(v, e.At, m.Centre, 0).Dist(m.Centre) > float64(d.Game.Movement.Miles)*v.Mile {
				continue
			}
			out = append(out, entryMove{e.Number, m.ID})
			for _, r := range v.Roads {
				if r.From == m.ID || r.To == m.ID { // a road in the new entry road's way
					out = append(out, together{roadCut{r.ID}, entryMove{e.Number, m.ID}})
				}
			}
		}
	}
	return out
}

func inParishes(d *gamedata.Data, id string, parishes []string) bool {
	m := d.Manor(id)
	return m != nil && slices.Contains(parishes, m.Parish)
}

// together is several moves made as one: a redraw whose parts only fit, or only make
// sense, with each other (an entry moved to a manor once a road in its way is cut).
type together []move

func (t together) String() string {
	var s []string
	for _, m := range t {
		s = append(s, m.String())
	}
	return strings.Join(s, " + ")
}

func (t together) apply(d *gamedata.Data) error {
	for _, m := range t {
		if err := m.apply(d); err != nil {
			return err
		}
	}
	return nil
}
