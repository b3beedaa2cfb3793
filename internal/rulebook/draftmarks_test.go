package rulebook

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/testkit"
)

func TestMarkBlock(t *testing.T) {
	cases := map[string]string{
		"Roll a die.":                       "⟦Roll a die.⟧",
		"## Combat rounds {#combat-rounds}": "## ⟦Combat rounds⟧ {#combat-rounds}",
		"- **Forest:** trees.":              "- ⟦**Forest:** trees.⟧",
		"> **Note.** One.\n> Two.":          "> ⟦**Note.** One.\n> Two.⟧",
		"Pay:\n\n{{table \"pay\"}}":         "⟦Pay:⟧\n\n{{table \"pay\"}}",
		"{{example \"combat:foxwood\"}}":    "{{example \"combat:foxwood\"}}",
		"| a | b |\n|---|---|":              "| a | b |\n|---|---|",
		"1. First,\n   then second.":        "1. ⟦First,\n   then second.⟧",
	}
	for in, want := range cases {
		if got := markBlock(in); got != want {
			t.Errorf("markBlock(%q) = %q, want %q", in, got, want)
		}
	}
}

// A draft marks a changed block and puts in the English of an added one, marked, before
// the block that follows it; a normal build prints the translation as it is.
func TestDraftMarksStaleBlocks(t *testing.T) {
	m := fstest.MapFS{}
	fs.WalkDir(content.FS, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			b, _ := fs.ReadFile(content.FS, p)
			m[p] = &fstest.MapFile{Data: b}
		}
		return err
	})
	const file = "rules/en/05-manor.md"
	en := string(m[file].Data)
	edited := strings.Replace(en, "Manors are the heart of the game.", "Manors are the whole game.", 1)
	edited = strings.Replace(edited, "## Ownership of manors {#ownership}", "A new English paragraph.\n\n## Ownership of manors {#ownership}", 1)
	if edited == en || !strings.Contains(edited, "A new English") {
		t.Fatal("the test's English is not in the file")
	}
	m[file] = &fstest.MapFile{Data: []byte(edited)}
	d := testkit.Data(t)
	e := testkit.Engine(t)
	for _, draft := range []bool{true, false} {
		l := testkit.Catalog(t, d).For("pl", draft)
		b, err := Build(m, "pl", e, l)
		if err != nil {
			t.Fatal(err)
		}
		var text string
		for _, sec := range b.Sections {
			if sec.ID == "manor" {
				text = string(sec.Text)
			}
		}
		marked := strings.Contains(text, "⟦Włości są sercem gry.") && strings.Contains(text, "⟦A new English paragraph.⟧\n\n## Własność")
		if marked != draft {
			t.Errorf("draft %v: stale block marked %v:\n%.600s", draft, marked, text)
		}
		if !draft && strings.Contains(text, "⟦") {
			t.Error("a normal build marks text")
		}
	}
}
