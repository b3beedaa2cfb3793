package pages

import (
	"github.com/excalibur-kit/excalibur/internal/component"
	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/layout"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
	"github.com/excalibur-kit/excalibur/internal/textfit"
)

// The book's type, measures and spaces are layout/rulebook.toml's (x.Layout.Rulebook);
// the quick reference sets the same book on its own page (layout/quick-reference.toml).

// geometry is the text area of a page, and the book's layout.
type geometry struct {
	bk            *layout.Rulebook
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
func (g geometry) f(lf layout.Font) draw.Font {
	f := lf.Draw()
	f.Size *= g.scale
	return f
}

// compactGeometry is the quick reference: columns across the page, smaller type, all of
// it at k times its usual size.
func compactGeometry(l *layout.Layout, w, h, k float64) geometry {
	q := l.QuickReference
	g := geometryFor(l, w, h)
	g.cols, g.gap, g.scale = q.Page.Columns, q.Page.Gap, q.Scale*k
	g.top, g.bottom, g.headY, g.footY = q.Page.Top, h-q.Page.Bottom, q.Page.HeadY, h-q.Page.FootY
	g.width = (w - 2*q.Page.Margin - float64(q.Page.Columns-1)*q.Page.Gap) / float64(q.Page.Columns)
	g.left, g.base = q.Page.Margin, q.Page.Margin
	g.tableStyle = tableStyle(q.Tables, k)
	g.boxTableStyle = g.tableStyle
	return g
}

func geometryFor(l *layout.Layout, w, h float64) geometry {
	bk := &l.Rulebook
	width := bk.Page.Measure
	return geometry{
		bk: bk, w: w, h: h, left: (w - width) / 2, width: width, base: (w - width) / 2, cols: 1, scale: 1,
		top: bk.Page.Top, bottom: h - bk.Page.Bottom, headY: bk.Page.HeadY, footY: h - bk.Page.FootY,
		tableStyle: tableStyle(bk.Table, 1), boxTableStyle: tableStyle(bk.BoxTable, 1),
	}
}

// tableStyle is a table's style at k times its size, never below its fonts' smallest
// size, which is also how far it may shrink to fit.
func tableStyle(t layout.BookTable, k float64) component.TableStyle {
	body, head := t.Body.Draw(), t.Head.Draw()
	body.Size, head.Size = max(body.Size*k, t.Body.Min), max(head.Size*k, t.Head.Min)
	return component.TableStyle{Body: body, Head: head, Min: min(t.Body.Min, t.Head.Min), Pad: t.Pad, Leading: t.Leading}
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

// placed is a line of words and where it starts on its page.
type placed struct {
	y    float64
	text string
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
	tops    []float64 // where each op starts: a box splits where one starts
	anchors []anchor
	links   []link
	marks   []entry  // bookmarks starting on this page
	texts   []placed // what the page prints in words, for the index
	head    string   // running head of a right-hand page: the section in force
	part    string   // of a left-hand page: the part in force ("" outside the parts)
	folio   bool     // print the page number
	opens   bool     // a part or a chapter opens here, on a right-hand page
	picture bool     // a chapter opens here with its picture, which did not fit the page before
}

// where names an item for errors, with the key of layout/rulebook.toml that sets its
// type: an overflow says which value to change.
func where(b *rulebook.Book, x *component.Ctx, item, key string) textfit.Where {
	return textfit.Where{Component: "rulebook", Item: item, Lang: b.Lang, Source: x.Layout.Part("rulebook").Source(key).String()}
}
