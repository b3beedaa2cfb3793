package rulehtml

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The rules reference is held to axe-core, the accessibility engine, run inside headless
// Chromium: a copy of the page gets axe's script and testdata/axe-run.js, which writes
// the violations into the DOM; `chromium --dump-dom` carries them out. axe-core comes
// from the npm registry (.ci/run installs a pinned version); AXE_CORE names its
// axe.min.js. A developer's machine without it or without Chromium skips the test; CI
// (CI set) fails instead, so the test cannot be skipped by accident there.

// scheme is a way the page is seen: its colours in light or dark mode, on a desktop's
// or a phone's screen, or its print style.
type scheme struct {
	name   string
	flags  []string                 // Chromium's flags for it
	style  func(page []byte) []byte // how the copy's style sheet is changed for it
	off    []string                 // axe's rules that do not apply to it
	window string                   // the window's size, px
}

const (
	light = "--blink-settings=preferredColorScheme=1"
	dark  = "--blink-settings=preferredColorScheme=0"
)

var schemes = []scheme{
	{name: "light", flags: []string{light}, window: "1000,1400"},
	{name: "dark", flags: []string{dark}, window: "1000,1400"},
	{name: "phone", flags: []string{light}, window: "390,844"},
	// Chromium's command line cannot emulate print media, so the print rules are made
	// to apply on screen: what axe then sees is the printed page's colours. Paper is not
	// touched, so the size of touch targets does not apply.
	{name: "print", flags: []string{light}, window: "1000,1400", off: []string{"target-size"},
		style: func(page []byte) []byte {
			return bytes.ReplaceAll(page, []byte("@media print {"), []byte("@media all {"))
		}},
}

// axeResult is what testdata/axe-run.js writes.
type axeResult struct {
	Version    string      `json:"version"`
	Rules      int         `json:"rules"` // how many rules ran
	Dark       bool        `json:"dark"`
	Violations []violation `json:"violations"`
	Error      string      `json:"error"`
}

type violation struct {
	ID      string   `json:"id"`
	Impact  string   `json:"impact"`
	Help    string   `json:"help"`
	Targets []string `json:"targets"`
	Summary string   `json:"summary"`
}

func (v violation) String() string {
	first := ""
	if len(v.Targets) > 0 {
		first = v.Targets[0]
	}
	return fmt.Sprintf("%s (%s, %d elements): %s; first: %s\n\t%s",
		v.ID, v.Impact, len(v.Targets), v.Help, first, strings.ReplaceAll(v.Summary, "\n", "\n\t"))
}

// needed skips a test for want of a tool, or fails it in CI, where every tool is
// installed and a skip would hide that the test never ran.
func needed(t *testing.T, msg string) {
	t.Helper()
	if os.Getenv("CI") != "" {
		t.Fatalf("%s; CI must run this test (.ci/run installs it)", msg)
	}
	t.Skip(msg)
}

// axeCore is the path of axe.min.js, from AXE_CORE.
func axeCore(t *testing.T) string {
	t.Helper()
	p := os.Getenv("AXE_CORE")
	if p == "" {
		needed(t, "AXE_CORE is not set: the page is not checked with axe-core "+
			"(npm install --prefix DIR axe-core@VERSION, as .ci/run does, then AXE_CORE=DIR/node_modules/axe-core/axe.min.js)")
	}
	if _, err := os.Stat(p); err != nil {
		needed(t, fmt.Sprintf("AXE_CORE=%s: %v", p, err))
	}
	return p
}

// browser is Chromium, or the test is skipped (failed in CI).
func browser(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	needed(t, "no chromium, chromium-browser or google-chrome on PATH: the page is not checked with axe-core (apt-get install chromium)")
	return ""
}

var reAxeResult = regexp.MustCompile(`(?s)<pre id="axe-result">(.*?)</pre>`)

// runAxe checks a page with axe in the given scheme and returns what axe found.
func runAxe(t *testing.T, bin, axe string, page []byte, sc scheme) axeResult {
	t.Helper()
	runner, err := os.ReadFile(filepath.Join("testdata", "axe-run.js"))
	if err != nil {
		t.Fatal(err)
	}
	lib, err := os.ReadFile(axe)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for name, data := range map[string][]byte{"axe.min.js": lib, "axe-run.js": runner} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if sc.style != nil {
		changed := sc.style(page)
		if bytes.Equal(changed, page) {
			t.Fatalf("%s: the style sheet has no rules for it", sc.name)
		}
		page = changed
	}
	const end = "</body>"
	if bytes.Count(page, []byte(end)) != 1 {
		t.Fatalf("the page has %d %s, want one", bytes.Count(page, []byte(end)), end)
	}
	off, err := json.Marshal(append([]string{}, sc.off...))
	if err != nil {
		t.Fatal(err)
	}
	page = bytes.Replace(page, []byte(end), []byte(`<script>var axeOff = `+string(off)+`;</script>`+
		`<script src="axe.min.js"></script><script src="axe-run.js"></script>`+end), 1)
	file := filepath.Join(dir, "page.html")
	if err := os.WriteFile(file, page, 0o644); err != nil {
		t.Fatal(err)
	}

	// The virtual time budget lets axe's asynchronous run finish before the DOM is dumped.
	flags := append([]string{"--virtual-time-budget=120000", "--window-size=" + sc.window}, sc.flags...)
	dom := headless(t, bin, file, append(flags, "--dump-dom")...)
	m := reAxeResult.FindSubmatch(dom)
	if m == nil {
		t.Fatalf("%s: axe wrote no result into the page (%d bytes of DOM)", sc.name, len(dom))
	}
	var res axeResult
	if err := json.Unmarshal([]byte(html.UnescapeString(string(m[1]))), &res); err != nil {
		t.Fatalf("%s: axe's result does not read as JSON: %v", sc.name, err)
	}
	if res.Error != "" {
		t.Fatalf("%s: axe failed: %s", sc.name, res.Error)
	}
	if res.Rules < 50 {
		t.Fatalf("%s: only %d of axe's rules ran", sc.name, res.Rules)
	}
	if res.Dark != slices.Contains(sc.flags, dark) {
		t.Fatalf("%s: the page was seen with prefers-color-scheme dark=%v", sc.name, res.Dark)
	}
	return res
}

// axeFails fails the test with every violation of one scheme.
func axeFails(t *testing.T, sc scheme, res axeResult) {
	t.Helper()
	if len(res.Violations) == 0 {
		t.Logf("%s: axe-core %s, %d rules: no violation", sc.name, res.Version, res.Rules)
		return
	}
	var b strings.Builder
	for _, v := range res.Violations {
		b.WriteString("\n" + v.String())
	}
	t.Errorf("%s: axe-core %s finds %d rules violated:%s", sc.name, res.Version, len(res.Violations), b.String())
}

// Every language's page passes axe with no violation, in light and dark mode, on a
// phone and in its print style.
func TestAxe(t *testing.T) {
	axe := axeCore(t)
	bin := browser(t)
	for _, lang := range []string{"en", "pl", "fr"} {
		t.Run(lang, func(t *testing.T) {
			t.Parallel() // Chromium runs axe on one core; the machine has two
			page := render(t, bookIn(t, lang))
			for _, sc := range schemes {
				axeFails(t, sc, runAxe(t, bin, axe, page, sc))
			}
		})
	}
}

// The axe test is honest: a page that breaks rules fails it, each broken rule named
// with its first element. The small test book's page (clean itself) gets a second,
// unlabelled nav, a heading that skips two levels, a link told from its text by colour
// alone and a paragraph too faint to read.
func TestAxeCatches(t *testing.T) {
	axe := axeCore(t)
	bin := browser(t)
	page := render(t, buildTest(t, testRules()))
	axeFails(t, schemes[0], runAxe(t, bin, axe, page, schemes[0]))

	broken := bytes.Replace(page, []byte("<main>"), []byte(`<nav><a href="#top">top</a></nav>`+
		`<nav><a href="#top">top</a></nav><main><h5>skips</h5>`+
		`<p>Words around <a href="#top" style="text-decoration: none; color: #8c2a1c">a link</a> in the text.</p>`+
		`<p style="color: #e4dccb">Too faint to read.</p>`), 1)
	if bytes.Equal(broken, page) {
		t.Fatal("the page has no <main>")
	}
	found := map[string]violation{}
	for _, v := range runAxe(t, bin, axe, broken, schemes[0]).Violations {
		found[v.ID] = v
	}
	for id, target := range map[string]string{"landmark-unique": "nav", "heading-order": "h5",
		"link-in-text-block": "a", "color-contrast": "p"} {
		v, ok := found[id]
		if !ok {
			t.Errorf("axe misses %s on the broken page; it finds %v", id, found)
			continue
		}
		if v.Impact == "" || v.Help == "" || len(v.Targets) == 0 || !strings.Contains(v.Targets[0], target) {
			t.Errorf("%s: want its impact, help and first element (a %s), got %s", id, target, v)
		}
	}
}
