package machine

import (
	"slices"

	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// The greedy player's defence of its manors beyond the manor walls: a guard at a choke
// point on the only road an enemy could come by this season (8.iv: there only the first
// few a side fight, so a few strong troops hold it against many), and its entry manor
// kept in proportion to what could fall on it.

// guardPlan is where a manor's threat can be held at a choke point: the place at the
// choke's mouth on the manor's side, and the enemy soldiers of the strongest stack that
// would come over it.
type guardPlan struct {
	at    rules.Place
	enemy []rules.Soldier
}

// guardChoke posts troops from a threatened manor (and those already guarding there) at
// the mouth of a choke point every rival stack within a season's march must cross to
// reach it, when the troops that hold the choke are fewer than what the manor would need;
// it reports whether the manor is so guarded.
func (g *greedy) guardChoke(v play.View, m int) bool {
	p, ok := g.chokePlan(v, m)
	if !ok {
		return false
	}
	if g.guardAt[p.at] {
		return true // another manor's guard holds the same mouth
	}
	cands := g.guardCandidates(v, m, p.at)
	n := v.E.D.Game.Combat.ChokeFighters
	need := strongest(p.enemy, n)
	picked, soldiers := g.picked[:0], g.soldiers[:0] // scratch: postGuard keeps neither
	defer func() { g.picked, g.soldiers = picked, soldiers }()
	for _, i := range cands {
		picked, soldiers = append(picked, i), append(soldiers, v.S.Troops[i].Soldier)
		if strongest(soldiers, n) >= need && len(soldiers) > n {
			break
		}
	}
	if strongest(soldiers, n) < need || len(soldiers) <= n || len(picked) > v.E.D.Game.Movement.Stack {
		return false
	}
	if strength(soldiers) >= strength(p.enemy) {
		return false // holding the manor itself costs no more
	}
	if !g.postGuard(v, picked, p.at) {
		return false
	}
	g.guardAt[p.at] = true
	return true
}

// chokePlan finds the choke mouth that shuts every rival stack within a season's march
// out of a manor this season: each stack's road to it crosses a choke point onto the same
// milestone, which the player's troops on the manor reach no later than the enemy does,
// and no stack could reach the manor this season without passing that milestone.
func (g *greedy) chokePlan(v play.View, m int) (guardPlan, bool) {
	e, mp := v.E, v.E.ManorPlace(m)
	reach, per := e.D.Game.Movement.Miles, e.D.Game.Movement.MilesPerPhase()
	var p guardPlan
	p.at = rules.NoPlace
	fromManor := e.MilesFrom(mp) // roads run both ways: the miles to the manor too
	for _, st := range g.stacks {
		d := fromManor[st]
		if d < 0 || d > reach {
			continue
		}
		g.path = pathInto(e, g.path[:0], st, mp)
		at := lastChoke(e, g.path)
		switch {
		case at == rules.NoPlace, p.at != rules.NoPlace && at != p.at:
			return guardPlan{}, false
		case e.PlaceKind(at) != rules.NodeMilestone, g.enemy[at] > 0:
			return guardPlan{}, false
		case phasesFor(e.Miles(mp, at), per) > phasesFor(e.Miles(st, at), per):
			return guardPlan{}, false // the enemy would be through before the guard is there
		}
		p.at = at
		if g.stackStrength(v, st) > strength(p.enemy) {
			g.rival = g.stackAt(v, st, g.rival[:0])
			p.enemy = g.rival
		}
	}
	if p.at == rules.NoPlace {
		return guardPlan{}, false // no one to guard against
	}
	// One walk out from the manor, off the mouth, answers for every stack: roads run
	// both ways.
	e.Detour(&g.detour, mp, p.at, reach)
	for _, st := range g.stacks {
		if g.detour.Miles[st] >= 0 {
			return guardPlan{}, false // this one could come round by another road
		}
	}
	return p, true
}

func phasesFor(miles, per int) int { return (miles + per - 1) / per }

// lastChoke is the place a route reaches over its last choke point before its end; NoPlace
// when it crosses none, or the last one leads straight onto the end.
func lastChoke(e *rules.Engine, path []rules.Place) rules.Place {
	for k := len(path) - 1; k > 0; k-- {
		if len(e.ChokesOn(path[k-1], path[k])) > 0 {
			if k == len(path)-1 {
				return rules.NoPlace // the manor's own troops fight at the choke already
			}
			return path[k]
		}
	}
	return rules.NoPlace
}

// pathInto is Engine.PathTo written into buf, which it returns: chokePlan asks for the
// road of each rival stack in reach of each threatened manor, every season.
func pathInto(e *rules.Engine, buf []rules.Place, from, to rules.Place) []rules.Place {
	if e.Miles(from, to) < 0 {
		return buf
	}
	buf = append(buf, from)
	for p := from; p != to; {
		p = e.Toward(p, to)
		buf = append(buf, p)
	}
	return buf
}

// stackStrength is the strength of stackAt, without making the list.
func (g *greedy) stackStrength(v play.View, at rules.Place) int {
	n := 0
	for _, t := range v.S.Troops {
		if t.Seat != v.Seat && t.Pos.At == at && !t.Pos.Between() {
			n += t.Strength()
		}
	}
	return n
}

// stackAt appends to out the rival soldiers standing on a place.
func (g *greedy) stackAt(v play.View, at rules.Place, out []rules.Soldier) []rules.Soldier {
	for _, t := range v.S.Troops {
		if t.Seat != v.Seat && t.Pos.At == at && !t.Pos.Between() {
			out = append(out, t.Soldier)
		}
	}
	return out
}

// guardCandidates are the player's troops free to guard a choke mouth for a manor: those
// guarding it already, then those on the manor, strongest first.
func (g *greedy) guardCandidates(v play.View, m int, at rules.Place) []int {
	out := g.cands[:0] // scratch: guardChoke reads them before it asks again
	defer func() { g.cands = out }()
	for i, t := range v.S.Troops {
		if t.Seat == v.Seat && !g.b.used[i] && t.Pos == rules.OnPlace(at) {
			out = append(out, i)
		}
	}
	here := len(out)
	for _, i := range g.own[m] {
		if !g.b.used[i] {
			out = append(out, i)
		}
	}
	slices.SortStableFunc(out[here:], func(a, b int) int {
		return v.S.Troops[b].Strength() - v.S.Troops[a].Strength()
	})
	return out
}

// postGuard keeps the picked troops standing on the mouth and sends the others there
// from the manor; the march is safe by design: the guard is there to meet the enemy.
func (g *greedy) postGuard(v play.View, picked []int, at rules.Place) bool {
	var march []int
	for _, i := range picked {
		if v.S.Troops[i].Pos.At == at {
			g.b.hold(i)
		} else {
			march = append(march, i)
		}
	}
	if len(march) == 0 {
		return true
	}
	aim := g.aim
	g.aim = at
	ok := g.b.add(march, at, nil)
	g.aim = aim
	return ok
}

// guarding reports whether the player posted a guard on a place this season: it fights
// there whoever comes over the choke, when not weaker at the choke.
func (g *greedy) guarding(at rules.Place) bool {
	return int(at) < len(g.guardAt) && g.guardAt[at]
}
