package rulehtml

import (
	"bytes"
	"encoding/xml"
	"github.com/excalibur-kit/excalibur/internal/layout"
	"io"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/excalibur-kit/excalibur/internal/component"
	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
	"github.com/excalibur-kit/excalibur/internal/rulebook/pages"
	"github.com/excalibur-kit/excalibur/internal/testkit"
	"github.com/excalibur-kit/excalibur/rules"
)

// engine is the engine and English localizer of the kit's data, as the rulebook's own
// tests make them.
func engine(t testing.TB) (*rules.Engine, *i18n.Localizer) {
	t.Helper()
	return testkit.EngineAndLocalizer(t)
}

func rulesFile(id, number, part, body string) *fstest.MapFile {
	var fm strings.Builder
	fm.WriteString("+++\nid = \"" + id + "\"\n")
	if number != "" {
		fm.WriteString("number = \"" + number + "\"\n")
	}
	if part != "" {
		fm.WriteString("part = \"" + part + "\"\n")
	}
	fm.WriteString("+++\n")
	return &fstest.MapFile{Data: []byte(fm.String() + body)}
}

// testRules is a small rules text using everything the renderer draws: a contents
// block, parts, subsections, cross references, engine tables, worked examples, a note,
// a Markdown table, the generated blocks and a glossary.
func testRules() fstest.MapFS {
	return fstest.MapFS{
		"rules/en/00-contents.md": rulesFile("contents", "", "", "# Contents\n\n{{insert \"contents\"}}\n"),
		"rules/en/01-introduction.md": rulesFile("introduction", "1", "A", `# Introduction

Each lord raises a field army of knights & squires. A Knight is strong: the attack value
of a knight decides combats. The attack value again, a field army again, and a knight again.

> **Note.** Read [[combat-results]] before your first battle: the attack value is explained there.

- a first item, with a *manor*
- a second item, with a [link to combat](#combat)

## Winning {#winning}

The winner holds the most manors. See [[glossary]], [[combat]] and [[combat-rounds]].
`),
		"rules/en/02-movement.md": rulesFile("movement", "2", "", `# Movement of a knight

Troops move {{n "movement.miles"}} miles a season. <!-- a writer's note -->

## Moving troops {#moving}

A manor is entered at the end of a phase.

{{table "movement"}}

{{example "movement"}}

## Paying

{{example "pay"}}

### Upkeep of a knight

| Troop | Pays |
|---|:-:|
| knight | manor |

Every knight is paid in winter; so is every field army.
`),
		"rules/en/03-combat.md": rulesFile("combat", "3", "B", `# Combat

Combat is fought by a field army, or by a knight alone.

## Combat rounds {#combat-rounds}

Each side adds a die to its strength: its attack value. See [[moving]] and [[introduction]].

## The combat results table {#combat-results}

{{table "combat-results"}}

{{example "combat:lonely-milepost"}}
`),
		"rules/en/04-sieges.md":  rulesFile("sieges", "4", "C", "# Sieges\n\nA manor under siege. [A knight's link](#combat) is no term link; a knight here is.\n\n## Fields \\& forests {#fields}\n\nA \\*starred\\* field &amp; a forest.\n"),
		"rules/en/90-edition.md": rulesFile("edition-notes", "", "", "# Edition notes\n\n{{insert \"edition-notes\"}}\n"),
		"rules/en/91-credits.md": rulesFile("credits", "", "", "# Credits\n\n{{insert \"credits\"}}\n"),
		"rules/en/92-glossary.md": rulesFile("glossary", "", "", `# Glossary

Attack value
: A side's strength plus a die; see [[combat-rounds]].

Field army
: Troops that move and fight together, under a knight.

Knight
: A mounted warrior.

Manor
: A village and its lands.
`),
	}
}

func buildTest(t testing.TB, fsys fstest.MapFS) *rulebook.Book {
	t.Helper()
	e, l := engine(t)
	b, err := rulebook.Build(fsys, "en", e, l)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func render(t testing.TB, b *rulebook.Book) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := Render(&buf, b, figures(t, b)); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// figures draws the book's figures as the build does: the board's, at the rulebook's
// column width.
func figures(t testing.TB, b *rulebook.Book) Option {
	x := figureCtx(t, b)
	return WithFigures(func(id string) (Figure, error) {
		f, err := x.Figure(id, pages.ColumnWidth(x.Layout))
		if err != nil {
			return Figure{}, err
		}
		return Figure{W: f.W, H: f.H, Caption: f.Caption, Draw: f.Draw}, nil
	})
}

// figureCtx is the drawing context of the book's language.
func figureCtx(t testing.TB, b *rulebook.Book) *component.Ctx {
	return &component.Ctx{E: b.Engine, D: b.Engine.D, L: b.L, Layout: testkit.Layout(t), Style: component.NewStyle(testkit.Layout(t), layout.KitPart, false)}
}

// node is an element of the page, parsed.
type node struct {
	tag      string
	attr     map[string]string
	parent   *node
	children []any // *node or string
}

func (n *node) text() string {
	var b strings.Builder
	for _, c := range n.children {
		switch c := c.(type) {
		case string:
			b.WriteString(c)
		case *node:
			b.WriteString(c.text())
		}
	}
	return b.String()
}

func (n *node) class(c string) bool {
	for _, f := range strings.Fields(n.attr["class"]) {
		if f == c {
			return true
		}
	}
	return false
}

// all lists the elements under n (n included) that match.
func (n *node) all(match func(*node) bool) []*node {
	var out []*node
	var walk func(*node)
	walk = func(m *node) {
		if match(m) {
			out = append(out, m)
		}
		for _, c := range m.children {
			if c, ok := c.(*node); ok {
				walk(c)
			}
		}
	}
	walk(n)
	return out
}

func (n *node) inside(match func(*node) bool) bool {
	for p := n.parent; p != nil; p = p.parent {
		if match(p) {
			return true
		}
	}
	return false
}

func tag(names ...string) func(*node) bool {
	return func(n *node) bool {
		for _, name := range names {
			if n.tag == name {
				return true
			}
		}
		return false
	}
}

// parse reads the page with a strict tokenizer: the renderer writes the well-formed
// subset of HTML (void elements self-closed), so any unbalanced or misnested tag, bad
// attribute or stray '<' or '&' is an error here.
func parse(t testing.TB, page []byte) *node {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(page))
	d.Strict = true
	d.Entity = xml.HTMLEntity
	root := &node{tag: "#document"}
	cur := root
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("the page does not parse: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			n := &node{tag: tok.Name.Local, attr: map[string]string{}, parent: cur}
			for _, a := range tok.Attr {
				if _, dup := n.attr[a.Name.Local]; dup {
					t.Errorf("<%s> has attribute %s twice", n.tag, a.Name.Local)
				}
				n.attr[a.Name.Local] = a.Value
			}
			cur.children = append(cur.children, n)
			cur = n
		case xml.EndElement:
			cur = cur.parent
		case xml.CharData:
			cur.children = append(cur.children, string(tok))
		}
	}
	if cur != root {
		t.Fatalf("<%s> is never closed", cur.tag)
	}
	return root
}

var reEscape = regexp.MustCompile(`\\([[:punct:]])`)

// shown is a title of the Book as the page shows it: the Book's plain titles keep the
// Markdown's backslash escapes.
func shown(title string) string { return reEscape.ReplaceAllString(title, "$1") }

var reCSSURL = regexp.MustCompile(`(?i)url\(\s*['"]?([^'")]*)|@import`)

// checkPage checks what every rendered page must be: one language, charset, viewport and
// title; unique ids; every in-page link landing; and no request of any kind.
func checkPage(t *testing.T, page []byte, lang string) *node {
	t.Helper()
	if !bytes.HasPrefix(page, []byte("<!DOCTYPE html>\n")) {
		t.Errorf("the page does not start with the HTML doctype")
	}
	doc := parse(t, page)
	htmls := doc.all(tag("html"))
	if len(htmls) != 1 || htmls[0].attr["lang"] != lang {
		t.Errorf("want one <html lang=%q>", lang)
	}
	if len(doc.all(func(n *node) bool { return n.tag == "meta" && strings.EqualFold(n.attr["charset"], "utf-8") })) != 1 {
		t.Errorf("no <meta charset=utf-8>")
	}
	if len(doc.all(func(n *node) bool { return n.tag == "meta" && n.attr["name"] == "viewport" })) != 1 {
		t.Errorf("no viewport meta")
	}
	if titles := doc.all(tag("title")); len(titles) != 1 || strings.TrimSpace(titles[0].text()) == "" {
		t.Errorf("want one non-empty <title>")
	}
	if n := len(doc.all(tag("script", "img", "link", "iframe", "object", "embed", "video", "audio", "source", "picture"))); n > 0 {
		t.Errorf("the page has %d elements that load something", n)
	}

	ids := map[string]int{}
	for _, n := range doc.all(func(n *node) bool { return n.attr["id"] != "" }) {
		ids[n.attr["id"]]++
	}
	for id, n := range ids {
		if n > 1 {
			t.Errorf("id %q is used %d times", id, n)
		}
	}
	for _, n := range doc.all(func(n *node) bool { return n.attr != nil }) {
		for _, a := range []string{"href", "src", "srcset", "action", "poster", "data", "background", "cite"} {
			v, ok := n.attr[a]
			if !ok {
				continue
			}
			if external(v) {
				t.Errorf("<%s %s=%q> points outside the page", n.tag, a, v)
			}
			if a == "href" && strings.HasPrefix(v, "#") && ids[v[1:]] == 0 {
				t.Errorf("<%s href=%q> (%q): no element has id %q", n.tag, v, n.text(), v[1:])
			}
		}
		for _, m := range reCSSURL.FindAllStringSubmatch(n.attr["style"], -1) {
			t.Errorf("<%s style> loads %q", n.tag, m[0])
		}
	}
	for _, s := range doc.all(tag("style")) {
		for _, m := range reCSSURL.FindAllStringSubmatch(s.text(), -1) {
			t.Errorf("the style sheet loads %q", m[0])
		}
	}
	return doc
}

// external is a URL that leaves the page (or would fetch something).
func external(v string) bool {
	v = strings.ToLower(strings.TrimSpace(v))
	return strings.HasPrefix(v, "http:") || strings.HasPrefix(v, "https:") || strings.HasPrefix(v, "//") ||
		strings.Contains(v, "://")
}
