// Package rulebook turns the rules text (content/rules/<lang>/*.md) into a document:
// template values and tables from the engine, sections numbered as in 1989, cross
// references resolved. The renderers (PDF and SVG pages, HTML) walk what it builds.
package rulebook

import (
	"fmt"
	"math"
	"sort"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/rules"
)

// Values are the numbers the rules text may print, by name, each computed from the
// data or the engine. The text names them ({{n "movement.miles"}}) and never types them.
type Values map[string]int

// Keys lists the names, sorted.
func (v Values) Keys() []string {
	keys := make([]string, 0, len(v))
	for k := range v {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// ValuesOf computes every value of the rules text.
func ValuesOf(e *rules.Engine) Values {
	d := e.D
	g := d.Game
	v := Values{}
	set := func(k string, n int) { v[k] = n }

	set("die.faces", rules.DieFaces)
	set("start.treasury", g.Start.Treasury)
	for _, id := range g.Start.Troops {
		v["start."+d.Troop(id).Kind]++
	}
	for _, t := range d.Troops {
		set("troop."+t.ID+".strength", t.Strength)
		set("troop."+t.ID+".wounded", t.Wounded)
		set("troop."+t.ID+".cost", t.Cost)
		set("counters."+t.ID+".first", t.IDs[0])
		set("counters."+t.ID+".last", t.IDs[1])
		set("counters."+t.ID+".count", t.Counters())
	}
	for _, kind := range []string{gamedata.KindKnight, gamedata.KindManAtArms} {
		set("cost."+kind, d.HireGrade(kind).Cost)
	}
	set("counters.per-colour", d.CountersPerColour())
	set("counters.colours", len(d.Players))
	set("counters.troops", d.CountersPerColour()*len(d.Players))
	for _, m := range d.Markers {
		set("markers."+m.ID, m.Count)
	}
	set("markers.total", d.MarkerCount())
	set("manors.total", len(d.Manors))
	set("manors.river", d.Total(func(m gamedata.Manor) int { return b2i(m.River) }))
	set("parishes.total", len(d.Parishes))
	set("land.pasture", d.Total(func(m gamedata.Manor) int { return m.Pasture }))
	set("land.forest", d.Total(func(m gamedata.Manor) int { return m.Forest }))
	set("land.strip", d.Total(func(m gamedata.Manor) int { return m.Strip }))
	set("land.usual", usualLand(d))

	for _, m := range d.Manors {
		for _, sup := range []bool{false, true} {
			for _, c := range gamedata.Collectors {
				key := fmt.Sprintf("income.%s.%s.%s", m.ID, map[bool]string{false: "unsupervised", true: "supervised"}[sup], c)
				set(key, m.Income.Basic(sup, c))
			}
		}
	}
	valley(v, e)
	movement(v, e)
	combat(v, e)
	economy(v, e)
	events(v, e)
	examples(v, e)
	return v
}

// valley is the board (content/map.toml): its entry roads and their spacing, its choke
// points, the drawn mile, the trim and the map-reference grid.
func valley(v Values, e *rules.Engine) {
	b := e.D.Valley
	v["valley.entries"] = len(b.Entries)
	v["valley.entry-apart"] = b.EntryApart
	v["valley.chokes"] = len(b.Chokes)
	v["valley.bridges"], v["valley.forest-chokes"], v["valley.scarps"] = 0, 0, 0
	for _, c := range b.Chokes {
		switch c.Kind {
		case gamedata.ChokeBridge:
			v["valley.bridges"]++
		case gamedata.ChokeForest:
			v["valley.forest-chokes"]++
		case gamedata.ChokeScarp:
			v["valley.scarps"]++
		}
	}
	v["valley.mile-mm"] = int(math.Round(b.Mile))
	v["valley.width-mm"] = int(math.Round(b.Width))
	v["valley.height-mm"] = int(math.Round(b.Height))
	v["valley.columns"] = b.Grid.Columns
	v["valley.rows"] = b.Grid.Rows
}

func movement(v Values, e *rules.Engine) {
	m := e.D.Game.Movement
	v["movement.miles"] = m.Miles
	v["movement.phases"] = m.Phases
	v["movement.phase-miles"] = m.MilesPerPhase()
	v["movement.stack"] = m.Stack
	v["victory.standard"] = e.ManorsToWin(false)
	v["victory.two-player"] = e.ManorsToWin(true)
	v["victory.years"] = e.D.Game.Victory.AdvancedYears
	// The years as the engine counts them (rules.State.Year) and the game log prints them:
	// the opening autumn and winter are year 0, the first spring opens year 1; the treasury
	// numbers its rows the same way.
	v["year.opening"] = 0
	v["year.first"] = 1
	v["winter.steps"] = len(rules.WinterSteps)
}

func combat(v Values, e *rules.Engine) {
	c, d := e.D.Game.Combat, e.D.Game.Defence
	v["combat.withdraw-after"] = c.WithdrawAfter
	v["combat.choke"] = c.ChokeFighters
	v["defence.manor-house"] = d.ManorHouse
	v["defence.castle-open"] = d.CastleOpen
	v["defence.castle-keep"] = d.CastleKeep
	v["defence.damaged-open"] = d.DamagedOpen
	v["defence.damaged-keep"] = d.DamagedKeep
	v["defence.siege-seasons"] = d.SiegeSeasons
	v["defence.both"] = d.ManorHouse + d.CastleKeep
	v["loyalty.desert-from"] = e.D.Game.Loyalty.DesertFrom
	for i, r := range c.Results {
		row := fmt.Sprintf("combat.row%d.", i+1)
		v[row+"min"] = r.Min
		if r.Max != nil {
			v[row+"max"] = *r.Max
		}
		v[row+"weaker"] = r.Weaker.Count
		v[row+"stronger"] = r.Stronger.Count
		if r.Weaker.On > 0 {
			v[row+"weaker-on"] = r.Weaker.On
		}
		if r.Stronger.On > 0 {
			v[row+"stronger-on"] = r.Stronger.On
		}
	}
}

func economy(v Values, e *rules.Engine) {
	g := e.D.Game
	for _, im := range e.D.Improvements {
		v["improvement."+im.ID+".cost"] = im.Cost
		v["improvement."+im.ID+".income"] = im.Income
		if im.Repair > 0 {
			v["improvement."+im.ID+".repair"] = im.Repair
		}
	}
	w := g.Weather
	v["weather.rolls"] = w.Rolls
	for _, z := range rules.Zones {
		lo, hi := e.ZoneRange(z)
		v["weather."+z.String()+".from"] = lo
		v["weather."+z.String()+".to"] = hi
	}
	v["weather.strip-loss"] = w.BadStripLoss
	v["weather.good-die"] = w.GoodDieFrom
	v["weather.bumper"] = w.Bumper
	v["weather.bad-reeve"] = w.BadReeveIncome
	v["weather.good-hive"] = w.GoodHiveIncome
	for _, h := range g.Houses {
		v["house."+h.ID+".income"] = h.Income
		v["house."+h.ID+".good-income"] = h.GoodIncome
	}
	p := g.Pillage
	v["pillage.strip"] = p.StripFrom
	v["pillage.hive"] = p.HiveFrom
	v["pillage.mill"] = p.MillFrom
	v["pillage.reeve"] = p.ReeveFrom
	v["pillage.loot-dice"] = p.LootDice
	v["pillage.smoke-loss"] = p.SmokeLoss
	v["valuation.manor"] = g.Valuation.Manor
	v["valuation.rp-per-bz"] = g.Valuation.RPPerBz
}

func events(v Values, e *rules.Engine) {
	g := e.D.Game
	a := g.Arthur
	v["arthur.steps"] = a.Steps
	v["arthur.rp-per-bz"] = a.RPPerBz
	v["arthur.sole"] = a.SoleSite
	v["arthur.shared"] = a.SharedSite
	v["arthur.penalty"] = a.RaidPenalty
	v["arthur.damaged-divisor"] = a.DamagedDivisor
	v["arthur.sole-damaged"] = a.SoleSite / a.DamagedDivisor
	v["arthur.shared-damaged"] = a.SharedSite / a.DamagedDivisor
	f := g.Fate
	v["fate.dice"] = f.Dice
	// The most dice thrown at once, as the print list counts them (component's dice).
	v["dice.most"] = max(f.Dice, e.D.Game.Pillage.LootDice)
	v["fate.min"] = f.Dice
	v["fate.max"] = rules.DieFaces * f.Dice
	quietFrom := rules.DieFaces*f.Dice + 1
	for _, ev := range f.Events {
		if ev.Event == gamedata.FateQuietYear {
			quietFrom = min(quietFrom, ev.Total)
			continue
		}
		v["fate."+ev.Event+".total"] = ev.Total
		v["fate."+ev.Event+".from"] = ev.From
		if ev.Garrison > 0 {
			v["fate."+ev.Event+".garrison"] = ev.Garrison
		}
	}
	v["fate.quiet-from"] = quietFrom
	ways, of := e.FateOdds()
	eventful := 0
	for t := f.Dice; t < quietFrom; t++ {
		eventful += ways[t]
	}
	v["fate.eventful-percent"] = (100*eventful + of/2) / of
}

func examples(v Values, e *rules.Engine) {
	ex := e.D.Examples
	v["example.pay"] = e.PayExample().Pay
	for i := range e.D.Manors {
		if e.D.Manors[i].Entry {
			v["example.income"] = e.IncomeExample(&e.D.Manors[i]).Total
			break
		}
	}
	v["example.move-miles"] = ex.Movement.Miles
	v["example.move-phase"] = e.MoveExample()
	for i, id := range ex.Movement.Troops {
		v[fmt.Sprintf("example.move-troop-%d", i+1)] = id
	}
	for _, c := range ex.Combat {
		b, err := e.CombatExample(c)
		if err != nil {
			continue // the data check reports it
		}
		for _, r := range b.Rounds {
			p := fmt.Sprintf("example.%s.r%d.", c.ID, r.N)
			for s, side := range []string{"a", "b"} {
				v[p+"av-"+side] = r.AV[s]
				v[p+"die-"+side] = r.AttackDie[s]
				v[p+"wound-die-"+side] = r.WoundDie[s]
				v[p+"strength-"+side] = r.Strength[s]
			}
			v[p+"diff"] = r.Diff
		}
	}
}

// usualLand is the land units most manors have.
func usualLand(d *gamedata.Data) int {
	n := map[int]int{}
	best := 0
	for _, m := range d.Manors {
		n[m.Land()]++
		if n[m.Land()] > n[best] {
			best = m.Land()
		}
	}
	return best
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
