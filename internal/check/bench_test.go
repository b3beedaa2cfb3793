package check

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/build"
	"github.com/excalibur-kit/excalibur/layout"
	"github.com/excalibur-kit/excalibur/locales"
)

// BenchmarkCheckKit reads back and checks the whole kit as `excalibur check` does (every
// language, compressed PDFs as a user builds them), without the process start-up. The
// kit is built once, outside the timing.
func BenchmarkCheckKit(b *testing.B) {
	dir := filepath.Join(b.TempDir(), "out")
	o := build.Options{Out: dir, Langs: []string{"en", "fr", "pl"}, Paper: "a4", Date: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC),
		Content: content.FS, Layout: layout.FS, Locales: locales.FS}
	if _, err := build.Run(o); err != nil {
		b.Fatal(err)
	}
	in, err := build.Load(o)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if p := report(Printed(dir, in)); p != "" {
			b.Fatalf("the kit fails its check:\n%s", p)
		}
	}
}
