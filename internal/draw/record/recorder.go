// Package recorder is a drawing backend for tests: it records every call as one line of
// text in a fixed format, for golden files, and keeps the Text calls for queries such
// as "which texts are on page 2, and where".
package recorder

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/draw/internal/num"
)

// Document records the calls made to it and to its pages. It never fails: it records
// whatever it is asked to draw, so tests can look at bad drawings too.
type Document struct {
	lines []string
	texts []Text
	pages int
}

// Text is one recorded Text call.
type Text struct {
	Page  int // 0-based
	Font  draw.Font
	X, Y  float64 // the call's point on the page: translation and scale applied, alignment not
	Align draw.Align
	Text  string
	// Left and Width are where the line lies horizontally on the page, in mm.
	Left, Width float64
	// Scale is the canvas's scale at the call (1 unless scaled): the text prints at
	// Font.Size × Scale.
	Scale float64
}

// New starts an empty recording.
func New() *Document { return &Document{} }

func (d *Document) add(format string, args ...any) {
	d.lines = append(d.lines, fmt.Sprintf(format, args...))
}

// NewPage records the start of a page and returns its canvas.
func (d *Document) NewPage(w, h float64) draw.Canvas {
	d.pages++
	d.add("page %d %sx%s", d.pages, f(w), f(h))
	return &Canvas{d: d, page: d.pages - 1, w: w, h: h, k: 1}
}

// Bookmark records an outline entry.
func (d *Document) Bookmark(title string, level int) {
	d.add("bookmark %d %s", level, strconv.Quote(title))
}

// Lines is the recording, one call a line.
func (d *Document) Lines() []string { return d.lines }

// String is the recording as text, each line ended by a newline.
func (d *Document) String() string {
	if len(d.lines) == 0 {
		return ""
	}
	return strings.Join(d.lines, "\n") + "\n"
}

// Texts lists the recorded Text calls in drawing order.
func (d *Document) Texts() []Text { return d.texts }

// Pages is the number of pages started.
func (d *Document) Pages() int { return d.pages }

// Canvas records the calls of one page.
type Canvas struct {
	d      *Document
	page   int
	w, h   float64
	tx, ty float64
	k      float64 // scale
	stack  [][3]float64
}

var (
	_ draw.Canvas = (*Canvas)(nil)
	_ draw.Linker = (*Canvas)(nil)
)

func (c *Canvas) Size() (w, h float64) { return c.w, c.h }

func (c *Canvas) Push() {
	c.stack = append(c.stack, [3]float64{c.tx, c.ty, c.k})
	c.d.add("push")
}

func (c *Canvas) Pop() {
	if n := len(c.stack); n > 0 {
		c.tx, c.ty, c.k = c.stack[n-1][0], c.stack[n-1][1], c.stack[n-1][2]
		c.stack = c.stack[:n-1]
		c.d.add("pop")
		return
	}
	c.d.add("pop # without push")
}

func (c *Canvas) Translate(dx, dy float64) {
	c.tx += dx * c.k
	c.ty += dy * c.k
	c.d.add("translate %s %s", f(dx), f(dy))
}

// Rotate is recorded; Texts keeps unturned positions (tests of turned items read the log).
func (c *Canvas) Rotate(deg float64) { c.d.add("rotate %s", f(deg)) }

// Scale is recorded, and Texts places later text scaled (unless also turned).
func (c *Canvas) Scale(s float64) {
	c.k *= s
	c.d.add("scale %s", f(s))
}

func (c *Canvas) SetFill(col draw.Color)   { c.d.add("fill-color %s", hex(col)) }
func (c *Canvas) SetStroke(col draw.Color) { c.d.add("stroke-color %s", hex(col)) }
func (c *Canvas) SetLineWidth(w float64)   { c.d.add("line-width %s", f(w)) }

func (c *Canvas) SetDash(pattern []float64) {
	if len(pattern) == 0 {
		c.d.add("dash solid")
		return
	}
	parts := make([]string, len(pattern))
	for i, v := range pattern {
		parts[i] = f(v)
	}
	c.d.add("dash %s", strings.Join(parts, " "))
}

func (c *Canvas) Fill(p draw.Path)   { c.d.add("fill %s", pathString(p)) }
func (c *Canvas) Stroke(p draw.Path) { c.d.add("stroke %s", pathString(p)) }
func (c *Canvas) Clip(p draw.Path)   { c.d.add("clip %s", pathString(p)) }

var alignNames = map[draw.Align]string{draw.Left: "left", draw.Center: "center", draw.Right: "right"}

func (c *Canvas) Text(fnt draw.Font, x, y float64, a draw.Align, s string) {
	c.d.add("text %s %s %s %s %s %s", fnt.Face, f(fnt.Size), f(x), f(y), alignNames[a], strconv.Quote(s))
	w := draw.Width(fnt, s)
	c.d.texts = append(c.d.texts, Text{
		Page: c.page, Font: fnt, X: c.tx + x*c.k, Y: c.ty + y*c.k, Align: a, Text: s,
		Left: c.tx + x*c.k - draw.AlignOffset(a, w)*c.k, Width: w * c.k, Scale: c.k,
	})
}

// Describe is recorded, and listed with the texts as a text of zero width.
func (c *Canvas) Describe(x, y, w, h float64, text string) {
	c.d.add("describe %s %s %s %s %s", f(x), f(y), f(w), f(h), strconv.Quote(text))
}

func (c *Canvas) Link(x, y, w, h float64, target string) {
	c.d.add("link %s %s %s %s %s", f(x), f(y), f(w), f(h), strconv.Quote(target))
}

func (c *Canvas) Anchor(name string, x, y float64) {
	c.d.add("anchor %s %s %s", strconv.Quote(name), f(x), f(y))
}

// f formats a number in mm or pt as everywhere in the recording: at most 3 decimals.
func f(v float64) string { return num.Format(v, 3) }

func hex(c draw.Color) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// pathString writes a path as SVG-like path data: "M 1 2 L 3 4 Z".
func pathString(p draw.Path) string {
	var b strings.Builder
	for i, s := range p.Segments() {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteByte("MLQCZ"[s.Op])
		for _, pt := range s.Pts[:s.Op.NumPoints()] {
			b.WriteByte(' ')
			b.WriteString(f(pt.X))
			b.WriteByte(' ')
			b.WriteString(f(pt.Y))
		}
	}
	if b.Len() == 0 {
		return "(empty)"
	}
	return b.String()
}
