package textfit

import (
	"math"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
)

// A size the fitter cannot step down from in MaxSteps steps is refused, naming the text
// and the sizes, where it used to loop for ever (infinite, or 1e20: taking a quarter
// point off leaves it unchanged) or for a million steps.
func TestRefusesSizesItCannotStepThrough(t *testing.T) {
	w := Where{"tracks", "title", "en"}
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
