package machine

import "github.com/excalibur-kit/excalibur/rules/play"

// homeManor is the first manor of the player's entry road (3), -1 when there is none.
func (g *greedy) homeManor(v play.View) int {
	if g.home != -2 {
		return g.home
	}
	g.home = -1
	entry := v.S.Players[v.Seat].Entry
	for _, en := range v.E.D.Valley.Entries {
		if en.Number != entry {
			continue
		}
		for m, ms := range v.S.Manors {
			if ms.Manor.ID == en.Manor {
				g.home = m
			}
		}
	}
	return g.home
}

// keepHome weighs the threat to the player's entry manor as every rival stack within a
// season's march together, not the strongest alone: the manor the player came in by is
// the one its neighbours reach first, and losing it cuts the estate off from its road.
func (g *greedy) keepHome(v play.View, m int) {
	if m != g.homeManor(v) || g.threat[m] == 0 {
		return
	}
	// The rivals on the manor and on the places near it, each with rivals a stack.
	mp := v.E.ManorPlace(m)
	sum := g.enemy[mp]
	for _, at := range v.E.Near(mp) {
		sum += g.enemy[at]
	}
	g.threat[m] = sum
}
