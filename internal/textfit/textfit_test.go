package textfit

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
)

// A size the fitter cannot step down from in MaxSteps steps is refused, naming the text
// and the sizes, where it used to loop for ever (infinite, or 1e20: taking a quarter
// point off leaves it unchanged) or for a million steps.
func TestRefusesSizesItCannotStepThrough(t *testing.T) {
	w := Where{Component: "tracks", Item: "title", Lang: "en"}
	for _, c := range []struct{ size, min float64 }{
		{math.Inf(1), 6}, {1e20, 1e20}, {1e6, 6}, {math.NaN(), 6}, {9, math.Inf(-1)},
	} {
		f := draw.Font{Face: draw.Serif, Size: c.size}
		_, errLine := Line(w, f, c.min, "Foxwood", 1)
		_, _, errBlock := Block(w, f, c.min, "Foxwood", 1, 1, 1.2)
		for _, err := range []error{errLine, errBlock} {
			if err == nil || !strings.Contains(err.Error(), "tracks, title (en): font size") {
				t.Errorf("size %v down to %v: want the sizes refused, got %v", c.size, c.min, err)
			}
		}
	}
	// The widest range it accepts still fits.
	if _, err := Line(w, draw.Font{Face: draw.Serif, Size: 6 + MaxSteps*Step}, 6, "Foxwood", 100); err != nil {
		t.Errorf("a range of exactly MaxSteps steps: %v", err)
	}
}

// An overflow says which way the text does not fit, by how much, and which layout key to
// change: a word wider than its column is a width problem, however tall the box (it
// used to be reported as heights: "2.5 mm needed, 6.4 mm available").
func TestOverflowSaysWhichWayAndWhere(t *testing.T) {
	w := Where{Component: "counters", Item: "gawaine name", Lang: "en", Source: "layout/counters.toml:12: name.font"}
	f := draw.Font{Face: draw.Sans, Size: 7}
	for _, c := range []struct {
		name          string
		err           error
		want, notwant string
	}{
		{"a word too wide", blockErr(w, f, "Gawaine", 2, 50), "mm wide", "mm tall"},
		{"too many lines", blockErr(w, f, "a b c d e f g h i j k l m n o p", 3, 3), "mm tall", "mm wide"},
		{"a line", lineErr(w, f, "Gawaine", 2), "mm wide", "mm tall"},
	} {
		var over *OverflowError
		if !errors.As(c.err, &over) {
			t.Fatalf("%s: want an overflow, got %v", c.name, c.err)
		}
		msg := c.err.Error()
		if !strings.Contains(msg, c.want) || strings.Contains(msg, c.notwant) || !strings.Contains(msg, "too") ||
			!strings.Contains(msg, "change layout/counters.toml:12: name.font") {
			t.Errorf("%s: %s", c.name, msg)
		}
		if over.Need <= over.Box {
			t.Errorf("%s: need %v mm, room %v mm: the need must exceed the room", c.name, over.Need, over.Box)
		}
	}
}

func blockErr(w Where, f draw.Font, s string, width, height float64) error {
	_, _, err := Block(w, f, 6, s, width, height, 1.1)
	return err
}

func lineErr(w Where, f draw.Font, s string, width float64) error {
	_, err := Line(w, f, 6, s, width)
	return err
}

// The no-break spaces the typography prints are never a break and have their width: a
// column as narrow as the bound words still holds them on one line, and one narrower
// breaks only at the ordinary space.
func TestNoBreakSpaces(t *testing.T) {
	f := draw.Font{Face: draw.Serif, Size: 10}
	for _, nb := range []string{"\u00a0", "\u202f"} {
		if w := draw.Width(f, nb); w <= 0 || w > draw.Width(f, "m") {
			t.Errorf("%U: width %.3f mm, want a space's (0 < w ≤ an m's %.3f mm)", []rune(nb)[0], w, draw.Width(f, "m"))
		}
		bound := "w" + nb + "domu"
		s := "dom " + bound
		lines, ok := Wrap(f, s, draw.Width(f, bound))
		if !ok || len(lines) != 2 || lines[1] != bound {
			t.Errorf("%q in a column of %q: got %q (ok %v), want the bound words whole on the second line", s, bound, lines, ok)
		}
		if got := draw.Width(f, bound); got <= draw.Width(f, "wdomu") {
			t.Errorf("%q measured %.3f mm, no wider than without its space", bound, got)
		}
		if _, ok := Wrap(f, bound, draw.Width(f, "domu")); ok {
			t.Errorf("%q wrapped into a column narrower than itself: a no-break space broke", bound)
		}
	}
}
