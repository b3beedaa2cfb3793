package rulehtml

import (
	"regexp"
	"sort"
	"strings"
	"unicode"

	"github.com/yuin/goldmark/ast"
	extast "github.com/yuin/goldmark/extension/ast"

	"github.com/excalibur-kit/excalibur/internal/rulebook"
)

// The glossary is the definition list of the section with id "glossary". The first
// occurrence of each of its terms in every other section links to the term's <dt>.

// glossary is the terms of the book and the ids of their <dt>.
type glossary struct {
	terms []term
	ids   map[*extast.DefinitionTerm]string
}

// reAbbrev is a term followed by its abbreviation in brackets.
var reAbbrev = regexp.MustCompile(`^(.*[^\s(])\s*\([^()]*\)$`)

// term is a glossary term and the id of its definition.
type term struct {
	Text, ID string
}

// collectGlossary finds the terms in document order; unique makes their ids.
func collectGlossary(b *rulebook.Book, unique func(string) string) *glossary {
	g := &glossary{ids: map[*extast.DefinitionTerm]string{}}
	for _, sec := range b.Sections {
		if sec.ID != GlossaryID {
			continue
		}
		ast.Walk(sec.Doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			dt, ok := n.(*extast.DefinitionTerm)
			if !ok || !entering {
				return ast.WalkContinue, nil
			}
			text := plainText(dt, sec.Text)
			base := "term"
			if s := slug(text); s != "" {
				base += "-" + s
			}
			id := unique(base)
			g.ids[dt] = id
			if text != "" {
				g.terms = append(g.terms, term{Text: text, ID: id})
			}
			// "Attack value (AV)" is also found as "attack value".
			if m := reAbbrev.FindStringSubmatch(text); m != nil {
				g.terms = append(g.terms, term{Text: m[1], ID: id})
			}
			return ast.WalkSkipChildren, nil
		})
	}
	return g
}

func (g *glossary) linker() *linker { return newLinker(g.terms) }

// linker links the first occurrence of each term in a section.
type linker struct {
	pats []pattern
	used map[string]bool // ids linked already
}

type pattern struct {
	runes []rune // lower case, every run of spaces as one ' '
	id    string
}

// span is a piece of text: a term linked to ID, or plain text (ID "").
type span struct {
	Text, ID string
}

// newLinker prepares the terms: longest first, so "attack value" wins over "value".
// A term given twice links to its first definition; the forms of one term (with and
// without its abbreviation) share its id and are linked once between them.
func newLinker(terms []term) *linker {
	l := &linker{}
	seen := map[string]bool{}
	for _, t := range terms {
		p := fold(strings.Join(strings.Fields(t.Text), " "))
		if len(p) == 0 || seen[string(p)] {
			continue
		}
		seen[string(p)] = true
		l.pats = append(l.pats, pattern{runes: p, id: t.ID})
	}
	sort.SliceStable(l.pats, func(i, j int) bool {
		if len(l.pats[i].runes) != len(l.pats[j].runes) {
			return len(l.pats[i].runes) > len(l.pats[j].runes)
		}
		return string(l.pats[i].runes) < string(l.pats[j].runes)
	})
	l.used = map[string]bool{}
	return l
}

// split cuts s into spans, linking each term not linked yet where it first occurs as
// whole words, ignoring case. Where terms overlap, the one that starts first wins, and
// of those that start together the longest; a term already linked still covers its
// words, so "value" is not linked inside a later "attack value".
func (l *linker) split(s string) []span {
	rs := []rune(s)
	low := fold(s)
	var out []span
	last := 0
	for i := 0; i < len(rs); {
		if i > 0 && isWord(low[i-1]) && isWord(low[i]) {
			i++ // inside a word
			continue
		}
		end, id := i, ""
		for _, p := range l.pats {
			if e, ok := p.match(low, i); ok {
				end, id = e, p.id
				break
			}
		}
		switch {
		case id == "":
			i++
			continue
		case l.used[id]:
			i = end
			continue
		}
		if last < i {
			out = append(out, span{Text: string(rs[last:i])})
		}
		out = append(out, span{Text: string(rs[i:end]), ID: id})
		l.used[id] = true
		last, i = end, end
	}
	if last < len(rs) {
		out = append(out, span{Text: string(rs[last:])})
	}
	return out
}

// match reports whether the pattern occurs as whole words at low[i:], and where it ends.
func (p pattern) match(low []rune, i int) (int, bool) {
	j := i
	for _, c := range p.runes {
		if c == ' ' {
			if j >= len(low) || !unicode.IsSpace(low[j]) {
				return 0, false
			}
			for j < len(low) && unicode.IsSpace(low[j]) {
				j++
			}
			continue
		}
		if j >= len(low) || low[j] != c {
			return 0, false
		}
		j++
	}
	if isWord(p.runes[0]) && i > 0 && isWord(low[i-1]) {
		return 0, false
	}
	if isWord(p.runes[len(p.runes)-1]) && j < len(low) && isWord(low[j]) {
		return 0, false
	}
	return j, true
}

// fold is s in lower case, rune for rune (so positions agree with []rune(s)), with
// typographic apostrophes as plain ones.
func fold(s string) []rune {
	rs := []rune(s)
	for i, r := range rs {
		switch r {
		case '’', 'ʼ':
			r = '\''
		}
		rs[i] = unicode.ToLower(r)
	}
	return rs
}

// isWord is a rune that continues a word: letters, digits, combining marks, and the
// hyphen of compounds (so "arms" is not found inside "men-at-arms").
func isWord(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r) || r == '-' || r == '_'
}

// slug makes an id from a text: lower-case letters and digits joined by hyphens.
func slug(s string) string {
	var b strings.Builder
	gap := false
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if gap && b.Len() > 0 {
				b.WriteByte('-')
			}
			gap = false
			b.WriteRune(r)
			continue
		}
		gap = true
	}
	return b.String()
}
