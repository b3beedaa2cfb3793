package pages

import (
	"github.com/excalibur-kit/excalibur/internal/component"
	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
	"github.com/excalibur-kit/excalibur/internal/textfit"
)

// Type of the book: a readable serif at 10 pt for the text, small capitals for titles,
// a sturdy sans for subsection heads, tables and running heads.
var (
	fontBody       = draw.Font{Face: draw.Serif, Size: 10}
	fontBold       = draw.Font{Face: draw.SerifBold, Size: 10}
	fontItalic     = draw.Font{Face: draw.SerifItalic, Size: 10}
	fontBoldItalic = draw.Font{Face: draw.SerifBoldItalic, Size: 10}
	fontCode       = draw.Font{Face: draw.Sans, Size: 9}
	fontH1         = draw.Font{Face: draw.Caps, Size: 19}
	fontH1Number   = draw.Font{Face: draw.SansBold, Size: 15}
	fontH2         = draw.Font{Face: draw.SansBold, Size: 11}
	fontH3         = draw.Font{Face: draw.SerifBold, Size: 10.5}
	fontPart       = draw.Font{Face: draw.Caps, Size: 30}
	fontHead       = draw.Font{Face: draw.Sans, Size: 7.5}
	fontBox        = draw.Font{Face: draw.Serif, Size: 9.2}
	fontBoxBold    = draw.Font{Face: draw.SerifBold, Size: 9.2}
	fontCaption    = draw.Font{Face: draw.SansBold, Size: 7.5}
)

const (
	leading  = 1.4 // line step as a multiple of the font size
	measure  = 126 // width of the text column in mm
	topM     = 24  // from the top edge to the first baseline area
	bottomM  = 24  // from the last line to the bottom edge
	paraGap  = 2.4 // space between paragraphs
	indent   = 6.0 // list indent
	boxPad   = 3.5 // inside note and example boxes
	minLines = 2   // lines kept together at a page break
)

// geometry is the text area of a page.
type geometry struct {
	w, h          float64
	left, width   float64
	base          float64 // left edge of the first column
	cols          int     // columns of text (the quick reference has two)
	gap           float64 // between columns
	scale         float64 // of every font: 1 for the rulebook, less for the quick reference
	top, bottom   float64
	headY, footY  float64
	tableStyle    component.TableStyle
	boxTableStyle component.TableStyle
}

// f is a font of the book at the page's scale.
func (g geometry) f(f draw.Font) draw.Font {
	f.Size *= g.scale
	return f
}

// compactGeometry is the quick reference: two columns across the page, smaller type,
// all of it at k times its usual size.
func compactGeometry(w, h, k float64) geometry {
	g := geometryFor(w, h)
	g.cols, g.gap, g.scale = 2, 8, 0.78*k
	g.top, g.bottom, g.headY = 16, h-16, 10
	g.width = (w - 2*14 - g.gap) / 2
	g.left, g.base = 14, 14
	small := func(ts component.TableStyle) component.TableStyle {
		ts.Body.Size, ts.Head.Size, ts.Min, ts.Pad = max(7*k, 6), max(7*k, 6), 6, 0.9
		return ts
	}
	g.tableStyle, g.boxTableStyle = small(g.tableStyle), small(g.boxTableStyle)
	return g
}

func geometryFor(w, h float64) geometry {
	width := float64(measure)
	return geometry{
		w: w, h: h, left: (w - width) / 2, width: width, base: (w - width) / 2, cols: 1, scale: 1,
		top: topM, bottom: h - bottomM, headY: 14, footY: h - 12,
		tableStyle: component.TableStyle{
			Body: draw.Font{Face: draw.Sans, Size: 8.5}, Head: draw.Font{Face: draw.SansBold, Size: 8.5},
			Min: 6.5, Pad: 1.3, Leading: 1.2},
		boxTableStyle: component.TableStyle{
			Body: draw.Font{Face: draw.Sans, Size: 8}, Head: draw.Font{Face: draw.SansBold, Size: 8},
			Min: 6.5, Pad: 1.1, Leading: 1.2},
	}
}

// op draws something at a fixed place of its page.
type op func(c draw.Canvas) error

// anchor is a link target: a heading.
type anchor struct {
	id string
	y  float64
}

// link is a rectangle that links somewhere.
type link struct {
	x, y, w, h float64
	target     string
}

// entry is a heading, for the contents and the bookmarks.
type entry struct {
	level  int // 0 part, 1 section, 2 subsection
	number string
	title  string
	id     string
	page   int
}

// page is a page of the display list.
type page struct {
	ops     []op
	anchors []anchor
	links   []link
	marks   []entry // bookmarks starting on this page
	head    string  // running head: the section in force
	folio   bool    // print the page number
}

// where names an item for errors.
func where(b *rulebook.Book, item string) textfit.Where {
	return textfit.Where{Component: "rulebook", Item: item, Lang: b.Lang}
}
