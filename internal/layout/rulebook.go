package layout

// The rulebook's and the quick reference's layout files as users see them.
const (
	RulebookFile       = "layout/rulebook.toml"
	QuickReferenceFile = "layout/quick-reference.toml"
)

// Rulebook is how the rulebook is set (layout/rulebook.toml): its page, its type, the
// space round each kind of block, its cover, contents and running heads, and the
// figures of the rules (also drawn in the rules reference). The file's comments say
// what each value is.
type Rulebook struct {
	Palettes // its own changes to the kit's palette, if any

	Page      BookPage      `toml:"page"`
	Text      BookText      `toml:"text"`
	Headings  BookHeadings  `toml:"headings"`
	Lists     BookLists     `toml:"lists"`
	Boxes     BookBoxes     `toml:"boxes"`
	Table     BookTable     `toml:"table"`
	BoxTable  BookTable     `toml:"box_table"`
	Break     BookBreak     `toml:"break"`
	PartPage  BookPartPage  `toml:"part_page"`
	Cover     BookCover     `toml:"cover"`
	Contents  BookContents  `toml:"contents"`
	Furniture BookFurniture `toml:"furniture"`
	Caption   BookCaption   `toml:"caption"`
	Figures   Figures       `toml:"figures"`
}

// BookPage is the rulebook's text area.
type BookPage struct {
	Measure  float64 `toml:"measure"`
	MaxEmpty float64 `toml:"max_empty"`
	PagesOf  int     `toml:"pages_of"` // the page count is a multiple of this
	Top      float64 `toml:"top"`
	Bottom   float64 `toml:"bottom"`
	HeadY    float64 `toml:"head_y"`
	FootY    float64 `toml:"foot_y"`
}

// BookText is the running text.
type BookText struct {
	Body       Font    `toml:"body"`
	Bold       Font    `toml:"bold"`
	Italic     Font    `toml:"italic"`
	BoldItalic Font    `toml:"bold_italic"`
	CodeFace   string  `toml:"code_face" oneof:"serif|serif-bold|serif-italic|serif-bolditalic|sans|sans-bold|caps"`
	CodeSize   float64 `toml:"code_size"`
	Leading    float64 `toml:"leading"`
	ParaGap    float64 `toml:"para_gap" layout:"zero"`
	PartGap    float64 `toml:"part_gap" layout:"zero"`
	BlockAfter float64 `toml:"block_after" layout:"zero"`
	KeepLines  int     `toml:"keep_lines"`
}

// BookHeading is one level of heading: its type and the space round it.
type BookHeading struct {
	Font   Font    `toml:"font"`
	Before float64 `toml:"before" layout:"zero"`
	After  float64 `toml:"after" layout:"zero"`
}

// BookHeadings are the three levels of heading and what they share.
type BookHeadings struct {
	Section        BookHeading `toml:"section"`
	Subsection     BookHeading `toml:"subsection"`
	Head           BookHeading `toml:"head"`
	GeneratedAfter float64     `toml:"generated_after" layout:"zero"`
	Number         Font        `toml:"number"`
	NumberGap      float64     `toml:"number_gap" layout:"zero"`
	RuleBelow      float64     `toml:"rule_below" layout:"zero"`
	RuleLine       float64     `toml:"rule_line"`
	Leading        float64     `toml:"leading"`
	RightRoom      float64     `toml:"right_room" layout:"zero"`
	MaxHeight      float64     `toml:"max_height"`
}

// BookLists are bulleted and numbered lists, and definition lists.
type BookLists struct {
	Indent    float64 `toml:"indent"`
	MarkGap   float64 `toml:"mark_gap" layout:"zero"`
	ItemGap   float64 `toml:"item_gap" layout:"zero"`
	TermLines int     `toml:"term_lines"`
}

// BookBoxes are the note and example boxes.
type BookBoxes struct {
	Pad        float64 `toml:"pad" layout:"zero"`
	Line       float64 `toml:"line"`
	Text       Font    `toml:"text"`
	Bold       Font    `toml:"bold"`
	Caption    Font    `toml:"caption"`
	CaptionGap float64 `toml:"caption_gap" layout:"zero"`
}

// BookTable is a table's style: the fonts' smallest size is how far a table may shrink.
type BookTable struct {
	Body    Font    `toml:"body"`
	Head    Font    `toml:"head"`
	Pad     float64 `toml:"pad" layout:"zero"`
	Leading float64 `toml:"leading"`
}

// BookBreak is the short rule of a thematic break.
type BookBreak struct {
	Room  float64 `toml:"room"`
	Drop  float64 `toml:"drop" layout:"zero"`
	Line  float64 `toml:"line"`
	Start float64 `toml:"start" layout:"zero"`
	End   float64 `toml:"end"`
}

// BookPartPage is the page that opens a part of the rules.
type BookPartPage struct {
	Label         Font              `toml:"label"`
	Title         Font              `toml:"title"`
	Y             float64           `toml:"y"`
	TitleBelow    float64           `toml:"title_below" layout:"zero"`
	Ornament      float64           `toml:"ornament"`
	OrnamentAbove float64           `toml:"ornament_above" layout:"zero"`
	Ornaments     map[string]string `toml:"ornaments"`
	RuleLength    float64           `toml:"rule_length" layout:"zero"`
	RuleGap       float64           `toml:"rule_gap" layout:"zero"`
	RuleLine      float64           `toml:"rule_line"`
	Intro         Font              `toml:"intro"`
	IntroMeasure  float64           `toml:"intro_measure"`
	IntroBelow    float64           `toml:"intro_below" layout:"zero"`
	IntroLeading  float64           `toml:"intro_leading"`
}

// BookCover is the title page.
type BookCover struct {
	Title          Font    `toml:"title"`
	TitleY         float64 `toml:"title_y"`
	Overhang       float64 `toml:"overhang" layout:"zero"`
	Subtitle       Font    `toml:"subtitle"`
	SubtitleBelow  float64 `toml:"subtitle_below" layout:"zero"`
	SwordBelow     float64 `toml:"sword_below" layout:"zero"`
	Sword          float64 `toml:"sword"`
	Edition        Font    `toml:"edition"`
	EditionY       float64 `toml:"edition_y"`
	EditionLeading float64 `toml:"edition_leading"`
	EditionHeight  float64 `toml:"edition_height"`
	Blurb          Font    `toml:"blurb"`
	BlurbY         float64 `toml:"blurb_y"`
	BlurbHeight    float64 `toml:"blurb_height"`
	Players        Font    `toml:"players"`
	PlayersBelow   float64 `toml:"players_below" layout:"zero"`
}

// BookContents is the table of contents.
type BookContents struct {
	Heading      Font    `toml:"heading"`
	HeadingBelow float64 `toml:"heading_below" layout:"zero"`
	Step         float64 `toml:"step"`
	MinStep      float64 `toml:"min_step"`
	Part         Font    `toml:"part"`
	Section      Font    `toml:"section"`
	Entry        Font    `toml:"entry"`
	PartSpace    float64 `toml:"part_space" layout:"zero"`
	Indent       float64 `toml:"indent" layout:"zero"`
	NumberRoom   float64 `toml:"number_room" layout:"zero"`
	FolioRoom    float64 `toml:"folio_room" layout:"zero"`
	DotLine      float64 `toml:"dot_line"`
	Dot          float64 `toml:"dot"`
	DotSpace     float64 `toml:"dot_space"`
	DotGap       float64 `toml:"dot_gap" layout:"zero"`
}

// BookFurniture is the running head and the page number.
type BookFurniture struct {
	Font      Font    `toml:"font"`
	RuleBelow float64 `toml:"rule_below" layout:"zero"`
	RuleLine  float64 `toml:"rule_line"`
}

// BookCaption is a figure's caption in the book.
type BookCaption struct {
	Font    Font    `toml:"font"`
	Gap     float64 `toml:"gap" layout:"zero"`
	Leading float64 `toml:"leading"`
}

// Figures is how the rules' figures draw over the board (the board's own look is
// layout/board.toml's).
type Figures struct {
	Frame          float64 `toml:"frame"`
	Label          Font    `toml:"label"`
	Key            Font    `toml:"key"`
	Badge          Font    `toml:"badge"`
	MovementHeight float64 `toml:"movement_height"`
	PlayHeight     float64 `toml:"play_height"`
	RouteCasing    float64 `toml:"route_casing" layout:"zero"`
	RouteDash      float64 `toml:"route_dash"`
	RouteSpace     float64 `toml:"route_space"`
	RouteDots      float64 `toml:"route_dots"`
	KeyRoute       float64 `toml:"key_route"`
	KeyHole        float64 `toml:"key_hole"`
	RingBeyond     float64 `toml:"ring_beyond" layout:"zero"`
	RingKeep       float64 `toml:"ring_keep" layout:"zero"`
	RingHalo       float64 `toml:"ring_halo"`
	RingLine       float64 `toml:"ring_line"`
	Church         float64 `toml:"church"`
	BadgePad       float64 `toml:"badge_pad" layout:"zero"`
	BadgeRound     float64 `toml:"badge_round"`
	BadgeLine      float64 `toml:"badge_line"`
	TagLeading     float64 `toml:"tag_leading"`
	TagPadX        float64 `toml:"tag_pad_x" layout:"zero"`
	TagPadY        float64 `toml:"tag_pad_y" layout:"zero"`
	Edge           float64 `toml:"edge" layout:"zero"`
	TagGap         float64 `toml:"tag_gap" layout:"zero"`
	Clear          float64 `toml:"clear" layout:"zero"`
	Leader         float64 `toml:"leader"`
	LeaderDot      float64 `toml:"leader_dot"`
	PlateCorner    float64 `toml:"plate_corner" layout:"zero"`
	KeyPad         float64 `toml:"key_pad" layout:"zero"`
	KeySwatch      float64 `toml:"key_swatch"`
	KeyInset       float64 `toml:"key_inset" layout:"zero"`
	KeyClear       float64 `toml:"key_clear" layout:"zero"`
	Fighter        float64 `toml:"fighter"`
	FighterGap     float64 `toml:"fighter_gap" layout:"zero"`
	FighterPad     float64 `toml:"fighter_pad" layout:"zero"`
	FighterWords   float64 `toml:"fighter_words" layout:"zero"`
	FighterCorner  float64 `toml:"fighter_corner" layout:"zero"`
	FighterLine    float64 `toml:"fighter_line"`
	EmblemInset    float64 `toml:"emblem_inset" layout:"zero"`
	Emblem         float64 `toml:"emblem"`
	ChokeLeader    float64 `toml:"choke_leader" layout:"zero"`
	BoardPad       float64 `toml:"board_pad" layout:"zero"`
	BoardHeight    float64 `toml:"board_height"`
	BoardTag       float64 `toml:"board_tag"`
	Parts          Parts   `toml:"parts"`
	Year           Year    `toml:"year"`
	Sheet          Sheet   `toml:"sheet"`
}

// Sheet is how the order sheet's figure is set: the sheet's own drawing at the column's
// width, cut short, with the start example's entries written in by hand.
type Sheet struct {
	Pad     float64 `toml:"pad" layout:"zero"`
	Years   int     `toml:"years"`
	Gap     float64 `toml:"gap" layout:"zero"`
	CutLine float64 `toml:"cut_line"`
	CutDash float64 `toml:"cut_dash"`
	Hand    Font    `toml:"hand"`
	Pencil  Colour  `toml:"pencil"`
	Inset   float64 `toml:"inset" layout:"zero"`
	Raise   float64 `toml:"raise" layout:"zero"`
}

// Year is how the turn-order figure is set: a panel for each season, its steps in
// numbered boxes, arrows the way the year runs.
type Year struct {
	Gap       float64 `toml:"gap"`
	Pad       float64 `toml:"pad" layout:"zero"`
	Head      float64 `toml:"head"`
	Corner    float64 `toml:"corner" layout:"zero"`
	Line      float64 `toml:"line"`
	Leading   float64 `toml:"leading"`
	Number    float64 `toml:"number"`
	StepPad   float64 `toml:"step_pad" layout:"zero"`
	ArrowHead float64 `toml:"arrow_head"`
	ArrowLine float64 `toml:"arrow_line"`
	Name      Font    `toml:"name"`
	Text      Font    `toml:"text"`
	Badge     Font    `toml:"badge"`
}

// Parts is how a figure of a component (a manor card, counters) is set: the component
// drawn by its own code, its parts named by callouts in columns at its sides.
type Parts struct {
	Pad          float64 `toml:"pad" layout:"zero"`
	Gap          float64 `toml:"gap" layout:"zero"`
	Column       float64 `toml:"column"`
	Clear        float64 `toml:"clear" layout:"zero"`
	CounterScale float64 `toml:"counter_scale"`
	CounterGap   float64 `toml:"counter_gap" layout:"zero"`
	Heading      Font    `toml:"heading"`
	HeadingGap   float64 `toml:"heading_gap" layout:"zero"`
	Ring         float64 `toml:"ring"`
	RingCorner   float64 `toml:"ring_corner" layout:"zero"`
}

// QuickReference is how the quick reference is set (layout/quick-reference.toml): the
// rulebook's setter on a page of its own, in columns, its type at a scale.
type QuickReference struct {
	Palettes // its own changes to the kit's palette, if any

	Page   QuickPage `toml:"page"`
	Scale  float64   `toml:"scale"`
	Sides  int       `toml:"sides"`
	Tries  []float64 `toml:"tries"`
	Tables BookTable `toml:"tables"`
}

// QuickPage is the quick reference's page.
type QuickPage struct {
	Columns int     `toml:"columns"`
	Gap     float64 `toml:"gap" layout:"zero"`
	Margin  float64 `toml:"margin" layout:"zero"`
	Top     float64 `toml:"top" layout:"zero"`
	Bottom  float64 `toml:"bottom" layout:"zero"`
	HeadY   float64 `toml:"head_y"`
	FootY   float64 `toml:"foot_y"`
}

// checkBook holds the book's shares to what a share can be and its text areas inside
// every paper: a designer learns of a column wider than the page at the key to change.
func (l *Layout) checkBook() error {
	b, p := l.Rulebook, l.parts["rulebook"]
	shares := []struct {
		key string
		v   float64
	}{{"break.start", b.Break.Start}, {"break.end", b.Break.End}, {"part_page.y", b.PartPage.Y}, {"page.max_empty", b.Page.MaxEmpty},
		{"cover.title_y", b.Cover.TitleY}, {"cover.blurb_y", b.Cover.BlurbY}, {"cover.edition_y", b.Cover.EditionY}}
	for _, s := range shares {
		if !(s.v <= 1) {
			return sourceError(p.Source(s.key), "expected a share of the page of at most 1, got %v", s.v)
		}
	}
	if !(b.Contents.MinStep <= b.Contents.Step) {
		return sourceError(p.Source("contents.min_step"), "expected at most contents.step (%v), got %v", b.Contents.Step, b.Contents.MinStep)
	}
	if !(b.Break.Start < b.Break.End) {
		return sourceError(p.Source("break.end"), "expected the rule to end (%v) after it starts (break.start %v)", b.Break.End, b.Break.Start)
	}
	q, qp := l.QuickReference, l.parts["quick-reference"]
	if len(q.Tries) == 0 {
		return sourceError(qp.Source("tries"), "expected at least one scale to try")
	}
	for i, k := range q.Tries {
		if !(k > 0 && k <= 1) || (i > 0 && k >= q.Tries[i-1]) {
			return sourceError(qp.Source("tries"), "expected scales above 0 and at most 1, largest first; got %v", q.Tries)
		}
	}
	for _, name := range l.Papers() {
		paper := l.Paper[name]
		if over := b.Page.Measure - paper.Width; over >= 0 {
			return sourceError(p.Source("page.measure"), "the column is as wide as %s paper or wider, by %.1f mm", name, over)
		}
		if over := b.Page.Top + b.Page.Bottom - paper.Height; over >= 0 {
			return sourceError(p.Source("page.bottom"), "no room is left for text on %s paper: %.1f mm too much", name, over)
		}
		if over := 2*q.Page.Margin + float64(q.Page.Columns-1)*q.Page.Gap - paper.Width; over >= 0 {
			return sourceError(qp.Source("page.gap"), "no room is left for the columns on %s paper: %.1f mm too much", name, over)
		}
		if over := q.Page.Top + q.Page.Bottom - paper.Height; over >= 0 {
			return sourceError(qp.Source("page.bottom"), "no room is left for text on %s paper: %.1f mm too much", name, over)
		}
	}
	return nil
}
