package rulebook

import (
	"cmp"
	"slices"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
	"golang.org/x/text/collate"
	"golang.org/x/text/language"
)

// sortTerms puts the entries of every definition list of a section (a glossary) in the
// alphabetical order of the book's language. The order is decided at build time because
// a translation mirrors the English block for block, in the English order, and the
// English order is not alphabetical in Polish or French ("Bezant" is "Besant", and Ł
// sorts after L). The values printed in the section (uses) are put in the new order too:
// the check finds them in the printed text in order.
func sortTerms(sec *Section, lang string, uses []Use) {
	col := collate.New(language.Make(lang), collate.IgnoreCase)
	var lists []*east.DefinitionList
	ast.Walk(sec.Doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if dl, ok := n.(*east.DefinitionList); ok && entering {
			lists = append(lists, dl)
		}
		return ast.WalkContinue, nil
	})
	for _, dl := range lists {
		entries := sortList(dl, sec.Text, col)
		reorderUses(uses, sec.File, entries)
	}
}

// entry is a term with the descriptions that follow it, and the span of text they came
// from.
type entry struct {
	key        string
	nodes      []ast.Node
	start, end int
}

// sortList sorts the entries of a definition list and returns them in their new order.
func sortList(dl *east.DefinitionList, src []byte, col *collate.Collator) []entry {
	var entries []entry
	for c := dl.FirstChild(); c != nil; c = c.NextSibling() {
		if _, term := c.(*east.DefinitionTerm); term || len(entries) == 0 {
			entries = append(entries, entry{key: PlainText(c, src), start: -1})
		}
		e := &entries[len(entries)-1]
		e.nodes = append(e.nodes, c)
		e.start, e.end = spanOf(c, e.start, e.end)
	}
	slices.SortStableFunc(entries, func(a, b entry) int { return col.CompareString(a.key, b.key) })
	dl.RemoveChildren(dl)
	for _, e := range entries {
		for _, n := range e.nodes {
			dl.AppendChild(dl, n)
		}
	}
	return entries
}

// spanOf widens [start, end) to cover the text of n's lines and inline segments.
func spanOf(n ast.Node, start, end int) (int, int) {
	ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		var segs []int
		if c.Type() == ast.TypeBlock {
			for i := 0; i < c.Lines().Len(); i++ {
				l := c.Lines().At(i)
				segs = append(segs, l.Start, l.Stop)
			}
		} else if t, ok := c.(*ast.Text); ok {
			segs = append(segs, t.Segment.Start, t.Segment.Stop)
		}
		for _, s := range segs {
			if start < 0 || s < start {
				start = s
			}
			end = max(end, s)
		}
		return ast.WalkContinue, nil
	})
	return start, end
}

// reorderUses puts the uses of file that fall in the entries in the entries' new order;
// the others keep their place.
func reorderUses(uses []Use, file string, entries []entry) {
	listStart := -1
	for _, e := range entries {
		if e.start >= 0 && (listStart < 0 || e.start < listStart) {
			listStart = e.start
		}
	}
	// Each use of the file is keyed once: where its list starts and its entry's new
	// index if it lies in an entry, else its own offset.
	type keyed struct {
		at, entry int
		u         Use
	}
	var idx []int
	var mine []keyed
	for i, u := range uses {
		if u.File != file {
			continue
		}
		k := keyed{u.Pos, -1, u}
		for n, e := range entries {
			if u.Pos >= e.start && u.Pos < e.end {
				k.at, k.entry = listStart, n
				break
			}
		}
		idx, mine = append(idx, i), append(mine, k)
	}
	slices.SortStableFunc(mine, func(a, b keyed) int {
		return cmp.Or(cmp.Compare(a.at, b.at), cmp.Compare(a.entry, b.entry), cmp.Compare(a.u.Pos, b.u.Pos))
	})
	for k, i := range idx {
		uses[i] = mine[k].u
	}
}
