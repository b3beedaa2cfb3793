// Package svgdraw draws the kit's pages as standalone SVG files, one per page, with
// svgo.
//
// Text is drawn as glyph outlines from the kit's fonts (the same ones the PDF embeds),
// so a page looks the same on a machine without those fonts and carries no font file:
// each glyph a page uses is one <path> in <defs>, placed with <use>. Every Text call is
// a <g role="img" aria-label="..."> holding the original string, for screen readers and
// for programs that read the text back, and the strings of each line are also real,
// invisible <text> over the outlines, for a browser to select, find and copy.
//
// Output is deterministic: IDs are numbered in drawing order, numbers have fixed
// precision (3 decimals in mm, whole glyph units of 1/1000 em).
package svgdraw

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strconv"

	svg "github.com/ajstarks/svgo/float"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/draw/internal/num"
)

// Document is a set of SVG pages. Draw all pages first, then write each with WritePage:
// links between pages are resolved when writing. It is not safe for concurrent use;
// separate Documents may be drawn and written concurrently.
type Document struct {
	// PageName is the file name of page i (0-based), for links to anchors on other
	// pages. The default is "page-001.svg" for page 0 and so on.
	PageName func(i int) string
	// Embedded is set for pages that go inside another document that names each of
	// them as a whole (an HTML figure, <svg role="img">, whose content screen readers
	// skip): their text layer is then not marked aria-hidden, which such a page would
	// read as text kept from its readers.
	Embedded bool
	// Light makes pages for a screen that only shows them (light.go): the same picture
	// in far fewer elements, without a text layer or accessible names. Not for the
	// kit's files, whose text must be found, selected and read back.
	Light bool

	pages   []*page
	anchors map[string]int // anchor name -> page index
	err     error
	// A light document's figures as taken down, by key, and its glyphs' outlines, by
	// size (light.go).
	figures map[string]*figureCapture
	glyphs  map[sizedGlyph]shape
}

// New starts an empty document.
func New() *Document {
	return &Document{anchors: map[string]int{}, figures: map[string]*figureCapture{}, glyphs: map[sizedGlyph]shape{}}
}

func (d *Document) fail(err error) {
	if d.err == nil {
		d.err = err
	}
}

// Err is the first error met so far, if any.
func (d *Document) Err() error { return d.err }

// Len is the number of pages.
func (d *Document) Len() int { return len(d.pages) }

// NewPage starts a page of w x h mm.
func (d *Document) NewPage(w, h float64) draw.Canvas {
	if n := len(d.pages); n > 0 {
		d.pages[n-1].done = true
	}
	p := newPage(d, len(d.pages), w, h)
	if n := len(d.pages); n > 0 {
		// The pages of a document are alike: start where the last one ended, rather
		// than doubling a small buffer up to it again.
		p.body.Grow(d.pages[n-1].body.Len()*5/4 + 4096)
	}
	d.pages = append(d.pages, p)
	if !(w > 0 && h > 0) {
		p.fail("size %v x %v mm is not positive", w, h)
	}
	return p
}

// Bookmark gives the current page a <title>: SVG has no outline, but a page's first
// bookmark is what the page is about. Levels are not checked here.
func (d *Document) Bookmark(title string, level int) {
	if len(d.pages) == 0 {
		d.fail(fmt.Errorf("svg: bookmark %q before the first page", title))
		return
	}
	if p := d.pages[len(d.pages)-1]; p.title == "" {
		p.title = title
	}
}

func (d *Document) pageName(i int) string {
	if d.PageName != nil {
		return d.PageName(i)
	}
	return fmt.Sprintf("page-%03d.svg", i+1)
}

// WritePage writes page i (0-based) as a standalone SVG file. It fails if drawing any
// page failed, since the pages of a document belong together.
func (d *Document) WritePage(w io.Writer, i int) error {
	if d.err != nil {
		return d.err
	}
	if i < 0 || i >= len(d.pages) {
		return fmt.Errorf("svg: no page %d in a document of %d pages", i, len(d.pages))
	}
	b, err := d.pages[i].bytes()
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}

// PageBytes is page i as WritePage writes it.
func (d *Document) PageBytes(i int) ([]byte, error) {
	if d.err != nil {
		return nil, d.err
	}
	if i < 0 || i >= len(d.pages) {
		return nil, fmt.Errorf("svg: no page %d in a document of %d pages", i, len(d.pages))
	}
	return d.pages[i].bytes()
}

// resolve turns a link target into an href as seen from page from.
func (d *Document) resolve(from int, target string) (string, error) {
	name, ok := cutHash(target)
	if !ok {
		return target, nil
	}
	to, ok := d.anchors[name]
	if !ok {
		return "", fmt.Errorf("svg: page %d: link to #%s, but no page has that anchor", from+1, name)
	}
	if to == from {
		return target, nil
	}
	return d.pageName(to) + target, nil
}

func cutHash(target string) (string, bool) {
	if len(target) > 0 && target[0] == '#' {
		return target[1:], true
	}
	return "", false
}

// attr is one attribute, its value escaped: svgo writes attribute strings as they are.
func attr(name, value string) string {
	var b bytes.Buffer
	b.WriteString(name)
	b.WriteString(`="`)
	_ = xml.EscapeText(&b, []byte(value)) // writes to a bytes.Buffer cannot fail
	b.WriteByte('"')
	return b.String()
}

func colorAttr(name string, c draw.Color) string {
	return fmt.Sprintf(`%s="#%02x%02x%02x"`, name, c.R, c.G, c.B)
}

func numAttr(name string, v float64) string {
	return name + `="` + num.Format(v, 3) + `"`
}

// linkMark stands in the body for the href of link n until the page is written: the
// anchor may be on a page drawn later. NUL never occurs in escaped SVG text.
func linkMark(n int) string { return "\x00" + strconv.Itoa(n) + "\x00" }

// writeBody writes the page body with each link mark replaced by its escaped href.
func writeBody(w *bytes.Buffer, body []byte, hrefs []string) error {
	for {
		i := bytes.IndexByte(body, 0)
		if i < 0 {
			_, err := w.Write(body)
			return err
		}
		j := bytes.IndexByte(body[i+1:], 0)
		if j < 0 {
			return errors.New("svg: unterminated link mark")
		}
		n, err := strconv.Atoi(string(body[i+1 : i+1+j]))
		if err != nil || n >= len(hrefs) {
			return fmt.Errorf("svg: bad link mark %q", body[i+1:i+1+j])
		}
		w.Write(body[:i])
		if err := xml.EscapeText(w, []byte(hrefs[n])); err != nil {
			return err
		}
		body = body[i+1+j+1:]
	}
}

// newSVG returns an svgo writer with the page's precision.
func newSVG(w io.Writer) *svg.SVG {
	s := svg.New(w)
	s.Decimals = 3
	return s
}
