package check

import (
	"strings"

	"github.com/yuin/goldmark/ast"

	"github.com/excalibur-kit/excalibur/internal/rulebook"
)

// crossRefs finds every cross reference of the rules text ("section 8.ii") where the
// text puts it: after the words before it, in order. A reference printed with another
// number points the reader at the wrong rule.
func (c *checker) crossRefs(name, text string, b *rulebook.Book) {
	norm := normalize(text)
	cursor := 0
	for _, sec := range b.Sections {
		ast.Walk(sec.Doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			r, ok := n.(*rulebook.CrossRef)
			if !ok || !entering {
				return ast.WalkContinue, nil
			}
			before := normalize(wordsBefore(r, sec.Text, 3))
			ref := normalize(b.RefText(r.ID))
			want := strings.TrimSpace(before + " " + ref)
			if i := strings.Index(norm[cursor:], want); i >= 0 {
				cursor += i + len(before)
				return ast.WalkContinue, nil
			}
			printed := ""
			if i := strings.Index(norm[cursor:], before+" "); before != "" && i >= 0 {
				rest := []rune(norm[cursor+i+len(before)+1:])
				printed = string(rest[:min(len(rest), len([]rune(ref)))])
			}
			c.fail(name, "cross reference to "+r.ID, "printed %q, expected %q (after %q)", printed, b.RefText(r.ID), before)
			return ast.WalkContinue, nil
		})
	}
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
