package machine

import (
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
	e := testEngine(t)
	seats := make([]rules.SeatChoice, len(kinds))
	players := make([]play.Player, len(kinds))
	for i, k := range kinds {
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

func TestExplore(t *testing.T) {
	for _, r := range []rules.Rules{standard, optional, advanced} {
		for seed := uint64(1); seed <= 5; seed++ {
			kinds := []string{"greedy", "random", "random", "random"}
			res := playGame(t, kinds, seed, r, true)
			t.Logf("%v seed %d: end %v year %d winners %v scores %v refused %d broken %d %v", r, seed, res.End, res.Years, res.Winners, res.Scores, res.Fired[play.KindOrderRefused], res.Broken, res.BrokenText)
		}
	}
}
