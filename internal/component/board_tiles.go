package component

import (
	"fmt"
	"math"
	"sort"

	"github.com/excalibur-kit/excalibur/internal/draw"
	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/impose"
	"github.com/excalibur-kit/excalibur/internal/layout"
	"github.com/excalibur-kit/excalibur/internal/textfit"
	"github.com/excalibur-kit/excalibur/rules"
)

// board-tiles.pdf: the board for home printers, cut into tiles of the build's paper and
// glued back together. Each tile shows its share of the board (its core) and, on its
// right and lower edges where a neighbour follows, a glue strip of the board beyond the
// core, which the neighbour covers. Edges that are cut (the board's outer edges and a
// tile's left and upper edges with a neighbour before it) get a little bleed and crop
// marks. Registration marks stand on every joint, centred on the line where the upper
// tile's cut edge goes: both tiles print them at the same point of the board, so they
// meet when the tiles are laid right. An assembly page comes first.

// BoardTile is one tile, in glue order.
type BoardTile struct {
	N, Row, Col int         // from 1, row by row from the top left
	Core        impose.Rect // the tile's share of the board
	Printed     impose.Rect // what the sheet prints of the board: the core, bleed, glue strips
	Cut         impose.Rect // where the tile is cut: the core and its glue strips
	Origin      draw.Point  // where the board's origin falls on the sheet: sheet = board + Origin
	Marks       []draw.Point
	Right, Down bool // a glue strip on the right, below
}

// BoardTiling is the board cut into tiles for one paper.
type BoardTiling struct {
	Paper      impose.Paper // as the sheets are printed (portrait or landscape)
	Cols, Rows int
	Tiles      []BoardTile
	Furniture  impose.Rect // the strip at the foot of every sheet, sheet mm
}

// Tile returns the tile at row r, column c (from 1).
func (t BoardTiling) Tile(r, c int) *BoardTile { return &t.Tiles[(r-1)*t.Cols+c-1] }

// JointBands are the bands, overlap wide, that two neighbouring tiles both print where
// they meet: the right-hand and lower edges of every tile that has a neighbour there.
func (t BoardTiling) JointBands(overlap float64) []impose.Rect {
	var out []impose.Rect
	for _, a := range t.Tiles {
		if a.Right {
			out = append(out, impose.Rect{X: a.Core.X + a.Core.W, Y: a.Core.Y, W: overlap, H: a.Core.H})
		}
		if a.Down {
			out = append(out, impose.Rect{X: a.Core.X, Y: a.Core.Y + a.Core.H, W: a.Core.W, H: overlap})
		}
	}
	return out
}

// TileBoard cuts a w x h board into tiles of paper (portrait or landscape, whichever
// takes fewer sheets), each printed inside the printer margin pm.
// The registration marks keep off what keep lists (see Ctx.Tiling).
func TileBoard(w, h float64, paper impose.Paper, pm float64, t layout.BoardTiles, keep ...Keepout) (BoardTiling, error) {
	var best BoardTiling
	for _, p := range []impose.Paper{paper, paper.Landscape()} {
		tl, ok := tileOn(w, h, p, pm, t, keep...)
		if ok && (best.Tiles == nil || len(tl.Tiles) < len(best.Tiles)) {
			best = tl
		}
	}
	if best.Tiles == nil {
		return best, fmt.Errorf("%s: tiles: the %s paper has no room for a tile inside its margins", layout.BoardFile, paper.Name)
	}
	return best, nil
}

func tileOn(w, h float64, p impose.Paper, pm float64, t layout.BoardTiles, keep ...Keepout) (BoardTiling, bool) {
	pm += t.Clear // no ink in the printer margin, nor just inside it
	crop := t.CropGap + t.CropMark
	availW := p.W - 2*pm - 2*crop
	availH := p.H - 2*pm - 2*crop - t.Furniture
	ext := t.Bleed + max(t.Overlap, t.Bleed)
	coreW, coreH := availW-ext, availH-ext
	if coreW <= 0 || coreH <= 0 {
		return BoardTiling{}, false
	}
	tl := BoardTiling{Paper: p, Cols: int(math.Ceil(w / coreW)), Rows: int(math.Ceil(h / coreH))}
	cw, ch := w/float64(tl.Cols), h/float64(tl.Rows)
	tl.Furniture = impose.Rect{X: pm, Y: p.H - pm - t.Furniture, W: p.W - 2*pm, H: t.Furniture}
	for r := 1; r <= tl.Rows; r++ {
		for c := 1; c <= tl.Cols; c++ {
			tile := BoardTile{N: (r-1)*tl.Cols + c, Row: r, Col: c, Right: c < tl.Cols, Down: r < tl.Rows}
			tile.Core = impose.Rect{X: float64(c-1) * cw, Y: float64(r-1) * ch, W: cw, H: ch}
			right, down := t.Bleed, t.Bleed
			tile.Cut = tile.Core
			if tile.Right {
				right = t.Overlap
				tile.Cut.W += t.Overlap
			}
			if tile.Down {
				down = t.Overlap
				tile.Cut.H += t.Overlap
			}
			tile.Printed = impose.Rect{X: tile.Core.X - t.Bleed, Y: tile.Core.Y - t.Bleed, W: cw + t.Bleed + right, H: ch + t.Bleed + down}
			tile.Origin = draw.Point{
				X: (p.W-tile.Printed.W)/2 - tile.Printed.X,
				Y: pm + crop - tile.Printed.Y,
			}
			tl.Tiles = append(tl.Tiles, tile)
		}
	}
	// The registration marks of each joint, once, on both of its tiles: spread along it,
	// each slid along the joint to the nearest place clear of what keep lists.
	for i := range tl.Tiles {
		a := &tl.Tiles[i]
		if a.Right {
			b := tl.Tile(a.Row, a.Col+1)
			x := b.Core.X
			blocked := blockedAlong(keep, t.Mark, func(p draw.Point) (float64, float64) { return p.Y, p.X - x }, func(r impose.Rect) (float64, float64, float64, float64) {
				return r.Y, r.Y + r.H, r.X - x, r.X + r.W - x
			})
			for _, y := range slideMarks(along(a.Core.Y, a.Core.H, t.MarkSpacing), a.Core.Y, a.Core.Y+a.Core.H, blocked, t.Mark) {
				m := draw.Point{X: x, Y: y}
				a.Marks, b.Marks = append(a.Marks, m), append(b.Marks, m)
			}
		}
		if a.Down {
			b := tl.Tile(a.Row+1, a.Col)
			y := b.Core.Y
			blocked := blockedAlong(keep, t.Mark, func(p draw.Point) (float64, float64) { return p.X, p.Y - y }, func(r impose.Rect) (float64, float64, float64, float64) {
				return r.X, r.X + r.W, r.Y - y, r.Y + r.H - y
			})
			for _, x := range slideMarks(along(a.Core.X, a.Core.W, t.MarkSpacing), a.Core.X, a.Core.X+a.Core.W, blocked, t.Mark) {
				m := draw.Point{X: x, Y: y}
				a.Marks, b.Marks = append(a.Marks, m), append(b.Marks, m)
			}
		}
	}
	return tl, true
}

// Keepout is what the registration marks keep clear of: the board's places (discs) and
// its name plates and panels (boxes), in board mm.
type Keepout struct {
	Discs []Disc
	Boxes []impose.Rect
}

// Disc is a round place on the board.
type Disc struct {
	C draw.Point
	R float64
}

// blockedAlong is where along a joint a mark of radius r would touch what keep lists:
// on says where a point lies along the joint and how far off it, span where a box runs
// along it and across it (relative to the joint).
func blockedAlong(keep []Keepout, r float64, on func(draw.Point) (float64, float64), span func(impose.Rect) (lo, hi, off0, off1 float64)) [][2]float64 {
	var out [][2]float64
	for _, k := range keep {
		for _, d := range k.Discs {
			at, off := on(d.C)
			if reach := d.R + r; math.Abs(off) < reach {
				h := math.Sqrt(reach*reach - off*off)
				out = append(out, [2]float64{at - h, at + h})
			}
		}
		for _, b := range k.Boxes {
			lo, hi, o0, o1 := span(b)
			if o0 < r && o1 > -r {
				out = append(out, [2]float64{lo - r, hi + r})
			}
		}
	}
	return out
}

// slideMarks moves each of the marks spread along a joint from a to b to the nearest
// point clear of blocked and of the marks moved before it, keeping each within the
// joint, two mark radii r from its ends; a mark with no clear point stays put.
func slideMarks(marks []float64, a, b float64, blocked [][2]float64, r float64) []float64 {
	lo, hi := a+2*r, b-2*r
	out := make([]float64, 0, len(marks))
	for _, m := range marks {
		bl := append([][2]float64(nil), blocked...)
		for _, o := range out {
			bl = append(bl, [2]float64{o - 4*r, o + 4*r})
		}
		cands := []float64{m, lo, hi}
		for _, s := range bl {
			cands = append(cands, s[0], s[1])
		}
		best, bd := m, math.Inf(1)
		for _, q := range cands {
			if q < lo || q > hi || math.Abs(q-m) >= bd {
				continue
			}
			free := true
			for _, s := range bl {
				if q > s[0]+nearlyZero && q < s[1]-nearlyZero {
					free = false
					break
				}
			}
			if free {
				best, bd = q, math.Abs(q-m)
			}
		}
		out = append(out, best)
	}
	return out
}

// Tiling cuts the board into tiles for paper, its registration marks kept off the
// board's places (manor centres, houses, milestones, marker spots), its name plates and
// its panels.
func (x *Ctx) Tiling(paper impose.Paper) (BoardTiling, error) {
	v := &x.D.Valley
	keep, err := x.markKeepout()
	if err != nil {
		return BoardTiling{}, err
	}
	return TileBoard(v.Width, v.Height, paper, x.Layout.Print.PrinterMargin, x.Layout.Board.Tiles, keep)
}

// markKeepout lists what the registration marks keep clear of, from the board's plan
// (placed here if no drawing has placed it yet).
func (x *Ctx) markKeepout() (Keepout, error) {
	var k Keepout
	if !x.HasValley() {
		return k, nil
	}
	pal, err := x.boardPalette()
	if err != nil {
		return k, err
	}
	b := &boardDraw{x: x, v: &x.D.Valley, lb: &x.Layout.Board, pal: pal, view: BoardView{Text: true}, min: x.Layout.Print.MinFont}
	b.g = geometry(b.v, b.lb)
	if err := b.plan(); err != nil {
		return k, err
	}
	if _, err := b.placePanels(); err != nil {
		return k, err
	}
	m, l := b.lb.Marks, b.lb.Lines
	gap := x.Layout.Board.Tiles.MarkWidth
	for _, ml := range b.v.Manors {
		k.Discs = append(k.Discs, Disc{toPt(ml.Centre), m.Centre + l.Symbol + gap})
		for _, u := range ml.Units {
			k.Discs = append(k.Discs, Disc{toPt(u.Spot), max(m.Spot+l.Unit, m.Icon/2) + gap})
		}
	}
	for _, h := range b.v.Houses {
		k.Discs = append(k.Discs, Disc{toPt(h.Centre), m.House + l.Wall + gap})
	}
	for _, r := range b.v.Roads {
		for _, p := range r.Milestones {
			k.Discs = append(k.Discs, Disc{toPt(p), m.Milestone + l.Symbol + gap})
		}
	}
	for _, lb := range x.board.labels {
		k.Boxes = append(k.Boxes, lb.box.Outset(gap))
	}
	for _, bx := range x.board.boxes {
		k.Boxes = append(k.Boxes, bx.Outset(gap))
	}
	return k, nil
}

// along spreads marks about spacing apart over a joint of length l from a, at least two.
func along(a, l, spacing float64) []float64 {
	n := max(2, int(math.Round(l/spacing)))
	out := make([]float64, n)
	for k := range out {
		out[k] = a + l*(float64(k)+0.5)/float64(n)
	}
	return out
}

// TileLabel is a tile's name as printed: its number, its row and its column.
func (x *Ctx) TileLabel(t BoardTile, of int) string {
	return x.L.Tx("board.tile", map[string]any{"tile": t.N, "of": of, "row": t.Row, "col": t.Col})
}

// GlueNote is printed on a glue strip: which tile goes over it.
func (x *Ctx) GlueNote(next BoardTile) string {
	return x.L.Tx("board.glue", map[string]any{"tile": next.N, "row": next.Row, "col": next.Col})
}

// BoardTiles draws the assembly page and then every tile, in glue order. Each tile
// draws only its share of the valley (DrawValley skips what lies outside the printed
// area), in PDF and SVG alike. (One shared figure of the whole valley placed on every
// tile was tried and dropped: a figure draws everything inside it in full, so it cost
// more to draw, compress and render than all the tiles' own shares together.)
func (x *Ctx) BoardTiles(d draw.Document, paper impose.Paper) error {
	tl, err := x.Tiling(paper)
	if err != nil {
		return err
	}
	var of overflows
	if err := of.keep(x.assembly(d, tl)); err != nil {
		return err
	}
	for _, t := range tl.Tiles {
		if err := of.keep(x.tilePage(d, tl, t)); err != nil {
			return err
		}
	}
	return of.err()
}

// tilePage draws one tile's sheet.
func (x *Ctx) tilePage(d draw.Document, tl BoardTiling, t BoardTile) error {
	bt := x.Layout.Board.Tiles
	c := d.NewPage(tl.Paper.W, tl.Paper.H)
	label := x.TileLabel(t, len(tl.Tiles))
	d.Bookmark(label, 0)
	c.SetFill(draw.White)
	c.Fill(draw.Rect(0, 0, tl.Paper.W, tl.Paper.H))
	o := t.Origin
	onSheet := func(r impose.Rect) impose.Rect { return impose.Rect{X: r.X + o.X, Y: r.Y + o.Y, W: r.W, H: r.H} }
	pr := onSheet(t.Printed)
	c.Push()
	c.Clip(draw.Rect(pr.X, pr.Y, pr.W, pr.H))
	c.Translate(o.X, o.Y)
	if err := x.DrawValley(c, BoardView{Area: t.Printed, Bleed: bt.Bleed, Text: true}); err != nil {
		return err
	}
	c.Pop()
	if err := x.glueStrips(c, tl, t); err != nil {
		return err
	}
	for _, m := range t.Marks {
		registration(c, m.X+o.X, m.Y+o.Y, bt.Mark, bt.MarkWidth, pr)
	}
	cropMarks(c, onSheet(t.Cut), pr, bt.CropGap, bt.CropMark, x.Layout.Print.CropWidth, draw.Black)
	return x.tileFurniture(c, tl.Furniture, t, label)
}

// tileFurniture is the strip at the foot of a tile's sheet, as PageFurniture draws it but
// with the tile's name on one line, shrunk to fit, never wrapped.
func (x *Ctx) tileFurniture(c draw.Canvas, strip impose.Rect, t BoardTile, label string) error {
	fu := x.Layout.Furniture
	title, note := x.pageInfo(strip)
	f, err := textfit.Line(x.Where(boardTilesComponent, fmt.Sprintf("tile %d footer", t.N)), fu.Title.Draw(), fu.Title.Min, label, title.W)
	if err != nil {
		return err
	}
	c.SetFill(x.Style.Ink)
	c.Text(f, title.X, title.Y+(title.H-draw.Ascent(f)-draw.Descent(f))/2+draw.Ascent(f), draw.Left, label)
	if err := x.textIn(c, furnitureText{"note", x.L.T("board.trim", nil), fu.Text, "furniture.text"}, note); err != nil {
		return err
	}
	return x.barAndPrint(c, strip)
}

// glueStrips hatches a tile's glue strips lightly and names the tile that goes over each.
// The first strip (the lower one, or else the right one) also names the tile itself on a
// second line, so that a cut tile still says which it is until it is glued; a tile with
// no glue strip names itself in the board's frame, below its share of the map.
func (x *Ctx) glueStrips(c draw.Canvas, tl BoardTiling, t BoardTile) error {
	bt := x.Layout.Board.Tiles
	o := t.Origin
	own := x.TileLabel(t, len(tl.Tiles))
	named := false
	strips := []struct {
		on     bool
		r      impose.Rect
		next   func() BoardTile
		turned bool
	}{
		{t.Down, impose.Rect{X: t.Core.X, Y: t.Core.Y + t.Core.H, W: t.Core.W, H: bt.Overlap}, func() BoardTile { return *tl.Tile(t.Row+1, t.Col) }, false},
		{t.Right, impose.Rect{X: t.Core.X + t.Core.W, Y: t.Core.Y, W: bt.Overlap, H: t.Core.H}, func() BoardTile { return *tl.Tile(t.Row, t.Col+1) }, true},
	}
	for _, s := range strips {
		if !s.on {
			continue
		}
		r := impose.Rect{X: s.r.X + o.X, Y: s.r.Y + o.Y, W: s.r.W, H: s.r.H}
		hatchRect(c, r, bt.Hatch, x.Style.Rule, bt.MarkWidth)
		lines := []string{x.GlueNote(s.next())}
		if !named {
			lines = append(lines, own)
			named = true
		}
		// The notes stand in the longest stretch of the strip clear of its joint's marks.
		var at []float64
		start, length, depth := s.r.X, s.r.W, s.r.H
		if s.turned {
			start, length, depth = s.r.Y, s.r.H, s.r.W
		}
		for _, m := range t.Marks {
			switch {
			case !s.turned && m.Y == s.r.Y && m.X >= s.r.X && m.X <= s.r.X+s.r.W:
				at = append(at, m.X)
			case s.turned && m.X == s.r.X && m.Y >= s.r.Y && m.Y <= s.r.Y+s.r.H:
				at = append(at, m.Y)
			}
		}
		lo, hi := freeStretch(start, start+length, at, 2*bt.Mark)
		if err := x.stripLines(c, t, lines, hi-lo, depth, func() {
			mid := (lo + hi) / 2
			if s.turned {
				c.Translate(r.X+r.W/2, mid+o.Y)
				c.Rotate(-90)
			} else {
				c.Translate(mid+o.X, r.Y+r.H/2)
			}
		}); err != nil {
			return err
		}
	}
	if named {
		return nil
	}
	// No glue strip: the tile names itself in the frame's band below the map, centred on
	// the grid line nearest the middle of its share, between two of the frame's letters.
	v := &x.D.Valley
	g := gridRect(v)
	sq := v.Grid.Square[0]
	k := math.Round((t.Core.X + t.Core.W/2 - g.X) / sq)
	k = max(math.Ceil((t.Core.X-g.X)/sq), min(k, math.Floor((t.Core.X+t.Core.W-g.X)/sq)))
	cx := g.X + k*sq
	ft := x.Layout.Board.Fonts.Tile
	f, err := textfit.Line(x.fit(boardTilesComponent, fmt.Sprintf("tile %d name", t.N), "fonts.tile"), ft.Draw(), ft.Min, own, sq*x.Layout.Board.Tiles.NameWidth)
	if err != nil {
		return err
	}
	cy := (g.Y + g.H + v.Height) / 2
	c.SetFill(x.Style.Ink)
	c.Text(f, cx+o.X, middleBaseline(f, cy+o.Y), draw.Center, own)
	return nil
}

// freeStretch is the longest stretch of [a, b] that keeps clear of every mark at by at
// least clear.
func freeStretch(a, b float64, at []float64, clear float64) (lo, hi float64) {
	sort.Float64s(at)
	lo, hi = a, a
	from := a
	for _, m := range append(at, b+clear) {
		if to := m - clear; to-from > hi-lo {
			lo, hi = from, to
		}
		from = max(from, m+clear)
	}
	return lo, hi
}

// stripLines writes lines one under the other, each on one line and shrunk to fit room
// (the same size for all), on a white ground, centred where place puts the origin.
func (x *Ctx) stripLines(c draw.Canvas, t BoardTile, lines []string, room, depth float64, place func()) error {
	bt, ft := x.Layout.Board.Tiles, x.Layout.Board.Fonts.Tile
	f := ft.Draw()
	unit := f
	unit.Size = 1
	unitH := draw.Ascent(unit) + draw.Descent(unit)
	gap := bt.NoteGap
	f.Size = max(ft.Min, min(f.Size, (depth-2-gap*float64(len(lines)-1))/float64(len(lines))/unitH))
	for i, s := range lines {
		nf, err := textfit.Line(x.fit(boardTilesComponent, fmt.Sprintf("tile %d glue %d", t.N, i+1), "fonts.tile"), f, ft.Min, s, room)
		if err != nil {
			return err
		}
		f = nf
	}
	var tw float64
	for _, s := range lines {
		tw = max(tw, draw.Width(f, s))
	}
	th := draw.Ascent(f) + draw.Descent(f)
	total := th*float64(len(lines)) + gap*float64(len(lines)-1)
	c.Push()
	place()
	c.SetFill(draw.White)
	c.Fill(draw.RoundRect(-tw/2-bt.NoteSide, -total/2-bt.NotePad, tw+2*bt.NoteSide, total+2*bt.NotePad, bt.NoteSide))
	c.SetFill(x.Style.Ink)
	for i, s := range lines {
		c.Text(f, 0, -total/2+float64(i)*(th+gap)+draw.Ascent(f), draw.Center, s)
	}
	c.Pop()
	return nil
}

// assembly draws the first page: a diagram of the board with every tile's core, number
// and glue strips, how to put the board together, and the gluing order, a line a tile.
// The diagram takes the room the text leaves, so the page is full on every paper.
func (x *Ctx) assembly(d draw.Document, tl BoardTiling) error {
	c := d.NewPage(tl.Paper.W, tl.Paper.H)
	d.Bookmark(x.L.T("board.assembly", nil), 0)
	_, err := x.assemblyPage(c, tl)
	return err
}

// assemblyPage draws the assembly page on c and returns the boxes of its diagram and of
// its gluing order, for the tests of the page's fill.
func (x *Ctx) assemblyPage(c draw.Canvas, tl BoardTiling) ([]impose.Rect, error) {
	v := &x.D.Valley
	bt, as := x.Layout.Board.Tiles, x.Layout.Board.Assembly
	pw, ph := c.Size()
	c.SetFill(draw.White)
	c.Fill(draw.Rect(0, 0, pw, ph))
	area, strip := x.pageArea(c)
	title := x.L.T("board.assembly", nil)
	af := x.Layout.Board.Fonts.Assembly
	ft, err := textfit.Line(x.fit(boardTilesComponent, "title", "fonts.assembly"), af.Draw(), af.Min, title, area.W)
	if err != nil {
		return nil, err
	}
	c.SetFill(x.Style.Accent)
	c.Text(ft, area.X, area.Y+draw.Ascent(ft), draw.Left, title)
	y := area.Y + draw.Ascent(ft) + as.Gap
	// The text is measured first on a recording: the diagram gets what it leaves.
	th, _, err := x.assemblyText(recorder.New().NewPage(pw, ph), tl, area, 0)
	if err != nil {
		return nil, err
	}
	room := area.Y + area.H - y - as.Gap - th
	k := min(bt.DiagramWidth, area.W, room*v.Width/v.Height) / v.Width
	if k <= 0 {
		return nil, &textfit.OverflowError{Component: boardTilesComponent, Item: "assembly", Lang: x.L.Lang, Text: title, Need: th, Box: area.Y + area.H - y}
	}
	diagram := impose.Rect{X: area.X + (area.W-v.Width*k)/2, Y: y, W: v.Width * k, H: v.Height * k}
	if err := x.assemblyDiagram(c, tl, diagram, k); err != nil {
		return nil, err
	}
	_, order, err := x.assemblyText(c, tl, area, diagram.Y+diagram.H+as.Gap)
	if err != nil {
		return nil, err
	}
	return []impose.Rect{diagram, order}, x.PageFurniture(c, strip, x.L.T("component.board-tiles", nil), x.L.Tx("board.sheets", map[string]any{"sheets": len(tl.Tiles)}))
}

// assemblyDiagram draws the board at scale k in box d: every tile's core outlined and
// numbered, and each glue strip hatched where the next tile is laid over it.
func (x *Ctx) assemblyDiagram(c draw.Canvas, tl BoardTiling, d impose.Rect, k float64) error {
	v := &x.D.Valley
	bt, as := x.Layout.Board.Tiles, x.Layout.Board.Assembly
	c.Push()
	c.Translate(d.X, d.Y)
	c.Scale(k)
	c.Clip(draw.Rect(0, 0, v.Width, v.Height))
	if err := x.DrawValley(c, BoardView{Area: impose.Rect{W: v.Width, H: v.Height}, Text: false}); err != nil {
		return err
	}
	c.Pop()
	on := func(r impose.Rect) impose.Rect {
		return impose.Rect{X: d.X + r.X*k, Y: d.Y + r.Y*k, W: r.W * k, H: r.H * k}
	}
	for _, band := range tl.JointBands(bt.Overlap) {
		r := on(band)
		c.SetFill(draw.White)
		c.Fill(draw.Rect(r.X, r.Y, r.W, r.H))
		hatchRect(c, r, as.StripHatch, x.Style.Accent, as.StripLine)
	}
	fd := x.Layout.Board.Fonts.Diagram.Draw()
	for _, t := range tl.Tiles {
		r := on(t.Core)
		c.SetStroke(x.Style.Accent)
		c.SetLineWidth(x.Layout.Board.Lines.Symbol * bt.DiagramLine)
		c.Stroke(draw.Rect(r.X, r.Y, r.W, r.H))
		n := x.L.Num(t.N)
		rr := max(draw.Width(fd, n), draw.Ascent(fd)) * bt.DiagramRing
		cx, cy := r.X+r.W/2, r.Y+r.H/2
		c.SetFill(draw.White)
		c.Fill(draw.Circle(cx, cy, rr))
		c.SetStroke(x.Style.Ink)
		c.SetLineWidth(x.Layout.Board.Lines.Symbol)
		c.Stroke(draw.Circle(cx, cy, rr))
		c.SetFill(x.Style.Ink)
		c.Text(fd, cx, middleBaseline(fd, cy), draw.Center, n)
	}
	return nil
}

// assemblyText draws, from y down, how to put the board together and the gluing order
// under its heading. It returns their height and the order's box.
func (x *Ctx) assemblyText(c draw.Canvas, tl BoardTiling, area impose.Rect, y float64) (float64, impose.Rect, error) {
	bt, as := x.Layout.Board.Tiles, x.Layout.Board.Assembly
	bf := x.Layout.Board.Fonts
	how := x.L.Tx("board.howto", map[string]any{"n": len(tl.Tiles), "mm": int(bt.Overlap)})
	hh, err := x.paragraph(c, x.fit(boardTilesComponent, "how-to", "fonts.howto"), how, bf.HowTo, bf.HowToLead, area.X, y, area.W, area.H)
	if err != nil {
		return 0, impose.Rect{}, err
	}
	top := y + hh + as.Gap
	dy, err := x.heading(c, x.fit(boardTilesComponent, "order", "assembly.heading.font"), x.L.T("board.order", nil), as.Heading, area.X, top, area.W)
	if err != nil {
		return 0, impose.Rect{}, err
	}
	tb := as.Table
	ts := TableStyle{Body: tb.Body.Draw(), Head: tb.Head.Draw(), Min: tb.Body.Min, Pad: tb.Pad, Leading: tb.Leading}
	h, err := x.Table(c, "gluing order", x.GluingOrder(tl), area.X, top+dy, area.W, ts)
	if err != nil {
		return 0, impose.Rect{}, err
	}
	return top + dy + h - y, impose.Rect{X: area.X, Y: top, W: area.W, H: dy + h}, nil
}

// GluingOrder is a line a tile, in the order they are glued: its number, its row and
// column, and the tiles whose glue strips it is laid over (to its left, above it).
func (x *Ctx) GluingOrder(tl BoardTiling) rules.Table {
	t := rules.Table{ID: "gluing-order", Head: []rules.Cell{{Key: "board.order-tile"}, {Key: "board.order-row"}, {Key: "board.order-col"}, {Key: "board.order-over"}}}
	for _, tile := range tl.Tiles {
		over := rules.Cell{Key: "board.order-first"}
		switch {
		case tile.Row > 1 && tile.Col > 1:
			over = rules.Cell{Key: "board.order-both", Args: map[string]int{"left": tl.Tile(tile.Row, tile.Col-1).N, "up": tl.Tile(tile.Row-1, tile.Col).N}}
		case tile.Col > 1:
			over = rules.Cell{Key: "board.order-left", Args: map[string]int{"left": tl.Tile(tile.Row, tile.Col-1).N}}
		case tile.Row > 1:
			over = rules.Cell{Key: "board.order-up", Args: map[string]int{"up": tl.Tile(tile.Row-1, tile.Col).N}}
		}
		t.Rows = append(t.Rows, []rules.Cell{rules.Num(tile.N), rules.Num(tile.Row), rules.Num(tile.Col), over})
	}
	return t
}

// hatchRect strokes diagonal lines step apart across r, clipped to it: a glue strip.
func hatchRect(c draw.Canvas, r impose.Rect, step float64, colour draw.Color, width float64) {
	c.Push()
	c.Clip(draw.Rect(r.X, r.Y, r.W, r.H))
	var hatch draw.Path
	for q := -r.H; q < r.W; q += step {
		hatch.Append(draw.Line(r.X+q, r.Y+r.H, r.X+q+r.H, r.Y))
	}
	c.SetStroke(colour)
	c.SetLineWidth(width)
	c.Stroke(hatch)
	c.Pop()
}
