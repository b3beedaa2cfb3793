package rules

import "slices"

// Season names, in the order of the year as the game plays it (4.i).
const (
	Spring = "spring"
	Summer = "summer"
	Autumn = "autumn"
	Winter = "winter"
)

// Seasons lists the seasons of a year; the game starts in autumn (3).
var Seasons = []string{Spring, Summer, Autumn, Winter}

// Campaigning reports whether troops move and fight in a season (4.ii).
func Campaigning(season string) bool { return season != Winter }

// ArrivalPhase is the phase at the end of which troops ordered to move `miles` arrive,
// moving only in the listed phases (6.ii, 6.v); 0 if they cannot arrive this season.
func (e *Engine) ArrivalPhase(miles int, phases []int) int {
	m := e.D.Game.Movement
	step := m.MilesPerPhase()
	left := miles
	if left <= 0 {
		return 0
	}
	for p := 1; p <= m.Phases; p++ {
		if !slices.Contains(phases, p) {
			continue
		}
		left -= step
		if left <= 0 {
			return p
		}
	}
	return 0
}

// AllPhases lists every movement phase of a season.
func (e *Engine) AllPhases() []int {
	ps := make([]int, e.D.Game.Movement.Phases)
	for i := range ps {
		ps[i] = i + 1
	}
	return ps
}

// CanStack reports whether a player may have n troops at one milestone or manor (6.iii).
func (e *Engine) CanStack(n int) bool { return n <= e.D.Game.Movement.Stack }
