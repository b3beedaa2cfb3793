package rulebook

import (
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/testkit"
)

// The Polish rules text, quick reference and labels write one dash style; a planted em
// dash is found at its file and line.
func TestDashesLint(t *testing.T) {
	cat := testkit.Catalog(t, testkit.Data(t))
	var srcs []Source
	for _, dir := range []string{"rules/pl", "rules/pl/quick"} {
		s, err := LoadSources(content.FS, dir)
		if err != nil {
			t.Fatal(err)
		}
		srcs = append(srcs, s...)
	}
	texts := append(SourceTexts(srcs), LabelTexts(cat, "pl")...)
	if len(texts) < 30 {
		t.Fatalf("only %d texts read", len(texts))
	}
	for _, err := range LintDashes("pl", texts) {
		t.Error(err)
	}
	planted := []Text{{File: "x.md", Line: 10, Body: "Zdanie.\nOraz — jeśli chcesz."}}
	errs := LintDashes("pl", planted)
	if len(errs) != 1 || !strings.HasPrefix(errs[0].Error(), "x.md:11: ") || !strings.Contains(errs[0].Error(), "em dash") {
		t.Errorf("a planted em dash: %v", errs)
	}
}
