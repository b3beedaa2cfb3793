package svgdraw

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"regexp"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/draw/drawtest"
)

func write(t *testing.T, d *Document, i int) string {
	t.Helper()
	var buf bytes.Buffer
	if err := d.WritePage(&buf, i); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// element is a parsed XML element: enough to query attributes and nesting.
type element struct {
	name     string
	attrs    map[string]string
	children []*element
}

// parse checks that s is well-formed XML and returns its root element.
func parse(t *testing.T, s string) *element {
	t.Helper()
	dec := xml.NewDecoder(strings.NewReader(s))
	var stack []*element
	var root *element
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v\n%s", err, s)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			e := &element{name: tok.Name.Local, attrs: map[string]string{}}
			for _, a := range tok.Attr {
				e.attrs[a.Name.Local] = a.Value
			}
			if len(stack) > 0 {
				p := stack[len(stack)-1]
				p.children = append(p.children, e)
			} else {
				root = e
			}
			stack = append(stack, e)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		}
	}
	return root
}

func (e *element) all(name string) []*element {
	var out []*element
	if e.name == name {
		out = append(out, e)
	}
	for _, c := range e.children {
		out = append(out, c.all(name)...)
	}
	return out
}

// texts reads the text back from a page, as a program or screen reader would.
func texts(root *element) []string {
	var out []string
	for _, g := range root.all("g") {
		if g.attrs["role"] == "img" {
			out = append(out, g.attrs["aria-label"])
		}
	}
	return out
}

func TestTextReadBack(t *testing.T) {
	tricky := `<script>"quotes" & 'apostrophes' ></script>`
	d := New()
	c := d.NewPage(100, 50)
	lines := append([]string{tricky}, drawtest.Lines...)
	for i, s := range lines {
		c.Text(draw.Font{Face: draw.Sans, Size: 6}, 2, 10+float64(i)*5, draw.Left, s)
	}
	out := write(t, d, 0)
	if strings.Contains(out, "<script>") {
		t.Error("text reached the SVG unescaped")
	}
	got := texts(parse(t, out))
	if fmt.Sprint(got) != fmt.Sprint(lines) {
		t.Errorf("read back %q, want %q", got, lines)
	}
}

func TestPageFrame(t *testing.T) {
	d := New()
	d.NewPage(63.5, 88)
	root := parse(t, write(t, d, 0))
	want := map[string]string{"width": "63.500mm", "height": "88.000mm", "viewBox": "0.000 0.000 63.500 88.000"}
	for k, v := range want {
		if root.attrs[k] != v {
			t.Errorf("svg %s = %q, want %q", k, root.attrs[k], v)
		}
	}
}

// TestGlyphDefs: each glyph is defined once per page and used where drawn; spaces draw
// nothing.
func TestGlyphDefs(t *testing.T) {
	d := New()
	c := d.NewPage(50, 50)
	f := draw.Font{Face: draw.Serif, Size: 10}
	c.Text(f, 5, 10, draw.Left, "aa a")
	c.Text(f, 5, 20, draw.Left, "a")
	root := parse(t, write(t, d, 0))
	defs := root.all("defs")[0].all("path")
	if len(defs) != 1 || !strings.HasPrefix(defs[0].attrs["id"], "g.serif.") {
		t.Fatalf("defs %v, want the one glyph of 'a'", defs)
	}
	if n := len(root.all("use")); n != 4 {
		t.Errorf("%d <use>, want 4", n)
	}
}

func TestTextPosition(t *testing.T) {
	f := draw.Font{Face: draw.Serif, Size: 10}
	w := draw.Width(f, "Excalibur")
	tests := []struct {
		align draw.Align
		x     float64
	}{{draw.Left, 20}, {draw.Center, 20 - w/2}, {draw.Right, 20 - w}}
	for _, tt := range tests {
		d := New()
		c := d.NewPage(50, 50)
		c.Translate(5, 2)
		c.Text(f, 15, 30, tt.align, "Excalibur")
		g := texts0(t, write(t, d, 0))
		want := fmt.Sprintf("translate(%s %s) scale(0.00352778)", fmt3(tt.x), fmt3(32))
		if g.attrs["transform"] != want {
			t.Errorf("align %d: transform %q, want %q", tt.align, g.attrs["transform"], want)
		}
	}
}

func fmt3(v float64) string {
	return strings.TrimRight(strings.TrimRight(fmt.Sprintf("%.3f", v), "0"), ".")
}

func texts0(t *testing.T, out string) *element {
	for _, g := range parse(t, out).all("g") {
		if g.attrs["role"] == "img" {
			return g
		}
	}
	t.Fatal("no text group")
	return nil
}

func TestClipAndPushPop(t *testing.T) {
	d := New()
	c := d.NewPage(50, 50)
	c.Push()
	c.Clip(draw.Rect(0, 0, 10, 10))
	c.Clip(draw.Circle(5, 5, 5)) // clips intersect: nested groups
	c.Fill(draw.Rect(0, 0, 50, 50))
	c.Pop()
	c.Fill(draw.Rect(20, 20, 5, 5))
	c.Push()
	c.Clip(draw.Rect(1, 1, 2, 2)) // left open: closed at the end of the page
	out := write(t, d, 0)
	root := parse(t, out)
	if n := len(root.all("clipPath")); n != 3 {
		t.Errorf("%d clip paths, want 3", n)
	}
	// The fill after Pop is outside any clip group, the first fill inside two.
	depth := map[string]int{}
	for _, g := range root.all("g") {
		if g.attrs["clip-path"] != "" {
			for _, p := range g.all("path") {
				depth[p.attrs["d"]]++
			}
		}
	}
	if n := depth["M20 20L25 20L25 25L20 25Z"]; n != 0 {
		t.Errorf("fill after Pop is inside %d clip groups", n)
	}
	if n := depth["M0 0L50 0L50 50L0 50Z"]; n != 2 {
		t.Errorf("fill after two clips is inside %d clip groups, want 2", n)
	}
	if !strings.Contains(out, `clip-path="url(#clip.1)"`) {
		t.Errorf("no clip group in\n%s", out)
	}
}

func TestStrokeAttributes(t *testing.T) {
	d := New()
	c := d.NewPage(50, 50)
	c.SetStroke(draw.Color{R: 255, G: 0, B: 128})
	c.SetLineWidth(0.35)
	c.SetDash([]float64{1.5, 0.5})
	c.Stroke(draw.Line(0, 0, 10, 0))
	c.SetDash(nil)
	c.Stroke(draw.Line(0, 1, 10, 1))
	c.SetDash([]float64{0, 0})
	c.Stroke(draw.Line(0, 2, 10, 2))
	paths := parse(t, write(t, d, 0)).all("path")
	wantDash := []string{"1.5 0.5", "", ""}
	for i, p := range paths {
		if p.attrs["stroke"] != "#ff0080" || p.attrs["stroke-width"] != "0.35" || p.attrs["fill"] != "none" {
			t.Errorf("path %d attributes %v", i, p.attrs)
		}
		if p.attrs["stroke-dasharray"] != wantDash[i] {
			t.Errorf("path %d dash %q, want %q", i, p.attrs["stroke-dasharray"], wantDash[i])
		}
	}
}

func TestLinks(t *testing.T) {
	d := New()
	d.PageName = func(i int) string { return fmt.Sprintf("karta-%d.svg", i) }
	c := d.NewPage(50, 50).(draw.Linker)
	c.Link(0, 0, 10, 10, "#later")
	c.Link(0, 10, 10, 10, "#here")
	c.Link(0, 20, 10, 10, "https://example.com/?a=1&b=<2>")
	c.Anchor("here", 0, 40)
	d.NewPage(50, 50).(draw.Linker).Anchor("later", 0, 0)
	root := parse(t, write(t, d, 0))
	var got []string
	for _, a := range root.all("a") {
		got = append(got, a.attrs["href"])
	}
	want := []string{"karta-1.svg#later", "#here", "https://example.com/?a=1&b=<2>"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("links %q, want %q", got, want)
	}
}

func TestErrors(t *testing.T) {
	tests := []struct {
		name string
		draw func(*Document)
		want string
	}{
		{"missing glyph", func(d *Document) {
			d.NewPage(10, 10).Text(draw.Font{Face: draw.Caps, Size: 9}, 1, 1, draw.Left, "日本")
		}, `page 1: face "caps" has no glyph for '日'`},
		{"dangling link", func(d *Document) {
			d.NewPage(10, 10).(draw.Linker).Link(0, 0, 1, 1, "#nowhere")
		}, "link to #nowhere, but no page has that anchor"},
		{"bad anchor", func(d *Document) {
			d.NewPage(10, 10).(draw.Linker).Anchor(`x" onload="alert(1)`, 0, 0)
		}, "anchor name"},
		{"duplicate anchor", func(d *Document) {
			d.NewPage(10, 10).(draw.Linker).Anchor("a", 0, 0)
			d.NewPage(10, 10).(draw.Linker).Anchor("a", 0, 0)
		}, `anchor "a" is defined twice`},
		{"javascript URL", func(d *Document) {
			d.NewPage(10, 10).(draw.Linker).Link(0, 0, 1, 1, "java script:x")
		}, "printable ASCII"},
		{"pop without push", func(d *Document) { d.NewPage(10, 10).Pop() }, "Pop without Push"},
		{"NaN path", func(d *Document) { d.NewPage(10, 10).Stroke(draw.Line(0, 0, math.NaN(), 1)) }, "not a finite number"},
		{"infinite link", func(d *Document) {
			d.NewPage(10, 10).(draw.Linker).Link(0, 0, math.Inf(1), 1, "https://example.com")
		}, "not finite"},
		{"stale canvas", func(d *Document) {
			c := d.NewPage(10, 10)
			d.NewPage(10, 10)
			c.Text(draw.Font{Face: draw.Sans, Size: 5}, 0, 0, draw.Left, "x")
		}, "after NewPage"},
		{"bookmark first", func(d *Document) {
			d.Bookmark("x", 0)
			d.NewPage(10, 10)
		}, "before the first page"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := New()
			tt.draw(d)
			err := d.WritePage(io.Discard, 0)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want one containing %q", err, tt.want)
			}
		})
	}
	if err := New().WritePage(io.Discard, 0); err == nil {
		t.Error("writing a page of an empty document: no error")
	}
}

func TestTitleFromBookmark(t *testing.T) {
	d := New()
	d.NewPage(10, 10)
	d.Bookmark("Karta <1> & „rycerz”", 0)
	d.Bookmark("second", 1)
	out := write(t, d, 0)
	if m := regexp.MustCompile(`<title>(.*)</title>`).FindStringSubmatch(out); m == nil || m[1] != "Karta &lt;1&gt; &amp; „rycerz”" {
		t.Errorf("title %q", m)
	}
}

func TestDeterministic(t *testing.T) {
	render := func() string {
		d := New()
		drawtest.Demo(d)
		var all strings.Builder
		for i := range d.Len() {
			all.WriteString(write(t, d, i))
		}
		return all.String()
	}
	if render() != render() {
		t.Error("two renders differ")
	}
}
