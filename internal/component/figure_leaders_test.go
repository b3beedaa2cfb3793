package component

import (
	"github.com/excalibur-kit/excalibur/internal/layout"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/impose"
)

// recordedTag is a tag as the recording of a figure shows it: its leader and its plate.
type recordedTag struct {
	leader segment
	plate  impose.Rect
}

// recordedTags reads the tags back from a figure's recording: a leader is a stroked
// straight line at the leader's width with its dot filled next, and its plate the
// outline stroked after it.
func recordedTags(t *testing.T, lines []string, leaderWidth float64) []recordedTag {
	t.Helper()
	var out []recordedTag
	width, open := 0.0, false
	dotNext := func(i int) bool {
		return i+2 < len(lines) && strings.HasPrefix(lines[i+1], "fill-color ") && strings.HasPrefix(lines[i+2], "fill M ")
	}
	for i, l := range lines {
		f := strings.Fields(l)
		switch {
		case len(f) == 2 && f[0] == "line-width":
			width, _ = strconv.ParseFloat(f[1], 64)
		case f[0] == "stroke" && open:
			pts := pathPoints(t, f[1:])
			out[len(out)-1].plate = bbox(pts)
			open = false
		case f[0] == "stroke" && len(f) == 7 && f[1] == "M" && f[4] == "L" && math.Abs(width-leaderWidth) < 1e-9 && dotNext(i):
			pts := pathPoints(t, f[1:])
			out = append(out, recordedTag{leader: segment{pts[0], pts[1]}})
			open = true
		}
	}
	return out
}

// pathPoints are the points of a recorded path ("M 1 2 L 3 4 C ...").
func pathPoints(t *testing.T, f []string) []draw.Point {
	t.Helper()
	var nums []float64
	for _, s := range f {
		if len(s) == 1 && strings.Contains("MLQCZ", s) {
			continue
		}
		v, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatalf("path %q: %v", strings.Join(f, " "), err)
		}
		nums = append(nums, v)
	}
	var pts []draw.Point
	for i := 0; i+1 < len(nums); i += 2 {
		pts = append(pts, draw.Point{X: nums[i], Y: nums[i+1]})
	}
	return pts
}

func bbox(pts []draw.Point) impose.Rect {
	if len(pts) == 0 {
		return impose.Rect{}
	}
	x0, y0, x1, y1 := pts[0].X, pts[0].Y, pts[0].X, pts[0].Y
	for _, p := range pts {
		x0, y0, x1, y1 = min(x0, p.X), min(y0, p.Y), max(x1, p.X), max(y1, p.Y)
	}
	return impose.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

// Every figure's tags, read back from its drawing in every language and in ink saver:
// no leader runs through another tag's plate or through a word the figure writes over
// the board outside its own plate (a key's included), and no two leaders cross. A
// leader that does points the reader at the wrong place.
func TestLeadersRunClear(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		for _, ink := range []bool{false, true} {
			x := figureCtx(t, lang, nil)
			x.Style = NewStyle(x.Layout, layout.KitPart, ink)
			for _, id := range FigureIDs() {
				if drawnFigures[id] {
					continue // callouts in columns beside a component: their own test
				}
				f, err := x.Figure(id, figureWidth)
				if err != nil {
					t.Fatal(err)
				}
				doc := recorder.New() // what the figure draws over the board, which holds no tag
				if err := f.drawOver(doc.NewPage(f.W, f.H)); err != nil {
					t.Fatal(err)
				}
				tags := recordedTags(t, doc.Lines(), x.figures().Leader)
				if len(tags) < len(f.tags) {
					t.Fatalf("%s %s: %d leaders read back, the figure has %d tags", lang, id, len(tags), len(f.tags))
				}
				texts := doc.Texts()
				if len(texts) < len(f.Labels) {
					t.Fatalf("%s %s: %d words drawn over the board, %d labels", lang, id, len(texts), len(f.Labels))
				}
				words := texts[len(texts)-len(f.Labels):]
				checkLeaders(t, lang+" "+id, tags, words)
			}
		}
	}
}

func checkLeaders(t *testing.T, what string, tags []recordedTag, words []recorder.Text) {
	t.Helper()
	for i, a := range tags {
		for j, b := range tags {
			if i == j {
				continue
			}
			if a.leader.crossesBox(b.plate) {
				t.Errorf("%s: the leader of tag %d runs through the plate of tag %d (%+v)", what, i+1, j+1, b.plate)
			}
			if j > i && a.leader.crosses(b.leader) {
				t.Errorf("%s: the leaders of tags %d and %d cross", what, i+1, j+1)
			}
		}
		for _, w := range words {
			box := impose.Rect{X: w.Left, Y: w.Y - draw.Ascent(w.Font)*w.Scale, W: w.Width, H: (draw.Ascent(w.Font) + draw.Descent(w.Font)) * w.Scale}
			if rectIn(box, a.plate) {
				continue // the tag's own words
			}
			if a.leader.crossesBox(box) {
				t.Errorf("%s: the leader of tag %d runs through %q", what, i+1, w.Text)
			}
		}
	}
}

// rectIn reports whether a lies inside b.
func rectIn(a, b impose.Rect) bool {
	const tiny = 1e-6
	return a.X >= b.X-tiny && a.Y >= b.Y-tiny && a.X+a.W <= b.X+b.W+tiny && a.Y+a.H <= b.Y+b.H+tiny
}

// The geometry the test and the pen rely on, on cases worked by hand.
func TestSegmentGeometry(t *testing.T) {
	box := impose.Rect{X: 10, Y: 10, W: 10, H: 10}
	for _, c := range []struct {
		s    segment
		want bool
	}{
		{segment{draw.Point{X: 0, Y: 15}, draw.Point{X: 30, Y: 15}}, true},  // straight through
		{segment{draw.Point{X: 0, Y: 15}, draw.Point{X: 10, Y: 15}}, false}, // ends on its edge
		{segment{draw.Point{X: 0, Y: 0}, draw.Point{X: 30, Y: 5}}, false},   // passes above
		{segment{draw.Point{X: 15, Y: 15}, draw.Point{X: 40, Y: 40}}, true}, // starts inside
		{segment{draw.Point{X: 5, Y: 16}, draw.Point{X: 16, Y: 5}}, true},   // cuts a corner
		{segment{draw.Point{X: 5, Y: 14}, draw.Point{X: 14, Y: 5}}, false},  // misses the corner
		{segment{draw.Point{X: 5, Y: 10}, draw.Point{X: 25, Y: 10}}, false}, // along the edge
	} {
		if got := c.s.crossesBox(box); got != c.want {
			t.Errorf("%+v through %+v: %v, want %v", c.s, box, got, c.want)
		}
	}
	x := segment{draw.Point{X: 0, Y: 0}, draw.Point{X: 10, Y: 10}}
	if !x.crosses(segment{draw.Point{X: 0, Y: 10}, draw.Point{X: 10, Y: 0}}) {
		t.Error("the diagonals of a square do not cross")
	}
	if x.crosses(segment{draw.Point{X: 10, Y: 10}, draw.Point{X: 20, Y: 0}}) {
		t.Error("two segments sharing an end cross")
	}
	if x.crosses(segment{draw.Point{X: 1, Y: 0}, draw.Point{X: 11, Y: 10}}) {
		t.Error("two parallel segments cross")
	}
	if d := x.near(draw.Point{X: 10, Y: 0}); math.Abs(d-math.Sqrt(50)) > 1e-9 {
		t.Errorf("the square's corner is %v from its diagonal, want %v", d, math.Sqrt(50))
	}
}
