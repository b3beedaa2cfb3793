package gamedata

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/gamedata/gamedatatest"
	"github.com/excalibur-kit/excalibur/internal/testkit/fuzzbound"
)

// contentWith is the real content with one file's text edited.
var contentWith = gamedatatest.Edited

func TestLoadCanonicalData(t *testing.T) {
	d, err := Load(content.FS)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Manors) == 0 || len(d.Troops) == 0 || len(d.Decisions) == 0 {
		t.Fatalf("loaded empty data: %d manors, %d troops, %d decisions", len(d.Manors), len(d.Troops), len(d.Decisions))
	}
}

// Each bad input must stop the load with an error naming the file, the line and the
// field, and saying what was expected.
func TestLoadBadInput(t *testing.T) {
	cases := []struct {
		name, file, old, new string
		want                 []string // all must appear in one error line
	}{
		{"syntax", "manors.toml", `name = "Foxwood"`, `name = "Foxwood`,
			[]string{"content/manors.toml:{line}:", "manor.name", "newlines"}},
		{"type", "manors.toml", "strip = 3\npasture = 0\nforest = 1\nriver = true", "strip = \"three\"\npasture = 0\nforest = 1\nriver = true",
			[]string{"content/manors.toml:", "strip"}},
		{"unknown key", "troops.toml", "wounded = 5", "wounded = 5\nwoundd = 5",
			[]string{"content/troops.toml:16:", "woundd", "unknown key"}},
		{"missing key", "troops.toml", "strength = 8\n", "",
			[]string{"content/troops.toml:10:", `troop "lord" strength`, "missing"}},
		{"bad parish", "manors.toml", `parish = "F"`, `parish = "Z"`,
			[]string{"content/manors.toml:", `manor "foxwood" parish`, "expected the letter of a parish"}},
		{"income falls with supervision", "manors.toml",
			`income.supervised = { knight = 8, man_at_arms = 6, no_one = 2 }
source = "edition"
facts_1989 = ["name", "river"`,
			`income.supervised = { knight = 4, man_at_arms = 3, no_one = 2 }
source = "edition"
facts_1989 = ["name", "river"`,
			[]string{"content/manors.toml:", `manor "foxwood" income.supervised.knight`, "expected at least the unsupervised 5, got 4"}},
		{"income falls with collector", "manors.toml", "income.unsupervised = { knight = 5, man_at_arms = 3, no_one = 1 }",
			"income.unsupervised = { knight = 5, man_at_arms = 6, no_one = 1 }",
			[]string{"content/manors.toml:{line}:", "knight >= man_at_arms >= no_one"}},
		{"duplicate id", "manors.toml", `id = "alderford"`, `id = "ashcombe"`,
			[]string{"content/manors.toml:{line}:", `id`, "expected a unique value"}},
		{"marker count", "markers.toml", "count = 42", "count = 41",
			[]string{"content/markers.toml:", `marker "beehive" count`, "pasture-units (42), got 41"}},
		{"combat table gap", "game.toml", "min = 5\nmax = 9", "min = 6\nmax = 9",
			[]string{"content/game.toml:", "combat result row 4 min", "expected 5"}},
		{"fate total missing", "game.toml", "total = 12\n", "total = 11\n",
			[]string{"content/game.toml:", "fate event 11 total"}},
		{"bad note", "game.toml", `note = "weather"`, `note = "wether"`,
			[]string{"content/game.toml:", "[weather] note", "expected the id of a decision"}},
		{"bad provenance field", "players.toml", `edition_fields = ["colour", "emblem"]`, `edition_fields = ["colour", "emblm"]`,
			[]string{"content/players.toml:", `player "blue" edition_fields`, `"emblm"`}},
		{"bad source", "parishes.toml", `source = "edition"`, `source = "1990"`,
			[]string{"content/parishes.toml:", `parish "A" source`, `got "1990"`}},
		{"reeve off the river", "improvements.toml", "on = \"river\"\nincome = 1\nper = \"unit\"\nweather = \"river\"", "on = \"manor\"\nincome = 1\nper = \"unit\"\nweather = \"river\"",
			[]string{"content/improvements.toml:", `improvement "reeve" on`, "needs river rights"}},
		{"empty parish", "parishes.toml", `[[parish]]
letter = "K"`, `[[parish]]
letter = "L"
name = "St Lawrence"
colour = "#000000"
source = "edition"

[[parish]]
letter = "K"`,
			[]string{"content/parishes.toml:66:", `parish "L"`, "expected at least one manor"}},
		{"counter gap", "troops.toml", "ids = [32, 41]", "ids = [33, 41]",
			[]string{"content/troops.toml:", `troop "knight-b" ids`, "start at 32"}},
		{"die face", "game.toml", "desert_from = 5", "desert_from = 7",
			[]string{"content/game.toml:", "[loyalty] desert_from", "1 to 6, got 7"}},
		{"road step of two miles", "map.toml", "[282.1, 49.1], [262.8, 46.3]", "[282.1, 49.1], [282.1, 49.1]",
			[]string{"content/map.toml:{line-1}:", `road "barsham-hazlemere" milestones`, "steps must be 1 mile, got a gap of 0"}},
		{"milestone far off", "map.toml", "[282.1, 49.1], [262.8, 46.3]", "[282.1, 49.1], [242.8, 46.3]",
			[]string{"content/map.toml:{line-1}:", `road "barsham-hazlemere" milestones`, "got a gap of 2"}},
		{"centre in another square", "map.toml", "centre = [440.5, 268.9]", "centre = [520.5, 268.9]",
			[]string{"content/manors.toml:", `manor "foxwood" map`, "G4, got F4"}},
		{"bridge not marked", "map.toml", "kind = \"bridge\"\nroad = \"breaume-foxwood\"", "kind = \"forest\"\nroad = \"breaume-foxwood\"",
			[]string{"content/map.toml:", `road "breaume-foxwood" milestones`, "step 4 crosses a river: expected a bridge choke"}},
		{"entry numbers", "map.toml", "number = 3\nmanor = \"netherby\"", "number = 2\nmanor = \"netherby\"",
			[]string{"content/map.toml:{line}:", "entry 2 number", "numbered 1, 2, 3"}},
		{"road to nowhere", "map.toml", "from = \"barsham\"\nto = \"hazlemere\"", "from = \"barsham\"\nto = \"hazelmere\"",
			[]string{"content/map.toml:{line+1}:", `road "barsham-hazlemere" to`, `got "hazelmere"`}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			want := atLine(t, c.file, c.old, c.want)
			_, err := Load(contentWith(t, c.file, c.old, c.new))
			if err == nil {
				t.Fatal("bad input loaded without error")
			}
			var es Errors
			if !errors.As(err, &es) && !strings.Contains(err.Error(), c.want[0]) {
				t.Fatalf("error is not a list of data errors: %v", err)
			}
			for _, line := range strings.Split(err.Error(), "\n") {
				if containsAll(line, want) {
					return
				}
			}
			t.Fatalf("no error line contains all of %q; got:\n%v", want, err)
		})
	}
}

// atLine fills {line} (and {line-1}, {line+1}) in the wanted parts with the line of the file
// the edited text starts on, so cases on the drafted map survive a new draft.
func atLine(t testing.TB, file, old string, want []string) []string {
	b, err := fs.ReadFile(content.FS, file)
	if err != nil {
		t.Fatal(err)
	}
	i := strings.Index(string(b), old)
	if i < 0 {
		t.Fatalf("%s does not contain %q", file, old)
	}
	n := strings.Count(string(b[:i]), "\n") + 1
	out := make([]string, len(want))
	for k, w := range want {
		w = strings.ReplaceAll(w, "{line}", fmt.Sprint(n))
		w = strings.ReplaceAll(w, "{line+1}", fmt.Sprint(n+1))
		out[k] = strings.ReplaceAll(w, "{line-1}", fmt.Sprint(n-1))
	}
	return out
}

func containsAll(s string, parts []string) bool {
	for _, p := range parts {
		if !strings.Contains(s, p) {
			return false
		}
	}
	return true
}

func TestLoadMissingFile(t *testing.T) {
	m := contentWith(t, "", "", "")
	delete(m, "troops.toml")
	_, err := Load(m)
	if err == nil || !strings.Contains(err.Error(), "content/troops.toml: cannot read the file") {
		t.Fatalf("want a missing-file error naming content/troops.toml, got %v", err)
	}
}

func TestProvenanceOf(t *testing.T) {
	d, err := Load(content.FS)
	if err != nil {
		t.Fatal(err)
	}
	fox := d.Manor("foxwood")
	for field, want := range map[string]Source{"name": From1989, "river": From1989, "map": FromEdition, "income.supervised": FromEdition} {
		if got := fox.Of(field); got != want {
			t.Errorf("foxwood %s: provenance %s, want %s", field, got, want)
		}
	}
	if got := d.Troop("man-at-arms-b").Of("hire"); got != FromEdition {
		t.Errorf("hiring men-at-arms at grade B is the edition's decision, provenance says %s", got)
	}
}

// FuzzLoadManors feeds arbitrary manor files to the loader: it may refuse them but must
// never panic.
func FuzzLoadManors(f *testing.F) {
	base := contentWith(f, "", "", "")
	f.Add(string(base["manors.toml"].Data))
	f.Add("[[manor]]\nid = 1\n")
	f.Add("[[manor]]\nincome.supervised = 3\n")
	f.Add("manor = []\n")
	f.Fuzz(func(t *testing.T, src string) {
		m := contentWith(t, "", "", "")
		m["manors.toml"] = &fstest.MapFile{Data: []byte(src)}
		fuzzbound.RunScaled(t, src, loadScale, func() {
			if _, errs := decodeFile(m, "manors.toml", intoFor("manors.toml")); len(errs) > 0 {
				return // as fuzzContentFile: the whole content only for a file that decodes
			}
			_, _ = Load(m)
		})
	})
}
