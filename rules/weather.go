package rules

import "fmt"

// Zone is the weather of a year (12.i). The zero Zone is ZoneNone, a year without the
// weather rules, so a Year left unset means "no weather" and never a bad year.
type Zone int

const (
	ZoneNone Zone = iota // played without the weather rules: no effect (edition "no-weather")
	Bad
	Average
	Good
)

// Zones lists the zones of the weather track in track order (ZoneNone is not on it).
var Zones = []Zone{Bad, Average, Good}

func (z Zone) String() string {
	if z < ZoneNone || z > Good {
		return fmt.Sprintf("zone(%d)", int(z))
	}
	return [...]string{"none", "bad", "average", "good"}[z]
}

// Valid reports whether z is ZoneNone or a zone of the track.
func (z Zone) Valid() bool { return z >= ZoneNone && z <= Good }

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
	case Good:
		return w.GoodFrom, DieFaces * w.Rolls
	}
	return 0, -1 // ZoneNone is not on the track: no total gives it
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
// the zero Year, whose Zone is ZoneNone and which pays as an average year (edition
// decision "no-weather").
type Year struct {
	Rolls  []int // the weather rolls at the end of spring, summer and autumn
	Total  int
	Zone   Zone
	Bumper bool // good year: the arable die brought a bumper harvest
	Heat   bool // good year: the river die made it too hot for river income
	Dice   [2]int
}

// NoWeather is the year of a game played without the weather rules: the zero Year.
var NoWeather = Year{}

// RollWeather plays a year's weather (12.i): one roll at the end of each campaigning
// season, moving the counter from the start of the track (it restarts each year); in a
// good year, one arable die and one river die for all players (edition "weather").
func (e *Engine) RollWeather(die Die) (Year, error) {
	c := check(die)
	total, rolls := c.sum(e.D.Game.Weather.Rolls)
	if c.err != nil {
		return Year{}, fmt.Errorf("weather: %w", c.err)
	}
	y, err := e.YearOf(total, die)
	if err != nil {
		return Year{}, err
	}
	y.Rolls = rolls
	return y, nil
}

// YearOf is the year a weather counter's total makes (12.i), for a game that moves the
// counter season by season: the zone, and in a good year the arable and river dice,
// one each for all players (edition "weather").
func (e *Engine) YearOf(total int, die Die) (Year, error) {
	w := e.D.Game.Weather
	y := Year{Total: total, Zone: e.ZoneOf(total)}
	if y.Zone == Good {
		c := check(die)
		y.Dice = [2]int{c.roll(), c.roll()}
		if c.err != nil {
			return Year{}, fmt.Errorf("weather: %w", c.err)
		}
		y.Bumper = y.Dice[0] >= w.GoodDieFrom
		y.Heat = y.Dice[1] >= w.GoodDieFrom
	}
	return y, nil
}
