// Package impose places the items of a print-and-play sheet (cards, counters) on pages:
// a grid centred on the paper, the backs where duplex printing or folding puts them, the
// bleed and the crop marks. It is geometry only, in mm from the top-left corner of the
// page; drawing is done elsewhere, so the geometry can be proven in tests.
package impose

import (
	"fmt"
	"math"
)

// Rect is a rectangle: top-left corner, width and height.
type Rect struct{ X, Y, W, H float64 }

// Outset grows the rectangle by d on every side.
func (r Rect) Outset(d float64) Rect { return Rect{r.X - d, r.Y - d, r.W + 2*d, r.H + 2*d} }

// Paper is a sheet size, as oriented for printing.
type Paper struct {
	Name string
	W, H float64
}

// Landscape is the paper turned on its side.
func (p Paper) Landscape() Paper { return Paper{p.Name, p.H, p.W} }

// Mode is how the backs are printed.
type Mode int

const (
	// Duplex: fronts and backs on alternate pages, for long-edge duplex printing. The
	// back page is flipped about the vertical axis, so its columns are mirrored.
	Duplex Mode = iota
	// Fold: fronts on the left half of a page, backs mirrored on the right half; the
	// sheet is folded along the middle and glued.
	Fold
	// FrontsOnly: no backs (items whose back is blank).
	FrontsOnly
)

// Spec describes a sheet of identical items.
type Spec struct {
	Paper         Paper
	ItemW, ItemH  float64 // the item's own size, upright
	Rotated       bool    // items stand on their side on the page (cards on portrait paper)
	Cols, Rows    int     // of fronts on a page (in Fold mode: of the front half)
	Bleed         float64
	PrinterMargin float64
	CropMark      float64 // wanted length of a crop mark
	CropGap       float64 // between the bleed edge and a crop mark
	Mode          Mode
	// BackOffset is the printer's drift as the user measures it on the back side of a
	// printed sheet: how far the backs sit right of (x) and below (y) where they should.
	// The backs are drawn that much the other way, so the drift brings them home.
	BackOffset [2]float64
}

// Grid is a validated sheet layout.
type Grid struct {
	Spec
	slotW    float64 // an item's width and height as it stands on the page
	slotH    float64
	origin   [2]float64 // top-left of the front block's cut line
	cropLen  float64    // crop mark length that fits the margins
	foldLine float64    // x of the fold, in Fold mode
}

// Minimum crop mark length that still guides a cut.
const minCrop = 3.0

// New checks that the grid and its bleed and crop marks fit the paper inside the
// printer margin, and centres it. The error says what does not fit and by how much.
func New(s Spec) (*Grid, error) {
	if s.Cols < 1 || s.Rows < 1 || s.ItemW <= 0 || s.ItemH <= 0 {
		return nil, fmt.Errorf("a sheet needs at least one column and row of items with a size, got %d x %d of %.1f x %.1f mm", s.Cols, s.Rows, s.ItemW, s.ItemH)
	}
	g := &Grid{Spec: s}
	g.slotW, g.slotH = s.ItemW, s.ItemH
	if s.Rotated {
		g.slotW, g.slotH = s.ItemH, s.ItemW
	}
	blockW, blockH := float64(s.Cols)*g.slotW, float64(s.Rows)*g.slotH
	availW := s.Paper.W
	if s.Mode == Fold {
		availW = s.Paper.W / 2 // each half holds a block; they meet at the fold
	}
	need := 2*(s.Bleed+s.CropGap+minCrop) + 2*s.PrinterMargin
	if s.Mode == Fold {
		// Towards the fold the block keeps only its bleed; the marks are on the outer side.
		need = s.Bleed + s.PrinterMargin + s.Bleed + s.CropGap + minCrop
	}
	if over := blockW + need - availW; over > 0 {
		return nil, fmt.Errorf("%d columns of %.1f mm are %.1f mm too wide for %s paper with bleed, crop marks and printer margin", s.Cols, g.slotW, over, s.Paper.Name)
	}
	if over := blockH + 2*(s.Bleed+s.CropGap+minCrop+s.PrinterMargin) - s.Paper.H; over > 0 {
		return nil, fmt.Errorf("%d rows of %.1f mm are %.1f mm too tall for %s paper with bleed, crop marks and printer margin", s.Rows, g.slotH, over, s.Paper.Name)
	}
	g.origin[1] = (s.Paper.H - blockH) / 2
	if s.Mode == Fold {
		g.foldLine = s.Paper.W / 2
		g.origin[0] = g.foldLine - s.Bleed - blockW
	} else {
		g.origin[0] = (s.Paper.W - blockW) / 2
	}
	g.cropLen = math.Min(s.CropMark, g.marginRoom())
	// The backs move by the back offset, their bleed with them: it must still print.
	b, pm := g.BackBlock().Outset(s.Bleed), s.PrinterMargin
	if over := math.Max(pm-b.X, b.X+b.W-(s.Paper.W-pm)); over > 0 {
		return nil, fmt.Errorf("a back offset of %.1f mm across moves the backs' bleed %.1f mm into the printer margin of %s paper", s.BackOffset[0], over, s.Paper.Name)
	}
	if over := math.Max(pm-b.Y, b.Y+b.H-(s.Paper.H-pm)); over > 0 {
		return nil, fmt.Errorf("a back offset of %.1f mm down moves the backs' bleed %.1f mm into the printer margin of %s paper", s.BackOffset[1], over, s.Paper.Name)
	}
	return g, nil
}

// marginRoom is how long a crop mark can be in the tightest margin of the fronts.
func (g *Grid) marginRoom() float64 {
	blockH := float64(g.Rows) * g.slotH
	vertical := (g.Paper.H-blockH)/2 - g.Bleed - g.CropGap - g.PrinterMargin
	horizontal := g.origin[0] - g.Bleed - g.CropGap - g.PrinterMargin
	return math.Min(vertical, horizontal)
}

// clip shortens a mark running out from its inner end so that it stops at the printer
// margin: the backs, moved by the back offset, may have less room than the fronts.
func (g *Grid) clip(m Segment) Segment {
	pm := g.PrinterMargin
	m.X2 = math.Max(pm, math.Min(g.Paper.W-pm, m.X2))
	m.Y2 = math.Max(pm, math.Min(g.Paper.H-pm, m.Y2))
	return m
}

// PerPage is how many items one page (or one folded sheet) holds.
func (g *Grid) PerPage() int { return g.Cols * g.Rows }

// Pages is how many sheets n items need.
func (g *Grid) Pages(n int) int { return (n + g.PerPage() - 1) / g.PerPage() }

// Front is the cut rectangle of item i (counted over all pages) on its front page, and
// the sheet it is on.
func (g *Grid) Front(i int) (sheet int, r Rect) {
	sheet, slot := i/g.PerPage(), i%g.PerPage()
	col, row := slot%g.Cols, slot/g.Cols
	return sheet, Rect{g.origin[0] + float64(col)*g.slotW, g.origin[1] + float64(row)*g.slotH, g.slotW, g.slotH}
}

// Back is the cut rectangle of item i's back, on the back page of its sheet (Duplex) or
// on the right half of its page (Fold). Printed and turned over (or folded), the back
// lands exactly behind the front; it is drawn moved against the back offset, which the
// printer's drift then undoes.
func (g *Grid) Back(i int) (sheet int, r Rect) {
	sheet, f := g.Front(i)
	switch g.Mode {
	case Fold: // mirrored about the fold line
		r = Rect{2*g.foldLine - f.X - f.W, f.Y, f.W, f.H}
	default: // the page turns about its vertical axis: columns mirror
		r = Rect{g.Paper.W - f.X - f.W, f.Y, f.W, f.H}
	}
	r.X -= g.BackOffset[0]
	r.Y -= g.BackOffset[1]
	return sheet, r
}

// Block is the cut-line rectangle of the front block of a page; BackBlock of the backs.
func (g *Grid) Block() Rect {
	return Rect{g.origin[0], g.origin[1], float64(g.Cols) * g.slotW, float64(g.Rows) * g.slotH}
}

// BackBlock is where the backs of a full page stand.
func (g *Grid) BackBlock() Rect {
	_, first := g.Back(0)
	_, last := g.Back(g.PerPage() - 1)
	x0, x1 := math.Min(first.X, last.X), math.Max(first.X+first.W, last.X+last.W)
	return Rect{x0, first.Y, x1 - x0, last.Y + last.H - first.Y}
}

// Segment is a straight line, for crop marks and guides.
type Segment struct{ X1, Y1, X2, Y2 float64 }

// CropMarks are the marks of a block: at every cut line, in the margin, from the
// printer margin side in towards the block, ending a gap short of the bleed. In Fold
// mode the edge at the fold has none (it is folded, not cut).
func (g *Grid) CropMarks(block Rect, foldSide int) []Segment {
	var out []Segment
	for _, c := range g.Cuts(block, foldSide) {
		out = append(out, c.Marks...)
	}
	return out
}

// Cut is one cut of the recommended cutting order: the line the knife runs along and
// the crop marks that guide it.
type Cut struct {
	Line  Segment
	Marks []Segment
	Long  bool // one of the long cuts, made first
}

// Cuts is the recommended cutting order of a block (a page's, or the rows it uses): the long cuts first, then the short
// ones, each run only from the inner end of one of its marks to the inner end of the
// other (or to the block's edge at a fold). The knife never runs out through the margin,
// so the margin holds the sheet together as a frame and every mark stays on it for the
// cuts still to come; each short cut then frees a row of items.
func (g *Grid) Cuts(block Rect, foldSide int) []Cut {
	start := g.Bleed + g.CropGap
	cols, rows := int(math.Round(block.W/g.slotW)), int(math.Round(block.H/g.slotH))
	var down, across []Cut
	for c := 0; c <= cols; c++ {
		x := block.X + float64(c)*g.slotW
		down = append(down, Cut{Line: Segment{x, block.Y - start, x, block.Y + block.H + start}, Marks: []Segment{
			{x, block.Y - start, x, block.Y - start - g.cropLen},
			{x, block.Y + block.H + start, x, block.Y + block.H + start + g.cropLen}}})
	}
	for r := 0; r <= rows; r++ {
		y := block.Y + float64(r)*g.slotH
		cut := Cut{Line: Segment{block.X, y, block.X + block.W, y}}
		if foldSide >= 0 {
			cut.Line.X1 = block.X - start
			cut.Marks = append(cut.Marks, Segment{block.X - start, y, block.X - start - g.cropLen, y})
		}
		if foldSide <= 0 {
			cut.Line.X2 = block.X + block.W + start
			cut.Marks = append(cut.Marks, Segment{block.X + block.W + start, y, block.X + block.W + start + g.cropLen, y})
		}
		across = append(across, cut)
	}
	for _, cs := range [][]Cut{down, across} {
		for i := range cs {
			for j, m := range cs[i].Marks {
				cs[i].Marks[j] = g.clip(m)
			}
		}
	}
	if LongCutsDown(block) {
		return append(long(down), across...)
	}
	return append(long(across), down...)
}

// long marks cuts as the long ones.
func long(cs []Cut) []Cut {
	for i := range cs {
		cs[i].Long = true
	}
	return cs
}

// LongCutsDown says whether the long cuts of a block run down the page (it is taller
// than wide) rather than across it.
func LongCutsDown(block Rect) bool { return block.H >= block.W }

// FirstRows is the block of the first n rows of a block: the rows a sheet uses.
func (g *Grid) FirstRows(block Rect, n int) Rect {
	block.H = float64(n) * g.slotH
	return block
}

// CropLength is the length of the crop marks as they fit.
func (g *Grid) CropLength() float64 { return g.cropLen }

// FoldLine is the x of the fold in Fold mode.
func (g *Grid) FoldLine() float64 { return g.foldLine }

// Place is how to draw an item into its slot: move the origin to (X, Y), turn by Angle
// degrees (clockwise on the page, as y grows downward), then draw the item upright in
// its own frame of ItemW x ItemH.
type Place struct {
	Slot  Rect
	X, Y  float64
	Angle float64
}

// Map takes a point of the item's own frame to the page.
func (p Place) Map(u, v float64) (x, y float64) {
	switch p.Angle {
	case 90:
		return p.X - v, p.Y + u
	case -90:
		return p.X + v, p.Y - u
	}
	return p.X + u, p.Y + v
}

// FrontPlace is where and how item i's front is drawn.
func (g *Grid) FrontPlace(i int) (sheet int, p Place) {
	sheet, r := g.Front(i)
	return sheet, g.place(r, 90)
}

// BackPlace is where and how item i's back is drawn. A card turned over like the page
// of a book shows its back upright: on a sheet flipped about its vertical axis (or
// folded), a rotated item's back turns the other way.
func (g *Grid) BackPlace(i int) (sheet int, p Place) {
	sheet, r := g.Back(i)
	return sheet, g.place(r, -90)
}

func (g *Grid) place(r Rect, angle float64) Place {
	switch {
	case !g.Rotated:
		return Place{Slot: r, X: r.X, Y: r.Y}
	case angle > 0:
		return Place{Slot: r, X: r.X + r.W, Y: r.Y, Angle: 90}
	}
	return Place{Slot: r, X: r.X, Y: r.Y + r.H, Angle: -90}
}
