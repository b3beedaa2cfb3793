package component

import (
	"sort"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

// The arrangement of the counter sheets. Each colour's troops run by ID from a new row,
// then its key tile and blanks to the end of the row. A colour is never split across two
// sheets when it fits on one: it goes on the first sheet with room for it, or on a new
// one; a colour taller than a sheet starts in the room left on the last sheet when it
// still takes no more sheets than it must. Two families on one sheet are kept a blank
// row apart, so each block has its own bleed and a back that drifts a little shows no
// sliver of the neighbouring colour. The markers are spread over the room the colours
// leave, each kind whole on one sheet and the fullest sheet as low as it can be, so that
// no sheet is left mostly empty; what does not fit there fills sheets of its own.

// counterRow is one row of a sheet.
type counterRow []Counter

// CountersOn lists the counters in slot order for sheets of cols x rows: sheet by sheet,
// row by row, with blanks where a row or a sheet has room left (none after the last).
func (x *Ctx) CountersOn(cols, rows int) []Counter {
	var sheets [][]counterRow
	for _, g := range x.colourRows(cols) {
		sheets = placeColour(sheets, g, rows, cols)
	}
	sheets = placeMarkers(sheets, x.markerKinds(), rows, cols)
	var out []Counter
	for i, sh := range sheets {
		for len(sh) < rows && i < len(sheets)-1 {
			sh = append(sh, blankRow(cols))
		}
		for _, r := range sh {
			out = append(out, r...)
		}
	}
	for len(out) > 0 && out[len(out)-1].Kind == KindBlank {
		out = out[:len(out)-1]
	}
	return out
}

// colourRows are each colour's rows: its troops by ID, then its key tile and blanks to
// the end of the row (no key tile when the troops end a row).
func (x *Ctx) colourRows(cols int) [][]counterRow {
	var out [][]counterRow
	for i := range x.D.Players {
		p := &x.D.Players[i]
		var ks []Counter
		for id := 1; id <= x.D.CountersPerColour(); id++ {
			ks = append(ks, Counter{Kind: KindTroop, Player: p, Troop: x.D.TroopByCounter(id), ID: id})
		}
		if len(ks)%cols != 0 {
			ks = append(ks, Counter{Kind: KindKey, Player: p})
		}
		out = append(out, rowsOf(ks, cols, p))
	}
	return out
}

// markerKinds are the markers kind by kind, in the data's order.
func (x *Ctx) markerKinds() [][]Counter {
	var out [][]Counter
	for _, m := range x.D.Markers {
		var ks []Counter
		for n := 0; n < m.Count; n++ {
			ks = append(ks, Counter{Kind: KindMarker, Marker: m.ID})
		}
		if len(ks) > 0 {
			out = append(out, ks)
		}
	}
	return out
}

// rowsOf cuts counters into rows, the last filled with blanks (of player p, so that a
// blank after a key tile still belongs to its colour's block).
func rowsOf(ks []Counter, cols int, p *gamedata.Player) []counterRow {
	var out []counterRow
	for i := 0; i < len(ks); i += cols {
		r := counterRow(append([]Counter(nil), ks[i:min(i+cols, len(ks))]...))
		for len(r) < cols {
			r = append(r, Counter{Kind: KindBlank, Player: p})
		}
		out = append(out, r)
	}
	return out
}

func blankRow(cols int) counterRow {
	r := make(counterRow, cols)
	for i := range r {
		r[i] = Counter{Kind: KindBlank}
	}
	return r
}

// room is how many rows a sheet still takes for a new family: its free rows less the
// blank row that keeps the family apart from the one before.
func room(sh []counterRow, rows int) int {
	if len(sh) == 0 {
		return rows
	}
	return rows - len(sh) - 1
}

// join puts a family's rows on a sheet, a blank row after what is there.
func join(sh []counterRow, g []counterRow, cols int) []counterRow {
	if len(sh) > 0 {
		sh = append(sh, blankRow(cols))
	}
	return append(sh, g...)
}

// placeColour puts a colour on the first sheet with room for all of it, else on new
// sheets. A colour taller than a sheet begins in the last sheet's room when the rest
// then still needs no more new sheets than the whole colour would.
func placeColour(sheets [][]counterRow, g []counterRow, rows, cols int) [][]counterRow {
	for i, sh := range sheets {
		if room(sh, rows) >= len(g) {
			sheets[i] = join(sh, g, cols)
			return sheets
		}
	}
	if n := len(sheets); n > 0 && len(g) > rows {
		if r := room(sheets[n-1], rows); r > 0 && ceilDiv(len(g)-r, rows) <= ceilDiv(len(g), rows)-1 {
			sheets[n-1] = join(sheets[n-1], g[:r], cols)
			g = g[r:]
		}
	}
	for len(g) > 0 {
		n := min(rows, len(g))
		sheets = append(sheets, append([]counterRow(nil), g[:n]...))
		g = g[n:]
	}
	return sheets
}

// placeMarkers spreads the marker kinds over the room the colours left: the largest kind
// first, each on the sheet where it leaves the fewest rows used (the sheet with fewer
// markers on a tie). On each sheet the markers stand as one block in the data's order.
// The kinds that fit on no sheet whole fill new sheets in the data's order.
func placeMarkers(sheets [][]counterRow, kinds [][]Counter, rows, cols int) [][]counterRow {
	onSheet := make([][]int, len(sheets)) // kind indexes on each sheet
	count := make([]int, len(sheets))
	used := func(i, extra int) int { // rows sheet i uses with extra more markers
		n := len(sheets[i])
		if m := count[i] + extra; m > 0 {
			n += ceilDiv(m, cols)
			if len(sheets[i]) > 0 {
				n++ // the blank row before the markers
			}
		}
		return n
	}
	var left []int
	for _, k := range bySize(kinds) {
		best := -1
		for i := range sheets {
			u := used(i, len(kinds[k]))
			if u <= rows && (best < 0 || u < used(best, len(kinds[k])) || u == used(best, len(kinds[k])) && count[i] < count[best]) {
				best = i
			}
		}
		if best < 0 {
			left = append(left, k)
			continue
		}
		onSheet[best] = append(onSheet[best], k)
		count[best] += len(kinds[k])
	}
	for i := range sheets {
		if ks := markersOf(kinds, onSheet[i]); len(ks) > 0 {
			sheets[i] = join(sheets[i], rowsOf(ks, cols, nil), cols)
		}
	}
	rest := rowsOf(markersOf(kinds, left), cols, nil)
	for len(rest) > 0 {
		n := min(rows, len(rest))
		sheets = append(sheets, rest[:n])
		rest = rest[n:]
	}
	return sheets
}

// bySize orders the kinds' indexes from the largest kind down, the data's order on a tie.
func bySize(kinds [][]Counter) []int {
	out := make([]int, len(kinds))
	for i := range out {
		out[i] = i
	}
	sort.SliceStable(out, func(a, b int) bool { return len(kinds[out[a]]) > len(kinds[out[b]]) })
	return out
}

// markersOf joins the markers of some kinds, in the data's order.
func markersOf(kinds [][]Counter, which []int) []Counter {
	sorted := append([]int(nil), which...)
	sort.Ints(sorted)
	var out []Counter
	for _, k := range sorted {
		out = append(out, kinds[k]...)
	}
	return out
}

func ceilDiv(a, b int) int { return (a + b - 1) / b }

// sheetContents names what a sheet of counters holds: its colours' troops, then each
// marker with how many of it the sheet carries, in the data's order.
func (x *Ctx) sheetContents(ks []Counter, items []int) string {
	var colours []string
	seen := map[string]bool{}
	markers := map[string]int{}
	for _, i := range items {
		switch k := ks[i]; {
		case k.Kind == KindMarker:
			markers[k.Marker]++
		case k.Player != nil && k.Kind != KindBlank && !seen[k.Player.ID]:
			seen[k.Player.ID] = true
			colours = append(colours, x.L.T("sheet.troops-of."+k.Player.ID, nil))
		}
	}
	var parts []string
	if len(colours) > 0 {
		parts = append(parts, strings.Join(colours, x.L.T("sheet.and", nil)))
	}
	var ms []string
	for _, m := range x.D.Markers {
		if n := markers[m.ID]; n > 0 {
			ms = append(ms, x.L.Tx("sheet.marker-count", map[string]any{"name": x.L.T("sheet.marker."+m.ID, nil), "n": n}))
		}
	}
	if len(ms) > 0 {
		parts = append(parts, x.L.Tx("sheet.markers", map[string]any{"list": strings.Join(ms, x.L.T("sheet.and", nil))}))
	}
	return strings.Join(parts, x.L.T("punct.series", nil))
}
