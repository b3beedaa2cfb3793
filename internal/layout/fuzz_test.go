package layout

import (
	"io/fs"
	"testing"
	"testing/fstest"

	layoutfs "github.com/excalibur-kit/excalibur/layout"

	"github.com/excalibur-kit/excalibur/internal/testkit/fuzzbound"
)

// Each layout file is fuzzed with the others left canonical: the loader may refuse a
// file, naming it, but never panics, hangs or blows up.

func FuzzLoadKit(f *testing.F) { fuzzLayoutFile(f, "kit.toml") }

func FuzzLoadBoard(f *testing.F) { fuzzLayoutFile(f, "board.toml") }

func FuzzLoadManorCards(f *testing.F) { fuzzLayoutFile(f, "manor-cards.toml") }

func FuzzLoadCounters(f *testing.F) { fuzzLayoutFile(f, "counters.toml") }

func FuzzLoadMarkers(f *testing.F) { fuzzLayoutFile(f, "markers.toml") }

func fuzzLayoutFile(f *testing.F, name string) {
	canonical, err := fs.ReadFile(layoutfs.FS, name)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(canonical)
	for _, bad := range []string{"", "[paper.a4]\nwidth = 1e308\nheight = inf\n", "x = [[[[[[[[[[1]]]]]]]]]]\n", "a = \"\\u0000\"\n[a]\n"} {
		f.Add([]byte(bad))
	}
	base := fstest.MapFS{}
	names, err := fs.Glob(layoutfs.FS, "*.toml")
	if err != nil {
		f.Fatal(err)
	}
	for _, n := range names {
		b, err := fs.ReadFile(layoutfs.FS, n)
		if err != nil {
			f.Fatal(err)
		}
		base[n] = &fstest.MapFile{Data: b}
	}
	f.Fuzz(func(t *testing.T, file []byte) {
		fsys := fstest.MapFS{}
		for n, mf := range base {
			fsys[n] = mf
		}
		fsys[name] = &fstest.MapFile{Data: file}
		fuzzbound.Run(t, file, func() { _, _ = Load(fsys) })
	})
}
