package rules

// Zone is the weather of a year (12.i).
type Zone int

const (
	Bad Zone = iota
	Average
	Good
)

// Zones lists the zones in track order.
var Zones = []Zone{Bad, Average, Good}

func (z Zone) String() string { return [...]string{"bad", "average", "good"}[z] }

// ZoneOf is the weather of a year whose weather rolls total t.
func (e *Engine) ZoneOf(t int) Zone {
	w := e.D.Game.Weather
	switch {
	case t >= w.GoodFrom:
		return Good
	case t >= w.AverageFrom:
		return Average
	}
	return Bad
}

// ZoneRange is the lowest and highest total of the weather rolls that give zone z.
func (e *Engine) ZoneRange(z Zone) (lo, hi int) {
	w := e.D.Game.Weather
	switch z {
	case Bad:
		return w.Rolls, w.AverageFrom - 1
	case Average:
		return w.AverageFrom, w.GoodFrom - 1
	}
	return w.GoodFrom, DieFaces * w.Rolls
}

// ZoneOdds is the number of ways out of 6^rolls that a year falls in zone z.
func (e *Engine) ZoneOdds(z Zone) (ways, outOf int) {
	all, outOf := Odds(e.D.Game.Weather.Rolls)
	lo, hi := e.ZoneRange(z)
	for t := lo; t <= hi; t++ {
		ways += all[t]
	}
	return ways, outOf
}

// Year is the weather that shapes a harvest. Without the optional weather rules it is
// the zero Year with Zone Average (edition decision "no-weather").
type Year struct {
	Rolls  []int // the weather rolls at the end of spring, summer and autumn
	Total  int
	Zone   Zone
	Bumper bool // good year: the arable die brought a bumper harvest
	Heat   bool // good year: the river die made it too hot for river income
	Dice   [2]int
}

// NoWeather is the year of a game played without the weather rules.
var NoWeather = Year{Zone: Average}

// RollWeather plays a year's weather (12.i): one roll at the end of each campaigning
// season, moving the counter from the start of the track (it restarts each year); in a
// good year, one arable die and one river die for all players (edition "weather").
func (e *Engine) RollWeather(die Die) Year {
	w := e.D.Game.Weather
	var y Year
	y.Total, y.Rolls = Sum(die, w.Rolls)
	y.Zone = e.ZoneOf(y.Total)
	if y.Zone == Good {
		y.Dice = [2]int{die.Roll(), die.Roll()}
		y.Bumper = y.Dice[0] >= w.GoodDieFrom
		y.Heat = y.Dice[1] >= w.GoodDieFrom
	}
	return y
}
