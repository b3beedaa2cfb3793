package component

import (
	"github.com/excalibur-kit/excalibur/internal/layout"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/testkit"
	"github.com/excalibur-kit/excalibur/internal/testkit/golden"
	"github.com/excalibur-kit/excalibur/rules"
)

func ctx(t *testing.T, lang string, st Style) *Ctx {
	d := testkit.Data(t)
	return &Ctx{E: rules.New(d), D: d, L: testkit.Localizer(t, d, lang), Layout: testkit.Layout(t), Style: NewStyle(testkit.Layout(t), layout.KitPart, st.InkSaver)}
}

// ctxAtCounterSize is the standard context with counters of the given side in mm, for
// the tests that hold a layout at both 5/8 and 1/2 inch.
func ctxAtCounterSize(t *testing.T, lang string, size float64) *Ctx {
	x := ctx(t, lang, Standard)
	l := *x.Layout
	l.Counters.Size = size
	x.Layout = &l
	return x
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
		lastMarker := ks[0]
		for _, k := range ks {
			if k.Kind == KindMarker {
				lastMarker = k
			}
		}
		got := record(t, cw, ch, func(cv draw.Canvas) error { return x.CardFront(cv, x.D.Manor("foxwood")) }) +
			record(t, cw, ch, func(cv draw.Canvas) error { return x.CardBack(cv, x.D.Manor("foxwood")) }) +
			record(t, s, s, func(cv draw.Canvas) error { return x.CounterFront(cv, ks[0]) }) +
			record(t, s, s, func(cv draw.Canvas) error { return x.CounterBack(cv, ks[0]) }) +
			record(t, s, s, func(cv draw.Canvas) error { return x.CounterFront(cv, lastMarker) })
		golden.Check(t, "drawings-"+c.file+".rec", []byte(got))
	}
}

// Every card and every counter of every language fits its boxes, with counters of 5/8
// and 1/2 inch alike (layout/counters.toml holds at both).
func TestEverythingFits(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		for _, size := range []float64{15.875, 12.7} {
			x := ctxAtCounterSize(t, lang, size)
			doc := recorder.New()
			if size == 15.875 {
				for i := range x.D.Manors {
					if err := x.CardFront(doc.NewPage(63, 88), &x.D.Manors[i]); err != nil {
						t.Error(err)
					}
				}
			}
			for _, k := range x.Counters() {
				for _, side := range []func(draw.Canvas, Counter) error{x.CounterFront, x.CounterBack} {
					if err := side(doc.NewPage(size, size), k); err != nil {
						t.Errorf("%s at %v mm: %v", lang, size, err)
					}
				}
			}
			if miss := x.L.Missing(); len(miss) > 0 {
				t.Errorf("%s: untranslated %v", lang, miss)
			}
		}
	}
}

// With the lord's emblem at the foot beside his name, the longest names need 5/8 inch:
// at 1/2 inch the build fails, and the error names the key to change and by how much.
func TestHalfInchLordNeedsRoom(t *testing.T) {
	x := ctx(t, "en", Standard)
	l := *x.Layout
	l.Counters.Size = 12.7
	l.CounterLayout.Lord.Emblem = "foot"
	x.Layout = &l
	var err error
	for _, k := range x.Counters() {
		if k.Kind == KindTroop && k.Troop.Kind == gamedata.KindLord {
			if err = x.CounterFront(recorder.New().NewPage(12.7, 12.7), k); err != nil {
				break
			}
		}
	}
	if err == nil || !strings.Contains(err.Error(), "layout/counters.toml:") || !strings.Contains(err.Error(), "lord.name") ||
		!strings.Contains(err.Error(), "mm too wide") {
		t.Errorf("lord's name at the foot of a 1/2 inch counter: error %v, want one naming layout/counters.toml, lord.name and how much too wide", err)
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
