package gamedata

import (
	"regexp"
	"slices"
	"strings"
)

// Value sets that records are checked against.
var (
	reSlug   = regexp.MustCompile(`^[a-z][a-z0-9-]*$`)
	reColour = regexp.MustCompile(`^#[0-9A-Fa-f]{6}$`)
	reMap    = regexp.MustCompile(`^[A-Z][1-9][0-9]?$`)
	reLetter = regexp.MustCompile(`^[A-Z]$`)

	// Emblems are the charges the drawing code knows how to draw on counters.
	Emblems     = []string{"cross", "mullet", "annulet", "crescent", "lozenge", "chevron"}
	troopKinds  = []string{KindLord, KindKnight, KindManAtArms}
	grades      = []string{"A", "B", "esquire"}
	placements  = []string{"pasture", "forest", "river", "manor", "parish"}
	incomePer   = []string{"unit", "manor-owned"}
	weatherLine = []string{"bees", "river"}
	religions   = []string{"christian", "druid"}
	gameParts   = []string{"standard", "optional", "advanced"}
	matchables  = []string{"pasture-units", "forest-units", "river-manors", "parishes"}
	fateEvents  = []string{FatePlague, FateLightningCh, FateLightningSC, FateRevolt, FateStorms,
		FateFloods, FateQuietYear}
)

// checkRecords checks each record on its own: identifiers, enumerations and ranges.
func checkRecords(d *Data, srcs Sources) Errors {
	r := &reporter{srcs: srcs}
	for i, m := range d.Manors {
		checkManor(r, manorAt(i, m), m)
	}
	for i, p := range d.Parishes {
		l := parishAt(i, p)
		oneOf(r, l, "letter", p.Letter, reLetter, "one capital letter")
		oneOf(r, l, "colour", p.Colour, reColour, "a colour as #RRGGBB")
	}
	for i, p := range d.Players {
		l := playerAt(i, p)
		oneOf(r, l, "id", p.ID, reSlug, "a lower-case id")
		oneOf(r, l, "colour", p.Colour, reColour, "a colour as #RRGGBB")
		inSet(r, l, "emblem", p.Emblem, Emblems)
		nonEmpty(r, l, "lord", p.Lord)
	}
	for i, t := range d.Troops {
		checkTroop(r, troopAt(i, t), t)
	}
	for i, m := range d.Markers {
		l := markerAt(i, m)
		oneOf(r, l, "id", m.ID, reSlug, "a lower-case id")
		atLeast(r, l, "count", m.Count, 1)
		if m.Matches != "" {
			inSet(r, l, "matches", m.Matches, matchables)
		}
	}
	for i, im := range d.Improvements {
		checkImprovement(r, improvementAt(i, im), im)
	}
	for i, dc := range d.Decisions {
		l := decisionAt(i, dc)
		oneOf(r, l, "id", dc.ID, reSlug, "a lower-case id")
		atLeast(r, l, "gap", dc.Gap, 0)
		nonEmpty(r, l, "title", dc.Title)
		nonEmpty(r, l, "fact", dc.Fact)
		nonEmpty(r, l, "decision", dc.Decision)
		nonEmpty(r, l, "reason", dc.Reason)
	}
	checkGame(r, &d.Game)
	for i, h := range d.Game.Houses {
		l := houseAt(i, h)
		oneOf(r, l, "id", h.ID, reSlug, "a lower-case id")
		nonEmpty(r, l, "name", h.Name)
		atLeast(r, l, "income", h.Income, 0)
		atLeast(r, l, "good_income", h.GoodIncome, h.Income)
	}
	return r.errs
}

func checkManor(r *reporter, l loc, m Manor) {
	oneOf(r, l, "id", m.ID, reSlug, "a lower-case id")
	nonEmpty(r, l, "name", m.Name)
	oneOf(r, l, "map", m.Map, reMap, "a grid reference such as F4")
	atLeast(r, l, "strip", m.Strip, 0)
	atLeast(r, l, "pasture", m.Pasture, 0)
	atLeast(r, l, "forest", m.Forest, 0)
	for _, col := range []struct {
		key string
		in  Income
	}{{"income.unsupervised", m.Income.Unsupervised}, {"income.supervised", m.Income.Supervised}} {
		for _, c := range Collectors {
			atLeast(r, l, col.key+"."+keyOfCollector(c), col.in.By(c), 0)
		}
	}
}

func keyOfCollector(c Collector) string {
	return [...]string{"knight", "man_at_arms", "no_one"}[c-Knight]
}

func checkTroop(r *reporter, l loc, t Troop) {
	oneOf(r, l, "id", t.ID, reSlug, "a lower-case id")
	inSet(r, l, "kind", t.Kind, troopKinds)
	inSet(r, l, "grade", t.Grade, grades)
	atLeast(r, l, "wounded", t.Wounded, 1)
	if t.Strength <= t.Wounded || t.Strength > 9 {
		r.add(l, "strength", "expected a single digit above the wounded strength %d, got %d",
			t.Wounded, t.Strength)
	}
	atLeast(r, l, "cost", t.Cost, 0)
	if t.IDs[0] < 1 || t.IDs[1] < t.IDs[0] || t.IDs[1] > 99 {
		r.add(l, "ids", "expected [first, last] two-digit counter IDs with first <= last, got %v", t.IDs)
	}
}

func checkImprovement(r *reporter, l loc, im Improvement) {
	oneOf(r, l, "id", im.ID, reSlug, "a lower-case id")
	atLeast(r, l, "cost", im.Cost, 1)
	inSet(r, l, "on", im.On, placements)
	inSet(r, l, "game", im.Game, gameParts)
	if im.Income > 0 {
		inSet(r, l, "per", im.Per, incomePer)
	}
	if im.Weather != "" {
		inSet(r, l, "weather", im.Weather, weatherLine)
	}
	if im.Religion != "" {
		inSet(r, l, "religion", im.Religion, religions)
	}
	atLeast(r, l, "repair", im.Repair, 0)
}

func checkGame(r *reporter, g *Game) {
	atLeast(r, gameAt("players"), "min", g.Players.Min, 2)
	atLeast(r, gameAt("start"), "treasury", g.Start.Treasury, 0)
	atLeast(r, gameAt("movement"), "phases", g.Movement.Phases, 1)
	if g.Movement.Phases > 0 && (g.Movement.Miles < g.Movement.Phases || g.Movement.Miles%g.Movement.Phases != 0) {
		r.add(gameAt("movement"), "miles", "expected a whole number of miles in each of the %d phases, got %d",
			g.Movement.Phases, g.Movement.Miles)
	}
	atLeast(r, gameAt("movement"), "stack", g.Movement.Stack, 1)
	for _, f := range []struct {
		key string
		v   [2]int
	}{{"standard", g.Victory.Standard}, {"two_player", g.Victory.TwoPlayer}} {
		if f.v[0] < 1 || f.v[1] <= f.v[0] {
			r.add(gameAt("victory"), f.key, "expected a fraction [numerator, denominator] below 1, got %v", f.v)
		}
	}
	atLeast(r, gameAt("victory"), "advanced_years", g.Victory.AdvancedYears, 1)
	atLeast(r, gameAt("combat"), "withdraw_after", g.Combat.WithdrawAfter, 1)
	atLeast(r, gameAt("combat"), "choke_fighters", g.Combat.ChokeFighters, 1)
	for i, row := range g.Combat.Results {
		checkWounds(r, resultAt(i), "weaker", row.Weaker)
		checkWounds(r, resultAt(i), "stronger", row.Stronger)
	}
	dieFace(r, gameAt("loyalty"), "desert_from", g.Loyalty.DesertFrom)
	p := g.Pillage
	for _, f := range []struct {
		key string
		v   int
	}{{"strip_from", p.StripFrom}, {"hive_from", p.HiveFrom}, {"mill_from", p.MillFrom}, {"reeve_from", p.ReeveFrom}} {
		dieFace(r, gameAt("pillage"), f.key, f.v)
	}
	dieFace(r, gameAt("weather"), "good_die_from", g.Weather.GoodDieFrom)
	atLeast(r, gameAt("arthur"), "steps", g.Arthur.Steps, 1)
	atLeast(r, gameAt("arthur"), "damaged_divisor", g.Arthur.DamagedDivisor, 1)
	atLeast(r, gameAt("fate"), "dice", g.Fate.Dice, 1)
	for i, e := range g.Fate.Events {
		inSet(r, fateAt(i, e), "event", e.Event, fateEvents)
		if e.Event != FateQuietYear {
			dieFace(r, fateAt(i, e), "from", e.From)
		}
	}
}

func checkWounds(r *reporter, l loc, key string, w Wounds) {
	atLeast(r, l, key+".wounds", w.Count, 0)
	if w.On != 0 {
		dieFace(r, l, key+".on", w.On)
	}
}

// Small checks that report "expected ..., got ...".

func oneOf(r *reporter, l loc, key, v string, re *regexp.Regexp, what string) {
	if !re.MatchString(v) {
		r.add(l, key, "expected %s, got %q", what, v)
	}
}

func inSet(r *reporter, l loc, key, v string, set []string) {
	if !slices.Contains(set, v) {
		r.add(l, key, "expected one of %q, got %q", set, v)
	}
}

func nonEmpty(r *reporter, l loc, key, v string) {
	if v == "" {
		r.add(l, key, "expected a text, got an empty one")
	}
}

func atLeast(r *reporter, l loc, key string, v, min int) {
	if v < min {
		r.add(l, key, "expected %d or more, got %d", min, v)
	}
}

func dieFace(r *reporter, l loc, key string, v int) {
	if v < 1 || v > DieFaces {
		r.add(l, key, "expected a face of a die, 1 to %d, got %d", DieFaces, v)
	}
}

// provenance finds every record that carries a source, in every file, and checks it: a
// known source, listed fields that exist in the record, and a note that names an edition
// decision.
func provenance(r *reporter, d *Data) {
	notes := map[string]bool{}
	for _, dc := range d.Decisions {
		notes[dc.ID] = true
	}
	for _, file := range sortedFiles(r.srcs) {
		s := r.srcs[file]
		if _, ok := s.raw["source"]; ok { // a file that is one record, as map.toml
			checkProvenance(r, loc{file: file, index: -1}, s.raw, notes)
		}
		walkRecords(s.raw, "", func(table string, index int, rec map[string]any) {
			if _, ok := rec["source"]; !ok {
				return
			}
			l := loc{file: file, table: table, index: index, label: recordLabel(table, max(index, 0), rec)}
			if index < 0 {
				l.label = "[" + table + "]"
			}
			checkProvenance(r, l, rec, notes)
		})
	}
}

func checkProvenance(r *reporter, l loc, rec map[string]any, notes map[string]bool) {
	src, _ := rec["source"].(string)
	inSet(r, l, "source", src, []string{string(From1989), string(FromEdition)})
	for _, key := range []string{"edition_fields", "facts_1989"} {
		list, _ := rec[key].([]any)
		for _, f := range list {
			name, _ := f.(string)
			if !hasPath(rec, name) {
				r.add(l, key, "expected names of keys of this record, got %q", name)
			}
		}
	}
	if n, ok := rec["note"].(string); ok && !notes[n] {
		r.add(l, "note", "expected the id of a decision in content/edition.toml, got %q", n)
	}
}

// walkRecords calls fn for every table in a decoded file: plain tables with index -1,
// elements of arrays of tables with their index.
func walkRecords(m map[string]any, prefix string, fn func(table string, index int, rec map[string]any)) {
	for k, v := range m {
		name := prefix + k
		switch v := v.(type) {
		case map[string]any:
			fn(name, -1, v)
			walkRecords(v, name+".", fn)
		case []map[string]any:
			for i, rec := range v {
				fn(name, i, rec)
				walkRecords(rec, name+".", fn)
			}
		}
	}
}

func hasPath(m map[string]any, dotted string) bool {
	var cur any = m
	for _, part := range strings.Split(dotted, ".") {
		mm, ok := cur.(map[string]any)
		if !ok {
			return false
		}
		if cur, ok = mm[part]; !ok {
			return false
		}
	}
	return true
}

func sortedFiles(srcs Sources) []string {
	names := make([]string, 0, len(srcs))
	for n := range srcs {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}
