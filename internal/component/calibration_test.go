package component

import (
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/impose"
)

// The calibration sheet measures what --back-offset needs: a printer that drifts the back
// page by (a, b) is simulated on the recorded drawing (every mark of the back moved by
// (a, b)), the front's cross is turned over onto the back, and the two scales are read
// where its lines cross them, as a user reads them between the numbered ticks. The
// reading is (a, b), and a sheet of counters built with that offset, printed with the
// same drift, puts every back where it belongs. On A4 and Letter, in every language.
func TestCalibrationReadsTheDrift(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		for _, paper := range []string{"a4", "letter"} {
			x := ctx(t, lang, Standard)
			p := x.Layout.Paper[paper]
			pr := Print{Paper: impose.Paper{Name: paper, W: p.Width, H: p.Height}}
			doc := recorder.New()
			if err := x.Calibration(doc, pr); err != nil {
				t.Fatal(err)
			}
			if doc.Pages() != 2 {
				t.Fatalf("%s %s: %d pages, want a front and a back", lang, paper, doc.Pages())
			}
			upright, level := frontCross(t, doc)
			for _, drift := range [][2]float64{{0, 0}, {1, 2}, {-1.3, 0.7}, {2.45, -3.8}} {
				a, b := readScales(t, x, doc, p.Width-upright, level, drift)
				if math.Abs(a-drift[0]) > 1e-6 || math.Abs(b-drift[1]) > 1e-6 {
					t.Errorf("%s %s: a drift of %v reads %.3f,%.3f", lang, paper, drift, a, b)
				}
				cancels(t, x, pr, [2]float64{a, b}, drift)
			}
		}
	}
}

var stroke2 = regexp.MustCompile(`^stroke M (\S+) (\S+) L (\S+) (\S+)$`)

// frontCross finds the cross on the front page: its longest upright and level lines.
func frontCross(t *testing.T, doc *recorder.Document) (upright, level float64) {
	var longV, longH float64
	page := 0
	for _, line := range doc.Lines() {
		if strings.HasPrefix(line, "page ") {
			page++
		}
		m := stroke2.FindStringSubmatch(line)
		if page != 1 || m == nil {
			continue
		}
		x1, y1, x2, y2 := num(t, m[1]), num(t, m[2]), num(t, m[3]), num(t, m[4])
		if x1 == x2 && math.Abs(y2-y1) > longV {
			longV, upright = math.Abs(y2-y1), x1
		}
		if y1 == y2 && math.Abs(x2-x1) > longH {
			longH, level = math.Abs(x2-x1), y1
		}
	}
	if longV == 0 || longH == 0 {
		t.Fatal("no cross on the front")
	}
	return upright, level
}

func num(t *testing.T, s string) float64 {
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// mark is a numbered tick as read off the back: where it stands and what it says.
type mark struct{ at, value float64 }

// readScales moves the back's numbers by the drift and reads, between the two numbered
// ticks either side, where the turned-over cross crosses each scale.
func readScales(t *testing.T, x *Ctx, doc *recorder.Document, crossX, crossY float64, drift [2]float64) (a, b float64) {
	var across, down []mark
	for _, tx := range doc.Texts() {
		v, ok := signedNumber(tx.Text)
		if tx.Page != 1 || !ok {
			continue
		}
		switch tx.Align {
		case draw.Center: // under the scale across, centred on its tick
			across = append(across, mark{tx.X + drift[0], v})
		case draw.Left: // right of the scale down, its middle on its tick
			down = append(down, mark{tx.Y - middleBaseline(tx.Font, 0) + drift[1], v})
		}
	}
	return interpolate(t, across, crossX), interpolate(t, down, crossY)
}

// signedNumber reads a number as the scales print it: +5, −5, 0.
func signedNumber(s string) (float64, bool) {
	v, err := strconv.ParseFloat(strings.Replace(s, "−", "-", 1), 64)
	return v, err == nil
}

// interpolate reads the value at pos between the marks either side of it.
func interpolate(t *testing.T, ms []mark, pos float64) float64 {
	sort.Slice(ms, func(i, j int) bool { return ms[i].at < ms[j].at })
	for i := 1; i < len(ms); i++ {
		if lo, hi := ms[i-1], ms[i]; pos >= lo.at-1e-9 && pos <= hi.at+1e-9 {
			return lo.value + (pos-lo.at)/(hi.at-lo.at)*(hi.value-lo.value)
		}
	}
	t.Fatalf("the cross at %.2f is off the scale %v", pos, ms)
	return 0
}

// cancels proves that a counter sheet built with the offset read, printed with the
// drift, has every back where the same sheet without drift and offset has it.
func cancels(t *testing.T, x *Ctx, pr Print, offset, drift [2]float64) {
	l, p := x.Layout.Counters, x.Layout.Print
	spec := impose.Spec{Paper: pr.Paper, ItemW: l.Size, ItemH: l.Size, Cols: l.Columns, Rows: l.Rows,
		Bleed: p.Bleed, PrinterMargin: p.PrinterMargin, CropMark: p.CropMark, CropGap: p.CropGap}
	want, err := impose.New(spec)
	if err != nil {
		t.Fatal(err)
	}
	spec.BackOffset = offset
	built, err := impose.New(spec)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < want.PerPage(); i++ {
		_, w := want.Back(i)
		_, b := built.Back(i)
		if math.Abs(b.X+drift[0]-w.X) > 1e-6 || math.Abs(b.Y+drift[1]-w.Y) > 1e-6 {
			t.Fatalf("offset %v against drift %v: counter %d's back lands at (%.2f, %.2f), want (%.2f, %.2f)",
				offset, drift, i, b.X+drift[0], b.Y+drift[1], w.X, w.Y)
		}
	}
}
