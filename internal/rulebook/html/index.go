package rulehtml

import (
	"github.com/excalibur-kit/excalibur/internal/rulebook"
)

// index writes the index as the page has no page numbers: each term of the glossary
// (linked to its definition there) and each subject, with a link to each section that
// uses it (the sections whose rules define it in bold).
func (r *renderer) index() {
	texts := map[string]string{}
	for _, sec := range r.b.Sections {
		texts[sec.ID] = rulebook.PlainText(sec.Doc, sec.Text)
	}
	defs := r.glossaryIDs()
	r.w("<dl class=\"index\">\n")
	for _, t := range r.b.IndexEntries() {
		defined := map[string]bool{}
		for _, id := range t.Defined {
			defined[r.b.Refs[id].Section] = true
		}
		r.w("<dt>")
		if id, ok := defs[t.Term]; ok {
			r.w("<a href=\"#" + id + "\">")
			r.esc(t.Term)
			r.w("</a>")
		} else {
			r.esc(t.Term)
		}
		r.w("</dt>\n<dd>")
		first := true
		for _, sec := range r.b.Sections {
			if sec.ID == rulebook.GlossaryID || sec.ID == rulebook.IndexID || !(defined[sec.ID] || t.Uses(texts[sec.ID])) {
				continue
			}
			if !first {
				r.esc(r.t("punct.list"))
			}
			first = false
			r.w("<a class=\"ix\" href=\"#" + sec.ID + "\">")
			if defined[sec.ID] {
				r.w("<strong>")
			}
			r.esc(r.b.RefText(sec.ID))
			if defined[sec.ID] {
				r.w("</strong>")
			}
			r.w("</a>")
		}
		r.w("</dd>\n")
	}
	r.w("</dl>\n")
}

// glossaryIDs is the id of each glossary term's definition, by the term.
func (r *renderer) glossaryIDs() map[string]string {
	out := map[string]string{}
	if r.gloss == nil {
		return out
	}
	for _, t := range r.gloss.terms {
		if _, ok := out[t.Text]; !ok {
			out[t.Text] = t.ID
		}
	}
	return out
}
