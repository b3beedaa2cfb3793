package layout

import (
	"regexp"
	"strings"
	"testing"

	layoutfs "github.com/excalibur-kit/excalibur/layout"
)

// The order sheet's, the tracks card's and kit.toml's sheet settings load as strictly as
// the manor cards': each mistake is an error naming the file, the line and the key.
func TestSheetsLayout(t *testing.T) {
	l, err := Load(layoutfs.FS)
	if err != nil {
		t.Fatal(err)
	}
	if l.OrderSheet.Title.Font.Face != "caps" || l.Tracks.Road.Cell == 0 || l.Furniture.Text.Size == 0 || l.Palette.Ink.Draw().R == 0 {
		t.Fatalf("sheets' layout not read: %+v %+v", l.OrderSheet.Title, l.Furniture.Text)
	}
	for _, tt := range []struct{ file, old, new, want string }{
		{"order-sheet.toml", "step = 6 ", "stp = 6 ", "header.stp: unknown key"},
		{"order-sheet.toml", "reverence = 1.1 ", "# reverence = 1.1 ", "treasury.columns.reverence: missing"},
		{"order-sheet.toml", "min_rows = 4 ", "min_rows = 0 ", "roster.min_rows: expected a positive number"},
		{"order-sheet.toml", "share = 0.45 ", "share = 0.5 ", "title.share: the title's room (0.5 of the width) runs into the fields (from 0.47)"},
		{"order-sheet.toml", "start_share = 0.5 ", "start_share = 1 ", "treasury.start_share: expected a share below 1, got 1"},
		{"order-sheet.toml", `head = { face = "sans-bold", size = 7, min = 6 }`, `head = { face = "sans-bold", size = 7, min = 5 }`, "form.head.min: 5 pt is below the kit's smallest type"},
		{"tracks.toml", `bad = "#B9C4CF"`, `bad = "blue"`, `colours.bad: expected a colour #RRGGBB, got "blue"`},
		{"tracks.toml", "icon_top = 0.1 ", "icon_top = 0.6 ", "road.icon_top: the icon reaches past the box's foot"},
		{"tracks.toml", "cell = 25 ", "cell = 16 ", "road.cell: a box of 16 mm does not hold a counter of 15.875 mm (kit.toml counters.size) with the clearance: expected at least 17.88"},
		{"tracks.toml", "top = 0.62 ", "top = 1.2 ", "pattern.top: expected a share of the box below 1, got 1.2"},
		{"tracks.toml", `head = { face = "sans-bold", size = 8, min = 6 }`, `head = { face = "sans-bold", size = 8, min = 7 }`, "table.head.min: the heading shrinks with the body, by as much: expected 6"},
		{"kit.toml", "furniture = 9 ", "furniture = 0 ", "sheets.furniture: expected a positive number, got 0"},
		{"kit.toml", "bar_block = 10 ", "bar_blok = 10 ", "furniture.bar_blok: unknown key"},
		{"kit.toml", "row_line = 0.15 ", "row_line = -1 ", "tables.row_line: expected a positive number up to 10000, got -1"},
		{"kit.toml", `tint = "#E8DCC0"`, `tint = "E8DCC0"`, `palette.tint: expected a colour #RRGGBB, got "E8DCC0"`},
		{"kit.toml", "[palette_ink_saver]", "[ink_saver_palette]", "ink_saver_palette"},
	} {
		_, err := Load(builtIn(t, tt.file, tt.old, tt.new))
		located := regexp.MustCompile(`^layout/` + regexp.QuoteMeta(tt.file) + `:[1-9][0-9]*: `)
		if err == nil || !strings.Contains(err.Error(), tt.want) || !located.MatchString(err.Error()) {
			t.Errorf("%s: %q → %q: error %v, want one naming the file, a line and %q", tt.file, tt.old, tt.new, err, tt.want)
		}
	}
}

// An error of the furniture can name its key in kit.toml, as a component's names its own.
func TestKitPartSource(t *testing.T) {
	l, err := Load(layoutfs.FS)
	if err != nil {
		t.Fatal(err)
	}
	s := l.Part(KitPart).Source("furniture.title")
	if s.Line == 0 || !strings.HasPrefix(s.String(), File+":") || !strings.HasSuffix(s.String(), ": furniture.title") {
		t.Errorf("furniture.title is at %q, want its line in %s", s, File)
	}
}
