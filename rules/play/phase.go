package play

import (
	"slices"

	"github.com/excalibur-kit/excalibur/rules"
)

// One movement phase (6.ii): every force moves at once, a mile at a time; forces that
// meet stop; then the combats of the phase are fought, meetings between milestones
// first, and troops that entered an enemy manor it lies open to may pillage it.

// force is the troops of one seat that pass the same places this phase: their counter
// IDs, g.ids[lo:hi], and where they are in S.Troops, g.idx[lo:hi], which does not change
// until they arrive. Bounds, not slices: a pointer stored while the collector marks
// costs a write barrier, and forces stores them for every force of every phase.
type force struct {
	seat   rules.Seat
	path   []rules.Place
	lo, hi int32
}

// idsOf is a force's counter IDs: the phase's scratch, clipped.
func (g *Game) idsOf(f *force) []int { return g.ids[f.lo:f.hi:f.hi] }

// atOf is where a force's troops are in S.Troops.
func (g *Game) atOf(f *force) []int { return g.idx[f.lo:f.hi:f.hi] }

func (g *Game) phase(ph int) error {
	g.sea.phase.reset(len(g.S.Players), len(g.S.Manors), g.counterIDs())
	if g.sea.retired == nil {
		g.sea.retired = map[int]bool{}
	}
	clear(g.sea.retired) // the phase's own: a map a season, not a map a phase
	g.steer()
	g.move(ph)
	if err := g.combats(); err != nil {
		return err
	}
	if err := g.pillages(); err != nil {
		return err
	}
	g.liftSieges()
	return nil
}

// liftSieges ends, after a phase, every siege whose besiegers marched off or whose
// defenders are gone: a siege is the besiegers staying on in the manor (13.iii).
func (g *Game) liftSieges() {
	for m := range g.S.Manors {
		ms := &g.S.Manors[m]
		if ms.Siege == 0 {
			continue
		}
		at := g.E.ManorPlace(m)
		inside, besiegers := false, false
		for _, t := range g.S.Troops {
			if t.Pos == rules.OnPlace(at) {
				inside = inside || t.Inside && t.Seat == ms.Owner
				besiegers = besiegers || !t.Inside && t.Seat != ms.Owner
			}
		}
		if !inside || !besiegers {
			ms.Siege = 0
		}
	}
}

// reset empties what a phase remembers, keeping the tables for the next phase.
func (ps *phaseState) reset(seats, manors, ids int) {
	ps.entered.reset(seats, manors)
	if ps.fought.seats == 0 {
		ps.fought, ps.arrival, ps.came = newTroopsFor[bool](seats, ids), newTroopsFor[int](seats, ids), newTroopsFor[rules.Place](seats, ids)
		return
	}
	ps.fought.clear()
	ps.arrival.clear()
	ps.came.clear()
	ps.between = ps.between[:0]
}

// forces groups the troops by seat and leg, in troop order. It finds each troop's force
// first and then cuts every force's IDs, clipped, from one slice the phases share: the
// lists live for the phase only, and what outlives it (a move's event, a meeting between
// places) takes a copy (move), since most forces stand still and need none.
func (g *Game) forces(ph int) []force {
	out := g.fs[:0] // the force structs live for the phase only
	of, moving := g.forceOf[:0], g.moving[:0]
	stay := g.stayTable()
	for _, s := range g.staySet {
		stay[s] = 0 // the last phase's, and only those: most of the table is never set
	}
	staySet := g.staySet[:0]
	g.placeTable()
	places, seats := g.E.Places(), len(g.S.Players)
	for k := range g.S.Troops {
		t := &g.S.Troops[k]
		leg := g.leg(t, ph)
		s := -1 // staySlot, inline: it is asked for every troop in every phase
		if len(leg) == 1 && t.Seat >= 0 && int(t.Seat) < seats && leg[0] >= 0 && int(leg[0]) < places {
			s = int(t.Seat)*places + int(leg[0])
		}
		var i int
		if s >= 0 {
			i = stay[s] - 1
		} else {
			i = findForce(out, moving, t.Seat, leg)
		}
		if i < 0 {
			i = len(out)
			// The new force's fields are set one by one: a whole struct stored into the
			// slice is copied with the collector's bulk barrier, many times dearer.
			out = slices.Grow(out, 1)[:i+1]
			f := &out[i]
			f.seat, f.path = t.Seat, leg
			if s >= 0 {
				stay[s] = i + 1
				staySet = append(staySet, s)
			} else {
				moving = append(moving, i)
			}
		}
		of = append(of, i)
	}
	g.moving, g.staySet = moving, staySet
	size := zeroed(&g.size, len(out)) // scratch: the troops of each force
	for _, i := range of {
		size[i]++
	}
	ids, at, next := zeroed(&g.ids, len(of)), zeroed(&g.idx, len(of)), 0
	for i := range out {
		out[i].lo, out[i].hi = int32(next), int32(next) // hi moves on as the troops are filled in
		next += size[i]
	}
	for k, i := range of {
		f := &out[i]
		ids[f.hi], at[f.hi] = g.S.Troops[k].ID, k
		f.hi++
	}
	g.fs, g.forceOf = out, of
	return out
}

// zeroed is *s resized to n and cleared, grown only when it is too short.
func zeroed(s *[]int, n int) []int {
	if cap(*s) < n {
		*s = make([]int, n)
	}
	*s = (*s)[:n]
	clear(*s)
	return *s
}

// zeroedB is zeroed for flags.
func zeroedB(s *[]bool, n int) []bool {
	if cap(*s) < n {
		*s = make([]bool, n)
	}
	*s = (*s)[:n]
	clear(*s)
	return *s
}

// Most troops stand still in a phase, so forces finds the force of a one-place leg in
// a table by seat and place, and compares a moving leg with the moving forces only: a
// scan of every force for every troop was most of the phase's time.

// stayTable is the table of one-place forces, by seat and place (seat*places+place):
// 1 + the force's index, 0 for none; forces zeroes what the last phase set.
func (g *Game) stayTable() []int {
	if n := len(g.S.Players) * g.E.Places(); len(g.stay) != n {
		g.stay, g.staySet = make([]int, n), g.staySet[:0]
	}
	return g.stay
}

// findForce is the index of a seat's moving force with a leg, among the moving forces
// listed, or -1.
func findForce(fs []force, moving []int, p rules.Seat, leg []rules.Place) int {
	for _, i := range moving {
		if f := &fs[i]; f.seat == p && len(f.path) == len(leg) && slices.Equal(f.path, leg) {
			return i
		}
	}
	return -1
}

// moveScratch is what move keeps by force, cleared at each phase: a game plays some
// ninety phases.
type moveScratch struct {
	paths   [][]rules.Place
	seats   []rules.Seat
	stop    []int
	between []bool
}

// move plays the phase's marches and records where each force stopped.
func (g *Game) move(ph int) {
	fs := g.forces(ph)
	mv := &g.mv
	mv.paths, mv.seats, mv.stop, mv.between = mv.paths[:0], mv.seats[:0], mv.stop[:0], mv.between[:0]
	for _, f := range fs {
		mv.paths, mv.seats = append(mv.paths, f.path), append(mv.seats, f.seat)
		mv.stop = append(mv.stop, len(f.path)-1) // mile after which each force stopped; its path's end else
		mv.between = append(mv.between, false)   // the force met an enemy between two places
	}
	stop, between := mv.stop, mv.between
	for _, m := range g.meet.Meetings(mv.paths, mv.seats) {
		a, b := m.Forces[0], m.Forces[1]
		if g.insideOnly(fs[a]) || g.insideOnly(fs[b]) {
			continue
		}
		if m.Between() {
			if between[a] || between[b] {
				continue
			}
			between[a], between[b] = true, true
			stop[a], stop[b] = m.Mile-1, m.Mile-1
			g.sea.phase.between = append(g.sea.phase.between, betweenMeeting{
				seats: [2]rules.Seat{fs[a].seat, fs[b].seat},
				from:  [2]rules.Place{fs[a].path[m.Mile-1], fs[b].path[m.Mile-1]},
				ids:   [2][]int{g.idsOf(&fs[a]), g.idsOf(&fs[b])}, // fought in this phase's combats, before forces cuts again
			})
			continue
		}
		for _, f := range m.Forces {
			if !between[f] {
				stop[f] = min(stop[f], m.Mile)
			}
		}
	}
	for i, f := range fs {
		g.arrive(f, stop[i])
	}
	g.spillAll()
}

// insideOnly reports whether a force is troops shut in a manor house: they meet no one
// on the road; the manor's contact handles them.
func (g *Game) insideOnly(f force) bool {
	if len(f.path) != 1 || f.hi == f.lo {
		return false
	}
	return g.S.Troops[g.idx[f.lo]].Inside
}

// arrive moves a force's troops to where it stopped and moves their plans on.
func (g *Game) arrive(f force, stop int) {
	at := f.path[stop]
	m := g.E.ManorAt(at)
	at0 := g.atOf(&f)
	for n, id := range g.idsOf(&f) {
		t := &g.S.Troops[at0[n]] // nothing reorders the troops between forces and here
		k := tkey{f.seat, id}
		if at != t.Pos.At {
			g.sea.moved.set(k, true)
			if m >= 0 {
				g.sea.phase.entered.set(f.seat, m)
			}
		}
		t.Pos = rules.OnPlace(at)
		g.sea.phase.arrival.set(k, stop)
		if stop > 0 {
			g.sea.phase.came.set(k, f.path[stop-1])
		}
		if pl := g.sea.plans.at(k); pl != nil && pl.mode == ordered {
			if j := slices.Index(pl.route, at); j >= 0 {
				pl.route = pl.route[j:]
			}
		}
	}
	if stop > 0 {
		e := ev(KindMove, f.seat)
		e.At, e.To, e.IDs = f.path[0], at, g.evIDs.ids(g.idsOf(&f)) // the log may keep it; the IDs are scratch
		g.emit(e)
	}
}

// spillAll keeps every seat within the stacking limit everywhere (6.iii).
func (g *Game) spillAll() {
	if !g.overStacked() {
		return // no place holds more troops than a stack, so no seat's troops are over one
	}
	for _, p := range g.seats() {
		for _, at := range g.crowded(p) {
			g.spill(p, at)
		}
	}
}

// overStacked reports whether any place holds more troops, of all seats together, than
// the stacking limit: only there can one seat's be over it (crowded), and after most
// phases there is no such place, so one count spares a count for every seat.
func (g *Game) overStacked() bool {
	count := g.byPlace()
	for _, t := range g.S.Troops {
		if !t.Pos.Between() {
			count[t.Pos.At]++
			if count[t.Pos.At] > g.E.D.Game.Movement.Stack {
				return true
			}
		}
	}
	return false
}

// crowded lists the places where a seat has more troops than the limit.
func (g *Game) crowded(p rules.Seat) []rules.Place {
	count := g.byPlace()
	var out []rules.Place
	for _, t := range g.S.Troops {
		if t.Seat == p && !t.Pos.Between() {
			count[t.Pos.At]++
			if count[t.Pos.At] == g.E.D.Game.Movement.Stack+1 {
				out = append(out, t.Pos.At)
			}
		}
	}
	return out
}

// byPlace is a zeroed count for each place, the same slice at every call: crowded asks
// for one per seat after every phase, and a map each time was much of its cost.
func (g *Game) byPlace() []int {
	if len(g.count) != g.E.Places() {
		g.count = make([]int, g.E.Places())
	}
	clear(g.count)
	return g.count
}

// spill moves the troops of a seat beyond the limit on a place to the nearest places
// with room: the seat's own manors first, then any place no enemy stands on (edition
// "stacking-overflow"). The last troops to arrive go first; troops shut in stay.
func (g *Game) spill(p rules.Seat, at rules.Place) {
	var here []int
	for i, t := range g.S.Troops {
		if t.Seat == p && t.Pos == rules.OnPlace(at) {
			here = append(here, i)
		}
	}
	extra := len(here) - g.E.D.Game.Movement.Stack
	slices.SortStableFunc(here, func(a, b int) int {
		return g.sea.arrivalOf(g.S.Troops[b]) - g.sea.arrivalOf(g.S.Troops[a])
	})
	var moved []int
	to := rules.NoPlace
	for _, i := range here {
		if extra <= 0 {
			break
		}
		if g.S.Troops[i].Inside {
			continue
		}
		to = g.roomFor(p, at)
		if to == rules.NoPlace {
			break
		}
		g.S.Troops[i].Pos = rules.OnPlace(to)
		moved = append(moved, g.S.Troops[i].ID)
		extra--
	}
	if len(moved) > 0 {
		e := ev(KindStackSpill, p)
		e.At, e.To, e.IDs = at, to, moved
		g.emit(e)
	}
}

// arrivalOf is the mile a troop arrived at this phase; -1 outside a phase.
func (s *season) arrivalOf(t rules.Troop) int {
	if s == nil {
		return -1
	}
	if a, ok := s.phase.arrival.get(tkey{t.Seat, t.ID}); ok {
		return a
	}
	return -1
}

// onRoad reports whether a place is a milestone or an entry point: where troops beyond
// the limit may stand when none of their manors has room, since on a manor centre they
// could claim it and on church land raid it.
func (g *Game) onRoad(p rules.Place) bool {
	k := g.E.PlaceKind(p)
	return k == rules.NodeMilestone || k == rules.NodeEntry
}

// roomFor is the nearest place to at where a seat has room for one more troop.
func (g *Game) roomFor(p rules.Seat, at rules.Place) rules.Place {
	count := zeroed(&g.room, g.E.Places()) // scratch: spills come troop by troop
	enemy := zeroedB(&g.foe, g.E.Places())
	for _, t := range g.S.Troops {
		if t.Pos.Between() {
			continue
		}
		if t.Seat == p {
			count[t.Pos.At]++
		} else {
			enemy[t.Pos.At] = true
		}
	}
	best, bestMiles := rules.NoPlace, -1
	for _, m := range g.manorsOf(p) {
		mp := g.E.ManorPlace(m)
		if d := g.miles(at, mp); mp != at && count[mp] < g.E.D.Game.Movement.Stack && !enemy[mp] && nearer(d, mp, bestMiles, best) {
			best, bestMiles = mp, d
		}
	}
	if best != rules.NoPlace {
		return best
	}
	for n := range g.E.Places() {
		pl := rules.Place(n)
		if d := g.miles(at, pl); pl != at && count[pl] < g.E.D.Game.Movement.Stack && !enemy[pl] && g.onRoad(pl) && nearer(d, pl, bestMiles, best) {
			best, bestMiles = pl, d
		}
	}
	return best
}

// entries are the (seat, manor) entries into a manor centre in a phase, by seat and
// manor: a table, not a map, as every troop that ends a mile on a manor enters it.
type entries struct {
	manors int
	at     []bool // [seat*manors+manor]
}

func (en *entries) reset(seats, manors int) {
	if len(en.at) != seats*manors {
		en.at = make([]bool, seats*manors)
	}
	clear(en.at)
	en.manors = manors
}

func (en *entries) set(p rules.Seat, m int) {
	if k := int(p)*en.manors + m; p >= 0 && m >= 0 && m < en.manors && k < len(en.at) {
		en.at[k] = true
	}
}

// has reports whether a seat's troops entered a manor this phase.
func (en *entries) has(p rules.Seat, m int) bool {
	k := int(p)*en.manors + m
	return p >= 0 && m >= 0 && m < en.manors && k < len(en.at) && en.at[k]
}
