// Package pdftext reads back the text of a PDF with the position of every piece of
// text, so that `excalibur check` can prove the numbers printed in the kit from the
// files themselves, in pure Go.
//
// It is made for what the kit writes — Type0/Identity-H fonts with a ToUnicode CMap,
// Flate-compressed content streams, the same Form XObjects on many pages — but follows
// the PDF specification, so cross-reference streams, object streams, simple (one-byte)
// fonts, nested forms and the less common text operators are read too. Everything is
// its own: the object reader, the filters and a content tokenizer that keeps only what
// concerns text. It reads within Limits, so a crafted file is refused, not obeyed.
//
// Text is decoded through each font's ToUnicode CMap. Ranges are decoded by adding to
// the last UTF-16 unit, so fpdf's single range <0000> <FFFF> <0000> gives every
// character above U+00FF (ł, ż, œ, «…) right, and positions are computed per string
// with Type0 widths read as two-byte codes.
package pdftext

import (
	"errors"
	"fmt"
	"io"
	"os"
)

// Run is the text shown by one text-showing operator (Tj, TJ, ' or ").
type Run struct {
	Page int     // 1-based page number
	X, Y float64 // start of the baseline in mm from the top-left corner of the MediaBox
	W    float64 // advance width in mm along the baseline, so X+W is the end of unrotated text
	Size float64 // font size in points, after the text matrix and CTM
	Text string
	// Hidden says why a reader cannot see the run (invisible, too small, off the
	// page); empty for text a reader sees.
	Hidden    string
	Invisible bool // drawn in an invisible render mode (a drawing's name, in the kit)
}

const mmPerPt = 25.4 / 72

// Document is what Read finds in a PDF: its runs of text, and the fonts they are shown in.
type Document struct {
	Runs  []Run
	Fonts []Font // in order of first use
	Pages int    // how many pages, those without text included
}

// Extract returns every run of text of the PDF in r, page by page, in content-stream
// order, within DefaultLimits. A malformed PDF gives an error, never a panic.
func Extract(r io.ReaderAt, size int64) ([]Run, error) {
	d, err := Read(r, size, DefaultLimits)
	if err != nil {
		return nil, err
	}
	return d.Runs, nil
}

// ExtractFile is Extract on the file at path.
func ExtractFile(path string) ([]Run, error) {
	d, err := ReadFile(path, DefaultLimits)
	if err != nil {
		return nil, err
	}
	return d.Runs, nil
}

// ReadFile is Read on the file at path; errors name the file. A file over
// lim.FileSize is refused before it is read.
func ReadFile(path string, lim Limits) (*Document, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("pdftext: %w", err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("pdftext: %w", err)
	}
	d, err := Read(f, st.Size(), lim)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return d, nil
}

// Read reads the PDF in r (size bytes) within lim: its runs of text and the fonts
// they are shown in. A malformed PDF, or one over a limit, gives an error.
func Read(r io.ReaderAt, size int64, lim Limits) (doc *Document, err error) {
	x := &extractor{fonts: map[ref]*font{}, forms: map[*pdfStream]compiled{}, names: map[string]string{}}
	defer func() {
		if p := recover(); p != nil {
			// Every path is meant to return errors; this is the last guard, so
			// that a bug meeting a malformed file still gives an error.
			doc, err = nil, fmt.Errorf("pdftext: %s: malformed PDF (%v)", x.where(), p)
		}
	}()
	if size > lim.FileSize {
		return nil, fmt.Errorf("pdftext: %w", limitErr("a file of", lim.FileSize, "bytes"))
	}
	data := make([]byte, size)
	if _, err := r.ReadAt(data, 0); err != nil && !(errors.Is(err, io.EOF) && size == 0) {
		return nil, fmt.Errorf("pdftext: %w", err)
	}
	if x.f, err = openFile(data, lim); err != nil {
		return nil, fmt.Errorf("pdftext: not a readable PDF: %w", err)
	}
	pages, err := x.pageList()
	if err != nil {
		return nil, fmt.Errorf("pdftext: %w", err)
	}
	for i, pg := range pages {
		x.page = i + 1
		if err := x.extractPage(pg); err != nil {
			return nil, fmt.Errorf("pdftext: page %d: %w", x.page, err)
		}
	}
	x.page = 0
	doc = &Document{Runs: x.runs, Pages: len(pages)}
	for _, f := range x.fontList {
		if len(f.shown) == 0 {
			continue
		}
		ef, err := x.export(f)
		if err != nil {
			return nil, fmt.Errorf("pdftext: %w", err)
		}
		doc.Fonts = append(doc.Fonts, ef)
	}
	return doc, nil
}

// extractor holds what lasts across pages: the runs found so far, and the fonts and
// forms already decoded, which the kit shares between all pages.
type extractor struct {
	f        *file
	runs     []Run
	fonts    map[ref]*font
	fontList []*font // every font loaded, in order
	forms    map[*pdfStream]compiled
	names    map[string]string // interned resource names
	page     int               // page being read, for error messages
	ops      int               // operators run, for Limits.Ops
	window   []byte            // the content lexer's window, reused
	stack    []operand         // the content operand stack, reused
	text     []byte            // a run's text being decoded, reused
}

func (x *extractor) where() string {
	if x.page > 0 {
		return fmt.Sprintf("page %d", x.page)
	}
	return "reading the file"
}

// page is a leaf of the page tree with what it inherits from its ancestors.
type page struct {
	v         dict
	resources dict
	box       [4]float64 // MediaBox as llx, lly, urx, ury in points
}

// pageList walks the page tree in order, passing Resources and MediaBox down to the
// pages that inherit them. A node met twice (a cycle, or a shared subtree) is an
// error: it would repeat pages or never end.
func (x *extractor) pageList() ([]page, error) {
	pf := x.f
	rootObj := pf.dict(pf.trailer["Root"])["Pages"]
	if pf.dict(rootObj) == nil {
		return nil, cmpErr(pf.err, errors.New("no page tree (/Root /Pages is not a dictionary)"))
	}
	var pages []page
	seen := map[ref]bool{}
	var walk func(nodeObj object, res dict, box array, depth int) error
	walk = func(nodeObj object, res dict, box array, depth int) error {
		if r, ok := nodeObj.(ref); ok {
			if seen[r] {
				return fmt.Errorf("page tree has a cycle or a shared node after page %d", len(pages))
			}
			seen[r] = true
		}
		node := pf.dict(nodeObj)
		if node == nil || depth > pf.lim.Depth {
			return cmpErr(pf.err, fmt.Errorf("page %d: page tree node is not a dictionary (or nested over %d deep)", len(pages)+1, pf.lim.Depth))
		}
		if r := pf.dict(node["Resources"]); r != nil {
			res = r
		}
		if b := pf.array(node["MediaBox"]); b != nil {
			box = b
		}
		if pf.name(node["Type"]) != "Pages" {
			mb, err := pf.mediaBox(box)
			if err != nil {
				return fmt.Errorf("page %d: %w", len(pages)+1, err)
			}
			pages = append(pages, page{v: node, resources: res, box: mb})
			return nil
		}
		for _, kid := range pf.array(node["Kids"]) {
			if err := walk(kid, res, box, depth+1); err != nil {
				return err
			}
		}
		return pf.err
	}
	return pages, walk(rootObj, nil, nil, 0)
}

// mediaBox reads a rectangle, normalised so that llx < urx and lly < ury.
func (pf *file) mediaBox(v array) ([4]float64, error) {
	var b [4]float64
	if len(v) != 4 {
		return b, fmt.Errorf("MediaBox is %v, want 4 numbers", v)
	}
	for i := range b {
		n, ok := pf.num(v[i])
		if !ok {
			return b, fmt.Errorf("MediaBox %v is not 4 numbers", v)
		}
		b[i] = n
	}
	b[0], b[2] = min(b[0], b[2]), max(b[0], b[2])
	b[1], b[3] = min(b[1], b[3]), max(b[1], b[3])
	if b[2]-b[0] <= 0 || b[3]-b[1] <= 0 {
		return b, fmt.Errorf("MediaBox %v is empty", v)
	}
	return b, nil
}
