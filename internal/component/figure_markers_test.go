package component

import (
	"strconv"
	"strings"
	"testing"

	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

// The markers' figure shows every marker of the data once, in its order, drawn by the
// counters' own code (each marker describes its symbol as it does on the sheet), with
// its name under it; drop a marker from a copy of the data and the figure drops it too.
func TestMarkersFigure(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		for _, drop := range []bool{false, true} {
			x := figureCtx(t, lang, func(d *gamedata.Data) {
				if drop {
					d.Markers = d.Markers[1:]
				}
			})
			f, err := x.Figure("markers", figureWidth)
			if err != nil {
				t.Fatal(err)
			}
			doc := recorder.New()
			if err := f.Draw(doc.NewPage(f.W, f.H)); err != nil {
				t.Fatal(err)
			}
			var described []string
			for _, l := range doc.Lines() {
				if strings.HasPrefix(l, "describe ") {
					q, err := strconv.Unquote(l[strings.Index(l, `"`):])
					if err != nil {
						t.Fatal(err)
					}
					described = append(described, q)
				}
			}
			var want []string
			for _, m := range x.D.Markers {
				want = append(want, x.L.T("term."+m.ID, nil))
			}
			if strings.Join(described, "|") != strings.Join(want, "|") {
				t.Errorf("%s: the markers drawn are %q, want %q", lang, described, want)
			}
			if got := strings.Join(f.Labels, " "); got != strings.Join(want, " ") {
				t.Errorf("%s: the names under them are %q, want %q", lang, got, strings.Join(want, " "))
			}
			checkFigureTexts(t, x, f, doc.Texts())
		}
	}
}

// The board's picture is the whole board, and each tag marks its place: the first entry
// point, the manor it leads to, a point of the widest river and the first house.
func TestValleyFigure(t *testing.T) {
	x := figureCtx(t, "en", nil)
	f, err := x.Figure("valley", figureWidth)
	if err != nil {
		t.Fatal(err)
	}
	v := &x.D.Valley
	if f.window.X != 0 || f.window.Y != 0 || !same(f.window.W, v.Width) || !same(f.window.H, v.Height) {
		t.Errorf("the picture shows %+v of the board, want all of its %v x %v mm", f.window, v.Width, v.Height)
	}
	g := geometry(v, &x.Layout.Board)
	e := v.Entries[0]
	for i, at := range []gamedata.Pt{e.At, {g.nodes[e.Manor].X, g.nodes[e.Manor].Y}, {}, v.Houses[0].Centre} {
		if i == 2 {
			continue // the river's point: any of its course
		}
		if q := f.at(toPt(at)); i >= len(f.tags) || dist(q, f.tags[i].at) > 1e-9 {
			t.Errorf("tag %d marks the wrong place", i+1)
		}
	}
	if len(f.tags) != 4 {
		t.Fatalf("%d tags, want 4", len(f.tags))
	}
	checkFigureTexts(t, x, f, drawFigure(t, f))
}
