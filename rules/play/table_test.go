package play

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/rules"
)

// TestCounterIndexAsMap holds counterIndex to the map by counter ID that writeBack kept
// before: random sets, removals (set to -1, as a promotion frees its old counter) and
// lookups of IDs in and beyond the slice, and of IDs no counter has.
func TestCounterIndexAsMap(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	var kept counterIndex // emptied and filled again each round, as writeBack keeps it
	for round := range 200 {
		var c counterIndex
		if round%2 == 1 {
			kept = kept[:0]
			c = kept
		}
		m := map[int]int{}
		for range 60 {
			id := r.IntN(120)
			if r.IntN(4) == 0 {
				c.set(id, -1)
				delete(m, id)
			} else {
				i := r.IntN(90)
				c.set(id, i)
				m[id] = i
			}
		}
		for id := -2; id < 130; id++ {
			want, has := m[id]
			if got, ok := c.get(id); got != want || ok != has {
				t.Fatalf("round %d: get(%d) = %d, %v; the map gives %d, %v", round, id, got, ok, want, has)
			}
		}
		if round%2 == 1 {
			kept = c
		}
	}
}

// TestOnManorsAsScans holds onManors to a look at every troop for each manor, with maps
// of seats, as claims made it before: after every season of wanderers' games, then on
// the last board with troops scattered at random over the manors, inside and out.
func TestOnManorsAsScans(t *testing.T) {
	d, err := gamedata.Load(content.FS)
	if err != nil {
		t.Fatal(err)
	}
	e := rules.New(d)
	r := rand.New(rand.NewPCG(5, 6))
	seats, ps := wanderers(5, r)
	g, err := New(e, Config{Seats: seats, Players: ps, Rules: rules.RuleCastles | rules.RulePillage, Die: rules.NewSeeded(7)})
	if err != nil {
		t.Fatal(err)
	}
	for step := 0; !g.res.Over(); step++ {
		if err := g.Step(); err != nil {
			t.Fatal(err)
		}
		sameOnManors(t, g, fmt.Sprintf("step %d", step))
	}
	for round := range 300 {
		for i := range g.S.Troops {
			tr := &g.S.Troops[i]
			if r.IntN(3) > 0 {
				tr.Pos = rules.OnPlace(e.ManorPlace(r.IntN(len(g.S.Manors))))
			}
			tr.Inside = r.IntN(4) == 0
		}
		sameOnManors(t, g, fmt.Sprintf("round %d", round))
	}
}

func sameOnManors(t *testing.T, g *Game, when string) {
	t.Helper()
	on := g.onManors()
	for m := range g.S.Manors {
		at := g.E.ManorPlace(m)
		seats, knights, inside := map[rules.Seat]bool{}, map[rules.Seat]bool{}, map[rules.Seat]bool{}
		for _, tr := range g.S.Troops {
			if tr.Pos.At == at {
				seats[tr.Seat] = true
				if knight(tr.Type) && !tr.Inside {
					knights[tr.Seat] = true
				}
				if tr.Inside {
					inside[tr.Seat] = true
				}
			}
		}
		for _, c := range []struct {
			name string
			set  seatSet
			want map[rules.Seat]bool
		}{{"seats", on[m].seats, seats}, {"knights", on[m].knights, knights}, {"inside", on[m].inside, inside}} {
			if c.set.len() != len(c.want) {
				t.Fatalf("%s, manor %d: %d %s, the scan finds %d", when, m, c.set.len(), c.name, len(c.want))
			}
			for p := rules.NoSeat; p < 8; p++ {
				if c.set.has(p) != c.want[p] {
					t.Fatalf("%s, manor %d: seat %d among the %s is %v, the scan says %v", when, m, p, c.name, c.set.has(p), c.want[p])
				}
			}
			if first := c.set.first(); len(c.want) > 0 && !c.want[first] || len(c.want) == 0 && first != rules.NoSeat {
				t.Fatalf("%s, manor %d: the first of the %s is %d, not among %v", when, m, c.name, first, c.want)
			}
		}
	}
}

// TestPhasesOfAsMap holds phasesOf to the map by order number plan kept before, over
// random sheets with numbers repeated, missing and out of order.
func TestPhasesOfAsMap(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for round := range 500 {
		sheet := make([]rules.Order, r.IntN(8))
		m := map[int][]int{}
		for k := range sheet {
			sheet[k].N = r.IntN(6)
			for range r.IntN(3) {
				sheet[k].Phases = append(sheet[k].Phases, 1+r.IntN(3))
			}
			m[sheet[k].N] = sheet[k].Phases
		}
		for n := -1; n < 8; n++ {
			if got, want := phasesOf(sheet, n), m[n]; !slices.Equal(got, want) || (got == nil) != (want == nil) {
				t.Fatalf("round %d, order %d: phasesOf gives %v, the map %v", round, n, got, want)
			}
		}
	}
}

// TestCollectorsAsScans holds collectors, which finds every manor's collector in one
// look at the troops, to a look at every troop for each manor in turn, as collector did
// before: after every season of wanderers' games, then on boards with the troops and the
// manors' holders scattered at random, troops between two places among them.
func TestCollectorsAsScans(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	seats, ps := wanderers(4, r)
	g, err := New(testEngine, Config{Seats: seats, Players: ps, Die: rules.NewSeeded(11)})
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[gamedata.Collector]int{}
	same := func(when string) {
		for p := range rules.Seat(len(g.S.Players)) {
			coll := g.collectors(p)
			for m := range g.S.Manors {
				want := gamedata.NoOne
				if g.S.Manors[m].Owner == p {
					want = collectorByScan(g, m)
				}
				if coll[m] != want {
					t.Fatalf("%s, seat %d, manor %d: collectors says %v, the scan %v", when, p, m, coll[m], want)
				}
				kinds[want]++
			}
		}
	}
	for step := 0; !g.res.Over(); step++ {
		if err := g.Step(); err != nil {
			t.Fatal(err)
		}
		same(fmt.Sprintf("step %d", step))
	}
	for round := range 300 {
		for i := range g.S.Troops {
			tr := &g.S.Troops[i]
			if r.IntN(3) > 0 {
				tr.Pos = rules.OnPlace(testEngine.ManorPlace(r.IntN(len(g.S.Manors))))
			}
			if r.IntN(5) == 0 {
				tr.Pos.To = testEngine.Neighbours(tr.Pos.At)[0]
			}
		}
		for m := range g.S.Manors {
			g.S.Manors[m].Owner = rules.Seat(r.IntN(len(g.S.Players)+1) - 1)
		}
		same(fmt.Sprintf("round %d", round))
	}
	if kinds[gamedata.Knight] == 0 || kinds[gamedata.ManAtArms] == 0 {
		t.Fatalf("collectors seen %v: not every kind was compared", kinds)
	}
}

// collectorByScan is the best of the holder's troops on a manor's centre, found in a look
// at every troop.
func collectorByScan(g *Game, m int) gamedata.Collector {
	var on []*gamedata.Troop
	for _, tr := range g.S.Troops {
		if tr.Seat == g.S.Manors[m].Owner && tr.Pos.At == g.E.ManorPlace(m) {
			on = append(on, tr.Type)
		}
	}
	return rules.CollectorOf(on)
}

// TestSuperviseAsScans holds supervise, which finds the supervised manors in one look at
// the troops, to a look at every troop for each manor, as it did before, with the
// season's tables of where each troop started and whether it moved: after every season
// of wanderers' games, each troop moved off or back at random.
func TestSuperviseAsScans(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 16))
	seats, ps := wanderers(4, r)
	g, err := New(testEngine, Config{Seats: seats, Players: ps, Die: rules.NewSeeded(17)})
	if err != nil {
		t.Fatal(err)
	}
	supervised := 0
	for step := 0; !g.res.Over(); step++ {
		if err := g.Step(); err != nil {
			t.Fatal(err)
		}
		if g.last == nil {
			continue
		}
		g.sea = g.last // the last season's tables, as the end of that season saw them
		for round := range 5 {
			if round > 0 {
				for i := range g.S.Troops {
					if tr := &g.S.Troops[i]; r.IntN(3) == 0 {
						tr.Pos = rules.OnPlace(testEngine.ManorPlace(r.IntN(len(g.S.Manors))))
					}
				}
			}
			want := make([]bool, len(g.S.Manors))
			for m, ms := range g.S.Manors {
				for _, tr := range g.S.Troops {
					k := tkey{tr.Seat, tr.ID}
					if ms.Owner != rules.NoSeat && tr.Seat == ms.Owner && tr.Pos.At == g.E.ManorPlace(m) && knight(tr.Type) && !g.sea.moved.at(k) && g.sea.start.at(k) == g.E.ManorPlace(m) {
						want[m] = true
						supervised++
						break
					}
				}
			}
			g.supervise()
			for m, ms := range g.S.Manors {
				if ms.Supervised != want[m] {
					t.Fatalf("step %d round %d, manor %d: supervised %v, the scan says %v", step, round, m, ms.Supervised, want[m])
				}
			}
		}
		g.sea = nil
	}
	if supervised == 0 {
		t.Fatal("no manor was ever supervised: nothing compared")
	}
}

// TestEntriesAsMap holds the phase's table of entries into manors to the map by (seat,
// manor) it replaced, over random entries, seats and manors off the table among them,
// the table reset between rounds as every phase resets it.
func TestEntriesAsMap(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 20))
	var en entries
	for round := range 500 {
		seats, manors := 1+r.IntN(6), 1+r.IntN(45)
		en.reset(seats, manors)
		want := map[[2]int]bool{}
		for range r.IntN(40) {
			p, m := rules.Seat(r.IntN(seats+2)-1), r.IntN(manors+2)-1
			en.set(p, m)
			if p >= 0 && int(p) < seats && m >= 0 && m < manors {
				want[[2]int{int(p), m}] = true
			}
		}
		for p := rules.Seat(-1); int(p) <= seats; p++ {
			for m := -1; m <= manors; m++ {
				if got := en.has(p, m); got != want[[2]int{int(p), m}] {
					t.Fatalf("round %d, seat %d manor %d: has %v, the map %v", round, p, m, got, want[[2]int{int(p), m}])
				}
			}
		}
	}
}

// TestOverStackedAsCrowded holds the shortcut of spillAll: when overStacked says no place
// holds more than a stack of all seats' troops together, crowded finds no place over the
// limit for any seat; and when it says one does, there is such a place. After every step
// of wanderers' games, then on boards with the troops piled on few places at random.
func TestOverStackedAsCrowded(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	seats, ps := wanderers(5, r)
	g, err := New(testEngine, Config{Seats: seats, Players: ps, Die: rules.NewSeeded(23)})
	if err != nil {
		t.Fatal(err)
	}
	seen := map[bool]int{}
	same := func(when string) {
		over := g.overStacked()
		crowd := false
		for p := range rules.Seat(len(g.S.Players)) {
			crowd = crowd || len(g.crowded(p)) > 0
		}
		if crowd && !over {
			t.Fatalf("%s: a seat is crowded but overStacked says no place is over a stack", when)
		}
		most := 0
		for at := range testEngine.Places() {
			most = max(most, placeCount(g, rules.Place(at)))
		}
		if over != (most > testEngine.D.Game.Movement.Stack) {
			t.Fatalf("%s: overStacked %v, but the most troops on a place are %d", when, over, most)
		}
		seen[over]++
	}
	for step := 0; !g.res.Over(); step++ {
		if err := g.Step(); err != nil {
			t.Fatal(err)
		}
		same(fmt.Sprintf("step %d", step))
	}
	for round := range 300 {
		few := 1 + r.IntN(12) // so few places that stacks pile up
		for i := range g.S.Troops {
			tr := &g.S.Troops[i]
			tr.Pos = rules.OnPlace(testEngine.ManorPlace(r.IntN(few)))
			if r.IntN(5) == 0 {
				tr.Pos.To = testEngine.Neighbours(tr.Pos.At)[0]
			}
		}
		same(fmt.Sprintf("round %d", round))
	}
	if seen[true] == 0 || seen[false] == 0 {
		t.Fatalf("overStacked was %v: not both answers were compared", seen)
	}
}

// placeCount is how many troops, of every seat, stand on a place.
func placeCount(g *Game, at rules.Place) int {
	n := 0
	for _, tr := range g.S.Troops {
		if !tr.Pos.Between() && tr.Pos.At == at {
			n++
		}
	}
	return n
}

// TestForceIndexesAsTroops holds the phase's forces to the troops: at every move of
// wanderers' games, under every rule set, each force's indexes still name its own
// troops in S.Troops (arrive moves troops by them, not by a search of the roster).
func TestForceIndexesAsTroops(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 26))
	checked := 0
	for _, rs := range []rules.Rules{0, rules.RuleWeather | rules.RuleCastles | rules.RulePillage | rules.RuleFate | rules.RuleValuation} {
		for game := range 4 {
			seats, ps := wanderers(3+game, r)
			var g *Game
			log := func(ev Event) {
				if ev.Kind != KindMove {
					return
				}
				for _, f := range g.fs {
					ids := g.idsOf(&f)
					for n, i := range g.atOf(&f) {
						if tr := g.S.Troops[i]; tr.Seat != f.seat || tr.ID != ids[n] {
							t.Fatalf("game %d, year %d: a force of seat %d names troop %d at %d, where %s %d stands", game, ev.Year, f.seat, ids[n], i, g.S.SeatName(tr.Seat), tr.ID)
						}
						checked++
					}
				}
			}
			var err error
			g, err = New(testEngine, Config{Seats: seats, Players: ps, Rules: rs, Die: rules.NewSeeded(uint64(27 + game)), Log: log})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.Run(); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no move was made: nothing compared")
	}
}
