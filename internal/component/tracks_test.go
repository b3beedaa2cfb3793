package component

import (
	"testing"

	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/impose"
)

// Every box of the weather track and of King Arthur's road holds the counter that sits on
// it, a counter of the layout's size (5/8 and 1/2 inch) with its clearance all round
// (at 5/8 inch at least 17.5 mm), and the boxes stay inside the page's drawing area
// without overlapping, on A4 and Letter.
func TestTrackBoxesHoldTheirCounters(t *testing.T) {
	for _, size := range []float64{15.875, 12.7} {
		for _, paper := range []string{"a4", "letter"} {
			x := ctx(t, "en", Standard)
			l := *x.Layout
			l.Counters.Size = size
			x.Layout = &l
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
