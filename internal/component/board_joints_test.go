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

// No panel of the board (the legend's, the title cartouche) lies across two tiles, on A4
// and on Letter: each is printed and glued whole on one tile, clear of the band where two
// tiles meet and overlap, so no table or title is cut in two.
func TestNoPanelAcrossATileJoint(t *testing.T) {
	x := ctx(t, "en", Standard)
	if _, err := x.markKeepout(); err != nil { // places the panels
		t.Fatal(err)
	}
	if len(x.board.boxes) == 0 {
		t.Fatal("no panel placed")
	}
	tiles := x.Layout.Board.Tiles
	for _, paper := range []string{"a4", "letter"} {
		p := x.Layout.Paper[paper]
		tl, err := x.Tiling(impose.Paper{Name: paper, W: p.Width, H: p.Height})
		if err != nil {
			t.Fatal(err)
		}
		for i, box := range x.board.boxes {
			on := 0
			for _, tile := range tl.Tiles {
				if meets(tile.Core, box) {
					on++
				}
			}
			if on != 1 {
				t.Errorf("%s: panel %d at %s lies on %d tiles", paper, i, boxString(box), on)
			}
			for _, band := range tl.JointBands(tiles.Overlap) {
				if meets(band, box) {
					t.Errorf("%s: panel %d at %s is cut by the tiles' joint %s", paper, i, boxString(box), boxString(band))
				}
			}
		}
	}
}
