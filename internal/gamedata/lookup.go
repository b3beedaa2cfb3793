package gamedata

import (
	"fmt"
	"slices"
)

// find returns a pointer to the first item that matches, or nil; it copies no item.
func find[T any](items []T, match func(*T) bool) *T {
	for i := range items {
		if match(&items[i]) {
			return &items[i]
		}
	}
	return nil
}

// The rules engine looks manors, troop types and improvements up by id many times in
// every simulated season, and the records are large, so a scan that copied each was a
// few percent of a game. Load therefore indexes them once the data is checked (the
// checks refuse two records with one id). A lookup trusts the index only when the
// record it names still has the id, and otherwise scans, so data built by hand or
// changed after the load is still found as a scan finds it.

// index is the position of each record by id.
type index struct {
	manors, troops, markers, improvements map[string]int
}

func indexOf(d *Data) index {
	return index{
		manors:       positions(d.Manors, func(m *Manor) string { return m.ID }),
		troops:       positions(d.Troops, func(t *Troop) string { return t.ID }),
		markers:      positions(d.Markers, func(m *Marker) string { return m.ID }),
		improvements: positions(d.Improvements, func(m *Improvement) string { return m.ID }),
	}
}

// positions is each item's index by key, the first of equal keys.
func positions[T any](items []T, key func(*T) string) map[string]int {
	out := make(map[string]int, len(items))
	for i := range items {
		if _, ok := out[key(&items[i])]; !ok {
			out[key(&items[i])] = i
		}
	}
	return out
}

// lookup finds the first item with an id: where the index says, when that item has it,
// else by a scan.
func lookup[T any](items []T, at map[string]int, id string, key func(*T) string) *T {
	if i, ok := at[id]; ok && i < len(items) && key(&items[i]) == id {
		return &items[i]
	}
	return find(items, func(x *T) bool { return key(x) == id })
}

// Manor finds a manor by id.
func (d *Data) Manor(id string) *Manor {
	return lookup(d.Manors, d.idx.manors, id, func(m *Manor) string { return m.ID })
}

// Parish finds a parish by letter.
func (d *Data) Parish(letter string) *Parish {
	return find(d.Parishes, func(p *Parish) bool { return p.Letter == letter })
}

// Player finds a player colour by id.
func (d *Data) Player(id string) *Player {
	return find(d.Players, func(p *Player) bool { return p.ID == id })
}

// Troop finds a troop type by id.
func (d *Data) Troop(id string) *Troop {
	return lookup(d.Troops, d.idx.troops, id, func(t *Troop) string { return t.ID })
}

// Marker finds a marker by id.
func (d *Data) Marker(id string) *Marker {
	return lookup(d.Markers, d.idx.markers, id, func(m *Marker) string { return m.ID })
}

// Improvement finds an improvement by id.
func (d *Data) Improvement(id string) *Improvement {
	return lookup(d.Improvements, d.idx.improvements, id, func(m *Improvement) string { return m.ID })
}

// Decision finds an edition decision by id.
func (d *Data) Decision(id string) *Decision {
	return find(d.Decisions, func(x *Decision) bool { return x.ID == id })
}

// CounterNumber is a troop's ID as its counter prints it, two digits ("02"): the
// counters, the figures and the game log all write it so, and a reader matches them.
func CounterNumber(id int) string {
	return fmt.Sprintf("%02d", id)
}

// TroopByCounter finds the troop type whose counters carry this ID.
func (d *Data) TroopByCounter(id int) *Troop {
	return find(d.Troops, func(t *Troop) bool { return id >= t.IDs[0] && id <= t.IDs[1] }) // a handful of types
}

// Lord is the lord's troop type.
func (d *Data) Lord() *Troop {
	return find(d.Troops, func(t *Troop) bool { return t.Kind == KindLord })
}

// HireGrade is the grade at which troops of a kind are hired.
func (d *Data) HireGrade(kind string) *Troop {
	return find(d.Troops, func(t *Troop) bool { return t.Kind == kind && t.Hire })
}

// CountersPerColour is the number of troop counters in one colour.
func (d *Data) CountersPerColour() int {
	n := 0
	for _, t := range d.Troops {
		n += t.Counters()
	}
	return n
}

// MarkerCount is the number of marker counters of every kind.
func (d *Data) MarkerCount() int {
	n := 0
	for _, m := range d.Markers {
		n += m.Count
	}
	return n
}

// Total sums a count over all manors.
func (d *Data) Total(of func(Manor) int) int {
	n := 0
	for _, m := range d.Manors {
		n += of(m)
	}
	return n
}

// ManorsOf lists the manors of a parish, in data order.
func (d *Data) ManorsOf(parish string) []Manor {
	var out []Manor
	for _, m := range d.Manors {
		if m.Parish == parish {
			out = append(out, m)
		}
	}
	return out
}

func (d *Data) troopIndex(id string) int {
	return slices.IndexFunc(d.Troops, func(t Troop) bool { return t.ID == id })
}
