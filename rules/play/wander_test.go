package play

import (
	"math/rand/v2"
	"testing"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/rules"
)

type wander struct {
	Base
	r *rand.Rand
}

func (w wander) Orders(v View) []rules.Order {
	var out []rules.Order
	for _, t := range v.S.Troops {
		if t.Seat != v.Seat || t.Inside {
			continue
		}
		reach, _ := v.E.Reach(v.E.PlaceID(t.Pos.At), 6)
		var manors []rules.Place
		for _, r := range reach {
			if k, _ := v.E.NodeKind(r.Node); k == rules.NodeManor || k == rules.NodeHouse {
				p, _ := v.E.Place(r.Node)
				manors = append(manors, p)
			}
		}
		if len(manors) == 0 {
			continue
		}
		o := v.E.WriteOrder([]int{t.ID}, []rules.Place{manors[w.r.IntN(len(manors))]}, nil)
		o.N = len(out) + 1
		out = append(out, o)
	}
	return out
}
func (w wander) Engage(View, Contact) bool { return w.r.IntN(2) == 0 }
func (w wander) Pillage(View, int) bool    { return true }

// TestWanderersFinish plays games of players who wander at random and fight on a coin
// toss: every game must end, every invariant hold after every step.
func TestWanderersFinish(t *testing.T) {
	d, err := gamedata.Load(content.FS)
	if err != nil {
		t.Fatal(err)
	}
	e := rules.New(d)
	for seed := uint64(1); seed <= 20; seed++ {
		r := rand.New(rand.NewPCG(seed, 9))
		var seats []rules.SeatChoice
		var ps []Player
		for range 4 {
			seats = append(seats, rules.SeatChoice{})
			ps = append(ps, wander{r: r})
		}
		g, err := New(e, Config{Seats: seats, Players: ps, Rules: rules.RuleWeather | rules.RuleCastles | rules.RulePillage | rules.RuleFate | rules.RuleValuation, Die: rules.NewSeeded(seed), Check: true})
		if err != nil {
			t.Fatal(err)
		}
		res, err := g.Run()
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if !res.Over() || res.Broken > 0 || res.Checked == 0 {
			t.Errorf("seed %d: end %v after %d checks, %d broken: %v", seed, res.End, res.Checked, res.Broken, res.BrokenText)
		}
	}
}
