package play

import (
	"fmt"
	"slices"

	"github.com/excalibur-kit/excalibur/rules"
)

// The combats of a phase (8): meetings between milestones, then every place where rival
// troops stand, one pair of forces at a time (8.v), with the choices of 6.vi, 6.vii,
// 9.ii and 13.i asked of the players.

func (g *Game) combats() error {
	for _, m := range g.sea.phase.between {
		if err := g.fightBetween(m); err != nil {
			return err
		}
	}
	for _, at := range g.contestedPlaces() {
		if err := g.fightAt(at); err != nil {
			return err
		}
	}
	return nil
}

// contestedPlaces lists the places where troops of two or more seats stand, in place
// order.
func (g *Game) contestedPlaces() []rules.Place {
	first := g.byPlace() // the first seat seen on each place, plus one; 0 for none
	var out []rules.Place
	for _, t := range g.S.Troops {
		s := first[t.Pos.At]
		switch {
		case s == 0:
			first[t.Pos.At] = int(t.Seat) + 1
		case s != int(t.Seat)+1 && !slices.Contains(out, t.Pos.At):
			out = append(out, t.Pos.At)
		}
	}
	slices.Sort(out)
	return out
}

// seatsAt lists the seats with troops on a place, in the order they fight (8.v): by the
// mile they arrived on, ties by a roll.
func (g *Game) seatsAt(at rules.Place) ([]rules.Seat, error) {
	arrived := map[rules.Seat]int{}
	var order []rules.Seat
	for _, t := range g.S.Troops {
		if t.Pos.At != at {
			continue
		}
		a := max(g.sea.arrivalOf(t), 0)
		if old, ok := arrived[t.Seat]; !ok || a < old {
			if !ok {
				order = append(order, t.Seat)
			}
			arrived[t.Seat] = a
		}
	}
	if len(order) < 3 {
		return order, nil
	}
	var as []rules.Arrival
	for _, p := range order {
		as = append(as, rules.Arrival{Player: g.S.SeatName(p), Order: arrived[p]})
	}
	names, err := rules.FightOrder(as, g.die)
	if err != nil {
		return nil, err
	}
	out := make([]rules.Seat, 0, len(names))
	for _, n := range names {
		out = append(out, g.seatNamed(n))
	}
	e := ev(KindMultiple, out[0])
	e.At = at
	g.emit(e)
	return out, nil
}

func (g *Game) seatNamed(name string) rules.Seat {
	for _, p := range g.seats() {
		if g.S.SeatName(p) == name {
			return p
		}
	}
	return rules.NoSeat
}

// fightAt plays the contacts of one place: the first two forces, then each next one
// against whoever holds the place.
func (g *Game) fightAt(at rules.Place) error {
	order, err := g.seatsAt(at)
	if err != nil {
		return err
	}
	cur := order[0]
	for _, next := range order[1:] {
		if !g.present(cur, at) {
			cur = next
			continue
		}
		w, err := g.contact(cur, next, at, false, [2]rules.Place{at, at})
		if err != nil {
			return err
		}
		if w != rules.NoSeat && g.present(w, at) {
			cur = w
		} else if g.present(next, at) {
			cur = next
		}
	}
	return nil
}

// present reports whether a seat has troops on a place.
func (g *Game) present(p rules.Seat, at rules.Place) bool {
	return slices.ContainsFunc(g.S.Troops, func(t rules.Troop) bool { return t.Seat == p && t.Pos.At == at })
}

// fightBetween plays a meeting on the mile between two places (6.viii). The forces
// stand on the places they came from; the combat's end puts everyone on the place the
// losers came from, and the losers then fall back from it.
func (g *Game) fightBetween(m betweenMeeting) error {
	for s := range m.seats {
		for _, id := range m.ids[s] {
			if g.troopIndex(m.seats[s], id) < 0 {
				return nil // a combat earlier in the phase took them off the board
			}
		}
	}
	e := ev(KindMeetBetween, m.seats[0])
	e.Other, e.At, e.To = m.seats[1], m.from[0], m.from[1]
	g.emit(e)
	_, err := g.contactForces(m.seats, m.ids, m.from[0], true, m.from)
	return err
}

// contact is a meeting of two seats' troops on one place.
func (g *Game) contact(a, b rules.Seat, at rules.Place, between bool, from [2]rules.Place) (rules.Seat, error) {
	var ids [2][]int
	for _, t := range g.S.Troops {
		if t.Pos.At != at {
			continue
		}
		switch t.Seat {
		case a:
			ids[0] = append(ids[0], t.ID)
		case b:
			ids[1] = append(ids[1], t.ID)
		}
	}
	return g.contactForces([2]rules.Seat{a, b}, ids, at, between, from)
}

// contactForces settles one meeting: whether it is fought, and how.
func (g *Game) contactForces(seats [2]rules.Seat, ids [2][]int, at rules.Place, between bool, from [2]rules.Place) (rules.Seat, error) {
	c := Contact{Seats: seats, At: at, Between: between, From: from, Manor: -1, House: -1, Holder: rules.None}
	if !between {
		c.Manor, c.House = g.E.ManorAt(at), g.E.HouseAt(at)
	}
	for s := range seats {
		for _, id := range ids[s] {
			c.Troops[s] = append(c.Troops[s], g.S.Troops[g.troopIndex(seats[s], id)].Soldier)
		}
	}
	if c.Manor >= 0 {
		c.Holder = c.Side(g.S.Manors[c.Manor].Owner)
	}
	c.Choke = g.atChoke(c, ids)
	if c.Holder != rules.None && g.allInside(seats[c.Holder], ids[c.Holder]) {
		return g.besieged(c, ids)
	}
	fresh := c.Holder != rules.None && g.S.Manors[c.Manor].Siege > 0
	if !fresh && !g.players[seats[0]].Engage(g.view(seats[0]), c) && !g.players[seats[1]].Engage(g.view(seats[1]), c) {
		g.pass(c, ids)
		return rules.NoSeat, nil
	}
	d := Open
	if c.Holder != rules.None && g.S.Rules.Has(rules.RuleCastles) {
		d = g.players[seats[c.Holder]].Defend(g.view(seats[c.Holder]), c)
	}
	if d == Inside {
		g.shutIn(c, ids, KindRetireInside)
		return g.besieged(c, ids)
	}
	return g.battle(c, ids, d, false)
}

// atChoke reports whether a meeting is fought at a choke point (8.iv): on the mile the
// choke point marks, or on a place one of the forces reached over such a mile this phase
// (edition "choke-combat").
func (g *Game) atChoke(c Contact, ids [2][]int) bool {
	if c.Between {
		return len(g.E.ChokesOn(c.From[0], c.From[1])) > 0
	}
	for s := range ids {
		for _, id := range ids[s] {
			if prev, ok := g.cameFrom(c.Seats[s], id, c.At); ok && len(g.E.ChokesOn(prev, c.At)) > 0 {
				return true
			}
		}
	}
	return false
}

// cameFrom is the place a troop stood on just before reaching where it stands, when it
// moved this phase.
func (g *Game) cameFrom(p rules.Seat, id int, _ rules.Place) (rules.Place, bool) {
	at, ok := g.sea.phase.came.get(tkey{p, id})
	return at, ok
}

func (g *Game) allInside(p rules.Seat, ids []int) bool {
	for _, id := range ids {
		if !g.S.Troops[g.troopIndex(p, id)].Inside {
			return false
		}
	}
	return len(ids) > 0
}

// pass lets two forces part in peace (8.i); at the abbey or priory they share (9.ii).
// Forces that met between two places stay on the places they came from.
func (g *Game) pass(c Contact, ids [2][]int) {
	e := ev(KindPass, c.Seats[0])
	if c.House >= 0 {
		e.Kind = KindShare
	}
	e.Other, e.At = c.Seats[1], c.At
	if c.Between {
		e.At, e.To, e.Text = c.From[0], c.From[1], "between"
	}
	g.emit(e)
}

// shutIn puts a seat's troops inside their manor house or castle.
func (g *Game) shutIn(c Contact, ids [2][]int, k Kind) {
	p := c.Seats[c.Holder]
	for _, id := range ids[c.Holder] {
		if i := g.troopIndex(p, id); i >= 0 {
			g.S.Troops[i].Inside = true
			g.sea.plans.delete(tkey{p, id})
		}
	}
	e := ev(k, p)
	e.Other, e.At, e.Manor = c.Seats[1-c.Holder], c.At, c.Manor
	g.emit(e)
}

// besieged is a meeting with defenders shut inside: the invader storms, or besieges
// (13.i, 13.iii).
func (g *Game) besieged(c Contact, ids [2][]int) (rules.Seat, error) {
	inv := c.Seats[1-c.Holder]
	if g.players[inv].Storm(g.view(inv), c) {
		e := ev(KindStorm, inv)
		e.At, e.Manor = c.At, c.Manor
		g.emit(e)
		return g.battle(c, ids, Inside, false)
	}
	m := &g.S.Manors[c.Manor]
	if m.Siege == 0 {
		m.Siege = 1
		e := ev(KindSiege, inv)
		e.Other, e.At, e.Manor = c.Seats[c.Holder], c.At, c.Manor
		g.emit(e)
	}
	return rules.NoSeat, nil
}

// battle fights a combat and carries out its end.
func (g *Game) battle(c Contact, ids [2][]int, d Defence, starved bool) (rules.Seat, error) {
	var forces [2]rules.Force
	for s := range forces {
		forces[s] = rules.Force{Player: g.S.SeatName(c.Seats[s]), Troops: c.Troops[s]}
		if c.Choke {
			forces[s].Troops = g.players[c.Seats[s]].Fighters(g.view(c.Seats[s]), c, c.Troops[s])
		}
	}
	if c.Holder != rules.None && g.S.Rules.Has(rules.RuleCastles) && !starved {
		forces[c.Holder].Bonus = g.E.DefenceBonus(g.S.Manors[c.Manor].Castle, d == Inside)
	}
	retire := d == OpenInside
	opt := rules.FightOptions{
		ChokePoint:  c.Choke,
		Consecrated: c.House >= 0,
		Choose: func(side int, cands []int, t []rules.Soldier) int {
			return g.players[c.Seats[side]].Wound(g.view(c.Seats[side]), cands, t)
		},
		Withdraw: func(side, round int, b *rules.Battle) bool {
			if retire && side == c.Holder {
				return true // fought the rounds in the open; now inside (13.i, 3)
			}
			return g.players[c.Seats[side]].Withdraw(g.view(c.Seats[side]), c, b, round)
		},
	}
	b, err := g.E.Fight(forces, g.die, opt)
	if err != nil {
		return rules.NoSeat, fmt.Errorf("combat at %s: %w", g.E.PlaceID(c.At), err)
	}
	return g.afterBattle(c, ids, &b, retire)
}

// afterBattle writes the combat's wounds and deaths on the board, then the victor's and
// the losers' moves.
func (g *Game) afterBattle(c Contact, ids [2][]int, b *rules.Battle, retire bool) (rules.Seat, error) {
	g.res.Combats++
	e := ev(KindCombat, c.Seats[0])
	e.Other, e.At, e.Manor, e.Battle = c.Seats[1], c.At, c.Manor, b
	g.emit(e)
	if c.Choke {
		g.emit(ev(KindChokeCombat, c.Seats[0]))
	}
	for s := range c.Seats {
		g.casualties(c.Seats[s], ids[s], b.Forces[s].Troops)
		for _, id := range ids[s] {
			g.sea.phase.fought.set(tkey{c.Seats[s], id}, true)
		}
	}
	winner := rules.NoSeat
	if b.Winner != rules.None {
		winner = c.Seats[b.Winner]
	}
	if c.Manor >= 0 {
		g.sea.fought[c.Manor] = true
		g.sea.victor[c.Manor] = winner
	}
	for s := range c.Seats {
		if b.Withdrew[s] && !(retire && s == c.Holder) {
			e := ev(KindWithdraw, c.Seats[s])
			e.Other, e.At = c.Seats[1-s], c.At
			g.emit(e)
		}
	}
	if retire && b.Withdrew[c.Holder] && len(b.Forces[c.Holder].Troops) > 0 {
		g.shutIn(c, ids, KindFightThenRetire)
		g.sea.retired[c.Manor] = true
		if m := &g.S.Manors[c.Manor]; m.Siege == 0 {
			m.Siege = 1
		}
		if !b.Withdrew[1-c.Holder] {
			winner = c.Seats[1-c.Holder]
			g.victory(c, 1-c.Holder, b)
		}
		return winner, nil
	}
	g.settleBetween(c, b)
	for s := range c.Seats {
		lost := b.Winner != s && len(b.Forces[s].Troops) > 0
		if lost {
			if err := g.retreat(c, s, b.Forces[s].Troops); err != nil {
				return winner, err
			}
		} else if b.Winner == s {
			g.victory(c, s, b)
		}
	}
	return winner, nil
}

// settleBetween puts both sides of a meeting between places on the place the losers
// came from; when neither lost, each on its own (6.viii).
func (g *Game) settleBetween(c Contact, b *rules.Battle) {
	if !c.Between {
		return
	}
	for s := range c.Seats {
		to := c.From[s]
		if b.Winner != rules.None {
			to = c.From[1-b.Winner]
		}
		for _, t := range b.Forces[s].Troops {
			if i := g.troopIndex(c.Seats[s], t.ID); i >= 0 {
				g.S.Troops[i].Pos = rules.OnPlace(to)
			}
		}
	}
	if b.Winner != rules.None {
		c.At = c.From[1-b.Winner]
		// The victors join any of their own already on the losers' place: keep the
		// stacking limit there too (6.iii).
		g.spill(c.Seats[b.Winner], c.From[1-b.Winner])
	}
}

// casualties turns the wounded over and takes the dead off the board; a dead lord
// leaves his player leaderless (10).
func (g *Game) casualties(p rules.Seat, before []int, after []rules.Soldier) {
	alive := map[int]rules.Soldier{}
	for _, s := range after {
		alive[s.ID] = s
	}
	for _, id := range before {
		i := g.troopIndex(p, id)
		if s, ok := alive[id]; ok {
			g.S.Troops[i].Wounded = s.Wounded
			continue
		}
		g.remove(p, id)
	}
}

// remove takes a troop off the board: killed, unpaid, deserted or dismissed.
func (g *Game) remove(p rules.Seat, id int) {
	i := g.troopIndex(p, id)
	if i < 0 {
		return
	}
	g.S.Troops = slices.Delete(g.S.Troops, i, i+1)
	if g.sea != nil {
		g.sea.plans.delete(tkey{p, id})
	}
	if g.S.Players[p].Lord == id {
		g.lordDies(p)
	}
}

// lordDies leaves a player leaderless: every troop heads for the nearest manor of its
// player for the rest of the season (10.i).
func (g *Game) lordDies(p rules.Seat) {
	g.S.Players[p].Lord, g.S.Players[p].Leaderless = 0, true
	g.emit(ev(KindLordDies, p))
	if g.sea == nil {
		return
	}
	for _, t := range g.S.Troops {
		if t.Seat == p {
			g.sea.plans.set(tkey{p, t.ID}, &plan{mode: homeward})
		}
	}
}

// victory asks the winner what its troops do for the rest of the season (6.vi).
func (g *Game) victory(c Contact, s int, b *rules.Battle) {
	p := c.Seats[s]
	choice := g.players[p].Victory(g.view(p), c)
	if choice == CarryOn && !g.hasOrders(p, b.Forces[s].Troops) {
		choice = Stay // victors with no written orders have none to carry on with
	}
	k := map[Victor]Kind{CarryOn: KindCarryOn, Stay: KindStay, GoBack: KindGoBack}[choice]
	g.emit(ev(k, p))
	for _, t := range b.Forces[s].Troops {
		key := tkey{p, t.ID}
		switch choice {
		case Stay:
			g.sea.plans.set(key, &plan{mode: staying})
		case GoBack:
			g.sea.plans.set(key, &plan{mode: goingBack})
		}
	}
}

// hasOrders reports whether any of the troops has a written march for the season.
func (g *Game) hasOrders(p rules.Seat, troops []rules.Soldier) bool {
	for _, t := range troops {
		if pl := g.sea.plans.at(tkey{p, t.ID}); pl != nil && pl.mode == ordered {
			return true
		}
	}
	return false
}

// retreat makes a defeated or withdrawing side fall back one mile, by a road no enemy
// holds when there is one (6.vii), and retreat in the phases that follow.
func (g *Game) retreat(c Contact, s int, survivors []rules.Soldier) error {
	p := c.Seats[s]
	var idx []int
	at := rules.NoPlace
	for _, sv := range survivors {
		if i := g.troopIndex(p, sv.ID); i >= 0 && !g.S.Troops[i].Inside {
			idx, at = append(idx, i), g.S.Troops[i].Pos.At
		}
	}
	if len(idx) == 0 {
		return nil
	}
	enemy := func(node string) bool {
		n, _ := g.E.Place(node)
		return slices.ContainsFunc(g.S.Troops, func(t rules.Troop) bool { return t.Seat != p && t.Pos.At == n })
	}
	r, err := g.E.Retreat(g.E.PlaceID(at), enemy, g.die)
	if err != nil {
		return err
	}
	exits := make([]rules.Place, len(r.Exits))
	for i, x := range r.Exits {
		exits[i], _ = g.E.Place(x)
	}
	exit, toManor := exits[0], true
	if r.Roll > 0 {
		e := ev(KindNoWayOut, p)
		e.At, e.To, e.N = at, exit, r.Roll
		g.emit(e)
		_, toManor = g.players[p].Retreat(g.view(p), c, exits)
	} else {
		exit, toManor = g.players[p].Retreat(g.view(p), c, exits)
		if !slices.Contains(exits, exit) {
			exit = exits[0]
		}
	}
	g.pushback(p, at, exit, len(idx))
	m := retreatStart
	switch {
	case g.S.Players[p].Leaderless:
		m = homeward // a leaderless force keeps heading home (10.i)
	case toManor:
		m = retreatManor
	}
	var moved []int
	for _, i := range idx {
		t := &g.S.Troops[i]
		t.Pos = rules.OnPlace(exit)
		g.sea.plans.set(tkey{p, t.ID}, &plan{mode: m})
		moved = append(moved, t.ID)
	}
	e := ev(KindRetreat, p)
	e.At, e.To, e.IDs = at, exit, moved
	g.emit(e)
	g.spill(p, exit)
	return nil
}

// pushback moves the seat's troops already on a retreat's exit one place further back
// when the retreat would crowd it (6.vii).
func (g *Game) pushback(p rules.Seat, combat, exit rules.Place, arriving int) {
	var already []int
	for i, t := range g.S.Troops {
		if t.Seat == p && t.Pos == rules.OnPlace(exit) {
			already = append(already, i)
		}
	}
	n, back, err := g.E.Pushback(g.E.PlaceID(combat), g.E.PlaceID(exit), arriving, len(already))
	if err != nil || n == 0 || back == "" {
		return
	}
	to, _ := g.E.Place(back)
	var ids []int
	for _, i := range already[:n] {
		g.S.Troops[i].Pos = rules.OnPlace(to)
		ids = append(ids, g.S.Troops[i].ID)
	}
	e := ev(KindPushback, p)
	e.At, e.To, e.IDs = exit, to, ids
	g.emit(e)
	g.spill(p, to)
}
