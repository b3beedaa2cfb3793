// Package num formats numbers for the text-based backends (PDF content streams, SVG,
// recordings) in one fixed way, so that the same drawing always gives the same bytes.
package num

import (
	"math"
	"strconv"
)

// Append appends v rounded to at most decimals digits after the point, without trailing
// zeros and without a "-0": 1.5, 2, -0.125. It works in integers (v scaled by 10^decimals
// and rounded), which is exact for the kit's magnitudes and several times faster than
// formatting floats: the backends write millions of coordinates.
func Append(b []byte, v float64, decimals int) []byte {
	p := math.Pow10(decimals)
	scaled := math.Round(v * p)
	if scaled == 0 || math.IsNaN(scaled) || math.IsInf(scaled, 0) || math.Abs(scaled) > 1e15 {
		if scaled != 0 && !math.IsNaN(scaled) && !math.IsInf(scaled, 0) {
			return strconv.AppendFloat(b, scaled/p, 'f', -1, 64) // beyond int64 precision
		}
		// NaN and infinities cannot be drawn; 0 keeps the output well-formed.
		return append(b, '0')
	}
	n := int64(scaled)
	if n < 0 {
		b = append(b, '-')
		n = -n
	}
	unit := int64(p)
	b = strconv.AppendInt(b, n/unit, 10)
	frac := n % unit
	if frac == 0 {
		return b
	}
	b = append(b, '.')
	digits := decimals
	for frac%10 == 0 {
		frac /= 10
		digits--
	}
	var tmp [20]byte
	t := strconv.AppendInt(tmp[:0], frac, 10)
	for i := len(t); i < digits; i++ {
		b = append(b, '0')
	}
	return append(b, t...)
}

// Format is Append to a new string.
func Format(v float64, decimals int) string {
	return string(Append(nil, v, decimals))
}
