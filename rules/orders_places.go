package rules

import (
	"fmt"
	"slices"
	"strings"
)

// Places as orders name them (6.iv: "manor names"). A place is named by
//   - its road node id, any case: "hazlemere", "entry-3", "alderford-ashcombe/2" (the
//     only way to name an entry point or a milestone, which have no other name);
//   - the name of a manor or religious house, any case, a space and a hyphen alike:
//     "Hazlemere", "carse abbey";
//   - a name cut short in the rulebook's style, an apostrophe for each run of dropped
//     letters: "H'mere", "Haz'", "C'se Abbey".
// A name that fits no place, or a short form that fits more than one, is an error naming
// what it could be.

// PlaceNamed is the place an order's name means.
func (e *Engine) PlaceNamed(name string) (Place, error) {
	if p, ok := e.Place(strings.ToLower(strings.TrimSpace(name))); ok {
		return p, nil
	}
	want := foldName(name)
	if p, ok := e.board().byName[want]; ok {
		return p, nil
	}
	var hits []string
	for _, n := range e.namedPlaces() {
		if strings.Contains(want, "'") && abbreviates(want, foldName(n.name)) {
			hits = append(hits, n.id)
		}
	}
	switch len(hits) {
	case 0:
		return NoPlace, fmt.Errorf("no place is named %q (a manor or house name, a short form such as H'mere, or a road node id)", name)
	case 1:
		p, _ := e.Place(hits[0])
		return p, nil
	}
	return NoPlace, fmt.Errorf("%q could be any of %s", name, strings.Join(hits, ", "))
}

// PlaceName is how orders write a place: a manor's or house's name, else its node id.
func (e *Engine) PlaceName(p Place) string {
	if b := e.board(); p >= 0 && int(p) < len(b.names) {
		return b.names[p]
	}
	return e.PlaceID(p)
}

// WriteOrder is the order that sends troops to places in turn, in the listed phases (none:
// every phase), written as a player would write it: the way a machine player or a test
// puts an order on the sheet.
func (e *Engine) WriteOrder(troops []int, to []Place, phases []int) Order {
	o := Order{Troops: slices.Clone(troops), Phases: slices.Clone(phases)}
	for _, p := range to {
		o.Places = append(o.Places, e.PlaceName(p))
	}
	o.Text = o.String()
	return o
}

type namedPlace struct{ id, name string }

// namedPlaces lists the manors and religious houses by their names, in data order.
func (e *Engine) namedPlaces() []namedPlace {
	var out []namedPlace
	for _, m := range e.D.Manors {
		out = append(out, namedPlace{m.ID, m.Name})
	}
	for _, h := range e.D.Game.Houses {
		out = append(out, namedPlace{h.ID, h.Name})
	}
	return out
}

// foldName makes case, spacing and hyphens not matter.
func foldName(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	s = strings.ReplaceAll(s, "-", " ")
	return strings.Join(strings.Fields(s), " ")
}

// abbreviates reports whether short, with an apostrophe for each run of one or more
// dropped letters, is name cut short: the pieces between apostrophes appear in name in
// turn, the first at its start and the last at its end.
func abbreviates(short, name string) bool {
	pieces := strings.Split(short, "'")
	first, last := pieces[0], pieces[len(pieces)-1]
	if first == "" || !strings.HasPrefix(name, first) {
		return false
	}
	rest := name[len(first):]
	for _, p := range pieces[1 : len(pieces)-1] {
		// Each apostrophe drops at least one letter before the next piece.
		i := strings.Index(rest[min(1, len(rest)):], p)
		if i < 0 || p == "" {
			return false
		}
		rest = rest[1+i+len(p):]
	}
	return len(rest) > len(last) && strings.HasSuffix(rest, last)
}
