package rulehtml

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/rulebook"
	"github.com/excalibur-kit/excalibur/internal/rulebook/pages"
)

// The rules text's figures are inline SVG in every language: one <figure> per figure
// block with its caption, an <svg> drawn by the board's code whose ids are the figure's
// own (checkPage holds every id unique and every in-page link, xlink:href included, to
// an id of the page), and what the figure prints over the board in its text, in order.
func TestFiguresAreInlineSVG(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		b := bookIn(t, lang)
		page := render(t, b)
		doc := checkPage(t, page, lang)
		figs := doc.all(func(n *node) bool { return n.tag == "figure" && n.class("figure") })
		var ids []string
		for _, f := range figs {
			ids = append(ids, f.attr["data-figure"])
		}
		if want := b.Figures(); !slices.Equal(ids, want) {
			t.Fatalf("%s: figures %v on the page, the text has %v", lang, ids, want)
		}
		opt := figures(t, b)
		r := newRenderer(b)
		opt(r)
		for i, fn := range figs {
			f, err := r.figures(ids[i])
			if err != nil {
				t.Fatal(err)
			}
			svgs := fn.all(tag("svg"))
			if len(svgs) != 1 || svgs[0].attr["viewBox"] == "" || svgs[0].attr["role"] != "img" || svgs[0].attr["aria-label"] != f.Caption {
				t.Errorf("%s: figure %s: want one <svg role=img> with a viewBox, named by its caption", lang, ids[i])
				continue
			}
			caps := fn.all(tag("figcaption"))
			if len(caps) != 1 || caps[0].text() != f.Caption {
				t.Errorf("%s: figure %s: caption %v, want %q", lang, ids[i], caps, f.Caption)
			}
			var said []string
			for _, g := range svgs[0].all(func(n *node) bool { return n.tag == "g" && n.attr["aria-label"] != "" }) {
				said = append(said, g.attr["aria-label"])
			}
			if !strings.Contains(strings.Join(said, "\n"), strings.Join(labels(t, b, ids[i]), "\n")) {
				t.Errorf("%s: figure %s: its SVG says %q", lang, ids[i], said)
			}
		}
	}
}

// A book with figures cannot be rendered without them: the page would lack what the
// text shows.
func TestFiguresNeedTheirDrawing(t *testing.T) {
	b := bookIn(t, "en")
	var buf bytes.Buffer
	if err := Render(&buf, b); err == nil || !strings.Contains(err.Error(), "WithFigures") {
		t.Errorf("rendered without figures: %v", err)
	}
}

// labels is what a figure prints over the board, as the kit draws it.
func labels(t *testing.T, b *rulebook.Book, id string) []string {
	t.Helper()
	x := figureCtx(t, b)
	f, err := x.Figure(id, pages.ColumnWidth(x.Layout))
	if err != nil {
		t.Fatal(err)
	}
	return f.Labels
}
