package check

import (
	"fmt"
	"html"
	"os"
	"regexp"
	"sort"
	"strings"
	"unicode"

	"github.com/yuin/goldmark/ast"

	"github.com/excalibur-kit/excalibur/internal/build"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
	"github.com/excalibur-kit/excalibur/internal/rulebook/pages"
	"github.com/excalibur-kit/excalibur/rules"
)

// The rulebook, the quick reference and the rules reference are read back as one text
// each: every engine table must be printed cell by cell, every worked example sentence by
// sentence, and every value of the rules text where the text puts it.

func verifyRulebook(c *checker, files []build.File)  { c.book(files, false) }
func verifyQuick(c *checker, files []build.File)     { c.book(files, true) }
func verifyReference(c *checker, files []build.File) { c.book(files, false) }

func (c *checker) book(files []build.File, quick bool) {
	b, err := c.bookFor(quick)
	if err != nil {
		c.fail(files[0].Path, "rules text", "%v", err)
		return
	}
	text, name, ok := c.bookText(files)
	if !ok {
		return
	}
	c.values(name, text, b)
	for _, t := range bookTables(b) {
		for _, p := range MatchTable(text, t, c.x.L.Cell) {
			c.fail(name, "table "+t.ID, "%s", p)
		}
	}
	c.examples(name, text, b)
	c.figures(name, text, files, b)
}

// bookText reads the files of a book (a PDF, SVG pages, an HTML page) as one text.
func (c *checker) bookText(files []build.File) (string, string, bool) {
	sort.Slice(files, func(i, j int) bool { return files[i].Path < files[j].Path })
	var toks []string
	for i, f := range files {
		switch f.Format {
		case "pdf":
			pages, ok := c.pdfTokens(f)
			if !ok {
				return "", "", false
			}
			for _, p := range pages {
				toks = append(toks, c.body(p.Tokens, p.N)...)
			}
		case "svg":
			t, ok := c.svgTokens(f)
			if !ok {
				return "", "", false
			}
			toks = append(toks, c.body(t, i+1)...)
		case "html":
			b, err := os.ReadFile(c.path(f))
			if err != nil {
				c.fail(f.Path, "file", "%v", err)
				return "", "", false
			}
			toks = append(toks, htmlText(string(b)))
		}
	}
	name := files[0].Path
	if len(files) > 1 {
		name = files[0].Path[:strings.LastIndex(files[0].Path, "/")+1] + "*." + files[0].Format
	}
	return strings.Join(toks, " "), name, true
}

// body drops a page's running head and page number (drawn first, before the text),
// which would otherwise stand between the words of a paragraph that runs over the page.
func (c *checker) body(toks []string, page int) []string {
	if len(toks) == 0 || toks[0] != c.x.L.T("book.title", nil) {
		return toks
	}
	folio := c.x.L.Num(page)
	for i := 1; i <= 2 && i < len(toks); i++ { // title, the section's head if any, folio
		if toks[i] == folio {
			return toks[i+1:]
		}
	}
	return toks
}

var (
	reHTMLDrop = regexp.MustCompile(`(?is)<(style|script|head)\b.*?</(style|script|head)>`)
	reHTMLTag  = regexp.MustCompile(`(?s)<[^>]*>`)
)

// htmlText is the text of an HTML page: elements and their attributes removed, each
// element boundary a space, character references decoded.
func htmlText(s string) string {
	s = reHTMLDrop.ReplaceAllString(s, " ")
	s = reHTMLTag.ReplaceAllString(s, " ")
	// Only markup's own white space collapses: no-break spaces are part of the text.
	ascii := func(r rune) bool { return r == ' ' || r == '\n' || r == '\t' || r == '\r' }
	return strings.Join(strings.FieldsFunc(html.UnescapeString(s), ascii), " ")
}

// values finds every value of the rules text, with the words around it, in order
// within each source file.
func (c *checker) values(name, text string, b *rulebook.Book) {
	norm := normalize(text)
	cursor := map[string]int{}
	for _, u := range b.Used {
		want := normalize(strings.Join([]string{u.Before, u.Text, u.After}, " "))
		at := cursor[u.File]
		i := strings.Index(norm[at:], want)
		if i < 0 {
			c.fail(name, "value "+u.Key, "expected %q (%s: %q %s %q), not printed there", u.Text, u.File, u.Before, u.Text, u.After)
			continue
		}
		// Go on from the value itself: the next value's words may overlap this one's.
		cursor[u.File] = at + i + len(normalize(u.Before))
	}
}

// normalize keeps letters and digits, and one space for anything else between them.
func normalize(s string) string {
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsNumber(r) }), " ")
}

// bookTables lists every engine table the book prints, in order.
func bookTables(b *rulebook.Book) []rules.Table {
	var out []rules.Table
	for _, sec := range b.Sections {
		ast.Walk(sec.Doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if e, ok := n.(*rulebook.Engine); ok && entering && e.What == "table" {
				if t, err := b.Engine.TableByID(e.Arg); err == nil {
					out = append(out, t)
				}
			}
			return ast.WalkContinue, nil
		})
	}
	return out
}

// examples finds every worked example's sentences and tables.
func (c *checker) examples(name, text string, b *rulebook.Book) {
	norm := normalize(text)
	for _, sec := range b.Sections {
		ast.Walk(sec.Doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			e, ok := n.(*rulebook.Engine)
			if !ok || !entering || e.What != "example" {
				return ast.WalkContinue, nil
			}
			parts, err := b.Example(e.Arg)
			if err != nil {
				c.fail(name, "example "+e.Arg, "%v", err)
				return ast.WalkContinue, nil
			}
			for i, p := range parts {
				switch {
				case p.Table != nil:
					for _, prob := range MatchTable(text, *p.Table, c.x.L.Cell) {
						c.fail(name, "example "+e.Arg, "%s", prob)
					}
				case p.Text != "" && !strings.Contains(norm, normalize(p.Text)):
					c.fail(name, fmt.Sprintf("example %s, line %d", e.Arg, i+1), "expected %q", p.Text)
				}
			}
			return ast.WalkContinue, nil
		})
	}
}

// figures finds every figure of the book: its caption, and what it prints over the board
// (the miles, phases and fighters the engine computes), in order. The rules reference's
// figures are inline SVG: what they print is read from their glyph groups' labels.
func (c *checker) figures(name, text string, files []build.File, b *rulebook.Book) {
	ids := b.Figures()
	if len(ids) == 0 {
		return
	}
	norm := normalize(text)
	page := ""
	if files[0].Format == "html" {
		raw, err := os.ReadFile(c.path(files[0]))
		if err != nil {
			c.fail(files[0].Path, "file", "%v", err)
			return
		}
		page = string(raw)
	}
	for _, id := range ids {
		f, err := c.x.Figure(id, pages.ColumnWidth)
		if err != nil {
			c.fail(name, "figure "+id, "%v", err)
			continue
		}
		if !strings.Contains(norm, normalize(f.Caption)) {
			c.fail(name, "figure "+id, "expected its caption %q", f.Caption)
		}
		drawn := norm
		if page != "" {
			drawn = normalize(figureText(page, id))
		}
		if want := normalize(strings.Join(f.Labels, " ")); !strings.Contains(drawn, want) {
			c.fail(name, "figure "+id, "expected it to print %q, in this order", strings.Join(f.Labels, " | "))
		}
	}
}

var reAriaLabel = regexp.MustCompile(`aria-label="([^"]*)"`)

// figureText is the text a figure of an HTML page draws: the labels of its SVG, in order.
func figureText(page, id string) string {
	start := strings.Index(page, `data-figure="`+html.EscapeString(id)+`"`)
	if start < 0 {
		return ""
	}
	end := strings.Index(page[start:], "</figure>")
	if end < 0 {
		return ""
	}
	var out []string
	for _, m := range reAriaLabel.FindAllStringSubmatch(page[start:start+end], -1) {
		out = append(out, html.UnescapeString(m[1]))
	}
	return strings.Join(out, " ")
}
