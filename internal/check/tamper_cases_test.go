package check

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/build"
	"github.com/excalibur-kit/excalibur/internal/draw"
)

var (
	book     = []string{"rulebook"}
	quick    = []string{"quick-reference"}
	ref      = []string{"rules-reference"}
	cards    = []string{"manor-cards"}
	counters = []string{"counters"}
	orders   = []string{"order-sheet"}
	tracks   = []string{"tracks"}
)

// tamperCases has one case per kind of place the kit prints something.
func tamperCases() []tamperCase {
	const (
		pdf    = "en/rulebook.pdf"
		html   = "en/rules-reference.html"
		cardsP = "en/manor-cards.pdf"
		ashSVG = "en/svg/manor-cards/ashcombe.svg"
		ctrs   = "en/counters.pdf"
		sheet  = "en/order-sheet.pdf"
		trk    = "en/tracks.pdf"
	)
	return []tamperCase{
		{"rulebook body value", book, pdf, pdfSwap("11\u00a0Bz. The money of the game is the Bezant, written", "12\u00a0Bz. The money of the game is the Bezant, written", 0),
			[]string{pdf + `: value start.treasury: printed "12 Bz", expected "11\u00a0Bz"`}},
		{"rulebook heading number", book, pdf, pdfSwap("7.ii Troop grade", "7.iv Troop grade", 0),
			[]string{pdf + `: heading 7.ii: printed "7.iv Troop grade", expected "7.ii Troop grade"`}},
		{"rulebook running head", book, pdf, pdfSwap("5 The manor", "6 The manor", 0),
			[]string{pdf + `: page 23: running head: printed "6 The manor", expected "5 The manor"`}},
		{"rulebook page number", book, pdf, pdfSwap("80", "71", 0),
			[]string{pdf + `: page 80: page number: printed "71", expected "80"`}},
		{"rulebook contents page", book, pdf, pdfSwap("23", "32", 0),
			[]string{pdf + `: contents entry 5.ii: page number: printed "32", the heading is on page 23`}},
		{"html hidden attribute", ref, html, textSwap("<h1>Excalibur</h1>", "<h1>Excalibur<span hidden>9</span></h1>", 0),
			[]string{html + `: hidden text: "9", hidden by the hidden attribute`}},
		{"html hidden style", ref, html, textSwap("<h1>Excalibur</h1>", `<h1>Excalibur<b style="display: none">19</b></h1>`, 0),
			[]string{html + `: hidden text: "19", hidden by its style display:none`}},
		{"html hidden class", ref, html, textSwap("<h1>Excalibur</h1>", `<h1>Excalibur<i class="self">7</i></h1>`, 0),
			[]string{html + `: hidden text: "7", hidden by the stylesheet's .self {`}},
		{"html heading number", ref, html, textSwap(`<span class="num">4.i</span> The seasons<a`, `<span class="num">4.v</span> The seasons<a`, 0),
			[]string{html + `: heading 4.i: printed "4.v The seasons", expected "4.i The seasons"`}},
		{"html contents entry", ref, html, textSwap(`<span class="num">4.i</span> <span class="t">The seasons`, `<span class="num">4.v</span> <span class="t">The seasons`, 0),
			[]string{html + `: contents entry 4.i: printed "4.v The seasons", expected "4.i The seasons"`}},
		{"rulebook table cell", book, pdf, pdfSwap("6\u00a0miles", "7\u00a0miles", 0),
			[]string{pdf + `: table movement: row 1, column 2: expected "6\u00a0miles", printed " 7\u00a0miles Movement phases`}},
		{"rulebook example line", book, pdf, pdfSwap("Knights 13 and 17 stand in Barsham, 4 miles by road from Hazlemere. Moving 2 miles a",
			"Knights 13 and 17 stand in Barsham, 5 miles by road from Hazlemere. Moving 2 miles a", 0),
			[]string{pdf + `: example `, `printed "Knights 13 and 17 stand in Barsham 5 miles`, `expected "Knights 13 and 17 stand in Barsham, 4 miles`}},
		{"rulebook figure label", book, pdf, pdfSwap("End of phase 2", "End of phase 9", 0),
			[]string{pdf + `: figure movement-example: expected it to print`, `End of phase 2`, `printed "`, `End of phase 9`}},
		{"rulebook example of play", book, pdf, pdfSwap("Difference 10: Sir Gawaine is the stronger side.", "Difference 11: Sir Gawaine is the stronger side.", 0),
			[]string{pdf + `: example play:autumn, line `, `expected "Difference 10: Sir Gawaine is the stronger side."`}},
		{"rulebook example of play heading", book, pdf, pdfSwap("Year 1, autumn", "Year 2, autumn", 0),
			[]string{pdf + `: example play:autumn, line 1: `, `expected "Year 1, autumn"`}},
		{"rulebook play figure", book, pdf, pdfSwap("Combat: autumn, phase 2", "Combat: autumn, phase 3", 0),
			[]string{pdf + `: figure play-example: expected it to print`, `Combat: autumn, phase 2`, `phase 3`}},
		{"rulebook cross reference", book, pdf, pdfSwap("section\u00a012", "section\u00a013", 0),
			[]string{pdf + `: cross reference to weather: printed "section 13", expected "section\u00a012"`}},
		{"rulebook listed cross reference", book, pdf, pdfSwap("14", "15", 2), // the second number of "sections 12 and 14" in 5
			[]string{pdf + `: cross reference to pillaging: printed "sections 12 and 15", expected "sections\u00a012 and 14" (after "lowers it see")`}},
		{"rulebook svg page number", book, "en/svg/rulebook/page-21.svg", svgSwap("21", "12", 0),
			[]string{"en/svg/rulebook/page-21.svg: page 21: page number: printed \"12\", expected \"21\""}},
		{"rulebook svg index page", book, "en/svg/rulebook/page-80.svg", svgSwap("51", "53", 0),
			[]string{`en/svg/rulebook/page-80.svg: index entry "Abbey and priory": page 53: the term is not printed there`}},
		// Section 12 defines strip fields and starts on page 40, but prints them first on page
		// 41: an entry that gives 40 points a page early.
		{"rulebook svg index definition's page", book, "en/svg/rulebook/page-82.svg", svgSwap("41", "40", 3),
			[]string{`en/svg/rulebook/page-82.svg: index entry "Strip field": page 40: the term is not printed there`}},
		{"rulebook svg index range", book, "en/svg/rulebook/page-80.svg", svgSwap("34", "38", 0),
			[]string{`en/svg/rulebook/page-80.svg: index entry "Attack value (AV)": page 35: the term is not printed there`,
				`en/svg/rulebook/page-80.svg: index entry "Attack value (AV)": page 38: the term is not printed there`}},
		{"rulebook svg heading", book, "en/svg/rulebook/page-29.svg", svgSwap("7.ii Troop grade", "7.ri Troop grade", 0),
			[]string{`en/svg/rulebook/page-29.svg: heading 7.ii: printed "7.ri Troop grade", expected "7.ii Troop grade"`}},
		{"quick reference table cell", quick, "en/quick-reference.pdf", pdfSwap("Orders, 3 movement phases with combat", "Orders, 4 movement phases with combat", 0),
			[]string{`en/quick-reference.pdf: table seasons: row 2, column 2: expected "Orders, 3 movement phases with combat", printed " Orders, 4 movement`}},
		{"html table cell", ref, html, textSwap("Movement a season</td><td>6\u00a0miles", "Movement a season</td><td>7\u00a0miles", 0),
			[]string{html + `: table movement: row 1, column 2: expected "6\u00a0miles", printed " 7\u00a0miles Movement phases`}},
		{"html cross reference", ref, html, textSwap("href=\"#weather\">section\u00a012</a>", "href=\"#weather\">section\u00a019</a>", 0),
			[]string{html + `: cross reference to weather: printed "section 19", expected "section\u00a012"`}},
		{"html listed cross reference", ref, html, textSwap(`href="#pillaging">14</a>`, `href="#pillaging">15</a>`, 0),
			[]string{html + `: cross reference to pillaging: printed "sections 12 and 15", expected "sections\u00a012 and 14"`}},
		{"html aria-hidden", ref, html, textSwap("<h1>Excalibur</h1>", `<h1>Excalibur<span aria-hidden="true">4 Bz</span></h1>`, 0),
			[]string{html + `: hidden text: "4 Bz", hidden by aria-hidden="true"`}},
		{"html template", ref, html, textSwap("<h1>Excalibur</h1>", `<h1>Excalibur</h1><template><p>12 Bz</p></template>`, 0),
			[]string{html + `: hidden text: "12 Bz", hidden by a <template>`}},
		{"html off-screen", ref, html, textSwap("<h1>Excalibur</h1>", `<h1>Excalibur<span style="position:absolute; left:-9999px">3</span></h1>`, 0),
			[]string{html + `: hidden text: "3", hidden by its style left:-9999px`}},
		{"card map reference", cards, cardsP, pdfSwap("Map B2", "Map B3", 1),
			[]string{cardsP + `: ashcombe: map reference: printed "Map B3", expected "Map B2"`}},
		{"card parish", cards, cardsP, pdfSwap("Parish of St Alban", "Parish of St Albin", 0),
			[]string{cardsP + `: ashcombe: parish: printed "Parish of St Albin", expected "Parish of St Alban"`}},
		// pdfSwap writes "B" in the codes of the first font whose "A" matches; the badge's own
		// font may read those codes as another glyph (with the seventh round's cards it
		// shows "2"), so the case asks for a wrong letter on Ashcombe, whichever it shows.
		{"card parish letter", cards, cardsP, pdfSwap("A", "B", 0),
			[]string{cardsP + `: ashcombe: parish letter: printed "`, `", expected "A"`}},
		{"card income", cards, ashSVG, svgSwap("8", "5", 0),
			[]string{ashSVG + `: ashcombe: income supervised/man-at-arms: printed 5, data 8`}},
		{"card land units", cards, ashSVG, textSwap(`aria-label="Pasture"`, `aria-label="Forest"`, 0),
			[]string{ashSVG + `: ashcombe: land units pasture: 1 printed, data 2`, ashSVG + `: ashcombe: land units forest: 1 printed, data 0`}},
		{"card entry mark", cards, cardsP, pdfSwap("Entry manor", "Entry manar", 0),
			[]string{cardsP + `: alderford: entry manor: "Entry manor" printed false, the manor is an entry manor: true`}},
		{"card back", cards, cardsP, pdfSwap("Excalibur", "Excelibur", 0),
			[]string{cardsP + `: ashcombe back: 0 printed, expected 1`}},
		{"card back's manor", cards, cardsP, pdfSwap("Alderford", "Hazlemere", 1),
			[]string{cardsP + `: hazlemere back: 2 printed, expected 1`, cardsP + `: alderford back: 0 printed, expected 1`}},
		{"card back's map reference", cards, cardsP, pdfSwap("Map A2", "Map A3", 0),
			[]string{cardsP + `: alderford back: map reference: printed "Map A3", expected "Map A2"`}},
		{"pdf digit drawn invisible", cards, cardsP, pdfRestate("8", 0, func(f, size, x, y string) string {
			return fmt.Sprintf("BT 3 Tr /%s %s Tf %s %s Td ", f, size, whole(x), whole(y))
		}), []string{cardsP + `: file: cannot read its text: page 1: the text "8" is drawn invisible (text render mode 3): a number must be drawn`}},
		{"pdf digit too small to read", cards, cardsP, pdfRestate("8", 0, func(f, size, x, y string) string {
			return fmt.Sprintf("BT /%s .1 Tf %s %s Td ", f, x, y)
		}), []string{cardsP + `: ashcombe: income supervised/man-at-arms: printed 3, data 8`}},
		{"pdf digit off the page", cards, cardsP, pdfRestate("8", 0, func(f, size, x, y string) string {
			return fmt.Sprintf("BT /%s %s Tf -%s %s Td ", f, size, whole(x), y)
		}), []string{cardsP + `: ashcombe: income supervised/man-at-arms: printed 3, data 8`}},
		{"svg glyph outline swapped", cards, ashSVG, swapOutline("7", "8"),
			[]string{ashSVG + `: file: glyph definition "g.sans-bold.`, `claims '7' but its outline draws '8'`}},
		{"counter strength", counters, ctrs, pdfSwap("8", "9", 0),
			[]string{ctrs + `: page 1 `, `strength: printed "9", data "8"`}},
		{"counter wounded side", counters, "en/svg/counters/sheet-1-back.svg", svgSwap("5", "3", 0),
			[]string{"en/svg/counters/sheet-1-back.svg: sheet 1 back ", `(back): strength: printed "3", data "5"`}},
		{"order sheet treasury", orders, sheet, pdfSwap("Start: 11\u00a0Bz", "Start: 1 \u00a0Bz", 0), // the sheet's font has no other digit
			[]string{sheet + `: treasury: printed "Start: 1 \u00a0Bz", expected "Start: 11\u00a0Bz"`}},
		{"order sheet ledger year", orders, sheet, pdfSwap("7", "8", 0),
			[]string{sheet + `: ledger years: the numbers 0 to 9 are not all printed in order: 7 printed as "8"`}},
		{"order sheet phase", orders, sheet, pdfSwap("Phase 2", "Phase 4", 0),
			[]string{sheet + `: orders: "Phase 2" printed 2 times`}},
		{"tracks zone label", tracks, trk, pdfSwap("Bad (3–8)", "Bad (3–9)", 0),
			[]string{trk + `: weather track: zone label bad: printed "Bad (3–9)", expected "Bad (3–8)"`}},
		{"tracks weather position", tracks, trk, pdfSwap("14", "41", 0),
			[]string{trk + `: weather track: position 14: printed "41", expected "14"`}},
		{"tracks Arthur step", tracks, trk, pdfSwap("5", "6", 1),
			[]string{trk + `: King Arthur's road: step 5: printed "6", expected "5"`}},
		{"tracks Arthur road length", tracks, trk, pdfSwap("His road from Camelot: 10 steps", "His road from Camelot: 11 steps", 0),
			[]string{trk + `: King Arthur's road: road length: printed "His road from Camelot: 11 steps", expected "His road from Camelot: 10 steps"`}},
		{"manifest entry deleted beside a tampered file", ref, html, func(t *testing.T, dir, rel string) {
			textSwap("starting\nfunds of 11", "starting\nfunds of 12", 0)(t, dir, rel)
			m, err := readManifest(dir)
			if err != nil {
				t.Fatal(err)
			}
			var keep []build.File
			for _, f := range m.Files {
				if f.Path != rel {
					keep = append(keep, f)
				}
			}
			m.Files = keep
			writeManifest(t, dir, m)
		}, []string{html + ": in the kit but not listed in the manifest", "manifest.json: no file of rules-reference in en"}},
		{"extra file", ref, "en/notes.html", func(t *testing.T, dir, rel string) {
			if err := os.WriteFile(filepath.Join(dir, rel), []byte("<p>9</p>"), 0o644); err != nil {
				t.Fatal(err)
			}
		}, []string{"en/notes.html: in the kit but not listed in the manifest"}},
	}
}

// swapOutline gives the glyph definition of one digit the outline of another: the card
// still says 6 by its ids, but shows 8.
func swapOutline(was, drawn string) func(t *testing.T, dir, rel string) {
	return func(t *testing.T, dir, rel string) {
		t.Helper()
		s := string(readFile(t, dir, rel))
		def := func(r string) (string, string) {
			g, err := draw.Layout(draw.Font{Face: draw.SansBold, Size: 10}, r)
			if err != nil {
				t.Fatal(err)
			}
			id := fmt.Sprintf("g.%s.%d", g[0].Face, g[0].Index)
			m := regexp.MustCompile(`<path d="([^"]*)" id="` + regexp.QuoteMeta(id) + `"`).FindStringSubmatch(s)
			if m == nil {
				t.Fatalf("%s: no definition of %s (%q)", rel, id, r)
			}
			return m[0], m[1]
		}
		old, _ := def(was)
		_, d := def(drawn)
		writeFile(t, dir, rel, []byte(strings.Replace(s, old, `<path d="`+d+old[strings.Index(old, `" id=`):], 1)))
	}
}
