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
// heading) are shown as U+FFFD, and the page stays well-formed.
func TestUnprintableText(t *testing.T) {
	b := buildTest(t, fstest.MapFS{"rules/en/01-x.md": rulesFile("a", "1", "",
		"# \x00A\n\nText \x01, \x7f, \u0085, \xff and \uffff here, [x](#a\x00b) `c\x00d`\n\n```\nq\x0c\n```\n")})
	var buf bytes.Buffer
	if err := Render(&buf, b); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	parse(t, buf.Bytes())
	for _, want := range []string{"\uFFFDA", "Text \uFFFD, \uFFFD, \uFFFD, \uFFFD and \uFFFD here", "c\uFFFDd", "q\uFFFD"} {
		if !strings.Contains(page, want) {
			t.Errorf("the page does not show %q", want)
		}
	}
}
