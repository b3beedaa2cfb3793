package readback

import (
	"encoding/xml"
	"errors"
	"io"
	"strings"
	"testing"
)

// labels is what the scanner gives for a document: the aria-label of every g, in order.
func labels(data string) ([]string, error) {
	sc := &xmlScanner{data: []byte(data)}
	var out []string
	for {
		t, ok, err := sc.next()
		if err != nil || !ok {
			return out, err
		}
		if t.start && t.name == "g" {
			if l, ok, err := t.attr("aria-label"); err != nil {
				return nil, err
			} else if ok {
				out = append(out, l)
			}
		}
	}
}

// stdlibLabels is the same read by encoding/xml, the reference for what is well-formed.
func stdlibLabels(data string) ([]string, error) {
	dec := xml.NewDecoder(strings.NewReader(data))
	var out []string
	for {
		t, err := dec.Token()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
		if e, ok := t.(xml.StartElement); ok && e.Name.Local == "g" {
			for _, a := range e.Attr {
				if a.Name.Local == "aria-label" {
					out = append(out, a.Value)
				}
			}
		}
	}
}

func TestXMLScanner(t *testing.T) {
	const head = `<?xml version="1.0"?>` + "\n<!-- Generated -->\n"
	good := []string{
		head + `<svg xmlns="http://www.w3.org/2000/svg"><g aria-label="8"><use xlink:href="#g.x.1"/></g></svg>`,
		head + `<svg><title>Caldwell &amp; Ash</title><g aria-label='L&apos;abbaye &#233;&#x142;'/><g aria-label="a &lt; b"></g></svg>`,
		`<svg><defs><g id="fig.1"><path d="M0 0L1 1Z" fill="#2a2118" /></g></defs><g aria-label=" spaced "><![CDATA[ <g> ]]></g></svg>` + "\n",
	}
	for _, doc := range good {
		want, err := stdlibLabels(doc)
		if err != nil {
			t.Fatalf("the reference refuses %q: %v", doc, err)
		}
		got, err := labels(doc)
		if err != nil || strings.Join(got, "|") != strings.Join(want, "|") {
			t.Errorf("labels(%q) = %q, %v; want %q", doc, got, err, want)
		}
	}
	bad := map[string]string{
		"cut short":              `<svg><g aria-label="8"><use/></g>`,
		"tags that do not nest":  `<svg><g></svg></g>`,
		"an end tag unopened":    `<svg></g></svg>`,
		"an unquoted attribute":  `<svg><g aria-label=8></g></svg>`,
		"an unclosed attribute":  `<svg><g aria-label="8></g></svg>`,
		"an unknown entity":      `<svg><g aria-label="&nbsp;"></g></svg>`,
		"a bare ampersand":       `<svg><title>a & b</title></svg>`,
		"an unclosed comment":    `<svg><!-- </svg>`,
		"'<' in an attribute":    `<svg><g aria-label="<"></g></svg>`,
		"a tag cut in its attrs": `<svg><g aria-label="1"`,
	}
	for name, doc := range bad {
		if _, err := stdlibLabels(doc); err == nil {
			t.Fatalf("%s: the reference accepts %q", name, doc)
		}
	}
	// encoding/xml reads a stream of tokens and accepts these; a document must not.
	bad["two roots"] = `<svg></svg><svg></svg>`
	bad["text outside the root"] = `junk<svg></svg>`
	bad["no root"] = head
	bad["attributes run on"] = `<svg><g a="1"b="2"></g></svg>`
	for name, doc := range bad {
		if got, err := labels(doc); err == nil {
			t.Errorf("%s: %q accepted, labels %q", name, doc, got)
		}
	}
}
