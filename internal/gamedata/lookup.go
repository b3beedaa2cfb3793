package gamedata

import (
	"fmt"
	"slices"
)

// find returns a pointer to the first item with the key, or nil.
func find[T any](items []T, match func(T) bool) *T {
	if i := slices.IndexFunc(items, match); i >= 0 {
		return &items[i]
	}
	return nil
}

// Manor finds a manor by id.
func (d *Data) Manor(id string) *Manor {
	return find(d.Manors, func(m Manor) bool { return m.ID == id })
}

// Parish finds a parish by letter.
func (d *Data) Parish(letter string) *Parish {
	return find(d.Parishes, func(p Parish) bool { return p.Letter == letter })
}

// Player finds a player colour by id.
func (d *Data) Player(id string) *Player {
	return find(d.Players, func(p Player) bool { return p.ID == id })
}

// Troop finds a troop type by id.
func (d *Data) Troop(id string) *Troop {
	return find(d.Troops, func(t Troop) bool { return t.ID == id })
}

// Marker finds a marker by id.
func (d *Data) Marker(id string) *Marker {
	return find(d.Markers, func(m Marker) bool { return m.ID == id })
}

// Improvement finds an improvement by id.
func (d *Data) Improvement(id string) *Improvement {
	return find(d.Improvements, func(m Improvement) bool { return m.ID == id })
}

// Decision finds an edition decision by id.
func (d *Data) Decision(id string) *Decision {
	return find(d.Decisions, func(x Decision) bool { return x.ID == id })
}

// CounterNumber is a troop's ID as its counter prints it, two digits ("02"): the
// counters, the figures and the game log all write it so, and a reader matches them.
func CounterNumber(id int) string {
	return fmt.Sprintf("%02d", id)
}

// TroopByCounter finds the troop type whose counters carry this ID.
func (d *Data) TroopByCounter(id int) *Troop {
	return find(d.Troops, func(t Troop) bool { return id >= t.IDs[0] && id <= t.IDs[1] })
}

// Lord is the lord's troop type.
func (d *Data) Lord() *Troop {
	return find(d.Troops, func(t Troop) bool { return t.Kind == KindLord })
}

// HireGrade is the grade at which troops of a kind are hired.
func (d *Data) HireGrade(kind string) *Troop {
	return find(d.Troops, func(t Troop) bool { return t.Kind == kind && t.Hire })
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
