package layout

import (
	"regexp"
	"strings"
	"testing"
)

// Counters to mount are printed on one side of a home printer's stock: anything else in
// [mounting] is an error naming the file, its line and the key.
func TestMountingPrintedOneSide(t *testing.T) {
	located := regexp.MustCompile(`^layout/print-list\.toml:[1-9][0-9]*: `)
	for _, tt := range []struct{ old, new, want string }{
		{`sides = "one"        # on one side only`, `sides = "backs"      # on one side only`, `mounting.sides: expected one`},
		{`stock = "paper"      # what they are printed on`, `stock = "shop"       # what they are printed on`, `mounting.stock: expected card or paper`},
	} {
		_, err := Load(builtIn(t, "print-list.toml", tt.old, tt.new))
		if err == nil || !strings.Contains(err.Error(), tt.want) || !located.MatchString(err.Error()) {
			t.Errorf("%q → %q: error %v, want one naming layout/print-list.toml, a line and %q", tt.old, tt.new, err, tt.want)
		}
	}
}
