package rulehtml

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/yuin/goldmark/ast"
	extast "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
)

// The Markdown of a section is written by walking its syntax tree: every node the rules
// text's parser makes (CommonMark, tables, definition lists, cross references, engine
// blocks) has a case here, so nothing reaches the page unescaped.

// blocks writes the block children of n.
func (r *renderer) blocks(n ast.Node) error {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if err := r.block(c); err != nil {
			return err
		}
	}
	return nil
}

func (r *renderer) block(n ast.Node) error {
	switch n := n.(type) {
	case *ast.Heading:
		return r.heading(n)
	case *ast.Paragraph:
		r.w("<p>")
		if err := r.inlines(n); err != nil {
			return err
		}
		r.w("</p>\n")
	case *ast.TextBlock: // a tight list item's text
		if err := r.inlines(n); err != nil {
			return err
		}
		if n.NextSibling() != nil {
			r.w("\n")
		}
	case *ast.List:
		return r.list(n)
	case *ast.ListItem:
		r.w("<li>")
		if err := r.blocks(n); err != nil {
			return err
		}
		r.w("</li>\n")
	case *ast.Blockquote:
		// An aside inside the rules is a note on them, not a landmark of the page (the
		// complementary landmark is for what stands beside the main content).
		r.w("<aside class=\"note\" role=\"note\" aria-label=\"")
		r.esc(r.t("book.note"))
		r.w("\">\n")
		if err := r.blocks(n); err != nil {
			return err
		}
		r.w("</aside>\n")
	case *ast.ThematicBreak:
		r.w("<hr />\n")
	case *ast.FencedCodeBlock:
		r.code(n.Lines())
	case *ast.CodeBlock:
		r.code(n.Lines())
	case *ast.HTMLBlock:
		r.rawBlock(n)
	case *extast.Table:
		return r.mdTable(n)
	case *extast.DefinitionList:
		return r.defList(n)
	case *rulebook.Engine:
		return r.engine(n)
	case *ast.Document:
		return r.blocks(n)
	default:
		// A block kind the rules text does not use yet: keep its content.
		return r.blocks(n)
	}
	return nil
}

// heading writes a heading one level below the page's: the section title as h2, a
// subsection as h3. It carries its id, its number and a self-link. A heading never
// goes more than one level below the one before it in its section (the text may put a
// "###" straight under its "#"): a reader who moves from heading to heading is told
// the outline, and a skipped level would say a heading is missing.
func (r *renderer) heading(h *ast.Heading) error {
	r.depth = min(h.Level, r.depth+1)
	level := min(r.depth+1, 6)
	id := attrID(h)
	if id == "" {
		id = r.autoH[h]
	}
	number := ""
	switch h.Level {
	case 1:
		number = r.sec.Number
	case 2:
		number = r.subs[h]
	}
	tag := "h" + strconv.Itoa(level)
	r.w("<" + tag + " id=\"")
	r.esc(id)
	r.w("\">")
	r.number(number)
	r.noLink++
	err := r.inlines(h)
	r.noLink--
	r.selfLink(id)
	r.w("</" + tag + ">\n")
	return err
}

func (r *renderer) list(l *ast.List) error {
	if l.IsOrdered() {
		r.w("<ol")
		if l.Start != 1 {
			r.w(" start=\"" + strconv.Itoa(l.Start) + "\"")
		}
		r.w(">\n")
	} else {
		r.w("<ul>\n")
	}
	if err := r.blocks(l); err != nil {
		return err
	}
	if l.IsOrdered() {
		r.w("</ol>\n")
	} else {
		r.w("</ul>\n")
	}
	return nil
}

func (r *renderer) code(lines *text.Segments) {
	r.w("<pre><code>")
	for i := 0; i < lines.Len(); i++ {
		seg := lines.At(i)
		r.esc(string(seg.Value(r.sec.Text)))
	}
	r.w("</code></pre>\n")
}

// rawBlock: HTML comments (writers' notes) are left out; any other HTML is shown as
// text, so that it is seen and removed rather than trusted.
func (r *renderer) rawBlock(n *ast.HTMLBlock) {
	var b bytes.Buffer
	for i := 0; i < n.Lines().Len(); i++ {
		seg := n.Lines().At(i)
		b.Write(seg.Value(r.sec.Text))
	}
	if n.HasClosure() {
		b.Write(n.ClosureLine.Value(r.sec.Text))
	}
	s := strings.TrimSpace(b.String())
	if n.HTMLBlockType == ast.HTMLBlockType2 || (strings.HasPrefix(s, "<!--") && strings.HasSuffix(s, "-->")) || s == "" {
		return
	}
	r.w("<p class=\"raw\">")
	r.esc(s)
	r.w("</p>\n")
}

// mdTable is a table typed in the Markdown.
func (r *renderer) mdTable(t *extast.Table) error {
	r.noLink++
	defer func() { r.noLink-- }()
	r.w("<div class=\"table-wrap\"><table class=\"text\">\n")
	for row := t.FirstChild(); row != nil; row = row.NextSibling() {
		head := false
		switch row.(type) {
		case *extast.TableHeader:
			head = true
			r.w("<thead>\n")
		default:
			if row == t.FirstChild() || isHeader(row.PreviousSibling()) {
				r.w("<tbody>\n")
			}
		}
		r.w("<tr>")
		for cell := row.FirstChild(); cell != nil; cell = cell.NextSibling() {
			tag := "td"
			if head {
				tag = "th"
			}
			r.w("<" + tag)
			if head {
				r.w(" scope=\"col\"")
			}
			if c, ok := cell.(*extast.TableCell); ok {
				switch c.Alignment {
				case extast.AlignCenter:
					r.w(" class=\"c\"")
				case extast.AlignRight:
					r.w(" class=\"r\"")
				}
			}
			r.w(">")
			if err := r.inlines(cell); err != nil {
				return err
			}
			r.w("</" + tag + ">")
		}
		r.w("</tr>\n")
		if head {
			r.w("</thead>\n")
		} else if row.NextSibling() == nil {
			r.w("</tbody>\n")
		}
	}
	r.w("</table></div>\n")
	return nil
}

func isHeader(n ast.Node) bool {
	_, ok := n.(*extast.TableHeader)
	return ok
}

// defList is a definition list; in the glossary each term gets the id its links use.
func (r *renderer) defList(l *extast.DefinitionList) error {
	r.w("<dl>\n")
	for c := l.FirstChild(); c != nil; c = c.NextSibling() {
		switch c := c.(type) {
		case *extast.DefinitionTerm:
			r.w("<dt")
			if id := r.gloss.ids[c]; id != "" {
				r.w(" id=\"")
				r.esc(id)
				r.w("\"")
			}
			r.w(">")
			r.noLink++
			err := r.inlines(c)
			r.noLink--
			if err != nil {
				return err
			}
			if id := r.gloss.ids[c]; id != "" {
				r.selfLink(id)
			}
			r.w("</dt>\n")
		case *extast.DefinitionDescription:
			r.w("<dd>")
			if err := r.blocks(c); err != nil {
				return err
			}
			r.w("</dd>\n")
		default:
			if err := r.block(c); err != nil {
				return err
			}
		}
	}
	r.w("</dl>\n")
	return nil
}

// typeset applies the language's typography to a run of text across its soft line
// breaks (newlines here, as in the source): a break the typography binds becomes its
// no-break space, so a browser cannot break there either.
func (r *renderer) typeset(s string) string {
	if !strings.Contains(s, "\n") {
		return i18n.Typography(r.b.L.Lang, s)
	}
	rs := []rune(s)
	bound := []rune(i18n.Typography(r.b.L.Lang, strings.ReplaceAll(s, "\n", " ")))
	for i, b := range bound {
		if !(b == ' ' && rs[i] == '\n') {
			rs[i] = b
		}
	}
	return string(rs)
}

// typesetBetween typesets a run of text as it reads between the texts printed before
// and after it: the space before a reference ("uwagę wydania E7") binds as the PDF binds
// it, though the source had "[[note-x]]" there when the rules text was typeset.
func (r *renderer) typesetBetween(before, s, after string) string {
	if before == "" && after == "" {
		return r.typeset(s)
	}
	skip := len([]rune(before))
	bound := []rune(r.typeset(before + s + after))
	return string(bound[skip : skip+len([]rune(s))])
}

// printed is the text a reference prints, to typeset the text beside it; "" for any
// other node.
func (r *renderer) printed(n ast.Node) string {
	switch n := n.(type) {
	case *rulebook.CrossRef:
		if _, ok := r.b.Refs[n.ID]; ok {
			return r.b.RefText(n.ID)
		}
	case *rulebook.RefList:
		return r.b.ListText(n)
	}
	return ""
}

// inlines writes the inline children of n. Adjacent texts are joined into one run, so
// a glossary term split by a line break of the source is still found.
func (r *renderer) inlines(n ast.Node) error {
	var run strings.Builder
	var prev ast.Node // the node before the run
	flush := func(next ast.Node) {
		if run.Len() > 0 {
			r.text(r.typesetBetween(r.printed(prev), run.String(), r.printed(next)))
			run.Reset()
		}
	}
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch c := c.(type) {
		case *ast.Text:
			if c.IsRaw() {
				run.Write(c.Segment.Value(r.sec.Text))
			} else {
				run.WriteString(unescape(c.Segment.Value(r.sec.Text)))
			}
			switch {
			case c.HardLineBreak():
				flush(nil)
				prev = nil
				r.w("<br />\n")
			case c.SoftLineBreak():
				run.WriteByte('\n')
			}
			continue
		case *ast.String:
			if c.IsCode() || c.IsRaw() {
				run.Write(c.Value)
			} else {
				run.WriteString(unescape(c.Value))
			}
			continue
		}
		flush(c)
		prev = c
		if err := r.inline(c); err != nil {
			return err
		}
	}
	flush(nil)
	return nil
}

func (r *renderer) inline(n ast.Node) error {
	switch n := n.(type) {
	case *ast.Emphasis:
		tag := "em"
		if n.Level >= 2 {
			tag = "strong"
		}
		r.w("<" + tag + ">")
		err := r.inlines(n)
		r.w("</" + tag + ">")
		return err
	case *ast.CodeSpan:
		r.w("<code>")
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			switch c := c.(type) {
			case *ast.Text:
				r.esc(string(c.Segment.Value(r.sec.Text)))
			case *ast.String:
				r.esc(string(c.Value))
			}
		}
		r.w("</code>")
	case *ast.Link:
		return r.anchor(string(n.Destination), string(n.Title), n)
	case *ast.AutoLink:
		url := string(n.URL(r.sec.Text))
		if n.AutoLinkType == ast.AutoLinkEmail && !strings.HasPrefix(strings.ToLower(url), "mailto:") {
			url = "mailto:" + url
		}
		if dangerous(url) {
			r.esc(string(n.Label(r.sec.Text)))
			return nil
		}
		r.w("<a href=\"")
		r.esc(string(util.URLEscape([]byte(url), false)))
		r.w("\">")
		r.esc(string(n.Label(r.sec.Text)))
		r.w("</a>")
	case *ast.Image:
		// The page loads nothing: an image of the text is shown by its description.
		r.w("<span class=\"image-alt\">")
		r.noLink++
		err := r.inlines(n)
		r.noLink--
		r.w("</span>")
		return err
	case *ast.RawHTML:
		var b bytes.Buffer
		for i := 0; i < n.Segments.Len(); i++ {
			seg := n.Segments.At(i)
			b.Write(seg.Value(r.sec.Text))
		}
		if s := b.String(); !strings.HasPrefix(s, "<!--") {
			r.esc(s) // shown, not trusted
		}
	case *rulebook.CrossRef:
		return r.crossRef(n)
	case *rulebook.RefList:
		r.refList(n)
	default:
		return r.inlines(n)
	}
	return nil
}

// anchor is a link of the Markdown text.
func (r *renderer) anchor(dest, title string, n ast.Node) error {
	if dangerous(dest) {
		return r.inlines(n)
	}
	r.w("<a href=\"")
	r.esc(string(util.URLEscape([]byte(dest), true)))
	r.w("\"")
	if title != "" {
		r.w(" title=\"")
		r.esc(title)
		r.w("\"")
	}
	r.w(">")
	r.noLink++
	err := r.inlines(n)
	r.noLink--
	r.w("</a>")
	return err
}

// crossRef is [[id]]: "section 8.ii", or the quoted title of unnumbered matter, linked.
func (r *renderer) crossRef(n *rulebook.CrossRef) error {
	if _, ok := r.b.Refs[n.ID]; !ok {
		return fmt.Errorf("[[%s]]: no section or heading has this id", n.ID)
	}
	r.inPage("xref", n.ID, r.b.RefText(n.ID))
	return nil
}

// inPage writes a link of a class to an id in the page.
func (r *renderer) inPage(class, id, text string) {
	r.w("<a class=\"" + class + "\" href=\"#")
	r.esc(id)
	r.w("\">")
	r.esc(text)
	r.w("</a>")
}

// refList is a list of references, "sections 5.i and 5.iv": each number its own link,
// the words around them plain.
func (r *renderer) refList(n *rulebook.RefList) {
	for _, p := range r.b.ListParts(n) {
		if p.ID == "" {
			r.esc(p.Text)
			continue
		}
		r.inPage("xref", p.ID, p.Text)
	}
}

// text writes a run of text, linking the glossary terms that occur first in the section.
func (r *renderer) text(s string) {
	if r.link == nil || r.noLink > 0 {
		r.esc(s)
		return
	}
	for _, sp := range r.link.split(s) {
		if sp.ID == "" {
			r.esc(sp.Text)
			continue
		}
		r.inPage("term", sp.ID, sp.Text)
	}
}

// unescape reads the text of a Markdown node as its HTML renderer does: backslash
// escapes and character references resolved.
func unescape(b []byte) string {
	if bytes.IndexByte(b, '\\') < 0 && bytes.IndexByte(b, '&') < 0 {
		return string(b)
	}
	b = util.UnescapePunctuations(b)
	b = util.ResolveNumericReferences(b)
	b = util.ResolveEntityNames(b)
	return string(b)
}

// dangerous is a link the page must not make: script, data and local files.
func dangerous(url string) bool {
	u := strings.ToLower(strings.TrimSpace(url))
	for _, p := range []string{"javascript:", "vbscript:", "data:", "file:"} {
		if strings.HasPrefix(u, p) {
			return true
		}
	}
	return false
}

// plainText is a node's text without markup.
func plainText(n ast.Node, src []byte) string { return rulebook.PlainText(n, src) }
