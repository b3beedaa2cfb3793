package play

import (
	"math/bits"
	"slices"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/rules"
)

// pillages lets troops that entered an enemy manor this phase pillage it, when no
// defender stands in the open and they did not fight this phase (14.i), or their enemy
// retired inside after fighting (13.i c).
func (g *Game) pillages() error {
	if !g.S.Rules.Has(rules.RulePillage) {
		return nil
	}
	for _, p := range g.seats() {
		for m := range g.S.Manors {
			if g.sea.phase.entered.has(p, m) && g.mayPillage(p, m) && g.players[p].Pillage(g.view(p), m) {
				if err := g.pillage(p, m); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

func (g *Game) mayPillage(p rules.Seat, m int) bool {
	ms := &g.S.Manors[m]
	if ms.Owner == rules.NoSeat || ms.Owner == p || ms.Siege > 1 {
		return false
	}
	at := g.E.ManorPlace(m)
	here, fought := false, false
	for _, t := range g.S.Troops {
		if t.Pos.At != at {
			continue
		}
		switch {
		case t.Seat == p:
			here = true
			fought = fought || g.sea.phase.fought.at(tkey{p, t.ID})
		case !t.Inside:
			return false // someone stands in the open: no pillage while they do
		}
	}
	return here && (!fought || g.sea.retired[m])
}

func (g *Game) pillage(p rules.Seat, m int) error {
	ms := &g.S.Manors[m]
	r, err := g.E.Pillage(ms.Holding, g.die)
	if err != nil {
		return err
	}
	r.Burned = min(r.Burned, g.S.MarkersFree(rules.SmokeMarker)) // a field burns under a free smoke counter
	r.Apply(&ms.Holding)
	g.credit(p, r.Loot)
	e := ev(KindPillage, p)
	e.Other, e.Manor, e.Pillage, e.N = ms.Owner, m, &r, r.Loot
	g.emit(e)
	return nil
}

// endOfSeason plays the steps after the last phase: sieges, claims, supervision in
// spring, the weather roll and the victory check (90).
func (g *Game) endOfSeason() error {
	if err := g.sieges(); err != nil {
		return err
	}
	g.homeLeaderless()
	g.liftSieges() // a leaderless player's besiegers went home
	g.claims()
	if g.S.SeasonName() == rules.Spring {
		g.supervise()
	}
	if g.S.Rules.Has(rules.RuleWeather) && g.S.Year > 0 { // edition "opening-weather"
		roll := g.die.Roll()
		g.S.Weather += roll
		e := ev(KindWeatherRoll, rules.NoSeat)
		e.N = roll
		g.emit(e)
	}
	for m, ms := range g.S.Manors {
		if ms.Owner != rules.NoSeat {
			g.res.Held[m]++
		}
	}
	g.majority()
	return nil
}

// sieges: a siege whose besiegers are still there after the last phase of its final
// season starves the defenders out and the battle is fought at once; a siege whose
// besiegers left is over; any other goes into its next season (13.iii).
func (g *Game) sieges() error {
	for m := range g.S.Manors {
		ms := &g.S.Manors[m]
		if ms.Siege == 0 {
			continue
		}
		at := g.E.ManorPlace(m)
		var besieger rules.Seat = rules.NoSeat
		for _, t := range g.S.Troops {
			if t.Pos.At == at && t.Seat != ms.Owner {
				besieger = t.Seat
				break
			}
		}
		if besieger == rules.NoSeat || !g.present(ms.Owner, at) {
			ms.Siege = 0
			continue
		}
		if !g.E.SiegeSucceeds(ms.Siege, g.S.Phase) {
			ms.Siege++
			continue
		}
		e := ev(KindSiegeSucceeds, besieger)
		e.Other, e.Manor = ms.Owner, m
		g.emit(e)
		for i := range g.S.Troops {
			if g.S.Troops[i].Pos.At == at {
				g.S.Troops[i].Inside = false
			}
		}
		ms.Siege = 0
		c, ids := g.contactOf(ms.Owner, besieger, at)
		if _, err := g.battle(c, ids, Open, true); err != nil {
			return err
		}
	}
	return nil
}

// contactOf is the contact of two seats' troops on a place.
func (g *Game) contactOf(a, b rules.Seat, at rules.Place) (Contact, [2][]int) {
	c := Contact{Seats: [2]rules.Seat{a, b}, At: at, From: [2]rules.Place{at, at}, Manor: g.E.ManorAt(at), House: g.E.HouseAt(at), Holder: rules.None}
	var ids [2][]int
	for _, t := range g.S.Troops {
		if t.Pos.At != at {
			continue
		}
		if s := c.Side(t.Seat); s != rules.None {
			ids[s] = append(ids[s], t.ID)
			c.Troops[s] = append(c.Troops[s], t.Soldier)
		}
	}
	if c.Manor >= 0 {
		c.Holder = c.Side(g.S.Manors[c.Manor].Owner)
	}
	return c, ids
}

// homeLeaderless places the troops of a player whose lord died this season on the
// nearest manor the player holds (10.i).
func (g *Game) homeLeaderless() {
	for _, p := range g.seats() {
		if !g.S.Players[p].Leaderless {
			continue
		}
		for i := range g.S.Troops {
			t := &g.S.Troops[i]
			if pl := g.sea.plans.at(tkey{p, t.ID}); t.Seat == p && pl != nil && pl.mode == homeward {
				route := g.routeHome(p, t.Pos.At)
				t.Pos = rules.OnPlace(route[len(route)-1])
			}
		}
		for _, at := range g.crowded(p) {
			g.spill(p, at)
		}
	}
}

// claims: a knight who ends the season on a manor centre in undisputed control claims
// it; rival knights on one centre leave it to its holder, or after a combat to the last
// victor (5.i).
func (g *Game) claims() {
	on := g.onManors()
	for m := range g.S.Manors {
		at := g.E.ManorPlace(m)
		knights, seats := on[m].knights, on[m].seats
		ms := &g.S.Manors[m]
		if on[m].inside.has(ms.Owner) {
			continue // the holder's troops hold the house: no one claims it round them (13.i)
		}
		var to rules.Seat = rules.NoSeat
		switch {
		case seats.len() == 1 && knights.len() == 1:
			to = knights.first()
		case knights.len() >= 2:
			keeper := ms.Owner
			if g.sea.fought[m] && knights.has(g.sea.victor[m]) {
				to, keeper = g.sea.victor[m], g.sea.victor[m]
			}
			e := ev(KindDisputed, keeper) // who holds it now; NoSeat when no one does
			e.Other, e.At, e.Manor = ms.Owner, at, m
			g.emit(e)
		}
		if to == rules.NoSeat || to == ms.Owner {
			continue
		}
		g.claim(to, m)
	}
}

// manorSeats is who stands on a manor's centre (on the place or on a mile from it):
// the seats with troops there, those with knights outside the house, those with troops
// inside it.
type manorSeats struct{ seats, knights, inside seatSet }

// onManors is manorSeats for every manor, in one look at the troops rather than one for
// each manor; the slice is the game's scratch, kept for the next call.
func (g *Game) onManors() []manorSeats {
	if len(g.onManor) != len(g.S.Manors) {
		g.onManor = make([]manorSeats, len(g.S.Manors))
	}
	clear(g.onManor)
	manorAt := g.E.ManorsByPlace()
	for _, t := range g.S.Troops {
		m := manorAt[t.Pos.At]
		if m < 0 {
			continue
		}
		on := &g.onManor[m]
		on.seats = on.seats.with(t.Seat)
		if knight(t.Type) && !t.Inside {
			on.knights = on.knights.with(t.Seat)
		}
		if t.Inside {
			on.inside = on.inside.with(t.Seat)
		}
	}
	return g.onManor
}

// seatSet is a set of seats, bit p for seat p: a game has at most six.
type seatSet uint32

func (s seatSet) with(p rules.Seat) seatSet { return s | 1<<uint(p) }

func (s seatSet) has(p rules.Seat) bool { return p >= 0 && p < 32 && s&(1<<uint(p)) != 0 }

func (s seatSet) len() int { return bits.OnesCount32(uint32(s)) }

// first is the lowest seat in the set; NoSeat when it is empty.
func (s seatSet) first() rules.Seat {
	if s == 0 {
		return rules.NoSeat
	}
	return rules.Seat(bits.TrailingZeros32(uint32(s)))
}

// claim passes a manor to a seat with everything built on it; a site of the other
// religion is destroyed at once (19.vi).
func (g *Game) claim(p rules.Seat, m int) {
	ms := &g.S.Manors[m]
	e := ev(KindClaim, p)
	e.Other, e.Manor = ms.Owner, m
	g.emit(e)
	ms.Owner, ms.Siege = p, 0
	g.res.Claims[m]++
	if ms.Site != "" && g.E.MustDestroy(g.S.Players[p].Religion, ms.Site) {
		d := ev(KindSiteDestroyed, p)
		d.Manor, d.Text = m, ms.Site
		ms.Site, ms.Damaged = "", false
		g.emit(d)
	}
}

// supervise marks, at the end of spring, the manors where a knight of the holder stood
// on the centre all spring without moving (5.iv); the others are not supervised.
func (g *Game) supervise() {
	// Which manors a knight supervises, in one look at the troops; the events follow in
	// the order of the manors.
	sup := g.superScratch(len(g.S.Manors))
	for _, t := range g.S.Troops {
		m := g.E.ManorAt(t.Pos.At)
		if m < 0 || sup[m] || t.Seat != g.S.Manors[m].Owner || t.Seat == rules.NoSeat || !knight(t.Type) {
			continue
		}
		k := tkey{t.Seat, t.ID}
		sup[m] = !g.sea.moved.at(k) && g.sea.start.at(k) == t.Pos.At
	}
	for m := range g.S.Manors {
		ms := &g.S.Manors[m]
		ms.Supervised = sup[m]
		if sup[m] {
			e := ev(KindSupervised, ms.Owner)
			e.Manor = m
			g.emit(e)
		}
	}
}

// superScratch is the kept scratch of supervise, cleared: by manor, a knight of its
// holder supervises it.
func (g *Game) superScratch(n int) []bool {
	if len(g.super) != n {
		g.super = make([]bool, n)
	}
	clear(g.super)
	return g.super
}

// majority ends the standard game when a player holds enough manors (2).
func (g *Game) majority() {
	if g.S.Rules.Has(rules.RuleAdvanced) {
		return
	}
	two := len(g.S.Players) == 2
	for _, p := range g.seats() {
		if n := g.manorCount(p); g.E.Wins(n, two) {
			g.res.End, g.res.Winners, g.res.Years = Majority, []rules.Seat{p}, g.S.Year
			e := ev(KindVictory, p)
			e.N = n
			g.emit(e)
			return
		}
	}
}

// collectors are who collects each manor of a seat's (by index in S.Manors; NoOne on
// the others): the best of the holder's troops on the centre (5.ii), found in one look at
// the troops for all the seat's manors (a look a manor was a tenth of the winter).
func (g *Game) collectors(p rules.Seat) []gamedata.Collector {
	if len(g.coll) != len(g.S.Manors) {
		g.coll = make([]gamedata.Collector, len(g.S.Manors))
	}
	for m := range g.coll {
		g.coll[m] = gamedata.NoOne
	}
	var one [1]*gamedata.Troop
	for _, t := range g.S.Troops {
		m := g.E.ManorAt(t.Pos.At)
		if t.Seat != p || m < 0 || g.S.Manors[m].Owner != p || g.coll[m] == gamedata.Knight {
			continue
		}
		one[0] = t.Type
		if c := rules.CollectorOf(one[:]); c == gamedata.Knight || g.coll[m] == gamedata.NoOne {
			g.coll[m] = c
		}
	}
	return g.coll
}

// holdings are a seat's manors as the harvest and the winter take them, the same slice
// at every call (g.heldAt says which manor each is): neither keeps it, and a new list
// for every seat every autumn and winter was much of the games' garbage.
func (g *Game) holdings(p rules.Seat) []rules.Holding {
	coll := g.collectors(p)
	g.held, g.heldAt = g.held[:0], g.heldAt[:0]
	for m := range g.S.Manors {
		if g.S.Manors[m].Owner != p {
			continue
		}
		h := g.S.Manors[m].Holding
		h.Collector = coll[m]
		g.held, g.heldAt = append(g.held, h), append(g.heldAt, m)
	}
	return g.held
}

// endOfAutumn: the harvest and raids, King Arthur's visit, the troops going home, and
// the end of the game when its time is up (90).
func (g *Game) endOfAutumn() error {
	if err := g.harvest(); err != nil {
		return err
	}
	g.raids()
	if err := g.arthurVisit(); err != nil {
		return err
	}
	g.goHome()
	g.timeUp()
	return nil
}

// harvest pays every player the year's income (5.viii) and clears the year's smoke
// and supervision.
func (g *Game) harvest() error {
	y, err := g.weatherYear()
	if err != nil {
		return err
	}
	g.year = y
	g.gross = make([]int, len(g.S.Players))
	row := yearRow(&g.res.Income, g.S.Year, len(g.S.Players))
	for _, p := range g.seats() {
		hv, err := g.E.Harvest(g.holdings(p), y)
		if err != nil {
			return err
		}
		g.gross[p] = hv.Total
		row[p] = hv.Total
		g.credit(p, hv.Total)
		e := ev(KindHarvest, p)
		e.N, e.Harvest, e.Weather = hv.Total, &hv, &g.year
		g.emit(e)
	}
	for m := range g.S.Manors {
		g.S.Manors[m].Smoke, g.S.Manors[m].Supervised = 0, false
	}
	return nil
}

// weatherYear is the year's weather from the counter, with the good year's two dice.
func (g *Game) weatherYear() (rules.Year, error) {
	if !g.S.Rules.Has(rules.RuleWeather) || g.S.Year == 0 {
		return rules.NoWeather, nil // the opening autumn is an average year (edition "opening-weather")
	}
	return g.E.YearOf(g.S.Weather, g.die)
}

// raids give a house's income to the force on its grounds at the end of autumn; two
// forces that did not fight share it, an odd Bz to no one (9.i, 9.ii, edition
// "raid-share").
func (g *Game) raids() {
	for h, house := range g.E.D.Game.Houses {
		at, _ := g.E.Place(house.ID)
		var on []rules.Seat
		for _, t := range g.S.Troops {
			if t.Pos.At == at && !slices.Contains(on, t.Seat) {
				on = append(on, t.Seat)
			}
		}
		if len(on) == 0 {
			continue
		}
		share := g.E.HouseIncome(g.E.D.Game.Houses[h], g.year) / len(on)
		for _, p := range on {
			g.credit(p, share)
			e := ev(KindRaid, p)
			e.At, e.N = at, share
			g.emit(e)
		}
	}
}

// goHome sends every troop not on a manor of its player to the nearest one (6.ix, 9.iii),
// and ends every siege.
func (g *Game) goHome() {
	g.sea.phase.arrival.clear() // those who come home now are the last to arrive
	for i := range g.S.Troops {
		t := &g.S.Troops[i]
		t.Inside = false
		if m := g.E.ManorAt(t.Pos.At); m >= 0 && g.S.Manors[m].Owner == t.Seat {
			continue
		}
		route := g.routeHome(t.Seat, t.Pos.At)
		if to := route[len(route)-1]; to != t.Pos.At {
			e := ev(KindGoHome, t.Seat)
			e.At, e.To, e.IDs = t.Pos.At, to, []int{t.ID}
			g.emit(e)
			t.Pos = rules.OnPlace(to)
			g.sea.phase.arrival.set(tkey{t.Seat, t.ID}, 1)
		}
	}
	for m := range g.S.Manors {
		g.S.Manors[m].Siege = 0
	}
	for _, p := range g.seats() {
		for _, at := range g.crowded(p) {
			g.spill(p, at)
		}
	}
}
