package serve

import (
	"context"
	"encoding/json"
	"io/fs"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/build"
	"github.com/excalibur-kit/excalibur/layout"
	"github.com/excalibur-kit/excalibur/locales"
)

var testLangs = []string{"en", "pl", "fr"}

// copyInputs writes the built-in content/, layout/ and locales/ into a fresh folder, as
// a designer's working copy, and returns it.
func copyInputs(t testing.TB) string {
	t.Helper()
	dir := t.TempDir()
	for kind, fsys := range map[string]fs.FS{Content: content.FS, Layout: layout.FS, Locales: locales.FS} {
		err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || strings.HasSuffix(p, ".go") {
				return err
			}
			b, err := fs.ReadFile(fsys, p)
			if err != nil {
				return err
			}
			to := filepath.Join(dir, kind, filepath.FromSlash(p))
			if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
				return err
			}
			return os.WriteFile(to, b, 0o644)
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// startPreview serves the preview of dir's inputs on a free loopback port until the
// test ends, and returns its address once the first round is drawn.
func startPreview(t testing.TB, dir string) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	var roots []Root
	for _, k := range []string{Content, Layout, Locales} {
		roots = append(roots, Root{Kind: k, Dir: filepath.Join(dir, k)})
	}
	o := build.Options{Langs: testLangs, Paper: "a4", Date: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC),
		Content: os.DirFS(roots[0].Dir), Layout: os.DirFS(roots[1].Dir), Locales: os.DirFS(roots[2].Dir)}
	go func() { done <- Serve(ctx, l, Config{Options: o, Roots: roots, Log: testLog{t}}) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("the preview did not stop cleanly: %v", err)
		}
	})
	url := "http://" + l.Addr().String()
	waitIdle(t, url, time.Time{})
	return url
}

type testLog struct{ t testing.TB }

func (w testLog) Write(b []byte) (int, error) {
	w.t.Logf("preview: %s", strings.TrimSpace(string(b)))
	return len(b), nil
}

type status struct {
	Busy    bool      `json:"busy"`
	At      time.Time `json:"at"`
	Checked time.Time `json:"checked"`
	Banner  string    `json:"banner"`
	Failed  int       `json:"failed"`
}

func getStatus(t testing.TB, url string) status {
	t.Helper()
	r, err := http.Get(url + "/status")
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	var s status
	if err := json.NewDecoder(r.Body).Decode(&s); err != nil {
		t.Fatal(err)
	}
	return s
}

// idleWait is how long a round may take before the preview is taken as stuck.
const idleWait = 3 * time.Minute

// waitIdle waits until a round finished after `after` is drawn and checked, and no
// other is drawing.
func waitIdle(t testing.TB, url string, after time.Time) status {
	t.Helper()
	// A round redraws the rest of the kit at the lowest priority: on a machine shared
	// with a load average of 25 that took up to a minute, though nothing was stuck.
	deadline := time.Now().Add(idleWait)
	for time.Now().Before(deadline) {
		s := getStatus(t, url)
		if !s.Busy && s.At.After(after) && !s.Checked.Before(s.At) {
			return s
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("the preview at %s did not finish drawing within %v", url, idleWait)
	return status{}
}

// edit replaces old by new in a file the way an editor saves: a temporary file beside
// it, renamed over it.
func edit(t testing.TB, file, old, new string) {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	if !strings.Contains(s, old) {
		t.Fatalf("%s has no %q to change", file, old)
	}
	writeAtomic(t, file, strings.Replace(s, old, new, 1))
}

func writeAtomic(t testing.TB, file, text string) {
	t.Helper()
	tmp := file + ".tmp"
	if err := os.WriteFile(tmp, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, file); err != nil {
		t.Fatal(err)
	}
}

// needed skips a test for want of a tool, or fails it in CI, where every tool is
// installed and a skip would hide that the test never ran.
func needed(t testing.TB, msg string) {
	t.Helper()
	if os.Getenv("CI") != "" {
		t.Fatalf("%s; CI must run this test (.ci/run installs it)", msg)
	}
	t.Skip(msg)
}

// browser starts a headless Chromium for the test (skipped without one, failed in CI)
// and returns a tab's context.
func browser(t testing.TB) context.Context {
	t.Helper()
	var bin string
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			bin = p
			break
		}
	}
	if bin == "" {
		needed(t, "no chromium, chromium-browser or google-chrome on PATH: the preview is not opened in a browser (apt-get install chromium)")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(bin), chromedp.NoSandbox,
		chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(1400, 1000),
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-component-update", true))
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelTab := chromedp.NewContext(actx)
	t.Cleanup(func() { cancelTab(); cancelAlloc() })
	if err := chromedp.Do(ctx); err != nil { // the first run starts the browser
		t.Fatalf("starting %s: %v", bin, err)
	}
	return ctx
}

// waitJS evaluates a script in the page until it gives true.
func waitJS(t testing.TB, ctx context.Context, what, script string, timeout time.Duration) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](script))
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		if ok {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: not seen in the page within %v (%s)", what, timeout, script)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func evalJS[T any](t testing.TB, ctx context.Context, script string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](script))
	if err != nil {
		t.Fatalf("%s: %v", script, err)
	}
	return v
}

// artifacts is the folder screenshots go to: $EXCALIBUR_ARTIFACTS, or one of the
// test's own; the log names it.
func artifacts(t testing.TB) string {
	t.Helper()
	dir := os.Getenv("EXCALIBUR_ARTIFACTS")
	if dir == "" {
		dir = t.TempDir()
	}
	dir = filepath.Join(dir, "serve")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshots in %s", dir)
	return dir
}

func screenshot(t testing.TB, ctx context.Context, dir, name string) {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

func jsString(s string) string { b, _ := json.Marshal(s); return string(b) }
