// Package component draws the parts of the kit — manor cards, counters, markers, the
// order sheet and the tracks card — once, against draw.Canvas, from the canonical data,
// the engine and the localized labels. Every text is fitted to its box or the drawing
// fails (textfit): nothing overflows silently.
package component

import (
	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/layout"
	"github.com/excalibur-kit/excalibur/internal/textfit"
	"github.com/excalibur-kit/excalibur/rules"
)

// Ctx is what every component is drawn with: one language, one layout, one style.
type Ctx struct {
	E      *rules.Engine
	D      *gamedata.Data
	L      *i18n.Localizer
	Layout *layout.Layout
	Style  Style

	board *boardPlan // the board's names and panels, placed once for every page of it
}

// Where names an item of a component for errors.
func (x *Ctx) Where(component, item string) textfit.Where {
	return textfit.Where{Component: component, Item: item, Lang: x.L.Lang}
}

// Style is the kit's palette. The ink-saver style keeps every meaning in shapes and
// patterns and prints no large areas of colour.
type Style struct {
	InkSaver bool
	Paper    draw.Color // ground of cards and sheets
	Ink      draw.Color // text and icons
	Accent   draw.Color // titles and rules under titles
	Rule     draw.Color // thin lines of tables and forms
	Tint     draw.Color // light fill of headings and alternate rows
	Back     draw.Color // ground of card backs
	BackInk  draw.Color // ink on card backs
}

// Colours of the kit: warm paper, iron-gall ink, a madder red for titles.
var (
	Standard = Style{
		Paper: hex(0xF6EFDD), Ink: hex(0x2A2118), Accent: hex(0x8C2A1C), Rule: hex(0x6F604C),
		Tint: hex(0xE8DCC0), Back: hex(0x23402F), BackInk: hex(0xE9D9A6),
	}
	InkSaver = Style{
		InkSaver: true,
		Paper:    draw.White, Ink: draw.Black, Accent: draw.Black, Rule: hex(0x555555),
		Tint: hex(0xEEEEEE), Back: draw.White, BackInk: draw.Black,
	}
)

func hex(v uint32) draw.Color { return draw.Color{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v)} }

// Fonts of the kit, at their usual sizes; textfit shrinks them to the layout's minimum.
var (
	FontTitle   = draw.Font{Face: draw.Caps, Size: 14}
	FontHeading = draw.Font{Face: draw.SansBold, Size: 9}
	FontLabel   = draw.Font{Face: draw.Sans, Size: 7}
	FontNumber  = draw.Font{Face: draw.SansBold, Size: 15}
	FontBody    = draw.Font{Face: draw.Serif, Size: 9}
	FontNote    = draw.Font{Face: draw.SerifItalic, Size: 8}
)
