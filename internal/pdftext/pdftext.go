// Package pdftext reads back the text of a PDF with the position of every piece of
// text, so that `excalibur check` can prove the numbers printed in the kit from the
// files themselves, in pure Go.
//
// It is made for what fpdf writes — Type0/Identity-H fonts with a ToUnicode CMap,
// Flate-compressed content streams — but follows the PDF specification, so simple
// (one-byte) fonts, Form XObjects and the less common text operators are read too.
//
// Parsing the file (cross-reference table, objects, stream filters) and tokenizing
// content streams is left to github.com/ledongthuc/pdf. Its own text extraction is
// not used: it decodes ToUnicode ranges by adding to the last byte only, which turns
// fpdf's single range <0000> <FFFF> <0000> into garbage for every character above
// U+00FF (ł, ż, œ, «…), and it reports a position per glyph with Type0 widths read
// as if codes were one byte long. The text state, fonts and CMaps are handled here.
package pdftext

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"

	"github.com/ledongthuc/pdf"
)

// Run is the text shown by one text-showing operator (Tj, TJ, ' or ").
type Run struct {
	Page int     // 1-based page number
	X, Y float64 // start of the baseline in mm from the top-left corner of the MediaBox
	W    float64 // advance width in mm along the baseline, so X+W is the end of unrotated text
	Size float64 // font size in points, after the text matrix and CTM
	Text string
}

const mmPerPt = 25.4 / 72

// Extract returns every run of text of the PDF in r, page by page, in content-stream
// order. A malformed PDF gives an error, never a panic.
func Extract(r io.ReaderAt, size int64) (runs []Run, err error) {
	x := &extractor{fonts: map[string]*font{}}
	defer func() {
		if p := recover(); p != nil {
			runs, err = nil, x.panicError(p)
		}
	}()
	rd, err := pdf.NewReader(r, size)
	if err != nil {
		return nil, fmt.Errorf("pdftext: not a readable PDF: %w", err)
	}
	pages, err := pageList(rd.Trailer().Key("Root").Key("Pages"))
	if err != nil {
		return nil, fmt.Errorf("pdftext: %w", err)
	}
	for i, pg := range pages {
		x.page = i + 1
		if err := x.extractPage(pg); err != nil {
			return nil, fmt.Errorf("pdftext: page %d: %w", x.page, err)
		}
	}
	return x.runs, nil
}

// ExtractFile is Extract on the file at path.
func ExtractFile(path string) ([]Run, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("pdftext: %w", err)
	}
	runs, err := Extract(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return runs, nil
}

// extractor holds what lasts across pages: the runs found so far and the fonts
// already decoded, which fpdf shares between all pages.
type extractor struct {
	runs  []Run
	fonts map[string]*font // by the font dictionary's text, see interp.font
	page  int              // page being read, for error messages
}

// panicError turns a panic into an error. The PDF library reports malformed input by
// panicking, and a malformed file can also drive it into a runtime error (nil map,
// index out of range); either way the caller must get an error, not a crash.
func (x *extractor) panicError(p any) error {
	where := "reading the file"
	if x.page > 0 {
		where = fmt.Sprintf("page %d", x.page)
	}
	if re, ok := p.(runtime.Error); ok {
		return fmt.Errorf("pdftext: %s: malformed PDF (%v)", where, re)
	}
	// The library's own messages often start with the same words.
	msg := strings.TrimPrefix(fmt.Sprint(p), "malformed PDF: ")
	return fmt.Errorf("pdftext: %s: malformed PDF: %s", where, msg)
}

// page is a leaf of the page tree with what it inherits from its ancestors.
type page struct {
	v         pdf.Value
	resources pdf.Value
	box       [4]float64 // MediaBox as llx, lly, urx, ury in points
}

// pageList walks the page tree in order, passing Resources and MediaBox down to the
// pages that inherit them. The library's own Page(n) follows /Parent links with no
// bound (a cycle hangs it) and walks from the root for every page.
func pageList(root pdf.Value) ([]page, error) {
	if root.Kind() != pdf.Dict {
		return nil, fmt.Errorf("no page tree (/Root /Pages is %v)", root)
	}
	var pages []page
	// Inner nodes already walked, by their text (which names their kids by
	// reference): a node met twice would repeat pages or, in a cycle, never end.
	seen := map[string]bool{}
	var walk func(node, res, box pdf.Value) error
	walk = func(node, res, box pdf.Value) error {
		if node.Kind() != pdf.Dict {
			return fmt.Errorf("page %d: page tree node is %v, not a dictionary", len(pages)+1, node)
		}
		if r := node.Key("Resources"); r.Kind() == pdf.Dict {
			res = r
		}
		if b := node.Key("MediaBox"); b.Kind() == pdf.Array {
			box = b
		}
		if node.Key("Type").Name() != "Pages" {
			mb, err := mediaBox(box)
			if err != nil {
				return fmt.Errorf("page %d: %w", len(pages)+1, err)
			}
			pages = append(pages, page{v: node, resources: res, box: mb})
			return nil
		}
		key := node.String()
		if seen[key] {
			return fmt.Errorf("page tree has a cycle or a shared node after page %d", len(pages))
		}
		seen[key] = true
		kids := node.Key("Kids")
		for i := 0; i < kids.Len(); i++ {
			if err := walk(kids.Index(i), res, box); err != nil {
				return err
			}
		}
		return nil
	}
	return pages, walk(root, pdf.Value{}, pdf.Value{})
}

// mediaBox reads a rectangle, normalised so that llx < urx and lly < ury.
func mediaBox(v pdf.Value) ([4]float64, error) {
	var b [4]float64
	if v.Len() != 4 {
		return b, fmt.Errorf("MediaBox is %v, want 4 numbers", v)
	}
	for i := range b {
		b[i] = v.Index(i).Float64()
	}
	b[0], b[2] = min(b[0], b[2]), max(b[0], b[2])
	b[1], b[3] = min(b[1], b[3]), max(b[1], b[3])
	if b[2]-b[0] <= 0 || b[3]-b[1] <= 0 {
		return b, fmt.Errorf("MediaBox %v is empty", v)
	}
	return b, nil
}
