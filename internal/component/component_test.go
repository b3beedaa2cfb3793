package component

import (
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/testkit"
	"github.com/excalibur-kit/excalibur/internal/testkit/golden"
	"github.com/excalibur-kit/excalibur/rules"
)

func ctx(t *testing.T, lang string, st Style) *Ctx {
	d := testkit.Data(t)
	return &Ctx{E: rules.New(d), D: d, L: testkit.Localizer(t, d, lang), Layout: testkit.Layout(t), Style: NewStyle(testkit.Layout(t), st.InkSaver)}
}

func record(t *testing.T, w, h float64, draw1 func(draw.Canvas) error) string {
	doc := recorder.New()
	if err := draw1(doc.NewPage(w, h)); err != nil {
		t.Fatal(err)
	}
	return doc.String()
}

// A card, a troop counter (both sides) and a marker, recorded call by call, in English
// and Polish, standard and ink-saver: any change of drawing shows in review.
func TestGoldenDrawings(t *testing.T) {
	for _, c := range []struct {
		lang string
		st   Style
		file string
	}{{"en", Standard, "en"}, {"pl", Standard, "pl"}, {"en", InkSaver, "en-ink-saver"}} {
		x := ctx(t, c.lang, c.st)
		cw, ch, s := x.Layout.Cards.Width, x.Layout.Cards.Height, x.Layout.Counters.Size
		ks := x.Counters()
		got := record(t, cw, ch, func(cv draw.Canvas) error { return x.CardFront(cv, x.D.Manor("foxwood")) }) +
			record(t, cw, ch, x.CardBack) +
			record(t, s, s, func(cv draw.Canvas) error { return x.CounterFront(cv, ks[0]) }) +
			record(t, s, s, func(cv draw.Canvas) error { return x.CounterBack(cv, ks[0]) }) +
			record(t, s, s, func(cv draw.Canvas) error { return x.CounterFront(cv, ks[len(ks)-1]) })
		golden.Check(t, "drawings-"+c.file+".rec", []byte(got))
	}
}

// Every card and every counter of every language fits its boxes.
func TestEverythingFits(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		x := ctx(t, lang, Standard)
		doc := recorder.New()
		for i := range x.D.Manors {
			if err := x.CardFront(doc.NewPage(63, 88), &x.D.Manors[i]); err != nil {
				t.Error(err)
			}
		}
		for _, k := range x.Counters() {
			if err := x.CounterFront(doc.NewPage(16, 16), k); err != nil {
				t.Error(err)
			}
		}
		if miss := x.L.Missing(); len(miss) > 0 {
			t.Errorf("%s: untranslated %v", lang, miss)
		}
	}
}

// Each colour's counters start on a new row and end with its key tile; then come the
// 150 markers.
func TestCounterOrder(t *testing.T) {
	x := ctx(t, "en", Standard)
	ks := x.Counters()
	cols := x.Layout.Counters.Columns
	troops, markers := 0, 0
	for i, k := range ks {
		switch k.Kind {
		case KindTroop:
			troops++
			if k.ID == 1 && i%cols != 0 {
				t.Errorf("%s starts mid-row at %d", k.Player.ID, i)
			}
		case KindMarker:
			markers++
		}
	}
	if troops != 6*87 || markers != 150 {
		t.Errorf("%d troop counters and %d markers, want 522 and 150", troops, markers)
	}
}
