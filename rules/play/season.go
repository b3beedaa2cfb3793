package play

import (
	"errors"
	"slices"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/rules"
)

// A campaigning season (4.ii, 90): King Arthur's step in autumn, orders, three phases of
// simultaneous movement each followed by its combats and pillage, then sieges, claims,
// supervision in spring, the weather roll and the victory check; autumn ends with the
// harvest, raids, King Arthur's visit and the troops going home.

// tkey names a troop counter across the season: its seat and ID.
type tkey struct {
	seat rules.Seat
	id   int
}

// mode is what a troop is doing this season.
type mode int

const (
	ordered      mode = iota // following its written order
	staying                  // staying where it stands (no order, or victors' option b)
	goingBack                // victors' option c: back to the season's start
	retreatStart             // defeated, option a: towards the season's start
	retreatManor             // defeated, option b: towards a manor of its player
	homeward                 // its lord died: to the nearest manor of its player (10.i)
)

// plan is one troop's march for the rest of the season.
type plan struct {
	mode   mode
	route  []rules.Place // an ordered march, from where the troop stands
	phases []bool        // the phases (from 1) an ordered march moves in
}

// season is what a campaigning season remembers beyond the state.
type season struct {
	start   troops[rules.Place]
	plans   troops[*plan]
	moved   troops[bool]
	heldAt  []rules.Seat // each manor's holder at the season's start
	fought  []bool       // a combat was fought on the manor this season
	victor  []rules.Seat // the victor of its last combat
	visits  bool         // King Arthur reaches the valley this autumn
	phase   phaseState
	retired map[int]bool // manors whose defenders fought, then retired inside, this phase
}

// phaseState is what one phase's combats and pillage need to know.
type phaseState struct {
	entered entries             // (seat, manor) entries into a manor centre this phase
	fought  troops[bool]        // troops that fought this phase
	arrival troops[int]         // the mile of the phase each troop reached where it stands
	between []betweenMeeting    // forces that met between two places
	came    troops[rules.Place] // the place each troop that moved this phase left last
}

type betweenMeeting struct {
	seats [2]rules.Seat
	from  [2]rules.Place
	ids   [2][]int
}

func (g *Game) newSeason() *season {
	s := g.spareSeason()
	for _, t := range g.S.Troops {
		s.start.set(tkey{t.Seat, t.ID}, t.Pos.At)
	}
	n := len(g.S.Manors)
	s.heldAt, s.fought, s.victor = make([]rules.Seat, n), make([]bool, n), make([]rules.Seat, n)
	for i, m := range g.S.Manors {
		s.heldAt[i], s.victor[i] = m.Owner, rules.NoSeat
	}
	return s
}

// spareSeason is an empty season keeping the last season's per-troop tables, cleared:
// a game plays some forty seasons, and growing the tables anew each time was a tenth of
// the allocation.
func (g *Game) spareSeason() *season {
	last := g.last
	if last == nil {
		n := len(g.S.Players)
		ids := g.counterIDs()
		return &season{start: newTroopsFor[rules.Place](n, ids), plans: newTroopsFor[*plan](n, ids), moved: newTroopsFor[bool](n, ids)}
	}
	s := &season{start: last.start, plans: last.plans, moved: last.moved, phase: last.phase}
	s.start.clear()
	s.plans.clear()
	s.moved.clear()
	return s
}

func (g *Game) campaign() error {
	g.sea = g.newSeason()
	g.planArena.reset() // the last season's plans are dropped with it
	g.flagArena.reset()
	g.S.Phase = 0
	g.comeOut()
	if err := g.arthurStep(); err != nil {
		return err
	}
	if err := g.writeOrders(); err != nil {
		return err
	}
	for ph := 1; ph <= g.E.D.Game.Movement.Phases; ph++ {
		g.S.Phase = ph
		if err := g.phase(ph); err != nil {
			return err
		}
		g.invariants("phase")
	}
	if err := g.endOfSeason(); err != nil {
		return err
	}
	// A game won at the end of its autumn is over: no harvest follows, and time cannot
	// end it a second time by valuation.
	if g.S.SeasonName() == rules.Autumn && !g.res.Over() {
		if err := g.endOfAutumn(); err != nil {
			return err
		}
	}
	g.last, g.sea = g.sea, nil
	if !g.res.Over() {
		g.S.Season++
		g.S.Phase = 0
	}
	g.invariants("season")
	return nil
}

// comeOut lets troops shut in a manor no one besieges walk out at the season's start:
// shutting themselves in was a choice of the combat that put them there.
func (g *Game) comeOut() {
	for i := range g.S.Troops {
		t := &g.S.Troops[i]
		if m := g.E.ManorAt(t.Pos.At); t.Inside && (m < 0 || g.S.Manors[m].Siege == 0) {
			t.Inside = false
		}
	}
}

// arthurStep moves King Arthur at the start of autumn, from the first full year (21.i).
func (g *Game) arthurStep() error {
	if !g.S.Rules.Has(rules.RuleAdvanced) || g.S.SeasonName() != rules.Autumn || g.S.Year < 1 {
		return nil
	}
	roll := g.die.Roll()
	next, visits, err := g.E.ArthurStep(g.S.Arthur, roll)
	if err != nil {
		return err
	}
	if visits {
		next = g.E.D.Game.Arthur.Steps - 1 // he stands at the end of his road until the visit
	}
	g.S.Arthur, g.sea.visits = next, visits
	e := ev(KindArthurStep, rules.NoSeat)
	e.N = roll
	if visits {
		e.Text = "visit" // he reaches the valley: the assessment comes at the end of autumn
	}
	g.emit(e)
	return nil
}

// writeOrders asks every player with a lord for the season's orders; in the opening
// autumn every force marches to its entry manor (3.ii).
func (g *Game) writeOrders() error {
	for _, p := range g.seats() {
		if g.S.Players[p].Leaderless {
			continue
		}
		var sheet []rules.Order
		if g.S.Year == 0 {
			sheet = g.openingOrders(p)
		} else {
			sheet = g.players[p].Orders(g.view(p))
		}
		if len(sheet) == 0 {
			continue
		}
		orders, refused := g.checkSheet(p, sheet)
		if refused != nil {
			e := ev(KindOrderRefused, p)
			e.Text = refused.Error()
			g.emit(e)
		}
		if orders == nil {
			continue
		}
		g.plan(p, sheet, orders)
	}
	return nil
}

// checkSheet checks a sheet; orders the engine refuses are dropped and the rest checked
// again, so one bad line does not cost a player the season.
// Each seat's sheet is checked into that seat's Orders, reused from season to season:
// the plans keep its routes for the season only.
func (g *Game) checkSheet(p rules.Seat, sheet []rules.Order) (*rules.Orders, error) {
	if len(g.checked) != len(g.S.Players) {
		g.checked = make([]rules.Orders, len(g.S.Players))
	}
	orders := &g.checked[p]
	err := g.S.CheckOrdersInto(orders, p, sheet)
	if err == nil {
		return orders, nil
	}
	var bad []int
	var oe *rules.OrderError
	for _, e := range unwrapAll(err) {
		if errors.As(e, &oe) {
			bad = append(bad, oe.N)
		}
	}
	kept := slices.DeleteFunc(slices.Clone(sheet), func(o rules.Order) bool { return slices.Contains(bad, o.N) })
	if len(bad) == 0 || len(kept) == 0 {
		return nil, err
	}
	if err2 := g.S.CheckOrdersInto(orders, p, kept); err2 != nil {
		return nil, err
	}
	return orders, err
}

func unwrapAll(err error) []error {
	if u, ok := err.(interface{ Unwrap() []error }); ok {
		return u.Unwrap()
	}
	return []error{err}
}

// openingOrders send a seat's troops from the entry point to the entry manor.
func (g *Game) openingOrders(p rules.Seat) []rules.Order {
	manor, _, ok := g.E.FirstManor(g.S.Players[p].Entry)
	to, ok2 := g.E.Place(manor)
	if !ok || !ok2 {
		return nil
	}
	var ids []int
	for _, t := range g.S.Troops {
		if t.Seat == p {
			ids = append(ids, t.ID)
		}
	}
	o := g.E.WriteOrder(ids, []rules.Place{to}, nil)
	o.N = 1
	return []rules.Order{o}
}

// plan turns checked orders into each troop's march.
func (g *Game) plan(p rules.Seat, sheet []rules.Order, orders *rules.Orders) {
	for _, o := range sheet {
		if len(o.Phases) > 0 {
			g.emit(ev(KindPhasedOrder, p))
		}
	}
	e := ev(KindOrders, p)
	e.Orders = sheet
	g.emit(e)
	n := g.E.D.Game.Movement.Phases
	// The plans and their phase flags are cut from the season's arenas, not two
	// allocations a troop: no plan outlives its season.
	pls, flags := g.planArena.cut(len(orders.Troops)), g.flagArena.cut((n+1)*len(orders.Troops))
	for k, t := range orders.Troops {
		pl := &pls[k]
		*pl = plan{mode: ordered, route: t.Route, phases: flags[k*(n+1) : (k+1)*(n+1) : (k+1)*(n+1)]}
		phases := phasesOf(sheet, t.Order)
		for ph := 1; ph <= n; ph++ {
			pl.phases[ph] = len(phases) == 0 || slices.Contains(phases, ph)
		}
		g.sea.plans.set(tkey{p, t.ID}, pl)
	}
}

// arena cuts zeroed slices for one season from a buffer the seasons share. A cut stays
// valid for the season even when a later cut outgrows the buffer (that one takes a new
// buffer and the old stays with whoever holds it); reset starts the next season at the
// beginning of the newest buffer, overwriting what the season before cut.
type arena[T any] struct{ buf []T }

func (a *arena[T]) cut(n int) []T {
	if cap(a.buf)-len(a.buf) < n {
		a.buf = make([]T, 0, max(2*cap(a.buf), n, 64))
	}
	l := len(a.buf)
	a.buf = a.buf[:l+n]
	out := a.buf[l : l+n : l+n]
	clear(out)
	return out
}

func (a *arena[T]) reset() { a.buf = a.buf[:0] }

// keeper copies lists that outlive the step that made them (what events carry) into
// chunks it never reuses, clipped: one allocation for many short lists.
type keeper struct{ buf []int }

// ids is a copy of a list of counter IDs, for an event.
func (k *keeper) ids(ids []int) []int {
	if cap(k.buf)-len(k.buf) < len(ids) {
		k.buf = make([]int, 0, max(256, len(ids)))
	}
	l := len(k.buf)
	k.buf = append(k.buf, ids...)
	return k.buf[l:len(k.buf):len(k.buf)]
}

// phasesOf is the phases of the sheet's order numbered n: the last so numbered, as a
// map by number would keep it; none when no order has the number. A sheet has a few
// orders, so a look along it is cheaper than the map.
func phasesOf(sheet []rules.Order, n int) []int {
	for k := len(sheet) - 1; k >= 0; k-- {
		if sheet[k].N == n {
			return sheet[k].Phases
		}
	}
	return nil
}

// leg is the places a troop passes this phase, from where it stands.
func (g *Game) leg(t *rules.Troop, ph int) []rules.Place {
	at := t.Pos.At
	pl := g.sea.planOf(t.Seat, t.ID)
	if pl == nil || t.Inside {
		return g.only(at)
	}
	miles := g.E.D.Game.Movement.MilesPerPhase()
	var route []rules.Place
	switch pl.mode {
	case ordered:
		if !pl.phases[ph] {
			return g.only(at)
		}
		route = pl.route
	case goingBack, retreatStart:
		route = g.path(at, g.sea.start.at(tkey{t.Seat, t.ID}))
	case homeward:
		route = pl.route // the road the player chose this phase (steer), if any
		if route == nil {
			route = g.routeTo(t.Seat, at, true)
		}
	case retreatManor:
		route = g.routeTo(t.Seat, at, true)
	}
	if i := slices.Index(route, at); i >= 0 {
		route = route[i:]
	} else {
		route = g.only(at)
	}
	return route[:min(len(route), miles+1)]
}

// only is the one-place leg of a troop that stays: a slice into a table made once,
// capped so that no append can write into it, since most troops stand still in most
// phases and a fresh slice for each was a tenth of a game's allocation.
func (g *Game) only(at rules.Place) []rules.Place {
	if uint(at) < uint(len(g.places)) { // a place on the board (uint: none below 0)
		return g.places[at : at+1 : at+1]
	}
	return g.onlyOff(at)
}

// onlyOff is only before the table is made, or for a place off the board.
func (g *Game) onlyOff(at rules.Place) []rules.Place {
	if g.placeTable(); at >= 0 && int(at) < len(g.places) {
		return g.places[at : at+1 : at+1]
	}
	return []rules.Place{at}
}

// placeTable makes only's table of every place, once a game.
func (g *Game) placeTable() {
	if len(g.places) != g.E.Places() {
		g.places = make([]rules.Place, g.E.Places())
		for i := range g.places {
			g.places[i] = rules.Place(i)
		}
	}
}

// planOf is a troop's plan this season, nil for none: plans.at written out for the one
// table forces asks about every troop in every phase, so that it inlines.
func (s *season) planOf(p rules.Seat, id int) *plan {
	t := &s.plans
	if p < 0 || int(p) >= t.seats || id < 0 {
		return nil
	}
	if i := id*t.seats + int(p); i < len(t.has) && t.has[i] {
		return t.val[i]
	}
	return nil
}

// routeHome is the road from a place to the nearest manor its seat holds; just the
// place when there is none.
func (g *Game) routeHome(p rules.Seat, at rules.Place) []rules.Place {
	return g.routeTo(p, at, false)
}

// routeTo is routeHome, skipping, when safe is set, the manors where an enemy stands: a
// force retreating to a manor of its player (6.vii b) or heading home without its lord
// (10.i) does not march back into the enemy that beat it.
func (g *Game) routeTo(p rules.Seat, at rules.Place, safe bool) []rules.Place {
	best, miles := rules.NoPlace, -1
	for _, m := range g.manorsOf(p) {
		mp := g.E.ManorPlace(m)
		if safe && g.enemyOn(p, mp) {
			continue
		}
		if d := g.miles(at, mp); nearer(d, mp, miles, best) {
			best, miles = mp, d
		}
	}
	if best == rules.NoPlace {
		return []rules.Place{at}
	}
	return g.path(at, best)
}

// enemyOn reports whether troops of another seat stand on a place.
func (g *Game) enemyOn(p rules.Seat, at rules.Place) bool {
	for _, t := range g.S.Troops {
		if t.Seat != p && t.Pos.At == at {
			return true
		}
	}
	return false
}

// knight reports whether a troop type claims, supervises and collects as a knight.
func knight(t *gamedata.Troop) bool { return t != nil && t.IsKnight() }
