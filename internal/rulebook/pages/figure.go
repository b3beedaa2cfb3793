package pages

import (
	"github.com/excalibur-kit/excalibur/internal/component"
	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/layout"
	"github.com/excalibur-kit/excalibur/internal/textfit"
)

// Figures ({{figure "id"}}): a window of the board drawn by the board's own code, as wide
// as the column, as tall as the figure's proportions make it, with its caption under it.
// A figure and its caption never split: they go whole to the next column or page.

// ColumnWidth is the width of the rulebook's text column, in mm (layout/rulebook.toml
// page.measure): what a figure is drawn to. The rules reference draws its figures at
// this width too.
func ColumnWidth(l *layout.Layout) float64 { return l.Rulebook.Page.Measure }

// figureBlock is a figure laid out in the column: the drawing and its caption's lines.
type figureBlock struct {
	fig     *component.Figure
	font    draw.Font
	lines   []line
	caption layout.BookCaption
	text    layout.BookText // for the space under it
}

// height is all the height a figure takes in its column.
func (fb figureBlock) height() float64 {
	if fb.fig == nil {
		return 0
	}
	return fb.fig.H + fb.caption.Gap + float64(len(fb.lines))*textfit.LineStep(fb.font, fb.caption.Leading) + fb.text.ParaGap + fb.text.BlockAfter
}

func (s *setter) figureLayout(id string) (figureBlock, error) {
	f, err := s.x.Figure(id, s.g.width)
	if err != nil {
		return figureBlock{}, err
	}
	cp := s.g.bk.Caption
	font := s.g.f(cp.Font)
	lines := breakLines(words(s.bind([]piece{{font, f.Caption, ""}})), s.g.width, 0)
	return figureBlock{fig: f, font: font, lines: lines, caption: cp, text: s.g.bk.Text}, nil
}

// figure sets a figure whole, across the column.
func (s *setter) figure(id string) error {
	fb, err := s.figureLayout(id)
	if err != nil {
		return err
	}
	s.room(fb.height() - fb.text.ParaGap - fb.text.BlockAfter)
	// The caption is text of the page: the index finds its terms there.
	s.cur().texts = append(s.cur().texts, placed{s.y + fb.fig.H, fb.fig.Caption})
	x0, y0, x := s.g.left, s.y, s.x
	step := textfit.LineStep(fb.font, fb.caption.Leading)
	s.cur().texts = append(s.cur().texts, placed{y0, fb.fig.Caption}) // the index finds a term a caption prints
	s.add(func(c draw.Canvas) error {
		c.Push()
		c.Translate(x0, y0)
		err := fb.fig.Draw(c)
		c.Pop()
		if err != nil {
			return err
		}
		base := y0 + fb.fig.H + fb.caption.Gap + draw.Ascent(fb.font)
		for i, l := range fb.lines {
			l.trim()
			for _, r := range l.runs {
				c.SetFill(x.Style.Ink)
				c.Text(r.font, x0+r.x, base+float64(i)*step, draw.Left, r.text)
			}
		}
		return nil
	})
	s.y += fb.height()
	return nil
}
