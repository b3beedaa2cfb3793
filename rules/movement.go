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
// Phases (roads.go) marches a route by the same count, so the two always agree.
func (e *Engine) ArrivalPhase(miles int, phases []int) int {
	if miles <= 0 {
		return 0
	}
	for i, done := range e.covered(phases) {
		if done >= miles {
			return i + 1
		}
	}
	return 0
}

// covered is how many miles troops moving in the listed phases have gone by the end of
// each phase of a season (index 0 for phase 1): a phase moves MilesPerPhase or nothing.
func (e *Engine) covered(phases []int) []int {
	return e.coveredInto(make([]int, e.D.Game.Movement.Phases), phases)
}

// coveredInto is covered written into out, one slot a phase.
func (e *Engine) coveredInto(out, phases []int) []int {
	m := e.D.Game.Movement
	done := 0
	for i := range out {
		if slices.Contains(phases, i+1) {
			done += m.MilesPerPhase()
		}
		out[i] = done
	}
	return out
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
