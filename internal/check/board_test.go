package check

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/build"
	"github.com/excalibur-kit/excalibur/internal/draw"
)

// boardKit is a copy of the board's kit (built once per test binary) holding only the
// group of file; the test is skipped while content/map.toml has no valley. (A fresh
// board passes its check: TestPrintedKitPasses.)
func boardKit(t *testing.T, file string) (string, string, *build.Inputs) {
	t.Helper()
	dir, in := tamperKit(t, "board", "board-tiles")
	if in.Data.Valley.Width == 0 {
		t.Skip("content/map.toml has no valley yet")
	}
	keepGroup(t, dir, file)
	return dir, in.Data.Valley.Manors[0].ID, in
}

// tamperPDF replaces, in the uncompressed board.pdf, the text old (as one font shows it)
// by the same text with its rune at index k changed to r, and returns the check's report.
func tamperPDF(t *testing.T, dir string, in *build.Inputs, old string, k int, r rune) string {
	t.Helper()
	path := filepath.Join(dir, "en", "board.pdf")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, codes := range fontCodes(t, b) {
		// The whole string of one Text, so that the codes cannot match astride others.
		at := bytes.Index(b, append(append([]byte("<"), encode(codes, old)...), '>'))
		if at < 0 || codes[r] == "" {
			continue
		}
		copy(b[at+1+4*k:], codes[r])
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
		resign(t, dir)
		return report(Printed(dir, in))
	}
	t.Fatalf("%q not found in a font that has %q", old, r)
	return ""
}

// A manor's name changed inside board.pdf fails the check, naming the file, the manor
// and both names.
func TestTamperedBoardName(t *testing.T) {
	dir, first, in := boardKit(t, "en/board.pdf")
	m := in.Data.Manor(first)
	name := []rune(m.Name)
	swap := 'a'
	if name[len(name)-1] == 'a' {
		swap = 'e'
	}
	p := tamperPDF(t, dir, in, m.Name, len(name)-1, swap)
	want := "en/board.pdf: " + first + ": name: printed \"" + string(name[:len(name)-1]) + string(swap) + "\", expected \"" + m.Name + "\""
	if !strings.Contains(p, want) {
		t.Fatalf("want %q; the check says:\n%s", want, p)
	}
}

// A map reference changed inside board.pdf fails the check against the manor's card.
func TestTamperedBoardReference(t *testing.T) {
	dir, first, in := boardKit(t, "en/board.pdf")
	m := in.Data.Manor(first)
	ref := []rune(m.Map)
	swap := '3'
	if ref[len(ref)-1] == '3' {
		swap = '4'
	}
	p := tamperPDF(t, dir, in, m.Map, len(ref)-1, swap)
	want := "en/board.pdf: " + first + ": map reference: printed \"" + string(ref[:len(ref)-1]) + string(swap) + "\", the card says \"" + m.Map + "\""
	if !strings.Contains(p, want) {
		t.Fatalf("want %q; the check says:\n%s", want, p)
	}
}

// A grid label changed in the board's SVG (glyph and name both) fails the check, naming
// the label.
func TestTamperedBoardGridLabel(t *testing.T) {
	dir, _, in := boardKit(t, "en/svg/board/board.svg")
	path := filepath.Join(dir, "en", "svg", "board", "board.svg")
	orig, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	f := draw.Font{Face: draw.SansBold, Size: 10}
	ga, _ := draw.Layout(f, "A")
	gb, _ := draw.Layout(f, "B")
	id := func(g []draw.Glyph) string {
		return "#g." + string(g[0].Face) + "." + strconv.Itoa(int(g[0].Index)) + `"`
	}
	s := strings.Replace(string(orig), `aria-label="A"`, `aria-label="B"`, 1)
	i := strings.Index(s, `aria-label="B"`)
	s = s[:i] + strings.Replace(s[i:], id(ga), id(gb), 1)
	s = swapLayer(t, s, i, "A", "B")
	if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
	resign(t, dir)
	p := report(Printed(dir, in))
	if want := `en/svg/board/board.svg: grid label 1: column A top: printed "B", expected "A"`; !strings.Contains(p, want) {
		t.Fatalf("want %q; the check says:\n%s", want, p)
	}
}
