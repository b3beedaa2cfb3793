package check

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"sync"

	"github.com/excalibur-kit/excalibur/internal/build"
	"github.com/excalibur-kit/excalibur/internal/component"
	"github.com/excalibur-kit/excalibur/internal/readback"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
)

// The check of printed files: it reads back the text of every file of a built kit and
// compares each printed number with what the data and the engine give.

// Printed checks the kit in dir: the manifest first, then every file by component,
// language and format. The groups are independent and run side by side, longest
// first; the results come in the same order whatever finishes first.
func Printed(dir string, in *build.Inputs) []Result {
	m, err := readManifest(dir)
	if err != nil {
		return []Result{{Group: "printed: manifest", Problems: []string{err.Error()}}}
	}
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
	results := make([]Result, 1+len(keys))
	tasks := []func(){func() {
		results[0] = Result{Group: "printed: manifest", Problems: manifestProblems(dir, m)}
	}}
	costs := []int{0}
	for _, f := range m.Files {
		costs[0] += f.Bytes // hashing reads every byte once
	}
	// The groups that read one language's rulebook (its PDF, its SVG pages and the
	// HTML reference) run one after the other in one task, which builds the book
	// once for them; every other group is a task of its own.
	chains := map[string]int{} // book and language to the index of its task
	chained := make([][]func(books map[bool]*bookResult), len(tasks))
	for i, k := range keys {
		fs := groups[k]
		run := func(books map[bool]*bookResult) {
			c := &checker{dir: dir, x: build.Context(o, in, fs[0].Lang), fold: o.Fold, paper: o.Paper,
				content: in.Content, books: books, kit: m.Files}
			results[i+1] = c.group(k, fs)
		}
		quick, ok := bookOf[fs[0].Component]
		if !ok {
			tasks = append(tasks, func() { run(nil) })
			costs = append(costs, groupCost(fs))
			chained = append(chained, nil)
			continue
		}
		name := fmt.Sprint(quick, fs[0].Lang)
		t, ok := chains[name]
		if !ok {
			t, chains[name] = len(tasks), len(tasks)
			tasks = append(tasks, nil)
			costs = append(costs, 0)
			chained = append(chained, nil)
		}
		chained[t] = append(chained[t], run)
		costs[t] += groupCost(fs)
	}
	for t, runs := range chained {
		if runs != nil {
			tasks[t] = func() {
				books := map[bool]*bookResult{}
				for _, run := range runs {
					run(books)
				}
			}
		}
	}
	runAll(tasks, costs)
	return results
}

// bookOf says which book a component's files print: the rulebook (false) or the
// quick reference (true).
var bookOf = map[string]bool{"rulebook": false, "rules-reference": false, "quick-reference": true}

// bookResult is a book built once for the groups that read it.
type bookResult struct {
	b   *rulebook.Book
	err error
}

// bookFor builds the rulebook or the quick reference of the checker's language, once
// for all the groups of its chain.
func (c *checker) bookFor(quick bool) (*rulebook.Book, error) {
	if r := c.books[quick]; r != nil {
		return r.b, r.err
	}
	build1 := rulebook.Build
	if quick {
		build1 = rulebook.BuildQuick
	}
	b, err := build1(c.content, c.x.L.Lang, c.x.E, c.x.L)
	if c.books != nil {
		c.books[quick] = &bookResult{b, err}
	}
	return b, err
}

// group checks the files of one component, language and format.
func (c *checker) group(key string, files []build.File) Result {
	verify := verifiers[files[0].Component]
	if verify == nil {
		return Result{Group: "printed: " + key, Skipped: "no check for this component"}
	}
	verify(c, files)
	return Result{Group: "printed: " + key, Problems: c.problems}
}

// groupCost estimates how long a group takes: the bytes it reads (a PDF's are
// compressed, and cost several times an SVG's or the HTML's).
func groupCost(files []build.File) int {
	n := 0
	for _, f := range files {
		if f.Format == "pdf" {
			n += 8 * f.Bytes
		} else {
			n += f.Bytes
		}
	}
	return n
}

// runAll runs the tasks on as many goroutines as there are processors, the costliest
// first (so that no long task starts last and runs alone), and returns when all are
// done.
func runAll(tasks []func(), costs []int) {
	order := make([]int, len(tasks))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return costs[order[a]] > costs[order[b]] })
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(tasks)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				tasks[i]()
			}
		}()
	}
	for _, i := range order {
		next <- i
	}
	close(next)
	wg.Wait()
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
	books    map[bool]*bookResult // the books built for this group's chain; nil: none kept
	kit      []build.File         // every file of the kit, for the print list
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

// pdfPages reads every page of a PDF, blank pages included.
func (c *checker) pdfPages(f build.File) ([]readback.Page, bool) {
	pages, err := readback.PDFPages(c.path(f))
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
	"calibration":     verifyCalibration,
	"print-list":      verifyPrintList,
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
