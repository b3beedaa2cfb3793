package rulebook

import "testing"

// A term is found as whole words, with a short ending, in any case and spacing, and
// without its abbreviation; never inside another word.
func TestIndexTermUses(t *testing.T) {
	av := IndexTerm{Term: "Attack value (AV)", Forms: termForms("Attack value (AV)")}
	manor := IndexTerm{Term: "Manor", Forms: termForms("Manor")}
	for _, c := range []struct {
		t    IndexTerm
		text string
		want bool
	}{
		{av, "the attack\u00a0value of a side", true},
		{av, "Attack value (AV)", true},
		{av, "an attacker's value", false},
		{manor, "two manors held", true},
		{manor, "Manor houses", true},
		{manor, "a manorialism", false},
		{manor, "amanor", false},
	} {
		if got := c.t.Uses(c.text); got != c.want {
			t.Errorf("%q uses %q: %v, want %v", c.text, c.t.Term, got, c.want)
		}
	}
}
