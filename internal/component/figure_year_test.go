package component

import (
	"math"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/impose"
)

const gridTolerance = 1e-9

// The turn order is one grid in every language: the seasons side by side with the same
// top and bottom, each row of phases at one height across them, winter's steps in rows
// across its columns and in columns down them; no two boxes overlapping, every box
// inside its panel under the heading band; and every word drawn inside its box.
func TestYearFigureGrid(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		x := figureCtx(t, lang, nil)
		g, err := x.yearGrid(figureWidth)
		if err != nil {
			t.Fatal(err)
		}
		y := x.figures().Year
		first := g.seasons[0]
		for _, p := range g.seasons[1:] {
			if !same(p.top, first.top) || !same(p.bottom, first.bottom) || !same(p.w, first.w) || len(p.steps) != len(first.steps) {
				t.Errorf("%s: %s spans %.2f–%.2f, %.2f wide, %d steps; %s %.2f–%.2f, %.2f wide, %d steps",
					lang, p.name, p.top, p.bottom, p.w, len(p.steps), first.name, first.top, first.bottom, first.w, len(first.steps))
				continue
			}
			for r, s := range p.steps {
				if f := first.steps[r]; !same(s.y, f.y) || !same(s.h, f.h) {
					t.Errorf("%s: phase %s of %s at %.2f (%.2f high), of %s at %.2f (%.2f high)", lang, s.n, p.name, s.y, s.h, first.name, f.y, f.h)
				}
			}
		}
		w := g.winter
		per := w.perCol()
		for i, s := range w.steps {
			for j, o := range w.steps[:i] {
				if j%per == i%per && (!same(s.y, o.y) || !same(s.h, o.h)) {
					t.Errorf("%s: winter steps %s and %s share a row, at %.2f and %.2f", lang, o.n, s.n, o.y, s.y)
				}
				if j/per == i/per && !same(s.x, o.x) {
					t.Errorf("%s: winter steps %s and %s share a column, at x %.2f and %.2f", lang, o.n, s.n, o.x, s.x)
				}
			}
		}
		panels := append(append([]yearPanel{}, g.seasons...), g.winter)
		var boxes []impose.Rect
		for i, p := range panels {
			pr := impose.Rect{X: p.x, Y: p.top, W: p.w, H: p.bottom - p.top}
			for _, o := range panels[:i] {
				if meets(pr, impose.Rect{X: o.x, Y: o.top, W: o.w, H: o.bottom - o.top}) {
					t.Errorf("%s: the panels of %s and %s overlap", lang, o.name, p.name)
				}
			}
			body := impose.Rect{X: p.x, Y: p.top + y.Head, W: p.w, H: p.bottom - p.top - y.Head}
			for _, s := range p.steps {
				b := impose.Rect{X: s.x, Y: s.y, W: p.colW(y.Pad), H: s.h}
				if !rectIn(b, body) {
					t.Errorf("%s: step %s of %s (%+v) lies outside its panel under the heading (%+v)", lang, s.n, p.name, b, body)
				}
				for _, o := range boxes {
					if meets(b, o) {
						t.Errorf("%s: step %s of %s overlaps another box", lang, s.n, p.name)
					}
				}
				boxes = append(boxes, b)
			}
		}
		checkYearWords(t, x, lang, g)
	}
}

func same(a, b float64) bool { return math.Abs(a-b) < gridTolerance }

// checkYearWords reads the figure's words back from its drawing, in the order drawn,
// and holds each to its box: a name to its heading band, what a season is to its panel,
// a step's number and lines to the step's box, the last line to the figure.
func checkYearWords(t *testing.T, x *Ctx, lang string, g *yearLayout) {
	t.Helper()
	y := x.figures().Year
	f, err := x.Figure("year", figureWidth)
	if err != nil {
		t.Fatal(err)
	}
	type want struct {
		text string
		box  impose.Rect
	}
	var wants []want
	for _, p := range append(append([]yearPanel{}, g.seasons...), g.winter) {
		wants = append(wants, want{p.name, impose.Rect{X: p.x, Y: p.top, W: p.w, H: y.Head}})
		for _, l := range p.aboutLines {
			wants = append(wants, want{l, impose.Rect{X: p.x, Y: p.top + y.Head, W: p.w, H: p.bottom - p.top - y.Head}})
		}
		for _, s := range p.steps {
			b := impose.Rect{X: s.x, Y: s.y, W: p.colW(y.Pad), H: s.h}
			wants = append(wants, want{s.n, b})
			for _, l := range s.lines {
				wants = append(wants, want{l, b})
			}
		}
	}
	wants = append(wants, want{g.next, impose.Rect{W: f.W, H: f.H}})
	doc := recorder.New()
	if err := f.Draw(doc.NewPage(f.W, f.H)); err != nil {
		t.Fatal(err)
	}
	texts := doc.Texts()
	if len(texts) != len(wants) {
		t.Fatalf("%s: %d words drawn, the grid has %d", lang, len(texts), len(wants))
	}
	for i, tx := range texts {
		w := wants[i]
		box := impose.Rect{X: tx.Left, Y: tx.Y - draw.Ascent(tx.Font), W: tx.Width, H: draw.Ascent(tx.Font) + draw.Descent(tx.Font)}
		if tx.Text != w.text || !rectIn(box, w.box) {
			t.Errorf("%s: word %d %q at %+v, want %q inside %+v", lang, i+1, tx.Text, box, w.text, w.box)
		}
	}
}
