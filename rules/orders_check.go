package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// CheckOrders holds one player's written orders for the coming season to the rules and
// the state, and turns them into the marches the season loop plays: each troop's nodes
// phase by phase. Troops with no order stay where they stand (6.iv).

// Orders are one player's orders for a season, checked.
type Orders struct {
	Seat   Seat
	Troops []TroopOrder // in the order of the sheet, then of the troops within an order

	// The routes and the lists of legs the troops' orders are cut from, kept for the
	// next CheckOrdersInto.
	routes []Place
	legs   [][]Place
}

// TroopOrder is one troop's march: the order that sends it (its number on the sheet),
// its route from where it stands, and the nodes it passes in each phase (Progress.Legs,
// one node when it does not move). Arrive is the phase it reaches the end of its route
// in, 0 for a troop ordered to stay. The troops of one order share its Route and Legs:
// read them, do not write them (every simulated season checks every sheet, and a copy
// for each troop was the largest allocation of a game).
type TroopOrder struct {
	ID     int
	Order  int
	Route  []Place
	Legs   [][]Place
	Arrive int
}

// At is where the troop stands at the end of a phase (from 1).
func (t TroopOrder) At(phase int) Place {
	leg := t.Legs[phase-1]
	return leg[len(leg)-1]
}

// CheckOrders checks a player's sheet. Every fault is reported, each naming its order.
func (s *State) CheckOrders(p Seat, sheet []Order) (*Orders, error) {
	out := new(Orders)
	if err := s.CheckOrdersInto(out, p, sheet); err != nil {
		return nil, err
	}
	return out, nil
}

// CheckOrdersInto is CheckOrders writing the checked orders into out, whose lists it
// reuses: a simulated game checks every player's sheet every season, and new lists for
// each were a tenth of its allocation. It overwrites the routes and legs of the last
// check into out, so a caller drops what it kept of those first (the season loop keeps
// them for one season and checks each seat's sheet into that seat's Orders). On an
// error out holds nothing of use.
func (s *State) CheckOrdersInto(out *Orders, p Seat, sheet []Order) error {
	if err := s.canWrite(p); err != nil {
		return err
	}
	sc := checkPool.Get().(*checkScratch)
	defer checkPool.Put(sc)
	c := orderCheck{s: s, p: p, sheet: sheet, sc: sc, seen: sc.seen[:0], joined: sc.joined, stops: sc.stops,
		routes: out.routes[:0], legs: out.legs[:0]}
	defer func() { sc.seen, sc.joined, sc.stops = c.seen, c.joined, c.stops }()
	n := 0
	for _, o := range sheet {
		n += len(o.Troops)
	}
	out.Seat, out.Troops = p, slices.Grow(out.Troops[:0], n)
	for k := range sheet {
		out.Troops = c.order(out.Troops, k)
	}
	out.routes, out.legs = c.routes, c.legs
	c.stacking(out)
	return joinErrs(c.errs)
}

// canWrite reports why a player may write no orders now: not a seat, winter, or a
// leaderless player (10.i).
func (s *State) canWrite(p Seat) error {
	switch {
	case p < 0 || int(p) >= len(s.Players):
		return fmt.Errorf("orders for %s: no such player", s.SeatName(p))
	case !Campaigning(s.SeasonName()):
		return fmt.Errorf("orders for %s: no troops move in %s", s.SeatName(p), s.SeasonName())
	case s.Players[p].Leaderless:
		return fmt.Errorf("orders for %s: a player whose lord died writes no orders until the winter (10.i)", s.SeatName(p))
	}
	return nil
}

type orderCheck struct {
	s     *State
	p     Seat
	sheet []Order
	// seen is the order that first named each troop, by counter ID: 1 + its index in
	// the sheet, 0 while none has; a map for IDs no counter has (a sheet may name any).
	seen      []int
	seenOther map[int]int
	errs      []error
	byID      []int // the player's troops by counter ID: 1 + the index in s.Troops, 0 for none
	sc        *checkScratch
	joined    []Place // scratch: the route being joined (route)
	stops     []Place // scratch: the places the order names (route)
	// The routes and legs the orders keep, cut from one slice each for the sheet (see
	// order), made at the first order that needs them unless the Orders checked into
	// brought them.
	routes []Place
	legs   [][]Place
	// rivalOn is sc.rivalOn filled for this state, made at the first order that moves.
	rivalOn []bool
}

// checkScratch is the tables one check of a sheet fills and drops, pooled: every
// player's sheet is checked every season of every simulated game, and making them anew
// each time was a third of the check's allocation. Nothing in them outlives the check:
// the Orders it returns are copied out.
type checkScratch struct {
	byID, seen, moving []int
	all, done          []int // every phase, and the miles done by each (phases, order)
	count              []uint16
	joined, stops      []Place
	rivalOn            []bool     // by place: a rival's troop stands on it (free)
	own                []ownTroop // the player's troops on places (stacking)
}

// ownTroop is one of the player's troops as stacking counts it: where it stands, and
// its march, 1 + its index in the checked troops (0: it stays).
type ownTroop struct {
	at    Place
	march int
}

var checkPool = sync.Pool{New: func() any { return new(checkScratch) }}

// zeroedOf is *s resized to n and cleared, grown only when it is too short.
func zeroedOf[T any](s *[]T, n int) []T {
	if cap(*s) < n {
		*s = make([]T, n)
	}
	*s = (*s)[:n]
	clear(*s)
	return *s
}

// maxSeen bounds the counter IDs seen keeps in its slice.
const maxSeen = 1 << 12

// firstNamed is the number of the order that first named a troop; ok is false when
// none has yet, and the troop is then recorded as named by the order at index k.
func (c *orderCheck) firstNamed(id, k int) (n int, ok bool) {
	if id < 0 || id >= maxSeen {
		if first, dup := c.seenOther[id]; dup {
			return c.sheet[first].N, true
		}
		if c.seenOther == nil {
			c.seenOther = map[int]int{}
		}
		c.seenOther[id] = k
		return 0, false
	}
	if n := len(c.seen); id >= n {
		c.seen = slices.Grow(c.seen, id+1-n)[:id+1]
		clear(c.seen[n:])
	}
	if first := c.seen[id]; first > 0 {
		return c.sheet[first-1].N, true
	}
	c.seen[id] = k + 1
	return 0, false
}

// troop is the index in s.Troops of the player's counter with an ID, or -1. The table
// is made at the first question: a sheet names most of a player's troops, and a scan
// of every troop for each was a tenth of the check.
func (c *orderCheck) troop(id int) int {
	if c.byID == nil {
		n := 0
		for _, t := range c.s.Troops {
			if t.Seat == c.p {
				n = max(n, t.ID+1)
			}
		}
		c.byID = zeroedOf(&c.sc.byID, n)
		for i, t := range c.s.Troops {
			if t.Seat == c.p && t.ID >= 0 && c.byID[t.ID] == 0 {
				c.byID[t.ID] = i + 1 // the first, as a scan finds it
			}
		}
	}
	if id < 0 || id >= len(c.byID) {
		return -1
	}
	return c.byID[id] - 1
}

func (c *orderCheck) bad(o Order, format string, args ...any) {
	c.errs = append(c.errs, &OrderError{N: o.N, Text: o.Text, Msg: fmt.Sprintf(format, args...)})
}

// order checks the sheet's order at index k: its troops, its places, its phases and
// the miles they allow, and appends its troops' marches to out.
func (c *orderCheck) order(out []TroopOrder, k int) []TroopOrder {
	o := c.sheet[k]
	from, ok := c.force(o, k)
	phases, okp := c.phases(o)
	route, okr := c.route(o, from)
	if !ok || !okp || !okr {
		return out
	}
	e := c.s.e
	miles := len(route) - 1
	done := e.coveredInto(zeroedOf(&c.sc.done, e.D.Game.Movement.Phases), phases) // kept by no order
	arrive := arrival(done, miles)
	if miles > 0 && arrive == 0 {
		ids := make([]string, len(route))
		for i, pl := range route {
			ids[i] = e.PlaceID(pl)
		}
		reach := len(phases) * e.D.Game.Movement.MilesPerPhase()
		c.bad(o, "the route is %d miles (%s), more than the %d miles of %s", miles, strings.Join(ids, ", "), reach, phaseList(phases))
		return out
	}
	if miles > 0 && (!c.free(o, from) || !c.bridges(o, route)) {
		return out
	}
	// The legs of each phase, as Engine.Phases marches a route (the route's steps are
	// each one mile: it was joined from shortest roads). The route is copied out of the
	// scratch once, and each leg is a piece of the copy, clipped: troops share them, so
	// no append may write into one, nor into the route beyond it. The copies and the
	// lists of legs of the whole sheet share one slice each, in clipped pieces: no route
	// is longer than a season's miles, so they seldom grow.
	if c.routes == nil {
		c.routes = make([]Place, 0, len(c.sheet)*(e.D.Game.Movement.Miles+1))
		c.legs = make([][]Place, 0, len(c.sheet)*len(done))
	}
	// A route or legs cut before the lists outgrow their room stay in the old ones,
	// unchanged: nothing writes into a cut piece.
	r0 := len(c.routes)
	c.routes = append(c.routes, route...)
	route = c.routes[r0:len(c.routes):len(c.routes)]
	l0 := len(c.legs)
	start := 0
	for _, d := range done {
		end := min(d, miles)
		c.legs = append(c.legs, route[start:end+1:end+1])
		start = end
	}
	legs := c.legs[l0:len(c.legs):len(c.legs)]
	for _, id := range o.Troops {
		out = append(out, TroopOrder{ID: id, Order: o.N, Route: route, Legs: legs, Arrive: arrive})
	}
	return out
}

// arrival is ArrivalPhase from the miles covered by the end of each phase.
func arrival(done []int, miles int) int {
	if miles <= 0 {
		return 0
	}
	for i, d := range done {
		if d >= miles {
			return i + 1
		}
	}
	return 0
}

// rivalStandsOn reports whether a troop of another player stands on a place. The table
// is made at the first question: a scan of every troop for each order that moves was a
// fifth of the check.
func (c *orderCheck) rivalStandsOn(at Place) bool {
	n := c.s.e.Places()
	if at < 0 || int(at) >= n {
		return slices.ContainsFunc(c.s.Troops, func(t Troop) bool { return t.Seat != c.p && t.Pos == OnPlace(at) })
	}
	if c.rivalOn == nil {
		c.rivalOn = zeroedOf(&c.sc.rivalOn, n)
		for _, t := range c.s.Troops {
			if t.Seat != c.p && t.Pos == OnPlace(t.Pos.At) && t.Pos.At >= 0 && int(t.Pos.At) < n {
				c.rivalOn[t.Pos.At] = true
			}
		}
	}
	return c.rivalOn[at]
}

// free reports whether the troops of an order may leave where they stand: none may be
// shut in a manor house or castle while an enemy stands on the manor, for that is a siege
// (13.iii, edition "shut-in"); troops inside with no enemy about come out to march.
func (c *orderCheck) free(o Order, at Place) bool {
	s := c.s
	if !c.rivalStandsOn(at) {
		return true
	}
	ok := true
	for _, id := range o.Troops {
		i := c.troop(id)
		if s.Troops[i].Inside {
			c.bad(o, "troop %d is besieged in the manor house of %s", id, s.e.PlaceName(at))
			ok = false
		}
	}
	return ok
}

// bridges reports whether a route keeps off the bridges the floods took this year (25,
// edition "washed-bridges"):
// the engine's shortest route does not know them, so the player writes a way round.
func (c *orderCheck) bridges(o Order, route []Place) bool {
	e := c.s.e
	if !slices.Contains(c.s.Washed, true) {
		return true
	}
	for k := 1; k < len(route); k++ {
		for _, i := range e.ChokesOn(route[k-1], route[k]) {
			if b := e.D.Valley.Chokes[i]; c.s.Washed[i] {
				c.bad(o, "the route crosses the bridge on road %s, step %d, which the floods took this year; a waypoint can lead round it", b.Road, b.Step)
				return false
			}
		}
	}
	return true
}

// phaseList names phases for messages: "phase 3", "phases 1, 2, 3".
func phaseList(phases []int) string {
	ps := make([]string, len(phases))
	for i, p := range phases {
		ps[i] = strconv.Itoa(p)
	}
	if len(ps) == 1 {
		return "phase " + ps[0]
	}
	return "phases " + strings.Join(ps, ", ")
}

// force checks the troops of an order: each in service with the player, named once on
// the sheet, not in a combat on the road, and all standing together (a + joins one force). It returns
// where they stand.
func (c *orderCheck) force(o Order, k int) (Place, bool) {
	s, ok := c.s, true
	from := NoPlace
	for _, id := range o.Troops {
		if first, dup := c.firstNamed(id, k); dup {
			if first == o.N {
				c.bad(o, "troop %d is named twice", id)
			} else {
				c.bad(o, "troop %d already has order %d", id, first)
			}
			ok = false
			continue
		}
		i := c.troop(id)
		if i < 0 {
			c.bad(o, "%s has no troop %d in service", s.SeatName(c.p), id)
			ok = false
			continue
		}
		t := s.Troops[i]
		switch {
		case t.Pos.Between():
			c.bad(o, "troop %d is in combat on the road, %s", id, s.e.Where(t.Pos))
			ok = false
		case from == NoPlace:
			from = t.Pos.At
		case from != t.Pos.At:
			c.bad(o, "troop %d stands at %s, not with troop %d at %s", id, s.e.PlaceName(t.Pos.At), o.Troops[0], s.e.PlaceName(from))
			ok = false
		}
	}
	return from, ok && from != NoPlace
}

// phases checks the phases an order lists (6.v); none listed means every phase.
func (c *orderCheck) phases(o Order) ([]int, bool) {
	n := c.s.e.D.Game.Movement.Phases
	if len(o.Phases) == 0 {
		all := zeroedOf(&c.sc.all, n)
		for i := range all {
			all[i] = i + 1 // AllPhases, in the scratch: no check keeps it
		}
		return all, true
	}
	for _, p := range o.Phases {
		if p < 1 || p > n {
			c.bad(o, "phase %d: a season has phases 1 to %d", p, n)
			return nil, false
		}
	}
	return o.Phases, true
}

// route resolves the places of an order and joins them by the engine's shortest routes,
// from where the force stands.
// The route is joined in the check's scratch: the caller copies what it keeps.
func (c *orderCheck) route(o Order, from Place) ([]Place, bool) {
	e := c.s.e
	stops := c.stops[:0]
	for _, name := range o.Places {
		pl, err := e.PlaceNamed(name)
		if err != nil {
			c.bad(o, "%v", err)
			return nil, false
		}
		stops = append(stops, pl)
	}
	c.stops = stops
	if from == NoPlace {
		return nil, false
	}
	route := append(c.joined[:0], from)
	for _, to := range stops {
		at := route[len(route)-1]
		if e.Miles(at, to) < 0 {
			c.bad(o, "no road joins %s and %s", e.PlaceID(at), e.PlaceID(to))
			return nil, false
		}
		for at != to { // PathTo, step by step
			at = e.Toward(at, to)
			route = append(route, at)
		}
	}
	c.joined = route
	return route, true
}

// stacking checks that at the end of no phase more of the player's troops stand on one
// place than the rules allow (6.iii), the troops that stay counted where they stand.
func (c *orderCheck) stacking(out *Orders) {
	s, e := c.s, c.s.e
	// Slices by counter ID and by place, not maps: every player's sheet is checked every
	// season of every simulated game.
	ids := 0
	for _, t := range out.Troops {
		ids = max(ids, t.ID+1)
	}
	moving := zeroedOf(&c.sc.moving, ids) // by ID: 1 + the troop's index in out.Troops, 0 if it stays
	for i, t := range out.Troops {
		moving[t.ID] = i + 1
	}
	count := zeroedOf(&c.sc.count, e.Places()) // a seat has far fewer troops than 65,536
	// The player's troops on a place, each with its march (1 + its index in out.Troops,
	// 0 if it stays), listed once for the phases: the other players' troops are most of
	// the roster.
	own := c.sc.own[:0]
	for _, t := range s.Troops {
		if t.Seat != c.p || t.Pos.Between() {
			continue
		}
		m := 0
		if t.ID >= 0 && t.ID < ids {
			m = moving[t.ID]
		}
		own = append(own, ownTroop{t.Pos.At, m})
	}
	c.sc.own = own
	for phase := 1; phase <= e.D.Game.Movement.Phases; phase++ {
		clear(count)
		for _, t := range own {
			at := t.at
			if t.march > 0 {
				at = out.Troops[t.march-1].At(phase)
			}
			if at >= 0 && int(at) < len(count) { // Validate reports a place off the board
				count[at]++
			}
		}
		for _, t := range out.Troops {
			at := t.At(phase)
			if n := int(count[at]); !e.CanStack(n) {
				c.errs = append(c.errs, &OrderError{N: t.Order, Text: c.text(t.Order),
					Msg: fmt.Sprintf("%d %s troops at %s at the end of phase %d, at most %d", n, s.SeatName(c.p), e.PlaceName(at), phase, e.D.Game.Movement.Stack)})
				count[at] = 0 // one report a place and phase
			}
		}
	}
}

// text is the written text of an order by its number, for messages found after the
// orders were read.
func (c *orderCheck) text(n int) string {
	for k := len(c.sheet) - 1; k >= 0; k-- { // the last of that number, as a map by number kept it
		if c.sheet[k].N == n {
			return c.sheet[k].Text
		}
	}
	return ""
}
