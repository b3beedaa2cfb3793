package rulehtml

import (
	"bytes"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/excalibur-kit/excalibur/internal/rulebook"
	"github.com/excalibur-kit/excalibur/internal/testkit/fuzzbound"
)

// FuzzRender renders whatever rules text builds as the HTML reference. The renderer may
// refuse it (a figure, say, since none is drawn here) but never panics, hangs or blows
// up, and what it writes is the well-formed subset of HTML it promises, whatever the
// text: every '<' and '&' of the text escaped, every tag closed.
func FuzzRender(f *testing.F) {
	for _, file := range testRules() {
		f.Add(string(file.Data))
	}
	for _, bad := range []string{
		"+++\nid = \"x\"\n+++\n<script>alert(1)</script> & <b>bold</b>\n",
		"+++\nid = \"x\"\n+++\n# a {#glossary}\n\nT<\n: d&amp;\n",
		"+++\nid = \"x\"\nnumber = \"1\"\n+++\n[x](javascript:\"<>) ![i](<a>) `<` <http://a/?q=<&>\n",
		"+++\nid = \"x\"\n+++\n| a |\n|---|\n| <i> |\n\n{{figure \"choke-point\"}}\n",
	} {
		f.Add(bad)
	}
	e, l := engine(f)
	f.Fuzz(func(t *testing.T, file string) {
		fsys := fstest.MapFS{"rules/en/01-x.md": {Data: []byte(file)}}
		var page []byte
		fuzzbound.Run(t, file, func() {
			b, err := rulebook.Build(fsys, "en", e, l)
			if err != nil {
				return
			}
			var buf bytes.Buffer
			if Render(&buf, b) == nil {
				page = buf.Bytes()
			}
		})
		if page != nil {
			parse(t, page)
		}
	})
}

// Control characters and broken UTF-8 in the rules text (FuzzRender found a NUL in a
// heading) are refused by the loader, at their line and column; should any reach the
// renderer, it shows them as U+FFFD, so the page stays well-formed.
func TestUnprintableText(t *testing.T) {
	e, l := engine(t)
	fsys := fstest.MapFS{"rules/en/01-x.md": rulesFile("a", "1", "", "# \x00A\n")}
	if _, err := rulebook.Build(fsys, "en", e, l); err == nil || !strings.Contains(err.Error(), "01-x.md:") || !strings.Contains(err.Error(), "NUL") {
		t.Errorf("a NUL in a heading: %v, want the loader to refuse it at its line", err)
	}
	page := printable([]byte("<h1>\x00A</h1><p>Text \x01, \x7f, \u0085, \xff and \uffff here, <code>c\x00d</code></p><pre>q\x0c</pre>"))
	for _, want := range []string{"\uFFFDA", "Text \uFFFD, \uFFFD, \uFFFD, \uFFFD and \uFFFD here", "c\uFFFDd", "q\uFFFD"} {
		if !bytes.Contains(page, []byte(want)) {
			t.Errorf("the page does not show %q: %q", want, page)
		}
	}
	if clean := []byte("<p>Tab\tand newline\n</p>"); !bytes.Equal(printable(clean), clean) {
		t.Error("a page with nothing to replace must come back as it was")
	}
}
