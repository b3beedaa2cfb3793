package component

import (
	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/textfit"
)

// Typographic rules the drawing code shares. They are properties of type, not of a
// component's layout, so they live here and not in layout/.

// middleBaseline is the baseline that centres a line of capitals and figures on cy: their
// middle sits about 0.36 of the face's ascent above the baseline.
func middleBaseline(f draw.Font, cy float64) float64 { return cy + draw.Ascent(f)*0.36 }

// capTopBaseline is the baseline that puts the top of capitals and figures at top: they
// reach about 0.92 of the face's ascent.
func capTopBaseline(f draw.Font, top float64) float64 { return top + draw.Ascent(f)*0.92 }

// centredLines sets lines centred on cx, the block centred in a band (top, h), in the
// current fill.
func centredLines(c draw.Canvas, f draw.Font, lines []string, cx, top, h, leading float64) {
	bh := textfit.BlockHeight(f, len(lines), leading)
	y := top + (h-bh)/2 + draw.Ascent(f)
	for i, line := range lines {
		c.Text(f, cx, y+float64(i)*textfit.LineStep(f, leading), draw.Center, line)
	}
}
