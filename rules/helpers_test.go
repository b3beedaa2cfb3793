package rules

import (
	"testing"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

// engine loads the canonical data once per test.
func engine(t testing.TB) *Engine {
	t.Helper()
	d, err := gamedata.Load(content.FS)
	if err != nil {
		t.Fatal(err)
	}
	return New(d)
}

// soldiers makes counters of one troop type.
func soldiers(e *Engine, typ string, ids ...int) []Soldier {
	out := make([]Soldier, len(ids))
	for i, id := range ids {
		out[i] = Soldier{ID: id, Type: e.D.Troop(typ)}
	}
	return out
}

// The helpers below play a rule that must succeed, failing the test on an error.

func fight(t testing.TB, e *Engine, forces [2]Force, d Die, o FightOptions) Battle {
	t.Helper()
	b, err := e.Fight(forces, d, o)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func winter(t testing.TB, e *Engine, est *Estate, o WinterOrders, d Die) WinterReport {
	t.Helper()
	r, err := e.Winter(est, o, d)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func income(t testing.TB, e *Engine, h Holding, y Year) ManorIncome {
	t.Helper()
	mi, err := e.ManorIncome(h, y)
	if err != nil {
		t.Fatal(err)
	}
	return mi
}

// noErr fails the test on an error; for rules that return only an error beside values
// the test reads itself.
func noErr(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
