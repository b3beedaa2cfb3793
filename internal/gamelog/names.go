package gamelog

import (
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/rules"
)

// How the account names things: players by their lord (players.toml) while he lives, by
// their colour after; counters by grade and number, as on the roster; places by the
// names of the data, in the grammatical role the sentence gives them.

// player names a seat: its lord while the first lord leads it, else "the blue player".
// It is a name a sentence may decline („sir Gawaina”, „gracza niebieskiego”).
func (g *Logger) player(p rules.Seat) i18n.Name {
	if g.s == nil || p < 0 || int(p) >= len(g.s.Players) || g.s.Players[p].Colour == nil {
		return g.loc.Name("log.player-seat", map[string]any{"seat": int(p) + 1})
	}
	pl := g.s.Players[p]
	if lord := g.e.D.Lord(); lord != nil && pl.Lord == lord.IDs[0] && !pl.Leaderless {
		return g.loc.Name("lord."+pl.Colour.ID, nil)
	}
	colour := g.loc.Name("colour."+pl.Colour.ID, nil).Lower()
	return g.loc.Name("log.player-colour", map[string]any{"colour": colour})
}

// Declined lists the names the log puts into sentences as names a language may decline,
// by message id: each lord of the catalog and his colour, and the two ways a seat is
// named without its lord. A language whose templates ask for a case must give each of
// them its form in that case (i18n.CheckCases).
func Declined(cat *i18n.Catalog) []string {
	out := []string{"log.player-colour", "log.player-seat"}
	for _, id := range slices.Sorted(maps.Keys(cat.Messages(i18n.Source))) {
		if colour, ok := strings.CutPrefix(id, "lord."); ok {
			out = append(out, id, "colour."+colour)
		}
	}
	return out
}

// colour is a seat's colour as the kit names it.
func (g *Logger) colour(p rules.Seat) string {
	if g.s == nil || p < 0 || int(p) >= len(g.s.Players) || g.s.Players[p].Colour == nil {
		return g.say("log.player-seat", map[string]any{"seat": int(p) + 1})
	}
	return g.say("colour."+g.s.Players[p].Colour.ID, nil)
}

// troop names one counter: its grade from the counter's number, and the number.
func (g *Logger) troop(id int) string {
	t := g.e.D.TroopByCounter(id)
	if t == nil {
		return gamedata.CounterNumber(id)
	}
	return g.say("log.troop."+t.ID, map[string]any{"id": gamedata.CounterNumber(id)})
}

// troops names counters in the order of their numbers, as a list.
func (g *Logger) troops(ids []int) string {
	ids = slices.Clone(ids)
	slices.Sort(ids)
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = g.troop(id)
	}
	return g.list(out)
}

// list joins items: "a, b and c".
func (g *Logger) list(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return g.say("log.and", map[string]any{"list": g.loc.Join("list", items[:len(items)-1]...), "last": items[len(items)-1]})
}

// The roles a place takes in a sentence: the object of a verb, where something happens,
// where troops come from, where they go. Polish and French put a preposition, or an
// article, that depends on the kind of place.
const (
	obj  = "obj"
	at   = "at"
	from = "from"
	to   = "to"
)

// place names a place in a role.
func (g *Logger) place(p rules.Place, role string) string {
	if p < 0 || int(p) >= g.e.Places() {
		return g.say("log.place."+role+".unknown", nil)
	}
	id := g.e.PlaceID(p)
	switch g.e.PlaceKind(p) {
	case rules.NodeManor:
		return g.say("log.place."+role+".manor", map[string]any{"name": g.e.PlaceName(p)})
	case rules.NodeHouse:
		return g.say("log.place."+role+"."+id, nil)
	case rules.NodeEntry:
		return g.say("log.place."+role+".entry", map[string]any{"road": entryRoad(id)})
	}
	if road, mile, ok := g.milestone(id); ok {
		return g.milestonePlace(road.From, road.To, mile, role)
	}
	return g.say("log.place."+role+".unknown", nil)
}

// milestonePlace names a milestone by its road. A road from an entry has its own
// wording: Polish cannot set the entry's name in a compound like a manor's („na drodze
// Ickford–Oakridge”) and says „na drodze wejściowej 5 (Oakridge)”.
func (g *Logger) milestonePlace(from, to string, mile int, role string) string {
	if p, ok := g.e.Place(from); ok && g.e.PlaceKind(p) == rules.NodeEntry {
		return g.say("log.place."+role+".milestone-entry", map[string]any{"mile": mile, "road": entryRoad(from), "b": g.end(to)})
	}
	return g.say("log.place."+role+".milestone", map[string]any{"mile": mile, "ends": g.road(from, to)})
}

// road names a road by its two ends. An end of more than one word makes the name open
// (log.place.road-open), which a language may join otherwise: Polish spaces the dash
// between such ends, „Opactwo Carse – Thornley”, and not between single words.
func (g *Logger) road(from, to string) string {
	a, b := g.end(from), g.end(to)
	id := "log.place.road"
	if strings.ContainsAny(a, " \u00a0") || strings.ContainsAny(b, " \u00a0") {
		id = "log.place.road-open"
	}
	return g.say(id, map[string]any{"a": a, "b": b})
}

// manor names a manor by its index, as the object of a verb.
func (g *Logger) manor(m int) string {
	if m < 0 || m >= len(g.e.D.Manors) {
		return g.say("log.place.obj.unknown", nil)
	}
	return g.e.D.Manors[m].Name
}

// manorAt names a manor by its index, as where something happens.
func (g *Logger) manorAt(m int) string { return g.manorIn(m, at) }

// manorIn names a manor by its index in a role.
func (g *Logger) manorIn(m int, role string) string {
	if m < 0 || m >= len(g.e.D.Manors) {
		return g.say("log.place."+role+".unknown", nil)
	}
	return g.place(g.e.ManorPlace(m), role)
}

// entryRoad is the number of an entry node ("entry-3"), 0 when it has none.
func entryRoad(id string) int {
	n, _ := strconv.Atoi(strings.TrimPrefix(id, "entry-"))
	return n
}

// milestone finds the road and the mile a milestone node ("road/2") stands on.
func (g *Logger) milestone(id string) (road struct{ From, To string }, mile int, ok bool) {
	i := strings.LastIndexByte(id, '/')
	if i < 0 {
		return road, 0, false
	}
	mile, err := strconv.Atoi(id[i+1:])
	if err != nil {
		return road, 0, false
	}
	for _, r := range g.e.D.Valley.Roads {
		if r.ID == id[:i] {
			road.From, road.To = r.From, r.To
			return road, mile, true
		}
	}
	return road, 0, false
}

// end names one end of a road, as the milestones' roads are named: a manor, a house, an
// entry. A house has a form of its own for it: French names the road by its two ends
// without articles („la route prieuré de Bestly–Coldharbour”), as the rules name a road
// („la route Barsham–Hazlemere”), where the house as an object takes one.
func (g *Logger) end(node string) string {
	p, ok := g.e.Place(node)
	if !ok {
		return node
	}
	switch g.e.PlaceKind(p) {
	case rules.NodeHouse:
		return g.say("log.place.end-"+node, nil)
	case rules.NodeEntry:
		return g.say("log.place.end-entry", map[string]any{"road": entryRoad(node)})
	}
	return g.e.PlaceName(p)
}

// rules words the rules in play.
func (g *Logger) rules(r rules.Rules) string {
	var on []string
	for _, x := range []struct {
		r  rules.Rules
		id string
	}{
		{rules.RuleWeather, "weather"}, {rules.RuleCastles, "castles"}, {rules.RulePillage, "pillage"},
		{rules.RuleFate, "fate"}, {rules.RuleValuation, "valuation"}, {rules.RuleAdvanced, "advanced"},
	} {
		if r.Has(x.r) {
			on = append(on, g.say("log.rule."+x.id, nil))
		}
	}
	if len(on) == 0 {
		return g.say("log.rules-standard", nil)
	}
	return g.say("log.rules", map[string]any{"rules": g.list(on)})
}
