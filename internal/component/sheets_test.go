package component

import (
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/impose"
	"github.com/excalibur-kit/excalibur/internal/testkit/golden"
)

// The order sheet, the tracks card and the sheet furniture (of a card sheet folded and
// in duplex, and of a counter sheet), recorded call by call on A4 and Letter, in
// English, Polish and French, standard and ink-saver: a change of their layout shows in
// review, and turning their values into data must leave these recordings as they are.
func TestGoldenSheets(t *testing.T) {
	for _, c := range []struct {
		lang, paper string
		st          Style
		mode        impose.Mode
		file        string
	}{
		{"en", "a4", Standard, impose.Duplex, "en"},
		{"pl", "letter", Standard, impose.Fold, "pl-letter"},
		{"fr", "a4", InkSaver, impose.Fold, "fr-ink-saver"},
	} {
		x := ctx(t, c.lang, c.st)
		p := x.Layout.Paper[c.paper]
		pr := Print{Paper: impose.Paper{Name: c.paper, W: p.Width, H: p.Height}, Mode: c.mode}
		doc := recorder.New()
		for _, draw1 := range []func(draw.Canvas) error{x.OrderSheet, x.Tracks} {
			if err := draw1(doc.NewPage(p.Width, p.Height)); err != nil {
				t.Fatal(err)
			}
		}
		if err := x.CardSheets(&firstPages{Document: doc, n: 2}, pr); err != nil {
			t.Fatal(err)
		}
		golden.Check(t, "sheets-"+c.file+".rec", []byte(doc.String()))
	}
}

// firstPages records the first n pages of a document and draws the rest nowhere, to
// keep a recording of an imposed sheet short.
type firstPages struct {
	*recorder.Document
	n int
}

func (f *firstPages) NewPage(w, h float64) draw.Canvas {
	if f.n == 0 {
		return recorder.New().NewPage(w, h)
	}
	f.n--
	return f.Document.NewPage(w, h)
}

// The two styles a test draws in; ctx fills in the palette of the layout it loads.
var (
	Standard = Style{}
	InkSaver = Style{InkSaver: true}
)
