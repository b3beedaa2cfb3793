package i18n

import (
	"fmt"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
)

// The translated languages. Each must word every English message (locales/en.toml and
// the proper names of the game data) and stay in step with it.
var translated = []string{"pl", "fr"}

// counts are the numbers every counted message is worded with: between them they reach
// every plural form of English, Polish (one, few, many) and French (one, other).
var counts = []int{0, 1, 2, 5, 12, 22}

// pluralForms is every CLDR plural form of each translated language for integers, as
// go-i18n chooses them: French "many" is for millions, which no count above reaches, but a
// counted message still gives it so that no number falls back to another form.
var pluralForms = map[string][]string{
	"pl": {"one", "few", "many", "other"},
	"fr": {"one", "many", "other"},
}

var (
	placeholderRE = regexp.MustCompile(`{{\s*\.(\w+)(?:\.In\s+"\w+")?\s*}}`) // {{.n}}, {{.player.In "gen"}}
	numberRE      = regexp.MustCompile(`\p{Nd}+`)
)

// forms is the non-empty plural forms of a message, by CLDR name.
func forms(m *goi18n.Message) map[string]string {
	out := map[string]string{}
	for name, s := range map[string]string{
		"zero": m.Zero, "one": m.One, "two": m.Two, "few": m.Few, "many": m.Many, "other": m.Other,
	} {
		if s != "" {
			out[name] = s
		}
	}
	return out
}

// formNames lists the forms in CLDR order, so failures read the same every run.
func formNames(fs map[string]string) []string {
	var out []string
	for _, name := range []string{"zero", "one", "two", "few", "many", "other"} {
		if _, ok := fs[name]; ok {
			out = append(out, name)
		}
	}
	return out
}

// normalise is what a staleness check compares: an English edit of case or spacing alone
// cannot change the meaning, so it must not send translators back to work.

func placeholders(s string) map[string]bool {
	out := map[string]bool{}
	for _, m := range placeholderRE.FindAllStringSubmatch(s, -1) {
		out[m[1]] = true
	}
	return out
}

// seven is what the localize test gives every variable: a text that also has a form in
// every case, as a Name has, for a template that declines it.
type seven string

func (s seven) In(string) string { return string(s) }

func setString(set map[string]bool) string {
	var out []string
	for k := range set {
		out = append(out, "{{."+k+"}}")
	}
	sort.Strings(out)
	return "[" + strings.Join(out, " ") + "]"
}

// pairs yields, for each translated language, every English message with its translation
// (nil where there is none).
func pairs(t *testing.T) map[string][][2]*goi18n.Message {
	c := catalog(t)
	en := c.Messages(Source)
	out := map[string][][2]*goi18n.Message{}
	for _, lang := range translated {
		if !c.Has(lang) {
			t.Fatalf("locales/%s.toml is missing", lang)
		}
		tr := c.Messages(lang)
		for _, id := range sortedIDs(en) {
			out[lang] = append(out[lang], [2]*goi18n.Message{en[id], tr[id]})
		}
	}
	return out
}

// Every English message, labels and proper names alike, is translated; no translation is
// left of a message the English no longer has.
func TestTranslationsCoverEnglish(t *testing.T) {
	c := catalog(t)
	en := c.Messages(Source)
	for _, lang := range translated {
		if !c.Has(lang) {
			t.Errorf("locales/%s.toml is missing", lang)
			continue
		}
		tr := c.Messages(lang)
		for _, id := range sortedIDs(en) {
			if tr[id] == nil {
				t.Errorf("locales/%s.toml has no message %q (English: %q)", lang, id, en[id].Other)
			}
		}
		for _, id := range sortedIDs(tr) {
			if en[id] == nil && !IsCaseForm(id) {
				t.Errorf("locales/%s.toml: %q is no longer an English message; remove it", lang, id)
			}
		}
	}
}

// A translation's description is the English it was made from. When the English changes
// in more than case or spacing, the translation is stale: the log shows the English the
// translator saw beside the English of now. Stale is reported, not failed, as for the rules
// text: English work never waits on a translation (build --strict, make release, refuse it).
func TestTranslationsAreCurrent(t *testing.T) {
	for lang, ps := range pairs(t) {
		for _, p := range ps {
			en, tr := p[0], p[1]
			if tr == nil {
				continue // reported by TestTranslationsCoverEnglish
			}
			switch {
			case tr.Description == "":
				t.Errorf("locales/%s.toml %s: no description; set it to the English %q", lang, en.ID, en.Other)
			case Normalize(tr.Description) != Normalize(en.Other):
				t.Logf("locales/%s.toml %s is stale; translate it again and update its description:\n"+
					"\ttranslated from: %q\n\tEnglish now:     %q", lang, en.ID, tr.Description, en.Other)
			}
		}
	}
}

// Every form of a translation has the English message's placeholders, no fewer and no
// more: a number the engine passes must appear, and nothing the engine does not pass.
// The one exception is the guard's: a `one` form may word the count where the English
// `one` does ("a die", "un dé").
func TestTranslationPlaceholders(t *testing.T) {
	for lang, ps := range pairs(t) {
		for _, p := range ps {
			en, tr := p[0], p[1]
			if tr == nil {
				continue
			}
			want := map[string]bool{}
			for _, s := range forms(en) {
				for k := range placeholders(s) {
					want[k] = true
				}
			}
			fs := forms(tr)
			for _, name := range formNames(fs) {
				got := placeholders(fs[name])
				if want["n"] && (singleNumber(lang, name) || name == "one" && wordsOne(en)) {
					got["n"] = true // the form says its number in words
				}
				if setString(got) != setString(want) {
					t.Errorf("locales/%s.toml %s (%s): placeholders %s, English has %s: %q",
						lang, en.ID, name, setString(got), setString(want), fs[name])
				}
			}
		}
	}
}

// A translation types no number the English does not: a rule's number comes from the
// engine through a placeholder, so a translation can never change a rule.
func TestTranslationNumbers(t *testing.T) {
	for lang, ps := range pairs(t) {
		for _, p := range ps {
			en, tr := p[0], p[1]
			if tr == nil {
				continue
			}
			allowed := map[string]bool{}
			for _, s := range forms(en) {
				for _, n := range numberRE.FindAllString(s, -1) {
					allowed[n] = true
				}
			}
			fs := forms(tr)
			for _, name := range formNames(fs) {
				for _, n := range numberRE.FindAllString(fs[name], -1) {
					if !allowed[n] {
						t.Errorf("locales/%s.toml %s (%s): number %s is not in the English %q; pass it as a placeholder",
							lang, en.ID, name, n, en.Other)
					}
				}
			}
		}
	}
}

// Every translation words without error, and counted messages do so for counts that reach
// every plural form of the language: a missing form would otherwise print English.
func TestTranslationsLocalize(t *testing.T) {
	c := catalog(t)
	en := c.Messages(Source)
	for _, lang := range translated {
		own := c.Messages(lang)
		loc := goi18n.NewLocalizer(c.bundle, lang)
		for _, id := range sortedIDs(en) {
			if own[id] == nil || strings.HasPrefix(id, TextPrefix) {
				continue // a text message is not a template: the rulebook tests expand it
			}
			names := map[string]bool{}
			for _, s := range forms(en[id]) {
				for k := range placeholders(s) {
					names[k] = true
				}
			}
			try := []*int{nil}
			if names["n"] || en[id].One != "" {
				fs := forms(own[id])
				for _, f := range pluralForms[lang] {
					if fs[f] == "" {
						t.Errorf("locales/%s.toml %s: counted by {{.n}}, so it needs the plural form %q", lang, id, f)
					}
				}
				try = nil
				for i := range counts {
					try = append(try, &counts[i])
				}
			}
			for _, n := range try {
				data := map[string]any{}
				for k := range names {
					data[k] = seven("7")
				}
				cfg := &goi18n.LocalizeConfig{MessageID: id, TemplateData: data}
				what := "no count"
				if n != nil {
					data["n"] = fmt.Sprint(*n)
					cfg.PluralCount = *n
					what = fmt.Sprintf("count %d", *n)
				}
				s, tag, err := loc.LocalizeWithTag(cfg)
				switch {
				case err != nil:
					t.Errorf("locales/%s.toml %s, %s: %v", lang, id, what, err)
				case tag.String() != lang:
					t.Errorf("locales/%s.toml %s, %s: worded in %s", lang, id, what, tag)
				case strings.TrimSpace(s) == "" || strings.Contains(s, "<no value>"):
					t.Errorf("locales/%s.toml %s, %s: worded as %q", lang, id, what, s)
				}
			}
		}
	}
}

func TestNormalise(t *testing.T) {
	if Normalize("Hold  {{.n}}\u00a0of the\nManors ") != Normalize("hold {{.n}} of the manors") {
		t.Error("a change of case or spacing alone must not make a translation stale")
	}
	if Normalize("Hold {{.n}} manors") == Normalize("Hold {{.n}} castles") {
		t.Error("a change of words must make a translation stale")
	}
}

// Two game terms never share a wording in one language: a reader could not tell them apart.
func TestTermsAreUnique(t *testing.T) {
	c := catalog(t)
	for _, lang := range append([]string{Source}, translated...) {
		ms := c.Messages(lang)
		seen := map[string]string{}
		for _, id := range sortedIDs(ms) {
			if !strings.HasPrefix(id, "term.") {
				continue
			}
			key := Normalize(ms[id].Other)
			if other, dup := seen[key]; dup {
				t.Errorf("locales/%s.toml: %s and %s are both %q", lang, other, id, ms[id].Other)
				continue
			}
			seen[key] = id
		}
	}
}

// Translations use the language's typography: typographic apostrophes and quotes, and the
// English no-break space between a number and its unit.
// reTemplate is a {{ }} action, whose quotes are Go template syntax, not typography.
var reTemplate = regexp.MustCompile(`\{\{[^}]*\}\}`)

func TestTranslationTypography(t *testing.T) {
	for lang, ps := range pairs(t) {
		for _, p := range ps {
			en, tr := p[0], p[1]
			if tr == nil {
				continue
			}
			fs := forms(tr)
			for _, name := range formNames(fs) {
				s := fs[name]
				if strings.ContainsAny(reTemplate.ReplaceAllString(s, ""), `'"`) {
					t.Errorf("locales/%s.toml %s (%s): straight quote or apostrophe in %q; use ’ (fr) or „…” (pl)", lang, en.ID, name, s)
				}
				// A translation with no space at all (the Polish note label, "{{.note}}", whose noun
				// the rules text declines) has nothing a line could break at.
				if strings.Contains(en.Other, "\u00a0") && !strings.Contains(s, "\u00a0") && strings.Contains(s, " ") {
					t.Errorf("locales/%s.toml %s (%s): the English keeps a no-break space (\\u00a0) that %q lost", lang, en.ID, name, s)
				}
				if lang == "fr" && strings.ContainsAny(s, "\u202f") {
					t.Errorf("locales/fr.toml %s (%s): type an ordinary space; the kit sets the narrow no-break ones", en.ID, name)
				}
			}
		}
	}
}

// The glossary of locales/README.md is the term.* messages: one row per term, with the
// English, Polish and French exactly as the message files have them, so the two cannot
// drift apart.
func TestGlossaryMatchesTerms(t *testing.T) {
	b, err := os.ReadFile("../../locales/README.md")
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string][]string{}
	for _, line := range strings.Split(string(b), "\n") {
		if !strings.HasPrefix(line, "| term.") {
			continue
		}
		var cells []string
		for _, c := range strings.Split(strings.Trim(strings.TrimSpace(line), "|"), "|") {
			cells = append(cells, strings.TrimSpace(c))
		}
		if _, dup := rows[cells[0]]; dup {
			t.Errorf("locales/README.md: two glossary rows for %s", cells[0])
		}
		rows[cells[0]] = cells
	}
	c := catalog(t)
	langs := append([]string{Source}, translated...)
	msgs := map[string]map[string]*goi18n.Message{}
	for _, lang := range langs {
		msgs[lang] = c.Messages(lang)
	}
	for _, id := range sortedIDs(msgs[Source]) {
		if !strings.HasPrefix(id, "term.") {
			continue
		}
		row := rows[id]
		delete(rows, id)
		if row == nil {
			t.Errorf("locales/README.md: the glossary has no row for %s", id)
			continue
		}
		for i, lang := range langs {
			want := ""
			if m := msgs[lang][id]; m != nil {
				want = m.Other
			}
			if i+1 >= len(row) || row[i+1] != want {
				got := ""
				if i+1 < len(row) {
					got = row[i+1]
				}
				t.Errorf("locales/README.md: glossary %s in %s is %q, locales/%s.toml has %q", id, lang, got, lang, want)
			}
		}
	}
	for id := range rows {
		t.Errorf("locales/README.md: glossary row %s is not a term of locales/en.toml", id)
	}
}
