package main

import "github.com/excalibur-kit/excalibur/internal/geom"

// The design brief of the valley. Positions are in grid squares from the top left
// corner of square A1 (x along the columns, y down the rows); g turns them into mm.

// The board: an A1 sheet on its side, the grid of ten columns (A-J) and eight rows
// (1-8) of the manor cards' map references inside a frame.
const (
	boardW, boardH = 841.0, 594.0
	gridX, gridY   = 20.5, 21.0
	squareW        = 80.0
	squareH        = 69.0
	columns, rows  = 10, 8
	// mile is the drawn length of a mile: Barsham and Hazlemere, neighbouring squares,
	// are four miles apart by road, and a counter fits between milestones.
	mile = 22.0
	// cell is the raster the land is grown on, in mm.
	cell = 1.0
	// seed makes the draft's noise: the same seed draws the same valley.
	seed = 1989
)

func g(x, y float64) geom.Pt { return geom.Pt{gridX + x*squareW, gridY + y*squareH} }

// river is a watercourse of the brief: waypoints from source to mouth (or to the river
// it joins), and its width in mm.
type river struct {
	id    string
	width float64
	via   []geom.Pt
}

// The river rises in the north and leaves by the south edge; the Wend joins it from the
// north-east, and the brook comes up from the south-east to meet the Wend. Between them
// they touch the fifteen manors with river rights and no other.
var rivers = []river{
	{"river", 6.5, []geom.Pt{{5.45, -0.33}, {5.25, 0.55}, {5.02, 1.45}, {5.2, 2.2}, {4.95, 3.0},
		{4.55, 3.75}, {4.22, 4.4}, {4.25, 5.05}, {4.5, 5.65}, {4.25, 6.3}, {4.3, 7.0}, {4.8, 7.6}, {4.85, 8.33}}},
	{"wend", 5.0, []geom.Pt{{7.05, -0.33}, {7.15, 0.6}, {7.22, 1.45}, {7.72, 2.45}, {7.72, 3.4},
		{7.5, 4.1}, {7.1, 4.55}, {6.5, 4.97}, {5.9, 5.02}, {5.1, 5.1}, {4.27, 5.1}}},
	{"brook", 4.0, []geom.Pt{{8.65, 8.33}, {8.2, 7.5}, {8.08, 6.5}, {8.15, 5.5}, {7.95, 4.75}, {7.55, 4.12}}},
}

// entry is an entry road of the brief: its number, its first manor, and where it
// leaves the grid.
type entry struct {
	number int
	manor  string
	at     geom.Pt
}

// The six entry roads, one in each parish of the rim, spread round the valley so no
// two players start close (edition decision "valley"). They start on the board's edge.
var entries = []entry{
	{1, "alderford", geom.Pt{left, 1.45}},
	{2, "bramfield", geom.Pt{4.3, top}},
	{3, "netherby", geom.Pt{8.6, top}},
	{4, "wickham", geom.Pt{right, 5.55}},
	{5, "oakridge", geom.Pt{6.3, bottom}},
	{6, "thornley", geom.Pt{2.45, bottom}},
}

// entryApart is the edition's promise: no two entry points nearer than this by road,
// in miles: more than three seasons' march.
const entryApart = 22

// The board's edges in grid squares.
const (
	left   = -gridX / squareW
	top    = -gridY / squareH
	right  = (boardW - gridX) / squareW
	bottom = (boardH - gridY) / squareH
)

// house is a religious house of the brief.
type house struct {
	id string
	at geom.Pt
}

var houses = []house{
	{"carse-abbey", geom.Pt{3.45, 6.45}},
	{"bestly-priory", geom.Pt{6.45, 2.55}},
}

// The hills: centres of high ground, grown over the open country; two stand across
// entry roads, whose climb is a scarp (a choke point, 8.iv).
var hills = []geom.Pt{{0.6, 6.8}, {9.4, 2.4}, {2.75, 7.72}, {8.9, 7.4}, {1.5, 0.4}, {6.55, 7.78}}

// fixed are roads whose length the rules give: Barsham to Hazlemere is four miles
// (6.iv, the movement example).
var fixed = map[string]int{"barsham-hazlemere": 4}

// needed are roads the rules' examples march along, laid before the others: in the
// second combat example (8.vi) troops from Breaume and from Fletcham both reach
// Foxwood within a season.
var needed = [][2]string{{"breaume", "foxwood"}, {"fletcham", "foxwood"}}

// cut are roads the balancing took off the drafted valley (docs/manor-design.md, third,
// eighth and tenth rounds): they are laid with the others, so that no other road takes another
// course, and then taken off again, so that a new draft keeps the cuts.
var cut = map[string]bool{"caldwell-quenby": true, "dunstow-netherby": true, "eastbrook-hazlemere": true, "hazlemere-northwold": true}
