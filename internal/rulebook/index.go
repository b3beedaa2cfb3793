package rulebook

import (
	"regexp"
	"strings"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
)

// The index lists the glossary's terms, in its order (the language's alphabetical
// order), each with where the rules define it and where the text uses it. Each renderer
// finds the uses in what it prints (the printed book by its pages, the HTML by its
// sections); the terms and where they are defined come from the glossary.

// GlossaryID is the id of the section whose definition list is the glossary.
const GlossaryID = "glossary"

// IndexID is the id of the section that holds the index ({{insert "index"}}).
const IndexID = "index"

// IndexTerm is a term of the index.
type IndexTerm struct {
	Term    string   // as the glossary writes it: "Attack value (AV)"
	Forms   []string // what finds it in the text, lower case: "attack value (av)", "attack value"
	Defined []string // the ids the glossary refers to for it: where the rules define it
}

// reAbbrev is a term followed by its abbreviation in brackets.
var reAbbrev = regexp.MustCompile(`^(.*[^\s(])\s*\(([^()]*)\)$`)

// IndexTerms is the glossary's terms with what finds them and where they are defined.
func (b *Book) IndexTerms() []IndexTerm {
	var out []IndexTerm
	for _, sec := range b.Sections {
		if sec.ID != GlossaryID {
			continue
		}
		var cur *IndexTerm
		ast.Walk(sec.Doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if !entering {
				return ast.WalkContinue, nil
			}
			switch n := n.(type) {
			case *east.DefinitionTerm:
				text := PlainText(n, sec.Text)
				out = append(out, IndexTerm{Term: text, Forms: termForms(text)})
				cur = &out[len(out)-1]
				return ast.WalkSkipChildren, nil
			case *CrossRef:
				if cur != nil {
					cur.Defined = append(cur.Defined, n.ID)
				}
			}
			return ast.WalkContinue, nil
		})
	}
	return out
}

// termForms is how a term is found in the text: whole, and without its abbreviation
// ("attack value") and as the abbreviation alone when it has one of two letters or more.
func termForms(term string) []string {
	t := strings.ToLower(strings.Join(strings.Fields(term), " "))
	forms := []string{t}
	if m := reAbbrev.FindStringSubmatch(term); m != nil {
		forms = append(forms, strings.ToLower(m[1]))
	}
	return forms
}

// Uses reports whether text (any case, any spacing) holds one of the term's forms as
// whole words.
func (t IndexTerm) Uses(text string) bool {
	low := strings.ToLower(strings.Join(strings.Fields(text), " "))
	for _, f := range t.Forms {
		for from := 0; ; {
			i := strings.Index(low[from:], f)
			if i < 0 {
				break
			}
			i += from
			if wordEdge(low, i-1) && endsWord(low, i+len(f)) {
				return true
			}
			from = i + 1
		}
	}
	return false
}

// wordEdge is true where byte i of s is outside it or not a letter: a word ends there.
func wordEdge(s string, i int) bool {
	if i < 0 || i >= len(s) {
		return true
	}
	c := s[i]
	return !(c >= 'a' && c <= 'z' || c >= 0x80)
}

// endsWord is true where a word ends at byte i of s or a few letters on: an ending
// ("manors", "włości", "manoirs") is still the term.
func endsWord(s string, i int) bool {
	for n := 0; n <= maxEnding; n++ {
		if wordEdge(s, i+n) {
			return true
		}
	}
	return false
}

// maxEnding is the most bytes an ending adds to a term: "-s", "-es", "-ami", "-ów".
const maxEnding = 4
