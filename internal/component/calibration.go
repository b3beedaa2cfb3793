package component

import (
	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/textfit"
)

// The calibration sheet measures a printer's duplex drift on one sheet. Its front
// carries a cross on the page's middle across; long-edge duplex turns the page about
// that middle, so the cross shows through the back exactly on the zero of the back's
// two scales when nothing drifts. A back printed a mm right and b mm below where it
// should be moves its scales with it, and the cross then shows through at a on the
// scale across and at b on the scale down: the two numbers --back-offset takes. The
// scales are drawn where no offset moves them, to measure the printer itself; a ring,
// moved like every back of the build, shows whether the build's offset cancels it.
// Every place, size and font is layout/calibration.toml's.

const calibrationComponent = "calibration"

// Tick is one tick of a calibration scale: where it stands along the scale on the back
// page (x for the scale across, y for the scale down) and the drift it reads.
type Tick struct {
	At    float64
	Value int
}

// CalibrationGeom is where the calibration sheet's marks stand on a w x h page.
type CalibrationGeom struct {
	CX, CY float64 // the front cross's centre, on the front page
	// AcrossY is the y of the scale across on the back page, DownX the x of the scale
	// down; their ticks are Across and Down.
	AcrossY, DownX float64
	Across, Down   []Tick
}

// CalibrationMarks places the cross and the scales. The front's centre (cx, cy) turns
// over to (w-cx, cy) on the back, which is itself when cx is the middle: a back drifted
// by (a, b) carries the tick of value v from w/2-v to w/2-v+a, under the cross when v=a.
func (x *Ctx) CalibrationMarks(w, h float64) CalibrationGeom {
	l := x.Layout.Calibration
	g := CalibrationGeom{CX: w / 2, CY: h * l.Cross.Middle}
	g.AcrossY, g.DownX = g.CY+l.Scales.Away, g.CX+l.Scales.Away
	for v := -l.Scales.Reach; v <= l.Scales.Reach; v++ {
		g.Across = append(g.Across, Tick{At: g.CX - float64(v), Value: v})
		g.Down = append(g.Down, Tick{At: g.CY - float64(v), Value: v})
	}
	return g
}

// Calibration draws the sheet: its front page, then its back page.
func (x *Ctx) Calibration(doc draw.Document, pr Print) error {
	title := x.L.T("component.calibration", nil)
	w, h := pr.Paper.W, pr.Paper.H
	g := x.CalibrationMarks(w, h)
	c := doc.NewPage(w, h)
	doc.Bookmark(x.L.Tx("calibration.front", map[string]any{"title": title}), 0)
	if err := x.calibrationSide(c, "front", x.L.Tx("calibration.front", map[string]any{"title": title}), x.L.T("calibration.front-how", nil)); err != nil {
		return err
	}
	x.calibrationCross(c, g)
	c = doc.NewPage(w, h)
	doc.Bookmark(x.L.Tx("calibration.back", map[string]any{"title": title}), 0)
	if err := x.calibrationSide(c, "back", x.L.Tx("calibration.back", map[string]any{"title": title}), x.L.T("calibration.back-how", nil)); err != nil {
		return err
	}
	if err := x.calibrationScales(c, g); err != nil {
		return err
	}
	x.calibrationRing(c, g, pr.BackOffset)
	return nil
}

// calibrationSide draws a side's title, its instructions and the page's furniture.
func (x *Ctx) calibrationSide(c draw.Canvas, side, title, how string) error {
	l := x.Layout.Calibration
	area, strip := x.pageArea(c)
	ft, err := textfit.Line(x.fit(calibrationComponent, side+" title", "title"), l.Title.Draw(), l.Title.Min, title, area.W)
	if err != nil {
		return err
	}
	c.SetFill(x.Style.Accent)
	c.Text(ft, area.X, area.Y+draw.Ascent(ft), draw.Left, title)
	y := area.Y + draw.Ascent(ft) + l.Text.Below
	if _, err := x.paragraph(c, x.fit(calibrationComponent, side+" instructions", "text.font"), how, l.Text.Font, l.Text.Leading, area.X, y, area.W, l.Text.Height); err != nil {
		return err
	}
	return x.PageFurniture(c, strip, title, x.L.T("sheet.duplex", nil))
}

// calibrationCross draws the front's cross.
func (x *Ctx) calibrationCross(c draw.Canvas, g CalibrationGeom) {
	cr := x.Layout.Calibration.Cross
	c.SetStroke(x.Style.Ink)
	c.SetLineWidth(cr.Line)
	c.SetDash(nil)
	c.Stroke(draw.Line(g.CX-cr.Arm, g.CY, g.CX+cr.Arm, g.CY))
	c.Stroke(draw.Line(g.CX, g.CY-cr.Arm, g.CX, g.CY+cr.Arm))
}

// calibrationScales draws the back's two scales: the one across, under the cross's
// centre, with its ticks hanging down; the one down, beside it, with its ticks to the
// right. Every `every` mm a tick is long and numbered with the drift it reads.
func (x *Ctx) calibrationScales(c draw.Canvas, g CalibrationGeom) error {
	s := x.Layout.Calibration.Scales
	c.SetStroke(x.Style.Ink)
	c.SetDash(nil)
	first, last := g.Across[0].At, g.Across[len(g.Across)-1].At
	c.SetLineWidth(s.Line)
	c.Stroke(draw.Line(first, g.AcrossY, last, g.AcrossY))
	c.Stroke(draw.Line(g.DownX, g.Down[0].At, g.DownX, g.Down[len(g.Down)-1].At))
	for i, t := range g.Across {
		n := x.tickLength(t.Value)
		x.tickLine(c, t.Value, t.At, g.AcrossY, t.At, g.AcrossY+n)
		if err := x.tickNumber(c, "scale across", t.Value, t.At, g.AcrossY+n+s.NumberGap, true); err != nil {
			return err
		}
		d := g.Down[i]
		x.tickLine(c, d.Value, g.DownX, d.At, g.DownX+n, d.At)
		if err := x.tickNumber(c, "scale down", d.Value, g.DownX+n+s.NumberGap, d.At, false); err != nil {
			return err
		}
	}
	return nil
}

// tickLength is a tick's length by its value: the numbered ones longest.
func (x *Ctx) tickLength(v int) float64 {
	s := x.Layout.Calibration.Scales
	return pick(v%s.Every == 0, s.Long, s.Tick)
}

// tickLine strokes one tick, the zero heavier.
func (x *Ctx) tickLine(c draw.Canvas, v int, x1, y1, x2, y2 float64) {
	s := x.Layout.Calibration.Scales
	c.SetLineWidth(pick(v == 0, s.Zero, s.Line))
	c.Stroke(draw.Line(x1, y1, x2, y2))
}

// tickNumber writes a numbered tick's drift: under the scale across (centred on the
// tick), or right of the scale down (its middle on the tick).
func (x *Ctx) tickNumber(c draw.Canvas, item string, v int, px, py float64, under bool) error {
	s := x.Layout.Calibration.Scales
	if v%s.Every != 0 {
		return nil
	}
	text := x.L.Signed(v)
	f, err := textfit.Line(x.fit(calibrationComponent, item, "scales.number"), s.Number.Draw(), s.Number.Min, text, s.Away)
	if err != nil {
		return err
	}
	c.SetFill(x.Style.Ink)
	if under {
		c.Text(f, px, py+draw.Ascent(f), draw.Center, text)
		return nil
	}
	c.Text(f, px, middleBaseline(f, py), draw.Left, text)
	return nil
}

// calibrationRing draws, on the back, a ring round the cross's centre moved like every
// back of this build (against its back offset): when the offset is right, the cross
// shows through at the ring's centre.
func (x *Ctx) calibrationRing(c draw.Canvas, g CalibrationGeom, offset [2]float64) {
	r := x.Layout.Calibration.Ring
	c.SetStroke(x.Style.Accent)
	c.SetLineWidth(r.Line)
	c.Stroke(draw.Circle(g.CX-offset[0], g.CY-offset[1], r.Radius))
}
