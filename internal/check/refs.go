package check

import (
	"strings"

	"github.com/yuin/goldmark/ast"

	"github.com/excalibur-kit/excalibur/internal/rulebook"
)

// crossRefs finds every cross reference of the rules text ("section 8.ii") where the
// text puts it: after the words before it, in order. A reference printed with another
// number points the reader at the wrong rule. A list of references ("sections 5.i and
// 5.iv") is found whole, so each of its numbers is proved where it stands.
func (c *checker) crossRefs(name, text string, b *rulebook.Book) {
	norm := normalize(text)
	cursor := 0
	for _, sec := range b.Sections {
		ast.Walk(sec.Doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if !entering {
				return ast.WalkContinue, nil
			}
			switch r := n.(type) {
			case *rulebook.CrossRef:
				c.crossRef(name, norm, &cursor, wordsBefore(r, sec.Text, 3), r.ID, b.RefText(r.ID), nil)
			case *rulebook.RefList:
				c.crossRef(name, norm, &cursor, wordsBefore(r, sec.Text, 3), "", b.ListText(r), b.ListParts(r))
				return ast.WalkSkipChildren, nil // its references are in its text
			}
			return ast.WalkContinue, nil
		})
	}
}

// crossRef finds one reference, or one list of them (parts), as printed: ref after the
// words before it, from the cursor on, which it moves past the words.
func (c *checker) crossRef(name, norm string, cursor *int, before, id, ref string, parts []rulebook.ListPart) {
	before = normalize(before)
	want := strings.TrimSpace(before + " " + normalize(ref))
	if i := strings.Index(norm[*cursor:], want); i >= 0 {
		*cursor += i + len(before)
		return
	}
	printed := ""
	if i := strings.Index(norm[*cursor:], before+" "); before != "" && i >= 0 {
		rest := []rune(norm[*cursor+i+len(before)+1:])
		printed = string(rest[:min(len(rest), len([]rune(normalize(ref))))])
	}
	if parts != nil {
		id, ref = wrongInList(printed, parts)
	}
	c.fail(name, "cross reference to "+id, "printed %q, expected %q (after %q)", printed, ref, before)
}

// wrongInList is the first reference of a list that the printed text does not read as
// the list does, and the list's text up to it: the numbers before it are right.
func wrongInList(printed string, parts []rulebook.ListPart) (id, upTo string) {
	var s strings.Builder
	for _, p := range parts {
		s.WriteString(p.Text)
		if p.ID == "" {
			continue
		}
		id, upTo = p.ID, s.String()
		if !strings.HasPrefix(printed+" ", normalize(upTo)+" ") {
			return id, upTo
		}
	}
	return id, upTo // the numbers are right and the words around them are not
}

// wordsBefore is up to n words of the text just before node r, in its paragraph.
func wordsBefore(r ast.Node, src []byte, n int) string {
	var s string
	switch p := r.PreviousSibling().(type) {
	case *ast.Text:
		s = string(p.Segment.Value(src))
	case *ast.String:
		s = string(p.Value)
	}
	w := strings.Fields(s)
	return strings.Join(w[max(0, len(w)-n):], " ")
}
