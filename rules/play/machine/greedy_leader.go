package machine

import (
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// Playing against the leader. A standard game that runs to its year limit goes to the
// richest estate alone (16), and a majority goes to one player alone (2): a manor taken
// from whoever is ahead is worth more than the same manor taken from someone behind,
// since it also brings the leader back to the field. So the greedy player weighs every
// rival by its standing, the valuation the board shows today (16.i: cash, manors,
// buildings, troops; in the advanced game with the Reverence Points, 16.ii), and
// prefers the manors of those who stand highest.

// standings works out every seat's valuation as it stands, once a season and only in a
// season that has a target to weigh (most have none): attack empties g.worth.
func (g *greedy) standings(v play.View) {
	if len(g.worth) == len(v.S.Players) {
		return
	}
	g.worth = resize(g.worth, len(v.S.Players))
	if g.assets.Buildings == nil {
		g.assets.Buildings, g.assets.Damaged = map[string]int{}, map[string]int{}
	}
	for p, pl := range v.S.Players {
		g.worth[p] = v.E.Valuation(g.assetsOf(v, rules.Seat(p))).Total
		if v.S.Rules.Has(rules.RuleAdvanced) {
			g.worth[p] = v.E.AdvancedValuation(g.worth[p], pl.Reverence) // the advanced game's score (16.ii)
		}
	}
}

// assetsOf fills the scratch assets with what a seat owns (16.i), as the game counts them
// when it values the estates (rules/play, finish.go's assets, which a player cannot call).
func (g *greedy) assetsOf(v play.View, p rules.Seat) rules.Assets {
	a := &g.assets
	clear(a.Buildings)
	clear(a.Damaged)
	a.Manors, a.Troops, a.Cash = 0, a.Troops[:0], v.S.Players[p].Treasury
	for _, ms := range v.S.Manors {
		if ms.Owner != p {
			continue
		}
		a.Manors++
		a.Buildings["beehive"] += ms.Hives
		a.Buildings["forester"] += ms.Foresters
		a.Buildings["reeve"] += ms.Reeves
		if ms.Mill {
			a.Buildings["water-mill"]++
		}
		switch ms.Castle {
		case rules.CastleSound:
			a.Buildings["castle"]++
		case rules.CastleDamaged:
			a.Damaged["castle"]++
		}
		if ms.Site != "" {
			if ms.Damaged {
				a.Damaged[ms.Site]++
			} else {
				a.Buildings[ms.Site]++
			}
		}
	}
	for _, t := range v.S.Troops {
		if t.Seat == p && t.ID != v.S.Players[p].Lord {
			a.Troops = append(a.Troops, t.Soldier)
		}
	}
	return *a
}

// leadOf is how far a rival stands above the average standing of the players, in
// percent: 100 for an average rival, 200 for one worth twice the average.
func (g *greedy) leadOf(p rules.Seat) int {
	sum := 0
	for _, w := range g.worth {
		sum += w
	}
	if sum <= 0 {
		return 100
	}
	return 100 * g.worth[p] * len(g.worth) / sum
}

// targetValue is what a campaign against a rival manor is worth: what a knight
// collects there, scaled by how its owner stands against the average (leadOf). Taking a
// manor from the leader narrows the gap to him twice over, what the player gains and
// what he loses; from a rival far behind it narrows nothing that decides the game.
func (g *greedy) targetValue(v play.View, m int) int {
	g.standings(v)
	return knightIncome(v.S.Manors[m].Holding) * g.leadOf(v.S.Manors[m].Owner)
}
