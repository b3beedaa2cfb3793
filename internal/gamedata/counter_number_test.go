package gamedata

import "testing"

// A counter prints its ID in two digits, and so must everything that names it.
func TestCounterNumberHasTwoDigits(t *testing.T) {
	for id, want := range map[int]string{1: "01", 2: "02", 52: "52"} {
		if got := CounterNumber(id); got != want {
			t.Errorf("CounterNumber(%d) = %q, want %q", id, got, want)
		}
	}
}
