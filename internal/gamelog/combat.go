package gamelog

import (
	"slices"

	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// combat tells a combat (8): where and who, each force with its strength, then round by
// round the attack values (strength, bonus, die), the line of the table each side reads,
// its wound die and the soldiers wounded and killed, and last who holds the field.
func (g *Logger) combat(ev play.Event) {
	b := ev.Battle
	if b == nil {
		return
	}
	seats := [2]rules.Seat{ev.Seat, ev.Other}
	data := map[string]any{"a": g.player(seats[0]), "b": g.player(seats[1])}
	id := "log.combat"
	if g.onRoad {
		id, data["place"] = "log.combat-road", g.place(ev.At, obj)
		g.onRoad = false
	} else {
		data["at"] = g.place(ev.At, at)
	}
	g.line(1, g.say(id, data))
	for s := range seats {
		g.force(seats[s], b, s)
	}
	for _, r := range b.Rounds {
		g.round(seats, r)
	}
	g.outcome(seats, b)
}

// fought lists the counters of a side that took part: every one engaged in a round and
// every survivor (reserves at a choke point among them), by number.
func fought(b *rules.Battle, side int) []int {
	var ids []int
	for _, r := range b.Rounds {
		ids = append(ids, r.Engaged[side]...)
	}
	for _, t := range b.Forces[side].Troops {
		ids = append(ids, t.ID)
	}
	slices.Sort(ids)
	return slices.Compact(ids)
}

// force writes one side as it entered the combat. The board still shows the troops as
// they were: the play loop writes the wounds after the event.
func (g *Logger) force(p rules.Seat, b *rules.Battle, side int) {
	ids := fought(b, side)
	var names []string
	strength := 0
	for _, id := range ids {
		s := g.soldier(p, id, b, side)
		if s.Type != nil {
			strength += s.Strength()
		}
		name := g.troop(id)
		if s.Wounded {
			name = g.say("log.troop-wounded", map[string]any{"troop": name})
		}
		names = append(names, name)
	}
	data := map[string]any{"player": g.player(p), "troops": g.list(names), "strength": strength}
	id := "log.force"
	if bonus := b.Forces[side].Bonus; bonus != 0 {
		id, data["bonus"] = "log.force-bonus", bonus
	}
	g.line(2, g.say(id, data))
}

// soldier is a counter as it stood before the combat: from the board when the log has
// it, else from the combat's survivors, else a healthy counter of its grade.
func (g *Logger) soldier(p rules.Seat, id int, b *rules.Battle, side int) rules.Soldier {
	if g.s != nil {
		for _, t := range g.s.Troops {
			if t.Seat == p && t.ID == id {
				return t.Soldier
			}
		}
	}
	for _, t := range b.Forces[side].Troops {
		if t.ID == id {
			return t
		}
	}
	return rules.Soldier{ID: id, Type: g.e.D.TroopByCounter(id)}
}

// round writes one round: the attack values, the table, each side's wounds.
func (g *Logger) round(seats [2]rules.Seat, r rules.Round) {
	var av [2]string
	for s := range av {
		data := map[string]any{"strength": r.Strength[s], "die": r.AttackDie[s], "av": r.AV[s]}
		id := "log.av"
		if r.Bonus[s] != 0 {
			id, data["bonus"] = "log.av-bonus", r.Bonus[s]
		}
		av[s] = g.say(id, data)
	}
	g.line(2, g.say("log.round", map[string]any{"round": r.N, "a": g.player(seats[0]), "ava": av[0], "b": g.player(seats[1]), "avb": av[1]}))
	if r.Stronger == rules.None {
		g.line(3, g.say("log.round-equal", nil))
	} else {
		g.line(3, g.say("log.round-diff", map[string]any{"diff": r.Diff, "player": g.player(seats[r.Stronger])}))
	}
	for s := range seats {
		g.wounds(seats[s], r, s)
	}
}

// wounds writes one side's line of the table, its die, and who was wounded or killed.
func (g *Logger) wounds(p rules.Seat, r rules.Round, s int) {
	entry := r.Entry[s]
	data := map[string]any{"player": g.player(p), "n": entry.Count, "die": r.WoundDie[s], "roll": g.woundRoll(entry.On)}
	switch {
	case entry.Count == 0:
		g.line(3, g.say("log.wound-free", data))
	case entry.On == 0:
		g.line(3, g.say("log.wound-certain", data))
	case r.Wounds[s] > 0:
		g.line(3, g.say("log.wound-hit", data))
	default:
		g.line(3, g.say("log.wound-miss", data))
	}
	if len(r.Wounded[s]) > 0 {
		g.line(4, g.casualties("log.wounded", r.Wounded[s]))
	}
	if len(r.Killed[s]) > 0 {
		g.line(4, g.casualties("log.killed", r.Killed[s]))
	}
}

// casualties names the troops a round wounded or killed under a label that agrees with
// how many they are (pl „Ranny: …” for one, „Ranni: …” for more).
func (g *Logger) casualties(id string, ids []int) string {
	return g.say(id, map[string]any{"troops": g.troops(ids), "n": len(ids)})
}

// outcome writes who holds the field, and after how many rounds.
func (g *Logger) outcome(seats [2]rules.Seat, b *rules.Battle) {
	n := len(b.Rounds)
	switch {
	case b.Winner != rules.None && n == 0:
		g.line(2, g.say("log.combat-unfought", map[string]any{"player": g.player(seats[b.Winner])}))
	case b.Winner != rules.None:
		g.line(2, g.say("log.combat-won", map[string]any{"player": g.player(seats[b.Winner]), "n": n}))
	case n == 0:
		g.line(2, g.say("log.combat-unfought-draw", nil))
	default:
		g.line(2, g.say("log.combat-draw", map[string]any{"n": n}))
	}
}

// woundRoll words the faces that wound as the combat results table does (5–6, a 6), so
// the account and the table the reader checks it against say the same thing.
func (g *Logger) woundRoll(on int) string {
	if on >= rules.DieFaces {
		return g.say("log.wound-roll-six", map[string]any{"hi": rules.DieFaces})
	}
	return g.say("log.wound-roll", map[string]any{"lo": on, "hi": rules.DieFaces})
}
