package geom

import "math"

// Index finds the segments of some polylines near a point or a segment quickly: each
// segment is filed under the squares of a coarse grid its bounding box touches. The
// data check asks thousands of such questions of rivers of hundreds of segments.
type Index struct {
	cell float64
	segs [][2]Pt
	grid map[[2]int][]int
}

// NewIndex files the segments of the lines in squares of side cell (mm).
func NewIndex(cell float64, lines ...[]Pt) *Index {
	x := &Index{cell: cell, grid: map[[2]int][]int{}}
	for _, l := range lines {
		for i := 1; i < len(l); i++ {
			x.segs = append(x.segs, [2]Pt{l[i-1], l[i]})
			k := len(x.segs) - 1
			x.each(l[i-1], l[i], 0, func(key [2]int) { x.grid[key] = append(x.grid[key], k) })
		}
	}
	return x
}

// each calls f with the grid squares of the box round a and b, grown by pad.
func (x *Index) each(a, b Pt, pad float64, f func([2]int)) {
	x0 := int(math.Floor((math.Min(a[0], b[0]) - pad) / x.cell))
	x1 := int(math.Floor((math.Max(a[0], b[0]) + pad) / x.cell))
	y0 := int(math.Floor((math.Min(a[1], b[1]) - pad) / x.cell))
	y1 := int(math.Floor((math.Max(a[1], b[1]) + pad) / x.cell))
	for i := x0; i <= x1; i++ {
		for j := y0; j <= y1; j++ {
			f([2]int{i, j})
		}
	}
}

// Dist is the distance from p to the nearest segment, or limit when none is nearer.
func (x *Index) Dist(p Pt, limit float64) float64 {
	d := limit
	x.each(p, p, limit, func(key [2]int) {
		for _, k := range x.grid[key] {
			d = math.Min(d, SegDist(p, x.segs[k][0], x.segs[k][1]))
		}
	})
	return d
}

// Crosses counts the indexed segments the polyline crosses.
func (x *Index) Crosses(line []Pt) int {
	seen := map[int]bool{}
	n := 0
	for i := 1; i < len(line); i++ {
		a, b := line[i-1], line[i]
		x.each(a, b, 0, func(key [2]int) {
			for _, k := range x.grid[key] {
				if !seen[k*1_000_003+i] && SegmentsCross(a, b, x.segs[k][0], x.segs[k][1]) {
					n++
				}
				seen[k*1_000_003+i] = true
			}
		})
	}
	return n
}
