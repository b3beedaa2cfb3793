package check

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The check reads back what each figure prints over the board (the miles, the phases,
// the fighters the engine computes): change a phase in the rules reference's inline SVG
// and the check names the page and the figure.
func TestTamperedFigureFails(t *testing.T) {
	dir, in := kit(t, "rules-reference")
	path := filepath.Join(dir, "en", "rules-reference.html")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	was, now := `aria-label="End of phase 2"`, `aria-label="End of phase 9"`
	if !strings.Contains(string(b), was) {
		t.Fatalf("the page has no %s", was)
	}
	if err := os.WriteFile(path, []byte(strings.Replace(string(b), was, now, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	p := report(Printed(dir, in))
	if !strings.Contains(p, "en/rules-reference.html: figure movement-example: expected it to print") {
		t.Errorf("the check missed the changed figure:\n%s", p)
	}
}

// figureText reads a figure's labels from its inline SVG, in order, and nothing else.
func TestFigureText(t *testing.T) {
	page := `<p aria-label="not this">x</p><figure class="figure" data-figure="a"><svg aria-label="Cap"><g aria-label="1"></g><g aria-label="Start &amp; go"></g></svg></figure><figure data-figure="b"><g aria-label="2"></g></figure>`
	if got := figureText(page, "a"); got != "Cap 1 Start & go" {
		t.Errorf("figure a reads %q", got)
	}
	if got := figureText(page, "c"); got != "" {
		t.Errorf("a missing figure reads %q", got)
	}
}
