package layout

import (
	"regexp"
	"strings"
	"testing"

	layoutfs "github.com/excalibur-kit/excalibur/layout"
)

// The rulebook's and the quick reference's layouts load strictly: each mistake is an
// error naming the file, the line and the key, with what was expected.
func TestBookLayouts(t *testing.T) {
	l, err := Load(layoutfs.FS)
	if err != nil {
		t.Fatal(err)
	}
	if l.Rulebook.Page.Measure == 0 || l.Rulebook.Text.Body.Face != "serif" || len(l.QuickReference.Tries) == 0 {
		t.Fatalf("book layouts not read: %+v, %+v", l.Rulebook.Page, l.QuickReference)
	}
	for _, tt := range []struct{ file, old, new, want string }{
		{"rulebook.toml", "measure = 126 ", "measure = 215 ", "page.measure: the column is as wide as a4 paper or wider, by 5.0 mm"},
		{"rulebook.toml", "measure = 126 ", "measur = 126 ", "page.measur: unknown key"},
		{"rulebook.toml", "bottom = 24 ", "bottom = 280 ", "page.bottom: no room is left for text on a4 paper: 7.0 mm too much"},
		{"rulebook.toml", `code_face = "sans"`, `code_face = "mono"`, `text.code_face: expected one of serif,`},
		{"rulebook.toml", "start = 0.35 ", "start = 0.7 ", "break.end: expected the rule to end (0.65) after it starts (break.start 0.7)"},
		{"rulebook.toml", "y = 0.38 ", "y = 1.38 ", "part_page.y: expected a share of the page of at most 1, got 1.38"},
		{"rulebook.toml", `font = { face = "caps", size = 19, min = 6 }`, `font = { face = "caps", size = 19, min = 5 }`, "headings.section.font.min: 5 pt is below the kit's smallest type"},
		{"quick-reference.toml", "tries = [1, 0.99,", "tries = [0.99, 1,", "tries: expected scales above 0 and at most 1, largest first"},
		{"quick-reference.toml", "tries = [1, 0.99, 0.98, 0.97, 0.96, 0.95, 0.94, 0.93, 0.92, 0.91, 0.9, 0.89, 0.88, 0.87, 0.86, 0.85, 0.84, 0.83, 0.82, 0.81, 0.8, 0.79, 0.78, 0.77, 0.76, 0.75, 0.74, 0.73, 0.72, 0.71, 0.7, 0.69, 0.68, 0.67, 0.66]", "tries = []", "tries: expected at least one scale to try"},
		{"quick-reference.toml", "margin = 14 ", "margin = 110 ", "page.gap: no room is left for the columns on a4 paper"},
		{"quick-reference.toml", "columns = 2 ", "columns = 0 ", "page.columns: expected a positive number"},
	} {
		_, err := Load(builtIn(t, tt.file, tt.old, tt.new))
		located := regexp.MustCompile(`^layout/` + regexp.QuoteMeta(tt.file) + `:[1-9][0-9]*: `)
		if err == nil || !strings.Contains(err.Error(), tt.want) || !located.MatchString(err.Error()) {
			t.Errorf("%s: %q → %q: error %v, want one naming the file, a line and %q", tt.file, tt.old, tt.new, err, tt.want)
		}
	}
}
