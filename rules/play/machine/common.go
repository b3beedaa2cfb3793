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
// of the kind), and the repair of a damaged castle or site.
func buildable(v play.View, m int, religion string) []rules.Build {
	ms := &v.S.Manors[m]
	var out []rules.Build
	for i := range v.E.D.Improvements {
		im := &v.E.D.Improvements[i]
		if !inPlay(v.S.Rules, im) {
			continue
		}
		if v.E.CanBuild(ms.Holding, im, religion) == nil && (im.Religion == "" || !parishHas(v, ms.Manor.Parish, im.ID)) {
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
