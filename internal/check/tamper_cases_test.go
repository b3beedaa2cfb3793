package check

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/build"
)

var (
	book  = []string{"rulebook"}
	quick = []string{"quick-reference"}
	ref   = []string{"rules-reference"}
)

// tamperCases has one case per kind of place the kit prints something.
func tamperCases() []tamperCase {
	const (
		pdf  = "en/rulebook.pdf"
		html = "en/rules-reference.html"
	)
	return []tamperCase{
		{"rulebook body value", book, pdf, pdfSwap("11\u00a0Bz. The money of the game is the bezant, written", "12\u00a0Bz. The money of the game is the bezant, written", 0),
			[]string{pdf + `: value start.treasury: printed "12 Bz", expected "11\u00a0Bz"`}},
		{"rulebook heading number", book, pdf, pdfSwap("7.ii Troop grade", "7.iv Troop grade", 0),
			[]string{pdf + `: heading 7.ii: printed "7.iv Troop grade", expected "7.ii Troop grade"`}},
		{"rulebook running head", book, pdf, pdfSwap("5 The manor", "6 The manor", 0),
			[]string{pdf + `: page 18: running head: printed "6 The manor", expected "5 The manor"`}},
		{"rulebook page number", book, pdf, pdfSwap("57", "75", 0),
			[]string{pdf + `: page 57: page number: printed "75", expected "57"`}},
		{"rulebook contents page", book, pdf, pdfSwap("23", "32", 0),
			[]string{pdf + `: contents entry 6.vii: page number: printed "32", the heading is on page 23`}},
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
