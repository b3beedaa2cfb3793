package layout

import (
	"regexp"
	"strings"
	"testing"

	layoutfs "github.com/excalibur-kit/excalibur/layout"
)

var reLocated = regexp.MustCompile(`^layout/board\.toml:[1-9][0-9]*: `)

// The board's layout loads strictly: the built-in file is complete, and an unknown key,
// a missing one, a number that is not positive (or below 0 where 0 is allowed), a font
// of an unknown face or below the kit's smallest type, a bad colour or a place too
// small for a counter is an error naming the file and the key.
func TestBoardLayout(t *testing.T) {
	l, err := Load(layoutfs.FS)
	if err != nil {
		t.Fatal(err)
	}
	if l.Board.Tiles.Overlap <= 0 || l.Board.Colours.Ground == "" {
		t.Fatalf("board layout not read: %+v", l.Board.Tiles)
	}
	for _, tt := range []struct{ old, new, want string }{
		{"overlap = 10 ", "overlapp = 10 ", `tiles.overlapp: unknown key`},
		{"overlap = 10 ", "# overlap = 10 ", "tiles.overlap: missing"},
		{"hatch = 3 ", "hatch = 0 ", "tiles.hatch: expected a positive number"},
		{`ground = "#EDE2C2"`, `ground = "parchment"`, `colours.ground: expected a colour #RRGGBB, got "parchment"`},
		{"note_gap = 0.6 ", "note_gap = -1 ", "tiles.note_gap: expected a number from 0 to 10000"},
		{`manor = { face = "caps", size = 10.5, min = 6 }`, `manor = { face = "caps", size = 10.5, min = 4 }`, "fonts.manor.min: 4 pt is below the kit's smallest type"},
		{`grid = { face = "sans-bold"`, `grid = { face = "sans-heavy"`, `fonts.grid.face: unknown face "sans-heavy"`},
		{"milestone = 8.4 ", "milestone = 5 ", "marks.milestone: a place of radius 5 mm is too small for a counter"},
	} {
		_, err := Load(builtIn(t, "board.toml", tt.old, tt.new))
		if err == nil || !strings.Contains(err.Error(), tt.want) || !reLocated.MatchString(err.Error()) {
			t.Errorf("%q → %q: error %v, want one naming %s, a line and %q", tt.old, tt.new, err, BoardFile, tt.want)
		}
	}
}
