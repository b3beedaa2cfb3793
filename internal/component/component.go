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

// mmTolerance is how close two lengths are to count as one, a hundredth of a mm: a
// tolerance of the arithmetic (a float that misses by its last bit), not a layout value.
const mmTolerance = float64(1) / 100

// Where names an item of a component for errors.
func (x *Ctx) Where(component, item string) textfit.Where {
	return textfit.Where{Component: component, Item: item, Lang: x.L.Lang}
}

// Style is the palette a component is drawn in, in the build's style: layout/kit.toml
// [palette] (or [palette_ink_saver]) with what the component's own layout file changes.
// The ink-saver style keeps every meaning in shapes and patterns and prints no large
// areas of colour.
type Style struct {
	InkSaver bool
	Paper    draw.Color // ground of pages and boxes
	Ink      draw.Color // text and icons
	Accent   draw.Color // titles and rules under titles
	Rule     draw.Color // thin lines of tables and forms
	Tint     draw.Color // light fill of headings and alternate rows
}

// NewStyle is the palette of component (a build's component, such as "rulebook" or
// "board-tiles"), standard or ink saver.
func NewStyle(l *layout.Layout, component string, inkSaver bool) Style {
	p := l.PaletteOf(partOf(component), inkSaver)
	return Style{InkSaver: inkSaver, Paper: p.Paper.Draw(), Ink: p.Ink.Draw(), Accent: p.Accent.Draw(), Rule: p.Rule.Draw(), Tint: p.Tint.Draw()}
}

// As is x drawing component: the same language and layout, in that component's
// palette. A figure of the rulebook draws the sheet or card it shows as the sheet or
// card itself is printed.
func (x *Ctx) As(component string) *Ctx {
	y := *x
	y.Style = NewStyle(x.Layout, component, x.Style.InkSaver)
	return &y
}
