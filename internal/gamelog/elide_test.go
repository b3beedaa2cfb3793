package gamelog

import "testing"

// The prepositions of a place name are written as the language writes them before it.
func TestElide(t *testing.T) {
	for _, c := range []struct{ lang, in, want string }{
		{"fr", "la route de Yarrow", "la route de Yarrow"},
		{"fr", "le manoir de Ashcombe", "le manoir d’Ashcombe"},
		{"pl", "przemarsz z Swanbourne do Netherby", "przemarsz ze Swanbourne do Netherby"},
		{"pl", "stoi w Fletcham", "stoi we Fletcham"},
		{"pl", "stoi w Frampton", "stoi we Frampton"},
		{"pl", "z Saxby", "z Saxby"},
		{"pl", "w Wickham", "w Wickham"},
		{"pl", "z Opactwa Carse", "z Opactwa Carse"},
	} {
		if got := Elide(c.lang, c.in); got != c.want {
			t.Errorf("%s %q: %q, want %q", c.lang, c.in, got, c.want)
		}
	}
}
