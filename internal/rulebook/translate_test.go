package rulebook

import (
	"path"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/content"
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
				for _, err := range Compare(s, ts) {
					t.Error(err)
				}
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
