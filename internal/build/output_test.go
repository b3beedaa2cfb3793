package build

import (
	"github.com/excalibur-kit/excalibur/internal/testkit/tree"

	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

func writeTree(t *testing.T, root string, files map[string]string) {
	t.Helper()
	for p, data := range files {
		p = filepath.Join(root, filepath.FromSlash(p))
		if strings.HasSuffix(p, string(filepath.Separator)) || data == "/" {
			if err := os.MkdirAll(p, 0o755); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// fakeRepository makes a folder that looks like this repository (its go.mod, content/,
// layout/, locales/ with a file each) and makes it the working folder.
func fakeRepository(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	writeTree(t, root, map[string]string{
		"go.mod":             "module " + modulePath + "\n\ngo 1.26\n",
		"content/game.toml":  "# the data\n",
		"layout/kit.toml":    "# the layout\n",
		"locales/en.toml":    "# the labels\n",
		"README.md":          "# the kit\n",
		"notes/notes.txt":    "mine",
		"notes/drafts/a.txt": "mine too",
		"notes/b.txt":        "and this",
		"notes/c.txt":        "and that",
		"notes.txt":          "a file of mine",
		"other/manifest.json": `{"schema": "someone-else/manifest/3", "files": []}
`,
	})
	t.Chdir(root)
	return root
}

// small is a quick build of one component in one language.
func small(out string, only ...string) Options {
	o := options(out)
	o.Langs, o.Only = []string{"en"}, []string{"order-sheet"}
	if len(only) > 0 {
		o.Only = only
	}
	return o
}

// failing makes a build fail while it renders: a title far too long for its box.
func failing(t *testing.T, o Options) Options {
	t.Helper()
	bad := fstest.MapFS{}
	for _, name := range []string{"en.toml", "pl.toml", "fr.toml"} {
		bad[name] = &fstest.MapFile{Data: read(t, filepath.Join("..", "..", "locales", name))}
	}
	bad["en.toml"].Data = []byte(strings.Replace(string(bad["en.toml"].Data), `title = "Order sheet"`, `title = "`+strings.Repeat("Far too long ", 40)+`"`, 1))
	o.Locales = bad
	return o
}

func mustRun(t *testing.T, o Options) {
	t.Helper()
	if _, err := Run(o); err != nil {
		t.Fatal(err)
	}
}

// Every slip of -o is refused before any work, names the folder and what is in the way,
// and loses nothing: the whole folder around it is byte for byte as it was.
func TestOutputSlipsLoseNothing(t *testing.T) {
	for _, c := range []struct {
		name  string
		out   string
		setup func(t *testing.T, root string)
		edit  func(o *Options)
		want  []string
	}{
		{name: "the content folder", out: "content", want: []string{"content: it is the repository's content/ folder"}},
		{name: "the content folder, spelt otherwise", out: "./content/", want: []string{"./content/: it is the repository's content/ folder"}},
		{name: "inside the content folder", out: "content/x", want: []string{"content/x: it is inside the repository's content/ folder"}},
		{name: "inside a missing folder inside content", out: "content/new/x", want: []string{"inside the repository's content/ folder"}},
		{name: "the layout folder", out: "layout", want: []string{"layout: it is the repository's layout/ folder"}},
		{name: "the locales folder", out: "locales/", want: []string{"it is the repository's locales/ folder"}},
		{name: "the repository root", out: ".", want: []string{".: it is the repository folder"}},
		{name: "above the repository", out: "..", want: []string{"..: it contains the repository folder"}},
		{name: "a symlink to content", out: "data",
			setup: func(t *testing.T, root string) { os.Symlink("content", filepath.Join(root, "data")) },
			want:  []string{"data: it is the repository's content/ folder"}},
		{name: "inside a symlink to layout", out: "lay/x",
			setup: func(t *testing.T, root string) { os.Symlink(filepath.Join(root, "layout"), filepath.Join(root, "lay")) },
			want:  []string{"lay/x: it is inside the repository's layout/ folder"}},
		{name: "content through ..", out: "notes/../content", want: []string{"it is the repository's content/ folder"}},
		{name: "a folder with other files", out: "notes",
			want: []string{"notes: not a kit folder (it holds b.txt, c.txt and 2 more, and no manifest.json)", "choose an empty or new folder"}},
		{name: "a file", out: "notes.txt", want: []string{"notes.txt: a file, not a folder"}},
		{name: "a symlink to a file", out: "readme",
			setup: func(t *testing.T, root string) { os.Symlink("README.md", filepath.Join(root, "readme")) },
			want:  []string{"readme: a file, not a folder"}},
		{name: "a dangling symlink", out: "gone",
			setup: func(t *testing.T, root string) { os.Symlink("nowhere", filepath.Join(root, "gone")) },
			want:  []string{"gone: ", "is a symlink to nowhere, which does not exist"}},
		{name: "another program's manifest", out: "other",
			want: []string{"other: not a kit folder (its manifest.json is not an Excalibur kit's", `"someone-else/manifest/3"`}},
		{name: "a kit with a file of mine", out: "kit",
			setup: func(t *testing.T, root string) {
				mustRun(t, small(filepath.Join(root, "kit")))
				writeTree(t, root, map[string]string{"kit/en/my-notes.txt": "keep me"})
			},
			want: []string{"kit: not only a kit (it holds en/my-notes.txt that its manifest.json does not list)"}},
		{name: "a kit with folders of mine", out: "kit",
			setup: func(t *testing.T, root string) {
				mustRun(t, small(filepath.Join(root, "kit")))
				writeTree(t, root, map[string]string{"kit/drafts/": "/", "kit/en/svg/mine/x.svg": "<svg/>"})
			},
			want: []string{"it holds drafts/ and en/svg/mine/ that its manifest.json does not list"}},
		{name: "a kit whose listed file is now a symlink", out: "kit",
			setup: func(t *testing.T, root string) {
				mustRun(t, small(filepath.Join(root, "kit")))
				p := filepath.Join(root, "kit", "en", "order-sheet.pdf")
				os.Remove(p)
				os.Symlink(filepath.Join(root, "notes.txt"), p)
			},
			want: []string{"it holds en/order-sheet.pdf that its manifest.json does not list"}},
		{name: "no language", out: "out", edit: func(o *Options) { o.Langs = nil }, want: []string{"no language to build"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			root := fakeRepository(t)
			if c.setup != nil {
				c.setup(t, root)
			}
			outside := filepath.Dir(root) // the repository's parent: only t.TempDir's own folders
			before, beside := tree.Snapshot(t, root), tree.Snapshot(t, outside)
			o := small(c.out)
			if c.edit != nil {
				c.edit(&o)
			}
			_, err := Run(o)
			if err == nil {
				t.Fatalf("-o %s: built without a word", c.out)
			}
			if c.edit == nil && !strings.Contains(err.Error(), "nothing was changed") && !strings.Contains(err.Error(), "left as it is") {
				t.Errorf("the error must say that nothing was changed:\n%v", err)
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("the error must say %q:\n%v", w, err)
				}
			}
			if d := tree.Changes(before, tree.Snapshot(t, root)); d != "" {
				t.Errorf("the refused build changed the folder:\n%s", d)
			}
			if d := tree.Changes(beside, tree.Snapshot(t, outside)); d != "" {
				t.Errorf("the refused build changed the folder around the repository:\n%s", d)
			}
		})
	}
}

// A folder named out.old beside the output is someone's, not the build's: it is kept.
func TestFolderBesideOutputIsKept(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out")
	mustRun(t, small(out))
	writeTree(t, dir, map[string]string{"out.old/mine.txt": "keep me", "out.new/mine.txt": "and me", ".out.new-x/a": "and me"})
	old := tree.Snapshot(t, filepath.Join(dir, "out.old"))
	mustRun(t, small(out, "tracks"))
	if d := tree.Changes(old, tree.Snapshot(t, filepath.Join(dir, "out.old"))); d != "" {
		t.Errorf("a rebuild changed out.old beside the output:\n%s", d)
	}
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if got := strings.Join(names, " "); got != ".out.new-x out out.new out.old" {
		t.Errorf("beside the output after a rebuild: %s, want .out.new-x out out.new out.old", got)
	}
}

// A rebuild over an earlier kit replaces exactly the files its manifest lists: the new
// kit's files are there, the old kit's other files and the folders they leave empty are
// gone, with ordinary permissions however the stage was made.
func TestRebuildReplacesListedFiles(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out")
	mustRun(t, small(out, "order-sheet", "tracks"))
	mustRun(t, small(out, "order-sheet"))
	var m Manifest
	if err := json.Unmarshal(read(t, filepath.Join(out, ManifestName)), &m); err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{".": true, ManifestName: true}
	for _, f := range m.Files {
		for p := f.Path; p != "."; p = filepath.ToSlash(filepath.Dir(p)) {
			want[p] = true
		}
	}
	got := tree.Snapshot(t, out)
	for p := range got {
		if !want[p] {
			t.Errorf("%s is in the rebuilt kit but not in its manifest", p)
		}
	}
	for p := range want {
		if _, ok := got[p]; !ok {
			t.Errorf("%s is listed but missing", p)
		}
	}
	if len(m.Files) == 0 || strings.Contains(fmt.Sprint(got), "tracks") {
		t.Errorf("the rebuild left the earlier kit's tracks: %v", got)
	}
	// ordinary permissions: what a folder and a file made now get (0755, 0644 under umask 022)
	os.Mkdir(filepath.Join(dir, "probe"), 0o755)
	os.WriteFile(filepath.Join(dir, "probe", "f"), nil, 0o644)
	probe := tree.Snapshot(t, filepath.Join(dir, "probe"))
	dirMode, fileMode := probe["."], strings.Fields(probe["f"])[0]
	for p, desc := range got {
		mode := strings.Fields(desc)[0]
		if strings.HasPrefix(mode, "d") && mode != dirMode || !strings.HasPrefix(mode, "d") && mode != fileMode {
			t.Errorf("%s: mode %s, want %s for folders, %s for files", p, mode, dirMode, fileMode)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("beside the output: %v, want only out (and the probe)", entries)
	}
}

// A read-only output folder, or a read-only folder inside it, is refused and left exactly
// as it was. chmod does not bind root: then the case is skipped (and the cases that fail
// for root too are in TestOutputSlipsLoseNothing).
func TestReadOnlyOutputIsUnchanged(t *testing.T) {
	for _, locked := range []string{".", "en", "en/svg/order-sheet"} {
		t.Run(locked, func(t *testing.T) {
			dir := t.TempDir()
			out := filepath.Join(dir, "out")
			mustRun(t, small(out, "order-sheet", "tracks"))
			ro := filepath.Join(out, filepath.FromSlash(locked))
			if err := os.Chmod(ro, 0o555); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { os.Chmod(ro, 0o755) })
			if f, err := os.Create(filepath.Join(ro, "probe")); err == nil {
				f.Close()
				os.Remove(f.Name())
				t.Skip("a read-only folder is writable here (running as root?)")
			}
			before, beside := tree.Snapshot(t, out), tree.Snapshot(t, dir)
			_, err := Run(small(out, "order-sheet"))
			if err == nil || !strings.Contains(err.Error(), "read-only or locked") || !strings.Contains(err.Error(), "nothing was changed") {
				t.Errorf("a read-only output: %v", err)
			}
			if d := tree.Changes(before, tree.Snapshot(t, out)); d != "" {
				t.Errorf("the refused build changed the output:\n%s", d)
			}
			if d := tree.Changes(beside, tree.Snapshot(t, dir)); d != "" {
				t.Errorf("the refused build left something beside the output:\n%s", d)
			}
		})
	}
}

// stages lists the build's stages beside out.
func stages(t *testing.T, out string) []string {
	t.Helper()
	entries, _ := os.ReadDir(filepath.Dir(out))
	var found []string
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), stagePrefix(out)) {
			found = append(found, e.Name())
		}
	}
	return found
}

// A build stopped in the middle (Ctrl-C cancels its context) leaves no stage and the
// earlier kit as it was.
func TestInterruptedBuildLeavesNoStage(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out")
	mustRun(t, small(out))
	before := tree.Snapshot(t, dir)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() { // cancel once the stage has files in it
		for ctx.Err() == nil {
			if s := stages(t, out); len(s) > 0 {
				if _, err := os.Stat(filepath.Join(dir, s[0], "kit", "en")); err == nil {
					cancel()
				}
			}
			time.Sleep(time.Millisecond)
		}
	}()
	_, err := RunContext(ctx, options(out)) // the whole kit: long enough to stop midway
	if err == nil {
		t.Fatal("the build finished before it was stopped")
	}
	if !errors.Is(err, context.Canceled) || !strings.Contains(err.Error(), "interrupted") || !strings.Contains(err.Error(), "unchanged") {
		t.Errorf("the error must say the build was interrupted and the output is unchanged: %v", err)
	}
	if s := stages(t, out); len(s) > 0 {
		t.Errorf("the interrupted build left its stage %v", s)
	}
	time.Sleep(100 * time.Millisecond) // jobs still drawing must not write
	if d := tree.Changes(before, tree.Snapshot(t, dir)); d != "" {
		t.Errorf("the interrupted build changed the output or its folder:\n%s", d)
	}
}

// Stages of builds that were killed are removed by the next build; only folders named as
// stages of this output are, and never the stage of a build still running.
func TestLeftoverStagesAreRemoved(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out")
	writeTree(t, dir, map[string]string{
		".out.new-123/en/order-sheet.pdf": "from an old build", // stages as older versions made them
		".out.new-456/kit/en/tracks.pdf":  "from a killed build",
		".out.new-789":                    "a file, not a stage",
		".out.new-12x/a":                  "not a stage's name",
		".out.new-/a":                     "not a stage's name",
		".outer.new-1/a":                  "another output's",
		".other.new-1/a":                  "another output's",
		"out.new-1/a":                     "not hidden: not a stage",
	})
	long := time.Now().Add(-48 * time.Hour) // where no lock tells, only old stages are stale
	for _, s := range []string{".out.new-123", ".out.new-456"} {
		os.Chtimes(filepath.Join(dir, s), long, long)
	}
	tg, err := prepare(small(out))
	if err != nil {
		t.Fatal(err)
	}
	live, err := newStage(tg) // a build running at the same time
	if err != nil {
		t.Fatal(err)
	}
	defer live.discard()
	keep := tree.Snapshot(t, dir)
	mustRun(t, small(out))
	after := tree.Snapshot(t, dir)
	for p := range keep {
		gone := strings.HasPrefix(p, ".out.new-123") || strings.HasPrefix(p, ".out.new-456")
		if _, ok := after[p]; ok == gone {
			t.Errorf("%s: kept %v, want %v", p, ok, !gone)
		}
	}
	live.discard()
	if _, err := os.Stat(live.dir); err == nil {
		t.Error("a discarded stage is still there")
	}
}

// A build killed between the two moves of its swap left the earlier kit in its stage and
// no output: the next build puts it back first, so that a failure keeps it.
func TestKilledSwapIsRecovered(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out")
	mustRun(t, small(out))
	kit := tree.Snapshot(t, out)
	stage := filepath.Join(dir, stagePrefix(out)+"4242")
	os.Mkdir(stage, 0o700)
	if err := os.Rename(out, filepath.Join(stage, "old")); err != nil {
		t.Fatal(err)
	}
	os.Chtimes(stage, time.Now().Add(-48*time.Hour), time.Now().Add(-48*time.Hour))
	if _, err := Run(failing(t, small(out))); err == nil {
		t.Fatal("a title far too long built without error")
	}
	if d := tree.Changes(kit, tree.Snapshot(t, out)); d != "" {
		t.Errorf("the earlier kit was not put back as it was:\n%s", d)
	}
	if s := stages(t, out); len(s) > 0 {
		t.Errorf("left stages %v", s)
	}
}

// A build into a folder that does not exist yet, under parents that do not either, makes
// them; a failed build removes the parents it made.
func TestMissingParentsAreMadeAndUnmade(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "a", "b", "out")
	if _, err := Run(failing(t, small(out))); err == nil {
		t.Fatal("a title far too long built without error")
	}
	if _, err := os.Stat(filepath.Join(dir, "a")); err == nil {
		t.Error("a failed build left the parent folders it made")
	}
	mustRun(t, small(out))
	if _, err := os.Stat(filepath.Join(out, ManifestName)); err != nil {
		t.Error(err)
	}
}
