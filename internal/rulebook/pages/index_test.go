package pages

import (
	"fmt"
	"strings"
	"testing"

	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
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

// The index lists only pages before it: its own entries, set on its pages, never
// count as uses of a term ("Limit oddziałów" on the index's page is not "Oddział").
// It lists the page it starts on only when something is printed above it there.
func TestIndexListsPagesBeforeIt(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		set := kit(t, lang, Layout, rulebook.Build)["a4"]
		rec := recorder.New()
		if err := set.Draw(rec); err != nil {
			t.Fatal(err)
		}
		page, start, links := 0, 0, 0
		first := 0 // the first page the index may list
		for _, l := range rec.Lines() {
			switch {
			case strings.HasPrefix(l, "page "):
				page++
			case strings.HasPrefix(l, `anchor "`+rulebook.IndexID+`"`):
				var x, y float64
				fmt.Sscanf(l[len(`anchor "`+rulebook.IndexID+`" `):], "%g %g", &x, &y)
				start, first = page, page
				if y > set.g.top+0.01 {
					first++ // the page holds text above the index
				}
			case start > 0 && strings.HasPrefix(l, "link ") && strings.Contains(l, `"#page-`):
				var n int
				if _, err := fmt.Sscanf(l[strings.Index(l, `"#page-`):], `"#page-%d"`, &n); err != nil {
					continue
				}
				links++
				if n >= first {
					t.Errorf("%s: the index, from page %d, lists page %d", lang, start, n)
				}
			}
		}
		if start == 0 || links == 0 {
			t.Errorf("%s: no index found (starts at page %d, %d page links)", lang, start, links)
		}
	}
}
