package component

import (
	"fmt"
	"math"
	"strings"
	"testing"

	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/impose"
)

// family names the block a counter belongs to: its colour, or the markers; "" for a
// blank slot.
func family(k Counter) string {
	switch {
	case k.Kind == KindMarker:
		return "markers"
	case k.Kind == KindBlank:
		return ""
	}
	return k.Player.ID
}

// The counter sheets hold every counter once; a colour that fits on a sheet is never
// split across two; and no two counters of different families touch, across or down,
// so a drifted back shows no sliver of a neighbour's colour. For the duplex grid and
// the folded one.
func TestCounterSheetsKeepColoursWhole(t *testing.T) {
	x := ctx(t, "en", Standard)
	want := map[string]int{"markers": 0}
	for _, m := range x.D.Markers {
		want["markers"] += m.Count
	}
	for _, p := range x.D.Players {
		want[p.ID] = x.D.CountersPerColour()
	}
	for _, cols := range []int{x.Layout.Counters.Columns, SheetColumns(x.Layout.Counters.Columns, impose.Fold)} {
		rows := x.Layout.Counters.Rows
		ks := x.CountersOn(cols, rows)
		got, sheets := map[string]int{}, map[string]map[int]bool{}
		for i, k := range ks {
			f := family(k)
			if k.Kind == KindTroop || k.Kind == KindMarker {
				got[f]++
			}
			if f == "" {
				continue
			}
			if sheets[f] == nil {
				sheets[f] = map[int]bool{}
			}
			sheets[f][i/(cols*rows)] = true
			col, row := i%cols, i/cols%rows
			for _, j := range []int{i + 1, i + cols} {
				if j < len(ks) && (j == i+cols || col+1 < cols) && (j == i+1 || row+1 < rows) {
					if g := family(ks[j]); g != "" && g != f {
						t.Errorf("%d columns: %s at slot %d touches %s at slot %d", cols, f, i, g, j)
					}
				}
			}
		}
		for f, n := range want {
			if got[f] != n {
				t.Errorf("%d columns: %d counters of %s, want %d", cols, got[f], f, n)
			}
		}
		for _, p := range x.D.Players {
			colourRows := (x.D.CountersPerColour() + 1 + cols - 1) / cols
			if colourRows <= rows && len(sheets[p.ID]) != 1 {
				t.Errorf("%d columns: %s (%d rows) is split over %d sheets", cols, p.ID, colourRows, len(sheets[p.ID]))
			}
		}
	}
}

// Every counter sheet's title says what is on it (its colours, the markers), and its
// crop marks stop at the last row it uses.
func TestCounterSheetsLabelledAndMarkedToTheirRows(t *testing.T) {
	x := ctx(t, "en", Standard)
	for _, paper := range []string{"a4", "letter"} {
		p := x.Layout.Paper[paper]
		pr := Print{Paper: impose.Paper{Name: paper, W: p.Width, H: p.Height}}
		doc := recorder.New()
		if err := x.CounterSheets(doc, pr); err != nil {
			t.Fatal(err)
		}
		var titles []string
		for _, line := range doc.Lines() {
			if strings.HasPrefix(line, "bookmark ") {
				titles = append(titles, line)
			}
		}
		for _, c := range x.D.Players {
			name := x.L.T("sheet.troops-of."+c.ID, nil)
			if n := countWith(titles, name); n != 2 {
				t.Errorf("%s: %q named in %d sheet titles, want the front and the back of its sheet", paper, name, n)
			}
		}
		for _, m := range x.D.Markers { // each marker, with its count, on some sheet's title
			if countWith(titles, x.L.T("sheet.marker."+m.ID, nil)) == 0 {
				t.Errorf("%s: no sheet title names the %s markers", paper, m.ID)
			}
		}
		for i, pg := range replay(t, x, doc) {
			bottom := math.Inf(-1)
			for _, it := range pg.items {
				bottom = math.Max(bottom, it.Y+it.H-x.Layout.Print.Bleed)
			}
			for _, mk := range pg.marks {
				if mk.Y1 == mk.Y2 && mk.Y1 > bottom+1e-6 {
					t.Errorf("%s page %d: a crop mark at y %.2f, below the last row used (%.2f)", paper, i+1, mk.Y1, bottom)
				}
			}
		}
	}
}

func countWith(lines []string, s string) int {
	n := 0
	for _, l := range lines {
		if strings.Contains(l, fmt.Sprint(s)) {
			n++
		}
	}
	return n
}

// No counter sheet but the last is left mostly empty: each uses at least three quarters
// of its rows, down to its last row of counters (the blank row between two blocks is
// cut with the sheet, the rows below it are waste), duplex and folded.
func TestCounterSheetsAreFull(t *testing.T) {
	x := ctx(t, "en", Standard)
	rows := x.Layout.Counters.Rows
	for _, cols := range []int{x.Layout.Counters.Columns, SheetColumns(x.Layout.Counters.Columns, impose.Fold)} {
		ks := x.CountersOn(cols, rows)
		per := cols * rows
		sheets := ceilDiv(len(ks), per)
		for s := 0; s < sheets-1; s++ {
			used := 0
			for i := s * per; i < min(len(ks), (s+1)*per); i++ {
				if ks[i].Kind != KindBlank {
					used = (i-s*per)/cols + 1
				}
			}
			if float64(used) < 0.75*float64(rows) {
				t.Errorf("%d columns: sheet %d of %d uses %d of its %d rows", cols, s+1, sheets, used, rows)
			}
		}
	}
}
