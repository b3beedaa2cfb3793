package rules

import (
	"slices"
	"sync"
	"sync/atomic"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

// The board by Place, for the season loop: the same road graph as roads.go, asked by
// node number so that a game of many thousand moves never looks up a name. Every answer
// is the one the id-based functions give.

// boardCache indexes the places once per engine: which manor or house stands on each,
// which choke points lie on each mile.
type boardCache struct {
	once   sync.Once
	ready  atomic.Bool // set once the tables below are built: the fast path of board
	manor  []int       // manor index in D.Manors on each place, -1 elsewhere
	house  []int       // house index in D.Game.Houses, -1 elsewhere
	places []Place
	// chokes are the choke indexes in Valley.Chokes on the mile from each place to each
	// of its neighbours, in the order of the graph's adj: a look along a handful of
	// neighbours, where a map keyed by the pair cost a hash on every mile of every march.
	chokes [][][]int
	names  []string // how orders write each place (PlaceName)
	// clockwise lists each place's neighbours clockwise from north, as Retreat numbers
	// them for the die.
	clockwise [][]int
	byName    map[string]Place // places by their folded full name (PlaceNamed)
	near      [][]Place        // by place: the others within a season's march, nearest first (Near)
}

func (e *Engine) board() *boardCache {
	if e.places.ready.Load() {
		return &e.places
	}
	return e.buildBoard()
}

// buildBoard is board the first time: kept apart so that board, asked whenever the
// season loop looks for a manor on a place, is small enough to inline.
func (e *Engine) buildBoard() *boardCache {
	b := &e.places
	b.once.Do(func() {
		g := e.roads()
		b.manor = make([]int, len(g.ids))
		b.house = make([]int, len(g.ids))
		for i, id := range g.ids {
			b.manor[i] = slices.IndexFunc(e.D.Manors, func(m gamedata.Manor) bool { return m.ID == id })
			b.house[i] = slices.IndexFunc(e.D.Game.Houses, func(h gamedata.House) bool { return h.ID == id })
		}
		for _, m := range e.D.Manors {
			b.places = append(b.places, Place(g.index[m.ID]))
		}
		b.clockwise = make([][]int, len(g.ids))
		for i, id := range g.ids {
			b.clockwise[i] = e.clockwise(id, g.adj[i])
		}
		b.names = slices.Clone(g.ids)
		b.byName = map[string]Place{}
		for _, n := range e.namedPlaces() {
			b.names[g.index[n.id]] = n.name
			b.byName[foldName(n.name)] = Place(g.index[n.id])
		}
		b.chokes = make([][][]int, len(g.ids))
		for a, adj := range g.adj {
			b.chokes[a] = make([][]int, len(adj))
			for j, n := range adj {
				b.chokes[a][j] = chokesBetween(e, g, a, n)
			}
		}
		b.near = make([][]Place, len(g.ids))
		for p := range g.ids {
			b.near[p] = nearOf(g, p, e.D.Game.Movement.Miles)
		}
		b.ready.Store(true)
	})
	return b
}

// Neighbours are the places one mile from a place, in id order.
func (e *Engine) Neighbours(p Place) []Place {
	g := e.roads()
	out := make([]Place, len(g.adj[p]))
	for i, n := range g.adj[p] {
		out[i] = Place(n)
	}
	return out
}

// Miles is the road distance between two places; -1 when no road joins them.
func (e *Engine) Miles(a, b Place) int { return e.roads().dist[a][b] }

// MilesFrom is Miles from one place to every place, by Place: the engine's own table,
// for loops that measure from one place to many (read it, never write it). Roads run
// both ways, so it is the distance to the place as well.
func (e *Engine) MilesFrom(p Place) []int { return e.roads().dist[p] }

// Toward is the next place on the shortest road from one place to another (the
// lexically smallest of equals, as Route), or from itself when it is already there or
// cannot get there.
func (e *Engine) Toward(from, to Place) Place { return Place(e.roads().next[to][from]) }

// PathTo is the shortest road from one place to another, both ends included; nil when
// none joins them.
func (e *Engine) PathTo(from, to Place) []Place {
	if e.Miles(from, to) < 0 {
		return nil
	}
	out := []Place{from}
	for p := from; p != to; {
		p = e.Toward(p, to)
		out = append(out, p)
	}
	return out
}

// PlaceKind is the kind of node a place is (NodeManor, NodeHouse, NodeEntry,
// NodeMilestone).
func (e *Engine) PlaceKind(p Place) string { return e.roads().kind[p] }

// ManorAt is the index in D.Manors of the manor whose centre a place is; -1 for any
// other place.
func (e *Engine) ManorAt(p Place) int { return e.board().manor[p] }

// ManorsByPlace is ManorAt for every place, by place, for loops that ask it of every
// troop: read it, do not write it.
func (e *Engine) ManorsByPlace() []int { return e.board().manor }

// ManorPlaces is ManorPlace for every manor, by its index in D.Manors, for loops over
// every manor: read it, do not write it.
func (e *Engine) ManorPlaces() []Place { return e.board().places }

// HouseAt is the index in D.Game.Houses of the abbey or priory a place is; -1 for any
// other place.
func (e *Engine) HouseAt(p Place) int { return e.board().house[p] }

// ManorPlace is the place of a manor's centre, by its index in D.Manors.
func (e *Engine) ManorPlace(m int) Place { return e.board().places[m] }

// ChokesOn lists the choke points (indexes into Valley.Chokes) on the mile between two
// neighbouring places; none for places that are not neighbours.
func (e *Engine) ChokesOn(a, b Place) []int {
	for j, n := range e.roads().adj[a] {
		if n == int(b) {
			return e.board().chokes[a][j]
		}
	}
	return nil
}

// Near lists the other places within a season's march of a place (Movement.Miles),
// nearest first, equals in the order of the places: a question about what stands within
// a few miles of a place reads a handful of places, not the whole board.
func (e *Engine) Near(p Place) []Place { return e.board().near[p] }

func nearOf(g *graph, p, limit int) []Place {
	var out []Place
	for d := 1; d <= limit; d++ {
		for q, k := range g.dist[p] {
			if k == d {
				out = append(out, Place(q))
			}
		}
	}
	return slices.Clip(out)
}

// chokesBetween lists the choke points on the sections joining two places, in the
// order of Valley.Chokes.
func chokesBetween(e *Engine, g *graph, a, b int) []int {
	var out []int
	ss := g.sections[key(a, b)]
	for ci, c := range e.D.Valley.Chokes {
		if slices.Contains(ss, section{c.Road, c.Step}) {
			out = append(out, ci)
		}
	}
	return out
}

// Detour is a reusable table of the road distances from one place by roads that keep
// off another (Engine.Detour): kept by its user from call to call, so that a question
// asked for many places costs one walk of the board and no allocation.
type Detour struct {
	Miles []int // by Place: the distance, -1 beyond the limit or with no such road
	queue []Place
}

// Detour fills d with the distance from one place to every place within limit miles by
// roads that never pass avoid; avoid itself, and every place when from is avoid, is out
// of reach. Roads run both ways, so it is the distance to from as well.
func (e *Engine) Detour(d *Detour, from, avoid Place, limit int) {
	g := e.roads()
	d.Miles = slices.Grow(d.Miles[:0], len(g.ids))[:len(g.ids)]
	for i := range d.Miles {
		d.Miles[i] = -1
	}
	if from == avoid {
		return
	}
	d.Miles[from] = 0
	d.queue = append(d.queue[:0], from)
	for k := 0; k < len(d.queue); k++ {
		p := d.queue[k]
		if d.Miles[p] == limit {
			continue
		}
		for _, n := range g.adj[p] {
			if Place(n) != avoid && d.Miles[n] < 0 {
				d.Miles[n] = d.Miles[p] + 1
				d.queue = append(d.queue, Place(n))
			}
		}
	}
}
