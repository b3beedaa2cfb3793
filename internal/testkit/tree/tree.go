// Package tree snapshots a folder for tests that must prove a command lost nothing:
// every entry's path with its mode, and a file's size and SHA-256 or a link's target.
package tree

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// Tree maps each entry's slash path, relative to the folder, to its description.
type Tree map[string]string

// Snapshot reads the folder dir.
func Snapshot(t testing.TB, dir string) Tree {
	t.Helper()
	s := Tree{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		desc := info.Mode().String()
		switch {
		case info.Mode().IsRegular():
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			sum := sha256.Sum256(b)
			desc += fmt.Sprintf(" %d %s", len(b), hex.EncodeToString(sum[:]))
		case info.Mode()&fs.ModeSymlink != 0:
			target, _ := os.Readlink(p)
			desc += " -> " + target
		}
		s[filepath.ToSlash(rel)] = desc
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Diff lists what differs from a to b, sorted: "gone: p", "changed: p (old → new)",
// "new: p"; none when they are the same.
func (a Tree) Diff(b Tree) []string {
	var out []string
	for p, x := range a {
		if y, ok := b[p]; !ok {
			out = append(out, "gone: "+p)
		} else if x != y {
			out = append(out, "changed: "+p+" ("+x+" → "+y+")")
		}
	}
	for p := range b {
		if _, ok := a[p]; !ok {
			out = append(out, "new: "+p)
		}
	}
	sort.Strings(out)
	return out
}

// Changes is the differences of a to b one a line, "" when there are none.
func Changes(a, b Tree) string { return strings.Join(a.Diff(b), "\n") }
