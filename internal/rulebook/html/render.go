// Package rulehtml renders the rules reference as one self-contained HTML page: the
// book's title, its contents, and every section in order, with anchors on every
// heading, cross references and glossary terms as links, the engine's tables as real
// tables, worked examples and notes as asides, and a print stylesheet. The page makes
// no request of any kind: its style is inline, its fonts are the reader's own.
//
// Every word on the page comes from the Book (the rules text, the engine, the
// localizer); the package types none but its stylesheet. The markup is the well-formed
// subset of HTML (attributes quoted, void elements closed), so XML tools read it too,
// and the same Book always gives the same bytes.
package rulehtml

import (
	"bytes"
	_ "embed"
	"fmt"
	"html"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"

	"github.com/excalibur-kit/excalibur/internal/rulebook"
)

//go:embed style.css
var styleSheet string

// GlossaryID is the id of the section whose definition list is the glossary.
const GlossaryID = "glossary"

// Render writes the rules reference: one self-contained HTML page. A book with figures
// needs WithFigures, which draws them.
func Render(w io.Writer, b *rulebook.Book, opts ...Option) error {
	if b == nil || b.L == nil {
		return fmt.Errorf("rulehtml: no book to render")
	}
	r := newRenderer(b)
	for _, o := range opts {
		o(r)
	}
	if err := r.page(); err != nil {
		return err
	}
	_, err := w.Write(printable(r.out.Bytes()))
	return err
}

// printable replaces what may not stand in an HTML (or XML) page with U+FFFD, as a
// browser would show it: control characters but tab, newline and carriage return,
// the noncharacters U+FFFE and U+FFFF, and bytes that are not UTF-8. The rules text
// can carry them (a NUL typed into a heading), and the page must stay well-formed
// whatever it says. A page without them, as every page of the kit, is returned as is.
func printable(page []byte) []byte {
	if utf8.Valid(page) && bytes.IndexFunc(page, unprintable) < 0 {
		return page
	}
	page = bytes.ToValidUTF8(page, []byte("\uFFFD"))
	return bytes.Map(func(r rune) rune {
		if unprintable(r) {
			return '\uFFFD'
		}
		return r
	}, page)
}

func unprintable(r rune) bool {
	switch {
	case r == '\t' || r == '\n' || r == '\r':
		return false
	case r < 0x20, r >= 0x7f && r <= 0x9f, r == 0xfffe, r == 0xffff:
		return true
	}
	return false
}

// renderer writes one page. It is used once.
type renderer struct {
	b   *rulebook.Book
	out bytes.Buffer

	ids   map[string]bool         // every id of the page, to keep generated ones unique
	subs  map[*ast.Heading]string // subsection numbers by heading
	autoH map[*ast.Heading]string // ids made for headings that have none
	gloss *glossary
	parts []group

	sec      *rulebook.Section // the section being written
	depth    int               // level of the last heading of the section, as written (h2 is 1)
	link     *linker           // glossary linker of the section; nil where terms are not linked
	noLink   int               // > 0 inside headings, links, tables and code
	tocInRef bool              // a section inserts the contents; they are written there
	tocSec   string            // id of that section
	figures  func(id string) (Figure, error)
}

func newRenderer(b *rulebook.Book) *renderer {
	r := &renderer{b: b, ids: map[string]bool{}, subs: map[*ast.Heading]string{},
		autoH: map[*ast.Heading]string{}}
	// The ids the text gives are fixed (cross references and shared links use them);
	// the ids this package makes are fitted around them.
	for _, sec := range b.Sections {
		r.ids[sec.ID] = true
		for _, s := range sec.Subs {
			r.ids[s.ID] = true
			r.subs[s.Node] = s.Number
		}
		ast.Walk(sec.Doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if h, ok := n.(*ast.Heading); ok && entering {
				if id := attrID(h); id != "" {
					r.ids[id] = true
				}
			}
			if e, ok := n.(*rulebook.Engine); ok && entering && e.What == "block" && e.Arg == "contents" && r.tocSec == "" {
				r.tocInRef, r.tocSec = true, sec.ID
			}
			return ast.WalkContinue, nil
		})
	}
	for _, sec := range b.Sections {
		ast.Walk(sec.Doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			h, ok := n.(*ast.Heading)
			if !ok || !entering {
				return ast.WalkContinue, nil
			}
			if attrID(h) == "" {
				r.autoH[h] = r.unique(sec.ID + "-" + slug(plainText(h, sec.Text)))
			}
			return ast.WalkContinue, nil
		})
	}
	r.gloss = collectGlossary(b, r.unique)
	r.parts = groupParts(b.Sections)
	return r
}

// unique reserves an id made from base: base itself, or base-2, base-3...
func (r *renderer) unique(base string) string {
	if base == "" {
		base = "x"
	}
	id := base
	for i := 2; r.ids[id]; i++ {
		id = fmt.Sprintf("%s-%d", base, i)
	}
	r.ids[id] = true
	return id
}

func (r *renderer) w(s string)   { r.out.WriteString(s) }
func (r *renderer) esc(s string) { r.out.WriteString(html.EscapeString(s)) }

// t is a message of the book's chrome.
func (r *renderer) t(id string) string { return r.b.L.T(id, nil) }

// page writes the whole document.
func (r *renderer) page() error {
	b := r.b
	lang := b.Lang
	if lang == "" {
		lang = b.L.Lang
	}
	title, subtitle := r.t("book.title"), r.t("book.subtitle")
	r.w("<!DOCTYPE html>\n<html lang=\"")
	r.esc(lang)
	r.w("\">\n<head>\n<meta charset=\"utf-8\" />\n")
	r.w("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\" />\n")
	r.w("<meta name=\"color-scheme\" content=\"light dark\" />\n")
	r.w("<title>")
	r.esc(r.b.L.Join("title", title, subtitle))
	r.w("</title>\n<meta name=\"description\" content=\"")
	r.esc(r.t("book.edition")) // what the page is, in its language, for search results and shared links
	r.w("\" />\n<style>\n")
	r.w(styleSheet)
	r.w("</style>\n</head>\n<body>\n")

	r.w("<header class=\"title-block\" id=\"")
	r.w(r.unique("top"))
	// The subtitle belongs to the title's heading (hgroup), so it is not read as a
	// paragraph posing as a heading of its own.
	r.w("\">\n<hgroup>\n<h1>")
	r.esc(title)
	r.w("</h1>\n<p class=\"subtitle\">")
	r.esc(subtitle)
	r.w("</p>\n</hgroup>\n<p class=\"edition\">")
	r.esc(r.t("book.edition"))
	r.w("</p>\n</header>\n")

	if !r.tocInRef {
		id := r.unique("toc")
		r.w("<nav class=\"toc\" aria-labelledby=\"" + id + "\">\n<h2 id=\"" + id + "\">")
		r.esc(r.t("book.contents"))
		r.selfLink(id)
		r.w("</h2>\n")
		r.contents()
		r.w("</nav>\n")
	}

	r.w("<main>\n")
	for gi := range r.parts {
		g := &r.parts[gi]
		for i, sec := range g.sections {
			if i == 0 && g.letter != "" {
				r.partHeading(g)
			}
			if err := r.section(sec); err != nil {
				return err
			}
		}
	}
	r.w("</main>\n</body>\n</html>\n")
	return nil
}

// group is a part of the rules (letter "A", "B", "C") or a run of sections outside any
// part (letter ""): front and back matter.
type group struct {
	letter   string
	id       string
	sections []*rulebook.Section
}

// groupParts nests the sections as the printed book's bookmarks do (one case aside: an
// unnumbered first section of a part stays in its part here): a part starts at
// the section that names it and holds it and the numbered sections after it; an
// unnumbered section (back matter) stands outside any part, and so does whatever
// follows it until the next part starts.
func groupParts(secs []*rulebook.Section) []group {
	var out []group
	inPart := false
	top := func() {
		if len(out) == 0 || out[len(out)-1].letter != "" {
			out = append(out, group{})
		}
	}
	for _, sec := range secs {
		switch {
		case sec.Part != "":
			out = append(out, group{letter: sec.Part})
			inPart = true
		case sec.Number == "" || !inPart:
			top()
			inPart = false
		}
		out[len(out)-1].sections = append(out[len(out)-1].sections, sec)
	}
	return out
}

func (r *renderer) partID(g *group) string {
	if g.id == "" {
		g.id = r.unique("part-" + strings.ToLower(g.letter))
	}
	return g.id
}

func (r *renderer) partLabel(letter string) string {
	return r.b.L.Tx("book.part", map[string]any{"letter": letter})
}

// partHeading opens a part: "Part A" over the part's name, and what the part holds.
func (r *renderer) partHeading(g *group) {
	id := r.partID(g)
	r.w("<header class=\"part\" id=\"" + id + "\">\n<p class=\"part-letter\">")
	r.esc(r.partLabel(g.letter))
	r.w("</p>\n<h2 class=\"part-name\">")
	r.esc(r.t("book.part-" + g.letter))
	r.selfLink(id)
	r.w("</h2>\n<p class=\"part-intro\">")
	r.esc(r.t("book.part-" + g.letter + "-intro"))
	r.w("</p>\n</header>\n")
}

// contents writes the table of contents: parts, their sections with numbers, and the
// subsections of each as a run of links.
func (r *renderer) contents() {
	r.w("<ol class=\"toc-list\">\n")
	for i := range r.parts {
		g := &r.parts[i]
		if g.letter == "" {
			for _, sec := range g.sections {
				r.tocSection(sec)
			}
			continue
		}
		r.w("<li class=\"toc-part\"><a href=\"#" + r.partID(g) + "\"><span class=\"part-letter\">")
		r.esc(r.partLabel(g.letter))
		r.w("</span> <span class=\"part-name\">")
		r.esc(r.t("book.part-" + g.letter))
		r.w("</span></a>\n<ol>\n")
		for _, sec := range g.sections {
			r.tocSection(sec)
		}
		r.w("</ol></li>\n")
	}
	r.w("</ol>\n")
}

func (r *renderer) tocSection(sec *rulebook.Section) {
	if sec.ID == r.tocSec {
		return // the contents do not list themselves
	}
	r.w("<li class=\"toc-sec\">")
	r.tocLink(sec.ID, sec.Number, sec.Title)
	notes := r.b.NotesIn(sec.ID)
	if len(sec.Subs)+len(notes) > 0 {
		r.w("\n<ol class=\"toc-subs\">")
		for _, s := range sec.Subs {
			r.w("<li>")
			r.tocLink(s.ID, s.Number, s.Title)
			r.w("</li>")
		}
		for _, n := range notes {
			r.w("<li>")
			r.tocLink(n.ID, n.Number, r.b.NoteHeading(n))
			r.w("</li>")
		}
		r.w("</ol>")
	}
	r.w("</li>\n")
}

// tocLink is one line of the contents: a link to a heading, with its number.
func (r *renderer) tocLink(id, number, title string) {
	r.w("<a href=\"#")
	r.esc(id)
	r.w("\">")
	r.number(number)
	r.w("<span class=\"t\">")
	r.esc(title)
	r.w("</span></a>")
}

// number writes a section or subsection number, if it has one.
func (r *renderer) number(n string) {
	if n == "" {
		return
	}
	r.w("<span class=\"num\">")
	r.esc(n)
	r.w("</span> ")
}

// selfLink is the small link a heading shows on hover, to share a link to a rule.
func (r *renderer) selfLink(id string) {
	r.w("<a class=\"self\" href=\"#")
	r.esc(id)
	r.w("\">§</a>")
}

// section writes one section of the rules.
func (r *renderer) section(sec *rulebook.Section) error {
	r.sec, r.depth = sec, 0
	r.link = nil
	if sec.ID != GlossaryID {
		r.link = r.gloss.linker()
	}
	class := "rule"
	if sec.ID == GlossaryID {
		class += " glossary"
	}
	if sec.Number == "" {
		class += " matter"
	}
	r.w("<section class=\"" + class + "\" aria-labelledby=\"")
	r.esc(sec.ID)
	r.w("\">\n")
	if err := r.blocks(sec.Doc); err != nil {
		return fmt.Errorf("%s: %w", sec.File, err)
	}
	r.w("</section>\n")
	return nil
}

func attrID(n ast.Node) string {
	if v, ok := n.AttributeString("id"); ok {
		switch v := v.(type) {
		case []byte:
			return string(v)
		case string:
			return v
		}
	}
	return ""
}
