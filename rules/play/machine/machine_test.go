package machine

import (
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

var (
	engineOnce sync.Once
	engine     *rules.Engine
)

// testEngine is the engine on the canonical data, loaded once for the package's tests.
func testEngine(t testing.TB) *rules.Engine {
	engineOnce.Do(func() {
		d, err := gamedata.Load(content.FS)
		if err != nil {
			t.Fatal(err)
		}
		engine = rules.New(d)
	})
	return engine
}

// The rule sets the tests play.
const (
	standard = rules.Rules(0)
	optional = rules.RuleWeather | rules.RuleCastles | rules.RulePillage | rules.RuleFate | rules.RuleValuation
	advanced = optional | rules.RuleAdvanced
)

// playGame plays one game of machine players of the given kinds, one a seat, everything
// seeded from seed, with the invariants checked when check is set.
func playGame(t testing.TB, kinds []string, seed uint64, r rules.Rules, check bool) *play.Result {
	t.Helper()
	return playFrom(t, kinds, nil, seed, r, check)
}

// playFrom is playGame with each seat's entry road given (nil: the farthest roads).
func playFrom(t testing.TB, kinds []string, entries []int, seed uint64, r rules.Rules, check bool) *play.Result {
	t.Helper()
	e := testEngine(t)
	seats := make([]rules.SeatChoice, len(kinds))
	players := make([]play.Player, len(kinds))
	for i, k := range kinds {
		if entries != nil {
			seats[i].Entry = entries[i]
		}
		if r.Has(rules.RuleAdvanced) {
			seats[i].Religion = []string{"christian", "druid"}[i%2]
		}
		p, err := New(k, seed*101+uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		players[i] = p
	}
	g, err := play.New(e, play.Config{Seats: seats, Players: players, Rules: r, Die: rules.NewSeeded(seed), Check: check})
	if err != nil {
		t.Fatal(err)
	}
	res, err := g.Run()
	if err != nil {
		t.Fatalf("%v seed %d, %v: %v", kinds, seed, r, err)
	}
	return res
}

func repeat(k string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = k
	}
	return out
}

func TestNew(t *testing.T) {
	for _, k := range Kinds() {
		if p, err := New(k, 1); err != nil || p == nil {
			t.Errorf("New(%q): %v, %v", k, p, err)
		}
	}
	_, err := New("clever", 1)
	if err == nil || !strings.Contains(err.Error(), "greedy") || !strings.Contains(err.Error(), "random") {
		t.Errorf("New of an unknown kind: %v, want an error naming the kinds", err)
	}
}

// TestGamesKeepTheRules plays every rule set with 2 to 6 players, all random, all
// greedy and one greedy among random players, with the invariants checked after every
// step: no order sheet either player writes may be refused, no invariant may break.
func TestGamesKeepTheRules(t *testing.T) {
	seeds := uint64(4)
	if testing.Short() {
		seeds = 1
	}
	for _, r := range []rules.Rules{standard, optional, advanced} {
		for n := 2; n <= 6; n++ {
			for _, mix := range []string{"random", "greedy", "mixed"} {
				var fired [play.NumKinds]int
				for seed := uint64(1); seed <= seeds; seed++ {
					kinds := repeat(mix, n)
					if mix == "mixed" {
						kinds = repeat("random", n)
						kinds[int(seed)%n] = "greedy"
					}
					res := playGame(t, kinds, seed, r, true)
					if !res.Over() || res.Checked == 0 || res.Broken > 0 {
						t.Errorf("%v, %v, seed %d: end %v after %d checks, %d broken: %v", r, kinds, seed, res.End, res.Checked, res.Broken, res.BrokenText)
					}
					for k := range fired {
						fired[k] += res.Fired[k]
					}
				}
				if fired[play.KindOrderRefused] > 0 {
					t.Errorf("%v, %d players, %s: %d order sheets refused", r, n, mix, fired[play.KindOrderRefused])
				}
				if fired[play.KindOrders] == 0 || fired[play.KindMove] == 0 {
					t.Errorf("%v, %d players, %s: no orders written or no troop moved: the test proves nothing", r, n, mix)
				}
				if mix == "random" && fired[play.KindPhasedOrder] == 0 {
					t.Errorf("%v, %d players, random: no order moved in some phases only", r, n)
				}
			}
		}
	}
}

// TestSameSeedsSameGame plays games twice from the same seeds: the results must be
// identical, and games from other seeds must differ.
func TestSameSeedsSameGame(t *testing.T) {
	kinds := []string{"greedy", "random", "random", "greedy"}
	var first []*play.Result
	for seed := uint64(1); seed <= 3; seed++ {
		a := playGame(t, kinds, seed, optional, false)
		b := playGame(t, kinds, seed, optional, false)
		if !reflect.DeepEqual(a, b) {
			t.Errorf("seed %d: two games from the same seeds differ", seed)
		}
		first = append(first, a)
	}
	if reflect.DeepEqual(first[0], first[1]) && reflect.DeepEqual(first[1], first[2]) {
		t.Errorf("seeds 1 to 3 played the same game: the seed changes nothing")
	}
}

// TestGreedyBeatsRandom plays one greedy player against three random ones from every
// seat in turn: the greedy player must win far more often than its fair quarter.
func TestGreedyBeatsRandom(t *testing.T) {
	const games = 40
	for _, r := range []rules.Rules{standard, optional} {
		wins := 0
		for seed := uint64(1); seed <= games; seed++ {
			kinds := repeat("random", 4)
			seat := int(seed) % 4
			kinds[seat] = "greedy"
			res := playGame(t, kinds, seed, r, false)
			if len(res.Winners) == 1 && int(res.Winners[0]) == seat {
				wins++
			}
		}
		// A fair share is games/4; demand three times that.
		if wins < 3*games/4 {
			t.Errorf("%v: greedy won %d of %d games against three random players, want at least %d", r, wins, games, 3*games/4)
		}
		t.Logf("%v: greedy won %d of %d", r, wins, games)
	}
}

// BenchmarkGreedyGame plays a six-player standard game, greedy in every seat.
func BenchmarkGreedyGame(b *testing.B) {
	kinds := repeat("greedy", 6)
	testEngine(b) // the data is loaded before the clock starts
	years := 0
	for i := 0; b.Loop(); i++ {
		res := playGame(b, kinds, uint64(i+1), standard, false)
		years += res.Years
	}
	b.ReportMetric(float64(years)/float64(b.N), "years/game")
}
