package component

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/testkit/layoutlint"
)

// The drawing code keeps no layout of its own: every position, size, face and colour of
// a component comes from its file in layout/. This test names any that creeps back:
// a decimal number, a draw.Font or draw.Color written out, or a hex() colour. Whole
// numbers stay allowed (halves, counts, "2" of a double margin), and so does 0.5.
//
// Some files are drawings, not layouts, and keep their own shapes (as icons do): they
// are listed with the reason. Every other file is held to the rule.
var drawingsNotLayouts = map[string]string{
	"typography.go":     "typographic rules shared by every component (the middle of a line of capitals)",
	"colour.go":         "colour arithmetic: contrast and the text colour on a parish colour",
	"vision.go":         "simulated colour vision, for the tests of legibility",
	"board_symbols.go":  "the board's symbols, drawn shapes scaled by layout/board.toml",
	"figure_symbols.go": "the figures' symbols (crossed swords), drawn shapes scaled by layout/rulebook.toml",
	"figure_leaders.go": "the geometry of leaders and boxes: a rounding tolerance, no size of the page",
}

func TestNoLayoutInDrawingCode(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		if _, shape := drawingsNotLayouts[f]; shape {
			continue
		}
		for _, s := range layoutConstants(t, f) {
			t.Errorf("%s: a layout value in the drawing code (put it in its layout/<component>.toml)", s)
		}
	}
}

// layoutConstants lists, as "file:line: text", what looks like a layout value in a file
// (the rule is layoutlint's, shared with the rulebook's pages).
func layoutConstants(t *testing.T, file string) []string {
	found, err := layoutlint.Constants(file)
	if err != nil {
		t.Fatal(err)
	}
	return found
}

// The lint is honest: it finds each kind of layout value in a small source.
func TestLayoutLintFindsConstants(t *testing.T) {
	src := "package x\nvar a = draw.Font{Size: 14}\nvar b = hex(0x112233)\nfunc f() float64 { return 2.2 * 0.5 * 2 }\n" +
		"var c = \"#A0B1C2\"\nvar d = Font{Face: draw.Caps}\nvar e = \"#hash\"\n"
	dir := t.TempDir()
	file := filepath.Join(dir, "x.go")
	if err := writeFile(file, src); err != nil {
		t.Fatal(err)
	}
	got := layoutConstants(t, file)
	want := []string{"draw.Font", "hex", "2.2", "#A0B1C2", "draw.Caps"}
	ok := len(got) == len(want)
	for i := 0; ok && i < len(want); i++ {
		ok = strings.Contains(got[i], want[i])
	}
	if !ok {
		t.Errorf("found %q, want %q (not 0.5 nor 2, nor a string that is no colour)", got, want)
	}
}

func writeFile(name, text string) error { return os.WriteFile(name, []byte(text), 0o644) }
