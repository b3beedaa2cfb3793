package gamedata

import (
	"slices"
	"sort"
)

// Group is one named invariant of the data and the problems found with it.
type Group struct {
	Name string
	Errs Errors
}

// invariant is a check of the data set as a whole.
type invariant struct {
	name string
	fn   func(r *reporter, d *Data)
}

var invariants = []invariant{
	{"unique IDs", uniqueIDs},
	{"references", references},
	{"provenance", provenance},
	{"counter mix", counterMix},
	{"valley counts", valleyCounts},
	{"manor land", manorLand},
	{"manor incomes", manorIncomes},
	{"improvements", improvements},
	{"combat results table", combatTable},
	{"rule tables", ruleTables},
	{"valley places", valleyPlaces},
	{"valley land", valleyLand},
	{"valley roads", valleyRoads},
	{"valley river", valleyRiver},
}

// Validate runs every invariant over parsed data and reports each as a group, in a fixed
// order, so `excalibur check` can print one line per group.
func Validate(d *Data, srcs Sources) []Group { return validate(d, srcs, &measures{}) }

// validate is Validate with the map's measures, which a Cache keeps while map.toml's text
// stays the same.
func validate(d *Data, srcs Sources, m *measures) []Group {
	groups := make([]Group, 0, len(invariants))
	for _, inv := range invariants {
		r := &reporter{srcs: srcs, measures: m}
		inv.fn(r, d)
		groups = append(groups, Group{Name: inv.name, Errs: r.errs.sorted()})
	}
	return groups
}

// unique reports the second and later records that repeat a key.
func unique[T any](r *reporter, items []T, key string, at func(int, T) loc, val func(T) string) {
	seen := map[string]int{}
	for i, it := range items {
		v := val(it)
		if first, dup := seen[v]; dup {
			r.add(at(i, it), key, "expected a unique value, got %q, already used by record %d", v, first+1)
			continue
		}
		seen[v] = i
	}
}

func uniqueIDs(r *reporter, d *Data) {
	unique(r, d.Manors, "id", manorAt, func(m Manor) string { return m.ID })
	unique(r, d.Manors, "name", manorAt, func(m Manor) string { return m.Name })
	unique(r, d.Manors, "map", manorAt, func(m Manor) string { return m.Map })
	unique(r, d.Parishes, "letter", parishAt, func(p Parish) string { return p.Letter })
	unique(r, d.Parishes, "name", parishAt, func(p Parish) string { return p.Name })
	unique(r, d.Players, "id", playerAt, func(p Player) string { return p.ID })
	unique(r, d.Players, "emblem", playerAt, func(p Player) string { return p.Emblem })
	unique(r, d.Players, "lord", playerAt, func(p Player) string { return p.Lord })
	unique(r, d.Troops, "id", troopAt, func(t Troop) string { return t.ID })
	unique(r, d.Markers, "id", markerAt, func(m Marker) string { return m.ID })
	unique(r, d.Improvements, "id", improvementAt, func(m Improvement) string { return m.ID })
	unique(r, d.Decisions, "id", decisionAt, func(x Decision) string { return x.ID })
	unique(r, d.Game.Houses, "id", houseAt, func(h House) string { return h.ID })
}

func references(r *reporter, d *Data) {
	for i, m := range d.Manors {
		if d.Parish(m.Parish) == nil {
			r.add(manorAt(i, m), "parish", "expected the letter of a parish in parishes.toml, got %q", m.Parish)
		}
	}
	for i, t := range d.Troops {
		if t.Promotes == "" {
			continue
		}
		if up := d.Troop(t.Promotes); up == nil || up.Kind != t.Kind || up.Strength <= t.Strength {
			r.add(troopAt(i, t), "promotes", "expected a stronger grade of %s, got %q", t.Kind, t.Promotes)
		}
	}
	for i, im := range d.Improvements {
		if d.Marker(im.Marker) == nil {
			r.add(improvementAt(i, im), "marker", "expected a marker of markers.toml, got %q", im.Marker)
		}
	}
	for _, id := range d.Game.Start.Troops {
		if d.Troop(id) == nil {
			r.add(gameAt("start"), "troops", "expected troop ids of troops.toml, got %q", id)
		}
	}
	exampleReferences(r, d)
}

func exampleReferences(r *reporter, d *Data) {
	ex := d.Examples
	for _, id := range ex.Pay.Troops {
		if d.Troop(id) == nil {
			r.add(exampleAt("pay"), "troops", "expected troop ids of troops.toml, got %q", id)
		}
	}
	if _, ok := ParseCollector(ex.Income.Collector); !ok {
		r.add(exampleAt("income"), "collector", "expected knight, man-at-arms or no-one, got %q", ex.Income.Collector)
	}
	for _, key := range []string{ex.Movement.From, ex.Movement.To} {
		if d.Manor(key) == nil {
			r.add(exampleAt("movement"), "from", "expected manor ids of manors.toml, got %q", key)
		}
	}
	for i, c := range ex.Combat {
		for _, side := range []ExampleSide{c.A, c.B} {
			if d.Player(side.Player) == nil {
				r.add(combatExampleAt(i, c), "a", "expected a player of players.toml, got %q", side.Player)
			}
			for _, t := range side.Troops {
				tr := d.Troop(t.Type)
				if tr == nil || t.ID < tr.IDs[0] || t.ID > tr.IDs[1] {
					r.add(combatExampleAt(i, c), "a", "expected troop %d to be a counter of type %q in the published numbering", t.ID, t.Type)
				}
			}
		}
		if len(c.Expect) != len(c.Dice) {
			r.add(combatExampleAt(i, c), "expect", "expected one outcome per round of dice (%d), got %d", len(c.Dice), len(c.Expect))
		}
	}
}

// counterMix proves the troop grades share out the IDs 01..N of a colour without gap or
// overlap, with one lord, and that hiring is at the lowest grade of each kind.
func counterMix(r *reporter, d *Data) {
	ts := slices.Clone(d.Troops)
	sort.Slice(ts, func(i, j int) bool { return ts[i].IDs[0] < ts[j].IDs[0] })
	next := 1
	for _, t := range ts {
		if t.IDs[0] != next {
			r.add(troopAt(d.troopIndex(t.ID), t), "ids", "expected the range to start at %02d, right after the previous grade, got %02d", next, t.IDs[0])
		}
		next = t.IDs[1] + 1
	}
	cost := map[string]int{}
	for i, t := range d.Troops {
		if c, ok := cost[t.Kind]; ok && c != t.Cost {
			r.add(troopAt(i, t), "cost", "expected every grade of %s to cost the same (%d Bz), got %d", t.Kind, c, t.Cost)
		}
		cost[t.Kind] = t.Cost
	}
	lords := 0
	for i, t := range d.Troops {
		if t.Kind == KindLord {
			lords++
			if t.Counters() != 1 {
				r.add(troopAt(i, t), "ids", "expected one lord counter per colour, got %d", t.Counters())
			}
		}
	}
	if lords != 1 {
		r.add(loc{file: "troops.toml"}, "", "expected exactly one lord type, got %d", lords)
	}
	for _, kind := range []string{KindKnight, KindManAtArms} {
		hire := d.HireGrade(kind)
		if hire == nil {
			r.add(loc{file: "troops.toml"}, "", "expected one %s grade with hire = true, got none", kind)
			continue
		}
		for i, t := range d.Troops {
			if t.Kind == kind && t.Strength < hire.Strength {
				r.add(troopAt(i, t), "strength", "troops are hired at the lowest grade, but %q is weaker than the hired %q", t.ID, hire.ID)
			}
		}
	}
}

// valleyCounts proves the markers match what the valley can hold, and every parish has
// manors and room for both religious sites.
func valleyCounts(r *reporter, d *Data) {
	have := map[string]int{
		"pasture-units": d.Total(func(m Manor) int { return m.Pasture }),
		"forest-units":  d.Total(func(m Manor) int { return m.Forest }),
		"river-manors":  d.Total(func(m Manor) int { return b2i(m.River) }),
		"parishes":      len(d.Parishes),
	}
	for i, m := range d.Markers {
		if m.Matches != "" && have[m.Matches] != m.Count {
			r.add(markerAt(i, m), "count", "expected as many as the valley's %s (%d), got %d", m.Matches, have[m.Matches], m.Count)
		}
	}
	for i, p := range d.Parishes {
		manors, pasture := 0, 0
		for _, m := range d.Manors {
			if m.Parish == p.Letter {
				manors++
				pasture += m.Pasture
			}
		}
		if manors == 0 {
			r.add(parishAt(i, p), "", "expected at least one manor in the parish, got none")
		}
		if pasture < 2 {
			r.add(parishAt(i, p), "", "expected at least 2 pasture units, room for a church and a stone circle, got %d", pasture)
		}
	}
}

// manorLand proves the shape the 1989 text gives manors: most of four land units, some
// more; strip fields and pasture or forest in every one.
func manorLand(r *reporter, d *Data) {
	four := 0
	for i, m := range d.Manors {
		if m.Land() == 4 {
			four++
		}
		if m.Land() < 4 {
			r.add(manorAt(i, m), "strip", "expected four land units or more, got %d", m.Land())
		}
		if m.Strip == 0 || m.Pasture+m.Forest == 0 {
			r.add(manorAt(i, m), "strip", "expected strip fields and pasture or forest, got %d strip, %d pasture, %d forest", m.Strip, m.Pasture, m.Forest)
		}
	}
	if 2*four <= len(d.Manors) {
		r.add(loc{file: "manors.toml"}, "", "expected most manors to have four land units, got %d of %d", four, len(d.Manors))
	}
}

// manorIncomes proves every card's income rises with supervision and with the collector,
// and that every entry manor pays what the start example says.
func manorIncomes(r *reporter, d *Data) {
	entries := 0
	for i, m := range d.Manors {
		l := manorAt(i, m)
		for _, col := range []struct {
			key string
			in  Income
		}{{"income.unsupervised", m.Income.Unsupervised}, {"income.supervised", m.Income.Supervised}} {
			if !(col.in.Knight >= col.in.ManAtArms && col.in.ManAtArms >= col.in.NoOne) {
				r.add(l, col.key, "expected knight >= man_at_arms >= no_one, got %d, %d, %d", col.in.Knight, col.in.ManAtArms, col.in.NoOne)
			}
		}
		for _, c := range Collectors {
			if m.Income.Supervised.By(c) < m.Income.Unsupervised.By(c) {
				r.add(l, "income.supervised."+keyOfCollector(c), "expected at least the unsupervised %d, got %d", m.Income.Unsupervised.By(c), m.Income.Supervised.By(c))
			}
		}
		if m.Entry {
			entries++
			ex := d.Examples.Income
			c, _ := ParseCollector(ex.Collector)
			if got := m.Income.Basic(ex.Supervised, c); got != ex.Expect {
				r.add(l, "income", "an entry manor must pay what the start example says (%d Bz), got %d", ex.Expect, got)
			}
		}
	}
	if entries < len(d.Players) {
		r.add(loc{file: "manors.toml"}, "", "expected an entry manor for each of the %d players, got %d", len(d.Players), entries)
	}
}

// improvements proves reeves and mills go only where there are river rights, and that
// there is somewhere to put them.
func improvements(r *reporter, d *Data) {
	for _, id := range RequiredImprovements {
		if d.Improvement(id) == nil {
			r.add(loc{file: "improvements.toml"}, "", "expected an improvement %q: the rules name it", id)
		}
	}
	for _, id := range []string{"reeve", "water-mill"} {
		i := slices.IndexFunc(d.Improvements, func(im Improvement) bool { return im.ID == id })
		if i < 0 {
			r.add(loc{file: "improvements.toml"}, "", "expected an improvement %q", id)
			continue
		}
		if im := d.Improvements[i]; im.On != "river" {
			r.add(improvementAt(i, im), "on", "expected \"river\": it needs river rights, got %q", im.On)
		}
	}
	if d.Total(func(m Manor) int { return b2i(m.River) }) == 0 {
		r.add(loc{file: "manors.toml"}, "", "expected some manors with river rights, got none")
	}
	for i, im := range d.Improvements {
		if im.On == "parish" && im.Religion == "" {
			r.add(improvementAt(i, im), "religion", "expected the religion that may build it")
		}
	}
}

// combatTable proves each difference in attack values has exactly one row, that a larger
// difference never hurts the weaker side less, and that the last row is open-ended.
func combatTable(r *reporter, d *Data) {
	rows := d.Game.Combat.Results
	next := 0
	for i, row := range rows {
		if row.Min != next {
			r.add(resultAt(i), "min", "expected %d, the difference after the previous row, got %d", next, row.Min)
		}
		if row.Max == nil {
			if i != len(rows)-1 {
				r.add(resultAt(i), "max", "only the last row may be open-ended")
			}
			break
		}
		if *row.Max < row.Min {
			r.add(resultAt(i), "max", "expected at least min (%d), got %d", row.Min, *row.Max)
		}
		next = *row.Max + 1
		if i == len(rows)-1 {
			r.add(resultAt(i), "max", "expected the last row to have no max (and above)")
		}
	}
	if len(rows) > 0 && rows[0].Weaker != rows[0].Stronger {
		r.add(resultAt(0), "stronger", "with equal attack values there is no stronger side: expected the same entry as weaker")
	}
	for i := 1; i < len(rows); i++ {
		if woundOdds(rows[i].Weaker) < woundOdds(rows[i-1].Weaker) {
			r.add(resultAt(i), "weaker", "expected at least the previous row's wounds for the weaker side")
		}
	}
}

// woundOdds is the expected number of wounds of a table entry, in sixths.
func woundOdds(w Wounds) int {
	if w.On == 0 {
		return DieFaces * w.Count
	}
	return w.Count * (DieFaces + 1 - w.On)
}

// RequiredImprovements are the improvements the rules name and the engine plays.
var RequiredImprovements = []string{"beehive", "forester", "reeve", "water-mill", "castle", "church", "stone-circle"}

// ruleTables proves the fate table has one event for each total of its dice and the
// weather zones fit the totals of the weather rolls.
func ruleTables(r *reporter, d *Data) {
	f := d.Game.Fate
	seen := map[int]bool{}
	for i, e := range f.Events {
		if e.Total < f.Dice || e.Total > DieFaces*f.Dice || seen[e.Total] {
			r.add(fateAt(i, e), "total", "expected each total from %d to %d once, got %d", f.Dice, DieFaces*f.Dice, e.Total)
		}
		seen[e.Total] = true
	}
	for t := f.Dice; t <= DieFaces*f.Dice; t++ {
		if !seen[t] {
			r.add(gameAt("fate"), "", "expected an event for the total %d", t)
		}
	}
	for _, ev := range fateEvents[:len(fateEvents)-1] {
		n := 0
		for _, e := range f.Events {
			if e.Event == ev {
				n++
			}
		}
		if n != 1 {
			r.add(gameAt("fate"), "", "expected the event %q at exactly one total, got %d", ev, n)
		}
	}
	w := d.Game.Weather
	if !(w.Rolls < w.AverageFrom && w.AverageFrom < w.GoodFrom && w.GoodFrom <= DieFaces*w.Rolls) {
		r.add(gameAt("weather"), "average_from", "expected %d < average_from < good_from <= %d, got %d and %d", w.Rolls, DieFaces*w.Rolls, w.AverageFrom, w.GoodFrom)
	}
	if len(d.Game.Houses) == 0 {
		r.add(loc{file: "game.toml"}, "", "expected the abbey and the priory as [[house]] tables")
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// ParseCollector reads a collector's name as written in the data.
func ParseCollector(s string) (Collector, bool) {
	for _, c := range Collectors {
		if c.String() == s {
			return c, true
		}
	}
	return 0, false
}
