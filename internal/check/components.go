package check

import (
	"fmt"
	"path"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/excalibur-kit/excalibur/internal/build"
	"github.com/excalibur-kit/excalibur/internal/component"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/impose"
	"github.com/excalibur-kit/excalibur/internal/readback"
	"github.com/excalibur-kit/excalibur/rules"
)

// verifyCards reads every card front back: its name starts a card, then come its map
// reference, its parish, one described icon per land unit and the six income figures,
// row by row. Every manor must be printed once, and have its own back: the title, the
// manor's name and its map reference, on the same sheet as its front.
func verifyCards(c *checker, files []build.File) {
	for _, f := range files {
		var toks []string
		switch f.Format {
		case "pdf":
			pages, ok := c.pdfTokens(f)
			if !ok {
				continue
			}
			toks = c.cardSheets(f.Path, pages)
		case "svg":
			var ok bool
			if toks, ok = c.svgTokens(f); !ok {
				continue
			}
			if strings.HasSuffix(f.Path, "-back.svg") {
				id := strings.TrimSuffix(path.Base(f.Path), "-back.svg")
				sub := c.x.L.T("card.back-subtitle", nil)
				if rest, backs := c.cardBacks(f.Path, toks); len(rest) != 1 || rest[0] != sub || len(backs) != 1 || backs[0].ID != id {
					c.fail(f.Path, "card back", "expected the back of %s and %q alone, read %v and %q", id, sub, manorIDs(backs), rest)
				}
				continue
			}
		}
		c.cards(f.Path, toks, f.Format == "pdf")
	}
}

// cardSheets takes the backs out of a card PDF's pages, checking that each manor's back
// is printed once and on its front's sheet (the page itself when folded, else the page
// after), and returns the fronts' tokens.
func (c *checker) cardSheets(file string, pages []readback.Page) []string {
	var fronts []string
	backOf := map[string]int{}
	var onSheet map[string]bool // the manors whose fronts are on the sheet being read
	for i, p := range pages {
		rest, backs := c.cardBacks(file, p.Tokens)
		if c.fold || i%2 == 0 { // a folded sheet is one page; in duplex the fronts come first
			onSheet = c.manorsIn(rest)
		}
		for _, m := range backs {
			backOf[m.ID]++
			if !onSheet[m.ID] {
				c.fail(file, m.ID, "page %d: its back is not on the sheet of its front", p.N)
			}
		}
		fronts = append(fronts, rest...)
	}
	for _, m := range c.x.D.Manors {
		if backOf[m.ID] != 1 {
			c.fail(file, m.ID+" back", "%d printed, expected 1", backOf[m.ID])
		}
	}
	return fronts
}

// cardBacks finds the backs in a page's tokens (the title, then a manor's name and its
// map reference) and returns the other tokens and the manors whose backs were read.
func (c *checker) cardBacks(file string, toks []string) (rest []string, backs []*gamedata.Manor) {
	title := c.x.L.T("card.back-title", nil)
	for i := 0; i < len(toks); i++ {
		if toks[i] != title {
			rest = append(rest, toks[i])
			continue
		}
		var m *gamedata.Manor
		if i+1 < len(toks) {
			m = c.manorNamed(toks[i+1])
		}
		if m == nil {
			c.fail(file, "card back", "no manor's name after the title: read %q", first(toks[i+1:]))
			continue
		}
		if ref := c.x.L.Tx("card.map", map[string]any{"ref": m.Map}); i+2 >= len(toks) || toks[i+2] != ref {
			c.fail(file, m.ID+" back", "map reference: printed %q, expected %q", first(toks[min(i+2, len(toks)):]), ref)
			i++
		} else {
			i += 2
		}
		backs = append(backs, m)
	}
	return rest, backs
}

// manorsIn is the set of manors whose names are among the tokens.
func (c *checker) manorsIn(toks []string) map[string]bool {
	set := map[string]bool{}
	for _, t := range toks {
		if m := c.manorNamed(t); m != nil {
			set[m.ID] = true
		}
	}
	return set
}

func manorIDs(ms []*gamedata.Manor) []string {
	var ids []string
	for _, m := range ms {
		ids = append(ids, m.ID)
	}
	return ids
}

// cards splits a token stream at manor names and checks each card.
func (c *checker) cards(file string, toks []string, wantAll bool) {
	seen := map[string]bool{}
	var cur *gamedata.Manor
	start := 0
	flush := func(end int) {
		if cur != nil {
			c.card(file, cur, toks[start:end])
		}
	}
	for i, t := range toks {
		if m := c.manorNamed(t); m != nil {
			flush(i)
			if seen[m.ID] {
				c.fail(file, m.ID, "printed twice")
			}
			seen[m.ID], cur, start = true, m, i+1
		}
	}
	flush(len(toks))
	if len(seen) == 0 {
		c.fail(file, "cards", "no manor card found in the text")
	}
	if wantAll {
		for _, m := range c.x.D.Manors {
			if !seen[m.ID] {
				c.fail(file, m.ID, "card missing")
			}
		}
	}
}

func (c *checker) manorNamed(s string) *gamedata.Manor {
	for i := range c.x.D.Manors {
		if c.x.D.Manors[i].Name == s {
			return &c.x.D.Manors[i]
		}
	}
	return nil
}

// card checks one card's text against its data.
func (c *checker) card(file string, m *gamedata.Manor, toks []string) {
	l := c.x.L
	if len(toks) == 0 || toks[0] != m.Parish {
		c.fail(file, m.ID, "parish letter: printed %q, expected %q", first(toks), m.Parish)
	}
	if ref := l.Tx("card.map", map[string]any{"ref": m.Map}); !contains(toks, ref) {
		c.fail(file, m.ID, "map reference: printed %q, expected %q", closest(toks, ref), ref)
	}
	parish := l.Tx("card.parish", map[string]any{"name": l.T("parish."+m.Parish, nil)})
	if !contains(toks, parish) {
		c.fail(file, m.ID, "parish: printed %q, expected %q", closest(toks, parish), parish)
	}
	for _, u := range []struct {
		term string
		want int
	}{{"strip-field", m.Strip}, {"pasture", m.Pasture}, {"forest", m.Forest}, {"river-rights", b2i(m.River)}} {
		if got := count(toks, l.T("term."+u.term, nil)); got != u.want {
			c.fail(file, m.ID, "land units %s: %d printed, data %d", u.term, got, u.want)
		}
	}
	if entry := l.T("card.entry", nil); contains(toks, entry) != m.Entry {
		c.fail(file, m.ID, "entry manor: %q printed %v, the manor is an entry manor: %v", entry, contains(toks, entry), m.Entry)
	}
	var printed []int
	for _, t := range toks {
		if n, err := strconv.Atoi(t); err == nil {
			printed = append(printed, n)
		}
	}
	i := 0
	for _, who := range gamedata.Collectors {
		for _, sup := range []bool{false, true} {
			want := m.Income.Basic(sup, who)
			cell := fmt.Sprintf("income %s/%s", supervision(sup), who)
			switch {
			case i >= len(printed):
				c.fail(file, m.ID, "%s: not printed, data %d", cell, want)
			case printed[i] != want:
				c.fail(file, m.ID, "%s: printed %d, data %d", cell, printed[i], want)
			}
			i++
		}
	}
	if len(printed) > i {
		c.fail(file, m.ID, "%d more number(s) printed than the income table has: %v", len(printed)-i, printed[i:])
	}
}

func supervision(s bool) string {
	if s {
		return "supervised"
	}
	return "unsupervised"
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// verifyCounters reads every counter back, side by side with what the data puts there:
// each troop's strength (wounded strength on the back) and its two-digit ID, the lords'
// names, each marker's symbol.
func verifyCounters(c *checker, files []build.File) {
	g, err := c.counterGrid()
	if err != nil {
		c.fail(files[0].Path, "layout", "%v", err)
		return
	}
	ks := c.x.CountersOn(g.Cols, g.Rows)
	for _, f := range files {
		switch f.Format {
		case "pdf":
			pages, ok := c.pdfTokens(f)
			if !ok {
				continue
			}
			for i, p := range pages {
				c.counterPage(f.Path, fmt.Sprintf("page %d", p.N), p.Tokens, c.pageSides(g, ks, i))
			}
		case "svg":
			toks, ok := c.svgTokens(f)
			if !ok {
				continue
			}
			var sheet int
			side := "front"
			if _, err := fmt.Sscanf(f.Path[strings.LastIndex(f.Path, "/")+1:], "sheet-%d", &sheet); err != nil {
				c.fail(f.Path, "file", "not a sheet file name")
				continue
			}
			page := sheet - 1
			if !c.fold {
				page *= 2
				if strings.HasSuffix(f.Path, "-back.svg") {
					page, side = page+1, "back"
				}
			}
			c.counterPage(f.Path, "sheet "+strconv.Itoa(sheet)+" "+side, toks, c.pageSides(g, ks, page))
		}
	}
}

func (c *checker) counterGrid() (*impose.Grid, error) {
	l, p := c.x.Layout.Counters, c.x.Layout.Print
	mode := impose.Duplex
	if c.fold {
		mode = impose.Fold
	}
	cols := component.SheetColumns(l.Columns, mode)
	return impose.New(impose.Spec{Paper: impose.Paper{W: 1000, H: 1000}, ItemW: l.Size, ItemH: l.Size,
		Cols: cols, Rows: l.Rows, Bleed: p.Bleed, PrinterMargin: p.PrinterMargin, CropMark: p.CropMark, CropGap: p.CropGap})
}

// sideItem is one counter side expected on a page.
type sideItem struct {
	k    component.Counter
	back bool
}

// pageSides lists the counter sides of page i in drawing order: the front page and
// the back page of each sheet (or both halves of a folded sheet).
func (c *checker) pageSides(g *impose.Grid, ks []component.Counter, page int) []sideItem {
	sheet, back := page/2, page%2 == 1
	if c.fold {
		sheet = page
	}
	var out []sideItem
	lo, hi := sheet*g.PerPage(), min(len(ks), (sheet+1)*g.PerPage())
	sides := []bool{back}
	if c.fold {
		sides = []bool{false, true}
	}
	for _, b := range sides {
		for i := lo; i < hi; i++ {
			out = append(out, sideItem{ks[i], b})
		}
	}
	return out
}

// counterPage compares a page's tokens with the counters on it, in order.
func (c *checker) counterPage(file, where string, toks []string, items []sideItem) {
	i := 0
	for _, it := range items {
		for _, want := range c.counterTokens(it) {
			switch {
			case i >= len(toks):
				c.fail(file, where+" "+it.k.Label(), "expected %q, nothing more is printed", want.text)
				return
			case toks[i] != want.text:
				c.fail(file, where+" "+it.k.Label()+side(it.back), "%s: printed %q, data %q", want.what, toks[i], want.text)
				return // the rest of the page would only repeat the shift
			}
			i++
		}
	}
}

func side(back bool) string {
	if back {
		return " (back)"
	}
	return ""
}

type expect struct{ what, text string }

// counterTokens is what a counter side prints, in drawing order.
func (c *checker) counterTokens(it sideItem) []expect {
	l, k := c.x.L, it.k
	switch k.Kind {
	case component.KindTroop:
		s := k.Troop.Strength
		if it.back {
			s = k.Troop.Wounded
		}
		out := []expect{{"strength", l.Num(s)}, {"ID", fmt.Sprintf("%02d", k.ID)}}
		if k.Troop.Kind == gamedata.KindLord {
			out = append(out, expect{"lord", l.T("lord-short."+k.Player.ID, nil)})
		}
		return out
	case component.KindKey:
		return []expect{{"lord", l.T("lord-short."+k.Player.ID, nil)}}
	case component.KindMarker:
		return []expect{{"marker", l.T("term."+k.Marker, nil)}}
	}
	return nil
}

// verifyOrderSheet checks the order sheet's front (every campaigning season, each with
// the movement phases of its orders) and its back (the start treasury and the years of
// the ledger).
func verifyOrderSheet(c *checker, files []build.File) {
	for _, f := range files {
		front, back, ok := c.orderSides(f)
		if !ok {
			continue
		}
		if front != nil {
			c.seasonOrders(f.Path, front)
		}
		if back != nil {
			c.ledger(f.Path, back)
		}
	}
}

// orderSides reads the order sheet's front and back: both pages of its PDF, or the one
// side an SVG draws (the other is nil).
func (c *checker) orderSides(f build.File) (front, back []string, ok bool) {
	if f.Format == "svg" {
		toks, ok := c.svgTokens(f)
		if strings.HasSuffix(f.Path, "/back.svg") {
			return nil, toks, ok
		}
		return toks, nil, ok
	}
	pages, ok := c.pdfTokens(f)
	if !ok {
		return nil, nil, false
	}
	if len(pages) != 2 {
		c.fail(f.Path, "pages", "%d pages, expected the orders' front and the treasury's back", len(pages))
		return nil, nil, false
	}
	return pages[0].Tokens, pages[1].Tokens, true
}

// seasonOrders checks that each campaigning season is printed once, and each movement
// phase once a season.
func (c *checker) seasonOrders(file string, toks []string) {
	l, seasons := c.x.L, []string{rules.Spring, rules.Summer, rules.Autumn}
	for _, season := range seasons {
		if s := l.T("term."+season, nil); count(toks, s) != 1 {
			c.fail(file, "orders", "%q printed %d times, expected once: every campaigning season has its orders", s, count(toks, s))
		}
	}
	for p := 1; p <= c.x.D.Game.Movement.Phases; p++ {
		if s := l.T("orders.phase", map[string]int{"n": p}); count(toks, s) != len(seasons) {
			c.fail(file, "orders", "%q printed %d times, expected once for each of the %d campaigning seasons", s, count(toks, s), len(seasons))
		}
	}
}

// ledger checks the start treasury and the years of the winters, 0 (the opening one) to
// the one before the advanced game's last.
func (c *checker) ledger(file string, toks []string) {
	if s := c.x.L.T("orders.start", map[string]int{"n": c.x.D.Game.Start.Treasury}); !contains(toks, s) {
		c.fail(file, "treasury", "printed %q, expected %q", closest(toks, s), s)
	}
	c.sequence(file, "ledger years", toks, 0, c.x.D.Game.Victory.AdvancedYears-1)
}

// verifyTracks checks the weather track (zones where the engine puts them, every
// position), the weather effects table, King Arthur's road and his awards table.
func verifyTracks(c *checker, files []build.File) {
	for _, f := range files {
		toks, ok := c.tokensOf(f)
		if !ok {
			continue
		}
		c.weatherTrack(f.Path, toks)
		c.arthurTrack(f.Path, toks)
		awards, _ := component.AwardsOnCard(c.x.E.ArthurTable())
		c.tables(f.Path, toks, c.x.E.WeatherTable(), awards)
	}
}

// tokensOf reads a one-page component's file in either format.
func (c *checker) tokensOf(f build.File) ([]string, bool) {
	if f.Format == "svg" {
		return c.svgTokens(f)
	}
	pages, ok := c.pdfTokens(f)
	return allTokens(pages), ok
}

// sequence finds the numbers lo..hi printed one after the other; if they are not, it
// names the longest run's first number missing and what is printed in its place.
func (c *checker) sequence(file, item string, toks []string, lo, hi int) {
	best, at := lo-1, -1
	for i := range toks {
		if toks[i] != c.x.L.Num(lo) {
			continue
		}
		n, j := lo, i
		for ; j < len(toks) && toks[j] == c.x.L.Num(n); j++ {
			n++
		}
		if n > hi {
			return
		}
		if n-1 > best {
			best, at = n-1, j
		}
	}
	printed := "nothing"
	if at >= 0 && at < len(toks) {
		printed = fmt.Sprintf("%q", toks[at])
	}
	c.fail(file, item, "the numbers %d to %d are not all printed in order: %d printed as %s", lo, hi, best+1, printed)
}

func first(toks []string) string {
	if len(toks) == 0 {
		return ""
	}
	return toks[0]
}

// closest is the token that starts most like want (what is printed in its place, when
// want is not printed); "" if none shares even its first letter.
func closest(toks []string, want string) string {
	best, n := "", 0
	w := []rune(want)
	for _, t := range toks {
		k := 0
		for _, r := range t {
			if k >= len(w) || r != w[k] {
				break
			}
			k++
		}
		if k > n {
			best, n = t, k
		}
	}
	return best
}

// tables finds each engine table's cells in the printed text, heading first, row by row.
func (c *checker) tables(file string, toks []string, ts ...rules.Table) {
	text := strings.Join(toks, " ")
	for _, t := range ts {
		for _, p := range MatchTable(text, t, c.x.L.Cell) {
			c.fail(file, "table "+t.ID, "%s", p)
		}
	}
}

// MatchTable finds a table's cells, worded by cell, in order in text (cells wrapped over
// lines read as words joined by spaces). The table starts wherever its first heading is
// printed; from there each cell must follow the one before it, and the table's notes
// follow its last row, each a label and its value with the punctuation between them. It
// returns a problem per cell not printed where expected, naming its row and column.
func MatchTable(text string, t rules.Table, cell func(rules.Cell) string) []string {
	rows := append([][]rules.Cell{t.Head}, t.Rows...)
	firstNote := len(rows)
	rows = append(rows, t.Notes...)
	var words [][]string
	for _, row := range rows {
		var ws []string
		for _, cl := range row {
			ws = append(ws, cell(cl))
		}
		words = append(words, ws)
	}
	var best []string
	first := words[0][0]
	for at := strings.Index(text, first); ; {
		probs := matchFrom(text, at, words, firstNote)
		if len(probs) == 0 {
			return nil
		}
		if best == nil || len(probs) < len(best) {
			best = probs
		}
		if at < 0 {
			return best
		}
		next := strings.Index(text[at+len(first):], first)
		if next < 0 {
			return best
		}
		at += len(first) + next
	}
}

// noteGap is the most characters a note may print between its cells or after the
// table: a label's colon and spaces (" : " in French, the first space a fixed one).
const noteGap = 3

// matchFrom matches the cells from position at (the first cell's start; -1: not found);
// the rows from firstNote on are the table's notes.
func matchFrom(text string, at int, words [][]string, firstNote int) []string {
	var out []string
	pos := max(at, 0)
	var cells []string // in reading order, to find the one after a wrong cell
	for _, row := range words {
		cells = append(cells, row...)
	}
	n := 0
	for r, row := range words {
		for col, want := range row {
			n++
			i := strings.Index(text[pos:], want)
			gap := 1 // after the first cell, only a space may come between two cells
			if r >= firstNote {
				gap = noteGap
			}
			if at < 0 || (i > 0 && utf8.RuneCountInString(text[pos:pos+i]) > gap) || (r >= firstNote && i > 0 && strings.ContainsFunc(text[pos:pos+i], isWordRune)) || (r == 0 && col == 0 && i != 0) {
				i = -1
			}
			if i < 0 {
				rowName := fmt.Sprintf("row %d", r)
				if r == 0 {
					rowName = "heading"
				}
				if r >= firstNote {
					rowName = fmt.Sprintf("note %d", r-firstNote+1)
				}
				out = append(out, fmt.Sprintf("%s, column %d: expected %q, printed %q", rowName, col+1, want, excerpt(text[pos:])))
				if at >= 0 && n < len(cells) {
					pos = resync(text, pos, want, cells[n])
				}
				continue
			}
			pos += i + len(want)
		}
	}
	return out
}

// resync moves past a wrong cell to where the next cell is printed, if it is close by
// (within about the wrong cell's length), so that one wrong cell is one problem and not
// one for every cell after it.
func resync(text string, pos int, wrong, next string) int {
	end := min(len(text), pos+2*len(wrong)+8+len(next))
	if j := strings.Index(text[pos:end], next); j > 0 {
		return pos + j - 1 // the next cell may stand one space on
	}
	return pos
}

// excerpt is the first 40 characters of s. It looks at those only: it runs for every
// cell not found, on the whole rest of a book's text.
func excerpt(s string) string {
	n := 0
	for i := range s {
		if n == 40 {
			return s[:i] + "…"
		}
		n++
	}
	return s
}

// isWordRune is a letter or a digit: what may not stand between two cells.
func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsNumber(r) }
