package play

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/rules"
)

// scripted is a player whose answers a test sets.
type scripted struct {
	Base
	orders  func(v View) []rules.Order
	engage  bool
	defend  Defence
	storm   bool
	pillage bool
	winter  func(v View) WinterPlan
}

func (s *scripted) Orders(v View) []rules.Order {
	if s.orders == nil {
		return nil
	}
	return s.orders(v)
}
func (s *scripted) Engage(View, Contact) bool    { return s.engage }
func (s *scripted) Defend(View, Contact) Defence { return s.defend }
func (s *scripted) Storm(View, Contact) bool     { return s.storm }
func (s *scripted) Pillage(View, int) bool       { return s.pillage }
func (s *scripted) Winter(v View) WinterPlan {
	if s.winter == nil {
		return WinterPlan{}
	}
	return s.winter(v)
}

var testEngine = func() *rules.Engine {
	d, err := gamedata.Load(content.FS)
	if err != nil {
		panic(err)
	}
	return rules.New(d)
}()

// newGame sets up a game of scripted players with an event log.
func newGame(t *testing.T, n int, r rules.Rules, seed uint64) (*Game, []*scripted, *[]Event) {
	t.Helper()
	var seats []rules.SeatChoice
	var ps []Player
	var ss []*scripted
	for i := range n {
		c := rules.SeatChoice{}
		if r.Has(rules.RuleAdvanced) {
			c.Religion = []string{"christian", "druid"}[i%2]
		}
		seats = append(seats, c)
		s := &scripted{}
		ss, ps = append(ss, s), append(ps, s)
	}
	var log []Event
	g, err := New(testEngine, Config{Seats: seats, Players: ps, Rules: r, Die: rules.NewSeeded(seed), Check: true, Log: func(e Event) { log = append(log, e) }})
	if err != nil {
		t.Fatal(err)
	}
	return g, ss, &log
}

func step(t *testing.T, g *Game) {
	t.Helper()
	if err := g.Step(); err != nil {
		t.Fatal(err)
	}
	if g.res.Broken > 0 {
		t.Fatalf("invariants broken: %v", g.res.BrokenText)
	}
}

func count(log []Event, k Kind) int {
	n := 0
	for _, e := range log {
		if e.Kind == k {
			n++
		}
	}
	return n
}

// The opening autumn brings every force to its entry manor, which it claims and
// harvests at once (3).
func TestOpeningClaimsEntryManors(t *testing.T) {
	g, _, log := newGame(t, 3, 0, 1)
	step(t, g)
	for p, pl := range g.S.Players {
		manor, _, _ := g.E.FirstManor(pl.Entry)
		m := g.manorIndex(manor)
		if g.S.Manors[m].Owner != rules.Seat(p) {
			t.Errorf("%s: %s held by seat %d, want its entry manor claimed", g.S.SeatName(rules.Seat(p)), manor, g.S.Manors[m].Owner)
		}
		if n := len(g.onPlaceOf(rules.Seat(p), g.E.ManorPlace(m))); n != 4 {
			t.Errorf("%s: %d troops on %s, want all 4", g.S.SeatName(rules.Seat(p)), n, manor)
		}
		h := g.S.Manors[m].Manor.Income
		want := g.E.D.Game.Start.Treasury + h.Unsupervised.Knight
		if pl.Treasury != want {
			t.Errorf("%s: treasury %d after the first harvest, want %d", g.S.SeatName(rules.Seat(p)), pl.Treasury, want)
		}
	}
	if count(*log, KindClaim) != 3 || count(*log, KindHarvest) != 3 {
		t.Errorf("%d claims and %d harvests, want 3 each", count(*log, KindClaim), count(*log, KindHarvest))
	}
	if g.S.SeasonName() != rules.Winter {
		t.Errorf("after the opening autumn comes %s", g.S.SeasonName())
	}
}

// record plays a game of wanderers to its end and writes every event as text.
func record(t *testing.T, seed uint64) string {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 9))
	var seats []rules.SeatChoice
	var ps []Player
	for range 4 {
		seats, ps = append(seats, rules.SeatChoice{}), append(ps, wander{r: r})
	}
	var b strings.Builder
	g, err := New(testEngine, Config{Seats: seats, Players: ps, Rules: rules.RuleCastles | rules.RulePillage | rules.RuleFate | rules.RuleWeather, Die: rules.NewSeeded(seed),
		Log: func(e Event) {
			fmt.Fprintf(&b, "%d %d %d %v %d %d %v %d\n", e.Year, e.Season, e.Phase, e.Kind, e.Seat, e.Manor, e.IDs, e.N)
		}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Run(); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// The same seed and the same players play the same game; another seed another game.
func TestSameSeedSameGame(t *testing.T) {
	a, b, c := record(t, 7), record(t, 7), record(t, 8)
	if a != b {
		t.Error("two games from seed 7 differ")
	}
	if a == c {
		t.Error("seeds 7 and 8 played the same game")
	}
}

// thief takes money no rule gives: the invariants must notice.
type thief struct{ Base }

func (thief) Orders(v View) []rules.Order {
	v.S.Players[v.Seat].Treasury += 7
	return nil
}

func TestInvariantsCatchMoneyFromNowhere(t *testing.T) {
	g, err := New(testEngine, Config{Seats: make([]rules.SeatChoice, 2), Players: []Player{thief{}, Base{}}, Die: rules.NewSeeded(1), Check: true})
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if err := g.Step(); err != nil {
			t.Fatal(err)
		}
	}
	if g.res.Broken == 0 || !strings.Contains(strings.Join(g.res.BrokenText, "\n"), "treasury") {
		t.Fatalf("a treasury that grew by itself went unnoticed: %v", g.res.BrokenText)
	}
}

// intoSpring plays the opening year: the next step is the spring of year 1.
func intoSpring(t *testing.T, g *Game) {
	t.Helper()
	step(t, g)
	step(t, g)
	if g.S.SeasonName() != rules.Spring || g.S.Year != 1 {
		t.Fatalf("after the opening year: year %d, %s", g.S.Year, g.S.SeasonName())
	}
}

// home is a seat's entry manor.
func home(g *Game, p rules.Seat) int {
	manor, _, _ := g.E.FirstManor(g.S.Players[p].Entry)
	return g.manorIndex(manor)
}

// march orders all of a seat's troops to a place.
func march(to rules.Place) func(v View) []rules.Order {
	return func(v View) []rules.Order {
		var ids []int
		for _, t := range v.S.Troops {
			if t.Seat == v.Seat {
				ids = append(ids, t.ID)
			}
		}
		o := v.E.WriteOrder(ids, []rules.Place{to}, nil)
		o.N = 1
		return []rules.Order{o}
	}
}

// place puts all of a seat's troops on a place (a test's set-up, not a move).
func place(g *Game, p rules.Seat, at rules.Place) {
	for i := range g.S.Troops {
		if g.S.Troops[i].Seat == p {
			g.S.Troops[i].Pos = rules.OnPlace(at)
		}
	}
}

// near is a place two miles from a manor that is not a manor or house.
func near(g *Game, m int) rules.Place {
	mp := g.E.ManorPlace(m)
	for n := range g.E.Places() {
		p := rules.Place(n)
		if g.E.Miles(p, mp) == 2 && g.E.PlaceKind(p) == rules.NodeMilestone {
			return p
		}
	}
	panic("no milestone two miles from " + g.E.D.Manors[m].ID)
}

// Knights who stay on their manor all spring supervise it; a manor whose knights rode
// out is not supervised (5.iv).
func TestSupervision(t *testing.T) {
	g, ss, log := newGame(t, 2, 0, 3)
	intoSpring(t, g)
	away := near(g, home(g, 1))
	ss[1].orders = march(away)
	step(t, g)
	if !g.S.Manors[home(g, 0)].Supervised {
		t.Error("the manor whose knights stayed all spring is not supervised")
	}
	if g.S.Manors[home(g, 1)].Supervised {
		t.Error("the manor whose knights rode out is supervised")
	}
	if count(*log, KindSupervised) != 1 {
		t.Errorf("%d supervision events, want 1", count(*log, KindSupervised))
	}
}

// Troops entering an undefended enemy manor pillage it: its strip fields burn, the loot
// goes to the pillager's treasury (14).
func TestPillageUndefendedManor(t *testing.T) {
	g, ss, log := newGame(t, 2, rules.RulePillage, 5)
	intoSpring(t, g)
	target := home(g, 1)
	place(g, 1, near(g, home(g, 0)))
	place(g, 0, near(g, target))
	ss[0].orders, ss[0].pillage = march(g.E.ManorPlace(target)), true
	before := g.S.Players[0].Treasury
	step(t, g)
	var pil *Event
	for i, e := range *log {
		if e.Kind == KindPillage {
			pil = &(*log)[i]
		}
	}
	if pil == nil {
		t.Fatal("no pillage")
	}
	if pil.Manor != target || pil.Seat != 0 {
		t.Errorf("pillage of manor %d by seat %d, want manor %d by seat 0", pil.Manor, pil.Seat, target)
	}
	if got := g.S.Players[0].Treasury - before; got != pil.Pillage.Loot || got < 1 {
		t.Errorf("treasury grew by %d, the loot was %d", got, pil.Pillage.Loot)
	}
	if g.S.Manors[target].Smoke != pil.Pillage.Burned {
		t.Errorf("%d smoke counters, %d fields burned", g.S.Manors[target].Smoke, pil.Pillage.Burned)
	}
	if g.S.Manors[target].Owner != 0 {
		t.Error("the pillagers' knights ended the spring on the manor unopposed but did not claim it")
	}
}

// Rivals on one manor who both want to fight fight; the losers fall back a mile and
// the manor goes to the victor when his knights hold it alone (8, 6.vii, 5.i).
func TestCombatDecidesTheManor(t *testing.T) {
	for seed := uint64(1); seed <= 12; seed++ {
		g, ss, log := newGame(t, 2, 0, seed)
		intoSpring(t, g)
		target := home(g, 1)
		place(g, 0, near(g, target))
		ss[0].orders, ss[0].engage, ss[1].engage = march(g.E.ManorPlace(target)), true, true
		step(t, g)
		var last *rules.Battle
		for _, e := range *log {
			if e.Kind == KindCombat {
				last = e.Battle
			}
		}
		if last == nil {
			t.Fatalf("seed %d: no combat", seed)
		}
		at := g.E.ManorPlace(target)
		seats := map[rules.Seat]bool{}
		for _, tr := range g.S.Troops {
			if tr.Pos.At == at {
				seats[tr.Seat] = true
			}
		}
		if len(seats) > 1 {
			t.Errorf("seed %d: both sides still on the manor after the combat", seed)
		}
		if last.Winner == rules.A && slices.ContainsFunc(last.Forces[rules.A].Troops, func(s rules.Soldier) bool { return s.Type.IsKnight() }) && g.S.Manors[target].Owner != 0 {
			t.Errorf("seed %d: the attackers won with knights standing, but the manor stays with seat %d", seed, g.S.Manors[target].Owner)
		}
	}
}

// Defenders who retire into their manor house and are not stormed are besieged; after
// the siege's seasons they are starved out and must fight (13.i, 13.iii).
func TestSiegeStarvesDefenders(t *testing.T) {
	g, ss, log := newGame(t, 2, rules.RuleCastles, 11)
	intoSpring(t, g)
	target := home(g, 1)
	place(g, 0, near(g, target))
	ss[0].orders, ss[0].engage, ss[0].storm = march(g.E.ManorPlace(target)), true, false
	ss[1].defend = Inside
	step(t, g) // spring: the siege begins
	if count(*log, KindSiege) != 1 || g.S.Manors[target].Siege == 0 {
		t.Fatalf("no siege after spring: %d siege events, siege %d", count(*log, KindSiege), g.S.Manors[target].Siege)
	}
	ss[0].orders = nil
	step(t, g) // summer: the siege's second season ends it
	if count(*log, KindSiegeSucceeds) != 1 {
		t.Fatalf("%d sieges succeeded after two seasons", count(*log, KindSiegeSucceeds))
	}
	if count(*log, KindCombat) == 0 {
		t.Error("the starved defenders did not fight")
	}
}

// A lord killed leaves his player leaderless; in winter a grade A knight becomes lord
// (10).
func TestLordDiesAndIsReplaced(t *testing.T) {
	g, ss, log := newGame(t, 2, 0, 2)
	intoSpring(t, g)
	lord := g.S.Players[0].Lord
	var knightA int
	for _, tr := range g.S.Troops {
		if tr.Seat == 0 && tr.Type.ID == "knight-a" {
			knightA = tr.ID
		}
	}
	g.sea = g.newSeason()
	g.remove(0, lord)
	g.sea = nil
	if !g.S.Players[0].Leaderless || count(*log, KindLordDies) != 1 {
		t.Fatal("the lord's death left the player with a lord")
	}
	ss[0].winter = func(View) WinterPlan { return WinterPlan{Lord: knightA} }
	ss[0].orders = march(near(g, home(g, 0)))
	for g.S.SeasonName() != rules.Winter {
		step(t, g)
	}
	for _, e := range *log {
		if e.Kind == KindOrders && e.Seat == 0 && e.Year > 0 {
			t.Errorf("the leaderless player's orders were played in year %d, season %d", e.Year, e.Season)
		}
	}
	step(t, g)
	if g.S.Players[0].Lord != knightA || g.S.Players[0].Leaderless {
		t.Errorf("after winter the lord is %d (leaderless %v), want the grade A knight %d", g.S.Players[0].Lord, g.S.Players[0].Leaderless, knightA)
	}
}
