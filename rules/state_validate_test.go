package rules

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

// TestValidate breaks the valid midGame one way per row and expects exactly the
// problems the row names. midGame: blue (Christian, seat 0) holds caldwell, its four
// troops on the centre; red (Druid, seat 1) holds elmsett, its troops halfway along the
// first mile of road alderford-ashcombe; orange waits on entry-5. Summer of year 2,
// after phase 1, every rule in play.
func TestValidate(t *testing.T) {
	e := engine(t)
	cald, elm, fox := manorIx(e, "caldwell"), manorIx(e, "elmsett"), manorIx(e, "foxwood")
	pasture := e.D.Manor("caldwell").Pasture // midGame fills every pasture unit with a hive
	blueEntry := midGame(t, e).Players[0].Entry
	// The board's first bridge and first choke point of another kind, whichever they are.
	chokes := e.D.Valley.Chokes
	bridge := slices.IndexFunc(chokes, func(c gamedata.Choke) bool { return c.Kind == gamedata.ChokeBridge })
	other := slices.IndexFunc(chokes, func(c gamedata.Choke) bool { return c.Kind != gamedata.ChokeBridge })
	if bridge < 0 || other < 0 {
		t.Fatalf("the board needs a bridge and another choke point for these cases: %+v", chokes)
	}
	at := func(id string) Position { return OnPlace(placeOf(t, e, id)) }
	troop := func(seat Seat, typ string, id int, pos Position) Troop {
		return Troop{Seat: seat, Soldier: Soldier{ID: id, Type: e.D.Troop(typ)}, Pos: pos}
	}
	// knights puts n grade A knights of blue from counter 3 on n different manor
	// centres, so that only the count can be wrong.
	knights := func(s *State, n int) {
		for k := range n {
			s.Troops = append(s.Troops, troop(0, "knight-a", 3+k%29, at(e.D.Manors[k].ID)))
		}
	}
	for _, tc := range []struct {
		name   string
		break_ func(s *State)
		want   []string
	}{
		// Time.
		{"year before the start", func(s *State) { s.Year = -1 },
			[]string{"year -1: the game opens in year 0"}},
		{"spring of year 0", func(s *State) {
			s.Year, s.Season, s.Phase = 0, 0, 0
			s.Manors[cald].Supervised = false
			s.Arthur = 0
			s.Weather = 0
		},
			[]string{"year 0, spring: the game opens in autumn"}},
		{"season out of range", func(s *State) { s.Season = 4 },
			[]string{"season 4: the seasons are 0 to 3 (spring, summer, autumn, winter)"}},
		{"phase out of range", func(s *State) { s.Phase = 4 },
			[]string{"phase 4 of summer: it has 3"}},
		{"winter step out of range", func(s *State) {
			s.Season, s.Phase, s.Manors[cald].Supervised, s.Manors[elm].Smoke, s.Troops[1].Wounded = 3, 8, false, 0, false
		}, []string{"phase 8 of winter: it has 7"}},
		{"after the last year", func(s *State) {
			s.Year, s.Season = e.D.Game.Victory.AdvancedYears, 3
			s.Manors[cald].Supervised, s.Manors[elm].Smoke = false, 0
		},
			[]string{"year 10, winter: the advanced game ends with the autumn of year 10"}},

		// Players.
		{"one player", func(s *State) {
			s.Players = s.Players[:1]
			s.Troops = slices.DeleteFunc(s.Troops, func(t Troop) bool { return t.Seat != 0 })
			s.Manors[elm].Owner = NoSeat
		}, []string{"players: 1, the game takes 2 to 6"}},
		{"colour twice", func(s *State) { s.Players[2].Colour = s.Players[1].Colour },
			[]string{"red: two players have this colour"}},
		{"no colour", func(s *State) { s.Players[2].Colour = &gamedata.Player{ID: "pink"} },
			[]string{"pink: no colour of players.toml"}},
		{"entry twice", func(s *State) { s.Players[2].Entry = s.Players[0].Entry },
			[]string{fmt.Sprintf("orange: entry road %d is another player's", blueEntry)}},
		{"no such entry", func(s *State) { s.Players[2].Entry = 7 },
			[]string{"orange: entry road 7 is not on the board"}},
		{"debt", func(s *State) { s.Players[0].Treasury = -3 },
			[]string{"blue: treasury -3 Bz"}},
		{"negative reverence", func(s *State) { s.Players[1].Reverence = -1 },
			[]string{"red: -1 Reverence Points; a total never falls below zero (22)"}},
		{"unknown religion", func(s *State) { s.Players[2].Religion = "pagan" },
			[]string{`orange: religion "pagan", not one of christian, druid`}},
		{"no religion in the advanced game", func(s *State) { s.Players[2].Religion = "" },
			[]string{"orange: no religion; every lord of the advanced game declares one"}},
		{"two lords", func(s *State) { s.Players[0].Lord = 2 },
			[]string{"blue: 2 lords: 01 and 02"}},
		{"a man-at-arms for lord", func(s *State) {
			s.Troops = slices.DeleteFunc(s.Troops, func(t Troop) bool { return t.Seat == 0 && t.ID == 1 })
			s.Players[0].Lord = 52
		}, []string{"blue: lord: troop 52 is not a grade A knight; only a grade A knight may become lord"}},
		{"lord not in service", func(s *State) {
			s.Troops = slices.DeleteFunc(s.Troops, func(t Troop) bool { return t.Seat == 0 && t.ID == 1 })
		}, []string{"blue: lord 01 is not in service"}},
		{"the lord's counter, but no lord", func(s *State) { s.Players[0].Lord = 0 },
			[]string{"blue: the lord's counter 01 is in service, but the player has no lord"}},
		{"leaderless with a lord", func(s *State) { s.Players[0].Leaderless = true },
			[]string{"blue: leaderless, yet lord 01 leads"}},

		// Counters.
		{"counter listed twice", func(s *State) { s.Troops = append(s.Troops, troop(0, "knight-a", 2, at("foxwood"))) },
			[]string{"troop blue 02 (knight-a): listed twice, at caldwell and at foxwood"}},
		{"more counters than the mix", func(s *State) { knights(s, 30) }, []string{
			"counters: 31 blue knight-a in service, the mix has 30",
			"troop blue 03 (knight-a): listed twice, at ashcombe and at ickford",
		}},
		{"grade not of the counter", func(s *State) { s.Troops[1].Type = e.D.Troop("knight-b") },
			[]string{"troop blue 02 (knight-b): counter 02 is a knight-a counter"}},
		{"no such counter", func(s *State) { s.Troops[1].ID = 99 },
			[]string{"troop blue 99 (knight-a): no counter has ID 99"}},
		{"no grade", func(s *State) { s.Troops[1].Type = &gamedata.Troop{ID: "archer"} },
			[]string{"troop blue 02 (archer): its grade is not one of troops.toml"}},
		{"no seat", func(s *State) { s.Troops[1].Seat = 5 },
			[]string{"troop seat 5 02 (knight-a): no player sits at seat 5"}},
		{"wounded after healing", func(s *State) {
			s.Season, s.Phase, s.Manors[cald].Supervised, s.Manors[elm].Smoke = 3, 3, false, 0
		}, []string{"troop blue 02 (knight-a): wounded after the winter's healing"}},

		// Positions and stacking.
		{"off the board", func(s *State) { s.Troops[1].Pos = OnPlace(Place(e.Places())) },
			[]string{fmt.Sprintf("troop blue 02 (knight-a): at place %d, the board has 0 to %d", e.Places(), e.Places()-1)}},
		{"between two places a road does not join", func(s *State) {
			s.Troops[1].Pos = Position{At: placeOf(t, e, "caldwell"), To: placeOf(t, e, "foxwood"), Along: 30}
		}, []string{"troop blue 02 (knight-a): between caldwell and foxwood are not one mile apart on a road"}},
		{"at the end of a mile", func(s *State) {
			s.Troops[1].Pos = Position{At: placeOf(t, e, "alderford-ashcombe/1"), To: placeOf(t, e, "alderford-ashcombe/2"), Along: MileParts}
		}, []string{"troop blue 02 (knight-a): 100/100 of the way from alderford-ashcombe/1 to alderford-ashcombe/2; a troop at either end stands on that place"}},
		{"along a mile to nowhere", func(s *State) { s.Troops[1].Pos.Along = 40 },
			[]string{"troop blue 02 (knight-a): at caldwell, 40/100 of the way to nowhere"}},
		{"seven troops on a manor", func(s *State) {
			for id := 54; id <= 56; id++ {
				s.Troops = append(s.Troops, troop(0, "man-at-arms-a", id, at("caldwell")))
			}
		}, []string{"stacking: 7 blue troops at caldwell, at most 6"}},
		{"seven troops on one spot of a mile, measured from both ends", func(s *State) {
			red := s.Troops[4].Pos
			back := Position{At: red.To, To: red.At, Along: MileParts - red.Along}
			for id := 54; id <= 56; id++ {
				s.Troops = append(s.Troops, troop(1, "man-at-arms-a", id, back))
			}
		}, []string{"stacking: 7 red troops at 50/100 of the way from alderford-ashcombe/1 to alderford-ashcombe/2, at most 6"}},
		{"shut in another's manor house", func(s *State) { s.Troops[8].Pos, s.Troops[8].Inside = at("caldwell"), true },
			[]string{"troop orange 01 (lord): inside the manor house of caldwell, which its player does not hold"}},
		{"shut in a milestone", func(s *State) { s.Troops[4].Inside = true },
			[]string{"troop red 01 (lord): inside, but not on a manor centre (at 50/100 of the way from alderford-ashcombe/1 to alderford-ashcombe/2)"}},

		// Manors.
		{"held by no seat", func(s *State) { s.Manors[fox].Owner = 4 },
			[]string{"manor foxwood: held by seat 4, where no player sits"}},
		{"supervised, held by no one", func(s *State) { s.Manors[fox].Supervised = true },
			[]string{"manor foxwood: supervised, but no one holds it"}},
		{"supervised before the spring is over", func(s *State) { s.Season, s.Weather = 0, 0 },
			[]string{"manor caldwell: supervised before the spring is over"}},
		{"more hives than pasture", func(s *State) { s.Manors[cald].Hives = pasture + 1 },
			[]string{fmt.Sprintf("manor caldwell: beehive ×%d, room for %d (one per pasture unit)", pasture+1, pasture)}},
		{"a forester without forest", func(s *State) { s.Manors[cald].Foresters = 1 },
			[]string{"manor caldwell: forester ×1, room for 0 (one per forest unit)"}},
		{"a reeve without river rights", func(s *State) { s.Manors[elm].Reeves, s.Manors[manorIx(e, "kelsey")].Reeves = 1, 1 },
			[]string{"manor kelsey: reeve ×1, room for 0 (one, on a manor with river rights)"}},
		{"two reeves", func(s *State) { s.Manors[cald].Reeves = 2 },
			[]string{"manor caldwell: reeve ×2, room for 1 (one, on a manor with river rights)"}},
		{"a mill without river rights", func(s *State) { s.Manors[manorIx(e, "kelsey")].Mill = true },
			[]string{"manor kelsey: water-mill ×1, room for 0 (one, on a manor with river rights)"}},
		{"a church without pasture", func(s *State) { s.Manors[fox].Owner, s.Manors[fox].Site = 0, "church" },
			[]string{"manor foxwood: church ×1, room for 0 (it stands on a pasture)"}},
		{"more burned fields than strips", func(s *State) { s.Manors[elm].Smoke = 4 },
			[]string{"manor elmsett: smoke ×4 on its strip fields, it has 3"}},
		{"smoke in winter", func(s *State) { s.Season, s.Phase, s.Manors[cald].Supervised, s.Troops[1].Wounded = 3, 0, false, false },
			[]string{"manor elmsett: smoke ×1 on its strip fields in winter; the harvest clears it"}},
		{"castle state unknown", func(s *State) { s.Manors[cald].Castle = 7 },
			[]string{"manor caldwell: castle state 7"}},
		{"a damaged site with none there", func(s *State) { s.Manors[fox].Damaged = true },
			[]string{"manor foxwood: a damaged religious site, but none stands there"}},
		{"a site that is no site", func(s *State) { s.Manors[fox].Site = "castle" },
			[]string{`manor foxwood: site "castle" is not a church or stone circle of improvements.toml`}},
		{"a church held by a druid", func(s *State) { s.Manors[cald].Owner = 1 }, []string{
			`manor caldwell: a church held by red, whose religion is "druid"; a druid lord destroys it on claiming the manor`,
		}},
		{"two churches in a parish", func(s *State) { s.Manors[manorIx(e, "quenby")].Site = "church" },
			[]string{"parish C: a church on caldwell and another on quenby, a parish holds one"}},
		{"more castles than the kit", func(s *State) {
			for i := range s.Manors {
				s.Manors[i].Castle = CastleSound
			}
		}, []string{"markers: castle ×40 on the board, the kit has 24"}},
		{"more smoke than the kit", func(s *State) {
			for i := range s.Manors[:18] {
				s.Manors[i].Smoke = 1 // elmsett among them
			}
		}, []string{"markers: smoke ×18 on the board, the kit has 17"}},
		{"a siege too long", func(s *State) {
			s.Manors[cald].Siege, s.Troops[0].Inside, s.Troops[8].Pos = 3, true, at("caldwell")
		}, []string{
			"manor caldwell: in season 3 of a siege; a siege lasts 2",
		}},
		{"a siege without defenders", func(s *State) {
			s.Manors[elm].Siege = 1
			s.Troops[8].Pos = at("elmsett")
		}, []string{"manor elmsett: under siege, with troops inside: 0, besiegers: 1"}},

		// Bridges and tracks.
		{"a choke point not a bridge washed away", func(s *State) { s.Washed[other] = true },
			[]string{fmt.Sprintf("bridges: choke point %d (road %s, step %d) washed away, but it is a %s, not a bridge",
				other, chokes[other].Road, chokes[other].Step, chokes[other].Kind)}},
		{"washed-away marks missing", func(s *State) { s.Washed = s.Washed[:3] },
			[]string{fmt.Sprintf("bridges: 3 washed-away marks for %d choke points", len(chokes))}},
		{"weather beyond the rolls so far", func(s *State) { s.Weather = 7 },
			[]string{"weather track at 7: the rolls of this year so far (1) reach 6 at most"}},
		{"weather below the start", func(s *State) { s.Weather = -1 },
			[]string{"weather track at -1: the rolls of this year so far (1) reach 6 at most"}},
		{"King Arthur at the end of his road", func(s *State) { s.Arthur = e.D.Game.Arthur.Steps },
			[]string{"King Arthur 10 steps from Camelot: his road has 10, and at the end he visits and goes back"}},
		{"King Arthur in the opening year", func(s *State) {
			s.Year, s.Season, s.Phase, s.Weather, s.Manors[cald].Supervised = 0, 2, 0, 0, false
		}, []string{"King Arthur 3 steps from Camelot in year 0; he sets out in the first full year"}},

		// Rules not in play.
		{"unknown rules", func(s *State) { s.Rules |= 1 << 7 },
			[]string{"rules: unknown rule flags 0x80"}},
		{"advanced state in the standard game", func(s *State) { s.Rules &^= RuleAdvanced }, []string{
			"blue: 20 Reverence Points, but the advanced rules are not in play",
			"blue: religion christian, but the advanced rules are not in play",
			"red: religion druid, but the advanced rules are not in play",
			"orange: religion christian, but the advanced rules are not in play",
			"manor caldwell: a church, but the advanced rules are not in play",
			"manor elmsett: a stone-circle, but the advanced rules are not in play",
			"King Arthur 3 steps from Camelot, but the advanced rules are not in play",
		}},
		{"castles and sieges without the castle rules", func(s *State) {
			s.Rules &^= RuleCastles
			s.Troops[0].Inside = true
			s.Manors[cald].Siege = 1
			s.Troops[8].Pos = at("caldwell")
		}, []string{
			"troop blue 01 (lord): inside a manor house, but the castle rules are not in play",
			"manor caldwell: a castle, but the castle rules are not in play",
			"manor caldwell: under siege, but the castle rules are not in play",
		}},
		{"fate damage without fate rolls", func(s *State) {
			s.Rules &^= RuleFate
			s.Manors[cald].Castle, s.Manors[cald].Damaged = CastleDamaged, true
			s.Washed[bridge] = true
		}, []string{
			"manor caldwell: a storm-damaged castle, but the fate rules are not in play",
			"manor caldwell: a church struck by lightning, but the fate rules are not in play",
			fmt.Sprintf("bridges: the bridge on road %s, step %d, washed away, but the fate rules are not in play",
				chokes[bridge].Road, chokes[bridge].Step),
		}},
		{"smoke without pillage", func(s *State) { s.Rules &^= RulePillage },
			[]string{"manor elmsett: smoke ×1 on its strip fields, but the pillage rules are not in play"}},
		{"weather without the weather rules", func(s *State) { s.Rules &^= RuleWeather },
			[]string{"weather track at 4, but the weather rules are not in play"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := midGame(t, e)
			// Every row starts from a valid state, so the problems are the row's own.
			if ps := problems(t, s); ps != nil {
				t.Fatalf("midGame is invalid: %q", ps)
			}
			tc.break_(s)
			if got := problems(t, s); !slices.Equal(got, tc.want) {
				t.Errorf("got  %q\nwant %q", got, tc.want)
			}
		})
	}
}

// TestValidateSieges shows a siege the rules allow: defenders inside their castle,
// besiegers on the centre, in the second season.
func TestValidateSieges(t *testing.T) {
	e := engine(t)
	s := midGame(t, e)
	cald := manorIx(e, "caldwell")
	for i := range s.Troops {
		switch s.Troops[i].Seat {
		case 0:
			s.Troops[i].Inside = true
		case 2:
			s.Troops[i].Pos = OnPlace(placeOf(t, e, "caldwell"))
		}
	}
	s.Manors[cald].Siege = e.D.Game.Defence.SiegeSeasons
	if ps := problems(t, s); ps != nil {
		t.Errorf("a siege is invalid: %q", ps)
	}
}

// TestLordsSeenAsScans holds lordsSeen, one look along the troops, to the two looks for
// each player lord made before: the first troop of the seat with the lord's counter ID,
// and the other troops of the seat of the lord's grade. Random troops of random seats
// (some off the table), with lords of any ID and none.
func TestLordsSeenAsScans(t *testing.T) {
	e := engine(t)
	s, err := e.NewGame(Setup{Seats: make([]SeatChoice, 4)})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(13, 14))
	lordType := e.D.Lord()
	for round := range 500 {
		s.Troops = s.Troops[:0]
		for range r.IntN(30) {
			ty := &e.D.Troops[r.IntN(len(e.D.Troops))]
			if r.IntN(3) == 0 {
				ty = lordType
			}
			s.Troops = append(s.Troops, Troop{Seat: Seat(r.IntN(6) - 1), Soldier: Soldier{ID: r.IntN(6), Type: ty}})
		}
		for p := range s.Players {
			s.Players[p].Lord = r.IntN(5)
		}
		v := &validator{s: s, e: e, sc: new(validateScratch)}
		v.lordsSeen()
		for p, pl := range s.Players {
			at := slices.IndexFunc(s.Troops, func(x Troop) bool { return x.Seat == Seat(p) && x.ID == pl.Lord })
			strays := 0
			for _, x := range s.Troops {
				if x.Seat == Seat(p) && x.Type == lordType && x.ID != pl.Lord {
					strays++
				}
			}
			if v.sc.lordAt[p] != at || v.sc.strays[p] != strays {
				t.Fatalf("round %d, seat %d (lord %d): lordsSeen finds the lord at %d with %d others of his grade; the scans say %d and %d", round, p, pl.Lord, v.sc.lordAt[p], v.sc.strays[p], at, strays)
			}
		}
	}
}

// TestMarkersUsedAsByKind holds markersUsed, which counts the improvements of the manors
// that have any, to a count of each improvement over every manor in turn, as it was
// counted before, on boards with improvements, damage, smoke and floods at random.
func TestMarkersUsedAsByKind(t *testing.T) {
	e := engine(t)
	r := rand.New(rand.NewPCG(13, 14))
	some := 0
	for round := range 500 {
		s, err := e.NewGame(Setup{Seats: []SeatChoice{{Colour: "blue"}, {Colour: "red"}}})
		if err != nil {
			t.Fatal(err)
		}
		for i := range s.Manors {
			m := &s.Manors[i]
			if r.IntN(3) > 0 {
				continue
			}
			m.Hives, m.Foresters, m.Reeves, m.Smoke = r.IntN(3), r.IntN(3), r.IntN(2), r.IntN(3)
			m.Mill = r.IntN(2) == 0
			m.Castle = []Castle{NoCastle, CastleSound, CastleDamaged}[r.IntN(3)]
			m.Site = []string{"", "church", "stone-circle"}[r.IntN(3)]
			m.Damaged = r.IntN(2) == 0
		}
		for i := range s.Washed {
			s.Washed[i] = r.IntN(4) == 0
		}
		want := markersByKind(s)
		if got := s.markersUsed(); !slices.Equal(got, want) {
			t.Fatalf("round %d: markersUsed %v, counted kind by kind %v", round, got, want)
		}
		left := s.MarkersLeft()
		for k, mk := range e.D.Markers {
			if free := s.MarkersFree(mk.ID); left[k] != free || free != mk.Count-want[k] {
				t.Fatalf("round %d: MarkersLeft says %d %s left, MarkersFree %d, the count by kind %d", round, left[k], mk.ID, free, mk.Count-want[k])
			}
		}
		for _, n := range want {
			some += n
		}
	}
	if some == 0 {
		t.Fatal("no marker was ever used: nothing compared")
	}
}

// markersByKind is markersUsed as it counted before: each improvement over every manor.
func markersByKind(s *State) []int {
	e := s.e
	used := make([]int, len(e.D.Markers))
	mark := func(id string, n int) {
		if k := slices.IndexFunc(e.D.Markers, func(mk gamedata.Marker) bool { return mk.ID == id }); k >= 0 {
			used[k] += n
		}
	}
	for k := range e.D.Improvements {
		im := &e.D.Improvements[k]
		n := 0
		for i := range s.Manors {
			n += s.Manors[i].Count(im.ID)
		}
		mark(im.Marker, n)
	}
	smoke := 0
	for i := range s.Manors {
		m := &s.Manors[i]
		smoke += m.Smoke + b2i(m.Castle == CastleDamaged) + b2i(m.Site != "" && m.Damaged)
	}
	for _, w := range s.Washed {
		smoke += b2i(w)
	}
	mark(SmokeMarker, smoke)
	return used
}
