package play

import (
	"slices"

	"github.com/excalibur-kit/excalibur/rules"
)

// King Arthur's assessment, and the end of a game by time: the advanced game after its
// last autumn (17, 22), a standard game at its year limit by valuation (2, 16).

// arthurVisit awards Reverence Points when King Arthur reached the valley this autumn,
// and always in the advanced game's last autumn, after the harvest and before the troops
// go home (21.ii, 22.i).
func (g *Game) arthurVisit() error {
	if !g.S.Rules.Has(rules.RuleAdvanced) || !g.sea.visits && !g.E.FinalVisit(g.S.Year) {
		return nil
	}
	valley := g.valleySites()
	for _, p := range g.seats() {
		v := rules.Visit{Income: g.gross[p], Valley: valley, InHouse: g.inHouse(p)}
		for _, m := range g.manorsOf(p) {
			if ms := g.S.Manors[m]; ms.Site != "" {
				v.Sites = append(v.Sites, rules.Site{Kind: ms.Site, Parish: ms.Manor.Parish, Damaged: ms.Damaged})
			}
		}
		a, err := g.E.VisitAward(v)
		if err != nil {
			return err
		}
		g.S.Players[p].Reverence += a.Total
		e := ev(KindArthurVisit, p)
		e.N, e.Award = a.Total, &a
		g.emit(e)
	}
	if g.sea.visits {
		g.S.Arthur = 0
	}
	return nil
}

// valleySites lists, by parish, the kinds of site standing in it.
func (g *Game) valleySites() map[string][]string {
	out := map[string][]string{}
	for _, ms := range g.S.Manors {
		if ms.Site != "" {
			out[ms.Manor.Parish] = append(out[ms.Manor.Parish], ms.Site)
		}
	}
	return out
}

// inHouse reports whether a seat has troops in the abbey or priory.
func (g *Game) inHouse(p rules.Seat) bool {
	return slices.ContainsFunc(g.S.Troops, func(t rules.Troop) bool { return t.Seat == p && g.E.HouseAt(t.Pos.At) >= 0 })
}

// timeUp ends the game after its last autumn: the advanced game on Reverence Points
// (17), a standard game at its year limit by valuation (16).
func (g *Game) timeUp() {
	if g.res.Over() {
		return // won already: a game ends once, with one list of winners
	}
	switch {
	case g.S.Rules.Has(rules.RuleAdvanced) && g.S.Year >= g.E.D.Game.Victory.AdvancedYears:
		scores := make([]int, len(g.S.Players))
		for p, pl := range g.S.Players {
			scores[p] = pl.Reverence
		}
		g.finish(Reverence, scores, KindAdvancedEnd)
	case !g.S.Rules.Has(rules.RuleAdvanced) && g.S.Year >= g.years:
		scores := make([]int, len(g.S.Players))
		for _, p := range g.seats() {
			scores[p] = g.E.Valuation(g.assets(p)).Total
		}
		g.finish(Valued, scores, KindValuation)
	}
}

func (g *Game) finish(end End, scores []int, k Kind) {
	best := slices.Max(scores)
	g.res.End, g.res.Scores, g.res.Years = end, scores, g.S.Year
	for p, s := range scores {
		if s == best {
			g.res.Winners = append(g.res.Winners, rules.Seat(p))
		}
	}
	e := ev(k, g.res.Winners[0])
	e.N, e.Scores = best, scores
	g.emit(e)
}

// assets is what a seat owns for a valuation (16.i).
func (g *Game) assets(p rules.Seat) rules.Assets {
	a := rules.Assets{Buildings: map[string]int{}, Damaged: map[string]int{}, Cash: g.S.Players[p].Treasury}
	for _, m := range g.manorsOf(p) {
		a.Manors++
		h := g.S.Manors[m].Holding
		a.Buildings["beehive"] += h.Hives
		a.Buildings["forester"] += h.Foresters
		a.Buildings["reeve"] += h.Reeves
		if h.Mill {
			a.Buildings["water-mill"]++
		}
		switch h.Castle {
		case rules.CastleSound:
			a.Buildings["castle"]++
		case rules.CastleDamaged:
			a.Damaged["castle"]++
		}
		if h.Site != "" {
			if h.Damaged {
				a.Damaged[h.Site]++
			} else {
				a.Buildings[h.Site]++
			}
		}
	}
	for _, t := range g.S.Troops {
		if t.Seat == p && t.ID != g.S.Players[p].Lord {
			a.Troops = append(a.Troops, t.Soldier)
		}
	}
	return a
}
