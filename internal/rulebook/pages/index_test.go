package pages

import (
	"fmt"
	"testing"
)

// Consecutive pages of an entry run together; a page that defines the term runs
// together only with others that define it.
func TestPageRanges(t *testing.T) {
	for _, c := range []struct {
		pages   []int
		defined []int
		want    string
	}{
		{[]int{12, 13, 14}, nil, "[{12 14}]"},
		{[]int{3, 5, 6, 9}, nil, "[{3 3} {5 6} {9 9}]"},
		{[]int{11, 12, 13}, []int{12}, "[{11 11} {12 12} {13 13}]"},
		{[]int{11, 12, 13, 20}, []int{12, 13}, "[{11 11} {12 13} {20 20}]"},
		{nil, nil, "[]"},
	} {
		def := map[int]bool{}
		for _, p := range c.defined {
			def[p] = true
		}
		if got := fmt.Sprint(pageRanges(c.pages, def)); got != c.want {
			t.Errorf("pages %v, defined %v: %s, want %s", c.pages, c.defined, got, c.want)
		}
	}
}
