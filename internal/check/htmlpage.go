package check

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// The rules reference is read as a browser shows it: parsed into its document tree, the
// head, styles and scripts left out, and every text a reader cannot see named as a
// problem, whatever hides it (the hidden attribute, an inline style, aria-hidden, a class
// the page's own stylesheet hides, a template, a noscript). Hidden text is not part of
// the text the check reads: a cell that shows 8 and hides a 9 reads 8, and the 9 is an
// error of its own.

// htmlPage is what a reader of an HTML page sees.
type htmlPage struct {
	text     string        // the visible text, each element boundary a space
	headings []htmlHeading // h1..h6 with an id, in document order
	toc      []htmlLink    // the links of the contents (nav.toc), in order
	hidden   []string      // each hidden text, with what hides it
}

// htmlHeading is a heading as printed: its id and its visible text.
type htmlHeading struct{ id, text string }

// htmlLink is a link of the contents: where it goes and what it reads.
type htmlLink struct{ target, text string }

func readHTML(src string) (*htmlPage, error) {
	doc, err := html.Parse(strings.NewReader(src))
	if err != nil {
		return nil, fmt.Errorf("not an HTML page: %w", err)
	}
	r := &htmlReader{page: &htmlPage{}, hiding: hiddenClasses(styleSheets(doc))}
	r.walk(doc, "")
	r.page.text = strings.Join(strings.FieldsFunc(r.text.String(), markupSpace), " ")
	return r.page, nil
}

// htmlText is the visible text of a page (an unreadable page reads as nothing).
func htmlText(src string) string {
	p, err := readHTML(src)
	if err != nil {
		return ""
	}
	return p.text
}

// markupSpace is the white space of markup; no-break spaces are part of the text.
func markupSpace(r rune) bool { return r == ' ' || r == '\n' || r == '\t' || r == '\r' || r == '\f' }

type htmlReader struct {
	page   *htmlPage
	hiding []classRule
	text   strings.Builder
}

// walk reads node n; why is what hides it ("" if it shows).
func (r *htmlReader) walk(n *html.Node, why string) {
	switch n.Type {
	case html.TextNode:
		r.textNode(n.Data, why)
		return
	case html.ElementNode:
		switch n.DataAtom {
		case atom.Head, atom.Style, atom.Script:
			return // not drawn: the stylesheet is read for its hiding rules only
		case atom.Title, atom.Desc:
			if n.Namespace == "svg" {
				return // an SVG's title and description are its accessible name, not text
			}
		}
		if why == "" {
			why = r.hides(n)
		}
		r.text.WriteByte(' ')
		defer r.text.WriteByte(' ')
		if h := headingLevel(n); h > 0 && attrOf(n, "id") != "" && why == "" {
			r.page.headings = append(r.page.headings, htmlHeading{attrOf(n, "id"), r.visible(n)})
		}
		if n.DataAtom == atom.A && why == "" && inTOC(n) {
			if t, ok := strings.CutPrefix(attrOf(n, "href"), "#"); ok {
				r.page.toc = append(r.page.toc, htmlLink{t, r.visible(n)})
			}
		}
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		r.walk(c, why)
	}
}

func (r *htmlReader) textNode(s, why string) {
	if why == "" {
		r.text.WriteString(s)
		return
	}
	// Hidden marks (a print stylesheet drops the § of each heading) hide nothing a reader
	// needs; a hidden letter or digit is content the page does not show.
	if strings.IndexFunc(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsNumber(r) }) >= 0 {
		r.page.hidden = append(r.page.hidden, fmt.Sprintf("%q, hidden by %s", strings.Join(strings.FieldsFunc(s, markupSpace), " "), why))
	}
}

// visible is the text of n as shown, in one line, without a heading's trailing § link.
func (r *htmlReader) visible(n *html.Node) string {
	sub := &htmlReader{page: &htmlPage{}, hiding: r.hiding}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		sub.walk(c, "")
	}
	t := strings.Join(strings.FieldsFunc(sub.text.String(), markupSpace), " ")
	return strings.TrimSpace(strings.TrimSuffix(t, "§"))
}

// hides says what hides element n itself, or "".
func (r *htmlReader) hides(n *html.Node) string {
	switch {
	case n.DataAtom == atom.Template:
		return "a <template>"
	case n.DataAtom == atom.Noscript:
		return "a <noscript>"
	case hasAttr(n, "hidden"):
		return "the hidden attribute"
	case strings.EqualFold(strings.TrimSpace(attrOf(n, "aria-hidden")), "true"):
		return `aria-hidden="true"`
	}
	if why := hidingStyle(parseDecls(attrOf(n, "style"))); why != "" {
		return "its style " + why
	}
	classes := strings.Fields(attrOf(n, "class"))
	for _, rule := range r.hiding {
		if rule.matches(n.Data, classes) {
			return "the stylesheet's " + rule.selector + " { " + rule.why + " }"
		}
	}
	return ""
}

func headingLevel(n *html.Node) int {
	switch n.DataAtom {
	case atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
		return int(n.Data[1] - '0')
	}
	return 0
}

// inTOC reports whether n is inside the page's contents, <nav class="toc">.
func inTOC(n *html.Node) bool {
	for p := n.Parent; p != nil; p = p.Parent {
		if p.DataAtom == atom.Nav && hasClass(p, "toc") {
			return true
		}
	}
	return false
}

func attrOf(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

func hasAttr(n *html.Node, key string) bool {
	for _, a := range n.Attr {
		if a.Key == key {
			return true
		}
	}
	return false
}

func hasClass(n *html.Node, class string) bool {
	for _, c := range strings.Fields(attrOf(n, "class")) {
		if c == class {
			return true
		}
	}
	return false
}

// styleSheets is the text of every <style> of the page.
func styleSheets(n *html.Node) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && n.DataAtom == atom.Style {
			for c := n.FirstChild; c != nil; c = c.NextSibling {
				b.WriteString(c.Data)
			}
			b.WriteByte('\n')
			return
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return b.String()
}

// classRule is a stylesheet rule that hides elements of a class: its selector is one
// compound of an optional element name and classes (".self", "span.v.t").
type classRule struct {
	selector, element string
	classes           []string
	why               string
}

func (c classRule) matches(element string, classes []string) bool {
	if c.element != "" && c.element != element {
		return false
	}
	for _, want := range c.classes {
		found := false
		for _, have := range classes {
			found = found || have == want
		}
		if !found {
			return false
		}
	}
	return true
}

// hiddenClasses reads the rules of a stylesheet (those inside @media and @supports too:
// a page printed is read too) and keeps those that hide a class. Selectors with
// combinators or pseudo-classes are not matched: the kit's stylesheet hides by class.
func hiddenClasses(css string) []classRule {
	css = stripComments(css)
	var out []classRule
	for len(css) > 0 {
		open := strings.IndexByte(css, '{')
		if open < 0 {
			break
		}
		prelude := strings.TrimSpace(css[:open])
		end := matchingBrace(css, open)
		block := css[open+1 : end]
		css = css[min(end+1, len(css)):]
		if strings.HasPrefix(prelude, "@") {
			if strings.HasPrefix(prelude, "@media") || strings.HasPrefix(prelude, "@supports") {
				out = append(out, hiddenClasses(block)...)
			}
			continue
		}
		why := hidingStyle(parseDecls(block))
		if why == "" {
			continue
		}
		for _, sel := range strings.Split(prelude, ",") {
			if rule, ok := compound(strings.TrimSpace(sel)); ok {
				rule.why = why
				out = append(out, rule)
			}
		}
	}
	return out
}

// compound reads a selector of an element name and classes.
func compound(sel string) (classRule, bool) {
	parts := strings.Split(sel, ".")
	if len(parts) < 2 {
		return classRule{}, false
	}
	rule := classRule{selector: sel, element: parts[0]}
	for _, p := range parts {
		if strings.IndexFunc(p, func(r rune) bool { return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_') }) >= 0 {
			return classRule{}, false
		}
	}
	for _, c := range parts[1:] {
		if c == "" {
			return classRule{}, false
		}
		rule.classes = append(rule.classes, c)
	}
	return rule, true
}

func stripComments(css string) string {
	var b strings.Builder
	for {
		i := strings.Index(css, "/*")
		if i < 0 {
			b.WriteString(css)
			return b.String()
		}
		b.WriteString(css[:i])
		j := strings.Index(css[i+2:], "*/")
		if j < 0 {
			return b.String()
		}
		css = css[i+2+j+2:]
	}
}

// matchingBrace is the index of the brace that closes the one at open (the end of css
// if it is not closed).
func matchingBrace(css string, open int) int {
	depth := 0
	for i := open; i < len(css); i++ {
		switch css[i] {
		case '{':
			depth++
		case '}':
			if depth--; depth == 0 {
				return i
			}
		}
	}
	return len(css)
}

// parseDecls reads "a: b; c: d" into lower-case properties and values, without
// !important.
func parseDecls(s string) map[string]string {
	out := map[string]string{}
	for _, d := range strings.Split(s, ";") {
		k, v, ok := strings.Cut(d, ":")
		if !ok {
			continue
		}
		v = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(strings.ToLower(v)), "!important"))
		out[strings.TrimSpace(strings.ToLower(k))] = v
	}
	return out
}

// hidingStyle says which declaration hides an element's text from a reader, or "".
func hidingStyle(d map[string]string) string {
	switch {
	case d["display"] == "none":
		return "display:none"
	case d["visibility"] == "hidden" || d["visibility"] == "collapse":
		return "visibility:" + d["visibility"]
	case isZero(d["font-size"]):
		return "font-size:" + d["font-size"]
	case isZero(d["opacity"]):
		return "opacity:" + d["opacity"]
	}
	for _, k := range []string{"left", "top", "right", "bottom", "text-indent", "margin-left", "margin-top"} {
		if offScreen(d[k]) {
			return k + ":" + d[k]
		}
	}
	return ""
}

// isZero reports whether a length or number is zero ("0", "0px", "0.0em", "0%").
func isZero(v string) bool {
	n, _, ok := length(v)
	return ok && n == 0
}

// offScreen reports whether an offset puts an element out of any page: far to the left
// or above (a hanging indent of a few em is not).
func offScreen(v string) bool {
	n, unit, ok := length(v)
	if !ok || n >= 0 {
		return false
	}
	switch unit {
	case "px", "pt", "":
		return n <= -500
	case "mm":
		return n <= -150
	case "cm", "in":
		return n <= -15
	}
	return n <= -50 // em, rem, ch, vw, vh, %
}

// length splits "12.5px" into 12.5 and "px".
func length(v string) (float64, string, bool) {
	v = strings.TrimSpace(v)
	i := strings.LastIndexFunc(v, func(r rune) bool { return unicode.IsDigit(r) || r == '.' })
	if i < 0 {
		return 0, "", false
	}
	n, err := strconv.ParseFloat(v[:i+1], 64)
	return n, v[i+1:], err == nil
}
