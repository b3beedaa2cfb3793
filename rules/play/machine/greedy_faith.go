package machine

import (
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// Changing religion (18.iii). Sites are what the advanced game scores, and each parish
// has room for one site of each kind (19.ii): a lord whose parishes all have a site of
// his own faith already, built by others, can build none, while the other faith may
// still have room there. Converting destroys the sites of the old faith he owns, so it
// pays only when he owns none: then it costs nothing and opens the parishes to him.

// faith is the religion the greedy player builds under this winter: the other one when
// converting pays (see above), with the money for a site of it in hand; else its own.
// The plan's Convert is set when it changes.
func (g *greedy) faith(v play.View, plan *play.WinterPlan, l *ledger, held []int) string {
	own := v.S.Players[v.Seat].Religion
	if !v.S.Rules.Has(rules.RuleAdvanced) || ownsSite(v, held) || g.siteRoom(v, held, own, l) {
		return own
	}
	other := otherReligion(v, own)
	if other == "" || !g.siteRoom(v, held, other, l) {
		return own
	}
	plan.Convert = other
	return other
}

// ownsSite reports whether any manor held has a church or stone circle on it: the lord
// owns only sites of his own faith (18.i, 18.ii).
func ownsSite(v play.View, held []int) bool {
	for _, m := range held {
		if v.S.Manors[m].Site != "" {
			return true
		}
	}
	return false
}

// siteRoom reports whether a lord of a religion could build a new site on some manor
// held this winter, with the money for it.
func (g *greedy) siteRoom(v play.View, held []int, religion string, l *ledger) bool {
	for _, m := range held {
		g.builds = buildable(v, m, religion, g.builds[:0])
		for _, b := range g.builds {
			if !b.Repair && v.E.D.Improvement(b.Improvement).Religion != "" && markerShare(v, b.Improvement) > 0 && l.affords(buildCost(v, b), 0) {
				return true
			}
		}
	}
	return false
}
