package pdftext

import (
	"fmt"
	"slices"
	"testing"
)

func TestLines(t *testing.T) {
	r := func(page int, x, y float64, text string) Run {
		return Run{Page: page, X: x, Y: y, Size: 10, Text: text}
	}
	tests := []struct {
		name string
		runs []Run
		want string // lines as page:text text / …
	}{
		{"no runs", nil, "[]"},
		{"lines top to bottom, runs left to right",
			[]Run{r(1, 50, 20, "d"), r(1, 10, 10, "a"), r(1, 90, 20, "e"), r(1, 30, 10, "b"), r(1, 10, 20, "c")},
			"[1:a b 1:c d e]"},
		{"within the tolerance of the line's first baseline",
			[]Run{r(1, 0, 10, "a"), r(1, 10, 10+LineTolerance, "b"), r(1, 20, 10+LineTolerance+0.01, "c")},
			"[1:a b 1:c]"},
		{"a line does not drift down a slope",
			[]Run{r(1, 0, 10, "a"), r(1, 10, 10.8, "b"), r(1, 20, 11.6, "c"), r(1, 30, 12.4, "d")},
			"[1:a b 1:c d]"},
		{"the same baseline on two pages is two lines",
			[]Run{r(2, 0, 10, "b"), r(1, 0, 10, "a")},
			"[1:a 2:b]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := slices.Clone(tt.runs)
			var got []string
			for _, line := range Lines(tt.runs) {
				s := fmt.Sprintf("%d:", line[0].Page)
				for i, run := range line {
					if i > 0 {
						s += " "
					}
					s += run.Text
				}
				got = append(got, s)
			}
			if fmt.Sprint(got) != tt.want {
				t.Errorf("Lines = %v, want %v", got, tt.want)
			}
			if !slices.Equal(tt.runs, before) {
				t.Errorf("Lines reordered its argument: %v", tt.runs)
			}
		})
	}
}
