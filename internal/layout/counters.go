package layout

import "github.com/excalibur-kit/excalibur/internal/draw"

// CounterLayout is how the troop counters and key tiles are drawn (layout/counters.toml);
// the file's comments say what each value is.
type CounterLayout struct {
	Palettes // its own changes to the kit's palette, if any

	Edge     CounterEdge     `toml:"edge"`
	Numbers  CounterNumbers  `toml:"numbers"`
	Symbol   CounterSymbol   `toml:"symbol"`
	Emblem   CounterEmblem   `toml:"emblem"`
	Pips     CounterPips     `toml:"pips"`
	Lord     CounterLord     `toml:"lord"`
	Wounded  CounterWounded  `toml:"wounded"`
	Key      CounterKey      `toml:"key"`
	Safe     CounterSafe     `toml:"safe"`
	InkSaver CounterInkSaver `toml:"ink_saver"`
}

// CounterSafe is the safe area every text of a counter stays inside.
type CounterSafe struct {
	Share float64 `toml:"share"`
	Least float64 `toml:"least"`
}

// SafeMargin is how far from the cut line the safe area begins on a counter of side s:
// the share's margin, and never less than the least.
func (c CounterSafe) SafeMargin(s float64) float64 { return max((1-c.Share)/2*s, c.Least) }

// CounterEdge is the knife's guide inside the cut line, drawn only when Show is set.
type CounterEdge struct {
	Show   bool    `toml:"show"`
	Inset  float64 `toml:"inset" layout:"zero"`
	Line   float64 `toml:"line"`
	Colour Colour  `toml:"colour"`
	Mix    float64 `toml:"mix" layout:"zero"`
}

// CounterNumbers are the strength and the ID.
type CounterNumbers struct {
	Padding  float64 `toml:"padding" layout:"zero"`
	Strength Font    `toml:"strength"`
	ID       Font    `toml:"id"`
	Gap      float64 `toml:"gap" layout:"zero"`
}

// CounterSymbol is the troop's symbol.
type CounterSymbol struct {
	Size float64 `toml:"size"`
	Top  float64 `toml:"top" layout:"zero"`
}

// CounterEmblem is the colour's emblem.
type CounterEmblem struct {
	Size float64 `toml:"size"`
}

// CounterPips mark the grade.
type CounterPips struct {
	Radius  float64 `toml:"radius"`
	Spacing float64 `toml:"spacing"`
	Above   float64 `toml:"above" layout:"zero"`
	Line    float64 `toml:"line"`
	Square  float64 `toml:"square"`
}

// CounterLord is a lord's counter.
type CounterLord struct {
	Symbol    float64 `toml:"symbol"`
	Top       float64 `toml:"top" layout:"zero"`
	Name      Font    `toml:"name"`
	NameAbove float64 `toml:"name_above" layout:"zero"`
	Emblem    string  `toml:"emblem" oneof:"beside-crown|foot"`
	NameGap   float64 `toml:"name_gap" layout:"zero"`
}

// CounterWounded is the wounded side.
type CounterWounded struct {
	Pale         float64 `toml:"pale" layout:"zero"`
	HatchLine    float64 `toml:"hatch_line"`
	HatchSpacing float64 `toml:"hatch_spacing"`
	HatchTop     float64 `toml:"hatch_top" layout:"zero"`
	Mark         float64 `toml:"mark"`
	Clear        float64 `toml:"clear" layout:"zero"`
	ClearCorner  float64 `toml:"clear_corner" layout:"zero"`
}

// CounterKey is the key tile.
type CounterKey struct {
	Emblem float64 `toml:"emblem"`
	Top    float64 `toml:"top" layout:"zero"`
}

// CounterInkSaver are the ink saver's colours.
type CounterInkSaver struct {
	Ground Colour `toml:"ground"`
	Ink    Colour `toml:"ink"`
}

// Markers is how the markers are drawn (layout/markers.toml).
type Markers struct {
	Symbol   MarkerSymbol      `toml:"symbol"`
	Band     MarkerBand        `toml:"band"`
	Colours  MarkerColours     `toml:"colours"`
	Grounds  map[string]Colour `toml:"grounds"`
	InkSaver MarkerColours     `toml:"ink_saver"`
}

// MarkerSymbol is a marker's symbol.
type MarkerSymbol struct {
	Size float64 `toml:"size"`
}

// MarkerBand is the band of one colour round every marker's ground.
type MarkerBand struct {
	Width  float64 `toml:"width"`
	Corner float64 `toml:"corner" layout:"zero"`
}

// MarkerColours are a marker's ink, plain ground and edge band.
type MarkerColours struct {
	Ink   Colour `toml:"ink"`
	Plain Colour `toml:"plain"`
	Band  Colour `toml:"band"`
}

// checkCounters holds the shares to the counter and the pieces to each other at the
// kit's counter size: what cannot fit is an error at its key, whatever the language.
func (l *Layout) checkCounters() error {
	c, p := l.CounterLayout, l.parts["counters"]
	shares := []struct {
		key string
		v   float64
	}{
		{"symbol.size", c.Symbol.Size}, {"symbol.top", c.Symbol.Top}, {"emblem.size", c.Emblem.Size},
		{"lord.symbol", c.Lord.Symbol}, {"lord.top", c.Lord.Top}, {"wounded.pale", c.Wounded.Pale},
		{"wounded.hatch_top", c.Wounded.HatchTop}, {"key.emblem", c.Key.Emblem}, {"edge.mix", c.Edge.Mix},
		{"pips.square", c.Pips.Square}, {"wounded.mark", c.Wounded.Mark}, {"safe.share", c.Safe.Share},
	}
	for _, s := range shares {
		if s.v > 1 {
			return sourceError(p.Source(s.key), "expected a share of at most 1, got %v", s.v)
		}
	}
	if end := c.Symbol.Top + c.Symbol.Size; end > 1 {
		return sourceError(p.Source("symbol.top"), "the symbol reaches %.2f of the side below the counter", end-1)
	}
	if end := c.Lord.Top + c.Lord.Symbol; end > 1 {
		return sourceError(p.Source("lord.top"), "the crown reaches %.2f of the side below the counter", end-1)
	}
	if err := l.checkCounterSafe(); err != nil {
		return err
	}
	if m := l.Markers.Symbol.Size; m > 1 {
		return sourceError(l.parts["markers"].Source("symbol.size"), "expected a share of at most 1, got %v", m)
	}
	s, b := l.Counters.Size, l.Markers.Band
	if field := s - 2*b.Width; field < l.Markers.Symbol.Size*s {
		return sourceError(l.parts["markers"].Source("band.width"), "the band leaves a %.2f mm ground inside it, smaller than the %.2f mm symbol at %g mm counters",
			field, l.Markers.Symbol.Size*s, s)
	}
	return nil
}

// checkCounterSafe keeps every text of a counter inside its safe area at the kit's
// counter size: the strength and the ID (set from the padding at the top and the
// sides), and a lord's name (its room within the padding, its descenders above the
// foot's safe line).
func (l *Layout) checkCounterSafe() error {
	c, p := l.CounterLayout, l.parts["counters"]
	s := l.Counters.Size
	safe := c.Safe.SafeMargin(s)
	if pad := c.Numbers.Padding; pad < safe {
		return sourceError(p.Source("numbers.padding"), "the strength and the ID stand %.2f mm from the cut, inside the %.2f mm a hand cut may wander (safe.share, safe.least at %g mm counters); expected at least %.2f",
			pad, safe, s, safe)
	}
	f := c.Lord.Name.Draw()
	if foot := c.Lord.NameAbove - draw.Descent(f); foot < safe {
		return sourceError(p.Source("lord.name_above"), "a lord's name reaches %.2f mm from the foot's cut, inside the %.2f mm a hand cut may wander (safe.share, safe.least); expected at least %.2f",
			foot, safe, safe+draw.Descent(f))
	}
	return nil
}
