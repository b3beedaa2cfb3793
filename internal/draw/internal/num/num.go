// Package num formats numbers for the text-based backends (PDF content streams, SVG,
// recordings) in one fixed way, so that the same drawing always gives the same bytes.
package num

import (
	"math"
	"strconv"
)

// Append appends v rounded to at most decimals digits after the point, without trailing
// zeros and without a "-0": 1.5, 2, -0.125.
func Append(b []byte, v float64, decimals int) []byte {
	p := math.Pow10(decimals)
	r := math.Round(v*p) / p
	if r == 0 || math.IsNaN(r) || math.IsInf(r, 0) {
		// NaN and infinities cannot be drawn; 0 keeps the output well-formed.
		return append(b, '0')
	}
	return strconv.AppendFloat(b, r, 'f', -1, 64)
}

// Format is Append to a new string.
func Format(v float64, decimals int) string {
	return string(Append(nil, v, decimals))
}
