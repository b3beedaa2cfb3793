// Package readback reads the text of the kit's printed files, in drawing order, from the
// files themselves: the PDFs' text through their fonts' ToUnicode maps (pdftext), the
// SVGs' glyph outlines back to the letters they draw. What it returns is what a reader
// sees, so the check built on it proves the printed numbers, not the program's intent.
package readback

import (
	"fmt"
	"io"
	"math"
	"os"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/excalibur-kit/excalibur/internal/pdftext"
)

// Page is the printed text of one page, one token per drawn text, in drawing order.
type Page struct {
	N      int
	Tokens []string
}

// PDF reads the pages of a PDF that print text. The runs of one drawn text (split where
// a face borrows a glyph from its fallback) are joined back into one token. Every font
// must be the kit's and draw the letters its ToUnicode map says (pdffonts.go).
func PDF(path string) ([]Page, error) {
	all, err := PDFPages(path)
	if err != nil {
		return nil, err
	}
	var out []Page
	for _, p := range all {
		if len(p.Tokens) > 0 {
			out = append(out, p)
		}
	}
	return out, nil
}

// PDFPages reads every page of a PDF as PDF does, a page without text as a page of no
// tokens: a book's blank page counts in its numbering.
func PDFPages(path string) ([]Page, error) {
	doc, err := pdftext.ReadFile(path, pdftext.DefaultLimits)
	if err != nil {
		return nil, err
	}
	if err := kitFonts(doc.Fonts); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	runs := doc.Runs
	pages := make([]Page, doc.Pages) // a page without text is read as a page of no tokens
	for i := range pages {
		pages[i].N = i + 1
	}
	var last *pdftext.Run
	for i := range runs {
		r := &runs[i]
		if seen, err := visible(r); err != nil {
			return nil, err
		} else if !seen {
			continue
		}
		if r.Page < 1 || r.Page > len(pages) {
			return nil, fmt.Errorf("%s: text on page %d of %d", path, r.Page, len(pages))
		}
		p := &pages[r.Page-1]
		if len(p.Tokens) == 0 {
			last = nil
		}
		if last != nil && continues(last, r) {
			p.Tokens[len(p.Tokens)-1] += r.Text
		} else {
			p.Tokens = append(p.Tokens, r.Text)
		}
		last = r
	}
	return pages, nil
}

// visible says whether a reader sees a run. Text too small or off the page (a board
// tile draws the whole valley and shows its share) is not read: the check must not
// count what nobody sees. The kit names its drawings (a land unit's icon, a troop's
// emblem) with invisible text, as SVG names them with aria-label, and the check counts
// those names; but a number is always drawn, so invisible text with a digit is an error.
func visible(r *pdftext.Run) (bool, error) {
	switch {
	case r.Hidden == "":
		return true, nil
	case !r.Invisible:
		return false, nil
	case strings.ContainsAny(r.Text, "0123456789"):
		return false, fmt.Errorf("page %d: the text %q is %s: a number must be drawn for a reader to see it", r.Page, r.Text, r.Hidden)
	}
	return true, nil
}

// continues reports whether run r carries on the text of run prev: same baseline, and
// starting where prev ended.
func continues(prev, r *pdftext.Run) bool {
	return math.Abs(prev.Y-r.Y) < 0.05 && math.Abs(prev.X+prev.W-r.X) < 0.05 && prev.W > 0
}

// maxSVG is the largest SVG page read: the kit's are under 2 MB; a larger file is
// refused before it is read.
const maxSVG = 32 << 20

// SVG reads one SVG page: the accessible name of every text and described drawing, in
// document order. Each text's glyphs are read back to letters and must spell its name
// (spaces are not drawn); a text whose glyphs say something else is an error naming both.
// The page's text layer (the invisible <text> a browser selects and finds) must read
// what the glyphs draw, in the same order: a search must find what the page shows.
func SVG(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if st.Size() > maxSVG {
		return nil, fmt.Errorf("%d bytes: larger than the %d MiB an SVG page may be", st.Size(), maxSVG>>20)
	}
	data := make([]byte, st.Size())
	if _, err := io.ReadFull(f, data); err != nil {
		return nil, err
	}
	return svgTokens(data)
}

func svgTokens(data []byte) ([]string, error) {
	if !utf8.Valid(data) {
		return nil, fmt.Errorf("not a well-formed SVG: invalid UTF-8")
	}
	sc := &xmlScanner{data: data}
	var tokens []string
	var label *string
	var drawn, all strings.Builder // the glyphs of the current text; of every text
	glyphs := map[string]rune{}    // glyph definitions whose outlines were proven
	for {
		t, ok, err := sc.next()
		if err != nil {
			return nil, fmt.Errorf("not a well-formed SVG: %w", err)
		}
		if !ok {
			return tokens, sameLayer(sc.chars.String(), all.String())
		}
		if t.name == "text" {
			sc.keep = t.start && !t.end
			if t.end {
				sc.chars.WriteByte(layerLineEnd) // the layer is read line by line
			}
		}
		if t.start {
			switch t.name {
			case "g":
				l, ok, err := t.attr("aria-label")
				if err != nil {
					return nil, fmt.Errorf("not a well-formed SVG: %w", err)
				}
				if ok {
					label = &l
					drawn.Reset()
				}
			case "path":
				id, ok, err := t.attr("id")
				if err != nil {
					return nil, fmt.Errorf("not a well-formed SVG: %w", err)
				}
				if ok && strings.HasPrefix(id, "g.") {
					d, _, err := t.attr("d")
					if err != nil {
						return nil, fmt.Errorf("not a well-formed SVG: %w", err)
					}
					r, err := checkGlyphDef(id, d)
					if err != nil {
						return nil, err
					}
					glyphs[id] = r
				}
			case "use":
				if label != nil {
					r, err := glyphRune(t, glyphs)
					if err != nil {
						return nil, err
					}
					drawn.WriteRune(r)
				}
			}
		}
		if t.end && t.name == "g" && label != nil {
			if err := spells(*label, drawn.String()); err != nil {
				return nil, err
			}
			all.WriteString(drawn.String())
			tokens = append(tokens, *label)
			label = nil
		}
	}
}

// layerLineEnd ends each <text> of the layer in what the scanner gathers.
const layerLineEnd = '\x00'

// sameLayer checks that a page's text layer reads the letters its glyphs draw, line by
// line in their order (white space aside: the layer has the spaces, the glyphs do not).
// A line may be missing, but none may read what the glyphs do not draw: the SVG writer
// leaves out of the layer a text that its clip hides wholly (a figure cut from the
// board), whose glyphs are still in the file. A page without a layer reads nothing, and
// is not refused for it.
func sameLayer(layer, drawn string) error {
	at := 0 // where in drawn the next line may start
	for _, line := range strings.Split(layer, string(layerLineEnd)) {
		l := strings.Map(notSpace, line)
		if l == "" {
			continue
		}
		if i := strings.Index(drawn[at:], l); i >= 0 {
			at += i + len(l)
			continue
		}
		i := 0
		for i < len(l) && at+i < len(drawn) && l[i] == drawn[at+i] {
			i++
		}
		return fmt.Errorf("the text layer reads %q where the glyphs draw %q", excerpt(l, i), excerpt(drawn[at:], i))
	}
	return nil
}

// notSpace drops the spaces a text has and its glyphs do not draw.
func notSpace(r rune) rune {
	if unicode.IsSpace(r) {
		return -1
	}
	return r
}

// excerpt is s around byte i, where two texts part.
func excerpt(s string, i int) string {
	from, to := max(0, i-20), min(len(s), i+20)
	for from > 0 && !utf8.RuneStart(s[from]) {
		from--
	}
	for to < len(s) && !utf8.RuneStart(s[to]) {
		to++
	}
	return s[from:to]
}

// spells checks that the drawn glyphs are the label's letters. A described drawing has
// no glyphs and is taken at its name.
func spells(label, drawn string) error {
	if drawn == "" {
		return nil
	}
	want := strings.Map(func(r rune) rune {
		if r == ' ' || r == '\u00a0' || r == '\u202f' {
			return -1
		}
		return r
	}, label)
	if want != drawn {
		return fmt.Errorf("a text named %q draws %q", label, drawn)
	}
	return nil
}

// glyphRune reads <use xlink:href="#g.FACE.INDEX"> back to the letter its definition's
// outline draws.
func glyphRune(t xmlTag, glyphs map[string]rune) (rune, error) {
	href, _, err := t.attr("href")
	if err != nil {
		return 0, fmt.Errorf("not a well-formed SVG: %w", err)
	}
	id, ok := strings.CutPrefix(href, "#")
	if _, _, glyph := glyphID(id); !ok || !glyph {
		return 0, fmt.Errorf("a text uses %q, which is not a glyph", href)
	}
	r, ok := glyphs[id]
	if !ok {
		return 0, fmt.Errorf("a text uses glyph %q, which the file does not define before it", href)
	}
	return r, nil
}
