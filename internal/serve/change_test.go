package serve

import (
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/build"
	"github.com/excalibur-kit/excalibur/internal/layout"
	"github.com/excalibur-kit/excalibur/internal/testkit"
	layoutfs "github.com/excalibur-kit/excalibur/layout"
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
		{Layout, "markers.toml", false, []string{"counters"}, nil},
		{Layout, "order-sheet.toml", false, []string{"order-sheet"}, nil},
		{Layout, "tracks.toml", false, []string{"tracks"}, nil},
		{Layout, "rulebook.toml", false, []string{"quick-reference", "rulebook", "rules-reference"}, nil},
		{Layout, "quick-reference.toml", false, []string{"quick-reference"}, nil},
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

// Every layout file the kit has is some component's, or kit.toml (everything's): a new
// part file that redraws nothing, or everything, is caught here.
func TestEveryLayoutFileRedrawsItsComponents(t *testing.T) {
	files, err := fs.Glob(layoutfs.FS, "*.toml")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		stem := strings.TrimSuffix(f, ".toml")
		if got := layoutComponents(stem); (got == nil) != (stem == "kit") {
			t.Errorf("layout/%s redraws %v", f, got)
		}
	}
}

// A change in any of the layout's tables is first seen on its component: no table of
// the layout is unknown to layoutFirst (it used to panic on the loader's own fields).
func TestLayoutFirstKnowsEveryPart(t *testing.T) {
	old := testkit.Layout(t)
	now := *old
	now.Markers.Symbol.Size /= 2
	now.CounterLayout.Lord.Emblem = "foot"
	if got := layoutFirst(old, &now); !slices.Contains(got, "counters") {
		t.Errorf("a change of the markers and counters is first seen on %v, want counters", got)
	}
	now = *old
	now.OrderSheet = layout.OrderSheet{}
	if got := layoutFirst(old, &now); !slices.Contains(got, "order-sheet") {
		t.Errorf("a change of the order sheet is first seen on %v, want order-sheet", got)
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
