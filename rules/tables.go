package rules

import (
	"fmt"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

// Cell is one cell of a printed table, as meaning rather than text: a message key and
// its numbers. The localizer turns it into words in each language, the same way for the
// printed files and for the check that reads them back.
//
// Keys used for plain values: "num" {n}, "range" {lo, hi}, "from" {lo} (lo and above),
// "strength" {s, w} (healthy and wounded), "dash" (nothing), "percent" {ways, of}, "bz"
// {n}, "rp" {n}, "signed" {n}. Other keys name terms and phrases of the locales.
type Cell struct {
	Key  string         `json:"key"`
	Args map[string]int `json:"args,omitempty"`
}

// Table is a table the rulebook and the components print, computed from the data.
type Table struct {
	ID      string   `json:"id"`
	Section string   `json:"section"` // the rule it belongs to, 1989 numbering
	Head    []Cell   `json:"head"`
	Rows    [][]Cell `json:"rows"`
	// Notes are lines printed under the table: facts of its rule that are not entries
	// of it (the length of King Arthur's road under his awards). Each is a label and its
	// value, printed as one line.
	Notes [][]Cell `json:"notes,omitempty"`
}

// Cell constructors.
func Num(n int) Cell            { return Cell{"num", map[string]int{"n": n}} }
func Bz(n int) Cell             { return Cell{"bz", map[string]int{"n": n}} }
func RP(n int) Cell             { return Cell{"rp", map[string]int{"n": n}} }
func Signed(n int) Cell         { return Cell{"signed", map[string]int{"n": n}} }
func Range(lo, hi int) Cell     { return Cell{"range", map[string]int{"lo": lo, "hi": hi}} }
func AndUp(lo int) Cell         { return Cell{"from", map[string]int{"lo": lo}} }
func Strength(s, w int) Cell    { return Cell{"strength", map[string]int{"s": s, "w": w}} }
func Percent(ways, of int) Cell { return Cell{"percent", map[string]int{"ways": ways, "of": of}} }
func Dash() Cell                { return Cell{Key: "dash"} }

// Text is a phrase of the locales with its numbers.
func Text(key string, args map[string]int) Cell { return Cell{key, args} }

// Term is a game term of the locales (a troop, an improvement, a land).
func Term(id string) Cell { return Cell{Key: "term." + id} }

// Col is a column heading.
func Col(id string) Cell { return Cell{Key: "col." + id} }

// DieRange is "lo or more" on one die: a range up to its highest face.
func DieRange(lo int) Cell {
	if lo >= DieFaces {
		return Num(DieFaces)
	}
	return Range(lo, DieFaces)
}

// Tables is every table the kit prints, in rulebook order.
func (e *Engine) Tables() []Table {
	return []Table{
		e.SeasonTable(), e.WinterTable(), e.IncomeStepsTable(), e.ImprovementsTable(),
		e.MovementTable(), e.TroopsTable(), e.CounterTable(), e.CombatTable(), e.DefenceTable(),
		e.HousesTable(), e.WeatherTable(), e.PillageTable(), e.FateTable(), e.ValuationTable(),
		e.VictoryTable(), e.ArthurTable(),
	}
}

// TableByID finds one of the tables.
func (e *Engine) TableByID(id string) (Table, error) {
	for _, t := range e.Tables() {
		if t.ID == id {
			return t, nil
		}
	}
	return Table{}, fmt.Errorf("no engine table %q", id)
}

// SeasonTable is the sequence of play (4.i, 4.ii).
func (e *Engine) SeasonTable() Table {
	t := Table{ID: "seasons", Section: "4", Head: []Cell{Col("season"), Col("activities")}}
	for _, s := range Seasons {
		t.Rows = append(t.Rows, []Cell{Term(s), Text("season."+s, map[string]int{"phases": e.D.Game.Movement.Phases})})
	}
	return t
}

// WinterTable is the strict order of winter (4.i).
func (e *Engine) WinterTable() Table {
	t := Table{ID: "winter-order", Section: "4.i", Head: []Cell{Col("step"), Col("action")}}
	for i, s := range WinterSteps {
		t.Rows = append(t.Rows, []Cell{Num(i + 1), Text("winter."+s, nil)})
	}
	return t
}

// IncomeStepsTable is how autumn income is counted (5.viii).
func (e *Engine) IncomeStepsTable() Table {
	w := e.D.Game.Weather
	mill := e.imp("water-mill").Income
	t := Table{ID: "income-steps", Section: "5.viii", Head: []Cell{Col("step"), Col("action")}}
	steps := []Cell{
		Text("income.basic", nil),
		Text("income.arable", map[string]int{"loss": w.BadStripLoss, "bumper": w.Bumper}),
		Text("income.improvements", map[string]int{"smoke": e.D.Game.Pillage.SmokeLoss}),
		Text("income.river-bees", nil),
		Text("income.mill", map[string]int{"n": mill}),
		Text("income.total", nil),
	}
	for i, c := range steps {
		t.Rows = append(t.Rows, []Cell{{Key: "letter", Args: map[string]int{"n": i}}, c})
	}
	return t
}

// ImprovementsTable lists what a lord may build or hire (5.v, 13.ii, 19.ii).
func (e *Engine) ImprovementsTable() Table {
	t := Table{ID: "improvements", Section: "5.v",
		Head: []Cell{Col("improvement"), Col("cost"), Col("placement"), Col("income"), Col("weather")}}
	for _, im := range e.D.Improvements {
		income := Dash()
		switch im.Per {
		case "unit":
			income = Text("income.per-unit", map[string]int{"n": im.Income})
		case "manor-owned":
			income = Text("income.per-manor", map[string]int{"n": im.Income})
		}
		weather := Dash()
		if im.Weather != "" {
			weather = Term(im.Weather)
		}
		t.Rows = append(t.Rows, []Cell{Term(im.ID), Bz(im.Cost), Text("place."+im.On, nil), income, weather})
	}
	return t
}

// MovementTable gives movement and stacking (6).
func (e *Engine) MovementTable() Table {
	m := e.D.Game.Movement
	return Table{ID: "movement", Section: "6", Head: []Cell{Col("rule"), Col("value")}, Rows: [][]Cell{
		{Text("move.season", nil), Text("miles", map[string]int{"n": m.Miles})},
		{Text("move.phases", nil), Num(m.Phases)},
		{Text("move.phase", nil), Text("miles", map[string]int{"n": m.MilesPerPhase()})},
		{Text("move.stack", nil), Num(m.Stack)},
	}}
}

// TroopsTable is the troop table (7.ii): strengths healthy (wounded), and yearly cost.
func (e *Engine) TroopsTable() Table {
	t := Table{ID: "troops", Section: "7.ii", Head: []Cell{Col("troop")}}
	for _, g := range grades() {
		t.Head = append(t.Head, Col("grade-"+g))
	}
	t.Head = append(t.Head, Col("cost"))
	for _, kind := range []string{gamedata.KindLord, gamedata.KindKnight, gamedata.KindManAtArms} {
		row := []Cell{Term(kind)}
		cost := Dash()
		for _, g := range grades() {
			tr := e.troopOf(kind, g)
			if tr == nil {
				row = append(row, Dash())
				continue
			}
			row = append(row, Strength(tr.Strength, tr.Wounded))
			if tr.Cost > 0 {
				cost = Bz(tr.Cost)
			}
		}
		t.Rows = append(t.Rows, append(row, cost))
	}
	return t
}

func grades() []string { return []string{"A", "B", "esquire"} }

func (e *Engine) troopOf(kind, grade string) *gamedata.Troop {
	for i, t := range e.D.Troops {
		if t.Kind == kind && t.Grade == grade {
			return &e.D.Troops[i]
		}
	}
	return nil
}

// CounterTable is the counter mix of one colour (components): IDs and numbers.
func (e *Engine) CounterTable() Table {
	t := Table{ID: "counters", Section: "7", Head: []Cell{Col("counter"), Col("ids"), Col("count")}}
	for _, tr := range e.D.Troops {
		ids := Range(tr.IDs[0], tr.IDs[1])
		if tr.IDs[0] == tr.IDs[1] {
			ids = Num(tr.IDs[0])
		}
		t.Rows = append(t.Rows, []Cell{Term(tr.ID), ids, Num(tr.Counters())})
	}
	return t
}

// CombatTable is the combat results table (8.ii), with the edition's fixes.
func (e *Engine) CombatTable() Table {
	t := Table{ID: "combat-results", Section: "8.ii", Head: []Cell{Col("difference"), Col("weaker"), Col("stronger")}}
	for _, r := range e.D.Game.Combat.Results {
		diff := AndUp(r.Min)
		if r.Max != nil {
			diff = Range(r.Min, *r.Max)
			if *r.Max == r.Min {
				diff = Num(r.Min)
			}
		}
		t.Rows = append(t.Rows, []Cell{diff, woundsCell(r.Weaker), woundsCell(r.Stronger)})
	}
	return t
}

func woundsCell(w gamedata.Wounds) Cell {
	switch {
	case w.Count == 0:
		return Text("phrase.no-wound", nil)
	case w.On == 0:
		return Text("wounds", map[string]int{"n": w.Count})
	case w.On >= DieFaces:
		return Text("wounds-on-six", map[string]int{"n": w.Count, "hi": DieFaces})
	}
	return Text("wounds-on", map[string]int{"n": w.Count, "lo": w.On, "hi": DieFaces})
}

// DefenceTable gives what manor houses and castles add to defenders (13).
func (e *Engine) DefenceTable() Table {
	d := e.D.Game.Defence
	return Table{ID: "defence", Section: "13", Head: []Cell{Col("defenders"), Col("open"), Col("inside")}, Rows: [][]Cell{
		{Term("manor-house"), Signed(0), Signed(d.ManorHouse)},
		{Term("castle"), Signed(d.CastleOpen), Signed(d.CastleKeep)},
		{Term("damaged-castle"), Signed(d.DamagedOpen), Signed(d.DamagedKeep)},
	}}
}

// HousesTable gives what a raid on the abbey and the priory takes (9.i).
func (e *Engine) HousesTable() Table {
	t := Table{ID: "houses", Section: "9.i", Head: []Cell{Col("house"), Col("bad-average"), Col("good")}}
	for _, h := range e.D.Game.Houses {
		t.Rows = append(t.Rows, []Cell{{Key: "house." + h.ID}, Bz(h.Income), Bz(h.GoodIncome)})
	}
	return t
}

// WeatherTable is the weather effects table (12), with the chance of each zone.
func (e *Engine) WeatherTable() Table {
	w := e.D.Game.Weather
	t := Table{ID: "weather", Section: "12", Head: []Cell{Col("weather")}}
	chance := []Cell{Text("phrase.chance", nil)}
	for _, z := range Zones {
		lo, hi := e.ZoneRange(z)
		t.Head = append(t.Head, Text("zone."+z.String(), map[string]int{"lo": lo, "hi": hi}))
		ways, of := e.ZoneOdds(z)
		chance = append(chance, Percent(ways, of))
	}
	none := Text("phrase.no-effect", nil)
	t.Rows = [][]Cell{
		{Term("arable"), Text("weather.strip-loss", map[string]int{"n": w.BadStripLoss}), none,
			Text("weather.bumper", map[string]int{"lo": w.GoodDieFrom, "n": w.Bumper})},
		{Term("river"), Text("weather.reeve-income", map[string]int{"n": w.BadReeveIncome}), none,
			Text("weather.heat", map[string]int{"lo": w.GoodDieFrom})},
		{Term("bees"), Text("weather.no-honey", nil), none,
			Text("weather.hive-income", map[string]int{"n": w.GoodHiveIncome})},
		chance,
	}
	return t
}

// PillageTable gives the rolls of a pillage (14).
func (e *Engine) PillageTable() Table {
	p := e.D.Game.Pillage
	return Table{ID: "pillage", Section: "14.i", Head: []Cell{Col("target"), Col("roll"), Col("result")}, Rows: [][]Cell{
		{Term("strip-field"), DieRange(p.StripFrom), Text("pillage.burned", map[string]int{"n": p.SmokeLoss})},
		{Term("beehive"), DieRange(p.HiveFrom), Text("pillage.destroyed", nil)},
		{Term("loot"), Text("dice", map[string]int{"n": p.LootDice}), Text("pillage.loot", nil)},
		{Term("water-mill"), DieRange(p.MillFrom), Text("pillage.destroyed", nil)},
		{Term("reeve"), DieRange(p.ReeveFrom), Text("pillage.killed", nil)},
	}}
}

// FateTable is the fate rolls table (25) for every total of its dice, with the chance of
// each; consecutive totals with the same event share a row.
func (e *Engine) FateTable() Table {
	t := Table{ID: "fate-rolls", Section: "25", Head: []Cell{Col("total"), Col("event"), Col("chance")}}
	ways, of := e.FateOdds()
	evs := e.D.Game.Fate.Events
	for i := 0; i < len(evs); {
		j, sum := i, 0
		for j < len(evs) && sameEvent(evs[i], evs[j]) && evs[j].Total == evs[i].Total+(j-i) {
			sum += ways[evs[j].Total]
			j++
		}
		total := Num(evs[i].Total)
		if j-1 > i {
			total = Range(evs[i].Total, evs[j-1].Total)
		}
		args := map[string]int{"lo": evs[i].From, "garrison": evs[i].Garrison}
		t.Rows = append(t.Rows, []Cell{total, Text("fate."+evs[i].Event, args), Percent(sum, of)})
		i = j
	}
	return t
}

func sameEvent(a, b gamedata.FateEvent) bool {
	return a.Event == b.Event && a.From == b.From && a.Garrison == b.Garrison
}

// ValuationTable gives the value of each asset (16).
func (e *Engine) ValuationTable() Table {
	v := e.D.Game.Valuation
	t := Table{ID: "valuation", Section: "16", Head: []Cell{Col("asset"), Col("value")}}
	t.Rows = append(t.Rows, []Cell{Term("manor"), Bz(v.Manor)})
	for _, im := range e.D.Improvements {
		t.Rows = append(t.Rows, []Cell{Term(im.ID), Bz(im.Cost)})
	}
	t.Rows = append(t.Rows, []Cell{Text("valuation.damaged", nil), Text("valuation.less-repair", nil)})
	for _, kind := range []string{gamedata.KindKnight, gamedata.KindManAtArms} {
		t.Rows = append(t.Rows, []Cell{Term(kind), Bz(e.D.HireGrade(kind).Cost)})
	}
	t.Rows = append(t.Rows, []Cell{Term("cash"), Text("valuation.cash", nil)})
	// The advanced game's rate turns the total into points: not an asset, a note.
	t.Notes = append(t.Notes, []Cell{Text("valuation.advanced", nil), Text("rp-per-bz", map[string]int{"n": v.RPPerBz})})
	return t
}

// VictoryTable gives the victory conditions (2, 17).
func (e *Engine) VictoryTable() Table {
	return Table{ID: "victory", Section: "2", Head: []Cell{Col("game"), Col("to-win")}, Rows: [][]Cell{
		{Text("victory.standard", nil), Text("victory.manors", map[string]int{"n": e.ManorsToWin(false), "of": len(e.D.Manors)})},
		{Text("victory.two-player", nil), Text("victory.manors", map[string]int{"n": e.ManorsToWin(true), "of": len(e.D.Manors)})},
		{Text("victory.advanced", nil), Text("victory.years", map[string]int{"n": e.D.Game.Victory.AdvancedYears})},
	}}
}

// ArthurTable is King Arthur's road and awards (21, 22).
func (e *Engine) ArthurTable() Table {
	a := e.D.Game.Arthur
	return Table{ID: "arthur", Section: "21", Head: []Cell{Col("award"), Col("points")}, Rows: [][]Cell{
		{Text("arthur.income", nil), Text("rp-per-bz", map[string]int{"n": a.RPPerBz})},
		{Text("arthur.sole", nil), RP(a.SoleSite)},
		{Text("arthur.shared", nil), RP(a.SharedSite)},
		{Text("arthur.damaged", nil), Text("arthur.divided", map[string]int{"n": a.DamagedDivisor})},
		{Text("arthur.raid", nil), RP(-a.RaidPenalty)},
	}, Notes: [][]Cell{ // his road is no award: a sentence under them, not a caption of them
		{Text("arthur.road-length", map[string]int{"n": a.Steps})},
	}}
}
