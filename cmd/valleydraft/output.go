package main

import (
	"fmt"
	"sort"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/geom"
)

const header = `# The valley board: every manor's centre, boundary and land units, the roads with a
# milestone every mile, the rivers, the choke points, the high ground, the woods, the two
# religious houses and the six entry roads. The 1989 rules describe such a valley but do
# not give it; this one is the edition's design (edition decision "valley"), drafted by
# cmd/valleydraft and canonical from then on. Lengths are millimetres on the board printed
# at full size, from the top left corner of its trim, y downwards; points are [x, y].
#
#   width, height   the board's trim
#   mile            the drawn length of a mile: each road step's chord is one mile
#   entry_apart     the least distance by road between two entry points, in miles
#   [grid]          the map-reference grid: origin (top left of A1), columns, rows, square
#   [[manor]]       id (manors.toml), centre (the manor house, where troops stand),
#                   boundary; [[manor.unit]] kind (strip, pasture, forest, river-bank),
#                   outline, spot (where a marker counter goes)
#   [[house]]       Carse Abbey and Bestly Priory (game.toml): centre and grounds
#   [[entry]]       number 1-6, the manor a player enters first, at (on the grid's edge)
#   [[road]]        from, to (manor, house or entry-N), milestones in order; the nodes of
#                   a road are from, its milestones (id/1, id/2 ...), to
#   [[river]]       course (centre line, source to mouth), width
#   [[choke]]       kind (bridge, forest, scarp), road, step (from 1, counted from "from")
#   [[high_ground]], [[wood]]   outline
`

func (v *valley) toml() string {
	var b strings.Builder
	b.WriteString(header)
	fmt.Fprintf(&b, "\nwidth = %s\nheight = %s\nmile = %s\nentry_apart = %d\nsource = \"edition\"\nnote = \"valley\"\n", num(boardW), num(boardH), num(mile), entryApart)
	fmt.Fprintf(&b, "\n[grid]\norigin = %s\ncolumns = %d\nrows = %d\nsquare = [%s, %s]\n",
		pt(geom.Pt{gridX, gridY}), columns, rows, num(squareW), num(squareH))
	for _, m := range v.manors {
		fmt.Fprintf(&b, "\n[[manor]]\nid = %q\ncentre = %s\nboundary = %s\nsource = \"edition\"\n", m.ID, pt(v.centres[m.ID]), line(v.bounds[m.ID]))
		for k, rg := range v.regions {
			if rg.owner != m.ID || rg.kind == "manor" || rg.kind == "village" {
				continue
			}
			fmt.Fprintf(&b, "\n[[manor.unit]]\nkind = %q\nspot = %s\noutline = %s\n", rg.kind, pt(rg.spot), line(v.shapes[k]))
		}
	}
	for _, h := range houses {
		for k, rg := range v.regions {
			if rg.kind == "house" && rg.owner == h.id {
				fmt.Fprintf(&b, "\n[[house]]\nid = %q\ncentre = %s\noutline = %s\nsource = \"edition\"\n", h.id, pt(v.centres[h.id]), line(v.shapes[k]))
			}
		}
	}
	for _, e := range entries {
		fmt.Fprintf(&b, "\n[[entry]]\nnumber = %d\nmanor = %q\nat = %s\nsource = \"edition\"\n", e.number, e.manor, pt(g(e.at[0], e.at[1])))
	}
	roads := append([]road(nil), v.roads...)
	sort.Slice(roads, func(i, j int) bool { return roads[i].id < roads[j].id })
	for _, r := range roads {
		fmt.Fprintf(&b, "\n[[road]]\nid = %q\nfrom = %q\nto = %q\nmilestones = %s\nsource = \"edition\"\n", r.id, r.from, r.to, line(r.nodes[1:len(r.nodes)-1]))
	}
	for _, rv := range rivers {
		fmt.Fprintf(&b, "\n[[river]]\nid = %q\nwidth = %s\ncourse = %s\nsource = \"edition\"\n", rv.id, num(rv.width), line(simplify(v.streams[rv.id], 0.25)))
	}
	chokes := append([]choke(nil), v.chokes...)
	sort.Slice(chokes, func(i, j int) bool {
		return chokes[i].road < chokes[j].road || (chokes[i].road == chokes[j].road && chokes[i].step < chokes[j].step)
	})
	for _, c := range chokes {
		fmt.Fprintf(&b, "\n[[choke]]\nkind = %q\nroad = %q\nstep = %d\nsource = \"edition\"\n", c.kind, c.road, c.step)
	}
	for _, kind := range []string{"hill", "wood"} {
		table := map[string]string{"hill": "high_ground", "wood": "wood"}[kind]
		for k, rg := range v.regions {
			if rg.kind == kind && len(v.shapes[k]) > 2 {
				fmt.Fprintf(&b, "\n[[%s]]\nid = %q\noutline = %s\nsource = \"edition\"\n", table, rg.owner, line(v.shapes[k]))
			}
		}
	}
	return b.String()
}

func num(f float64) string {
	s := fmt.Sprintf("%.1f", f)
	return strings.TrimSuffix(s, ".0")
}

func pt(p geom.Pt) string { return "[" + num(p[0]) + ", " + num(p[1]) + "]" }

// line writes points a few to a line, so a diff shows what moved.
func line(ps []geom.Pt) string {
	var b strings.Builder
	b.WriteString("[")
	last := ""
	n := 0
	for _, p := range ps {
		s := pt(p)
		if s == last {
			continue
		}
		if n%6 == 0 {
			b.WriteString("\n  ")
		} else {
			b.WriteString(" ")
		}
		b.WriteString(s + ",")
		last = s
		n++
	}
	b.WriteString("\n]")
	return b.String()
}

var _ = gamedata.CurveSteps
