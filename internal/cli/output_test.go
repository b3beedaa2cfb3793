package cli

import (
	"github.com/excalibur-kit/excalibur/internal/testkit/tree"

	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/layout"
	"github.com/excalibur-kit/excalibur/locales"
)

// copyFS writes the files of fsys into dir.
func copyFS(t *testing.T, fsys fs.FS, dir string) {
	t.Helper()
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		os.MkdirAll(filepath.Join(dir, filepath.Dir(p)), 0o755)
		return os.WriteFile(filepath.Join(dir, p), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// A slip of -o, --lang or --only is refused with a clear message and the right exit code,
// and loses nothing: the repository (the working folder) and the folders given with
// -content, -layout and -locales are byte for byte as they were.
func TestOutputSlipsAreRefused(t *testing.T) {
	top := t.TempDir()
	root, elsewhere := filepath.Join(top, "repo"), filepath.Join(top, "elsewhere")
	files := map[string]string{
		"repo/go.mod":              "module github.com/excalibur-kit/excalibur\n\ngo 1.26\n",
		"repo/README.md":           "# the kit\n",
		"repo/notes/notes.txt":     "mine",
		"repo/notes/more.txt":      "mine too",
		"repo/notes.txt":           "a file of mine",
		"repo/other/manifest.json": `{"schema": "someone-else/manifest/3", "files": []}` + "\n",
	}
	for p, data := range files {
		p = filepath.Join(top, filepath.FromSlash(p))
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte(data), 0o644)
	}
	copyFS(t, content.FS, filepath.Join(root, "content"))
	copyFS(t, layout.FS, filepath.Join(root, "layout"))
	copyFS(t, locales.FS, filepath.Join(root, "locales"))
	data, lay, loc := filepath.Join(elsewhere, "data"), filepath.Join(elsewhere, "lay"), filepath.Join(elsewhere, "loc", "here")
	copyFS(t, os.DirFS(filepath.Join(root, "content")), data)
	copyFS(t, layout.FS, lay)
	copyFS(t, locales.FS, loc)
	os.Symlink("content", filepath.Join(root, "data"))
	t.Chdir(root)

	quick := []string{"build", "--lang", "en", "--only", "order-sheet"}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"-o", "content"}, ExitFailure, "content: it is the repository's content/ folder"},
		{[]string{"-o", "./content/"}, ExitFailure, "./content/: it is the repository's content/ folder"},
		{[]string{"-o", "content/x"}, ExitFailure, "content/x: it is inside the repository's content/ folder"},
		{[]string{"-o", "."}, ExitFailure, ".: it is the repository folder"},
		{[]string{"-o", ".."}, ExitFailure, "..: it contains the repository folder"},
		{[]string{"-o", "layout"}, ExitFailure, "layout: it is the repository's layout/ folder"},
		{[]string{"-o", "locales/x"}, ExitFailure, "locales/x: it is inside the repository's locales/ folder"},
		{[]string{"-o", "data"}, ExitFailure, "data: it is the repository's content/ folder"}, // a symlink to content
		{[]string{"-o", "data/x"}, ExitFailure, "data/x: it is inside the repository's content/ folder"},
		{[]string{"-content", data, "-o", filepath.Join(data, "x")}, ExitFailure, "it is inside the -content folder"},
		{[]string{"-layout", lay, "-o", lay}, ExitFailure, "it is the -layout folder"},
		{[]string{"-locales", loc, "-o", filepath.Dir(loc)}, ExitFailure, "it contains the -locales folder"},
		{[]string{"-o", "notes"}, ExitFailure, "notes: not a kit folder (it holds more.txt and notes.txt, and no manifest.json)"},
		{[]string{"-o", "notes.txt"}, ExitFailure, "notes.txt: a file, not a folder"},
		{[]string{"-o", "other"}, ExitFailure, "other: not a kit folder (its manifest.json is not an Excalibur kit's"},
		{[]string{"--lang", ""}, ExitUsage, `--lang: expected one or more languages, comma-separated, e.g. en,pl,fr; got ""`},
		{[]string{"--lang", ","}, ExitUsage, `--lang: expected one or more languages`},
		{[]string{"--lang", " , "}, ExitUsage, `--lang: expected one or more languages`},
		{[]string{"--only", ""}, ExitUsage, `--only: expected one or more components`},
		{[]string{"--only", ","}, ExitUsage, `--only: expected one or more components`},
		{[]string{"-o", ""}, ExitUsage, `-o: expected a folder`},
		{[]string{"-o", "out"}, ExitOK, "wrote 3 files"}, // the order sheet's PDF and its two SVG sides; out/ in the repository is where the kit goes
	} {
		t.Run(strings.ReplaceAll(strings.Join(c.args, " "), top+string(filepath.Separator), ""), func(t *testing.T) {
			before := tree.Snapshot(t, top)
			var so, se bytes.Buffer
			code := Run(append(quick, c.args...), &so, &se)
			all := so.String() + se.String()
			if code != c.code {
				t.Errorf("exit %d, want %d:\n%s", code, c.code, all)
			}
			if !strings.Contains(all, c.want) {
				t.Errorf("the output must say %q:\n%s", c.want, all)
			}
			changes := before.Diff(tree.Snapshot(t, top))
			if c.code == ExitOK {
				for _, ch := range changes {
					if !strings.HasPrefix(ch, "new: repo/out") {
						t.Errorf("the build changed more than its output: %s", ch)
					}
				}
				os.RemoveAll(filepath.Join(root, "out"))
			} else if len(changes) > 0 {
				t.Errorf("the refused build changed files:\n%s", strings.Join(changes, "\n"))
			}
		})
	}
}

// A build stopped by Ctrl-C (SIGINT) or SIGTERM exits 1, says so, removes its stage and
// leaves the earlier kit as it was. The test binary runs as excalibur in a child process
// (TestMain), building the whole kit, and gets the signal once the stage has files.
func TestInterruptLeavesNoStage(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no SIGINT to send on Windows")
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for _, sig := range []os.Signal{os.Interrupt, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) {
			dir := t.TempDir()
			bin := filepath.Join(dir, "bin", "excalibur")
			os.Mkdir(filepath.Dir(bin), 0o755)
			if err := os.Symlink(self, bin); err != nil {
				t.Fatal(err)
			}
			work := filepath.Join(dir, "work")
			out := filepath.Join(work, "out")
			var so, se bytes.Buffer
			if code := Run([]string{"build", "-o", out, "--lang", "en", "--only", "order-sheet"}, &so, &se); code != ExitOK {
				t.Fatalf("the first build failed: %s", se.String())
			}
			before := tree.Snapshot(t, work)
			so.Reset()
			se.Reset()
			cmd := exec.Command(bin, "build", "-o", "out")
			cmd.Dir, cmd.Stdout, cmd.Stderr = work, &so, &se
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			deadline := time.Now().Add(30 * time.Second)
			for sent := false; !sent; {
				select {
				case <-done:
					t.Fatalf("the build ended before the signal: %s%s", so.String(), se.String())
				default:
				}
				if time.Now().After(deadline) {
					cmd.Process.Kill()
					t.Fatal("no stage appeared")
				}
				stage, _ := filepath.Glob(filepath.Join(work, ".out.new-*", "kit", "*"))
				if len(stage) > 0 {
					cmd.Process.Signal(sig)
					sent = true
				}
				time.Sleep(time.Millisecond)
			}
			select {
			case <-done:
			case <-time.After(30 * time.Second):
				cmd.Process.Kill()
				t.Fatal("the build did not stop after the signal")
			}
			if code := cmd.ProcessState.ExitCode(); code != ExitFailure {
				t.Errorf("exit %d after %v, want %d", code, sig, ExitFailure)
			}
			if !strings.Contains(se.String(), "the build was interrupted; out is unchanged") {
				t.Errorf("the build must say it was interrupted:\n%s", se.String())
			}
			if changes := before.Diff(tree.Snapshot(t, work)); len(changes) > 0 {
				t.Errorf("the interrupted build left:\n%s", strings.Join(changes, "\n"))
			}
		})
	}
}
