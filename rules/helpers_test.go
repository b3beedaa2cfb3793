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
