package layout

import (
	"reflect"
	"regexp"
	"strings"
)

// BoardFile is the board's layout file as users see it.
const BoardFile = "layout/board.toml"

// Board is how the valley board is drawn (layout/board.toml); the comments of the file
// say what each value is.
type Board struct {
	Sheet    BoardSheet   `toml:"sheet"`
	Frame    BoardFrame   `toml:"frame"`
	Fonts    BoardFonts   `toml:"fonts"`
	Marks    BoardMarks   `toml:"marks"`
	Lines    BoardLines   `toml:"lines"`
	Tiles    BoardTiles   `toml:"tiles"`
	Colours  BoardColours `toml:"colours"`
	InkSaver BoardColours `toml:"ink_saver"`
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
}

// BoardFonts are the board's type sizes and the widths names are fitted to.
type BoardFonts struct {
	Manor       float64 `toml:"manor"`
	NameWidth   float64 `toml:"name_width"`
	Reference   float64 `toml:"reference"`
	Letter      float64 `toml:"letter"`
	House       float64 `toml:"house"`
	HouseWidth  float64 `toml:"house_width"`
	Grid        float64 `toml:"grid"`
	Entry       float64 `toml:"entry"`
	LegendTitle float64 `toml:"legend_title"`
	Legend      float64 `toml:"legend"`
	Title       float64 `toml:"title"`
	Subtitle    float64 `toml:"subtitle"`
	Compass     float64 `toml:"compass"`
	Scale       float64 `toml:"scale"`
	Tile        float64 `toml:"tile"`
	Diagram     float64 `toml:"diagram"`
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
}

// BoardColours are the board's colours, #RRGGBB.
type BoardColours struct {
	Ground     string `toml:"ground"`
	Frame      string `toml:"frame"`
	Ink        string `toml:"ink"`
	Accent     string `toml:"accent"`
	Grid       string `toml:"grid"`
	Plate      string `toml:"plate"`
	Strip      string `toml:"strip"`
	StripInk   string `toml:"strip_ink"`
	Pasture    string `toml:"pasture"`
	PastureInk string `toml:"pasture_ink"`
	Forest     string `toml:"forest"`
	ForestInk  string `toml:"forest_ink"`
	Bank       string `toml:"bank"`
	BankInk    string `toml:"bank_ink"`
	Water      string `toml:"water"`
	WaterEdge  string `toml:"water_edge"`
	Road       string `toml:"road"`
	RoadEdge   string `toml:"road_edge"`
	Stone      string `toml:"stone"`
	HighGround string `toml:"high_ground"`
	HighInk    string `toml:"high_ink"`
	Grounds    string `toml:"grounds"`
	Boundary   string `toml:"boundary"`
}

// loadBoard reads board.toml from fsys as strictly as kit.toml: every key known, every
// number positive, every colour #RRGGBB, none left out.
func loadBoard(f *file) (Board, error) {
	var b Board
	md, err := f.decode(&b)
	if err != nil {
		return b, err
	}
	return b, checkFields(f, reflect.ValueOf(b), "", func(key string) bool { return md.IsDefined(strings.Split(key, ".")...) })
}

var colourRE = regexp.MustCompile(`^#[0-9A-Fa-f]{6}$`)

// checkFields walks a layout struct: each number must be set and positive, each colour
// set and well formed. key is the dotted TOML key of v.
func checkFields(file *file, v reflect.Value, key string, defined func(string) bool) error {
	t := v.Type()
	for i := range t.NumField() {
		k := t.Field(i).Tag.Get("toml")
		if key != "" {
			k = key + "." + k
		}
		f := v.Field(i)
		switch f.Kind() {
		case reflect.Struct:
			if err := checkFields(file, f, k, defined); err != nil {
				return err
			}
			continue
		case reflect.Float64:
			if !(f.Float() > 0) {
				return file.errorf(k, "expected a positive number, got %v", f.Float())
			}
		case reflect.String:
			if !colourRE.MatchString(f.String()) {
				return file.errorf(k, "expected a colour #RRGGBB, got %q", f.String())
			}
		}
		if !defined(k) {
			return file.errorf(k, "missing")
		}
	}
	return nil
}

// checkBoard holds the board to the counters: a counter must fit every place it stands on.
func (l *Layout) checkBoard(f *file) error {
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
