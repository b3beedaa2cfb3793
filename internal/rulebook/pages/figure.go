package pages

import (
	"github.com/excalibur-kit/excalibur/internal/component"
	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/textfit"
)

// Figures ({{figure "id"}}): a window of the board drawn by the board's own code, as wide
// as the column, as tall as the figure's proportions make it, with its caption under it.
// A figure and its caption never split: they go whole to the next column or page.

// ColumnWidth is the width of the rulebook's text column, in mm: what a figure is drawn
// to. The rules reference draws its figures at this width too.
const ColumnWidth = measure

var fontFigureCaption = draw.Font{Face: draw.SerifItalic, Size: 9}

const figureGap = 1.8 // between a figure and its caption

// figureBlock is a figure laid out in the column: the drawing and its caption's lines.
type figureBlock struct {
	fig   *component.Figure
	font  draw.Font
	lines []line
}

// height is all the height a figure takes in its column.
func (fb figureBlock) height() float64 {
	if fb.fig == nil {
		return 0
	}
	return fb.fig.H + figureGap + float64(len(fb.lines))*textfit.LineStep(fb.font, 1.25) + paraGap + 1
}

func (s *setter) figureLayout(id string) (figureBlock, error) {
	f, err := s.x.Figure(id, s.g.width)
	if err != nil {
		return figureBlock{}, err
	}
	font := s.g.f(fontFigureCaption)
	return figureBlock{fig: f, font: font, lines: breakLines(words([]piece{{font, f.Caption, ""}}), s.g.width, 0)}, nil
}

// figure sets a figure whole, across the column.
func (s *setter) figure(id string) error {
	fb, err := s.figureLayout(id)
	if err != nil {
		return err
	}
	s.room(fb.height() - paraGap - 1)
	x0, y0, x := s.g.left, s.y, s.x
	step := textfit.LineStep(fb.font, 1.25)
	s.add(func(c draw.Canvas) error {
		c.Push()
		c.Translate(x0, y0)
		err := fb.fig.Draw(c)
		c.Pop()
		if err != nil {
			return err
		}
		base := y0 + fb.fig.H + figureGap + draw.Ascent(fb.font)
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
