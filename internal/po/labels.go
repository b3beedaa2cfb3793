package po

import (
	"fmt"
	"regexp"
	"slices"
	"sort"

	"github.com/excalibur-kit/excalibur/internal/i18n"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
)

// The labels of a language (locales/<lang>.toml) are one PO file: an entry per English
// message, its context the message id. A message with plural forms is a gettext plural
// message, its forms in the order of the language's Plural-Forms rule. A translation whose
// description (the English it was made from) differs from today's English is fuzzy with
// that English as its previous msgid.

// plural is a language's gettext plural rule and the CLDR form each gettext index is.
// CLDR has forms gettext's whole-number rules never pick (Polish other, for fractions;
// French many, for millions): fill names, for each, the form it is taken from when the
// import writes a message anew or the two were the same.
type plural struct {
	rule  string
	forms []string
	fill  [][2]string // {form, from}
}

// plurals are the CLDR plural rules of the languages the kit knows, as gettext writes
// them (for whole numbers: the counts of the kit are whole).
var plurals = map[string]plural{
	"en": {"nplurals=2; plural=(n != 1);", []string{"one", "other"}, nil},
	"de": {"nplurals=2; plural=(n != 1);", []string{"one", "other"}, nil},
	"fr": {"nplurals=2; plural=(n > 1);", []string{"one", "other"}, [][2]string{{"many", "other"}}},
	"pl": {"nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);", []string{"one", "few", "many"}, [][2]string{{"other", "many"}}},
}

func pluralOf(lang string) (plural, error) {
	p, ok := plurals[lang]
	if !ok {
		return plural{}, fmt.Errorf("no gettext plural rule is known for %q: add its CLDR rule to plurals in internal/po/labels.go", lang)
	}
	return p, nil
}

// PluralForms are the CLDR forms a message with a count takes in lang, in CLDR order
// (those gettext picks and those filled from them), and whether the kit knows its rule.
func PluralForms(lang string) ([]string, bool) {
	p, ok := plurals[lang]
	if !ok {
		return nil, false
	}
	var out []string
	for _, name := range fieldOrder[1:] {
		if slices.Contains(p.forms, name) || slices.ContainsFunc(p.fill, func(f [2]string) bool { return f[0] == name }) {
			out = append(out, name)
		}
	}
	return out, true
}

// header is the header of every PO file of a language. Its date is fixed, so that an
// export of the same files gives the same bytes; a PO editor sets it when it saves.
func header(lang string) [][2]string {
	return [][2]string{
		{"Project-Id-Version", "excalibur"},
		{"PO-Revision-Date", "2026-01-01 00:00+0000"},
		{"Last-Translator", "Excalibur translators <translations@excalibur-kit.invalid>"},
		{"Language-Team", lang + " <translations@excalibur-kit.invalid>"},
		{"Language", lang},
		{"MIME-Version", "1.0"},
		{"Content-Type", "text/plain; charset=UTF-8"},
		{"Content-Transfer-Encoding", "8bit"},
		{"Plural-Forms", plurals[lang].rule},
	}
}

// form is the text of a message's CLDR form.
func form(m *goi18n.Message, name string) string {
	switch name {
	case "zero":
		return m.Zero
	case "one":
		return m.One
	case "two":
		return m.Two
	case "few":
		return m.Few
	case "many":
		return m.Many
	}
	return m.Other
}

func isPlural(m *goi18n.Message) bool { return m.One != "" }

var reVar = regexp.MustCompile(`\{\{\s*\.(\w+)\s*\}\}`)

// labelNotes explain the template variables of a label.
func labelNotes(text string) []string {
	var out []string
	seen := map[string]bool{}
	for _, m := range reVar.FindAllStringSubmatch(text, -1) {
		if seen[m[0]] {
			continue
		}
		seen[m[0]] = true
		out = append(out, fmt.Sprintf("%s is filled in by the kit (a number or name from the engine); keep it exactly, and type no number of your own.", m[0]))
	}
	return out
}

// exportLabels makes the PO file of the labels of lang.
func exportLabels(cat *i18n.Catalog, lang string) (*File, error) {
	pl, err := pluralOf(lang)
	if err != nil {
		return nil, err
	}
	src, own := cat.Messages(i18n.Source), cat.Messages(lang)
	out := &File{Header: header(lang)}
	for _, id := range sortedIDs(src) {
		en, tr := src[id], own[id]
		e := Entry{Ctxt: id, ID: en.Other}
		if line := cat.Line(i18n.Source, id, "other"); line > 0 {
			e.Refs = []string{fmt.Sprintf("locales/%s.toml:%d", i18n.Source, line)}
		} else {
			e.Extracted = append(e.Extracted, "a name kept in the game data (content/), translated here")
		}
		e.Extracted = append(e.Extracted, labelNotes(en.Other+en.One)...)
		if isPlural(en) {
			e.ID, e.Plural = en.One, en.Other
			e.Str = make([]string, len(pl.forms))
		} else {
			e.Str = []string{""}
		}
		if tr != nil {
			fillForms(&e, tr, pl)
			e.Extracted = append(e.Extracted, fmt.Sprintf("translation: locales/%s.toml:%d", lang, cat.Line(lang, id, "other")))
			if i18n.Normalize(tr.Description) != i18n.Normalize(i18n.SourceText(en)) {
				e.Flags = []string{"fuzzy"}
				if e.Plural != "" {
					e.PrevPlural = tr.Description
				} else {
					e.PrevID = tr.Description
				}
			}
		}
		out.Entries = append(out.Entries, e)
	}
	return out, nil
}

// fillForms puts a translation's forms into an entry's msgstr.
func fillForms(e *Entry, tr *goi18n.Message, pl plural) {
	if e.Plural == "" {
		e.Str[0] = tr.Other
		return
	}
	for i, name := range pl.forms {
		if e.Str[i] = form(tr, name); e.Str[i] == "" {
			e.Str[i] = tr.Other // a translation worded once for every count
		}
	}
}

func sortedIDs(ms map[string]*goi18n.Message) []string {
	ids := make([]string, 0, len(ms))
	for id := range ms {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}
