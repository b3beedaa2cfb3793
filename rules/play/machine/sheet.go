package machine

import (
	"slices"

	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// sheet writes one season's orders that State.CheckOrders accepts: each force stands on
// one place, its route (the engine's shortest road, as CheckOrders takes it) is no longer
// than its phases allow and crosses no bridge the floods took, and at the end of no
// phase does the player stand more troops on a place than the stacking limit. It keeps,
// for each phase, how many of the player's troops will stand on each place, so each new
// order is checked against those already written. Its buffers live as long as the player,
// so a season's orders allocate little.
type sheet struct {
	v      play.View
	e      *rules.Engine
	count  [][]int32 // [phase-1][place]: the player's troops there at the end of the phase
	used   []bool    // by index in S.Troops: already in an order, or must stay
	orders []rules.Order
	ends   []rules.Place // scratch: where a new order stands at the end of each phase

	// safe, when set, is asked about every place a march would reach, with the strength
	// of the troops marching and the phase it reaches it in; a march through a place it
	// refuses is not written.
	safe     func(strength, ph int, at rules.Place) bool
	strength int  // of the troops of the march fits weighs, for safe
	washed   bool // some bridge is washed away this season: fits looks for it on every mile

	// The season's orders' troop lists and places are cut, clipped, from one slice each,
	// made for the sheet: the orders outlive the season (events keep them), so the
	// slices are new each season, but one each instead of two an order. The three are
	// cut in turn from arenas that several seasons share.
	ids    []int
	places []string
	mine   int // the player's troops: the room each of the three is made with

	orderArena arena[rules.Order]
	idArena    arena[int]
	placeArena arena[string]
}

// arena cuts slices from a buffer made for several seasons' sheets: no slice is ever
// reused, as the orders outlive their season, but one allocation serves many seasons.
type arena[T any] struct{ buf []T }

// seasons is how many sheets an arena is made for: what a player needs for a few
// seasons, so that a sheet costs a fraction of an allocation.
const seasons = 8

// cut is an empty slice with room for n, whose room no earlier cut shares.
func (a *arena[T]) cut(n int) []T {
	if cap(a.buf)-len(a.buf) < n {
		a.buf = make([]T, 0, seasons*n)
	}
	l := len(a.buf)
	return a.buf[l : l : l+n]
}

// keep moves the arena past what the last cut holds, so that the next starts after it;
// a cut grown out of its room holds nothing of the arena's any more, and keeps nothing.
func (a *arena[T]) keep(used []T) {
	l := len(a.buf)
	if len(used) > 0 && len(used) <= cap(a.buf)-l && &a.buf[:l+1][l] == &used[0] {
		a.buf = a.buf[:l+len(used)]
	}
}

// sheet is the season's orders, clipped so that an append to them writes into no later
// sheet.
func (b *sheet) sheet() []rules.Order { return b.orders[:len(b.orders):len(b.orders)] }

// reset starts an empty sheet for the season: every troop stays where it stands.
func (b *sheet) reset(v play.View) {
	b.v, b.e = v, v.E
	phases, places := v.E.D.Game.Movement.Phases, v.E.Places()
	if len(b.count) != phases || len(b.count[0]) != places {
		b.count = make([][]int32, phases)
		for i := range b.count {
			b.count[i] = make([]int32, places)
		}
		b.ends = make([]rules.Place, phases)
	}
	for _, c := range b.count {
		clear(c)
	}
	b.used = resizeB(b.used, len(v.S.Troops))
	b.washed = slices.Contains(v.S.Washed, true)
	mine := 0
	for i := range v.S.Troops {
		t := &v.S.Troops[i] // not a copy: the sheet is reset for every player every season
		if t.Seat == v.Seat {
			mine++
		}
		b.used[i] = t.Seat != v.Seat || !b.free(t)
		if t.Seat == v.Seat && !t.Pos.Between() {
			for _, c := range b.count {
				c[t.Pos.At]++
			}
		}
	}
	b.orderArena.keep(b.orders)
	b.idArena.keep(b.ids)
	b.placeArena.keep(b.places)
	b.orders, b.ids, b.places, b.mine = nil, nil, nil, mine // cut at the first order (add)
}

// free reports whether one of the player's troops may be ordered at all: it stands on a
// place and is not besieged in a manor house (13.iii).
func (b *sheet) free(t *rules.Troop) bool {
	if t.Pos.Between() {
		return false
	}
	if !t.Inside {
		return true
	}
	for _, o := range b.v.S.Troops {
		if o.Seat != t.Seat && o.Pos == rules.OnPlace(t.Pos.At) {
			return false
		}
	}
	return true
}

// reach is how many miles troops moving in the listed phases go in a season (none: all).
func (b *sheet) reach(phases []int) int {
	m := b.e.D.Game.Movement
	if len(phases) == 0 {
		return m.Miles
	}
	return len(phases) * m.MilesPerPhase()
}

// fits reports whether troops standing on from can march to to in the phases (none:
// all) this season, and fills ends with where they stand at the end of each phase.
func (b *sheet) fits(n int, from, to rules.Place, phases []int) bool {
	miles := b.e.Miles(from, to)
	if miles <= 0 || miles > b.reach(phases) {
		return false
	}
	per := b.e.D.Game.Movement.MilesPerPhase()
	at, gone := from, 0
	for ph := 1; ph <= len(b.count); ph++ {
		if moves(phases, ph) {
			for k := 0; k < per && gone < miles; k++ {
				next := b.e.Toward(at, to)
				if b.washed && b.crossesWashed(at, next) {
					return false
				}
				at, gone = next, gone+1
				if b.safe != nil && !b.safe(b.strength, ph, at) {
					return false
				}
			}
		}
		b.ends[ph-1] = at
		if at != from && int(b.count[ph-1][at])+n > b.e.D.Game.Movement.Stack {
			return false
		}
	}
	return true
}

// crossesWashed reports whether the mile between two neighbouring places crosses a
// bridge the floods took.
func (b *sheet) crossesWashed(at, next rules.Place) bool {
	for _, c := range b.e.ChokesOn(at, next) {
		if b.v.S.Washed[c] {
			return true
		}
	}
	return false
}

func moves(phases []int, ph int) bool {
	if len(phases) == 0 {
		return true
	}
	for _, p := range phases {
		if p == ph {
			return true
		}
	}
	return false
}

// add writes an order for troops (indexes in S.Troops, all standing on one place and
// not yet ordered) to march to a place, when the rules allow it; it reports whether it
// did. The place is written by its node id, which names it exactly.
func (b *sheet) add(idx []int, to rules.Place, phases []int) bool {
	if len(idx) == 0 {
		return false
	}
	from := b.v.S.Troops[idx[0]].Pos.At
	for _, i := range idx {
		if b.used[i] || b.v.S.Troops[i].Pos.At != from {
			return false
		}
	}
	b.strength = 0
	for _, i := range idx {
		b.strength += b.v.S.Troops[i].Strength()
	}
	if !b.fits(len(idx), from, to, phases) {
		return false
	}
	if b.orders == nil {
		// Each order takes at least one troop, which no other order takes: room for all.
		b.orders, b.ids, b.places = b.orderArena.cut(b.mine), b.idArena.cut(b.mine), b.placeArena.cut(b.mine)
	}
	start := len(b.ids)
	for _, i := range idx {
		b.used[i] = true
		b.ids = append(b.ids, b.v.S.Troops[i].ID)
	}
	b.places = append(b.places, b.e.PlaceID(to))
	k := len(b.places)
	o := rules.Order{N: len(b.orders) + 1, Troops: b.ids[start:len(b.ids):len(b.ids)], Places: b.places[k-1 : k : k], Phases: phases}
	for ph, at := range b.ends {
		b.count[ph][from] -= int32(len(idx))
		b.count[ph][at] += int32(len(idx))
	}
	o.Text = o.String()
	b.orders = append(b.orders, o)
	return true
}

// hold marks a troop as staying this season, so no later order takes it.
func (b *sheet) hold(i int) { b.used[i] = true }
