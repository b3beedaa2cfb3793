package component

import (
	"testing"

	"github.com/excalibur-kit/excalibur/internal/impose"
)

// No name plate of the kit's valley is cut across two tiles, on A4 and on Letter: the
// band where two tiles meet and overlap is clear of every plate, so each name is glued
// whole on one tile. The plates keep off the bands of every paper at once, as the board
// is drawn once for all.
func TestNoPlateAcrossATileJoint(t *testing.T) {
	x := ctx(t, "en", Standard)
	if _, err := x.markKeepout(); err != nil { // places the plates
		t.Fatal(err)
	}
	tiles := x.Layout.Board.Tiles
	for _, paper := range []string{"a4", "letter"} {
		p := x.Layout.Paper[paper]
		tl, err := x.Tiling(impose.Paper{Name: paper, W: p.Width, H: p.Height})
		if err != nil {
			t.Fatal(err)
		}
		bands := tl.JointBands(tiles.Overlap)
		if len(bands) == 0 {
			t.Fatalf("%s: the board takes one tile: no joint to test", paper)
		}
		for _, band := range bands {
			for _, l := range x.board.labels {
				if meets(band, l.box) {
					t.Errorf("%s: the plate %q at %s is cut by the tiles' joint %s", paper, l.name, boxString(l.box), boxString(band))
				}
			}
		}
	}
}
