package component

import (
	"strings"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

// The arrangement of the counter sheets. Each colour's troops run by ID from a new row,
// then its key tile and blanks to the end of the row; the markers follow as one family.
// A colour is never split across two sheets when it fits on one: it goes on the first
// sheet with room for it, or on a new one. Two families on one sheet are kept a blank
// row apart, so each block has its own bleed and a back that drifts a little shows no
// sliver of the neighbouring colour. The markers fill the room left on the colours'
// sheets, then sheets of their own.

// counterRow is one row of a sheet.
type counterRow []Counter

// CountersOn lists the counters in slot order for sheets of cols x rows: sheet by sheet,
// row by row, with blanks where a row or a sheet has room left (none after the last).
func (x *Ctx) CountersOn(cols, rows int) []Counter {
	colours, markers := x.colourRows(cols), x.markerRows(cols)
	var sheets [][]counterRow
	for _, g := range colours {
		sheets = placeColour(sheets, g, rows, cols)
	}
	sheets = placeMarkers(sheets, markers, rows, cols)
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

// markerRows are every marker's, in the data's order.
func (x *Ctx) markerRows(cols int) []counterRow {
	var ks []Counter
	for _, m := range x.D.Markers {
		for n := 0; n < m.Count; n++ {
			ks = append(ks, Counter{Kind: KindMarker, Marker: m.ID})
		}
	}
	return rowsOf(ks, cols, nil)
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
// sheets (over several only when it is taller than a sheet).
func placeColour(sheets [][]counterRow, g []counterRow, rows, cols int) [][]counterRow {
	for i, sh := range sheets {
		if room(sh, rows) >= len(g) {
			sheets[i] = join(sh, g, cols)
			return sheets
		}
	}
	for len(g) > 0 {
		n := min(rows, len(g))
		sheets = append(sheets, append([]counterRow(nil), g[:n]...))
		g = g[n:]
	}
	return sheets
}

// placeMarkers fills the room left on the sheets with the markers, then new sheets.
func placeMarkers(sheets [][]counterRow, g []counterRow, rows, cols int) [][]counterRow {
	for i := 0; len(g) > 0; i++ {
		if i == len(sheets) {
			sheets = append(sheets, nil)
		}
		n := min(room(sheets[i], rows), len(g))
		if n <= 0 {
			continue
		}
		sheets[i] = join(sheets[i], g[:n], cols)
		g = g[n:]
	}
	return sheets
}

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
