package rulebook

import (
	"fmt"

	"github.com/yuin/goldmark/ast"
	"strconv"
	"strings"
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

// editionNotes tells every edition decision: the 1989 fact, the decision, the reason.
// Decision and reason name their values like the rules text; the fact quotes 1989.
func (b *Book) editionNotes(x *Expander) ([]Part, error) {
	const file = "content/edition.toml"
	var out []Part
	for _, d := range b.Engine.D.Decisions {
		var errs []error
		for _, field := range []string{d.Decision, d.Reason} {
			errs = append(errs, Lint(Source{File: file, Body: field, Line: 0})...)
		}
		if len(errs) > 0 {
			return nil, fmt.Errorf("decision %q: %v", d.ID, errs[0])
		}
		decision, err := x.Expand(Source{File: file + " (" + d.ID + ")", Body: d.Decision, Line: 1})
		if err != nil {
			return nil, err
		}
		reason, err := x.Expand(Source{File: file + " (" + d.ID + ")", Body: d.Reason, Line: 1})
		if err != nil {
			return nil, err
		}
		out = append(out,
			Part{Heading: b.L.Tx("edition.heading", map[string]any{"title": d.Title, "rules": strings.Join(d.Sections, ", ")})},
			Part{Label: b.L.T("edition.fact", nil), Text: d.Fact},
			Part{Label: b.L.T("edition.decision", nil), Text: decision},
			Part{Label: b.L.T("edition.reason", nil), Text: reason})
	}
	return out, nil
}

// credits lists the makers of the 1989 game and its copyright holders.
func (b *Book) credits() []Part {
	c := b.Engine.D.Credits
	var out []Part
	for _, cr := range c.Credits {
		out = append(out, Part{Label: b.L.T("credits."+cr.Role, nil), Text: strings.Join(cr.Names, ", ")})
	}
	var rights []string
	for _, cp := range c.Copyrights {
		years := make([]string, len(cp.Years))
		for i, y := range cp.Years {
			years[i] = strconv.Itoa(y) // a year, not a quantity: never grouped
		}
		rights = append(rights, cp.Holder+" "+strings.Join(years, ", "))
	}
	return append(out, Part{Label: b.L.T("credits.copyright", nil), Text: "© " + strings.Join(rights, "; ")})
}
