package pages

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/testkit/layoutlint"
)

// The rulebook's setter keeps no layout of its own: its page, type and spaces are
// layout/rulebook.toml's and layout/quick-reference.toml's. This names any layout value
// that creeps back into the package (the rule is the drawing code's, layoutlint's).
func TestNoLayoutInSetter(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		found, err := layoutlint.Constants(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range found {
			t.Errorf("%s: a layout value in the rulebook's setter (put it in layout/rulebook.toml or layout/quick-reference.toml)", s)
		}
		checked++
	}
	if checked == 0 {
		t.Fatal("no Go file of the package was checked")
	}
}
