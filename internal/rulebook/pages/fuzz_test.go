package pages

import (
	"github.com/excalibur-kit/excalibur/internal/layout"
	"testing"
	"testing/fstest"

	"github.com/excalibur-kit/excalibur/internal/component"
	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
	"github.com/excalibur-kit/excalibur/internal/testkit"
	"github.com/excalibur-kit/excalibur/internal/testkit/fuzzbound"
	"github.com/excalibur-kit/excalibur/rules"
)

// FuzzLayout sets whatever rules text builds: the layout may refuse it (a word wider
// than the page, say) but must never panic, hang or blow up. The pages are drawn on a
// recorder, which sees every call the PDF and SVG backends would.
func FuzzLayout(f *testing.F) {
	for _, seed := range []string{
		"# T\n\nSome *text* and **bold** with [[x]].\n\n- one\n- two\n\n> **Note.** a note\n",
		"## Sub\n\n{{table \"combat-results\"}}\n\n{{example \"combat:foxwood\"}}\n",
		"Term\n: definition\n\n---\n\n| a | b |\n|---|---|\n| c | d |\n",
		"# " + string(make([]byte, 300)) + "\n",
	} {
		f.Add(seed)
	}
	d := testkit.Data(f)
	e, l := rules.New(d), testkit.Localizer(f, d, "en")
	x := &component.Ctx{E: e, D: d, L: l, Layout: testkit.Layout(f), Style: component.NewStyle(testkit.Layout(f), layout.KitPart, false)}
	f.Fuzz(func(t *testing.T, body string) {
		fsys := fstest.MapFS{"rules/en/01-x.md": {Data: []byte("+++\nid = \"x\"\nnumber = \"1\"\npart = \"A\"\n+++\n" + body)}}
		fuzzbound.Run(t, body, func() {
			b, err := rulebook.Build(fsys, "en", e, l)
			if err != nil {
				return
			}
			set, err := Layout(b, x, 210, 297)
			if err != nil {
				return
			}
			_ = set.Draw(recorder.New())
		})
	})
}
