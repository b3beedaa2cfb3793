package component

import (
	"fmt"
	"slices"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/textfit"
	"github.com/excalibur-kit/excalibur/rules"
)

// yearFigure is the turn order on one figure: the three campaigning seasons side by
// side, each with what the engine's season table says of it and its movement phases
// (as many as the data's rate of march has), then winter with its steps in the engine's
// strict order (rules.WinterSteps), and the way back to spring. Nothing of it is typed
// here: the seasons, the phases and the steps are the engine's, their words the same
// cells the sequence of play's tables print. It is laid out on a grid (yearGrid): the
// seasons' phases in rows across the three, winter's steps in rows across its columns.
func (x *Ctx) yearFigure(width float64) (*Figure, error) {
	g, err := x.yearGrid(width)
	if err != nil {
		return nil, err
	}
	y := x.figures().Year
	f := &Figure{W: width, H: g.h, scale: 1, Caption: x.L.T("figure.year", nil)}
	for _, p := range append(slices.Clone(g.seasons), g.winter) {
		f.Labels = append(f.Labels, p.labels()...)
	}
	f.Labels = append(f.Labels, g.next)
	f.art = func(c draw.Canvas) error {
		for i, p := range g.seasons {
			x.drawPanel(c, p)
			if i > 0 {
				x.arrow(c, p.x-y.Gap, p.top+y.Head/2, p.x, p.top+y.Head/2)
			}
		}
		last, winter := g.seasons[len(g.seasons)-1], g.winter
		x.arrow(c, last.x+last.w/2, last.bottom, last.x+last.w/2, winter.top)
		x.drawPanel(c, winter)
		x.arrow(c, width/2, winter.bottom, width/2, winter.bottom+y.Gap)
		c.SetFill(x.Style.Ink)
		c.Text(y.Text.Draw(), width/2, g.nextBase, draw.Center, g.next)
		return nil
	}
	return f, nil
}

// yearLayout is the turn order laid out: the campaigning seasons' panels, winter's,
// the line under them and the figure's height.
type yearLayout struct {
	seasons  []yearPanel
	winter   yearPanel
	next     string
	nextBase float64
	h        float64
}

// yearGrid lays the turn order out for a width.
func (x *Ctx) yearGrid(width float64) (*yearLayout, error) {
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
	about := map[string]string{}
	for _, row := range x.E.SeasonTable().Rows {
		about[row[0].Key] = x.L.Cell(row[1])
	}
	g := &yearLayout{next: x.L.T("figure.year-next", nil)}
	for i, s := range campaign {
		p := yearPanel{x: y.Gap + float64(i)*(colW+y.Gap), w: colW, name: x.L.T("term."+s, nil), about: about["term."+s], columns: 1}
		for ph := 1; ph <= x.D.Game.Movement.Phases; ph++ {
			p.steps = append(p.steps, yearStep{n: x.L.Num(ph), text: x.L.T("figure.year-phase", nil)})
		}
		g.seasons = append(g.seasons, p)
	}
	g.winter = yearPanel{x: y.Gap, w: inner, name: x.L.T("term."+rules.Winter, nil), about: about["term."+rules.Winter], columns: 2}
	for _, row := range x.E.WinterTable().Rows {
		g.winter.steps = append(g.winter.steps, yearStep{n: x.L.Cell(row[0]), text: x.L.Cell(row[1])})
	}
	for i := range g.seasons {
		if err := x.wrapPanel(&g.seasons[i]); err != nil {
			return nil, err
		}
	}
	if err := x.wrapPanel(&g.winter); err != nil {
		return nil, err
	}
	// Side by side, the seasons share one grid: their words take the room of the longest,
	// and each row of phases the height of its tallest box.
	aboutRows, rows := 0, []float64{}
	for _, p := range g.seasons {
		aboutRows = max(aboutRows, len(p.aboutLines))
		rows = x.rowHeights(p, rows)
	}
	for i := range g.seasons {
		x.placePanel(&g.seasons[i], y.Gap, aboutRows, rows)
	}
	x.placePanel(&g.winter, g.seasons[0].bottom+y.Gap, len(g.winter.aboutLines), x.rowHeights(g.winter, nil))
	g.nextBase = g.winter.bottom + y.Gap + y.Pad + draw.Ascent(y.Text.Draw())
	g.h = g.nextBase + draw.Descent(y.Text.Draw()) + y.Pad
	return g, nil
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

// colW is the width of a column of the panel's step boxes.
func (p yearPanel) colW(pad float64) float64 {
	return (p.w - 2*pad - float64(p.columns-1)*pad) / float64(p.columns)
}

// perCol is how many steps a column of the panel holds: the first columns are full.
func (p yearPanel) perCol() int { return max(1, (len(p.steps)+p.columns-1)/p.columns) }

// wrapPanel sets a panel's words in lines for its width and its step boxes.
func (x *Ctx) wrapPanel(p *yearPanel) error {
	y := x.figures().Year
	text := y.Text.Draw()
	p.columns = max(p.columns, 1)
	var ok bool
	if p.aboutLines, ok = textfit.Wrap(text, p.about, p.w-2*y.Pad); !ok {
		return fmt.Errorf("%q: a word is wider than its panel (layout/rulebook.toml [figures.year])", p.about)
	}
	room := p.colW(y.Pad) - y.Number - 2*y.StepPad
	for i := range p.steps {
		s := &p.steps[i]
		if s.lines, ok = textfit.Wrap(text, s.text, room); !ok {
			return fmt.Errorf("%q: a word is wider than its step's box (layout/rulebook.toml [figures.year])", s.text)
		}
	}
	return nil
}

// rowHeights are the heights of the rows of a panel's steps, each its tallest box,
// raised to the heights already in rows (of the panels beside it).
func (x *Ctx) rowHeights(p yearPanel, rows []float64) []float64 {
	y := x.figures().Year
	step := textfit.LineStep(y.Text.Draw(), y.Leading)
	for i, s := range p.steps {
		r := i % p.perCol()
		for len(rows) <= r {
			rows = append(rows, 0)
		}
		rows[r] = max(rows[r], max(y.Number, float64(len(s.lines))*step)+2*y.StepPad)
	}
	return rows
}

// placePanel sets a panel's boxes from top down on the grid: its words take aboutRows
// lines, and the steps of each row the row's height.
func (x *Ctx) placePanel(p *yearPanel, top float64, aboutRows int, rows []float64) {
	y := x.figures().Year
	step := textfit.LineStep(y.Text.Draw(), y.Leading)
	p.top = top
	first := top + y.Head + y.Pad + float64(aboutRows)*step + y.Pad
	bottom := first - y.Pad
	colW, perCol := p.colW(y.Pad), p.perCol()
	for i := range p.steps {
		s := &p.steps[i]
		col, row := i/perCol, i%perCol
		s.x, s.y = p.x+y.Pad+float64(col)*(colW+y.Pad), first
		for _, h := range rows[:row] {
			s.y += h + y.Pad
		}
		s.h = rows[row]
		bottom = max(bottom, s.y+s.h)
	}
	p.bottom = bottom + y.Pad
}

// drawPanel draws a panel as placePanel set it.
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
	colW := p.colW(y.Pad)
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
