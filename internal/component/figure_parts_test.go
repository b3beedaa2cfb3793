package component

import (
	"fmt"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/rules"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/impose"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
)

// textsOf is what a drawing writes, in order, with the size each prints at.
func textsOf(t *testing.T, w, h float64, art func(c draw.Canvas) error) []recorder.Text {
	t.Helper()
	doc := recorder.New()
	if err := art(doc.NewPage(w, h)); err != nil {
		t.Fatal(err)
	}
	return doc.Texts()
}

// printed is a text as the reader sees it: its words and its printed size.
func printed(ts []recorder.Text) []string {
	var out []string
	for _, tx := range ts {
		out = append(out, fmt.Sprintf("%s @ %.3f", tx.Text, tx.Font.Size*tx.Scale))
	}
	return out
}

// The card figure is the card the kit prints: it writes what CardFront writes for the
// entry manor of the lowest-numbered road, at the same sizes, before its callouts; and
// every callout points at the card, from a plate beside it.
func TestManorCardFigureIsTheCard(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		x := figureCtx(t, lang, nil)
		f, err := x.Figure("manor-card", figureWidth)
		if err != nil {
			t.Fatal(err)
		}
		m, road, err := x.figureManor()
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range x.D.Valley.Entries {
			if e.Number < road {
				t.Errorf("%s: the figure shows road %d's manor, road %d is lower", lang, road, e.Number)
			}
		}
		if !m.Entry {
			t.Errorf("%s: %s is no entry manor", lang, m.ID)
		}
		card := textsOf(t, x.Layout.Cards.Width, x.Layout.Cards.Height, func(c draw.Canvas) error { return x.CardFront(c, m) })
		got := drawFigure(t, f)
		if len(got) != len(card)+len(f.Labels) || !slices.Equal(printed(got[:len(card)]), printed(card)) {
			t.Errorf("%s: the figure writes %q, want the card's %q and then its callouts", lang, printed(got), printed(card))
		}
		if p := f.pieces; len(p) != 1 || p[0].W != x.Layout.Cards.Width || p[0].H != x.Layout.Cards.Height {
			t.Errorf("%s: the card is drawn in %v, want one card at its size", lang, p)
		}
		checkCallouts(t, f)
	}
}

// The counters figure is the counters the kit prints: the first colour's first knight
// and its lord, front and back, writing what CounterFront and CounterBack write, enlarged.
func TestCountersFigureIsTheCounters(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		x := figureCtx(t, lang, nil)
		f, err := x.Figure("counters", figureWidth)
		if err != nil {
			t.Fatal(err)
		}
		troop, lord, err := x.figureCounters()
		if err != nil {
			t.Fatal(err)
		}
		if troop.Troop.Kind != "knight" || troop.Troop.Grade != "A" || lord.Troop.Kind != "lord" || troop.Player != &x.D.Players[0] {
			t.Errorf("%s: the figure shows %s and %s", lang, troop.Label(), lord.Label())
		}
		s := x.Layout.Counters.Size
		k := x.figures().Parts.CounterScale
		var want []string
		for _, c := range []Counter{troop, lord} {
			for _, side := range []func(draw.Canvas, Counter) error{x.CounterFront, x.CounterBack} {
				want = append(want, printed(textsOf(t, s, s, func(cv draw.Canvas) error { return side(cv, c) }))...)
			}
		}
		got := drawFigure(t, f)
		if len(got) != len(want)+len(f.Labels) {
			t.Fatalf("%s: the figure writes %q, want the counters' %q and its words", lang, printed(got), want)
		}
		for i, tx := range got[:len(want)] {
			c := tx
			c.Scale /= k // drawn k times larger than printed
			if p := printed([]recorder.Text{c})[0]; p != want[i] {
				t.Errorf("%s: text %d is %q at 1/%v, want %q", lang, i+1, p, k, want[i])
			}
		}
		checkCallouts(t, f)
	}
}

// checkCallouts holds a parts figure's callouts to their layout: one for each part,
// every dot on a component, every plate inside the figure, clear of the components and
// of every other plate, beside the part it names.
func checkCallouts(t *testing.T, f *Figure) {
	t.Helper()
	n := 0
	for _, c := range f.callouts {
		n += len(c.lines)
		if !slices.ContainsFunc(f.pieces, func(r impose.Rect) bool { return onRect(c.at, r) }) {
			t.Errorf("%s: %q points at %v, on no component %v", f.ID, c.lines, c.at, f.pieces)
		}
		if b := c.box; b.X < 0 || b.Y < 0 || b.X+b.W > f.W || b.Y+b.H > f.H {
			t.Errorf("%s: %q at %v lies outside the figure (%.1f x %.1f)", f.ID, c.lines, b, f.W, f.H)
		}
		for _, r := range f.pieces {
			if meets(c.box, r) {
				t.Errorf("%s: %q at %v covers a component at %v", f.ID, c.lines, c.box, r)
			}
		}
		for _, d := range f.callouts {
			if d.box != c.box && meets(c.box, d.box) {
				t.Errorf("%s: %q and %q overlap", f.ID, c.lines, d.lines)
			}
		}
	}
	if n != len(f.Labels) && n+2 != len(f.Labels) { // the counters' two headings
		t.Errorf("%s: %d callout lines, %d labels", f.ID, n, len(f.Labels))
	}
}

func onRect(p draw.Point, r impose.Rect) bool {
	return p.X >= r.X-1e-9 && p.X <= r.X+r.W+1e-9 && p.Y >= r.Y-1e-9 && p.Y <= r.Y+r.H+1e-9
}

// The turn order is the engine's: a box for each movement phase of the data in every
// campaigning season, and winter's steps in rules.WinterSteps' order; change the phases
// in a copy of the data and the figure follows.
func TestYearFigureFollowsTheEngine(t *testing.T) {
	for _, phases := range []int{0, 2} {
		x := figureCtx(t, "en", func(d *gamedata.Data) {
			if phases > 0 {
				d.Game.Movement.Phases = phases
			}
		})
		f, err := x.Figure("year", figureWidth)
		if err != nil {
			t.Fatal(err)
		}
		n := x.D.Game.Movement.Phases
		all := strings.Join(f.Labels, " ")
		if got, want := strings.Count(all, x.L.T("figure.year-phase", nil)), 3*n; got != want {
			t.Errorf("%d phases a season: %d phase boxes, want %d", n, got, want)
		}
		at := 0
		for i, s := range rules.WinterSteps {
			step := fmt.Sprint(i+1) + " " + x.L.T("winter."+s, nil)
			k := strings.Index(all[at:], step)
			if k < 0 {
				t.Errorf("winter step %q is not in order in %q", step, all)
				break
			}
			at += k
		}
		checkFigureTexts(t, x, f, drawFigure(t, f))
	}
}

func countOf(ss []string, s string) int {
	n := 0
	for _, v := range ss {
		if v == s {
			n++
		}
	}
	return n
}

// The income figure is the start example's: the card of the manor the rulebook's income
// example names, as CardFront prints it, the ringed cell holding the number the card
// prints for the example's supervision and collector, and its callout the engine's
// income. Change the example's collector in a copy of the data, and the ring and the
// income move with it.
func TestIncomeFigureIsTheExample(t *testing.T) {
	for _, c := range []struct {
		lang, collector string
	}{{"en", ""}, {"pl", ""}, {"fr", ""}, {"en", "no-one"}} {
		x := figureCtx(t, c.lang, func(d *gamedata.Data) {
			if c.collector != "" {
				d.Examples.Income.Collector = c.collector
			}
		})
		f, err := x.Figure("income-card", figureWidth)
		if err != nil {
			t.Fatal(err)
		}
		m := x.incomeManor()
		b := &rulebook.Book{Engine: x.E, L: x.L}
		parts, err := b.Example("income")
		if err != nil || len(parts) == 0 || !strings.Contains(parts[0].Text, m.Name) {
			t.Errorf("%s: the rulebook's income example (%v, %v) is not about %s", c.lang, parts, err, m.Name)
		}
		card := textsOf(t, x.Layout.Cards.Width, x.Layout.Cards.Height, func(cv draw.Canvas) error { return x.CardFront(cv, m) })
		got := drawFigure(t, f)
		if len(got) != len(card)+len(f.Labels) || !slices.Equal(printed(got[:len(card)]), printed(card)) {
			t.Fatalf("%s: the figure writes %q, want the card's %q and then its callouts", c.lang, printed(got), printed(card))
		}
		who, _ := gamedata.ParseCollector(x.D.Examples.Income.Collector)
		cell := x.incomeCell(x.D.Examples.Income.Supervised, who)
		total := x.E.IncomeExample(m).Total
		var in []string
		for _, tx := range card {
			if onRect(draw.Point{X: tx.Left + tx.Width/2, Y: tx.Y}, cell) {
				in = append(in, tx.Text)
			}
		}
		if len(in) != 1 || !strings.Contains(in[0], x.L.Num(total)) {
			t.Errorf("%s, %s collects: the ringed cell %v holds %q, want the income %d", c.lang, who, cell, in, total)
		}
		want := x.L.Tx("figure.income-cell", map[string]any{"n": total})
		if !strings.Contains(strings.Join(f.Labels, " "), want) {
			t.Errorf("%s: the callouts %q do not say %q", c.lang, f.Labels, want)
		}
		checkCallouts(t, f)
	}
}

// The order sheet figure is the sheet's own drawing with the start example written in:
// the first colour's lord and colour, the first year's income, pay and balance as the
// engine plays them (the balance is the start less the pay plus the income), and the
// start troops on the roster with their counters' IDs. Each number stands under the
// sheet's own heading of its column. Change the start in a copy of the data and the
// entries follow.
func TestSheetFigureIsTheStartExample(t *testing.T) {
	for _, c := range []struct {
		lang  string
		extra bool // a second knight at the start, and more money
	}{{"en", false}, {"pl", false}, {"fr", false}, {"en", true}} {
		x := figureCtx(t, c.lang, func(d *gamedata.Data) {
			if c.extra {
				d.Game.Start.Troops = append(d.Game.Start.Troops, "knight-a")
				d.Game.Start.Treasury += 4
			}
		})
		f, err := x.Figure("start-sheet", figureWidth)
		if err != nil {
			t.Fatal(err)
		}
		p := x.D.Players[0]
		m := x.incomeManor()
		income, pay := x.E.IncomeExample(m).Total, x.E.PayExample()
		if pay.Treasury != x.D.Game.Start.Treasury+income-pay.Pay {
			t.Errorf("%s: the engine leaves %d Bz, not %d + %d − %d", c.lang, pay.Treasury, x.D.Game.Start.Treasury, income, pay.Pay)
		}
		want := []string{x.L.T("lord."+p.ID, nil), x.L.T("colour."+p.ID, nil), x.L.Num(income), x.L.Num(pay.Pay), x.L.Num(pay.Treasury),
			fmt.Sprintf("%02d", x.D.Lord().IDs[0]), x.L.T("term.lord", nil)}
		next := map[string]int{}
		for _, id := range x.D.Game.Start.Troops {
			tr := x.D.Troop(id)
			want = append(want, fmt.Sprintf("%02d", tr.IDs[0]+next[id]), x.L.T("term."+tr.Kind, nil), tr.Grade)
			next[id]++
		}
		if !slices.Equal(f.Labels, want) {
			t.Errorf("%s: the sheet is filled in with %q, want %q", c.lang, f.Labels, want)
		}
		texts := drawFigure(t, f)
		checkFigureTexts(t, x, f, texts)
		sheet := texts[:len(texts)-len(f.Labels)]
		written := texts[len(texts)-len(f.Labels):]
		for i, key := range []string{"orders.income", "orders.pay", "orders.balance"} {
			head, ok := findText(sheet, x.L.T(key, nil))
			w := written[2+i]
			if mid := w.Left + w.Width/2; !ok || mid < head.Left-10 || mid > head.Left+head.Width+10 || w.Y <= head.Y {
				t.Errorf("%s: %q at x %.1f is not under the sheet's %q (%v)", c.lang, w.Text, mid, x.L.T(key, nil), head)
			}
		}
		if !strings.Contains(f.Caption, x.L.Num(pay.Treasury)) || !strings.Contains(f.Caption, x.L.Num(x.D.Game.Start.Treasury)) {
			t.Errorf("%s: the caption %q lacks the treasury's sum", c.lang, f.Caption)
		}
	}
}

// The tracks figure is the tracks card's drawing, its weather track and King Arthur's road
// as weatherTrack and arthurRoad write them, at the card's printed width scaled down as a
// whole to the column: its boxes stand where the printed card's do (so in the card's
// rows), scaled; its type prints no smaller than the kit's least; the weather counter is
// on the box that says the track's start, King Arthur's on the box that says Camelot; and
// the caption names the card as the rules do.
func TestTracksFigureIsTheCard(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		x := figureCtx(t, lang, nil)
		f, err := x.Figure("tracks-start", figureWidth)
		if err != nil {
			t.Fatal(err)
		}
		a4 := x.Layout.Paper["a4"]
		k := (figureWidth - 2*x.figures().Sheet.Pad) / (a4.Width - 2*x.Layout.Sheets.Margin)
		card := textsOf(t, a4.Width, a4.Height, x.Tracks)
		texts := drawFigure(t, f)
		for _, tx := range texts {
			if size := tx.Font.Size * tx.Scale; math.Abs(tx.Scale-k) > 1e-9 || size < x.Layout.Print.MinFont-1e-9 {
				t.Errorf("%s: %q prints at scale %v, %.2f pt", lang, tx.Text, tx.Scale, size)
			}
		}
		sameBoxes(t, lang, "weather track", card, texts, x.L.T("tracks.start", nil), rules.DieFaces*x.D.Game.Weather.Rolls+1, k)
		sameBoxes(t, lang, "Arthur's road", card, texts, x.L.T("tracks.camelot", nil), x.D.Game.Arthur.Steps+1, k)
		if len(f.pieces) != 2 {
			t.Fatalf("%s: counters on %v", lang, f.pieces)
		}
		for i, key := range []string{"tracks.start", "tracks.camelot"} {
			tx, ok := findText(texts, x.L.T(key, nil))
			if !ok || !onRect(draw.Point{X: tx.Left + tx.Width/2, Y: tx.Y}, f.pieces[i]) {
				t.Errorf("%s: the counter's box %v does not hold %q (%v)", lang, f.pieces[i], x.L.T(key, nil), tx)
			}
		}
		if name := tracksCardName[lang]; !strings.Contains(strings.ToLower(f.Caption), name) {
			t.Errorf("%s: the caption %q does not name the card %q", lang, f.Caption, name)
		}
	}
}

// tracksCardName is what each language's rules call the tracks card.
var tracksCardName = map[string]string{"en": "tracks card", "fr": "carte des pistes", "pl": "karta torów"}

// sameBoxes holds the words in a track's n boxes, the first saying first, to the card's:
// each box's word stands as far across from the first box's as on the card, times k,
// and on the same row as on the card.
func sameBoxes(t *testing.T, lang, track string, card, fig []recorder.Text, first string, n int, k float64) {
	t.Helper()
	run := func(texts []recorder.Text) []recorder.Text {
		for i, tx := range texts {
			if tx.Text == first && i+n <= len(texts) {
				return texts[i : i+n]
			}
		}
		return nil
	}
	c, g := run(card), run(fig)
	if c == nil || g == nil {
		t.Fatalf("%s: %s: no run of %d boxes from %q on the card (%v) or the figure (%v)", lang, track, n, first, c != nil, g != nil)
	}
	mid := func(tx recorder.Text) float64 { return tx.Left + tx.Width/2 }
	row := func(ts []recorder.Text, i int) int { // rows begin where a word stands lower than the one before
		r := 0
		for j := 1; j <= i; j++ {
			if ts[j].Y > ts[j-1].Y+1 {
				r++
			}
		}
		return r
	}
	for i := range c {
		want, got := mid(c[i])-mid(c[0]), (mid(g[i])-mid(g[0]))/k
		if math.Abs(want-got) > 0.05 || row(c, i) != row(g, i) || c[i].Text != g[i].Text {
			t.Errorf("%s: %s: box %d %q stands %.2f mm across on row %d, the card's %q %.2f mm on row %d",
				lang, track, i, g[i].Text, got, row(g, i), c[i].Text, want, row(c, i))
		}
	}
}

// The board's key names, on the real board, a manor's centre, a milestone, a road, a
// bridge the choke-point figure does not show, and the grid, giving the manor the map
// reference its card prints; each tag points at its place, and no two tags' words meet.
func TestBoardKeyFigure(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		x := figureCtx(t, lang, nil)
		f, err := x.Figure("board-key", figureWidth)
		if err != nil {
			t.Fatal(err)
		}
		road, _, k, err := x.keyBridge()
		if err != nil {
			t.Fatal(err)
		}
		shown, _ := x.figureChoke()
		if shown.choke.Road == road.ID && shown.choke.Step == k {
			t.Errorf("%s: the key shows the choke-point figure's bridge again", lang)
		}
		m := x.D.Manor(road.From)
		g := geometry(&x.D.Valley, &x.Layout.Board)
		ns := road.Nodes()
		want := map[string]draw.Point{ // the first line of each tag, and the place it marks
			"manor":     f.at(g.nodes[ns[0]]),
			"milestone": f.at(g.nodes[ns[1]]),
			"bridge":    f.at(lerp(g.nodes[ns[k-1]], g.nodes[ns[k]], 0.5)),
		}
		keys := map[string]string{"manor": "figure.key-manor", "milestone": "figure.key-milestone", "bridge": "figure.key-bridge"}
		for what, at := range want {
			text := x.L.Tx(keys[what], map[string]any{"manor": m.Name})
			found := false
			for _, tg := range f.tags {
				if strings.Join(tg.lines, " ") == text {
					found = true
					if dist(tg.at, at) > 1e-9 {
						t.Errorf("%s: the %s's tag marks %v, want %v", lang, what, tg.at, at)
					}
				}
			}
			if !found {
				t.Errorf("%s: no tag says %q", lang, text)
			}
		}
		grid := x.L.Tx("figure.key-grid", map[string]any{"manor": m.Name, "ref": m.Map})
		if ref := x.D.Valley.Grid.Ref(gamedata.Pt{g.nodes[ns[0]].X, g.nodes[ns[0]].Y}); ref != m.Map {
			t.Errorf("%s: %s stands in %s, its card says %s", lang, m.Name, ref, m.Map)
		}
		if !strings.Contains(strings.Join(f.Labels, " "), grid) {
			t.Errorf("%s: the tags %q do not say %q", lang, f.Labels, grid)
		}
		texts := drawFigure(t, f)
		checkFigureTexts(t, x, f, texts)
		over := texts[len(texts)-len(f.Labels):]
		box := func(tx recorder.Text) impose.Rect {
			return impose.Rect{X: tx.Left, Y: tx.Y - draw.Ascent(tx.Font), W: tx.Width, H: draw.Ascent(tx.Font) + draw.Descent(tx.Font)}
		}
		for i := range over {
			for j := i + 1; j < len(over); j++ {
				if meets(box(over[i]), box(over[j])) {
					t.Errorf("%s: %q and %q overlap", lang, over[i].Text, over[j].Text)
				}
			}
		}
	}
}

// Every grade of the troop table has a mark, and the counter figure's callout names, in
// each language, the very mark pips draws for it: change a grade's mark and the callout
// follows.
func TestGradeCalloutNamesTheDrawnMarks(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		x := figureCtx(t, lang, nil)
		callout := x.gradeCallout()
		for _, tr := range x.D.Troops {
			if tr.Grade == "" {
				continue
			}
			mark := gradeMark(tr.Grade)
			if mark == "" {
				t.Fatalf("grade %q of %s has no mark for pips to draw", tr.Grade, tr.ID)
			}
			word := x.L.T("figure.mark-"+mark, nil)
			if !strings.Contains(callout, word) {
				t.Errorf("%s: the grade callout %q does not name %q, the mark of grade %s", lang, callout, word, tr.Grade)
			}
		}
	}
}
