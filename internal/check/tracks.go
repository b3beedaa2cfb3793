package check

import (
	"fmt"

	"github.com/excalibur-kit/excalibur/internal/component"
	"github.com/excalibur-kit/excalibur/rules"
)

// The tracks are read in the order they are drawn: the weather track's zone labels, one
// per zone in the engine's order, its start box and every position 1 to N; then King
// Arthur's road from Camelot, its steps and the visit at its end. A label is compared
// where the track prints it, not anywhere on the sheet: the weather effects table below
// prints the same zone names.

// weatherTrack checks the weather track's labels and positions, in drawing order.
func (c *checker) weatherTrack(file string, toks []string) {
	var want []expect
	for _, z := range rules.Zones {
		lo, hi := c.x.E.ZoneRange(z)
		want = append(want, expect{"zone label " + z.String(), c.x.L.T("zone."+z.String(), map[string]int{"lo": lo, "hi": hi})})
	}
	want = append(want, expect{"start", c.x.L.T("tracks.start", nil)})
	for n := 1; n <= rules.DieFaces*c.x.D.Game.Weather.Rolls; n++ {
		want = append(want, expect{fmt.Sprintf("position %d", n), c.x.L.Num(n)})
	}
	c.track(file, "weather track", toks, c.x.L.T("tracks.weather", nil), want, len(rules.Zones))
}

// arthurTrack checks King Arthur's road: its length (the road's row of the awards
// table, printed over the road), Camelot, every step, the visit.
func (c *checker) arthurTrack(file string, toks []string) {
	var want []expect
	if _, road := component.AwardsOnCard(c.x.E.ArthurTable()); road != nil {
		want = append(want, expect{"road length", c.x.L.Join("label", c.x.L.Cell(road[0]), c.x.L.Cell(road[1]))})
	}
	anchor := len(want)
	want = append(want, expect{"Camelot", c.x.L.T("tracks.camelot", nil)})
	for n := 1; n < c.x.D.Game.Arthur.Steps; n++ {
		want = append(want, expect{fmt.Sprintf("step %d", n), c.x.L.Num(n)})
	}
	want = append(want, expect{"visit", c.x.L.T("tracks.visit", nil)})
	c.track(file, "King Arthur's road", toks, c.x.L.T("tracks.arthur", nil), want, anchor)
}

// track compares the tokens of a track with what it should print, one by one. The
// track is found by its anchor, want[anchor] (the start box, Camelot), the first after
// the track's heading: so a changed label is read where the label should be.
func (c *checker) track(file, item string, toks []string, heading string, want []expect, anchor int) {
	i := 0
	for i < len(toks) && toks[i] != heading {
		i++
	}
	for i < len(toks) && toks[i] != want[anchor].text {
		i++
	}
	if i == len(toks) {
		c.fail(file, item, "%s: %q not printed after the heading %q", want[anchor].what, want[anchor].text, heading)
		return
	}
	for k, w := range want {
		switch at := i - anchor + k; {
		case at < 0 || at >= len(toks):
			c.fail(file, item, "%s: not printed, expected %q", w.what, w.text)
		case toks[at] != w.text:
			c.fail(file, item, "%s: printed %q, expected %q", w.what, toks[at], w.text)
		}
	}
}
