package component

import (
	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/icons"
	"github.com/excalibur-kit/excalibur/internal/textfit"
	"github.com/excalibur-kit/excalibur/rules"
)

// The tracks card: the weather track, whose zones stand where the engine puts them,
// with the weather effects table; and King Arthur's road from Camelot with his awards.
// Both tables are the engine's.

const tracksComponent = "tracks"

// zonePattern keeps the zones apart without colour: hatching for bad years, nothing for
// average ones, dots for good ones.
var zoneColour = map[rules.Zone]uint32{rules.Bad: 0xB9C4CF, rules.Average: 0xF3E9CF, rules.Good: 0xEFD27A}

// Tracks draws the tracks card on a full page.
func (x *Ctx) Tracks(c draw.Canvas) error {
	area, strip := x.pageArea(c)
	w, h := c.Size()
	c.SetFill(draw.White)
	c.Fill(draw.Rect(0, 0, w, h))
	title := x.L.T("tracks.title", nil)
	ft, err := textfit.Line(x.Where(tracksComponent, "title"), fontSheetTitle, 12, title, area.W)
	if err != nil {
		return err
	}
	c.SetFill(x.Style.Accent)
	c.Text(ft, area.X, area.Y+draw.Ascent(ft), draw.Left, title)
	y := area.Y + draw.Ascent(ft) + 5
	steps := []func(draw.Canvas, float64, float64, float64) (float64, error){
		x.weatherTrack, x.weatherEffects, x.arthurRoad, x.arthurAwards,
	}
	for _, step := range steps {
		dy, err := step(c, area.X, y, area.W)
		if err != nil {
			return err
		}
		y += dy + 6
	}
	if y > area.Y+area.H+6 {
		return &textfit.OverflowError{Component: tracksComponent, Item: "page", Lang: x.L.Lang, Text: title, Need: y - area.Y, Box: area.H}
	}
	return x.PageFurniture(c, strip, title, x.L.T("sheet.cut", nil))
}

// weatherTrack draws the start box and a box for every position the counter can reach,
// each coloured and patterned by the zone its total gives.
func (x *Ctx) weatherTrack(c draw.Canvas, bx, by, bw float64) (float64, error) {
	dy, err := x.heading(c, tracksComponent, "weather", x.L.T("tracks.weather", nil), fontSection, bx, by, bw)
	if err != nil {
		return 0, err
	}
	y := by + dy
	ph, err := x.paragraph(c, tracksComponent, "weather-how", x.L.T("tracks.weather-how", nil), FontBody, bx, y, bw, 14)
	if err != nil {
		return 0, err
	}
	y += ph + 3
	w := x.D.Game.Weather
	last := rules.DieFaces * w.Rolls
	cell := bw / float64(last+1)
	labelH := 5.0
	for _, z := range rules.Zones {
		lo, hi := x.E.ZoneRange(z)
		zx := bx + float64(lo)*cell
		label := x.L.T("zone."+z.String(), map[string]int{"lo": lo, "hi": hi})
		f, err := textfit.Line(x.Where(tracksComponent, "zone "+z.String()), draw.Font{Face: draw.SansBold, Size: 8}, x.Layout.Print.MinFont, label, float64(hi-lo+1)*cell)
		if err != nil {
			return 0, err
		}
		c.SetFill(x.Style.Ink)
		c.Text(f, zx+float64(hi-lo+1)*cell/2, y+3.5, draw.Center, label)
	}
	y += labelH
	for pos := 0; pos <= last; pos++ {
		cx := bx + float64(pos)*cell
		if err := x.trackCell(c, cx, y, cell, pos); err != nil {
			return 0, err
		}
	}
	return y + cell - by, nil
}

func (x *Ctx) trackCell(c draw.Canvas, cx, y, cell float64, pos int) error {
	ground := draw.White
	if pos > 0 {
		z := x.E.ZoneOf(pos)
		if !x.Style.InkSaver {
			ground = hex(zoneColour[z])
		}
		c.SetFill(ground)
		c.Fill(draw.Rect(cx, y, cell, cell))
		x.zonePattern(c, z, cx, y, cell)
	}
	c.SetStroke(x.Style.Ink)
	c.SetLineWidth(0.3)
	c.Stroke(draw.Rect(cx, y, cell, cell))
	f := draw.Font{Face: draw.SansBold, Size: 9}
	c.SetFill(x.Style.Ink)
	if pos == 0 {
		label := x.L.T("tracks.start", nil)
		sf, err := textfit.Line(x.Where(tracksComponent, "start"), draw.Font{Face: draw.Sans, Size: 7}, x.Layout.Print.MinFont, label, cell-1)
		if err != nil {
			return err
		}
		c.Text(sf, cx+cell/2, y+cell/2+draw.Ascent(sf)*0.36, draw.Center, label)
		return nil
	}
	c.Text(f, cx+cell/2, y+cell*0.42+draw.Ascent(f)*0.36, draw.Center, x.L.Num(pos))
	return nil
}

// zonePattern draws the zone's pattern in the lower part of a cell.
func (x *Ctx) zonePattern(c draw.Canvas, z rules.Zone, cx, y, cell float64) {
	c.Push()
	c.Clip(draw.Rect(cx, y+cell*0.62, cell, cell*0.38))
	c.SetStroke(x.Style.Ink)
	c.SetFill(x.Style.Ink)
	c.SetLineWidth(0.15)
	switch z {
	case rules.Bad:
		var lines draw.Path
		for d := -cell; d < cell; d += 1.2 {
			lines.MoveTo(cx+d, y+cell)
			lines.LineTo(cx+d+cell, y)
		}
		c.Stroke(lines)
	case rules.Good:
		for gx := cx + 1; gx < cx+cell; gx += 1.6 {
			for gy := y + cell*0.62 + 0.8; gy < y+cell; gy += 1.6 {
				c.Fill(draw.Circle(gx, gy, 0.25))
			}
		}
	}
	c.Pop()
}

func (x *Ctx) weatherEffects(c draw.Canvas, bx, by, bw float64) (float64, error) {
	dy, err := x.heading(c, tracksComponent, "effects", x.L.T("tracks.effects", nil), fontSection, bx, by, bw)
	if err != nil {
		return 0, err
	}
	th, err := x.Table(c, "weather table", x.E.WeatherTable(), bx, by+dy, bw, DefaultTable)
	return dy + th, err
}

// arthurRoad draws King Arthur's road: Camelot, the steps, and the visit at its end.
func (x *Ctx) arthurRoad(c draw.Canvas, bx, by, bw float64) (float64, error) {
	dy, err := x.heading(c, tracksComponent, "arthur", x.L.T("tracks.arthur", nil), fontSection, bx, by, bw)
	if err != nil {
		return 0, err
	}
	y := by + dy
	ph, err := x.paragraph(c, tracksComponent, "arthur-how", x.L.T("tracks.arthur-how", nil), FontBody, bx, y, bw, 14)
	if err != nil {
		return 0, err
	}
	y += ph + 3
	steps := x.D.Game.Arthur.Steps
	cell := min(16.0, bw/float64(steps+1))
	f := draw.Font{Face: draw.SansBold, Size: 10}
	for pos := 0; pos <= steps; pos++ {
		cx := bx + float64(pos)*cell
		ground := hex(0xF3E9CF)
		if x.Style.InkSaver {
			ground = draw.White
		}
		c.SetFill(ground)
		c.Fill(draw.Rect(cx, y, cell, cell))
		c.SetStroke(x.Style.Ink)
		c.SetLineWidth(0.3)
		c.Stroke(draw.Rect(cx, y, cell, cell))
		c.SetFill(x.Style.Ink)
		switch pos {
		case 0:
			if err := x.cellLabel(c, "camelot", x.L.T("tracks.camelot", nil), cx, y, cell); err != nil {
				return 0, err
			}
		case steps:
			if err := icons.Draw(c, "king-arthur", cx+cell*0.2, y+cell*0.08, cell*0.6, x.Style.Accent, ground); err != nil {
				return 0, err
			}
			if err := x.cellLabel(c, "visit", x.L.T("tracks.visit", nil), cx, y+cell*0.32, cell); err != nil {
				return 0, err
			}
		default:
			c.Text(f, cx+cell/2, y+cell/2+draw.Ascent(f)*0.36, draw.Center, x.L.Num(pos))
		}
	}
	return y + cell - by, nil
}

func (x *Ctx) cellLabel(c draw.Canvas, item, label string, cx, y, cell float64) error {
	f, err := textfit.Line(x.Where(tracksComponent, item), draw.Font{Face: draw.Sans, Size: 7}, x.Layout.Print.MinFont, label, cell-1)
	if err != nil {
		return err
	}
	c.SetFill(x.Style.Ink)
	c.Text(f, cx+cell/2, y+cell*0.72, draw.Center, label)
	return nil
}

func (x *Ctx) arthurAwards(c draw.Canvas, bx, by, bw float64) (float64, error) {
	dy, err := x.heading(c, tracksComponent, "awards", x.L.T("tracks.awards", nil), fontSection, bx, by, bw)
	if err != nil {
		return 0, err
	}
	th, err := x.Table(c, "arthur table", x.E.ArthurTable(), bx, by+dy, bw, DefaultTable)
	return dy + th, err
}
