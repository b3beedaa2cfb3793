package gamedata

import (
	"fmt"

	"github.com/excalibur-kit/excalibur/internal/geom"
)

// The valley board (content/map.toml). Every length is in millimetres on the printed
// board at full size, measured from the top left corner of its trim, y downwards; the
// board's paper, bleed and tiling are the layout's business (layout/board.toml).

// Pt is a point on the board, written [x, y] in the data.
type Pt = geom.Pt

// Kinds of land unit drawn on the board.
const (
	UnitStrip     = "strip"
	UnitPasture   = "pasture"
	UnitForest    = "forest"
	UnitRiverBank = "river-bank"
)

// Kinds of choke point (6, 8.iv).
const (
	ChokeBridge = "bridge"
	ChokeForest = "forest"
	ChokeScarp  = "scarp"
)

// Valley is the whole board: its size, the mile it is drawn at, the grid of map
// references, the manors' land, the religious houses, the roads, the river, and the
// country between.
type Valley struct {
	Width  float64 `toml:"width" json:"width"`
	Height float64 `toml:"height" json:"height"`
	// Mile is the drawn length of one mile: a road step's chord is one mile when it
	// rounds to one Mile.
	Mile float64 `toml:"mile" json:"mile"`
	// EntryApart is the least distance by road, in miles, between any two entry points:
	// the rules ask for entry roads as far from one another as they can be.
	EntryApart int         `toml:"entry_apart" json:"entry_apart"`
	Grid       Grid        `toml:"grid" json:"grid"`
	Manors     []ManorLand `toml:"manor" json:"manors"`
	Houses     []Grounds   `toml:"house" json:"houses"`
	Entries    []Entry     `toml:"entry" json:"entries"`
	Roads      []Road      `toml:"road" json:"roads"`
	Rivers     []River     `toml:"river" json:"rivers"`
	Chokes     []Choke     `toml:"choke" json:"chokes"`
	HighGround []Area      `toml:"high_ground" json:"high_ground"`
	Woods      []Area      `toml:"wood" json:"woods"`
	Provenance
}

// Grid is the map-reference grid printed on the board: columns lettered from A, rows
// numbered from 1, from Origin (the top left corner of square A1).
type Grid struct {
	Origin  Pt         `toml:"origin" json:"origin"`
	Columns int        `toml:"columns" json:"columns"`
	Rows    int        `toml:"rows" json:"rows"`
	Square  [2]float64 `toml:"square" json:"square"` // width and height of one square
}

// Ref is the map reference of the square p stands in ("F4"), or "" outside the grid.
func (g Grid) Ref(p Pt) string {
	if g.Square[0] <= 0 || g.Square[1] <= 0 {
		return ""
	}
	c := int((p.X() - g.Origin.X()) / g.Square[0])
	r := int((p.Y() - g.Origin.Y()) / g.Square[1])
	if p.X() < g.Origin.X() || p.Y() < g.Origin.Y() || c >= g.Columns || r >= g.Rows {
		return ""
	}
	return g.Column(c) + fmt.Sprint(r+1)
}

// Column is the letter of the c-th column, from 0.
func (g Grid) Column(c int) string { return string(rune('A' + c)) }

// ManorLand is a manor as the board draws it: the centre (where the manor house stands
// and troops stop), the boundary, and one area per land unit of its card.
type ManorLand struct {
	ID       string     `toml:"id" json:"id"`
	Centre   Pt         `toml:"centre" json:"centre"`
	Boundary []Pt       `toml:"boundary" json:"boundary"`
	Units    []LandUnit `toml:"unit" json:"units"`
	Provenance
}

// LandUnit is one land unit drawn as an area. Spot is where a marker placed on it goes:
// a counter centred there lies inside the outline and off the roads.
type LandUnit struct {
	Kind    string `toml:"kind" json:"kind"`
	Outline []Pt   `toml:"outline" json:"outline"`
	Spot    Pt     `toml:"spot" json:"spot"`
}

// Grounds are the grounds of Carse Abbey or Bestly Priory (a house of game.toml).
type Grounds struct {
	ID      string `toml:"id" json:"id"`
	Centre  Pt     `toml:"centre" json:"centre"`
	Outline []Pt   `toml:"outline" json:"outline"`
	Provenance
}

// Entry is one of the roads on which players enter the valley (3): it starts at a point
// on the board's edge, numbered 1 to 6, and its first manor is Manor. The point is a
// node named EntryNode(Number) that roads may start from.
type Entry struct {
	Number int    `toml:"number" json:"number"`
	Manor  string `toml:"manor" json:"manor"`
	At     Pt     `toml:"at" json:"at"`
	Provenance
}

// EntryNode is the road node of the entry point numbered n.
func EntryNode(n int) string { return fmt.Sprintf("entry-%d", n) }

// Road runs From a node To a node through its milestones, one mile apart: From, the
// milestones in order, To. Its nodes are manor and house ids, entry nodes, and its own
// milestones, named MilestoneNode(road, k) for k from 1.
type Road struct {
	ID         string `toml:"id" json:"id"`
	From       string `toml:"from" json:"from"`
	To         string `toml:"to" json:"to"`
	Milestones []Pt   `toml:"milestones" json:"milestones"`
	Provenance
}

// MilestoneNode is the node of the k-th milestone of a road, from 1.
func MilestoneNode(road string, k int) string { return fmt.Sprintf("%s/%d", road, k) }

// Miles is the road's length: one mile a step.
func (r Road) Miles() int { return len(r.Milestones) + 1 }

// Nodes lists the road's nodes from From to To.
func (r Road) Nodes() []string {
	ns := make([]string, 0, len(r.Milestones)+2)
	ns = append(ns, r.From)
	for k := range r.Milestones {
		ns = append(ns, MilestoneNode(r.ID, k+1))
	}
	return append(ns, r.To)
}

// River is a watercourse: its centre line from source to mouth (or to the river it
// joins) and its drawn width.
type River struct {
	ID     string  `toml:"id" json:"id"`
	Course []Pt    `toml:"course" json:"course"`
	Width  float64 `toml:"width" json:"width"`
	Provenance
}

// Choke is a road section where only two soldiers a side may fight (8.iv): Step counts
// the road's steps from its From node, from 1.
type Choke struct {
	Kind string `toml:"kind" json:"kind"`
	Road string `toml:"road" json:"road"`
	Step int    `toml:"step" json:"step"`
	Provenance
}

// Area is a shape of the country between the manors: high ground or woodland.
type Area struct {
	ID      string `toml:"id" json:"id"`
	Outline []Pt   `toml:"outline" json:"outline"`
	Provenance
}

// CurveSteps is how finely a road's curve is flattened: segments per one-mile step.
const CurveSteps = 8

// Node is where a road node stands on the board: a manor centre, a house, an entry
// point or a milestone.
func (v *Valley) Node(id string) (Pt, bool) {
	for _, m := range v.Manors {
		if m.ID == id {
			return m.Centre, true
		}
	}
	for _, h := range v.Houses {
		if h.ID == id {
			return h.Centre, true
		}
	}
	for _, e := range v.Entries {
		if EntryNode(e.Number) == id {
			return e.At, true
		}
	}
	for _, r := range v.Roads {
		for k, p := range r.Milestones {
			if MilestoneNode(r.ID, k+1) == id {
				return p, true
			}
		}
	}
	return Pt{}, false
}

// Points are the positions of the road's nodes, From to To; ok is false when From or
// To names no node.
func (v *Valley) Points(r Road) (pts []Pt, ok bool) {
	from, ok1 := v.Node(r.From)
	to, ok2 := v.Node(r.To)
	pts = append(append([]Pt{from}, r.Milestones...), to)
	return pts, ok1 && ok2
}

// Curve is the road as drawn: the smooth curve through its nodes, CurveSteps segments
// a step, so step k (from 1) is Curve[(k-1)*CurveSteps : k*CurveSteps+1].
func (v *Valley) Curve(r Road) []Pt {
	pts, _ := v.Points(r)
	return geom.Curve(pts, CurveSteps)
}

// StepCurve is the drawn curve of step k (from 1) of a curve made by Curve.
func StepCurve(curve []Pt, k int) []Pt {
	lo, hi := (k-1)*CurveSteps, k*CurveSteps+1
	if lo < 0 || hi > len(curve) {
		return nil
	}
	return curve[lo:hi]
}

// Stream is a river as drawn: the smooth curve through its course.
func (r River) Stream() []Pt { return geom.Curve(r.Course, 4) }
