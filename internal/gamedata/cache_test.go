package gamedata

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/content"
)

// A load through the cache gives the same data as a load from scratch, whether a file
// changed or not, and no two loads share records: changing one load's data leaves the
// next load's as the files say.
func TestCacheLoadsAsLoad(t *testing.T) {
	dir := t.TempDir()
	if err := os.CopyFS(dir, content.FS); err != nil {
		t.Fatal(err)
	}
	fsys := os.DirFS(dir)
	var c Cache
	first, err := c.Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	fresh, _ := Load(fsys)
	if !reflect.DeepEqual(first, fresh) {
		t.Fatal("the cache's first load differs from Load")
	}
	first.Valley.Manors[0].ID = "spoilt" // a load's data is its own
	first.Manors[0].Name = "Spoilt"

	file := filepath.Join(dir, "manors.toml")
	b, _ := os.ReadFile(file)
	os.WriteFile(file, []byte(strings.Replace(string(b), `name = "Ashcombe"`, `name = "Ashcombf"`, 1)), 0o644)
	second, err := c.Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := Load(fsys)
	if !reflect.DeepEqual(second, want) {
		t.Error("after one file changed, the cache's load differs from Load")
	}
	if second.Manor("ashcombe").Name != "Ashcombf" {
		t.Errorf("the changed file was not read again: ashcombe is named %q", second.Manor("ashcombe").Name)
	}
}

// A file the cache holds is not decoded again: a load after no change costs a fraction
// of a load from scratch (counted by allocations, which do not depend on the machine).
func TestCacheSkipsUnchangedFiles(t *testing.T) {
	fsys := content.FS
	var c Cache
	if _, err := c.Load(fsys); err != nil {
		t.Fatal(err)
	}
	cached := testing.AllocsPerRun(3, func() { c.Load(fsys) })
	fresh := testing.AllocsPerRun(3, func() { Load(fsys) })
	if cached > fresh/2 {
		t.Errorf("a cached load allocates %.0f times, a fresh one %.0f: the cache decodes the files again", cached, fresh)
	}
	t.Logf("allocations: %.0f cached, %.0f fresh", cached, fresh)
}
