package rulebook

import (
	"slices"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/testkit"
	"github.com/excalibur-kit/excalibur/rules"
)

// {{figure "id"}} on a line of its own is a block of its own: a figure node between the
// paragraphs around it; an unknown figure is refused with its file and line (engine
// blocks are located on the line after their template, as tables and examples are).
func TestFigureBlockParses(t *testing.T) {
	e, l := engine(t)
	b, err := Build(source("Before the figure.\n\n{{figure \"movement-example\"}}\n\nAfter it.\n"), "en", e, l)
	if err != nil {
		t.Fatal(err)
	}
	if got := b.Figures(); !slices.Equal(got, []string{"movement-example"}) {
		t.Fatalf("figures %v, want [movement-example]", got)
	}
	es := engines(b.Sections[0])
	if len(es) != 1 || es[0].What != "figure" {
		t.Fatalf("want one figure block, got %+v", es)
	}
	fig := es[0]
	if fig.Parent() != b.Sections[0].Doc || fig.PreviousSibling() == nil || fig.NextSibling() == nil {
		t.Errorf("the figure is not a block of the document between two paragraphs")
	}
	if got := PlainText(fig.PreviousSibling(), b.Sections[0].Text); got != "Before the figure." {
		t.Errorf("the block before the figure is %q", got)
	}

	_, err = Build(source("Text.\n\n{{figure \"no-such-figure\"}}\n"), "en", e, l)
	if err == nil || !strings.Contains(err.Error(), `content/rules/en/01-test.md:`) || !strings.Contains(err.Error(), `no figure "no-such-figure"`) ||
		!strings.Contains(err.Error(), "movement-example") {
		t.Errorf("an unknown figure: want its file, line and the figures known, got %v", err)
	}
}

// A translation mirrors a figure like any block: the same figure in the same place.
func TestFigureBlocksMirror(t *testing.T) {
	en := Source{File: "en/x.md", ID: "x", Body: "# Title\n\nText.\n\n{{figure \"movement-example\"}}\n\nMore.\n", Line: 5}
	for body, want := range map[string]string{
		"# Titre\n\nTexte.\n\n{{figure \"movement-example\"}}\n\nEncore.\n": "",
		"# Titre\n\nTexte.\n\n{{figure \"choke-point\"}}\n\nEncore.\n":      "block 3 names the values [choke-point]",
		"# Titre\n\nTexte.\n\nEncore.\n":                                    "fr/x.md:9: a block is missing: the English block 3 (en/x.md:9",
		"# Titre\n\n{{figure \"movement-example\"}}\n\nTexte.\n\nEncore.\n": "fr/x.md:7: a block is missing: the English block 2 (en/x.md:7, \"Text.\")",
	} {
		got := ""
		for _, err := range Compare(en, Source{File: "fr/x.md", ID: "x", Body: body, Line: 5}) {
			got += err.Error() + "\n"
		}
		if (want == "") != (got == "") || !strings.Contains(got, want) {
			t.Errorf("%q: want %q, got %q", body, want, got)
		}
	}
}

// The rules text shows its figures where the edition means them, in every language:
// the movement example in 6.iv and the choke point in 8.iv, after the text they show.
func TestRulesShowTheirFigures(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		d := testkit.Data(t)
		b, err := Build(content.FS, lang, rules.New(d), testkit.Localizer(t, d, lang))
		if err != nil {
			t.Fatal(err)
		}
		where := map[string]string{}
		for _, sec := range b.Sections {
			for _, x := range engines(sec) {
				if x.What == "figure" {
					where[x.Arg] = sec.ID
				}
			}
		}
		for id, sec := range map[string]string{"movement-example": "movement", "choke-point": "combat"} {
			if where[id] != sec {
				t.Errorf("%s: figure %s is in section %q, want %q", lang, id, where[id], sec)
			}
		}
		if got := b.Figures(); len(got) != len(FigureIDs()) {
			t.Errorf("%s: the book shows the figures %v", lang, got)
		}
	}
}
