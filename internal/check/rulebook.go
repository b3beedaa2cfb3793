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
	text, name, ok := c.bookText(files, b, quick)
	if !ok {
		return
	}
	c.values(name, text, b)
	c.crossRefs(name, text, b)
	for _, t := range bookTables(b) {
		for _, p := range MatchTable(text, t, c.x.L.Cell) {
			c.fail(name, "table "+t.ID, "%s", p)
		}
	}
	c.examples(name, text, b)
	c.figures(name, text, files, b)
}

// bookText reads the files of a book (a PDF, SVG pages, an HTML page) as one text, and
// checks what the files print besides it: the pages' numbers, running heads, headings and
// contents, the HTML's headings and hidden text.
func (c *checker) bookText(files []build.File, b *rulebook.Book, quick bool) (string, string, bool) {
	sort.Slice(files, func(i, j int) bool { return files[i].Path < files[j].Path })
	var toks []string
	var pages []bookPage
	heads := c.runningHeadTexts(b)
	for _, f := range files {
		switch f.Format {
		case "pdf":
			ps, ok := c.pdfPages(f)
			if !ok {
				return "", "", false
			}
			for _, p := range ps {
				pages = append(pages, c.splitPage(f.Path, p.Tokens, len(pages)+1, heads, quick))
			}
		case "svg":
			t, ok := c.svgTokens(f)
			if !ok {
				return "", "", false
			}
			pages = append(pages, c.splitPage(f.Path, t, len(pages)+1, heads, quick))
		case "html":
			raw, err := os.ReadFile(c.path(f))
			if err != nil {
				c.fail(f.Path, "file", "%v", err)
				return "", "", false
			}
			page, err := readHTML(string(raw))
			if err != nil {
				c.fail(f.Path, "file", "%v", err)
				return "", "", false
			}
			for _, h := range page.hidden {
				c.fail(f.Path, "hidden text", "%s", h)
			}
			c.htmlStructure(f.Path, page, b)
			toks = append(toks, page.text)
		}
	}
	for _, p := range pages {
		toks = append(toks, p.body...)
	}
	c.structure(pages, b, !quick, !quick)
	name := files[0].Path
	if len(files) > 1 {
		name = files[0].Path[:strings.LastIndex(files[0].Path, "/")+1] + "*." + files[0].Format
	}
	return strings.Join(toks, " "), name, true
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
			c.fail(name, "value "+u.Key, "printed %q, expected %q (%s: %q %s %q)", between(norm[at:], u.Before, u.After), u.Text, u.File, u.Before, u.Text, u.After)
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
				// A bold lead is printed with its paragraph, and may hold numbers too (a
				// season's year, a phase): both are read back.
				line := strings.TrimSpace(p.Label + " " + p.Text)
				switch {
				case p.Table != nil:
					for _, prob := range MatchTable(text, *p.Table, c.x.L.Cell) {
						c.fail(name, "example "+e.Arg, "%s", prob)
					}
				case line != "" && !strings.Contains(norm, normalize(line)):
					c.fail(name, fmt.Sprintf("example %s, line %d", e.Arg, i+1), "printed %q, expected %q", nearest(norm, normalize(line)), line)
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
		f, err := c.x.Figure(id, pages.ColumnWidth(c.x.Layout))
		if err != nil {
			c.fail(name, "figure "+id, "%v", err)
			continue
		}
		if !strings.Contains(norm, normalize(f.Caption)) {
			c.fail(name, "figure "+id, "caption: printed %q, expected %q", nearest(norm, normalize(f.Caption)), f.Caption)
		}
		drawn := norm
		if page != "" {
			drawn = normalize(figureText(page, id))
		}
		if want := normalize(strings.Join(f.Labels, " ")); !strings.Contains(drawn, want) {
			c.fail(name, "figure "+id, "expected it to print %q, in this order; printed %q", strings.Join(f.Labels, " | "), nearest(drawn, want))
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
