package rules

import (
	"errors"
	"slices"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

// allRules is every optional and advanced rule.
const allRules = RuleWeather | RuleCastles | RulePillage | RuleFate | RuleValuation | RuleAdvanced

// problems is what Validate found, or nil for a valid state.
func problems(t *testing.T, s *State) []string {
	t.Helper()
	err := s.Validate()
	if err == nil {
		return nil
	}
	var inv *Invalid
	if !errors.As(err, &inv) {
		t.Fatalf("Validate returned %T, want *Invalid: %v", err, err)
	}
	return inv.Problems
}

// place is the place of a road node id of the real board.
func placeOf(t testing.TB, e *Engine, id string) Place {
	t.Helper()
	p, ok := e.Place(id)
	if !ok {
		t.Fatalf("no place %q", id)
	}
	return p
}

func TestNewGameValidates(t *testing.T) {
	e := engine(t)
	for n := MinPlayers; n <= len(e.D.Players); n++ {
		for _, rules := range []Rules{0, allRules} {
			seats := make([]SeatChoice, n)
			if rules.Has(RuleAdvanced) {
				for i := range seats {
					seats[i].Religion = e.religions()[i%len(e.religions())]
				}
			}
			s, err := e.NewGame(Setup{Seats: seats, Rules: rules})
			if err != nil {
				t.Fatalf("%d players, %v: %v", n, rules, err)
			}
			if ps := problems(t, s); ps != nil {
				t.Errorf("%d players, %v: a new game is invalid: %q", n, rules, ps)
			}
			checkStart(t, e, s)
		}
	}
}

// checkStart checks a new game against section 3 and game.toml: the opening autumn,
// the starting treasury, the lord and the start troops on each player's entry point.
func checkStart(t *testing.T, e *Engine, s *State) {
	t.Helper()
	if s.Year != 0 || s.SeasonName() != Autumn || s.Phase != 0 {
		t.Errorf("a new game starts in year %d, %s, phase %d; want year 0, autumn, phase 0", s.Year, s.SeasonName(), s.Phase)
	}
	want := append([]string{e.D.Lord().ID}, e.D.Game.Start.Troops...)
	for i, p := range s.Players {
		if p.Treasury != e.D.Game.Start.Treasury || p.Lord != e.D.Lord().IDs[0] {
			t.Errorf("%s: treasury %d, lord %d", p.Colour.ID, p.Treasury, p.Lord)
		}
		entry := placeOf(t, e, gamedata.EntryNode(p.Entry))
		var got []string
		for _, tr := range s.Troops {
			if tr.Seat == Seat(i) {
				got = append(got, tr.Type.ID)
				if tr.Pos != OnPlace(entry) {
					t.Errorf("%s starts at %s, not on entry road %d", s.Name(tr), e.Where(tr.Pos), p.Entry)
				}
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s starts with %v, want %v", p.Colour.ID, got, want)
		}
	}
}

func TestNewGameSpreadsEntries(t *testing.T) {
	e := engine(t)
	for n := MinPlayers; n <= len(e.D.Valley.Entries); n++ {
		s, err := e.NewGame(Setup{Seats: make([]SeatChoice, n)})
		if err != nil {
			t.Fatal(err)
		}
		var got []int
		for _, p := range s.Players {
			got = append(got, p.Entry)
		}
		nearest := e.entryGaps(got)[0]
		// No other choice of n roads has its two nearest entry points farther apart.
		for pick := range subsets(entryNumbers(e), n) {
			if g := e.entryGaps(pick)[0]; g > nearest {
				t.Errorf("%d players enter by %v, %d miles apart at the nearest; %v are %d apart", n, got, nearest, pick, g)
			}
		}
	}
}

func entryNumbers(e *Engine) []int {
	var out []int
	for _, en := range e.D.Valley.Entries {
		out = append(out, en.Number)
	}
	return out
}

func TestNewGameRefuses(t *testing.T) {
	e := engine(t)
	for _, tc := range []struct {
		name string
		su   Setup
		want string
	}{
		{"one player", Setup{Seats: make([]SeatChoice, 1)}, "new game for 1: the game takes 2 to 6 players"},
		{"seven players", Setup{Seats: make([]SeatChoice, 7)}, "new game for 7: the game takes 2 to 6 players"},
		{"unknown colour", Setup{Seats: []SeatChoice{{Colour: "pink"}, {}}}, `new game: seat 1: no colour "pink" in players.toml`},
		{"colour twice", Setup{Seats: []SeatChoice{{Colour: "red"}, {Colour: "red"}}}, "new game: seat 2: colour red is taken"},
		{"entry twice", Setup{Seats: []SeatChoice{{Entry: 2}, {Entry: 2}}}, "new game: seat 2: entry road 2 is taken"},
		{"no such entry", Setup{Seats: []SeatChoice{{Entry: 9}, {}}}, "new game: blue: entry road 9 is not on the board"},
		{"no religion", Setup{Seats: make([]SeatChoice, 2), Rules: RuleAdvanced}, `new game: blue: religion ""; the advanced game needs one of [christian druid], the others none`},
		{"religion in the standard game", Setup{Seats: []SeatChoice{{Religion: "druid"}, {}}}, `new game: blue: religion "druid"; the advanced game needs one of [christian druid], the others none`},
	} {
		_, err := e.NewGame(tc.su)
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: got %v, want %q", tc.name, err, tc.want)
		}
	}
}

func TestCloneIsIndependent(t *testing.T) {
	e := engine(t)
	s := midGame(t, e)
	c := s.Clone()
	c.Players[0].Treasury += 5
	c.Troops[0].Wounded = true
	c.Troops = append(c.Troops, c.Troops[1])
	c.Manors[0].Hives++
	c.Washed[0] = true
	c.Year++
	o := midGame(t, e)
	if s.Players[0] != o.Players[0] || s.Troops[0] != o.Troops[0] || len(s.Troops) != len(o.Troops) ||
		s.Manors[0] != o.Manors[0] || s.Washed[0] || s.Year != o.Year {
		t.Errorf("changing a clone changed the original")
	}
	d := s.Clone()
	if !slices.Equal(d.Troops, s.Troops) || !slices.Equal(d.Manors, s.Manors) || !slices.Equal(d.Players, s.Players) {
		t.Errorf("a clone differs from its original")
	}
}

func BenchmarkClone(b *testing.B) {
	s := midGame(b, engine(b))
	for b.Loop() {
		_ = s.Clone()
	}
}

func BenchmarkValidate(b *testing.B) {
	s := midGame(b, engine(b))
	for b.Loop() {
		if err := s.Validate(); err != nil {
			b.Fatal(err)
		}
	}
}

// midGame is a valid advanced game with every rule, in the summer of year 2: blue
// (Christian) holds caldwell with a church, a castle, a reeve and a beehive on every
// pasture unit, its troops on the
// centre; red (Druid) holds elmsett with a stone circle and its troops on the road;
// orange has not left its entry point.
func midGame(t testing.TB, e *Engine) *State {
	t.Helper()
	s, err := e.NewGame(Setup{Rules: allRules, Seats: []SeatChoice{{Religion: "christian"}, {Religion: "druid"}, {Religion: "christian"}}})
	if err != nil {
		t.Fatal(err)
	}
	s.Year, s.Season, s.Phase = 2, slices.Index(Seasons, Summer), 1
	s.Weather, s.Arthur = 4, 3
	s.Players[0].Reverence = 20
	cald, elm := manorIx(e, "caldwell"), manorIx(e, "elmsett")
	s.Manors[cald].Owner, s.Manors[cald].Supervised = 0, true
	s.Manors[cald].Site, s.Manors[cald].Castle, s.Manors[cald].Reeves, s.Manors[cald].Hives = "church", CastleSound, 1, e.D.Manor("caldwell").Pasture
	s.Manors[elm].Owner, s.Manors[elm].Site, s.Manors[elm].Smoke = 1, "stone-circle", 1
	road := e.D.Valley.Roads[slices.IndexFunc(e.D.Valley.Roads, func(r gamedata.Road) bool { return len(r.Milestones) >= 2 })]
	for i := range s.Troops {
		switch s.Troops[i].Seat {
		case 0:
			s.Troops[i].Pos = OnPlace(placeOf(t, e, "caldwell"))
		case 1:
			s.Troops[i].Pos = Position{At: placeOf(t, e, gamedata.MilestoneNode(road.ID, 1)), To: placeOf(t, e, gamedata.MilestoneNode(road.ID, 2)), Along: 50}
		}
	}
	s.Troops[1].Wounded = true
	return s
}

func manorIx(e *Engine, id string) int {
	return slices.IndexFunc(e.D.Manors, func(m gamedata.Manor) bool { return m.ID == id })
}
