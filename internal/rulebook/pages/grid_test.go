package pages

import (
	"math"
	"strings"
	"testing"

	"github.com/yuin/goldmark/ast"

	"github.com/excalibur-kit/excalibur/internal/draw"
	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
)

// The rounds of a combat example are tables on one column grid: every round's heading
// row prints its words at the same x as the round before, so a reader's eye runs down a
// column from round to round. Read from the recorded book, in every language, on every
// paper.
func TestCombatRoundsShareOneGrid(t *testing.T) {
	drawnBooks(t, func(lang, paper string, set *Set, rec *recorder.Document) {
		where := lang + ", " + paper
		first, rounds := roundTables(t, set)
		if len(rounds) == 0 {
			t.Fatalf("%s: the book has no combat example", where)
		}
		heads := headRows(rec.Texts(), first, set.g.boxTableStyle.Head.Face)
		want := 0
		for _, r := range rounds {
			want += r.n
		}
		if len(heads) != want {
			t.Fatalf("%s: %d round tables drawn, the examples have %d", where, len(heads), want)
		}
		for _, r := range rounds {
			mine := heads[:r.n]
			heads = heads[r.n:]
			if r.n < 2 {
				t.Errorf("%s: %s has %d round, too few to test the grid", where, r.id, r.n)
			}
			for i := 1; i < len(mine); i++ {
				if !sameXs(mine[0], mine[i]) {
					t.Errorf("%s: %s: round %d's columns start at %v, round 1's at %v", where, r.id, i+1, mine[i], mine[0])
				}
			}
		}
	})
}

// exampleRounds is a combat example of the book and how many round tables it has.
type exampleRounds struct {
	id string
	n  int
}

// roundTables lists the book's combat examples in the text's order with the count of
// their round tables, and the words of a round table's first heading.
func roundTables(t *testing.T, set *Set) (first string, out []exampleRounds) {
	t.Helper()
	for _, sec := range set.b.Sections {
		err := ast.Walk(sec.Doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			e, ok := n.(*rulebook.Engine)
			if !entering || !ok || e.What != "example" || !strings.HasPrefix(e.Arg, "combat:") {
				return ast.WalkContinue, nil
			}
			parts, err := set.b.Example(e.Arg)
			if err != nil {
				return ast.WalkStop, err
			}
			r := exampleRounds{id: e.Arg}
			for _, p := range parts {
				if p.Table != nil && strings.HasPrefix(p.Table.ID, "example-round-") {
					first = set.x.L.Cell(p.Table.Head[0])
					r.n++
				}
			}
			out = append(out, r)
			return ast.WalkSkipChildren, nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return first, out
}

// headRows are the left edges of the words of each heading row that opens with first,
// in the heading face: the first word and every heading word after it until the row's
// other words begin.
func headRows(texts []recorder.Text, first string, face draw.Face) [][]float64 {
	var out [][]float64
	for i := 0; i < len(texts); i++ {
		if texts[i].Text != first || texts[i].Font.Face != face {
			continue
		}
		var xs []float64
		for ; i < len(texts) && texts[i].Font.Face == face; i++ {
			xs = append(xs, texts[i].Left)
		}
		out = append(out, xs)
	}
	return out
}

// sameXs tells whether two rows' words start at the same x, to a hundredth of a mm.
func sameXs(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if math.Abs(a[i]-b[i]) > 0.01 {
			return false
		}
	}
	return true
}
