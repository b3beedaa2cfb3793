package check

import (
	"fmt"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/build"
	"github.com/excalibur-kit/excalibur/internal/component"
	"github.com/excalibur-kit/excalibur/internal/impose"
)

// The board read back. Its text comes in a fixed order (internal/component/board.go):
// the grid labels of the frame, then each manor of the valley (parish letter, name, map
// reference, one description per land unit), then the abbey and the priory, then the
// entry numbers. Each is compared with the data: the names with manors.toml, the map
// references with the cards, the land units with the cards' counts.

func verifyBoard(c *checker, files []build.File) {
	for _, f := range files {
		toks, ok := c.tokensOf(f)
		if !ok {
			continue
		}
		c.board(f.Path, toks)
	}
}

// board checks one board file's tokens.
func (c *checker) board(file string, toks []string) {
	v := &c.x.D.Valley
	i := 0
	next := func() (string, bool) {
		if i >= len(toks) {
			return "", false
		}
		i++
		return toks[i-1], true
	}
	expect := func(item, what, want string) bool {
		got, ok := next()
		switch {
		case !ok:
			c.fail(file, item, "%s: not printed, expected %q", what, want)
			return false
		case got != want:
			c.fail(file, item, "%s: printed %q, expected %q", what, got, want)
		}
		return true
	}
	g := v.Grid
	n := 0
	for _, side := range []string{"top", "bottom"} {
		for col := 0; col < g.Columns; col++ {
			n++
			if !expect(fmt.Sprintf("grid label %d", n), "column "+g.Column(col)+" "+side, g.Column(col)) {
				return
			}
		}
	}
	for _, side := range []string{"left", "right"} {
		for row := 1; row <= g.Rows; row++ {
			n++
			if !expect(fmt.Sprintf("grid label %d", n), fmt.Sprintf("row %d %s", row, side), fmt.Sprint(row)) {
				return
			}
		}
	}
	l := c.x.L
	for _, ml := range v.Manors {
		m := c.x.D.Manor(ml.ID)
		if m == nil {
			c.fail(file, ml.ID, "a manor of the valley that manors.toml does not have")
			return
		}
		if !expect(ml.ID, "parish letter", m.Parish) || !expect(ml.ID, "name", m.Name) {
			return
		}
		if got, ok := next(); !ok || got != m.Map {
			c.fail(file, ml.ID, "map reference: printed %q, the card says %q", got, m.Map)
		}
		counts := map[string]int{}
		for range ml.Units {
			got, ok := next()
			if !ok {
				c.fail(file, ml.ID, "land units: fewer described than the valley has")
				return
			}
			counts[got]++
		}
		for _, u := range []struct {
			term string
			want int
		}{{"strip-field", m.Strip}, {"pasture", m.Pasture}, {"forest", m.Forest}} {
			if got := counts[l.T("term."+u.term, nil)]; got != u.want {
				c.fail(file, ml.ID, "land units %s: %d on the board, %d on the card", u.term, got, u.want)
			}
		}
		if river := counts[l.T("term.river-rights", nil)] > 0; river != m.River {
			c.fail(file, ml.ID, "river rights: on the board %v, on the card %v", river, m.River)
		}
	}
	for _, h := range v.Houses {
		if !expect(h.ID, "name", l.T("house."+h.ID, nil)) {
			return
		}
	}
	for k := 1; k <= len(v.Entries); k++ {
		if !expect(fmt.Sprintf("entry %d", k), "number", l.Num(k)) {
			return
		}
	}
}

// verifyBoardTiles checks the tiled board: the assembly page numbers every tile, and
// each tile's sheet names itself (number, row and column) as the tiling of the build's
// paper gives it, with a note on each glue strip naming the tile that goes over it.
func verifyBoardTiles(c *checker, files []build.File) {
	p, ok := c.x.Layout.Paper[c.paper]
	if !ok {
		c.fail(files[0].Path, "paper", "the manifest's paper %q is not in the layout", c.paper)
		return
	}
	v := &c.x.D.Valley
	tl, err := component.TileBoard(v.Width, v.Height, impose.Paper{Name: c.paper, W: p.Width, H: p.Height}, c.x.Layout.Print.PrinterMargin, c.x.Layout.Board.Tiles)
	if err != nil {
		c.fail(files[0].Path, "tiling", "%v", err)
		return
	}
	for _, f := range files {
		switch f.Format {
		case "pdf":
			pages, ok := c.pdfTokens(f)
			if !ok {
				continue
			}
			if len(pages) != len(tl.Tiles)+1 {
				c.fail(f.Path, "pages", "%d pages, expected the assembly page and %d tiles", len(pages), len(tl.Tiles))
				continue
			}
			c.assemblyPage(f.Path, pages[0].Tokens, tl)
			for k, t := range tl.Tiles {
				c.tileSheet(f.Path, pages[k+1].Tokens, tl, t)
			}
		case "svg":
			toks, ok := c.svgTokens(f)
			if !ok {
				continue
			}
			name := f.Path[strings.LastIndex(f.Path, "/")+1:]
			if name == "assembly.svg" {
				c.assemblyPage(f.Path, toks, tl)
				continue
			}
			var n int
			if _, err := fmt.Sscanf(name, "tile-%d.svg", &n); err != nil || n < 1 || n > len(tl.Tiles) {
				c.fail(f.Path, "file", "not a tile of the %d", len(tl.Tiles))
				continue
			}
			c.tileSheet(f.Path, toks, tl, tl.Tiles[n-1])
		}
	}
}

func (c *checker) assemblyPage(file string, toks []string, tl component.BoardTiling) {
	if want := c.x.L.T("board.assembly", nil); !contains(toks, want) {
		c.fail(file, "assembly", "title %q not printed", want)
	}
	c.sequence(file, "assembly diagram", toks, 1, len(tl.Tiles))
}

func (c *checker) tileSheet(file string, toks []string, tl component.BoardTiling, t component.BoardTile) {
	item := fmt.Sprintf("tile %d", t.N)
	// The name is printed twice, each on one line: on the tile itself (in its glue strip,
	// or in the board's frame), so that it survives cutting, and in the sheet's footer.
	switch want := c.x.TileLabel(t, len(tl.Tiles)); count(toks, want) {
	case 0:
		c.fail(file, item, "name %q not printed", want)
	case 1:
		c.fail(file, item, "name %q printed once: the tile itself and the footer should both carry it", want)
	}
	for _, next := range []struct {
		on       bool
		row, col int
	}{{t.Right, t.Row, t.Col + 1}, {t.Down, t.Row + 1, t.Col}} {
		if !next.on {
			continue
		}
		if want := c.x.GlueNote(*tl.Tile(next.row, next.col)); !contains(toks, want) {
			c.fail(file, item, "glue strip note %q not printed", want)
		}
	}
}
