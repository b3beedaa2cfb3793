package machine

import (
	"github.com/excalibur-kit/excalibur/internal/gamedata"
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
// season that has a target to weigh (most have none): attack empties g.worth. It adds up
// what Engine.Valuation would of each seat's assets (16.i), in one look at the manors and
// one at the troops for all the seats.
func (g *greedy) standings(v play.View) {
	if len(g.worth) == len(v.S.Players) {
		return
	}
	g.worth = resize(g.worth, len(v.S.Players))
	for p, pl := range v.S.Players {
		g.worth[p] = pl.Treasury
	}
	pr := pricesOf(v)
	for m := range v.S.Manors {
		if ms := &v.S.Manors[m]; ms.Owner >= 0 && int(ms.Owner) < len(g.worth) {
			g.worth[ms.Owner] += pr.of(v, ms)
		}
	}
	for _, t := range v.S.Troops {
		if t.Seat >= 0 && int(t.Seat) < len(g.worth) && t.ID != v.S.Players[t.Seat].Lord && t.Type != nil && t.Type.Kind != gamedata.KindLord {
			g.worth[t.Seat] += t.Type.Cost
		}
	}
	if v.S.Rules.Has(rules.RuleAdvanced) {
		for p, pl := range v.S.Players {
			g.worth[p] = v.E.AdvancedValuation(g.worth[p], pl.Reverence) // the advanced game's score (16.ii)
		}
	}
}

// prices are what the buildings every manor may have count for in a valuation, looked
// up once for all the manors.
type prices struct{ manor, hive, forester, reeve, mill, castle, castleDamaged int }

func pricesOf(v play.View) prices {
	return prices{
		manor: v.E.D.Game.Valuation.Manor,
		hive:  price(v, "beehive"), forester: price(v, "forester"), reeve: price(v, "reeve"),
		mill: price(v, "water-mill"), castle: price(v, "castle"), castleDamaged: damagedPrice(v, "castle"),
	}
}

// of is what a manor adds to its holder's valuation: the manor and its buildings,
// a damaged one at its price less the repair.
func (pr prices) of(v play.View, ms *rules.ManorState) int {
	n := pr.manor + ms.Hives*pr.hive + ms.Foresters*pr.forester + ms.Reeves*pr.reeve
	if ms.Mill {
		n += pr.mill
	}
	switch ms.Castle {
	case rules.CastleSound:
		n += pr.castle
	case rules.CastleDamaged:
		n += pr.castleDamaged
	}
	if ms.Site != "" {
		if ms.Damaged {
			n += damagedPrice(v, ms.Site)
		} else {
			n += price(v, ms.Site)
		}
	}
	return n
}

// price is what an improvement counts for in a valuation; 0 for one the data lacks.
func price(v play.View, id string) int {
	if im := v.E.D.Improvement(id); im != nil {
		return im.Cost
	}
	return 0
}

// damagedPrice is what a damaged improvement counts for: its price less the repair.
func damagedPrice(v play.View, id string) int {
	if im := v.E.D.Improvement(id); im != nil {
		return im.Cost - im.Repair
	}
	return 0
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
