package machine

import (
	"math/rand/v2"
	"slices"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// random makes every choice at random among those the rules allow. It is the baseline
// the greedy player must beat, and it drives the season loop down every road the rules
// leave open: moves in some phases only, sieges, storms, retreats, dismissals, lords.
type random struct {
	r      *rand.Rand
	b      sheet
	places []rules.Place // scratch: the places within reach of a force
	exits  []rules.Place // scratch: the last road out of each of places (corner)
	group  []int         // scratch: troops standing together
	force  [2][]int
}

func newRandom(seed uint64) *random { return &random{r: source(seed)} }

var _ play.Player = (*random)(nil)

func (p *random) coin() bool { return p.r.IntN(2) == 0 }

// Orders sends a random part of the troops on each place, as one or two forces, to
// random places within their reach, in every phase or in a random set of phases; one
// time in four a force looks only at places where rivals stand (march). A player with
// more troops than a stack first rallies them round one place (rally), and troops next
// to a rival with no other road out attack it (corner): each a choice the rules allow,
// drawn from the die, which makes the rare rules of beaten troops (6.vii) happen.
func (p *random) Orders(v play.View) []rules.Order {
	p.b.reset(v)
	if p.b.mine > v.E.D.Game.Movement.Stack {
		p.rally(v)
	}
	for i, t := range v.S.Troops {
		if p.b.used[i] {
			continue
		}
		p.standing(v, i, t.Pos)
		if p.corner(v, t.Pos.At) {
			continue
		}
		p.force[0], p.force[1] = p.force[0][:0], p.force[1][:0]
		for _, j := range p.group {
			p.b.hold(j) // decided now: marching in a force below, or staying
			if p.coin() {
				f := p.r.IntN(2)
				p.force[f] = append(p.force[f], j)
			}
		}
		for _, f := range p.force {
			p.march(v, f, p.r.IntN(4) == 0)
		}
	}
	return p.b.sheet()
}

// corner attacks, with part of the troops in p.group, a rival within a season's march
// whose every road out but one is held by troops not the rival's, and sends the rest
// to that last road out, on their way there (or keeps them where they stand, when that
// is it, or when no road out is left): a rival beaten there has no way out (6.vii). It reports whether it wrote the
// attack.
func (p *random) corner(v play.View, at rules.Place) bool {
	p.places, p.exits = p.places[:0], p.exits[:0]
	for q := range v.E.Places() {
		d := rules.Place(q)
		miles := v.E.Miles(at, d)
		if miles <= 0 || miles > v.E.D.Game.Movement.Miles || !p.rivalOn(v, d) {
			continue
		}
		switch last, open := p.waysOut(v, d); {
		case open == 0:
			p.places, p.exits = append(p.places, d), append(p.exits, at)
		case open == 1 && v.E.Miles(at, last) == miles-1 && len(p.group) > 1:
			p.places, p.exits = append(p.places, d), append(p.exits, last)
		}
	}
	if len(p.places) == 0 {
		return false
	}
	k := p.r.IntN(len(p.places))
	for _, j := range p.group {
		p.b.hold(j)
	}
	n := len(p.group) // a lone troop attacks alone, where no road out is left
	if n > 1 {
		n = 1 + p.r.IntN(n-1)
	}
	lead, rear := p.group[:n], p.group[n:]
	p.free(lead)
	ok := p.b.add(lead, p.places[k], nil)
	p.take(lead)
	if ok && p.exits[k] != at {
		p.free(rear)
		p.b.add(rear, p.exits[k], nil)
		p.take(rear)
	}
	return ok
}

// waysOut counts the roads out of place d that end where no troops stand but those of
// the seats on d: the ways a rival beaten on d could fall back by. last is one of them.
func (p *random) waysOut(v play.View, d rules.Place) (last rules.Place, n int) {
	last = rules.NoPlace
	for _, x := range v.E.Neighbours(d) {
		if !slices.ContainsFunc(v.S.Troops, func(t rules.Troop) bool { return t.Pos.At == x && !p.standsOn(v, t.Seat, d) }) {
			last, n = x, n+1
		}
	}
	return last, n
}

// standsOn reports whether troops of a seat other than the player's stand on a place.
func (p *random) standsOn(v play.View, seat rules.Seat, at rules.Place) bool {
	return seat != v.Seat && slices.ContainsFunc(v.S.Troops, func(t rules.Troop) bool { return t.Seat == seat && t.Pos.At == at })
}

// standing fills p.group with the player's troops not yet decided on that stand where
// troop i stands, i among them.
func (p *random) standing(v play.View, i int, at rules.Position) {
	p.group = p.group[:0]
	for j := i; j < len(v.S.Troops); j++ {
		if !p.b.used[j] && v.S.Troops[j].Pos == at {
			p.group = append(p.group, j)
		}
	}
}

// rally marches every troop on one place, drawn at random, as one force to a place
// within its reach where rivals stand (anywhere within reach when none does), and sends
// the player's troops on other places, each place's together, next to it: half of them
// to one rear drawn among its neighbours (the last road out of it, when the others are
// held), the others each to a neighbour of its own. The player's troops then stand
// round the fight as a cluster of more than a stack: a beaten lead falls back onto its
// rear (Retreat), crowding it, so part of the rear steps back (6.vii); a beaten rival
// may find every road out held (no way out, 6.vii). Troops the rally could not send are
// left to the rest of Orders.
func (p *random) rally(v play.View) {
	var free []int
	for i := range v.S.Troops {
		if !p.b.used[i] {
			free = append(free, i)
		}
	}
	if len(free) == 0 {
		return
	}
	lead := free[p.r.IntN(len(free))]
	p.standing(v, 0, v.S.Troops[lead].Pos)
	for _, j := range p.group {
		p.b.hold(j)
	}
	to, phases, ok := p.march(v, p.group, true)
	if !ok {
		p.free(p.group)
		return
	}
	round := v.E.Neighbours(to)
	rear := round[p.r.IntN(len(round))]
	if last, open := p.waysOut(v, to); open == 1 {
		rear = last
	}
	for _, i := range free {
		if p.b.used[i] {
			continue
		}
		at := v.S.Troops[i].Pos
		p.standing(v, i, at)
		next := rear
		if p.coin() {
			next = round[p.r.IntN(len(round))]
		}
		if next == at.At {
			for _, j := range p.group {
				p.b.hold(j) // already there: it stays
			}
			continue
		}
		if !p.b.add(p.group, next, phases) {
			p.b.add(p.group, next, nil)
		}
	}
}

// march tries a few random destinations for a force until one is legal, and says
// which it wrote; when hunt is set it looks only at places where rivals stand, if any
// is within reach: marching at random, a force would seldom seek a fight out, and the
// rules of beaten troops (6.vii) are played only where fights are. The caller holds the
// force's troops (sheet.hold); they stay held.
func (p *random) march(v play.View, f []int, hunt bool) (rules.Place, []int, bool) {
	if len(f) == 0 {
		return rules.NoPlace, nil, false
	}
	p.free(f)
	defer p.take(f)
	from := v.S.Troops[f[0]].Pos.At
	for range 3 {
		phases := p.phases(v.E.D.Game.Movement.Phases)
		p.reachable(v, from, p.b.reach(phases), hunt)
		if len(p.places) == 0 && hunt {
			p.reachable(v, from, p.b.reach(phases), false)
		}
		if len(p.places) == 0 {
			continue
		}
		if to := p.places[p.r.IntN(len(p.places))]; p.b.add(f, to, phases) {
			return to, phases, true
		}
	}
	return rules.NoPlace, nil, false
}

// reachable fills p.places with the places within reach miles of from, only those
// where rivals of the player stand when rivals is set.
func (p *random) reachable(v play.View, from rules.Place, reach int, rivals bool) {
	p.places = p.places[:0]
	for q := range v.E.Places() {
		at := rules.Place(q)
		if d := v.E.Miles(from, at); d > 0 && d <= reach && (!rivals || p.rivalOn(v, at)) {
			p.places = append(p.places, at)
		}
	}
}

// rivalOn reports whether troops of another player stand on a place.
func (p *random) rivalOn(v play.View, at rules.Place) bool {
	return slices.ContainsFunc(v.S.Troops, func(t rules.Troop) bool { return t.Seat != v.Seat && t.Pos.At == at })
}

// ownOn reports whether troops of the player stand on a place.
func (p *random) ownOn(v play.View, at rules.Place) bool {
	return slices.ContainsFunc(v.S.Troops, func(t rules.Troop) bool { return t.Seat == v.Seat && t.Pos.At == at })
}

// free and take undo and redo the hold Orders puts on a force's troops, so that the
// sheet takes them in an order.
func (p *random) free(f []int) {
	for _, j := range f {
		p.b.used[j] = false
	}
}

func (p *random) take(f []int) {
	for _, j := range f {
		p.b.used[j] = true
	}
}

// phases is every phase half the time, else a random non-empty set of them.
func (p *random) phases(n int) []int {
	if p.coin() {
		return nil
	}
	var out []int
	for len(out) == 0 {
		for ph := 1; ph <= n; ph++ {
			if p.coin() {
				out = append(out, ph)
			}
		}
	}
	return out
}

func (p *random) Engage(play.View, play.Contact) bool { return p.coin() }
func (p *random) Defend(play.View, play.Contact) play.Defence {
	return play.Defence(p.r.IntN(3))
}
func (p *random) Storm(play.View, play.Contact) bool { return p.coin() }
func (p *random) Pillage(play.View, int) bool        { return p.coin() }
func (p *random) Withdraw(play.View, play.Contact, *rules.Battle, int) bool {
	return p.r.IntN(3) == 0
}
func (p *random) Wound(_ play.View, c []int, _ []rules.Soldier) int { return c[p.r.IntN(len(c))] }
func (p *random) Fighters(_ play.View, _ play.Contact, t []rules.Soldier) []rules.Soldier {
	out := slices.Clone(t)
	p.r.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}
func (p *random) Victory(play.View, play.Contact) play.Victor { return play.Victor(p.r.IntN(3)) }

// Retreat falls back, three times in four, onto an exit where some of the player's own
// troops stand, when there is one, and else by any exit: a pick among all the exits
// would seldom choose the one a rally's rear holds (rally).
func (p *random) Retreat(v play.View, _ play.Contact, exits []rules.Place) (rules.Place, bool) {
	p.places = p.places[:0]
	for _, x := range exits {
		if p.ownOn(v, x) {
			p.places = append(p.places, x)
		}
	}
	if len(p.places) == 0 || p.r.IntN(4) == 0 {
		return exits[p.r.IntN(len(exits))], p.coin()
	}
	return p.places[p.r.IntN(len(p.places))], p.coin()
}
func (p *random) Bid(v play.View, _, _ string) int {
	return p.r.IntN(v.S.Players[v.Seat].Treasury + 1)
}

// Homeward leaves a leaderless march on the shortest road (10.i): drawing a road at
// random would change every seeded game the digest holds for a choice that only
// steers round troops.
func (p *random) Homeward(play.View) []rules.Order { return nil }

// Relocate moves a random troop, and now and then a forester or reeve, to a random
// manor of the player's; the loop refuses what the rules do not allow.
func (p *random) Relocate(v play.View) []play.Relocation {
	held := heldManors(v, nil)
	if len(held) < 2 {
		return nil
	}
	var out []play.Relocation
	for _, t := range v.S.Troops {
		if t.Seat == v.Seat && p.r.IntN(4) == 0 {
			out = append(out, play.Relocation{Troop: t.ID, To: held[p.r.IntN(len(held))]})
		}
	}
	if p.r.IntN(4) == 0 {
		staff := []string{"forester", "reeve"}[p.r.IntN(2)]
		out = append(out, play.Relocation{Staff: staff, From: held[p.r.IntN(len(held))], To: held[p.r.IntN(len(held))]})
	}
	return out
}

// Winter spends at random within the treasury: dismissals now and then, hires,
// improvements where CanBuild allows, repairs, sometimes a new lord and, in the
// advanced game, sometimes a conversion.
func (p *random) Winter(v play.View) play.WinterPlan {
	var plan play.WinterPlan
	me := v.S.Players[v.Seat]
	budget := me.Treasury
	for _, t := range v.S.Troops {
		if t.Seat != v.Seat {
			continue
		}
		if t.Type.Kind == gamedata.KindManAtArms && p.r.IntN(5) == 0 {
			plan.Dismiss = append(plan.Dismiss, t.ID)
			continue
		}
		budget -= pay(v, t)
	}
	if me.Lord == 0 && p.coin() {
		if ids := gradeAKnights(v); len(ids) > 0 {
			plan.Lord = ids[p.r.IntN(len(ids))]
		}
	}
	if v.S.Rules.Has(rules.RuleAdvanced) && p.r.IntN(10) == 0 {
		plan.Convert = otherReligion(v, me.Religion)
	}
	religion := me.Religion
	if plan.Convert != "" {
		religion = plan.Convert
	}
	held := heldManors(v, nil)
	// Half the winters build before hiring, so that sites and repairs, which hiring
	// would otherwise leave no money for, are ordered too (and rivals' orders for one
	// parish's site meet in an auction, 19.iii). Half the winters, drawn apart, raise a
	// levy and build nothing (hire).
	first := p.coin()
	levy := p.coin()
	if first && !levy {
		p.build(v, &plan, &budget, held, religion)
	}
	p.hire(v, &plan, &budget, held, levy)
	if !first && !levy {
		p.build(v, &plan, &budget, held, religion)
	}
	return plan
}

// hire takes on up to two knights and two men-at-arms at random, within the budget and
// the room on the player's manors: new troops stand on one of them (7.iv). In a levy
// winter it hires no knight but as many men-at-arms as the budget and the room allow:
// on its few Bz a year, that is how a random player now and then musters more troops
// than one place may hold, which a rally (Orders) and the crowded retreats of 6.vii
// need.
func (p *random) hire(v play.View, plan *play.WinterPlan, budget *int, held []int, levy bool) {
	room := hireRoom(v, held)
	plan.Hire = map[string]int{}
	for _, kind := range []string{gamedata.KindKnight, gamedata.KindManAtArms} {
		cost := v.E.D.HireGrade(kind).Cost
		n := p.r.IntN(3)
		switch {
		case levy && kind == gamedata.KindKnight:
			n = 0
		case levy:
			n = room
		}
		for ; n > 0 && *budget >= cost && room > 0; n-- {
			plan.Hire[kind]++
			*budget -= cost
			room--
		}
	}
}

// build orders, within the budget, each improvement or repair the manors allow with
// one chance in three, and sites and repairs with one in two.
func (p *random) build(v play.View, plan *play.WinterPlan, budget *int, held []int, religion string) {
	for _, m := range held {
		for _, bd := range buildable(v, m, religion, nil) {
			odds := 3
			if bd.Repair || v.E.D.Improvement(bd.Improvement).Religion != "" {
				odds = 2
			}
			if cost := buildCost(v, bd); cost <= *budget && markerFree(v, plan, bd) && p.r.IntN(odds) == 0 {
				plan.Build = append(plan.Build, bd)
				*budget -= cost
			}
		}
	}
}
