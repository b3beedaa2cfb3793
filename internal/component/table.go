package component

import (
	"fmt"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/textfit"
	"github.com/excalibur-kit/excalibur/rules"
)

// TableStyle sets how an engine table is set: each component's layout file gives its
// own; the rules are the kit's (layout/kit.toml [tables]).
type TableStyle struct {
	Body    draw.Font
	Head    draw.Font
	Min     float64 // smallest size the fonts may shrink to
	Pad     float64 // mm around each cell's text
	Leading float64 // line step as a multiple of the font size
	// Grid is the tables set on one column grid with this one (a worked example's
	// rounds), this one among them: the columns are measured over all of them and chosen
	// for all, so each prints its columns at the same x as the others and a reader's eye
	// runs down one column from round to round. Empty: the table is set alone.
	Grid []rules.Table
}

// valueCell is a cell that holds a value rather than words: it is centred.
func valueCell(c rules.Cell) bool {
	switch c.Key {
	case "num", "bz", "rp", "signed", "range", "from", "strength", "percent", "dash", "letter":
		return true
	}
	return false
}

// laidTable is a table worded, fitted and measured, ready to draw.
type laidTable struct {
	style  TableStyle
	widths []float64
	rows   [][][]string // row, column, lines
	heads  int          // rows that are headings (0 or 1)
	values [][]bool
	height float64
	rowH   []float64
}

// Table draws an engine table at (x, y), w wide, and returns its height. The text is
// fitted: columns share the width by what they hold, cells wrap, and the fonts shrink to
// the style's minimum before the table is refused as too wide.
func (x *Ctx) Table(c draw.Canvas, item string, t rules.Table, bx, by, bw float64, ts TableStyle) (float64, error) {
	lt, err := x.layTable(item, t, bw, ts)
	if err != nil {
		return 0, err
	}
	lt.draw(x, c, bx, by)
	return lt.height, nil
}

// TableHeight measures a table without drawing it.
func (x *Ctx) TableHeight(item string, t rules.Table, bw float64, ts TableStyle) (float64, error) {
	lt, err := x.layTable(item, t, bw, ts)
	if err != nil {
		return 0, err
	}
	return lt.height, nil
}

func (x *Ctx) layTable(item string, t rules.Table, bw float64, ts TableStyle) (*laidTable, error) {
	own := x.tableText(t)
	grid := []tableText{own}
	if len(ts.Grid) > 0 {
		grid = grid[:0]
		for _, g := range ts.Grid {
			if len(g.Head) != len(t.Head) {
				return nil, fmt.Errorf("table, %s (%s): table %q is set on one grid with %q, which has %d columns, not %d", item, x.L.Lang, t.ID, g.ID, len(g.Head), len(t.Head))
			}
			grid = append(grid, x.tableText(g))
		}
	}
	// Smaller by a step at a time, the last step landing on the minimum itself.
	for s := ts; s.Body.Size >= ts.Min; {
		if widths, centre, ok := fitGrid(grid, bw, s); ok {
			lt := wrapTable(own.words, own.values, widths, s)
			if lt == nil {
				return nil, fmt.Errorf("table, %s (%s): table %q is not among the tables of its grid", item, x.L.Lang, t.ID)
			}
			for i := range lt.values {
				lt.values[i] = centre
			}
			return lt, nil
		}
		if s.Body.Size == ts.Min {
			break
		}
		d := min(textfit.Step, s.Body.Size-ts.Min)
		s.Body.Size, s.Head.Size = s.Body.Size-d, s.Head.Size-d
	}
	return nil, fmt.Errorf("%s, %s (%s): table %q does not fit %.1f mm even at %.1f pt", "table", item, x.L.Lang, t.ID, bw, ts.Min)
}

func (x *Ctx) cells(cs []rules.Cell) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = x.L.Cell(c)
	}
	return out
}

// tableText is a table in words, its heading row first, and which of its cells are values.
type tableText struct {
	words  [][]string
	values [][]bool
}

func (x *Ctx) tableText(t rules.Table) tableText {
	tt := tableText{words: [][]string{x.cells(t.Head)}, values: [][]bool{make([]bool, len(t.Head))}}
	for _, r := range t.Rows {
		tt.words = append(tt.words, x.cells(r))
		v := make([]bool, len(r))
		for i, c := range r {
			v[i] = valueCell(c)
		}
		tt.values = append(tt.values, v)
	}
	return tt
}

// fitTable sets a table alone, a grid of one.
func fitTable(words [][]string, values [][]bool, bw float64, s TableStyle) (*laidTable, bool) {
	widths, _, ok := fitGrid([]tableText{{words, values}}, bw, s)
	if !ok {
		return nil, false
	}
	return wrapTable(words, values, widths, s), true
}

// fitGrid shares the width among the columns of tables set on one grid (a table alone is
// a grid of one) and wraps every cell, choosing the sharing that gives the shortest
// tables together: a column is as wide as it needs to be in any of them, and centred
// only where it holds values in all. ok is false when some word is wider than its column.
func fitGrid(grid []tableText, bw float64, s TableStyle) (widths []float64, centre []bool, ok bool) {
	var natural, least []float64
	for i, tt := range grid {
		n, l := measure(tt.words, s)
		c := centred(tt.values)[0]
		if i == 0 {
			natural, least, centre = n, l, c
			continue
		}
		for k := range natural {
			natural[k], least[k], centre[k] = max(natural[k], n[k]), max(least[k], l[k]), centre[k] && c[k]
		}
	}
	var bestH float64
	bestLines := 0
	for _, w := range shares(natural, least, bw, centre) {
		var h float64
		lines, fits := 0, true
		for _, tt := range grid {
			lt := wrapTable(tt.words, tt.values, w, s)
			if lt == nil {
				fits = false
				break
			}
			h, lines = h+lt.height, lines+lt.lines()
		}
		if fits && (widths == nil || h < bestH-mmTolerance || h < bestH+mmTolerance && lines < bestLines) {
			widths, bestH, bestLines = w, h, lines
		}
	}
	return widths, centre, widths != nil
}

// measure finds each column's natural width (its longest cell on one line) and least
// width (its longest word), padding included.
func measure(words [][]string, s TableStyle) (natural, least []float64) {
	cols := len(words[0])
	natural, least = make([]float64, cols), make([]float64, cols)
	for ri, row := range words {
		f := rowFont(s, ri)
		for ci, text := range row {
			natural[ci] = max(natural[ci], draw.Width(f, text)+2*s.Pad)
			for _, w := range splitWords(text) {
				least[ci] = max(least[ci], draw.Width(f, w)+2*s.Pad)
			}
		}
	}
	return natural, least
}

func rowFont(s TableStyle, row int) draw.Font {
	if row == 0 {
		return s.Head
	}
	return s.Body
}

// wrapTable wraps every cell in the given column widths; nil if a word does not fit.
func wrapTable(words [][]string, values [][]bool, widths []float64, s TableStyle) *laidTable {
	lt := &laidTable{style: s, widths: widths, heads: 1, values: centred(values)}
	for ri, row := range words {
		f := rowFont(s, ri)
		var cells [][]string
		most := 1
		for ci, text := range row {
			lines, fits := textfit.Wrap(f, text, widths[ci]-2*s.Pad)
			if !fits {
				return nil
			}
			cells = append(cells, lines)
			most = max(most, len(lines))
		}
		h := textfit.BlockHeight(f, most, s.Leading) + 2*s.Pad
		lt.rows = append(lt.rows, cells)
		lt.rowH = append(lt.rowH, h)
		lt.height += h
	}
	return lt
}

// lines counts the lines of every cell: between tables of one height, the one with
// fewer broken cells reads better.
func (lt *laidTable) lines() int {
	n := 0
	for _, row := range lt.rows {
		for _, cell := range row {
			n += len(cell)
		}
	}
	return n
}

// shares lists the ways worth trying to share the width among columns. When everything
// fits on one line, the spare width goes to the columns of words, evenly (a column of
// numbers stays as narrow as its heading and values, close to what it counts), or to
// every column if all hold values. Otherwise each column gets at least
// its longest word: first with the rest shared by how much more each column would like,
// then, for each threshold, with the columns narrower than it kept whole on one line
// (as a browser does for short columns) and the others sharing what is left.
func shares(natural, least []float64, bw float64, values []bool) [][]float64 {
	n := len(natural)
	sumN, sumL := sum(natural), sum(least)
	if sumL > bw {
		return nil
	}
	if sumN <= bw {
		return [][]float64{spread(natural, bw-sumN, values)}
	}
	all := [][]float64{proportional(natural, least, bw, nil)}
	for _, t := range natural {
		whole := make([]bool, n)
		room := bw
		for i := range natural {
			if natural[i] <= t {
				whole[i], room = true, room-natural[i]
			}
		}
		if w := proportional(natural, least, room, whole); w != nil {
			all = append(all, w)
		}
	}
	return all
}

// spread adds spare width to the columns of words, evenly; to all if none holds words.
func spread(natural []float64, spare float64, values []bool) []float64 {
	words := 0
	for i := range natural {
		if i >= len(values) || !values[i] {
			words++
		}
	}
	out := make([]float64, len(natural))
	for i := range natural {
		out[i] = natural[i]
		switch {
		case words == 0:
			out[i] += spare / float64(len(natural))
		case i >= len(values) || !values[i]:
			out[i] += spare / float64(words)
		}
	}
	return out
}

// proportional gives the columns not kept whole their longest word and shares room among
// them by how much more each would like; whole columns get their natural width. Nil when
// room is too small.
func proportional(natural, least []float64, room float64, whole []bool) []float64 {
	out := make([]float64, len(natural))
	var sumN, sumL float64
	for i := range natural {
		if whole != nil && whole[i] {
			out[i] = natural[i]
			continue
		}
		sumN += natural[i]
		sumL += least[i]
	}
	if sumL > room || sumN == sumL && sumN < room {
		return nil
	}
	for i := range natural {
		if whole == nil || !whole[i] {
			out[i] = least[i]
			if sumN > sumL {
				out[i] += (room - sumL) * (natural[i] - least[i]) / (sumN - sumL)
			}
		}
	}
	return out
}

func sum(xs []float64) float64 {
	var t float64
	for _, x := range xs {
		t += x
	}
	return t
}

func splitWords(s string) []string {
	var out []string
	word := ""
	for _, r := range s {
		if r == ' ' || r == '\n' {
			if word != "" {
				out = append(out, word)
			}
			word = ""
			continue
		}
		word += string(r)
	}
	if word != "" {
		out = append(out, word)
	}
	return out
}

// centred marks the columns to centre: those whose every body cell is a value.
func centred(values [][]bool) [][]bool {
	cols := len(values[0])
	all := make([]bool, cols)
	for c := range all {
		all[c] = len(values) > 1
		for _, row := range values[1:] {
			all[c] = all[c] && row[c]
		}
	}
	out := make([][]bool, len(values))
	for i := range out {
		out[i] = all
	}
	return out
}

// draw paints the laid-out table: a tinted heading row, hairlines between rows, values
// centred (and their column's heading with them), words from the left.
func (lt *laidTable) draw(x *Ctx, c draw.Canvas, bx, by float64) {
	s := lt.style
	var total float64
	for _, w := range lt.widths {
		total += w
	}
	y := by
	for ri, cells := range lt.rows {
		f := s.Body
		if ri < lt.heads {
			f = s.Head
			c.SetFill(x.Style.Tint)
			c.Fill(draw.Rect(bx, y, total, lt.rowH[ri]))
		}
		cx := bx
		for ci, lines := range cells {
			base := y + s.Pad + draw.Ascent(f)
			for li, line := range lines {
				c.SetFill(x.Style.Ink)
				ly := base + float64(li)*textfit.LineStep(f, s.Leading)
				if lt.values[ri][ci] { // a heading too is centred over a column of values
					c.Text(f, cx+lt.widths[ci]/2, ly, draw.Center, line)
				} else {
					c.Text(f, cx+s.Pad, ly, draw.Left, line)
				}
			}
			cx += lt.widths[ci]
		}
		y += lt.rowH[ri]
		c.SetStroke(x.Style.Rule)
		c.SetLineWidth(x.Layout.Tables.RowLine)
		if ri < lt.heads {
			c.SetLineWidth(x.Layout.Tables.HeadLine)
		}
		c.Stroke(draw.Line(bx, y, bx+total, y))
	}
	c.SetLineWidth(x.Layout.Tables.HeadLine)
	c.Stroke(draw.Line(bx, by, bx+total, by))
}
