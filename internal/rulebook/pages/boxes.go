package pages

import (
	"math"
	"strings"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"

	"github.com/excalibur-kit/excalibur/internal/component"
	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
	"github.com/excalibur-kit/excalibur/internal/textfit"
	"github.com/excalibur-kit/excalibur/rules"
)

// Boxes (notes, examples) and tables are set whole: measured first on a page of their
// own, then placed where they fit.

// inner lays content out on an endless page w wide and returns it as one page.
func (s *setter) inner(w float64, fill func(in *setter) error) (*page, float64, error) {
	in := &setter{b: s.b, x: s.x, g: s.g, sec: s.sec}
	in.g.left, in.g.base, in.g.width, in.g.top, in.g.bottom, in.g.cols = 0, 0, w, 0, math.Inf(1), 1
	in.newPage()
	if err := fill(in); err != nil {
		return nil, 0, err
	}
	return in.cur(), in.y, nil
}

// boxFrame is the height of a box holding content h high, without the space after it.
func (s *setter) boxFrame(h float64, caption string) (total, capH float64) {
	bx := s.g.bk.Boxes
	if caption != "" {
		capH = draw.Ascent(s.g.f(bx.Caption)) + bx.CaptionGap
	}
	return h + 2*bx.Pad + capH - s.g.bk.Text.ParaGap, capH
}

// boxHeight is all the height a box holding content h high takes in its column.
func (s *setter) boxHeight(h float64, caption string) float64 {
	total, _ := s.boxFrame(h, caption)
	return s.withSpace(total)
}

// place puts a measured box on the page: ground, frame, then its content. A box that
// does not fit the rest of the page splits where a line or a block of its content
// starts, when a few lines fit; its caption stays with its first piece.
func (s *setter) place(content *page, h float64, ground, frame draw.Color, caption string) {
	bx, text := s.g.bk.Boxes, s.g.bk.Text
	// No float comes between two pieces of a box: its text reads on from one page to
	// the next.
	placing := s.placing
	s.placing = true
	defer func() { s.placing = placing }()
	var from float64 // the content set so far
	for {
		total, capH := s.boxFrame(h-from, caption)
		cut := h
		if s.y+total > s.g.bottom && s.y > s.g.top {
			cut = splitAt(content, from, s.g.bottom-s.y-2*bx.Pad-capH+text.ParaGap)
			if cut <= from+s.lines(text.KeepLines) {
				s.nextColumn() // too little fits: the box starts in the next column
				continue
			}
			total, _ = s.boxFrame(cut-from, caption)
		}
		s.boxPiece(content, from, cut, total, ground, frame, caption)
		if cut >= h {
			s.y += s.withSpace(0) // the space under the box
			return
		}
		from, caption = cut, ""
		s.nextColumn()
	}
}

// splitAt is the furthest place after from, at most room below it, where a piece of
// the content starts: a box may split there.
func splitAt(content *page, from, room float64) float64 {
	cut := from
	for _, t := range content.tops {
		if t > from && t-from <= room && t > cut {
			cut = t
		}
	}
	return cut
}

// boxPiece draws the content of a box from from to cut, total high with its frame, at
// the current place.
func (s *setter) boxPiece(content *page, from, cut, total float64, ground, frame draw.Color, caption string) {
	bx := s.g.bk.Boxes
	pad := bx.Pad
	_, capH := s.boxFrame(0, caption)
	x0, y0 := s.g.left, s.y
	dy := y0 + pad + capH - from
	for _, l := range content.links {
		if l.y >= from && l.y < cut {
			s.cur().links = append(s.cur().links, link{l.x + x0 + pad, l.y + dy, l.w, l.h, l.target})
		}
	}
	for _, t := range content.texts {
		if t.y >= from && t.y < cut {
			s.cur().texts = append(s.cur().texts, placed{t.y + dy, t.text})
		}
	}
	var ops []op
	for i, o := range content.ops {
		if content.tops[i] >= from && content.tops[i] < cut {
			ops = append(ops, o)
		}
	}
	width, x := s.g.width, s.x
	s.add(func(c draw.Canvas) error {
		c.SetFill(ground)
		c.Fill(draw.Rect(x0, y0, width, total))
		c.SetStroke(frame)
		c.SetLineWidth(bx.Line)
		c.Stroke(draw.Line(x0, y0, x0, y0+total))
		if caption != "" {
			c.SetFill(x.Style.Accent)
			f := s.g.f(bx.Caption)
			c.Text(f, x0+pad, y0+pad+draw.Ascent(f), draw.Left, caption)
		}
		c.Push()
		c.Translate(x0+pad, dy)
		defer c.Pop()
		for _, o := range ops {
			if err := o(c); err != nil {
				return err
			}
		}
		return nil
	})
	s.y += total
}

// noteBox sets a blockquote as a note.
func (s *setter) noteBox(q *ast.Blockquote) error {
	content, h, err := s.noteContent(q)
	if err != nil {
		return err
	}
	s.place(content, h, s.x.Style.Tint, s.x.Style.Accent, "")
	return nil
}

// noteContent lays out what a note box holds.
func (s *setter) noteContent(q *ast.Blockquote) (*page, float64, error) {
	return s.inner(s.g.width-2*s.g.bk.Boxes.Pad, func(in *setter) error {
		for c := q.FirstChild(); c != nil; c = c.NextSibling() {
			if err := in.block(c, 0); err != nil {
				return err
			}
		}
		return nil
	})
}

// exampleContent lays out a worked example of the engine, as its box holds it.
func (s *setter) exampleContent(id string) (*page, float64, error) {
	parts, err := s.b.Example(id)
	if err != nil {
		return nil, 0, err
	}
	return s.inner(s.g.width-2*s.g.bk.Boxes.Pad, func(in *setter) error { return in.parts(parts, s.g.f(s.g.bk.Boxes.Text)) })
}

// engine sets what the engine fills in: a table, a worked example, a generated block.
func (s *setter) engine(n *rulebook.Engine) error {
	switch n.What {
	case "table":
		t, err := s.b.Engine.TableByID(n.Arg)
		if err != nil {
			return err
		}
		return s.table(t, s.g.tableStyle)
	case "example":
		content, h, err := s.exampleContent(n.Arg)
		if err != nil {
			return err
		}
		s.place(content, h, s.x.Style.Paper, s.x.Style.Rule, s.b.L.T("book.example", nil))
		return nil
	case "block":
		if n.Arg == "contents" {
			return nil // the contents are set before the text
		}
		if n.Arg == "index" {
			return s.index()
		}
		return s.parts(s.b.Block(n.Arg), s.body())
	case "figure":
		return s.figure(n.Arg)
	}
	return nil
}

// parts sets generated content: headings, paragraphs with a bold lead-in, tables.
func (s *setter) parts(ps []rulebook.Part, f draw.Font) error {
	bk := s.g.bk
	bold := s.g.f(bk.Text.Bold)
	if f == s.g.f(bk.Boxes.Text) {
		bold = s.g.f(bk.Boxes.Bold)
	}
	grids := s.grids(ps)
	for i, p := range ps {
		switch {
		case p.Heading != "":
			st := s.g.style(bk.Headings.Head, "headings.head")
			st.after = bk.Headings.GeneratedAfter
			e := entry{level: 3, title: p.Heading}
			if p.ID != "" { // an edition note: numbered, in the contents and the bookmarks
				e = entry{level: 2, number: p.Number, title: p.Heading, id: p.ID}
			}
			if err := s.headingLine(e, st, s.lines(bk.Text.KeepLines)); err != nil {
				return err
			}
		case p.Table != nil:
			ts := s.g.boxTableStyle
			ts.Grid = grids[i]
			if err := s.table(*p.Table, ts); err != nil {
				return err
			}
		default:
			var ps []piece
			if p.Label != "" {
				ps = append(ps, piece{bold, p.Label + " ", ""})
			}
			before, ref, after := s.b.SplitRef(p)
			ps = append(ps, piece{f, before, ""})
			if ref != "" {
				ps = append(ps, piece{f, ref, "#" + p.Ref}, piece{f, after, ""})
			}
			if err := s.paragraph(ps, 0, f); err != nil {
				return err
			}
			s.y -= bk.Text.ParaGap * bk.Text.PartGap
		}
	}
	return nil
}

// grids are the tables of generated content that share one column grid, by the part's
// index: the tables with the same heading row (a combat example's rounds), so that
// their columns do not move from one to the next. A table with no other like it is set
// alone.
func (s *setter) grids(ps []rulebook.Part) map[int][]rules.Table {
	byHead := map[string][]int{}
	var heads []string
	for i, p := range ps {
		if p.Table == nil {
			continue
		}
		var head []string
		for _, c := range p.Table.Head {
			head = append(head, s.x.L.Cell(c))
		}
		k := strings.Join(head, "\x00")
		if _, ok := byHead[k]; !ok {
			heads = append(heads, k)
		}
		byHead[k] = append(byHead[k], i)
	}
	out := map[int][]rules.Table{}
	for _, k := range heads {
		if len(byHead[k]) < 2 {
			continue
		}
		var grid []rules.Table
		for _, i := range byHead[k] {
			grid = append(grid, *ps[i].Table)
		}
		for _, i := range byHead[k] {
			out[i] = grid
		}
	}
	return out
}

// table sets an engine table, whole, across the column, and its notes under it, kept
// on its page.
func (s *setter) table(t rules.Table, ts component.TableStyle) error {
	h, err := s.x.TableHeight(t.ID, t, s.g.width, ts)
	if err != nil {
		return err
	}
	s.room(h + s.notesHeight(t))
	// Its rows are text of the page: the index finds its terms there, a row at a time.
	for _, r := range append([][]rules.Cell{t.Head}, t.Rows...) {
		var cells []string
		for _, c := range r {
			cells = append(cells, s.x.L.Cell(c))
		}
		s.cur().texts = append(s.cur().texts, placed{s.y, strings.Join(cells, " ")})
	}
	x0, y0, w, x := s.g.left, s.y, s.g.width, s.x
	// Its words are the page's too: the index finds a term a table prints.
	for _, r := range append([][]rules.Cell{t.Head}, t.Rows...) {
		cells := make([]string, len(r))
		for i, c := range r {
			cells[i] = x.L.Cell(c)
		}
		s.cur().texts = append(s.cur().texts, placed{y0, strings.Join(cells, " ")})
	}
	s.add(func(c draw.Canvas) error {
		_, err := x.Table(c, t.ID, t, x0, y0, w, ts)
		return err
	})
	if len(t.Notes) == 0 {
		s.y += s.withSpace(h)
		return nil
	}
	s.y += h + s.g.bk.Text.ParaGap
	for _, n := range t.Notes {
		if err := s.paragraph([]piece{{s.noteFont(), s.b.TableNote(n), ""}}, 0, s.noteFont()); err != nil {
			return err
		}
	}
	s.y += s.g.bk.Text.BlockAfter
	return nil
}

// noteFont sets a table's notes: the text's italic, a line under the table, not of it.
func (s *setter) noteFont() draw.Font { return s.g.f(s.g.bk.Text.Italic) }

// notesHeight is the height a table's notes take under it.
func (s *setter) notesHeight(t rules.Table) float64 {
	var h float64
	f := s.noteFont()
	for _, n := range t.Notes {
		lines := breakLines(words(s.bind([]piece{{f, s.b.TableNote(n), ""}})), s.g.width, 0)
		h += float64(len(lines))*textfit.LineStep(f, s.g.bk.Text.Leading) + s.g.bk.Text.ParaGap
	}
	return h
}

// mdTable sets a table written in the text (words only: numbers are refused by the
// lint) with the engine tables' look.
func (s *setter) mdTable(t *east.Table) error {
	return s.table(s.textTable(t), s.g.tableStyle)
}

// textTable is a table written in the text, as the engine's tables are given.
func (s *setter) textTable(t *east.Table) rules.Table {
	var tb rules.Table
	tb.ID = "text-table"
	for row := t.FirstChild(); row != nil; row = row.NextSibling() {
		var cells []rules.Cell
		for cell := row.FirstChild(); cell != nil; cell = cell.NextSibling() {
			cells = append(cells, rules.Cell{Key: i18n.Literal + rulebook.PlainText(cell, s.sec.Text)})
		}
		if _, head := row.(*east.TableHeader); head {
			tb.Head = cells
		} else {
			tb.Rows = append(tb.Rows, cells)
		}
	}
	return tb
}
