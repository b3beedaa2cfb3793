package component

import (
	"fmt"
	"math"
	"strconv"

	"github.com/excalibur-kit/excalibur/internal/draw"
)

// ParseColour reads #RRGGBB (the data files check the form).
func ParseColour(s string) (draw.Color, error) {
	if len(s) != 7 || s[0] != '#' {
		return draw.Color{}, fmt.Errorf("colour %q: expected #RRGGBB", s)
	}
	v, err := strconv.ParseUint(s[1:], 16, 32)
	if err != nil {
		return draw.Color{}, fmt.Errorf("colour %q: %w", s, err)
	}
	return hex(uint32(v)), nil
}

// luminance is the WCAG relative luminance of a colour.
func luminance(c draw.Color) float64 {
	lin := func(v uint8) float64 {
		x := float64(v) / 255
		if x <= 0.03928 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

// Contrast is the WCAG contrast ratio of two colours, from 1 to 21.
func Contrast(a, b draw.Color) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// TextOn picks black or white text for a ground, whichever contrasts more: computed,
// not chosen by eye, so every colour of the data gets legible text.
func TextOn(ground draw.Color) draw.Color {
	if Contrast(ground, draw.Black) >= Contrast(ground, draw.White) {
		return draw.Black
	}
	return draw.White
}

// Mix blends a colour towards another: t = 0 is a, t = 1 is b.
func Mix(a, b draw.Color, t float64) draw.Color {
	m := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*t)) }
	return draw.Color{R: m(a.R, b.R), G: m(a.G, b.G), B: m(a.B, b.B)}
}

// hex is a colour written 0xRRGGBB.
func hex(v uint32) draw.Color { return draw.Color{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v)} }
