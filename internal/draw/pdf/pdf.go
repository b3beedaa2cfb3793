// Package pdfdraw draws the kit's pages into one PDF file, with fpdf.
//
// fpdf writes the pages, the outline and the metadata; this package writes the content
// streams itself and keeps the file honest. Text is laid out by package draw and set in
// the kit's own TrueType fonts, which this package embeds (fonts.go: subset, only those a
// document uses); runes a font lacks and fpdf's sticky errors become Go errors; a final
// pass (fixup.go) adds the fonts, the reused figures (reuse.go) and the link annotations,
// and makes the bytes valid for strict checkers: a correct outline, annotations as
// indirect objects, /ViewerPreferences << /PrintScaling /None >>.
// Output is reproducible: the same calls and Info give the same bytes.
package pdfdraw

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"time"
	"unicode/utf8"

	"codeberg.org/go-pdf/fpdf"

	"github.com/excalibur-kit/excalibur/internal/draw"
)

// Info is the document's metadata.
type Info struct {
	Title, Author, Subject, Keywords, Creator string
	// Producer names what wrote the file, in the document's language (the locale's
	// kit.producer): a reader sees it among the properties. Empty, it is the library's
	// name alone, a proper name in every language.
	Producer string
	// Lang is the document's language as a BCP 47 tag: "en", "pl", "fr".
	Lang string
	// Date is written as both creation and modification date. It must be set, from
	// SOURCE_DATE_EPOCH, so that the same drawing gives the same bytes.
	Date time.Time
	// Uncompressed writes page content as plain text, to read or edit a PDF by hand
	// (the check's tamper tests do). Kit builds compress.
	Uncompressed bool
}

// Document is a PDF being drawn. Create it with New, draw its pages, then call WriteTo
// once. It is not safe for concurrent use; use one Document per goroutine.
type Document struct {
	pdf       *fpdf.Fpdf
	plain     bool // leave streams uncompressed (Info.Uncompressed)
	err       error
	page      *page      // the current page, nil before the first
	pages     []*page    // every page started, with its content stream
	fonts     []*docFont // the faces used, in order of first use
	anchors   map[string]anchor
	links     []link
	bookmarks []bookmark
	forms     []*form        // reused figures, as Form XObjects /Fm1, /Fm2, ...
	formIdx   map[string]int // figure key -> index in forms
	written   bool
}

// anchor is a link destination: a page (0-based) and a height on it in pt, y up.
type anchor struct {
	page int
	y    float64
}

// link is a link rectangle on a page, in pt, y up: to an anchor name or a URL.
type link struct {
	page   int
	rect   [4]float64 // x1 y1 x2 y2
	anchor string
	url    string
}

type bookmark struct {
	title string
	level int
	page  int // 0-based
}

var langTag = regexp.MustCompile(`^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$`)

// New starts an empty document.
func New(info Info) *Document {
	f := fpdf.NewCustom(&fpdf.InitType{UnitStr: "mm", Size: fpdf.SizeType{Wd: 210, Ht: 297}})
	f.SetCompression(false) // fixup compresses, with pooled writers (compress.go)
	f.SetCatalogSort(true)  // fonts and other maps are written in sorted order
	f.SetAutoPageBreak(false, 0)
	f.SetMargins(0, 0, 0)
	d := &Document{
		pdf:     f,
		plain:   info.Uncompressed,
		anchors: map[string]anchor{},
		formIdx: map[string]int{},
	}
	d.setInfo(info)
	return d
}

func (d *Document) setInfo(info Info) {
	if info.Date.IsZero() {
		d.fail(errors.New("pdf: Info.Date is not set; pass the build date (SOURCE_DATE_EPOCH) for reproducible output"))
	}
	if info.Lang != "" && !langTag.MatchString(info.Lang) {
		d.fail(fmt.Errorf("pdf: Info.Lang %q is not a BCP 47 language tag", info.Lang))
	}
	if info.Producer == "" {
		info.Producer = "fpdf"
	}
	for _, s := range []string{info.Title, info.Author, info.Subject, info.Keywords, info.Creator, info.Producer} {
		if err := checkBMP(s); err != nil {
			d.fail(fmt.Errorf("pdf: metadata %q: %w", s, err))
			return
		}
	}
	f := d.pdf
	for _, m := range []struct {
		value string
		set   func(string, bool)
	}{{info.Title, f.SetTitle}, {info.Author, f.SetAuthor}, {info.Subject, f.SetSubject},
		{info.Keywords, f.SetKeywords}, {info.Creator, f.SetCreator}} {
		if m.value != "" { // fpdf would write an empty UTF-16 string (a lone byte order mark)
			m.set(m.value, true)
		}
	}
	f.SetProducer(info.Producer, true)
	f.SetLang(info.Lang)
	f.SetCreationDate(info.Date.UTC())
	f.SetModificationDate(info.Date.UTC())
}

// checkBMP rejects what fpdf's UTF-16 conversion mishandles (it panics or writes garbage
// on invalid UTF-8 and on runes outside the Basic Multilingual Plane).
func checkBMP(s string) error {
	for i, r := range s {
		if r == utf8.RuneError {
			if _, n := utf8.DecodeRuneInString(s[i:]); n <= 1 {
				return fmt.Errorf("invalid UTF-8 at byte %d", i)
			}
		}
		if r > 0xFFFF {
			return fmt.Errorf("rune %U is outside the Basic Multilingual Plane", r)
		}
	}
	return nil
}

// fail records the first error; later drawing calls are then ignored.
func (d *Document) fail(err error) {
	if d.err == nil {
		d.err = err
	}
}

// failPage records an error that happened on the current page.
func (d *Document) failPage(format string, args ...any) {
	d.fail(fmt.Errorf("pdf: page %d: %s", len(d.pages), fmt.Sprintf(format, args...)))
}

// guard turns a panic inside fpdf into the document's error: a bad page must fail the
// build, not crash it.
func (d *Document) guard(what string) {
	if r := recover(); r != nil {
		d.fail(fmt.Errorf("pdf: fpdf panicked in %s: %v", what, r))
	}
}

// NewPage starts a page of w x h mm.
func (d *Document) NewPage(w, h float64) draw.Canvas {
	defer d.guard("NewPage")
	if d.page != nil {
		d.page.finish()
	}
	p := &page{d: d, w: w, h: h}
	d.page = p
	if !(w > 0 && h > 0) {
		d.fail(fmt.Errorf("pdf: page %d: size %v x %v mm is not positive", len(d.pages)+1, w, h))
	}
	if d.err != nil {
		return p
	}
	d.pdf.AddPageFormat("P", fpdf.SizeType{Wd: w, Ht: h})
	d.pages = append(d.pages, p)
	// The Canvas's initial state, explicit: black fill and stroke, 0.2 mm lines, solid,
	// butt caps, miter joins. (fixup puts this stream in place of fpdf's, which holds
	// only fpdf's own settings.)
	p.raw("0 g 0 G 0.567 w [] 0 d 0 J 0 j 10 M")
	return p
}

// PageBoxes sets the current page's TrimBox to the rectangle (mm from the top left) and
// its BleedBox to the rectangle grown by bleed. fixup writes them into the page's
// dictionary, measured from the bottom left as PDF does (fpdf's own page boxes come out
// in map order, which would make two builds differ).
func (d *Document) PageBoxes(x, y, w, h, bleed float64) {
	if d.page == nil {
		d.fail(fmt.Errorf("pdf: page boxes before the first page"))
		return
	}
	p := d.page
	box := func(name string, x, y, w, h float64) {
		bottom := p.h - y - h
		p.boxes = fmt.Appendf(p.boxes, "/%s [%.2f %.2f %.2f %.2f]\n", name,
			x*ptPerMM, bottom*ptPerMM, (x+w)*ptPerMM, (bottom+h)*ptPerMM)
	}
	p.boxes = p.boxes[:0]
	box("TrimBox", x, y, w, h)
	box("BleedBox", x-bleed, y-bleed, w+2*bleed, h+2*bleed)
}

// Bookmark adds an outline entry for the current page. Levels start at 0 and may go
// down one level at a time.
func (d *Document) Bookmark(title string, level int) {
	if d.page == nil {
		d.fail(fmt.Errorf("pdf: bookmark %q before the first page", title))
		return
	}
	prev := -1
	if n := len(d.bookmarks); n > 0 {
		prev = d.bookmarks[n-1].level
	}
	if level < 0 || level > prev+1 {
		d.failPage("bookmark %q at level %d after level %d: levels may only go one deeper", title, level, prev)
		return
	}
	if !utf8.ValidString(title) {
		d.failPage("bookmark title %q is not valid UTF-8", title)
		return
	}
	d.bookmarks = append(d.bookmarks, bookmark{title, level, len(d.pages) - 1})
	// fpdf writes the outline objects; fixup replaces their contents (fpdf writes an
	// invalid /Count 0, and cannot encode runes outside the BMP).
	d.pdf.Bookmark("-", level, 0)
}

// Err is the first error met so far, if any.
func (d *Document) Err() error {
	if d.err == nil {
		d.err = d.pdf.Error()
	}
	return d.err
}

// WriteTo finishes the document and writes it to w. It can be called once.
func (d *Document) WriteTo(w io.Writer) (n int64, err error) {
	out, err := d.Bytes()
	if err != nil {
		return 0, err
	}
	m, err := w.Write(out)
	return int64(m), err
}

// Bytes finishes the document and returns the file. It can be called once, instead of
// WriteTo.
func (d *Document) Bytes() (out []byte, err error) {
	if d.written {
		return nil, errors.New("pdf: document already written")
	}
	d.written = true
	if d.page == nil {
		d.fail(errors.New("pdf: document has no pages"))
	} else {
		d.page.finish()
	}
	for _, l := range d.links {
		if _, ok := d.anchors[l.anchor]; l.anchor != "" && !ok {
			d.fail(fmt.Errorf("pdf: page %d: link to #%s, but no page has that anchor", l.page+1, l.anchor))
		}
	}
	if err := d.Err(); err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	func() {
		defer d.guard("Output")
		if err := d.pdf.Output(&buf); err != nil {
			d.fail(fmt.Errorf("pdf: %w", err))
		}
	}()
	if d.err != nil {
		return nil, d.err
	}
	return fixup(buf.Bytes(), d)
}

// Pages is the number of pages drawn so far.
func (d *Document) Pages() int { return len(d.pages) }
