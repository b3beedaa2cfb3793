package check

import (
	"strconv"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/rules"
)

// One wrong cell of a printed table is one problem: the match carries on from the cell
// after it, and does not report every cell that follows.
func TestMatchTableOneWrongCell(t *testing.T) {
	tb := rules.Table{ID: "t", Head: []rules.Cell{{Key: "what"}, {Key: "how much"}},
		Rows: [][]rules.Cell{{{Key: "movement"}, rules.Num(6)}, {{Key: "phases"}, rules.Num(3)}, {{Key: "rest"}, rules.Num(2)}}}
	cell := func(c rules.Cell) string {
		if c.Key == "num" {
			return strconv.Itoa(c.Args["n"]) + " units"
		}
		return c.Key
	}
	good := "Table what how much movement 6 units phases 3 units rest 2 units and on."
	if p := MatchTable(good, tb, cell); len(p) != 0 {
		t.Fatalf("the table as printed: %v", p)
	}
	p := MatchTable(strings.Replace(good, "6 units", "7 units", 1), tb, cell)
	if len(p) != 1 || !strings.Contains(p[0], `row 1, column 2: expected "6 units", printed " 7 units phases`) {
		t.Errorf("one wrong cell: %d problems %q, want the one", len(p), p)
	}
	p = MatchTable(strings.Replace(good, "phases 3 units", "phases", 1), tb, cell)
	if len(p) != 1 || !strings.Contains(p[0], `row 2, column 2: expected "3 units"`) {
		t.Errorf("one missing cell: %d problems %q, want the one", len(p), p)
	}
}

// A table's note is read back under its last row, its label and value apart by no more
// than a label's punctuation: a wrong value, a note missing, or words between its label
// and its value are problems of the note (a missing note, one for each of its cells).
func TestMatchTableNotes(t *testing.T) {
	tb := rules.Table{ID: "t", Head: []rules.Cell{{Key: "award"}, {Key: "points"}},
		Rows:  [][]rules.Cell{{{Key: "income"}, rules.Num(1)}},
		Notes: [][]rules.Cell{{{Key: "road"}, rules.Num(10)}}}
	cell := func(c rules.Cell) string {
		if c.Key == "num" {
			return strconv.Itoa(c.Args["n"]) + " steps"
		}
		return c.Key
	}
	for _, good := range []string{"award points income 1 steps road: 10 steps.", "award points income 1 steps road : 10 steps", "award points income 1 steps road\u00a0: 10 steps"} {
		if p := MatchTable(good, tb, cell); len(p) != 0 {
			t.Errorf("%q: %v", good, p)
		}
	}
	for _, bad := range []string{
		"award points income 1 steps road: 11 steps",
		"award points income 1 steps and then",
		"award points income 1 steps road is 10 steps",
		"award points income 1 steps a road: 10 steps",
	} {
		p := MatchTable(bad, tb, cell)
		if len(p) == 0 {
			t.Errorf("%q: no problem found", bad)
		}
		for _, q := range p {
			if !strings.Contains(q, "note 1") {
				t.Errorf("%q: %q, want problems of note 1 only", bad, q)
			}
		}
	}
}

// An index entry's numbers are read alike whether a file gives them as one token or as
// many: a PDF reads "30–32," as one, an SVG as 30, – and 32,.
func TestEntryItems(t *testing.T) {
	for tok, want := range map[string]string{
		"30–32,":  "30|–|32|,",
		"30":      "30",
		" 7, ":    "7|,",
		"–":       "–",
		"Castle ": "Castle",
		"12, 14–": "12|,|14|–",
	} {
		if got := strings.Join(entryItems(tok), "|"); got != want {
			t.Errorf("%q: read %q, want %q", tok, got, want)
		}
	}
}
