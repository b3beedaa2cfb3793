package check

import (
	"fmt"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
)

// The structure of a printed book, read from its pages: every section and subsection
// heading with the number the book gives it, in order; every page's number (1 to N)
// and running head (the section the page's text belongs to); and every line of the
// contents, whose page number must be the page where the file prints that heading.
// What is compared comes from the rules text (the numbering) and from the file itself
// (where each heading is); nothing is taken from the program that laid the pages out.

// bookPage is one printed page of a book: the file it is in, its running head and page
// number if it prints them, and its body text.
type bookPage struct {
	file        string
	head, folio string
	furnished   bool // a running head and a page number are printed
	body        []string
}

// The running heads are mirrored: a left-hand (even) page names the part in force, a
// right-hand (odd) page the section in force, and the book's title stands in where
// there is none. A single sheet prints its title and no page number.

// heading is one heading the book numbers: a part page, a section or a subsection.
type heading struct {
	level  int // 0 part, 1 section, 2 subsection
	id     string
	number string
	title  string
	part   string // the part's letter, for a part page
}

// text is the heading as its page prints it.
func (h heading) text() string { return strings.TrimSpace(h.number + " " + h.title) }

// label names a heading in a problem.
func (h heading) label() string {
	if h.number != "" {
		return h.number
	}
	return fmt.Sprintf("%q", h.title)
}

// bookHeadings lists the book's headings in order, as its rules text numbers them.
func (c *checker) bookHeadings(b *rulebook.Book) []heading {
	var out []heading
	seen := map[string]bool{}
	for _, sec := range b.Sections {
		if sec.Part != "" && !seen[sec.Part] {
			seen[sec.Part] = true
			label := c.x.L.Tx("book.part", map[string]any{"letter": sec.Part})
			out = append(out, heading{level: 0, id: "part-" + strings.ToLower(sec.Part), part: sec.Part,
				title: c.x.L.Tx("book.part-line", map[string]any{"label": label, "title": i18n.AfterColon(c.x.L.Lang, c.x.L.T("book.part-"+sec.Part, nil))})})
		}
		out = append(out, heading{level: 1, id: sec.ID, number: sec.Number, title: sec.Title})
		for _, s := range sec.Subs {
			out = append(out, heading{level: 2, id: s.ID, number: s.Number, title: s.Title})
		}
		for _, n := range b.NotesIn(sec.ID) {
			out = append(out, heading{level: 2, id: n.ID, number: n.Number, title: b.NoteHeading(n)})
		}
	}
	return out
}

// runningHeadTexts is every text a running head may print: the book's title, each part
// and each section as it heads a page.
func (c *checker) runningHeadTexts(b *rulebook.Book) map[string]bool {
	heads := map[string]bool{c.x.L.T("book.title", nil): true}
	for _, h := range c.bookHeadings(b) {
		switch h.level {
		case 0:
			heads[h.title] = true
		case 1:
			heads[h.text()] = true
		}
	}
	return heads
}

// splitPage reads the furniture of page n, drawn before its body: a running head and the
// page number (known by one or the other, so a wrong head or a wrong number is still
// read as furniture and reported); on a single sheet, the title alone.
func (c *checker) splitPage(file string, toks []string, n int, heads map[string]bool, sheet bool) bookPage {
	p := bookPage{file: file, body: toks}
	switch {
	case len(toks) >= 2 && numeral(toks[1]) && (heads[toks[0]] || toks[1] == c.x.L.Num(n)):
		p.head, p.folio, p.body, p.furnished = toks[0], toks[1], toks[2:], true
	case sheet && len(toks) >= 1 && toks[0] == c.x.L.T("book.title", nil):
		p.head, p.body = toks[0], toks[1:]
	}
	return p
}

func numeral(s string) bool {
	return s != "" && strings.IndexFunc(s, func(r rune) bool { return r < '0' || r > '9' }) < 0
}

// partPage is the part a page opens (its letter), or "": the part's label and title,
// then its introduction.
func (c *checker) partPage(p bookPage, hs []heading) string {
	for _, h := range hs {
		if h.level == 0 && len(p.body) >= 2 && !p.furnished &&
			p.body[0] == c.x.L.Tx("book.part", map[string]any{"letter": h.part}) && p.body[1] == c.x.L.T("book.part-"+h.part, nil) {
			return h.part
		}
	}
	return ""
}

// opensRight reports whether a page opens a part or a section (a chapter of the back
// matter opens on a right-hand page as a part does).
func (c *checker) opensRight(p bookPage, hs []heading) bool {
	if c.partPage(p, hs) != "" {
		return true
	}
	for _, h := range hs {
		if h.level == 1 && len(p.body) > 0 && p.body[0] == h.title {
			return true
		}
	}
	return false
}

// padding tells whether page i is one of the blank pages at the end that make the
// book's page count the layout's multiple (rulebook.toml page.pages_of), fewer than it.
func (c *checker) padding(pages []bookPage, i int) bool {
	of := max(1, c.x.Layout.Rulebook.Page.PagesOf)
	if len(pages)%of != 0 || len(pages)-i >= of {
		return false
	}
	for _, p := range pages[i:] {
		if len(p.body) > 0 || p.furnished {
			return false
		}
	}
	return true
}

// placed is where the file prints a heading: its page (from 1) and whether it is the
// first thing of that page's body.
type placed struct {
	page  int
	first bool
}

// structure checks a paged book: page numbers, headings, running heads and contents.
func (c *checker) structure(pages []bookPage, b *rulebook.Book, hasContents, headed bool) {
	if len(pages) == 0 {
		return
	}
	hs := c.bookHeadings(b)
	at := map[string]placed{}
	start := 0
	for i, p := range pages {
		part := c.partPage(p, hs)
		if part != "" {
			at["part-"+strings.ToLower(part)] = placed{page: i + 1}
		}
		where := fmt.Sprintf("page %d", i+1)
		switch {
		case p.furnished && !headed:
			c.fail(p.file, where, "a single sheet prints a page number (%q)", p.folio)
		case p.furnished && p.folio != c.x.L.Num(i+1):
			c.fail(p.file, where, "page number: printed %q, expected %q", p.folio, c.x.L.Num(i+1))
		case part != "" && i%2 == 1:
			c.fail(p.file, where, "part %s opens on a left-hand page", part)
		case len(p.body) == 0 && !p.furnished:
			if (i%2 == 0 || i+1 >= len(pages) || !c.opensRight(pages[i+1], hs)) && !c.padding(pages, i) {
				c.fail(p.file, where, "a blank page that is not the left-hand page before a part or a chapter")
			}
		case !p.furnished && part == "" && !(hasContents && i == 0) && headed:
			c.fail(p.file, where, "no page number printed")
		}
	}
	var lines []tocLine
	if hasContents {
		lines, start = c.contents(pages, hs)
	}
	c.findHeadings(pages, start, hs, at)
	c.runningHeads(pages, start, hs, at, headed)
	c.index(pages, b, at)
	for _, l := range lines {
		if p, ok := at[l.h.id]; ok && l.page != c.x.L.Num(p.page) {
			c.fail(l.file, "contents entry "+l.h.label(), "page number: printed %q, the heading is on page %d", l.page, p.page)
		}
	}
}

// flatTok is one token of the body text, with its page.
type flatTok struct {
	page int // index into pages
	pos  int // index in the page's body
	text string
}

func flatten(pages []bookPage, from, to int) []flatTok {
	var out []flatTok
	for i := from; i < to && i < len(pages); i++ {
		for j, t := range pages[i].body {
			out = append(out, flatTok{i, j, t})
		}
	}
	return out
}

// joins reports whether the tokens from j on, after the words already read, spell want
// (lines of a heading are tokens of their own), and where they end.
func joins(toks []flatTok, j int, read, want string) (int, bool) {
	acc := strings.Join(strings.Fields(read), " ")
	want = strings.Join(strings.Fields(want), " ")
	for k := j; ; k++ {
		if acc == want {
			return k, true
		}
		if k >= len(toks) || (acc != "" && !strings.HasPrefix(want, acc+" ")) || !strings.HasPrefix(want, acc) {
			return k, false
		}
		if acc != "" {
			acc += " "
		}
		acc += strings.Join(strings.Fields(toks[k].text), " ")
	}
}

// printedAs finds heading h from token j on: where it starts and ends, and how its
// number is printed (which may not be the book's).
func printedAs(toks []flatTok, j int, h heading) (start, end int, number string, ok bool) {
	switch {
	case h.level == 1 && h.number != "":
		if j+1 < len(toks) && numeral(strings.ReplaceAll(toks[j].text, ".", "")) {
			if end, ok := joins(toks, j+1, "", h.title); ok {
				return j, end, toks[j].text, true
			}
		}
	case h.level == 2 && h.number != "":
		f := strings.Fields(toks[j].text)
		if len(f) > 1 {
			if end, ok := joins(toks, j+1, strings.Join(f[1:], " "), h.title); ok {
				return j, end, f[0], true
			}
		}
	default:
		if end, ok := joins(toks, j, "", h.title); ok {
			return j, end, "", true
		}
	}
	return 0, 0, "", false
}

// findHeadings finds every section and subsection heading in the body, in order, with
// its number, and notes its page.
func (c *checker) findHeadings(pages []bookPage, start int, hs []heading, at map[string]placed) {
	toks := flatten(pages, start, len(pages))
	cursor := 0
	for _, h := range hs {
		if h.level == 0 {
			continue
		}
		found := false
		for j := cursor; j < len(toks) && !found; j++ {
			s, end, number, ok := printedAs(toks, j, h)
			if !ok {
				continue
			}
			found, cursor = true, end
			p := pages[toks[s].page]
			at[h.id] = placed{page: toks[s].page + 1, first: toks[s].pos == 0}
			if number != h.number {
				c.fail(p.file, "heading "+h.label(), "printed %q, expected %q", strings.TrimSpace(number+" "+h.title), h.text())
			}
		}
		if !found {
			c.fail(pages[start].file, "heading "+h.label(), "expected %q, not printed after the headings before it", h.text())
		}
	}
}

// runningHeads checks each page's head. A right-hand page names the section in force
// where the page begins (or the section whose heading begins it); a part page ends the
// section in force. A left-hand page names the part in force, which a part page starts
// and unnumbered matter (its heading beginning the page or not) ends. The book's title
// stands in for a head there is none of.
func (c *checker) runningHeads(pages []bookPage, start int, hs []heading, at map[string]placed, headed bool) {
	byPage := map[int][]heading{} // level-1 headings and parts by page
	for _, h := range hs {
		if p, ok := at[h.id]; ok && h.level <= 1 {
			byPage[p.page] = append(byPage[p.page], h)
		}
	}
	title := c.x.L.T("book.title", nil)
	inForce, inPart := "", ""
	for i := start; i < len(pages); i++ {
		p, n := pages[i], i+1
		opening := ""
		if hs := byPage[n]; len(hs) > 0 && hs[0].level == 1 && at[hs[0].id].first {
			opening = hs[0].text()
		}
		if letter := c.partPage(p, hs); letter != "" {
			inForce = ""
			for _, h := range hs {
				if h.level == 0 && h.part == letter {
					inPart = h.title
				}
			}
		}
		after := inPart // the part in force once this page's headings are read
		for _, h := range byPage[n] {
			if h.level == 1 && h.number == "" {
				after = ""
			}
		}
		if headed && p.furnished {
			c.runningHead(p, n, title, inForce, opening, inPart, after)
		}
		for _, h := range byPage[n] {
			if h.level == 1 {
				inForce = h.text()
			}
		}
		inPart = after
	}
}

// runningHead checks the head of page n against what may head it.
func (c *checker) runningHead(p bookPage, n int, title, inForce, opening, part, partAfter string) {
	or := func(s string) string {
		if s == "" {
			return title
		}
		return s
	}
	want := []string{or(inForce)}
	if opening != "" {
		want = append(want, opening)
	}
	if n%2 == 0 {
		want = []string{or(part), or(partAfter)}
	}
	for _, w := range want {
		if p.head == w {
			return
		}
	}
	c.fail(p.file, fmt.Sprintf("page %d", n), "running head: printed %q, expected %q", p.head, want[0])
}

// tocLine is a line of the contents as printed: its heading, the page number it gives
// and the file it is in.
type tocLine struct {
	h          heading
	page, file string
}

// contents reads every line of the contents in order (number, title, page) from the
// page after the title page, and returns them with the first page after the contents.
func (c *checker) contents(pages []bookPage, hs []heading) ([]tocLine, int) {
	if len(pages) < 2 || len(pages[1].body) == 0 || pages[1].body[0] != c.x.L.T("book.contents", nil) {
		c.fail(pages[min(1, len(pages)-1)].file, "contents", "expected on page 2, under %q", c.x.L.T("book.contents", nil))
		return nil, 1
	}
	toks := flatten(pages, 1, len(pages))
	var out []tocLine
	j := 1 // after the contents' own heading
	for _, h := range hs {
		item := "contents entry " + h.label()
		if j >= len(toks) {
			c.fail(pages[1].file, item, "not printed")
			break
		}
		file := pages[toks[j].page].file
		if h.number != "" && h.level > 0 {
			if toks[j].text != h.number {
				c.fail(file, item, "number: printed %q, expected %q", toks[j].text, h.number)
			}
			j++
		}
		k, ok := joins(toks, j, "", h.title)
		if !ok {
			got := ""
			if j < len(toks) {
				got = toks[j].text
			}
			c.fail(file, item, "title: printed %q, expected %q", got, h.title)
			k = j + 1 // a title changed in place is still one line
		}
		if j = k; j >= len(toks) {
			c.fail(file, item, "page number: not printed")
			break
		}
		out = append(out, tocLine{h, toks[j].text, pages[toks[j].page].file})
		j++
	}
	if j == 0 || j > len(toks) {
		return out, len(pages)
	}
	return out, toks[j-1].page + 1
}

// htmlStructure checks the HTML page's headings (each section and subsection with its
// number, in order) and its contents (each link reads as the heading it leads to).
func (c *checker) htmlStructure(file string, page *htmlPage, b *rulebook.Book) {
	want := map[string]heading{}
	var order []heading
	for _, h := range c.bookHeadings(b) {
		if h.level > 0 {
			want[h.id] = h
			order = append(order, h)
		}
	}
	got := map[string]int{}
	for i, h := range page.headings {
		if _, ok := want[h.id]; ok {
			got[h.id] = i
		}
	}
	last := -1
	for _, h := range order {
		i, ok := got[h.id]
		switch {
		case !ok:
			c.fail(file, "heading "+h.label(), "expected %q, not printed", h.text())
		case page.headings[i].text != h.text():
			c.fail(file, "heading "+h.label(), "printed %q, expected %q", page.headings[i].text, h.text())
		case i < last:
			c.fail(file, "heading "+h.label(), "printed before the heading it follows")
		}
		last = max(last, i)
	}
	for _, l := range page.toc {
		if h, ok := want[l.target]; ok && l.text != h.text() {
			c.fail(file, "contents entry "+h.label(), "printed %q, expected %q", l.text, h.text())
		}
	}
}
