package component

import (
	"fmt"
	"math"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/impose"
	"github.com/excalibur-kit/excalibur/internal/layout"
)

// tracksFigure is the tracks card as a year begins: its weather track and King Arthur's
// road, drawn by the card's own code at the card's printed width, so that its boxes fall
// into the card's rows, and then scaled down as a whole to the column (a narrower layout
// would re-flow the boxes into rows the card does not have), with the weather counter on
// the track's start box and King Arthur's counter on Camelot, the counters as the
// counter sheets print them. Their words are the card's; the figure adds none, and its
// caption names the card by the card's own title.
func (x *Ctx) tracksFigure(width float64) (*Figure, error) {
	f, err := x.tracksAt(width)
	if err != nil {
		return nil, fmt.Errorf("the tracks card %.1f mm wide (layout/rulebook.toml [figures.sheet], page.measure): %w", width, err)
	}
	return f, nil
}

// tracksAt lays the tracks figure out for a width.
func (x *Ctx) tracksAt(width float64) (*Figure, error) {
	fs, cardW := x.figures().Sheet, x.tracksCardWidth()
	// The card's mm are k times the figure's; a column wider than the card keeps it at size.
	k := min(1, (width-2*fs.Pad)/cardW)
	x = x.tracksLegibleAt(k)
	l := &x.Layout.Tracks
	bx, bw := fs.Pad/k, cardW
	// A dry run gives each track's height, and so where the road begins, and the words
	// the card writes, which are the figure's labels (the counters write none).
	words := &textCanvas{}
	weatherH, err := x.weatherTrack(words, bx, bx, bw)
	if err != nil {
		return nil, err
	}
	roadTop := bx + weatherH + l.Gap
	roadH, err := x.arthurRoad(words, bx, roadTop, bw)
	if err != nil {
		return nil, err
	}
	// The boxes the counters stand on: the first of each track.
	intro := func(item, heading, how string) (float64, error) {
		return x.trackIntro(nullCanvas{}, item, x.L.T(heading, nil), x.L.T(how, nil), bx, 0, bw)
	}
	wIntro, err := intro("weather", "tracks.weather", "tracks.weather-how")
	if err != nil {
		return nil, err
	}
	rIntro, err := intro("arthur", "tracks.arthur", "tracks.arthur-how")
	if err != nil {
		return nil, err
	}
	length, err := x.roadLength(nullCanvas{}, bx, 0, bw)
	if err != nil {
		return nil, err
	}
	start := x.weatherBoxes(bx, bx+wIntro, bw)[0]
	camelot := x.roadBoxes(bx, roadTop+rIntro+length, bw)[0]
	f := &Figure{W: width, H: (roadTop + roadH + bx) * k, scale: 1, Labels: words.texts}
	f.Caption = x.L.T("figure.tracks-start", nil) // names the card as the rules do, not by its title

	for _, b := range []impose.Rect{start, camelot} { // where the counters stand, in figure mm
		f.pieces = append(f.pieces, impose.Rect{X: b.X * k, Y: b.Y * k, W: b.W * k, H: b.H * k})
		s := x.Layout.Counters.Size
		f.trims = append(f.trims, impose.Rect{X: (b.X + (b.W-s)/2) * k, Y: (b.Y + (b.H-s)/2) * k, W: s * k, H: s * k})
	}
	tx := x.As("tracks") // the card shown as it is printed, in its own palette
	f.art = func(c draw.Canvas) error {
		c.Push()
		defer c.Pop()
		c.Scale(k)
		if _, err := tx.weatherTrack(c, bx, bx, bw); err != nil {
			return err
		}
		if _, err := tx.arthurRoad(c, bx, roadTop, bw); err != nil {
			return err
		}
		for _, m := range []struct {
			id  string
			box impose.Rect
		}{{"weather", start}, {"king-arthur", camelot}} {
			if err := x.onBox(c, Counter{Kind: KindMarker, Marker: m.id}, m.box, k); err != nil {
				return err
			}
		}
		return nil
	}
	return f, nil
}

// tracksCardWidth is the width the tracks card draws its tracks across: its page's
// drawing area (layout/kit.toml [sheets] margin) on the narrowest paper the kit prints on.
func (x *Ctx) tracksCardWidth() float64 {
	w := math.Inf(1)
	for _, p := range x.Layout.Paper {
		w = min(w, p.Width-2*x.Layout.Sheets.Margin)
	}
	return w
}

// tracksLegibleAt is x with the tracks card's type raised so that, drawn at scale k, none
// of it prints below the kit's least (layout/kit.toml print.min_font): the boxes, rows
// and lines stay the card's, only the words grow (they fit: the card's boxes are wide).
func (x *Ctx) tracksLegibleAt(k float64) *Ctx {
	least := x.Layout.Print.MinFont / k
	raise := func(f *layout.Font) {
		f.Size, f.Min = max(f.Size, least), max(f.Min, least)
	}
	lay := *x.Layout
	t := &lay.Tracks
	for _, f := range []*layout.Font{&t.Heading.Font, &t.Text.Font, &t.Weather.Label, &t.Weather.Number,
		&t.Weather.Start, &t.Road.Number, &t.Road.Label, &t.Road.Length} {
		raise(f)
	}
	y := *x
	y.Layout = &lay
	return &y
}

// onBox draws a counter in the middle of a track's box, trimmed, with a hairline round
// it where the sheet's cut would be; the canvas is drawn at scale (the frame keeps its
// width).
func (x *Ctx) onBox(c draw.Canvas, k Counter, box impose.Rect, scale float64) error {
	s := x.Layout.Counters.Size
	o := draw.Point{X: box.X + (box.W-s)/2, Y: box.Y + (box.H-s)/2}
	return x.trimmed(c, o, s, s, 1, x.figures().Frame/scale, func(c draw.Canvas) error { return x.CounterFront(c, k) })
}

// textCanvas draws nothing and keeps the words written on it, in order.
type textCanvas struct {
	nullCanvas
	texts []string
}

func (t *textCanvas) Text(f draw.Font, x, y float64, a draw.Align, s string) {
	t.texts = append(t.texts, s)
}
