package machine

import (
	"slices"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// The greedy player's winter: a lord appointed when the old one died, every troop paid
// (men-at-arms dismissed rather than leave one unpaid, which would set the knights
// rolling for loyalty, 11.ii), and then spending only what leaves next winter's pay
// covered by the treasury and next autumn's estimated income: knights while there are
// manors to claim, men-at-arms to garrison, repairs, a church or stone circle where
// the parish lacks one, castles where threatened, and improvements that pay back
// within the years left.

// ledger is the greedy player's winter arithmetic.
type ledger struct {
	cash   int // the treasury after this winter's pay and spending
	income int // next autumn's income, estimated
	due    int // next winter's pay
}

// affords reports whether spending cost now, and adding pay to every later winter,
// still leaves next winter's pay covered.
func (l *ledger) affords(cost, pay int) bool {
	return cost <= l.cash && l.cash-cost+l.income >= l.due+pay
}

func (l *ledger) spend(cost, pay int) { l.cash -= cost; l.due += pay }

func (g *greedy) Winter(v play.View) play.WinterPlan {
	var plan play.WinterPlan
	me := v.S.Players[v.Seat]
	if me.Lord == 0 {
		if ids := gradeAKnights(v); len(ids) > 0 {
			plan.Lord = ids[0]
		}
	}
	due, knights, men := g.dismiss(v, &plan)
	held := heldManors(v, nil)
	l := ledger{cash: me.Treasury - due, due: due}
	l.income = Estimate(v, held, knights, men)
	if v.S.Rules.Has(rules.RuleAdvanced) {
		// Sites are what the advanced game scores (17): they come before new troops.
		g.faith(v, &plan, &l, held)
		g.improve(v, &plan, &l, held, passRepairs, passSites)
	}
	g.hire(v, &plan, &l, held, knights, men)
	g.improve(v, &plan, &l, held, passRepairs, passSites, passCastles, passPaying)
	g.arm(v, &plan, &l, held)
	g.improve(v, &plan, &l, held, passBorder)
	return plan
}

// arm spends the money that hiring for claims and the improvements left, beyond a
// year's pay kept in hand against a lean harvest, on an army for campaigns: two
// knights (who claim what they take) to each man-at-arms.
func (g *greedy) arm(v play.View, plan *play.WinterPlan, l *ledger, held []int) {
	if len(plan.Dismiss) > 0 {
		return // the pay was short this winter
	}
	room := hireRoom(v, held)
	for kind := range plan.Hire {
		room -= plan.Hire[kind]
	}
	for n := 0; room > 0; n++ {
		kind := gamedata.KindKnight
		if n%3 == 2 {
			kind = gamedata.KindManAtArms
		}
		c := v.E.D.HireGrade(kind).Cost
		if !l.affords(c, c) || 100*(l.cash-c) < (100+g.style.Reserve)*l.due {
			return
		}
		room--
		plan.Hire[kind]++
		l.spend(c, c)
	}
}

// dismiss works out this winter's pay and lets men-at-arms go until the treasury pays
// everyone. It returns the pay and the knights (the lord too) and men-at-arms kept.
func (g *greedy) dismiss(v play.View, plan *play.WinterPlan) (due, knights, men int) {
	me := v.S.Players[v.Seat]
	var menIDs []int
	for _, t := range v.S.Troops {
		if t.Seat != v.Seat {
			continue
		}
		if t.ID != plan.Lord {
			due += pay(v, t)
		}
		if t.Type.IsKnight() {
			knights++
		} else {
			men++
			menIDs = append(menIDs, t.ID)
		}
	}
	for due > me.Treasury && len(menIDs) > 0 {
		id := menIDs[len(menIDs)-1]
		menIDs = menIDs[:len(menIDs)-1]
		plan.Dismiss = append(plan.Dismiss, id)
		due -= v.E.D.TroopByCounter(id).Cost
		men--
	}
	return due, knights, men
}

// Estimate is next autumn's income from the manors held, unsupervised and in a year
// without weather: the richest manors collected by the knights (the lord too), the
// next by the men-at-arms, the rest by no one.
func Estimate(v play.View, held []int, knights, men int) int {
	var buf [48]rules.Holding // on the stack for up to 48 manors: Estimate runs several times a winter
	hs := buf[:0]
	for _, m := range held {
		h := v.S.Manors[m].Holding
		h.Supervised, h.Smoke, h.Collector = false, 0, gamedata.NoOne
		hs = append(hs, h)
	}
	// Richest first, by what a knight collects there (a stable insertion sort: few manors).
	for i := 1; i < len(hs); i++ {
		for j := i; j > 0 && knightIncome(hs[j]) > knightIncome(hs[j-1]); j-- {
			hs[j], hs[j-1] = hs[j-1], hs[j]
		}
	}
	for i := range hs {
		switch {
		case i < knights:
			hs[i].Collector = gamedata.Knight
		case i < knights+men:
			hs[i].Collector = gamedata.ManAtArms
		}
	}
	total, err := v.E.HarvestTotal(hs, rules.NoWeather)
	if err != nil {
		return 0 // a holding the engine refuses earns nothing we can count on
	}
	return total
}

func knightIncome(h rules.Holding) int { return h.Manor.Income.Basic(false, gamedata.Knight) }

// hire takes on knights while there are more manors to claim than knights to claim
// them, and men-at-arms until every manor held could have one, as far as the ledger
// allows.
func (g *greedy) hire(v play.View, plan *play.WinterPlan, l *ledger, held []int, knights, men int) {
	plan.Hire = map[string]int{}
	// New troops stand on a manor of the player's (7.iv), within the stacking limit.
	room := hireRoom(v, held)
	open := 0
	for _, ms := range v.S.Manors {
		if ms.Owner != v.Seat {
			open++
		}
	}
	k := v.E.D.HireGrade(gamedata.KindKnight)
	for room > 0 && knights+plan.Hire[gamedata.KindKnight] < min(len(held), open)+2 && l.affords(k.Cost, k.Cost) {
		room--
		plan.Hire[gamedata.KindKnight]++
		l.spend(k.Cost, k.Cost)
	}
	a := v.E.D.HireGrade(gamedata.KindManAtArms)
	// No man-at-arms is hired in a winter one is dismissed: the pay was short.
	for room > 0 && len(plan.Dismiss) == 0 && men+plan.Hire[gamedata.KindManAtArms] < (len(held)+1)/2 && l.affords(a.Cost, a.Cost) {
		room--
		plan.Hire[gamedata.KindManAtArms]++
		l.spend(a.Cost, a.Cost)
	}
}

// The passes of the winter's improvements, in the order they are best paid for.
const (
	passRepairs = iota
	passSites
	passCastles
	passPaying
	passBorder // castles on manors a rival manor is within a season's march of, with what the army left
)

// improve orders, pass by pass, repairs, sites, castles and paying improvements.
func (g *greedy) improve(v play.View, plan *play.WinterPlan, l *ledger, held []int, passes ...int) {
	religion := v.S.Players[v.Seat].Religion
	if plan.Convert != "" {
		religion = plan.Convert // the lord converts before the improvements (18.iii)
	}
	left := yearsLeft(v)
	mill := false
	for _, m := range held {
		mill = mill || v.S.Manors[m].Mill
	}
	// What each manor may build and each kind's share of the markers depend on the state
	// alone, which no plan changes: worked out once for all the passes.
	g.builds, g.buildsAt, g.shares = g.builds[:0], g.buildsAt[:0], g.shares[:0]
	for _, m := range held {
		g.buildsAt = append(g.buildsAt, len(g.builds))
		g.builds = buildable(v, m, religion, g.builds)
	}
	g.buildsAt = append(g.buildsAt, len(g.builds))
	for _, pass := range passes {
		for k, m := range held {
			for _, b := range g.builds[g.buildsAt[k]:g.buildsAt[k+1]] {
				if slices.Contains(plan.Build, b) || !g.markerFree(v, plan, b) || !g.wants(v, l, pass, m, b, left, len(held), &mill) || !l.affords(buildCost(v, b), 0) {
					continue
				}
				if b.Improvement != "church" && b.Improvement != "stone-circle" || !g.siteOrdered(plan, v, m, b) {
					plan.Build = append(plan.Build, b)
					l.spend(buildCost(v, b), 0)
				}
			}
		}
	}
}

// markerFree is the package's markerFree with each kind's share worked out once an
// improve: the share counts the kind over every manor.
func (g *greedy) markerFree(v play.View, plan *play.WinterPlan, b rules.Build) bool {
	if b.Repair {
		return true
	}
	k := slices.IndexFunc(g.shares, func(s share) bool { return s.id == b.Improvement })
	if k < 0 {
		k = len(g.shares)
		g.shares = append(g.shares, share{b.Improvement, markerShare(v, b.Improvement)})
	}
	return planned(plan, b.Improvement) < g.shares[k].n
}

// share is a kind of improvement's share of the kit's markers (markerShare).
type share struct {
	id string
	n  int
}

// wants says whether a build belongs to a pass and is worth it: repairs; new sites of
// the lord's religion (the advanced game); castles on threatened manors; improvements
// whose income pays their cost back within the years left; castles on border manors
// with money to spare.
func (g *greedy) wants(v play.View, l *ledger, pass, m int, b rules.Build, left, held int, mill *bool) bool {
	switch {
	case pass == passRepairs:
		return b.Repair
	case b.Repair:
		return false
	case pass == passSites:
		return v.E.D.Improvement(b.Improvement).Religion != ""
	case pass == passCastles:
		return b.Improvement == "castle" && g.threatened(v, m)
	case pass == passBorder:
		// Only from money beyond next winter's pay: the army comes first.
		return b.Improvement == "castle" && g.border(v, m) && l.cash-buildCost(v, b) >= l.due
	case pass == passPaying && b.Improvement == "water-mill":
		// One mill pays for every manor held, and a second adds nothing (5.vi).
		if *mill || v.E.D.Improvement(b.Improvement).Income*held*left < v.E.D.Improvement(b.Improvement).Cost {
			return false
		}
		*mill = true
		return true
	case pass == passPaying:
		im := v.E.D.Improvement(b.Improvement)
		return im.Income > 0 && im.Religion == "" && im.Income*left >= im.Cost
	}
	return false
}

// border reports whether a rival's manor lies within a season's march of a manor: the
// manors a campaign would fall on first.
func (g *greedy) border(v play.View, m int) bool {
	at := v.E.ManorPlace(m)
	for r, ms := range v.S.Manors {
		if ms.Owner == v.Seat || ms.Owner == rules.NoSeat {
			continue
		}
		if d := v.E.Miles(at, v.E.ManorPlace(r)); d > 0 && d <= v.E.D.Game.Movement.Miles {
			return true
		}
	}
	return false
}

// siteOrdered reports whether the plan already builds a site of the kind in the parish.
func (g *greedy) siteOrdered(plan *play.WinterPlan, v play.View, m int, b rules.Build) bool {
	parish := v.S.Manors[m].Manor.Parish
	for _, o := range plan.Build {
		if o.Improvement == b.Improvement && !o.Repair && v.E.D.Manor(o.Manor).Parish == parish {
			return true
		}
	}
	return false
}

// threatened reports whether the other players stand stronger within a season's march
// of a manor than the player's troops on it.
func (g *greedy) threatened(v play.View, m int) bool {
	at, near, own := v.E.ManorPlace(m), 0, 0
	for _, t := range v.S.Troops {
		switch d := v.E.Miles(t.Pos.At, at); {
		case t.Seat == v.Seat && d == 0:
			own += t.Strength()
		case t.Seat != v.Seat && d >= 0 && d <= v.E.D.Game.Movement.Miles:
			near += t.Strength()
		}
	}
	return near > own
}

// yearsLeft is how many harvests are still to come after this winter: to the year limit
// of a standard game (play.DefaultYears: the view does not tell the game's own limit),
// or of the advanced game.
func yearsLeft(v play.View) int {
	limit := play.DefaultYears
	if v.S.Rules.Has(rules.RuleAdvanced) {
		limit = v.E.D.Game.Victory.AdvancedYears
	}
	return max(limit-v.S.Year, 0)
}

// Relocate moves knights from manors with more than one to the nearest manors of the
// player's with none, so that next year starts with a knight on as many manors as can
// have one; the loop refuses moves without direct road contact (4.iii).
func (g *greedy) Relocate(v play.View) []play.Relocation {
	held := heldManors(v, g.relHeld[:0])
	on := resize(g.relOn, len(v.S.Manors)) // knights on each manor
	g.relHeld, g.relOn = held, on
	for _, t := range v.S.Troops {
		if m := v.E.ManorAt(t.Pos.At); t.Seat == v.Seat && m >= 0 && t.Type.IsKnight() && !t.Pos.Between() {
			on[m]++
		}
	}
	var out []play.Relocation
	for _, t := range v.S.Troops {
		from := v.E.ManorAt(t.Pos.At)
		if t.Seat != v.Seat || from < 0 || on[from] < 2 || !t.Type.IsKnight() || t.ID == v.S.Players[v.Seat].Lord {
			continue
		}
		to, miles := -1, 0
		for _, m := range held {
			if d := v.E.Miles(t.Pos.At, v.E.ManorPlace(m)); on[m] == 0 && d > 0 && (to < 0 || d < miles) {
				to, miles = m, d
			}
		}
		if to < 0 {
			break
		}
		out = append(out, play.Relocation{Troop: t.ID, To: to})
		on[from]--
		on[to]++
	}
	return out
}
