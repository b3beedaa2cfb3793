package build

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
)

// The output folder is the one place a build writes. Before any work, prepare proves that
// publishing there loses nothing. The folder must be absent, empty, or a kit an earlier
// build wrote, recognised by its manifest.json with ManifestSchema and holding nothing
// else: a file the manifest does not list is never deleted, nor carried over into the new
// kit; the build is refused. Refused too, naming the folder and what is in the way: a file;
// a folder being, containing or inside one the build reads (the repository, its content/,
// layout/ or locales/, a -content, -layout or -locales folder); a folder the build could
// not empty (read-only, locked). The swap itself is in publish.go.

// modulePath is this module's path: a go.mod that declares it marks the repository root.
const modulePath = "github.com/excalibur-kit/excalibur"

// target is an output folder a build may publish into.
type target struct {
	out    string          // as the user gave it, for messages
	real   string          // absolute, symlinks resolved: where the kit goes
	exists bool            // a folder is there (empty or an earlier kit)
	listed map[string]bool // the earlier kit's files, slash paths relative to real, with the manifest
}

// Source is a folder the build reads from disk (a -content, -layout or -locales folder):
// the output may not be it, be inside it or contain it. What names it in messages.
type Source struct{ Dir, What string }

// prepare checks the options that say what to build and where, and o.Out as described
// above. It changes nothing on disk, except to put back an earlier kit that a build
// killed in the middle of its swap left in its stage.
func prepare(o Options) (*target, error) {
	if len(o.Langs) == 0 {
		return nil, errors.New("no language to build: expected one or more (locales/<lang>.toml)")
	}
	if strings.TrimSpace(o.Out) == "" {
		return nil, errors.New("no output folder: expected a folder name (-o DIR)")
	}
	real, err := resolve(o.Out)
	if err != nil {
		return nil, fmt.Errorf("%s: %v; choose another folder (nothing was changed)", o.Out, err)
	}
	if err := protect(o.Out, real, repositoryFolders(real)); err != nil {
		return nil, err
	}
	t := &target{out: o.Out, real: real}
	recoverSwap(real)
	fi, err := os.Stat(real)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return t, writableParent(t)
	case err != nil:
		return nil, fmt.Errorf("%s: %v; nothing was changed", o.Out, err)
	case !fi.IsDir():
		return nil, fmt.Errorf("%s: a file, not a folder; the kit needs a folder of its own: choose an empty or new folder (the file is left as it is)", o.Out)
	}
	t.exists = true
	entries, err := os.ReadDir(real)
	if err != nil {
		return nil, fmt.Errorf("%s: cannot read the folder: %v; nothing was changed", o.Out, err)
	}
	if len(entries) > 0 {
		if t.listed, err = earlierKit(o.Out, real, entries); err != nil {
			return nil, err
		}
	}
	if err := writableKit(t); err != nil {
		return nil, err
	}
	return t, writableParent(t)
}

// earlierKit reads the manifest of the kit in real and proves the folder holds nothing
// else, returning the files it lists (with the manifest itself).
func earlierKit(out, real string, entries []fs.DirEntry) (map[string]bool, error) {
	var names []string
	for _, e := range entries {
		names = append(names, entryName(e.Name(), e.IsDir()))
	}
	notKit := func(why string) error {
		return fmt.Errorf("%s: not a kit folder (%s); choose an empty or new folder, e.g. out (nothing was changed)", out, why)
	}
	mf := filepath.Join(real, ManifestName)
	fi, err := os.Lstat(mf)
	if err != nil || !fi.Mode().IsRegular() {
		return nil, notKit("it holds " + some(names) + ", and no " + ManifestName)
	}
	b, err := os.ReadFile(mf)
	if err != nil {
		return nil, fmt.Errorf("%s: cannot read %s: %v; nothing was changed", out, ManifestName, err)
	}
	var m struct {
		Schema string `json:"schema"`
		Files  []struct {
			Path string `json:"path"`
		} `json:"files"`
	}
	if err := json.Unmarshal(b, &m); err != nil || m.Schema != ManifestSchema {
		return nil, notKit(fmt.Sprintf("its %s is not an Excalibur kit's: schema %q, expected %q", ManifestName, m.Schema, ManifestSchema))
	}
	listed := map[string]bool{ManifestName: true}
	folders := map[string]bool{}
	for _, f := range m.Files {
		p := path.Clean(f.Path)
		if !fs.ValidPath(p) || p == "." {
			continue // never ours: a manifest cannot make the build touch it
		}
		listed[p] = true
		for d := path.Dir(p); d != "."; d = path.Dir(d) {
			folders[d] = true
		}
	}
	var extra []string
	err = filepath.WalkDir(real, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(real, p)
		rel = filepath.ToSlash(rel)
		switch {
		case rel == ".":
		case d.IsDir() && folders[rel]:
		case d.Type().IsRegular() && listed[rel]:
		default:
			extra = append(extra, entryName(rel, d.IsDir()))
			if d.IsDir() {
				return filepath.SkipDir
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("%s: cannot read the folder: %v; nothing was changed", out, err)
	}
	if len(extra) > 0 {
		return nil, fmt.Errorf("%s: not only a kit (it holds %s that its %s does not list); move them elsewhere or choose another folder (nothing was changed)",
			out, some(extra), ManifestName)
	}
	return listed, nil
}

// writableKit proves every folder of the earlier kit can be emptied, so that replacing it
// cannot stop halfway: a read-only or locked folder is refused before anything moves.
func writableKit(t *target) error {
	return filepath.WalkDir(t.real, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		if err := writable(p); err != nil {
			return fmt.Errorf("%s: cannot replace it: %s is read-only or locked (%v); make it writable or choose another folder (nothing was changed)",
				t.out, displayPath(t, p), err)
		}
		return nil
	})
}

// writableParent proves the build can make its stage beside the output folder.
func writableParent(t *target) error {
	dir := filepath.Dir(t.real)
	for {
		if _, err := os.Stat(dir); err == nil {
			break
		}
		up := filepath.Dir(dir)
		if up == dir {
			break
		}
		dir = up
	}
	if err := writable(dir); err != nil {
		return fmt.Errorf("%s: cannot write beside it: %s is read-only or locked (%v); choose another folder (nothing was changed)", t.out, dir, err)
	}
	return nil
}

// interrupted is the error of a build stopped by ctx before it published.
func interrupted(ctx context.Context, out string) error {
	return fmt.Errorf("the build was interrupted; %s is unchanged: %w", out, ctx.Err())
}

func displayPath(t *target, p string) string {
	rel, err := filepath.Rel(t.real, p)
	if err != nil || rel == "." {
		return t.out
	}
	return filepath.Join(t.out, rel)
}

func entryName(name string, dir bool) string {
	if dir {
		return name + "/"
	}
	return name
}

// some names up to two entries and counts the rest: "notes.txt, drafts/ and 3 more".
func some(names []string) string {
	sort.Strings(names)
	switch n := len(names); {
	case n == 1:
		return names[0]
	case n == 2:
		return names[0] + " and " + names[1]
	case n == 3:
		return names[0] + ", " + names[1] + " and " + names[2]
	default:
		return fmt.Sprintf("%s, %s and %d more", names[0], names[1], n-2)
	}
}

// CheckSources refuses an output folder that is, is inside or contains one of the folders
// the build reads: a slip like -o content must not replace the data it builds from.
// Run checks the repository's own folders itself; the command line adds the folders
// given with -content, -layout and -locales.
func CheckSources(out string, sources ...Source) error {
	real, err := resolve(out)
	if err != nil {
		return nil // Run refuses it, with the reason
	}
	var ps []protected
	for _, s := range sources {
		if s.Dir == "" {
			continue
		}
		r, err := resolve(s.Dir)
		if err != nil {
			return fmt.Errorf("%s: %v", s.Dir, err)
		}
		ps = append(ps, protected{dir: r, what: s.What})
	}
	return protect(out, real, ps)
}

// protected is a folder the output may not overlap; root: the output may be inside it
// (out/ in the repository), only not be it or contain it.
type protected struct {
	dir, what string
	root      bool
}

func protect(out, real string, ps []protected) error {
	for _, p := range ps {
		switch {
		case same(real, p.dir):
			return fmt.Errorf("%s: it is %s (%s); the kit needs a folder of its own: choose another, e.g. out (nothing was changed)", out, p.what, p.dir)
		case within(p.dir, real):
			return fmt.Errorf("%s: it contains %s (%s); the kit needs a folder of its own: choose another, e.g. out (nothing was changed)", out, p.what, p.dir)
		case !p.root && within(real, p.dir):
			return fmt.Errorf("%s: it is inside %s (%s), which the build reads and never writes; choose another folder, e.g. out (nothing was changed)", out, p.what, p.dir)
		}
	}
	return nil
}

// repositoryFolders are the folders of every repository found above the working folder
// or above the output folder: a go.mod of this module, or content/, layout/ and locales/
// side by side, mark a repository root.
func repositoryFolders(real string) []protected {
	var ps []protected
	seen := map[string]bool{}
	starts := []string{real}
	if wd, err := os.Getwd(); err == nil {
		if r, err := resolve(wd); err == nil {
			starts = append(starts, r)
		}
	}
	for _, start := range starts {
		for dir := start; ; dir = filepath.Dir(dir) {
			if !seen[dir] && isRoot(dir) {
				seen[dir] = true
				ps = append(ps, protected{dir: dir, what: "the repository folder", root: true})
				for _, sub := range []string{"content", "layout", "locales"} {
					ps = append(ps, protected{dir: filepath.Join(dir, sub), what: "the repository's " + sub + "/ folder"})
				}
			}
			seen[dir] = true
			if filepath.Dir(dir) == dir {
				break
			}
		}
	}
	return ps
}

func isRoot(dir string) bool {
	if f, err := os.Open(filepath.Join(dir, "go.mod")); err == nil {
		defer f.Close()
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if fields := strings.Fields(sc.Text()); len(fields) == 2 && fields[0] == "module" && strings.Trim(fields[1], `"`) == modulePath {
				return true
			}
		}
	}
	for _, sub := range []string{"content", "layout", "locales"} {
		if fi, err := os.Stat(filepath.Join(dir, sub)); err != nil || !fi.IsDir() {
			return false
		}
	}
	return true
}

// resolve makes p absolute with every symlink resolved, also when its last elements do not
// exist yet: the longest part that exists is resolved and the rest joined to it.
func resolve(p string) (string, error) {
	if !filepath.IsAbs(p) {
		wd, err := os.Getwd()
		if err != nil {
			return "", err
		}
		p = wd + string(filepath.Separator) + p // not Join: ".." must follow symlinks
	}
	parts := strings.Split(p, string(filepath.Separator))
	for i := len(parts); i > 0; i-- {
		prefix := strings.Join(parts[:i], string(filepath.Separator))
		if i == 1 {
			prefix += string(filepath.Separator)
		}
		r, err := filepath.EvalSymlinks(prefix)
		if err == nil {
			return filepath.Join(append([]string{r}, parts[i:]...)...), nil
		}
		if !errors.Is(err, fs.ErrNotExist) {
			return "", err
		}
		if fi, err := os.Lstat(prefix); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
			target, _ := os.Readlink(prefix)
			return "", fmt.Errorf("%s is a symlink to %s, which does not exist", prefix, target)
		}
	}
	return filepath.Clean(p), nil
}

// same says whether a and b are one folder: the same resolved path, or the same file on
// disk (a case-insensitive disk, a bind mount).
func same(a, b string) bool {
	if a == b {
		return true
	}
	fa, err1 := os.Stat(a)
	fb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(fa, fb)
}

// within says whether a is inside b (not b itself), both resolved.
func within(a, b string) bool {
	for d := filepath.Dir(a); ; d = filepath.Dir(d) {
		if same(d, b) {
			return true
		}
		if filepath.Dir(d) == d {
			return false
		}
	}
}
