package check

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"

	"github.com/excalibur-kit/excalibur/internal/build"
	"github.com/excalibur-kit/excalibur/internal/component"
	"github.com/excalibur-kit/excalibur/internal/readback"
)

// The check of printed files: it reads back the text of every file of a built kit and
// compares each printed number with what the data and the engine give.

// Printed checks the kit in dir: the manifest first, then every file by component,
// language and format.
func Printed(dir string, in *build.Inputs) []Result {
	m, err := readManifest(dir)
	if err != nil {
		return []Result{{Group: "printed: manifest", Problems: []string{err.Error()}}}
	}
	results := []Result{{Group: "printed: manifest", Problems: manifestProblems(dir, m)}}
	o := build.Options{Langs: m.Settings.Langs, Paper: m.Settings.Paper, Fold: m.Settings.Fold,
		BackOffset: m.Settings.BackOffset, InkSaver: m.Settings.InkSaver, Draft: m.Settings.Draft}
	groups := map[string][]build.File{}
	var keys []string
	for _, f := range m.Files {
		k := f.Component + " " + f.Lang + " " + f.Format
		if groups[k] == nil {
			keys = append(keys, k)
		}
		groups[k] = append(groups[k], f)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fs := groups[k]
		c := &checker{dir: dir, x: build.Context(o, in, fs[0].Lang), fold: o.Fold, paper: o.Paper, content: in.Content}
		verify := verifiers[fs[0].Component]
		if verify == nil {
			results = append(results, Result{Group: "printed: " + k, Skipped: "no check for this component"})
			continue
		}
		verify(c, fs)
		results = append(results, Result{Group: "printed: " + k, Problems: c.problems})
	}
	return results
}

func readManifest(dir string) (build.Manifest, error) {
	var m build.Manifest
	b, err := os.ReadFile(filepath.Join(dir, build.ManifestName))
	if err != nil {
		return m, fmt.Errorf("%s: no built kit to check (run `excalibur build -o %s` first): %w", dir, dir, err)
	}
	if err := json.Unmarshal(b, &m); err != nil {
		return m, fmt.Errorf("%s: %w", filepath.Join(dir, build.ManifestName), err)
	}
	if m.Schema != build.ManifestSchema {
		return m, fmt.Errorf("%s: schema %q, expected %q", build.ManifestName, m.Schema, build.ManifestSchema)
	}
	return m, nil
}

// manifestProblems proves the kit is what its manifest says, both ways: every listed
// file is there as built (same size, same hash), every file there is listed, and every
// component built has files in every language built (so deleting a file together with
// its entry is found too).
func manifestProblems(dir string, m build.Manifest) []string {
	out := kitCoverage(m)
	listed := map[string]bool{build.ManifestName: true}
	for _, f := range m.Files {
		listed[f.Path] = true
	}
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		rel, _ := filepath.Rel(dir, p)
		if rel = filepath.ToSlash(rel); !listed[rel] {
			out = append(out, fmt.Sprintf("%s: in the kit but not listed in the manifest", rel))
		}
		return nil
	})
	for _, f := range m.Files {
		// A manifest names files of its own kit: a path out of it (../../dev/zero) would
		// have the check read whatever it points at.
		if !filepath.IsLocal(filepath.FromSlash(f.Path)) {
			out = append(out, fmt.Sprintf("%s: %q is not a path inside the kit", build.ManifestName, f.Path))
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(f.Path)))
		if err != nil {
			out = append(out, fmt.Sprintf("%s: listed in the manifest but missing", f.Path))
			continue
		}
		sum := sha256.Sum256(b)
		if hex.EncodeToString(sum[:]) != f.SHA256 || len(b) != f.Bytes {
			out = append(out, fmt.Sprintf("%s: changed since it was built (size or SHA-256 differs from the manifest)", f.Path))
		}
	}
	return out
}

// kitCoverage names what the manifest lacks of the kit its settings describe: a
// language, and each component's files in each language.
func kitCoverage(m build.Manifest) []string {
	if len(m.Settings.Langs) == 0 {
		return []string{build.ManifestName + ": the kit was built for no language"}
	}
	if len(m.Settings.Components) == 0 {
		return []string{build.ManifestName + ": the kit was built with no component"}
	}
	has := map[[2]string]bool{}
	for _, f := range m.Files {
		has[[2]string{f.Component, f.Lang}] = true
	}
	var out []string
	for _, c := range m.Settings.Components {
		for _, l := range m.Settings.Langs {
			if !has[[2]string{c, l}] {
				out = append(out, fmt.Sprintf("%s: no file of %s in %s, though the kit was built with it", build.ManifestName, c, l))
			}
		}
	}
	return out
}

// checker collects the problems of one group.
type checker struct {
	content  fs.FS // the rules text
	dir      string
	x        *component.Ctx
	fold     bool
	paper    string
	problems []string
}

func (c *checker) fail(file, item, format string, args ...any) {
	c.problems = append(c.problems, fmt.Sprintf("%s: %s: %s", file, item, fmt.Sprintf(format, args...)))
}

func (c *checker) path(f build.File) string { return filepath.Join(c.dir, filepath.FromSlash(f.Path)) }

// pdfTokens reads a PDF, reporting a file that cannot be read.
func (c *checker) pdfTokens(f build.File) ([]readback.Page, bool) {
	pages, err := readback.PDF(c.path(f))
	if err != nil {
		c.fail(f.Path, "file", "cannot read its text: %v", err)
		return nil, false
	}
	return pages, true
}

func (c *checker) svgTokens(f build.File) ([]string, bool) {
	toks, err := readback.SVG(c.path(f))
	if err != nil {
		c.fail(f.Path, "file", "%v", err)
		return nil, false
	}
	return toks, true
}

// verifiers check the files of each component.
var verifiers = map[string]func(c *checker, files []build.File){
	"manor-cards":     verifyCards,
	"counters":        verifyCounters,
	"order-sheet":     verifyOrderSheet,
	"tracks":          verifyTracks,
	"rulebook":        verifyRulebook,
	"quick-reference": verifyQuick,
	"rules-reference": verifyReference,
	"board":           verifyBoard,
	"board-tiles":     verifyBoardTiles,
}

// allTokens flattens a PDF's pages.
func allTokens(pages []readback.Page) []string {
	var out []string
	for _, p := range pages {
		out = append(out, p.Tokens...)
	}
	return out
}

func count(toks []string, s string) int {
	n := 0
	for _, t := range toks {
		if t == s {
			n++
		}
	}
	return n
}

func contains(toks []string, s string) bool { return count(toks, s) > 0 }
