package gamedata

import (
	"math"
	"sync"
)

// measures are the answers the valley checks get from the board's map alone: how far an
// outline keeps off the river, whether two manors border each other, which steps of a
// road cross a river. The same map gives the same answers, so a Cache load whose
// map.toml has the text of the last one takes them from it: the live preview reads the
// data again on every save, and measuring the map was a third of the load after a
// manor's name changed. Every check still runs, on this load's cards, rules and
// examples; only the map's own geometry is not measured again. Answers are kept by the
// record's place in the map (manor i, its unit k, road i), which the same text gives
// again. The zero value measures nothing yet; it is safe for concurrent use.
type measures struct {
	mu       sync.Mutex
	water    *waters
	gaps     map[[2]int]float64 // {manor, unit} (unit -1: its boundary) → its least gap to the bank
	border   map[[2]int]bool    // {manor, manor} → they border each other
	crossing map[int][]bool     // road → for each of its steps, whether it crosses a river
	graph    Graph              // the roads' graph (Valley.Adjacency)
	miles    map[string]map[string]int
}

// riverFar is farther from the river than any tolerance: a gap is measured up to it, and
// "more than" is enough to say beyond it.
const riverFar = 2 * keepOff

// rivers are the map's rivers, indexed.
func (m *measures) rivers(v *Valley) waters {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.watersLocked(v)
}

func (m *measures) watersLocked(v *Valley) waters {
	if m.water == nil {
		w := v.water()
		m.water = &w
	}
	return *m.water
}

// gap is how near the outline of manor i (unit -1) or of its unit comes to a river's
// bank, up to riverFar.
func (m *measures) gap(v *Valley, manor, unit int) float64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	key := [2]int{manor, unit}
	if g, ok := m.gaps[key]; ok {
		return g
	}
	outline := v.Manors[manor].Boundary
	if unit >= 0 {
		outline = v.Manors[manor].Units[unit].Outline
	}
	w := m.watersLocked(v)
	g := riverFar
	for _, p := range outline {
		g = math.Min(g, w.bank(p, riverFar))
	}
	if m.gaps == nil {
		m.gaps = map[[2]int]float64{}
	}
	m.gaps[key] = g
	return g
}

// borders says whether manors a and b of the map share a border (Valley.neighbours).
func (m *measures) borders(v *Valley, a, b int) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	key := [2]int{a, b}
	if n, ok := m.border[key]; ok {
		return n
	}
	n := v.neighbours(m.watersLocked(v), v.Manors[a].Boundary, v.Manors[b].Boundary)
	if m.border == nil {
		m.border = map[[2]int]bool{}
	}
	m.border[key] = n
	return n
}

// crossings says, for each step of road i (step k at k-1), whether it crosses a river.
func (m *measures) crossings(v *Valley, road int) []bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	if c, ok := m.crossing[road]; ok {
		return c
	}
	rd := v.Roads[road]
	w := m.watersLocked(v)
	curve := v.Curve(rd)
	c := make([]bool, rd.Miles())
	for k := range c {
		c[k] = w.crosses(StepCurve(curve, k+1))
	}
	if m.crossing == nil {
		m.crossing = map[int][]bool{}
	}
	m.crossing[road] = c
	return c
}

// roads is the map's road graph. It is shared: the checks only read it.
func (m *measures) roads(v *Valley) Graph {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.roadsLocked(v)
}

func (m *measures) roadsLocked(v *Valley) Graph {
	if m.graph == nil {
		m.graph = v.Adjacency()
	}
	return m.graph
}

// milesFrom is the road distance from one place to every place it reaches (Graph.Miles),
// shared like roads.
func (m *measures) milesFrom(v *Valley, from string) map[string]int {
	m.mu.Lock()
	defer m.mu.Unlock()
	if d, ok := m.miles[from]; ok {
		return d
	}
	d := m.roadsLocked(v).Miles(from)
	if m.miles == nil {
		m.miles = map[string]map[string]int{}
	}
	m.miles[from] = d
	return d
}
