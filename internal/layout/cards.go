package layout

// ManorCardsFile is the manor cards' layout file as users see it.
const ManorCardsFile = "layout/manor-cards.toml"

// ManorCards is how a manor card is drawn (layout/manor-cards.toml); the file's comments
// say what each value is.
type ManorCards struct {
	Palettes // its own changes to the kit's palette, if any

	Frame    CardFrame   `toml:"frame"`
	Band     CardBand    `toml:"band"`
	Name     CardName    `toml:"name"`
	Land     CardLand    `toml:"land"`
	Table    CardTable   `toml:"table"`
	Entry    CardEntry   `toml:"entry"`
	Back     CardBack    `toml:"back"`
	Colours  CardColours `toml:"colours"`
	InkSaver CardColours `toml:"ink_saver"`
}

// CardFrame is the double line round the card.
type CardFrame struct {
	Inset       float64 `toml:"inset"`
	OuterLine   float64 `toml:"outer_line"`
	OuterCorner float64 `toml:"outer_corner"`
	Gap         float64 `toml:"gap"`
	InnerLine   float64 `toml:"inner_line"`
	InnerCorner float64 `toml:"inner_corner"`
	Padding     float64 `toml:"padding" layout:"zero"`
}

// CardBand is the parish band.
type CardBand struct {
	Top         float64 `toml:"top"`
	Height      float64 `toml:"height"`
	Line        float64 `toml:"line"`
	BadgeMargin float64 `toml:"badge_margin" layout:"zero"`
	BadgeLine   float64 `toml:"badge_line"`
	Letter      Font    `toml:"letter"`
	Text        Font    `toml:"text"`
	TextGap     float64 `toml:"text_gap" layout:"zero"`
	RefInset    float64 `toml:"ref_inset" layout:"zero"`
	RefGap      float64 `toml:"ref_gap" layout:"zero"`
}

// CardName is the manor's name and the rule under it.
type CardName struct {
	Baseline   float64 `toml:"baseline"`
	Font       Font    `toml:"font"`
	RuleBelow  float64 `toml:"rule_below" layout:"zero"`
	RuleLine   float64 `toml:"rule_line"`
	RuleLength float64 `toml:"rule_length"`
}

// CardLand is the row of land unit icons.
type CardLand struct {
	Top    float64 `toml:"top"`
	Height float64 `toml:"height"`
	Gap    float64 `toml:"gap" layout:"zero"`
}

// CardTable is the income table.
type CardTable struct {
	Top          float64 `toml:"top"`
	HeadHeight   float64 `toml:"head_height"`
	RowHeight    float64 `toml:"row_height"`
	LabelShare   float64 `toml:"label_share"`
	Head         Font    `toml:"head"`
	HeadPadding  float64 `toml:"head_padding" layout:"zero"`
	Caption      Font    `toml:"caption"`
	CaptionInset float64 `toml:"caption_inset" layout:"zero"`
	CaptionAbove float64 `toml:"caption_above" layout:"zero"`
	HeadLine     float64 `toml:"head_line"`
	RowLine      float64 `toml:"row_line"`
	Leading      float64 `toml:"leading"`
	Icon         float64 `toml:"icon"`
	IconInset    float64 `toml:"icon_inset" layout:"zero"`
	Label        Font    `toml:"label"`
	LabelGap     float64 `toml:"label_gap" layout:"zero"`
	Income       Font    `toml:"income"`
}

// CardEntry is the entry manor's line.
type CardEntry struct {
	Font  Font    `toml:"font"`
	Above float64 `toml:"above" layout:"zero"`
	Side  float64 `toml:"side" layout:"zero"`
}

// CardBack is a manor's back: the common design and the band that names the manor.
type CardBack struct {
	Title         Font    `toml:"title"`
	TitleBaseline float64 `toml:"title_baseline"`
	SwordTop      float64 `toml:"sword_top"`
	Sword         float64 `toml:"sword"`
	BandTop       float64 `toml:"band_top"`
	BandHeight    float64 `toml:"band_height"`
	BandSide      float64 `toml:"band_side" layout:"zero"`
	BandLine      float64 `toml:"band_line"`
	Name          Font    `toml:"name"`
	NameBaseline  float64 `toml:"name_baseline"`
	Ref           Font    `toml:"ref"`
	RefBaseline   float64 `toml:"ref_baseline"`
	Subtitle      Font    `toml:"subtitle"`
	SubtitleAbove float64 `toml:"subtitle_above"`
}

// CardColours are the card's colours.
type CardColours struct {
	Paper   Colour `toml:"paper"`
	Ink     Colour `toml:"ink"`
	Accent  Colour `toml:"accent"`
	Rule    Colour `toml:"rule"`
	Tint    Colour `toml:"tint"`
	River   Colour `toml:"river"`
	Back    Colour `toml:"back"`
	BackInk Colour `toml:"back_ink"`
	Band    Colour `toml:"band"`
	BandInk Colour `toml:"band_ink"`
}

// checkCards holds the card's elements inside the card: a designer who moves the table
// down learns it at once, with the key to change, not from a clipped print.
func (l *Layout) checkCards() error {
	c, h := l.ManorCards, l.Cards.Height
	p := l.parts["manor-cards"]
	if end := c.Table.Top + c.Table.HeadHeight + 3*c.Table.RowHeight; end > h-l.Print.Safe {
		return sourceError(p.Source("table.row_height"), "the table ends %.1f mm from the top, past the safe area (%.1f mm): %.1f mm too low",
			end, h-l.Print.Safe, end-(h-l.Print.Safe))
	}
	if !(c.Table.LabelShare < 1) {
		return sourceError(p.Source("table.label_share"), "expected a share below 1, got %v", c.Table.LabelShare)
	}
	if !(c.Name.RuleLength <= 1) {
		return sourceError(p.Source("name.rule_length"), "expected a share of at most 1, got %v", c.Name.RuleLength)
	}
	b := c.Back
	if b.SwordTop+b.Sword > b.BandTop {
		return sourceError(p.Source("back.sword"), "the sword reaches %.1f mm into the name's band", b.SwordTop+b.Sword-b.BandTop)
	}
	if !(b.NameBaseline < b.RefBaseline && b.RefBaseline < b.BandHeight) {
		return sourceError(p.Source("back.ref_baseline"), "expected the name's baseline, then the reference's, inside the band's %v mm; got %v and %v", b.BandHeight, b.NameBaseline, b.RefBaseline)
	}
	if end := b.BandTop + b.BandHeight; end > h-b.SubtitleAbove-l.Print.Safe {
		return sourceError(p.Source("back.band_height"), "the name's band ends %.1f mm from the top, into the subtitle's room: %.1f mm too low", end, end-(h-b.SubtitleAbove-l.Print.Safe))
	}
	return nil
}
