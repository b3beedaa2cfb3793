package component

import (
	"fmt"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/textfit"
	"github.com/excalibur-kit/excalibur/rules"
)

// yearFigure is the turn order on one figure: the three campaigning seasons side by
// side, each with what the engine's season table says of it and its movement phases
// (as many as the data's rate of march has), then winter with its steps in the engine's
// strict order (rules.WinterSteps), and the way back to spring. Nothing of it is typed
// here: the seasons, the phases and the steps are the engine's, their words the same
// cells the sequence of play's tables print.
func (x *Ctx) yearFigure(width float64) (*Figure, error) {
	y := x.figures().Year
	var campaign []string
	for _, s := range rules.Seasons {
		if rules.Campaigning(s) {
			campaign = append(campaign, s)
		}
	}
	if len(campaign) == 0 {
		return nil, fmt.Errorf("the engine has no campaigning season")
	}
	inner := width - 2*y.Gap // the panels keep a gap inside the figure's frame
	colW := (inner - float64(len(campaign)-1)*y.Gap) / float64(len(campaign))
	seasons := x.E.SeasonTable()
	about := map[string]string{}
	for _, row := range seasons.Rows {
		about[row[0].Key] = x.L.Cell(row[1])
	}
	f := &Figure{W: width, scale: 1, Caption: x.L.T("figure.year", nil)}
	var panels []yearPanel
	for i, s := range campaign {
		p := yearPanel{x: y.Gap + float64(i)*(colW+y.Gap), w: colW, name: x.L.T("term."+s, nil), about: about["term."+s]}
		for ph := 1; ph <= x.D.Game.Movement.Phases; ph++ {
			p.steps = append(p.steps, yearStep{n: x.L.Num(ph), text: x.L.T("figure.year-phase", nil)})
		}
		panels = append(panels, p)
	}
	winter := yearPanel{x: y.Gap, w: inner, name: x.L.T("term."+rules.Winter, nil), about: about["term."+rules.Winter], columns: 2}
	for _, row := range x.E.WinterTable().Rows {
		winter.steps = append(winter.steps, yearStep{n: x.L.Cell(row[0]), text: x.L.Cell(row[1])})
	}
	var bottom float64
	for i := range panels {
		if err := x.layPanel(&panels[i], y.Gap); err != nil {
			return nil, err
		}
		bottom = max(bottom, panels[i].bottom)
	}
	for i := range panels { // side by side, the seasons are as tall as the tallest
		panels[i].bottom = bottom
	}
	if err := x.layPanel(&winter, bottom+y.Gap); err != nil {
		return nil, err
	}
	next := x.L.T("figure.year-next", nil)
	nextBase := winter.bottom + y.Gap + y.Pad + draw.Ascent(y.Text.Draw())
	f.H = nextBase + draw.Descent(y.Text.Draw()) + y.Pad
	for _, p := range append(panels, winter) {
		f.Labels = append(f.Labels, p.labels()...)
	}
	f.Labels = append(f.Labels, next)
	f.art = func(c draw.Canvas) error {
		for i, p := range panels {
			x.drawPanel(c, p)
			if i > 0 {
				x.arrow(c, p.x-y.Gap, p.top+y.Head/2, p.x, p.top+y.Head/2)
			}
		}
		last := panels[len(panels)-1]
		x.arrow(c, last.x+last.w/2, last.bottom, last.x+last.w/2, winter.top)
		x.drawPanel(c, winter)
		x.arrow(c, width/2, winter.bottom, width/2, winter.bottom+y.Gap)
		c.SetFill(x.Style.Ink)
		c.Text(y.Text.Draw(), width/2, nextBase, draw.Center, next)
		return nil
	}
	return f, nil
}

// yearPanel is a season of the figure: its name in a heading band, what it is, and its
// numbered steps (phases, or winter's steps) in one column or more.
type yearPanel struct {
	x, w, top, bottom float64
	name, about       string
	aboutLines        []string
	steps             []yearStep
	columns           int
}

// yearStep is a numbered step of a season, its lines set for its box.
type yearStep struct {
	n, text string
	lines   []string
	x, y, h float64
}

// labels are a panel's words in the order drawPanel writes them.
func (p yearPanel) labels() []string {
	out := append([]string{p.name}, p.aboutLines...)
	for _, s := range p.steps {
		out = append(out, s.n)
		out = append(out, s.lines...)
	}
	return out
}

// layPanel sets a panel's words and boxes from top down.
func (x *Ctx) layPanel(p *yearPanel, top float64) error {
	y := x.figures().Year
	text := y.Text.Draw()
	p.top = top
	p.columns = max(p.columns, 1)
	var ok bool
	if p.aboutLines, ok = textfit.Wrap(text, p.about, p.w-2*y.Pad); !ok {
		return fmt.Errorf("%q: a word is wider than its panel (layout/rulebook.toml [figures.year])", p.about)
	}
	step := textfit.LineStep(text, y.Leading)
	at := top + y.Head + y.Pad + float64(len(p.aboutLines))*step
	colW := (p.w - 2*y.Pad - float64(p.columns-1)*y.Pad) / float64(p.columns)
	perCol := (len(p.steps) + p.columns - 1) / p.columns
	bottom := at
	for i := range p.steps {
		s := &p.steps[i]
		col, row := i/perCol, i%perCol
		if row == 0 {
			at = top + y.Head + y.Pad + float64(len(p.aboutLines))*step
		}
		room := colW - y.Number - 2*y.StepPad
		if s.lines, ok = textfit.Wrap(text, s.text, room); !ok {
			return fmt.Errorf("%q: a word is wider than its step's box (layout/rulebook.toml [figures.year])", s.text)
		}
		s.x, s.y = p.x+y.Pad+float64(col)*(colW+y.Pad), at+y.Pad
		s.h = max(y.Number, float64(len(s.lines))*step) + 2*y.StepPad
		at = s.y + s.h
		bottom = max(bottom, at)
	}
	p.bottom = bottom + y.Pad
	return nil
}

// drawPanel draws a panel as layPanel set it.
func (x *Ctx) drawPanel(c draw.Canvas, p yearPanel) {
	y := x.figures().Year
	text, head := y.Text.Draw(), y.Name.Draw()
	st := x.Style
	c.SetFill(st.Paper)
	c.Fill(draw.RoundRect(p.x, p.top, p.w, p.bottom-p.top, y.Corner))
	c.SetFill(st.Tint)
	c.Fill(draw.Rect(p.x, p.top, p.w, y.Head))
	c.SetStroke(st.Rule)
	c.SetLineWidth(y.Line)
	c.Stroke(draw.RoundRect(p.x, p.top, p.w, p.bottom-p.top, y.Corner))
	c.SetFill(st.Accent)
	c.Text(head, p.x+p.w/2, middleBaseline(head, p.top+y.Head/2), draw.Center, p.name)
	step := textfit.LineStep(text, y.Leading)
	c.SetFill(st.Ink)
	for i, l := range p.aboutLines {
		c.Text(text, p.x+y.Pad, p.top+y.Head+y.Pad+draw.Ascent(text)+float64(i)*step, draw.Left, l)
	}
	colW := (p.w - 2*y.Pad - float64(p.columns-1)*y.Pad) / float64(p.columns)
	for _, s := range p.steps {
		c.SetStroke(st.Rule)
		c.SetLineWidth(y.Line)
		c.Stroke(draw.RoundRect(s.x, s.y, colW, s.h, y.Corner))
		r := y.Number / 2
		cx, cy := s.x+y.StepPad+r, s.y+s.h/2
		c.SetFill(st.Accent)
		c.Fill(draw.Circle(cx, cy, r))
		c.SetFill(TextOn(st.Accent))
		c.Text(y.Badge.Draw(), cx, middleBaseline(y.Badge.Draw(), cy), draw.Center, s.n)
		c.SetFill(st.Ink)
		lines := float64(len(s.lines)) * step
		for i, l := range s.lines {
			base := s.y + (s.h-lines)/2 + draw.Ascent(text) + float64(i)*step
			c.Text(text, s.x+y.StepPad*2+y.Number, base, draw.Left, l)
		}
	}
}

// arrow is a line from (x0, y0) to (x1, y1) with a head at its end, in the accent colour:
// the way the year runs.
func (x *Ctx) arrow(c draw.Canvas, x0, y0, x1, y1 float64) {
	y := x.figures().Year
	a, b := draw.Point{X: x0, Y: y0}, draw.Point{X: x1, Y: y1}
	d := unit(sub(b, a))
	n := normal(d)
	base := sub(b, mul(d, y.ArrowHead))
	c.SetStroke(x.Style.Accent)
	c.SetLineWidth(y.ArrowLine)
	c.Stroke(draw.Line(a.X, a.Y, base.X, base.Y))
	var head draw.Path
	l, r := add(base, mul(n, y.ArrowHead/2)), sub(base, mul(n, y.ArrowHead/2))
	head.MoveTo(b.X, b.Y)
	head.LineTo(l.X, l.Y)
	head.LineTo(r.X, r.Y)
	head.Close()
	c.SetFill(x.Style.Accent)
	c.Fill(head)
}
