package impose

import (
	"math"
	"testing"
)

var (
	a4     = Paper{"A4", 210, 297}
	letter = Paper{"Letter", 215.9, 279.4}
)

func cards(p Paper, m Mode) Spec {
	s := Spec{Paper: p, ItemW: 63, ItemH: 88, Rotated: true, Cols: 2, Rows: 4, Bleed: 3,
		PrinterMargin: 5, CropMark: 7, CropGap: 1, Mode: m}
	if m == Fold {
		s.Cols = 1
	}
	return s
}

func counters(p Paper, m Mode) Spec {
	s := Spec{Paper: p, ItemW: 15.875, ItemH: 15.875, Cols: 11, Rows: 16, Bleed: 3,
		PrinterMargin: 5, CropMark: 7, CropGap: 1, Mode: m}
	if m == Fold {
		s.Cols = 5
	}
	return s
}

const eps = 1e-9

// turnOver is where a point of the back page lands behind the front page once the sheet
// is turned over about its vertical axis (duplex, long edge) or folded.
func turnOver(g *Grid, x, y float64) (float64, float64) {
	if g.Mode == Fold {
		return 2*g.FoldLine() - x, y
	}
	return g.Paper.W - x, y
}

// Every point of every item's back must land exactly behind the same point of its front,
// on A4 and on Letter, duplex and folded: the card turned over like a book page shows
// the back point mirrored left to right.
func TestBacksLineUpWithFronts(t *testing.T) {
	for _, p := range []Paper{a4, letter} {
		for _, m := range []Mode{Duplex, Fold} {
			for _, spec := range []Spec{cards(p, m), counters(p, m)} {
				g, err := New(spec)
				if err != nil {
					t.Fatalf("%s mode %d: %v", p.Name, m, err)
				}
				for i := 0; i < 2*g.PerPage(); i++ {
					fs, front := g.FrontPlace(i)
					bs, back := g.BackPlace(i)
					if fs != bs {
						t.Fatalf("item %d: front on sheet %d, back on sheet %d", i, fs, bs)
					}
					for _, uv := range [][2]float64{{0, 0}, {spec.ItemW, 0}, {0, spec.ItemH}, {10, 20}, {spec.ItemW, spec.ItemH}} {
						fx, fy := front.Map(uv[0], uv[1])
						bx, by := back.Map(spec.ItemW-uv[0], uv[1])
						tx, ty := turnOver(g, bx, by)
						if math.Abs(tx-fx) > eps || math.Abs(ty-fy) > eps {
							t.Fatalf("%s %s mode %d item %d point %v: front at (%.3f, %.3f), back lands at (%.3f, %.3f)",
								p.Name, itemName(spec), m, i, uv, fx, fy, tx, ty)
						}
					}
				}
			}
		}
	}
}

func itemName(s Spec) string {
	if s.ItemW == 63 {
		return "card"
	}
	return "counter"
}

// The back offset takes what the user measures on the back side of a printed sheet (the
// backs sit x mm right of and y mm below where they belong) and cancels it: a printer
// that drifts the back page by (1, 2) puts a back built with --back-offset 1,2 exactly
// where the same back built with 0,0 would be without the drift. Measured as the back is
// seen, on A4 and Letter, duplex and folded, for cards and counters.
func TestBackOffsetCancelsTheMeasuredDrift(t *testing.T) {
	drift := [2]float64{1, 2}
	for _, p := range []Paper{a4, letter} {
		for _, m := range []Mode{Duplex, Fold} {
			for _, spec := range []Spec{cards(p, m), counters(p, m)} {
				g0, err := New(spec)
				if err != nil {
					t.Fatal(err)
				}
				spec.BackOffset = drift
				g1, err := New(spec)
				if err != nil {
					t.Fatal(err)
				}
				for i := 0; i < g0.PerPage(); i++ {
					_, want := g0.Back(i)
					_, built := g1.Back(i)
					// the printer moves everything on the back page right and down by the drift
					printedX, printedY := built.X+drift[0], built.Y+drift[1]
					if math.Abs(printedX-want.X) > eps || math.Abs(printedY-want.Y) > eps {
						t.Fatalf("%s %s mode %d item %d: with --back-offset 1,2 the drifted back is at (%.2f, %.2f), want (%.2f, %.2f)",
							p.Name, itemName(spec), m, i, printedX, printedY, want.X, want.Y)
					}
					_, f0 := g0.Front(i)
					_, f1 := g1.Front(i)
					if f0 != f1 {
						t.Fatalf("item %d: the back offset moved the front", i)
					}
				}
			}
		}
	}
}

// Items never overlap, stay with their bleed inside the printable area, and crop marks
// stay outside the bleed and inside the printable area.
func TestGridFitsThePaper(t *testing.T) {
	for _, p := range []Paper{a4, letter} {
		for _, m := range []Mode{Duplex, Fold} {
			for _, spec := range []Spec{cards(p, m), counters(p, m)} {
				g, err := New(spec)
				if err != nil {
					t.Fatal(err)
				}
				for _, blk := range []Rect{g.Block(), g.BackBlock()} {
					b := blk.Outset(spec.Bleed)
					if b.X < spec.PrinterMargin-eps || b.Y < spec.PrinterMargin-eps || b.X+b.W > p.W-spec.PrinterMargin+eps || b.Y+b.H > p.H-spec.PrinterMargin+eps {
						t.Errorf("%s %s mode %d: block with bleed %+v leaves the printable area", p.Name, itemName(spec), m, b)
					}
				}
				if g.CropLength() < minCrop {
					t.Errorf("%s %s: crop marks only %.1f mm", p.Name, itemName(spec), g.CropLength())
				}
				for _, s := range g.CropMarks(g.Block(), 0) {
					for _, pt := range [][2]float64{{s.X1, s.Y1}, {s.X2, s.Y2}} {
						if pt[0] < spec.PrinterMargin-eps || pt[1] < spec.PrinterMargin-eps || pt[0] > p.W-spec.PrinterMargin+eps || pt[1] > p.H-spec.PrinterMargin+eps {
							t.Errorf("%s %s: crop mark point %v outside the printable area", p.Name, itemName(spec), pt)
						}
					}
				}
				seen := map[Rect]bool{}
				for i := 0; i < g.PerPage(); i++ {
					_, r := g.Front(i)
					if seen[r] {
						t.Fatalf("two items at %+v", r)
					}
					seen[r] = true
				}
			}
		}
	}
}

func TestTooBigIsAnError(t *testing.T) {
	s := cards(letter, Duplex)
	s.Rows = 5
	if _, err := New(s); err == nil {
		t.Fatal("five rows of rotated cards fit Letter paper?")
	}
	s = cards(a4, Duplex)
	s.Cols = 3
	_, err := New(s)
	if err == nil {
		t.Fatal("three columns of rotated cards fit A4?")
	}
	t.Log(err)
}

func TestPages(t *testing.T) {
	g, _ := New(cards(a4, Duplex))
	if g.PerPage() != 8 || g.Pages(40) != 5 || g.Pages(41) != 6 {
		t.Errorf("cards: %d a page, %d sheets for 40", g.PerPage(), g.Pages(40))
	}
}
