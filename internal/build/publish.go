package build

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
)

// File is one output file, in memory until published.
type File struct {
	Path      string `json:"path"` // relative to the output folder, with forward slashes
	Component string `json:"component"`
	Lang      string `json:"lang"`
	Format    string `json:"format"`
	Pages     int    `json:"pages"`
	Bytes     int    `json:"bytes"`
	SHA256    string `json:"sha256"`
	data      []byte
}

// Data is the file's content, for a caller that shows files without publishing them
// (the live preview).
func (f File) Data() []byte { return f.data }

func newFile(path, comp, lang, format string, pages int, data []byte) File {
	sum := sha256.Sum256(data)
	return File{Path: path, Component: comp, Lang: lang, Format: format, Pages: pages,
		Bytes: len(data), SHA256: hex.EncodeToString(sum[:]), data: data}
}

// Manifest lists every file of a build and the settings it was built with.
type Manifest struct {
	Schema   string   `json:"schema"`
	Settings Settings `json:"settings"`
	Files    []File   `json:"files"`
}

// Settings are the build options that shape the printed files; the check reads them to
// know where to look.
type Settings struct {
	Langs      []string   `json:"langs"`
	Components []string   `json:"components"` // the components built, each in every language
	Paper      string     `json:"paper"`
	Fold       bool       `json:"fold"`
	BackOffset [2]float64 `json:"back_offset"`
	InkSaver   bool       `json:"ink_saver"`
	Draft      bool       `json:"draft"`
	Date       string     `json:"date"`
}

// built lists the components a build makes: those asked for, or all of them.
func built(o Options) []string {
	if len(o.Only) > 0 {
		return o.Only
	}
	return Components()
}

// ManifestName is the manifest's file name in the output folder.
const ManifestName = "manifest.json"

// ManifestSchema names the manifest's shape.
const ManifestSchema = "excalibur-kit/manifest/1"

func manifest(o Options, results []Result) Manifest {
	m := Manifest{Schema: ManifestSchema, Settings: Settings{
		Langs: o.Langs, Components: built(o), Paper: o.Paper, Fold: o.Fold, BackOffset: o.BackOffset,
		InkSaver: o.InkSaver, Draft: o.Draft, Date: o.Date.UTC().Format("2006-01-02T15:04:05Z"),
	}}
	for _, r := range results {
		m.Files = append(m.Files, r.Files...)
	}
	sort.Slice(m.Files, func(i, j int) bool { return m.Files[i].Path < m.Files[j].Path })
	return m
}

// stage is the folder beside the output that a build writes into, T = .<out>.new-<digits>
// (os.MkdirTemp), with the new kit in T/kit. publish swaps it in: the earlier kit moves to
// T/old, T/kit becomes the output, and the earlier kit's files (those its manifest lists,
// nothing else) are removed from T/old. T/kit is made with os.Mkdir, so the published kit
// has ordinary permissions (0755 folders, 0644 files under the usual umask), not the 0700
// of MkdirTemp. Readers never see half a kit; a failed or interrupted build leaves the
// output as it was and removes T. Nothing else beside the output is touched, except stages
// left over by builds that were killed (removeStale).
type stage struct {
	t         *target
	dir       string   // T
	lock      *os.File // held for the build's life, so that other builds leave T alone
	made      []string // missing parent folders this build made, deepest first
	mu        sync.RWMutex
	closed    bool // discarded: no more writes
	published bool
}

// errStopped is what a job's write returns once the build was stopped.
var errStopped = errors.New("the build was stopped")

// stagePrefix is the name of every stage of the output real, before MkdirTemp's digits.
func stagePrefix(real string) string { return "." + filepath.Base(real) + ".new-" }

func newStage(t *target) (*stage, error) {
	parent := filepath.Dir(t.real)
	made, err := mkdirs(parent)
	if err != nil {
		return nil, fmt.Errorf("%s: cannot make its parent folder: %w", t.out, err)
	}
	s := &stage{t: t, made: made}
	removeStale(t.real)
	for tries := 0; ; tries++ {
		dir, err := os.MkdirTemp(parent, stagePrefix(t.real))
		if err != nil {
			s.unmake()
			return nil, fmt.Errorf("%s: cannot make the build's folder beside it: %w", t.out, err)
		}
		lock, err := lockDir(dir)
		if err == nil && stillThere(dir, lock) {
			s.dir, s.lock = dir, lock
			break
		}
		// another build took it for a leftover between MkdirTemp and the lock: try again
		if lock != nil {
			lock.Close()
		}
		if tries == 3 {
			s.unmake()
			return nil, fmt.Errorf("%s: cannot keep the build's folder beside it", t.out)
		}
	}
	if err := os.Mkdir(filepath.Join(s.dir, "kit"), 0o755); err != nil {
		s.discard()
		return nil, err
	}
	return s, nil
}

// stillThere says whether the folder locked is still the one at dir.
func stillThere(dir string, lock *os.File) bool {
	fi, err := os.Stat(dir)
	if err != nil || lock == nil {
		return err == nil
	}
	li, err := lock.Stat()
	return err == nil && os.SameFile(fi, li)
}

// mkdirs makes dir and its missing parents and returns those it made, deepest first.
func mkdirs(dir string) ([]string, error) {
	var missing []string
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Stat(d); err == nil || filepath.Dir(d) == d {
			break
		}
		missing = append(missing, d)
	}
	return missing, os.MkdirAll(dir, 0o755)
}

// unmake removes the parent folders the build made, if nothing else was put there.
func (s *stage) unmake() {
	for _, d := range s.made {
		os.Remove(d)
	}
}

// write puts files into the stage; jobs call it concurrently.
func (s *stage) write(files []File) error {
	s.mu.RLock()
	defer s.mu.RUnlock()
	if s.closed {
		return errStopped
	}
	for _, f := range files {
		if err := writeFile(filepath.Join(s.dir, "kit", filepath.FromSlash(f.Path)), f.data); err != nil {
			return err
		}
	}
	return nil
}

// discard removes the stage, once the writes under way are done; no write follows it.
// After a publish only the empty stage is left to remove.
func (s *stage) discard() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return
	}
	s.closed = true
	os.RemoveAll(filepath.Join(s.dir, "kit"))
	os.Remove(s.dir) // kept only if an earlier kit could not be put back from T/old
	if s.lock != nil {
		s.lock.Close()
	}
	if !s.published {
		s.unmake()
	}
}

// publish writes the manifest and swaps the stage in as the output.
func (s *stage) publish(o Options, results []Result) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return errStopped
	}
	m := manifest(o, results)
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	if err := writeFile(filepath.Join(s.dir, "kit", ManifestName), append(b, '\n')); err != nil {
		return err
	}
	return s.swap()
}

func writeFile(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}

// swap replaces the output by the new kit: the earlier one is moved into the stage first
// and emptied only once the new one is in place.
func (s *stage) swap() error {
	fresh, old, out := filepath.Join(s.dir, "kit"), filepath.Join(s.dir, "old"), s.t.real
	if !s.t.exists {
		if _, err := os.Lstat(out); err == nil {
			return fmt.Errorf("cannot publish into %s: something was put there during the build; it is left as it is", s.t.out)
		}
		if err := os.Rename(fresh, out); err != nil {
			return fmt.Errorf("cannot publish into %s: %w", s.t.out, err)
		}
		s.published = true
		return nil
	}
	if err := os.Rename(out, old); err != nil {
		return fmt.Errorf("cannot replace %s: %w; it is unchanged", s.t.out, err)
	}
	if err := os.Rename(fresh, out); err != nil {
		if rerr := os.Rename(old, out); rerr != nil {
			return fmt.Errorf("cannot publish into %s: %v; the earlier kit is in %s", s.t.out, err, old)
		}
		return fmt.Errorf("cannot publish into %s: %w; it is unchanged", s.t.out, err)
	}
	s.published = true
	if left := removeKit(old, s.t.listed); len(left) > 0 {
		return fmt.Errorf("published %s, but kept the earlier kit's folder %s: it holds %s, put there during the build or not removable", s.t.out, old, some(left))
	}
	return nil
}

// removeKit removes from dir the files listed (slash paths relative to dir), then the
// folders this leaves empty, then dir. It returns what it left.
func removeKit(dir string, listed map[string]bool) []string {
	var left, folders []string
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		switch {
		case err != nil:
			left = append(left, rel)
		case d.IsDir():
			folders = append(folders, p)
		case d.Type().IsRegular() && listed[rel]:
			if err := os.Remove(p); err != nil {
				left = append(left, rel)
			}
		default:
			left = append(left, rel)
		}
		return nil
	})
	for i := len(folders) - 1; i >= 0; i-- {
		os.Remove(folders[i]) // only empty ones go
	}
	return left
}

// leftovers are the stages beside the output real that no live build holds, each with
// its lock (released by the caller).
func leftovers(real string) map[string]*os.File {
	parent, prefix := filepath.Dir(real), stagePrefix(real)
	entries, _ := os.ReadDir(parent)
	found := map[string]*os.File{}
	for _, e := range entries {
		digits := strings.TrimPrefix(e.Name(), prefix)
		if !e.IsDir() || digits == e.Name() || digits == "" || strings.Trim(digits, "0123456789") != "" {
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue
		}
		dir := filepath.Join(parent, e.Name())
		if lock, ok := lockStale(dir, info.ModTime()); ok {
			found[dir] = lock
		}
	}
	return found
}

// recoverSwap puts back an earlier kit that a build killed in the middle of its swap
// left in its stage (T/old) while the output is missing. It only moves, never removes.
func recoverSwap(real string) {
	for dir, lock := range leftovers(real) {
		if _, err := os.Lstat(real); errors.Is(err, fs.ErrNotExist) {
			if fi, err := os.Lstat(filepath.Join(dir, "old")); err == nil && fi.IsDir() {
				os.Rename(filepath.Join(dir, "old"), real)
			}
		}
		if lock != nil {
			lock.Close()
		}
	}
}

// removeStale removes the stages of builds of the output real that were killed (their
// lock is free) — only folders named as this build names its own.
func removeStale(real string) {
	for dir, lock := range leftovers(real) {
		os.RemoveAll(dir)
		if lock != nil {
			lock.Close()
		}
	}
}
