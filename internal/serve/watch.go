package serve

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/fsnotify/fsnotify"
)

// Root is a folder the preview reads and watches, with its kind (Content, Layout or
// Locales).
type Root struct {
	Kind, Dir string
}

// saved is one file written under a root.
type saved struct {
	kind, rel, abs string
}

// batch is the files saved since the last batch, and when the first of them was.
type batch struct {
	files []saved
	first time.Time
}

// watcher reports saved files in batches, once the writing has settled: a batch is sent
// when no event came for the settle time, so an editor's write, its temporary file and
// its rename arrive as one batch. A batch of files that were only created whole (an
// editor's temporary file renamed over the old one: a rename is complete at once, with
// no write after it) waits only renamedSettle, for the events that come with it.
type watcher struct {
	fw    *fsnotify.Watcher
	roots []Root
}

func newWatcher(roots []Root) (*watcher, error) {
	fw, err := fsnotify.NewWatcher()
	if err != nil {
		return nil, err
	}
	w := &watcher{fw: fw, roots: roots}
	for _, r := range roots {
		if err := w.addTree(r.Dir); err != nil {
			fw.Close()
			return nil, err
		}
	}
	return w, nil
}

// addTree watches a folder and every folder under it (fsnotify watches one level).
func (w *watcher) addTree(dir string) error {
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			return w.fw.Add(p)
		}
		return nil
	})
}

// renamedSettle is the wait after a file renamed into place: the rename's other events
// (the temporary file's) come with it.
const renamedSettle = 2 * time.Millisecond

// run sends batches until ctx ends, then closes the watcher.
func (w *watcher) run(ctx context.Context, settle time.Duration, out chan<- batch, errs func(error)) {
	defer w.fw.Close()
	pending := map[string]saved{}
	born := map[string]bool{} // files the batch saw created: gone by its end, they were temporaries
	var first time.Time
	written := false // an event of the batch may be of a write still going on
	timer := time.NewTimer(time.Hour)
	timer.Stop()
	take := func(ev fsnotify.Event) bool {
		s, ok := w.event(ev)
		if !ok {
			return false
		}
		if len(pending) == 0 {
			first = time.Now()
		}
		if _, seen := pending[s.abs]; !seen && ev.Has(fsnotify.Create) {
			born[s.abs] = true
		}
		pending[s.abs] = s
		written = written || !createdWhole(ev)
		if written {
			timer.Reset(settle)
		} else {
			timer.Reset(min(settle, renamedSettle))
		}
		return true
	}
	for {
		select {
		case <-ctx.Done():
			return
		case err, ok := <-w.fw.Errors:
			if ok {
				errs(err)
			}
		case ev, ok := <-w.fw.Events:
			if !ok {
				return
			}
			take(ev)
		case <-timer.C:
			if w.more(take) {
				continue // an event came as the wait ended: it decides the wait
			}
			list := make([]saved, 0, len(pending))
			for _, s := range pending {
				if !(born[s.abs] && gone(s.abs)) {
					list = append(list, s)
				}
			}
			pending, born, written = map[string]saved{}, map[string]bool{}, false
			if len(list) == 0 {
				continue
			}
			select {
			case out <- batch{files: list, first: first}:
			case <-ctx.Done():
				return
			}
		}
	}
}

// more takes the events already waiting, if any, and says whether one was a save (which
// set the wait again).
func (w *watcher) more(take func(fsnotify.Event) bool) bool {
	any := false
	for {
		select {
		case ev, ok := <-w.fw.Events:
			if !ok {
				return any
			}
			any = take(ev) || any
		default:
			return any
		}
	}
}

// gone tells a file no longer there. One created and gone within a batch is a temporary
// another program wrote and renamed over the file it saves (sed -i's sedXXXXXX, an
// editor's own names beside those scratch knows): it changed nothing, and read as a
// layout or data file of no component it would redraw every component.
func gone(abs string) bool {
	_, err := os.Lstat(abs)
	return errors.Is(err, fs.ErrNotExist)
}

// createdWhole tells an event that created a file already holding something, as a
// rename into place does; a file created empty is about to be written.
func createdWhole(ev fsnotify.Event) bool {
	if ev.Op != fsnotify.Create {
		return false
	}
	st, err := os.Stat(ev.Name)
	return err == nil && st.Mode().IsRegular() && st.Size() > 0
}

// event turns a file-system event into a saved file, watching new folders as they come.
// A change of mode alone, and editors' swap and backup files, are not saves.
func (w *watcher) event(ev fsnotify.Event) (saved, bool) {
	if ev.Op == fsnotify.Chmod || scratch(filepath.Base(ev.Name)) {
		return saved{}, false
	}
	if ev.Has(fsnotify.Create) {
		if st, err := os.Stat(ev.Name); err == nil && st.IsDir() {
			w.addTree(ev.Name) // a folder that vanishes at once has nothing to watch
		}
	}
	for _, r := range w.roots {
		rel, err := filepath.Rel(r.Dir, ev.Name)
		if err == nil && rel != "." && !strings.HasPrefix(rel, "..") {
			return saved{kind: r.Kind, rel: filepath.ToSlash(rel), abs: ev.Name}, true
		}
	}
	return saved{}, false
}

// scratch names the files editors write beside the one being saved.
func scratch(name string) bool {
	return strings.HasPrefix(name, ".") || strings.HasSuffix(name, "~") || strings.HasSuffix(name, ".swp") ||
		strings.HasSuffix(name, ".swx") || strings.HasSuffix(name, ".tmp") || name == "4913"
}

// stamp is what a saved file looks like now (size and time), to tell whether it is
// still being written.
func stamp(files []saved) string {
	var b strings.Builder
	for _, f := range files {
		if st, err := os.Stat(f.abs); err == nil {
			b.WriteString(f.abs + " " + st.ModTime().String() + " " + strconv.FormatInt(st.Size(), 10) + "\n")
		} else {
			b.WriteString(f.abs + " gone\n")
		}
	}
	return b.String()
}
