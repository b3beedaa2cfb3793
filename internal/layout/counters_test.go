package layout

import (
	"regexp"
	"strings"
	"testing"
)

// The counters' safe area holds: a padding or a lord's name line that leaves a text
// nearer the cut than the safe area allows is an error naming the file, its line and
// the key, at 5/8 and at 1/2 inch.
func TestCounterSafeArea(t *testing.T) {
	located := regexp.MustCompile(`^layout/counters\.toml:[1-9][0-9]*: `)
	for _, tt := range []struct{ old, new, want string }{
		{"padding = 1.2 ", "padding = 0.9 ", "numbers.padding: the strength and the ID stand 0.90 mm from the cut"},
		{"name_above = 1.7 ", "name_above = 1.1 ", "lord.name_above: a lord's name reaches"},
		{"least = 1.2 ", "least = 1.5 ", "numbers.padding:"},
		{"share = 0.9 ", "share = 0.8 ", "numbers.padding:"},
		{"share = 0.9 ", "share = 1.2 ", "safe.share: expected a share of at most 1"},
	} {
		_, err := Load(builtIn(t, "counters.toml", tt.old, tt.new))
		if err == nil || !strings.Contains(err.Error(), tt.want) || !located.MatchString(err.Error()) {
			t.Errorf("%q → %q: error %v, want one naming layout/counters.toml, a line and %q", tt.old, tt.new, err, tt.want)
		}
	}
	l, err := Load(builtIn(t, "counters.toml", "padding = 1.2 ", "padding = 1.2 "))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []float64{15.875, 12.7} {
		if m := l.CounterLayout.Safe.SafeMargin(s); m < 1 {
			t.Errorf("at %v mm the safe area leaves %.2f mm to the cut, less than a hand cut wanders", s, m)
		}
	}
}
