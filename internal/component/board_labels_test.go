package component

import (
	"fmt"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/impose"
)

// boardDiscs lists, straight from the valley's data and the layout's radii, every disc
// the board draws where a counter or a marker goes: manor centres, markers' places,
// milestones and the houses. The test does not reuse the placement's own list, so a
// disc that list forgets still fails here.
func boardDiscs(x *Ctx, v *gamedata.Valley) []struct {
	what string
	d    disc
} {
	m := x.Layout.Board.Marks
	type named = struct {
		what string
		d    disc
	}
	var out []named
	for _, ml := range v.Manors {
		out = append(out, named{"the centre of " + ml.ID, disc{toPt(ml.Centre), m.Centre}})
		for k, u := range ml.Units {
			out = append(out, named{fmt.Sprintf("%s's unit %d (%s)", ml.ID, k+1, u.Kind), disc{toPt(u.Spot), m.Spot}})
		}
	}
	for _, h := range v.Houses {
		out = append(out, named{"the house " + h.ID, disc{toPt(h.Centre), m.House}})
	}
	for _, r := range v.Roads {
		for k, p := range r.Milestones {
			out = append(out, named{fmt.Sprintf("milestone %d of road %s", k+1, r.ID), disc{toPt(p), m.Milestone}})
		}
	}
	return out
}

// namesClear reports every name plate (with its map reference) that covers a disc of
// the board or another name.
func namesClear(x *Ctx, v *gamedata.Valley, labels []boardLabel) []string {
	var bad []string
	discs := boardDiscs(x, v)
	for i, l := range labels {
		if l.plate.X < l.box.X-mmTolerance || l.plate.X+l.plate.W > l.box.X+l.box.W+mmTolerance || l.plate.Y < l.box.Y-mmTolerance {
			bad = append(bad, fmt.Sprintf("%s: the plate %v reaches out of the label's box %v", l.name, l.plate, l.box))
		}
		for _, d := range discs {
			if g := d.d.gap(l.box); g < 0 {
				bad = append(bad, fmt.Sprintf("%s: its plate %v covers %s by %.2f mm", l.name, l.box, d.what, -g))
			}
		}
		for _, o := range labels[i+1:] {
			if meets(l.box, o.box) {
				bad = append(bad, fmt.Sprintf("%s: its plate %v covers the plate of %s %v", l.name, l.box, o.name, o.box))
			}
		}
	}
	return bad
}

// TestNamesClearOfDiscs draws the whole board in every language and finds no name plate
// or map reference over a manor centre, a marker's place, a milestone, a house or
// another name.
func TestNamesClearOfDiscs(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		x := boardCtx(t, lang, Standard)
		v := &x.D.Valley
		doc := recorder.New()
		if err := x.DrawValley(doc.NewPage(v.Width, v.Height), BoardView{Area: impose.Rect{W: v.Width, H: v.Height}, Text: true}); err != nil {
			t.Fatal(err)
		}
		if len(x.board.labels) != len(v.Manors)+len(v.Houses) {
			t.Fatalf("%s: %d names placed, want one per manor and house (%d)", lang, len(x.board.labels), len(v.Manors)+len(v.Houses))
		}
		for _, e := range namesClear(x, v, x.board.labels) {
			t.Errorf("%s: %s", lang, e)
		}
	}
}

// TestNamesClearOnAnotherValley moves every marker's place of the valley a few mm, as a
// redrawn map would, and still finds every name clear: the placement looks at what is
// drawn, not at where today's map happens to leave room.
func TestNamesClearOnAnotherValley(t *testing.T) {
	for _, shift := range []draw.Point{{X: 3}, {X: -3}, {Y: 3}, {Y: -3}, {X: 2.5, Y: -2.5}} {
		x := boardCtx(t, "en", Standard)
		v := x.D.Valley
		v.Manors = append([]gamedata.ManorLand(nil), v.Manors...)
		for i := range v.Manors {
			us := append([]gamedata.LandUnit(nil), v.Manors[i].Units...)
			for k := range us {
				us[k].Spot = gamedata.Pt{us[k].Spot[0] + shift.X, us[k].Spot[1] + shift.Y}
			}
			v.Manors[i].Units = us
		}
		b := &boardDraw{x: x, v: &v, lb: &x.Layout.Board}
		b.g = geometry(b.v, b.lb)
		labels, err := b.placeLabels()
		if err != nil {
			if !strings.Contains(err.Error(), "content/map.toml: manor ") {
				t.Errorf("spots moved by %v: the error %q does not name the manor in content/map.toml", shift, err)
			}
			t.Errorf("spots moved by %v: %v", shift, err)
			continue
		}
		for _, e := range namesClear(x, &v, labels) {
			t.Errorf("spots moved by %v: %s", shift, e)
		}
	}
}
