package component

import (
	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/icons"
	"github.com/excalibur-kit/excalibur/internal/impose"
	"github.com/excalibur-kit/excalibur/internal/layout"
	"github.com/excalibur-kit/excalibur/internal/textfit"
	"github.com/excalibur-kit/excalibur/rules"
	"slices"
)

// The tracks card: the weather track, whose zones stand where the engine puts them,
// with the weather effects table; and King Arthur's road from Camelot with his awards.
// Both tables are the engine's. Every place, size, line and colour of its own is
// layout/tracks.toml's; the ink, the accent and the tables' colours are the kit's
// palette.

const tracksComponent = "tracks"

// tracksLayout is the tracks card's layout file, and its colours in the build's style.
func (x *Ctx) tracksLayout() (*layout.Tracks, layout.TracksColours) {
	l := &x.Layout.Tracks
	if x.Style.InkSaver {
		return l, l.InkSaver
	}
	return l, l.Colours
}

// Tracks draws the tracks card on a full page.
func (x *Ctx) Tracks(c draw.Canvas) error {
	l, _ := x.tracksLayout()
	area, strip := x.pageArea(c)
	w, h := c.Size()
	c.SetFill(l.Paper.Draw())
	c.Fill(draw.Rect(0, 0, w, h))
	title := x.L.T("tracks.title", nil)
	ft, err := textfit.Line(x.fit(tracksComponent, "title", "title.font"), l.Title.Font.Draw(), l.Title.Font.Min, title, area.W)
	if err != nil {
		return err
	}
	c.SetFill(x.Style.Accent)
	c.Text(ft, area.X, area.Y+draw.Ascent(ft), draw.Left, title)
	y := area.Y + draw.Ascent(ft) + l.Title.Below
	steps := []func(draw.Canvas, float64, float64, float64) (float64, error){
		x.weatherTrack, x.weatherEffects, x.arthurRoad, x.arthurAwards,
	}
	for _, step := range steps {
		dy, err := step(c, area.X, y, area.W)
		if err != nil {
			return err
		}
		y += dy + l.Gap
	}
	if y > area.Y+area.H+l.Gap {
		return &textfit.OverflowError{Component: tracksComponent, Item: "page", Lang: x.L.Lang, Text: title, Need: y - l.Gap - area.Y, Box: area.H,
			Source: x.Layout.Part(tracksComponent).Source("gap").String()}
	}
	return x.PageFurniture(c, strip, title, x.L.T("tracks.note", nil))
}

// trackIntro is a track's heading and the paragraph on how it is used; it returns the
// height they take.
func (x *Ctx) trackIntro(c draw.Canvas, item, heading, how string, bx, by, bw float64) (float64, error) {
	l := &x.Layout.Tracks
	dy, err := x.heading(c, x.fit(tracksComponent, item, "heading.font"), heading, l.Heading, bx, by, bw)
	if err != nil {
		return 0, err
	}
	ph, err := x.paragraph(c, x.fit(tracksComponent, item+"-how", "text.font"), how, l.Text.Font, l.Text.Leading, bx, by+dy, bw, l.Text.Height)
	if err != nil {
		return 0, err
	}
	return dy + ph + l.Text.Below, nil
}

// weatherTrack draws the start box and a box for every position the counter can reach,
// each coloured and patterned by the zone its total gives, in rows of boxes that hold the
// weather counter. Each zone's name stands once, over its longest run of boxes; the
// names are drawn first, in the engine's order, then the boxes (the check reads them so).
func (x *Ctx) weatherTrack(c draw.Canvas, bx, by, bw float64) (float64, error) {
	dy, err := x.trackIntro(c, "weather", x.L.T("tracks.weather", nil), x.L.T("tracks.weather-how", nil), bx, by, bw)
	if err != nil {
		return 0, err
	}
	wt := x.Layout.Tracks.Weather
	boxes := x.weatherBoxes(bx, by+dy, bw)
	for _, z := range rules.Zones {
		lo, hi := x.E.ZoneRange(z)
		run := longestRun(boxes, max(lo, 1), hi)
		label := x.L.T("zone."+z.String(), map[string]int{"lo": lo, "hi": hi})
		f, err := textfit.Line(x.fit(tracksComponent, "zone "+z.String(), "weather.label"), wt.Label.Draw(), wt.Label.Min, label, run.W)
		if err != nil {
			return 0, err
		}
		c.SetFill(x.Style.Ink)
		c.Text(f, run.X+run.W/2, run.Y-wt.LabelHeight+wt.LabelBaseline, draw.Center, label)
	}
	for pos, b := range boxes {
		if err := x.trackCell(c, b.X, b.Y, b.W, pos); err != nil {
			return 0, err
		}
	}
	last := boxes[len(boxes)-1]
	return last.Y + last.H - by, nil
}

// weatherBoxes are the weather track's boxes, the start's first, in rows under their
// row of zone names, from (bx, by) across bw. A row ends where a zone does whenever the
// zone fits on the next, so each zone's name stands over all of its boxes.
func (x *Ctx) weatherBoxes(bx, by, bw float64) []impose.Rect {
	wt := x.Layout.Tracks.Weather
	n := rules.DieFaces*x.D.Game.Weather.Rolls + 1
	var runs []int // the boxes of each zone in turn, the start with the first
	for pos := range n {
		if pos > 1 && x.E.ZoneOf(pos) == x.E.ZoneOf(pos-1) || pos == 1 {
			runs[len(runs)-1]++
			continue
		}
		runs = append(runs, 1)
	}
	perRow := evenRows(n, x.rowRoom(bw))
	return x.boxesInRows(keepRuns(runs, perRow), bx, by+wt.LabelHeight, bw, wt.Cell, wt.LabelHeight+wt.RowGap)
}

// roadBoxes are the boxes of King Arthur's road, Camelot's first.
func (x *Ctx) roadBoxes(bx, by, bw float64) []impose.Rect {
	r := x.Layout.Tracks.Road
	n := x.D.Game.Arthur.Steps + 1
	perRow := evenRows(n, x.rowRoom(bw))
	var rows []int
	for left := n; left > 0; left -= perRow {
		rows = append(rows, min(perRow, left))
	}
	return x.boxesInRows(rows, bx, by, bw, r.Cell, r.RowGap)
}

// rowRoom is how many boxes a row bw wide takes, each with room for a counter of the
// kit's size and the layout's clearance round it.
func (x *Ctx) rowRoom(bw float64) int {
	return max(1, int(bw/(x.Layout.Counters.Size+2*x.Layout.Tracks.Clearance)))
}

// evenRows is the most boxes a row holds when n boxes take as few rows of at most room
// as they can, the rows as even as can be.
func evenRows(n, room int) int {
	room = max(1, min(n, room))
	rows := (n + room - 1) / room
	return (n + rows - 1) / rows
}

// keepRuns breaks runs of boxes into rows of at most perRow, starting a new row rather
// than split a run that would fit on one; a run longer than a row is split.
func keepRuns(runs []int, perRow int) []int {
	var rows []int
	used := perRow // the last row's boxes: none yet, so the first run opens a row
	for _, r := range runs {
		if used+r > perRow && r <= perRow {
			rows, used = append(rows, 0), 0
		}
		for r > 0 {
			if used == perRow {
				rows, used = append(rows, 0), 0
			}
			k := min(r, perRow-used)
			rows[len(rows)-1] += k
			used, r = used+k, r-k
		}
	}
	return rows
}

// boxesInRows lays boxes out row by row, as many on each as rows says, each box as wide
// as the widest row allows across bw and at most maxCell; a row stands `between` below
// the one above it.
func (x *Ctx) boxesInRows(rows []int, bx, by, bw, maxCell, between float64) []impose.Rect {
	cell := min(maxCell, bw/float64(max(1, slices.Max(rows))))
	var out []impose.Rect
	for ri, k := range rows {
		for col := range k {
			out = append(out, impose.Rect{X: bx + float64(col)*cell, Y: by + float64(ri)*(cell+between), W: cell, H: cell})
		}
	}
	return out
}

// longestRun is the span of the longest run of boxes lo..hi on one row.
func longestRun(boxes []impose.Rect, lo, hi int) impose.Rect {
	var best, cur impose.Rect
	for i := lo; i <= hi && i < len(boxes); i++ {
		b := boxes[i]
		if i == lo || b.Y != cur.Y {
			cur = b
		} else {
			cur.W = b.X + b.W - cur.X
		}
		if cur.W > best.W {
			best = cur
		}
	}
	return best
}

// trackCell is a box of the weather track: the start, or a total in its zone's colour
// and pattern.
func (x *Ctx) trackCell(c draw.Canvas, cx, y, cell float64, pos int) error {
	l, col := x.tracksLayout()
	wt := l.Weather
	if pos > 0 {
		z := x.E.ZoneOf(pos)
		c.SetFill(zoneColour(col, z))
		c.Fill(draw.Rect(cx, y, cell, cell))
		x.zonePattern(c, z, cx, y, cell)
	}
	c.SetStroke(x.Style.Ink)
	c.SetLineWidth(wt.Line)
	c.Stroke(draw.Rect(cx, y, cell, cell))
	c.SetFill(x.Style.Ink)
	if pos == 0 {
		label := x.L.T("tracks.start", nil)
		sf, err := textfit.Line(x.fit(tracksComponent, "start", "weather.start"), wt.Start.Draw(), wt.Start.Min, label, cell-2*wt.Inset)
		if err != nil {
			return err
		}
		c.Text(sf, cx+cell/2, middleBaseline(sf, y+cell/2), draw.Center, label)
		return nil
	}
	n := x.L.Num(pos)
	f, err := textfit.Line(x.fit(tracksComponent, "total "+n, "weather.number"), wt.Number.Draw(), wt.Number.Min, n, cell)
	if err != nil {
		return err
	}
	c.Text(f, cx+cell/2, middleBaseline(f, y+cell*wt.NumberMiddle), draw.Center, n)
	return nil
}

// zoneColour is the ground of a zone's boxes.
func zoneColour(col layout.TracksColours, z rules.Zone) draw.Color {
	switch z {
	case rules.Bad:
		return col.Bad.Draw()
	case rules.Good:
		return col.Good.Draw()
	}
	return col.Average.Draw()
}

// zonePattern draws the zone's pattern in the lower part of a cell.
func (x *Ctx) zonePattern(c draw.Canvas, z rules.Zone, cx, y, cell float64) {
	p := x.Layout.Tracks.Pattern
	top := y + cell*p.Top
	c.Push()
	c.Clip(draw.Rect(cx, top, cell, cell*(1-p.Top)))
	c.SetStroke(x.Style.Ink)
	c.SetFill(x.Style.Ink)
	c.SetLineWidth(p.Line)
	switch z {
	case rules.Bad:
		var lines draw.Path
		for d := -cell; d < cell; d += p.Hatch {
			lines.MoveTo(cx+d, y+cell)
			lines.LineTo(cx+d+cell, y)
		}
		c.Stroke(lines)
	case rules.Good:
		for gx := cx + p.DotInset; gx < cx+cell; gx += p.DotStep {
			for gy := top + p.DotTop; gy < y+cell; gy += p.DotStep {
				c.Fill(draw.Circle(gx, gy, p.Dot))
			}
		}
	}
	c.Pop()
}

func (x *Ctx) weatherEffects(c draw.Canvas, bx, by, bw float64) (float64, error) {
	dy, err := x.heading(c, x.fit(tracksComponent, "effects", "heading.font"), x.L.T("tracks.effects", nil), x.Layout.Tracks.Heading, bx, by, bw)
	if err != nil {
		return 0, err
	}
	th, err := x.Table(c, "weather table", x.E.WeatherTable(), bx, by+dy, bw, x.tracksTable())
	return dy + th, err
}

// tracksTable is the style of the card's tables.
func (x *Ctx) tracksTable() TableStyle {
	t := x.Layout.Tracks.Table
	return TableStyle{Body: t.Body.Draw(), Head: t.Head.Draw(), Min: t.Body.Min, Pad: t.Pad, Leading: t.Leading}
}

// arthurRoad draws King Arthur's road: its length, then Camelot, the steps and the
// visit at its end, in boxes that hold his counter.
func (x *Ctx) arthurRoad(c draw.Canvas, bx, by, bw float64) (float64, error) {
	dy, err := x.trackIntro(c, "arthur", x.L.T("tracks.arthur", nil), x.L.T("tracks.arthur-how", nil), bx, by, bw)
	if err != nil {
		return 0, err
	}
	l, col := x.tracksLayout()
	r := l.Road
	ch, err := x.roadLength(c, bx, by+dy, bw)
	if err != nil {
		return 0, err
	}
	boxes := x.roadBoxes(bx, by+dy+ch, bw)
	steps := len(boxes) - 1
	for pos, b := range boxes {
		ground := col.Road.Draw()
		c.SetFill(ground)
		c.Fill(draw.Rect(b.X, b.Y, b.W, b.H))
		c.SetStroke(x.Style.Ink)
		c.SetLineWidth(r.Line)
		c.Stroke(draw.Rect(b.X, b.Y, b.W, b.H))
		c.SetFill(x.Style.Ink)
		if err := x.roadCell(c, r, ground, pos, steps, b.X, b.Y, b.W); err != nil {
			return 0, err
		}
	}
	last := boxes[len(boxes)-1]
	return last.Y + last.H - by, nil
}

// roadLength prints the road's row of the awards table (its name and its length in
// steps) as a line over the road it describes; it returns the height it takes.
func (x *Ctx) roadLength(c draw.Canvas, bx, by, bw float64) (float64, error) {
	r := x.Layout.Tracks.Road
	_, road := AwardsOnCard(x.E.ArthurTable())
	if road == nil {
		return 0, nil
	}
	text := x.L.Join("label", x.L.Cell(road[0]), x.L.Cell(road[1]))
	f, err := textfit.Line(x.fit(tracksComponent, "road length", "road.length"), r.Length.Draw(), r.Length.Min, text, bw)
	if err != nil {
		return 0, err
	}
	c.SetFill(x.Style.Ink)
	c.Text(f, bx, by+draw.Ascent(f), draw.Left, text)
	return draw.Ascent(f) + r.LengthBelow, nil
}

// AwardsOnCard splits King Arthur's table for the tracks card: the awards, printed as a
// table, and the road's length (the table's note), printed over the road as a label and
// its value, "His road from Camelot: 10 steps" (nil if the table has none). The rulebook
// prints the note as a sentence under the table; over the road it names the road.
func AwardsOnCard(t rules.Table) (awards rules.Table, road []rules.Cell) {
	awards = t
	awards.Notes = nil
	for _, n := range t.Notes {
		if len(n) == 1 && n[0].Key == "arthur.road-length" {
			road = []rules.Cell{rules.Text("arthur.road", nil), rules.Text("arthur.steps", map[string]int{"n": n[0].Args["n"]})}
		}
	}
	return awards, road
}

// roadCell fills a box of Arthur's road: Camelot, a step's number, or Arthur's visit,
// each inside its box.
func (x *Ctx) roadCell(c draw.Canvas, r layout.ArthurRoad, ground draw.Color, pos, steps int, cx, y, cell float64) error {
	switch pos {
	case 0:
		return x.cellLabel(c, "camelot", x.L.T("tracks.camelot", nil), cx, y, cell, 0.5)
	case steps:
		if err := icons.Draw(c, "king-arthur", cx+cell*(1-r.Icon)/2, y+cell*r.IconTop, cell*r.Icon, x.Style.Accent, ground); err != nil {
			return err
		}
		return x.cellLabel(c, "visit", x.L.T("tracks.visit", nil), cx, y, cell, r.VisitMiddle)
	}
	n := x.L.Num(pos)
	f, err := textfit.Line(x.fit(tracksComponent, "step "+n, "road.number"), r.Number.Draw(), r.Number.Min, n, cell)
	if err != nil {
		return err
	}
	c.Text(f, cx+cell/2, middleBaseline(f, y+cell/2), draw.Center, n)
	return nil
}

// cellLabel centres a label across a box, its middle at share `middle` of the box's
// height from the top.
func (x *Ctx) cellLabel(c draw.Canvas, item, label string, cx, y, cell, middle float64) error {
	r := x.Layout.Tracks.Road
	f, err := textfit.Line(x.fit(tracksComponent, item, "road.label"), r.Label.Draw(), r.Label.Min, label, cell-2*r.Inset)
	if err != nil {
		return err
	}
	c.SetFill(x.Style.Ink)
	c.Text(f, cx+cell/2, middleBaseline(f, y+cell*middle), draw.Center, label)
	return nil
}

func (x *Ctx) arthurAwards(c draw.Canvas, bx, by, bw float64) (float64, error) {
	dy, err := x.heading(c, x.fit(tracksComponent, "awards", "heading.font"), x.L.T("tracks.awards", nil), x.Layout.Tracks.Heading, bx, by, bw)
	if err != nil {
		return 0, err
	}
	awards, _ := AwardsOnCard(x.E.ArthurTable())
	th, err := x.Table(c, "arthur table", awards, bx, by+dy, bw, x.tracksTable())
	return dy + th, err
}
