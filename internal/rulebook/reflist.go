package rulebook

import (
	"strings"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/util"

	"github.com/excalibur-kit/excalibur/internal/i18n"
)

// A run of references of one kind, written "[[a]], [[b]] and [[c]]" (with the language's
// own list separator and conjunction), prints as a list: "sections 5.i, 5.iv and 8", not
// "section 5.i, section 5.iv and section 8". The label and its plural are the locale's
// (book.sections, book.note-refs), and so are the separators (punct.list, punct.and).
// Unnumbered matter, referred to by its quoted title, is never listed: a title has no
// plural label.

// refKind is what a reference lists with: "section", "note", or "" for one that is
// never listed.
func (b *Book) refKind(id string) string {
	r, ok := b.Refs[id]
	switch {
	case !ok:
		return ""
	case r.Note:
		return "note"
	case r.Number != "":
		return "section"
	}
	return ""
}

// groupRefs turns every run of references of one kind in the book's text into a RefList.
func (b *Book) groupRefs() {
	seps := b.listSeparators()
	for _, sec := range b.Sections {
		var parents []ast.Node
		seen := map[ast.Node]bool{}
		ast.Walk(sec.Doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if _, ok := n.(*CrossRef); ok && entering && !seen[n.Parent()] {
				seen[n.Parent()] = true
				parents = append(parents, n.Parent())
			}
			return ast.WalkContinue, nil
		})
		for _, p := range parents { // changed after the walk: the walk follows sibling links
			for _, run := range b.refRuns(p, sec.Text, seps) {
				listRun(run)
			}
		}
	}
}

// refRuns finds, among the children of p, each run of two or more references of one kind
// with only a separator between each and the next. A run holds the references and the
// separators' text nodes, in order.
func (b *Book) refRuns(p ast.Node, src []byte, seps map[string]bool) [][]ast.Node {
	var runs [][]ast.Node
	for c := p.FirstChild(); c != nil; {
		r, ok := c.(*CrossRef)
		kind := ""
		if ok {
			kind = b.refKind(r.ID)
		}
		if kind == "" {
			c = c.NextSibling()
			continue
		}
		run := []ast.Node{r}
		for {
			gap, next := separatorAfter(run[len(run)-1], src, seps)
			n, ok := next.(*CrossRef)
			if gap == nil || !ok || b.refKind(n.ID) != kind {
				break
			}
			run = append(append(run, gap...), n)
		}
		if len(run) > 1 {
			runs = append(runs, run)
		}
		c = run[len(run)-1].NextSibling()
	}
	return runs
}

// separatorAfter is the text nodes after node n up to the next non-text node, when
// together they are one of the list's separators, and that next node; nil when the text
// is anything else.
func separatorAfter(n ast.Node, src []byte, seps map[string]bool) ([]ast.Node, ast.Node) {
	var gap []ast.Node
	var text strings.Builder
	c := n.NextSibling()
	for ; c != nil; c = c.NextSibling() {
		t, ok := c.(*ast.Text)
		if !ok {
			break
		}
		text.Write(util.UnescapePunctuations(t.Segment.Value(src)))
		if t.SoftLineBreak() || t.HardLineBreak() {
			text.WriteByte(' ')
		}
		gap = append(gap, c)
	}
	if len(gap) == 0 || !seps[collapse(text.String())] {
		return nil, nil
	}
	return gap, c
}

// listSeparators is what may stand between two listed references in the source, spaces
// collapsed: the language's list separator, its conjunction, or both (", and").
func (b *Book) listSeparators() map[string]bool {
	list, and := b.L.T("punct.list", nil), b.L.T("punct.and", nil)
	return map[string]bool{collapse(list): true, collapse(and): true, collapse(list + and): true}
}

// collapse trims a separator and makes each run of spaces in it one space, the no-break
// spaces of the typography included.
func collapse(s string) string { return strings.Join(strings.Fields(s), " ") }

// listRun replaces a run's nodes by one RefList holding its references.
func listRun(run []ast.Node) {
	first := run[0].(*CrossRef)
	p := first.Parent()
	l := &RefList{}
	p.InsertBefore(p, first, l)
	for _, n := range run {
		if r, ok := n.(*CrossRef); ok {
			l.AppendChild(l, r)
		} else {
			p.RemoveChild(p, n)
		}
	}
}

// ListRefs is the ids of a list's references, in order.
func ListRefs(l *RefList) []string {
	var ids []string
	for c := l.FirstChild(); c != nil; c = c.NextSibling() {
		if r, ok := c.(*CrossRef); ok {
			ids = append(ids, r.ID)
		}
	}
	return ids
}

// ListPart is a piece of a list as printed: a reference's number, with the id it links
// to, or the words and separators around the numbers (ID "").
type ListPart struct {
	Text, ID string
}

// listMark stands for the numbers in the label while it is worded, to split it there.
const listMark = "\ue010"

// ListParts is how a list of references reads, in pieces a renderer links one by one:
// "sections ", "5.i", ", ", "5.iv", " and ", "8". The typography is applied across the
// pieces as to one text.
func (b *Book) ListParts(l *RefList) []ListPart {
	ids := ListRefs(l)
	label := "book.sections"
	if b.refKind(ids[0]) == "note" {
		label = "book.note-refs"
	}
	before, after, _ := strings.Cut(b.L.Tx(label, map[string]any{"list": listMark, "n": len(ids)}), listMark)
	parts := []ListPart{{Text: before}}
	for i, id := range ids {
		switch {
		case i == len(ids)-1 && i > 0:
			parts = append(parts, ListPart{Text: b.L.T("punct.and", nil)})
		case i > 0:
			parts = append(parts, ListPart{Text: b.L.T("punct.list", nil)})
		}
		parts = append(parts, ListPart{Text: b.Refs[id].Number, ID: id})
	}
	parts = append(parts, ListPart{Text: after})
	texts := make([]string, len(parts))
	for i, p := range parts {
		texts[i] = p.Text
	}
	var out []ListPart
	for i, t := range i18n.BindPieces(b.Lang, texts) {
		if t != "" { // a label that is the numbers alone (Polish notes) has no words around them
			out = append(out, ListPart{Text: t, ID: parts[i].ID})
		}
	}
	return out
}

// ListText is a list of references as printed.
func (b *Book) ListText(l *RefList) string {
	var s strings.Builder
	for _, p := range b.ListParts(l) {
		s.WriteString(p.Text)
	}
	return s.String()
}
