package rules

import (
	"fmt"
	"slices"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

// The worked examples of the 1989 rules, played by the engine from their scenarios in
// content/examples.toml. The rulebook prints what these functions return; the check and
// the tests compare it with what the examples state.

// PayExample plays the first winter of section 3: the start troops (and the lord, who is
// not paid) on a treasury that can pay them. It returns the Bz paid. The example is built
// from checked data; CheckExamples reports if it could not be played.
func (e *Engine) PayExample() WinterReport {
	r, _ := e.payExample()
	return r
}

func (e *Engine) payExample() (WinterReport, error) {
	est := &Estate{Treasury: e.D.Game.Start.Treasury + e.D.Examples.Income.Expect}
	est.Troops = append(est.Troops, Soldier{ID: 1, Type: e.D.Lord()})
	for _, id := range e.D.Examples.Pay.Troops {
		t := e.D.Troop(id)
		if t == nil {
			return WinterReport{}, fmt.Errorf("pay example: unknown troop type %q", id)
		}
		n, _ := e.freeCounter(est, t)
		est.Troops = append(est.Troops, Soldier{ID: n, Type: t})
	}
	return e.Winter(est, WinterOrders{}, NewScript())
}

// IncomeExample is the first autumn's income of section 3 on a manor. Like PayExample it
// leaves a failure to CheckExamples.
func (e *Engine) IncomeExample(m *gamedata.Manor) ManorIncome {
	mi, _ := e.incomeExample(m)
	return mi
}

func (e *Engine) incomeExample(m *gamedata.Manor) (ManorIncome, error) {
	ex := e.D.Examples.Income
	c, _ := gamedata.ParseCollector(ex.Collector) // an unknown name is the invalid zero: ManorIncome refuses it
	return e.ManorIncome(Holding{Manor: m, Supervised: ex.Supervised, Collector: c}, NoWeather)
}

// MoveExample plays the order of section 6.iv on the board: the phase at whose end the
// troops arrive by road from From to To, moving in every phase (0 when no road joins
// them).
func (e *Engine) MoveExample() int {
	ex := e.D.Examples.Movement
	route, err := e.Route(ex.From, ex.To)
	if err != nil {
		return 0
	}
	p, err := e.Phases(route, e.AllPhases())
	if err != nil {
		return 0
	}
	return p.Arrive
}

// CombatExample plays one combat of section 8.vi with its printed dice. The withdrawing
// side, if any, leaves at the first round the rules allow.
func (e *Engine) CombatExample(c gamedata.CombatExample) (Battle, error) {
	var forces [2]Force
	for i, side := range []gamedata.ExampleSide{c.A, c.B} {
		forces[i].Player = side.Player
		for _, t := range side.Troops {
			tr := e.D.Troop(t.Type)
			if tr == nil {
				return Battle{}, fmt.Errorf("combat example %q: unknown troop type %q", c.ID, t.Type)
			}
			forces[i].Troops = append(forces[i].Troops, Soldier{ID: t.ID, Type: tr})
		}
	}
	var rolls []int
	for _, r := range c.Dice {
		rolls = append(rolls, r...)
	}
	die := NewScript(rolls...)
	leaver := map[string]int{"a": A, "b": B}[c.Withdraw]
	withdraw := func(side, round int, b *Battle) bool { return c.Withdraw != "" && side == leaver }
	b, err := e.Fight(forces, die, FightOptions{Withdraw: withdraw, MaxRounds: len(c.Dice)})
	if err != nil {
		return b, fmt.Errorf("combat example %q: %w", c.ID, err)
	}
	if die.Short() || die.Left() > 0 {
		return b, fmt.Errorf("combat example %q: the rounds used %d dice, the example gives %d", c.ID, len(rolls)-die.Left(), len(rolls))
	}
	return b, nil
}

// ExampleCheck is one worked example compared with what it states.
type ExampleCheck struct {
	Name     string
	Problems []string
}

// CheckExamples plays every worked example and lists where the engine and the example's
// stated outcome differ.
func (e *Engine) CheckExamples() []ExampleCheck {
	ex := e.D.Examples
	var out []ExampleCheck
	pay := ExampleCheck{Name: "first winter's pay (3)"}
	if r, err := e.payExample(); err != nil {
		pay.Problems = append(pay.Problems, err.Error())
	} else if r.Pay != ex.Pay.Expect {
		pay.Problems = append(pay.Problems, fmt.Sprintf("paid %d Bz, the example says %d", r.Pay, ex.Pay.Expect))
	}
	out = append(out, pay)
	inc := ExampleCheck{Name: "first autumn's income (3)"}
	for i := range e.D.Manors {
		m := &e.D.Manors[i]
		if !m.Entry {
			continue
		}
		if mi, err := e.incomeExample(m); err != nil {
			inc.Problems = append(inc.Problems, err.Error())
		} else if mi.Total != ex.Income.Expect {
			inc.Problems = append(inc.Problems, fmt.Sprintf("%s yields %d Bz, the example says %d", m.Name, mi.Total, ex.Income.Expect))
		}
	}
	out = append(out, inc)
	mv := ExampleCheck{Name: "movement order (6.iv)"}
	if got, ok := e.Distance(ex.Movement.From, ex.Movement.To); !ok || got != ex.Movement.Miles {
		mv.Problems = append(mv.Problems, fmt.Sprintf("%s to %s is %d miles by road on the board, the example says %d", ex.Movement.From, ex.Movement.To, got, ex.Movement.Miles))
	}
	if got := e.MoveExample(); got != ex.Movement.ExpectPhase {
		mv.Problems = append(mv.Problems, fmt.Sprintf("arrives at the end of phase %d, the example says %d", got, ex.Movement.ExpectPhase))
	}
	out = append(out, mv)
	for _, c := range ex.Combat {
		out = append(out, e.checkCombat(c))
	}
	return out
}

func (e *Engine) checkCombat(c gamedata.CombatExample) ExampleCheck {
	ck := ExampleCheck{Name: fmt.Sprintf("combat example %q (8.vi)", c.ID)}
	b, err := e.CombatExample(c)
	if err != nil {
		ck.Problems = append(ck.Problems, err.Error())
	}
	if len(b.Rounds) != len(c.Expect) {
		ck.Problems = append(ck.Problems, fmt.Sprintf("%d rounds fought, the example has %d", len(b.Rounds), len(c.Expect)))
	}
	for i := 0; i < min(len(b.Rounds), len(c.Expect)); i++ {
		ck.Problems = append(ck.Problems, roundProblems(i+1, b.Rounds[i], c.Expect[i])...)
	}
	if want := map[string]int{"a": A, "b": B, "": None}[c.Winner]; b.Winner != want {
		ck.Problems = append(ck.Problems, fmt.Sprintf("winner is side %d, the example says %q", b.Winner, c.Winner))
	}
	return ck
}

func roundProblems(n int, got Round, want gamedata.ExampleRound) []string {
	var ps []string
	if got.AV != want.AV {
		ps = append(ps, fmt.Sprintf("round %d: attack values %v, the example says %v", n, got.AV, want.AV))
	}
	for s := range 2 {
		if !sameIDs(got.Wounded[s], want.Wounded[s]) {
			ps = append(ps, fmt.Sprintf("round %d side %c: wounded %v, the example says %v", n, 'A'+s, got.Wounded[s], want.Wounded[s]))
		}
		if !sameIDs(got.Killed[s], want.Killed[s]) {
			ps = append(ps, fmt.Sprintf("round %d side %c: killed %v, the example says %v", n, 'A'+s, got.Killed[s], want.Killed[s]))
		}
	}
	return ps
}

func sameIDs(a, b []int) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}
