package component

import (
	"fmt"
	"sort"
	"testing"

	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/impose"
	"github.com/excalibur-kit/excalibur/rules"
)

// The order sheet is for pencil at the table, on A4 and Letter, in every language and
// style: every row to write in is at least 7 mm high; the front has the orders of every
// campaigning season, the back a row for each year of the advanced game and the roster;
// no grid or text reaches into the printer margin; and no more than a quarter of either
// page's drawing area is blank paper.
func TestOrderSheetForPencil(t *testing.T) {
	const minRow, maxEmpty = 7.0, 0.25
	for _, lang := range []string{"en", "pl", "fr"} {
		for _, st := range []Style{Standard, InkSaver} {
			x := ctx(t, lang, st)
			for _, paper := range []string{"a4", "letter"} {
				p := x.Layout.Paper[paper]
				where := fmt.Sprintf("%s %s ink-saver=%v", lang, paper, st.InkSaver)
				doc := recorder.New()
				front, err := x.orderFront(doc.NewPage(p.Width, p.Height))
				if err != nil {
					t.Fatalf("%s: front: %v", where, err)
				}
				back, err := x.orderBack(doc.NewPage(p.Width, p.Height))
				if err != nil {
					t.Fatalf("%s: back: %v", where, err)
				}
				checkSides(t, x, where, front, back)
				pm := x.Layout.Print.PrinterMargin
				printable := impose.Rect{X: pm, Y: pm, W: p.Width - 2*pm, H: p.Height - 2*pm}
				for _, fb := range append(front, back...) {
					if fb.rowH < minRow {
						t.Errorf("%s: %s: rows %.2f mm high, want at least %v", where, fb.item, fb.rowH, minRow)
					}
					g := fb.grid
					if !inRect(printable, g.X, g.Y) || !inRect(printable, g.X+g.W, g.Y+g.H) {
						t.Errorf("%s: %s: grid %+v reaches into the printer margin (%v mm)", where, fb.item, g, pm)
					}
				}
				for _, prob := range scanSheet(t, x, doc, p.Width, p.Height) {
					t.Errorf("%s: %s", where, prob)
				}
				area, _ := x.pageArea(doc.NewPage(p.Width, p.Height))
				for i, pg := range replay(t, x, doc)[:2] {
					forms := [][]formBox{front, back}[i]
					e := emptyShare(area, forms, pg.texts)
					t.Logf("%s: page %d: %.1f%% blank; rows %.2f mm", where, i+1, 100*e, forms[len(forms)-1].rowH)
					if e >= maxEmpty {
						t.Errorf("%s: page %d: %.0f%% of its height blank, want under %.0f%%", where, i+1, 100*e, 100*maxEmpty)
					}
				}
			}
		}
	}
}

// checkSides checks that the front has a form for each campaigning season and the back
// the ledger's years and the roster.
func checkSides(t *testing.T, x *Ctx, where string, front, back []formBox) {
	t.Helper()
	seen := map[string]int{}
	for _, fb := range front {
		seen[fb.item]++
	}
	for _, s := range []string{rules.Spring, rules.Summer, rules.Autumn} {
		if seen[s] != 1 {
			t.Errorf("%s: front: %d forms of %s orders, want 1", where, seen[s], s)
		}
	}
	if len(front) != 3 {
		t.Errorf("%s: front: %d forms, want the 3 campaigning seasons'", where, len(front))
	}
	var ledger, roster int
	for _, fb := range back {
		switch fb.item {
		case "ledger":
			ledger++
			if fb.rows != x.D.Game.Victory.AdvancedYears {
				t.Errorf("%s: back: ledger of %d rows, want one for each of the %d years", where, fb.rows, x.D.Game.Victory.AdvancedYears)
			}
		case "roster":
			roster++
		}
	}
	if ledger != 1 || roster == 0 {
		t.Errorf("%s: back: %d ledgers and %d roster grids, want 1 and some", where, ledger, roster)
	}
}

// emptyShare is the share of the drawing area's height that neither a form nor a text
// covers: the blank bands across the page.
func emptyShare(area impose.Rect, forms []formBox, texts []placedText) float64 {
	var spans [][2]float64
	for _, fb := range forms {
		spans = append(spans, [2]float64{fb.grid.Y, fb.grid.Y + fb.grid.H})
	}
	for _, tx := range texts {
		spans = append(spans, [2]float64{tx.box.Y, tx.box.Y + tx.box.H})
	}
	sort.Slice(spans, func(i, j int) bool { return spans[i][0] < spans[j][0] })
	covered, reach := 0.0, area.Y
	for _, s := range spans {
		lo, hi := max(s[0], reach), min(s[1], area.Y+area.H)
		if hi > lo {
			covered += hi - lo
			reach = hi
		}
	}
	return 1 - covered/area.H
}

// emptyShare counts a band as covered once, however many grids and texts cross it.
func TestEmptyShare(t *testing.T) {
	area := impose.Rect{X: 0, Y: 10, W: 100, H: 100}
	forms := []formBox{{grid: impose.Rect{Y: 10, H: 40}}, {grid: impose.Rect{Y: 20, H: 20}}}
	texts := []placedText{{box: impose.Rect{Y: 45, H: 15}}, {box: impose.Rect{Y: 105, H: 30}}}
	if got, want := emptyShare(area, forms, texts), 0.45; got < want-1e-9 || got > want+1e-9 {
		t.Errorf("empty share %v, want %v (10–60 and 105–110 covered of 10–110)", got, want)
	}
}

// The front is written for one year: it has a Year field (its label and a line long
// enough for the year's number) under the title, clear of the title and of the lord's
// fields, in every language, on A4 and Letter; and each season's grid has its name.
func TestOrderSheetFrontHasTheYear(t *testing.T) {
	const leastLine = 10.0 // mm: room for a pencilled "10"
	for _, lang := range []string{"en", "pl", "fr"} {
		x := ctx(t, lang, Standard)
		for _, paper := range []string{"a4", "letter"} {
			p := x.Layout.Paper[paper]
			where := fmt.Sprintf("%s %s", lang, paper)
			doc := recorder.New()
			if _, err := x.orderFront(doc.NewPage(p.Width, p.Height)); err != nil {
				t.Fatal(err)
			}
			texts := replay(t, x, doc)[0].texts
			label, title, ok := placedText{}, placedText{}, false
			for _, tx := range texts {
				switch tx.text {
				case x.L.T("orders.year", nil):
					label, ok = tx, true
				case x.L.T("orders.title", nil):
					if title.text == "" {
						title = tx
					}
				}
			}
			if !ok {
				t.Errorf("%s: no %q field on the front", where, x.L.T("orders.year", nil))
				continue
			}
			if overlap(label.box, title.box) || label.box.Y < title.box.Y+title.box.H {
				t.Errorf("%s: the year's label %s is not under the title %s", where, boxString(label.box), boxString(title.box))
			}
			area, _ := x.pageArea(doc.NewPage(p.Width, p.Height))
			fields := area.X + area.W*x.Layout.OrderSheet.Header.Fields
			line := 0.0
			for _, l := range doc.Lines() {
				m := strokeLine.FindStringSubmatch(l)
				if m == nil || m[2] != m[4] {
					continue
				}
				x1, y, x2 := num(t, m[1]), num(t, m[2]), num(t, m[3])
				if x1 >= label.box.X+label.box.W && x1 < label.box.X+label.box.W+5 && y > label.box.Y && y < label.box.Y+label.box.H+2 {
					line = x2 - x1
					if x2 > fields {
						t.Errorf("%s: the year's line runs to %.1f mm, into the lord's fields (from %.1f)", where, x2, fields)
					}
				}
			}
			if line < leastLine {
				t.Errorf("%s: the year's line is %.1f mm long, want at least %v", where, line, leastLine)
			}
			for _, s := range []string{rules.Spring, rules.Summer, rules.Autumn} {
				if countTexts(texts, x.L.T("term."+s, nil)) != 1 {
					t.Errorf("%s: the %s grid's name %q printed %d times, want once", where, s, x.L.T("term."+s, nil), countTexts(texts, x.L.T("term."+s, nil)))
				}
			}
		}
	}
}

func countTexts(texts []placedText, s string) int {
	n := 0
	for _, tx := range texts {
		if tx.text == s {
			n++
		}
	}
	return n
}
