package component

import (
	"math"
	"slices"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/impose"
)

// A tag's leader is a straight line from the place it marks to its plate. A reader
// follows it by eye, so it must run clear: a leader that crosses another plate or another
// leader points at the wrong place. The pen prices such a crossing as it prices words
// over words, and a test reads the figures' drawings back to hold them to it.

// segment is a leader: a straight line from a to b.
type segment struct{ a, b draw.Point }

// leaderOf is the leader plate draws for a box: from the box's nearest edge point to the
// circle of radius r about at.
func leaderOf(at draw.Point, r float64, box impose.Rect) segment {
	end := draw.Point{X: max(box.X, min(box.X+box.W, at.X)), Y: max(box.Y, min(box.Y+box.H, at.Y))}
	return segment{a: add(at, mul(unit(sub(end, at)), r)), b: end}
}

// crossesBox reports whether the segment passes through the inside of r (touching its
// edge, as a leader touches its own plate, does not count).
func (s segment) crossesBox(r impose.Rect) bool {
	const tiny = 1e-6
	r = r.Outset(-tiny)
	if r.W <= 0 || r.H <= 0 {
		return false
	}
	// Liang-Barsky: clip the segment's parameter range to the rectangle's slabs.
	d := sub(s.b, s.a)
	var t0, t1 float64 = 0, 1
	for _, e := range [4][2]float64{
		{-d.X, s.a.X - r.X}, {d.X, r.X + r.W - s.a.X},
		{-d.Y, s.a.Y - r.Y}, {d.Y, r.Y + r.H - s.a.Y},
	} {
		p, q := e[0], e[1]
		if math.Abs(p) < tiny {
			if q < 0 {
				return false
			}
			continue
		}
		t := q / p
		if p < 0 {
			t0 = max(t0, t)
		} else {
			t1 = min(t1, t)
		}
		if t0 > t1 {
			return false
		}
	}
	return true
}

// crosses reports whether two segments cross at a point inside both (segments that only
// share an end, or touch, do not count).
func (s segment) crosses(o segment) bool {
	side := func(p, q, r draw.Point) float64 { return (q.X-p.X)*(r.Y-p.Y) - (q.Y-p.Y)*(r.X-p.X) }
	d1, d2 := side(s.a, s.b, o.a), side(s.a, s.b, o.b)
	d3, d4 := side(o.a, o.b, s.a), side(o.a, o.b, s.b)
	return d1*d2 < 0 && d3*d4 < 0
}

// near is how far the segment passes from q.
func (s segment) near(q draw.Point) float64 {
	d := sub(s.b, s.a)
	var t float64
	if n := d.X*d.X + d.Y*d.Y; n > 0 {
		t = max(0, min(1, ((q.X-s.a.X)*d.X+(q.Y-s.a.Y)*d.Y)/n))
	}
	return dist(add(s.a, mul(d, t)), q)
}

// leaderCost is what a box and its leader cost against what the pen placed: a leader
// through another plate or key, another leader through the box, or two leaders crossing,
// each as much as words over words.
func (p *figurePen) leaderCost(box impose.Rect, l segment) float64 {
	var cost float64
	for _, o := range p.placed {
		if l.crossesBox(o) {
			cost += costWords
		}
	}
	for _, o := range p.leaders {
		if o.crossesBox(box) || o.crosses(l) {
			cost += costWords
		}
	}
	return cost
}

// boxCost is what a box without a leader (a key) costs against the placed leaders.
func (p *figurePen) boxCost(box impose.Rect) float64 {
	var cost float64
	for _, o := range p.leaders {
		if o.crossesBox(box) {
			cost += costWords
		}
	}
	return cost
}

// tags draws a figure's tags, each a plate of lines with a leader to its place. Each
// tag is sited in turn, clear of those sited before it, so the order matters: a tag
// sited early may take the only room of a later one. The pen tries every order of up to
// maxOrders tags (a figure has a handful) and keeps the cheapest, the first of equals,
// so the same figure is always drawn the same; the tags are drawn in their own order.
func (p *figurePen) tags(tags []figureMark, keep []disc) {
	boxes := p.arrange(tags, keep)
	for i, t := range tags {
		p.plate(t.at, t.r, boxes[i])
		p.plateLines(boxes[i], t.lines)
	}
}

// maxOrders is the most tags whose every order arrange tries (6! = 720 orders).
const maxOrders = 6

// arrange sites the tags in their cheapest order, on a copy of what the pen placed, and
// returns each tag's box.
func (p *figurePen) arrange(tags []figureMark, keep []disc) []impose.Rect {
	order := make([]int, len(tags))
	for i := range order {
		order[i] = i
	}
	var best []impose.Rect
	bestCost := math.Inf(1)
	try := func(order []int) {
		q := *p // a dry run: q's slices grow apart from p's
		q.placed, q.leaders = slices.Clip(p.placed), slices.Clip(p.leaders)
		boxes := make([]impose.Rect, len(tags))
		var total float64
		for _, i := range order {
			t := tags[i]
			w, h := q.tagSize(t.lines)
			box, cost := q.siteCost(t.at, t.r, w, h, keep)
			total += cost
			if total >= bestCost {
				return
			}
			boxes[i] = box
			q.leaders = append(q.leaders, leaderOf(t.at, t.r, box))
			q.placed = append(q.placed, box)
		}
		best, bestCost = boxes, total
	}
	if len(tags) > maxOrders {
		try(order)
		return best
	}
	permute(order, 0, try)
	return best
}

// permute calls f with every order of s[k:], in a fixed sequence starting with s itself.
func permute(s []int, k int, f func([]int)) {
	if k >= len(s)-1 {
		f(s)
		return
	}
	for i := k; i < len(s); i++ {
		s[k], s[i] = s[i], s[k]
		permute(s, k+1, f)
		s[k], s[i] = s[i], s[k]
	}
}
