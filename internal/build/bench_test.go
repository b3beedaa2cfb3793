package build

import (
	"path/filepath"
	"testing"
)

// BenchmarkKit builds the whole kit (every language, component and format) into memory
// and publishes it: what `excalibur build` does.
func BenchmarkKit(b *testing.B) {
	out := filepath.Join(b.TempDir(), "out")
	for b.Loop() {
		if _, err := Run(options(out)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkComponent renders each component in one language, without publishing.
func BenchmarkComponent(b *testing.B) {
	o := options("")
	in, err := Load(o)
	if err != nil {
		b.Fatal(err)
	}
	for _, comp := range Components() {
		b.Run(comp, func(b *testing.B) {
			for b.Loop() {
				if r := runJob(o, in, Job{Component: comp, Lang: "en"}); r.Err != nil {
					b.Fatal(r.Err)
				}
			}
		})
	}
}
