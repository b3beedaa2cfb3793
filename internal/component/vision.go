package component

import (
	"math"

	"github.com/excalibur-kit/excalibur/internal/draw"
)

// Colour vision: the kit never relies on colour alone (emblems, letters, patterns), but
// its colours should still stay apart for the commonest colour-vision deficiencies. These
// simulate them (Machado, Oliveira and Fernandes 2009, full severity) and measure colour
// differences (CIE76 ΔE in L*a*b*), so a test can hold the palette to a minimum.

// Deficiency is a colour-vision deficiency, or Normal vision.
type Deficiency int

const (
	Normal Deficiency = iota
	Protanopia
	Deuteranopia
	Tritanopia
)

// Deficiencies lists normal vision and the simulated deficiencies.
var Deficiencies = []Deficiency{Normal, Protanopia, Deuteranopia, Tritanopia}

func (d Deficiency) String() string {
	return [...]string{"normal", "protanopia", "deuteranopia", "tritanopia"}[d]
}

var cvdMatrix = map[Deficiency][3][3]float64{
	Protanopia:   {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}},
	Deuteranopia: {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}},
	Tritanopia:   {{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}},
}

func toLinear(v uint8) float64 {
	x := float64(v) / 255
	if x <= 0.04045 {
		return x / 12.92
	}
	return math.Pow((x+0.055)/1.055, 2.4)
}

func fromLinear(v float64) uint8 {
	v = math.Max(0, math.Min(1, v))
	if v <= 0.0031308 {
		v *= 12.92
	} else {
		v = 1.055*math.Pow(v, 1/2.4) - 0.055
	}
	return uint8(math.Round(v * 255))
}

// Simulate shows a colour as a viewer with deficiency d sees it.
func Simulate(c draw.Color, d Deficiency) draw.Color {
	m, ok := cvdMatrix[d]
	if !ok {
		return c
	}
	l := [3]float64{toLinear(c.R), toLinear(c.G), toLinear(c.B)}
	var o [3]uint8
	for i := range o {
		o[i] = fromLinear(m[i][0]*l[0] + m[i][1]*l[1] + m[i][2]*l[2])
	}
	return draw.Color{R: o[0], G: o[1], B: o[2]}
}

// DeltaE is the CIE76 colour difference of two colours.
func DeltaE(a, b draw.Color) float64 {
	la, lb := toLab(a), toLab(b)
	return math.Sqrt(sq(la[0]-lb[0]) + sq(la[1]-lb[1]) + sq(la[2]-lb[2]))
}

func sq(v float64) float64 { return v * v }

func toLab(c draw.Color) [3]float64 {
	r, g, b := toLinear(c.R), toLinear(c.G), toLinear(c.B)
	x := (0.4124*r + 0.3576*g + 0.1805*b) / 0.95047
	y := 0.2126*r + 0.7152*g + 0.0722*b
	z := (0.0193*r + 0.1192*g + 0.9505*b) / 1.08883
	f := func(t float64) float64 {
		if t > 0.008856 {
			return math.Cbrt(t)
		}
		return 7.787*t + 16.0/116
	}
	return [3]float64{116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))}
}
