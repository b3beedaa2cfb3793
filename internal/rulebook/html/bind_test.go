package rulehtml

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/excalibur-kit/excalibur/internal/rulebook"
	"github.com/excalibur-kit/excalibur/internal/testkit"
)

// The space before a linked reference binds as the PDF binds it: a Polish note number
// stays with "wydania", though the source had [[note-x]] there when it was typeset; a
// list's numbers are each a link, the words around them plain.
func TestSpaceBeforeReferenceBinds(t *testing.T) {
	d := testkit.Data(t)
	fsys := fstest.MapFS{
		"rules/pl/01-test.md": rulesFile("test", "1", "", "# Test\n\n## Jeden {#one}\n\n## Dwa {#two}\n\n"+
			"Zob. uwagę wydania [[note-arthur-start]], a potem [[one]] i [[two]].\n"),
		"rules/pl/02-notes.md": rulesFile("notes", "", "", "# Uwagi\n\n{{insert \"edition-notes\"}}\n"),
	}
	b, err := rulebook.Build(fsys, "pl", testkit.Engine(t), testkit.Localizer(t, d, "pl"))
	if err != nil {
		t.Fatal(err)
	}
	page := string(render(t, b))
	note := b.Refs["note-arthur-start"].Number
	if want := "wydania\u00a0<a class=\"xref\" href=\"#note-arthur-start\">" + note + "</a>"; !strings.Contains(page, want) {
		t.Errorf("the note number is not bound to the word before it: want %q in the page", want)
	}
	if want := "pkt\u00a0<a class=\"xref\" href=\"#one\">1.i</a> i\u00a0<a class=\"xref\" href=\"#two\">1.ii</a>"; !strings.Contains(page, want) {
		i := strings.Index(page, "href=\"#one\"")
		t.Errorf("the list: want %q, the page has %q", want, page[max(0, i-40):min(len(page), i+120)])
	}
}
