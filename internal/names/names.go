// Package names lists the proper names of the canonical data that the kit prints and
// translates: parishes, lords and the religious houses, keyed as locale messages.
package names

import (
	"strings"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

// Of returns the English of every translatable text of the data, by message id: the
// proper names parish.<letter>, lord.<colour>, lord-short.<colour>, house.<id>, and the
// edition notes note.<id>.title, .fact, .decision and .reason (whose {{ }} values the
// rulebook expands).
func Of(d *gamedata.Data) map[string]string {
	out := map[string]string{}
	for _, p := range d.Parishes {
		out["parish."+p.Letter] = p.Name
	}
	for _, p := range d.Players {
		out["lord."+p.ID] = p.Lord
		out["lord-short."+p.ID] = Short(p.Lord)
	}
	for _, h := range d.Game.Houses {
		out["house."+h.ID] = h.Name
	}
	for _, n := range d.Decisions {
		for field, text := range map[string]string{"title": n.Title, "fact": n.Fact, "decision": n.Decision, "reason": n.Reason} {
			out[Note(n.ID, field)] = text
		}
	}
	return out
}

// Note is the message id of one field of an edition note.
func Note(id, field string) string { return "note." + id + "." + field }

// Short is a lord's name without his title: what fits on his counter.
func Short(lord string) string {
	if _, rest, ok := strings.Cut(lord, " "); ok {
		return rest
	}
	return lord
}
