package play

import (
	"fmt"
	"slices"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/rules"
)

// Winter (4.iii): a new lord where one is owed, conversions, rival claims to build a
// site settled, then each player's dismissal, pay, healing, promotion, hiring and
// improvements (rules.Engine.Winter), and last the relocation, richest first.

func (g *Game) winter() error {
	plans := make([]WinterPlan, len(g.S.Players))
	for _, p := range g.seats() {
		plans[p] = g.players[p].Winter(g.view(p))
		g.appoint(p, plans[p].Lord)
		g.convert(p, plans[p].Convert)
	}
	if err := g.rivalSites(plans); err != nil {
		return err
	}
	reports := make([]*rules.WinterReport, len(g.S.Players))
	for _, p := range g.seats() {
		r, err := g.estate(p, plans[p])
		if err != nil {
			return err
		}
		reports[p] = r
	}
	g.winterEvents(reports)
	g.invariants("winter steps")
	if err := g.relocate(); err != nil {
		return err
	}
	if g.gross == nil {
		g.gross = make([]int, len(g.S.Players))
	}
	row := yearRow(&g.res.Treasury, g.S.Year, len(g.S.Players))
	for p, pl := range g.S.Players {
		row[p] = pl.Treasury
	}
	g.S.Weather = 0
	for i := range g.S.Washed {
		g.S.Washed[i] = false
	}
	g.S.Year++
	g.S.Season, g.S.Phase = slices.Index(rules.Seasons, rules.Spring), 0
	g.gross = nil
	g.invariants("winter")
	return nil
}

// appoint makes a grade A knight the lord of a leaderless player (10.iii).
func (g *Game) appoint(p rules.Seat, id int) {
	pl := &g.S.Players[p]
	if pl.Lord != 0 || id == 0 {
		return
	}
	if _, err := g.E.AppointLord(g.soldiers(p), id); err != nil {
		return
	}
	pl.Lord, pl.Leaderless = id, false
	e := ev(KindAppoint, p)
	e.IDs = []int{id}
	g.emit(e)
}

// convert changes a lord's religion, destroying the sites of the old one (18.iii).
func (g *Game) convert(p rules.Seat, to string) {
	pl := &g.S.Players[p]
	if to == "" || to == pl.Religion || !g.S.Rules.Has(rules.RuleAdvanced) || !slices.Contains(g.religions(), to) {
		return
	}
	for _, m := range g.manorsOf(p) {
		if ms := &g.S.Manors[m]; ms.Site != "" && g.E.MustDestroy(to, ms.Site) {
			ms.Site, ms.Damaged = "", false
		}
	}
	pl.Religion = to
	g.emit(ev(KindConvert, p))
}

func (g *Game) religions() []string {
	var out []string
	for _, im := range g.E.D.Improvements {
		if im.Religion != "" && !slices.Contains(out, im.Religion) {
			out = append(out, im.Religion)
		}
	}
	return out
}

// soldiers are a seat's troops as the winter rules take them: an appointed lord as a
// lord, never paid and never promoted.
func (g *Game) soldiers(p rules.Seat) []rules.Soldier {
	var out []rules.Soldier
	for _, t := range g.S.Troops {
		if t.Seat == p {
			out = append(out, t.Soldier)
		}
	}
	return out
}

// estateSoldiers are soldiers in the same slice at every call: the winter's estate is
// the only one to take them, and it is done with them once written back.
func (g *Game) estateSoldiers(p rules.Seat) []rules.Soldier {
	out := g.estTroops[:0]
	for _, t := range g.S.Troops {
		if t.Seat == p {
			out = append(out, t.Soldier)
		}
	}
	g.estTroops = out
	lord := g.S.Players[p].Lord
	for i, s := range out {
		if s.ID == lord && s.Type.Kind != g.E.D.Lord().Kind {
			if l, err := g.E.AppointLord(out, lord); err == nil {
				out[i] = l
			}
		}
	}
	return out
}

// rivalSites settles two or more players wanting the same kind of site in one parish
// this winter (19.iii): the most manors there builds; equals bid, the highest bid pays
// it and builds, equal bids rolling off (edition "site-auction").
func (g *Game) rivalSites(plans []WinterPlan) error {
	type want struct{ parish, kind string }
	wanted := map[want][]rules.Seat{}
	var keys []want
	for _, p := range g.seats() {
		for _, b := range plans[p].Build {
			m := g.E.D.Manor(b.Manor)
			if m == nil || b.Repair || !g.religious(b.Improvement) {
				continue
			}
			k := want{m.Parish, b.Improvement}
			if !slices.Contains(wanted[k], p) {
				if len(wanted[k]) == 0 {
					keys = append(keys, k)
				}
				wanted[k] = append(wanted[k], p)
			}
		}
	}
	for _, k := range keys {
		if len(wanted[k]) < 2 {
			continue
		}
		win, err := g.siteWinner(k.parish, k.kind, wanted[k])
		if err != nil {
			return err
		}
		for _, p := range wanted[k] {
			if p != win {
				plans[p].Build = slices.DeleteFunc(plans[p].Build, func(b rules.Build) bool {
					m := g.E.D.Manor(b.Manor)
					return m != nil && m.Parish == k.parish && b.Improvement == k.kind && !b.Repair
				})
			}
		}
	}
	return nil
}

func (g *Game) siteWinner(parish, kind string, seats []rules.Seat) (rules.Seat, error) {
	var claims []rules.Claim
	for _, p := range seats {
		n := 0
		for _, m := range g.manorsOf(p) {
			if g.S.Manors[m].Manor.Parish == parish {
				n++
			}
		}
		claims = append(claims, rules.Claim{Player: g.S.SeatName(p), Manors: n})
	}
	best, auction := rules.BuildPrecedence(claims)
	if !auction {
		return g.seatNamed(best[0]), nil
	}
	// Bids are sealed, at most the treasury; the highest wins and equal bids roll off,
	// the higher roll first, which is the order relocation takes by income.
	bid := -1
	bidOf := map[string]int{}
	for _, name := range best {
		p := g.seatNamed(name)
		bidOf[name] = min(max(g.players[p].Bid(g.view(p), parish, kind), 0), g.S.Players[p].Treasury)
		bid = max(bid, bidOf[name])
	}
	var top []rules.Gross
	for _, name := range best {
		if bidOf[name] == bid {
			top = append(top, rules.Gross{Player: name, Income: bid})
		}
	}
	order, err := rules.RelocationOrder(top, g.die)
	if err != nil {
		return rules.NoSeat, fmt.Errorf("auction for a site in parish %s: %w", parish, err)
	}
	win := g.seatNamed(order[0])
	g.credit(win, -bid)
	e := ev(KindAuction, win)
	e.N, e.Text, e.Parish = bid, kind, parish
	g.emit(e)
	return win, nil
}

func (g *Game) religious(id string) bool {
	im := g.E.D.Improvement(id)
	return im != nil && im.Religion != ""
}

// estate plays one player's winter steps and writes the result back on the board.
func (g *Game) estate(p rules.Seat, plan WinterPlan) (*rules.WinterReport, error) {
	est := &rules.Estate{
		Player:   g.S.SeatName(p),
		Treasury: g.S.Players[p].Treasury,
		Religion: g.S.Players[p].Religion,
		Troops:   g.estateSoldiers(p),
		Holdings: g.holdings(p),
		Parishes: g.valleySites(),
	}
	plan.Build = g.withinMarkers(plan.Build)
	if g.manorCount(p) == 0 {
		plan.Hire = nil // a new troop is placed on a manor of the player's (7.iv): none, no hiring
	}
	r, err := g.E.Winter(est, plan.WinterOrders, g.die)
	if err != nil {
		return nil, err
	}
	g.ledger[p] += g.winterCost(r)
	g.S.Players[p].Treasury = r.Treasury
	g.writeBack(p, est, &r, plan.HireAt)
	return &r, nil
}

// withinMarkers drops the builds whose marker has run out: the kit's markers are the
// limit of what stands on the board (edition "markers-run-out").
// The board's markers are counted once, at the first build that needs one.
func (g *Game) withinMarkers(builds []rules.Build) []rules.Build {
	var left []int // by index in the data's markers
	var out []rules.Build
	for _, b := range builds {
		id := g.E.MarkerOf(b.Improvement)
		if !b.Repair && id != "" {
			if left == nil {
				left = g.S.MarkersLeft()
			}
			k := slices.IndexFunc(g.E.D.Markers, func(mk gamedata.Marker) bool { return mk.ID == id })
			if k < 0 || left[k] <= 0 {
				continue // a marker the kit lacks is one run out (MarkersFree: 0)
			}
			left[k]--
		}
		out = append(out, b)
	}
	return out
}

// winterCost is what the winter's report says was spent, from the data's prices: pay,
// hiring and building. The invariants compare it with what the treasury lost.
func (g *Game) winterCost(r rules.WinterReport) int {
	cost := r.Pay
	for _, id := range r.Hired {
		cost += g.E.D.TroopByCounter(id).Cost
	}
	for _, b := range r.Built {
		im := g.E.D.Improvement(b.Improvement)
		if b.Repair {
			cost += im.Repair
		} else {
			cost += im.Cost
		}
	}
	return -cost
}

// writeBack puts the winter's troops and holdings on the board: the departed off,
// promotions on their new counters where the old ones stood, the hired on a manor.
func (g *Game) writeBack(p rules.Seat, est *rules.Estate, r *rules.WinterReport, hireAt []int) {
	byID := &g.byCounter // counter ID -> index in S.Troops, kept from winter to winter
	*byID = (*byID)[:0]
	for i, t := range g.S.Troops {
		if t.Seat == p {
			byID.set(t.ID, i)
		}
	}
	for _, pr := range r.Promoted {
		i, _ := byID.get(pr.From)
		byID.set(pr.From, -1)
		g.S.Troops[i].ID, g.S.Troops[i].Type = pr.To, g.E.D.Troop(pr.Grade)
		byID.set(pr.To, i)
	}
	keep := g.keepTable() // by index in S.Troops
	for _, s := range est.Troops {
		// A counter hired this winter may be one a dismissed, unpaid or deserting troop
		// left: the new troop is placed below, the old one must not stay on the board.
		if slices.Contains(r.Hired, s.ID) {
			continue
		}
		if i, ok := byID.get(s.ID); ok {
			keep[i] = true
			g.S.Troops[i].Wounded = s.Wounded
		}
	}
	// Most winters dismiss, lose and promote away no troop: then nothing moves.
	if !g.keepsAll(p, keep) {
		troops := g.S.Troops[:0]
		for i, t := range g.S.Troops {
			if t.Seat != p || keep[i] {
				troops = append(troops, t)
			}
		}
		g.S.Troops = troops
	}
	for n, id := range r.Hired {
		m := -1
		if n < len(hireAt) {
			m = hireAt[n]
		}
		g.S.Troops = append(g.S.Troops, rules.Troop{Seat: p, Soldier: rules.Soldier{ID: id, Type: g.E.D.TroopByCounter(id)}, Pos: rules.OnPlace(g.hirePlace(p, m))})
	}
	for _, at := range g.crowded(p) {
		g.spill(p, at) // every manor full: the new troops go on to the nearest room
	}
	// The winter changes holdings in place and never adds, drops or reorders one, so
	// each is still the manor holdings listed at its index.
	for k, h := range est.Holdings {
		m := g.heldAt[k]
		h.Collector = g.S.Manors[m].Collector
		g.S.Manors[m].Holding = h
	}
}

// keepsAll reports whether every troop of a seat is kept.
func (g *Game) keepsAll(p rules.Seat, keep []bool) bool {
	for i, t := range g.S.Troops {
		if t.Seat == p && !keep[i] {
			return false
		}
	}
	return true
}

// keepTable is a cleared flag for each troop, the same slice at every call.
func (g *Game) keepTable() []bool {
	g.kept = slices.Grow(g.kept[:0], len(g.S.Troops))[:len(g.S.Troops)]
	clear(g.kept)
	return g.kept
}

// counterIndex is one seat's troops by counter ID, as indexes in S.Troops: counter IDs
// are small, so a slice does what a map did at a fraction of the cost. -1 is no troop;
// an ID no counter can have (below 0) is never in it.
type counterIndex []int

func (c *counterIndex) set(id, i int) {
	if id < 0 {
		return
	}
	if n := len(*c); n <= id {
		*c = slices.Grow(*c, max(id+1, 64)-n)[:max(id+1, 64)] // room for every counter at once
		for k := n; k < len(*c); k++ {
			(*c)[k] = -1
		}
	}
	(*c)[id] = i
}

// get is the index of the troop with the ID, and whether there is one; 0 when not, as a
// map gives.
func (c counterIndex) get(id int) (int, bool) {
	if id < 0 || id >= len(c) || c[id] < 0 {
		return 0, false
	}
	return c[id], true
}

// hirePlace is where a new troop is placed: the manor asked for when the player holds
// it and has room there, else the player's manor with fewest troops (7.iv).
func (g *Game) hirePlace(p rules.Seat, want int) rules.Place {
	count := g.byPlace()
	for _, t := range g.S.Troops {
		if t.Seat == p {
			count[t.Pos.At]++
		}
	}
	if want >= 0 && want < len(g.S.Manors) && g.S.Manors[want].Owner == p && count[g.E.ManorPlace(want)] < g.E.D.Game.Movement.Stack {
		return g.E.ManorPlace(want)
	}
	best := rules.NoPlace
	for _, m := range g.manorsOf(p) {
		mp := g.E.ManorPlace(m)
		if best == rules.NoPlace || count[mp] < count[best] {
			best = mp
		}
	}
	return best
}

// winterEvents tells the players' winters step by step, each step for every player
// before the next (4.i), though each player's winter was worked out whole.
func (g *Game) winterEvents(reports []*rules.WinterReport) {
	emit := func(k Kind, ids func(*rules.WinterReport) []int, n func(*rules.WinterReport) int) {
		for p, r := range reports {
			if r == nil || len(ids(r)) == 0 && n(r) == 0 {
				continue
			}
			e := ev(k, rules.Seat(p))
			e.IDs, e.N, e.Winter = ids(r), n(r), r
			g.emit(e)
		}
	}
	none := func(*rules.WinterReport) int { return 0 }
	noIDs := func(*rules.WinterReport) []int { return nil }
	emit(KindDismiss, func(r *rules.WinterReport) []int { return r.Dismissed }, none)
	emit(KindPay, noIDs, func(r *rules.WinterReport) int { return r.Pay })
	emit(KindUnpaid, func(r *rules.WinterReport) []int { return r.Unpaid }, none)
	emit(KindDesert, func(r *rules.WinterReport) []int { return r.Deserted }, none)
	emit(KindHeal, func(r *rules.WinterReport) []int { return r.Healed }, none)
	emit(KindPromote, func(r *rules.WinterReport) []int {
		var ids []int
		for _, pr := range r.Promoted {
			ids = append(ids, pr.To)
		}
		return ids
	}, none)
	emit(KindHire, func(r *rules.WinterReport) []int { return r.Hired }, none)
	for p, r := range reports {
		if r == nil {
			continue
		}
		for _, b := range r.Built {
			k := KindBuild
			if b.Repair {
				k = KindRepair
			}
			e := ev(k, rules.Seat(p))
			e.Text, e.Manor = b.Improvement, slices.IndexFunc(g.E.D.Manors, func(m gamedata.Manor) bool { return m.ID == b.Manor })
			g.emit(e)
		}
	}
}
