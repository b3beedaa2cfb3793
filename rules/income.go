package rules

import "github.com/excalibur-kit/excalibur/internal/gamedata"

// Holding is a manor as its owner holds it at harvest.
type Holding struct {
	Manor      *gamedata.Manor
	Supervised bool
	Collector  gamedata.Collector
	Hives      int  // beehives on its pasture
	Foresters  int  // foresters on its forest
	Reeves     int  // river reeves
	Smoke      int  // strip fields burned by pillage this year
	Mill       bool // a water mill stands here
	Castle     Castle
	Site       string // "church" or "stone-circle", advanced game
	Damaged    bool   // the church or stone circle awaits repair
}

// ManorIncome is one manor's harvest, step by step as 5.viii counts it.
type ManorIncome struct {
	Manor        string
	Basic        int // (a) the card, by supervision and collector
	Arable       int // (b) weather on strip fields
	Improvements int // (c) beehives, foresters and reeves at their usual income
	Smoke        int // (c) burned strip fields (negative)
	RiverBees    int // (d) weather on river and bees
	Floor        int // added so a manor never yields below 0 (edition "income-floor")
	Total        int
}

// Harvest is a player's autumn income (5.viii): each manor, the water mill, the total.
type Harvest struct {
	Manors []ManorIncome
	Mill   int // (e)
	Total  int // (f)
}

// Harvest counts a player's income at the end of autumn.
func (e *Engine) Harvest(hs []Holding, y Year) Harvest {
	var h Harvest
	mill := false
	for _, m := range hs {
		mi := e.ManorIncome(m, y)
		h.Manors = append(h.Manors, mi)
		h.Total += mi.Total
		mill = mill || m.Mill
	}
	if mill { // one mill or several: it pays once (edition "water-mill")
		h.Mill = e.imp("water-mill").Income * len(hs)
	}
	h.Total += h.Mill
	return h
}

// ManorIncome counts steps (a) to (d) for one manor.
func (e *Engine) ManorIncome(m Holding, y Year) ManorIncome {
	w := e.D.Game.Weather
	hive, forester, reeve := e.imp("beehive").Income, e.imp("forester").Income, e.imp("reeve").Income
	mi := ManorIncome{Manor: m.Manor.ID}
	mi.Basic = m.Manor.Income.Basic(m.Supervised, m.Collector)
	switch {
	case y.Zone == Bad:
		mi.Arable = -w.BadStripLoss * m.Manor.Strip
	case y.Zone == Good && y.Bumper:
		mi.Arable = w.Bumper
	}
	mi.Improvements = m.Hives*hive + m.Foresters*forester + m.Reeves*reeve
	mi.Smoke = -e.D.Game.Pillage.SmokeLoss * m.Smoke
	switch y.Zone {
	case Bad: // too cold for honey; the river pays its bad-year rate
		mi.RiverBees = -m.Hives*hive + m.Reeves*(w.BadReeveIncome-reeve)
	case Good:
		mi.RiverBees = m.Hives * (w.GoodHiveIncome - hive)
		if y.Heat {
			mi.RiverBees -= m.Reeves * reeve
		}
	}
	sum := mi.Basic + mi.Arable + mi.Improvements + mi.Smoke + mi.RiverBees
	if sum < 0 {
		mi.Floor = -sum
	}
	mi.Total = sum + mi.Floor
	return mi
}

// HouseIncome is what a raid on the abbey or priory takes at the end of autumn (9.i).
func (e *Engine) HouseIncome(h gamedata.House, y Year) int {
	if y.Zone == Good {
		return h.GoodIncome
	}
	return h.Income
}

// imp is an improvement the rules name; the data invariants guarantee it exists.
func (e *Engine) imp(id string) *gamedata.Improvement {
	if im := e.D.Improvement(id); im != nil {
		return im
	}
	return &gamedata.Improvement{ID: id}
}
