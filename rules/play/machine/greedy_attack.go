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
// the free troops clearly outgun. It campaigns in spring and summer only: in autumn
// every knight collects.
func (g *greedy) attack(v play.View) {
	if v.S.SeasonName() == rules.Autumn {
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
// within one phase's march, who may come to help or fall on the victors.
func (g *greedy) defence(v play.View, m int) int {
	ms, mp := &v.S.Manors[m], v.E.ManorPlace(m)
	d := g.enemy[mp]
	if v.S.Rules.Has(rules.RuleCastles) {
		d += v.E.DefenceBonus(ms.Castle, true)
	}
	per := v.E.D.Game.Movement.MilesPerPhase()
	for _, at := range g.stacks {
		if k := v.E.Miles(at, mp); k > 0 && k <= per {
			d += g.enemy[at]
		}
	}
	return d
}

// bestTarget picks the richest rival manor the free troops can clearly outgun this
// season, and leaves its force, nearest troops first, in g.force; -1 when none.
func (g *greedy) bestTarget(v play.View) int {
	free, lord := 0, v.S.Players[v.Seat].Lord
	g.free = g.free[:0]
	for i, t := range v.S.Troops {
		if t.Seat == v.Seat && !g.b.used[i] && t.ID != lord {
			free += t.Strength()
			g.free = append(g.free, i)
		}
	}
	best, value, size := -1, 0, 0
	for m := range v.S.Manors {
		ms := &v.S.Manors[m]
		if ms.Owner == v.Seat || ms.Owner == rules.NoSeat || g.taken[m] || g.enemy[v.E.ManorPlace(m)] == 0 {
			continue // free and empty manors are the claims' business
		}
		if !clearlyStronger(free, g.enemy[v.E.ManorPlace(m)]) {
			continue // out of reach of every free troop at once: no need to weigh it
		}
		if !g.gather(v, m, g.defence(v, m)) {
			continue
		}
		w := knightIncome(ms.Holding)
		if best < 0 || w > value || w == value && len(g.pick) < size {
			best, value, size = m, w, len(g.pick)
			g.force = append(g.force[:0], g.pick...)
		}
	}
	return best
}

// gather picks in g.pick the fewest free troops (g.free, which leaves out the lord: his
// death leaves the player leaderless), nearest first, that clearly outgun a defence on
// a manor and count a knight to claim it; it reports whether there are enough.
func (g *greedy) gather(v play.View, m, def int) bool {
	mp := v.E.ManorPlace(m)
	g.pick = g.pick[:0]
	for _, i := range g.free {
		if d := v.E.Miles(v.S.Troops[i].Pos.At, mp); d > 0 && d <= v.E.D.Game.Movement.Miles {
			g.pick = append(g.pick, i)
		}
	}
	// Nearest first (an insertion sort: a handful of troops).
	for i := 1; i < len(g.pick); i++ {
		for j := i; j > 0 && v.E.Miles(v.S.Troops[g.pick[j]].Pos.At, mp) < v.E.Miles(v.S.Troops[g.pick[j-1]].Pos.At, mp); j-- {
			g.pick[j], g.pick[j-1] = g.pick[j-1], g.pick[j]
		}
	}
	sum, knight := 0, false
	for n, i := range g.pick {
		t := v.S.Troops[i]
		sum += t.Strength()
		knight = knight || t.Type.IsKnight()
		if knight && clearlyStronger(sum, def) {
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
	g.taken[m] = true
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
