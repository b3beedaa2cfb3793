package rulebook

import (
	"io/fs"
	"testing"
	"testing/fstest"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/testkit"
	"github.com/excalibur-kit/excalibur/internal/testkit/fuzzbound"
)

// FuzzBuild feeds arbitrary rules text to the book builder: it may refuse it, naming the
// problem, but must never panic, hang or blow up.
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
		fuzzbound.Run(t, body, func() { _, _ = Build(fsys, "en", e, l) })
	})
}

// FuzzSource feeds whole rules files, front matter and all, to the book builder. The
// seeds are the canonical English files, each built alone.
func FuzzSource(f *testing.F) {
	names, err := fs.Glob(content.FS, "rules/en/*.md")
	if err != nil || len(names) == 0 {
		f.Fatalf("no English rules text to seed from: %v", err)
	}
	for _, name := range names {
		b, err := fs.ReadFile(content.FS, name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	for _, bad := range []string{"+++\n", "+++\n+++\n", "+++\nid = 1\n+++\n", "+++\nid = \"a\"\nsorted = true\n+++\nT\n: d\n: e\n"} {
		f.Add([]byte(bad))
	}
	e, l := testkit.EngineAndLocalizer(f)
	f.Fuzz(func(t *testing.T, file []byte) {
		fsys := fstest.MapFS{"rules/en/01-x.md": {Data: file}}
		fuzzbound.Run(t, file, func() { _, _ = Build(fsys, "en", e, l) })
	})
}
