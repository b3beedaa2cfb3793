package build

import (
	"bytes"
	"io/fs"
	"path/filepath"
	"testing"
	"testing/fstest"

	ilayout "github.com/excalibur-kit/excalibur/internal/layout"
	"github.com/excalibur-kit/excalibur/layout"
)

// layoutWith is the built-in layout with one line of one file replaced; the test fails
// if the line is not there, so a renamed key cannot make the test pass unchanged.
func layoutWith(t *testing.T, file, old, new string) fs.FS {
	t.Helper()
	out := fstest.MapFS{}
	err := fs.WalkDir(layout.FS, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(layout.FS, p)
		out[p] = &fstest.MapFile{Data: b}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	f := out[file]
	if f == nil || bytes.Count(f.Data, []byte(old)) != 1 {
		t.Fatalf("layout/%s has no single line %q to change", file, old)
	}
	f.Data = bytes.Replace(f.Data, []byte(old), []byte(new), 1)
	return out
}

// Half-inch counters, the other size layout/counters.toml is made for, build in every
// language on A4 and Letter: the counter sheets with the markers, and the tracks card
// whose boxes hold counters. An overflow fails the build.
func TestHalfInchCountersOnEveryPaper(t *testing.T) {
	half := layoutWith(t, "kit.toml", "\nsize = 15.875", "\nsize = 12.7")
	lay, err := ilayout.Load(half)
	if err != nil {
		t.Fatal(err)
	}
	if lay.Counters.Size != 12.7 {
		t.Fatalf("the counters are %v mm, want 12.7", lay.Counters.Size)
	}
	for _, paper := range []string{"a4", "letter"} {
		o := options(filepath.Join(t.TempDir(), "out"))
		o.Paper, o.Layout = paper, half
		o.Only = []string{"counters", "tracks"}
		if _, err := Run(o); err != nil {
			t.Errorf("1/2-inch counters on %s: %v", paper, err)
		}
	}
}
