package layout

import (
	"io/fs"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	layoutfs "github.com/excalibur-kit/excalibur/layout"

	"github.com/excalibur-kit/excalibur/internal/tomlscan"
)

// builtInFiles is the built-in layout folder's files by name.
func builtInFiles(t *testing.T) map[string][]byte {
	t.Helper()
	entries, err := fs.ReadDir(layoutfs.FS, ".")
	if err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{}
	for _, e := range entries {
		if files[e.Name()], err = fs.ReadFile(layoutfs.FS, e.Name()); err != nil {
			t.Fatal(err)
		}
	}
	return files
}

// builtIn is the built-in layout folder with one file's text replaced (old by new, once).
func builtIn(t *testing.T, name, old, new string) fs.FS {
	t.Helper()
	fsys := fstest.MapFS{}
	for n, b := range builtInFiles(t) {
		if n == name {
			if !strings.Contains(string(b), old) {
				t.Fatalf("%s has no %q", name, old)
			}
			b = []byte(strings.Replace(string(b), old, new, 1))
		}
		fsys[n] = &fstest.MapFile{Data: b}
	}
	return fsys
}

var reCardsLocated = regexp.MustCompile(`^layout/manor-cards\.toml:[1-9][0-9]*: `)

// The manor cards' layout loads as strictly as the others: each mistake a designer can
// make is an error naming the file, the line and the key, with what was expected.
func TestManorCardsLayout(t *testing.T) {
	l, err := Load(layoutfs.FS)
	if err != nil {
		t.Fatal(err)
	}
	if l.ManorCards.Name.Font.Face != "caps" || l.ManorCards.Colours.Paper.Draw().R == 0 {
		t.Fatalf("manor cards' layout not read: %+v", l.ManorCards.Name)
	}
	if s := l.Part("manor-cards").Source("name.font"); s.Line == 0 || !strings.HasPrefix(s.String(), ManorCardsFile+":") {
		t.Errorf("name.font is at %q, want its line in %s", s, ManorCardsFile)
	}
	for _, tt := range []struct{ old, new, want string }{
		{"baseline = 17.2 ", "baselin = 17.2 ", "name.baselin: unknown key"},
		{"baseline = 17.2 ", "# baseline = 17.2 ", "name.baseline: missing"},
		{`font = { face = "caps", size = 14, min = 9 }`, `font = { face = "caps", size = 14 }`, "name.font.min: missing"},
		{`font = { face = "caps", size = 14, min = 9 }`, `font = { face = "gothic", size = 14, min = 9 }`, `name.font.face: unknown face "gothic": expected one of serif,`},
		{`font = { face = "caps", size = 14, min = 9 }`, `font = { face = "caps", size = 14, min = 15 }`, "name.font.min: expected the smallest size, above 0 and at most the size 14, got 15"},
		{`font = { face = "caps", size = 14, min = 9 }`, `font = { face = "caps", size = 14, min = 4 }`, "name.font.min: 4 pt is below the kit's smallest type, 6 pt"},
		{`font = { face = "caps", size = 14, min = 9 }`, `font = "caps"`, "name.font"},
		{"gap = 1 ", "gap = -1 ", "land.gap: expected a number from 0 to 10000, got -1"},
		{"inset = 2.2 ", "inset = 0 ", "frame.inset: expected a positive number up to 10000, got 0"},
		{`paper = "#F6EFDD"`, `paper = "parchment"`, `colours.paper: expected a colour #RRGGBB, got "parchment"`},
		{"row_height = 13.4 ", "row_height = 18 ", "table.row_height: the table ends 94.0 mm from the top, past the safe area (85.0 mm): 9.0 mm too low"},
		{"label_share = 0.42 ", "label_share = 1.5 ", "table.label_share: expected a share below 1, got 1.5"},
		{"sword = 30 ", "sword = 36 ", "back.sword: the sword reaches 3.0 mm into the name's band"},
		{"band_height = 15 ", "band_height = 23 ", "back.band_height: the name's band ends 75.0 mm from the top, into the subtitle's room: 1.0 mm too low"},
		{"ref_baseline = 12 ", "ref_baseline = 16 ", "back.ref_baseline: expected the name's baseline, then the reference's, inside the band's 15 mm"},
	} {
		_, err := Load(builtIn(t, "manor-cards.toml", tt.old, tt.new))
		if err == nil || !strings.Contains(err.Error(), tt.want) || !reCardsLocated.MatchString(err.Error()) {
			t.Errorf("%q → %q: error %v, want one naming %s, a line and %q", tt.old, tt.new, err, ManorCardsFile, tt.want)
		}
	}
}

// Every key of every layout file says what it is: a comment on its line, a comment
// block just above it, or (for a table that repeats another, like [ink_saver]) a key of
// the same name commented earlier in the file. A designer reads the file, not the Go.
func TestEveryLayoutKeyHasAComment(t *testing.T) {
	for name, b := range builtInFiles(t) {
		for _, key := range uncommented(string(b)) {
			t.Errorf("layout/%s: %s has no comment", name, key)
		}
	}
}

// uncommented lists the keys of a layout file that nothing explains, as "line N: key".
func uncommented(text string) []string {
	lines := strings.Split(text, "\n")
	explained := map[string]bool{}
	var bad []string
	for _, en := range tomlscan.Entries(text) {
		if en.Key == nil {
			continue
		}
		name := strings.Join(en.Key, ".")
		line := lines[en.Line-1]
		above := ""
		if en.Line >= 2 {
			above = strings.TrimSpace(lines[en.Line-2])
		}
		switch {
		case strings.Contains(line, "#") || strings.HasPrefix(above, "#"):
			explained[name] = true
		case !explained[name]:
			bad = append(bad, "line "+itoa(en.Line)+": "+strings.Join(en.Path(), "."))
		}
	}
	return bad
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// The comment test is honest: a key without one is found.
func TestUncommentedKeyIsFound(t *testing.T) {
	got := uncommented("# a file\n\n[a]\nx = 1   # says what\ny = 2\n\n[b]\nx = 3\nz = 4\n")
	want := []string{"line 5: a.y", "line 9: b.z"}
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("uncommented = %q, want %q", got, want)
	}
}

var reCountersLocated = regexp.MustCompile(`^layout/(counters|markers)\.toml:[1-9][0-9]*: `)

// The counters' and markers' layouts are as strict: shares beyond the counter, an
// unknown ornament and a bad ground are errors at their key.
func TestCountersLayout(t *testing.T) {
	l, err := Load(layoutfs.FS)
	if err != nil {
		t.Fatal(err)
	}
	if l.CounterLayout.Lord.Emblem == "" || len(l.Markers.Grounds) == 0 {
		t.Fatalf("counters' layout not read: %+v %+v", l.CounterLayout.Lord, l.Markers)
	}
	for _, tt := range []struct{ file, old, new, want string }{
		{"counters.toml", `emblem = "beside-crown"`, `emblem = "above"`, `lord.emblem: expected one of beside-crown, foot, got "above"`},
		{"counters.toml", "size = 0.42 ", "size = 1.42 ", "symbol.size: expected a share of at most 1, got 1.42"},
		{"counters.toml", "top = 0.413 ", "top = 0.7 ", "symbol.top: the symbol reaches 0.12 of the side below the counter"},
		{"counters.toml", `id = { face = "sans-bold", size = 7.5, min = 6 }`, `id = { face = "sans-bold", size = 7.5 }`, "numbers.id.min: missing"},
		{"markers.toml", `smoke = "#C9C9C9"`, `smoke = "ash"`, `grounds.smoke: expected a colour #RRGGBB, got "ash"`},
		{"markers.toml", "size = 0.72 ", "size = 2 ", "symbol.size: expected a share of at most 1, got 2"},
	} {
		_, err := Load(builtIn(t, tt.file, tt.old, tt.new))
		if err == nil || !strings.Contains(err.Error(), tt.want) || !reCountersLocated.MatchString(err.Error()) {
			t.Errorf("%s: %q → %q: error %v, want one naming the file, a line and %q", tt.file, tt.old, tt.new, err, tt.want)
		}
	}
}
