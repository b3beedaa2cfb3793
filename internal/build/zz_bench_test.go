package build

import (
	"path/filepath"
	"testing"
)

func BenchmarkZZKitDraft(b *testing.B) {
	out := filepath.Join(b.TempDir(), "out")
	o := options(out)
	o.Draft = true
	for b.Loop() {
		if _, err := Run(o); err != nil {
			b.Fatal(err)
		}
	}
}
