package num

import (
	"math"
	"math/rand/v2"
	"strconv"
	"testing"
)

func TestFormat(t *testing.T) {
	tests := []struct {
		v    float64
		dec  int
		want string
	}{
		{0, 3, "0"},
		{1.5, 3, "1.5"},
		{2, 3, "2"},
		{-0.0001, 3, "0"},
		{-0.125, 3, "-0.125"},
		{1.23456, 2, "1.23"},
		{1.235, 2, "1.24"},
		{123456.7, 0, "123457"},
		{math.NaN(), 2, "0"},
		{math.Inf(1), 2, "0"},
	}
	for _, tt := range tests {
		if got := Format(tt.v, tt.dec); got != tt.want {
			t.Errorf("Format(%v, %d) = %q, want %q", tt.v, tt.dec, got, tt.want)
		}
	}
}

// The integer formatting gives exactly what formatting the rounded float gives.
func TestAppendMatchesFloatFormatting(t *testing.T) {
	ref := func(v float64, d int) string {
		p := math.Pow10(d)
		r := math.Round(v*p) / p
		if r == 0 {
			return "0"
		}
		return strconv.FormatFloat(r, 'f', -1, 64)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 200000; i++ {
		v := (rng.Float64() - 0.5) * math.Pow10(rng.IntN(7))
		d := rng.IntN(6)
		if got, want := Format(v, d), ref(v, d); got != want {
			t.Fatalf("Format(%v, %d) = %q, want %q", v, d, got, want)
		}
	}
	for _, c := range []struct {
		v float64
		d int
	}{{0.007, 3}, {-0.05, 1}, {1.0005, 3}, {10.1, 2}} {
		if got, want := Format(c.v, c.d), ref(c.v, c.d); got != want {
			t.Errorf("Format(%v, %d) = %q, want %q", c.v, c.d, got, want)
		}
	}
}
