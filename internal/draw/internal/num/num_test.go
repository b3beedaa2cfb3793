package num

import (
	"math"
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
