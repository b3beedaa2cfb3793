package rulebook

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/yuin/goldmark/ast"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/testkit"
	"github.com/excalibur-kit/excalibur/rules"
)

func engine(t testing.TB) (*rules.Engine, *i18n.Localizer) { return testkit.EngineAndLocalizer(t) }

// The English rules text builds: no typed numbers, every value and reference known.
func TestEnglishRulesBuild(t *testing.T) {
	e, l := engine(t)
	b, err := Build(content.FS, "en", e, l)
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Sections) == 0 || len(b.Used) == 0 {
		t.Fatalf("%d sections, %d values", len(b.Sections), len(b.Used))
	}
	if m := l.Missing(); len(m) > 0 {
		t.Errorf("messages missing: %v", m)
	}
}

func source(body string) fstest.MapFS {
	return fstest.MapFS{"rules/en/01-test.md": {Data: []byte("+++\nid = \"test\"\nnumber = \"1\"\n+++\n# Test\n\n" + body)}}
}

// A number typed into the text is refused, with file, line and column.
func TestLintRefusesTypedNumbers(t *testing.T) {
	e, l := engine(t)
	_, err := Build(source("Troops move 6 miles.\n"), "en", e, l)
	if err == nil || !strings.Contains(err.Error(), "content/rules/en/01-test.md:7:13") || !strings.Contains(err.Error(), `"6"`) {
		t.Fatalf("want a lint error at 7:13 naming \"6\", got %v", err)
	}
	if _, err := Build(source("Troops move {{n \"movement.miles\"}} miles, as in 1989.\n"), "en", e, l); err != nil {
		t.Fatalf("a named value and the year 1989 are allowed: %v", err)
	}
}

func TestBadReferencesAndValues(t *testing.T) {
	e, l := engine(t)
	for body, want := range map[string]string{
		"See [[nowhere]].\n":                "[[nowhere]]: no section or heading has this id",
		"It costs {{bz \"mill.price\"}}.\n": `content/rules/en/01-test.md:7: no value "mill.price"`,
		"{{table \"board\"}}\n":             `no engine table "board"`,
		"{{example \"combat:nowhere\"}}\n":  `no worked example "combat:nowhere"`,
		"{{insert \"indexes\"}}\n":          `no generated block "indexes"`,
	} {
		_, err := Build(source(body), "en", e, l)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: want %q, got %v", body, want, err)
		}
	}
}

func TestSectionsAreNumbered(t *testing.T) {
	e, l := engine(t)
	b, err := Build(source("## One {#one}\n\n## Two\n\nSee [[one]].\n"), "en", e, l)
	if err != nil {
		t.Fatal(err)
	}
	if r := b.Refs["one"]; r.Number != "1.i" {
		t.Errorf("first subsection numbered %q, want 1.i", r.Number)
	}
	if r := b.Refs["test-ii"]; r.Number != "1.ii" || r.Title != "Two" {
		t.Errorf("second subsection %+v, want 1.ii Two", r)
	}
}

func TestRoman(t *testing.T) {
	for n, want := range map[int]string{1: "i", 4: "iv", 6: "vi", 9: "ix", 12: "xii"} {
		if got := Roman(n); got != want {
			t.Errorf("Roman(%d) = %q, want %q", n, got, want)
		}
	}
}

// Each printed value remembers the words around it, for the check to find it.
func TestValuesRememberTheirNeighbours(t *testing.T) {
	e, l := engine(t)
	b, err := Build(source("Troops move **{{n \"movement.miles\"}}** miles. A castle costs {{bz \"improvement.castle.cost\"}}.\n"), "en", e, l)
	if err != nil {
		t.Fatal(err)
	}
	var got []Use
	for _, u := range b.Used {
		if u.File == "content/rules/en/01-test.md" {
			got = append(got, u)
		}
	}
	if len(got) != 2 || got[0].Before != "move" || got[0].After != "miles" || got[1].Before != "costs" || got[1].After != "" {
		t.Fatalf("uses %+v", got)
	}
	if strings.Contains(string(b.Sections[0].Text), "\ue000") {
		t.Error("markers left in the text")
	}
}

// No rules text, in any language, types a number: every source file is linted, the
// quick reference too, and the edition decisions' own words.
func TestRulesTextHasNoTypedNumbers(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		for _, dir := range []string{"rules/" + lang, "rules/" + lang + "/quick"} {
			srcs, err := LoadSources(content.FS, dir)
			if err != nil {
				continue // a language without rules text yet
			}
			for _, s := range srcs {
				for _, err := range Lint(s) {
					t.Error(err)
				}
			}
		}
	}
	e, _ := engine(t)
	for _, d := range e.D.Decisions {
		for _, text := range []string{d.Decision, d.Reason} {
			for _, err := range Lint(Source{File: "content/edition.toml (" + d.ID + ")", Body: text}) {
				t.Error(err)
			}
		}
	}
}

func TestQuickReferenceBuilds(t *testing.T) {
	e, l := engine(t)
	if _, err := BuildQuick(content.FS, "en", e, l); err != nil {
		t.Fatal(err)
	}
}

// Edition notes are numbered in the order of the first section each concerns, every
// number once, and each is a cross reference's target worded with its own number.
func TestEditionNotesInSectionOrder(t *testing.T) {
	e, l := engine(t)
	b, err := Build(content.FS, "en", e, l)
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Notes) != len(b.Engine.D.Decisions) {
		t.Fatalf("%d notes for %d decisions", len(b.Notes), len(b.Engine.D.Decisions))
	}
	for i, n := range b.Notes {
		if want := "E" + b.L.Num(i+1); n.Number != want {
			t.Errorf("note %d (%s) is numbered %q, want %q", i, n.ID, n.Number, want)
		}
		if i > 0 && sectionBefore(firstSection(n.Sections), firstSection(b.Notes[i-1].Sections)) {
			t.Errorf("%s (sections %v) comes after %s (sections %v)", n.ID, n.Sections, b.Notes[i-1].ID, b.Notes[i-1].Sections)
		}
		if got := b.RefText(n.ID); !strings.Contains(got, n.Number) {
			t.Errorf("a reference to %s reads %q, without its number %s", n.ID, got, n.Number)
		}
	}
}

func TestSectionOrder(t *testing.T) {
	for _, c := range [][2]string{{"5", "5.i"}, {"5.iv", "5.v"}, {"5.ix", "5.x"}, {"8.iii", "12"}, {"2", "10"}, {"25", ""}} {
		if !sectionBefore(c[0], c[1]) || sectionBefore(c[1], c[0]) {
			t.Errorf("%q should come before %q", c[0], c[1])
		}
	}
}

// Every edition note is referenced from the rules it decides: from a numbered section
// among those the note names, in every language, so a player reading the rule finds
// the decision (issue #13). The list of notes itself and the example do not count.
func TestEveryNoteIsReferencedFromItsRules(t *testing.T) {
	d := testkit.Data(t)
	for _, lang := range []string{"en", "pl", "fr"} {
		b, err := Build(content.FS, lang, rules.New(d), testkit.Localizer(t, d, lang))
		if err != nil {
			t.Fatal(err)
		}
		from := noteRefsBySection(b)
		for _, n := range b.Notes {
			if !referencedFrom(from[n.ID], n.Sections) {
				t.Errorf("%s: %s (%s, sections %v) is referenced from none of its sections (referenced from %v)", lang, n.ID, n.Number, n.Sections, from[n.ID])
			}
		}
	}
}

// noteRefsBySection is, for each note, the numbers of the sections that refer to it.
func noteRefsBySection(b *Book) map[string][]string {
	from := map[string][]string{}
	for _, sec := range b.Sections {
		if sec.Number == "" {
			continue
		}
		ast.Walk(sec.Doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if r, ok := n.(*CrossRef); ok && entering && strings.HasPrefix(r.ID, NotePrefix) {
				from[r.ID] = append(from[r.ID], sec.Number)
			}
			return ast.WalkContinue, nil
		})
	}
	return from
}

// referencedFrom reports whether one of the sections (numbers: "8") is one a note names
// ("8", "8.iv").
func referencedFrom(secs, named []string) bool {
	for _, s := range secs {
		for _, n := range named {
			if major, _, _ := strings.Cut(n, "."); major == s {
				return true
			}
		}
	}
	return false
}
