package machine

import (
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// The greedy player's campaigns against rival manors: the troops left free once its
// own manors are kept and the free manors within reach claimed gather, from wherever
// they stand within a season's march, on a rival manor they clearly outgun, walls and
// nearby help counted, with a knight among them to claim it. Each force moves only in
// the last phases it needs, so that all arrive in the same phase and fight together.

// attack launches campaigns, the richest target first, until no target is left that
// the free troops clearly outgun. It campaigns in spring and summer, and in autumn only
// when close to the majority, which the end of autumn counts too (2): else in autumn
// every knight collects.
func (g *greedy) attack(v play.View) {
	g.worth = g.worth[:0] // the standings are worked out when a target is first weighed
	if v.S.SeasonName() == rules.Autumn && !g.closing(v) {
		return
	}
	for {
		m := g.bestTarget(v)
		if m < 0 {
			return
		}
		g.launch(v, m)
	}
}

// defence is what a campaign against a rival manor must beat: the troops on it, the
// walls at their best (the defenders may retire inside, 13.i), and the rivals' troops
// within one phase's march, who may come to help or fall on the victors. It is worked
// out once a season for each manor (scan clears g.def): the rivals do not move while
// the orders are written, and bestTarget asks again for every campaign it launches.
func (g *greedy) defence(v play.View, m int) int {
	if g.def[m] < 0 {
		g.def[m] = g.defenceNow(v, m)
	}
	return g.def[m]
}

func (g *greedy) defenceNow(v play.View, m int) int {
	ms, mp := &v.S.Manors[m], v.E.ManorPlace(m)
	d := g.enemy[mp]
	if v.S.Rules.Has(rules.RuleCastles) {
		d += v.E.DefenceBonus(ms.Castle, true)
	}
	// The rivals within a phase's march: the places near the manor, nearest first, until
	// one is farther (a place with no rival adds nothing).
	per, miles := v.E.D.Game.Movement.MilesPerPhase(), v.E.MilesFrom(mp)
	for _, at := range v.E.Near(mp) {
		if miles[at] > per {
			break
		}
		d += g.enemy[at]
	}
	return d
}

// bestTarget picks the rival manor worth most (targetValue: the richest, the leader's
// first) that the free troops outgun this season, and leaves its force, nearest troops
// first, in g.force; -1 when none.
func (g *greedy) bestTarget(v play.View) int {
	free := 0
	g.free = g.free[:0]
	for i, t := range v.S.Troops {
		if t.Seat == v.Seat && !g.b.used[i] {
			free += t.Strength()
			g.free = append(g.free, i)
		}
	}
	best, value, size := -1, 0, 0
	places := v.E.ManorPlaces()
	for m := range v.S.Manors {
		ms := &v.S.Manors[m]
		if ms.Owner == v.Seat || ms.Owner == rules.NoSeat || g.taken[m] || g.enemy[places[m]] == 0 {
			continue // free and empty manors are the claims' business
		}
		if !g.outguns(v, free, g.enemy[places[m]], false) {
			continue // out of reach of every free troop at once: no need to weigh it
		}
		g.rear = g.rear[:0]
		if !g.gather(v, m, g.defence(v, m)) && !g.column(v, m, g.defence(v, m)) {
			continue
		}
		w := g.targetValue(v, m)
		if n := len(g.pick) + len(g.rear); best < 0 || w > value || w == value && n < size {
			best, value, size = m, w, n
			g.force = append(g.force[:0], g.pick...)
			g.forceRear, g.forceBack = append(g.forceRear[:0], g.rear...), g.back
		}
	}
	return best
}

// outguns reports whether a campaign's strength is enough against a defence: twice as
// strong, give or take the player's style (Style.Odds: the dice swing a combat far, and
// at much less too many campaigns die), or half as strong again when the player is
// within a few manors of the majority and goes for the win; never less than the style's
// odds with the lord among them, whose death leaves the player leaderless for the rest
// of the year (10).
func (g *greedy) outguns(v play.View, mine, def int, lord bool) bool {
	if !lord && g.closing(v) {
		return clearlyStronger(mine, def)
	}
	return 4*mine >= (8+g.style.Odds)*def // twice as strong, give or take the style's odds
}

// closing reports whether the player is within a few manors of the majority that wins
// the standard game (2).
func (g *greedy) closing(v play.View) bool {
	return !v.S.Rules.Has(rules.RuleAdvanced) && len(g.held)+closeTo+g.style.CloseTo >= v.E.ManorsToWin(len(v.S.Players) == 2)
}

// closeTo is how many manors short of the majority the player goes for the win.
const closeTo = 4

// gather picks in g.pick the fewest free troops, nearest first, that outgun a defence
// on a manor and count a knight to claim it, no more than may stand together on it
// (6.iii); it reports whether there are enough.
func (g *greedy) gather(v play.View, m, def int) bool {
	mp := v.E.ManorPlace(m)
	miles := v.E.MilesFrom(mp)
	g.pick = g.pick[:0]
	for _, i := range g.free {
		if d := miles[v.S.Troops[i].Pos.At]; d > 0 && d <= v.E.D.Game.Movement.Miles {
			g.pick = append(g.pick, i)
		}
	}
	// Nearest first (an insertion sort: a handful of troops).
	for i := 1; i < len(g.pick); i++ {
		for j := i; j > 0 && miles[v.S.Troops[g.pick[j]].Pos.At] < miles[v.S.Troops[g.pick[j-1]].Pos.At]; j-- {
			g.pick[j], g.pick[j-1] = g.pick[j-1], g.pick[j]
		}
	}
	sum, knight, lord := 0, false, false
	for n, i := range g.pick {
		if n >= v.E.D.Game.Movement.Stack {
			break
		}
		t := v.S.Troops[i]
		sum += t.Strength()
		knight = knight || t.Type.IsKnight()
		lord = lord || t.ID == v.S.Players[v.Seat].Lord
		if knight && g.outguns(v, sum, def, lord) {
			g.pick = g.pick[:n+1]
			return true
		}
	}
	return false
}

// launch sends the chosen force to the manor, each group of troops standing together
// in the last phases its march needs, so that the whole force arrives in the last
// phase; a group the sheet cannot fit that way marches in every phase.
func (g *greedy) launch(v play.View, m int) {
	mp := v.E.ManorPlace(m)
	g.taken[m], g.campaign[m] = true, true
	g.aim = mp
	defer func() { g.aim = rules.NoPlace }()
	for n, i := range g.force {
		if g.b.used[i] {
			continue // sent already with an earlier troop from the same place
		}
		at := v.S.Troops[i].Pos.At
		g.group = g.group[:0]
		for _, j := range g.force[n:] {
			if !g.b.used[j] && v.S.Troops[j].Pos.At == at {
				g.group = append(g.group, j)
			}
		}
		if !g.b.add(g.group, mp, lastPhases(v, v.E.Miles(at, mp))) {
			g.b.add(g.group, mp, nil)
		}
	}
	if len(g.forceRear) > 0 {
		g.sendRear(v, g.forceRear, g.forceBack)
	}
}

// lastPhases are the last phases of the season a march of so many miles needs; nil
// (every phase) when it needs them all.
func lastPhases(v play.View, miles int) []int {
	mv := v.E.D.Game.Movement
	per := mv.MilesPerPhase()
	need := (miles + per - 1) / per
	if need >= mv.Phases {
		return nil
	}
	out := make([]int, 0, need) // the order keeps it: no shared scratch
	for ph := mv.Phases - need + 1; ph <= mv.Phases; ph++ {
		out = append(out, ph)
	}
	return out
}
