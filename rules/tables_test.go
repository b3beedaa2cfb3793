package rules

import (
	"testing"
)

func TestTablesAreComplete(t *testing.T) {
	e := engine(t)
	seen := map[string]bool{}
	for _, tb := range e.Tables() {
		if seen[tb.ID] {
			t.Errorf("table %s twice", tb.ID)
		}
		seen[tb.ID] = true
		if len(tb.Rows) == 0 || tb.Section == "" {
			t.Errorf("table %s: %d rows, section %q", tb.ID, len(tb.Rows), tb.Section)
		}
		for i, r := range tb.Rows {
			if len(r) != len(tb.Head) {
				t.Errorf("table %s row %d: %d cells under %d headings", tb.ID, i+1, len(r), len(tb.Head))
			}
		}
	}
	for _, id := range []string{"troops", "combat-results", "improvements", "weather", "fate-rolls", "valuation", "arthur", "winter-order"} {
		if _, err := e.TableByID(id); err != nil {
			t.Errorf("the rulebook needs table %s: %v", id, err)
		}
	}
}

func TestFateTableCoversEveryTotal(t *testing.T) {
	e := engine(t)
	tb, _ := e.TableByID("fate-rolls")
	ways, totals := 0, 0
	for _, r := range tb.Rows {
		ways += r[2].Args["ways"]
		switch r[0].Key {
		case "num":
			totals++
		case "range":
			totals += r[0].Args["hi"] - r[0].Args["lo"] + 1
		}
	}
	if ways != 216 || totals != 16 {
		t.Errorf("fate table covers %d totals and %d of 216 outcomes; want 16 and 216", totals, ways)
	}
	last := tb.Rows[len(tb.Rows)-1]
	if !sameCell(last[0], Range(9, 18)) || last[1].Key != "fate.quiet-year" {
		t.Errorf("last fate row %v, want 9-18 a quiet year", last)
	}
}

func TestCombatTableRows(t *testing.T) {
	e := engine(t)
	tb, _ := e.TableByID("combat-results")
	want := [][3]Cell{
		{Num(0), Text("wounds-on-six", map[string]int{"n": 1, "hi": 6}), Text("wounds-on-six", map[string]int{"n": 1, "hi": 6})},
		{Num(1), Text("wounds-on", map[string]int{"n": 1, "lo": 5, "hi": 6}), Text("wounds-on-six", map[string]int{"n": 1, "hi": 6})},
		{Range(2, 4), Text("wounds-on", map[string]int{"n": 1, "lo": 3, "hi": 6}), Text("wounds-on", map[string]int{"n": 1, "lo": 5, "hi": 6})},
		{Range(5, 9), Text("wounds", map[string]int{"n": 1}), Text("wounds-on", map[string]int{"n": 1, "lo": 5, "hi": 6})},
		{Range(10, 15), Text("wounds", map[string]int{"n": 2}), Text("wounds-on", map[string]int{"n": 1, "lo": 5, "hi": 6})},
		{AndUp(16), Text("wounds", map[string]int{"n": 3}), Text("wounds-on-six", map[string]int{"n": 1, "hi": 6})},
	}
	if len(tb.Rows) != len(want) {
		t.Fatalf("%d rows, want %d", len(tb.Rows), len(want))
	}
	for i, w := range want {
		for j := range w {
			if !sameCell(tb.Rows[i][j], w[j]) {
				t.Errorf("row %d cell %d: %v, want %v", i+1, j+1, tb.Rows[i][j], w[j])
			}
		}
	}
}

func sameCell(a, b Cell) bool {
	if a.Key != b.Key || len(a.Args) != len(b.Args) {
		return false
	}
	for k, v := range a.Args {
		if b.Args[k] != v {
			return false
		}
	}
	return true
}

func TestTroopsTable(t *testing.T) {
	e := engine(t)
	tb, _ := e.TableByID("troops")
	knight := tb.Rows[1]
	if !sameCell(knight[1], Strength(6, 4)) || !sameCell(knight[3], Strength(4, 2)) || !sameCell(knight[4], Bz(4)) {
		t.Errorf("knight row %v", knight)
	}
	lord := tb.Rows[0]
	if !sameCell(lord[1], Strength(8, 5)) || lord[2].Key != "dash" || lord[4].Key != "dash" {
		t.Errorf("lord row %v: strength 8 (5), no other grade, not paid", lord)
	}
}
