package i18n

import (
	"strings"
	"testing"
)

// The Polish dash style: a spaced en dash, a hyphen in a compound, an unspaced en dash in
// a range or a relation; every other dash is named with what to write. English and
// French have no such rule.
func TestDashes(t *testing.T) {
	for _, c := range []struct {
		text string
		want string // part of the one problem; "" when the text is clean
	}{
		{"oraz – jeśli chcesz – tekturę", ""},
		{"druk czarno-biały, rzuty 2–4, droga Barsham–Hazlemere, {{.a}}–{{.b}}", ""},
		{"- punkt listy\n  - punkt wcięty", ""},
		{"– wiersz źródła zaczęty półpauzą", ""},
		{"–", ""},
		{" – ", ""},
		{"oraz — jeśli", "an em dash"},
		{"—", "an em dash"},
		{"oraz - jeśli", "a spaced hyphen"},
		{"oraz –jeśli", "spaced on one side only"},
		{"oraz– jeśli", "spaced on one side only"},
		{"czarno–biały", "a compound takes a hyphen"},
	} {
		got := Dashes("pl", c.text)
		switch {
		case c.want == "" && len(got) > 0:
			t.Errorf("%q: clean, yet %v", c.text, got)
		case c.want != "" && (len(got) != 1 || !strings.Contains(got[0], c.want)):
			t.Errorf("%q: want one problem saying %q, got %v", c.text, c.want, got)
		}
	}
	for _, lang := range []string{"en", "fr"} {
		if got := Dashes(lang, "a — b - c"); len(got) > 0 {
			t.Errorf("%s has no one-dash rule, yet %v", lang, got)
		}
	}
}
