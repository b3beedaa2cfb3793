package component

import (
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
)

// A short column is kept on one line when that makes the table shorter: sharing the
// width only by how much each column would like wraps every column a little (here the
// Polish heading of the season column).
func TestTableKeepsShortColumnsWhole(t *testing.T) {
	words := [][]string{
		{"Pora roku", "Co się dzieje"},
		{"Wiosna", "Rozkazy; ruch w trzech fazach, z walkami; rycerz, który nie ruszy się przez całą porę roku, nadzoruje swoją włość"},
		{"Zima", "Kroki zimy, ściśle w tej kolejności"},
	}
	values := make([][]bool, len(words))
	for i := range values {
		values[i] = make([]bool, 2)
	}
	ts := ctx(t, "en", Standard).tracksTable()
	lt, ok := fitTable(words, values, 80, ts)
	if !ok {
		t.Fatal("table does not fit 80 mm")
	}
	if got := strings.Join(lt.rows[0][0], "|"); got != "Pora roku" {
		t.Errorf("short heading wrapped as %q", got)
	}
	natural, least := measure(words, ts)
	prop := wrapTable(words, values, proportional(natural, least, 80, nil), ts)
	if prop == nil || prop.height <= lt.height {
		t.Errorf("proportional sharing should wrap more: chosen %.1f mm, proportional %v", lt.height, prop)
	}
	total := 0.0
	for _, w := range lt.widths {
		total += w
	}
	if total < 79.99 || total > 80.01 {
		t.Errorf("column widths %v add up to %.2f mm, want 80", lt.widths, total)
	}
}

// A table that fits at one size fits at every smaller one. Columns are often given just
// the width measured for their longest word; a float that missed by its last bit once
// made the improvements table fail at 6.45 to 6.65 pt while it fitted at 6.4 and 6.7,
// and the quick reference could not be set a little smaller.
func TestTableFitsAtEverySmallerSize(t *testing.T) {
	x := ctx(t, "en", Standard)
	for _, id := range []string{"improvements", "seasons", "winter-order"} {
		tb, err := x.E.TableByID(id)
		if err != nil {
			t.Fatal(err)
		}
		fitted := false
		for size := 7.0; size >= 6; size -= 0.01 {
			ts := x.tracksTable()
			ts.Body.Size, ts.Head.Size, ts.Min, ts.Pad = size, size, size, 0.9
			_, err := x.TableHeight(id, tb, 87, ts)
			if err == nil {
				fitted = true
			} else if fitted {
				t.Errorf("%s fits 87 mm at a larger size but not at %.2f pt: %v", id, size, err)
				break
			}
		}
		if !fitted {
			t.Errorf("%s never fits 87 mm", id)
		}
	}
}

// A column of numbers keeps its own width when the table has width to spare (the words
// take it), and its heading is centred over it as its values are.
func TestTableNumberColumnNarrowAndCentred(t *testing.T) {
	x := ctx(t, "en", Standard)
	tb, err := x.E.TableByID("winter-order")
	if err != nil {
		t.Fatal(err)
	}
	ts := x.tracksTable()
	lt, err := x.layTable("winter-order", tb, 126, ts)
	if err != nil {
		t.Fatal(err)
	}
	natural, _ := measure([][]string{x.cells(tb.Head)}, ts)
	for _, r := range tb.Rows {
		n, _ := measure([][]string{x.cells(tb.Head), x.cells(r)}, ts)
		natural[0] = max(natural[0], n[0])
	}
	if lt.widths[0] > natural[0]+0.01 {
		t.Errorf("the step column is %.1f mm wide, its widest cell needs %.1f", lt.widths[0], natural[0])
	}
	doc := recorder.New()
	if _, err := x.Table(doc.NewPage(210, 297), "winter-order", tb, 0, 0, 126, ts); err != nil {
		t.Fatal(err)
	}
	head := x.L.Cell(tb.Head[0])
	for _, tx := range doc.Texts() {
		if tx.Text == head && (tx.Align != draw.Center || tx.X < lt.widths[0]/2-0.01 || tx.X > lt.widths[0]/2+0.01) {
			t.Errorf("heading %q drawn at %.2f mm, aligned %v; want centred at %.2f", head, tx.X, tx.Align, lt.widths[0]/2)
		}
	}
}
