package main

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/layout"
	layoutfiles "github.com/excalibur-kit/excalibur/layout"
)

// A move is one change to the valley that keeps every count of the data the same: a
// swap of land kinds between two manors, or a road taken off the board.
type move interface {
	apply(d *gamedata.Data) error
	String() string
}

// landSwap turns one unit of kind Give on manor From into kind Take, and one unit of
// kind Take on manor To into kind Give: the valley's totals of strip fields, pasture and
// forest stay what the markers say, and only the two cards change.
type landSwap struct {
	From, To   string
	Give, Take string // unit kinds: strip, pasture, forest
}

func (s landSwap) String() string {
	return fmt.Sprintf("%s %s→%s, %s %s→%s", s.From, s.Give, s.Take, s.To, s.Take, s.Give)
}

func (s landSwap) apply(d *gamedata.Data) error {
	if err := turnUnit(d, s.From, s.Give, s.Take); err != nil {
		return err
	}
	return turnUnit(d, s.To, s.Take, s.Give)
}

// turnUnit changes one land unit of a manor from one kind to another, on its card (with
// the income the design formula gives the new land) and on the board (the last unit of
// that kind, so the same swap always turns the same area).
func turnUnit(d *gamedata.Data, id, from, to string) error {
	m := d.Manor(id)
	if m == nil {
		return fmt.Errorf("no manor %q", id)
	}
	if *landOf(m, from) == 0 {
		return fmt.Errorf("%s has no %s unit", id, from)
	}
	k, _ := incomeShiftOf(*m) // a balance shift stays with the manor
	*landOf(m, from)--
	*landOf(m, to)++
	m.Income = shifted(designIncome(*m), k)
	i := slices.IndexFunc(d.Valley.Manors, func(ml gamedata.ManorLand) bool { return ml.ID == id })
	if i < 0 {
		return fmt.Errorf("manor %q is not on the board", id)
	}
	units := d.Valley.Manors[i].Units
	for k := len(units) - 1; k >= 0; k-- {
		if units[k].Kind == from {
			units[k].Kind = to
			return nil
		}
	}
	return fmt.Errorf("manor %q has no %s area on the board", id, from)
}

func landOf(m *gamedata.Manor, kind string) *int {
	switch kind {
	case gamedata.UnitStrip:
		return &m.Strip
	case gamedata.UnitPasture:
		return &m.Pasture
	}
	return &m.Forest
}

// designIncome is the income docs/data.md gives a manor for its land: unsupervised, one
// more than the land units with a knight collecting, one less with a man-at-arms, three
// less with no one; supervision adds 2 (3 with three or more strip fields) to a knight
// or a man-at-arms and 1 to no one.
func designIncome(m gamedata.Manor) gamedata.IncomeTable {
	land := m.Land()
	u := gamedata.Income{Knight: land + 1, ManAtArms: land - 1, NoOne: land - 3}
	add := 2
	if m.Strip >= 3 {
		add = 3
	}
	s := gamedata.Income{Knight: u.Knight + add, ManAtArms: u.ManAtArms + add, NoOne: u.NoOne + 1}
	return gamedata.IncomeTable{Unsupervised: u, Supervised: s}
}

// roadCut takes a road, and the choke points on it, off the board.
type roadCut struct{ ID string }

func (c roadCut) String() string { return "cut road " + c.ID }

func (c roadCut) apply(d *gamedata.Data) error {
	v := &d.Valley
	n := len(v.Roads)
	v.Roads = slices.DeleteFunc(v.Roads, func(r gamedata.Road) bool { return r.ID == c.ID })
	if len(v.Roads) == n {
		return fmt.Errorf("no road %q", c.ID)
	}
	v.Chokes = slices.DeleteFunc(v.Chokes, func(k gamedata.Choke) bool { return k.Road == c.ID })
	return nil
}

// cloneData copies what a move may change, so that a candidate never touches the data
// it was made from; everything else is shared and read-only.
func cloneData(d *gamedata.Data) *gamedata.Data {
	c := *d
	c.Manors = slices.Clone(d.Manors)
	c.Valley.Manors = slices.Clone(d.Valley.Manors)
	for i := range c.Valley.Manors {
		c.Valley.Manors[i].Units = slices.Clone(c.Valley.Manors[i].Units)
	}
	c.Valley.Roads = slices.Clone(d.Valley.Roads)
	c.Valley.Chokes = slices.Clone(d.Valley.Chokes)
	return &c
}

// fixed reports whether a manor's land must stay as it is: the five 1989 manors keep
// everything, and the six entry manors stay the ordinary manors the start example needs.
func fixed(m gamedata.Manor) bool {
	return m.Source == gamedata.From1989 || len(m.Facts1989) > 0 || m.Entry
}

// designRules checks what docs/data.md asks of every manor beyond the data's own
// checks: a four-unit manor has one or two units of pasture or forest, a larger one two,
// and the income is the formula's, shifted by at most the balance shift allowed it.
func designRules(d *gamedata.Data) error {
	for _, m := range d.Manors {
		other := m.Pasture + m.Forest
		switch {
		case m.Land() == 4 && (other < 1 || other > 2):
			return fmt.Errorf("%s: a four-unit manor with %d units of pasture or forest, want 1 or 2", m.ID, other)
		case m.Land() > 4 && other != 2:
			return fmt.Errorf("%s: a %d-unit manor with %d units of pasture or forest, want 2", m.ID, m.Land(), other)
		}
		k, ok := incomeShiftOf(m)
		switch {
		case !ok:
			return fmt.Errorf("%s: income %+v is not the design formula's %+v shifted alike in all six entries", m.ID, m.Income, designIncome(m))
		case k != 0 && !shiftable(m):
			return fmt.Errorf("%s: income shifted by %+d, but an entry manor or a 1989 income keeps the formula's", m.ID, k)
		case k < minShift || k > maxShift:
			return fmt.Errorf("%s: income shifted by %+d, want %+d to %+d", m.ID, k, minShift, maxShift)
		}
	}
	return nil
}

// The balance shift of docs/data.md: a manor's basic income may be the formula's plus
// one of these, added to all six entries of its table alike, so the order of the
// collectors and of supervision holds.
const minShift, maxShift = -1, 2

// incomeShiftOf is how far a manor's income stands from the formula's, and whether every
// entry of its table stands the same distance away.
func incomeShiftOf(m gamedata.Manor) (int, bool) {
	f := designIncome(m)
	k := m.Income.Unsupervised.Knight - f.Unsupervised.Knight
	return k, m.Income == shifted(f, k)
}

// shiftable reports whether a manor's income may move off the formula: not an entry
// manor (the start example reads its 5 Bz) and not a manor with a 1989 income fact
// (Foxwood's 1 Bz).
func shiftable(m gamedata.Manor) bool {
	if m.Entry {
		return false
	}
	return !slices.ContainsFunc(m.Facts1989, func(f string) bool { return strings.HasPrefix(f, "income") })
}

func shifted(t gamedata.IncomeTable, k int) gamedata.IncomeTable {
	add := func(in gamedata.Income) gamedata.Income {
		return gamedata.Income{Knight: in.Knight + k, ManAtArms: in.ManAtArms + k, NoOne: in.NoOne + k}
	}
	return gamedata.IncomeTable{Unsupervised: add(t.Unsupervised), Supervised: add(t.Supervised)}
}

// incomeShift adds Delta Bz to every entry of the income table of each of a group of
// manors (a parish, say): the lever that remains when a developed manor pays the same
// whatever its land.
type incomeShift struct {
	Name   string // what the group is, for the log
	Manors []string
	Delta  int
}

func (s incomeShift) String() string { return fmt.Sprintf("%s pay %+d", s.Name, s.Delta) }

func (s incomeShift) apply(d *gamedata.Data) error {
	for _, id := range s.Manors {
		m := d.Manor(id)
		if m == nil {
			return fmt.Errorf("no manor %q", id)
		}
		if !shiftable(*m) {
			return fmt.Errorf("%s's income may not move", id)
		}
		m.Income = shifted(m.Income, s.Delta)
	}
	return nil
}

// valid applies the design rules, every invariant of package gamedata and the room
// the build asks of the board for the layout's counters: what the build would refuse is
// no candidate.
func valid(d *gamedata.Data, srcs gamedata.Sources) error {
	if err := designRules(d); err != nil {
		return err
	}
	for _, g := range gamedata.Validate(d, srcs) {
		if len(g.Errs) > 0 {
			return fmt.Errorf("%s: %v", g.Name, g.Errs[0])
		}
	}
	l, err := kitLayout()
	if err != nil {
		return err
	}
	return d.CheckRoom(l.Counters.Size)
}

// kitLayout is the built-in layout, read once: every candidate is held to the same.
var kitLayout = sync.OnceValues(func() (*layout.Layout, error) { return layout.Load(layoutfiles.FS) })
