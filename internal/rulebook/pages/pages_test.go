package pages

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/component"
	"github.com/excalibur-kit/excalibur/internal/draw"
	pdfdraw "github.com/excalibur-kit/excalibur/internal/draw/pdf"
	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
	"github.com/excalibur-kit/excalibur/internal/testkit"
	"github.com/excalibur-kit/excalibur/internal/textfit"
	"github.com/excalibur-kit/excalibur/rules"
)

// sample is a small rules text with every kind of block the book sets.
var sample = fstest.MapFS{
	"rules/en/00-intro.md": {Data: []byte("+++\nid = \"intro\"\n+++\n# About this edition\n\nThis is *the* **edition**. See [[combat-results]] and [[intro]].\n\n{{insert \"contents\"}}\n")},
	"rules/en/08-combat.md": {Data: []byte("+++\nid = \"combat\"\nnumber = \"8\"\npart = \"A\"\n+++\n# Combat\n\nTroops move {{n \"movement.miles\"}} miles and pay {{bz \"cost.knight\"}}.\n\n" +
		"## Rounds {#combat-rounds}\n\n- first point\n- second point with a longer text that wraps over the end of the line for sure, and more words to make it wrap again\n\n1. one\n2. two\n\n" +
		"## Results {#combat-results}\n\n{{table \"combat-results\"}}\n\n> **Note.** A note box with a [[combat-rounds]] reference.\n\n{{example \"combat:foxwood\"}}\n\n### A plain head\n\nText.\n")},
	"rules/en/91-notes.md":    {Data: []byte("+++\nid = \"edition-notes\"\n+++\n# Edition notes\n\n{{insert \"edition-notes\"}}\n\n{{insert \"credits\"}}\n")},
	"rules/en/92-glossary.md": {Data: []byte("+++\nid = \"glossary\"\n+++\n# Glossary\n\nAttack value\n: Strength plus a die, see [[combat-results]].\n\nManor\n: A village and its lands.\n")},
}

func book(t testing.TB) (*rulebook.Book, *component.Ctx) {
	d := testkit.Data(t)
	e, loc := rules.New(d), testkit.Localizer(t, d, "en")
	b, err := rulebook.Build(sample, "en", e, loc)
	if err != nil {
		t.Fatal(err)
	}
	return b, &component.Ctx{E: e, D: d, L: loc, Layout: testkit.Layout(t), Style: component.NewStyle(testkit.Layout(t), "rulebook", false)}
}

func TestSampleBookSets(t *testing.T) {
	b, x := book(t)
	set, err := Layout(b, x, 210, 297)
	if err != nil {
		t.Fatal(err)
	}
	doc := pdfdraw.New(pdfdraw.Info{Title: "t", Lang: "en", Date: time.Unix(0, 0)})
	if err := set.Draw(doc); err != nil {
		t.Fatal(err)
	}
	if err := doc.Err(); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := doc.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	if dir := os.Getenv("RULEBOOK_OUT"); dir != "" {
		os.WriteFile(dir+"/sample.pdf", buf.Bytes(), 0o644)
	}
}

// kit is the real rules text of a language, set as the rulebook and as the quick
// reference on each paper of the layout.
func kit(t *testing.T, lang string, layout func(*rulebook.Book, *component.Ctx, float64, float64) (*Set, error),
	build func(fs.FS, string, *rules.Engine, *i18n.Localizer) (*rulebook.Book, error)) map[string]*Set {
	t.Helper()
	d := testkit.Data(t)
	e, loc, lay := rules.New(d), testkit.Localizer(t, d, lang), testkit.Layout(t)
	b, err := build(content.FS, lang, e, loc)
	if err != nil {
		t.Fatal(err)
	}
	x := &component.Ctx{E: e, D: d, L: loc, Layout: lay, Style: component.NewStyle(lay, "rulebook", false)}
	sets := map[string]*Set{}
	for name, p := range lay.Paper {
		if sets[name], err = layout(b, x, p.Width, p.Height); err != nil {
			t.Fatalf("%s, %s: %v", lang, name, err)
		}
	}
	return sets
}

// The quick reference is one sheet, in every language, on every paper, both sides if
// it must: its type is set a little smaller where it would run over, and no column, the
// last included, is more than a quarter empty (so no side is). It prints no page number.
func TestQuickReferenceIsOneSheet(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		for paper, set := range kit(t, lang, LayoutQuick, rulebook.BuildQuick) {
			if n := len(set.pages); n > set.x.Layout.QuickReference.Sides {
				t.Errorf("%s, %s: the quick reference takes %d pages", lang, paper, n)
			}
			rec := recorder.New()
			if err := set.Draw(rec); err != nil {
				t.Fatal(err)
			}
			g := set.g
			cols := g.cols * len(set.pages)
			low := make([]float64, cols)
			for _, tx := range rec.Texts() {
				if tx.Y > g.footY-0.01 {
					t.Errorf("%s, %s: %q printed at the foot of page %d", lang, paper, tx.Text, tx.Page+1)
				}
				if tx.Y > g.headY {
					c := tx.Page*g.cols + int((tx.Left-g.base)/(g.width+g.gap/2))
					low[c] = max(low[c], tx.Y)
				}
			}
			for c, y := range low {
				if share := (g.bottom - y) / (g.bottom - g.top); share > set.g.bk.Page.MaxEmpty {
					t.Errorf("%s, %s: column %d of page %d is %.0f%% empty", lang, paper, c%g.cols+1, c/g.cols+1, 100*share)
				}
			}
			if body := set.g.f(set.g.bk.Text.Body).Size; body < 6.5 {
				t.Errorf("%s, %s: body text at %.2f pt is too small to read", lang, paper, body)
			}
		}
	}
}

// No heading ends a column: something of its section follows it in the same column
// (a table after a heading and a one-line lead-in goes with them to the next column).
func TestHeadingsKeepWithNext(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		for _, sets := range []map[string]*Set{
			kit(t, lang, LayoutQuick, rulebook.BuildQuick), kit(t, lang, Layout, rulebook.Build),
		} {
			for paper, set := range sets {
				rec := recorder.New()
				if err := set.Draw(rec); err != nil {
					t.Fatal(err)
				}
				checkKeep(t, lang+", "+paper, set, rec.Texts())
			}
		}
	}
}

func checkKeep(t *testing.T, where string, set *Set, texts []recorder.Text) {
	t.Helper()
	hs := set.g.bk.Headings
	heads := map[draw.Font]bool{set.g.f(hs.Section.Font): true, set.g.f(hs.Subsection.Font): true, set.g.f(hs.Head.Font): true}
	column := func(tx recorder.Text) int { return int((tx.Left - set.g.base) / (set.g.width + set.g.gap/2)) }
	for i, h := range texts {
		if !heads[h.Font] || h.Page == 0 {
			continue
		}
		followed := false
		for _, o := range texts[i+1:] {
			if o.Page == h.Page && column(o) == column(h) && o.Y > h.Y && o.Y < set.g.bottom && !heads[o.Font] {
				followed = true
				break
			}
		}
		last := true
		for _, o := range texts[i+1:] {
			if o.Y < set.g.bottom && o.Page >= h.Page && !heads[o.Font] {
				last = false
				break
			}
		}
		if !followed && !last {
			t.Errorf("%s: heading %q ends column %d of page %d", where, h.Text, column(h)+1, h.Page+1)
		}
	}
}

// A heading that cannot fit at its smallest size names the layout key to change.
func TestOverflowNamesLayoutKey(t *testing.T) {
	b, x := book(t)
	l := *x.Layout
	l.Rulebook.Headings.Section.Font.Min = l.Rulebook.Headings.Section.Font.Size
	l.Rulebook.Headings.RightRoom = l.Rulebook.Page.Measure - 10 // 10 mm left for a title
	x.Layout = &l
	_, err := Layout(b, x, 210, 297)
	if err == nil || !strings.Contains(err.Error(), "layout/rulebook.toml:") || !strings.Contains(err.Error(), "headings.section.font") {
		t.Errorf("error %v, want one naming layout/rulebook.toml, a line and headings.section.font", err)
	}
}

// Every bookmark of the rulebook is told apart from the others: numbered headings carry
// their number, and no two entries read the same; each edition note has its own.
func TestBookmarksNumberedAndDistinct(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		sets := kit(t, lang, Layout, rulebook.Build)
		set := sets["a4"]
		rec := recorder.New()
		if err := set.Draw(rec); err != nil {
			t.Fatal(err)
		}
		seen := map[string]bool{}
		notes := 0
		for _, l := range rec.Lines() {
			if !strings.HasPrefix(l, "bookmark ") {
				continue
			}
			title := l[strings.Index(l[len("bookmark "):], " ")+len("bookmark ")+1:]
			if seen[title] {
				t.Errorf("%s: two bookmarks read %s", lang, title)
			}
			seen[title] = true
			if len(title) > 2 && title[1] == 'E' && title[2] >= '0' && title[2] <= '9' {
				notes++
			}
		}
		for _, sec := range set.b.Sections {
			for _, sub := range sec.Subs {
				if sub.Number != "" && !seen[strconv.Quote(sub.Number+" "+sub.Title)] {
					t.Errorf("%s: no bookmark %q", lang, sub.Number+" "+sub.Title)
				}
			}
		}
		if notes != len(set.b.Notes) {
			t.Errorf("%s: %d bookmarks of edition notes for %d notes", lang, notes, len(set.b.Notes))
		}
	}
}

// Every part opens on a right-hand (odd) page, a blank left-hand page before it where
// needed; running heads and page numbers sit at the outer edge, the part's name on the
// left-hand pages and the section's on the right-hand ones. The book has a multiple of
// the layout's pages_of pages, to print as booklets of folded sheets.
func TestPartsOnTheRightAndMirroredHeads(t *testing.T) {
	drawnBooks(t, func(lang, paper string, set *Set, rec *recorder.Document) {
		where := lang + ", " + paper
		parts := 0
		for i, pg := range set.pages {
			for _, m := range pg.marks {
				if m.level == 0 && strings.HasPrefix(m.id, "part-") {
					parts++
					if i%2 == 1 {
						t.Errorf("%s: %s opens on page %d, a left-hand page", where, m.title, i+1)
					}
				}
			}
		}
		if parts != 3 {
			t.Errorf("%s: %d parts, want 3", where, parts)
		}
		if n, of := len(set.pages), set.g.bk.Page.PagesOf; n%of != 0 {
			t.Errorf("%s: %d pages, not a multiple of %d", where, n, of)
		}
		g := set.g
		for _, tx := range rec.Texts() {
			if tx.Y != g.headY && tx.Y != g.footY {
				continue
			}
			pg := set.pages[tx.Page]
			left, right := tx.Left, tx.Left+tx.Width
			if tx.Page%2 == 0 && !near(right, g.w-g.base) || tx.Page%2 == 1 && !near(left, g.base) {
				t.Errorf("%s: page %d: %q is not at the outer edge (%.1f to %.1f mm)", where, tx.Page+1, tx.Text, left, right)
			}
			want := pg.head
			if tx.Page%2 == 1 {
				want = pg.part
			}
			if tx.Y == g.headY && want != "" && tx.Text != want {
				t.Errorf("%s: page %d heads %q, want %q", where, tx.Page+1, tx.Text, want)
			}
		}
	})
}

func near(a, b float64) bool { return a-b < 0.01 && b-a < 0.01 }

// No page of the rulebook is more than a quarter empty, in any language, on any paper,
// but the cover, the part pages, a blank page, the page before a part (which must open
// on the right, so the text before it cannot run on), the page before a chapter that
// opens with its picture (TestYearPictureOpensItsChapter) and the last page of text. The
// back matter's chapters start on either side and so leave no page emptier. What is
// empty is measured on what is drawn: the text area below the lowest line of the page.
func TestNoPageMoreThanAQuarterEmpty(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		for paper, set := range kit(t, lang, Layout, rulebook.Build) {
			for _, p := range emptyPages(t, set, set.g.bk.Page.MaxEmpty) {
				t.Errorf("%s, %s: %s", lang, paper, p)
			}
		}
	}
}

// emptyPages names the pages emptier than the share bound, with their empty share.
func emptyPages(t *testing.T, set *Set, bound float64) []string {
	t.Helper()
	rec := recorder.New()
	if err := set.Draw(rec); err != nil {
		t.Fatal(err)
	}
	g := set.g
	low := make([]float64, len(set.pages))
	last := 0 // the last page of text
	for _, tx := range rec.Texts() {
		if tx.Y > g.headY && tx.Y < g.footY {
			low[tx.Page] = max(low[tx.Page], tx.Y+draw.Descent(tx.Font)*tx.Scale)
			last = max(last, tx.Page)
		}
	}
	var out []string
	for i, pg := range set.pages {
		if i == 0 || !pg.folio || beforePart(set, i+1) || beforePicture(set, i+1) || i >= last {
			continue
		}
		if share := (g.bottom - max(low[i], g.top)) / (g.bottom - g.top); share > bound {
			out = append(out, fmt.Sprintf("page %d is %.0f%% empty", i+1, 100*share))
		}
	}
	return out
}

// beforePicture tells whether page i opens a chapter with its picture, which did not
// fit the page before (the sequence of play's year).
func beforePicture(set *Set, i int) bool { return i < len(set.pages) && set.pages[i].picture }

// beforePart tells whether page i opens a part, or is a blank page before one.
func beforePart(set *Set, i int) bool {
	for ; i < len(set.pages); i++ {
		pg := set.pages[i]
		for _, m := range pg.marks {
			if m.level == 0 && strings.HasPrefix(m.id, "part-") {
				return true
			}
		}
		if pg.folio || len(pg.ops) > 0 {
			return false
		}
	}
	return false
}

// A sentence that introduces a table, a figure or a list ("in this strict order:") is on
// the page of what it introduces, just before it: no page's last line ends in a colon,
// and no paragraph of the text comes between a line ending in one and what follows it
// (a table floated away would leave the next paragraph there), in any language, on
// any paper.
func TestLeadInKeepsWithNext(t *testing.T) {
	drawnBooks(t, func(lang, paper string, set *Set, rec *recorder.Document) {
		g := set.g
		step := textfit.LineStep(set.g.f(set.g.bk.Text.Body), set.g.bk.Text.Leading)
		ls := textLines(rec.Texts(), g.headY, g.footY)
		for i, l := range ls {
			if !strings.HasSuffix(strings.TrimSpace(l.text), ":") {
				continue
			}
			switch {
			case i+1 == len(ls):
			case ls[i+1].page != l.page:
				t.Errorf("%s, %s: page %d ends in %q, away from what it introduces", lang, paper, l.page+1, l.text)
			case ls[i+1].font == l.font && near(ls[i+1].left, l.left) && ls[i+1].y > l.y+step+0.01:
				t.Errorf("%s, %s: page %d: %q is followed by the paragraph %q", lang, paper, l.page+1, l.text, ls[i+1].text)
			}
		}
	})
}

// textLine is a line of drawn text: its runs joined, where its first starts.
type textLine struct {
	page    int
	y, left float64
	font    draw.Font
	text    string
}

// textLines joins the drawn texts between the running head and the page number into
// lines, in the order they are drawn.
func textLines(texts []recorder.Text, headY, footY float64) []textLine {
	var out []textLine
	for _, tx := range texts {
		if tx.Y <= headY || tx.Y >= footY {
			continue
		}
		if n := len(out); n > 0 && out[n-1].page == tx.Page && near(out[n-1].y, tx.Y) {
			out[n-1].text += tx.Text
			continue
		}
		out = append(out, textLine{tx.Page, tx.Y, tx.Left, tx.Font, tx.Text})
	}
	return out
}

// drawnBooks builds the rulebook in every language on every paper, draws each on the
// recording backend, and calls fn with the set and what it drew.
func drawnBooks(t *testing.T, fn func(lang, paper string, set *Set, rec *recorder.Document)) {
	t.Helper()
	for _, lang := range []string{"en", "pl", "fr"} {
		for paper, set := range kit(t, lang, Layout, rulebook.Build) {
			rec := recorder.New()
			if err := set.Draw(rec); err != nil {
				t.Fatal(err)
			}
			fn(lang, paper, set, rec)
		}
	}
}
