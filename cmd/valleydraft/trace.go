package main

import (
	"math"

	"github.com/excalibur-kit/excalibur/internal/geom"
)

// Tracing turns regions of cells into smooth polygons. Borders are cut into chains
// between junctions (corners where three regions meet); each chain is smoothed once and
// shared by the regions on both sides, so neighbouring outlines meet exactly.
type tracer struct {
	r      *raster
	chains map[[3]int][]geom.Pt
}

func newTracer(r *raster) *tracer { return &tracer{r: r, chains: map[[3]int][]geom.Pt{}} }

func (t *tracer) label(x, y int) int32 {
	if x < 0 || y < 0 || x >= t.r.w || y >= t.r.h {
		return 0
	}
	return t.r.lab[y*t.r.w+x]
}

// junction reports whether corner (x, y) is where more than two regions meet, or two
// meet corner to corner.
func (t *tracer) junction(x, y int) bool {
	a, b := t.label(x-1, y-1), t.label(x, y-1)
	c, d := t.label(x-1, y), t.label(x, y)
	deg := 0
	for _, diff := range []bool{a != b, c != d, a != c, b != d} {
		if diff {
			deg++
		}
	}
	return deg >= 3
}

func (t *tracer) vertex(x, y int) int { return y*(t.r.w+1) + x }
func (t *tracer) xy(v int) (int, int) { return v % (t.r.w + 1), v / (t.r.w + 1) }

// outline traces the outer border of the cells for which in is true (they must be
// connected) and returns it smoothed, clockwise on the page.
func (t *tracer) outline(in func(i int) bool) []geom.Pt {
	next := map[int][]int{}
	add := func(a, b int) { next[a] = append(next[a], b) }
	for i := range t.r.lab {
		if !in(i) {
			continue
		}
		x, y := i%t.r.w, i/t.r.w
		out := func(dx, dy int) bool {
			nx, ny := x+dx, y+dy
			return nx < 0 || ny < 0 || nx >= t.r.w || ny >= t.r.h || !in(ny*t.r.w+nx)
		}
		if out(0, -1) {
			add(t.vertex(x, y), t.vertex(x+1, y))
		}
		if out(1, 0) {
			add(t.vertex(x+1, y), t.vertex(x+1, y+1))
		}
		if out(0, 1) {
			add(t.vertex(x+1, y+1), t.vertex(x, y+1))
		}
		if out(-1, 0) {
			add(t.vertex(x, y+1), t.vertex(x, y))
		}
	}
	var best []int
	for len(next) > 0 {
		loop := t.walk(next)
		if len(loop) > len(best) {
			best = loop
		}
	}
	return t.smoothLoop(best)
}

// walk follows directed border edges from the smallest remaining vertex round to it,
// using up the edges it follows.
func (t *tracer) walk(next map[int][]int) []int {
	start := math.MaxInt
	for v := range next {
		start = min(start, v)
	}
	loop := []int{start}
	v, prev := start, -1
	for {
		outs := next[v]
		k := 0
		if len(outs) > 1 && prev >= 0 { // a pinch: turn right, keeping the region whole
			k = t.rightmost(prev, v, outs)
		}
		w := outs[k]
		outs = append(outs[:k:k], outs[k+1:]...)
		if len(outs) == 0 {
			delete(next, v)
		} else {
			next[v] = outs
		}
		if w == start {
			return loop
		}
		loop = append(loop, w)
		prev, v = v, w
	}
}

func (t *tracer) rightmost(prev, v int, outs []int) int {
	px, py := t.xy(prev)
	vx, vy := t.xy(v)
	dx, dy := vx-px, vy-py
	for k, w := range outs {
		wx, wy := t.xy(w)
		if (wx-vx)*dy-(wy-vy)*dx < 0 { // clockwise turn in page coordinates
			return k
		}
	}
	return 0
}

// smoothLoop cuts the loop at junctions and joins the smoothed chains.
func (t *tracer) smoothLoop(loop []int) []geom.Pt {
	cut := -1
	for k, v := range loop {
		if x, y := t.xy(v); t.junction(x, y) {
			cut = k
			break
		}
	}
	if cut < 0 { // an island in one region: one closed chain
		return t.chain(append(loop, loop[0]))[1:]
	}
	loop = append(loop[cut:], loop[:cut]...)
	loop = append(loop, loop[0])
	var out []geom.Pt
	from := 0
	for k := 1; k < len(loop); k++ {
		if x, y := t.xy(loop[k]); t.junction(x, y) || k == len(loop)-1 {
			c := t.chain(loop[from : k+1])
			if len(out) > 0 {
				c = c[1:]
			}
			out = append(out, c...)
			from = k
		}
	}
	return out[:len(out)-1]
}

// chain smooths a run of vertices between two junctions, the same way whichever way
// round it is asked for.
func (t *tracer) chain(vs []int) []geom.Pt {
	n := len(vs)
	fwd := [3]int{vs[0], vs[1], vs[n-1]}
	rev := [3]int{vs[n-1], vs[n-2], vs[0]}
	reversed := rev[0] < fwd[0] || (rev[0] == fwd[0] && rev[1] < fwd[1])
	key := fwd
	if reversed {
		key = rev
	}
	c, ok := t.chains[key]
	if !ok {
		run := vs
		if reversed {
			run = reverse(vs)
		}
		pts := make([]geom.Pt, len(run))
		for k, v := range run {
			x, y := t.xy(v)
			pts[k] = geom.Pt{float64(x) * cell, float64(y) * cell}
		}
		c = chaikin(chaikin(simplify(pts, 1.1)))
		t.chains[key] = c
	}
	if reversed {
		return reverseP(c)
	}
	return c
}

func reverse(vs []int) []int {
	out := make([]int, len(vs))
	for k, v := range vs {
		out[len(vs)-1-k] = v
	}
	return out
}

func reverseP(ps []geom.Pt) []geom.Pt {
	out := make([]geom.Pt, len(ps))
	for k, p := range ps {
		out[len(ps)-1-k] = p
	}
	return out
}

// simplify is Douglas-Peucker: it drops points within tol of the line kept.
func simplify(ps []geom.Pt, tol float64) []geom.Pt {
	if len(ps) < 3 {
		return ps
	}
	far, at := 0.0, 0
	for k := 1; k < len(ps)-1; k++ {
		if d := geom.SegDist(ps[k], ps[0], ps[len(ps)-1]); d > far {
			far, at = d, k
		}
	}
	if far <= tol {
		return []geom.Pt{ps[0], ps[len(ps)-1]}
	}
	a := simplify(ps[:at+1], tol)
	return append(a[:len(a)-1], simplify(ps[at:], tol)...)
}

// chaikin cuts the corners of an open line, keeping its ends.
func chaikin(ps []geom.Pt) []geom.Pt {
	if len(ps) < 3 {
		return ps
	}
	out := []geom.Pt{ps[0]}
	for k := 0; k+1 < len(ps); k++ {
		a, b := ps[k], ps[k+1]
		if k > 0 {
			out = append(out, a.Lerp(b, 0.25))
		}
		if k+2 < len(ps) {
			out = append(out, a.Lerp(b, 0.75))
		}
	}
	return append(out, ps[len(ps)-1])
}
