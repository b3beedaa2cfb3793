package rulebook

import (
	"testing"
	"testing/fstest"

	"github.com/excalibur-kit/excalibur/internal/testkit"
)

// FuzzBuild feeds arbitrary rules text to the book builder: it may refuse it, naming the
// problem, but must never panic.
func FuzzBuild(f *testing.F) {
	for _, seed := range []string{
		"# Title\n\nText {{n \"movement.miles\"}} and [[test]].\n",
		"## Sub {#x}\n\n{{table \"troops\"}}\n\n> note\n",
		"{{example \"combat:foxwood\"}}\n\n- a\n- b\n\n1. one\n",
		"Term\n: definition [[nowhere]]\n",
		"```engine\ntable\n```\n",
		"{{n}}", "[[", "# \n## \n### x {#}\n",
	} {
		f.Add(seed)
	}
	e, l := testkit.EngineAndLocalizer(f)
	f.Fuzz(func(t *testing.T, body string) {
		fsys := fstest.MapFS{"rules/en/01-x.md": {Data: []byte("+++\nid = \"x\"\nnumber = \"1\"\n+++\n" + body)}}
		_, _ = Build(fsys, "en", e, l)
	})
}
