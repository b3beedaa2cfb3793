package rulebook

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
	"golang.org/x/text/collate"
	"golang.org/x/text/language"
)

// The index lists the glossary's terms and the index's own subjects ([subjects] of its
// front matter: "Combat", "Winter", what a player looks up), in the language's
// alphabetical order, each with where the rules define it and where the text uses it. Each renderer
// finds the uses in what it prints (the printed book by its pages, the HTML by its
// sections); the terms and where they are defined come from the glossary.

// GlossaryID is the id of the section whose definition list is the glossary.
const GlossaryID = "glossary"

// IndexID is the id of the section that holds the index ({{insert "index"}}).
const IndexID = "index"

// IndexTerm is a term of the index.
type IndexTerm struct {
	Term string // as the glossary writes it: "Attack value (AV)"
	// Forms find it in the text: each a phrase of lower-case stems, one a word, and a
	// word of the text is its stem and an ending of at most maxEnding letters: "attack
	// value (av)", "attack value"; in Polish "wartoś atak" finds "wartości ataku".
	Forms   []string
	Defined []string // the ids the glossary refers to for it: where the rules define it
}

// reAbbrev is a term followed by its abbreviation in brackets.
var reAbbrev = regexp.MustCompile(`^(.*[^\s(])\s*\(([^()]*)\)$`)

// IndexTerms is the glossary's terms with what finds them and where they are defined.
func (b *Book) IndexTerms() []IndexTerm {
	listed := b.listedForms()
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
				out = append(out, IndexTerm{Term: text, Forms: append(termForms(text, b.Lang), listed[text]...)})
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

// IndexEntries is the entries of the index in the order it prints them: the glossary's
// terms and the subjects, sorted in the language's alphabetical order. A subject that is
// also a glossary term adds its sections to the term's.
func (b *Book) IndexEntries() []IndexTerm {
	out := b.IndexTerms()
	at := map[string]int{}
	for i, t := range out {
		at[spaced(t.Term)] = i // the glossary binds "Opactwo i przeorat" with a no-break space
	}
	listed := b.listedForms()
	for _, sec := range b.Sections {
		for _, s := range sec.Subjects {
			if i, ok := at[spaced(s.Term)]; ok {
				out[i].Defined = append(out[i].Defined, s.Sections...)
				continue
			}
			at[spaced(s.Term)] = len(out)
			out = append(out, IndexTerm{Term: s.Term, Forms: append(termForms(s.Term, b.Lang), listed[s.Term]...), Defined: s.Sections})
		}
	}
	col := collate.New(language.Make(b.Lang), collate.IgnoreCase)
	sort.SliceStable(out, func(i, j int) bool { return col.CompareString(out[i].Term, out[j].Term) < 0 })
	return out
}

// listedForms is the stems [forms] lists, by term.
func (b *Book) listedForms() map[string][]string {
	listed := map[string][]string{}
	for _, sec := range b.Sections {
		for _, f := range sec.Forms {
			listed[f.Term] = append(listed[f.Term], f.Stems...)
		}
	}
	return listed
}

// checkSubjects refuses a subject that names a section the book does not have.
func (b *Book) checkSubjects() error {
	for _, sec := range b.Sections {
		for _, s := range sec.Subjects {
			for _, id := range s.Sections {
				if _, ok := b.Refs[id]; !ok {
					return fmt.Errorf("%s:%d: subjects: %q names %q, which is no section's id", sec.File, s.Line, s.Term, id)
				}
			}
		}
	}
	return nil
}

// checkForms refuses forms listed for a term neither the glossary nor the subjects
// have: they would find nothing, silently.
func (b *Book) checkForms() error {
	terms := map[string]bool{}
	for _, t := range b.IndexTerms() {
		terms[t.Term] = true
	}
	for _, sec := range b.Sections {
		for _, s := range sec.Subjects {
			terms[s.Term] = true
		}
	}
	for _, sec := range b.Sections {
		for _, f := range sec.Forms {
			if !terms[f.Term] {
				return fmt.Errorf("%s:%d: forms: %q is not a term of the glossary nor a subject", sec.File, f.Line, f.Term)
			}
		}
	}
	return nil
}

// termForms is how a term is found in the text: whole, and without its abbreviation
// ("attack value"), each word by its stem in the language.
func termForms(term, lang string) []string {
	phrases := []string{term}
	if m := reAbbrev.FindStringSubmatch(term); m != nil {
		phrases = append(phrases, m[1])
	}
	var forms []string
	for _, p := range phrases {
		words := strings.Fields(strings.ToLower(p))
		for i, w := range words {
			words[i] = stem(w, lang)
		}
		forms = append(forms, strings.Join(words, " "))
	}
	return forms
}

// stem is what stays of a word in its inflections. English and French inflect by
// adding an ending (manor-s, château-x), which Uses allows; Polish changes the word's
// last letter (wartość, wartości, wartością; pora, porze; zajęcie, zajęciu): that
// letter goes, when enough of the word is left to tell it apart. Changes inside a word
// (zamek, zamku; siła, sile) are listed in the index's [forms].
func stem(w, lang string) string {
	if lang != "pl" {
		return w
	}
	r, size := utf8.DecodeLastRuneInString(w)
	if utf8.RuneCountInString(w) > 3 && strings.ContainsRune("aeiouyąęóćńśź", r) {
		return w[:len(w)-size]
	}
	return w
}

// Uses reports whether text (any case, any spacing) holds one of the term's forms as
// whole words.
func (t IndexTerm) Uses(text string) bool {
	low := strings.ToLower(strings.Join(strings.Fields(text), " "))
	for _, f := range t.Forms {
		stems := strings.Split(f, " ")
		for from := 0; ; {
			i := strings.Index(low[from:], stems[0])
			if i < 0 {
				break
			}
			i += from
			if !letterBefore(low, i) && wordsAt(low, i, stems) {
				return true
			}
			from = i + 1
		}
	}
	return false
}

// wordsAt reports whether the words of s from byte i are the stems, in order, each
// with an ending of at most maxEnding letters.
func wordsAt(s string, i int, stems []string) bool {
	for k, st := range stems {
		if !strings.HasPrefix(s[i:], st) {
			return false
		}
		i += len(st)
		for n := 0; letterAt(s, i); n++ {
			if n == maxEnding {
				return false
			}
			_, size := utf8.DecodeRuneInString(s[i:])
			i += size
		}
		if k < len(stems)-1 {
			if i >= len(s) || s[i] != ' ' {
				return false
			}
			i++
		}
	}
	return true
}

// letterAt reports whether a letter starts at byte i of s.
func letterAt(s string, i int) bool {
	if i >= len(s) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return unicode.IsLetter(r)
}

// letterBefore reports whether a letter ends at byte i of s: i is inside a word.
func letterBefore(s string, i int) bool {
	r, size := utf8.DecodeLastRuneInString(s[:i])
	return size > 0 && unicode.IsLetter(r)
}

// maxEnding is the most letters an ending adds to a stem: "-s", "-es", "-ami", "-owie".
const maxEnding = 4
