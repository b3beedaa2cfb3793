package machine

import (
	"slices"
	"testing"

	"github.com/excalibur-kit/excalibur/rules"
)

// TestPathIntoAsPathTo holds pathInto, which writes a road into a kept buffer, to the
// engine's PathTo for every pair of places, the buffer reused throughout.
func TestPathIntoAsPathTo(t *testing.T) {
	e := testEngine(t)
	var buf []rules.Place
	for from := range rules.Place(e.Places()) {
		for to := range rules.Place(e.Places()) {
			buf = pathInto(e, buf[:0], from, to)
			if want := e.PathTo(from, to); !slices.Equal(buf, want) {
				t.Fatalf("%s to %s: pathInto gives %v, PathTo %v", e.PlaceID(from), e.PlaceID(to), buf, want)
			}
		}
	}
}
