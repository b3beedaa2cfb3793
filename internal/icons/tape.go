package icons

import (
	"sync"

	"github.com/excalibur-kit/excalibur/internal/draw"
)

// An icon is built from its design (curves in icon units, scaled and cut out) once per
// size and pair of colours, onto a tape; every later use replays the tape translated to
// its box. A counter sheet draws the same few icons hundreds of times.

type tapeKey struct {
	name        string
	size        float64
	ink, ground draw.Color
}

var tapes sync.Map // tapeKey -> *tape

// op is one recorded canvas call.
type op struct {
	kind  byte // 'f' fill colour, 's' stroke colour, 'w' width, 'd' dash, 'F' fill, 'S' stroke, 'C' clip, '(' push, ')' pop
	color draw.Color
	v     float64
	dash  []float64
	path  draw.Path
}

// tape is a canvas that records the calls an icon makes, drawn at the origin.
type tape struct {
	ops  []op
	size float64
}

func (t *tape) Size() (w, h float64)                                 { return t.size, t.size }
func (t *tape) Push()                                                { t.ops = append(t.ops, op{kind: '('}) }
func (t *tape) Pop()                                                 { t.ops = append(t.ops, op{kind: ')'}) }
func (t *tape) Translate(dx, dy float64)                             {} // icons draw in page coordinates of their box
func (t *tape) Rotate(deg float64)                                   {}
func (t *tape) Scale(s float64)                                      {} // icons are drawn at their size
func (t *tape) SetFill(c draw.Color)                                 { t.ops = append(t.ops, op{kind: 'f', color: c}) }
func (t *tape) SetStroke(c draw.Color)                               { t.ops = append(t.ops, op{kind: 's', color: c}) }
func (t *tape) SetLineWidth(w float64)                               { t.ops = append(t.ops, op{kind: 'w', v: w}) }
func (t *tape) SetDash(p []float64)                                  { t.ops = append(t.ops, op{kind: 'd', dash: p}) }
func (t *tape) Fill(p draw.Path)                                     { t.ops = append(t.ops, op{kind: 'F', path: p}) }
func (t *tape) Stroke(p draw.Path)                                   { t.ops = append(t.ops, op{kind: 'S', path: p}) }
func (t *tape) Clip(p draw.Path)                                     { t.ops = append(t.ops, op{kind: 'C', path: p}) }
func (t *tape) Text(draw.Font, float64, float64, draw.Align, string) {}

// replay draws the tape onto c with the box's corner at (x, y).
func (t *tape) replay(c draw.Canvas, x, y float64) {
	c.Push()
	c.Translate(x, y)
	for _, o := range t.ops {
		switch o.kind {
		case 'f':
			c.SetFill(o.color)
		case 's':
			c.SetStroke(o.color)
		case 'w':
			c.SetLineWidth(o.v)
		case 'd':
			c.SetDash(o.dash)
		case 'F':
			c.Fill(o.path)
		case 'S':
			c.Stroke(o.path)
		case 'C':
			c.Clip(o.path)
		case '(':
			c.Push()
		case ')':
			c.Pop()
		}
	}
	c.Pop()
}

// tapeOf returns the icon's tape for a size and colours, recording it on first use.
func tapeOf(name string, f func(*pen), size float64, ink, ground draw.Color) *tape {
	k := tapeKey{name, size, ink, ground}
	if t, ok := tapes.Load(k); ok {
		return t.(*tape)
	}
	t := &tape{size: size}
	f(&pen{c: t, k: size / 100, size: size, ink: ink, ground: ground})
	actual, _ := tapes.LoadOrStore(k, t)
	return actual.(*tape)
}
