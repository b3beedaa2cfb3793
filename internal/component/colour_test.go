package component

import (
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/testkit"
)

func data(t *testing.T) *gamedata.Data { return testkit.Data(t) }

func colour(t *testing.T, s string) draw.Color {
	c, err := ParseColour(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// Every text on a coloured ground meets WCAG AA (4.5:1): counters of every colour, both
// sides, and the parish bands of the cards.
func TestTextContrast(t *testing.T) {
	d := data(t)
	for _, p := range d.Players {
		g := colour(t, p.Colour)
		for side, ground := range map[string]draw.Color{"front": g, "wounded": Mix(g, draw.White, 0.55)} {
			if r := Contrast(ground, TextOn(ground)); r < 4.5 {
				t.Errorf("%s counter %s: contrast %.2f:1", p.ID, side, r)
			}
		}
	}
	for _, p := range d.Parishes {
		g := colour(t, p.Colour)
		if r := Contrast(g, TextOn(g)); r < 4.5 {
			t.Errorf("parish %s band: contrast %.2f:1", p.Letter, r)
		}
	}
	for id, g := range markerGround {
		if r := Contrast(hex(g), NewStyle(testkit.Layout(t), false).Ink); r < 4.5 {
			t.Errorf("marker %s: ink contrast %.2f:1", id, r)
		}
	}
}

// The six player colours stay apart for normal vision and for protanopia, deuteranopia
// and tritanopia (each colour has its emblem too, so this is the second line of defence).
func TestPlayerColoursUnderColourBlindness(t *testing.T) {
	const least = 12.0 // ΔE: clearly different side by side
	d := data(t)
	for _, def := range Deficiencies {
		for i, a := range d.Players {
			for _, b := range d.Players[i+1:] {
				ca, cb := Simulate(colour(t, a.Colour), def), Simulate(colour(t, b.Colour), def)
				if de := DeltaE(ca, cb); de < least {
					t.Errorf("%s: %s and %s differ by ΔE %.1f (want %.0f or more)", def, a.ID, b.ID, de, least)
				}
			}
		}
	}
}

func TestContrastOfBlackAndWhite(t *testing.T) {
	if r := Contrast(draw.Black, draw.White); r < 20.9 || r > 21.1 {
		t.Errorf("black on white: %.2f, want 21", r)
	}
	if TextOn(draw.White) != draw.Black || TextOn(draw.Black) != draw.White {
		t.Error("text on white is black, on black white")
	}
}
