package layout

import "regexp"

// BoardFile is the board's layout file as users see it.
const BoardFile = "layout/board.toml"

// Board is how the valley board is drawn (layout/board.toml); the comments of the file
// say what each value is.
type Board struct {
	Palettes // its own changes to the kit's palette, if any

	Sheet    BoardSheet    `toml:"sheet"`
	Frame    BoardFrame    `toml:"frame"`
	Fonts    BoardFonts    `toml:"fonts"`
	Marks    BoardMarks    `toml:"marks"`
	Scatter  BoardScatter  `toml:"scatter"`
	Legend   BoardLegend   `toml:"legend"`
	Lines    BoardLines    `toml:"lines"`
	Tiles    BoardTiles    `toml:"tiles"`
	Assembly BoardAssembly `toml:"assembly"`
	Colours  BoardColours  `toml:"colours"`
	InkSaver BoardColours  `toml:"ink_saver"`
}

// BoardSheet is the print shop's sheet.
type BoardSheet struct {
	Bleed     float64 `toml:"bleed"`
	CropMark  float64 `toml:"crop_mark"`
	CropGap   float64 `toml:"crop_gap"`
	CropWidth float64 `toml:"crop_width"`
	Slug      float64 `toml:"slug"`
}

// BoardFrame is the band around the map with the grid labels.
type BoardFrame struct {
	OuterLine float64 `toml:"outer_line"`
	InnerLine float64 `toml:"inner_line"`
	Gap       float64 `toml:"gap"`
	Tick      float64 `toml:"tick"`
	GridLine  float64 `toml:"grid_line"`
	GridDash  float64 `toml:"grid_dash"`
	EntryRoom float64 `toml:"entry_room"`
}

// BoardFonts are the board's fonts, each with the smallest size it may shrink to, and
// the widths names are fitted to.
type BoardFonts struct {
	Manor       Font    `toml:"manor"`
	NameWidth   float64 `toml:"name_width"`
	Reference   Font    `toml:"reference"`
	Letter      Font    `toml:"letter"`
	House       Font    `toml:"house"`
	HouseWidth  float64 `toml:"house_width"`
	Grid        Font    `toml:"grid"`
	Entry       Font    `toml:"entry"`
	LegendTitle Font    `toml:"legend_title"`
	Legend      Font    `toml:"legend"`
	Title       Font    `toml:"title"`
	Subtitle    Font    `toml:"subtitle"`
	Compass     Font    `toml:"compass"`
	Scale       Font    `toml:"scale"`
	Tile        Font    `toml:"tile"`
	Diagram     Font    `toml:"diagram"`
	Assembly    Font    `toml:"assembly"`
	HowTo       Font    `toml:"howto"`
	HowToLead   float64 `toml:"howto_leading"`
}

// BoardMarks are the sizes of the board's places and symbols.
type BoardMarks struct {
	Centre        float64 `toml:"centre"`
	CentreRing    float64 `toml:"centre_ring"`
	House         float64 `toml:"house"`
	Milestone     float64 `toml:"milestone"`
	Spot          float64 `toml:"spot"`
	Icon          float64 `toml:"icon"`
	Tree          float64 `toml:"tree"`
	TreeSpacing   float64 `toml:"tree_spacing"`
	TuftSpacing   float64 `toml:"tuft_spacing"`
	Furrow        float64 `toml:"furrow"`
	WaveSpacing   float64 `toml:"wave_spacing"`
	Hachure       float64 `toml:"hachure"`
	HachureLength float64 `toml:"hachure_length"`
	Hill          float64 `toml:"hill"`
	HillSpacing   float64 `toml:"hill_spacing"`
	Choke         float64 `toml:"choke"`
	Entry         float64 `toml:"entry"`
	PlatePad      float64 `toml:"plate_pad"`
	LabelGap      float64 `toml:"label_gap"`
	Compass       float64 `toml:"compass"`
	ScaleMiles    float64 `toml:"scale_miles"`
	ScaleHeight   float64 `toml:"scale_height"`
	LegendSwatch  float64 `toml:"legend_swatch"`
	LegendRow     float64 `toml:"legend_row"`
	LegendPad     float64 `toml:"legend_pad"`
	LegendColumn  float64 `toml:"legend_column"`
	Cartouche     float64 `toml:"cartouche"`
	PanelGap      float64 `toml:"panel_gap"`
	Occupancy     float64 `toml:"occupancy"`
	PlateReach    float64 `toml:"plate_reach"`
	EntryGap      float64 `toml:"entry_gap"`
	PlateMargin   float64 `toml:"plate_margin"`
	HouseIcon     float64 `toml:"house_icon"`
}

// BoardScatter is how far the trees, tufts, waves and hills of an area stray from the
// even rows they are scattered from, and how the hachures of high ground vary: shares
// of the sizes in [marks], so that they follow them.
type BoardScatter struct {
	Tuft         float64 `toml:"tuft" layout:"zero"`
	Tree         float64 `toml:"tree" layout:"zero"`
	WaveRows     float64 `toml:"wave_rows"`
	Wave         float64 `toml:"wave" layout:"zero"`
	Hill         float64 `toml:"hill" layout:"zero"`
	SpotClear    float64 `toml:"spot_clear" layout:"zero"`
	HachureShort float64 `toml:"hachure_short"`
	HachureVary  float64 `toml:"hachure_vary" layout:"zero"`
}

// BoardLegend is the legend's and the title's panels, beyond their sizes in [marks].
type BoardLegend struct {
	SwatchHeight float64 `toml:"swatch_height"`
	CornerPull   float64 `toml:"corner_pull" layout:"zero"`
}

// BoardLines are the board's line widths.
type BoardLines struct {
	Boundary     float64 `toml:"boundary"`
	BoundaryDash float64 `toml:"boundary_dash"`
	ParishBand   float64 `toml:"parish_band"`
	ParishCasing float64 `toml:"parish_casing"`
	Unit         float64 `toml:"unit"`
	Pattern      float64 `toml:"pattern"`
	Road         float64 `toml:"road"`
	RoadEdge     float64 `toml:"road_edge"`
	RiverEdge    float64 `toml:"river_edge"`
	WaterLine    float64 `toml:"water_line"`
	Symbol       float64 `toml:"symbol"`
	Wall         float64 `toml:"wall"`
	WaterDash    float64 `toml:"water_dash"`
	WaterGap     float64 `toml:"water_gap"`
}

// BoardAssembly is the first page of the tiled board: the diagram, how to put the board
// together and the gluing order.
type BoardAssembly struct {
	Gap        float64      `toml:"gap" layout:"zero"`
	StripHatch float64      `toml:"strip_hatch"`
	StripLine  float64      `toml:"strip_line"`
	Heading    SheetHeading `toml:"heading"`
	Table      TracksTable  `toml:"table"`
}

// BoardTiles is the board tiled on home paper.
type BoardTiles struct {
	Overlap      float64 `toml:"overlap"`
	Bleed        float64 `toml:"bleed"`
	CropMark     float64 `toml:"crop_mark"`
	CropGap      float64 `toml:"crop_gap"`
	Mark         float64 `toml:"mark"`
	MarkSpacing  float64 `toml:"mark_spacing"`
	MarkWidth    float64 `toml:"mark_width"`
	Furniture    float64 `toml:"furniture"`
	DiagramWidth float64 `toml:"diagram_width"`
	Hatch        float64 `toml:"hatch"`
	Clear        float64 `toml:"clear"`
	NameWidth    float64 `toml:"name_width"`
	NoteGap      float64 `toml:"note_gap" layout:"zero"`
	NotePad      float64 `toml:"note_pad" layout:"zero"`
	NoteSide     float64 `toml:"note_side" layout:"zero"`
	DiagramLine  float64 `toml:"diagram_line"`
	DiagramRing  float64 `toml:"diagram_ring"`
}

// BoardColours are the board's colours, #RRGGBB.
type BoardColours struct {
	Ground     Colour `toml:"ground"`
	Frame      Colour `toml:"frame"`
	Ink        Colour `toml:"ink"`
	Accent     Colour `toml:"accent"`
	Grid       Colour `toml:"grid"`
	Plate      Colour `toml:"plate"`
	Strip      Colour `toml:"strip"`
	StripInk   Colour `toml:"strip_ink"`
	Pasture    Colour `toml:"pasture"`
	PastureInk Colour `toml:"pasture_ink"`
	Forest     Colour `toml:"forest"`
	ForestInk  Colour `toml:"forest_ink"`
	Bank       Colour `toml:"bank"`
	BankInk    Colour `toml:"bank_ink"`
	Water      Colour `toml:"water"`
	WaterEdge  Colour `toml:"water_edge"`
	Road       Colour `toml:"road"`
	RoadEdge   Colour `toml:"road_edge"`
	Stone      Colour `toml:"stone"`
	HighGround Colour `toml:"high_ground"`
	HighInk    Colour `toml:"high_ink"`
	Grounds    Colour `toml:"grounds"`
	Boundary   Colour `toml:"boundary"`
}

// colourRE is the form of a colour in a layout file.
var colourRE = regexp.MustCompile(`^#[0-9A-Fa-f]{6}$`)

// checkBoard holds the board to the counters: a counter must fit every place it stands on.
func (l *Layout) checkBoard() error {
	f := l.parts["board"].file
	m, size := l.Board.Marks, l.Counters.Size
	for _, r := range []struct {
		key string
		v   float64
	}{{"marks.centre", m.Centre}, {"marks.house", m.House}, {"marks.milestone", m.Milestone}, {"marks.spot", m.Spot}} {
		if 2*r.v < size {
			return f.errorf(r.key, "a place of radius %v mm is too small for a counter of %v mm (counters.size)", r.v, size)
		}
	}
	return nil
}
