package play

import (
	"slices"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/rules"
)

// fate makes the year's fate roll after winter, before spring orders, and carries out
// what it says on the board (15, 25).
func (g *Game) fate() error {
	if !g.S.Rules.Has(rules.RuleFate) {
		return nil
	}
	f, _, err := g.E.FateRoll(g.die)
	if err != nil {
		return err
	}
	switch f.Event {
	case gamedata.FatePlague:
		err = g.plague()
	case gamedata.FateLightningCh:
		err = g.lightning(f.Event, "church")
	case gamedata.FateLightningSC:
		err = g.lightning(f.Event, "stone-circle")
	case gamedata.FateRevolt:
		err = g.revolt()
	case gamedata.FateStorms:
		err = g.storms()
	case gamedata.FateFloods:
		err = g.floods()
	default:
		g.emit(ev(KindQuiet, rules.NoSeat))
	}
	g.invariants("fate")
	return err
}

// plague: every soldier, lords too, rolls; the high rolls die (25).
func (g *Game) plague() error {
	for _, p := range g.seats() {
		dead, err := g.E.Plague(g.soldiers(p), g.die)
		if err != nil {
			return err
		}
		for _, id := range dead {
			g.remove(p, id)
		}
		e := ev(KindPlague, p)
		e.IDs, e.N = dead, len(dead)
		g.emit(e)
	}
	return nil
}

// lightning damages one church or stone circle (25): the engine picks the player, the
// player's first sound site of the kind in map order is struck.
func (g *Game) lightning(event, kind string) error {
	var owners []rules.SiteOwner
	for _, p := range g.seats() {
		n := 0
		for _, m := range g.manorsOf(p) {
			if g.S.Manors[m].Site == kind {
				n++
			}
		}
		owners = append(owners, rules.SiteOwner{Player: g.S.SeatName(p), Sites: n})
	}
	who, err := g.E.Lightning(event, owners, g.die)
	if err != nil || who == "" {
		return err
	}
	p := g.seatNamed(who)
	ms := g.manorsOf(p)
	slices.SortStableFunc(ms, func(a, b int) int { return g.cmpMap(a, b) })
	for _, m := range ms {
		if g.S.Manors[m].Site == kind && !g.S.Manors[m].Damaged && g.S.MarkersFree(rules.SmokeMarker) > 0 {
			g.S.Manors[m].Damaged = true
			e := ev(KindLightning, p)
			e.Manor, e.Text = m, kind
			g.emit(e)
			return nil
		}
	}
	return nil
}

func (g *Game) cmpMap(a, b int) int {
	x, y := g.E.D.Manors[a].Map, g.E.D.Manors[b].Map
	switch {
	case x < y:
		return -1
	case x > y:
		return 1
	}
	return 0
}

// revolt: manors held with too small a garrison throw their soldiers out and revert to
// no owner; survivors go to the nearest other manor of their player (25).
func (g *Game) revolt() error {
	var ms []rules.RevoltManor
	owner := map[string]rules.Seat{}
	for m, st := range g.S.Manors {
		if st.Owner == rules.NoSeat {
			continue
		}
		rm := rules.RevoltManor{Manor: st.Manor.ID, Owner: g.S.SeatName(st.Owner)}
		for _, i := range g.onPlaceOf(st.Owner, g.E.ManorPlace(m)) {
			rm.Soldiers = append(rm.Soldiers, g.S.Troops[i].ID)
		}
		if to := g.nearestOther(st.Owner, m); to >= 0 {
			rm.RetreatTo = g.E.D.Manors[to].ID
		}
		owner[st.Manor.ID] = st.Owner
		ms = append(ms, rm)
	}
	results, err := g.E.Revolt(ms, g.die)
	if err != nil {
		return err
	}
	for _, r := range results {
		if !r.Revolted {
			continue
		}
		p, m := owner[r.Manor], g.manorIndex(r.Manor)
		for _, id := range append(slices.Clone(r.Killed), r.Lost...) {
			g.remove(p, id)
		}
		to := g.manorIndex(msFor(ms, r.Manor).RetreatTo)
		for _, id := range r.Retreat {
			if t := g.troopIndex(p, id); t >= 0 && to >= 0 {
				g.S.Troops[t].Pos = rules.OnPlace(g.E.ManorPlace(to))
			}
		}
		g.S.Manors[m].Owner, g.S.Manors[m].Siege = rules.NoSeat, 0
		e := ev(KindRevolt, p)
		e.Manor, e.IDs, e.N = m, r.Killed, len(r.Killed)
		g.emit(e)
		for _, at := range g.crowded(p) {
			g.spill(p, at)
		}
	}
	return nil
}

func msFor(ms []rules.RevoltManor, id string) rules.RevoltManor {
	for _, m := range ms {
		if m.Manor == id {
			return m
		}
	}
	return rules.RevoltManor{}
}

// nearestOther is the nearest manor by road that a seat holds, other than m; -1 for
// none.
func (g *Game) nearestOther(p rules.Seat, m int) int {
	best, miles := -1, -1
	for _, o := range g.manorsOf(p) {
		if d := g.miles(g.E.ManorPlace(m), g.E.ManorPlace(o)); o != m && nearer(d, g.E.ManorPlace(o), miles, g.placeOf(best)) {
			best, miles = o, d
		}
	}
	return best
}

// placeOf is a manor's place, NoPlace for none.
func (g *Game) placeOf(m int) rules.Place {
	if m < 0 {
		return rules.NoPlace
	}
	return g.E.ManorPlace(m)
}

// storms: every sound castle rolls; the high rolls damage it (25).
func (g *Game) storms() error {
	var castles []int
	var owners []string
	for m, st := range g.S.Manors {
		if st.Castle == rules.CastleSound && st.Owner != rules.NoSeat {
			castles = append(castles, m)
			owners = append(owners, g.S.SeatName(st.Owner))
		}
	}
	hit, err := g.E.Storms(owners, g.die)
	if err != nil {
		return err
	}
	for _, h := range hit {
		m := castles[h]
		if g.S.MarkersFree(rules.SmokeMarker) == 0 {
			break
		}
		g.S.Manors[m].Castle = rules.CastleDamaged
		e := ev(KindStorms, g.S.Manors[m].Owner)
		e.Manor = m
		g.emit(e)
	}
	if len(hit) == 0 {
		g.emit(ev(KindStorms, rules.NoSeat))
	}
	return nil
}

// floods: every bridge rolls; the high rolls wash it away for the year (25).
func (g *Game) floods() error {
	var bridges []int
	for i, c := range g.E.D.Valley.Chokes {
		if c.Kind == gamedata.ChokeBridge {
			bridges = append(bridges, i)
		}
	}
	lost, err := g.E.Floods(len(bridges), g.die)
	if err != nil {
		return err
	}
	for _, l := range lost {
		if g.S.MarkersFree(rules.SmokeMarker) == 0 {
			break
		}
		g.S.Washed[bridges[l]] = true
	}
	e := ev(KindFloods, rules.NoSeat)
	e.N = len(lost)
	g.emit(e)
	return nil
}
