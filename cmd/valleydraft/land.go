package main

import (
	"container/heap"
	"math"
	"sort"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/geom"
)

const (
	counter = 15.875 // the layout's counter, 5/8 inch
	village = 8.0    // radius of the village round the manor house, mm
	room    = 9.0    // half the side of the square a land unit must hold round its spot
	// (a 5/8" counter, a millimetre's clearance, and the smoothing of the outline)
)

// divideLand cuts each manor's land into the units of its card: compact pieces of
// about equal size round the village, the one by the water its river bank, the
// outermost its forests, the nearest the village its strip fields.
func (v *valley) divideLand() {
	road := v.roadMask()
	for k, m := range v.manors {
		cells := v.r.cells(int32(k + 1))
		c := v.centres[m.ID]
		vil := v.addRegion("village", m.ID)
		var land []int
		for _, i := range cells {
			if v.r.centre(i).Dist(c) <= village {
				v.r.lab[i] = vil
			} else {
				land = append(land, i)
			}
		}
		parts, spots := v.cluster(land, m, road)
		kinds := v.kinds(parts, m)
		for p, cs := range parts {
			l := v.addRegion(kinds[p], m.ID)
			for _, i := range cs {
				v.r.lab[i] = l
			}
			if p < len(spots) {
				v.regions[l-1].spot = spots[p]
			}
		}
	}
}

// cluster divides the cells into the manor's number of units. It first places a
// marker's square for each unit, as far apart as they go (the river bank's by the
// water), then grows every unit from its square, so each unit holds its square.
func (v *valley) cluster(land []int, m manor, road []bool) ([][]int, []geom.Pt) {
	n := m.units()
	in := map[int]bool{}
	for _, i := range land {
		in[i] = true
	}
	fits := v.squares(land, in, road)
	if len(fits) == 0 {
		return [][]int{land}, nil
	}
	spots := v.place(fits, m, n, false)
	if len(spots) < n {
		if tight := v.place(fits, m, n, true); len(tight) > len(spots) {
			spots = tight
		}
	}
	h := int(math.Ceil(room / cell))
	var seeds [][]int
	var at []geom.Pt
	for _, s := range spots {
		var sq []int
		for dy := -h; dy <= h; dy++ {
			for dx := -h; dx <= h; dx++ {
				sq = append(sq, s+dy*v.r.w+dx)
			}
		}
		seeds = append(seeds, sq)
		at = append(at, v.r.centre(s))
	}
	for len(seeds) < n { // no room left: the draft reports the unit
		seeds = append(seeds, nil)
		at = append(at, geom.Pt{})
	}
	return v.voronoi(seeds, in), at
}

// place chooses up to n cells whose squares do not overlap: spread out (each as far
// from the others as it goes) or, tight, each next to the last, which packs more.
func (v *valley) place(fits []int, m manor, n int, tight bool) []int {
	h := int(math.Ceil(room / cell))
	var spots []int
	apart := func(i int) bool {
		for _, s := range spots {
			if max(abs(i%v.r.w-s%v.r.w), abs(i/v.r.w-s/v.r.w)) <= 2*h {
				return false
			}
		}
		return true
	}
	for len(spots) < n {
		var pick func(i int) float64
		switch {
		case m.River && len(spots) == 0:
			pick = func(i int) float64 { return v.bank[i] }
		case tight:
			pick = func(i int) float64 {
				if len(spots) == 0 {
					return -v.r.centre(i).Dist(v.centres[m.ID])
				}
				d := math.Inf(1)
				for _, s := range spots {
					d = math.Min(d, v.r.centre(i).Dist(v.r.centre(s)))
				}
				return d
			}
		default:
			pick = func(i int) float64 {
				d := v.r.centre(i).Dist(v.centres[m.ID]) / 4
				for _, s := range spots {
					d = math.Min(d, v.r.centre(i).Dist(v.r.centre(s)))
				}
				return -d
			}
		}
		var ok []int
		for _, i := range fits {
			if apart(i) {
				ok = append(ok, i)
			}
		}
		if len(ok) == 0 {
			break
		}
		spots = append(spots, argmin(ok, pick))
	}
	return spots
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// squares lists the cells round which a marker's square lies on the manor's land and
// off the roads.
func (v *valley) squares(land []int, in map[int]bool, road []bool) []int {
	h := int(math.Ceil(room / cell))
	var out []int
	for _, i := range land {
		x, y := i%v.r.w, i/v.r.w
		ok := x >= h && y >= h && x+h < v.r.w && y+h < v.r.h
		for dy := -h; ok && dy <= h; dy++ {
			for dx := -h; dx <= h; dx++ {
				j := (y+dy)*v.r.w + x + dx
				if !in[j] || road[j] {
					ok = false
					break
				}
			}
		}
		if ok {
			out = append(out, i)
		}
	}
	return out
}

// offRoad keeps the cells a marker may cover.
func offRoad(cs []int, road []bool) []int {
	var out []int
	for _, i := range cs {
		if !road[i] {
			out = append(out, i)
		}
	}
	return out
}

// voronoi grows each seed over the cells in `in`, nearest first, each up to a fair
// share of the land, so the units come out of about equal size; what is left over goes
// to its nearest unit in a second round.
func (v *valley) voronoi(seeds [][]int, in map[int]bool) [][]int {
	owner := map[int]int{}
	size := make([]int, len(seeds))
	share := int(1.1*float64(len(in))/float64(max(len(seeds), 1))) + 1
	for _, capped := range []bool{true, false} {
		q := &queue{}
		for k, sq := range seeds {
			for _, s := range sq {
				if o, done := owner[s]; !done || o == k {
					heap.Push(q, item{0, s, k})
				}
			}
		}
		if !capped {
			for i, k := range owner {
				heap.Push(q, item{0, i, k})
			}
		}
		claimed := map[int]bool{}
		for q.Len() > 0 {
			it := heap.Pop(q).(item)
			if claimed[it.cell] {
				continue
			}
			if o, done := owner[it.cell]; done && o != it.src {
				continue
			}
			if _, done := owner[it.cell]; !done {
				if capped && size[it.src] >= share {
					continue
				}
				owner[it.cell] = it.src
				size[it.src]++
			}
			claimed[it.cell] = true
			v.r.around(it.cell, func(j int, d float64) {
				if _, done := owner[j]; !done && in[j] {
					heap.Push(q, item{it.cost + d, j, it.src})
				}
			})
		}
	}
	parts := make([][]int, len(seeds))
	for i, p := range owner {
		parts[p] = append(parts[p], i)
	}
	for _, cs := range parts {
		sort.Ints(cs)
	}
	return parts
}

func argmin(cells []int, f func(i int) float64) int {
	best, at := math.Inf(1), cells[0]
	for _, i := range cells {
		if d := f(i); d < best {
			best, at = d, i
		}
	}
	return at
}

// kinds names each piece: river bank (the first piece of a river manor), then forests
// the farthest out, strip fields the nearest the village, pasture between.
func (v *valley) kinds(parts [][]int, m manor) []string {
	kinds := make([]string, len(parts))
	first := 0
	if m.River {
		kinds[0] = gamedata.UnitRiverBank
		first = 1
	}
	order := []int{}
	for p := first; p < len(parts); p++ {
		order = append(order, p)
	}
	dist := func(p int) float64 {
		s := 0.0
		for _, i := range parts[p] {
			s += v.r.centre(i).Dist(v.centres[m.ID])
		}
		return s / float64(max(len(parts[p]), 1))
	}
	sort.SliceStable(order, func(a, b int) bool { return dist(order[a]) > dist(order[b]) })
	for k, p := range order {
		switch {
		case k < m.Forest:
			kinds[p] = gamedata.UnitForest
		case k < m.Forest+m.Pasture:
			kinds[p] = gamedata.UnitPasture
		default:
			kinds[p] = gamedata.UnitStrip
		}
	}
	return kinds
}

// roadMask marks the cells a marker must not cover: the roads and the places troops
// stand on.
func (v *valley) roadMask() []bool {
	mask := make([]bool, len(v.r.lab))
	nodes := v.allNodes()
	for i := range mask {
		p := v.r.centre(i)
		for _, n := range nodes {
			if math.Max(math.Abs(p[0]-n[0]), math.Abs(p[1]-n[1])) < 8.5 {
				mask[i] = true
			}
		}
	}
	for _, r := range v.roads {
		for _, p := range r.curve {
			for dy := -4.0; dy <= 4; dy++ {
				for dx := -4.0; dx <= 4; dx++ {
					mask[v.r.at(p.Add(geom.Pt{dx, dy}))] = true
				}
			}
		}
	}
	return mask
}

// growCountry raises the hills over open country and plants woods where the noise is
// high, keeping both off the water.
func (v *valley) growCountry() {
	open := func(i int) bool { return v.inGrid(i) && v.bank[i] > 4 }
	var srcs []source
	for k, h := range hills {
		l := v.addRegion("hill", "hill-"+string(rune('a'+k)))
		srcs = append(srcs, source{label: l, seed: v.r.at(g(h[0], h[1])), speed: 1, reach: 42, allow: open})
	}
	v.r.grow(srcs, 3)
	seen := make([]bool, len(v.r.lab))
	n := 0
	for i := range v.r.lab {
		if seen[i] || v.r.lab[i] != 0 || !open(i) || noise(v.r.centre(i), 40, 7) < 0.6 {
			continue
		}
		comp := v.flood(i, seen, func(j int) bool {
			return v.r.lab[j] == 0 && open(j) && noise(v.r.centre(j), 40, 7) >= 0.6
		})
		if len(comp) < 500 {
			continue
		}
		n++
		l := v.addRegion("wood", "wood-"+itoa(n))
		for _, j := range comp {
			v.r.lab[j] = l
		}
	}
}

func itoa(n int) string {
	s := ""
	for ; n > 0 || s == ""; n /= 10 {
		s = string(rune('0'+n%10)) + s
	}
	return s
}

func (v *valley) flood(start int, seen []bool, ok func(int) bool) []int {
	stack := []int{start}
	seen[start] = true
	var out []int
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		out = append(out, i)
		v.r.neighbours(i, func(j int) {
			if !seen[j] && ok(j) {
				seen[j] = true
				stack = append(stack, j)
			}
		})
	}
	return out
}

// trace draws every region's outline, and each manor's boundary round all its pieces.
func (v *valley) trace() {
	t := newTracer(v.r)
	present := map[int32]bool{}
	for _, l := range v.r.lab {
		present[l] = true
	}
	for k := range v.regions {
		l := int32(k + 1)
		if present[l] {
			v.shapes[k] = t.outline(func(i int) bool { return v.r.lab[i] == l })
		}
	}
	for _, m := range v.manors {
		own := map[int32]bool{}
		for k, rg := range v.regions {
			if rg.owner == m.ID && rg.kind != "manor" {
				own[int32(k+1)] = true
			}
		}
		v.bounds[m.ID] = t.outline(func(i int) bool { return own[v.r.lab[i]] })
	}
}

// settle moves each unit's spot, where it must, to where a counter with a little to
// spare lies inside the unit's smoothed outline and off the roads: the raster's square
// can lose a sliver to the smoothing.
func (v *valley) settle() {
	var curves [][]geom.Pt
	for _, r := range v.roads {
		curves = append(curves, r.curve)
	}
	nodes := v.allNodes()
	for _, r := range v.roads {
		nodes = append(nodes, r.nodes[0], r.nodes[len(r.nodes)-1])
	}
	fits := func(p geom.Pt, outline []geom.Pt) bool {
		sq := geom.Square(p, counter+1.6)
		if !geom.PolygonHolds(outline, sq) {
			return false
		}
		for _, c := range curves {
			if geom.LinesCross(c, geom.Closed(sq)) > 0 {
				return false
			}
		}
		for _, n := range nodes {
			if chebyshev(n, p) < counter+0.6 {
				return false
			}
		}
		return true
	}
	for k := range v.regions {
		rg := &v.regions[k]
		if !isUnit(rg.kind) || (rg.spot == geom.Pt{}) || fits(rg.spot, v.shapes[k]) {
			continue
		}
		cells := v.r.cells(int32(k + 1))
		sort.Slice(cells, func(a, b int) bool {
			return v.r.centre(cells[a]).Dist(rg.spot) < v.r.centre(cells[b]).Dist(rg.spot)
		})
		moved := false
		for _, i := range cells {
			if p := v.r.centre(i); fits(p, v.shapes[k]) {
				rg.spot, moved = p, true
				break
			}
		}
		if !moved {
			rg.spot = geom.Pt{}
		}
	}
}
