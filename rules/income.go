package rules

import (
	"fmt"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

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
func (e *Engine) Harvest(hs []Holding, y Year) (Harvest, error) {
	var h Harvest
	if len(hs) > 0 {
		h.Manors = make([]ManorIncome, 0, len(hs)) // sized: the harvest of every autumn of every simulated game
	}
	err := e.harvest(hs, y, &h)
	if err != nil {
		return Harvest{}, err
	}
	return h, nil
}

// HarvestTotal is Harvest's Total without the list of manors: what a player weighing
// its winter asks, several times a winter, of holdings it made up.
func (e *Engine) HarvestTotal(hs []Holding, y Year) (int, error) {
	var h Harvest
	if err := e.harvest(hs, y, &h); err != nil {
		return 0, err
	}
	return h.Total, nil
}

// harvest adds the holdings' incomes into h, listing each manor's when h.Manors is not
// nil.
func (e *Engine) harvest(hs []Holding, y Year, h *Harvest) error {
	mill := false
	for _, m := range hs {
		mi, err := e.ManorIncome(m, y)
		if err != nil {
			return err
		}
		if h.Manors != nil {
			h.Manors = append(h.Manors, mi)
		}
		h.Total += mi.Total
		mill = mill || m.Mill
	}
	if mill { // one mill or several: it pays once (edition "water-mill")
		h.Mill = e.imp("water-mill").Income * len(hs)
	}
	h.Total += h.Mill
	return nil
}

// ManorIncome counts steps (a) to (d) for one manor. A holding that no manor could be in,
// a collector never set or a weather zone off the track is an error.
func (e *Engine) ManorIncome(m Holding, y Year) (ManorIncome, error) {
	if err := e.checkHolding(m); err != nil {
		return ManorIncome{}, err
	}
	if !m.Collector.Valid() {
		return ManorIncome{}, fmt.Errorf("%s: no collector set (want knight, man-at-arms or no-one)", m.Manor.ID)
	}
	if !y.Zone.Valid() {
		return ManorIncome{}, fmt.Errorf("%s: the year's weather is %s, not a zone of the track", m.Manor.ID, y.Zone)
	}
	return e.manorIncome(m, y), nil
}

func (e *Engine) manorIncome(m Holding, y Year) ManorIncome {
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

// checkHolding refuses a holding that no manor could be in: no manor card, more
// improvements or smoke counters than its land has room for, a mill or reeve without
// river rights, a castle or site in no known state. Every function that reads a holding
// calls it, so a bad count is reported rather than paid, rolled for or built on.
func (e *Engine) checkHolding(h Holding) error {
	m := h.Manor
	if m == nil {
		return fmt.Errorf("a holding without a manor card")
	}
	river := b2i(m.River)
	for _, c := range []struct {
		what      string
		n, most   int
		whereMost string
	}{
		{"beehives", h.Hives, m.Pasture, "pasture units"},
		{"foresters", h.Foresters, m.Forest, "forest units"},
		{"reeves", h.Reeves, river, "river rights"},
		{"smoke counters", h.Smoke, m.Strip, "strip fields"},
		{"water mills", b2i(h.Mill), river, "river rights"},
	} {
		if c.n < 0 || c.n > c.most {
			return fmt.Errorf("%s: %d %s, want 0 to %d (%d %s)", m.ID, c.n, c.what, c.most, c.most, c.whereMost)
		}
	}
	switch {
	case h.Castle < NoCastle || h.Castle > CastleDamaged:
		return fmt.Errorf("%s: castle state %d, want none, sound or damaged", m.ID, int(h.Castle))
	case h.Site != "" && !e.religious(h.Site):
		return fmt.Errorf("%s: site %q, want a church, a stone circle or none", m.ID, h.Site)
	case h.Damaged && h.Site == "":
		return fmt.Errorf("%s: a damaged religious site, but no site stands there", m.ID)
	}
	return nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// HouseIncome is what a raid on the abbey or priory takes at the end of autumn (9.i).
func (e *Engine) HouseIncome(h gamedata.House, y Year) int {
	if y.Zone == Good { // ZoneNone, a game without weather, pays as an average year
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
