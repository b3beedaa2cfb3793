package rulebook

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/yuin/goldmark/ast"

	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/names"
)

// Generated blocks: content that comes from the data rather than from the rules text.

// Block returns a generated block: the edition notes or the original game's credits.
// The contents are laid out by each renderer (they know the page numbers).
func (b *Book) Block(id string) []Part {
	return b.blocks[id]
}

// buildBlocks words the generated blocks the text inserts, once, at build time, so the
// values they print are recorded with the rest.
func (b *Book) buildBlocks(x *Expander) error {
	b.blocks = map[string][]Part{}
	for _, sec := range b.Sections {
		err := ast.Walk(sec.Doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			e, ok := n.(*Engine)
			if !ok || !entering || e.What != "block" {
				return ast.WalkContinue, nil
			}
			var err error
			switch e.Arg {
			case "edition-notes":
				b.notesAt = sec.ID
				b.noteRefs(sec.ID)
				b.blocks[e.Arg], err = b.editionNotes(x)
			case "credits":
				b.blocks[e.Arg] = b.credits()
			}
			return ast.WalkContinue, err
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// editionNotes tells every edition decision, in the order of b.Notes: the 1989 fact, the
// decision, the reason, in the book's language (locale messages note.<id>.*). Decision and reason name their values
// like the rules text, and a translation must name the same ones; the fact quotes 1989.
func (b *Book) editionNotes(x *Expander) ([]Part, error) {
	var out []Part
	for _, n := range b.Notes {
		var text [4]string // title, fact, decision, reason
		for i, field := range []string{"title", "fact", "decision", "reason"} {
			var err error
			if text[i], err = b.noteField(x, n.Decision, field); err != nil {
				return nil, err
			}
		}
		out = append(out,
			Part{ID: n.ID, Number: n.Number, Heading: b.NoteHeading(n)},
			Part{Label: b.L.T("edition.fact", nil), Text: text[1]},
			Part{Label: b.L.T("edition.decision", nil), Text: text[2]},
			Part{Label: b.L.T("edition.reason", nil), Text: text[3]})
	}
	return out, nil
}

// NoteHeading is a note's heading as printed after its number: its title and the
// sections it concerns.
func (b *Book) NoteHeading(n Note) string {
	return b.L.Tx("edition.heading", map[string]any{"title": n.Title, "rules": b.L.Join("list", n.Sections...), "n": len(n.Sections)})
}

// noteField words one field of an edition note. The title and the fact are plain text
// (the fact quotes the 1989 figures); the decision and the reason are checked and
// expanded like the rules text.
func (b *Book) noteField(x *Expander, id, field string) (string, error) {
	msg := names.Note(id, field)
	s := b.L.Text(msg)
	if field == "title" || field == "fact" {
		if strings.Contains(s, "{{") {
			return "", fmt.Errorf("%s: a value placeholder in the %s, which is printed as written: name values in the decision or the reason", msg, field)
		}
		return s, nil
	}
	file := "content/edition.toml"
	if b.Lang != i18n.Source {
		file = "locales/" + b.Lang + ".toml"
	}
	src := Source{File: file + " (" + msg + ")", Body: s, Line: 1}
	if errs := Lint(src); len(errs) > 0 {
		return "", errs[0]
	}
	if en := b.L.SourceText(msg); b.Lang != i18n.Source && en != "" {
		want, got := shapeOf(Block{Text: en}), shapeOf(Block{Text: s})
		if !slices.Equal(want.values, got.values) || !slices.Equal(want.refs, got.refs) {
			return "", fmt.Errorf("%s: names the values %v and references %v, the English %v and %v", src.File, got.values, got.refs, want.values, want.refs)
		}
	}
	return x.Expand(src)
}

// credits lists the makers of the 1989 game and its copyright holders.
func (b *Book) credits() []Part {
	c := b.Engine.D.Credits
	var out []Part
	for _, cr := range c.Credits {
		out = append(out, Part{Label: b.L.T("credits."+cr.Role, nil), Text: b.L.Join("list", cr.Names...)})
	}
	var rights []string
	for _, cp := range c.Copyrights {
		years := make([]string, len(cp.Years))
		for i, y := range cp.Years {
			years[i] = strconv.Itoa(y) // a year, not a quantity: never grouped
		}
		holder := cp.Holder
		if cp.Country != "" {
			holder = b.L.Tx("copyright.holder-in", map[string]any{"holder": holder, "country": b.L.T("country."+cp.Country, nil)})
		}
		rights = append(rights, holder+" "+b.L.Join("list", years...))
	}
	return append(out, Part{Label: b.L.T("credits.copyright", nil), Text: b.L.Tx("copyright.rights", map[string]any{"rights": b.L.Join("series", rights...)})})
}
