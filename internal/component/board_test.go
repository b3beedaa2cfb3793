package component

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/excalibur-kit/excalibur/internal/draw"
	pdfdraw "github.com/excalibur-kit/excalibur/internal/draw/pdf"
	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	svgdraw "github.com/excalibur-kit/excalibur/internal/draw/svg"
	"github.com/excalibur-kit/excalibur/internal/impose"
	"github.com/excalibur-kit/excalibur/internal/testkit"
)

// boardCtx is a drawing context with the valley; the test is skipped while
// content/map.toml has none.
func boardCtx(t *testing.T, lang string, st Style) *Ctx {
	t.Helper()
	x := ctx(t, lang, st)
	if !x.HasValley() {
		t.Skip("content/map.toml has no valley yet")
	}
	return x
}

func boardPDF(t testing.TB, draw1 func(d draw.Document) error) []byte {
	t.Helper()
	doc := pdfdraw.New(pdfdraw.Info{Title: "board", Lang: "en", Date: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)})
	if err := draw1(doc); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := doc.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestBoardPreview writes the board and its tiles into $BOARD_OUT, to look at.
func TestBoardPreview(t *testing.T) {
	dir := os.Getenv("BOARD_OUT")
	if dir == "" {
		t.Skip("set BOARD_OUT to a folder to write the board there")
	}
	for _, st := range []struct {
		name string
		s    Style
	}{{"", Standard}, {"-ink", InkSaver}} {
		x := boardCtx(t, "en", st.s)
		os.WriteFile(filepath.Join(dir, "board"+st.name+".pdf"), boardPDF(t, x.BoardSheet), 0o644)
		os.WriteFile(filepath.Join(dir, "tiles"+st.name+".pdf"), boardPDF(t, func(d draw.Document) error {
			return x.BoardTiles(d, impose.Paper{Name: "a4", W: 210, H: 297})
		}), 0o644)
	}
}

func BenchmarkBoard(b *testing.B) {
	t := &testing.T{}
	x := ctx(t, "en", Standard)
	a4 := impose.Paper{Name: "a4", W: 210, H: 297}
	for _, c := range []struct {
		name string
		f    func(d draw.Document) error
	}{{"sheet", x.BoardSheet}, {"tiles", func(d draw.Document) error { return x.BoardTiles(d, a4) }}} {
		b.Run(c.name+"-pdf", func(b *testing.B) {
			for b.Loop() {
				boardPDF(b, c.f)
			}
		})
		b.Run(c.name+"-svg", func(b *testing.B) {
			for b.Loop() {
				doc := svgdraw.New()
				if err := c.f(doc); err != nil {
					b.Fatal(err)
				}
				for i := range doc.Len() {
					doc.WritePage(io.Discard, i)
				}
			}
		})
	}
}

// testTiles is a tiling of a board the size of the valley (or of A1 while there is
// none) on each paper and the layout's tile settings.
func testTiles(t *testing.T) []BoardTiling {
	t.Helper()
	l := testkit.Layout(t)
	w, h := 841.0, 594.0
	var out []BoardTiling
	for _, name := range l.Papers() {
		p := l.Paper[name]
		for _, size := range [][2]float64{{w, h}, {420, 297}, {1189, 841}} {
			tl, err := TileBoard(size[0], size[1], impose.Paper{Name: name, W: p.Width, H: p.Height}, l.Print.PrinterMargin, l.Board.Tiles)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, tl)
		}
	}
	return out
}

// TestTilesMeet proves the tiling: every tile's printed area lies inside the printer
// margin of its sheet (with room for its crop marks and the furniture strip), the cores
// cover the whole trim without gaps or overlaps, the glue strips lie under the next
// tile, and, on each paper, the registration marks as the tiles' sheets draw them
// (recorded) meet: every mark of a joint printed on both of its tiles falls on the same
// point of the board on both, to 0.1 mm, once each sheet is laid where its own drawing
// of the valley says.
func TestTilesMeet(t *testing.T) {
	l := testkit.Layout(t)
	bt, pm := l.Board.Tiles, l.Print.PrinterMargin
	for _, tl := range testTiles(t) {
		name := fmt.Sprintf("%s %.0fx%.0f, %dx%d", tl.Paper.Name, tl.Paper.W, tl.Paper.H, tl.Cols, tl.Rows)
		if other, _ := tileOn(841, 594, tl.Paper.Landscape(), pm, bt); other.Tiles != nil && len(other.Tiles) < len(tl.Tiles) && tl.Tiles[0].Core.W > 400 {
			t.Errorf("%s: the other orientation takes fewer sheets", name)
		}
		last := tl.Tiles[len(tl.Tiles)-1]
		w, h := last.Core.X+last.Core.W, last.Core.Y+last.Core.H
		area := 0.0
		for i, a := range tl.Tiles {
			if a.N != i+1 || a.N != (a.Row-1)*tl.Cols+a.Col {
				t.Errorf("%s: tile %d is numbered out of glue order (row %d, column %d)", name, a.N, a.Row, a.Col)
			}
			area += a.Core.W * a.Core.H
			sheet := impose.Rect{X: a.Printed.X + a.Origin.X, Y: a.Printed.Y + a.Origin.Y, W: a.Printed.W, H: a.Printed.H}
			crop := bt.CropGap + bt.CropMark
			if sheet.X-crop < pm-1e-9 || sheet.Y-crop < pm-1e-9 || sheet.X+sheet.W+crop > tl.Paper.W-pm+1e-9 || sheet.Y+sheet.H+crop > tl.Furniture.Y+1e-9 {
				t.Errorf("%s: tile %d prints %+v on the sheet, outside the printer margin, its crop marks or above the furniture", name, a.N, sheet)
			}
			for _, b := range tl.Tiles[i+1:] {
				in := impose.Rect{X: a.Core.X + 1e-6, Y: a.Core.Y + 1e-6, W: a.Core.W - 2e-6, H: a.Core.H - 2e-6}
				if meets(in, b.Core) {
					t.Errorf("%s: the cores of tiles %d and %d overlap", name, a.N, b.N)
				}
			}
			if a.Right {
				b := tl.Tile(a.Row, a.Col+1)
				if math.Abs(a.Core.X+a.Core.W-b.Core.X) > 1e-9 || math.Abs(a.Cut.X+a.Cut.W-b.Core.X-bt.Overlap) > 1e-9 {
					t.Errorf("%s: tile %d's glue strip does not run %v mm under tile %d", name, a.N, bt.Overlap, b.N)
				}
			}
		}
		if math.Abs(area-w*h) > 1e-6 || math.Abs(tl.Tiles[0].Core.X) > 1e-9 || math.Abs(tl.Tiles[0].Core.Y) > 1e-9 {
			t.Errorf("%s: the cores cover %.1f mm² of a %.1f mm² trim", name, area, w*h)
		}
		// Every joint has marks, at least two, and each lies on it.
		for _, a := range tl.Tiles {
			want := 0
			if a.Right {
				want += 2
			}
			if a.Down {
				want += 2
			}
			if len(a.Marks) < want {
				t.Errorf("%s: tile %d has %d marks for its glue strips", name, a.N, len(a.Marks))
			}
		}
	}
	for _, paper := range l.Papers() {
		t.Run("drawn on "+paper, func(t *testing.T) { drawnMarksMeet(t, paper) })
	}
}

// drawnMarksMeet draws the tiled board on a paper into a recording and proves from it
// alone that the registration marks of neighbouring tiles meet: it finds each sheet's
// marks (a ring and a cross) in page coordinates, takes each sheet back to the board
// through the placement its drawing of the valley uses (where it draws the valley's
// ground), and pairs the marks of every two neighbours on the part of the board both
// print. The tiling only says which tiles neighbour which, what part of the board each
// prints, where their joints run and how many marks each should draw.
func drawnMarksMeet(t *testing.T, paper string) {
	x := boardCtx(t, "en", Standard)
	p := x.Layout.Paper[paper]
	pp := impose.Paper{Name: paper, W: p.Width, H: p.Height}
	v := &x.D.Valley
	bt := x.Layout.Board.Tiles
	tl, err := x.Tiling(pp)
	if err != nil {
		t.Fatal(err)
	}
	doc := recorder.New()
	if err := x.BoardTiles(doc, pp); err != nil {
		t.Fatal(err)
	}
	ground := fmt.Sprintf("M %s %s L %s %s L %s %s L %s %s Z", mm(-bt.Bleed), mm(-bt.Bleed), mm(v.Width+bt.Bleed), mm(-bt.Bleed),
		mm(v.Width+bt.Bleed), mm(v.Height+bt.Bleed), mm(-bt.Bleed), mm(v.Height+bt.Bleed))
	pages := readSheets(t, doc.Lines(), ground, bt.Mark)
	if len(pages) != len(tl.Tiles)+1 {
		t.Fatalf("%s: %d pages recorded, want the assembly page and %d tiles", paper, len(pages), len(tl.Tiles))
	}
	// Each tile's marks, on the board.
	marks := make([][]draw.Point, len(tl.Tiles))
	for i, tile := range tl.Tiles {
		sh := pages[i+1]
		if !sh.placed {
			t.Fatalf("%s: tile %d: no drawing of the valley's ground found", paper, tile.N)
		}
		if d := dist(sh.origin, tile.Origin); d > 1e-3 || sh.scale != 1 {
			t.Errorf("%s: tile %d draws the valley at %v, scale %v; the tiling places it at %v", paper, tile.N, sh.origin, sh.scale, tile.Origin)
		}
		for _, m := range sh.marks {
			if !within(m.clip, m.at, 0) {
				t.Errorf("%s: tile %d: the mark at %v on the sheet is clipped away (%+v)", paper, tile.N, m.at, m.clip)
			}
			marks[i] = append(marks[i], mul(sub(m.at, sh.origin), 1/sh.scale))
		}
		if len(marks[i]) != len(tile.Marks) {
			t.Errorf("%s: tile %d draws %d registration marks, want %d", paper, tile.N, len(marks[i]), len(tile.Marks))
		}
	}
	for _, a := range tl.Tiles {
		for _, next := range []struct {
			on       bool
			row, col int
		}{{a.Right, a.Row, a.Col + 1}, {a.Down, a.Row + 1, a.Col}} {
			if !next.on {
				continue
			}
			b := *tl.Tile(next.row, next.col)
			name := fmt.Sprintf("%s: tiles %d and %d", paper, a.N, b.N)
			// The marks each prints on the part of the board the other prints too.
			var onA, onB []draw.Point
			for _, m := range marks[a.N-1] {
				if within(b.Printed, m, 0) {
					onA = append(onA, m)
				}
			}
			for _, m := range marks[b.N-1] {
				if within(a.Printed, m, 0) {
					onB = append(onB, m)
				}
			}
			if len(onA) < 2 || len(onA) != len(onB) {
				t.Errorf("%s: %d and %d marks on the part both print, want the same, at least two", name, len(onA), len(onB))
				continue
			}
			used := make([]bool, len(onB))
			for _, m := range onA {
				best, bd := -1, math.Inf(1)
				for k, q := range onB {
					if d := dist(m, q); !used[k] && d < bd {
						best, bd = k, d
					}
				}
				if bd > 0.1 {
					t.Errorf("%s: the mark at %.3f, %.3f on the board is %.3f mm from the nearest of the other's", name, m.X, m.Y, bd)
					continue
				}
				used[best] = true
				// On the joint: the line where the second tile's cut edge goes.
				if off := pick(next.col > a.Col, math.Abs(m.X-b.Core.X), math.Abs(m.Y-b.Core.Y)); off > 0.1 {
					t.Errorf("%s: the mark at %.3f, %.3f is %.3f mm off the joint", name, m.X, m.Y, off)
				}
			}
		}
	}
}

// mm formats a length as the recording does.
func mm(v float64) string { return strconv.FormatFloat(math.Round(v*1000)/1000, 'f', -1, 64) }

// sheet is what readSheets finds on a recorded page: where the valley is drawn (its
// ground, board (0, 0), lands at origin, scaled by scale) and each registration mark.
type sheet struct {
	placed bool
	origin draw.Point
	scale  float64
	marks  []drawnMark
}

type drawnMark struct {
	at   draw.Point  // the centre of its cross, on the page
	clip impose.Rect // the bounds of the clip it is drawn in, on the page
}

// readSheets reads a recording page by page, following its translations and scales (a
// turn makes what follows unreadable: none of it may be a mark or the ground), and
// finds on each page the fill of the valley's ground (ground: its path as recorded) and
// every registration mark: a stroke of a ring of radius 0.6 r and a cross of two lines
// 2 r long, level and upright, through the ring's centre.
func readSheets(t *testing.T, lines []string, ground string, r float64) []sheet {
	t.Helper()
	type state struct {
		tx, ty, k float64
		turned    bool
		clip      impose.Rect
	}
	var pages []sheet
	var st state
	var stack []state
	for _, line := range lines {
		op, rest, _ := strings.Cut(line, " ")
		nums := func() []float64 {
			var out []float64
			for _, f := range strings.Fields(rest) {
				if v, err := strconv.ParseFloat(f, 64); err == nil {
					out = append(out, v)
				}
			}
			return out
		}
		on := func(x, y float64) draw.Point { return draw.Point{X: st.tx + x*st.k, Y: st.ty + y*st.k} }
		switch op {
		case "page":
			pages = append(pages, sheet{})
			st, stack = state{k: 1, clip: impose.Rect{X: -1e9, Y: -1e9, W: 2e9, H: 2e9}}, nil
		case "push":
			stack = append(stack, st)
		case "pop":
			st, stack = stack[len(stack)-1], stack[:len(stack)-1]
		case "translate":
			n := nums()
			st.tx, st.ty = st.tx+n[0]*st.k, st.ty+n[1]*st.k
		case "scale":
			st.k *= nums()[0]
		case "rotate":
			st.turned = true
		case "clip":
			sp := subpaths(rest)
			var pts []draw.Point
			for _, s := range sp {
				for _, q := range s.pts {
					pts = append(pts, on(q.X, q.Y))
				}
			}
			b := bounds(pts)
			// The clip is the intersection of the clips in force.
			x0, y0 := max(b.X, st.clip.X), max(b.Y, st.clip.Y)
			x1, y1 := min(b.X+b.W, st.clip.X+st.clip.W), min(b.Y+b.H, st.clip.Y+st.clip.H)
			st.clip = impose.Rect{X: x0, Y: y0, W: max(0, x1-x0), H: max(0, y1-y0)}
		case "fill":
			if rest == ground && len(pages) > 0 && !pages[len(pages)-1].placed && !st.turned {
				pg := &pages[len(pages)-1]
				pg.placed, pg.origin, pg.scale = true, draw.Point{X: st.tx, Y: st.ty}, st.k
			}
		case "stroke":
			sp := subpaths(rest)
			if len(sp) != 3 || len(pages) == 0 || st.turned {
				continue
			}
			ring, h, v := sp[0], sp[1], sp[2]
			if !ring.closed || len(ring.pts) != 13 || len(h.pts) != 2 || len(v.pts) != 2 {
				continue
			}
			c := draw.Point{X: (h.pts[0].X + h.pts[1].X) / 2, Y: (h.pts[0].Y + h.pts[1].Y) / 2}
			rb := bounds(ring.pts)
			rc := draw.Point{X: rb.X + rb.W/2, Y: rb.Y + rb.H/2}
			const tol = 0.002 // the recording's 3 decimals
			if math.Abs(h.pts[0].Y-h.pts[1].Y) > tol || math.Abs(v.pts[0].X-v.pts[1].X) > tol ||
				math.Abs(math.Abs(h.pts[1].X-h.pts[0].X)-2*r) > tol || math.Abs(math.Abs(v.pts[1].Y-v.pts[0].Y)-2*r) > tol ||
				dist(c, draw.Point{X: v.pts[0].X, Y: (v.pts[0].Y + v.pts[1].Y) / 2}) > tol ||
				dist(c, rc) > tol || math.Abs(rb.W-1.2*r) > tol || math.Abs(rb.H-1.2*r) > tol {
				continue
			}
			pg := &pages[len(pages)-1]
			pg.marks = append(pg.marks, drawnMark{at: on(c.X, c.Y), clip: st.clip})
		}
	}
	return pages
}

// subpath is one subpath of a recorded path: its points (controls included) in order.
type subpath struct {
	pts    []draw.Point
	closed bool
}

// subpaths reads recorded path data ("M 1 2 L 3 4 C ... Z").
func subpaths(data string) []subpath {
	var out []subpath
	f := strings.Fields(data)
	for i := 0; i < len(f); {
		op := f[i]
		i++
		switch op {
		case "M":
			out = append(out, subpath{})
		case "Z":
			if len(out) > 0 {
				out[len(out)-1].closed = true
			}
			continue
		}
		n := map[string]int{"M": 1, "L": 1, "Q": 2, "C": 3}[op]
		if len(out) == 0 || i+2*n > len(f) {
			return nil
		}
		for k := 0; k < n; k++ {
			x, err1 := strconv.ParseFloat(f[i], 64)
			y, err2 := strconv.ParseFloat(f[i+1], 64)
			if err1 != nil || err2 != nil {
				return nil
			}
			out[len(out)-1].pts = append(out[len(out)-1].pts, draw.Point{X: x, Y: y})
			i += 2
		}
	}
	return out
}

func hasMark(t BoardTile, m draw.Point) bool {
	for _, q := range t.Marks {
		if dist(q, m) < 1e-9 {
			return true
		}
	}
	return false
}

func within(r impose.Rect, p draw.Point, margin float64) bool {
	return p.X >= r.X-margin && p.X <= r.X+r.W+margin && p.Y >= r.Y-margin && p.Y <= r.Y+r.H+margin
}

// TestTileMarksMeetInPixels renders neighbouring tiles of the board to pixels with
// pdftoppm, lays them on the board as the tiling says, and finds each registration mark
// of their joints printed at the same place on both: the centre of its ink within a
// pixel (0.17 mm at 150 dpi), and the mark's pixels alike.
func TestTileMarksMeetInPixels(t *testing.T) {
	pdftoppm, err := exec.LookPath("pdftoppm")
	if err != nil {
		t.Skip("pdftoppm not installed")
	}
	x := boardCtx(t, "en", Standard)
	a4 := impose.Paper{Name: "a4", W: 210, H: 297}
	tl, err := x.Tiling(a4)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	pdf := filepath.Join(dir, "tiles.pdf")
	if err := os.WriteFile(pdf, boardPDF(t, func(d draw.Document) error { return x.BoardTiles(d, a4) }), 0o644); err != nil {
		t.Fatal(err)
	}
	const dpi = 150.0
	raster := func(tile BoardTile) *gray {
		out := filepath.Join(dir, fmt.Sprintf("tile-%d", tile.N))
		page := fmt.Sprint(tile.N + 1) // the assembly page comes first
		if msg, err := exec.Command(pdftoppm, "-gray", "-r", fmt.Sprint(dpi), "-f", page, "-l", page, "-singlefile", pdf, out).CombinedOutput(); err != nil {
			t.Fatalf("pdftoppm: %v\n%s", err, msg)
		}
		return readPGM(t, out+".pgm")
	}
	r := x.Layout.Board.Tiles.Mark
	for _, pair := range [][2]*BoardTile{{tl.Tile(1, 1), tl.Tile(1, 2)}, {tl.Tile(1, 2), tl.Tile(2, 2)}} {
		a, b := pair[0], pair[1]
		ga, gb := raster(*a), raster(*b)
		shared := 0
		for _, m := range a.Marks {
			if !hasMark(*b, m) {
				continue
			}
			shared++
			// Only the pixels on the mark's own lines (its ring and its cross, on their
			// white casing): the mark has no ground, so the map shows round it.
			band := x.Layout.Board.Tiles.MarkWidth * 1.5
			ca, na := ga.ink(add(m, a.Origin), r*0.9, dpi, markLines(add(m, a.Origin), r, band))
			cb, nb := gb.ink(add(m, b.Origin), r*0.9, dpi, markLines(add(m, b.Origin), r, band))
			if na < 20 || nb < 20 {
				t.Errorf("tiles %d and %d: the mark at %v shows %d and %d dark pixels", a.N, b.N, m, na, nb)
				continue
			}
			// Back on the board, through each tile's own placement.
			pa, pb := sub(ca, a.Origin), sub(cb, b.Origin)
			// The ink's centroid places a mark to a fraction of a pixel: the marks of
			// neighbouring tiles must meet to 0.1 mm, as the assembly needs.
			if d := dist(pa, pb); d > 0.1 {
				t.Errorf("tiles %d and %d: the mark at %v is printed %.3f mm apart once the tiles are laid", a.N, b.N, m, d)
			}
			if d := dist(pa, m); d > 0.1 {
				t.Errorf("tile %d: the mark at %v is printed %.3f mm off its place", a.N, m, d)
			}
		}
		if shared < 2 {
			t.Errorf("tiles %d and %d share %d marks", a.N, b.N, shared)
		}
	}
}

// gray is a greyscale raster.
type gray struct {
	w, h int
	pix  []byte
}

func readPGM(t *testing.T, path string) *gray {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// P5, width, height, maximum, each after white space, then one white space and the
	// pixels.
	var fields []string
	i := 0
	for len(fields) < 4 && i < len(b) {
		for i < len(b) && (b[i] == ' ' || b[i] == '\n' || b[i] == '\r' || b[i] == '\t') {
			i++
		}
		j := i
		for j < len(b) && b[j] != ' ' && b[j] != '\n' && b[j] != '\r' && b[j] != '\t' {
			j++
		}
		fields = append(fields, string(b[i:j]))
		i = j
	}
	var w, h int
	if len(fields) < 4 || fields[0] != "P5" {
		t.Fatalf("%s: not a PGM", path)
	}
	fmt.Sscan(fields[1], &w)
	fmt.Sscan(fields[2], &h)
	return &gray{w, h, b[i+1:]}
}

// markLines reports whether a point lies within band of the lines of a registration
// mark of radius r at c (its ring of radius 0.6 r, its cross).
func markLines(c draw.Point, r, band float64) func(draw.Point) bool {
	return func(p draw.Point) bool {
		d := sub(p, c)
		return math.Abs(math.Hypot(d.X, d.Y)-0.6*r) <= band || math.Abs(d.X) <= band || math.Abs(d.Y) <= band
	}
}

// ink is the centre (in mm on the sheet) and the count of the dark pixels within r mm
// of c that keep keeps.
func (g *gray) ink(c draw.Point, r, dpi float64, keep func(draw.Point) bool) (draw.Point, int) {
	k := dpi / 25.4
	var sx, sy float64
	n := 0
	for y := int((c.Y - r) * k); y <= int((c.Y+r)*k); y++ {
		for x := int((c.X - r) * k); x <= int((c.X+r)*k); x++ {
			if x < 0 || y < 0 || x >= g.w || y >= g.h {
				continue
			}
			px, py := (float64(x)+0.5)/k, (float64(y)+0.5)/k
			if math.Hypot(px-c.X, py-c.Y) > r || g.pix[y*g.w+x] > 110 || !keep(draw.Point{X: px, Y: py}) {
				continue
			}
			sx, sy = sx+px, sy+py
			n++
		}
	}
	if n == 0 {
		return c, 0
	}
	return draw.Point{X: sx / float64(n), Y: sy / float64(n)}, n
}

// TestFurrowsCut: a strip field's furrows are lines across its bounds whose strokes
// meet the field, and the box a view must meet to draw a line (widened by half the
// stroke's width, as a view widens it) holds every part of its stroke inside the field.
func TestFurrowsCut(t *testing.T) {
	x := boardCtx(t, "en", Standard)
	lb := &x.Layout.Board
	g := geometry(&x.D.Valley, lb)
	hw := lb.Lines.Pattern / 2
	fields := 0
	for i, ml := range x.D.Valley.Manors {
		for k, u := range ml.Units {
			if u.Kind != "strip" {
				continue
			}
			fields++
			ug := &g.units[i][k]
			if len(ug.furrows.lines) == 0 {
				t.Errorf("%s, unit %d: a strip field without furrows", ml.ID, k+1)
			}
			for n, l := range ug.furrows.lines {
				d := unit(sub(l[1], l[0]))
				box, in := ug.furrows.boxes[n].Outset(hw+1e-9), 0 // as a view widens it
				for s := 0.0; s <= dist(l[0], l[1]); s += 0.1 {
					for _, off := range []float64{-hw, 0, hw} {
						q := add(add(l[0], mul(d, s)), mul(normal(d), off))
						if within(ug.bound, q, 0) && inside(ug.poly, q) {
							in++
							if !within(box, q, 0) {
								t.Fatalf("%s, unit %d: furrow %d shows at %v, outside its box %+v", ml.ID, k+1, n, q, box)
							}
						}
					}
				}
				if in == 0 {
					t.Errorf("%s, unit %d: furrow %d does not meet the field", ml.ID, k+1, n)
				}
			}
		}
	}
	if fields == 0 {
		t.Fatal("no strip fields on the board")
	}
}

// TestTileViewsLookTheSame draws tiles' shares of the valley twice, as the tile draws
// it (only what its view shows) and with the whole board in view, to PDF and SVG,
// renders both at 100 dpi (pdftoppm, rsvg-convert) and finds them alike but for a
// handful of pixels at anti-aliased edges: what a view leaves out never shows.
func TestTileViewsLookTheSame(t *testing.T) {
	pdftoppm, err1 := exec.LookPath("pdftoppm")
	rsvg, err2 := exec.LookPath("rsvg-convert")
	if err1 != nil || err2 != nil {
		t.Skip("pdftoppm or rsvg-convert not installed")
	}
	if testing.Short() {
		t.Skip("renders pages: not in -short")
	}
	for _, c := range []struct {
		name  string
		style Style
		paper impose.Paper
		tile  int
	}{
		{"a4 tile 1", Standard, impose.Paper{Name: "a4", W: 210, H: 297}, 1},
		{"letter ink-saver tile 15", InkSaver, impose.Paper{Name: "letter", W: 215.9, H: 279.4}, 15},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			x := boardCtx(t, "en", c.style)
			v := &x.D.Valley
			bt := x.Layout.Board.Tiles
			tl, err := TileBoard(v.Width, v.Height, c.paper, x.Layout.Print.PrinterMargin, bt)
			if err != nil {
				t.Fatal(err)
			}
			tile := tl.Tiles[c.tile-1]
			views := []impose.Rect{tile.Printed, impose.Rect{W: v.Width, H: v.Height}.Outset(bt.Bleed)}
			draw1 := func(d draw.Document) error {
				for _, area := range views {
					pc := d.NewPage(tl.Paper.W, tl.Paper.H)
					o := tile.Origin
					pc.Push()
					pc.Clip(draw.Rect(tile.Printed.X+o.X, tile.Printed.Y+o.Y, tile.Printed.W, tile.Printed.H))
					pc.Translate(o.X, o.Y)
					if err := x.DrawValley(pc, BoardView{Area: area, Bleed: bt.Bleed, Text: true}); err != nil {
						return err
					}
					pc.Pop()
				}
				return nil
			}
			dir := t.TempDir()
			pdf := filepath.Join(dir, "tile.pdf")
			if err := os.WriteFile(pdf, boardPDF(t, draw1), 0o644); err != nil {
				t.Fatal(err)
			}
			if msg, err := exec.Command(pdftoppm, "-gray", "-r", "100", pdf, filepath.Join(dir, "pdf")).CombinedOutput(); err != nil {
				t.Fatalf("pdftoppm: %v\n%s", err, msg)
			}
			sd := svgdraw.New()
			if err := draw1(sd); err != nil {
				t.Fatal(err)
			}
			var svgs []string
			for i := range 2 {
				b, err := sd.PageBytes(i)
				if err != nil {
					t.Fatal(err)
				}
				name := filepath.Join(dir, fmt.Sprintf("svg-%d", i))
				if err := os.WriteFile(name+".svg", b, 0o644); err != nil {
					t.Fatal(err)
				}
				if msg, err := exec.Command(rsvg, "--dpi-x", "100", "--dpi-y", "100", "-o", name+".png", name+".svg").CombinedOutput(); err != nil {
					t.Fatalf("rsvg-convert: %v\n%s", err, msg)
				}
				svgs = append(svgs, name+".png")
			}
			for _, pair := range []struct {
				format string
				a, b   *gray
			}{
				{"pdf", readPGM(t, filepath.Join(dir, "pdf-1.pgm")), readPGM(t, filepath.Join(dir, "pdf-2.pgm"))},
				{"svg", readPNG(t, svgs[0]), readPNG(t, svgs[1])},
			} {
				if pair.a.w != pair.b.w || pair.a.h != pair.b.h {
					t.Fatalf("%s: the pages render %dx%d and %dx%d", pair.format, pair.a.w, pair.a.h, pair.b.w, pair.b.h)
				}
				apart := 0
				for i := range pair.a.pix {
					if d := int(pair.a.pix[i]) - int(pair.b.pix[i]); d > 64 || d < -64 {
						apart++
					}
				}
				t.Logf("%s: %d pixels apart by more than a quarter of the grey range", pair.format, apart)
				if apart > 12 {
					t.Errorf("%s: the tile's view and the whole board differ in %d pixels", pair.format, apart)
				}
			}
		})
	}
}

// readPNG reads a PNG as grey levels.
func readPNG(t *testing.T, path string) *gray {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	im, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	b := im.Bounds()
	g := &gray{w: b.Dx(), h: b.Dy(), pix: make([]byte, b.Dx()*b.Dy())}
	for y := 0; y < g.h; y++ {
		for x := 0; x < g.w; x++ {
			var c color.Color
			if rgba, ok := im.(*image.NRGBA); ok { // rsvg-convert's, and fast to read
				c = rgba.NRGBAAt(b.Min.X+x, b.Min.Y+y)
			} else {
				c = im.At(b.Min.X+x, b.Min.Y+y)
			}
			g.pix[y*g.w+x] = color.GrayModel.Convert(c).(color.Gray).Y
		}
	}
	return g
}

// TestTileInkClearOfEdges renders every sheet of the tiled board, on A4 and on Letter,
// and finds no ink nearer the paper's edge than the printer margin and the tiles' clear
// band beyond it (a home printer does not print its outer few mm).
func TestTileInkClearOfEdges(t *testing.T) {
	pdftoppm, err := exec.LookPath("pdftoppm")
	if err != nil {
		t.Skip("pdftoppm not installed")
	}
	x := boardCtx(t, "fr", Standard)
	clear := x.Layout.Print.PrinterMargin + x.Layout.Board.Tiles.Clear
	for _, name := range []string{"a4", "letter"} {
		p := x.Layout.Paper[name]
		paper := impose.Paper{Name: name, W: p.Width, H: p.Height}
		dir := t.TempDir()
		pdf := filepath.Join(dir, "tiles.pdf")
		if err := os.WriteFile(pdf, boardPDF(t, func(d draw.Document) error { return x.BoardTiles(d, paper) }), 0o644); err != nil {
			t.Fatal(err)
		}
		const dpi = 50.0
		if msg, err := exec.Command(pdftoppm, "-gray", "-r", fmt.Sprint(dpi), pdf, filepath.Join(dir, "p")).CombinedOutput(); err != nil {
			t.Fatalf("pdftoppm: %v\n%s", err, msg)
		}
		pages, _ := filepath.Glob(filepath.Join(dir, "p-*.pgm"))
		if len(pages) < 2 {
			t.Fatalf("%s: %d pages rendered", name, len(pages))
		}
		for _, page := range pages {
			g := readPGM(t, page)
			px := func(mm float64) int { return int(math.Floor(mm * dpi / 25.4)) }
			// One pixel of rounding inside the band.
			lx, ly := px(clear)-1, px(clear)-1
			rx, ry := g.w-lx, g.h-ly
			for yy := 0; yy < g.h; yy++ {
				for xx := 0; xx < g.w; xx++ {
					if xx >= lx && xx < rx && yy >= ly && yy < ry {
						continue
					}
					if g.pix[yy*g.w+xx] < 250 {
						t.Errorf("%s %s: ink at %.1f, %.1f mm, within %.0f mm of the paper's edge", name, filepath.Base(page), float64(xx)*25.4/dpi, float64(yy)*25.4/dpi, clear)
						goto next
					}
				}
			}
		next:
		}
	}
}

// TestPlatesByTheirHouses places the names of the real map, in every language, and
// finds each manor's plate beside its own house: its middle within the plate reach of
// its own centre and nearer it, by the plate margin, than any other manor's or house's
// centre, and (for a manor) inside its own manor.
func TestPlatesByTheirHouses(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		x := boardCtx(t, lang, Standard)
		doc := recorder.New()
		v := &x.D.Valley
		if err := x.DrawValley(doc.NewPage(v.Width, v.Height), BoardView{Area: impose.Rect{W: v.Width, H: v.Height}, Text: true}); err != nil {
			t.Fatal(err)
		}
		m := x.Layout.Board.Marks
		centres := boardCentres(v)
		for _, l := range x.board.labels {
			mid := draw.Point{X: l.plate.X + l.plate.W/2, Y: l.plate.Y + l.plate.H/2}
			var own draw.Point
			if l.manor != nil {
				own = toPt(l.manor.Centre)
				if !inside(toPts(l.manor.Boundary), mid) {
					t.Errorf("%s: %s: the plate's middle %v lies outside its manor", lang, l.name, mid)
				}
			} else {
				for _, h := range v.Houses {
					if x.L.T("house."+h.ID, nil) == l.name {
						own = toPt(h.Centre)
					}
				}
			}
			d := dist(mid, own)
			if d > m.PlateReach {
				t.Errorf("%s: %s: the plate stands %.1f mm from its centre, more than %g", lang, l.name, d, m.PlateReach)
			}
			for _, o := range centres {
				if o != own && dist(mid, o) < d+m.PlateMargin {
					t.Errorf("%s: %s: the plate (%.1f mm from its own centre) is %.1f mm from the centre at %v", lang, l.name, d, dist(mid, o), o)
				}
			}
		}
	}
}
