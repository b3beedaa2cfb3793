package component

import (
	"fmt"
	"github.com/excalibur-kit/excalibur/internal/layout"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	svgdraw "github.com/excalibur-kit/excalibur/internal/draw/svg"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
	"github.com/excalibur-kit/excalibur/internal/testkit"
	"github.com/excalibur-kit/excalibur/internal/testkit/golden"
	"github.com/excalibur-kit/excalibur/rules"
)

const figureWidth = 126 // the rulebook's column

// partFigures are the figures of a component, which do not cut the board.
var partFigures = map[string]bool{"manor-card": true, "counters": true, "income-card": true}

// drawnFigures are the figures drawn whole by their own code, not cut from the board.
var drawnFigures = map[string]bool{"manor-card": true, "counters": true, "income-card": true, "start-sheet": true, "tracks-start": true, "year": true, "markers": true}

// figureCtx is a context over data the test may change first.
func figureCtx(t *testing.T, lang string, change func(d *gamedata.Data)) *Ctx {
	t.Helper()
	d := testkit.Data(t)
	if change != nil {
		change(d)
	}
	x := &Ctx{E: rules.New(d), D: d, L: testkit.Localizer(t, d, lang), Layout: testkit.Layout(t), Style: NewStyle(testkit.Layout(t), layout.KitPart, false)}
	if !x.HasValley() {
		t.Skip("content/map.toml has no valley yet")
	}
	return x
}

// The rules text may name exactly the figures this package draws.
func TestFigureIDsAreTheRulebooks(t *testing.T) {
	if got, want := FigureIDs(), rulebook.FigureIDs(); !slices.Equal(got, want) {
		t.Errorf("component draws the figures %v, the rules text may name %v", got, want)
	}
	x := figureCtx(t, "en", nil)
	if _, err := x.Figure("no-such-figure", figureWidth); err == nil || !strings.Contains(err.Error(), "movement-example") {
		t.Errorf("an unknown figure: %v, want an error listing the figures", err)
	}
}

// wantMovement is what the movement figure must print, worked out here from the road
// distance and the rate of march alone: each mile of the road numbered, the start, and
// the place each phase ends at (a phase moves MilesPerPhase, never beyond the goal).
// A figure too narrow for the board's names names the start and the goal itself.
func wantMovement(x *Ctx, f *Figure) (labels []string, ends map[int]int) {
	ex := x.D.Examples.Movement
	miles, _ := x.E.Distance(ex.From, ex.To)
	for k := 1; k <= miles; k++ {
		labels = append(labels, fmt.Sprint(k))
	}
	if !f.text {
		labels = append(labels, x.D.Manor(ex.From).Name)
	}
	labels = append(labels, x.L.T("figure.start", nil))
	ends = map[int]int{} // phase -> mile
	m := x.D.Game.Movement
	byMile := map[int][]int{}
	for ph := 1; ph <= m.Phases; ph++ {
		at := min(ph*m.MilesPerPhase(), miles)
		ends[ph] = at
		byMile[at] = append(byMile[at], ph)
	}
	for k := 0; k <= miles; k++ {
		if k == miles && !f.text {
			labels = append(labels, x.D.Manor(ex.To).Name)
		}
		for _, ph := range byMile[k] {
			labels = append(labels, x.L.Tx("figure.phase-end", map[string]any{"phase": ph}))
		}
	}
	return labels, ends
}

// The movement figure marks what the engine computes: change the example's goal or the
// rate of march in a copy of the data, and the miles and the phases on the figure change
// with it; every phase's tag stands by the place the phase ends at.
func TestMovementFigureFollowsTheEngine(t *testing.T) {
	base := figureCtx(t, "en", nil)
	ex := base.D.Examples.Movement
	// A goal farther away: the farthest manor a season's march reaches from the start.
	reach, err := base.E.Reach(ex.From, base.D.Game.Movement.Miles)
	if err != nil {
		t.Fatal(err)
	}
	far := ""
	for _, r := range reach {
		if kind, _ := base.E.NodeKind(r.Node); kind == rules.NodeManor && r.Node != ex.To {
			far = r.Node
		}
	}
	if far == "" {
		t.Fatalf("no other manor within a season of %s", ex.From)
	}
	before := ""
	for _, c := range []struct {
		name   string
		change func(d *gamedata.Data)
	}{
		{"the data's example", nil},
		{"a goal farther away (" + far + ")", func(d *gamedata.Data) { d.Examples.Movement.To = far }},
		{"a mile a phase", func(d *gamedata.Data) { d.Game.Movement.Miles = d.Game.Movement.Phases }},
	} {
		t.Run(c.name, func(t *testing.T) {
			x := figureCtx(t, "en", c.change)
			f, err := x.Figure("movement-example", figureWidth)
			if err != nil {
				t.Fatal(err)
			}
			want, ends := wantMovement(x, f)
			if !slices.Equal(f.Labels, want) {
				t.Errorf("the figure prints %q, want %q", f.Labels, want)
			}
			sig := fmt.Sprint(f.Labels, f.tags, f.badges)
			if before != "" && sig == before {
				t.Errorf("the figure did not change with the data: %s", sig)
			}
			if before == "" {
				before = sig
			}
			texts := drawFigure(t, f)
			checkFigureTexts(t, x, f, texts)
			route, _ := x.E.Route(x.D.Examples.Movement.From, x.D.Examples.Movement.To)
			g := geometry(&x.D.Valley, &x.Layout.Board)
			for ph, mile := range ends {
				tag := x.L.Tx("figure.phase-end", map[string]any{"phase": ph})
				if _, ok := findText(texts, tag); !ok {
					t.Errorf("no tag %q drawn", tag)
				}
				at, ok := markOf(f.tags, tag)
				if want := f.at(g.nodes[route[mile]]); !ok || dist(at, want) > 1e-9 {
					t.Errorf("%q marks %v, want mile %d of the route (%s, at %v)", tag, at, mile, route[mile], want)
				}
			}
			for k := 1; k < len(route); k++ {
				at, ok := markOf(f.badges, fmt.Sprint(k))
				if q := f.at(g.nodes[route[k]]); !ok || dist(at, q) > x.Layout.Board.Marks.Centre {
					t.Errorf("mile %d is numbered at %v, not on its place %s at %v", k, at, route[k], q)
				}
			}
		})
	}
}

// The choke-point figure shows the bridge of the second combat example (the first
// bridge on a road a side of an example takes to its battle), the fighters the rules
// allow, and a key of the board's choke symbols; without the examples' battles it falls
// back on the data's first bridge.
func TestChokeFigure(t *testing.T) {
	x := figureCtx(t, "en", nil)
	pick, err := x.figureChoke()
	if err != nil {
		t.Fatal(err)
	}
	if pick.choke.Kind != gamedata.ChokeBridge {
		t.Errorf("the figure shows a %s, want a bridge", pick.choke.Kind)
	}
	found := false
	for _, c := range x.D.Examples.Combat {
		for _, side := range []gamedata.ExampleSide{c.A, c.B} {
			if c.At == "" || side.From == "" {
				continue
			}
			route, _ := x.E.Route(side.From, c.At)
			chs, _ := x.E.Chokes(route)
			for _, ch := range chs {
				found = found || sameChoke(ch, pick.choke)
			}
		}
	}
	if !found {
		t.Errorf("the figure's choke point %+v is on no example's road", pick.choke)
	}
	f, err := x.Figure("choke-point", figureWidth)
	if err != nil {
		t.Fatal(err)
	}
	n := x.D.Game.Combat.ChokeFighters
	if want := x.L.Tx("figure.a-side", map[string]any{"soldiers": x.L.T("count.soldiers", map[string]int{"n": n})}); f.Labels[0] != want {
		t.Errorf("the fighters' marker says %q, want %q", f.Labels[0], want)
	}
	if !slices.Contains(f.Labels, x.L.T("board.bridge", nil)) {
		t.Errorf("the key lacks the bridge: %q", f.Labels)
	}
	checkFigureTexts(t, x, f, drawFigure(t, f))

	y := figureCtx(t, "en", func(d *gamedata.Data) {
		for i := range d.Examples.Combat {
			d.Examples.Combat[i].At = ""
		}
	})
	pick, err = y.figureChoke()
	if err != nil {
		t.Fatal(err)
	}
	var first gamedata.Choke
	for _, ch := range y.D.Valley.Chokes {
		if ch.Kind == gamedata.ChokeBridge {
			first = ch
			break
		}
	}
	if !sameChoke(pick.choke, first) {
		t.Errorf("without the examples' battles the figure shows %+v, want the first bridge %+v", pick.choke, first)
	}
}

// Every figure in every language: what it prints over the board is what it lists, in
// order, inside the figure, and nothing of it (the board's names included) prints below
// the kit's smallest type. Narrower than the board's names allow, a figure scales the
// board down and leaves its names out.
func TestFiguresEveryLanguage(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		x := figureCtx(t, lang, nil)
		for _, id := range FigureIDs() {
			for _, w := range []float64{figureWidth, 80} {
				f, err := x.Figure(id, w)
				if drawnFigures[id] && w < figureWidth && (err != nil || partFigures[id]) {
					// A component is drawn at its size, the year's words at theirs: too narrow
					// a column is refused, naming the layout that does not fit.
					if err == nil || !strings.Contains(err.Error(), "[figures.") {
						t.Errorf("%s %s at %v mm: %v, want a refusal naming its layout", lang, id, w, err)
					}
					continue
				}
				if err != nil {
					t.Fatal(err)
				}
				if math.Abs(f.W-w) > 1e-6 || !(f.H > 0) {
					t.Errorf("%s %s at %v mm: the figure is %v x %v mm", lang, id, w, f.W, f.H)
				}
				if !drawnFigures[id] && f.text != (f.scale >= 1) {
					t.Errorf("%s %s at %v mm: board names %v at scale %v", lang, id, w, f.text, f.scale)
				}
				if f.Caption == "" || strings.Contains(f.Caption, "[figure.") {
					t.Errorf("%s %s: caption %q", lang, id, f.Caption)
				}
				checkFigureTexts(t, x, f, drawFigure(t, f))
			}
		}
		if miss := x.L.Missing(); len(miss) > 0 {
			t.Errorf("%s: untranslated %v", lang, miss)
		}
	}
}

// What the figures draw over the board, recorded call by call: any change shows in
// review (the board under them is the board's own drawing, tested with the board).
func TestGoldenFigures(t *testing.T) {
	x := figureCtx(t, "en", nil)
	if _, err := x.plan(); err != nil {
		t.Fatal(err)
	}
	for _, id := range FigureIDs() {
		f, err := x.Figure(id, figureWidth)
		if err != nil {
			t.Fatal(err)
		}
		doc := recorder.New()
		c := doc.NewPage(f.W, f.H)
		if err := f.drawOver(c); err != nil {
			t.Fatal(err)
		}
		head := fmt.Sprintf("figure %s %.3fx%.3f window %.3f %.3f %.3f %.3f scale %.3f names %v\ncaption %q\nlabels %q\n",
			id, f.W, f.H, f.window.X, f.window.Y, f.window.W, f.window.H, f.scale, f.text, f.Caption, f.Labels)
		golden.Check(t, "figure-"+id+".rec", []byte(head+doc.String()))
	}
}

func sameChoke(a, b gamedata.Choke) bool {
	return a.Kind == b.Kind && a.Road == b.Road && a.Step == b.Step
}

func drawFigure(t *testing.T, f *Figure) []recorder.Text {
	t.Helper()
	doc := recorder.New()
	if err := f.Draw(doc.NewPage(f.W, f.H)); err != nil {
		t.Fatal(err)
	}
	return doc.Texts()
}

// checkFigureTexts holds a figure's drawing to its labels and to the smallest type.
func checkFigureTexts(t *testing.T, x *Ctx, f *Figure, texts []recorder.Text) {
	t.Helper()
	min := x.Layout.Print.MinFont
	for _, tx := range texts {
		if size := tx.Font.Size * tx.Scale; size < min-1e-9 {
			t.Errorf("%s: %q prints at %.2f pt, below %v pt", f.ID, tx.Text, size, min)
		}
	}
	if len(texts) < len(f.Labels) {
		t.Fatalf("%s: %d texts drawn, %d labels", f.ID, len(texts), len(f.Labels))
	}
	over := texts[len(texts)-len(f.Labels):]
	for i, tx := range over {
		if tx.Text != f.Labels[i] {
			t.Errorf("%s: text %d over the board is %q, its label %q", f.ID, i+1, tx.Text, f.Labels[i])
		}
		if tx.Left < 0 || tx.Left+tx.Width > f.W || tx.Y-draw.Ascent(tx.Font)*tx.Scale < 0 || tx.Y > f.H {
			t.Errorf("%s: %q at (%.1f, %.1f) lies outside the figure (%.1f x %.1f)", f.ID, tx.Text, tx.Left, tx.Y, f.W, f.H)
		}
	}
}

func findText(texts []recorder.Text, s string) (recorder.Text, bool) {
	for _, tx := range texts {
		if tx.Text == s {
			return tx, true
		}
	}
	return recorder.Text{}, false
}

// markOf is the point of the mark that says s.
func markOf(marks []figureMark, s string) (draw.Point, bool) {
	for _, m := range marks {
		if slices.Contains(m.lines, s) {
			return m.at, true
		}
	}
	return draw.Point{}, false
}

// TestFigurePreview writes each figure, at the rulebook's width and narrower, as SVG
// into $FIGURE_OUT, to look at.
func TestFigurePreview(t *testing.T) {
	dir := os.Getenv("FIGURE_OUT")
	if dir == "" {
		t.Skip("set FIGURE_OUT to a folder to write the figures there")
	}
	x := figureCtx(t, "en", nil)
	for _, id := range FigureIDs() {
		for _, w := range []float64{figureWidth, 80} {
			f, err := x.Figure(id, w)
			if err != nil && drawnFigures[id] && w < figureWidth {
				continue // narrower than its callouts need
			}
			if err != nil {
				t.Fatal(err)
			}
			doc := svgdraw.New()
			if err := f.Draw(doc.NewPage(f.W, f.H)); err != nil {
				t.Fatal(err)
			}
			b, err := doc.PageBytes(0)
			if err != nil {
				t.Fatal(err)
			}
			os.WriteFile(filepath.Join(dir, fmt.Sprintf("%s-%.0f.svg", id, w)), b, 0o644)
		}
	}
}
