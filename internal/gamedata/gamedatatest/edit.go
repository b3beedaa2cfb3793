// Package gamedatatest gives tests copies of the canonical data with small edits, to
// prove that bad input is caught.
package gamedatatest

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/excalibur-kit/excalibur/content"
)

// Edited is the canonical content with, in one file, the first occurrence of old
// replaced by new. With file == "" it is an unchanged copy.
func Edited(t testing.TB, file, old, new string) fstest.MapFS {
	t.Helper()
	m := fstest.MapFS{}
	err := fs.WalkDir(content.FS, ".", func(p string, de fs.DirEntry, err error) error {
		if err != nil || de.IsDir() {
			return err
		}
		b, err := fs.ReadFile(content.FS, p)
		m[p] = &fstest.MapFile{Data: b}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if file == "" {
		return m
	}
	f, ok := m[file]
	if !ok || !strings.Contains(string(f.Data), old) {
		t.Fatalf("test edit: %q not found in %s", old, file)
	}
	m[file] = &fstest.MapFile{Data: []byte(strings.Replace(string(f.Data), old, new, 1))}
	return m
}
