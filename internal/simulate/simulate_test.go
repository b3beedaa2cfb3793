package simulate

import (
	"bytes"
	"math/rand/v2"
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

// testEngine is the engine on the built-in data, loaded once for every test.
func testEngine(t testing.TB) *rules.Engine {
	t.Helper()
	engineOnce.Do(func() {
		d, err := gamedata.Load(content.FS)
		if err != nil {
			t.Fatal(err)
		}
		engine = rules.New(d)
	})
	if engine == nil {
		t.Fatal("no engine")
	}
	return engine
}

// raider sends every troop it can see to a manor picked at random within a day's march,
// fights every meeting and pillages what it may: a player that makes the rules fire.
type raider struct {
	play.Base
	r *rand.Rand
}

func newRaider(_ int, seed uint64) play.Player {
	return &raider{r: rand.New(rand.NewPCG(seed, 7))}
}

func (p *raider) Orders(v play.View) []rules.Order {
	var out []rules.Order
	for _, t := range v.S.Troops {
		if t.Seat != v.Seat || t.Inside || t.Pos.Between() {
			continue
		}
		reach, _ := v.E.Reach(v.E.PlaceID(t.Pos.At), 6)
		var goals []rules.Place
		for _, r := range reach {
			if k, _ := v.E.NodeKind(r.Node); k == rules.NodeManor {
				if pl, ok := v.E.Place(r.Node); ok && pl != t.Pos.At {
					goals = append(goals, pl)
				}
			}
		}
		if len(goals) == 0 {
			continue
		}
		o := v.E.WriteOrder([]int{t.ID}, []rules.Place{goals[p.r.IntN(len(goals))]}, nil)
		o.N = len(out) + 1
		out = append(out, o)
	}
	return out
}

func (p *raider) Engage(play.View, play.Contact) bool { return true }
func (p *raider) Pillage(play.View, int) bool         { return true }

func optional() rules.Rules {
	return rules.RuleWeather | rules.RuleCastles | rules.RulePillage | rules.RuleFate | rules.RuleValuation
}

func run(t *testing.T, c Config) *Report {
	t.Helper()
	r, err := Run(testEngine(t), c)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func render(t *testing.T, r *Report) (text, js []byte) {
	t.Helper()
	var b bytes.Buffer
	if err := r.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	j, err := r.JSON()
	if err != nil {
		t.Fatal(err)
	}
	return b.Bytes(), j
}
