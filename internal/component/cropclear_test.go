package component

import (
	"fmt"
	"math"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/impose"
)

// markClear is the least room between a crop mark and any printed letter: nearer, a
// letter reads as touching the mark, and a knife run along the mark nicks it.
const markClear = 2.0

// markGap is how far a box stands from an upright or level segment.
func markGap(b impose.Rect, s impose.Segment) float64 {
	dx := max(math.Min(s.X1, s.X2)-(b.X+b.W), b.X-math.Max(s.X1, s.X2), 0)
	dy := max(math.Min(s.Y1, s.Y2)-(b.Y+b.H), b.Y-math.Max(s.Y1, s.Y2), 0)
	return math.Hypot(dx, dy)
}

// No crop mark comes within markClear of any text printed on a card or counter sheet,
// the cards' own and the sheet's furniture (its title, note and print line), on A4 and
// Letter, duplex and folded, in every language.
func TestTextClearOfCropMarks(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		x := ctx(t, lang, Standard)
		for _, paper := range []string{"a4", "letter"} {
			p := x.Layout.Paper[paper]
			for _, mode := range []impose.Mode{impose.Duplex, impose.Fold} {
				pr := Print{Paper: impose.Paper{Name: paper, W: p.Width, H: p.Height}, Mode: mode}
				for name, draw1 := range map[string]func(draw.Document) error{
					"cards":    func(d draw.Document) error { return x.CardSheets(d, pr) },
					"counters": func(d draw.Document) error { return x.CounterSheets(d, pr) },
				} {
					doc := recorder.New()
					if err := draw1(doc); err != nil {
						t.Fatal(err)
					}
					marks := 0
					for i, pg := range replay(t, x, doc) {
						marks += len(pg.marks)
						for _, tx := range pg.texts {
							for _, mk := range pg.marks {
								if g := markGap(tx.box, mk); g < markClear {
									t.Errorf("%s %s %s mode %d page %d: %q at %s is %.2f mm from the crop mark %s, less than %g",
										lang, paper, name, mode, i+1, tx.text, boxString(tx.box), g, segString(mk), markClear)
								}
							}
						}
					}
					if marks == 0 {
						t.Errorf("%s %s %s mode %d: no crop marks found", lang, paper, name, mode)
					}
				}
			}
		}
	}
}

func boxString(b impose.Rect) string {
	return fmt.Sprintf("%.1f–%.1f × %.1f–%.1f", b.X, b.X+b.W, b.Y, b.Y+b.H)
}

func segString(s impose.Segment) string {
	return fmt.Sprintf("(%.1f, %.1f)–(%.1f, %.1f)", s.X1, s.Y1, s.X2, s.Y2)
}
