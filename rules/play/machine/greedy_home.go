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
	sum, mp := 0, v.E.ManorPlace(m)
	for _, at := range g.stacks {
		if d := v.E.Miles(at, mp); d >= 0 && d <= v.E.D.Game.Movement.Miles {
			sum += g.enemy[at]
		}
	}
	g.threat[m] = sum
}
