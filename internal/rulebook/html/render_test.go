package rulehtml

import (
	"bytes"
	"github.com/excalibur-kit/excalibur/internal/testkit"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/yuin/goldmark/ast"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
	"github.com/excalibur-kit/excalibur/rules"
)

func TestRenderTestBook(t *testing.T) {
	b := buildTest(t, testRules())
	page := render(t, b)
	doc := checkPage(t, page, "en")
	L := b.L

	// The title and subtitle joined by the locale's separator, the dash kept with the title.
	if got, want := doc.all(tag("title"))[0].text(), L.T("book.title", nil)+"\u00a0— "+L.T("book.subtitle", nil); got != want {
		t.Errorf("title %q, want %q", got, want)
	}
	h1 := doc.all(tag("h1"))
	if len(h1) != 1 || h1[0].text() != L.T("book.title", nil) {
		t.Errorf("want one h1, the book's title")
	}

	// Every section's heading, numbered, with its id; every subsection's.
	byID := map[string]*node{}
	for _, n := range doc.all(func(n *node) bool { return n.attr["id"] != "" }) {
		byID[n.attr["id"]] = n
	}
	for _, sec := range b.Sections {
		h := byID[sec.ID]
		if h == nil || h.tag != "h2" {
			t.Errorf("section %s: no h2 with its id", sec.ID)
			continue
		}
		want := strings.TrimSpace(sec.Number + " " + shown(sec.Title) + "§")
		if got := h.text(); got != want {
			t.Errorf("section heading %q, want %q", got, want)
		}
		for _, s := range sec.Subs {
			h := byID[s.ID]
			if h == nil || h.tag != "h3" || h.text() != s.Number+" "+shown(s.Title)+"§" {
				t.Errorf("subsection %s: want an h3 %q", s.ID, s.Number+" "+s.Title)
			}
		}
	}
	if h := byID["movement-upkeep-of-a-knight"]; h == nil || h.tag != "h4" {
		t.Errorf("the level-3 heading has no id of its own")
	}
	// Each heading links to itself.
	for _, h := range doc.all(tag("h2", "h3", "h4")) {
		self := h.all(func(n *node) bool { return n.tag == "a" && n.class("self") })
		id := h.attr["id"]
		if h.class("part-name") {
			id = h.parent.attr["id"] // a part's id is on its header, above "Part A"
		}
		if id == "" || len(self) != 1 || self[0].attr["href"] != "#"+id {
			t.Errorf("heading %q: want an id and one self-link to it", h.text())
		}
	}

	// Parts, in order, each before its first section, with its introduction.
	parts := doc.all(func(n *node) bool { return n.tag == "header" && n.class("part") })
	if len(parts) != 3 {
		t.Fatalf("%d parts, want 3", len(parts))
	}
	for i, p := range []string{"A", "B", "C"} {
		want := L.Tx("book.part", map[string]any{"letter": p}) + L.T("book.part-"+p, nil) + "§" + L.T("book.part-"+p+"-intro", nil)
		if got := strings.ReplaceAll(parts[i].text(), "\n", ""); got != want {
			t.Errorf("part %s: %q, want %q", p, got, want)
		}
	}
	if i, j := bytes.Index(page, []byte(`id="part-b"`)), bytes.Index(page, []byte(`<h2 id="combat"`)); i < 0 || j < i {
		t.Errorf("part B does not come before its first section")
	}

	// The contents: in the section that inserts them, linking every part, section (but
	// itself) and subsection.
	navs := doc.all(func(n *node) bool { return n.tag == "nav" && n.class("toc") })
	if len(navs) != 1 || !navs[0].inside(func(n *node) bool { return n.tag == "section" && n.attr["aria-labelledby"] == "contents" }) {
		t.Fatalf("want one table of contents, in the contents section")
	}
	tocLinks := map[string]string{}
	for _, a := range navs[0].all(tag("a")) {
		tocLinks[strings.TrimPrefix(a.attr["href"], "#")] = a.text()
	}
	for _, sec := range b.Sections {
		_, listed := tocLinks[sec.ID]
		if listed != (sec.ID != "contents") {
			t.Errorf("section %s listed in the contents: %v", sec.ID, listed)
		}
		for _, s := range sec.Subs {
			if got := tocLinks[s.ID]; got != s.Number+" "+shown(s.Title) {
				t.Errorf("contents entry for %s: %q", s.ID, got)
			}
		}
	}
	for _, p := range []string{"part-a", "part-b", "part-c"} {
		if _, ok := tocLinks[p]; !ok {
			t.Errorf("the contents do not link %s", p)
		}
	}
	// Sections nest in their parts; back matter stands outside.
	for id, inPart := range map[string]bool{"introduction": true, "movement": true, "combat": true, "sieges": true, "credits": false, "glossary": false} {
		a := navs[0].all(func(n *node) bool { return n.tag == "a" && n.attr["href"] == "#"+id })
		if len(a) != 1 || a[0].inside(func(n *node) bool { return n.class("toc-part") }) != inPart {
			t.Errorf("contents: %s inside a part should be %v", id, inPart)
		}
	}

	// Cross references: every one in the text is a link with the right words.
	if n := checkCrossRefs(t, b, doc); n < 6 {
		t.Errorf("%d cross references in the test book", n)
	}
	if !strings.Contains(string(page), ">"+L.Tx("book.section", map[string]any{"n": "3.ii"})+"</a>") {
		t.Errorf("[[combat-results]] is not worded as section 3.ii")
	}

	// Engine tables: real tables, every cell worded, value columns centred.
	tables := map[string]*node{}
	for _, n := range doc.all(func(n *node) bool { return n.tag == "table" && n.class("engine") }) {
		tables[n.attr["data-table"]] = n
	}
	for _, id := range []string{"movement", "combat-results"} {
		et, err := b.Engine.TableByID(id)
		if err != nil {
			t.Fatal(err)
		}
		checkTable(t, b, tables[id], et)
	}
	pay, _ := b.Example("pay")
	checkTable(t, b, tables[pay[0].Table.ID], *pay[0].Table)

	// Examples and notes are asides.
	examples := doc.all(func(n *node) bool { return n.tag == "aside" && n.class("example") })
	if len(examples) != 3 {
		t.Errorf("%d examples, want 3", len(examples))
	}
	for _, ex := range examples {
		caps := ex.all(func(n *node) bool { return n.class("example-caption") })
		if len(caps) != 1 || caps[0].text() != L.T("book.example", nil) {
			t.Errorf("an example without its caption")
		}
		parts, _ := b.Example(ex.attr["data-example"])
		for _, p := range parts {
			if p.Text != "" && !strings.Contains(ex.text(), p.Text) {
				t.Errorf("example %s: %q is missing", ex.attr["data-example"], p.Text)
			}
		}
	}
	notes := doc.all(func(n *node) bool { return n.tag == "aside" && n.class("note") })
	if len(notes) != 1 || !strings.HasPrefix(notes[0].text(), "\nNote.") {
		t.Errorf("want the blockquote as one note aside, got %d", len(notes))
	}

	// Generated blocks: the edition notes and the credits, from their parts.
	for _, id := range []string{"edition-notes", "credits"} {
		blocks := doc.all(func(n *node) bool { return n.attr["data-block"] == id })
		if len(blocks) != 1 {
			t.Errorf("block %s: %d", id, len(blocks))
			continue
		}
		text := blocks[0].text()
		for _, p := range b.Block(id) {
			for _, s := range []string{p.Heading, p.Label, p.Text} {
				if !strings.Contains(text, s) {
					t.Errorf("block %s lacks %q", id, s)
				}
			}
		}
		if id == "edition-notes" {
			if hs := blocks[0].all(tag("h3")); len(hs) == 0 || len(hs) != countHeadings(b.Block(id)) {
				t.Errorf("edition notes: %d h3 headings", len(hs))
			}
		}
	}

	// The glossary: a definition list whose terms have ids; each term linked at most
	// once a section, never in a heading, link, table, or the glossary itself.
	dts := doc.all(tag("dt"))
	wantDT := map[string]string{"term-attack-value": "Attack value", "term-field-army": "Field army", "term-knight": "Knight", "term-manor": "Manor"}
	for _, dt := range dts {
		if wantDT[dt.attr["id"]]+"§" != dt.text() {
			t.Errorf("<dt id=%q>%s</dt>", dt.attr["id"], dt.text())
		}
	}
	if len(dts) != len(wantDT) {
		t.Errorf("%d terms, want %d", len(dts), len(wantDT))
	}
	linked := checkTerms(t, doc)
	for sec, want := range map[string][]string{
		// The section's first occurrences, in text order; "Knight" has a capital.
		"introduction": {"field army>#term-field-army", "Knight>#term-knight", "attack value>#term-attack-value", "manor>#term-manor"},
		// Not the heading's "knight", not the table's "knight" and "manor".
		"movement": {"manor>#term-manor", "knight>#term-knight", "field army>#term-field-army"},
		"combat":   {"field army>#term-field-army", "knight>#term-knight", "attack value>#term-attack-value"},
		// Not inside the Markdown link.
		"sieges":   {"manor>#term-manor", "knight>#term-knight"},
		"glossary": nil,
	} {
		if got := linked[sec]; strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("section %s links %v, want %v", sec, got, want)
		}
	}

	// The writer's HTML comment is not shown; text is escaped.
	if bytes.Contains(page, []byte("writer's note")) || !bytes.Contains(page, []byte("knights &amp; squires")) {
		t.Errorf("HTML comment shown, or & not escaped")
	}

	// Markdown escapes and references are resolved, in headings and in the contents.
	if h := byID["fields"]; h == nil || h.text() != "4.i Fields & forests§" || tocLinks["fields"] != "4.i Fields & forests" {
		t.Errorf("an escaped heading is not shown as typed")
	}
	if !bytes.Contains(page, []byte("<p>A *starred* field &amp; a forest.</p>")) {
		t.Errorf("escaped text is not shown as typed")
	}

	// Deterministic: the same book, and the same text built again, give the same bytes.
	if again := render(t, b); !bytes.Equal(page, again) {
		t.Errorf("two renderings of one book differ")
	}
	if again := render(t, buildTest(t, testRules())); !bytes.Equal(page, again) {
		t.Errorf("two builds of one text render differently")
	}
	writePreview(t, "test-book.html", page)
}

// checkCrossRefs finds every cross reference of the text as a link to its target,
// worded "section 8.ii", "edition note E3" or with the title of unnumbered matter, and
// each number of a list ("sections 5.i and 5.iv") as a link of its own; it returns how
// many.
func checkCrossRefs(t *testing.T, b *rulebook.Book, doc *node) int {
	t.Helper()
	type link struct{ id, want string }
	var refs []link
	for _, sec := range b.Sections {
		ast.Walk(sec.Doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if !entering {
				return ast.WalkContinue, nil
			}
			switch n := n.(type) {
			case *rulebook.CrossRef:
				refs = append(refs, link{n.ID, refWording(b, n.ID)})
			case *rulebook.RefList:
				for _, p := range b.ListParts(n) {
					if p.ID != "" {
						refs = append(refs, link{p.ID, b.Refs[p.ID].Number})
					}
				}
				return ast.WalkSkipChildren, nil
			case *rulebook.Engine:
				if n.What != "example" {
					break
				}
				parts, err := b.Example(n.Arg) // an example's sentence may refer to a note
				if err != nil {
					t.Fatal(err)
				}
				for _, p := range parts {
					if p.Ref != "" {
						refs = append(refs, link{p.Ref, refWording(b, p.Ref)})
					}
				}
			}
			return ast.WalkContinue, nil
		})
	}
	xrefs := doc.all(func(n *node) bool { return n.tag == "a" && n.class("xref") })
	if len(xrefs) != len(refs) {
		t.Fatalf("%d cross-reference links for %d cross references", len(xrefs), len(refs))
	}
	for i, r := range refs {
		if xrefs[i].attr["href"] != "#"+r.id || xrefs[i].text() != r.want {
			t.Errorf("cross reference %d: <a href=%q>%s</a>, want #%s %q", i, xrefs[i].attr["href"], xrefs[i].text(), r.id, r.want)
		}
	}
	return len(refs)
}

// refWording is how a single reference to id reads, worded from the locale's messages.
func refWording(b *rulebook.Book, id string) string {
	ref := b.Refs[id]
	switch {
	case ref.Note:
		return b.L.Tx("book.note-ref", map[string]any{"note": ref.Number})
	case ref.Number != "":
		return b.L.Tx("book.section", map[string]any{"n": ref.Number})
	}
	return b.L.Tx("book.titled", map[string]any{"title": ref.Title})
}

// checkTerms checks the glossary links: to a term of the glossary, each at most once a
// section, never inside a heading, a link, a table, the contents or the glossary. It
// returns the links of each section by its id, as "text>#href".
func checkTerms(t *testing.T, doc *node) map[string][]string {
	t.Helper()
	dts := map[string]bool{}
	for _, dt := range doc.all(tag("dt")) {
		if dt.attr["id"] != "" {
			dts[dt.attr["id"]] = true
		}
	}
	linked := map[string][]string{}
	for _, sec := range doc.all(func(n *node) bool { return n.tag == "section" }) {
		id := sec.attr["aria-labelledby"]
		seen := map[string]bool{}
		for _, a := range sec.all(func(n *node) bool { return n.tag == "a" && n.class("term") }) {
			href := a.attr["href"]
			if seen[href] {
				t.Errorf("section %s links %s twice", id, href)
			}
			seen[href] = true
			if !dts[strings.TrimPrefix(href, "#")] {
				t.Errorf("section %s: term link %q to %s, which is no glossary term", id, a.text(), href)
			}
			if a.inside(tag("h1", "h2", "h3", "h4", "h5", "h6", "a", "table", "dl", "nav")) {
				t.Errorf("section %s: term %q linked inside a heading, link, table, contents or list of terms", id, a.text())
			}
			linked[id] = append(linked[id], a.text()+">"+href)
		}
	}
	return linked
}

func countHeadings(ps []rulebook.Part) int {
	n := 0
	for _, p := range ps {
		if p.Heading != "" {
			n++
		}
	}
	return n
}

// checkTable finds every cell of an engine table, worded, in order, with the value
// columns centred.
func checkTable(t *testing.T, b *rulebook.Book, n *node, et rules.Table) {
	t.Helper()
	if n == nil {
		t.Errorf("table %s is not on the page", et.ID)
		return
	}
	if len(n.all(tag("thead"))) != 1 || len(n.all(tag("tbody"))) != 1 {
		t.Errorf("table %s: want a thead and a tbody", et.ID)
	}
	var want, got []string
	rows := append([][]rules.Cell{et.Head}, et.Rows...)
	for _, row := range rows {
		for _, c := range row {
			want = append(want, b.L.Cell(c))
		}
	}
	cells := n.all(tag("th", "td"))
	for _, c := range cells {
		got = append(got, c.text())
	}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("table %s cells:\n got %q\nwant %q", et.ID, got, want)
	}
	centre := centredColumns(et)
	i := 0
	for _, row := range rows {
		for ci := range row {
			if i < len(cells) && cells[i].class("v") != centre[ci] {
				t.Errorf("table %s: cell %q centred %v, want %v", et.ID, cells[i].text(), cells[i].class("v"), centre[ci])
			}
			i++
		}
	}
}

// Without a contents block the contents follow the title block, under their heading.
func TestContentsAfterTitle(t *testing.T) {
	fsys := testRules()
	delete(fsys, "rules/en/00-contents.md")
	b := buildTest(t, fsys)
	page := render(t, b)
	doc := checkPage(t, page, "en")
	navs := doc.all(func(n *node) bool { return n.tag == "nav" && n.class("toc") })
	if len(navs) != 1 || navs[0].parent.tag != "body" {
		t.Fatalf("want one table of contents in the body")
	}
	h := navs[0].all(tag("h2"))
	if len(h) != 1 || h[0].attr["id"] != "toc" || h[0].text() != b.L.T("book.contents", nil)+"§" {
		t.Errorf("the contents' heading: %v", h)
	}
	if bytes.Index(page, []byte("</header>")) > bytes.Index(page, []byte("<nav")) || bytes.Index(page, []byte("<nav")) > bytes.Index(page, []byte("<main>")) {
		t.Errorf("the contents are not between the title block and the text")
	}
}

func TestGroupParts(t *testing.T) {
	sec := func(id, number, part string) *rulebook.Section {
		return &rulebook.Section{Source: rulebook.Source{ID: id, Number: number, Part: part}}
	}
	secs := []*rulebook.Section{
		sec("intro", "", ""), sec("contents", "", ""),
		sec("s1", "1", "A"), sec("s2", "2", ""),
		sec("s3", "3", "B"),
		sec("notes", "", ""), sec("glossary", "", ""),
	}
	var got []string
	for _, g := range groupParts(secs) {
		var ids []string
		for _, s := range g.sections {
			ids = append(ids, s.ID)
		}
		got = append(got, g.letter+":"+strings.Join(ids, ","))
	}
	want := []string{":intro,contents", "A:s1,s2", "B:s3", ":notes,glossary"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("groups %q, want %q", got, want)
	}
}

// The rules text of every language renders to a page whose every link lands and that
// loads nothing.
func TestRulesEveryLanguage(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		t.Run(lang, func(t *testing.T) {
			b := bookIn(t, lang)
			page := render(t, b)
			doc := checkPage(t, page, lang)
			checkCrossRefs(t, b, doc)
			terms := 0
			for _, links := range checkTerms(t, doc) {
				terms += len(links)
			}
			ids := map[string]*node{}
			for _, n := range doc.all(func(n *node) bool { return n.attr["id"] != "" }) {
				ids[n.attr["id"]] = n
			}
			for _, sec := range b.Sections {
				if h := ids[sec.ID]; h == nil || h.tag != "h2" {
					t.Errorf("section %s (%s) has no heading on the page", sec.ID, sec.File)
				}
				for _, s := range sec.Subs {
					if ids[s.ID] == nil {
						t.Errorf("subsection %s (%s) has no heading on the page", s.ID, sec.File)
					}
				}
			}
			var tables []string
			for _, n := range doc.all(func(n *node) bool { return n.tag == "table" && n.class("engine") }) {
				tables = append(tables, n.attr["data-table"])
			}
			sort.Strings(tables)
			t.Logf("%d sections, %d bytes, %d glossary links, engine tables %v", len(b.Sections), len(page), terms, tables)
			if terms == 0 {
				t.Error("no glossary term is linked")
			}
			if again := render(t, b); !bytes.Equal(page, again) {
				t.Errorf("two renderings differ")
			}
			writePreview(t, "rules-"+lang+".html", page)
		})
	}
}

func englishBook(t *testing.T) *rulebook.Book { return bookIn(t, "en") }

func bookIn(t *testing.T, lang string) *rulebook.Book {
	t.Helper()
	e := testkit.Engine(t)
	b, err := rulebook.Build(content.FS, lang, e, testkit.Localizer(t, testkit.Data(t), lang))
	if err != nil {
		t.Fatalf("the %s rules text does not build:\n%v", lang, err)
	}
	return b
}

// writePreview keeps a rendered page in $RULEHTML_OUT, to look at.
func writePreview(t *testing.T, name string, page []byte) {
	dir := os.Getenv("RULEHTML_OUT")
	if dir == "" {
		return
	}
	if err := os.WriteFile(filepath.Join(dir, name), page, 0o644); err != nil {
		t.Fatal(err)
	}
}
