package main

import (
	"fmt"
	"math"
	"sort"

	"github.com/excalibur-kit/excalibur/internal/geom"
)

// valley is the draft as it is built.
type valley struct {
	manors  []manor
	boost   map[string]float64 // extra growth speed of cramped manors
	centres map[string]geom.Pt
	streams map[string][]geom.Pt // the rivers as drawn
	widths  map[string]float64
	r       *raster
	bank    []float64 // each cell's distance from the water, mm
	regions []region  // index+1 is the raster label
	roads   []road
	chokes  []choke
	shapes  map[int][]geom.Pt // traced outline of each region, by index
	bounds  map[string][]geom.Pt
}

// region is what a raster label stands for.
type region struct {
	kind  string // a land unit kind, "village", "house", "wood" or "hill"
	owner string // the manor or house id; the area id for woods and hills
	spot  geom.Pt
}

// draft drafts the valley, giving more land to the manors whose units did not all find
// room, until every unit has room or a few rounds have passed.
func draft(ms []manor) (*valley, []string) {
	boost := map[string]float64{}
	for round := 0; ; round++ {
		v := draftOnce(ms, boost)
		problems := v.problems()
		short := append(v.cramped(), v.strays()...)
		if len(short) == 0 || round == 6 {
			return v, problems
		}
		for _, id := range short {
			boost[id] += 0.15
		}
	}
}

// cramped lists the manors with a unit that has no room for a counter.
func (v *valley) cramped() []string {
	var out []string
	seen := map[string]bool{}
	for _, rg := range v.regions {
		if isUnit(rg.kind) && (rg.spot == geom.Pt{}) && !seen[rg.owner] {
			seen[rg.owner] = true
			out = append(out, rg.owner)
		}
	}
	return out
}

// strays lists the manors without river rights that border no other manor of their
// parish: given more land, they reach their neighbours.
func (v *valley) strays() []string {
	owner := func(i int) string {
		if l := v.r.lab[i]; l > 0 && v.regions[l-1].kind != "house" && v.regions[l-1].kind != "wood" && v.regions[l-1].kind != "hill" {
			return v.regions[l-1].owner
		}
		return ""
	}
	next := map[[2]string]bool{}
	for i := range v.r.lab {
		a := owner(i)
		if a == "" {
			continue
		}
		v.r.neighbours(i, func(j int) {
			if b := owner(j); b != "" && b != a {
				next[[2]string{a, b}] = true
			}
		})
	}
	var out []string
	for _, m := range v.manors {
		if m.River {
			continue
		}
		alone, mates := true, 0
		for _, n := range v.manors {
			if n.ID != m.ID && n.Parish == m.Parish {
				mates++
				if next[[2]string{m.ID, n.ID}] {
					alone = false
				}
			}
		}
		if alone && mates > 0 {
			out = append(out, m.ID)
		}
	}
	return out
}

func isUnit(kind string) bool {
	return kind == "strip" || kind == "pasture" || kind == "forest" || kind == "river-bank"
}

func draftOnce(ms []manor, boost map[string]float64) *valley {
	v := &valley{manors: ms, boost: boost, centres: map[string]geom.Pt{}, streams: map[string][]geom.Pt{},
		widths: map[string]float64{}, r: newRaster(), shapes: map[int][]geom.Pt{}, bounds: map[string][]geom.Pt{}}
	for _, rv := range rivers {
		pts := make([]geom.Pt, len(rv.via))
		for k, p := range rv.via {
			pts[k] = g(p[0], p[1])
		}
		v.streams[rv.id] = meander(geom.Curve(pts, 6), rv.id)
		v.widths[rv.id] = rv.width
	}
	v.bank = v.bankField()
	v.placeCentres()
	v.growLand()
	v.joinRoads()
	v.divideLand()
	v.growCountry()
	v.trace()
	v.settle()
	v.findChokes()
	return v
}

// meander adds a gentle wave across the river's line, so it winds between waypoints.
func meander(line []geom.Pt, id string) []geom.Pt {
	out := make([]geom.Pt, len(line))
	s := 0.0
	salt := uint64(len(id)) * 7
	for k, p := range line {
		if k > 0 {
			s += line[k-1].Dist(p)
		}
		if k == 0 || k == len(line)-1 {
			out[k] = p
			continue
		}
		d := line[min(k+1, len(line)-1)].Sub(line[max(k-1, 0)])
		n := geom.Pt{-d[1], d[0]}.Mul(1 / math.Max(d.Len(), 1e-9))
		amp := 3.5 * math.Sin(s/19+float64(salt)) * (0.6 + 0.8*noise(p, 60, salt))
		out[k] = p.Add(n.Mul(amp))
	}
	return geom.Curve(simplify(out, 0.3), 2)
}

// riverDist is the distance from p to the bank of the nearest river.
func (v *valley) riverDist(p geom.Pt) float64 {
	d := math.Inf(1)
	for id, s := range v.streams {
		d = math.Min(d, geom.LineDist(p, s)-v.widths[id]/2)
	}
	return d
}

// placeCentres puts each manor house in its square: river manors near the water,
// the others well away from it, none near an edge of the square.
func (v *valley) placeCentres() {
	for _, m := range v.manors {
		c, r := int(m.Map[0]-'A'), 0
		fmt.Sscan(m.Map[1:], &r)
		r--
		best, score := geom.Pt{}, math.Inf(-1)
		for i := 0; i <= 12; i++ {
			for j := 0; j <= 12; j++ {
				p := g(float64(c)+0.2+0.6*float64(i)/12, float64(r)+0.22+0.56*float64(j)/12)
				d := v.riverDist(p)
				s := -p.Dist(g(float64(c)+0.5, float64(r)+0.5)) / 8
				if m.River {
					s -= math.Abs(d-34) * 2
				} else {
					s += math.Min(d, 70)
				}
				s += 3 * hash01(uint64(i), uint64(j), uint64(c*31+r))
				if d < 22 {
					s = math.Inf(-1)
				}
				if s > score {
					best, score = p, s
				}
			}
		}
		v.centres[m.ID] = best
	}
	for _, h := range houses {
		v.centres[h.id] = g(h.at[0], h.at[1])
	}
}

func (v *valley) addRegion(kind, owner string) int32 {
	v.regions = append(v.regions, region{kind: kind, owner: owner})
	return int32(len(v.regions))
}

// inGrid says whether a cell lies inside the grid, a little in from its frame.
func (v *valley) inGrid(i int) bool {
	p := v.r.centre(i)
	return p[0] > gridX+3 && p[1] > gridY+3 && p[0] < gridX+columns*squareW-3 && p[1] < gridY+rows*squareH-3
}

// growLand lets each manor claim the land around its house: more land for more units,
// never across a river, and up to the bank only for manors with river rights.
func (v *valley) growLand() {
	bank := v.bank
	var srcs []source
	for _, m := range v.manors {
		l := v.addRegion("manor", m.ID)
		river := m.River
		srcs = append(srcs, source{label: l, seed: v.r.at(v.centres[m.ID]),
			speed: float64(m.units()+1)/5.5 + v.boost[m.ID], reach: 90,
			allow: func(i int) bool {
				return v.inGrid(i) && (bank[i] > 0.6 || (river && bank[i] > 0)) && (river || bank[i] > 7)
			}})
	}
	for _, h := range houses {
		l := v.addRegion("house", h.id)
		srcs = append(srcs, source{label: l, seed: v.r.at(v.centres[h.id]), speed: 0.8, reach: 26,
			allow: func(i int) bool { return v.inGrid(i) && bank[i] > 5 }})
	}
	v.r.grow(srcs, 1)
}

func (v *valley) manorIndex(id string) int {
	for k, m := range v.manors {
		if m.ID == id {
			return k
		}
	}
	return -1
}

func (v *valley) problems() []string {
	var out []string
	for k, m := range v.manors {
		l := int32(k + 1)
		_ = l
		touches := false
		for _, p := range v.bounds[m.ID] {
			if v.riverDist(p) < 1.5 {
				touches = true
				break
			}
		}
		if touches != m.River {
			out = append(out, fmt.Sprintf("%s: river rights %v but touches the river %v", m.ID, m.River, touches))
		}
	}
	for k, rg := range v.regions {
		if isUnit(rg.kind) {
			if (rg.spot == geom.Pt{}) {
				out = append(out, fmt.Sprintf("%s: a %s unit (region %d) has no room for a counter", rg.owner, rg.kind, k))
			}
		}
	}
	sort.Strings(out)
	return out
}

// bankField is each cell's distance from the water (a chamfer distance transform from
// the cells under the rivers).
func (v *valley) bankField() []float64 {
	w, h := v.r.w, v.r.h
	d := make([]float64, w*h)
	for i := range d {
		d[i] = math.Inf(1)
	}
	for id, s := range v.streams {
		rad := v.widths[id] / 2
		for k := 1; k < len(s); k++ {
			for t := 0.0; t <= 1; t += 0.25 {
				p := s[k-1].Lerp(s[k], t)
				for y := int((p[1] - rad) / cell); y <= int((p[1]+rad)/cell); y++ {
					for x := int((p[0] - rad) / cell); x <= int((p[0]+rad)/cell); x++ {
						if x >= 0 && y >= 0 && x < w && y < h && v.r.centre(y*w+x).Dist(p) <= rad {
							d[y*w+x] = 0
						}
					}
				}
			}
		}
	}
	const a, b = cell, cell * math.Sqrt2
	relax := func(i, j int, c float64) {
		if d[j]+c < d[i] {
			d[i] = d[j] + c
		}
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			i := y*w + x
			if x > 0 {
				relax(i, i-1, a)
			}
			if y > 0 {
				relax(i, i-w, a)
				if x > 0 {
					relax(i, i-w-1, b)
				}
				if x < w-1 {
					relax(i, i-w+1, b)
				}
			}
		}
	}
	for y := h - 1; y >= 0; y-- {
		for x := w - 1; x >= 0; x-- {
			i := y*w + x
			if x < w-1 {
				relax(i, i+1, a)
			}
			if y < h-1 {
				relax(i, i+w, a)
				if x < w-1 {
					relax(i, i+w+1, b)
				}
				if x > 0 {
					relax(i, i+w-1, b)
				}
			}
		}
	}
	return d
}
