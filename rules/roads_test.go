package rules

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

// testRoad is a road of a synthetic valley: miles-1 milestones between its ends.
type testRoad struct {
	id, from, to string
	miles        int
}

// synthetic builds an engine over a small valley and the 1989 movement parameters:
// entries maps an entry number to its first manor.
func synthetic(manors, houses []string, entries map[int]string, roads []testRoad, chokes ...gamedata.Choke) *Engine {
	d := &gamedata.Data{}
	d.Game.Movement = gamedata.Movement{Miles: 6, Phases: 3, Stack: 6}
	v := &d.Valley
	for _, m := range manors {
		v.Manors = append(v.Manors, gamedata.ManorLand{ID: m})
	}
	for _, h := range houses {
		v.Houses = append(v.Houses, gamedata.Grounds{ID: h})
	}
	for n := 1; n <= 9; n++ {
		if m, ok := entries[n]; ok {
			v.Entries = append(v.Entries, gamedata.Entry{Number: n, Manor: m})
		}
	}
	for _, r := range roads {
		v.Roads = append(v.Roads, gamedata.Road{ID: r.id, From: r.from, To: r.to, Milestones: make([]gamedata.Pt, r.miles-1)})
	}
	v.Chokes = chokes
	return New(d)
}

// dale is the synthetic valley most tests use:
//
//	entry-1 -r1- a -ab- b -bc(bridge at step 2)- c -ca- abbey -ae- e -ef- f -r2- entry-2 -r3- g
//	             a -ad- d -dc(forest at step 3)- c
//	entry-3 -r4- b
//
// a to c is five miles by b and five by d: a tie.
func dale() *Engine {
	return synthetic(
		[]string{"a", "b", "c", "d", "e", "f", "g"},
		[]string{"abbey"},
		map[int]string{1: "a", 2: "f", 3: "b"},
		[]testRoad{
			{"r1", "entry-1", "a", 2}, {"ab", "a", "b", 2}, {"bc", "b", "c", 3},
			{"ad", "a", "d", 2}, {"dc", "d", "c", 3}, {"ca", "c", "abbey", 1},
			{"ae", "abbey", "e", 2}, {"ef", "e", "f", 1}, {"r2", "f", "entry-2", 2},
			{"r3", "entry-2", "g", 1}, {"r4", "entry-3", "b", 2},
		},
		gamedata.Choke{Kind: gamedata.ChokeBridge, Road: "bc", Step: 2},
		gamedata.Choke{Kind: gamedata.ChokeForest, Road: "dc", Step: 3},
	)
}

func TestDistance(t *testing.T) {
	e := dale()
	cases := []struct {
		a, b  string
		miles int
		ok    bool
	}{
		{"a", "a", 0, true}, {"a", "ab/1", 1, true}, {"a", "b", 2, true}, {"a", "c", 5, true},
		{"c", "a", 5, true}, {"entry-1", "entry-2", 13, true}, {"bc/1", "dc/1", 4, true},
		{"abbey", "g", 6, true}, {"a", "nowhere", 0, false}, {"nowhere", "nowhere", 0, false},
	}
	for _, c := range cases {
		if miles, ok := e.Distance(c.a, c.b); miles != c.miles || ok != c.ok {
			t.Errorf("Distance(%s, %s) = %d, %v; want %d, %v", c.a, c.b, miles, ok, c.miles, c.ok)
		}
	}
}

// Of equal routes, the one whose next node is lexically smallest: a to c goes by b
// ("ab/1" before "ad/1"), and c to a by b too ("bc/2" before "dc/2").
func TestRouteTies(t *testing.T) {
	e := dale()
	cases := []struct {
		from, to string
		want     []string
	}{
		{"a", "c", []string{"a", "ab/1", "b", "bc/1", "bc/2", "c"}},
		{"c", "a", []string{"c", "bc/2", "bc/1", "b", "ab/1", "a"}},
		{"d", "d", []string{"d"}},
		{"entry-3", "abbey", []string{"entry-3", "r4/1", "b", "bc/1", "bc/2", "c", "abbey"}},
	}
	for _, c := range cases {
		got, err := e.Route(c.from, c.to)
		if err != nil || !slices.Equal(got, c.want) {
			t.Errorf("Route(%s, %s) = %v, %v; want %v", c.from, c.to, got, err, c.want)
		}
		if miles, _ := e.Distance(c.from, c.to); len(got)-1 != miles {
			t.Errorf("Route(%s, %s) has %d steps, the distance is %d", c.from, c.to, len(got)-1, miles)
		}
	}
}

func TestRouteBadInput(t *testing.T) {
	e := dale()
	if _, err := e.Route("a", "nowhere"); err == nil {
		t.Error("a route to an unknown node is an error")
	}
	if _, err := e.Route("nowhere", "a"); err == nil {
		t.Error("a route from an unknown node is an error")
	}
	cut := synthetic([]string{"a", "b", "z"}, nil, nil, []testRoad{{"ab", "a", "b", 1}})
	if _, err := cut.Route("a", "z"); err == nil {
		t.Error("a route between unjoined manors is an error")
	}
}

// One phase reaches two miles, a season six.
func TestReach(t *testing.T) {
	e := dale()
	phase, err := e.Reach("b", e.D.Game.Movement.MilesPerPhase())
	if err != nil {
		t.Fatal(err)
	}
	want := []Reached{{"b", 0}, {"ab/1", 1}, {"bc/1", 1}, {"r4/1", 1}, {"a", 2}, {"bc/2", 2}, {"entry-3", 2}}
	if !slices.Equal(phase, want) {
		t.Errorf("a phase from b reaches %v, want %v", phase, want)
	}
	season, _ := e.Reach("b", e.D.Game.Movement.Miles)
	if !slices.Contains(season, Reached{"abbey", 4}) || !slices.Contains(season, Reached{"e", 6}) || slices.ContainsFunc(season, func(r Reached) bool { return r.Node == "f" }) {
		t.Errorf("a season from b reaches %v: want abbey at 4, e at 6, not f", season)
	}
	if _, err := e.Reach("nowhere", 2); err == nil {
		t.Error("reach from an unknown node is an error")
	}
}

// The march of a five-mile route: where the force stands at the end of each phase, and the
// phase it arrives in, for each choice of phases (6.v).
func TestPhases(t *testing.T) {
	e := dale()
	route, _ := e.Route("a", "c")
	cases := []struct {
		phases []int
		legs   [][]string
		arrive int
	}{
		{[]int{1, 2, 3}, [][]string{{"a", "ab/1", "b"}, {"b", "bc/1", "bc/2"}, {"bc/2", "c"}}, 3},
		{[]int{2, 3}, [][]string{{"a"}, {"a", "ab/1", "b"}, {"b", "bc/1", "bc/2"}}, 0},
		{[]int{1, 3}, [][]string{{"a", "ab/1", "b"}, {"b"}, {"b", "bc/1", "bc/2"}}, 0},
		{nil, [][]string{{"a"}, {"a"}, {"a"}}, 0},
	}
	for _, c := range cases {
		p, err := e.Phases(route, c.phases)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.EqualFunc(p.Legs, c.legs, slices.Equal) || p.Arrive != c.arrive {
			t.Errorf("phases %v: legs %v, arrive %d; want %v, %d", c.phases, p.Legs, p.Arrive, c.legs, c.arrive)
		}
		if p.At(3) != c.legs[2][len(c.legs[2])-1] {
			t.Errorf("phases %v: at the end of phase 3 at %s", c.phases, p.At(3))
		}
	}
	if _, err := e.Phases([]string{"a", "c"}, e.AllPhases()); err == nil {
		t.Error("a route that jumps five miles is an error")
	}
	if _, err := e.Phases(nil, e.AllPhases()); err == nil {
		t.Error("an empty route is an error")
	}
}

// Phases and ArrivalPhase count the same miles: for every route length and every choice
// of phases, the march arrives when ArrivalPhase says.
func TestPhasesAgreeWithArrivalPhase(t *testing.T) {
	e := dale()
	choices := [][]int{{1, 2, 3}, {1}, {2}, {3}, {1, 2}, {1, 3}, {2, 3}, nil}
	for _, to := range []string{"ab/1", "b", "bc/1", "bc/2", "c", "abbey", "ae/1", "e"} {
		route, _ := e.Route("a", to)
		for _, ps := range choices {
			p, _ := e.Phases(route, ps)
			if want := e.ArrivalPhase(len(route)-1, ps); p.Arrive != want {
				t.Errorf("a to %s in phases %v: march arrives at phase %d, ArrivalPhase %d", to, ps, p.Arrive, want)
			}
			if p.Arrive > 0 && p.At(p.Arrive) != to {
				t.Errorf("a to %s in phases %v: at %s at the end of arrival phase %d", to, ps, p.At(p.Arrive), p.Arrive)
			}
		}
	}
}

func TestMeetings(t *testing.T) {
	between := func(i, j int, a, b string, mile int) Meeting {
		return Meeting{Forces: [2]int{i, j}, From: [2]string{a, b}, Mile: mile}
	}
	at := func(i, j int, n, a, b string, mile int) Meeting {
		return Meeting{Forces: [2]int{i, j}, At: n, From: [2]string{a, b}, Mile: mile}
	}
	cases := []struct {
		name  string
		moves []Move
		want  []Meeting
	}{
		{"between milestones, from neighbouring nodes", []Move{
			{"blue", []string{"ab/1", "b", "bc/1"}},
			{"red", []string{"b", "ab/1", "a"}},
		}, []Meeting{between(0, 1, "ab/1", "b", 1)}},
		{"at the node both end on", []Move{
			{"blue", []string{"a", "ab/1", "b"}},
			{"red", []string{"bc/1", "b"}},
		}, []Meeting{at(0, 1, "b", "ab/1", "b", 2)}},
		{"on a force that stands still", []Move{
			{"red", []string{"b"}},
			{"blue", []string{"a", "ab/1", "b"}},
		}, []Meeting{at(0, 1, "b", "b", "ab/1", 2)}},
		{"both stand still on one node", []Move{
			{"red", []string{"b"}},
			{"blue", []string{"b"}},
		}, []Meeting{at(0, 1, "b", "b", "b", 1)}},
		{"friends do not meet", []Move{
			{"blue", []string{"ab/1", "b"}},
			{"blue", []string{"b", "ab/1"}},
			{"blue", []string{"bc/1", "b"}},
		}, nil},
		{"stopped between milestones, so not at its end", []Move{
			{"blue", []string{"ab/1", "b", "bc/1"}},
			{"red", []string{"b", "ab/1", "a"}},
			{"green", []string{"bc/2", "bc/1"}},
		}, []Meeting{between(0, 1, "ab/1", "b", 1)}},
		{"neighbours walking apart", []Move{
			{"blue", []string{"ab/1", "a"}},
			{"red", []string{"b", "bc/1"}},
		}, nil},
		// The edition's reading: a mile at a time, no force passes another unseen.
		{"two miles apart, they meet on the milestone between", []Move{
			{"blue", []string{"a", "ab/1", "b"}},
			{"red", []string{"b", "ab/1", "a"}},
		}, []Meeting{at(0, 1, "ab/1", "a", "b", 1)}},
		{"three miles apart, they cross on the second mile", []Move{
			{"blue", []string{"a", "ab/1", "b"}},
			{"red", []string{"bc/1", "b", "ab/1"}},
		}, []Meeting{between(0, 1, "ab/1", "b", 2)}},
		{"a force on a milestone stops one walking through", []Move{
			{"blue", []string{"a", "ab/1", "b"}},
			{"red", []string{"ab/1"}},
			{"green", []string{"bc/1", "b"}},
		}, []Meeting{at(0, 1, "ab/1", "a", "ab/1", 1)}},
		{"the last arrival meets both (8.v)", []Move{
			{"blue", []string{"ab/1", "b"}},
			{"red", []string{"bc/1", "b"}},
			{"green", []string{"a", "ab/1", "b"}},
		}, []Meeting{at(0, 1, "b", "ab/1", "bc/1", 1), at(0, 2, "b", "b", "ab/1", 2), at(1, 2, "b", "b", "ab/1", 2)}},
	}
	for _, c := range cases {
		if got := Meetings(c.moves); !slices.Equal(got, c.want) {
			t.Errorf("%s: meetings %+v, want %+v", c.name, got, c.want)
		}
	}
}

// Between milestones, everyone ends where the defeated side came from (6.viii); at a
// node, everyone stays on it.
func TestMeetingAfter(t *testing.T) {
	between := Meeting{Forces: [2]int{0, 1}, From: [2]string{"ab/1", "b"}, Mile: 1}
	node := Meeting{Forces: [2]int{0, 1}, At: "b", From: [2]string{"ab/1", "bc/1"}, Mile: 2}
	cases := []struct {
		m     Meeting
		loser int
		want  [2]string
	}{
		{between, A, [2]string{"ab/1", "ab/1"}},
		{between, B, [2]string{"b", "b"}},
		{between, None, [2]string{"ab/1", "b"}},
		{node, A, [2]string{"b", "b"}},
		{node, B, [2]string{"b", "b"}},
	}
	for _, c := range cases {
		if got := c.m.After(c.loser); got != c.want {
			t.Errorf("%+v lost by %d: all at %v, want %v", c.m, c.loser, got, c.want)
		}
	}
}

// Two marches played from their legs: blue from a towards c, red from b towards a, both
// from phase 1; and blue a mile further on, on ab/1.
func TestMarchesMeet(t *testing.T) {
	e := dale()
	there, _ := e.Route("a", "c")
	back, _ := e.Route("b", "a")
	red, _ := e.Phases(back, e.AllPhases())
	blue, _ := e.Phases(there, e.AllPhases())
	ms := Meetings([]Move{{"blue", blue.Legs[0]}, {"red", red.Legs[0]}})
	if len(ms) != 1 || ms[0].At != "ab/1" {
		t.Errorf("from a and b: %+v, want a meeting on ab/1", ms)
	}
	blue, _ = e.Phases(there[1:], e.AllPhases())
	ms = Meetings([]Move{{"blue", blue.Legs[0]}, {"red", red.Legs[0]}})
	if len(ms) != 1 || !ms[0].Between() || ms[0].After(B) != [2]string{"b", "b"} {
		t.Errorf("from ab/1 and b: %+v, want a meeting between them, red pushed back to b", ms)
	}
}

func TestChokes(t *testing.T) {
	e := dale()
	bridge := gamedata.Choke{Kind: gamedata.ChokeBridge, Road: "bc", Step: 2}
	forest := gamedata.Choke{Kind: gamedata.ChokeForest, Road: "dc", Step: 3}
	cases := []struct {
		route []string
		want  []gamedata.Choke
	}{
		{[]string{"a", "ab/1", "b", "bc/1", "bc/2", "c"}, []gamedata.Choke{bridge}},
		{[]string{"c", "bc/2", "bc/1"}, []gamedata.Choke{bridge}},
		{[]string{"a", "ad/1", "d", "dc/1", "dc/2", "c", "bc/2", "bc/1"}, []gamedata.Choke{forest, bridge}},
		{[]string{"b", "bc/1"}, nil},
		{[]string{"c"}, nil},
	}
	for _, c := range cases {
		got, err := e.Chokes(c.route)
		if err != nil || !slices.EqualFunc(got, c.want, sameChoke) {
			t.Errorf("Chokes(%v) = %v, %v; want %v", c.route, got, err, c.want)
		}
	}
	if _, err := e.Chokes([]string{"b", "bc/2"}); err == nil {
		t.Error("a route that skips a milestone is an error")
	}
}

func sameChoke(a, b gamedata.Choke) bool {
	return a.Kind == b.Kind && a.Road == b.Road && a.Step == b.Step
}

func TestRetreat(t *testing.T) {
	e := dale()
	held := func(nodes ...string) func(string) bool {
		return func(n string) bool { return slices.Contains(nodes, n) }
	}
	cases := []struct {
		name  string
		at    string
		enemy func(string) bool
		rolls []int
		want  Retreat
		left  int
	}{
		{"free exits, no roll", "a", held("ab/1"), []int{4}, Retreat{Exits: []string{"ad/1", "r1/1"}}, 1},
		{"all held: face 3 of three exits", "a", held("ab/1", "ad/1", "r1/1"), []int{3}, Retreat{Exits: []string{"r1/1"}, Roll: 3}, 0},
		{"all held: 5 and 4 rolled again", "b", held("ab/1", "bc/1", "r4/1"), []int{5, 4, 1}, Retreat{Exits: []string{"ab/1"}, Roll: 1}, 0},
		{"all held: one exit, no roll", "entry-1", held("r1/1"), []int{6}, Retreat{Exits: []string{"r1/1"}}, 1},
	}
	for _, c := range cases {
		d := NewScript(c.rolls...)
		got, err := e.Retreat(c.at, c.enemy, d)
		if err != nil || !slices.Equal(got.Exits, c.want.Exits) || got.Roll != c.want.Roll || d.Left() != c.left {
			t.Errorf("%s: %+v, %v, %d rolls left; want %+v, %d left", c.name, got, err, d.Left(), c.want, c.left)
		}
	}
	if _, err := e.Retreat("nowhere", held(), NewScript()); err == nil {
		t.Error("a retreat from an unknown node is an error")
	}
	if _, err := e.Retreat("a", held("ab/1", "ad/1", "r1/1"), NewScript(7)); err == nil {
		t.Error("a die face of 7 is an error")
	}
}

// A node with seven roads cannot give each exit a face.
func TestRetreatTooManyExits(t *testing.T) {
	var rs []testRoad
	var ms = []string{"hub"}
	for i := range 7 {
		m := fmt.Sprintf("m%d", i)
		ms = append(ms, m)
		rs = append(rs, testRoad{"r" + m, "hub", m, 1})
	}
	e := synthetic(ms, nil, nil, rs)
	if _, err := e.Retreat("hub", func(string) bool { return true }, NewScript(1)); err == nil {
		t.Error("seven blocked exits and a six-sided die is an error")
	}
}

// Retreating troops crowd a node: those already there step back, away from the combat.
func TestPushback(t *testing.T) {
	e := dale()
	cases := []struct {
		combat, to        string
		arriving, already int
		n                 int
		back              string
	}{
		{"ab/1", "b", 3, 4, 1, "bc/1"},   // a manor: its one neighbour two miles from the combat (r4/1 is too)
		{"bc/1", "bc/2", 5, 5, 4, "c"},   // a milestone: on along its road
		{"bc/2", "c", 6, 6, 6, "abbey"},  // c's neighbours abbey and dc/2: the lexically smaller
		{"ab/1", "b", 2, 4, 0, "bc/1"},   // six fit
		{"r1/1", "entry-1", 3, 5, 2, ""}, // a dead end: nowhere to step back to
		{"entry-1", "r1/1", 6, 1, 1, "a"},
	}
	for _, c := range cases {
		n, back, err := e.Pushback(c.combat, c.to, c.arriving, c.already)
		if err != nil || n != c.n || back != c.back {
			t.Errorf("retreat %s to %s, %d onto %d: %d step back to %q (%v); want %d to %q", c.combat, c.to, c.arriving, c.already, n, back, err, c.n, c.back)
		}
	}
	// A triangle: p and q are one mile apart directly and two by pq. Retreating from p to
	// pq/1, those on pq/1 step on to q along their road, though q is next to p as well.
	tri := synthetic([]string{"p", "q"}, nil, nil, []testRoad{{"pq", "p", "q", 2}, {"short", "p", "q", 1}})
	if n, back, err := tri.Pushback("p", "pq/1", 4, 4); err != nil || n != 2 || back != "q" {
		t.Errorf("retreat p to pq/1: %d step back to %q (%v); want 2 to q", n, back, err)
	}
	if _, _, err := e.Pushback("a", "b", 1, 1); err == nil {
		t.Error("a retreat of two miles is an error")
	}
}

func TestNearestManor(t *testing.T) {
	e := dale()
	cases := []struct {
		from  string
		owned []string
		manor string
		miles int
		ok    bool
	}{
		{"abbey", []string{"b", "e"}, "e", 2, true},
		{"c", []string{"d", "b"}, "b", 3, true}, // a tie: the lexically smaller
		{"ad/1", []string{"d", "a"}, "a", 1, true},
		{"b", []string{"b", "a"}, "b", 0, true},
		{"b", []string{"nowhere"}, "", 0, false},
		{"b", nil, "", 0, false},
		{"nowhere", []string{"a"}, "", 0, false},
	}
	for _, c := range cases {
		m, miles, ok := e.NearestManor(c.from, c.owned)
		if m != c.manor || miles != c.miles || ok != c.ok {
			t.Errorf("NearestManor(%s, %v) = %s, %d, %v; want %s, %d, %v", c.from, c.owned, m, miles, ok, c.manor, c.miles, c.ok)
		}
	}
	cut := synthetic([]string{"a", "b", "z"}, nil, nil, []testRoad{{"ab", "a", "b", 1}})
	if _, _, ok := cut.NearestManor("z", []string{"a", "b"}); ok {
		t.Error("no road leaves z: no manor is nearest")
	}
}

func TestRoadContact(t *testing.T) {
	e := dale()
	cases := []struct {
		a, b  string
		owned []string
		want  bool
	}{
		{"a", "c", []string{"a", "c"}, false},             // b and d are not the player's
		{"a", "c", []string{"a", "b", "c"}, true},         // through the player's own b
		{"a", "c", []string{"a", "d", "c"}, true},         // or d
		{"c", "e", []string{"c", "e"}, false},             // only through the abbey
		{"e", "f", []string{"e", "f"}, true},              // next door
		{"f", "g", []string{"f", "g"}, true},              // through an entry point
		{"a", "b", []string{"a"}, false},                  // b is not the player's
		{"a", "a", []string{"a"}, true},                   // a manor reaches itself
		{"a", "ab/1", []string{"a", "ab/1"}, false},       // a milestone is no manor
		{"entry-3", "entry-1", []string{"a", "b"}, false}, // nor is an entry
		{"a", "nowhere", []string{"a", "nowhere"}, false},
	}
	for _, c := range cases {
		owned := func(m string) bool { return slices.Contains(c.owned, m) }
		if got := e.RoadContact(c.a, c.b, owned); got != c.want {
			t.Errorf("RoadContact(%s, %s) owning %v = %v, want %v", c.a, c.b, c.owned, got, c.want)
		}
	}
}

func TestConnected(t *testing.T) {
	if ok, cut := dale().Connected(); !ok || cut != nil {
		t.Errorf("the dale is connected, got %v %v", ok, cut)
	}
	// Two parts: a-b-c (with a milestone) and y-z; and a stranded house.
	e := synthetic([]string{"a", "b", "c", "y", "z"}, []string{"priory"}, nil,
		[]testRoad{{"ab", "a", "b", 2}, {"bc", "b", "c", 1}, {"yz", "y", "z", 1}})
	ok, cut := e.Connected()
	if want := []string{"priory", "y", "z"}; ok || !slices.Equal(cut, want) {
		t.Errorf("Connected = %v, %v; want false, %v", ok, cut, want)
	}
	// Two parts equally large: the one holding the lexically smallest node is kept.
	e = synthetic([]string{"a", "b", "y", "z"}, nil, nil, []testRoad{{"ab", "a", "b", 1}, {"yz", "y", "z", 1}})
	if ok, cut := e.Connected(); ok || !slices.Equal(cut, []string{"y", "z"}) {
		t.Errorf("Connected = %v, %v; want false, [y z]", ok, cut)
	}
	if ok, _ := synthetic(nil, nil, nil, nil).Connected(); !ok {
		t.Error("an empty board has nothing unconnected")
	}
}

func TestEntrySpacing(t *testing.T) {
	miles, pair, ok := dale().EntrySpacing()
	if !ok || miles != 6 || pair != [2]string{"entry-1", "entry-3"} {
		t.Errorf("EntrySpacing = %d, %v, %v; want 6 between entry-1 and entry-3", miles, pair, ok)
	}
	// Two pairs four miles apart: the first in id order.
	e := synthetic([]string{"a"}, nil, map[int]string{1: "a", 2: "a", 3: "a"},
		[]testRoad{{"r1", "entry-1", "a", 2}, {"r2", "entry-2", "a", 2}, {"r3", "entry-3", "a", 2}})
	if miles, pair, _ := e.EntrySpacing(); miles != 4 || pair != [2]string{"entry-1", "entry-2"} {
		t.Errorf("EntrySpacing = %d, %v; want 4 between entry-1 and entry-2", miles, pair)
	}
	if _, _, ok := synthetic([]string{"a"}, nil, map[int]string{1: "a"}, nil).EntrySpacing(); ok {
		t.Error("one entry has no spacing")
	}
}

func TestFirstManor(t *testing.T) {
	e := dale()
	for n, want := range map[int]Reached{1: {"a", 2}, 2: {"g", 1}, 3: {"b", 2}} {
		if m, miles, ok := e.FirstManor(n); !ok || m != want.Node || miles != want.Miles {
			t.Errorf("FirstManor(%d) = %s, %d, %v; want %v", n, m, miles, ok, want)
		}
	}
	if _, _, ok := e.FirstManor(9); ok {
		t.Error("entry 9 is not on the map")
	}
}

func TestNodeKind(t *testing.T) {
	e := dale()
	for id, want := range map[string]string{"a": NodeManor, "abbey": NodeHouse, "entry-2": NodeEntry, "bc/2": NodeMilestone} {
		if got, ok := e.NodeKind(id); !ok || got != want {
			t.Errorf("NodeKind(%s) = %s, %v; want %s", id, got, ok, want)
		}
	}
	if _, ok := e.NodeKind("nowhere"); ok {
		t.Error("an unknown node has no kind")
	}
}

// The kit renders in goroutines that share one engine: the first uses of the road graph
// may come at once (run with -race).
func TestRoadsShared(t *testing.T) {
	e := dale()
	var wg sync.WaitGroup
	miles := make([]int, 8)
	for i := range miles {
		wg.Go(func() { miles[i], _ = e.Distance("entry-1", "entry-2") })
	}
	wg.Wait()
	for _, m := range miles {
		if m != 13 {
			t.Fatalf("concurrent distances %v, want 13 each", miles)
		}
	}
}

// The real board (content/map.toml), once it is there.
func realMap(t *testing.T) *Engine {
	e := engine(t)
	if len(e.D.Valley.Roads) == 0 {
		t.Skip("content/map.toml has no roads yet")
	}
	return e
}

// 6.iv: Barsham to Hazlemere is four miles, and the order arrives at the end of phase 2.
func TestRealMovementExample(t *testing.T) {
	e := realMap(t)
	ex := e.D.Examples.Movement
	if miles, ok := e.Distance(ex.From, ex.To); !ok || miles != ex.Miles {
		t.Errorf("%s to %s: %d miles (%v), the example says %d", ex.From, ex.To, miles, ok, ex.Miles)
	}
	route, err := e.Route(ex.From, ex.To)
	if err != nil {
		t.Fatal(err)
	}
	p, err := e.Phases(route, e.AllPhases())
	if err != nil || p.Arrive != ex.ExpectPhase || p.At(p.Arrive) != ex.To {
		t.Errorf("the order arrives at phase %d (%v), the example says %d", p.Arrive, err, ex.ExpectPhase)
	}
}

// Combat example 2 (8.vi): both forces reach Foxwood within a season.
func TestRealFoxwood(t *testing.T) {
	e := realMap(t)
	for _, from := range []string{"breaume", "fletcham"} {
		if miles, ok := e.Distance(from, "foxwood"); !ok || miles > e.D.Game.Movement.Miles {
			t.Errorf("%s to foxwood: %d miles (%v), want at most a season's %d", from, miles, ok, e.D.Game.Movement.Miles)
		}
	}
}

func TestRealBoardConnected(t *testing.T) {
	e := realMap(t)
	if ok, cut := e.Connected(); !ok {
		t.Errorf("not every node reaches every other: %v", cut)
	}
	for _, en := range e.D.Valley.Entries {
		for _, m := range e.D.Valley.Manors {
			if _, ok := e.Distance(gamedata.EntryNode(en.Number), m.ID); !ok {
				t.Errorf("entry %d does not reach %s", en.Number, m.ID)
			}
		}
	}
	if _, _, ok := e.EntrySpacing(); !ok {
		t.Error("no two entries are joined")
	}
	for _, en := range e.D.Valley.Entries {
		if m, _, ok := e.FirstManor(en.Number); !ok || m != en.Manor {
			t.Errorf("entry %d comes first to %s by road, the map says %s", en.Number, m, en.Manor)
		}
	}
}

// Some route between manor centres crosses a bridge, and Chokes says so.
func TestRealBridge(t *testing.T) {
	e := realMap(t)
	for _, a := range e.D.Valley.Manors {
		for _, b := range e.D.Valley.Manors {
			route, err := e.Route(a.ID, b.ID)
			if err != nil {
				continue
			}
			cs, err := e.Chokes(route)
			if err != nil {
				t.Fatal(err)
			}
			if slices.ContainsFunc(cs, func(c gamedata.Choke) bool { return c.Kind == gamedata.ChokeBridge }) {
				return
			}
		}
	}
	t.Error("no route between two manors crosses a bridge")
}

// When every exit is held, the die counts the exits clockwise from north as a player
// sees them on the board, whatever their ids.
func TestRetreatCountsClockwise(t *testing.T) {
	e := synthetic([]string{"hub", "w", "s", "n", "east"}, nil, nil, []testRoad{
		{"a", "hub", "w", 2}, {"b", "hub", "s", 2}, {"c", "hub", "n", 2}, {"d", "hub", "east", 2},
	})
	v := &e.D.Valley
	at := map[string]gamedata.Pt{"hub": {100, 100}, "w": {56, 100}, "s": {100, 144}, "n": {100, 56}, "east": {144, 100}}
	for i := range v.Manors {
		v.Manors[i].Centre = at[v.Manors[i].ID]
	}
	for i := range v.Roads {
		from, to := at[v.Roads[i].From], at[v.Roads[i].To]
		v.Roads[i].Milestones = []gamedata.Pt{from.Lerp(to, 0.5)}
	}
	all := func(string) bool { return true }
	for face, want := range []string{"c/1", "d/1", "b/1", "a/1"} {
		got, err := e.Retreat("hub", all, NewScript(face+1))
		if err != nil || len(got.Exits) != 1 || got.Exits[0] != want {
			t.Errorf("face %d: %+v, %v; want the exit to %s", face+1, got, err, want)
		}
	}
}

// stuck is a die that always rolls the same face: a broken die a rule that rolls again
// must give up on, not loop with.
type stuck int

func (s stuck) Roll() int { return int(s) }

func TestRerollsGiveUpOnABrokenDie(t *testing.T) {
	e := dale()
	held := func(string) bool { return true }
	if _, err := e.Retreat("a", held, stuck(6)); err == nil || !strings.Contains(err.Error(), "not a fair die") {
		t.Errorf("a retreat with a die stuck above the exits: %v, want an error", err)
	}
	if _, err := e.Lightning(gamedata.FateLightningCh, []SiteOwner{{"red", 1}}, stuck(1)); err == nil || !strings.Contains(err.Error(), "not a fair die") {
		t.Errorf("lightning with a die stuck under the strike: %v, want an error", err)
	}
}

// TestChokesOnAsSections holds the neighbour table ChokesOn reads to the map by pair
// of places it replaced, built from the road sections, for every two places.
func TestChokesOnAsSections(t *testing.T) {
	e := engine(t)
	g := e.roads()
	want := map[[2]int][]int{}
	for k, ss := range g.sections {
		for ci, c := range e.D.Valley.Chokes {
			if slices.Contains(ss, section{c.Road, c.Step}) {
				want[k] = append(want[k], ci)
			}
		}
	}
	if len(want) == 0 {
		t.Fatal("the board has no choke point on any mile: nothing to compare")
	}
	n := Place(e.Places())
	for a := range n {
		for b := range n {
			if got, w := e.ChokesOn(a, b), want[key(int(a), int(b))]; !slices.Equal(got, w) {
				t.Fatalf("ChokesOn(%s, %s) = %v, the sections give %v", e.PlaceID(a), e.PlaceID(b), got, w)
			}
		}
	}
}

// TestNearAsMiles holds Near to the places a look at the miles from a place finds within
// a season's march, nearest first and equals in the order of the places.
func TestNearAsMiles(t *testing.T) {
	e := engine(t)
	n := Place(e.Places())
	limit, some := e.D.Game.Movement.Miles, 0
	for p := range n {
		var want []Place
		for d := 1; d <= limit; d++ {
			for q := range n {
				if e.Miles(p, q) == d {
					want = append(want, q)
				}
			}
		}
		if got := e.Near(p); !slices.Equal(got, want) {
			t.Fatalf("Near(%s) = %v, the miles give %v", e.PlaceID(p), got, want)
		}
		some += len(want)
	}
	if some == 0 {
		t.Fatal("no place has another within a season's march: nothing compared")
	}
}

// Toward reads a table made once; it must give, for every pair of places, what a walk
// over the neighbours does: the first one (lowest index) a mile nearer, or the place
// itself when it is there already or no road joins them.
func TestTowardAsNeighbours(t *testing.T) {
	e := engine(t)
	g := e.roads()
	for to := range g.ids {
		for from := range g.ids {
			want := Place(from)
			if d := g.dist[to]; from != to && d[from] >= 0 {
				for _, m := range g.adj[from] {
					if d[m] == d[from]-1 {
						want = Place(m)
						break
					}
				}
			}
			if got := e.Toward(Place(from), Place(to)); got != want {
				t.Fatalf("Toward(%s, %s) = %s, want %s", g.ids[from], g.ids[to], g.ids[got], g.ids[want])
			}
		}
	}
}
