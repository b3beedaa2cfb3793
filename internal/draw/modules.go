package draw

import (
	"slices"

	"github.com/go-fonts/dejavu/dejavuserif"
	"github.com/go-fonts/latin-modern/lmroman10regular"
	"github.com/go-fonts/liberation/liberationsansbold"
	"github.com/go-fonts/liberation/liberationsansregular"
)

// Fonts from Go font modules that the program carries beside the kit's own faces, for a
// layout to name ([faces.NAME] module = "..." in layout/kit.toml). Each one is a
// megabyte or less of the binary; to offer another, import its module's package here
// and add a line (docs/designing.md says how).
var moduleFonts = map[string][]byte{
	"liberation-sans":      liberationsansregular.TTF,
	"liberation-sans-bold": liberationsansbold.TTF,
	"dejavu-serif":         dejavuserif.TTF,
	"latin-modern-roman":   lmroman10regular.TTF,
}

// ModuleFont is the font file of a module font by name.
func ModuleFont(name string) ([]byte, bool) {
	b, ok := moduleFonts[name]
	return b, ok
}

// ModuleFonts lists the module fonts' names, sorted.
func ModuleFonts() []string {
	names := make([]string, 0, len(moduleFonts))
	for n := range moduleFonts {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}
