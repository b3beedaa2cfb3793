package gamelog

import (
	"slices"
	"strconv"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// kinds is the sentence of every kind of event. A kind missing here is written as an
// unknown event, and the tests fail on it.
var kinds = map[play.Kind]func(*Logger, play.Event){
	play.KindOrders:          (*Logger).orders,
	play.KindOrderRefused:    simple("log.orders-refused", "reason"),
	play.KindPhasedOrder:     simple("log.phased"),
	play.KindMove:            moveOf("log.move"),
	play.KindStackSpill:      simple("log.stack-spill", "at", "troops", "to"),
	play.KindPass:            (*Logger).pass,
	play.KindMeetBetween:     (*Logger).meetBetween,
	play.KindCombat:          (*Logger).combat,
	play.KindChokeCombat:     simple("log.choke"),
	play.KindMultiple:        simple("log.multiple", "at"),
	play.KindWithdraw:        simple("log.withdraw"),
	play.KindRetreat:         moveOf("log.retreat"),
	play.KindNoWayOut:        simple("log.no-way-out", "roll", "to"),
	play.KindPushback:        simple("log.pushback", "troops", "to"),
	play.KindCarryOn:         simple("log.carry-on"),
	play.KindStay:            simple("log.stay"),
	play.KindGoBack:          simple("log.go-back"),
	play.KindLordDies:        simple("log.lord-dies"),
	play.KindRetireInside:    simple("log.retire-inside", "at", "other"),
	play.KindFightThenRetire: simple("log.fight-then-retire", "at"),
	play.KindStorm:           simple("log.storm", "at"),
	play.KindSiege:           simple("log.siege", "manor", "other"),
	play.KindSiegeSucceeds:   simple("log.siege-succeeds", "manor", "other"),
	play.KindPillage:         (*Logger).pillage,
	play.KindClaim:           (*Logger).claim,
	play.KindDisputed:        (*Logger).disputed,
	play.KindSupervised:      simple("log.supervised", "manor"),
	play.KindWeatherRoll:     (*Logger).weather,
	play.KindVictory:         simple("log.victory", "n"),
	play.KindHarvest:         (*Logger).harvest,
	play.KindRaid:            simple("log.raid", "place", "bz"),
	play.KindShare:           simple("log.share", "other", "at"),
	play.KindArthurStep:      (*Logger).arthurStep,
	play.KindArthurVisit:     (*Logger).arthurVisit,
	play.KindGoHome:          moveOf("log.go-home"),
	play.KindDismiss:         simple("log.dismiss", "troops"),
	play.KindPay:             (*Logger).pay,
	play.KindUnpaid:          simple("log.unpaid", "troops"),
	play.KindDesert:          simple("log.desert", "troops"),
	play.KindHeal:            simple("log.heal", "troops"),
	play.KindPromote:         (*Logger).promote,
	play.KindHire:            simple("log.hire", "troops"),
	play.KindBuild:           buildOf("log.build."),
	play.KindRepair:          buildOf("log.repair."),
	play.KindAuction:         (*Logger).auction,
	play.KindRelocate:        (*Logger).relocate,
	play.KindCutOff:          simple("log.cut-off", "manor", "dest"),
	play.KindAppoint:         simple("log.appoint", "troop"),
	play.KindConvert:         (*Logger).convert,
	play.KindSiteDestroyed:   simple("log.site-destroyed", "manor"),
	play.KindPlague:          (*Logger).plague,
	play.KindLightning:       (*Logger).lightning,
	play.KindRevolt:          (*Logger).revolt,
	play.KindStorms:          (*Logger).storms,
	play.KindFloods:          (*Logger).floods,
	play.KindQuiet:           simple("log.quiet"),
	play.KindValuation:       standings("log.valuation", "bz", "log.score-bz"),
	play.KindAdvancedEnd:     standings("log.advanced-end", "rp", "log.score-rp"),
}

// worded are the improvements with a verb of their own for each thing done to them:
// every one is built or hired, only castles and sites are repaired (13.ii, 25), only
// sites auctioned (19.iii). Any other gets the sentence that names it by id.
var worded = map[string]bool{}

func init() {
	for _, id := range []string{"beehive", "forester", "reeve", "water-mill", "castle", "church", "stone-circle"} {
		worded["log.build."+id] = true
	}
	for _, id := range []string{"castle", "church", "stone-circle"} {
		worded["log.repair."+id] = true
	}
	for _, id := range []string{"church", "stone-circle"} {
		worded["log.auction."+id] = true
	}
}

// simple is a one-sentence event whose message takes the player and the named values,
// each drawn from the event by field.
func simple(id string, fields ...string) func(*Logger, play.Event) {
	return func(g *Logger, ev play.Event) {
		data := map[string]any{"player": g.player(ev.Seat)}
		for _, f := range fields {
			data[f] = g.field(ev, f)
		}
		if _, ok := data["troops"]; ok && data["n"] == nil {
			data["n"] = len(ev.IDs) // the sentence agrees with how many troops it names
		}
		g.line(1, g.say(id, data))
	}
}

// field is one value of an event, as the sentences name it.
func (g *Logger) field(ev play.Event, f string) any {
	switch f {
	case "other":
		return g.player(ev.Other)
	case "at":
		if ev.Manor >= 0 && ev.At == rules.NoPlace {
			return g.manorAt(ev.Manor)
		}
		return g.place(ev.At, at)
	case "place":
		return g.place(ev.At, obj)
	case "to":
		return g.place(ev.To, to)
	case "dest":
		return g.manor(ev.N)
	case "manor":
		return g.manor(ev.Manor)
	case "troops":
		return g.troops(ev.IDs)
	case "troop":
		if len(ev.IDs) == 0 {
			return g.troop(ev.N)
		}
		return g.troop(ev.IDs[0])
	case "reason":
		return ev.Text
	case "n":
		return ev.N
	}
	return ev.N // bz, rp: the event's amount
}

func (g *Logger) orders(ev play.Event) {
	g.line(1, g.say("log.orders", map[string]any{"player": g.player(ev.Seat), "n": len(ev.Orders)}))
	for i, o := range ev.Orders {
		n := o.N
		if n == 0 {
			n = i + 1
		}
		g.line(2, g.say("log.order", map[string]any{"num": strconv.Itoa(n), "order": g.orderText(o)}))
	}
}

// named is an order with its places written by name, as a player writes them on the
// sheet (6.iv), however the player that wrote it named them, and in the log's language:
// a religious house by its name in that language, as the rules and the board print it.
// orderText is an order as the log prints it: the troops by their counter numbers, as the
// player writes them from the counters, then the places by name.
func (g *Logger) orderText(o rules.Order) string {
	ids := make([]string, len(o.Troops))
	for i, id := range o.Troops {
		ids[i] = gamedata.CounterNumber(id)
	}
	_, places, _ := strings.Cut(g.named(o).String(), " "+rules.Arrow+" ")
	return strings.Join(ids, "+") + " → " + strings.ReplaceAll(places, rules.Arrow, "→")
}

func (g *Logger) named(o rules.Order) rules.Order {
	o.Places = append([]string(nil), o.Places...)
	for i, name := range o.Places {
		p, err := g.e.PlaceNamed(name)
		switch {
		case err != nil:
		case g.e.PlaceKind(p) == rules.NodeHouse:
			o.Places[i] = g.say("house."+g.e.PlaceID(p), nil)
		default:
			o.Places[i] = g.e.PlaceName(p)
		}
	}
	return o
}

// move is an event of troops going from At to To: a march, a retreat, the way home.
func moveOf(id string) func(*Logger, play.Event) {
	return func(g *Logger, ev play.Event) {
		g.line(1, g.say(id, map[string]any{
			"player": g.player(ev.Seat), "troops": g.troops(ev.IDs), "n": len(ev.IDs),
			"from": g.place(ev.At, from), "to": g.place(ev.To, to),
		}))
	}
}

func (g *Logger) meetBetween(ev play.Event) {
	g.onRoad = true
	g.line(1, g.say("log.meet-between", map[string]any{
		"player": g.player(ev.Seat), "other": g.player(ev.Other), "a": g.place(ev.At, obj), "b": g.place(ev.To, obj),
	}))
}

// disputed tells who holds a manor that knights of rivals share at the season's end
// (5.i): its holder, the victor of its last combat, or no one.
func (g *Logger) disputed(ev play.Event) {
	id := "log.disputed-victor"
	switch ev.Seat {
	case rules.NoSeat:
		id = "log.disputed-none"
	case ev.Other:
		id = "log.disputed-keep"
	}
	simple(id, "manor")(g, ev)
}

// standings is the end of a game on points: the winner, then every player's score,
// highest first (16, 22).
func standings(id, unit, score string) func(*Logger, play.Event) {
	return func(g *Logger, ev play.Event) {
		simple(id, unit)(g, ev)
		seats := make([]int, len(ev.Scores))
		for i := range seats {
			seats[i] = i
		}
		slices.SortStableFunc(seats, func(a, b int) int { return ev.Scores[b] - ev.Scores[a] })
		for _, p := range seats {
			g.line(2, g.say(score, map[string]any{"player": g.player(rules.Seat(p)), unit: ev.Scores[p]}))
		}
	}
}

// pass is two forces parting in peace; after a meeting between two places, each stays
// on the place it came from (edition "meeting-between").
func (g *Logger) pass(ev play.Event) {
	if ev.Text == "between" {
		g.onRoad = false // no combat follows on the road
		g.line(1, g.say("log.pass-between", nil))
		return
	}
	simple("log.pass", "other", "at")(g, ev)
}

func (g *Logger) claim(ev play.Event) {
	if ev.Other == rules.NoSeat {
		simple("log.claim", "manor")(g, ev)
		return
	}
	simple("log.claim-from", "manor", "other")(g, ev)
}

func (g *Logger) weather(ev play.Event) {
	if g.s == nil {
		g.line(1, g.say("log.weather-roll", map[string]any{"roll": ev.N}))
		return
	}
	g.line(1, g.say("log.weather", map[string]any{"roll": ev.N, "total": g.s.Weather}))
}

func (g *Logger) pillage(ev play.Event) {
	r := ev.Pillage
	if r == nil {
		r = &rules.PillageResult{Loot: ev.N}
	}
	var lost []string
	if r.Burned > 0 {
		lost = append(lost, g.say("log.pillage-lost.burned", map[string]any{"n": r.Burned}))
	}
	if r.HivesLost > 0 {
		lost = append(lost, g.say("log.pillage-lost.hives", map[string]any{"n": r.HivesLost}))
	}
	if r.MillBurned {
		lost = append(lost, g.say("log.pillage-lost.mill", nil))
	}
	if r.ReevesLost > 0 {
		lost = append(lost, g.say("log.pillage-lost.reeves", map[string]any{"n": r.ReevesLost}))
	}
	if len(lost) == 0 {
		lost = append(lost, g.say("log.pillage-lost.nothing", nil))
	}
	g.line(1, g.say("log.pillage", map[string]any{
		"player": g.player(ev.Seat), "other": g.player(ev.Other), "manor": g.manor(ev.Manor),
		"dice": g.numbers(r.Dice), "lost": g.list(lost), "bz": r.Loot,
	}))
}

// numbers writes dice as the language writes numbers, in a list.
func (g *Logger) numbers(ns []int) string {
	out := make([]string, len(ns))
	for i, n := range ns {
		out[i] = g.loc.Num(n)
	}
	return g.loc.Join("list", out...)
}

func (g *Logger) harvest(ev play.Event) {
	h := ev.Harvest
	if h == nil || len(h.Manors) == 0 {
		g.line(1, g.say("log.harvest-none", map[string]any{"player": g.player(ev.Seat)}))
		return
	}
	g.yearWeather(ev)
	g.line(1, g.say("log.harvest", map[string]any{"player": g.player(ev.Seat), "bz": h.Total}))
	for _, m := range h.Manors {
		name := m.Manor
		if d := g.e.D.Manor(m.Manor); d != nil {
			name = d.Name
		}
		parts := []string{g.say("log.income.basic", map[string]any{"bz": m.Basic})}
		for _, p := range []struct {
			id string
			v  int
		}{{"arable", m.Arable}, {"improvements", m.Improvements}, {"smoke", m.Smoke}, {"river-bees", m.RiverBees}, {"floor", m.Floor}} {
			if p.v != 0 {
				parts = append(parts, g.say("log.income."+p.id, map[string]any{"v": g.loc.Signed(p.v)}))
			}
		}
		g.line(2, g.say("log.harvest-manor", map[string]any{"manor": name, "bz": m.Total, "parts": g.loc.Join("list", parts...)}))
	}
	if h.Mill != 0 {
		g.line(2, g.say("log.harvest-mill", map[string]any{"bz": h.Mill}))
	}
}

// yearWeather tells the year's weather once, before its first harvest: the zone the counter
// reached and, in a good year, the two dice (12.i).
func (g *Logger) yearWeather(ev play.Event) {
	y := ev.Weather
	if y == nil || y.Zone == rules.ZoneNone || g.weatherTold == ev.Year+1 {
		return
	}
	g.weatherTold = ev.Year + 1
	g.line(1, g.say("log.year."+strings.ToLower(y.Zone.String()), map[string]any{"total": y.Total}))
	if y.Zone == rules.Good {
		g.line(2, g.say("log.year.bumper-"+yesNo(y.Bumper), map[string]any{"die": y.Dice[0]}))
		g.line(2, g.say("log.year.heat-"+yesNo(y.Heat), map[string]any{"die": y.Dice[1]}))
	}
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

func (g *Logger) arthurStep(ev play.Event) {
	data := map[string]any{"roll": ev.N, "steps": g.e.D.Game.Arthur.Steps}
	if ev.Text == "visit" {
		g.line(1, g.say("log.arthur-arrives", data))
		return
	}
	if g.s == nil {
		g.line(1, g.say("log.arthur-roll", data))
		return
	}
	data["step"] = g.s.Arthur
	g.line(1, g.say("log.arthur-step", data))
}

func (g *Logger) arthurVisit(ev play.Event) {
	a := ev.Award
	if a == nil {
		a = &rules.Award{Total: ev.N, Income: ev.N}
	}
	var parts []string
	for _, p := range []struct {
		id string
		v  int
	}{{"income", a.Income}, {"sole", a.Sole}, {"shared", a.Shared}, {"penalty", a.Penalty}, {"floor", a.Floor}} {
		if p.v != 0 {
			parts = append(parts, g.say("log.award."+p.id, map[string]any{"v": g.loc.Signed(p.v)}))
		}
	}
	if len(parts) == 0 {
		parts = append(parts, g.say("log.award.nothing", nil))
	}
	g.line(1, g.say("log.arthur-visit", map[string]any{"player": g.player(ev.Seat), "rp": a.Total, "parts": g.loc.Join("list", parts...)}))
}

func (g *Logger) pay(ev play.Event) {
	left := 0
	if r := ev.Winter; r != nil && len(r.StepTotals) > 1 {
		left = r.StepTotals[1] // the treasury after the second winter step, the pay
	}
	if ev.Winter != nil {
		if g.winters == nil {
			g.winters = map[rules.Seat]*rules.WinterReport{}
		}
		g.winters[ev.Seat] = ev.Winter
	}
	g.line(1, g.say("log.pay", map[string]any{"player": g.player(ev.Seat), "bz": ev.N, "left": left}))
}

func (g *Logger) promote(ev play.Event) {
	var ups []string
	if ev.Winter != nil {
		for _, p := range ev.Winter.Promoted {
			ups = append(ups, g.say("log.promotion", map[string]any{"from": g.troop(p.From), "to": g.troop(p.To)}))
		}
	} else {
		for _, id := range ev.IDs {
			ups = append(ups, g.troop(id))
		}
	}
	g.line(1, g.say("log.promote", map[string]any{"player": g.player(ev.Seat), "list": g.list(ups)}))
}

// build is an improvement made or repaired: each has its own verb.
func buildOf(prefix string) func(*Logger, play.Event) {
	return func(g *Logger, ev play.Event) {
		id := prefix + ev.Text
		if !worded[id] {
			id = prefix + "any"
		}
		g.line(1, g.say(id, map[string]any{"player": g.player(ev.Seat), "at": g.manorAt(ev.Manor), "what": ev.Text}))
	}
}

func (g *Logger) auction(ev play.Event) {
	id := "log.auction." + ev.Text
	if !worded[id] {
		id = "log.auction.any"
	}
	g.line(1, g.say(id, map[string]any{"player": g.player(ev.Seat), "bz": ev.N, "what": ev.Text}))
}

func (g *Logger) relocate(ev play.Event) {
	data := map[string]any{"player": g.player(ev.Seat), "to": g.manorIn(ev.Manor, to)}
	switch ev.Text {
	case "":
		data["troop"] = g.troop(ev.N)
		g.line(1, g.say("log.relocate", data))
	case "forester", "reeve":
		g.line(1, g.say("log.relocate-"+ev.Text, data))
	default:
		data["troop"] = ev.Text
		g.line(1, g.say("log.relocate", data))
	}
}

func (g *Logger) convert(ev play.Event) {
	id := "log.convert.any"
	if g.s != nil && int(ev.Seat) >= 0 && int(ev.Seat) < len(g.s.Players) {
		if r := g.s.Players[ev.Seat].Religion; r == "christian" || r == "druid" {
			id = "log.convert." + r
		}
	}
	simple(id)(g, ev)
}

func (g *Logger) plague(ev play.Event) {
	if len(ev.IDs) == 0 {
		simple("log.plague-spared")(g, ev)
		return
	}
	simple("log.plague", "troops")(g, ev)
}

func (g *Logger) lightning(ev play.Event) {
	id := "log.lightning." + ev.Text
	if ev.Text != "church" && ev.Text != "stone-circle" {
		id = "log.lightning.any"
	}
	simple(id, "at")(g, ev)
}

func (g *Logger) revolt(ev play.Event) {
	simple("log.revolt", "at")(g, ev)
	if len(ev.IDs) > 0 {
		g.line(2, g.casualties("log.killed", ev.IDs))
	}
}

func (g *Logger) storms(ev play.Event) {
	if ev.Seat == rules.NoSeat || ev.Manor < 0 {
		simple("log.storms-none")(g, ev)
		return
	}
	simple("log.storms", "at")(g, ev)
}

func (g *Logger) floods(ev play.Event) {
	if ev.N == 0 {
		simple("log.floods-none")(g, ev)
		return
	}
	simple("log.floods", "n")(g, ev)
}
