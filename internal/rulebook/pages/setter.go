package pages

import (
	"fmt"
	"strings"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"

	"github.com/excalibur-kit/excalibur/internal/component"
	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/icons"
	"github.com/excalibur-kit/excalibur/internal/layout"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
	"github.com/excalibur-kit/excalibur/internal/textfit"
	"github.com/excalibur-kit/excalibur/rules"
)

// setter flows the book into pages.
type setter struct {
	columns // how the columns of a sheet are kept and filled (columns.go)

	b        *rulebook.Book
	x        *component.Ctx
	g        geometry
	pages    []*page
	y        float64 // next free y on the current page
	head     string  // running head of right-hand pages: the section in force
	part     string  // of left-hand pages: the part in force, "" outside the parts
	entries  []entry
	sec      *rulebook.Section
	col      int     // current column
	glossary [2]int  // the glossary's pages (from, to), which the index leaves out
	floats   []float // blocks moved on to the top of the next page, in order
	placing  bool    // floats are being placed
	err      error   // from placing floats, which a new page does
}

func (s *setter) cur() *page { return s.pages[len(s.pages)-1] }

// newPage starts a page with the running head in force.
func (s *setter) newPage() {
	s.pages = append(s.pages, &page{head: s.head, part: s.part, folio: true})
	s.y, s.col, s.g.left = s.g.top, 0, s.g.base
	if len(s.floats) > 0 && !s.placing {
		s.placeFloats(true, true)
	}
}

// floatable is a block that may move on to the top of the next page when it does not
// fit where it comes, the text after it filling the page: a table, a worked example, a
// figure (a worked example splits instead). Only the rulebook's single column floats
// them.
func (s *setter) floatable(n ast.Node) bool {
	e, ok := n.(*rulebook.Engine)
	return ok && s.g.cols == 1 && (e.What == "table" || e.What == "figure")
}

// floatsOn tells whether block n floats on when it does not fit: a floatable block,
// unless a lead-in introduces it. The lead-in is text, which never moves past the text
// after it (a reader, and the check, read the text in its order): it goes to the next
// page with what it introduces instead.
func (s *setter) floatsOn(n ast.Node) bool {
	prev := n.PreviousSibling()
	return s.floatable(n) && (prev == nil || !s.leadsIn(prev))
}

// underHeading tells whether n comes just under a heading, which keeps room for it.
func underHeading(n ast.Node) bool {
	_, head := n.PreviousSibling().(*ast.Heading)
	return head
}

// topBlock sets a block of a section's top level, floating it if it must move: a block
// set whole that does not fit the rest of the page goes to the top of the next, and
// those after it follow it there, in order.
func (s *setter) topBlock(n ast.Node) error {
	if s.floatsOn(n) {
		h, ok := s.wholeHeight(n)
		h -= s.withSpace(0)
		if len(s.floats) > 0 || ok && s.y > s.g.top && s.y+h > s.g.bottom && s.y+s.lines(s.g.bk.Text.KeepLines) <= s.g.bottom {
			s.floats = append(s.floats, float{n, s.sec})
			return nil
		}
	} else if h, _ := s.unitHeight(n); s.leadsIn(n) && !underHeading(n) && s.y > s.g.top && s.y+h > s.g.bottom {
		s.nextColumn() // what it introduces would start in the next column: so does it
	}
	if _, head := n.(*ast.Heading); head || s.placing {
		return s.block(n, 0) // floats may go before a heading that starts a page
	}
	// A float waiting goes after a paragraph or a list, never into it: its sentences
	// read on from one page to the next.
	first := s.cur()
	s.placing = true
	err := s.block(n, 0)
	s.placing = false
	if len(s.floats) > 0 && s.cur() != first {
		s.placeFloats(true, false)
	}
	return err
}

// placeFloats sets the floats waiting, from the current place on. When fit, only those
// that fit the page are set (at its top the first always is); the others wait for the
// next page, the text going on round them.
func (s *setter) placeFloats(fit, top bool) {
	fl := s.floats
	s.floats, s.placing = nil, true
	sec := s.sec
	defer func() { s.sec = sec }()
	for i, f := range fl {
		s.sec = f.sec
		if h, ok := s.wholeHeight(f.n); fit && (i > 0 || !top) && ok && s.y+h-s.withSpace(0) > s.g.bottom {
			s.floats = fl[i:]
			break
		}
		if err := s.block(f.n, 0); err != nil && s.err == nil {
			s.err = err
		}
	}
	s.placing = false
}

// float is a block waiting for the next page, with the section it is of (whose text
// its words and errors are of).
type float struct {
	n   ast.Node
	sec *rulebook.Section
}

// leadsIn tells whether n is a paragraph that introduces the block after it: it ends in
// a colon ("in this strict order:"), and stays on the page of what it introduces.
func (s *setter) leadsIn(n ast.Node) bool {
	p, ok := n.(*ast.Paragraph)
	if !ok || p.NextSibling() == nil {
		return false
	}
	if _, head := p.NextSibling().(*ast.Heading); head {
		return false
	}
	ps := s.inlines(p, s.body())
	return len(ps) > 0 && strings.HasSuffix(strings.TrimRight(ps[len(ps)-1].text, " \t\n\u00a0"), ":")
}

// unitHeight is the height of block n with what must stay on its page with it: a
// lead-in with the start of the block it introduces (all of a block set whole, two
// lines of one that splits), another block as wholeHeight measures it.
func (s *setter) unitHeight(n ast.Node) (float64, bool) {
	if !s.leadsIn(n) {
		return s.wholeHeight(n)
	}
	text, bx := s.g.bk.Text, s.g.bk.Boxes
	lines := breakLines(words(s.bind(s.inlines(n, s.body()))), s.g.width, 0)
	h := float64(len(lines))*textfit.LineStep(s.body(), text.Leading) + text.ParaGap
	if next, ok := s.wholeHeight(n.NextSibling()); ok {
		return h + next, true
	}
	e, ok := n.NextSibling().(*rulebook.Engine)
	if !ok || e.What != "example" {
		return h + s.lines(text.KeepLines), true // the first lines of a list
	}
	// The first piece of an example that place puts on a page: more than two lines,
	// up to where its content may split, in the box's frame.
	content, whole, err := s.exampleContent(e.Arg)
	if err != nil {
		return 0, false
	}
	first := whole
	for _, t := range content.tops {
		if t > s.lines(text.KeepLines) && t < first {
			first = t
		}
	}
	return h + first + 2*bx.Pad + draw.Ascent(s.g.f(bx.Caption)) + bx.CaptionGap, true
}

// room makes sure h mm fit below y, going on in the next column or page if not.
func (s *setter) room(h float64) {
	if s.y+h <= s.g.bottom || s.y <= s.g.top {
		return
	}
	s.nextColumn()
}

// nextColumn goes on at the top of the next column, or of the next page.
func (s *setter) nextColumn() {
	s.ends = append(s.ends, s.y)
	if s.col+1 < s.g.cols {
		s.col++
		s.g.left += s.g.width + s.g.gap
		s.y = s.g.top
		return
	}
	s.newPage()
}

// add puts o on the current page; the place it starts is noted, where a box may split.
func (s *setter) add(o op) {
	pg := s.cur()
	pg.ops = append(pg.ops, o)
	pg.tops = append(pg.tops, s.y)
}

// sections sets every section of the book.
func (s *setter) sections() error {
	for _, sec := range s.b.Sections {
		if sec.Part != "" { // no float passes the start of a part
			s.placeFloats(false, false)
		}
		s.sec = sec
		if err := s.section(sec); err != nil {
			return err
		}
		if s.err != nil {
			return s.err
		}
	}
	s.placeFloats(false, false)
	return s.err
}

func (s *setter) section(sec *rulebook.Section) error {
	if sec.Part != "" {
		s.partPage(sec.Part)
	}
	if sec.Chapter && s.g.cols == 1 {
		s.placeFloats(false, false)
		s.head, s.part = "", ""
		s.chapterPage(sec)
	}
	if sec.Number == "" {
		s.part = "" // unnumbered matter (notes, glossary) belongs to no part
	}
	if sec.ID == rulebook.GlossaryID {
		first := len(s.pages) - 1
		defer func() { s.glossary = [2]int{first, len(s.pages)} }()
	}
	return ast.Walk(sec.Doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering || n == sec.Doc {
			return ast.WalkContinue, nil
		}
		return ast.WalkSkipChildren, s.columnBlock(n)
	})
}

// partPage opens a part of the rules on a right-hand page of its own, after a blank
// left-hand page if the last page was a right-hand one: an ornament, "Part A", the
// part's title and its introduction.
func (s *setter) partPage(p string) {
	s.head, s.part = "", ""
	s.rightPage()
	pg := s.cur()
	pg.folio = false
	label := s.b.L.Tx("book.part", map[string]any{"letter": p})
	title := s.b.L.T("book.part-"+p, nil)
	line := s.b.L.Tx("book.part-line", map[string]any{"label": label, "title": i18n.AfterColon(s.b.L.Lang, title)})
	e := entry{level: 0, number: p, title: line, id: "part-" + strings.ToLower(p), page: len(s.pages)}
	s.entries = append(s.entries, e)
	pg.marks = append(pg.marks, e)
	g, x, pp := s.g, s.x, s.g.bk.PartPage
	y := g.h * pp.Y
	pg.anchors = append(pg.anchors, anchor{e.id, y - pp.OrnamentAbove - pp.Ornament})
	intro := breakLines(words([]piece{{font: g.f(pp.Intro), text: s.b.L.T("book.part-"+p+"-intro", nil)}}), pp.IntroMeasure, 0)
	step := textfit.LineStep(g.f(pp.Intro), pp.IntroLeading)
	s.add(func(c draw.Canvas) error {
		if err := partOrnament(c, g, x, pp.Ornaments[p], y-pp.OrnamentAbove-pp.Ornament); err != nil {
			return err
		}
		c.SetFill(x.Style.Accent)
		c.Text(g.f(pp.Label), g.w/2, y, draw.Center, label)
		c.SetFill(x.Style.Ink)
		c.Text(g.f(pp.Title), g.w/2, y+pp.TitleBelow, draw.Center, title)
		for i, l := range intro {
			l.trim()
			for _, r := range l.runs {
				c.Text(r.font, g.w/2-l.width/2+r.x, y+pp.TitleBelow+pp.IntroBelow+float64(i)*step, draw.Left, r.text)
			}
		}
		return nil
	})
	s.part = e.title
	s.newPage()
}

// rightPage starts a right-hand page (unless one is just begun), after a blank
// left-hand page if needed, for a part to open.
func (s *setter) rightPage() {
	if s.y > s.g.top || len(s.cur().ops) > 0 {
		s.newPage()
	}
	if len(s.pages)%2 == 0 { // pages count from 1: an even page is a left-hand page
		s.cur().folio = false
		s.newPage()
	}
	s.cur().head, s.cur().part = s.head, s.part
}

// chapterPage opens a chapter of the back matter on a new page of either side, as a
// reference book does, when the page it would leave holds what the layout asks of a
// page; otherwise the chapter follows on it, so no page is left more empty than that.
// Only a part, which must open on a right-hand page, may leave its last page emptier,
// and a chapter that opens with a picture (the sequence of play's year): its title, its
// lead and the picture go to a new page together when they do not fit the page left, so
// the picture is on the chapter's first page, under its heading, and not floated to the
// second.
func (s *setter) chapterPage(sec *rulebook.Section) {
	if s.y <= s.g.top {
		return
	}
	opening, picture := s.opening(sec)
	full := (s.g.bottom-s.y)/(s.g.bottom-s.g.top) <= s.g.bk.Page.MaxEmpty
	if picture && s.y+opening > s.g.bottom {
		s.newPage()
		s.cur().picture = true
		return
	}
	if full {
		s.newPage()
	}
}

// opening is the height of a chapter's headings and paragraphs up to its first figure,
// the figure included, when the chapter opens with one (picture); a list, a table or
// any other block before a figure means it does not.
func (s *setter) opening(sec *rulebook.Section) (h float64, picture bool) {
	for n := sec.Doc.FirstChild(); n != nil; n = n.NextSibling() {
		switch n := n.(type) {
		case *ast.Heading, *ast.Paragraph:
			one, _ := s.wholeHeight(n) // a paragraph's height, whether or not it may split
			h += one
		case *rulebook.Engine:
			if n.What != "figure" {
				return 0, false
			}
			fig, ok := s.wholeHeight(n)
			return h + fig, ok
		default:
			return 0, false
		}
	}
	return 0, false
}

// partOrnament draws a part's icon centred at top y, between two short rules.
func partOrnament(c draw.Canvas, g geometry, x *component.Ctx, icon string, top float64) error {
	pp := g.bk.PartPage
	mid, half := top+pp.Ornament/2, pp.Ornament/2+pp.RuleGap
	c.SetStroke(x.Style.Accent)
	c.SetLineWidth(pp.RuleLine)
	c.Stroke(draw.Line(g.w/2-half-pp.RuleLength, mid, g.w/2-half, mid))
	c.Stroke(draw.Line(g.w/2+half, mid, g.w/2+half+pp.RuleLength, mid))
	return icons.Draw(c, icon, g.w/2-pp.Ornament/2, top, pp.Ornament, x.Style.Accent, draw.White)
}

// block sets one block node at indent mm from the left of the column.
func (s *setter) block(n ast.Node, ind float64) error {
	switch n := n.(type) {
	case *ast.Heading:
		return s.heading(n)
	case *ast.Paragraph, *ast.TextBlock:
		return s.paragraph(s.inlines(n, s.body()), ind, s.body())
	case *ast.List:
		return s.list(n, ind)
	case *ast.Blockquote:
		return s.noteBox(n)
	case *rulebook.Engine:
		return s.engine(n)
	case *east.DefinitionList:
		return s.definitions(n, ind)
	case *ast.ThematicBreak:
		s.rule()
		return nil
	case *east.Table:
		return s.mdTable(n)
	}
	return fmt.Errorf("%s: the rulebook cannot set a %s here", s.sec.File, n.Kind())
}

// heading sets a section title (level 1), a numbered subsection (2) or a plain head (3).
func (s *setter) heading(h *ast.Heading) error {
	e, st := s.headingEntry(h)
	err := s.headingLine(e, st, s.keep(h))
	if e.level == 1 {
		// In force only from here: a page the heading's room opens, where the floats of
		// the section before come first, keeps that section's head (headingLine sets
		// this one's on a page it opens).
		s.head = e.head(s.sec)
	}
	return err
}

// head is the running head a section's title sets.
func (e entry) head(sec *rulebook.Section) string {
	return strings.TrimSpace(sec.Number + " " + e.title)
}

// headingStyle is how a level of heading is set: its font, the smallest size it may
// shrink to, and the space around it (at its unscaled size).
type headingStyle struct {
	font          draw.Font
	min           float64
	before, after float64
	key           string // of its font in layout/rulebook.toml, for errors
}

// style is a level of heading of the layout at the page's scale.
func (g geometry) style(h layout.BookHeading, key string) headingStyle {
	return headingStyle{g.f(h.Font), h.Font.Min, h.Before, h.After, key + ".font"}
}

// body is the running text's font at the page's scale.
func (s *setter) body() draw.Font { return s.g.f(s.g.bk.Text.Body) }

// lines is the height of n lines of running text.
func (s *setter) lines(n int) float64 {
	return float64(n) * textfit.LineStep(s.body(), s.g.bk.Text.Leading)
}

// withSpace is the height h of a block set whole (a box, a table, a figure) with the
// space under it.
func (s *setter) withSpace(h float64) float64 {
	return h + s.g.bk.Text.ParaGap + s.g.bk.Text.BlockAfter
}

func (s *setter) headingEntry(h *ast.Heading) (entry, headingStyle) {
	id := attrID(h)
	title := rulebook.PlainText(h, s.sec.Text)
	hs := s.g.bk.Headings
	switch h.Level {
	case 1:
		return entry{level: 1, number: s.sec.Number, title: title, id: id}, s.g.style(hs.Section, "headings.section")
	case 2:
		number := ""
		for _, sub := range s.sec.Subs {
			if sub.ID == id {
				number = sub.Number
			}
		}
		return entry{level: 2, number: number, title: title, id: id}, s.g.style(hs.Subsection, "headings.subsection")
	}
	return entry{level: 3, title: title, id: id}, s.g.style(hs.Head, "headings.head")
}

// keep is how much of what follows heading h must fit under it in the same column:
// two lines of text, and before them every block that comes first and does not split
// (a table, a box, a heading, a paragraph of two lines at most). A table does not
// split, so a heading followed by "in this order:" and a table would otherwise end a
// column on its own. If that is more than a column holds, the first of them and two
// lines it is, or two lines. And when
// all that does not fit the rest of the page, and moving it would leave more of the
// page empty than the layout allows, a table or a figure among it floats on (topBlock)
// and the heading keeps only what comes before it, or if that is still too much, the
// block just after it.
func (s *setter) keep(h ast.Node) float64 {
	two := s.lines(s.g.bk.Text.KeepLines)
	var total, before float64
	floated, led := false, false
	for n := h.NextSibling(); n != nil; n = n.NextSibling() {
		whole, ok := s.unitHeight(n)
		if !ok {
			break
		}
		floated = floated || s.floatsOn(n)
		if !floated {
			before += whole
		}
		total += whole
		if led = s.leadsIn(n); led {
			break // its measure holds the start of what it introduces
		}
	}
	// The two lines after the kept blocks, unless those end in a lead-in, whose
	// measure has the lines of what it introduces.
	tail := func(led bool) float64 {
		if led {
			return 0
		}
		return two
	}
	page := s.g.bottom - s.g.top
	own, _ := s.wholeHeight(h)
	end := s.y + own // where the kept blocks would start
	// What moving would leave empty counts the space under the last block, as a reader
	// sees it (at most a block's).
	if left := s.g.bottom - s.y + s.withSpace(0); end+total+tail(led) > s.g.bottom && left/page > s.g.bk.Page.MaxEmpty {
		total, led = before, led && !floated
		if first, ok, fl := s.firstKept(h); end+total+tail(led) > s.g.bottom && ok && end+first+tail(fl) <= s.g.bottom {
			total, led = first, fl // then only the first block and two lines after it
		}
	}
	if total+tail(led) > page { // a run of whole blocks longer than a page: keep the first
		if first, ok, fl := s.firstKept(h); ok && first+tail(fl) <= page {
			return first + tail(fl)
		}
		return two
	}
	return total + tail(led)
}

// firstKept is the least a heading keeps under it when not all fits: the block after
// it, and if that is a heading in turn, the lead-in that one keeps with it too (a
// heading keeps the whole of a lead-in and the start of what it introduces); led says
// whether it ends in a lead-in.
func (s *setter) firstKept(h ast.Node) (height float64, ok, led bool) {
	next := h.NextSibling()
	first, ok := s.unitHeight(next)
	if _, head := next.(*ast.Heading); head && ok && s.leadsIn(next.NextSibling()) {
		more, _ := s.unitHeight(next.NextSibling())
		return first + more, true, true
	}
	return first, ok, s.leadsIn(next)
}

// wholeHeight is the height block n takes when it does not split; ok is false when it
// may split (or cannot be measured: setting it will say why).
func (s *setter) wholeHeight(n ast.Node) (h float64, ok bool) {
	body, text := s.body(), s.g.bk.Text
	var t *rules.Table
	switch n := n.(type) {
	case *ast.Heading:
		e, st := s.headingEntry(n)
		_, lines, err := s.fitHeading(e, st)
		if err != nil {
			return 0, false
		}
		return textfit.BlockHeight(st.font, len(lines), s.g.bk.Headings.Leading) + (st.before+st.after)*s.g.scale, true
	case *ast.Paragraph:
		lines := breakLines(words(s.bind(s.inlines(n, body))), s.g.width, 0)
		return float64(len(lines))*textfit.LineStep(body, text.Leading) + text.ParaGap, len(lines) <= text.KeepLines
	case *ast.Blockquote:
		_, h, err := s.noteContent(n)
		return s.boxHeight(h, ""), err == nil
	case *east.Table:
		tb := s.textTable(n)
		t = &tb
	case *rulebook.Engine:
		switch n.What {
		case "example":
			return 0, false // it splits over pages
		case "table":
			tb, err := s.b.Engine.TableByID(n.Arg)
			if err != nil {
				return 0, false
			}
			t = &tb
		case "figure":
			fg, err := s.figureLayout(n.Arg)
			return fg.height(), err == nil
		}
	}
	if t == nil {
		return 0, false
	}
	th, err := s.x.TableHeight(t.ID, *t, s.g.width, s.g.tableStyle)
	return s.withSpace(th) + s.notesHeight(*t), err == nil
}

// headingText is a heading as set: subsections carry their number.
func headingText(e entry) string {
	if e.number != "" && e.level == 2 {
		return e.number + "  " + e.title
	}
	return e.title
}

// fitHeading breaks a heading into lines, shrinking it if it must.
func (s *setter) fitHeading(e entry, st headingStyle) (draw.Font, []string, error) {
	hs := s.g.bk.Headings
	return textfit.Block(where(s.b, s.x, e.id, st.key), st.font, st.min, headingText(e), s.g.width-hs.RightRoom, hs.MaxHeight, hs.Leading)
}

// headingLine sets a heading, kept with keep mm of what follows.
func (s *setter) headingLine(e entry, st headingStyle, keep float64) error {
	f, lines, err := s.fitHeading(e, st)
	if err != nil {
		return err
	}
	hs := s.g.bk.Headings
	h := textfit.BlockHeight(f, len(lines), hs.Leading)
	before, after := st.before*s.g.scale, st.after*s.g.scale // the space around a heading goes with its type
	if s.y > s.g.top {
		s.y += before
	}
	s.room(h + after + keep)
	// A new page may have taken the floats waiting first, leaving too little room
	// under them: the heading then goes on with what follows it.
	s.room(h + after + keep)
	e.page = len(s.pages)
	base := s.y + draw.Ascent(f)
	pg := s.cur()
	if e.level == 1 && s.y <= s.g.top {
		pg.head = e.head(s.sec) // a section that opens the page heads it
	}
	pg.anchors = append(pg.anchors, anchor{e.id, s.y})
	if e.level <= 2 {
		s.entries = append(s.entries, e)
		pg.marks = append(pg.marks, e)
	}
	s.cur().texts = append(s.cur().texts, placed{s.y, strings.Join(lines, " ")})
	left, g, x := s.g.left, s.g, s.x
	number := e.number
	s.add(func(c draw.Canvas) error {
		if e.level == 1 && number != "" {
			c.SetFill(x.Style.Accent)
			c.Text(g.f(hs.Number), left-hs.NumberGap, base, draw.Right, number)
		}
		c.SetFill(x.Style.Accent)
		if e.level == 3 {
			c.SetFill(x.Style.Ink)
		}
		for i, l := range lines {
			c.Text(f, left, base+float64(i)*textfit.LineStep(f, hs.Leading), draw.Left, l)
		}
		if e.level == 1 {
			c.SetStroke(x.Style.Accent)
			c.SetLineWidth(hs.RuleLine)
			y := base + float64(len(lines)-1)*textfit.LineStep(f, hs.Leading) + hs.RuleBelow
			c.Stroke(draw.Line(left, y, left+g.width, y))
		}
		return nil
	})
	s.y += h + after
	return nil
}

// paragraph sets rich text, breaking lines and pages; at a page break at least two
// lines stay on each side.
func (s *setter) paragraph(ps []piece, ind float64, f draw.Font) error {
	lines := breakLines(words(s.bind(ps)), s.g.width-ind, 0)
	step, keep := textfit.LineStep(f, s.g.bk.Text.Leading), s.g.bk.Text.KeepLines
	for i := range lines {
		left := len(lines) - i
		need := step
		if i == 0 || left == keep {
			need = float64(min(left, keep)) * step
		}
		if left <= keep && (i == 0 || left == keep) {
			need += s.tail // the table this leads in to follows in the same column
		}
		s.room(need)
		s.setLine(lines[i], s.g.left+ind, s.y+draw.Ascent(f))
		s.y += step
	}
	s.y += s.g.bk.Text.ParaGap
	return nil
}

// setLine draws a line's runs at baseline y, with its links.
func (s *setter) setLine(l line, x0, base float64) {
	l.trim()
	x := s.x
	var words []string
	for _, r := range l.runs {
		words = append(words, r.text)
	}
	s.cur().texts = append(s.cur().texts, placed{s.y, strings.Join(words, " ")})
	for _, r := range l.runs {
		if r.link != "" {
			s.cur().links = append(s.cur().links, link{x0 + r.x, base - draw.Ascent(r.font), draw.Width(r.font, r.text), draw.Ascent(r.font) + draw.Descent(r.font), r.link})
		}
	}
	s.add(func(c draw.Canvas) error {
		for _, r := range l.runs {
			c.SetFill(x.Style.Ink)
			if r.link != "" {
				c.SetFill(x.Style.Accent)
			}
			c.Text(r.font, x0+r.x, base, draw.Left, r.text)
		}
		return nil
	})
}

// list sets bullets or numbers with hanging text.
func (s *setter) list(l *ast.List, ind float64) error {
	ls, gap := s.g.bk.Lists, s.g.bk.Text.ParaGap
	n := l.Start
	if n == 0 {
		n = 1
	}
	tail := s.tail // only the last item leads in to what follows the list
	defer func() { s.tail = tail }()
	for item := l.FirstChild(); item != nil; item = item.NextSibling() {
		s.tail = 0
		if item.NextSibling() == nil {
			s.tail = tail
		}
		mark := "•"
		if l.IsOrdered() {
			mark = s.b.L.Num(n) + "."
			n++
		}
		first := true
		for c := item.FirstChild(); c != nil; c = c.NextSibling() {
			if first {
				s.room(s.markRoom(c, ind+ls.Indent))
				f := s.body()
				y, left, x := s.y+draw.Ascent(f), s.g.left+ind, s.x
				s.add(func(c draw.Canvas) error {
					c.SetFill(x.Style.Accent)
					c.Text(f, left+ls.Indent-ls.MarkGap, y, draw.Right, mark)
					return nil
				})
				first = false
			}
			if err := s.block(c, ind+ls.Indent); err != nil {
				return err
			}
			s.y -= gap * ls.ItemGap // list items sit closer than paragraphs
		}
	}
	s.y += gap * ls.ItemGap
	return nil
}

// definitions sets a definition list: the term in bold, its definition indented.
func (s *setter) definitions(dl *east.DefinitionList, ind float64) error {
	for n := dl.FirstChild(); n != nil; n = n.NextSibling() {
		switch n := n.(type) {
		case *east.DefinitionTerm:
			s.room(s.lines(s.g.bk.Lists.TermLines))
			if err := s.paragraph(s.inlines(n, s.g.f(s.g.bk.Text.Bold)), ind, s.body()); err != nil {
				return err
			}
			s.y -= s.g.bk.Text.ParaGap
		case *east.DefinitionDescription:
			for c := n.FirstChild(); c != nil; c = c.NextSibling() {
				if err := s.block(c, ind+s.g.bk.Lists.Indent); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

func (s *setter) rule() {
	br := s.g.bk.Break
	s.room(br.Room)
	y, g, x := s.y+br.Drop, s.g, s.x
	s.add(func(c draw.Canvas) error {
		c.SetStroke(x.Style.Rule)
		c.SetLineWidth(br.Line)
		c.Stroke(draw.Line(g.left+g.width*br.Start, y, g.left+g.width*br.End, y))
		return nil
	})
	s.y += br.Room
}

func attrID(n ast.Node) string {
	if v, ok := n.AttributeString("id"); ok {
		if b, ok := v.([]byte); ok {
			return string(b)
		}
	}
	return ""
}
