package pages

import (
	"bytes"
	"os"
	"testing"
	"testing/fstest"
	"time"

	"github.com/excalibur-kit/excalibur/internal/component"
	pdfdraw "github.com/excalibur-kit/excalibur/internal/draw/pdf"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
	"github.com/excalibur-kit/excalibur/internal/testkit"
	"github.com/excalibur-kit/excalibur/rules"
)

// sample is a small rules text with every kind of block the book sets.
var sample = fstest.MapFS{
	"rules/en/00-intro.md": {Data: []byte("+++\nid = \"intro\"\n+++\n# About this edition\n\nThis is *the* **edition**. See [[combat-results]] and [[intro]].\n\n{{insert \"contents\"}}\n")},
	"rules/en/08-combat.md": {Data: []byte("+++\nid = \"combat\"\nnumber = \"8\"\npart = \"A\"\n+++\n# Combat\n\nTroops move {{n \"movement.miles\"}} miles and pay {{bz \"cost.knight\"}}.\n\n" +
		"## Rounds {#combat-rounds}\n\n- first point\n- second point with a longer text that wraps over the end of the line for sure, and more words to make it wrap again\n\n1. one\n2. two\n\n" +
		"## Results {#combat-results}\n\n{{table \"combat-results\"}}\n\n> **Note.** A note box with a [[combat-rounds]] reference.\n\n{{example \"combat:foxwood\"}}\n\n### A plain head\n\nText.\n")},
	"rules/en/91-notes.md":    {Data: []byte("+++\nid = \"edition-notes\"\n+++\n# Edition notes\n\n{{insert \"edition-notes\"}}\n\n{{insert \"credits\"}}\n")},
	"rules/en/92-glossary.md": {Data: []byte("+++\nid = \"glossary\"\n+++\n# Glossary\n\nAttack value\n: Strength plus a die, see [[combat-results]].\n\nManor\n: A village and its lands.\n")},
}

func book(t testing.TB) (*rulebook.Book, *component.Ctx) {
	d := testkit.Data(t)
	e, loc := rules.New(d), testkit.Localizer(t, d, "en")
	b, err := rulebook.Build(sample, "en", e, loc)
	if err != nil {
		t.Fatal(err)
	}
	return b, &component.Ctx{E: e, D: d, L: loc, Layout: testkit.Layout(t), Style: component.Standard}
}

func TestSampleBookSets(t *testing.T) {
	b, x := book(t)
	set, err := Layout(b, x, 210, 297)
	if err != nil {
		t.Fatal(err)
	}
	doc := pdfdraw.New(pdfdraw.Info{Title: "t", Lang: "en", Date: time.Unix(0, 0)})
	if err := set.Draw(doc); err != nil {
		t.Fatal(err)
	}
	if err := doc.Err(); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := doc.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	if dir := os.Getenv("RULEBOOK_OUT"); dir != "" {
		os.WriteFile(dir+"/sample.pdf", buf.Bytes(), 0o644)
	}
}
