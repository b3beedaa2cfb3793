package svgdraw

import (
	"encoding/xml"
	"io"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/draw/internal/num"
)

// layerText is a <text> of the text layer: its attributes, its runs, and the
// transforms of the groups around it.
type layerText struct {
	attrs      map[string]string
	runs       []layerSpan
	transforms []string
}

type layerSpan struct {
	attrs map[string]string
	text  string
}

func (l layerText) String() string {
	var b strings.Builder
	for _, r := range l.runs {
		b.WriteString(r.text)
	}
	return b.String()
}

// readLayer parses a page's text layer.
func readLayer(t *testing.T, page string) []layerText {
	t.Helper()
	dec := xml.NewDecoder(strings.NewReader(page))
	var out []layerText
	var groups []string // transform of each open <g>
	var cur *layerText
	var span *layerSpan
	attrs := func(se xml.StartElement) map[string]string {
		m := map[string]string{}
		for _, a := range se.Attr {
			m[a.Name.Local] = a.Value
		}
		return m
	}
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v\n%s", err, page)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			switch tok.Name.Local {
			case "g":
				groups = append(groups, attrs(tok)["transform"]+attrs(tok)["clip-path"])
			case "text":
				var tr []string
				for _, g := range groups {
					if g != "" {
						tr = append(tr, g)
					}
				}
				cur = &layerText{attrs: attrs(tok), transforms: tr}
			case "tspan":
				span = &layerSpan{attrs: attrs(tok)}
			}
		case xml.CharData:
			if span != nil {
				span.text += string(tok)
			} else if cur != nil {
				t.Errorf("text %q outside a <tspan>", tok)
			}
		case xml.EndElement:
			switch tok.Name.Local {
			case "g":
				groups = groups[:len(groups)-1]
			case "tspan":
				cur.runs = append(cur.runs, *span)
				span = nil
			case "text":
				out = append(out, *cur)
				cur = nil
			}
		}
	}
}

// The runs of one line make one <text>, a space where the outlines leave a gap and
// none where they touch; each run sits where its outlines are, as wide, invisible.
func TestTextLayerLines(t *testing.T) {
	d := New()
	c := d.NewPage(100, 50)
	body, bold := draw.Font{Face: draw.Serif, Size: 10}, draw.Font{Face: draw.SerifBold, Size: 10}
	x := 10.0
	c.Text(body, x, 20, draw.Left, "The")
	x += draw.Width(body, "The ")
	c.Text(bold, x, 20, draw.Left, "knight")
	x += draw.Width(bold, "knight")
	c.Text(body, x, 20, draw.Left, ", rides & <out>")
	c.Text(body, 10, 25, draw.Left, "next line")
	c.Text(body, 90, 25, draw.Right, "7")
	c.Text(body, 10, 25, draw.Left, "   ") // draws nothing, reads nothing
	layer := readLayer(t, write(t, d, 0))
	var got []string
	for _, l := range layer {
		got = append(got, l.String())
		if l.attrs["fill-opacity"] != "0" || l.attrs["space"] != "preserve" || l.attrs["aria-hidden"] != "true" {
			t.Errorf("%q: attributes %v, want invisible, spaces kept, hidden from screen readers (they read the outlines' names)", l, l.attrs)
		}
	}
	want := []string{"The knight, rides & <out>", "next line 7"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("text layer %q, want %q", got, want)
	}
	first := layer[0].runs
	wantX := []float64{10, 10 + draw.Width(body, "The "), x}
	wantW := []float64{draw.Width(body, "The "), draw.Width(bold, "knight"), draw.Width(body, ", rides & <out>")}
	for i, r := range first {
		if r.attrs["x"] != num.Format(wantX[i], 3) || r.attrs["textLength"] != num.Format(wantW[i], 3) {
			t.Errorf("run %q at x %s, %s wide; want %s, %s", r.text, r.attrs["x"], r.attrs["textLength"],
				num.Format(wantX[i], 3), num.Format(wantW[i], 3))
		}
		if r.attrs["lengthAdjust"] != "spacingAndGlyphs" || r.attrs["font-size"] != num.Format(10*draw.MMPerPt, 3) {
			t.Errorf("run %q: %v", r.text, r.attrs)
		}
	}
	if first[1].attrs["font-weight"] != "bold" || first[0].attrs["font-weight"] != "" {
		t.Errorf("the bold run is not bold, or the others are: %v", first)
	}
	if layer[0].attrs["y"] != "20" || layer[1].attrs["y"] != "25" {
		t.Errorf("baselines %q, %q, want 20, 25", layer[0].attrs["y"], layer[1].attrs["y"])
	}
}

// The text layer is drawn in the same groups as its outlines: a turned or scaled text
// is selected where it shows.
func TestTextLayerInGroups(t *testing.T) {
	d := New()
	c := d.NewPage(100, 50)
	f := draw.Font{Face: draw.Sans, Size: 8}
	c.Push()
	c.Translate(50, 25)
	c.Rotate(90)
	c.Text(f, 0, 0, draw.Left, "turned")
	c.Pop()
	c.Text(f, 0, 0, draw.Left, "after")
	c.Push()
	c.Scale(2)
	c.Fill(draw.Rect(0, 0, 1, 1))
	c.Text(f, 0, 5, draw.Left, "scaled")
	c.Pop()
	layer := readLayer(t, write(t, d, 0))
	if len(layer) != 3 {
		t.Fatalf("text layer %v, want 3 lines", layer)
	}
	for i, want := range []string{"rotate(90 50 25)", "", "matrix(2 0 0 2 0 0)"} {
		if got := strings.Join(layer[i].transforms, " "); got != want {
			t.Errorf("%q inside %q, want %q", layer[i], got, want)
		}
	}
}

// The layer's text is escaped as XML: markup characters and control characters alike
// read back as they were.
func TestTextLayerEscapes(t *testing.T) {
	for _, s := range []string{`a & b < c > d "e" 'f'`, "tab\there", "ünï ‘ß’ & „x”"} {
		b := appendEscaped(nil, s)
		var got struct {
			Text string `xml:",chardata"`
		}
		if err := xml.Unmarshal([]byte("<t>"+string(b)+"</t>"), &got); err != nil {
			t.Fatalf("%q escaped as %q: %v", s, b, err)
		}
		if got.Text != s {
			t.Errorf("%q escaped as %q reads back %q", s, b, got.Text)
		}
	}
}

// A page embedded in a document that names it as a whole keeps its text layer
// unmarked; a standalone page hides it from screen readers, which read the outlines.
func TestTextLayerEmbedded(t *testing.T) {
	for _, embedded := range []bool{false, true} {
		d := New()
		d.Embedded = embedded
		d.NewPage(50, 20).Text(draw.Font{Face: draw.Sans, Size: 8}, 2, 10, draw.Left, "Foxwood")
		layer := readLayer(t, write(t, d, 0))
		if len(layer) != 1 || layer[0].String() != "Foxwood" {
			t.Fatalf("embedded %v: layer %v", embedded, layer)
		}
		if hidden := layer[0].attrs["aria-hidden"] == "true"; hidden == embedded {
			t.Errorf("embedded %v: aria-hidden %q", embedded, layer[0].attrs["aria-hidden"])
		}
	}
}

// A clip hides its outside from the text layer too: a text wholly outside the clip
// (inside a translation and a scale, as a figure cut from the board is drawn) is left
// out, and one the clip shows even in part is kept; after Pop everything shows again.
func TestTextLayerClipped(t *testing.T) {
	d := New()
	c := d.NewPage(100, 100)
	f := draw.Font{Face: draw.Serif, Size: 10}
	c.Push()
	c.Translate(20, 20)
	c.Clip(draw.Rect(0, 0, 30, 30)) // page 20..50
	c.Text(f, 5, 15, draw.Left, "inside")
	c.Text(f, 25, 15, draw.Left, "straddling") // starts inside, runs out
	c.Text(f, 5, 60, draw.Left, "below")       // page y 80
	c.Push()
	c.Scale(2) // about (20, 20): x shows at 20 + 2·(x − 20)
	c.Text(f, 5, 5, draw.Left, "scaled in")
	c.Text(f, 5, 30, draw.Left, "scaled out") // page y 20 + 2·(50 − 20) = 80
	c.Pop()
	c.Pop()
	c.Text(f, 5, 90, draw.Left, "unclipped")
	var got []string
	for _, l := range readLayer(t, write(t, d, 0)) {
		got = append(got, l.String())
	}
	want := []string{"inside straddling", "scaled in", "unclipped"} // the first two share a baseline
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("text layer %q, want %q", got, want)
	}
}
