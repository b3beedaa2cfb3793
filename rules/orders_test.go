package rules

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

// ordersGame is a two-player game with red's lord (1), knight (2) and men-at-arms (52,
// 53) standing at `at`, as the rulebook's example has its knights in Barsham.
func ordersGame(t *testing.T, e *Engine, at string) (*State, Seat) {
	t.Helper()
	s, err := e.NewGame(Setup{Seats: []SeatChoice{{Colour: "blue"}, {Colour: "red"}}})
	if err != nil {
		t.Fatal(err)
	}
	red := Seat(1)
	moveAll(t, s, red, at)
	return s, red
}

// moveAll puts every troop of a player on one place.
func moveAll(t *testing.T, s *State, p Seat, at string) {
	t.Helper()
	pl, ok := s.Engine().Place(at)
	if !ok {
		t.Fatalf("no place %s", at)
	}
	for i := range s.Troops {
		if s.Troops[i].Seat == p {
			s.Troops[i].Pos = OnPlace(pl)
		}
	}
}

// shutIn gives red Barsham and shuts red's troop 2 in its manor house.
func shutIn(t *testing.T, s *State, red Seat) {
	t.Helper()
	s.Rules |= RuleCastles
	s.Manors[slices.IndexFunc(s.Engine().D.Manors, func(m gamedata.Manor) bool { return m.ID == "barsham" })].Owner = red
	s.Troops[slices.IndexFunc(s.Troops, func(x Troop) bool { return x.Seat == red && x.ID == 2 })].Inside = true
}

func places(t *testing.T, e *Engine, ids ...string) []Place {
	t.Helper()
	out := make([]Place, len(ids))
	for i, id := range ids {
		p, ok := e.Place(id)
		if !ok {
			t.Fatalf("no place %s", id)
		}
		out[i] = p
	}
	return out
}

func TestOrdersAccepted(t *testing.T) {
	e := engine(t) // read-only, shared by the cases
	const b, h = "barsham", "hazlemere"
	m1, m2, m3 := "barsham-hazlemere/1", "barsham-hazlemere/2", "barsham-hazlemere/3"
	for _, tc := range []struct {
		name, from, text string
		canon            string // the order written back
		ends             [3]string
		arrive           int
	}{
		{"rulebook example", b, "2+52 -> H'mere", "2+52 -> H'mere", [3]string{m2, h, h}, 2},
		{"full stop", b, "2+52 -> H'mere.", "2+52 -> H'mere", [3]string{m2, h, h}, 2},
		{"full name, any case", b, "2 -> hAZLEMERE", "2 -> hAZLEMERE", [3]string{m2, h, h}, 2},
		{"node id", b, "2 -> hazlemere", "2 -> hazlemere", [3]string{m2, h, h}, 2},
		{"short form, dropped ending", b, "53 -> Haz'", "53 -> Haz'", [3]string{m2, h, h}, 2},
		{"phases 2 and 3", b, "2 -> H'mere (2,3)", "2 -> H'mere (2,3)", [3]string{b, m2, h}, 3},
		{"phases 1 and 3", b, "2 -> H'mere (3, 1)", "2 -> H'mere (1,3)", [3]string{m2, m2, h}, 3},
		{"one phase, one mile", b, "2 -> barsham-hazlemere/1 (3)", "2 -> barsham-hazlemere/1 (3)", [3]string{b, b, m1}, 3},
		{"milestone", b, "2 -> BARSHAM-HAZLEMERE/3", "2 -> BARSHAM-HAZLEMERE/3", [3]string{m2, m3, m3}, 2},
		{"waypoint", b, "2 -> barsham-hazlemere/1 -> H'mere", "2 -> barsham-hazlemere/1 -> H'mere", [3]string{m2, h, h}, 2},
		{"stay", b, "1+2+52+53 -> Barsham", "1+2+52+53 -> Barsham", [3]string{b, b, b}, 0},
		{"raid on the abbey", "yarrow", "2 -> C'se Abbey", "2 -> C'se Abbey", [3]string{"carse-abbey-yarrow/4", "carse-abbey-yarrow/2", "carse-abbey"}, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, red := ordersGame(t, e, tc.from)
			sheet, err := ParseSheet(tc.text)
			if err != nil {
				t.Fatal(err)
			}
			if got := sheet[0].String(); got != tc.canon {
				t.Errorf("written back as %q, want %q", got, tc.canon)
			}
			o, err := s.CheckOrders(red, sheet)
			if err != nil {
				t.Fatal(err)
			}
			if len(o.Troops) != len(sheet[0].Troops) {
				t.Fatalf("%d troop orders for %d troops", len(o.Troops), len(sheet[0].Troops))
			}
			want := places(t, e, tc.ends[:]...)
			for _, to := range o.Troops {
				for ph := 1; ph <= 3; ph++ {
					if to.At(ph) != want[ph-1] {
						t.Errorf("troop %d at the end of phase %d: %s, want %s", to.ID, ph, e.PlaceID(to.At(ph)), tc.ends[ph-1])
					}
				}
				if to.Arrive != tc.arrive || to.Order != 1 {
					t.Errorf("troop %d: arrives in phase %d by order %d, want phase %d by order 1", to.ID, to.Arrive, to.Order, tc.arrive)
				}
				if to.Route[0] != to.Legs[0][0] || to.Route[len(to.Route)-1] != to.At(3) && to.Arrive != 0 {
					t.Errorf("troop %d: route %v does not match legs %v", to.ID, to.Route, to.Legs)
				}
			}
		})
	}
}

// TestOrdersRoundTrip writes parsed orders back and reads them again.
func TestOrdersRoundTrip(t *testing.T) {
	for _, text := range []string{"13+17 -> H'mere.", "1 -> a -> b (1,3)", " 4 +5->Carse Abbey ( 2 ) ", "52 -> entry-3"} {
		a, err := ParseSheet(text)
		if err != nil {
			t.Fatal(err)
		}
		b, err := ParseSheet(a[0].String())
		if err != nil {
			t.Fatalf("%q written back as %q: %v", text, a[0].String(), err)
		}
		x, y := a[0], b[0]
		if !slices.Equal(x.Troops, y.Troops) || !slices.Equal(x.Places, y.Places) || !slices.Equal(x.Phases, y.Phases) {
			t.Errorf("%q: read %+v, written back as %q, read again %+v", text, x, x.String(), y)
		}
	}
}

// TestWriteOrder writes the orders of a checked sheet back with WriteOrder and checks that
// they march the troops the same way.
func TestWriteOrder(t *testing.T) {
	e := engine(t)
	s, red := ordersGame(t, e, "barsham")
	sheet, err := ParseSheet("2+52 -> barsham-hazlemere/1 -> H'mere (1,3)\n53 -> BRAMFIELD")
	if err != nil {
		t.Fatal(err)
	}
	first, err := s.CheckOrders(red, sheet)
	if err != nil {
		t.Fatal(err)
	}
	var again []Order
	for i, o := range sheet {
		var to []Place
		for _, name := range o.Places {
			p, err := e.PlaceNamed(name)
			if err != nil {
				t.Fatal(err)
			}
			to = append(to, p)
		}
		w := e.WriteOrder(o.Troops, to, o.Phases)
		w.N = i + 1
		again = append(again, w)
	}
	if got, want := again[0].Text, "2+52 -> barsham-hazlemere/1 -> Hazlemere (1,3)"; got != want {
		t.Errorf("written %q, want %q", got, want)
	}
	second, err := s.CheckOrders(red, again)
	if err != nil {
		t.Fatal(err)
	}
	if len(first.Troops) != len(second.Troops) {
		t.Fatalf("%d troop orders, then %d", len(first.Troops), len(second.Troops))
	}
	for i, a := range first.Troops {
		b := second.Troops[i]
		if a.ID != b.ID || !slices.Equal(a.Route, b.Route) || a.Arrive != b.Arrive {
			t.Errorf("troop %d: %+v, then %+v", a.ID, a, b)
		}
	}
}

// TestOrdersAllFaults: a sheet with several faulty orders reports each.
func TestOrdersAllFaults(t *testing.T) {
	e := engine(t)
	s, red := ordersGame(t, e, "barsham")
	sheet, err := ParseSheet("2 -> Camelot\n52 -> H'mere\n53 -> H'mere (4)")
	if err != nil {
		t.Fatal(err)
	}
	_, err = s.CheckOrders(red, sheet)
	var se *SheetError
	if !errors.As(err, &se) || len(se.Errs) != 2 {
		t.Fatalf("got %v, want two faults", err)
	}
	for i, n := range []string{`order 1 "2 -> Camelot"`, `order 3 "53 -> H'mere (4)"`} {
		if !strings.HasPrefix(se.Errs[i].Error(), n) {
			t.Errorf("fault %d: %v, want it to start %s", i+1, se.Errs[i], n)
		}
	}
}

// TestPlaceName writes each named place by its name and reads it back.
func TestPlaceName(t *testing.T) {
	e := engine(t)
	for p := Place(0); int(p) < e.Places(); p++ {
		got, err := e.PlaceNamed(e.PlaceName(p))
		if err != nil || got != p {
			t.Errorf("%s written %q read back as %s (%v)", e.PlaceID(p), e.PlaceName(p), e.PlaceID(got), err)
		}
	}
}

func TestOrdersParseErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"13+17 H'mere", `expected troop IDs joined by +, "->" and a place`},
		{"13+x -> H'mere", `troop "x": expected a counter ID`},
		{"13++17 -> H'mere", `troop "": expected a counter ID`},
		{"0 -> H'mere", `troop "0": expected a counter ID, a whole number from 1`},
		{"13 -> ", `place 1 after "->" is empty`},
		{"13 -> H'mere -> ", `place 2 after "->" is empty`},
		{"13 -> H'mere (a)", `phase "a": expected a phase number`},
		{"13 -> H'mere (2,2)", `phase 2 listed twice`},
		{"13 -> H'mere 2)", `a ")" closes phases that no "(" opens`},
	} {
		_, err := ParseSheet("1 -> Barsham\n\n" + tc.text)
		want := `order 2 "` + strings.TrimSpace(tc.text) + `": ` + tc.want
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%q: got %v, want %s", tc.text, err, want)
		}
	}
}

func TestOrdersCheckErrors(t *testing.T) {
	e := engine(t) // read-only, shared by the cases
	for _, tc := range []struct {
		name  string
		setup func(t *testing.T, s *State, red Seat)
		sheet string
		want  string // the message of the last order
	}{
		{"unknown place", nil, "2 -> Camelot", `no place is named "Camelot"`},
		{"apostrophe dropping nothing", nil, "2 -> H'azlemere", `no place is named "H'azlemere"`},
		{"short form out of order", nil, "2 -> M'haz", `no place is named "M'haz"`},
		{"ambiguous short form", nil, "2 -> H'll", `"H'll" could be any of hollowell, hartwell`},
		{"no such troop", nil, "2+17 -> H'mere", `red has no troop 17 in service`},
		{"ordered twice", nil, "2 -> H'mere\n52+2 -> Bramfield", `troop 2 already has order 1`},
		{"not together", func(t *testing.T, s *State, red Seat) {
			s.Troops[slices.IndexFunc(s.Troops, func(x Troop) bool { return x.Seat == red && x.ID == 52 })].Pos = OnPlace(places(t, s.Engine(), "beckley")[0])
		}, "2+52 -> H'mere", `troop 52 stands at Beckley, not with troop 2 at Barsham`},
		{"besieged", func(t *testing.T, s *State, red Seat) {
			shutIn(t, s, red)
			moveAll(t, s, 0, "barsham")
		}, "2 -> H'mere", `troop 2 is besieged in the manor house of Barsham`},
		{"washed bridge", func(t *testing.T, s *State, red Seat) {
			moveAll(t, s, red, "breaume")
			s.Rules |= RuleFate
			s.Year, s.Season = 1, slices.Index(Seasons, Spring)
			i := slices.IndexFunc(s.Engine().D.Valley.Chokes, func(c gamedata.Choke) bool { return c.Kind == "bridge" && c.Road == "breaume-foxwood" })
			s.Washed[i] = true
		}, "2 -> Foxwood", `the route crosses the bridge on road breaume-foxwood, step 4, which the floods took this year`},
		{"named twice in one order", nil, "2+52+2 -> H'mere", `troop 2 is named twice`},
		{"in combat on the road", func(t *testing.T, s *State, red Seat) {
			pl := places(t, s.Engine(), "barsham", "barsham-hazlemere/1")
			s.Troops[slices.IndexFunc(s.Troops, func(x Troop) bool { return x.Seat == red && x.ID == 2 })].Pos = Position{At: pl[0], To: pl[1], Along: 50}
		}, "2 -> H'mere", `troop 2 is in combat on the road, 50/100 of the way from barsham to barsham-hazlemere/1`},
		{"phase out of the season", nil, "2 -> H'mere (2,4)", `phase 4: a season has phases 1 to 3`},
		{"too far for a season", nil, "2 -> Carse Abbey", `the route is 25 miles`}, // the message goes on with every node
		{"too far for two phases", nil, "2 -> H'mere -> Barsham (1,2)", `the route is 8 miles (barsham, barsham-hazlemere/1, barsham-hazlemere/2, barsham-hazlemere/3, hazlemere, barsham-hazlemere/3, barsham-hazlemere/2, barsham-hazlemere/1, barsham), more than the 4 miles of phases 1, 2`},
		{"too far for its phases", nil, "2 -> H'mere (3)", `the route is 4 miles (barsham, barsham-hazlemere/1, barsham-hazlemere/2, barsham-hazlemere/3, hazlemere), more than the 2 miles of phase 3`},
		{"stacking", func(t *testing.T, s *State, red Seat) {
			for _, x := range soldiers(s.Engine(), "man-at-arms-a", 54, 55, 56) {
				s.Troops = append(s.Troops, Troop{Seat: red, Soldier: x, Pos: OnPlace(places(t, s.Engine(), "barsham-hazlemere/2")[0])})
			}
		}, "2+52+53+1 -> barsham-hazlemere/2", `7 red troops at barsham-hazlemere/2 at the end of phase 1, at most 6`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, red := ordersGame(t, e, "barsham")
			if tc.setup != nil {
				tc.setup(t, s, red)
			}
			if err := s.Validate(); err != nil {
				t.Fatalf("the test's state: %v", err)
			}
			sheet, err := ParseSheet(tc.sheet)
			if err != nil {
				t.Fatal(err)
			}
			_, err = s.CheckOrders(red, sheet)
			last := sheet[len(sheet)-1]
			want := `order ` + strconv.Itoa(last.N) + ` "` + last.Text + `": ` + tc.want
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("got %v, want %s", err, want)
			}
			var oe *OrderError
			if !errors.As(err, &oe) {
				t.Errorf("%v is not an OrderError", err)
			}
		})
	}
}

// TestOrdersInside: a troop shut in its manor house may stay there under siege, and come
// out when no enemy stands on the manor.
func TestOrdersInside(t *testing.T) {
	e := engine(t)
	for _, tc := range []struct {
		name, text string
		enemy, ok  bool
	}{
		{"stays under siege", "2 -> Barsham", true, true},
		{"leaves under siege", "2 -> H'mere", true, false},
		{"comes out with no enemy", "2 -> H'mere", false, true},
	} {
		s, red := ordersGame(t, e, "barsham")
		shutIn(t, s, red)
		if tc.enemy {
			moveAll(t, s, 0, "barsham")
		}
		if err := s.Validate(); err != nil {
			t.Fatalf("%s: the test's state: %v", tc.name, err)
		}
		sheet, err := ParseSheet(tc.text)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.CheckOrders(red, sheet); (err == nil) != tc.ok {
			t.Errorf("%s: got %v, want accepted %v", tc.name, err, tc.ok)
		}
	}
}

func TestOrdersRefusedSheet(t *testing.T) {
	e := engine(t) // read-only, shared by the cases
	s, red := ordersGame(t, e, "barsham")
	sheet, err := ParseSheet("2 -> H'mere")
	if err != nil {
		t.Fatal(err)
	}
	w := s.Clone()
	w.Season = slices.Index(Seasons, Winter)
	if _, err := w.CheckOrders(red, sheet); err == nil || !strings.Contains(err.Error(), "no troops move in winter") {
		t.Errorf("winter: got %v", err)
	}
	l := s.Clone()
	l.Players[red].Leaderless = true
	if _, err := l.CheckOrders(red, sheet); err == nil || !strings.Contains(err.Error(), "writes no orders until the winter") {
		t.Errorf("leaderless: got %v", err)
	}
	if _, err := s.CheckOrders(5, sheet); err == nil || !strings.Contains(err.Error(), "no such player") {
		t.Errorf("seat 5: got %v", err)
	}
}

// TestOrderStringAsJoined holds Order.String, written into one buffer, to the joining of
// its parts it replaces: random orders of no troops to many, no places to several (names
// with spaces and accents), with phases and without.
func TestOrderStringAsJoined(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	names := []string{"m-12", "Castle Lamorak", "Pont d'Ysée", "7", ""}
	for round := range 2000 {
		var o Order
		for range r.IntN(9) {
			o.Troops = append(o.Troops, r.IntN(130))
		}
		for range r.IntN(4) {
			o.Places = append(o.Places, names[r.IntN(len(names))])
		}
		for range r.IntN(4) {
			o.Phases = append(o.Phases, r.IntN(12))
		}
		if got, want := o.String(), joinedOrder(o); got != want {
			t.Fatalf("round %d: String gives %q, joining %q", round, got, want)
		}
	}
}

// joinedOrder is Order.String as it was first written, by joining strings.
func joinedOrder(o Order) string {
	ids := make([]string, len(o.Troops))
	for i, id := range o.Troops {
		ids[i] = strconv.Itoa(id)
	}
	s := strings.Join(ids, "+") + " " + Arrow + " " + strings.Join(o.Places, " "+Arrow+" ")
	if len(o.Phases) > 0 {
		ps := make([]string, len(o.Phases))
		for i, p := range o.Phases {
			ps[i] = strconv.Itoa(p)
		}
		s += " (" + strings.Join(ps, ",") + ")"
	}
	return s
}

// TestOrdersRoutesApart: the routes and legs of a sheet's orders are cut from one slice
// each, so an append to any of them must never write into another order's. A sheet of
// several orders, phased and not, is held to a copy made before the appends.
func TestOrdersRoutesApart(t *testing.T) {
	e := engine(t)
	s, red := ordersGame(t, e, "barsham")
	sheet, err := ParseSheet("1 -> H'mere (2,3)\n2 -> barsham-hazlemere/1\n52 -> barsham-hazlemere/2 (1)\n53 -> H'mere")
	if err != nil {
		t.Fatal(err)
	}
	o, err := s.CheckOrders(red, sheet)
	if err != nil {
		t.Fatal(err)
	}
	if len(o.Troops) != 4 {
		t.Fatalf("%d troop orders, want 4", len(o.Troops))
	}
	type copied struct {
		route []Place
		legs  [][]Place
	}
	var want []copied
	for _, to := range o.Troops {
		c := copied{route: slices.Clone(to.Route)}
		for _, l := range to.Legs {
			c.legs = append(c.legs, slices.Clone(l))
		}
		want = append(want, c)
	}
	for _, to := range o.Troops {
		_ = append(to.Route, NoPlace)
		_ = append(to.Legs, nil)
		for _, l := range to.Legs {
			_ = append(l, NoPlace)
		}
	}
	for k, to := range o.Troops {
		if !slices.Equal(to.Route, want[k].route) || len(to.Legs) != len(want[k].legs) {
			t.Fatalf("troop %d: route %v, %d legs after the appends; it was %v, %d legs", to.ID, to.Route, len(to.Legs), want[k].route, len(want[k].legs))
		}
		for ph, l := range to.Legs {
			if !slices.Equal(l, want[k].legs[ph]) {
				t.Fatalf("troop %d, phase %d: leg %v after the appends, it was %v", to.ID, ph+1, l, want[k].legs[ph])
			}
		}
	}
}

// TestRivalStandsOnAsScan holds the check's table of places where a rival stands to a
// scan of the troops, for every seat and place, over states with the troops scattered
// at random: on places, between them, and on places off the board.
func TestRivalStandsOnAsScan(t *testing.T) {
	e := engine(t)
	r := rand.New(rand.NewPCG(3, 4))
	n := e.Places()
	seen := 0
	for round := range 200 {
		s, err := e.NewGame(Setup{Seats: []SeatChoice{{Colour: "blue"}, {Colour: "red"}, {Colour: "green"}}})
		if err != nil {
			t.Fatal(err)
		}
		for i := range s.Troops {
			switch at := Place(r.IntN(n)); r.IntN(6) {
			case 0:
				s.Troops[i].Pos = Position{At: at, To: e.Neighbours(at)[0], Along: 1}
			case 1:
				s.Troops[i].Pos = OnPlace(Place(n + r.IntN(3)))
			default:
				s.Troops[i].Pos = OnPlace(at)
			}
		}
		for p := range Seat(len(s.Players)) {
			c := orderCheck{s: s, p: p, sc: new(checkScratch)}
			for at := Place(-1); int(at) < n+3; at++ {
				want := slices.ContainsFunc(s.Troops, func(x Troop) bool { return x.Seat != p && x.Pos == OnPlace(at) })
				if got := c.rivalStandsOn(at); got != want {
					t.Fatalf("round %d, seat %d, place %d: rivalStandsOn %v, the scan %v", round, p, at, got, want)
				}
				if want {
					seen++
				}
			}
		}
	}
	if seen == 0 {
		t.Fatal("no rival ever stood anywhere: nothing compared")
	}
}

// TestCheckOrdersIntoAsCheckOrders holds CheckOrdersInto, reusing one Orders sheet after
// sheet, to CheckOrders with its new lists: the same faults, or the same marches troop
// by troop, over random states and sheets (troops scattered over the board in groups,
// marching near and too far, in some phases or all).
func TestCheckOrdersIntoAsCheckOrders(t *testing.T) {
	e := engine(t)
	r := rand.New(rand.NewPCG(5, 6))
	n := e.Places()
	var into Orders // one for every sheet, as the season loop keeps one a seat
	accepted, refused := 0, 0
	for round := range 300 {
		s, err := e.NewGame(Setup{Seats: []SeatChoice{{Colour: "blue"}, {Colour: "red"}, {Colour: "green"}}})
		if err != nil {
			t.Fatal(err)
		}
		groups := make([]Place, 4) // the troops stand in a few groups
		for k := range groups {
			groups[k] = Place(r.IntN(n))
		}
		for i := range s.Troops {
			s.Troops[i].Pos = OnPlace(groups[r.IntN(len(groups))])
		}
		for p := range Seat(len(s.Players)) {
			sheet := randomSheet(e, s, p, r)
			want, werr := s.CheckOrders(p, sheet)
			gerr := s.CheckOrdersInto(&into, p, sheet)
			if (werr == nil) != (gerr == nil) || werr != nil && werr.Error() != gerr.Error() {
				t.Fatalf("round %d, seat %d: CheckOrdersInto says %v, CheckOrders %v", round, p, gerr, werr)
			}
			if werr != nil {
				refused++
				continue
			}
			accepted++
			if into.Seat != want.Seat || len(into.Troops) != len(want.Troops) {
				t.Fatalf("round %d, seat %d: %d troop orders for seat %d, CheckOrders %d for %d", round, p, len(into.Troops), into.Seat, len(want.Troops), want.Seat)
			}
			for k, w := range want.Troops {
				g := into.Troops[k]
				if g.ID != w.ID || g.Order != w.Order || g.Arrive != w.Arrive || !slices.Equal(g.Route, w.Route) || !slices.EqualFunc(g.Legs, w.Legs, slices.Equal) {
					t.Fatalf("round %d, seat %d, troop %d: %+v, CheckOrders %+v", round, p, w.ID, g, w)
				}
			}
		}
	}
	if accepted == 0 || refused == 0 {
		t.Fatalf("%d sheets accepted and %d refused: the test compared too little", accepted, refused)
	}
	t.Logf("%d sheets accepted, %d refused", accepted, refused)
}

// randomSheet orders each group of a seat's troops on one place, now and then, to a
// random place within a few miles (or farther than a season allows), in random phases.
func randomSheet(e *Engine, s *State, p Seat, r *rand.Rand) []Order {
	byPlace := map[Place][]int{}
	var at []Place
	for _, t := range s.Troops {
		if t.Seat == p {
			if _, ok := byPlace[t.Pos.At]; !ok {
				at = append(at, t.Pos.At)
			}
			byPlace[t.Pos.At] = append(byPlace[t.Pos.At], t.ID)
		}
	}
	var sheet []Order
	for _, from := range at {
		if r.IntN(4) == 0 {
			continue // this group stays
		}
		ids := byPlace[from]
		ids = ids[:1+r.IntN(len(ids))]
		near := e.Near(from)
		if len(near) == 0 {
			continue
		}
		to := []Place{near[r.IntN(len(near))]}
		if r.IntN(3) == 0 {
			to = append(to, e.Neighbours(to[0])...) // a waypoint, and often too far
		}
		var phases []int
		for ph := 1; ph <= e.D.Game.Movement.Phases; ph++ {
			if r.IntN(2) == 0 {
				phases = append(phases, ph)
			}
		}
		o := e.WriteOrder(ids, to, phases)
		o.N = len(sheet) + 1
		sheet = append(sheet, o)
	}
	return sheet
}
