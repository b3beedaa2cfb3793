package component

import (
	"fmt"
	"testing"

	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/impose"
)

// bleedReach is how far, on each side (left, top, right, bottom), a drawn ground
// reaches beyond a cell.
func bleedReach(g, cell impose.Rect) [4]float64 {
	return [4]float64{cell.X - g.X, cell.Y - g.Y, g.X + g.W - cell.X - cell.W, g.Y + g.H - cell.Y - cell.H}
}

// contains reports whether r holds cell, to the arithmetic's tolerance.
func contains(r, cell impose.Rect) bool {
	t := mmTolerance
	return r.X <= cell.X+t && r.Y <= cell.Y+t && r.X+r.W >= cell.X+cell.W-t && r.Y+r.H >= cell.Y+cell.H-t
}

// sideGrounds checks one side of a sheet as drawn: every counter's ground holds its
// cell, runs the full bleed beyond each cut with no counter beyond it, and stops at
// every cut where another counter abuts (it covers none of that counter's cell). It
// returns how far each counter's ground reaches beyond its cell.
func sideGrounds(t *testing.T, where string, grounds []impose.Rect, cells map[int]impose.Rect, bleed float64) map[int][4]float64 {
	t.Helper()
	reach := map[int][4]float64{}
	for i, cell := range cells {
		own := -1
		for k, gr := range grounds {
			if contains(gr, cell) {
				own = k
				break
			}
		}
		if own < 0 {
			t.Errorf("%s: counter %d: no ground holds its cell %s", where, i, boxString(cell))
			continue
		}
		gr := grounds[own]
		reach[i] = bleedReach(gr, cell)
		for side, probe := range [4][2]float64{{-1, 0}, {0, -1}, {1, 0}, {0, 1}} {
			px, py := cell.X+cell.W/2+probe[0]*(cell.W/2+1), cell.Y+cell.H/2+probe[1]*(cell.H/2+1)
			beyond := false
			for _, o := range cells {
				if px > o.X && px < o.X+o.W && py > o.Y && py < o.Y+o.H {
					beyond = true
				}
			}
			if !beyond && reach[i][side] < bleed-mmTolerance {
				t.Errorf("%s: counter %d: its ground runs %.2f mm beyond its outer cut (side %d), less than the %g mm bleed", where, i, reach[i][side], side, bleed)
			}
		}
		for j, o := range cells {
			if j != i && overlap(gr, o.Outset(-mmTolerance)) {
				t.Errorf("%s: counter %d: its ground %s runs into counter %d's cell %s", where, i, boxString(gr), j, boxString(o))
			}
		}
	}
	return reach
}

// Every counter's back bleeds as far as its front beyond each outer cut (so a duplex
// that drifts shows no white), and no ground, front or back, runs into a neighbour's
// cell where counters abut, on every counter sheet, A4 and Letter, duplex (with and
// without a back offset) and folded.
func TestBackBleed(t *testing.T) {
	x := ctx(t, "en", Standard)
	bleed := x.Layout.Print.Bleed
	eachCounterPrint(t, x, func(cp counterPrint) {
		doc, g, ks := cp.doc, cp.g, cp.ks
		pages := replay(t, x, doc)
		for sheet := 0; sheet < g.Pages(len(ks)); sheet++ {
			fronts, backs := map[int]impose.Rect{}, map[int]impose.Rect{}
			for _, i := range x.itemsOf(g, sheet, len(ks)) {
				if _, ok := x.counterBleed(ks[i], false); ok {
					_, fronts[i] = g.Front(i)
					_, backs[i] = g.Back(i)
				}
			}
			fp, bp := 2*sheet, 2*sheet+1
			if cp.pr.Mode == impose.Fold {
				fp, bp = sheet, sheet
			}
			where := fmt.Sprintf("%s sheet %d", cp.where(), sheet+1)
			fr := sideGrounds(t, where+" fronts", pages[fp].items, fronts, bleed)
			br := sideGrounds(t, where+" backs", pages[bp].items, backs, bleed)
			for i, f := range fr {
				b, ok := br[i]
				if !ok {
					continue
				}
				// The back turns over: its left is the front's right.
				f[0], f[2] = f[2], f[0]
				for side := range f {
					if b[side] < f[side]-mmTolerance {
						t.Errorf("%s: counter %d: the back bleeds %.2f mm on side %d, less than the front's %.2f", where, i, b[side], side, f[side])
					}
				}
			}
		}
	})
}

// counterPrint is one way the counter sheets are printed in the drift and bleed tests,
// drawn: the paper, the mode and the back offset, the recording, the sheet's grid and
// the counters on it in order.
type counterPrint struct {
	paper string
	pr    Print
	doc   *recorder.Document
	g     *impose.Grid
	ks    []Counter
}

// eachCounterPrint draws the counter sheets on A4 and Letter, duplex (with and without
// a back offset) and folded, and calls fn with each.
func eachCounterPrint(t *testing.T, x *Ctx, fn func(cp counterPrint)) {
	t.Helper()
	for _, paper := range []string{"a4", "letter"} {
		p := x.Layout.Paper[paper]
		for _, set := range []struct {
			mode   impose.Mode
			offset [2]float64
		}{{impose.Duplex, [2]float64{}}, {impose.Duplex, [2]float64{1.5, -2}}, {impose.Fold, [2]float64{}}} {
			pr := Print{Paper: impose.Paper{Name: paper, W: p.Width, H: p.Height}, Mode: set.mode, BackOffset: set.offset}
			doc := recorder.New()
			if err := x.CounterSheets(doc, pr); err != nil {
				t.Fatal(err)
			}
			spec := x.counterSpec()
			spec.Paper, spec.Mode, spec.BackOffset = pr.Paper, pr.Mode, pr.BackOffset
			spec.Cols = SheetColumns(spec.Cols, pr.Mode)
			g, err := impose.New(spec)
			if err != nil {
				t.Fatal(err)
			}
			fn(counterPrint{paper, pr, doc, g, x.CountersOn(spec.Cols, spec.Rows)})
		}
	}
}

// where names a print in a failure message.
func (cp counterPrint) where() string {
	return fmt.Sprintf("%s mode %d offset %v", cp.paper, cp.pr.Mode, cp.pr.BackOffset)
}
