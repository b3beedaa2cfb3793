package build

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
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
	Paper      string     `json:"paper"`
	Fold       bool       `json:"fold"`
	BackOffset [2]float64 `json:"back_offset"`
	InkSaver   bool       `json:"ink_saver"`
	Draft      bool       `json:"draft"`
	Date       string     `json:"date"`
}

// ManifestName is the manifest's file name in the output folder.
const ManifestName = "manifest.json"

// ManifestSchema names the manifest's shape.
const ManifestSchema = "excalibur-kit/manifest/1"

func manifest(o Options, results []Result) Manifest {
	m := Manifest{Schema: ManifestSchema, Settings: Settings{
		Langs: o.Langs, Paper: o.Paper, Fold: o.Fold, BackOffset: o.BackOffset,
		InkSaver: o.InkSaver, Draft: o.Draft, Date: o.Date.UTC().Format("2006-01-02T15:04:05Z"),
	}}
	for _, r := range results {
		m.Files = append(m.Files, r.Files...)
	}
	sort.Slice(m.Files, func(i, j int) bool { return m.Files[i].Path < m.Files[j].Path })
	return m
}

// stage is the new folder beside o.Out that a build writes into; publish swaps it in:
// readers never see half a kit, and a failed build or write leaves the old kit as it was.
type stage struct{ dir string }

func newStage(out string) (*stage, error) {
	parent := filepath.Dir(filepath.Clean(out))
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp(parent, "."+filepath.Base(filepath.Clean(out))+".new-")
	if err != nil {
		return nil, err
	}
	return &stage{dir: tmp}, nil
}

// write puts files into the stage; jobs call it concurrently.
func (s *stage) write(files []File) error {
	for _, f := range files {
		if err := writeFile(filepath.Join(s.dir, filepath.FromSlash(f.Path)), f.data); err != nil {
			return err
		}
	}
	return nil
}

// discard removes the stage if it is still there.
func (s *stage) discard() { os.RemoveAll(s.dir) }

// publish writes the manifest and swaps the stage in as o.Out.
func (s *stage) publish(o Options, results []Result) error {
	m := manifest(o, results)
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	if err := writeFile(filepath.Join(s.dir, ManifestName), append(b, '\n')); err != nil {
		return err
	}
	return swap(s.dir, filepath.Clean(o.Out))
}

func writeFile(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}

// swap replaces out by the new folder: the old one is moved aside first and removed
// only once the new one is in place.
func swap(fresh, out string) error {
	old := ""
	if _, err := os.Stat(out); err == nil {
		old = out + ".old"
		os.RemoveAll(old)
		if err := os.Rename(out, old); err != nil {
			return fmt.Errorf("cannot replace %s: %w", out, err)
		}
	}
	if err := os.Rename(fresh, out); err != nil {
		if old != "" {
			os.Rename(old, out)
		}
		return fmt.Errorf("cannot publish into %s: %w", out, err)
	}
	if old != "" {
		return os.RemoveAll(old)
	}
	return nil
}
