package layout

import (
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	layoutfs "github.com/excalibur-kit/excalibur/layout"
)

var reLocated = regexp.MustCompile(`^layout/board\.toml:[1-9][0-9]*: `)

// The board's layout loads strictly: the built-in file is complete, and an unknown key,
// a missing one, a number that is not positive, a bad colour or a place too small for a
// counter is an error naming the file and the key.
func TestBoardLayout(t *testing.T) {
	l, err := Load(layoutfs.FS)
	if err != nil {
		t.Fatal(err)
	}
	if l.Board.Tiles.Overlap <= 0 || l.Board.Colours.Ground == "" {
		t.Fatalf("board layout not read: %+v", l.Board.Tiles)
	}
	kit, _ := layoutfs.FS.ReadFile("kit.toml")
	board, _ := layoutfs.FS.ReadFile("board.toml")
	for _, tt := range []struct{ old, new, want string }{
		{"overlap = 10 ", "overlapp = 10 ", `tiles.overlapp: unknown key`},
		{"overlap = 10 ", "# overlap = 10 ", "tiles.overlap: expected a positive number"},
		{"hatch = 3 ", "hatch = 0 ", "tiles.hatch: expected a positive number"},
		{`ground = "#EDE2C2"`, `ground = "parchment"`, `colours.ground: expected a colour #RRGGBB, got "parchment"`},
		{"milestone = 8.4 ", "milestone = 5 ", "marks.milestone: a place of radius 5 mm is too small for a counter"},
	} {
		if !strings.Contains(string(board), tt.old) {
			t.Fatalf("board.toml has no %q", tt.old)
		}
		fsys := fstest.MapFS{
			"kit.toml":   {Data: kit},
			"board.toml": {Data: []byte(strings.Replace(string(board), tt.old, tt.new, 1))},
		}
		_, err := Load(fsys)
		if err == nil || !strings.Contains(err.Error(), tt.want) || !reLocated.MatchString(err.Error()) {
			t.Errorf("%q → %q: error %v, want one naming %s, a line and %q", tt.old, tt.new, err, BoardFile, tt.want)
		}
	}
}
