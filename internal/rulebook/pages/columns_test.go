package pages

import (
	"sort"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
)

// No column of the quick reference opens with a table: every table of it follows a
// heading or a lead-in ("the difference gives the row below"), and a table at the top of
// a column has left that at the foot of the column before. And the one or two lines
// that close a section after its table stay with the table: no column opens with such
// lines and a heading after a table at the foot of the column before.
func TestQuickReferenceTablesKeepTheirLeadIn(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		for paper, set := range kit(t, lang, LayoutQuick, rulebook.BuildQuick) {
			rec := recorder.New()
			if err := set.Draw(rec); err != nil {
				t.Fatal(err)
			}
			g := set.g
			body := g.f(g.bk.Text.Body)
			text := func(f draw.Font) bool { return f.Face == body.Face || f.Face == g.f(g.bk.Text.Bold).Face }
			cols := map[int][]recorder.Text{} // each column's lines, top to bottom
			for _, tx := range rec.Texts() {
				if tx.Y > g.headY && tx.Y <= g.bottom {
					c := tx.Page*g.cols + int((tx.Left-g.base)/(g.width+g.gap/2))
					cols[c] = append(cols[c], tx)
				}
			}
			for c, col := range cols {
				sort.SliceStable(col, func(i, j int) bool { return col[i].Y < col[j].Y })
				if !text(col[0].Font) && !isHeadingFont(g, col[0].Font) {
					t.Errorf("%s, %s: column %d of page %d opens with a table (%q), cut off from what leads in to it", lang, paper, c%g.cols+1, c/g.cols+1, col[0].Text)
				}
				prev := cols[c-1]
				if len(prev) == 0 || text(prev[len(prev)-1].Font) || isHeadingFont(g, prev[len(prev)-1].Font) {
					continue // the column before ends in text, not a table
				}
				for i, tx := range col {
					if isHeadingFont(g, tx.Font) && i > 0 && lines(col[:i]) <= g.bk.Text.KeepLines {
						t.Errorf("%s, %s: column %d of page %d opens with the line that closes the table before it (%q)", lang, paper, c%g.cols+1, c/g.cols+1, col[0].Text)
					}
					if isHeadingFont(g, tx.Font) || !text(tx.Font) {
						break
					}
				}
			}
		}
	}
}

// lines counts the lines that texts set (a line may be drawn in several runs).
func lines(texts []recorder.Text) int {
	ys := map[float64]bool{}
	for _, tx := range texts {
		ys[tx.Y] = true
	}
	return len(ys)
}

func isHeadingFont(g geometry, f draw.Font) bool {
	hs := g.bk.Headings
	return f == g.f(hs.Section.Font) || f == g.f(hs.Subsection.Font) || f == g.f(hs.Head.Font)
}
