package rulehtml

import (
	"bytes"
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
		fuzzbound.Run(t, len(file), func() {
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
