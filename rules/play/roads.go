package play

import "github.com/excalibur-kit/excalibur/rules"

// Roads as the loop walks them this year: the engine's measures, except that a bridge
// the spring floods took cannot be crossed until the winter (edition "washed-bridges"),
// by an order, a retreat, a march home or any other move.

// path is the shortest road from one place to another that crosses no washed-away
// bridge, both ends included (the lexically smallest of equals, as the engine's);
// nil when there is none.
func (g *Game) path(from, to rules.Place) []rules.Place {
	if !g.anyWashed() {
		return g.E.PathTo(from, to)
	}
	dist := g.distTo(to)
	if dist[from] < 0 {
		return nil
	}
	out := []rules.Place{from}
	for p := from; p != to; {
		for _, n := range g.E.Neighbours(p) {
			if dist[n] == dist[p]-1 && !g.washed(p, n) {
				p = n
				break
			}
		}
		out = append(out, p)
	}
	return out
}

// miles is the road distance crossing no washed-away bridge; -1 when there is none.
func (g *Game) miles(a, b rules.Place) int {
	if !g.anyWashed() {
		return g.E.Miles(a, b)
	}
	return g.distTo(b)[a]
}

// distTo is the miles from every place to one, by roads open this year.
func (g *Game) distTo(to rules.Place) []int {
	d := make([]int, g.E.Places())
	for i := range d {
		d[i] = -1
	}
	d[to] = 0
	queue := []rules.Place{to}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		for _, n := range g.E.Neighbours(p) {
			if d[n] < 0 && !g.washed(p, n) {
				d[n] = d[p] + 1
				queue = append(queue, n)
			}
		}
	}
	return d
}

// washed reports whether the mile between two neighbouring places has a bridge the
// floods took.
func (g *Game) washed(a, b rules.Place) bool {
	for _, c := range g.E.ChokesOn(a, b) {
		if g.S.Washed[c] {
			return true
		}
	}
	return false
}

func (g *Game) anyWashed() bool {
	for _, w := range g.S.Washed {
		if w {
			return true
		}
	}
	return false
}

// nearer reports whether a place d miles away beats the best so far (bestMiles away,
// -1 for none): nearer, or as near and first in id order (edition "nearest-manor"),
// places being numbered in id order.
func nearer(d int, p rules.Place, bestMiles int, best rules.Place) bool {
	return d >= 0 && (bestMiles < 0 || d < bestMiles || d == bestMiles && p < best)
}
