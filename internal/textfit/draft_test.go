package textfit

import (
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
)

// A draft's marks never make a text overflow: wherever the English fits at the minimum
// size, the same English between ⟦ ⟧ fits too, a little smaller. Without the marks the
// fitter still stops at the minimum.
func TestDraftMarksNeverOverflow(t *testing.T) {
	w := Where{Component: "manor-cards", Item: "heading", Lang: "pl"}
	const size, min = 6.5, 6
	for _, face := range []draw.Face{draw.SansBold, draw.Serif} {
		for _, text := range []string{"Unsupervised", "A", "End of the season", "Knight, grade A"} {
			f := draw.Font{Face: face, Size: min}
			room := draw.Width(f, text) // the English just fits at the minimum
			f.Size = size
			if _, err := Line(w, f, min, text, room); err != nil {
				t.Fatalf("%q does not fit where it should: %v", text, err)
			}
			got, err := Line(w, f, min, "⟦"+text+"⟧", room)
			if err != nil {
				t.Errorf("Line: the draft marks make %q overflow: %v", text, err)
			} else if got.Size >= min {
				t.Errorf("Line: %q marked fits at %v pt, not below the minimum: the test is wrong", text, got.Size)
			}
			if _, _, err := Block(w, f, min, "⟦"+text+"⟧", room, 10, 1.2); err != nil {
				t.Errorf("Block: the draft marks make %q overflow: %v", text, err)
			}
			if _, err := Line(w, f, min, text+"xx", room); err == nil {
				t.Errorf("a text without marks that is too wide at the minimum was let through: %q", text+"xx")
			}
		}
	}
}
