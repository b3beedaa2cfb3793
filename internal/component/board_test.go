package component

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/excalibur-kit/excalibur/internal/draw"
	pdfdraw "github.com/excalibur-kit/excalibur/internal/draw/pdf"
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
			return x.BoardTiles(d, impose.Paper{Name: "a4", W: 210, H: 297}, true)
		}), 0o644)
	}
}

func BenchmarkBoard(b *testing.B) {
	t := &testing.T{}
	x := ctx(t, "en", Standard)
	a4 := impose.Paper{Name: "a4", W: 210, H: 297}
	for _, c := range []struct {
		name     string
		pdf, svg func(d draw.Document) error
	}{
		{"sheet", x.BoardSheet, x.BoardSheet},
		{"tiles", func(d draw.Document) error { return x.BoardTiles(d, a4, true) }, func(d draw.Document) error { return x.BoardTiles(d, a4, false) }},
		{"tilesX", func(d draw.Document) error { return x.BoardTiles(d, a4, false) }, func(d draw.Document) error { return x.BoardTiles(d, a4, false) }},
	} {
		b.Run(c.name+"-pdf", func(b *testing.B) {
			for b.Loop() {
				boardPDF(b, c.pdf)
			}
		})
		b.Run(c.name+"-svg", func(b *testing.B) {
			for b.Loop() {
				doc := svgdraw.New()
				if err := c.svg(doc); err != nil {
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
// tile, and every registration mark of a joint falls on the same point of the board on
// both of its tiles, to 0.1 mm, as read from where each sheet prints it.
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
			for _, m := range a.Marks {
				for _, b := range tl.Tiles {
					if b.N == a.N || !hasMark(b, m) {
						continue
					}
					// Where each sheet prints the mark, and back to the board through that
					// sheet's own placement.
					onA := add(m, a.Origin)
					onB := add(m, b.Origin)
					if d := dist(sub(onA, a.Origin), sub(onB, b.Origin)); d > 0.1 {
						t.Errorf("%s: a mark of tiles %d and %d is %.3f mm apart on the board", name, a.N, b.N, d)
					}
					if !within(a.Printed, m, bt.Mark) || !within(b.Printed, m, 0) {
						t.Errorf("%s: the mark at %v is not printed on both tiles %d and %d", name, m, a.N, b.N)
					}
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
	v := &x.D.Valley
	tl, err := TileBoard(v.Width, v.Height, a4, x.Layout.Print.PrinterMargin, x.Layout.Board.Tiles)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	pdf := filepath.Join(dir, "tiles.pdf")
	if err := os.WriteFile(pdf, boardPDF(t, func(d draw.Document) error { return x.BoardTiles(d, a4, true) }), 0o644); err != nil {
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
			ca, na := ga.ink(add(m, a.Origin), r*0.9, dpi)
			cb, nb := gb.ink(add(m, b.Origin), r*0.9, dpi)
			if na < 20 || nb < 20 {
				t.Errorf("tiles %d and %d: the mark at %v shows %d and %d dark pixels", a.N, b.N, m, na, nb)
				continue
			}
			// Back on the board, through each tile's own placement.
			pa, pb := sub(ca, a.Origin), sub(cb, b.Origin)
			if d := dist(pa, pb); d > 25.4/dpi {
				t.Errorf("tiles %d and %d: the mark at %v is printed %.3f mm apart once the tiles are laid", a.N, b.N, m, d)
			}
			if d := dist(pa, m); d > 25.4/dpi {
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

// ink is the centre (in mm on the sheet) and the count of the dark pixels within r mm
// of c.
func (g *gray) ink(c draw.Point, r, dpi float64) (draw.Point, int) {
	k := dpi / 25.4
	var sx, sy float64
	n := 0
	for y := int((c.Y - r) * k); y <= int((c.Y+r)*k); y++ {
		for x := int((c.X - r) * k); x <= int((c.X+r)*k); x++ {
			if x < 0 || y < 0 || x >= g.w || y >= g.h {
				continue
			}
			px, py := (float64(x)+0.5)/k, (float64(y)+0.5)/k
			if math.Hypot(px-c.X, py-c.Y) > r || g.pix[y*g.w+x] > 110 {
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
