package i18n

import (
	"fmt"
	"regexp"
	"strings"
)

// A language that declines names (Polish: „karta rozkazów sir Gawaina”, „król Artur
// przyznaje sir Gawainowi”) gives a name put into a sentence one message per case it is
// asked in: the form of message <id> in case <c> is the message case.<c>.<id>, in the
// language's own file. A template asks for a case by its name: {{.player.In "gen"}};
// {{.player}} alone is the nominative. English and French ask for none and give none.

// CasePrefix starts the ids of a language's case forms of names.
const CasePrefix = "case."

// IsCaseForm reports whether a message is a case form of a name: the language's own
// grammar, which no English message is the source of.
func IsCaseForm(id string) bool { return strings.HasPrefix(id, CasePrefix) }

// Name is a name put into a sentence: a message and its data, worded when printed.
type Name struct {
	l     *Localizer
	id    string
	data  map[string]any
	lower bool
}

// Name makes the name worded by message id with data. A Name in data takes the case the
// sentence asks of the whole (the colour in „gracza niebieskiego” agrees with „gracza”).
func (l *Localizer) Name(id string, data map[string]any) Name {
	return Name{l: l, id: id, data: data}
}

// Lower is the name in lower case, for a name the sentence runs into („gracz niebieski”
// from the colour „Niebieski”).
func (n Name) Lower() Name {
	n.lower = true
	return n
}

// String is the name's nominative.
func (n Name) String() string { return n.word(n.id, "") }

// In is the name's form in case c: its message case.<c>.<id>, which the build requires
// of every name for every case a template of the language asks for (CheckCases).
func (n Name) In(c string) string { return n.word(CasePrefix+c+"."+n.id, c) }

// word words a message of the name with its data, its names in case c ("" for the
// nominative).
func (n Name) word(id, c string) string {
	if n.l == nil {
		return ""
	}
	data := make(map[string]any, len(n.data))
	for k, v := range n.data {
		if inner, ok := v.(Name); ok && c != "" {
			v = inner.In(c)
		}
		data[k] = v
	}
	s := n.l.Tx(id, data)
	if n.lower {
		s = strings.ToLower(s)
	}
	return s
}

// reCase finds the case a template asks of a name: {{.player.In "gen"}}.
var reCase = regexp.MustCompile(`\.In\s+"(\w+)"`)

// casesAsked lists, sorted, every case a message of lang asks of a name, with the first
// message (in sorted order) that asks for it.
func (c *Catalog) casesAsked(lang string) map[string]string {
	own := c.Messages(lang)
	out := map[string]string{}
	for _, id := range sortedIDs(own) {
		for _, s := range formsOf(own[id]) {
			for _, m := range reCase.FindAllStringSubmatch(s, -1) {
				if _, ok := out[m[1]]; !ok {
					out[m[1]] = id
				}
			}
		}
	}
	return out
}

// CheckCases finds every name of names (message ids the code puts into sentences as a
// Name) that lacks, in lang, a form in a case some template of lang asks for. Each
// problem names locales/<lang>.toml, the name's line there and the key to add.
func (c *Catalog) CheckCases(lang string, names []string) []error {
	asked := c.casesAsked(lang)
	own := c.Messages(lang)
	var errs []error
	for _, cs := range sortedKeys(asked) {
		for _, id := range names {
			key := CasePrefix + cs + "." + id
			if own[key] != nil {
				continue
			}
			errs = append(errs, fmt.Errorf("locales/%s.toml:%d: %s: no form in the case %q: add %s (the template %s asks for {{… .In %q}})",
				lang, c.Line(lang, id, "other"), id, cs, key, asked[cs], cs))
		}
	}
	return errs
}

func sortedKeys(m map[string]string) []string {
	set := make(map[string]bool, len(m))
	for k := range m {
		set[k] = true
	}
	return sortedSet(set)
}
