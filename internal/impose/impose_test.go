package impose

import (
	"fmt"
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

// The crop marks guide every cut of the recommended order to the end: on A4 and Letter,
// duplex and folded, for cards and counters, each mark runs in the margin from outside
// the printer margin to a gap short of the bleed (its inner end at the trim minus bleed
// and gap, no nearer), each cut has a mark at both ends (one at a fold), no cut touches
// a mark of a later cut, and no cut runs out past its marks into the margin, which so
// holds the sheet together: after the long cuts every short cut still has its marks.
func TestCropMarksSurviveTheCuttingOrder(t *testing.T) {
	for _, p := range []Paper{a4, letter} {
		for _, m := range []Mode{Duplex, Fold} {
			for _, spec := range []Spec{cards(p, m), counters(p, m), markers(p, m)} {
				g, err := New(spec)
				if err != nil {
					t.Fatal(err)
				}
				name := fmt.Sprintf("%s %s mode %d", p.Name, itemName(spec), m)
				sides := [][2]any{{g.Block(), 1}, {g.BackBlock(), -1}}
				if m == Duplex {
					sides = [][2]any{{g.Block(), 0}, {g.BackBlock(), 0}}
				}
				for _, side := range sides {
					block, fold := side[0].(Rect), side[1].(int)
					cuts := g.Cuts(block, fold)
					checkMarks(t, name, g, block, cuts)
					checkOrder(t, name, g, block, cuts)
				}
			}
		}
	}
}

// markers is a sheet of few rows (the markers' sheet): wider than tall, its long cuts
// run across.
func markers(p Paper, m Mode) Spec {
	s := counters(p, m)
	s.Rows = 6
	return s
}

func checkMarks(t *testing.T, name string, g *Grid, block Rect, cuts []Cut) {
	t.Helper()
	reach := block.Outset(g.Bleed + g.CropGap)
	for _, c := range cuts {
		want := 2
		if c.Line.Y1 == c.Line.Y2 && (c.Line.X1 == block.X || c.Line.X2 == block.X+block.W) {
			want = 1 // the fold side of an across cut
		}
		if len(c.Marks) != want {
			t.Errorf("%s: cut %+v has %d marks, want %d", name, c.Line, len(c.Marks), want)
		}
		for _, mk := range c.Marks {
			inner, outer := [2]float64{mk.X1, mk.Y1}, [2]float64{mk.X2, mk.Y2}
			if inside(reach, inner, -eps) || !onEdge(reach, inner) {
				t.Errorf("%s: mark %+v starts at %v, inside the bleed and gap (from %+v)", name, mk, inner, reach)
			}
			if outer[0] < g.PrinterMargin-eps || outer[1] < g.PrinterMargin-eps || outer[0] > g.Paper.W-g.PrinterMargin+eps || outer[1] > g.Paper.H-g.PrinterMargin+eps {
				t.Errorf("%s: mark %+v ends at %v, inside the printer margin", name, mk, outer)
			}
			if l := math.Hypot(mk.X2-mk.X1, mk.Y2-mk.Y1); l < minCrop-eps {
				t.Errorf("%s: mark %+v only %.2f mm long", name, mk, l)
			}
		}
	}
}

func checkOrder(t *testing.T, name string, g *Grid, block Rect, cuts []Cut) {
	t.Helper()
	reach := block.Outset(g.Bleed + g.CropGap)
	longFirst := true
	for k, c := range cuts {
		if c.Long && !longFirst {
			t.Errorf("%s: long cut %+v after a short one", name, c.Line)
		}
		longFirst = longFirst && c.Long
		for _, end := range [][2]float64{{c.Line.X1, c.Line.Y1}, {c.Line.X2, c.Line.Y2}} {
			if !inside(reach, end, eps) {
				t.Errorf("%s: cut %+v runs out past its marks into the margin", name, c.Line)
			}
		}
		for _, later := range cuts[k+1:] {
			for _, mk := range later.Marks {
				if touches(c.Line, mk) {
					t.Errorf("%s: cut %+v runs through mark %+v of a later cut", name, c.Line, mk)
				}
			}
		}
	}
	if (len(cuts) > 0 && cuts[0].Line.X1 == cuts[0].Line.X2) != LongCutsDown(block) {
		t.Errorf("%s: the first cuts run the short way", name)
	}
	if long := cuts[0].Line; math.Hypot(long.X2-long.X1, long.Y2-long.Y1) < math.Hypot(cuts[len(cuts)-1].Line.X2-cuts[len(cuts)-1].Line.X1, cuts[len(cuts)-1].Line.Y2-cuts[len(cuts)-1].Line.Y1)-eps {
		t.Errorf("%s: the long cuts are shorter than the short ones", name)
	}
}

// inside says whether a point is in r grown by tol.
func inside(r Rect, p [2]float64, tol float64) bool {
	return p[0] >= r.X-tol && p[0] <= r.X+r.W+tol && p[1] >= r.Y-tol && p[1] <= r.Y+r.H+tol
}

// onEdge says whether a point is on r's outline.
func onEdge(r Rect, p [2]float64) bool {
	return inside(r, p, eps) && (math.Abs(p[0]-r.X) < eps || math.Abs(p[0]-r.X-r.W) < eps || math.Abs(p[1]-r.Y) < eps || math.Abs(p[1]-r.Y-r.H) < eps)
}

// touches says whether an upright or level cut meets a mark (both axis-aligned).
func touches(cut, mk Segment) bool {
	lo := func(a, b float64) float64 { return math.Min(a, b) }
	hi := func(a, b float64) float64 { return math.Max(a, b) }
	return lo(cut.X1, cut.X2) <= hi(mk.X1, mk.X2)+eps && lo(mk.X1, mk.X2) <= hi(cut.X1, cut.X2)+eps &&
		lo(cut.Y1, cut.Y2) <= hi(mk.Y1, mk.Y2)+eps && lo(mk.Y1, mk.Y2) <= hi(cut.Y1, cut.Y2)+eps
}
