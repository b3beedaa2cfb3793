// Package layout reads the kit's layout settings (layout/kit.toml) strictly: unknown keys
// and impossible values are errors naming the file and line.
package layout

import (
	"fmt"
	"io/fs"
	"reflect"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"
	"github.com/excalibur-kit/excalibur/internal/draw"
)

// File is the layout file's name as users see it.
const File = "layout/kit.toml"

// Paper is a paper size in mm, portrait.
type Paper struct {
	Width  float64 `toml:"width"`
	Height float64 `toml:"height"`
}

// Print holds the print-and-play conventions.
type Print struct {
	Bleed         float64 `toml:"bleed"`
	Safe          float64 `toml:"safe"`
	PrinterMargin float64 `toml:"printer_margin"`
	CropMark      float64 `toml:"crop_mark"`
	CropGap       float64 `toml:"crop_gap"`
	CropWidth     float64 `toml:"crop_width"`
	ScaleBar      float64 `toml:"scale_bar"`
	MinFont       float64 `toml:"min_font"`
}

// Cards is the manor card size and its sheet grid.
type Cards struct {
	Width   float64 `toml:"width"`
	Height  float64 `toml:"height"`
	Rotated bool    `toml:"rotated"`
	Columns int     `toml:"columns"`
	Rows    int     `toml:"rows"`
}

// Counters is the counter size and its sheet grid.
type Counters struct {
	Size    float64 `toml:"size"`
	Columns int     `toml:"columns"`
	Rows    int     `toml:"rows"`
}

// Sheets holds the settings of full-page sheets (order sheet, tracks).
type Sheets struct {
	Margin       float64 `toml:"margin"`
	Furniture    float64 `toml:"furniture"`
	FurnitureGap float64 `toml:"furniture_gap" layout:"zero"`
}

// Furniture is how the furniture of every sheet is set: the scale bar, the print line,
// the sheet's title and its note (kit.toml [furniture]).
type Furniture struct {
	Text          Font    `toml:"text"`
	Title         Font    `toml:"title"`
	Leading       float64 `toml:"leading"`
	Strip         float64 `toml:"strip"`
	MarkClearance float64 `toml:"mark_clearance" layout:"zero"`
	Gap           float64 `toml:"gap" layout:"zero"`
	SlotInset     float64 `toml:"slot_inset" layout:"zero"`
	SideSpan      float64 `toml:"side_span"`
	SideDepth     float64 `toml:"side_depth"`
	BarSlack      float64 `toml:"bar_slack" layout:"zero"`
	BarDepth      float64 `toml:"bar_depth"`
	InfoShare     float64 `toml:"info_share"`
	PrintGap      float64 `toml:"print_gap" layout:"zero"`
	BarGap        float64 `toml:"bar_gap" layout:"zero"`
	BarHeight     float64 `toml:"bar_height"`
	BarLabelGap   float64 `toml:"bar_label_gap" layout:"zero"`
	BarBlock      float64 `toml:"bar_block"`
	BarLine       float64 `toml:"bar_line"`
	CropMarks     Colour  `toml:"crop_marks"`
	FoldLine      float64 `toml:"fold_line"`
	FoldDash      float64 `toml:"fold_dash"`
	FoldGap       float64 `toml:"fold_gap"`
}

// Tables is what every engine table of the kit shares, whatever its fonts: its rules.
type Tables struct {
	HeadLine float64 `toml:"head_line"`
	RowLine  float64 `toml:"row_line"`
}

// Layout is the whole layout file.
type Layout struct {
	Paper    map[string]Paper      `toml:"paper"`
	Print    Print                 `toml:"print"`
	Cards    Cards                 `toml:"cards"`
	Counters Counters              `toml:"counters"`
	Sheets   Sheets                `toml:"sheets"`
	Faces    map[string]FaceSource `toml:"faces"` // faces a designer adds
	Board    Board                 `toml:"-"`     // layout/board.toml, a part like the others

	Palette         Palette   `toml:"palette"`
	InkSaverPalette Palette   `toml:"palette_ink_saver"`
	Furniture       Furniture `toml:"furniture"`
	Tables          Tables    `toml:"tables"`

	ManorCards     ManorCards     `toml:"-"` // layout/manor-cards.toml
	CounterLayout  CounterLayout  `toml:"-"` // layout/counters.toml
	Markers        Markers        `toml:"-"` // layout/markers.toml
	OrderSheet     OrderSheet     `toml:"-"` // layout/order-sheet.toml
	Tracks         Tracks         `toml:"-"` // layout/tracks.toml
	Rulebook       Rulebook       `toml:"-"` // layout/rulebook.toml
	QuickReference QuickReference `toml:"-"` // layout/quick-reference.toml
	Calibration    Calibration    `toml:"-"` // layout/calibration.toml
	PrintList      PrintList      `toml:"-"` // layout/print-list.toml

	parts map[string]*Part     // each component's file, by component, for errors' sources
	own   map[string]*Palettes // each component's changes to the kit's palette
	faces map[string]draw.Face // the designer's faces by their names in the files
	kit   *file                // kit.toml, for errors' sources
}

// Load reads kit.toml from fsys (layout.FS, or a designer's folder).
func Load(fsys fs.FS) (*Layout, error) {
	f, err := readFile(fsys, "kit.toml", File)
	if err != nil {
		return nil, err
	}
	l := Layout{kit: f}
	md, err := f.decode(&l)
	if err != nil {
		return nil, err
	}
	if err := l.validate(f); err != nil {
		return &l, err
	}
	if err := l.registerFaces(fsys, f); err != nil {
		return &l, err
	}
	if err := l.checkKitParts(f, md); err != nil {
		return &l, err
	}
	if err := l.loadParts(fsys); err != nil {
		return &l, err
	}
	for _, check := range []func() error{l.checkBoard, l.checkCards, l.checkCounters, l.checkOrderSheet, l.checkTracks, l.checkBook, l.checkCalibration, l.checkPrintList} {
		if err := check(); err != nil {
			return &l, err
		}
	}
	return &l, nil
}

// checkKitParts checks the tables of kit.toml that are read like a component's file
// (the palettes, the furniture, the tables' rules) as strictly, and keeps kit.toml's
// lines so that a drawing's error can name its key.
func (l *Layout) checkKitParts(f *file, md toml.MetaData) error {
	c := partCheck{file: f, layout: l, defined: func(key string) bool { return md.IsDefined(strings.Split(key, ".")...) }}
	for _, t := range []struct {
		key string
		v   any
	}{{"palette", &l.Palette}, {"palette_ink_saver", &l.InkSaverPalette}, {"furniture", &l.Furniture}, {"tables", &l.Tables}} {
		key, v := t.key, t.v
		if !c.defined(key) {
			return f.errorf(key, "missing: kit.toml needs its [%s] table (see the comments of the built-in file)", key)
		}
		if err := c.fields(reflect.ValueOf(v).Elem(), key); err != nil {
			return err
		}
	}
	l.parts = map[string]*Part{KitPart: {file: f}}
	l.own = map[string]*Palettes{}
	return nil
}

// loadParts reads the components' own layout files, each into its field of l.
func (l *Layout) loadParts(fsys fs.FS) error {
	for _, p := range []struct {
		component string
		into      any
	}{
		{"board", &l.Board},
		{"manor-cards", &l.ManorCards},
		{"counters", &l.CounterLayout},
		{"markers", &l.Markers},
		{"order-sheet", &l.OrderSheet},
		{"tracks", &l.Tracks},
		{"rulebook", &l.Rulebook},
		{"quick-reference", &l.QuickReference},
		{"calibration", &l.Calibration},
		{"print-list", &l.PrintList},
	} {
		part, err := loadPart(fsys, p.component+".toml", p.into, l)
		if err != nil {
			return err
		}
		l.parts[p.component] = part
		if o, ok := p.into.(interface{ palettes() *Palettes }); ok {
			l.own[p.component] = o.palettes()
		}
	}
	return nil
}

// KitPart names kit.toml among the parts, for the errors of what it sets (the furniture).
const KitPart = "kit"

// Part is a component's layout file, to name the key behind a drawing's error; nil
// (whose Source names only the key) for a component without one.
func (l *Layout) Part(component string) *Part { return l.parts[component] }

// sourceError is an error at a key of a layout file.
func sourceError(s Source, format string, a ...any) error {
	return fmt.Errorf("%s: %s", s, fmt.Sprintf(format, a...))
}

func (l *Layout) validate(f *file) error {
	checks := []struct {
		key string
		v   float64
	}{
		{"print.bleed", l.Print.Bleed}, {"print.safe", l.Print.Safe}, {"print.printer_margin", l.Print.PrinterMargin},
		{"print.crop_mark", l.Print.CropMark}, {"print.crop_width", l.Print.CropWidth}, {"print.scale_bar", l.Print.ScaleBar},
		{"print.min_font", l.Print.MinFont}, {"cards.width", l.Cards.Width}, {"cards.height", l.Cards.Height},
		{"counters.size", l.Counters.Size}, {"sheets.margin", l.Sheets.Margin}, {"sheets.furniture", l.Sheets.Furniture},
		{"cards.columns", float64(l.Cards.Columns)}, {"cards.rows", float64(l.Cards.Rows)},
		{"counters.columns", float64(l.Counters.Columns)}, {"counters.rows", float64(l.Counters.Rows)},
	}
	for _, c := range checks {
		if !(c.v > 0) {
			return f.errorf(c.key, "expected a positive number, got %v", c.v)
		}
	}
	if !(l.Sheets.FurnitureGap >= 0) {
		return f.errorf("sheets.furniture_gap", "expected a number from 0 up, got %v", l.Sheets.FurnitureGap)
	}
	if len(l.Paper) == 0 {
		return fmt.Errorf("%s: expected at least one [paper.NAME] table", File)
	}
	for _, name := range l.Papers() {
		if p := l.Paper[name]; !(p.Width > 0 && p.Height >= p.Width) {
			return f.errorf("paper."+name, "expected a portrait size (width <= height, both positive), got %v x %v", p.Width, p.Height)
		}
	}
	return nil
}

// Papers lists the paper names, sorted.
func (l *Layout) Papers() []string {
	names := make([]string, 0, len(l.Paper))
	for n := range l.Paper {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
