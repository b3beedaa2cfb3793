package main

import (
	"fmt"
	"math"
	"os"
	"sort"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/geom"
)

// road is a drafted road: its ends and its nodes, ends included.
type road struct {
	id, from, to string
	nodes        []geom.Pt
	curve        []geom.Pt
}

type choke struct {
	kind string
	road string
	step int
}

// joinRoads joins neighbouring manors and houses (the relative neighbourhood graph:
// no third place is nearer both ends than they are to each other, so roads leave a
// place at wide angles) and lays each entry road from the edge to its manor.
func (v *valley) joinRoads() {
	ids := make([]string, 0, len(v.centres))
	for id := range v.centres {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	type pair struct {
		a, b string
		d    float64
	}
	var pairs []pair
	for i, a := range ids {
		for _, b := range ids[i+1:] {
			d := v.centres[a].Dist(v.centres[b])
			near := false
			for _, c := range ids {
				if c != a && c != b && math.Max(v.centres[a].Dist(v.centres[c]), v.centres[b].Dist(v.centres[c])) < d {
					near = true
					break
				}
			}
			if !near {
				pairs = append(pairs, pair{a, b, d})
			}
		}
	}
	sort.Slice(pairs, func(i, j int) bool { return pairs[i].d < pairs[j].d })
	for _, e := range entries {
		p := g(e.at[0], e.at[1])
		v.lay(gamedata.EntryNode(e.number), e.manor, p, v.centres[e.manor])
	}
	for _, n := range needed {
		v.lay(n[0], n[1], v.centres[n[0]], v.centres[n[1]])
	}
	for _, p := range pairs {
		if !v.joined(p.a, p.b) {
			v.lay(p.a, p.b, v.centres[p.a], v.centres[p.b])
		}
	}
	v.cutRoads()
	v.connect(ids)
}

// cutRoads takes the brief's cut roads off the network.
func (v *valley) cutRoads() {
	kept := v.roads[:0]
	for _, r := range v.roads {
		if !cut[r.id] {
			kept = append(kept, r)
		}
	}
	v.roads = kept
}

func (v *valley) joined(a, b string) bool {
	for _, r := range v.roads {
		if (r.from == a && r.to == b) || (r.from == b && r.to == a) {
			return true
		}
	}
	return false
}

// connect adds roads between the nearest places of separate parts of the network, until
// every place is joined to every other.
func (v *valley) connect(ids []string) {
	tried := map[[2]string]bool{}
	for {
		part := v.parts(ids)
		best, a, b := math.Inf(1), "", ""
		for _, x := range ids {
			for _, y := range ids {
				if x < y && part[x] != part[y] && !tried[[2]string{x, y}] && !cut[x+"-"+y] {
					if d := v.centres[x].Dist(v.centres[y]); d < best {
						best, a, b = d, x, y
					}
				}
			}
		}
		if a == "" {
			return
		}
		tried[[2]string{a, b}] = true
		v.lay(a, b, v.centres[a], v.centres[b])
	}
}

// parts numbers the connected parts of the road network.
func (v *valley) parts(ids []string) map[string]int {
	adj := map[string][]string{}
	for _, r := range v.roads {
		adj[r.from] = append(adj[r.from], r.to)
		adj[r.to] = append(adj[r.to], r.from)
	}
	part := map[string]int{}
	for k, id := range ids {
		if _, done := part[id]; done {
			continue
		}
		stack := []string{id}
		part[id] = k
		for len(stack) > 0 {
			n := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, m := range adj[n] {
				if _, done := part[m]; !done {
					part[m] = k
					stack = append(stack, m)
				}
			}
		}
	}
	return part
}

// lay tries bends and milestone spacings for a road from a to b and keeps the first
// that crosses no road, keeps off other places and off the water, and crosses each
// river at most once.
func (v *valley) lay(from, to string, a, b geom.Pt) {
	for _, extra := range []int{0, 1} {
		for _, slide := range []float64{0, 4, -4, 8, -8, 12, -12} {
			if v.try(from, to, v.bridged(a, b, slide, extra)) {
				return
			}
		}
	}
	for _, extra := range []int{0, 1, 2} {
		for _, bend := range []float64{0.07, -0.07, 0.13, -0.13, 0, 0.2, -0.2, 0.28, -0.28} {
			shifts := []float64{0, 0.2, -0.2, 0.35, -0.35}
			if c, ok := v.bridgeShift(a, b, bend, extra); ok {
				shifts = append([]float64{c}, shifts...)
			}
			for _, shift := range shifts {
				if v.try(from, to, milestones(a, b, bend, shift, extra)) {
					return
				}
			}
		}
	}
	fmt.Printf("no road from %s to %s\n", from, to)
}

func (v *valley) try(from, to string, nodes []geom.Pt) bool {
	if nodes == nil {
		return false
	}
	if n, ok := fixed[from+"-"+to]; ok && len(nodes)-1 != n {
		return false
	}
	curve := geom.Curve(nodes, gamedata.CurveSteps)
	if !v.fits(from, to, nodes, curve) {
		return false
	}
	v.roads = append(v.roads, road{id: from + "-" + to, from: from, to: to, nodes: nodes, curve: curve})
	return true
}

// bridgeShift is the shift of the milestones that puts the road's first river crossing
// in the middle of a step, so a bridge has a milestone on each bank.
func (v *valley) bridgeShift(a, b geom.Pt, bend float64, extra int) (float64, bool) {
	line := bent(a, b, bend)
	length := geom.Length(line)
	n := max(int(math.Round(length/mile))+extra, 2)
	s := 0.0
	for i := 1; i < len(line); i++ {
		for _, st := range v.streams {
			if geom.LinesCross(line[i-1:i+1], st) > 0 {
				d := s*float64(n)/length - 0.5
				d -= math.Round(d)
				return d, true
			}
		}
		s += line[i-1].Dist(line[i])
	}
	return 0, false
}

// bridged lays a road that crosses a river square on: milestones on either bank, a
// bridge between, and the approaches divided into miles; slide moves the bridge along
// the river. It is nil when the straight line from a to b does not cross one river once.
func (v *valley) bridged(a, b geom.Pt, slide float64, extra int) []geom.Pt {
	var x, tan geom.Pt
	width, found := 0.0, 0
	for id, st := range v.streams {
		for i := 1; i < len(st); i++ {
			if geom.SegmentsCross(a, b, st[i-1], st[i]) {
				found++
				d := st[i].Sub(st[i-1])
				tan = d.Mul(1 / d.Len())
				x = st[i-1].Add(d.Mul(0.5))
				width = v.widths[id]
				for k := i; slide != 0 && k > 0 && k < len(st)-1; {
					if x.Dist(st[i-1].Add(d.Mul(0.5))) >= math.Abs(slide) {
						break
					}
					if slide > 0 {
						k++
					} else {
						k--
					}
					x = st[k]
				}
			}
		}
	}
	if found != 1 {
		return nil
	}
	n := geom.Pt{-tan[1], tan[0]}
	if n.Dot(b.Sub(a)) < 0 {
		n = n.Mul(-1)
	}
	ha := x.Sub(n.Mul(width/2 + 10))
	hb := x.Add(n.Mul(width/2 + 10))
	first := miles(a, ha, 0)
	last := miles(hb, b, extra)
	if first == nil || last == nil {
		return nil
	}
	return append(first, last...)
}

// miles divides the straight line from a to b into whole miles, b a milestone.
func miles(a, b geom.Pt, extra int) []geom.Pt {
	n := int(math.Round(a.Dist(b)/mile)) + extra
	if n < 1 {
		return nil
	}
	out := []geom.Pt{a}
	for k := 1; k <= n; k++ {
		out = append(out, a.Lerp(b, float64(k)/float64(n)))
	}
	if s := a.Dist(b) / float64(n) / mile; s < 0.72 || s > 1.4 {
		return nil
	}
	return out
}

// bent is the quadratic curve from a to b whose middle is pushed aside by bend times
// the distance.
func bent(a, b geom.Pt, bend float64) []geom.Pt {
	d := b.Sub(a)
	ctrl := a.Lerp(b, 0.5).Add(geom.Pt{-d[1], d[0]}.Mul(bend))
	const k = 200
	line := make([]geom.Pt, k+1)
	for i := range line {
		t := float64(i) / k
		line[i] = a.Mul((1 - t) * (1 - t)).Add(ctrl.Mul(2 * t * (1 - t))).Add(b.Mul(t * t))
	}
	return line
}

// milestones places a milestone every mile along a bent line from a to b; shift moves
// them all along by that share of a mile.
func milestones(a, b geom.Pt, bend, shift float64, extra int) []geom.Pt {
	line := bent(a, b, bend)
	length := geom.Length(line)
	n := int(math.Round(length/mile)) + extra
	if n < 2 {
		n = 2
	}
	nodes := []geom.Pt{a}
	for m := 1; m < n; m++ {
		nodes = append(nodes, along(line, length*(float64(m)+shift)/float64(n)))
	}
	nodes = append(nodes, b)
	for i := 1; i < len(nodes); i++ {
		if s := nodes[i-1].Dist(nodes[i]) / mile; s < 0.72 || s > 1.4 {
			return nil
		}
	}
	return nodes
}

func along(line []geom.Pt, s float64) geom.Pt {
	for i := 1; i < len(line); i++ {
		l := line[i-1].Dist(line[i])
		if s <= l {
			return line[i-1].Lerp(line[i], s/l)
		}
		s -= l
	}
	return line[len(line)-1]
}

func (v *valley) fits(from, to string, nodes, curve []geom.Pt) bool {
	why := v.misfit(from, to, nodes, curve)
	if why != "" && debugRoad == from+"-"+to {
		fmt.Println(from, to, len(nodes), why)
	}
	return why == ""
}

var debugRoad = os.Getenv("VALLEYDRAFT_ROAD")

// misfit says why a road does not fit, or "".
func (v *valley) misfit(from, to string, nodes, curve []geom.Pt) string {
	for _, r := range v.roads {
		if geom.LinesCross(curve, r.curve) > 0 && r.from != from && r.to != to && r.from != to && r.to != from {
			return "crosses " + r.id
		}
		if sharesEnd(r, from, to) && geom.LinesCross(curve[2:len(curve)-2], r.curve[2:len(r.curve)-2]) > 0 {
			return "crosses " + r.id + " near an end"
		}
	}
	for id, c := range v.centres {
		if id != from && id != to && geom.LineDist(c, curve) < 16 {
			return "passes " + id
		}
	}
	for _, s := range v.streams {
		if geom.LinesCross(curve, s) > 1 {
			return "crosses a river twice"
		}
	}
	for k := 1; k < len(nodes); k++ {
		if chebyshev(nodes[k-1], nodes[k]) < 17.5 {
			return "two places of the road too close for two counters"
		}
	}
	for _, p := range nodes[1 : len(nodes)-1] {
		if d := v.riverDist(p); d < 9 {
			return fmt.Sprintf("milestone %.0f mm from the water", d)
		}
		for _, q := range v.allNodes() {
			if chebyshev(p, q) < 18 {
				return fmt.Sprintf("milestone %v crowds another at %v", p, q)
			}
		}
		for _, r := range v.roads {
			if geom.LineDist(p, r.curve) < 10 {
				return "milestone on " + r.id
			}
		}
	}
	return ""
}

func chebyshev(a, b geom.Pt) float64 { return math.Max(math.Abs(a[0]-b[0]), math.Abs(a[1]-b[1])) }

func sharesEnd(r road, from, to string) bool {
	return r.from == from || r.to == to || r.from == to || r.to == from
}

// allNodes lists every place a counter may stand: houses, manors, entries, milestones.
func (v *valley) allNodes() []geom.Pt {
	var out []geom.Pt
	for _, c := range v.centres {
		out = append(out, c)
	}
	for _, r := range v.roads {
		out = append(out, r.nodes[1:len(r.nodes)-1]...)
	}
	return out
}

func (v *valley) bridges() int {
	n := 0
	for _, c := range v.chokes {
		if c.kind == gamedata.ChokeBridge {
			n++
		}
	}
	return n
}

// findChokes marks the road sections where few can fight: bridges over a river,
// sections through a scarp (the edge of high ground), and sections with woods on both
// sides.
func (v *valley) findChokes() {
	for _, r := range v.roads {
		for k := 1; k < len(r.nodes); k++ {
			step := gamedata.StepCurve(r.curve, k)
			if kind := v.chokeKind(step); kind != "" {
				v.chokes = append(v.chokes, choke{kind, r.id, k})
			}
		}
	}
}

func (v *valley) chokeKind(step []geom.Pt) string {
	for _, s := range v.streams {
		if geom.LinesCross(step, s) > 0 {
			return gamedata.ChokeBridge
		}
	}
	for k, rg := range v.regions {
		if rg.kind == "hill" && geom.LinesCross(step, geom.Closed(v.shapes[k])) > 0 {
			return gamedata.ChokeScarp
		}
	}
	mid := step[len(step)/2]
	d := step[len(step)/2+1].Sub(step[len(step)/2-1])
	n := geom.Pt{-d[1], d[0]}.Mul(7 / d.Len())
	if v.wooded(mid.Add(n)) && v.wooded(mid.Sub(n)) {
		return gamedata.ChokeForest
	}
	return ""
}

func (v *valley) wooded(p geom.Pt) bool {
	for k, rg := range v.regions {
		if (rg.kind == "wood" || rg.kind == gamedata.UnitForest) && geom.Inside(p, v.shapes[k]) {
			return true
		}
	}
	return false
}
