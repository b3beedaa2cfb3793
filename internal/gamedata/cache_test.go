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

// The valley checks' measures of the map, which the cache keeps while map.toml stays the
// same, give what a load from scratch gives: an edit of the cards that a measure
// decides (river rights, a manor's parish) fails as it does in Load, with the same
// errors, and so does an edit of the map itself, which is measured again.
func TestCacheMeasuresAsLoad(t *testing.T) {
	dir := t.TempDir()
	if err := os.CopyFS(dir, content.FS); err != nil {
		t.Fatal(err)
	}
	fsys := os.DirFS(dir)
	var c Cache
	if _, err := c.Load(fsys); err != nil {
		t.Fatal(err)
	}
	edits := []struct{ name, file, old, new, want string }{
		{"a manor loses its river rights", "manors.toml", "river = true", "river = false", "must keep 3 mm off the river"},
		{"a manor moves to another parish", "manors.toml", `parish = "A"`, `parish = "K"`, "does not border the parish's other manors"},
		{"a bridge is not marked", "map.toml", "kind = \"bridge\"\nroad = \"breaume-foxwood\"", "kind = \"forest\"\nroad = \"breaume-foxwood\"",
			"step 4 crosses a river: expected a bridge choke"},
	}
	for _, e := range edits {
		t.Run(e.name, func(t *testing.T) {
			file := filepath.Join(dir, e.file)
			orig, _ := os.ReadFile(file)
			if !strings.Contains(string(orig), e.old) {
				t.Fatalf("%s has no %q", e.file, e.old)
			}
			os.WriteFile(file, []byte(strings.Replace(string(orig), e.old, e.new, 1)), 0o644)
			_, got := c.Load(fsys)
			_, want := Load(fsys)
			if want == nil || !strings.Contains(want.Error(), e.want) {
				t.Fatalf("from scratch, the edit fails with %v, not with %q: it tests no measure", want, e.want)
			}
			if got == nil || got.Error() != want.Error() {
				t.Errorf("through the cache:\n%v\nfrom scratch:\n%v", got, want)
			}
			os.WriteFile(file, orig, 0o644)
			back, err := c.Load(fsys)
			if err != nil {
				t.Fatalf("the edit undone, the cache's load fails: %v", err)
			}
			if fresh, _ := Load(fsys); !reflect.DeepEqual(back, fresh) {
				t.Error("the edit undone, the cache's load differs from Load")
			}
		})
	}
}
