package i18n

import (
	"sort"
	"strings"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
)

// Status is how far a language's translation of the labels is: what is missing, and
// what is stale — translated from an English text that has since changed in meaning.
type Status struct {
	Lang    string
	Total   int // messages of the source language
	Missing []string
	Stale   []Stale
	Extra   []string // translated messages the source no longer has (case forms are the language's own)
}

// Stale is a translation whose English changed: the English it was made from, the
// English now, and the translation, for a translator to compare side by side.
type Stale struct {
	ID, Was, Now, Translation string
}

// Normalize is what staleness compares: case and spacing never change a meaning, so an
// English edit of only those does not send translators back to work.
func Normalize(s string) string { return strings.ToLower(strings.Join(strings.Fields(s), " ")) }

// SourceText is the English of a message as translators see it: its `other` form.
func SourceText(m *goi18n.Message) string { return m.Other }

// Status reports the translation of lang against the source language.
func (c *Catalog) Status(lang string) Status {
	src, own := c.Messages(Source), c.Messages(lang)
	st := Status{Lang: lang, Total: len(src)}
	for _, id := range sortedIDs(src) {
		m, ok := own[id]
		switch {
		case !ok:
			st.Missing = append(st.Missing, id)
		case Normalize(m.Description) != Normalize(SourceText(src[id])):
			st.Stale = append(st.Stale, Stale{ID: id, Was: m.Description, Now: SourceText(src[id]), Translation: m.Other})
		}
	}
	for _, id := range sortedIDs(own) {
		// A case form of a name is the language's own grammar, not a translation.
		if src[id] == nil && !IsCaseForm(id) {
			st.Extra = append(st.Extra, id)
		}
	}
	return st
}

func sortedIDs(ms map[string]*goi18n.Message) []string {
	ids := make([]string, 0, len(ms))
	for id := range ms {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}
