package layout

import (
	"regexp"
	"strings"
	"testing"
)

// A component's own [palette] changes that component's colours alone; a key it leaves
// out keeps kit.toml's, and its ink-saver palette is its own table.
func TestComponentPalette(t *testing.T) {
	const own = "#1F4E79"
	l, err := Load(builtIn(t, "rulebook.toml", "\n[palette_ink_saver]\n", "accent = \""+own+"\"\n\n[palette_ink_saver]\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := l.PaletteOf("rulebook", false); got.Accent != own || got.Ink != l.Palette.Ink || got.Paper != l.Palette.Paper {
		t.Errorf("the rulebook's palette is %+v, want kit.toml's with the accent %s", got, own)
	}
	for _, other := range []string{"order-sheet", "quick-reference", "tracks", KitPart, "no-such-component"} {
		if got := l.PaletteOf(other, false); got != l.Palette {
			t.Errorf("%s took the rulebook's accent: %+v", other, got)
		}
	}
	if got := l.PaletteOf("rulebook", true); got != l.InkSaverPalette {
		t.Errorf("the rulebook's ink saver is %+v, want kit.toml's %+v: the accent was given to the standard palette only", got, l.InkSaverPalette)
	}

	l, err = Load(builtIn(t, "order-sheet.toml", "(kit.toml [palette_ink_saver]).\n", "(kit.toml [palette_ink_saver]).\nrule = \"#777777\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := l.PaletteOf("order-sheet", true); got.Rule != "#777777" || got.Ink != l.InkSaverPalette.Ink {
		t.Errorf("the order sheet's ink saver is %+v, want kit.toml's with the rule #777777", got)
	}
	if got := l.PaletteOf("order-sheet", false); got != l.Palette {
		t.Errorf("an ink-saver change reached the standard palette: %+v", got)
	}
}

// A component's palette is checked as strictly as the rest of its file.
func TestComponentPaletteErrors(t *testing.T) {
	for _, tt := range []struct{ file, add, want string }{
		{"tracks.toml", `accent = "red"`, `palette.accent: expected a colour #RRGGBB, got "red"`},
		{"board.toml", `acent = "#112233"`, "palette.acent: unknown key"},
		{"manor-cards.toml", "ink = 3", "palette.ink"},
	} {
		_, err := Load(builtIn(t, tt.file, "\n[palette_ink_saver]\n", tt.add+"\n\n[palette_ink_saver]\n"))
		located := regexp.MustCompile(`^layout/` + regexp.QuoteMeta(tt.file) + `:[1-9][0-9]*: `)
		if err == nil || !strings.Contains(err.Error(), tt.want) || !located.MatchString(err.Error()) {
			t.Errorf("%s + %q: error %v, want one naming the file, a line and %q", tt.file, tt.add, err, tt.want)
		}
	}
}
