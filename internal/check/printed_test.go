package check

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/build"
	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/gamedata/gamedatatest"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
	"github.com/excalibur-kit/excalibur/layout"
	"github.com/excalibur-kit/excalibur/locales"
	"github.com/excalibur-kit/excalibur/rules"
)

func options(out string, only ...string) build.Options {
	return build.Options{Out: out, Langs: []string{"en", "pl"}, Paper: "a4", Only: only,
		Date: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), Plain: true,
		Content: content.FS, Layout: layout.FS, Locales: locales.FS}
}

// kit builds part of the kit into a temporary folder and returns the folder and inputs.
func kit(t *testing.T, only ...string) (string, *build.Inputs) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "out")
	o := options(dir, only...)
	if _, err := build.Run(o); err != nil {
		t.Fatal(err)
	}
	in, err := build.Load(o)
	if err != nil {
		t.Fatal(err)
	}
	return dir, in
}

func report(rs []Result) string {
	var b strings.Builder
	for _, r := range rs {
		for _, p := range r.Problems {
			b.WriteString(r.Group + ": " + p + "\n")
		}
		if r.Skipped != "" {
			b.WriteString(r.Group + ": skipped: " + r.Skipped + "\n")
		}
	}
	return b.String()
}

func TestPrintedKitPasses(t *testing.T) {
	dir, in := kit(t)
	if p := report(Printed(dir, in)); p != "" {
		t.Fatalf("a fresh kit fails its check:\n%s", p)
	}
}

// Change one printed number inside a PDF (the supervised, knight-collected income of
// Foxwood: 8, into another digit of the same font) and the check names the file, the
// card and the value.
func TestTamperedPDFFails(t *testing.T) {
	dir, in := kit(t, "manor-cards")
	path := filepath.Join(dir, "en", "manor-cards.pdf")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	fonts := fontCodes(t, b)
	fox := -1
	for _, codes := range fonts {
		if fox = bytes.Index(b, encode(codes, "Foxwood")); fox >= 0 {
			break
		}
	}
	if fox < 0 {
		t.Fatal("Foxwood not found in the uncompressed PDF")
	}
	// The first "8" shown after the name, and a digit of the same font to put there.
	at, digit, code := -1, "", ""
	for _, codes := range fonts {
		i := bytes.Index(b[fox:], []byte("<"+codes['8']+"> Tj"))
		if codes['8'] == "" || i < 0 || at >= 0 && fox+i > at {
			continue
		}
		for _, d := range "9765432" {
			if codes[d] != "" {
				at, digit, code = fox+i+1, string(d), codes[d]
				break
			}
		}
	}
	if at < 0 {
		t.Fatal("no 8 after Foxwood, in a font that has another digit")
	}
	copy(b[at:], code)
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	p := report(Printed(dir, in))
	want := "en/manor-cards.pdf: foxwood: income supervised/knight: printed " + digit + ", data 8"
	if !strings.Contains(p, want) {
		t.Fatalf("want %q; the check says:\n%s", want, p)
	}
	if !strings.Contains(p, "en/manor-cards.pdf: changed since it was built") {
		t.Errorf("the manifest hash must catch the change too:\n%s", p)
	}
}

// fontCodes reads the ToUnicode maps of an uncompressed PDF: for each font, the hex
// code that shows each rune.
func fontCodes(t *testing.T, pdf []byte) []map[rune]string {
	t.Helper()
	var fonts []map[rune]string
	for _, cmap := range bytes.Split(pdf, []byte("begincmap"))[1:] {
		codes := map[rune]string{}
		for _, line := range strings.Split(string(cmap), "\n") {
			var code string
			var r rune
			if n, _ := fmt.Sscanf(line, "<%4s> <%04X>", &code, &r); n == 2 {
				codes[r] = code
			}
			if strings.HasPrefix(line, "endcmap") {
				break
			}
		}
		fonts = append(fonts, codes)
	}
	if len(fonts) == 0 {
		t.Fatal("no ToUnicode maps in the PDF")
	}
	return fonts
}

// encode is s as the hex codes of one font, as the PDF shows it.
func encode(codes map[rune]string, s string) []byte {
	var out []byte
	for _, r := range s {
		if codes[r] == "" {
			return []byte("\x00no such text\x00")
		}
		out = append(out, codes[r]...)
	}
	return out
}

// Change what an SVG draws (both the glyph and its name) and the check reads the new
// value; change only the name and the check sees that the glyphs disagree.
func TestTamperedSVGFails(t *testing.T) {
	dir, in := kit(t, "manor-cards")
	path := filepath.Join(dir, "pl", "svg", "manor-cards", "foxwood.svg")
	orig, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	f := draw.Font{Face: draw.SansBold, Size: 16}
	id := func(d string) string {
		g, _ := draw.Layout(f, d)
		return "#g." + string(g[0].Face) + "." + strconv.Itoa(int(g[0].Index)) + `"`
	}
	// Another digit the card draws: the glyphs a text uses are read through the
	// definitions of the file, so the new one must be defined there too.
	other := ""
	for _, d := range "9765432" {
		if strings.Contains(string(orig), `id="`+id(string(d))[1:]) {
			other = string(d)
			break
		}
	}
	if other == "" {
		t.Fatal("the card draws no other digit")
	}
	s := strings.Replace(string(orig), `aria-label="8"`, `aria-label="`+other+`"`, 1)
	i := strings.Index(s, `aria-label="`+other+`"`)
	s = s[:i] + strings.Replace(s[i:], id("8"), id(other), 1)
	s = swapLayer(t, s, i, "8", other)
	os.WriteFile(path, []byte(s), 0o644)
	p := report(Printed(dir, in))
	if want := "pl/svg/manor-cards/foxwood.svg: foxwood: income supervised/knight: printed " + other + ", data 8"; !strings.Contains(p, want) {
		t.Fatalf("want %q; the check says:\n%s", want, p)
	}
	s = strings.Replace(string(orig), `aria-label="8"`, `aria-label="9"`, 1)
	os.WriteFile(path, []byte(s), 0o644)
	p = report(Printed(dir, in))
	if want := `a text named "9" draws "8"`; !strings.Contains(p, want) {
		t.Fatalf("want %q; the check says:\n%s", want, p)
	}
}

// Change one engine value (the water mill's cost) in the data and nothing else: every
// table, sentence and example of the rulebook, the quick reference and the HTML
// reference follows, and the check of the new build passes.
func TestOneValueChangesEverywhere(t *testing.T) {
	edited := gamedatatest.Edited(t, "improvements.toml", "cost = 15", "cost = 17")
	dir := filepath.Join(t.TempDir(), "out")
	o := options(dir, "rulebook", "quick-reference", "rules-reference")
	o.Langs, o.Content = []string{"en"}, edited
	if _, err := build.Run(o); err != nil {
		t.Fatal(err)
	}
	in, err := build.Load(o)
	if err != nil {
		t.Fatal(err)
	}
	if p := report(Printed(dir, in)); p != "" {
		t.Fatalf("the check of the rebuilt kit fails:\n%s", p)
	}
	page, err := os.ReadFile(filepath.Join(dir, "en", "rules-reference.html"))
	if err != nil {
		t.Fatal(err)
	}
	text := htmlText(string(page))
	if !strings.Contains(text, "Water mill 17\u00a0Bz") || strings.Contains(text, "Water mill 15\u00a0Bz") {
		t.Error("the improvements table of the HTML reference does not show the new cost")
	}
}

// A number of the rules prose changed in the HTML reference fails the check, which
// names the value.
func TestTamperedReferenceFails(t *testing.T) {
	dir, in := kit(t, "rules-reference")
	path := filepath.Join(dir, "en", "rules-reference.html")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Replace(string(b), "starting\nfunds of 11\u00a0Bz", "starting\nfunds of 12\u00a0Bz", 1)
	if s == string(b) {
		t.Fatal("the start treasury sentence was not found")
	}
	os.WriteFile(path, []byte(s), 0o644)
	p := report(Printed(dir, in))
	if want := "en/rules-reference.html: value start.treasury: printed \"12 Bz\", expected \"11\\u00a0Bz\""; !strings.Contains(p, want) {
		t.Fatalf("want %q; the check says:\n%s", want, p)
	}
}

// pdftotext, a reader the kit does not control, finds every engine table of the
// rulebook with the engine's values, cell by cell (skipped when poppler is not installed).
func TestPdftotextReadsEveryTable(t *testing.T) {
	tool, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Skip("pdftotext not installed (apt-get install poppler-utils)")
	}
	dir, in := kit(t, "rulebook")
	out, err := exec.Command(tool, "-raw", filepath.Join(dir, "en", "rulebook.pdf"), "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	// pdftotext writes no-break spaces as spaces: compare with spaces on both sides.
	text := strings.Join(strings.Fields(string(out)), " ")
	c := &checker{x: build.Context(options(dir), in, "en"), content: in.Content}
	spaced := func(cl rules.Cell) string { return strings.ReplaceAll(c.x.L.Cell(cl), "\u00a0", " ") }
	b, err := rulebook.Build(in.Content, "en", in.Engine, c.x.L)
	if err != nil {
		t.Fatal(err)
	}
	tables := bookTables(b)
	if len(tables) < 10 {
		t.Fatalf("only %d tables in the rulebook", len(tables))
	}
	for _, tb := range tables {
		for _, p := range MatchTable(text, tb, spaced) {
			t.Errorf("pdftotext, table %s: %s", tb.ID, p)
		}
	}
}

// The manifest is checked both ways: a file that is not listed, a file removed together
// with its entry, and a kit of no language are each named.
func TestManifestCoversTheKit(t *testing.T) {
	cases := []struct {
		name   string
		tamper func(t *testing.T, dir string, m *build.Manifest)
		want   string
	}{
		{"extra file", func(t *testing.T, dir string, m *build.Manifest) {
			if err := os.WriteFile(filepath.Join(dir, "en", "notes.txt"), []byte("mine"), 0o644); err != nil {
				t.Fatal(err)
			}
		}, "en/notes.txt: in the kit but not listed in the manifest"},
		{"file and entry removed", func(t *testing.T, dir string, m *build.Manifest) {
			var keep []build.File
			for _, f := range m.Files {
				if f.Component == "tracks" && f.Lang == "pl" {
					os.Remove(filepath.Join(dir, filepath.FromSlash(f.Path)))
					continue
				}
				keep = append(keep, f)
			}
			m.Files = keep
		}, "manifest.json: no file of tracks in pl, though the kit was built with it"},
		{"no language", func(t *testing.T, dir string, m *build.Manifest) {
			m.Settings.Langs = nil
		}, "manifest.json: the kit was built for no language"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir, in := kit(t, "tracks")
			m, err := readManifest(dir)
			if err != nil {
				t.Fatal(err)
			}
			c.tamper(t, dir, &m)
			b, _ := json.MarshalIndent(m, "", "  ")
			if err := os.WriteFile(filepath.Join(dir, build.ManifestName), b, 0o644); err != nil {
				t.Fatal(err)
			}
			if got := report(Printed(dir, in)); !strings.Contains(got, c.want) {
				t.Errorf("want %q among the problems, got:\n%s", c.want, got)
			}
		})
	}
}
