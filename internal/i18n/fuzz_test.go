package i18n

import (
	"io/fs"
	"testing"
	"testing/fstest"

	"github.com/excalibur-kit/excalibur/internal/testkit/fuzzbound"
	"github.com/excalibur-kit/excalibur/locales"
)

// FuzzLoadLocale loads arbitrary bytes as the source language's message file, seeded
// with every canonical locale. The loader may refuse the file, naming it, but never
// panics, hangs or blows up. The file is loaded alone: the other languages' files are
// parsed by the same code and would only slow each input down.
func FuzzLoadLocale(f *testing.F) {
	names, err := fs.Glob(locales.FS, "*.toml")
	if err != nil || len(names) == 0 {
		f.Fatalf("no locale files to seed from: %v", err)
	}
	for _, name := range names {
		b, err := fs.ReadFile(locales.FS, name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	for _, bad := range []string{
		"", "[x]\n", "[x]\nother = 1\n", "[x]\none = \"{{.N\"\nother = \"{{\"\n",
		"[x]\nother = \"{{template \\\"x\\\"}}\"\n", "x = [[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]\n",
	} {
		f.Add([]byte(bad))
	}
	f.Fuzz(func(t *testing.T, file []byte) {
		fsys := fstest.MapFS{Source + ".toml": {Data: file}}
		fuzzbound.Run(t, file, func() { _, _ = Load(fsys) })
	})
}
