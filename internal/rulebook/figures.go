package rulebook

import "github.com/yuin/goldmark/ast"

// Figures. {{figure "id"}} on a line of its own puts a figure in the rules: a window of
// the valley board drawn from the data and the engine (internal/component draws each
// one, for the pages and for the rules reference), with its caption from the locales
// (figure.<id>). It is a block like a table: a translation puts the same figure in the
// same place, and the build refuses a figure it cannot draw.

// FigureIDs lists the figures the rules text may show.
func FigureIDs() []string {
	return []string{"board-key", "choke-point", "counters", "income-card", "manor-card", "markers", "movement-example", "play-example", "start-sheet", "tracks-start", "valley", "year"}
}

// Figures lists the figures of the book, in the order the text shows them.
func (b *Book) Figures() []string {
	var out []string
	for _, sec := range b.Sections {
		for _, e := range engines(sec) {
			if e.What == "figure" {
				out = append(out, e.Arg)
			}
		}
	}
	return out
}

// engines lists the engine blocks of a section, in order.
func engines(sec *Section) []*Engine {
	var out []*Engine
	ast.Walk(sec.Doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if e, ok := n.(*Engine); ok && entering {
			out = append(out, e)
		}
		return ast.WalkContinue, nil
	})
	return out
}
