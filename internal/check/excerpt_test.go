package check

import (
	"strings"
	"testing"
)

func TestExcerpt(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{strings.Repeat("a", 40), strings.Repeat("a", 40)},
		{strings.Repeat("a", 41), strings.Repeat("a", 40) + "…"},
		{strings.Repeat("ł", 45), strings.Repeat("ł", 40) + "…"},
	} {
		if got := excerpt(c.in); got != c.want {
			t.Errorf("excerpt(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
