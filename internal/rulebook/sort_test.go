package rulebook

import (
	"slices"
	"strings"
	"testing"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/text"
	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/testkit"
)

// The glossary is in the alphabetical order of each language, though a translation keeps
// the English order of blocks.
func TestGlossaryIsAlphabeticalInEveryLanguage(t *testing.T) {
	d, e := testkit.Data(t), testkit.Engine(t)
	for _, lang := range []string{"en", "pl", "fr"} {
		b, err := Build(content.FS, lang, e, testkit.Localizer(t, d, lang))
		if err != nil {
			t.Fatal(err)
		}
		var terms []string
		for _, sec := range b.Sections {
			if sec.ID == "glossary" {
				terms = termsOf(sec)
			}
		}
		if len(terms) < 20 {
			t.Fatalf("%s: only %d glossary terms found", lang, len(terms))
		}
		col := collate.New(language.Make(lang), collate.IgnoreCase)
		if !slices.IsSortedFunc(terms, col.CompareString) {
			t.Errorf("%s glossary out of order: %q", lang, terms)
		}
	}
}

func termsOf(sec *Section) []string {
	var out []string
	ast.Walk(sec.Doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if _, ok := n.(*east.DefinitionTerm); ok && entering {
			out = append(out, PlainText(n, sec.Text))
		}
		return ast.WalkContinue, nil
	})
	return out
}

// Sorting moves whole entries: a term keeps its descriptions.
func TestSortTermsKeepsEntriesWhole(t *testing.T) {
	src := []byte("Łuk\n: broń\n\nLas\n: drzewa\n\n: i zwierzyna\n\nMłyn\n: woda\n")
	sec := &Section{Text: src}
	sec.Doc = markdown().Parser().Parse(text.NewReader(src))
	at := func(w string) int { return strings.Index(string(src), w) }
	uses := []Use{{File: "g", Key: "bron", Pos: at("broń")}, {File: "other", Key: "x"}, {File: "g", Key: "woda", Pos: at("woda")}, {File: "g", Key: "las", Pos: at("zwierzyna")}}
	sec.File = "g"
	sortTerms(sec, "pl", uses)
	var keys []string
	for _, u := range uses {
		keys = append(keys, u.Key)
	}
	if want := []string{"las", "x", "bron", "woda"}; !slices.Equal(keys, want) {
		t.Errorf("values in order %q, want %q (in the sorted entries' order; other files untouched)", keys, want)
	}
	if got, want := termsOf(sec), []string{"Las", "Łuk", "Młyn"}; !slices.Equal(got, want) {
		t.Fatalf("terms %q, want %q", got, want)
	}
	dl := sec.Doc.FirstChild()
	var kinds []string
	for c := dl.FirstChild(); c != nil; c = c.NextSibling() {
		kinds = append(kinds, c.Kind().String()+":"+PlainText(c, src))
	}
	want := []string{"DefinitionTerm:Las", "DefinitionDescription:drzewa", "DefinitionDescription:i zwierzyna",
		"DefinitionTerm:Łuk", "DefinitionDescription:broń", "DefinitionTerm:Młyn", "DefinitionDescription:woda"}
	if !slices.Equal(kinds, want) {
		t.Errorf("entries %q, want %q", kinds, want)
	}
}
