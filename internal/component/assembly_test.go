package component

import (
	"fmt"
	"testing"

	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/impose"
)

// The tiles' assembly page is full, on A4 and Letter, in every language: the diagram,
// the how-to and the gluing order leave no more than a quarter of the page's height
// blank, and the diagram is as wide as the page's drawing area or as tall as the text
// leaves it room (the text then reaching the foot of the area).
func TestAssemblyPageIsFull(t *testing.T) {
	const maxEmpty = 0.25
	for _, lang := range []string{"en", "pl", "fr"} {
		x := ctx(t, lang, Standard)
		for _, paper := range []string{"a4", "letter"} {
			p := x.Layout.Paper[paper]
			tl, err := x.Tiling(impose.Paper{Name: paper, W: p.Width, H: p.Height})
			if err != nil {
				t.Fatal(err)
			}
			where := fmt.Sprintf("%s %s", lang, paper)
			doc := recorder.New()
			boxes, err := x.assemblyPage(doc.NewPage(tl.Paper.W, tl.Paper.H), tl)
			if err != nil {
				t.Fatalf("%s: %v", where, err)
			}
			area, _ := x.pageArea(doc.NewPage(tl.Paper.W, tl.Paper.H))
			var forms []formBox
			for _, b := range boxes {
				forms = append(forms, formBox{grid: b})
			}
			e := emptyShare(area, forms, replay(t, x, doc)[0].texts)
			if e >= maxEmpty {
				t.Errorf("%s: %.0f%% of the assembly page's height blank, want under %.0f%%", where, 100*e, 100*maxEmpty)
			}
			diagram, order := boxes[0], boxes[1]
			if bottom := area.Y + area.H; diagram.W < area.W-mmTolerance && order.Y+order.H < bottom-1 {
				t.Errorf("%s: the diagram %s is narrower than the page (%.1f mm), and the page has room left under the gluing order (to %.1f of %.1f mm)",
					where, boxString(diagram), area.W, order.Y+order.H, bottom)
			}
			if order.Y+order.H > area.Y+area.H+mmTolerance {
				t.Errorf("%s: the gluing order %s runs below the page's area (to %.1f mm)", where, boxString(order), area.Y+area.H)
			}
		}
	}
}

// The gluing order has a line for each tile, in the order of their numbers, and lays each
// over the glue strips of exactly the tiles to its left and above it.
func TestGluingOrder(t *testing.T) {
	x := ctx(t, "en", Standard)
	p := x.Layout.Paper["a4"]
	tl, err := x.Tiling(impose.Paper{Name: "a4", W: p.Width, H: p.Height})
	if err != nil {
		t.Fatal(err)
	}
	rows := x.GluingOrder(tl).Rows
	if len(rows) != len(tl.Tiles) || len(tl.Tiles) < 4 {
		t.Fatalf("%d lines for %d tiles", len(rows), len(tl.Tiles))
	}
	for i, r := range rows {
		tile := tl.Tiles[i]
		if r[0].Args["n"] != tile.N || r[1].Args["n"] != tile.Row || r[2].Args["n"] != tile.Col {
			t.Errorf("line %d: tile %d, row %d, column %d; want tile %d at %d, %d", i+1, r[0].Args["n"], r[1].Args["n"], r[2].Args["n"], tile.N, tile.Row, tile.Col)
		}
		want := map[string]int{}
		if tile.Col > 1 {
			want["left"] = tl.Tile(tile.Row, tile.Col-1).N
		}
		if tile.Row > 1 {
			want["up"] = tl.Tile(tile.Row-1, tile.Col).N
		}
		got := r[3].Args
		if len(got) != len(want) || got["left"] != want["left"] || got["up"] != want["up"] {
			t.Errorf("tile %d: laid over %v (%s), want %v", tile.N, got, x.L.Cell(r[3]), want)
		}
	}
}
