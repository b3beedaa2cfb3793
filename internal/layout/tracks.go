package layout

// TracksFile is the tracks card's layout file as users see it.
const TracksFile = "layout/tracks.toml"

// Tracks is how the tracks card is drawn (layout/tracks.toml); the file's comments say
// what each value is.
type Tracks struct {
	Palettes // its own changes to the kit's palette, if any

	Paper     Colour        `toml:"paper"`
	Gap       float64       `toml:"gap" layout:"zero"`
	Clearance float64       `toml:"clearance" layout:"zero"`
	Title     TracksTitle   `toml:"title"`
	Heading   SheetHeading  `toml:"heading"`
	Text      TracksText    `toml:"text"`
	Weather   WeatherTrack  `toml:"weather"`
	Pattern   ZonePattern   `toml:"pattern"`
	Road      ArthurRoad    `toml:"road"`
	Table     TracksTable   `toml:"table"`
	Colours   TracksColours `toml:"colours"`
	InkSaver  TracksColours `toml:"ink_saver"`
}

// TracksTitle is the card's title, at the top left.
type TracksTitle struct {
	Font  Font    `toml:"font"`
	Below float64 `toml:"below" layout:"zero"`
}

// SheetHeading is a section's heading with a rule under it.
type SheetHeading struct {
	Font      Font    `toml:"font"`
	RuleBelow float64 `toml:"rule_below" layout:"zero"`
	RuleLine  float64 `toml:"rule_line"`
	Below     float64 `toml:"below" layout:"zero"`
}

// TracksText is the paragraph that says how a track is used.
type TracksText struct {
	Font    Font    `toml:"font"`
	Leading float64 `toml:"leading"`
	Height  float64 `toml:"height"`
	Below   float64 `toml:"below" layout:"zero"`
}

// WeatherTrack is the weather track: the zones' names over a row of boxes.
type WeatherTrack struct {
	Label         Font    `toml:"label"`
	LabelHeight   float64 `toml:"label_height"`
	LabelBaseline float64 `toml:"label_baseline"`
	Number        Font    `toml:"number"`
	NumberMiddle  float64 `toml:"number_middle"`
	Start         Font    `toml:"start"`
	Inset         float64 `toml:"inset" layout:"zero"`
	Line          float64 `toml:"line"`
	Cell          float64 `toml:"cell"`
	RowGap        float64 `toml:"row_gap" layout:"zero"`
}

// ZonePattern keeps the zones apart without colour, in the lower part of a box.
type ZonePattern struct {
	Top      float64 `toml:"top"`
	Line     float64 `toml:"line"`
	Hatch    float64 `toml:"hatch"`
	DotStep  float64 `toml:"dot_step"`
	DotInset float64 `toml:"dot_inset" layout:"zero"`
	DotTop   float64 `toml:"dot_top" layout:"zero"`
	Dot      float64 `toml:"dot"`
}

// ArthurRoad is King Arthur's road from Camelot.
type ArthurRoad struct {
	Cell        float64 `toml:"cell"`
	Number      Font    `toml:"number"`
	Line        float64 `toml:"line"`
	Icon        float64 `toml:"icon"`
	IconTop     float64 `toml:"icon_top" layout:"zero"`
	Label       Font    `toml:"label"`
	Inset       float64 `toml:"inset" layout:"zero"`
	VisitMiddle float64 `toml:"visit_middle"`
	RowGap      float64 `toml:"row_gap" layout:"zero"`
	Length      Font    `toml:"length"`
	LengthBelow float64 `toml:"length_below" layout:"zero"`
}

// TracksTable is the style of the card's two tables (their rules are the kit's).
type TracksTable struct {
	Body    Font    `toml:"body"`
	Head    Font    `toml:"head"`
	Pad     float64 `toml:"pad" layout:"zero"`
	Leading float64 `toml:"leading"`
}

// TracksColours are the card's own colours; the rest are the kit's palette.
type TracksColours struct {
	Bad     Colour `toml:"bad"`
	Average Colour `toml:"average"`
	Good    Colour `toml:"good"`
	Road    Colour `toml:"road"`
}

// checkTracks refuses shares past a box's edge and a table heading that would not
// shrink with its body.
func (l *Layout) checkTracks() error {
	t, p := l.Tracks, l.parts["tracks"]
	for _, s := range []struct {
		key string
		v   float64
	}{{"weather.number_middle", t.Weather.NumberMiddle}, {"pattern.top", t.Pattern.Top}, {"road.icon", t.Road.Icon},
		{"road.visit_middle", t.Road.VisitMiddle}} {
		if !(s.v < 1) {
			return sourceError(p.Source(s.key), "expected a share of the box below 1, got %v", s.v)
		}
	}
	if t.Road.IconTop+t.Road.Icon > 1 {
		return sourceError(p.Source("road.icon_top"), "the icon reaches past the box's foot: icon_top + icon is %v, at most 1", t.Road.IconTop+t.Road.Icon)
	}
	// A box holds the counter that sits on it, with room round it.
	least := l.Counters.Size + 2*t.Clearance
	for _, c := range []struct {
		key string
		v   float64
	}{{"weather.cell", t.Weather.Cell}, {"road.cell", t.Road.Cell}} {
		if c.v < least {
			return sourceError(p.Source(c.key), "a box of %v mm does not hold a counter of %v mm (kit.toml counters.size) with the clearance: expected at least %.2f", c.v, l.Counters.Size, least)
		}
	}
	// A table shrinks as one, heading and body by the same steps.
	if d, want := t.Table.Head.Size-t.Table.Head.Min, t.Table.Body.Size-t.Table.Body.Min; d != want {
		return sourceError(p.Source("table.head.min"), "the heading shrinks with the body, by as much: expected %v", t.Table.Head.Size-want)
	}
	return nil
}
