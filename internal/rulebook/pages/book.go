package pages

import (
	"github.com/excalibur-kit/excalibur/internal/component"
	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/icons"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
	"github.com/excalibur-kit/excalibur/internal/textfit"
)

// Set is a book laid out on pages, ready to draw as often as needed (PDF, SVG).
type Set struct {
	b     *rulebook.Book
	x     *component.Ctx
	g     geometry
	pages []*page
	sheet bool // a single sheet: no page numbers
}

// Layout sets a book on pages of w x h mm: a title page, the contents, then the text.
func Layout(b *rulebook.Book, x *component.Ctx, w, h float64) (*Set, error) {
	s := &setter{b: b, x: x, g: geometryFor(x.Layout, w, h)}
	s.newPage() // title
	s.cur().folio = false
	tocPages, step := s.tocPageCount()
	for i := 0; i < tocPages; i++ {
		s.newPage()
	}
	s.newPage()
	if err := s.sections(); err != nil {
		return nil, err
	}
	for len(s.pages)%max(1, s.g.bk.Page.PagesOf) != 0 {
		s.newPage()
		s.cur().folio = false // a blank page, for the book to fold or turn
	}
	set := &Set{b: b, x: x, g: s.g, pages: s.pages}
	if err := set.titlePage(); err != nil {
		return nil, err
	}
	set.contents(s.entries, tocPages, step)
	return set, nil
}

// LayoutQuick sets the quick reference: one sheet, both sides if it must, in columns of
// small type, no cover, no contents, no page numbers. Its type is the largest of the
// layout's tries that fits the sheet with no column more than the layout allows empty,
// so the sides are full; a table does not split, and one that goes on to the next
// column may leave a gap a slightly smaller type closes. Failing that, the largest that
// fits the sheet, or the one on the fewest pages.
func LayoutQuick(b *rulebook.Book, x *component.Ctx, w, h float64) (*Set, error) {
	var best, fits *Set
	sides := x.Layout.QuickReference.Sides
	for _, k := range x.Layout.QuickReference.Tries {
		s := &setter{b: b, x: x, g: compactGeometry(x.Layout, w, h, k)}
		s.newPage()
		if err := s.sections(); err != nil {
			return nil, err
		}
		set := &Set{b: b, x: x, g: s.g, pages: s.pages, sheet: true}
		if best == nil || len(s.pages) < len(best.pages) {
			best = set
		}
		if len(s.pages) > sides {
			continue
		}
		if fits == nil {
			fits = set
		}
		if s.full(sides) {
			return set, nil
		}
	}
	if fits != nil {
		return fits, nil
	}
	return best, nil
}

// tocPageCount is how many pages the contents take, and the step between their
// entries: known before the text is set, as they depend only on the headings, so page
// numbers can be filled in afterwards. The pages are as few as the closest step allows,
// and the step then spreads the entries over them, so the last is not left near empty.
func (s *setter) tocPageCount() (int, float64) {
	n, parts := 0, 0
	seen := map[string]bool{}
	for _, sec := range s.b.Sections {
		if sec.Part != "" && !seen[sec.Part] {
			seen[sec.Part] = true
			n, parts = n+2, parts+1 // a part takes a line and some space
		}
		n += 1 + len(sec.Subs) + len(s.b.NotesIn(sec.ID))
	}
	tc := s.g.bk.Contents
	page := s.g.bottom - s.g.top
	pages := 1
	for float64(n)*tc.MinStep > float64(pages)*page-tc.HeadingBelow {
		pages++
	}
	// A part's two lines never split, so a page may end a line short: one line of slack
	// for each part and one for the last page.
	room := float64(pages)*page - tc.HeadingBelow
	return pages, min(tc.Step, room/float64(n+parts+1))
}

// titlePage draws the cover: the game's name, the sword, what the game is in a line,
// how many play (content/game.toml, one a colour at most), the edition.
func (set *Set) titlePage() error {
	pg, g, x, b, cv := set.pages[0], set.g, set.x, set.b, set.g.bk.Cover
	title, sub, ed := b.L.T("book.title", nil), b.L.T("book.subtitle", nil), b.L.T("book.edition", nil)
	ft, err := textfit.Line(where(b, x, "title", "cover.title"), cv.Title.Draw(), cv.Title.Min, title, g.width+cv.Overhang)
	if err != nil {
		return err
	}
	fs, err := textfit.Line(where(b, x, "subtitle", "cover.subtitle"), cv.Subtitle.Draw(), cv.Subtitle.Min, sub, g.width+cv.Overhang)
	if err != nil {
		return err
	}
	fe, lines, err := textfit.Block(where(b, x, "edition", "cover.edition"), cv.Edition.Draw(), cv.Edition.Min, ed, g.width, cv.EditionHeight, cv.EditionLeading)
	if err != nil {
		return err
	}
	blurb := b.L.T("book.blurb", nil)
	fb, blines, err := textfit.Block(where(b, x, "blurb", "cover.blurb"), cv.Blurb.Draw(), cv.Blurb.Min, blurb, g.width, cv.BlurbHeight, cv.EditionLeading)
	if err != nil {
		return err
	}
	under := g.h*cv.BlurbY + float64(len(blines)-1)*textfit.LineStep(fb, cv.EditionLeading) + cv.PlayersBelow
	players := b.L.Tx("book.players", map[string]any{"min": b.L.Num(x.D.Game.Players.Min), "max": b.L.Num(len(x.D.Players))})
	fp, err := textfit.Line(where(b, x, "players", "cover.players"), cv.Players.Draw(), cv.Players.Min, players, g.width)
	if err != nil {
		return err
	}
	pg.ops = append(pg.ops, func(c draw.Canvas) error {
		c.SetFill(x.Style.Accent)
		c.Text(ft, g.w/2, g.h*cv.TitleY, draw.Center, title)
		c.SetFill(x.Style.Ink)
		c.Text(fs, g.w/2, g.h*cv.TitleY+cv.SubtitleBelow, draw.Center, sub)
		if err := icons.Draw(c, "sword", g.w/2-cv.Sword/2, g.h*cv.TitleY+cv.SwordBelow, cv.Sword, x.Style.Ink, draw.White); err != nil {
			return err
		}
		for i, l := range blines {
			c.Text(fb, g.w/2, g.h*cv.BlurbY+float64(i)*textfit.LineStep(fb, cv.EditionLeading), draw.Center, l)
		}
		c.SetFill(x.Style.Accent)
		c.Text(fp, g.w/2, under, draw.Center, players)
		c.SetFill(x.Style.Ink)
		for i, l := range lines {
			c.Text(fe, g.w/2, g.h*cv.EditionY+float64(i)*textfit.LineStep(fe, cv.EditionLeading), draw.Center, l)
		}
		return nil
	})
	return nil
}

// contents fills the reserved pages with the headings and their pages, each linked.
func (set *Set) contents(entries []entry, pages int, step float64) {
	g, x, b, tc := set.g, set.x, set.b, set.g.bk.Contents
	tc.Step = step
	pi := 1
	y := g.top
	heading := b.L.T("book.contents", nil)
	pg := set.pages[pi]
	pg.anchors = append(pg.anchors, anchor{"contents", y})
	pg.marks = append(pg.marks, entry{level: 0, title: heading, id: "contents", page: pi + 1})
	pg.ops = append(pg.ops, func(c draw.Canvas) error {
		c.SetFill(x.Style.Accent)
		f := tc.Heading.Draw()
		c.Text(f, g.left, g.top+draw.Ascent(f), draw.Left, heading)
		return nil
	})
	y += tc.HeadingBelow
	for _, e := range entries {
		need := tc.Step
		if e.level == 0 {
			need = 2 * tc.Step
		}
		if y+need > g.bottom && pi < pages {
			pi++
			pg, y = set.pages[pi], g.top
		}
		if e.level == 0 {
			y += tc.Step * tc.PartSpace
		}
		set.tocLine(pg, e, y, step)
		y += need
		if e.level == 0 {
			y -= tc.Step * tc.PartSpace
		}
	}
}

// tocLine is one line of the contents: number, title, dots, page; a link to the heading.
func (set *Set) tocLine(pg *page, e entry, y, step float64) {
	g, x, b, tc := set.g, set.x, set.b, set.g.bk.Contents
	tc.Step = step
	lf, ind, key := tc.Entry, tc.Indent, "contents.entry"
	switch e.level {
	case 0:
		lf, ind, key = tc.Part, 0, "contents.part"
	case 1:
		lf, ind, key = tc.Section, 0, "contents.section"
	}
	f := lf.Draw()
	base := y + draw.Ascent(f)
	folio := b.L.Num(e.page)
	pg.links = append(pg.links, link{g.left, y, g.width, tc.Step, "#" + e.id})
	pg.ops = append(pg.ops, func(c draw.Canvas) error {
		c.SetFill(x.Style.Ink)
		if e.level == 0 {
			c.SetFill(x.Style.Accent)
		}
		if e.number != "" && e.level > 0 {
			c.Text(f, g.left+ind, base, draw.Left, e.number)
		}
		tx := g.left + ind + tc.NumberRoom
		if e.level == 0 {
			tx = g.left
		}
		room := g.width - (tx - g.left) - tc.FolioRoom
		tf, err := textfit.Line(where(b, x, "contents", key), f, lf.Min, e.title, room)
		if err != nil {
			return err
		}
		c.Text(tf, tx, base, draw.Left, e.title)
		c.Text(f, g.left+g.width, base, draw.Right, folio)
		c.SetStroke(x.Style.Rule)
		c.SetLineWidth(tc.DotLine)
		c.SetDash([]float64{tc.Dot, tc.DotSpace})
		end := tx + draw.Width(tf, e.title) + tc.DotGap
		if stop := g.left + g.width - draw.Width(f, folio) - tc.DotGap; end < stop {
			c.Stroke(draw.Line(end, base, stop, base))
		}
		c.SetDash(nil)
		return nil
	})
}

// Draw draws every page into doc: running head and page number, the page's content,
// its anchors, links and bookmarks.
func (set *Set) Draw(doc draw.Document) error {
	level := bookmarkLevels(set.b)
	for i, pg := range set.pages {
		c := doc.NewPage(set.g.w, set.g.h)
		for _, m := range pg.marks {
			doc.Bookmark(bookmarkTitle(m), level(m))
		}
		set.furniture(c, i, pg)
		for _, o := range pg.ops {
			if err := o(c); err != nil {
				return err
			}
		}
		if l, ok := c.(draw.Linker); ok {
			for _, a := range pg.anchors {
				if a.id != "" {
					l.Anchor(a.id, set.g.left, a.y)
				}
			}
			for _, k := range pg.links {
				l.Link(k.x, k.y, k.w, k.h, k.target)
			}
		}
	}
	return nil
}

// furniture draws the running head and the page number, mirrored as a bound book's: a
// left-hand page names the part at its outer (left) edge, a right-hand page the section
// at its outer (right) edge, and the page number sits at the outer corner. Where either
// is missing the book's title stands in. A single sheet (the quick reference) has its
// title only, and no number.
func (set *Set) furniture(c draw.Canvas, i int, pg *page) {
	g, x, b := set.g, set.x, set.b
	c.SetFill(draw.White)
	c.Fill(draw.Rect(0, 0, g.w, g.h))
	if !pg.folio {
		return
	}
	left, right, fu := g.base, g.w-g.base, g.bk.Furniture
	f := fu.Font.Draw()
	head, at, align := pg.part, left, draw.Left
	if i%2 == 0 { // page i+1 is odd: a right-hand page
		head, at, align = pg.head, right, draw.Right
	}
	if head == "" || g.cols > 1 {
		head = b.L.T("book.title", nil)
	}
	c.SetFill(x.Style.Rule)
	c.Text(f, at, g.headY, align, head)
	c.SetStroke(x.Style.Rule)
	c.SetLineWidth(fu.RuleLine)
	c.Stroke(draw.Line(left, g.headY+fu.RuleBelow, right, g.headY+fu.RuleBelow))
	if !set.sheet {
		c.Text(f, at, g.footY, align, b.L.Num(i+1))
	}
}

// bookmarkTitle is how the outline names a heading: with its number, as the text cites
// it ("8.vi Combat examples", "E3 Weather"), so two sections of one title stay apart.
func bookmarkTitle(e entry) string {
	if e.number != "" && e.level > 0 {
		return e.number + " " + e.title
	}
	return e.title
}

// bookmarkLevels nests the outline: parts at the top with their numbered sections under
// them; unnumbered matter and sections outside a part at the top; subsections below
// their section.
func bookmarkLevels(b *rulebook.Book) func(entry) int {
	top := map[string]bool{}
	inPart := false
	for _, sec := range b.Sections {
		if sec.Part != "" {
			inPart = true
		}
		if sec.Number == "" {
			inPart = false
		}
		top[sec.ID] = !inPart
	}
	secOf := map[string]string{}
	for _, sec := range b.Sections {
		secOf[sec.ID] = sec.ID
		for _, sub := range sec.Subs {
			secOf[sub.ID] = sec.ID
		}
		for _, n := range b.NotesIn(sec.ID) {
			secOf[n.ID] = sec.ID
		}
	}
	return func(e entry) int {
		switch e.level {
		case 0:
			return 0
		case 1:
			if top[e.id] {
				return 0
			}
			return 1
		}
		if top[secOf[e.id]] {
			return 1
		}
		return 2
	}
}
