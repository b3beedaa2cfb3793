package component

import (
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/impose"
	"github.com/excalibur-kit/excalibur/internal/layout"
)

// The print list names the paper a shop prints board.pdf on: the first sheet its page
// fits on, either way round, the sheet before it that is too small, and the first roll as
// wide as the page's short side.
func TestShopPaper(t *testing.T) {
	b := layout.PrintListBoard{
		Sheets: []layout.PrintListSheet{{Name: "A1", Width: 594, Height: 841}, {Name: "A0", Width: 841, Height: 1189}},
		Rolls:  []float64{610, 914, 1067},
	}
	for _, tt := range []struct {
		w, h       float64
		fit, small string
		roll       float64
	}{
		{875, 644, "A0", "A1", 914},  // the board: wider than A1 either way round
		{580, 830, "A1", "", 610},    // fits the first sheet upright
		{830, 580, "A1", "", 610},    // and turned
		{1000, 900, "A0", "A1", 914}, // too wide for A0 turned, not upright
		{600, 1000, "A0", "A1", 610},
	} {
		fit, small, roll := shopPaper(b, tt.w, tt.h)
		if fit.Name != tt.fit || small != tt.small || roll != tt.roll {
			t.Errorf("%v x %v: got %s, small %q, roll %v; want %s, small %q, roll %v", tt.w, tt.h, fit.Name, small, roll, tt.fit, tt.small, tt.roll)
		}
	}
}

// The built-in layout offers a sheet and a roll the board's page really fits on, so the
// print list never sends a shop to paper too small.
func TestBoardPageFitsTheShopPaper(t *testing.T) {
	x := ctx(t, "en", Standard)
	w, h := x.boardPage()
	fit, _, roll := shopPaper(x.Layout.PrintList.Board, w, h)
	if !(w <= fit.Width && h <= fit.Height) && !(h <= fit.Width && w <= fit.Height) {
		t.Errorf("board page %v x %v mm does not fit %s (%v x %v mm)", w, h, fit.Name, fit.Width, fit.Height)
	}
	if roll < min(w, h) {
		t.Errorf("board page %v x %v mm is wider than the widest roll, %v mm", w, h, roll)
	}
	if v := x.D.Valley; w <= v.Width || h <= v.Height {
		t.Errorf("board page %v x %v mm is not larger than its trim %v x %v mm", w, h, v.Width, v.Height)
	}
}

// The table and the mounting paragraph say the same of counters to mount, from one value
// (layout/print-list.toml [mounting]): counters.pdf is named once, and the line under it,
// labelled as the other way to print it, says on one side, on the stock the paragraph
// names; whichever stock the layout gives, in every language.
func TestMountingAgreesWithTheTable(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		for _, stock := range []string{"paper", "card"} {
			x := ctx(t, lang, Standard)
			l := *x.Layout
			l.PrintList.Mounting.Stock = stock
			x.Layout = &l
			files := []KitFile{{Component: counterComponent, Path: lang + "/counters.pdf", Pages: 12}}
			tb := x.PrintListTable(files, Print{})
			if len(tb.Rows) != 2 {
				t.Fatalf("%s %s: %d lines for counters.pdf, want 2 (to play unmounted, to mount)", lang, stock, len(tb.Rows))
			}
			unmounted, mounted := tb.Rows[0], tb.Rows[1]
			if got := x.L.Cell(unmounted[0]); got != files[0].Path {
				t.Errorf("%s %s: the first line names %q, want %s", lang, stock, got, files[0].Path)
			}
			if got := x.L.Cell(mounted[0]); got != x.L.T("print-list.or-mount", nil) || strings.Contains(got, ".pdf") {
				t.Errorf("%s %s: the line to mount is labelled %q, want %q: the same file printed otherwise, not a second file", lang, stock, got, x.L.T("print-list.or-mount", nil))
			}
			if got, want := x.L.Cell(mounted[1]), x.L.Cell(x.stockCell("print-list.", stock)); got != want {
				t.Errorf("%s %s: counters to mount are printed on %q, want %q", lang, stock, got, want)
			}
			if got := x.L.Cell(mounted[2]); got != x.L.T("print-list.one-side", nil) {
				t.Errorf("%s %s: counters to mount are printed %q, want on one side", lang, stock, got)
			}
			if x.L.Cell(mounted[2]) == x.L.Cell(unmounted[2]) {
				t.Errorf("%s %s: both ways of printing counters.pdf say %q", lang, stock, x.L.Cell(mounted[2]))
			}
			if n := x.L.Cell(mounted[5]); n != x.L.Cell(mounted[3]) {
				t.Errorf("%s %s: %s sheets for %s one-sided pages", lang, stock, n, x.L.Cell(mounted[3]))
			}
			var text string
			for _, s := range x.printListSections() {
				if s.item == "mounting" {
					text = s.text
				}
			}
			want := x.L.Cell(x.stockCell("print-list.in-", stock))
			other := x.L.Cell(x.stockCell("print-list.in-", map[string]string{"paper": "card", "card": "paper"}[stock]))
			if !strings.Contains(text, want) || strings.Contains(text, other) || !strings.Contains(text, "counters.pdf") {
				t.Errorf("%s %s: the mounting paragraph %q does not print counters.pdf %q as the table does (or names %q too)", lang, stock, text, want, other)
			}
		}
	}
}

// The print list is one page in every language, on A4 and on Letter, for a whole kit's
// files: a language whose list runs long sets its paragraphs smaller, never below the
// font's min, and English on A4 keeps the full size.
func TestPrintListOnePage(t *testing.T) {
	pages := map[string]int{"calibration": 2, "manor-cards": 10, "counters": 12, "tracks": 1, "order-sheet": 2,
		"quick-reference": 2, "rulebook": 97, "board": 1, "board-tiles": 16}
	for _, lang := range []string{"en", "pl", "fr"} {
		for _, paper := range []string{"a4", "letter"} {
			x := ctx(t, lang, Standard)
			var files []KitFile
			for _, comp := range x.Layout.PrintList.Order {
				files = append(files, KitFile{Component: comp, Path: lang + "/" + comp + ".pdf", Pages: pages[comp]})
			}
			p := x.Layout.Paper[paper]
			doc := recorder.New()
			if err := x.PrintList(doc.NewPage(p.Width, p.Height), Print{Paper: impose.Paper{Name: paper, W: p.Width, H: p.Height}}, files); err != nil {
				t.Errorf("%s %s: %v", lang, paper, err)
				continue
			}
			font := x.Layout.PrintList.Text.Font
			size := 0.0
			for _, tx := range doc.Texts() {
				if tx.Font.Face == draw.Face(font.Face) {
					size = tx.Font.Size
					break
				}
			}
			if size < font.Min || size > font.Size {
				t.Errorf("%s %s: paragraphs at %v pt, want %v down to %v", lang, paper, size, font.Size, font.Min)
			}
			if lang == "en" && paper == "a4" && size != font.Size {
				t.Errorf("en a4: paragraphs at %v pt, want the full %v: the list fits", size, font.Size)
			}
		}
	}
}
