package rulebook

import (
	"fmt"
	"io/fs"
	"path"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/gamedata/gamedatatest"
	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/names"
	"github.com/excalibur-kit/excalibur/internal/testkit"
	"github.com/excalibur-kit/excalibur/locales"
)

// Every translated rules file mirrors its English file block for block, naming the same
// values and references; and every translated book builds.
func TestTranslationsMirrorEnglish(t *testing.T) {
	d := testkit.Data(t)
	e := testkit.Engine(t)
	for _, lang := range []string{"pl", "fr"} {
		if !HasRules(content.FS, lang) {
			t.Logf("%s: no rules text yet", lang)
			continue
		}
		for _, sub := range []string{"", QuickDir} {
			en, err := LoadSources(content.FS, path.Join(Dir, "en", sub))
			if err != nil {
				t.Fatal(err)
			}
			tr, _ := LoadSources(content.FS, path.Join(Dir, lang, sub))
			have := map[string]Source{}
			for _, s := range tr {
				have[path.Base(s.File)] = s
			}
			for _, s := range en {
				ts, ok := have[path.Base(s.File)]
				if !ok {
					t.Errorf("%s: %s is not translated", lang, path.Base(s.File))
					continue
				}
				mirrorsItsEnglish(t, lang, path.Join(sub, path.Base(s.File)), s, ts)
			}
		}
		l := testkit.Localizer(t, d, lang)
		if _, err := Build(content.FS, lang, e, l); err != nil {
			t.Errorf("%s rulebook: %v", lang, err)
		}
		if _, err := BuildQuick(content.FS, lang, e, l); err != nil {
			t.Errorf("%s quick reference: %v", lang, err)
		}
	}
}

// mirrorsItsEnglish checks a translated file against the English it was translated from
// (its accepted copy in source/): a translation stays valid while the English moves on,
// and the translations report, not this test, says what to bring up to date.
func mirrorsItsEnglish(t *testing.T, lang, rel string, en, tr Source) {
	t.Helper()
	was, err := readSource(content.FS, path.Join(Dir, lang, SourceDir, rel))
	if err != nil {
		t.Errorf("%s: content/rules/%s/%s is not accepted: check it, then run excalibur translations -accept %s %s", lang, lang, rel, lang, rel)
		return
	}
	for _, err := range Compare(was, tr) {
		t.Error(err)
	}
	st := fileState(content.FS, lang, rel, en)
	if len(st.Changes) > 0 {
		t.Logf("%s: %s is behind the English (%d blocks changed): see excalibur translations %s", lang, rel, len(st.Changes), lang)
	}
}

func TestCompareFindsChangedRules(t *testing.T) {
	en := Source{File: "en/x.md", ID: "x", Body: "# Title\n\nMove {{n \"movement.miles\"}} miles, see [[x]].\n\nSecond.\n", Line: 5}
	cases := map[string]string{
		"# Titre\n\nAvancez de {{count \"movement.miles\" \"count.miles\"}}, voir [[x]].\n\nDeux.\n": "",
		"# Titre\n\nAvancez de {{n \"movement.phases\"}} milles, voir [[x]].\n\nDeux.\n":             "names the values [movement.phases]",
		"# Titre\n\nAvancez de {{n \"movement.miles\"}} milles.\n\nDeux.\n":                          "refers to []",
		"# Titre\n\nAvancez de {{n \"movement.miles\"}} milles, voir [[x]].\n":                       "fr/x.md:7: a block is missing: the English block 3 (en/x.md:9, \"Second.\")",
	}
	for body, want := range cases {
		errs := Compare(en, Source{File: "fr/x.md", ID: "x", Body: body, Line: 5})
		got := ""
		for _, err := range errs {
			got += err.Error() + "\n"
		}
		if (want == "") != (got == "") || !strings.Contains(got, want) {
			t.Errorf("%q: want %q, got %q", body, want, got)
		}
	}
}

// A translation that lacks a file of the English does not build, naming the file; a draft
// build prints the English file instead, its title marked.
func TestMissingTranslatedFile(t *testing.T) {
	d, e := testkit.Data(t), testkit.Engine(t)
	fsys := gamedatatest.Edited(t, "", "", "")
	delete(fsys, "rules/pl/13-castles.md")
	cat := testkit.Catalog(t, d)
	if _, err := Build(fsys, "pl", e, cat.For("pl", false)); err == nil || !strings.Contains(err.Error(), "content/rules/pl/13-castles.md") {
		t.Errorf("strict build without 13-castles.md: %v", err)
	}
	b, err := Build(fsys, "pl", e, cat.For("pl", true))
	if err != nil {
		t.Fatalf("draft build: %v", err)
	}
	found := false
	for _, s := range b.Sections {
		if s.ID == "castles" {
			found = strings.HasPrefix(s.Title, "⟦") && strings.HasSuffix(s.Title, "⟧")
		}
	}
	if !found {
		t.Error("the draft book does not mark the English stand-in's title")
	}
}

// The canonical translations pass the guard the build and the check apply.
func TestCanonicalTranslationsPassTheGuard(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		for _, err := range CheckTranslations(content.FS, lang) {
			t.Errorf("%s: %v", lang, err)
		}
	}
}

// A wrong translation is refused with the translated file and line, the English it is
// compared with, and what differs.
func TestCheckTranslationsRefusesWrongText(t *testing.T) {
	const file = "rules/pl/11-paying-retinue.md"
	swapped := `{{bz "cost.man-at-arms"}} za każdego rycerza (także
giermka) i {{bz "cost.knight"}}`
	cases := []struct {
		name, file, old, new string
		want                 []string
	}{
		{"swapped costs", file, `{{bz "cost.knight"}} za każdego rycerza (także
giermka) i {{bz "cost.man-at-arms"}}`, swapped, []string{
			"content/rules/pl/11-paying-retinue.md:7: block 2 names cost.man-at-arms before cost.knight; the English (content/rules/pl/source/11-paying-retinue.md:7) names cost.knight first"}},
		{"changed reference", file, "([[seasons]])", "([[combat]])", []string{
			"content/rules/pl/11-paying-retinue.md:7: block 2 refers to [combat], the English (content/rules/pl/source/11-paying-retinue.md:7) to [seasons]"}},
		{"deleted paragraph", file, "Każdej zimy twoje oddziały oczekują żołdu: {{bz \"cost.knight\"}} za każdego rycerza (także\ngiermka) i {{bz \"cost.man-at-arms\"}} za każdego zbrojnego. Twój lord służy za darmo. Kroki\nzimy następują w stałej kolejności ([[seasons]]), a dwa z nich dotyczą twojego pocztu:\n\n", "", []string{
			"content/rules/pl/11-paying-retinue.md:7: a block is missing: the English block 2 (content/rules/pl/source/11-paying-retinue.md:7, \"Every winter your troops"}},
		{"added paragraph", file, "# Opłacanie pocztu\n", "# Opłacanie pocztu\n\nRycerz nic nie kosztuje.\n", []string{
			"content/rules/pl/11-paying-retinue.md:7: block 2 (\"Rycerz nic nie kosztuje.\") is not in the English: it stands after the English block 1 (content/rules/pl/source/11-paying-retinue.md:5, \"# Paying the retinue\")"}},
		{"typed number", file, "Twój lord służy za darmo.", "Twój lord kosztuje 3 Bz.", []string{
			"content/rules/pl/11-paying-retinue.md:8:", `"3" is typed into the text`}},
	}
	for _, c := range cases {
		errs := CheckTranslations(gamedatatest.Edited(t, c.file, c.old, c.new), "pl")
		got := fmt.Sprint(errs)
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: want %q in\n%s", c.name, w, got)
			}
		}
		if len(errs) != 1 && c.name != "typed number" {
			t.Errorf("%s: want one problem, got %d:\n%s", c.name, len(errs), got)
		}
	}
}

// Without a record of the English it was translated from, a file is compared with
// today's English; a file the English lacks is refused.
func TestCheckTranslationsWithoutSource(t *testing.T) {
	fsys := gamedatatest.Edited(t, "rules/pl/11-paying-retinue.md", "([[seasons]])", "([[combat]])")
	delete(fsys, "rules/pl/source/11-paying-retinue.md")
	fsys["rules/pl/99-extra.md"] = &fstest.MapFile{Data: []byte("+++\nid = \"extra\"\n+++\n# Dodatek\n")}
	got := fmt.Sprint(CheckTranslations(fsys, "pl"))
	for _, w := range []string{
		"block 2 refers to [combat], the English (content/rules/en/11-paying-retinue.md:7) to [seasons]",
		"content/rules/pl/99-extra.md:1: the English has no such file (content/rules/en/99-extra.md)",
	} {
		if !strings.Contains(got, w) {
			t.Errorf("want %q in\n%s", w, got)
		}
	}
}

// Values that print alike keep the English order; a value printed otherwise may move
// where the language's word order needs it.
func TestValueOrder(t *testing.T) {
	en := Source{File: "en/x.md", ID: "x", Line: 5,
		Body: "A knight costs {{bz \"cost.knight\"}}, a man-at-arms\n{{bz \"cost.man-at-arms\"}}, for {{count \"movement.miles\" \"count.miles\"}} in {{n \"movement.phases\"}} phases.\n"}
	for body, want := range map[string]string{
		"Za {{n \"movement.miles\"}} mil w {{n \"movement.phases\"}} fazach rycerz {{bz \"cost.knight\"}},\nzbrojny {{bz \"cost.man-at-arms\"}}.\n":            "",
		"Rycerz {{bz \"cost.man-at-arms\"}}, zbrojny {{bz \"cost.knight\"}}, {{n \"movement.miles\"}} w {{n \"movement.phases\"}}.\n":                          "fr/x.md:5: block 1 names cost.man-at-arms before cost.knight; the English (en/x.md:5) names cost.knight first",
		"Rycerz {{bz \"cost.knight\"}},\nzbrojny {{bz \"cost.man-at-arms\"}}, {{n \"movement.phases\"}} mil w {{count \"movement.miles\" \"count.miles\"}}.\n": "fr/x.md:6: block 1 names movement.phases before movement.miles; the English (en/x.md:6) names movement.miles first",
	} {
		got := fmt.Sprint(Compare(en, Source{File: "fr/x.md", ID: "x", Body: body, Line: 5}))
		if (want == "") != (got == "[]") || !strings.Contains(got, want) {
			t.Errorf("%q: want %q, got %s", body, want, got)
		}
	}
}

// An edition note translated with its values swapped is refused, naming the message and
// its line; the canonical notes pass.
func TestCheckNotes(t *testing.T) {
	d := testkit.Data(t)
	for _, lang := range []string{"pl", "fr"} {
		for _, err := range CheckNotes(testkit.Catalog(t, d), lang) {
			t.Errorf("%s: %v", lang, err)
		}
	}
	b, err := fs.ReadFile(locales.FS, "pl.toml")
	if err != nil {
		t.Fatal(err)
	}
	const good = `jednostek pastwiska {{n \"land.pasture\"}}, jednostek lasu {{n \"land.forest\"}}`
	const bad = `jednostek pastwiska {{n \"land.forest\"}}, jednostek lasu {{n \"land.pasture\"}}`
	if !strings.Contains(string(b), good) {
		t.Fatal("test edit: note.manors.reason is not as expected")
	}
	fsys := fstest.MapFS{"pl.toml": {Data: []byte(strings.Replace(string(b), good, bad, 1))}}
	en, err := fs.ReadFile(locales.FS, "en.toml")
	if err != nil {
		t.Fatal(err)
	}
	fsys["en.toml"] = &fstest.MapFile{Data: en}
	cat, err := i18n.Load(fsys)
	if err == nil {
		err = cat.AddNames(names.Of(d))
	}
	if err != nil {
		t.Fatal(err)
	}
	got := fmt.Sprint(CheckNotes(cat, "pl"))
	line := strings.Count(string(b[:strings.Index(string(b), good)]), "\n") + 1 // the message's line, wherever the file puts it
	want := fmt.Sprintf("locales/pl.toml:%d: note.manors.reason names land.forest before land.pasture; the English (content/edition.toml) names land.pasture first", line)
	if !strings.Contains(got, want) {
		t.Errorf("want %q, got %s", want, got)
	}
}

// The guard the build runs in Load, over the canonical rules text of both translations.
func BenchmarkCheckTranslations(b *testing.B) {
	for b.Loop() {
		for _, lang := range []string{"pl", "fr"} {
			if errs := CheckTranslations(content.FS, lang); len(errs) > 0 {
				b.Fatal(errs)
			}
		}
	}
}

// A pair names both its values: a translation may word two prices in one phrase where the
// English gives each its own, but not drop one nor swap them.
func TestPairNamesBothValues(t *testing.T) {
	en := Source{File: "en/x.md", ID: "x", Line: 5,
		Body: "A church costs {{bz \"improvement.church.cost\"}} and a stone circle {{bz \"improvement.stone-circle.cost\"}}.\n"}
	for body, want := range map[string]string{
		"Kościół i krąg kamienny kosztują {{pair \"improvement.church.cost\" \"improvement.stone-circle.cost\" \"pair.bz\"}}.\n": "",
		"Kościół i krąg kamienny kosztują {{pair \"improvement.stone-circle.cost\" \"improvement.church.cost\" \"pair.bz\"}}.\n": "names improvement.stone-circle.cost before improvement.church.cost",
		"Kościół kosztuje {{bz \"improvement.church.cost\"}}.\n":                                                                 "names the values [improvement.church.cost]",
	} {
		got := fmt.Sprint(Compare(en, Source{File: "pl/x.md", ID: "x", Body: body, Line: 5}))
		if (want == "") != (got == "[]") || !strings.Contains(got, want) {
			t.Errorf("%q: want %q, got %s", body, want, got)
		}
	}
}

// A pair says an equal price once and two prices respectively, from the engine's values.
func TestPairWordsEqualAndUnequalValues(t *testing.T) {
	l := testkit.Localizer(t, testkit.Data(t), "pl")
	for _, c := range []struct {
		church, circle int
		want           string
	}{{10, 10, "po 10\u00a0Bz"}, {10, 12, "odpowiednio 10 i\u00a012\u00a0Bz"}} {
		x := &Expander{Values: Values{"a": c.church, "b": c.circle}, L: l}
		got, err := x.Expand(Source{File: "pl/x.md", Body: `Kosztują {{pair "a" "b" "pair.bz"}}.`})
		if err != nil {
			t.Fatal(err)
		}
		if want := "Kosztują " + c.want + "."; got != want {
			t.Errorf("%d and %d Bz: got %q, want %q", c.church, c.circle, got, want)
		}
		if len(x.Used) != 1 || x.Used[0].Key != "a+b" || x.Used[0].Before != "Kosztują" {
			t.Errorf("uses %+v", x.Used)
		}
	}
	x := &Expander{Values: Values{"a": 1}, L: l}
	if _, err := x.Expand(Source{File: "pl/x.md", Body: `{{pair "a" "b" "pair.bz"}}`}); err == nil || !strings.Contains(err.Error(), `no value "b"`) {
		t.Errorf("a pair with an unknown value: %v", err)
	}
}
