package rulebook

import (
	"path"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/gamedata/gamedatatest"
	"github.com/excalibur-kit/excalibur/internal/testkit"
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
		"# Titre\n\nAvancez de {{n \"movement.miles\"}} milles, voir [[x]].\n":                       "2 blocks, the English en/x.md has 3",
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
