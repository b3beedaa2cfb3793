// Package icons draws the vector icons of the kit: land, improvements, troops, markers,
// the heraldic emblems of the player colours and a die. Every icon is a few filled paths
// in one ink colour, with the colour of the ground it stands on for cut-outs, so that it
// prints the same in colour and in black and white, and in every language: no icon holds
// text.
//
// Icons are designed in a square of 100 x 100 units and scaled to their box. They read
// at 4 mm (on a 16 mm counter) and carry a few more details from 8 mm up.
package icons

import (
	"fmt"
	"math"
	"slices"

	"github.com/excalibur-kit/excalibur/internal/draw"
)

// MinLine is the thinnest line an icon draws, in mm.
const MinLine = 0.15

// detailSize is the box size in mm from which icons add their fine details.
const detailSize = 8

// icons maps each name to its drawing function.
var icons = map[string]func(*pen){
	// land and river
	"strip-field": stripField,
	"pasture":     pasture,
	"forest":      forest,
	"river":       river,
	// improvements and markers
	"beehive":      beehive,
	"forester":     forester,
	"reeve":        reeve,
	"water-mill":   waterMill,
	"castle":       castle,
	"church":       church,
	"stone-circle": stoneCircle,
	"smoke":        smoke,
	"king-arthur":  kingArthur,
	"weather":      weather,
	// troops
	"lord":        lord,
	"knight":      knight,
	"man-at-arms": manAtArms,
	// collectors and misc
	"no-one":  noOne,
	"wounded": wounded,
	"sword":   sword,
	// heraldic emblems of the player colours
	"cross":    cross,
	"mullet":   mullet,
	"annulet":  annulet,
	"crescent": crescent,
	"lozenge":  lozenge,
	"chevron":  chevron,
	// track cards
	"die": die,
}

// Names lists every icon, sorted.
func Names() []string {
	names := make([]string, 0, len(icons))
	for n := range icons {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// Draw draws the named icon centred in the square box (x, y, size x size mm): shapes
// in ink; where an icon needs a cut-out or highlight it uses ground (the colour the
// icon stands on). It returns an error for an unknown name.
//
// Draw leaves the canvas state as it found it.
func Draw(c draw.Canvas, name string, x, y, size float64, ink, ground draw.Color) error {
	f, ok := icons[name]
	if !ok {
		return fmt.Errorf("icons: unknown icon %q", name)
	}
	if !(size > 0) || math.IsInf(size, 0) || math.IsNaN(x) || math.IsNaN(y) {
		return fmt.Errorf("icons: %q: bad box %v, %v, %v mm", name, x, y, size)
	}
	t := tapeOf(name, f, size, ink, ground)
	if r, ok := c.(draw.Reuser); ok {
		key := fmt.Sprintf("icon.%s.%g.%02x%02x%02x.%02x%02x%02x", name, size, ink.R, ink.G, ink.B, ground.R, ground.G, ground.B)
		r.Reuse(key, x, y, func(c draw.Canvas) { t.replay(c, 0, 0) })
		return nil
	}
	t.replay(c, x, y)
	return nil
}

// pen draws paths given in icon units into the box.
type pen struct {
	c           draw.Canvas
	x, y, k     float64 // the box's corner in mm, and mm per unit
	size        float64 // the box's side in mm
	ink, ground draw.Color

	fill  *draw.Color // the canvas's fill colour as last set, if set
	solid bool        // the dash has been set to solid
}

// detail says whether the box is large enough for fine details.
func (p *pen) detail() bool { return p.size >= detailSize }

// page maps a path from icon units to the page.
func (p *pen) page(q draw.Path) draw.Path {
	return mapPath(q, func(a draw.Point) draw.Point {
		return draw.Point{X: p.x + a.X*p.k, Y: p.y + a.Y*p.k}
	})
}

func (p *pen) paint(col draw.Color, paths []draw.Path) {
	if p.fill == nil || *p.fill != col {
		p.c.SetFill(col)
		p.fill = &col
	}
	for _, q := range paths {
		p.c.Fill(p.page(q))
	}
}

// in fills each path in ink.
func (p *pen) in(paths ...draw.Path) { p.paint(p.ink, paths) }

// cut fills each path in the ground colour.
func (p *pen) cut(paths ...draw.Path) { p.paint(p.ground, paths) }

// halo clears a margin of w units (never less than MinLine) around each path, and its
// inside, in the ground colour: what is drawn next stands clear of what was drawn
// before.
func (p *pen) halo(w float64, paths ...draw.Path) {
	if !p.solid {
		p.c.SetDash(nil)
		p.solid = true
	}
	p.c.SetStroke(p.ground)
	p.c.SetLineWidth(2 * max(w*p.k, MinLine))
	for _, q := range paths {
		p.c.Stroke(p.page(q))
	}
	p.cut(paths...)
}
