package cli

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/content"
)

// copyContent writes the canonical content to a folder, with one edit.
func copyContent(t *testing.T, file, old, new string) string {
	t.Helper()
	dir := t.TempDir()
	err := fs.WalkDir(content.FS, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(content.FS, p)
		if err != nil {
			return err
		}
		if p == file {
			b = bytes.Replace(b, []byte(old), []byte(new), 1)
		}
		os.MkdirAll(filepath.Join(dir, filepath.Dir(p)), 0o755)
		return os.WriteFile(filepath.Join(dir, p), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// Bad data stops every command with exit 1 and an error naming file, line and field;
// a failed build leaves the previous output as it was; no panic reaches the user.
func TestBadDataIsReported(t *testing.T) {
	bad := copyContent(t, "manors.toml", "strip = 3\npasture = 0\nforest = 1\nriver = true", "strip = 3\npasture = 0\nforest = -1\nriver = true")
	out := filepath.Join(t.TempDir(), "out")
	var so, se bytes.Buffer
	if code := Run([]string{"build", "-o", out, "--only", "order-sheet", "--lang", "en"}, &so, &se); code != ExitOK {
		t.Fatalf("the good build failed: %s", se.String())
	}
	before, _ := os.ReadFile(filepath.Join(out, "manifest.json"))
	for _, args := range [][]string{
		{"check", "-content", bad, "-o", out},
		{"build", "-content", bad, "-o", out, "--only", "order-sheet", "--lang", "en"},
		{"export", "--json", "-content", bad},
	} {
		so.Reset()
		se.Reset()
		code := Run(args, &so, &se)
		all := so.String() + se.String()
		if code != ExitFailure {
			t.Errorf("%s: exit %d, want %d", args[0], code, ExitFailure)
		}
		if !strings.Contains(all, "content/manors.toml:") || !strings.Contains(all, `manor "foxwood" forest`) || !strings.Contains(all, "expected 0 or more") {
			t.Errorf("%s: the error must name file, line, field and expectation:\n%s", args[0], all)
		}
		if strings.Contains(all, "panic") || strings.Contains(all, "internal error") {
			t.Errorf("%s: %s", args[0], all)
		}
	}
	after, _ := os.ReadFile(filepath.Join(out, "manifest.json"))
	if !bytes.Equal(before, after) {
		t.Error("a build with bad data changed the previous output")
	}
}
