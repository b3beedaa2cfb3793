package main

import (
	"container/heap"
	"math"

	"github.com/excalibur-kit/excalibur/internal/geom"
)

// raster is the board cut into cells, each with a label: 0 for open country, or the
// index+1 of a region (a land unit, a village, a house's grounds, a wood, a hill).
type raster struct {
	w, h int
	lab  []int32
}

func newRaster() *raster {
	w, h := int(math.Ceil(boardW/cell)), int(math.Ceil(boardH/cell))
	return &raster{w: w, h: h, lab: make([]int32, w*h)}
}

func (r *raster) at(p geom.Pt) int {
	x, y := int(p[0]/cell), int(p[1]/cell)
	x = min(max(x, 0), r.w-1)
	y = min(max(y, 0), r.h-1)
	return y*r.w + x
}

func (r *raster) centre(i int) geom.Pt {
	return geom.Pt{(float64(i%r.w) + 0.5) * cell, (float64(i/r.w) + 0.5) * cell}
}

// neighbours calls f with the 4-neighbours of cell i.
func (r *raster) neighbours(i int, f func(j int)) {
	x, y := i%r.w, i/r.w
	if x > 0 {
		f(i - 1)
	}
	if x < r.w-1 {
		f(i + 1)
	}
	if y > 0 {
		f(i - r.w)
	}
	if y < r.h-1 {
		f(i + r.w)
	}
}

// noise is smooth value noise in [0,1]: lattice values at every `scale` mm, blended.
func noise(p geom.Pt, scale float64, salt uint64) float64 {
	x, y := p[0]/scale, p[1]/scale
	x0, y0 := math.Floor(x), math.Floor(y)
	fx, fy := smooth(x-x0), smooth(y-y0)
	v := func(i, j float64) float64 { return hash01(uint64(int64(i)), uint64(int64(j)), salt) }
	a := v(x0, y0)*(1-fx) + v(x0+1, y0)*fx
	b := v(x0, y0+1)*(1-fx) + v(x0+1, y0+1)*fx
	return a*(1-fy) + b*fy
}

func smooth(t float64) float64 { return t * t * (3 - 2*t) }

// hash01 is a fixed pseudo-random value in [0,1) for a lattice point.
func hash01(i, j, salt uint64) float64 {
	h := i*0x9E3779B97F4A7C15 ^ j*0xC2B2AE3D27D4EB4F ^ (salt+seed)*0x165667B19E3779F9
	h ^= h >> 31
	h *= 0xBF58476D1CE4E5B9
	h ^= h >> 29
	return float64(h>>11) / float64(1<<53)
}

// source is one region growing over the raster from a seed cell.
type source struct {
	label int32
	seed  int
	speed float64 // larger regions grow faster
	reach float64 // and stop at this cost
	allow func(i int) bool
}

type item struct {
	cost float64
	cell int
	src  int
}
type queue []item

func (q queue) Len() int { return len(q) }
func (q queue) Less(a, b int) bool {
	return q[a].cost < q[b].cost || (q[a].cost == q[b].cost && q[a].cell < q[b].cell)
}
func (q queue) Swap(a, b int) { q[a], q[b] = q[b], q[a] }
func (q *queue) Push(x any)   { *q = append(*q, x.(item)) }
func (q *queue) Pop() any     { o := *q; it := o[len(o)-1]; *q = o[:len(o)-1]; return it }

// grow lets every source claim free cells (label 0) in order of cost, so neighbouring
// regions meet along a wandering border; cost is distance slowed by noise.
func (r *raster) grow(srcs []source, salt uint64) {
	q := &queue{}
	for k, s := range srcs {
		if r.lab[s.seed] == 0 {
			heap.Push(q, item{0, s.seed, k})
		}
	}
	for q.Len() > 0 {
		it := heap.Pop(q).(item)
		if r.lab[it.cell] != 0 {
			continue
		}
		s := srcs[it.src]
		r.lab[it.cell] = s.label
		r.around(it.cell, func(j int, d float64) {
			if r.lab[j] != 0 || !s.allow(j) {
				return
			}
			step := d * cell * (1 + 0.8*noise(r.centre(j), 22, salt)) / s.speed
			if c := it.cost + step; c <= s.reach {
				heap.Push(q, item{c, j, it.src})
			}
		})
	}
}

// cells lists the cells with the label.
func (r *raster) cells(label int32) []int {
	var out []int
	for i, l := range r.lab {
		if l == label {
			out = append(out, i)
		}
	}
	return out
}

// around calls f with the 8-neighbours of cell i and their distance in cells, so
// regions grow round rather than diamond-shaped.
func (r *raster) around(i int, f func(j int, d float64)) {
	x, y := i%r.w, i/r.w
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			nx, ny := x+dx, y+dy
			if (dx == 0 && dy == 0) || nx < 0 || ny < 0 || nx >= r.w || ny >= r.h {
				continue
			}
			d := 1.0
			if dx != 0 && dy != 0 {
				d = math.Sqrt2
			}
			f(ny*r.w+nx, d)
		}
	}
}
