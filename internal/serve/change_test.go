package serve

import (
	"fmt"
	"slices"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/build"
)

// Each saved file redraws what it lays out or holds, in the languages it concerns.
func TestChangeJobs(t *testing.T) {
	all := build.Components()
	langs := []string{"en", "pl", "fr"}
	cases := []struct {
		kind, rel string
		data      bool
		comps     []string // nil: all
		langs     []string // nil: all
	}{
		{Layout, "kit.toml", false, nil, nil},
		{Layout, "manor-cards.toml", false, []string{"manor-cards"}, nil},
		{Layout, "board.toml", false, []string{"board", "board-tiles"}, nil},
		{Layout, "counters.toml", false, []string{"counters"}, nil},
		{Locales, "pl.toml", false, nil, []string{"pl"}},
		{Locales, "en.toml", false, nil, nil},
		{Content, "manors.toml", true, nil, nil},
		{Content, "rules/fr/05-manor.md", false, []string{"quick-reference", "rulebook", "rules-reference"}, []string{"fr"}},
		{Content, "rules/en/05-manor.md", false, []string{"quick-reference", "rulebook", "rules-reference"}, nil},
	}
	for _, c := range cases {
		t.Run(c.kind+"/"+c.rel, func(t *testing.T) {
			ch := classify(c.kind, c.rel)
			if ch.data != c.data {
				t.Errorf("reads the data again: %v, want %v", ch.data, c.data)
			}
			comps, ls := c.comps, c.langs
			if comps == nil {
				comps = all
			}
			if ls == nil {
				ls = langs
			}
			var want []string
			for _, comp := range comps {
				for _, l := range ls {
					want = append(want, fmt.Sprint(build.Job{Component: comp, Lang: l}))
				}
			}
			var got []string
			for _, j := range ch.jobs(all, langs) {
				got = append(got, fmt.Sprint(j))
			}
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("redraws %v\nwant %v", got, want)
			}
		})
	}
}

// Two saves in one batch redraw what either touches; "all" absorbs a part.
func TestChangeMerge(t *testing.T) {
	c := classify(Layout, "manor-cards.toml").merge(classify(Locales, "pl.toml"))
	if !c.layout || !c.locales || c.data {
		t.Errorf("merged change reads layout %v, locales %v, data %v; want true, true, false", c.layout, c.locales, c.data)
	}
	if got := len(c.jobs(build.Components(), []string{"en", "pl", "fr"})); got != len(build.Components())*3 {
		t.Errorf("a layout of one component and a locale of one language redraw %d jobs; want every job, since the locale's language is redrawn whole and the component in every language", got)
	}
	c = classify(Layout, "manor-cards.toml").merge(classify(Layout, "counters.toml"))
	if got := c.jobs(build.Components(), []string{"en"}); len(got) != 2 {
		t.Errorf("two components' layouts redraw %v, want the two components", got)
	}
}
