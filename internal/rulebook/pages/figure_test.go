package pages

import (
	"slices"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
)

// Every figure of the rulebook, in every language and on every paper, is set whole:
// the figure and its caption on one page, inside the column, the caption under the
// figure and the figure inside the text area; each figure once, in the text's order.
func TestFiguresStayWhole(t *testing.T) {
	drawnBooks(t, func(lang, paper string, set *Set, rec *recorder.Document) {
		where := lang + ", " + paper
		texts := rec.Texts()
		ids := set.b.Figures()
		if len(ids) == 0 {
			t.Fatalf("%s: the rulebook has no figures", where)
		}
		last := -1
		for _, id := range ids {
			f, err := set.x.Figure(id, set.g.width)
			if err != nil {
				t.Fatal(err)
			}
			i := textRun(texts, f.Labels)
			if i < 0 {
				t.Errorf("%s: figure %s: its labels %q are not drawn", where, id, f.Labels)
				continue
			}
			if i < last {
				t.Errorf("%s: figure %s comes before the figure above it in the text", where, id)
			}
			last = i
			page := texts[i].Page
			top := texts[i].Y
			for _, tx := range texts[i : i+len(f.Labels)] {
				if tx.Page != page {
					t.Errorf("%s: figure %s runs over pages %d and %d", where, id, page+1, tx.Page+1)
				}
				if tx.Left < set.g.base-0.01 || tx.Left+tx.Width > set.g.base+set.g.width+0.01 {
					t.Errorf("%s: figure %s: %q (%.1f–%.1f mm) leaves the column", where, id, tx.Text, tx.Left, tx.Left+tx.Width)
				}
				top = min(top, tx.Y)
			}
			var caption []string
			capY := 0.0
			capFont := set.g.f(set.g.bk.Caption.Font)
			for _, tx := range texts[i+len(f.Labels):] {
				if tx.Font != capFont {
					break
				}
				if tx.Page != page {
					t.Errorf("%s: figure %s: its caption runs onto page %d", where, id, tx.Page+1)
				}
				if tx.Y > set.g.bottom+1 || tx.Y < top {
					t.Errorf("%s: figure %s: caption line %q at %.1f mm, not under the figure inside the text area", where, id, tx.Text, tx.Y)
				}
				if len(caption) == 0 {
					capY = tx.Y
				}
				caption = append(caption, tx.Text)
			}
			if got := strings.Join(caption, " "); got != f.Caption {
				t.Errorf("%s: figure %s: caption %q, want %q", where, id, got, f.Caption)
			}
			if figTop := capY - draw.Ascent(capFont) - set.g.bk.Caption.Gap - f.H; figTop < set.g.top-0.01 || figTop > top {
				t.Errorf("%s: figure %s starts at %.1f mm, above the text area (%.1f mm) or below its own labels", where, id, figTop, set.g.top)
			}
		}
	})
}

// textRun is where want occurs as consecutive texts, or -1.
func textRun(texts []recorder.Text, want []string) int {
	for i := 0; i+len(want) <= len(texts); i++ {
		if slices.EqualFunc(texts[i:i+len(want)], want, func(tx recorder.Text, s string) bool { return tx.Text == s }) {
			return i
		}
	}
	return -1
}

// The turn-order picture (the year) is on the first page of the sequence of play, under
// the chapter's title and its own heading, never floated on to the chapter's second page:
// in every language, on every paper. And it is there at the size it is drawn at
// (TestFiguresStayWhole sees it whole, inside the text area).
func TestYearPictureOpensItsChapter(t *testing.T) {
	drawnBooks(t, func(lang, paper string, set *Set, rec *recorder.Document) {
		where := lang + ", " + paper
		f, err := set.x.Figure("year", set.g.width)
		if err != nil {
			t.Fatal(err)
		}
		i := textRun(rec.Texts(), f.Labels)
		if i < 0 {
			t.Fatalf("%s: the year's picture is not drawn", where)
		}
		drawn := rec.Texts()[i].Page
		for _, id := range []string{"sequence-of-play", "year"} {
			if p := anchorPage(set, id); p != drawn {
				t.Errorf("%s: the heading %q is on page %d, the year's picture on page %d", where, id, p+1, drawn+1)
			}
		}
	})
}

// anchorPage is the index of the page that holds anchor id, or -1.
func anchorPage(set *Set, id string) int {
	for i, pg := range set.pages {
		for _, a := range pg.anchors {
			if a.id == id {
				return i
			}
		}
	}
	return -1
}
