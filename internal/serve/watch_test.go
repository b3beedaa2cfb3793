package serve

import (
	"context"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/fsnotify/fsnotify"

	"github.com/excalibur-kit/excalibur/internal/build"
)

// watching starts a watcher on a fresh layout folder and returns it with its batches.
func watching(t *testing.T, settle time.Duration) (string, chan batch) {
	t.Helper()
	dir := t.TempDir()
	w, err := newWatcher([]Root{{Kind: Layout, Dir: dir}})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	out := make(chan batch, 16)
	go w.run(ctx, settle, out, func(err error) { t.Errorf("watch: %v", err) })
	return dir, out
}

func nextBatch(t *testing.T, out chan batch) []string {
	t.Helper()
	select {
	case b := <-out:
		var rels []string
		for _, f := range b.files {
			rels = append(rels, f.rel)
		}
		slices.Sort(rels)
		return rels
	case <-time.After(5 * time.Second):
		t.Fatal("no batch within 5 s of a save")
		return nil
	}
}

func noBatch(t *testing.T, out chan batch) {
	t.Helper()
	select {
	case b := <-out:
		t.Fatalf("an extra batch: %v", b.files)
	case <-time.After(100 * time.Millisecond):
	}
}

// An editor's save (a temporary file renamed over the old) is one saved file, named as
// the file; the temporary file is not reported.
func TestWatchAtomicSave(t *testing.T) {
	dir, out := watching(t, DefaultSettle)
	tmp, file := filepath.Join(dir, "kit.toml.tmp"), filepath.Join(dir, "kit.toml")
	os.WriteFile(tmp, []byte("a = 1\n"), 0o644)
	os.Rename(tmp, file)
	if got := nextBatch(t, out); !slices.Equal(got, []string{"kit.toml"}) {
		t.Errorf("an atomic save is reported as %v, want [kit.toml]", got)
	}
	noBatch(t, out)
}

// A file renamed into place is complete at once: its batch does not wait the settle time
// (made a minute here, far beyond the 5 s nextBatch waits), while a plain write does.
func TestWatchRenameNeedsNoSettling(t *testing.T) {
	dir, out := watching(t, time.Minute)
	tmp, file := filepath.Join(dir, "kit.toml.tmp"), filepath.Join(dir, "kit.toml")
	os.WriteFile(tmp, []byte("a = 1\n"), 0o644)
	os.Rename(tmp, file)
	if got := nextBatch(t, out); !slices.Equal(got, []string{"kit.toml"}) {
		t.Errorf("a rename into place is reported as %v, want [kit.toml]", got)
	}
	os.WriteFile(file, []byte("a = 2\n"), 0o644)
	noBatch(t, out)
}

// A temporary file of a name the watcher does not know (sed -i writes sedXXXXXX, then
// renames it over the file) is not a saved file: read as a layout file of no component,
// it would redraw every component for a one-card edit. A file that was there before
// the batch and is gone is still a change (the designer removed it).
func TestWatchTemporaryOfAnyName(t *testing.T) {
	dir, out := watching(t, DefaultSettle)
	tmp, file := filepath.Join(dir, "sedAb12Cd"), filepath.Join(dir, "manor-cards.toml")
	os.WriteFile(tmp, []byte("a = 1\n"), 0o644)
	os.Rename(tmp, file)
	if got := nextBatch(t, out); !slices.Equal(got, []string{"manor-cards.toml"}) {
		t.Errorf("a save through a temporary file is reported as %v, want [manor-cards.toml]", got)
	}
	noBatch(t, out)
	os.WriteFile(tmp, []byte("a = 2\n"), 0o644)
	os.Remove(tmp)
	noBatch(t, out)
	os.Remove(file)
	if got := nextBatch(t, out); !slices.Equal(got, []string{"manor-cards.toml"}) {
		t.Errorf("a removed layout file is reported as %v, want [manor-cards.toml]", got)
	}
}

// Only a created file that already holds something is taken as whole.
func TestCreatedWhole(t *testing.T) {
	dir := t.TempDir()
	full, empty := filepath.Join(dir, "full.toml"), filepath.Join(dir, "empty.toml")
	os.WriteFile(full, []byte("a = 1\n"), 0o644)
	os.WriteFile(empty, nil, 0o644)
	for _, c := range []struct {
		ev   fsnotify.Event
		want bool
	}{
		{fsnotify.Event{Name: full, Op: fsnotify.Create}, true},
		{fsnotify.Event{Name: empty, Op: fsnotify.Create}, false},
		{fsnotify.Event{Name: full, Op: fsnotify.Write}, false},
		{fsnotify.Event{Name: full, Op: fsnotify.Create | fsnotify.Write}, false},
		{fsnotify.Event{Name: dir, Op: fsnotify.Create}, false},
		{fsnotify.Event{Name: filepath.Join(dir, "gone.toml"), Op: fsnotify.Create}, false},
	} {
		if got := createdWhole(c.ev); got != c.want {
			t.Errorf("createdWhole(%v) = %v, want %v", c.ev, got, c.want)
		}
	}
}

// Files in a folder made after the watch began are seen, at any depth.
func TestWatchNewFolders(t *testing.T) {
	dir, out := watching(t, DefaultSettle)
	os.MkdirAll(filepath.Join(dir, "fonts", "extra"), 0o755)
	nextBatch(t, out) // the folders themselves
	time.Sleep(30 * time.Millisecond)
	os.WriteFile(filepath.Join(dir, "fonts", "extra", "face.toml"), []byte("x"), 0o644)
	got := nextBatch(t, out)
	if !slices.Contains(got, "fonts/extra/face.toml") {
		t.Errorf("a file in a new folder is reported as %v, want fonts/extra/face.toml", got)
	}
}

// A write in several parts, each sooner after the last than the settle time (made long
// here, so that a busy machine cannot stretch the pauses past it), is one batch: the
// file is read once, whole.
func TestWatchSettles(t *testing.T) {
	dir, out := watching(t, time.Second)
	f, err := os.Create(filepath.Join(dir, "counters.toml"))
	if err != nil {
		t.Fatal(err)
	}
	for _, part := range strings.SplitAfter("[counters]\nsize = 12.7\ncolumns = 11\n", "\n") {
		f.WriteString(part)
		time.Sleep(3 * time.Millisecond)
	}
	f.Close()
	if got := nextBatch(t, out); !slices.Equal(got, []string{"counters.toml"}) {
		t.Errorf("a write in parts is reported as %v, want one batch of counters.toml", got)
	}
	noBatch(t, out)
}

// openHook is a folder that runs a hook once a file is read: here, the writer finishing
// the file just after the preview read its first half.
type openHook struct {
	fs.FS
	hook func()
}

func (h openHook) Open(name string) (fs.File, error) {
	b, err := fs.ReadFile(h.FS, name)
	if err != nil {
		return nil, err
	}
	h.hook()
	return fstest.MapFS{name: {Data: b}}.Open(name)
}

// A file that fails to load while it is still being written is no error: the banner
// stays empty and the change is kept for the next batch, which loads it whole.
func TestHalfWrittenFileWaits(t *testing.T) {
	dir := copyInputs(t)
	kit := filepath.Join(dir, Layout, "kit.toml")
	whole, err := os.ReadFile(kit)
	if err != nil {
		t.Fatal(err)
	}
	half := whole[:len(whole)/2]
	os.WriteFile(kit, half, 0o644)
	p := newPreview(Config{Options: build.Options{Langs: []string{"en"}, Paper: "a4",
		Content: os.DirFS(filepath.Join(dir, Content)), Locales: os.DirFS(filepath.Join(dir, Locales)),
		Layout: openHook{os.DirFS(filepath.Join(dir, Layout)), func() {
			os.WriteFile(kit, whole, 0o644) // the rest arrives, and the file's time and size change
		}}}, Log: io.Discard})
	files := []saved{{kind: Layout, rel: "kit.toml", abs: kit}}
	os.Chtimes(kit, time.Unix(1, 0), time.Unix(1, 0)) // unlike any time the writer leaves
	carry := p.update(classify(Layout, "kit.toml"), files, round{saved: time.Now()}, nil)
	if p.st.banner != "" {
		t.Errorf("a file still being written was reported: %s", p.st.banner)
	}
	if carry == nil || !carry.layout {
		t.Fatal("the change of a file still being written was not kept for the next batch")
	}
}
