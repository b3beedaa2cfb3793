package pages

import (
	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"

	"github.com/excalibur-kit/excalibur/internal/rulebook"
)

// A sheet of columns (the quick reference) is read a column at a time, and its sections
// are short: a table that opens a column reads as if it had lost its heading, the more so
// when the text just before it, at the foot of the other column, says "below". So in
// columns a table keeps with it the end of the block that leads in to it (the last two
// lines of a paragraph, the last item of a list), and a one- or two-line paragraph that
// closes its section after it ("At a choke point only 2 soldiers a side fight").

// columns is what the setter keeps of a sheet's columns.
type columns struct {
	tail float64   // room the end of the block being set leaves under it in its column
	ends []float64 // where each column ended, but the one being set
}

// columnBlock sets a block of a section's top level, on a sheet of columns with the
// table rules above.
func (s *setter) columnBlock(n ast.Node) error {
	if s.g.cols == 1 {
		return s.topBlock(n)
	}
	if next := n.NextSibling(); next != nil && isTable(next) && !isHeading(n) {
		if need, ok := s.tableNeed(next); ok && need+s.lines(s.g.bk.Text.KeepLines) <= s.g.bottom-s.g.top {
			s.tail = need + s.g.bk.Text.ParaGap
			defer func() { s.tail = 0 }()
		}
	}
	if isTable(n) {
		if need, ok := s.tableNeed(n); ok {
			s.room(need)
		}
	}
	return s.topBlock(n)
}

// tableNeed is the room table n takes in its column: the table, and the paragraph that
// closes the section after it, if there is one.
func (s *setter) tableNeed(n ast.Node) (float64, bool) {
	h, ok := s.wholeHeight(n)
	if !ok {
		return 0, false
	}
	if lines := s.closingLines(n); lines > 0 {
		return h + s.lines(lines), true
	}
	return h - s.withSpace(0), true // the space under the table may end the column
}

// closingLines is how many lines the paragraph after table n takes when it is short (at
// most the lines a break keeps together) and the last of its section; 0 if there is none.
func (s *setter) closingLines(n ast.Node) int {
	p, ok := n.NextSibling().(*ast.Paragraph)
	if !ok || !(p.NextSibling() == nil || isHeading(p.NextSibling())) {
		return 0
	}
	lines := len(breakLines(words(s.bind(s.inlines(p, s.body()))), s.g.width, 0))
	if lines > s.g.bk.Text.KeepLines {
		return 0
	}
	return lines
}

// itemLines is how many lines the first paragraph of a list item takes at indent ind.
func (s *setter) itemLines(c ast.Node, ind float64) int {
	switch c.(type) {
	case *ast.Paragraph, *ast.TextBlock:
		return len(breakLines(words(s.bind(s.inlines(c, s.body()))), s.g.width-ind, 0))
	}
	return s.g.bk.Text.KeepLines
}

func isTable(n ast.Node) bool {
	if e, ok := n.(*rulebook.Engine); ok {
		return e.What == "table"
	}
	_, ok := n.(*east.Table)
	return ok
}

func isHeading(n ast.Node) bool {
	_, ok := n.(*ast.Heading)
	return ok
}

// markRoom is the room an item's mark needs under it: two lines, or with a short item
// that leads in to a table, all of the item and the table, so the mark goes with them.
func (s *setter) markRoom(c ast.Node, ind float64) float64 {
	keep := s.g.bk.Text.KeepLines
	if n := s.itemLines(c, ind); s.tail > 0 && n <= keep {
		return s.lines(n) + s.tail
	}
	return s.lines(keep)
}

// full tells whether every column of a sheet of the given sides, the last included, is
// filled to what the layout allows a page to leave empty.
func (s *setter) full(sides int) bool {
	ends := append(s.ends, s.y)
	if len(ends) < sides*s.g.cols {
		return false // a column is empty
	}
	for _, y := range ends {
		if (s.g.bottom-y)/(s.g.bottom-s.g.top) > s.g.bk.Page.MaxEmpty {
			return false
		}
	}
	return true
}
