// Package drawtest holds a demo drawing that the tests of every backend render, so that
// PDF, SVG and recording are checked against the very same calls.
package drawtest

import (
	"fmt"
	"math"

	"github.com/excalibur-kit/excalibur/internal/draw"
)

// Lines is sample text in the kit's three languages.
var Lines = []string{
	"The knight rides out — “Excalibur!” ½ of 5⅝ × 2…",
	"Zażółć gęślą jaźń: ĄĆĘŁŃÓŚŹŻ „rycerz” – król",
	"Où est l’œuvre\u202f? «\u00a0Ça\u00a0» — ÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸ àâæçéèêëîïôœùûüÿ",
}

var (
	parchment = draw.Color{R: 0xf4, G: 0xe9, B: 0xd0}
	red       = draw.Color{R: 0xa0, G: 0x20, B: 0x20}
	blue      = draw.Color{R: 0x20, G: 0x40, B: 0x90}
)

// Demo draws three pages: shapes, clipping and dashes; text in every face; a landscape
// page with an anchor. It uses links when the canvas supports them.
func Demo(d draw.Document) {
	c := d.NewPage(105, 148)
	d.Bookmark("Shapes", 0)
	shapes(c)
	c = d.NewPage(105, 148)
	d.Bookmark("Text", 0)
	d.Bookmark("Faces", 1)
	text(c)
	c = d.NewPage(148, 105)
	d.Bookmark("Landscape", 0)
	landscape(c)
}

func shapes(c draw.Canvas) {
	w, h := c.Size()
	c.SetFill(parchment)
	c.Fill(draw.RoundRect(3, 3, w-6, h-6, 4))
	c.SetStroke(red)
	c.SetLineWidth(0.5)
	c.Stroke(draw.RoundRect(3, 3, w-6, h-6, 4))

	c.SetFill(blue)
	c.Fill(draw.Rect(10, 10, 20, 12))
	c.SetStroke(draw.Black)
	c.SetLineWidth(0.3)
	c.Stroke(draw.Rect(35, 10, 20, 12))
	c.Fill(draw.Circle(70, 16, 6))
	c.Stroke(draw.Ellipse(88, 16, 8, 5))

	c.SetDash([]float64{2, 1})
	c.Stroke(draw.Line(10, 30, 95, 30))
	c.SetDash(nil)
	c.Stroke(draw.Arc(52, 45, 10, math.Pi, math.Pi))
	c.Fill(draw.Polygon(draw.Point{X: 10, Y: 40}, draw.Point{X: 20, Y: 55}, draw.Point{X: 5, Y: 55}))

	// A clipped shape: stripes seen only through a circle.
	c.Push()
	c.Translate(52, 80)
	c.Clip(draw.Circle(0, 0, 15))
	c.SetFill(red)
	for i := -4; i <= 4; i++ {
		c.Fill(draw.Rect(float64(i)*4-1, -20, 2, 40))
	}
	c.Pop()
	c.Stroke(draw.Circle(52, 80, 15)) // translation and clip are gone again

	c.Text(draw.Font{Face: draw.Caps, Size: 14}, w/2, 112, draw.Center, "Excalibur — Manoir")
	c.Text(draw.Font{Face: draw.SansBold, Size: 20}, w-10, 135, draw.Right, "12")
	if l, ok := c.(draw.Linker); ok {
		l.Link(10, 125, 40, 12, "#faces")
		l.Link(10, 138, 40, 6, "https://example.com/excalibur?lang=pl&x=(1)")
	}
}

func text(c draw.Canvas) {
	if l, ok := c.(draw.Linker); ok {
		l.Anchor("faces", 0, 8)
	}
	y := 12.0
	for _, face := range draw.Faces() {
		f := draw.Font{Face: face, Size: 7}
		c.SetFill(draw.Black)
		c.Text(draw.Font{Face: draw.Sans, Size: 5}, 6, y, draw.Left, fmt.Sprintf("%s %.1f pt", face, f.Size))
		y += draw.LineHeight(f)
		for i, s := range Lines {
			if i == 1 {
				c.SetFill(red)
			}
			c.Text(f, 6, y, draw.Left, s)
			y += draw.LineHeight(f)
		}
		y += 1.5
	}
}

func landscape(c draw.Canvas) {
	w, h := c.Size()
	if l, ok := c.(draw.Linker); ok {
		l.Anchor("back", 0, 0)
		l.Link(5, 5, w-10, 20, "#faces")
	}
	f := draw.Font{Face: draw.Serif, Size: 16}
	c.SetStroke(blue)
	c.SetLineWidth(0.2)
	// The baseline and the text's advance width: the text must sit exactly on this box.
	width := draw.Width(f, Lines[1])
	x := (w - width) / 2
	c.Stroke(draw.Rect(x, h/2-draw.Ascent(f), width, draw.Ascent(f)+draw.Descent(f)))
	c.Stroke(draw.Line(x, h/2, x+width, h/2))
	c.Text(f, w/2, h/2, draw.Center, Lines[1])
}
