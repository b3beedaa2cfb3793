package rulebook

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/yuin/goldmark/ast"

	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/testkit"
)

// listSource is a book in lang whose first section has three subsections and refers to
// them, and to two edition notes, with the language's own separators: list (", ") and and
// (" and ", " et ", " i "). The second section lists the notes, so they can be referred to.
func listSource(lang, list, and string) fstest.MapFS {
	body := "+++\nid = \"test\"\nnumber = \"1\"\n+++\n# Test\n\n## One {#one}\n\n## Two {#two}\n\n## Three {#three}\n\n" +
		"See [[one]]" + and + "[[two]].\n\n" +
		"See [[one]]" + list + "[[two]]" + and + "[[three]].\n\n" +
		"See [[one]]" + list + "[[two]]" + list + "\n[[three]].\n\n" + // a list may break a line
		"See [[note-arthur-start]]" + and + "[[note-opening-weather]].\n\n" +
		"See [[one]] then [[two]].\n\nSee [[two]]" + and + "[[note-arthur-start]].\n"
	notes := "+++\nid = \"notes\"\n+++\n# Notes\n\n{{insert \"edition-notes\"}}\n"
	return fstest.MapFS{
		"rules/" + lang + "/01-test.md":  {Data: []byte(body)},
		"rules/" + lang + "/02-notes.md": {Data: []byte(notes)},
	}
}

// lists is the printed text of every list of references in the book's first section.
func lists(b *Book) []string {
	var out []string
	ast.Walk(b.Sections[0].Doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if l, ok := n.(*RefList); ok && entering {
			out = append(out, b.ListText(l))
		}
		return ast.WalkContinue, nil
	})
	return out
}

// A run of references of one kind prints as one list, its label in the plural and the
// numbers joined by the language's separators, in every language; references of two
// kinds, or with other words between them, stay apart.
func TestReferencesPrintAsLists(t *testing.T) {
	d := testkit.Data(t)
	e := testkit.Engine(t)
	for _, c := range []struct {
		lang, list, and string
		want            []string // with ordinary spaces where the typography decides
	}{
		{"en", ", ", " and ", []string{"sections\u00a01.i and 1.ii", "sections\u00a01.i, 1.ii and 1.iii", "sections\u00a01.i, 1.ii and 1.iii", "edition notes\u00a0%s and %s"}},
		{"fr", ", ", " et ", []string{"sections\u00a01.i et 1.ii", "sections\u00a01.i, 1.ii et 1.iii", "sections\u00a01.i, 1.ii et 1.iii", "notes d’édition\u00a0%s et %s"}},
		{"pl", ", ", " i ", []string{"pkt\u00a01.i i 1.ii", "pkt\u00a01.i, 1.ii i 1.iii", "pkt\u00a01.i, 1.ii i 1.iii", "%s i %s"}},
	} {
		t.Run(c.lang, func(t *testing.T) {
			l := testkit.Localizer(t, d, c.lang)
			b, err := Build(listSource(c.lang, c.list, c.and), c.lang, e, l)
			if err != nil {
				t.Fatal(err)
			}
			notes := []any{b.Refs["note-arthur-start"].Number, b.Refs["note-opening-weather"].Number}
			c.want[3] = fmt.Sprintf(c.want[3], notes...)
			got := lists(b)
			if len(got) != len(c.want) {
				t.Fatalf("%d lists %q, want %d %q", len(got), got, len(c.want), c.want)
			}
			for i, w := range c.want {
				if want := i18n.Typography(c.lang, w); got[i] != want {
					t.Errorf("list %d: %q, want %q", i+1, got[i], want)
				}
			}
			if m := l.Missing(); len(m) > 0 {
				t.Errorf("messages missing: %v", m)
			}
		})
	}
}

// Every reference of a list is still a CrossRef node, in order, and each number is a
// piece of its own with its reference's id (a renderer links it).
func TestListKeepsEachReference(t *testing.T) {
	e, l := engine(t)
	b, err := Build(listSource("en", ", ", " and "), "en", e, l)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	ast.Walk(b.Sections[0].Doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if r, ok := n.(*CrossRef); ok && entering {
			if _, listed := r.Parent().(*RefList); listed {
				ids = append(ids, r.ID)
			}
		}
		return ast.WalkContinue, nil
	})
	if got := strings.Join(ids, " "); got != "one two one two three one two three note-arthur-start note-opening-weather" {
		t.Errorf("listed references %s", got)
	}
	var l3 *RefList
	ast.Walk(b.Sections[0].Doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if r, ok := n.(*RefList); ok && entering && l3 == nil && len(ListRefs(r)) == 3 {
			l3 = r
		}
		return ast.WalkContinue, nil
	})
	if l3 == nil {
		t.Fatal("no list of three references")
	}
	var numbers []string
	for _, p := range b.ListParts(l3) {
		if p.ID != "" {
			numbers = append(numbers, p.ID+"="+p.Text)
		}
	}
	if got := strings.Join(numbers, " "); got != "one=1.i two=1.ii three=1.iii" {
		t.Errorf("the numbers of a list of three: %s", got)
	}
}
