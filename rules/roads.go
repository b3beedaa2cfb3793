package rules

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"sort"
	"sync"
	"sync/atomic"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

// The roads of the valley board (content/map.toml) and what the rules measure on them:
// distance (6.i), routes, the phases of a march (6.ii, 6.v), meetings (6.ii, 6.viii),
// choke points (8.iv), retreat (6.vii), the nearest friendly manor (6.ix, 9.iii, 10.i)
// and direct road contact (4.iii).
//
// Nodes are named as the data names them: manor and house ids, entry nodes ("entry-3")
// and milestones ("road/2"). Every step between neighbouring nodes is one mile, so a
// distance is a breadth-first search. Wherever the 1989 rules leave a choice open (two
// routes or two manors equally near), the engine takes the lexically smallest node id,
// so every answer is the same on every run and on every machine.

// Kinds of road node.
const (
	NodeManor     = "manor"
	NodeHouse     = "house"
	NodeEntry     = "entry"
	NodeMilestone = "milestone"
)

// section is one step of one road: step k joins the road's nodes k-1 and k.
type section struct {
	road string
	step int
}

// graph is the valley's road network. Node ids are sorted, so ascending index order is
// the lexical order every tie-break uses.
type graph struct {
	ids      []string
	index    map[string]int
	kind     []string
	adj      [][]int              // neighbours of each node, ascending
	sections map[[2]int][]section // the sections joining two nodes, lower index first; by road id
	chokes   map[section][]gamedata.Choke
	dist     [][]int // miles between every two nodes; -1 where no road joins them
	// next is Toward worked out for every pair once: next[to][from] is the first place
	// on the way. Players and the orders check ask it for every mile they weigh.
	next [][]int16
}

// roadCache builds the graph once per engine: the kit renders in goroutines that share
// one engine, and a board of a few hundred nodes is cheap to measure in full up front.
type roadCache struct {
	once  sync.Once
	g     *graph
	ready atomic.Bool // set once g is built: the fast path of roads
}

func (e *Engine) roads() *graph {
	if e.graph.ready.Load() {
		return e.graph.g
	}
	return e.buildRoads()
}

// buildRoads is roads the first time: kept apart so that roads, asked for every
// distance the season loop measures, is small enough to inline.
func (e *Engine) buildRoads() *graph {
	e.graph.once.Do(func() {
		e.graph.g = newGraph(&e.D.Valley)
		e.graph.ready.Store(true)
	})
	return e.graph.g
}

func newGraph(v *gamedata.Valley) *graph {
	g := &graph{index: map[string]int{}, sections: map[[2]int][]section{}, chokes: map[section][]gamedata.Choke{}}
	g.name(nodeKinds(v))
	g.link(v.Roads)
	for _, c := range v.Chokes {
		s := section{c.Road, c.Step}
		g.chokes[s] = append(g.chokes[s], c)
	}
	g.dist = make([][]int, len(g.ids))
	for i := range g.ids {
		g.dist[i] = g.bfs(i, func(int) bool { return true })
	}
	g.next = make([][]int16, len(g.ids))
	for to := range g.ids {
		g.next[to] = make([]int16, len(g.ids))
		for from := range g.ids {
			g.next[to][from] = int16(g.toward(from, to))
		}
	}
	return g
}

// toward is the first neighbour of from one mile nearer to to, the lowest of equals
// (adj is ascending); from itself when it is there already or no road joins them.
func (g *graph) toward(from, to int) int {
	d := g.dist[to]
	if from == to || d[from] < 0 {
		return from
	}
	for _, m := range g.adj[from] {
		if d[m] == d[from]-1 {
			return m
		}
	}
	return from
}

// name numbers the nodes in id order.
func (g *graph) name(kinds map[string]string) {
	for id := range kinds {
		g.ids = append(g.ids, id)
	}
	slices.Sort(g.ids)
	for i, id := range g.ids {
		g.index[id] = i
		g.kind = append(g.kind, kinds[id])
	}
}

// link joins each road's consecutive nodes, then sorts what it gathered so that nothing
// depends on the order of the data or of a map.
func (g *graph) link(roads []gamedata.Road) {
	g.adj = make([][]int, len(g.ids))
	for _, r := range roads {
		ns := r.Nodes()
		for k := 1; k < len(ns); k++ {
			g.join(g.index[ns[k-1]], g.index[ns[k]], section{r.ID, k})
		}
	}
	for _, ss := range g.sections {
		slices.SortFunc(ss, func(a, b section) int { return cmp.Compare(a.road, b.road) })
	}
	for i := range g.adj {
		slices.Sort(g.adj[i])
	}
}

// nodeKinds names every node the board has: its manors, houses and entries whether or not
// a road reaches them (so a stranded one shows in Connected), and every road's nodes. A
// road end the board does not list counts as a manor; the data check reports it.
func nodeKinds(v *gamedata.Valley) map[string]string {
	kinds := map[string]string{}
	for _, m := range v.Manors {
		kinds[m.ID] = NodeManor
	}
	for _, h := range v.Houses {
		kinds[h.ID] = NodeHouse
	}
	for _, en := range v.Entries {
		kinds[gamedata.EntryNode(en.Number)] = NodeEntry
	}
	for _, r := range v.Roads {
		for k := range r.Milestones {
			kinds[gamedata.MilestoneNode(r.ID, k+1)] = NodeMilestone
		}
		for _, end := range []string{r.From, r.To} {
			if _, ok := kinds[end]; !ok {
				kinds[end] = NodeManor
			}
		}
	}
	return kinds
}

// join records a section between two nodes; two roads joining the same pair directly
// make one neighbour with two sections.
func (g *graph) join(a, b int, s section) {
	if a == b {
		return
	}
	k := key(a, b)
	if len(g.sections[k]) == 0 {
		g.adj[a] = append(g.adj[a], b)
		g.adj[b] = append(g.adj[b], a)
	}
	g.sections[k] = append(g.sections[k], s)
}

func key(a, b int) [2]int { return [2]int{min(a, b), max(a, b)} }

// bfs is the miles from node i to every node, walking only onto nodes pass allows
// (i itself always); -1 where it cannot get.
func (g *graph) bfs(i int, pass func(int) bool) []int {
	d := make([]int, len(g.ids))
	for j := range d {
		d[j] = -1
	}
	d[i] = 0
	queue := []int{i}
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		for _, m := range g.adj[n] {
			if d[m] < 0 && pass(m) {
				d[m] = d[n] + 1
				queue = append(queue, m)
			}
		}
	}
	return d
}

// node is the index of a node id, or an error naming it.
func (g *graph) node(id string) (int, error) {
	i, ok := g.index[id]
	if !ok {
		return 0, fmt.Errorf("no road node %q on the map", id)
	}
	return i, nil
}

// section is the road section between two neighbouring nodes. When two roads join the
// same two nodes directly, the one with the lexically smallest road id is taken.
func (g *graph) section(a, b string) (section, error) {
	i, err := g.node(a)
	if err != nil {
		return section{}, err
	}
	j, err := g.node(b)
	if err != nil {
		return section{}, err
	}
	ss := g.sections[key(i, j)]
	if len(ss) == 0 {
		return section{}, fmt.Errorf("%s and %s are not one mile apart on a road", a, b)
	}
	return ss[0], nil
}

// NodeKind is the kind of a road node (NodeManor, NodeHouse, NodeEntry, NodeMilestone).
func (e *Engine) NodeKind(id string) (kind string, ok bool) {
	g := e.roads()
	i, ok := g.index[id]
	if !ok {
		return "", false
	}
	return g.kind[i], true
}

// Distance is the road distance in miles between two nodes (6.i: milestones and manor
// centres each mark a mile). ok is false when a node is unknown or no road joins them.
func (e *Engine) Distance(a, b string) (miles int, ok bool) {
	g := e.roads()
	i, ok1 := g.index[a]
	j, ok2 := g.index[b]
	if !ok1 || !ok2 || g.dist[i][j] < 0 {
		return 0, false
	}
	return g.dist[i][j], true
}

// Route is a shortest route from one node to another, both ends included. Of several
// equally short routes it takes, at each node, the lexically smallest next node.
func (e *Engine) Route(from, to string) ([]string, error) {
	g := e.roads()
	i, err := g.node(from)
	if err != nil {
		return nil, err
	}
	j, err := g.node(to)
	if err != nil {
		return nil, err
	}
	toJ := g.dist[j]
	if toJ[i] < 0 {
		return nil, fmt.Errorf("no road joins %s and %s", from, to)
	}
	route := []string{from}
	for n := i; n != j; {
		for _, m := range g.adj[n] {
			if toJ[m] == toJ[n]-1 {
				n = m
				break
			}
		}
		route = append(route, g.ids[n])
	}
	return route, nil
}

// Reached is a node within reach and its distance.
type Reached struct {
	Node  string
	Miles int
}

// Reach lists the nodes within `miles` of a node, itself included at 0, nearest first and
// in id order at each distance. A phase's reach is MilesPerPhase, a season's Miles.
func (e *Engine) Reach(from string, miles int) ([]Reached, error) {
	g := e.roads()
	i, err := g.node(from)
	if err != nil {
		return nil, err
	}
	var out []Reached
	for j, d := range g.dist[i] {
		if d >= 0 && d <= miles {
			out = append(out, Reached{g.ids[j], d})
		}
	}
	slices.SortStableFunc(out, func(a, b Reached) int { return cmp.Compare(a.Miles, b.Miles) })
	return out, nil
}

// checkRoute reports the first pair of consecutive nodes of a route that are not one mile
// apart, and an empty route.
func (g *graph) checkRoute(route []string) error {
	if len(route) == 0 {
		return fmt.Errorf("empty route")
	}
	if _, err := g.node(route[0]); err != nil {
		return err
	}
	for k := 1; k < len(route); k++ {
		if _, err := g.section(route[k-1], route[k]); err != nil {
			return fmt.Errorf("route step %d: %w", k, err)
		}
	}
	return nil
}

// Progress is a force's march along a route through one season.
type Progress struct {
	// Legs holds, for each phase from 1, the nodes the force passes in that phase: from
	// where it stands at the phase's start to where it stands at its end (one node when it
	// does not move). Meetings takes a leg as a Move's path.
	Legs [][]string
	// Arrive is the phase at whose end it reaches the route's last node; 0 when it does
	// not get there this season or the route has no step (as ArrivalPhase).
	Arrive int
}

// At is where the force stands at the end of a phase (from 1).
func (p Progress) At(phase int) string {
	leg := p.Legs[phase-1]
	return leg[len(leg)-1]
}

// Phases marches a force along a route moving only in the listed phases (6.ii, 6.v),
// MilesPerPhase in each. The route must step one mile at a time.
func (e *Engine) Phases(route []string, phases []int) (Progress, error) {
	if err := e.roads().checkRoute(route); err != nil {
		return Progress{}, err
	}
	last := len(route) - 1
	p := Progress{Arrive: e.ArrivalPhase(last, phases)}
	start := 0
	for _, done := range e.covered(phases) {
		end := min(done, last)
		p.Legs = append(p.Legs, slices.Clone(route[start:end+1]))
		start = end
	}
	return p, nil
}

// Move is what one force does in one phase: its player, and the nodes it passes from
// where it stands at the phase's start to where its orders take it (a Progress leg).
type Move struct {
	Player string
	Path   []string
}

// Meeting is two opposing forces that meet in a phase and fight at its end (6.ii).
type Meeting struct {
	Forces [2]int // indexes into the moves, lower first; side A is Forces[0]
	// At is the node they meet on; "" when they meet between milestones (6.viii).
	At string
	// From is where each force stood at the start of the mile on which they met: for
	// forces that started the phase on neighbouring nodes, the phase's start.
	From [2]string
	// Mile is the mile of the phase on which they met, from 1: of several forces on one
	// node, the first to meet fight first (8.v).
	Mile int
}

// Between reports a meeting between milestones.
func (m Meeting) Between() bool { return m.At == "" }

// After is where each side stands once the combat is decided (loser A, B, or None when
// neither was defeated). A meeting at a node leaves both there: the defeated side then
// retreats (Retreat). Between milestones everyone ends on the node the defeated side
// came from (6.viii); when neither side is defeated (both withdrew), each goes back to
// the node it came from, the only one the rule offers it.
func (m Meeting) After(loser int) [2]string {
	switch {
	case !m.Between():
		return [2]string{m.At, m.At}
	case loser == A || loser == B:
		return [2]string{m.From[loser], m.From[loser]}
	default:
		return m.From
	}
}

// Meetings finds the opposing forces that meet in one phase. All forces move at once, a
// mile at a time, and a force that meets an enemy stops there for the rest of the phase:
//
//   - two forces meet between milestones when, on the same mile, each steps onto the node
//     the other has just left (6.viii: they started on neighbouring nodes and crossed the
//     same mile in opposite directions);
//   - two forces meet at a node when they stand on it after the same mile, whether both
//     arrive, one stands there (or has already stopped there), or both end the phase on it.
//
// The 1989 text names only forces that end the phase together and forces starting on
// neighbouring milestones; walking a mile at a time is the edition's reading of "troops
// meeting during a phase" (edition "meetings"), so no force passes through another unseen. For those two
// cases it gives exactly the 1989 answer. Meetings come in the order they happen: by mile,
// then by the forces' indexes; each pair meets at most once.
func Meetings(moves []Move) []Meeting {
	paths := make([][]string, len(moves))
	owners := make([]string, len(moves))
	for i, m := range moves {
		paths[i], owners[i] = m.Path, m.Player
	}
	var out []Meeting
	for _, m := range meetings(paths, owners, candidates(paths, owners)) {
		mt := Meeting{Forces: m.forces, From: m.from, Mile: m.mile}
		if !m.between {
			mt.At = m.at
		}
		out = append(out, mt)
	}
	return out
}

// PlaceMeeting is a Meeting on the board by Place, for the season loop: At is NoPlace
// for a meeting between two places.
type PlaceMeeting struct {
	Forces [2]int
	At     Place
	From   [2]Place
	Mile   int
}

// Between reports a meeting between milestones.
func (m PlaceMeeting) Between() bool { return m.At == NoPlace }

// MeetingsOf is Meetings for forces given as paths of places and their seats.
func MeetingsOf(paths [][]Place, seats []Seat) []PlaceMeeting {
	var m Meeter
	return m.Meetings(paths, seats)
}

// Meeter is MeetingsOf with its tables kept from one call to the next: the season loop
// looks for meetings in every phase of every simulated game. The zero Meeter is ready.
type Meeter struct {
	// placePairs' index of the forces on each place (see there).
	call                           int32
	stamp, head, force, next, seen []int32
	js                             []int
	pairs                          [][2]int
	out                            []PlaceMeeting
	walk                           walk[Place, Seat] // the walk's tables (meetings)
}

// Meetings is MeetingsOf. What it returns is valid until the next call.
func (mt *Meeter) Meetings(paths [][]Place, seats []Seat) []PlaceMeeting {
	mt.out = mt.out[:0]
	for _, m := range mt.walk.meetings(paths, seats, mt.placePairs(paths, seats)) {
		pm := PlaceMeeting{Forces: m.forces, At: m.at, From: m.from, Mile: m.mile}
		if m.between {
			pm.At = NoPlace
		}
		mt.out = append(mt.out, pm)
	}
	return mt.out
}

// placePairs is candidates for paths of places, found through an index of the forces
// on each place instead of by comparing every pair of paths: a phase has some fifty
// forces, most standing still, and the comparison of every pair was a tenth of a
// simulated game. The pairs and their order are those candidates gives.
//
// The index is a list for each place a path passes, newest force first, in tables kept
// from call to call: a place's list is started afresh when its stamp is not this call's,
// so nothing is cleared for the places no path passes (most of the board).
func (mt *Meeter) placePairs(paths [][]Place, seats []Seat) [][2]int {
	places := 0
	for _, p := range paths {
		for _, at := range p {
			if at < 0 {
				return candidates(paths, seats) // off the board: no index, the slow way
			}
			places = max(places, int(at)+1)
		}
	}
	mt.call++
	if mt.call <= 0 { // the stamps wrapped round: start the tables afresh
		clear(mt.stamp)
		mt.call = 1
	}
	if len(mt.stamp) < places {
		mt.stamp = append(mt.stamp, make([]int32, places-len(mt.stamp))...)
		mt.head = append(mt.head, make([]int32, places-len(mt.head))...)
	}
	// head[p] is the last entry for place p (1 + its index in force and next, 0 for
	// none); next links each entry to the one before it on the same place.
	mt.force, mt.next = mt.force[:0], mt.next[:0]
	for i, p := range paths {
		for _, at := range p {
			if mt.stamp[at] != mt.call {
				mt.stamp[at], mt.head[at] = mt.call, 0
			}
			if h := mt.head[at]; h > 0 && mt.force[h-1] == int32(i) {
				continue // the force passes the place again: once is enough
			}
			mt.force, mt.next = append(mt.force, int32(i)), append(mt.next, mt.head[at])
			mt.head[at] = int32(len(mt.force))
		}
	}
	seen := zeroedOf(&mt.seen, len(paths)) // by force j: 1 + the force i last paired with it
	out := mt.pairs[:0]
	for i, p := range paths {
		js := mt.js[:0]
		for _, at := range p {
			// The list runs from the newest force down: the forces after i come first.
			for k := mt.head[at]; k > 0 && mt.force[k-1] > int32(i); k = mt.next[k-1] {
				if j := mt.force[k-1]; seats[j] != seats[i] && seen[j] != int32(i)+1 {
					seen[j] = int32(i) + 1
					js = append(js, int(j))
				}
			}
		}
		slices.Sort(js)
		for _, j := range js {
			out = append(out, [2]int{i, j})
		}
		mt.js = js
	}
	mt.pairs = out
	return out
}

// meeting is one meeting found by the walk, whatever the nodes are called.
type meeting[N comparable] struct {
	forces  [2]int
	at      N
	between bool
	from    [2]N
	mile    int
}

// meetings walks the forces' paths a mile at a time (see Meetings); owner says whose
// each force is, and pairs are the pairs of rival forces that can meet (candidates).
func meetings[N comparable, O comparable](paths [][]N, owner []O, pairs [][2]int) []meeting[N] {
	var w walk[N, O]
	return w.meetings(paths, owner, pairs)
}

// meetings is the walk itself, in w's tables: a Meeter keeps them from one phase to the
// next, as every phase of every simulated game walks. What it returns is w's, valid
// until its next walk.
func (w *walk[N, O]) meetings(paths [][]N, owner []O, pairs [][2]int) []meeting[N] {
	w.paths, w.owner, w.pairs = paths, owner, pairs
	w.halt, w.between, w.met = zeroedOf(&w.halt, len(paths)), zeroedOf(&w.between, len(paths)), zeroedOf(&w.met, len(pairs))
	miles := 1 // forces that all stand still still meet where they stand
	for _, p := range paths {
		miles = max(miles, len(p)-1)
	}
	w.out = w.out[:0]
	for mile := 1; mile <= miles; mile++ {
		w.crossings(mile)
		w.gatherings(mile)
	}
	return w.out
}

// walk is the state of meetings: halt[i] is the mile after which force i stopped (0
// while it moves on), between[i] that it stopped between milestones.
type walk[N comparable, O comparable] struct {
	paths   [][]N
	owner   []O
	halt    []int
	between []bool
	pairs   [][2]int // the pairs of rival forces that can meet, in index order
	met     []bool   // by pair
	out     []meeting[N]
	ks      []int // scratch: the pairs that met on the mile being walked
}

// candidates lists the pairs of rival forces whose paths share a node, in index order:
// forces that never stand on a common node can neither gather nor cross, so the walk
// looks at these pairs only. A phase's paths are a few nodes each, so comparing them
// pair by pair is cheaper than indexing them.
func candidates[N comparable, O comparable](paths [][]N, owner []O) [][2]int {
	var out [][2]int
	for i := range paths {
		for j := i + 1; j < len(paths); j++ {
			if owner[i] != owner[j] && share(paths[i], paths[j]) {
				out = append(out, [2]int{i, j})
			}
		}
	}
	return out
}

// share reports whether two paths have a node in common.
func share[N comparable](a, b []N) bool {
	for _, x := range a {
		if slices.Contains(b, x) {
			return true
		}
	}
	return false
}

// at is where force i stands after a mile (0 for the phase's start).
func (w *walk[N, O]) at(i, mile int) N {
	if w.halt[i] > 0 {
		mile = min(mile, w.halt[i])
	}
	p := w.paths[i]
	return p[min(mile, len(p)-1)]
}

// opposed lists the pairs of forces of different players that have not met yet and
// are on the board, in index order.
func (w *walk[N, O]) opposed(yield func(k int, ij [2]int) bool) {
	for k, ij := range w.pairs {
		if !w.met[k] && !w.between[ij[0]] && !w.between[ij[1]] {
			if !yield(k, ij) {
				return
			}
		}
	}
}

// crossings appends to w.out the meetings between milestones on a mile: every pair
// is judged before any is marked, as all forces step at once.
func (w *walk[N, O]) crossings(mile int) {
	from, ks := len(w.out), w.ks[:0]
	for k, ij := range w.opposed {
		i, j := ij[0], ij[1]
		a0, a1, b0, b1 := w.at(i, mile-1), w.at(i, mile), w.at(j, mile-1), w.at(j, mile)
		if a0 != a1 && a1 == b0 && b1 == a0 {
			w.out = append(w.out, meeting[N]{forces: ij, between: true, from: [2]N{a0, b0}, mile: mile})
			ks = append(ks, k)
		}
	}
	for n, m := range w.out[from:] {
		w.met[ks[n]], w.between[m.forces[0]], w.between[m.forces[1]] = true, true, true
	}
	w.ks = ks
}

// gatherings appends to w.out the meetings on a place after a mile.
func (w *walk[N, O]) gatherings(mile int) {
	from, ks := len(w.out), w.ks[:0]
	for k, ij := range w.opposed {
		i, j := ij[0], ij[1]
		if n := w.at(i, mile); n == w.at(j, mile) {
			w.out = append(w.out, meeting[N]{forces: ij, at: n, from: [2]N{w.at(i, mile-1), w.at(j, mile-1)}, mile: mile})
			ks = append(ks, k)
		}
	}
	for n, m := range w.out[from:] {
		w.met[ks[n]] = true
		for _, f := range m.forces {
			if w.halt[f] == 0 {
				w.halt[f] = mile
			}
		}
	}
	w.ks = ks
}

// Chokes lists the choke points (8.iv) a route passes, in route order.
func (e *Engine) Chokes(route []string) ([]gamedata.Choke, error) {
	g := e.roads()
	if err := g.checkRoute(route); err != nil {
		return nil, err
	}
	var out []gamedata.Choke
	for k := 1; k < len(route); k++ {
		s, _ := g.section(route[k-1], route[k])
		out = append(out, g.chokes[s]...)
	}
	return out, nil
}

// Retreat is where a defeated or withdrawing force may go (6.vii).
type Retreat struct {
	// Exits are the nodes it may choose from: the free ones, clockwise from north, or the
	// one exit the die chose when every exit is held.
	Exits []string
	// Roll is the face that chose the exit; 0 when no die was needed.
	Roll int
}

// Retreat lists the nodes one mile from a combat node that hold no enemy troops. When
// every exit is held, the die chooses one: the exits, counted clockwise from north as a
// player sees them on the board, take faces 1 to n and a face above n is rolled again, so
// each exit is equally likely (taking faces modulo n would favour the first exits); a
// single exit needs no roll. A node with more exits than the die has faces is an error
// (the data check keeps the board within six).
func (e *Engine) Retreat(at string, enemy func(node string) bool, d Die) (Retreat, error) {
	g := e.roads()
	i, err := g.node(at)
	if err != nil {
		return Retreat{}, err
	}
	var all, free []string
	for _, n := range e.board().clockwise[i] {
		all = append(all, g.ids[n])
		if !enemy(g.ids[n]) {
			free = append(free, g.ids[n])
		}
	}
	switch {
	case len(free) > 0:
		return Retreat{Exits: free}, nil
	case len(all) == 0:
		return Retreat{}, fmt.Errorf("no road leaves %s", at)
	case len(all) == 1:
		return Retreat{Exits: all}, nil
	case len(all) > DieFaces:
		return Retreat{}, fmt.Errorf("%s has %d exits, more than the die's %d faces", at, len(all), DieFaces)
	}
	for range MaxRerolls {
		f := d.Roll()
		if f < 1 || f > DieFaces {
			return Retreat{}, fmt.Errorf("the die rolled %d", f)
		}
		if f <= len(all) {
			return Retreat{Exits: []string{all[f-1]}, Roll: f}, nil
		}
	}
	return Retreat{}, fmt.Errorf("retreat from %s: the die rolled above its %d exits %d times running; it is not a fair die", at, len(all), MaxRerolls)
}

// clockwise orders the neighbours of a node by their bearing from it, clockwise from
// north (the top of the board), so a die numbers them as a player would. The board cache
// keeps each node's order (board.go).
func (e *Engine) clockwise(at string, ns []int) []int {
	g := e.roads()
	from, _ := e.D.Valley.Node(at)
	bearing := func(n int) float64 {
		p, _ := e.D.Valley.Node(g.ids[n])
		b := math.Atan2(p.X()-from.X(), from.Y()-p.Y()) // y grows down the board
		if b < 0 {
			b += 2 * math.Pi
		}
		return b
	}
	out := slices.Clone(ns)
	sort.SliceStable(out, func(a, b int) bool { return bearing(out[a]) < bearing(out[b]) })
	return out
}

// Pushback is the stacking rule of a retreat (6.vii): a force of `arriving` troops
// retreats from `combat` to the neighbouring node `to`, where `already` troops of the same
// player stand. It returns how many of those must step back so the node stays within the
// stack limit, and the node they step back to, away from the combat: from a milestone, the
// next node along its road; from a manor centre, a house or an entry, where the road
// ends, the lexically smallest neighbour two miles from the combat; "" when there is none.
// Those who step back may in turn crowd that node: call Pushback again from `to`.
func (e *Engine) Pushback(combat, to string, arriving, already int) (n int, back string, err error) {
	g := e.roads()
	if _, err := g.section(combat, to); err != nil {
		return 0, "", err
	}
	n = min(already, max(0, arriving+already-e.D.Game.Movement.Stack))
	return n, g.onward(combat, to), nil
}

// onward is the node beyond `to` away from `from` (see Pushback). A milestone has two
// neighbours, both on its own road, so the one that is not `from` continues that road.
func (g *graph) onward(from, to string) string {
	c, t := g.index[from], g.index[to]
	for _, m := range g.adj[t] {
		if m != c && (g.kind[t] == NodeMilestone || g.dist[c][m] == 2) {
			return g.ids[m]
		}
	}
	return ""
}

// NearestManor is the nearest of the given manors by road from a node: where troops
// retire at the end of autumn (6.ix), a raiding party returns (9.iii) and troops withdraw
// on the death of their lord (10.i). Of manors equally near, the lexically smallest id is
// taken. ok is false when none is reachable (or from is not on the map).
func (e *Engine) NearestManor(from string, owned []string) (manor string, miles int, ok bool) {
	for _, m := range owned {
		d, reach := e.Distance(from, m)
		if reach && (!ok || d < miles || d == miles && m < manor) {
			manor, miles, ok = m, d, true
		}
	}
	return manor, miles, ok
}

// RoadContact reports whether two manors of a player are in direct road contact (4.iii,
// winter relocation): a road route joins them that passes only through milestones, entry
// points and manor centres the player owns, never another's or an unowned manor, nor a
// house. Both manors must be the player's. Troops on the roads do not count, nor does
// distance: in winter every troop is in a manor (edition "road-contact").
func (e *Engine) RoadContact(a, b string, owned func(manor string) bool) bool {
	g := e.roads()
	i, ok1 := g.index[a]
	j, ok2 := g.index[b]
	if !ok1 || !ok2 || g.kind[i] != NodeManor || g.kind[j] != NodeManor || !owned(a) || !owned(b) {
		return false
	}
	pass := func(n int) bool {
		switch g.kind[n] {
		case NodeMilestone, NodeEntry:
			return true
		case NodeManor:
			return owned(g.ids[n])
		}
		return false
	}
	return g.bfs(i, pass)[j] >= 0
}

// Connected reports whether every node reaches every other. When not, unreached lists,
// in id order, the nodes outside the largest connected part (of parts equally large, the
// one holding the lexically smallest node), which are the ones to mend.
func (e *Engine) Connected() (ok bool, unreached []string) {
	g := e.roads()
	best, size := 0, -1
	for i, row := range g.dist {
		if n := reached(row); n > size {
			best, size = i, n
		}
	}
	for j := range g.ids {
		if g.dist[best][j] < 0 {
			unreached = append(unreached, g.ids[j])
		}
	}
	return len(unreached) == 0, unreached
}

func reached(dist []int) int {
	n := 0
	for _, d := range dist {
		if d >= 0 {
			n++
		}
	}
	return n
}

// EntrySpacing is the smallest road distance between two entry points (3: players enter
// as far apart as they can), and the pair, in id order; the first such pair in id order
// on a tie. Pairs no road joins are left out; ok is false when no pair is joined.
func (e *Engine) EntrySpacing() (miles int, pair [2]string, ok bool) {
	var entries []string
	for _, en := range e.D.Valley.Entries {
		entries = append(entries, gamedata.EntryNode(en.Number))
	}
	slices.Sort(entries)
	for x, a := range entries {
		for _, b := range entries[x+1:] {
			if d, reach := e.Distance(a, b); reach && (!ok || d < miles) {
				miles, pair, ok = d, [2]string{a, b}, true
			}
		}
	}
	return miles, pair, ok
}

// FirstManor is the manor a player entering on an entry road comes to first (3): the
// nearest manor of the board to the entry point, by NearestManor's rule. ok is false
// when the entry is not on the map or reaches no manor.
func (e *Engine) FirstManor(entry int) (manor string, miles int, ok bool) {
	var all []string
	for _, m := range e.D.Valley.Manors {
		all = append(all, m.ID)
	}
	return e.NearestManor(gamedata.EntryNode(entry), all)
}
