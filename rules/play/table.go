package play

import "github.com/excalibur-kit/excalibur/rules"

// troops is a map from troop counters to V kept as a slice indexed by counter: the
// loop asks it about every troop in every phase, and hash maps keyed by counter cost
// about a third of a game's time. Counter IDs are small and dense, so the slice is
// short; it grows as IDs do.
type troops[V any] struct {
	seats int // the stride: one slot per seat for each counter ID
	val   []V
	has   []bool
}

func newTroops[V any](seats int) troops[V] { return troops[V]{seats: seats} }

// newTroopsFor is newTroops with room made for counter IDs below ids at once: a game's
// tables would otherwise grow several times in its first season, every game.
func newTroopsFor[V any](seats, ids int) troops[V] {
	t := newTroops[V](seats)
	if seats > 0 && ids > 0 {
		t.grow(seats * ids)
	}
	return t
}

// slot is where a counter's entry lives; -1 for a key no troop can have.
func (t *troops[V]) slot(k tkey) int {
	if k.seat < 0 || int(k.seat) >= t.seats || k.id < 0 {
		return -1
	}
	return k.id*t.seats + int(k.seat)
}

// get is a counter's value, and whether it has one; the zero V when not.
func (t *troops[V]) get(k tkey) (V, bool) {
	if i := t.slot(k); i >= 0 && i < len(t.has) && t.has[i] {
		return t.val[i], true
	}
	var zero V
	return zero, false
}

// at is get without the flag, as a map index is.
func (t *troops[V]) at(k tkey) V {
	v, _ := t.get(k)
	return v
}

func (t *troops[V]) set(k tkey, v V) {
	i := t.slot(k)
	if i < 0 {
		panic("play: a troop table keyed by an impossible counter") // a bug in the loop, never input
	}
	if i >= len(t.has) {
		t.grow(i + 1)
	}
	t.val[i], t.has[i] = v, true
}

// grow makes room for n slots, at least doubling, so a season's sets allocate little.
func (t *troops[V]) grow(n int) {
	n = max(n, 2*len(t.has))
	t.val = append(t.val, make([]V, n-len(t.val))...)
	t.has = append(t.has, make([]bool, n-len(t.has))...)
}

func (t *troops[V]) delete(k tkey) {
	if i := t.slot(k); i >= 0 && i < len(t.has) {
		var zero V
		t.val[i], t.has[i] = zero, false
	}
}

// clear empties the table and keeps its room.
func (t *troops[V]) clear() {
	clear(t.val)
	clear(t.has)
}

// each calls f for every entry, in counter order.
func (t *troops[V]) each(f func(tkey, V)) {
	for i, ok := range t.has {
		if ok {
			f(tkey{seat: rules.Seat(i % t.seats), id: i / t.seats}, t.val[i])
		}
	}
}
