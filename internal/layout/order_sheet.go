package layout

// OrderSheetFile is the order sheet's layout file as users see it.
const OrderSheetFile = "layout/order-sheet.toml"

// OrderSheet is how the order sheet is drawn (layout/order-sheet.toml); the file's
// comments say what each value is.
type OrderSheet struct {
	Palettes // its own changes to the kit's palette, if any

	Paper    Colour        `toml:"paper"`
	Title    OrderTitle    `toml:"title"`
	Heading  SheetHeading  `toml:"heading"`
	Header   OrderHeader   `toml:"header"`
	Field    OrderField    `toml:"field"`
	Religion OrderReligion `toml:"religion"`
	Treasury OrderTreasury `toml:"treasury"`
	Roster   OrderRoster   `toml:"roster"`
	Orders   OrderSeasons  `toml:"orders"`
	Form     OrderForm     `toml:"form"`
}

// OrderTitle is the sheet's title, at the top left.
type OrderTitle struct {
	Font  Font    `toml:"font"`
	Share float64 `toml:"share"`
}

// OrderHeader places the title and the lord's fields beside it.
type OrderHeader struct {
	Fields float64 `toml:"fields"`
	Year   float64 `toml:"year"`
	First  float64 `toml:"first"`
	Step   float64 `toml:"step"`
	Below  float64 `toml:"below" layout:"zero"`
	After  float64 `toml:"after" layout:"zero"`
}

// OrderField is a label with a line to write on.
type OrderField struct {
	Font       Font    `toml:"font"`
	LabelShare float64 `toml:"label_share"`
	RuleGap    float64 `toml:"rule_gap" layout:"zero"`
	RuleBelow  float64 `toml:"rule_below" layout:"any"`
	RuleLine   float64 `toml:"rule_line"`
}

// OrderReligion is the religion's line with its boxes to tick.
type OrderReligion struct {
	Box     float64 `toml:"box"`
	Raise   float64 `toml:"raise" layout:"any"`
	BoxGap  float64 `toml:"box_gap" layout:"zero"`
	WordGap float64 `toml:"word_gap" layout:"zero"`
	Line    float64 `toml:"line"`
}

// OrderTreasury is the treasury, a row a year.
type OrderTreasury struct {
	RowHeight  float64         `toml:"row_height"`
	StartShare float64         `toml:"start_share"`
	Numbers    Font            `toml:"numbers"`
	After      float64         `toml:"after" layout:"zero"`
	Columns    TreasuryColumns `toml:"columns"`
}

// TreasuryColumns are the treasury's columns' shares of its width, by weight.
type TreasuryColumns struct {
	Year         float64 `toml:"year"`
	Income       float64 `toml:"income"`
	Pay          float64 `toml:"pay"`
	Improvements float64 `toml:"improvements"`
	Hires        float64 `toml:"hires"`
	Balance      float64 `toml:"balance"`
	Manors       float64 `toml:"manors"`
	Reverence    float64 `toml:"reverence"`
}

// OrderRoster is the troop roster: grids side by side.
type OrderRoster struct {
	RowMin  float64       `toml:"row_min"`
	MinRows int           `toml:"min_rows"`
	Grids   int           `toml:"grids"`
	Gap     float64       `toml:"gap" layout:"zero"`
	Columns RosterColumns `toml:"columns"`
}

// RosterColumns are the roster's columns' shares of a grid's width, by weight.
type RosterColumns struct {
	Troop   float64 `toml:"troop"`
	Type    float64 `toml:"type"`
	Grade   float64 `toml:"grade"`
	Wounded float64 `toml:"wounded"`
	Notes   float64 `toml:"notes"`
}

// OrderSeasons is the orders of each campaigning season.
type OrderSeasons struct {
	RowMin        float64      `toml:"row_min"`
	MinRows       int          `toml:"min_rows"`
	Label         Font         `toml:"label"`
	LabelWidth    float64      `toml:"label_width"`
	LabelGap      float64      `toml:"label_gap" layout:"zero"`
	LabelBaseline float64      `toml:"label_baseline"`
	Gap           float64      `toml:"gap" layout:"zero"`
	Key           Font         `toml:"key"`
	KeyBelow      float64      `toml:"key_below" layout:"zero"`
	Columns       OrderColumns `toml:"columns"`
}

// OrderColumns are the orders' columns' shares of a season's width, by weight.
type OrderColumns struct {
	Troops float64 `toml:"troops"`
	From   float64 `toml:"from"`
	To     float64 `toml:"to"`
	Phase  float64 `toml:"phase"`
}

// OrderForm is how a grid to fill in by hand is drawn.
type OrderForm struct {
	Head      Font    `toml:"head"`
	HeadInset float64 `toml:"head_inset" layout:"zero"`
	HeadMax   float64 `toml:"head_max"`
	HeadPad   float64 `toml:"head_pad" layout:"zero"`
	Leading   float64 `toml:"leading"`
	Line      float64 `toml:"line"`
	Frame     float64 `toml:"frame"`
}

// checkOrderSheet refuses shares that leave no room: a designer learns it at the key.
func (l *Layout) checkOrderSheet() error {
	o, p := l.OrderSheet, l.parts["order-sheet"]
	for _, s := range []struct {
		key string
		v   float64
	}{{"title.share", o.Title.Share}, {"header.fields", o.Header.Fields}, {"header.year", o.Header.Year}, {"field.label_share", o.Field.LabelShare},
		{"treasury.start_share", o.Treasury.StartShare}} {
		if !(s.v < 1) {
			return sourceError(p.Source(s.key), "expected a share below 1, got %v", s.v)
		}
	}
	if o.Title.Share > o.Header.Fields {
		return sourceError(p.Source("title.share"), "the title's room (%v of the width) runs into the fields (from %v)", o.Title.Share, o.Header.Fields)
	}
	if o.Header.Year > o.Header.Fields {
		return sourceError(p.Source("header.year"), "the year's field (%v of the width) runs into the fields (from %v)", o.Header.Year, o.Header.Fields)
	}
	return nil
}
