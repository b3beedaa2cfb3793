package i18n

import "testing"

// A title after a label's colon: French lowers its first capital, English keeps it, and
// an abbreviation or a one-letter title stays as it is.
func TestAfterColon(t *testing.T) {
	cases := []struct{ lang, in, want string }{
		{"fr", "Le jeu standard", "le jeu standard"},
		{"fr", "Édition", "édition"},
		{"fr", "PR et victoire", "PR et victoire"},
		{"fr", "A", "A"},
		{"fr", "", ""},
		{"en", "The standard game", "The standard game"},
	}
	for _, c := range cases {
		if got := AfterColon(c.lang, c.in); got != c.want {
			t.Errorf("%s %q: got %q, want %q", c.lang, c.in, got, c.want)
		}
	}
}
