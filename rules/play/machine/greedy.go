package machine

import (
	"slices"

	"math/rand/v2"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// greedy plays sensibly and the same way from every entry road: nothing in it knows a
// manor or a road by name. Each season it keeps a knight on its manors that need one
// (threatened, rich in spring, every one in autumn to collect), sends the other knights
// to the nearest manors it can claim, raids a free abbey or priory in autumn with a
// man-at-arms, and spreads the men-at-arms over its manors. It fights only when clearly
// stronger, and in winter spends what next winter's pay leaves over.
type greedy struct {
	play.Base
	r *rand.Rand
	b sheet

	// Scratch for one season's orders, by place or manor index, kept between calls.
	enemy     []int         // the other players' strength on each place
	threat    []int         // the strongest rival stack within a season's march of each manor
	stacks    []rules.Place // the places where rivals stand
	own       [][]int       // by manor: the player's troops standing on its centre, by index in S.Troops
	covered   []bool        // a knight of the player's stays on or marches to the manor
	manned    []bool        // some troop of the player's stays on or marches to the manor
	taken     []bool        // a knight already marches to the manor
	campaign  []bool        // a campaign goes for the manor this season: it fights there
	held      []int         // the manors the player holds this season
	heldAt    []rules.Place // and their places, in the same order
	pairs     []pair        // the claims worth making this season, cheapest first
	aims      []aim         // the manors a knight may claim this season (claimable)
	sorted    []pair        // scratch of sortByCost: the pairs' other slice
	byCost    []int         // scratch of sortByCost: the counts by cost
	tried     []bool        // by index in S.Troops: a knight already given his claim this pass
	force     []int         // the troops of the best campaign found, by index in S.Troops
	pick      []int         // the troops of the campaign being weighed
	group     []int         // the troops of a campaign standing on one place
	free      []int         // the troops free to campaign, by index in S.Troops
	aim       rules.Place   // the rival manor the campaign being launched goes for, else NoPlace
	rally     int           // the manor idle troops muster at this season (see muster)
	rallyTo   int           // the rival manor the muster is for
	mustered  bool          // rally is worked out for this season
	one       [1]int        // scratch: the one troop spread orders
	def       []int         // by manor: its defence this season, -1 until asked (defence)
	danger    [][]mark      // [phase-1][place]: see dangerAt, worked out this season when its scan is scans
	scans     int           // the seasons scanned: 0 before the first (so no mark is of this season)
	guardAt   []bool        // by place: a guard of the player's holds this choke mouth this season
	rear      []int         // the second stack of the campaign being weighed (see column)
	back      rules.Place   // where that second stack stands, one place short of the target
	forceRear []int         // the second stack of the best campaign found, and its place
	forceBack rules.Place
	home      int             // the manor of the player's entry road, -2 until looked up (homeManor)
	detour    rules.Detour    // scratch: the roads round a choke mouth (chokePlan)
	path      []rules.Place   // scratch: a rival stack's road to a manor (chokePlan)
	rival     []rules.Soldier // scratch: the strongest stack a choke guard meets (chokePlan)
	cands     []int           // scratch: the troops that may guard a choke (guardCandidates)
	picked    []int           // scratch: the guard picked (guardChoke)
	soldiers  []rules.Soldier // scratch: the guard's soldiers (guardChoke)
	builds    []rules.Build   // scratch of improve: what each held manor may build,
	buildsAt  []int           // from buildsAt[k] to buildsAt[k+1] for the k-th
	shares    []share         // each kind's share of the markers, as improve asks
	worth     []int           // by seat: its valuation as it stands this season, empty until asked (see standings)
	relHeld   []int           // scratch of Relocate: the manors held
	relOn     []int           // scratch of Relocate: the knights on each manor
	style     Style           // how this player's judgements differ from the plain greedy's
}

func newGreedy(seed uint64) *greedy {
	g := &greedy{r: source(seed), aim: rules.NoPlace, home: -2}
	g.b.safe = g.safe
	return g
}

// safe reports whether troops marching on a route may pass a place in a phase: no
// rival stack stronger than they are stands there, walls counted, or could be there by
// the end of that phase (stacks on the road; a manor's garrison is taken to stay). The manor a campaign goes for is safe: the campaign was
// weighed against its defence.
func (g *greedy) safe(mine, ph int, at rules.Place) bool {
	return at == g.aim || g.dangerAt(ph, at) <= mine
}

// dangerAt is the strongest rival stack that could stand on a place by the end of a
// phase, walls counted (see safe), 0 when none could. The stacks stand still while the
// orders are written, so it is worked out once a season for each place and phase asked:
// the sheet asks safe about every mile of every march it weighs.
func (g *greedy) dangerAt(ph int, at rules.Place) int {
	mk := &g.danger[ph-1][at]
	if mk.scan != int32(g.scans) {
		*mk = mark{int32(g.scans), int32(g.dangerNow(ph, at))}
	}
	return int(mk.n)
}

// mark is a figure worked out in one season, named by the scan that began it: a table
// of them is stale all at once when the next season's scan begins, without clearing it.
type mark struct {
	scan int32
	n    int32
}

// dangerNow is dangerAt worked out from the rivals on the place and on the places near
// it, nearest first, as far as the phase's march reaches: a place with rivals on it is a
// stack (see scan), and a garrison on its own manor stays there.
func (g *greedy) dangerNow(ph int, at rules.Place) int {
	v := g.b.v
	most := 0
	if theirs := g.enemy[at]; theirs > 0 {
		if m := v.E.ManorAt(at); m >= 0 && v.S.Rules.Has(rules.RuleCastles) && v.S.Manors[m].Owner != v.Seat && v.S.Manors[m].Owner != rules.NoSeat {
			theirs += v.E.DefenceBonus(v.S.Manors[m].Castle, true)
		}
		most = theirs
	}
	reach := ph * v.E.D.Game.Movement.MilesPerPhase()
	miles := v.E.MilesFrom(at)
	for _, st := range v.E.Near(at) {
		if miles[st] > reach {
			break
		}
		if g.enemy[st] > most && !g.garrisoned(v, st) {
			most = g.enemy[st]
		}
	}
	return most
}

// garrisoned reports whether the rivals on a place stand on a manor of one of theirs
// (see safe).
func (g *greedy) garrisoned(v play.View, at rules.Place) bool {
	m := v.E.ManorAt(at)
	return m >= 0 && v.S.Manors[m].Owner != v.Seat && v.S.Manors[m].Owner != rules.NoSeat
}

var _ play.Player = (*greedy)(nil)

// odds is how much stronger the greedy player must be to choose a fight: half as
// strong again as the enemy.
func clearlyStronger(mine, theirs int) bool { return 2*mine >= 3*theirs+1 }

// Orders writes the season's sheet: who stays, who claims, who raids, who garrisons.
func (g *greedy) Orders(v play.View) []rules.Order {
	g.b.reset(v)
	g.scan(v)
	season := v.S.SeasonName()
	g.garrison(v, season)
	g.claim(v, season, true)
	g.attack(v)
	g.claim(v, season, false)
	if season == rules.Autumn {
		g.raid(v)
	}
	g.spread(v)
	return g.b.sheet()
}

// scan measures the other players' strength on each place and, for each manor of the
// player's, the strongest of those stacks within a season's march: what could fall on
// it this season.
func (g *greedy) scan(v play.View) {
	e := v.E
	g.enemy = resize(g.enemy, e.Places())
	n := len(v.S.Manors)
	g.threat, g.covered, g.manned, g.taken = resize(g.threat, n), resizeB(g.covered, n), resizeB(g.manned, n), resizeB(g.taken, n)
	g.campaign = resizeB(g.campaign, n)
	g.guardAt = resizeB(g.guardAt, e.Places())
	g.def = resize(g.def, n)
	for m := range g.def {
		g.def[m] = -1 // not worked out yet (see defence)
	}
	g.mustered = false
	g.scans++ // every danger worked out before is stale
	if len(g.danger) != e.D.Game.Movement.Phases || len(g.danger[0]) != e.Places() {
		g.danger = make([][]mark, e.D.Game.Movement.Phases)
		for ph := range g.danger {
			g.danger[ph] = make([]mark, e.Places())
		}
	}
	g.held = heldManors(v, g.held[:0])
	g.heldAt = g.heldAt[:0]
	for _, m := range g.held {
		g.heldAt = append(g.heldAt, e.ManorPlace(m))
	}
	g.stacks = g.stacks[:0]
	if len(g.own) != n {
		g.own = make([][]int, n)
	}
	for m := range g.own {
		g.own[m] = g.own[m][:0]
	}
	manorAt := e.ManorsByPlace()
	for i, t := range v.S.Troops {
		if t.Seat == v.Seat {
			if m := manorAt[t.Pos.At]; m >= 0 && !t.Pos.Between() {
				g.own[m] = append(g.own[m], i)
			}
			continue
		}
		if g.enemy[t.Pos.At] == 0 {
			g.stacks = append(g.stacks, t.Pos.At)
		}
		g.enemy[t.Pos.At] += t.Strength()
	}
	// The threat to each manor: the rivals on it and on the places within a season's
	// march (Near), a stack on each place that has rivals.
	for k, m := range g.held {
		g.threat[m] = g.enemy[g.heldAt[k]]
		for _, at := range e.Near(g.heldAt[k]) {
			g.threat[m] = max(g.threat[m], g.enemy[at])
		}
	}
}

func resize(s []int, n int) []int {
	if cap(s) < n {
		return make([]int, n)
	}
	s = s[:n]
	clear(s)
	return s
}

func resizeB(s []bool, n int) []bool {
	if cap(s) < n {
		return make([]bool, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// rich reports whether supervising a manor is worth a knight's spring (5.iv): it adds
// at least a quarter to what a knight collects.
func rich(m *gamedata.Manor) bool {
	sup, unsup := m.Income.Basic(true, gamedata.Knight), m.Income.Basic(false, gamedata.Knight)
	return 4*(sup-unsup) >= unsup
}

// garrison keeps a knight on each manor of the player's that needs one this season, and
// men-at-arms where the manor is threatened or no knight stays.
func (g *greedy) garrison(v play.View, season string) {
	for _, m := range g.held {
		if g.threat[m] > 0 && g.guardChoke(v, m) {
			g.threat[m] = 0 // the guard at the choke holds back what could fall on it
		}
		g.keepHome(v, m)
		needKnight := g.threat[m] > 0 || season == rules.Autumn || season == rules.Spring && rich(v.S.Manors[m].Manor)
		keeper, lordKeeps := -1, g.threat[m] > g.othersOn(v, m)
		for _, i := range g.own[m] {
			t := v.S.Troops[i]
			if g.b.used[i] { // shut in by a siege: it stays whatever the sheet says
				g.manned[m] = true
				g.covered[m] = g.covered[m] || t.Type.IsKnight()
				continue
			}
			// The lord stays home in preference on a manor the troops beside him could
			// not hold: his death leaves the player leaderless. Elsewhere another knight
			// keeps it, and the lord, the strongest fighter, is free for a campaign.
			lord := t.ID == v.S.Players[v.Seat].Lord
			if needKnight && t.Type.IsKnight() && (keeper < 0 || lord == lordKeeps) {
				keeper = i
			}
		}
		if keeper >= 0 && !g.covered[m] {
			g.b.hold(keeper)
			g.covered[m], g.manned[m] = true, true
		}
		g.keepMen(v, m)
	}
}

// othersOn is the strength of the player's troops on a manor other than the lord.
func (g *greedy) othersOn(v play.View, m int) int {
	n := 0
	for _, i := range g.own[m] {
		if t := v.S.Troops[i]; t.ID != v.S.Players[v.Seat].Lord {
			n += t.Strength()
		}
	}
	return n
}

// keepMen holds men-at-arms on a manor until the troops kept there match the strongest
// rival stack that could reach it, and one when no knight stays; the rest are free to
// campaign.
func (g *greedy) keepMen(v play.View, m int) {
	kept := 0
	for _, i := range g.own[m] {
		if g.b.used[i] {
			kept += v.S.Troops[i].Strength()
		}
	}
	for _, i := range g.own[m] {
		t := v.S.Troops[i]
		if g.b.used[i] || t.Type.IsKnight() {
			continue
		}
		if kept < g.threat[m] || !g.manned[m] {
			g.b.hold(i)
			g.manned[m] = true
			kept += t.Strength()
		}
	}
}

// claim pairs free knights with manors, nearest pairs first: manors no one holds, rival
// manors left empty or weakly held, and in autumn the player's own manors no knight
// collects. A knight with nothing within a season's march heads for the nearest; near
// leaves such knights free, for a campaign.
func (g *greedy) claim(v play.View, season string, near bool) {
	if near {
		g.pairUp(v, season)
	}
	g.tried = resizeB(g.tried, len(v.S.Troops))
	for _, p := range g.pairs {
		if g.b.used[p.troop] || g.tried[p.troop] || g.taken[p.manor] || near && p.cost >= far {
			continue
		}
		g.tried[p.troop] = true
		at := v.S.Troops[p.troop].Pos.At
		g.one[0] = p.troop // a scratch slice: add keeps no troop list
		if !g.b.add(g.one[:], g.stage(v, at, v.E.ManorPlace(p.manor)), nil) {
			continue // the road is blocked by stacking or a flood: he stays this season
		}
		if p.cost < far {
			m := p.manor
			g.taken[m] = true
			g.covered[m], g.manned[m] = g.covered[m] || g.mine(v, m), g.manned[m] || g.mine(v, m)
		}
	}
}

// pair is a free knight (by index in S.Troops) and a manor he could go for, with its
// cost (see target).
type pair struct{ troop, manor, cost int }

// pairUp lists every (free knight, manor) pair worth going for, cheapest first, ties
// in the order of the troops and then of the manors: taking them in this order, each
// knight and manor once, pairs the nearest first.
func (g *greedy) pairUp(v play.View, season string) {
	g.pairs = g.pairs[:0]
	g.claimable(v, season)
	lord, reach := v.S.Players[v.Seat].Lord, v.E.D.Game.Movement.Miles
	for i := range v.S.Troops {
		t := &v.S.Troops[i]
		if t.Seat != v.Seat || g.b.used[i] || !t.Type.IsKnight() {
			continue
		}
		miles, str, isLord := v.E.MilesFrom(t.Pos.At), t.Strength(), t.ID == lord
		for k := range g.aims {
			c := &g.aims[k]
			d := miles[c.at]
			if d <= 0 || c.fight && (isLord || !clearlyStronger(str, c.enemy)) {
				continue // the lord risks no fight; a knight only one he clearly wins
			}
			cost := 4*d + c.extra
			if d > reach {
				if season == rules.Autumn {
					continue // he would end the year on the road, and collect nowhere
				}
				cost += far
			}
			g.pairs = append(g.pairs, pair{i, c.manor, cost})
		}
	}
	g.pairs = sortByCost(g.pairs, &g.sorted, &g.byCost)
}

// sortByCost sorts pairs by cost, cheapest first, keeping the order of equals, as
// slices.SortStableFunc does, by counting: the costs are small numbers, and a season
// lists a hundred pairs. It returns the sorted pairs, in out (which it grows), and keeps
// the pairs' slice as the next out: the two swap from call to call.
func sortByCost(ps []pair, out *[]pair, counts *[]int) []pair {
	// The costs beyond a season's march (far and more) are counted after the nearest
	// cost that is not, so the counts span the costs there are, not far.
	near, top := 0, 0
	for _, p := range ps {
		if p.cost < far {
			near = max(near, p.cost+1)
		} else {
			top = max(top, p.cost-far+1)
		}
	}
	key := func(c int) int {
		if c < far {
			return c
		}
		return near + c - far
	}
	if cap(*counts) < near+top+1 {
		*counts = make([]int, 2*(near+top+1)) // room to spare: the costs grow as the game spreads
	}
	n := (*counts)[:near+top+1]
	clear(n)
	for _, p := range ps {
		n[key(p.cost)+1]++
	}
	for c := 1; c < len(n); c++ {
		n[c] += n[c-1] // n[k] is now where the pairs of key k start
	}
	sorted := slices.Grow((*out)[:0], len(ps))[:len(ps)]
	for _, p := range ps {
		k := key(p.cost)
		sorted[n[k]] = p
		n[k]++
	}
	*out = ps[:0]
	return sorted
}

// far is added to the cost of a manor beyond a season's march, so nearer ones come first.
const far = 1000

func (g *greedy) mine(v play.View, m int) bool { return v.S.Manors[m].Owner == v.Seat }

// aim is a manor some knight may go for this season, with what pairUp asks of it for
// every knight: its place, the rivals on it, and what its kind adds to the cost.
type aim struct {
	manor int
	at    rules.Place
	enemy int  // the rivals' strength on it
	fight bool // a rival's manor or a free one with rivals on it: a knight must win it
	extra int
}

// claimable lists in g.aims, in the order of the manors, those a knight may go for
// this season, whoever he is: not taken already, and of the player's own only in autumn
// when no knight collects there.
func (g *greedy) claimable(v play.View, season string) {
	g.aims = slices.Grow(g.aims[:0], len(v.S.Manors)) // room for every manor at once, not grown aim by aim
	places := v.E.ManorPlaces()
	for m := range v.S.Manors {
		if g.taken[m] {
			continue
		}
		c := aim{manor: m, at: places[m]}
		c.enemy = g.enemy[c.at]
		switch owner := v.S.Manors[m].Owner; {
		case owner == v.Seat:
			if season != rules.Autumn || g.covered[m] {
				continue
			}
			c.extra = 6
		case owner != rules.NoSeat:
			c.extra = 2
		}
		c.fight = v.S.Manors[m].Owner != v.Seat && c.enemy > 0
		g.aims = append(g.aims, c)
	}
}

// stage is where a march towards a place ends this season: the place, or the place a
// season's miles along the road to it; short of that, the last manor on the way that
// is the player's or no one's, when the march would end on a bare milestone, where
// the troops neither hold nor collect anything.
func (g *greedy) stage(v play.View, from, to rules.Place) rules.Place {
	at, stop := from, rules.NoPlace
	for range v.E.D.Game.Movement.Miles {
		at = v.E.Toward(at, to)
		if m := v.E.ManorAt(at); m >= 0 && (v.S.Manors[m].Owner == v.Seat || v.S.Manors[m].Owner == rules.NoSeat && g.enemy[at] == 0) {
			stop = at
		}
	}
	if at != to && v.E.PlaceKind(at) == rules.NodeMilestone && stop != rules.NoPlace {
		return stop
	}
	return at
}

// arthurComes reports whether King Arthur assesses the valley this autumn, when a raid
// costs Reverence Points (21.ii, 22).
func arthurComes(v play.View) bool {
	return v.S.Rules.Has(rules.RuleAdvanced) && (v.S.Arthur == v.E.D.Game.Arthur.Steps-1 || v.E.FinalVisit(v.S.Year))
}

// raid sends the nearest free man-at-arms to each abbey or priory no rival stands on,
// within a season's march, in autumn (9.i).
func (g *greedy) raid(v play.View) {
	if arthurComes(v) {
		return
	}
	for _, h := range v.E.D.Game.Houses {
		hp, ok := v.E.Place(h.ID)
		if !ok || g.enemy[hp] > 0 {
			continue
		}
		best, miles := -1, 0
		for i, t := range v.S.Troops {
			if t.Seat != v.Seat || g.b.used[i] || t.Type.IsKnight() {
				continue
			}
			if d := v.E.Miles(t.Pos.At, hp); d > 0 && d <= v.E.D.Game.Movement.Miles && (best < 0 || d < miles) {
				best, miles = i, d
			}
		}
		if best >= 0 {
			g.one[0] = best
			g.b.add(g.one[:], hp, nil)
		}
	}
}

// spread sends every troop not yet ordered that stands off the player's manors, or on
// one where another troop already stays, to the nearest manor of the player's that no
// troop of the player's stays on or marches to, else to the nearest manor held.
func (g *greedy) spread(v play.View) {
	for i, t := range v.S.Troops {
		if t.Seat != v.Seat || g.b.used[i] {
			continue
		}
		here := v.E.ManorAt(t.Pos.At)
		if here >= 0 && v.S.Manors[here].Owner == v.Seat && !g.manned[here] {
			g.b.hold(i)
			g.manned[here] = true
			continue
		}
		to := g.nearestHeld(v, t.Pos.At, true)
		if v.S.SeasonName() == rules.Autumn && t.Type.IsKnight() {
			// In autumn a knight ends on a manor of the player's, to collect there.
			to = g.collectAt(v, t.Pos.At)
			if (to < 0 || g.covered[to]) && here >= 0 && v.S.Manors[here].Owner == v.Seat {
				g.b.hold(i) // on a manor of the player's already, and none better is free
				continue
			}
			if to >= 0 {
				g.covered[to] = true
			}
		}
		if to < 0 && (here < 0 || v.S.Manors[here].Owner != v.Seat) {
			to = g.nearestHeld(v, t.Pos.At, false)
		}
		if to < 0 && t.ID != v.S.Players[v.Seat].Lord {
			to = g.front(v, t.Pos.At)
		}
		g.one[0] = i // a scratch slice: add keeps no troop list
		if to >= 0 && g.b.add(g.one[:], g.stage(v, t.Pos.At, v.E.ManorPlace(to)), nil) {
			g.manned[to] = true
		} else if to >= 0 && to == g.rally {
			g.overflow(v, i)
		}
	}
}

// collectAt is the nearest manor of the player's within a season's march of a place,
// one no knight covers in preference; -1 when none is within reach.
func (g *greedy) collectAt(v play.View, at rules.Place) int {
	best, miles, from := -1, 0, v.E.MilesFrom(at)
	for k, m := range g.held {
		d := from[g.heldAt[k]]
		if d <= 0 || d > v.E.D.Game.Movement.Miles {
			continue
		}
		if g.covered[m] {
			d += far
		}
		if best < 0 || d < miles {
			best, miles = m, d
		}
	}
	return best
}

// front is the manor of the player's where troops with nothing to do muster for the
// next campaign: the one nearest the weakest rival manor (see muster); -1 when the
// troops stand there already, or no rival holds a manor.
func (g *greedy) front(v play.View, at rules.Place) int {
	if !g.mustered {
		g.rally, g.mustered = g.muster(v), true
	}
	if g.rally < 0 || v.E.ManorPlace(g.rally) == at {
		return -1
	}
	return g.rally
}

// muster picks the rival manor cheapest to take, its defence counting four times the
// miles to it from the nearest manor of the player's, and returns that manor of the
// player's; -1 when no rival holds a manor. Every idle troop musters at the same manor,
// so that the next campaign has the numbers; the weakest target, not the nearest, so
// that it does not knock on the strongest door.
func (g *greedy) muster(v play.View) int {
	best, cost := -1, 0
	for m, ms := range v.S.Manors {
		if ms.Owner == v.Seat || ms.Owner == rules.NoSeat {
			continue
		}
		mp, def := v.E.ManorPlace(m), g.defence(v, m)
		if best >= 0 && 4*def >= cost {
			continue // dearer than the best already, whatever the miles (one at least)
		}
		base := g.nearestHeld(v, mp, false)
		if base < 0 {
			continue
		}
		if c := 4*def + v.E.Miles(v.E.ManorPlace(base), mp); best < 0 || c < cost {
			best, cost = base, c
			g.rallyTo = m
		}
	}
	return best
}

// nearestHeld is the nearest manor of the player's from a place (one no troop mans,
// when empty is set); -1 when none.
func (g *greedy) nearestHeld(v play.View, at rules.Place, empty bool) int {
	best, miles, from := -1, 0, v.E.MilesFrom(at)
	for k, m := range g.held {
		if empty && g.manned[m] {
			continue
		}
		if d := from[g.heldAt[k]]; d > 0 && (best < 0 || d < miles) {
			best, miles = m, d
		}
	}
	return best
}
