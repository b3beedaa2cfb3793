package component

import (
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/impose"
)

// The labelled figures' callouts read as a printed rulebook's, as drawn (read back from
// the recording, not from the layout that placed them): every two plates at least
// [figures.parts] clear apart, no leader crossing another leader or another plate, every
// plate inside the figure's frame, in every language.
func TestCalloutsAreClearAsDrawn(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		for _, id := range []string{"manor-card", "counters"} {
			x := figureCtx(t, lang, nil)
			f, err := x.Figure(id, figureWidth)
			if err != nil {
				t.Fatal(err)
			}
			doc := recorder.New()
			if err := f.Draw(doc.NewPage(f.W, f.H)); err != nil {
				t.Fatal(err)
			}
			leaders, plates, frame := drawnCallouts(t, doc.Lines(), x.figures().Leader)
			where := lang + ", " + id
			if len(plates) != len(f.callouts) || len(leaders) != len(f.callouts) {
				t.Fatalf("%s: read back %d plates and %d leaders, want %d of each", where, len(plates), len(leaders), len(f.callouts))
			}
			clear := x.figures().Parts.Clear
			if clear < leastClear {
				t.Errorf("layout/rulebook.toml [figures.parts] clear is %v mm, less than %v mm", clear, leastClear)
			}
			for i, a := range plates {
				if a.X < frame.X || a.Y < frame.Y || a.X+a.W > frame.X+frame.W || a.Y+a.H > frame.Y+frame.H {
					t.Errorf("%s: the plate at %v runs out of the frame %v", where, a, frame)
				}
				for j, b := range plates[i+1:] {
					if gap := rectGap(a, b); gap < clear-1e-3 {
						t.Errorf("%s: plates %d and %d are %.2f mm apart, less than %v mm", where, i+1, i+j+2, gap, clear)
					}
				}
				for j, l := range leaders[i+1:] {
					if leaders[i].crosses(l) {
						t.Errorf("%s: leaders %d and %d cross", where, i+1, i+j+2)
					}
				}
				for j, l := range leaders {
					if j != i && l.crossesBox(a) {
						t.Errorf("%s: leader %d runs through plate %d", where, j+1, i+1)
					}
				}
			}
		}
	}
}

// leastClear is the least gap between two plates (mm): closer, two plates read as one
// block of words.
const leastClear = 2

// rectGap is the distance between two rectangles (0 if they meet).
func rectGap(a, b impose.Rect) float64 {
	dx := max(0, max(a.X-(b.X+b.W), b.X-(a.X+a.W)))
	dy := max(0, max(a.Y-(b.Y+b.H), b.Y-(a.Y+a.H)))
	if dx > 0 && dy > 0 {
		return dist(draw.Point{}, draw.Point{X: dx, Y: dy})
	}
	return max(dx, dy)
}

// drawnCallouts reads a figure's recording: its tags (recordedTags) and its frame, the
// last closed four-sided outline it strokes.
func drawnCallouts(t *testing.T, lines []string, leader float64) (ls []segment, plates []impose.Rect, frame impose.Rect) {
	t.Helper()
	for _, tg := range recordedTags(t, lines, leader) {
		ls, plates = append(ls, tg.leader), append(plates, tg.plate)
	}
	for _, l := range lines {
		if f := strings.Fields(l); len(f) == 14 && f[0] == "stroke" && f[1] == "M" && f[13] == "Z" {
			frame = bbox(pathPoints(t, f[1:]))
		}
	}
	return ls, plates, frame
}

// The movement figure shows the map round the route, not the board's plain frame: its
// window lies inside the grid's squares, in every language.
func TestMovementFigureShowsTheMap(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		x := figureCtx(t, lang, nil)
		f, err := x.Figure("movement-example", figureWidth)
		if err != nil {
			t.Fatal(err)
		}
		g := x.D.Valley.Grid
		m := impose.Rect{X: g.Origin.X(), Y: g.Origin.Y(), W: float64(g.Columns) * g.Square[0], H: float64(g.Rows) * g.Square[1]}
		if w := f.window; w.X < m.X-1e-9 || w.Y < m.Y-1e-9 || w.X+w.W > m.X+m.W+1e-9 || w.Y+w.H > m.Y+m.H+1e-9 {
			t.Errorf("%s: the figure shows the board's %v, beyond the map %v", lang, w, m)
		}
	}
}
