package rulehtml

import (
	"strings"
	"testing"
)

// The glossary linker, case by case: whole words, any case, longest term first, each
// term once, forms with and without an abbreviation sharing one link.
func TestLinker(t *testing.T) {
	terms := []term{
		{"Attack value (AV)", "term-av"},
		{"Attack value", "term-av"}, // the form without the abbreviation, as collected
		{"Value", "term-value"},
		{"Manor", "term-manor"},
		{"Manor house", "term-manor-house"},
		{"Man-at-arms", "term-maa"},
		{"Arms", "term-arms"},
		{"King Arthur's road", "term-road"},
		{"Knight", "term-knight"},
		{"Knight", "term-knight-2"}, // given twice: the first definition wins
		{"Śmierć", "term-smierc"},
	}
	for _, c := range []struct {
		name string
		in   []string // runs of one section, in order
		want string   // [text|id] for links
	}{
		{"plain", []string{"A manor."}, "A [manor|term-manor]."},
		{"case", []string{"MANOR and Manor"}, "[MANOR|term-manor] and Manor"},
		{"whole words", []string{"manorial manors manor"}, "manorial manors [manor|term-manor]"},
		{"longest first", []string{"the manor house of the manor"}, "the [manor house|term-manor-house] of the [manor|term-manor]"},
		{"longest at one place", []string{"attack value and value"}, "[attack value|term-av] and [value|term-value]"},
		{"abbreviation", []string{"the attack value (AV) then the attack value"}, "the [attack value (AV)|term-av] then the attack value"},
		{"one link for both forms", []string{"attack value, then attack value (AV)"}, "[attack value|term-av], then attack value (AV)"},
		{"once a section", []string{"a manor", "another manor"}, "a [manor|term-manor]|another manor"},
		{"spaces and line breaks", []string{"a manor\n  house"}, "a [manor\n  house|term-manor-house]"},
		{"hyphenated compound", []string{"men-at-arms and arms, a man-at-arms"}, "men-at-arms and [arms|term-arms], a [man-at-arms|term-maa]"},
		{"not inside a compound", []string{"non-manor land"}, "non-manor land"},
		{"apostrophes", []string{"on King Arthur’s road"}, "on [King Arthur’s road|term-road]"},
		{"possessive", []string{"a knight's horse"}, "a [knight|term-knight]'s horse"},
		{"punctuation around", []string{"(knight)"}, "([knight|term-knight])"},
		{"unicode case", []string{"ŚMIERĆ lorda"}, "[ŚMIERĆ|term-smierc] lorda"},
		{"nothing", []string{"", "no terms here"}, "|no terms here"},
	} {
		l := newLinker(terms)
		var got []string
		for _, run := range c.in {
			var b strings.Builder
			for _, sp := range l.split(run) {
				if sp.ID == "" {
					b.WriteString(sp.Text)
				} else {
					b.WriteString("[" + sp.Text + "|" + sp.ID + "]")
				}
			}
			got = append(got, b.String())
		}
		if g := strings.Join(got, "|"); g != c.want {
			t.Errorf("%s: %q\n got %q\nwant %q", c.name, c.in, g, c.want)
		}
	}
}

func TestSlug(t *testing.T) {
	for in, want := range map[string]string{
		"Attack value (AV)":  "attack-value-av",
		"King Arthur's road": "king-arthur-s-road",
		"  Manor  ":          "manor",
		"Śmierć lorda":       "śmierć-lorda",
		"Défense":            "défense",
		"!!":                 "",
	} {
		if got := slug(in); got != want {
			t.Errorf("slug(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestAbbreviation(t *testing.T) {
	for in, want := range map[string]string{
		"Attack value (AV)":     "Attack value",
		"Reverence Points (RP)": "Reverence Points",
		"Manor":                 "",
		"(AV)":                  "",
	} {
		got := ""
		if m := reAbbrev.FindStringSubmatch(in); m != nil {
			got = m[1]
		}
		if got != want {
			t.Errorf("%q: short form %q, want %q", in, got, want)
		}
	}
}
