package rulebook

import (
	"errors"
	"fmt"
	"io/fs"
	"regexp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/BurntSushi/toml"

	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/tomlscan"
)

// The glossary decides how each game term is written; the terms file of a language
// (content/terms/LANG.toml) adds what a reader of the text must not meet instead: the
// synonyms that drifted in (fr „année faste” beside „bonne année”) and the words that
// belong to one term and so must not appear outside it. The forms that find a term are
// the index's (IndexTerms: the glossary's words by their stems, and the index's
// [forms]), so the glossary stays the one place that names the terms.

// TermsDir is where the terms files live in content/.
const TermsDir = "terms"

// TermRule is one entry of a terms file.
type TermRule struct {
	Term string // a term of the glossary, or a fixed phrase of the rules (with Forms)
	// Forms find a term the glossary does not have ("bonne année"); a glossary term is
	// found by its index forms.
	Forms  []string
	Refuse []string // synonyms to refuse, as stems: "troop limit" finds "troop limits"
	// Only are words (as stems) that mean the term and nothing else: each use must be inside
	// one of the term's forms ("stacking" only in "stacking limit").
	Only []string
	File string
	Line int
}

type termEntry struct {
	Forms  []string `toml:"forms"`
	Refuse []string `toml:"refuse"`
	Only   []string `toml:"only"`
}

// LoadTerms reads the terms file of a language; a language without one has no rules.
func LoadTerms(fsys fs.FS, lang string) ([]TermRule, error) {
	name := TermsDir + "/" + lang + ".toml"
	shown := "content/" + name
	b, err := fs.ReadFile(fsys, name)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var entries map[string]termEntry
	md, err := toml.Decode(string(b), &entries)
	if err != nil {
		return nil, tomlError(shown, err)
	}
	lines := map[string]int{}
	for _, e := range tomlscan.Entries(string(b)) {
		if e.Key == nil && len(e.Table) == 1 {
			lines[e.Table[0]] = e.Line
		}
	}
	if und := md.Undecoded(); len(und) > 0 {
		return nil, fmt.Errorf("%s:%d: unknown key %q (expected forms, refuse, only)", shown, lines[und[0][0]], und[0].String())
	}
	var out []TermRule
	for term, e := range entries {
		r := TermRule{Term: term, File: shown, Line: lines[term]}
		for _, list := range [][]string{e.Forms, e.Refuse, e.Only} {
			for _, s := range list {
				if strings.TrimSpace(s) == "" || s != strings.ToLower(s) {
					return nil, fmt.Errorf("%s:%d: %q: expected phrases in lower case, got %q", shown, r.Line, term, s)
				}
			}
		}
		r.Forms, r.Refuse, r.Only = stems(e.Forms, lang), stems(e.Refuse, lang), stems(e.Only, lang)
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Line < out[j].Line })
	return out, nil
}

// tomlError names the file and line of a terms file that does not decode.
func tomlError(file string, err error) error {
	var pe toml.ParseError
	if errors.As(err, &pe) {
		return fmt.Errorf("%s:%d:%d: %s", file, pe.Position.Line, pe.Position.Col, pe.Message)
	}
	if m := reLineErr.FindStringSubmatch(err.Error()); m != nil {
		return fmt.Errorf("%s:%s: %s: %s", file, m[1], m[2], m[3])
	}
	return fmt.Errorf("%s: %w", file, err)
}

// stems are the phrases with each word cut to its stem as the index cuts the glossary's
// words (Polish drops a last vowel: „pazia” finds „pazie”, „paziowie”), so a terms file
// writes plain words.
func stems(phrases []string, lang string) []string {
	var out []string
	for _, p := range phrases {
		words := strings.Fields(p)
		for i, w := range words {
			words[i] = stem(w, lang)
		}
		out = append(out, strings.Join(words, " "))
	}
	return out
}

// Text is a piece of text the terms lint reads: a rules file's body or a label.
type Text struct {
	File string
	Line int // line of the body's first line in the file; 0 when not known
	Body string
}

// at is where line n (from 0) of the text is: file:line, or the file alone.
func (t Text) at(n int) string {
	if t.Line == 0 {
		return t.File
	}
	return fmt.Sprintf("%s:%d", t.File, t.Line+n)
}

// SourceTexts is the rules text of the sources, as the lint reads it.
func SourceTexts(srcs []Source) []Text {
	var out []Text
	for _, s := range srcs {
		out = append(out, Text{File: s.File, Line: s.Line, Body: s.Body})
	}
	return out
}

// LabelTexts is every form of every label of a language, each at the line of its key.
func LabelTexts(c *i18n.Catalog, lang string) []Text {
	msgs := c.Messages(lang)
	ids := make([]string, 0, len(msgs))
	for id := range msgs {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	var out []Text
	for _, id := range ids {
		m := msgs[id]
		for _, f := range []struct{ form, text string }{{"zero", m.Zero}, {"one", m.One}, {"two", m.Two}, {"few", m.Few}, {"many", m.Many}, {"other", m.Other}} {
			if f.text == "" {
				continue
			}
			file, line := "locales/"+lang+".toml", c.Line(lang, id, f.form)
			if line == 0 { // a message the data adds (names, edition notes): no line to show
				file = fmt.Sprintf("content/*.toml (the message %s)", id)
			}
			out = append(out, Text{File: file, Line: line, Body: f.text})
		}
	}
	return out
}

// LintTerms reports, at file:line, each refused synonym in the texts and each word
// reserved to a term that appears outside the term. terms are the glossary's (IndexTerms).
func LintTerms(terms []IndexTerm, rules []TermRule, texts []Text) []error {
	forms := map[string][]string{}
	for _, t := range terms {
		forms[spaced(t.Term)] = t.Forms
	}
	var errs []error
	for _, r := range rules {
		found, ok := forms[spaced(r.Term)]
		if !ok && len(r.Forms) == 0 {
			errs = append(errs, fmt.Errorf("%s:%d: %q is not a term of the glossary: a phrase outside it lists its forms", r.File, r.Line, r.Term))
			continue
		}
		r.Forms = append(append([]string(nil), found...), r.Forms...)
		for _, t := range texts {
			errs = append(errs, r.lint(t)...)
		}
	}
	return errs
}

// lint checks one text against one rule.
func (r TermRule) lint(t Text) []error {
	words := splitWords(t.Body)
	var errs []error
	for _, syn := range r.Refuse {
		for _, at := range matches(words, syn) {
			errs = append(errs, fmt.Errorf("%s: %q is a synonym of the term %q: write the term", t.at(words[at].line), phraseAt(words, at, syn), r.Term))
		}
	}
	if len(r.Only) == 0 {
		return errs
	}
	inTerm := map[int]bool{} // the words that are part of a form of the term
	for _, f := range r.Forms {
		n := len(splitWords(f))
		for _, at := range matches(words, f) {
			for k := at; k < at+n; k++ {
				inTerm[k] = true
			}
		}
	}
	for _, only := range r.Only {
		for _, at := range matches(words, only) {
			if !inTerm[at] {
				errs = append(errs, fmt.Errorf("%s: %q belongs to the term %q and here stands outside it: write the term or another word", t.at(words[at].line), words[at].text, r.Term))
			}
		}
	}
	return errs
}

// word is a word of a text, lower case, and the line it is on (from 0).
type word struct {
	text string
	line int
}

// reNotProse is what is not prose in the rules text: template actions, heading ids,
// cross-references; their names are not words of the language.
var reNotProse = regexp.MustCompile(`\{\{.*?\}\}|\{#[^}]*\}|\[\[[^\]]*\]\]`)

// splitWords cuts a text into its words: runs of letters, so an apostrophe or a hyphen
// parts them (d’empilement; man-at-arms) as it does in the phrases of the rules.
func splitWords(s string) []word {
	s = reNotProse.ReplaceAllStringFunc(s, func(m string) string {
		return strings.Map(func(r rune) rune {
			if r == '\n' {
				return r
			}
			return ' '
		}, m)
	})
	var out []word
	line := 0
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsLetter(r) {
			if r == '\n' {
				line++
			}
			i += size
			continue
		}
		j := i
		for j < len(s) {
			r, size := utf8.DecodeRuneInString(s[j:])
			if !unicode.IsLetter(r) {
				break
			}
			j += size
		}
		out = append(out, word{text: strings.ToLower(s[i:j]), line: line})
		i = j
	}
	return out
}

// matches is where in words the phrase of stems starts: each of its words is a word of
// the text that begins with the stem and adds at most maxEnding letters.
func matches(words []word, phrase string) []int {
	stems := splitWords(phrase)
	var out []int
	for i := 0; i+len(stems) <= len(words); i++ {
		if stemsAt(words[i:], stems) {
			out = append(out, i)
		}
	}
	return out
}

func stemsAt(words, stems []word) bool {
	for k, st := range stems {
		w := words[k].text
		if !strings.HasPrefix(w, st.text) || utf8.RuneCountInString(w[len(st.text):]) > maxEnding {
			return false
		}
	}
	return true
}

// phraseAt is the words of the text that a phrase matched at i, for the message.
func phraseAt(words []word, i int, phrase string) string {
	n := len(splitWords(phrase))
	var out []string
	for _, w := range words[i : i+n] {
		out = append(out, w.text)
	}
	return strings.Join(out, " ")
}

// spaced is a term with its spaces plain: the glossary binds a Polish one-letter word to
// the next one ("Z nadzorem" with a no-break space), the terms file need not.
func spaced(s string) string { return strings.Join(strings.Fields(s), " ") }
