package machine

import (
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// heldManors appends the manors the player holds to out, by index in D.Manors.
func heldManors(v play.View, out []int) []int {
	for m, ms := range v.S.Manors {
		if ms.Owner == v.Seat {
			out = append(out, m)
		}
	}
	return out
}

// pay is what a troop costs each winter; the lord, first or appointed, costs nothing.
func pay(v play.View, t rules.Troop) int {
	if t.ID == v.S.Players[t.Seat].Lord {
		return 0
	}
	return t.Type.Cost
}

// gradeAKnights are the player's grade A knights, who may become lord (10.iii).
func gradeAKnights(v play.View) []int {
	var out []int
	for _, t := range v.S.Troops {
		if t.Seat == v.Seat && t.Type.Kind == gamedata.KindKnight && t.Type.Grade == "A" {
			out = append(out, t.ID)
		}
	}
	return out
}

// otherReligion is the first religion of the data that is not the given one.
func otherReligion(v play.View, r string) string {
	for _, im := range v.E.D.Improvements {
		if im.Religion != "" && im.Religion != r {
			return im.Religion
		}
	}
	return ""
}

// buildable lists what the winter's improvement step may do on a manor: each
// improvement CanBuild allows (a church or stone circle only where the parish has none
// of the kind), and the repair of a damaged castle or site; appended to out.
func buildable(v play.View, m int, religion string, out []rules.Build) []rules.Build {
	ms := &v.S.Manors[m]
	for i := range v.E.D.Improvements {
		im := &v.E.D.Improvements[i]
		if !inPlay(v.S.Rules, im) {
			continue
		}
		if mayFit(ms, im, religion) && v.E.CanBuild(ms.Holding, im, religion) == nil && (im.Religion == "" || !parishHas(v, ms.Manor.Parish, im.ID)) {
			out = append(out, rules.Build{Improvement: im.ID, Manor: ms.Manor.ID})
		}
	}
	if ms.Castle == rules.CastleDamaged {
		out = append(out, rules.Build{Improvement: "castle", Manor: ms.Manor.ID, Repair: true})
	}
	if ms.Site != "" && ms.Damaged && v.E.D.Improvement(ms.Site).Religion == religion {
		out = append(out, rules.Build{Improvement: ms.Site, Manor: ms.Manor.ID, Repair: true})
	}
	return out
}

// mayFit is a quick first look at whether an improvement has room on a manor, so that
// the engine's CanBuild, which has the last word, is asked only about likely builds
// (its refusals are formatted errors, too dear to make by the hundred each winter).
func mayFit(ms *rules.ManorState, im *gamedata.Improvement, religion string) bool {
	m := ms.Manor
	switch im.ID {
	case "beehive":
		return ms.Hives < m.Pasture
	case "forester":
		return ms.Foresters < m.Forest
	case "reeve":
		return m.River && ms.Reeves == 0
	case "water-mill":
		return m.River && !ms.Mill
	case "castle":
		return ms.Castle == rules.NoCastle
	}
	if im.Religion != "" {
		return im.Religion == religion && ms.Site == "" && m.Pasture > 0
	}
	return true
}

// inPlay reports whether an improvement belongs to the rules in play: castles to the
// castle rules, churches and stone circles to the advanced game.
func inPlay(r rules.Rules, im *gamedata.Improvement) bool {
	switch im.Game {
	case "optional":
		return r.Has(rules.RuleCastles)
	case "advanced":
		return r.Has(rules.RuleAdvanced)
	}
	return true
}

// parishHas reports whether a site of a kind stands anywhere in a parish.
func parishHas(v play.View, parish, kind string) bool {
	for _, ms := range v.S.Manors {
		if ms.Site == kind && ms.Manor.Parish == parish {
			return true
		}
	}
	return false
}

// buildCost is what a build order costs.
func buildCost(v play.View, b rules.Build) int {
	im := v.E.D.Improvement(b.Improvement)
	if b.Repair {
		return im.Repair
	}
	return im.Cost
}

// strength is the sum of the soldiers' combat strengths.
func strength(t []rules.Soldier) int {
	n := 0
	for _, s := range t {
		n += s.Strength()
	}
	return n
}

// hireRoom is how many new troops the player's manors have room for within the
// stacking limit (6.iii): the winter places each new troop on a manor of the player's
// (7.iv), and the rules say nothing of a seventh troop there. The player's troops are
// counted on each manor in one look at the troops.
func hireRoom(v play.View, held []int) int {
	var buf [64]int // the troops on each manor, on the stack for a valley of up to 64
	on := buf[:]
	if len(v.S.Manors) > len(buf) {
		on = make([]int, len(v.S.Manors))
	}
	for _, t := range v.S.Troops {
		if m := v.E.ManorAt(t.Pos.At); t.Seat == v.Seat && m >= 0 && t.Pos == rules.OnPlace(t.Pos.At) {
			on[m]++
		}
	}
	room := 0
	for _, m := range held {
		room += max(v.E.D.Game.Movement.Stack-on[m], 0)
	}
	return room
}

// markerShare is how many more of an improvement the player may order this winter: an
// equal share, among the players, of the markers the kit has left (markers.toml). Every
// player orders before any builds, so a share is what keeps the kit from running out
// whatever the others order: the loop drops, seat by seat, the builds whose markers have
// run out (edition "markers-run-out"), which would leave the later seats with none.
func markerShare(v play.View, id string) int {
	im := v.E.D.Improvement(id)
	mk := v.E.D.Marker(im.Marker)
	if mk == nil {
		return 0
	}
	used := 0
	for i := range v.S.Manors {
		used += v.S.Manors[i].Count(id)
	}
	return max(mk.Count-used, 0) / len(v.S.Players)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// planned is how many new improvements of a kind a plan already orders.
func planned(plan *play.WinterPlan, id string) int {
	n := 0
	for _, b := range plan.Build {
		if b.Improvement == id && !b.Repair {
			n++
		}
	}
	return n
}

// markerFree reports whether a build may go in the plan within the player's share of
// the kit's markers; repairs use the marker already on the board.
func markerFree(v play.View, plan *play.WinterPlan, b rules.Build) bool {
	return b.Repair || planned(plan, b.Improvement) < markerShare(v, b.Improvement)
}
