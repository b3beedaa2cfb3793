package rulehtml

import (
	"bytes"
	"context"
	"html"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	pdfread "github.com/ledongthuc/pdf"

	"github.com/excalibur-kit/excalibur/internal/rulebook"
)

// chromium finds a Chromium or Chrome on PATH, or skips the test.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("no chromium, chromium-browser or google-chrome on PATH: the page is not opened in a browser (apt-get install chromium)")
	return ""
}

// headless runs the browser on a file with the given action flags, offline, and
// returns its standard output.
func headless(t *testing.T, bin, file string, action ...string) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	args := append([]string{
		"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--disable-extensions", "--user-data-dir=" + t.TempDir(),
	}, action...)
	args = append(args, "file://"+file)
	cmd := exec.CommandContext(ctx, bin, args...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %s: %v\n%s", bin, strings.Join(action, " "), err, tail(stderr.String(), 2000))
	}
	return stdout.Bytes()
}

func tail(s string, n int) string {
	if len(s) > n {
		return "…" + s[len(s)-n:]
	}
	return s
}

var (
	reStartTag = regexp.MustCompile(`<([a-zA-Z][a-zA-Z0-9]*)[\s>/]`)
	reH2       = regexp.MustCompile(`<h2 id="([^"]+)"[^>]*>(.*?)</h2>`)
	reTags     = regexp.MustCompile(`<[^>]*>`)
)

// tagCounts counts the start tags of a page by name.
func tagCounts(page []byte) map[string]int {
	out := map[string]int{}
	for _, m := range reStartTag.FindAllSubmatch(page, -1) {
		out[strings.ToLower(string(m[1]))]++
	}
	return out
}

// The page opens in a real browser: the DOM Chromium builds holds every section's
// heading, and exactly the elements the renderer wrote (the HTML parser had nothing to
// mend); and it prints to PDF.
func TestChromium(t *testing.T) {
	bin := chromium(t)
	books := map[string]func(*testing.T) *rulebook.Book{
		"test-book": func(t *testing.T) *rulebook.Book { return buildTest(t, testRules()) },
		"rules-en":  englishBook,
		"rules-pl":  func(t *testing.T) *rulebook.Book { return bookIn(t, "pl") },
		"rules-fr":  func(t *testing.T) *rulebook.Book { return bookIn(t, "fr") },
	}
	for _, name := range []string{"test-book", "rules-en", "rules-pl", "rules-fr"} {
		t.Run(name, func(t *testing.T) {
			b := books[name](t)
			page := render(t, b)
			dir := t.TempDir()
			file := filepath.Join(dir, name+".html")
			if err := os.WriteFile(file, page, 0o644); err != nil {
				t.Fatal(err)
			}

			dom := headless(t, bin, file, "--dump-dom")
			headings := map[string]string{}
			for _, m := range reH2.FindAllSubmatch(dom, -1) {
				headings[string(m[1])] = html.UnescapeString(reTags.ReplaceAllString(string(m[2]), ""))
			}
			for _, sec := range b.Sections {
				want := strings.TrimSpace(sec.Number + " " + shown(sec.Title) + "§")
				if got, ok := headings[sec.ID]; !ok || got != want {
					t.Errorf("Chromium's DOM: section %s heading %q, want %q", sec.ID, got, want)
				}
			}
			if !bytes.Contains(dom, []byte(`<html lang="`+b.Lang+`"`)) {
				t.Errorf("Chromium's DOM has no <html lang=%q>", b.Lang)
			}
			want, got := tagCounts(page), tagCounts(dom)
			for name, n := range want {
				if got[name] != n {
					t.Errorf("<%s>: %d written, %d in Chromium's DOM: the HTML parser mended the page", name, n, got[name])
				}
			}
			for name, n := range got {
				if want[name] == 0 {
					t.Errorf("<%s>: %d in Chromium's DOM, none written", name, n)
				}
			}

			pdf := filepath.Join(dir, name+".pdf")
			headless(t, bin, file, "--no-pdf-header-footer", "--print-to-pdf="+pdf)
			data, err := os.ReadFile(pdf)
			if err != nil {
				t.Fatalf("no PDF printed: %v", err)
			}
			r, err := pdfread.NewReader(bytes.NewReader(data), int64(len(data)))
			if err != nil || r.NumPage() < 2 {
				t.Fatalf("the printed PDF (%d bytes) does not read as a PDF of pages: %v", len(data), err)
			}
			t.Logf("%s: %d bytes of HTML, %d pages of PDF", name, len(page), r.NumPage())
			if out := os.Getenv("RULEHTML_OUT"); out != "" {
				os.WriteFile(filepath.Join(out, name+".pdf"), data, 0o644)
			}
		})
	}
}
