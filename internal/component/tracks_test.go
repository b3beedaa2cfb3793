package component

import (
	"slices"
	"strings"
	"testing"

	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/impose"
	"github.com/excalibur-kit/excalibur/rules"
)

// Every box of the weather track and of King Arthur's road holds the counter that sits on
// it, a counter of the layout's size (5/8 and 1/2 inch) with its clearance all round
// (at 5/8 inch at least 17.5 mm), and the boxes stay inside the page's drawing area
// without overlapping, on A4 and Letter.
func TestTrackBoxesHoldTheirCounters(t *testing.T) {
	for _, size := range []float64{15.875, 12.7} {
		for _, paper := range []string{"a4", "letter"} {
			x := ctxAtCounterSize(t, "en", size)
			l := *x.Layout
			p := l.Paper[paper]
			page := recorder.New().NewPage(p.Width, p.Height)
			if err := x.Tracks(page); err != nil {
				t.Fatalf("%v mm, %s: %v", size, paper, err)
			}
			area, _ := x.pageArea(page)
			least := size + 2*l.Tracks.Clearance
			if size == 15.875 && least < 17.5 {
				t.Errorf("the clearance leaves boxes of %.2f mm for 5/8 inch counters, want at least 17.5", least)
			}
			for name, boxes := range map[string][]impose.Rect{
				"weather": x.weatherBoxes(area.X, area.Y, area.W), "road": x.roadBoxes(area.X, area.Y, area.W),
			} {
				for i, b := range boxes {
					if b.W < least || b.H < least {
						t.Errorf("%v mm, %s: %s box %d is %.2f × %.2f mm, want at least %.2f", size, paper, name, i, b.W, b.H, least)
					}
					if b.X < area.X-1e-9 || b.X+b.W > area.X+area.W+1e-9 {
						t.Errorf("%v mm, %s: %s box %d %+v leaves the area %+v", size, paper, name, i, b, area)
					}
					for j := range i {
						if overlap(b.Outset(-1e-6), boxes[j].Outset(-1e-6)) { // neighbours share an edge
							t.Errorf("%v mm, %s: %s boxes %d and %d overlap", size, paper, name, j, i)
						}
					}
				}
			}
		}
	}
}

// Each zone's name stands over the longest run of its boxes on one row; that run is all
// of the zone's boxes, from its lowest total to its highest, so no box is left without
// its name. On A4 and Letter, for counters of 5/8 and 1/2 inch.
func TestWeatherZoneLabelsSpanTheirBoxes(t *testing.T) {
	for _, size := range []float64{15.875, 12.7} {
		for _, paper := range []string{"a4", "letter"} {
			x := ctxAtCounterSize(t, "en", size)
			l := *x.Layout
			page := recorder.New().NewPage(l.Paper[paper].Width, l.Paper[paper].Height)
			area, _ := x.pageArea(page)
			boxes := x.weatherBoxes(area.X, area.Y, area.W)
			for _, z := range rules.Zones {
				lo, hi := x.E.ZoneRange(z)
				lo = max(lo, 1)
				run := longestRun(boxes, lo, hi)
				first, last := boxes[lo], boxes[hi]
				if run.X != first.X || run.Y != first.Y || run.X+run.W != last.X+last.W || last.Y != first.Y {
					t.Errorf("%v mm, %s: %s's name spans %+v, its boxes %d..%d run from %+v to %+v", size, paper, z, run, lo, hi, first, last)
				}
			}
		}
	}
}

// A row ends where a run ends when the next run fits on a row of its own; a run longer
// than a row fills rows.
func TestKeepRuns(t *testing.T) {
	for _, tt := range []struct {
		runs   []int
		perRow int
		want   []int
	}{
		{[]int{9, 4, 6}, 10, []int{9, 10}}, // the weather track: 9 does not go with the 8
		{[]int{3, 3, 3}, 10, []int{9}},
		{[]int{4, 8}, 10, []int{4, 8}},
		{[]int{12}, 5, []int{5, 5, 2}},
		{[]int{2, 12}, 5, []int{5, 5, 4}}, // too long for any row: fills from where it is
	} {
		if got := keepRuns(tt.runs, tt.perRow); !slices.Equal(got, tt.want) {
			t.Errorf("keepRuns(%v, %d) = %v, want %v", tt.runs, tt.perRow, got, tt.want)
		}
	}
}

// King Arthur's road is no award: under his awards table the rulebook prints it as a
// sentence of its own, in every language, while the tracks card names the road with its
// length as a label over the road.
func TestArthurRoadNoteIsASentence(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		x := ctx(t, lang, Standard)
		table := x.E.ArthurTable()
		steps := x.L.Num(x.D.Game.Arthur.Steps)
		if len(table.Notes) != 1 || len(table.Notes[0]) != 1 {
			t.Fatalf("%s: want one note of one sentence, got %v", lang, table.Notes)
		}
		note := x.L.Cell(table.Notes[0][0])
		if !strings.Contains(note, steps) || !strings.HasSuffix(note, ".") || strings.Contains(note, x.L.T("arthur.road", nil)+":") {
			t.Errorf("%s: the note %q is not a sentence giving the road's %s steps", lang, note, steps)
		}
		awards, road := AwardsOnCard(table)
		if len(awards.Notes) != 0 || len(road) != 2 {
			t.Fatalf("%s: the card splits the table into %v and %v", lang, awards.Notes, road)
		}
		if got, want := x.L.Cell(road[1]), x.L.T("arthur.steps", map[string]int{"n": x.D.Game.Arthur.Steps}); got != want || road[0].Key != "arthur.road" {
			t.Errorf("%s: over the road the card prints %q %q, want the label and %q", lang, x.L.Cell(road[0]), got, want)
		}
	}
}
