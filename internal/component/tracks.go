package component

import (
	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/icons"
	"github.com/excalibur-kit/excalibur/internal/layout"
	"github.com/excalibur-kit/excalibur/internal/textfit"
	"github.com/excalibur-kit/excalibur/rules"
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
	return x.PageFurniture(c, strip, title, x.L.T("sheet.cut", nil))
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
// each coloured and patterned by the zone its total gives.
func (x *Ctx) weatherTrack(c draw.Canvas, bx, by, bw float64) (float64, error) {
	dy, err := x.trackIntro(c, "weather", x.L.T("tracks.weather", nil), x.L.T("tracks.weather-how", nil), bx, by, bw)
	if err != nil {
		return 0, err
	}
	y := by + dy
	wt := x.Layout.Tracks.Weather
	last := rules.DieFaces * x.D.Game.Weather.Rolls
	cell := bw / float64(last+1)
	for _, z := range rules.Zones {
		lo, hi := x.E.ZoneRange(z)
		zx := bx + float64(lo)*cell
		label := x.L.T("zone."+z.String(), map[string]int{"lo": lo, "hi": hi})
		f, err := textfit.Line(x.fit(tracksComponent, "zone "+z.String(), "weather.label"), wt.Label.Draw(), wt.Label.Min, label, float64(hi-lo+1)*cell)
		if err != nil {
			return 0, err
		}
		c.SetFill(x.Style.Ink)
		c.Text(f, zx+float64(hi-lo+1)*cell/2, y+wt.LabelBaseline, draw.Center, label)
	}
	y += wt.LabelHeight
	for pos := 0; pos <= last; pos++ {
		cx := bx + float64(pos)*cell
		if err := x.trackCell(c, cx, y, cell, pos); err != nil {
			return 0, err
		}
	}
	return y + cell - by, nil
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

// arthurRoad draws King Arthur's road: Camelot, the steps, and the visit at its end.
func (x *Ctx) arthurRoad(c draw.Canvas, bx, by, bw float64) (float64, error) {
	dy, err := x.trackIntro(c, "arthur", x.L.T("tracks.arthur", nil), x.L.T("tracks.arthur-how", nil), bx, by, bw)
	if err != nil {
		return 0, err
	}
	l, col := x.tracksLayout()
	r := l.Road
	y := by + dy
	steps := x.D.Game.Arthur.Steps
	cell := min(r.Cell, bw/float64(steps+1))
	for pos := 0; pos <= steps; pos++ {
		cx := bx + float64(pos)*cell
		ground := col.Road.Draw()
		c.SetFill(ground)
		c.Fill(draw.Rect(cx, y, cell, cell))
		c.SetStroke(x.Style.Ink)
		c.SetLineWidth(r.Line)
		c.Stroke(draw.Rect(cx, y, cell, cell))
		c.SetFill(x.Style.Ink)
		if err := x.roadCell(c, r, ground, pos, steps, cx, y, cell); err != nil {
			return 0, err
		}
	}
	return y + cell - by, nil
}

// roadCell fills a box of Arthur's road: Camelot, a step's number, or Arthur's visit.
func (x *Ctx) roadCell(c draw.Canvas, r layout.ArthurRoad, ground draw.Color, pos, steps int, cx, y, cell float64) error {
	switch pos {
	case 0:
		return x.cellLabel(c, "camelot", x.L.T("tracks.camelot", nil), cx, y, cell)
	case steps:
		if err := icons.Draw(c, "king-arthur", cx+cell*(1-r.Icon)/2, y+cell*r.IconTop, cell*r.Icon, x.Style.Accent, ground); err != nil {
			return err
		}
		return x.cellLabel(c, "visit", x.L.T("tracks.visit", nil), cx, y+cell*r.VisitBelow, cell)
	}
	n := x.L.Num(pos)
	f, err := textfit.Line(x.fit(tracksComponent, "step "+n, "road.number"), r.Number.Draw(), r.Number.Min, n, cell)
	if err != nil {
		return err
	}
	c.Text(f, cx+cell/2, middleBaseline(f, y+cell/2), draw.Center, n)
	return nil
}

func (x *Ctx) cellLabel(c draw.Canvas, item, label string, cx, y, cell float64) error {
	r := x.Layout.Tracks.Road
	f, err := textfit.Line(x.fit(tracksComponent, item, "road.label"), r.Label.Draw(), r.Label.Min, label, cell-2*r.Inset)
	if err != nil {
		return err
	}
	c.SetFill(x.Style.Ink)
	c.Text(f, cx+cell/2, y+cell*r.LabelBaseline, draw.Center, label)
	return nil
}

func (x *Ctx) arthurAwards(c draw.Canvas, bx, by, bw float64) (float64, error) {
	dy, err := x.heading(c, x.fit(tracksComponent, "awards", "heading.font"), x.L.T("tracks.awards", nil), x.Layout.Tracks.Heading, bx, by, bw)
	if err != nil {
		return 0, err
	}
	th, err := x.Table(c, "arthur table", x.E.ArthurTable(), bx, by+dy, bw, x.tracksTable())
	return dy + th, err
}
