package recorder

import (
	"math"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
)

func TestLines(t *testing.T) {
	d := New()
	c := d.NewPage(63.5, 88)
	d.Bookmark("Karta \"1\"", 0)
	c.Push()
	c.Translate(1.25, -2)
	c.SetFill(draw.Color{R: 1, G: 2, B: 255})
	c.SetDash([]float64{1, 0.5})
	c.SetDash(nil)
	c.Fill(draw.Rect(0, 0, 1, 2))
	c.Clip(draw.Path{})
	c.Text(draw.Font{Face: draw.Caps, Size: 12.5}, 3, 4, draw.Center, "Zamek\n")
	c.Pop()
	c.Pop()
	l := c.(draw.Linker)
	l.Link(1, 2, 3, 4, "#a")
	l.Anchor("a", 0.1234, 5)
	want := `page 1 63.5x88
bookmark 0 "Karta \"1\""
push
translate 1.25 -2
fill-color #0102ff
dash 1 0.5
dash solid
fill M 0 0 L 1 0 L 1 2 L 0 2 Z
clip (empty)
text caps 12.5 3 4 center "Zamek\n"
pop
pop # without push
link 1 2 3 4 "#a"
anchor "a" 0.123 5
`
	if got := d.String(); got != want {
		t.Errorf("recording:\n%s\nwant:\n%s", got, want)
	}
}

func TestTexts(t *testing.T) {
	d := New()
	d.NewPage(10, 10)
	c := d.NewPage(100, 100)
	f := draw.Font{Face: draw.Serif, Size: 10}
	c.Push()
	c.Translate(10, 20)
	c.Text(f, 50, 5, draw.Right, "Excalibur")
	c.Pop()
	c.Text(f, 50, 5, draw.Left, "król")
	texts := d.Texts()
	if len(texts) != 2 {
		t.Fatalf("%d texts, want 2", len(texts))
	}
	w := draw.Width(f, "Excalibur")
	got := texts[0]
	if got.Page != 1 || got.X != 60 || got.Y != 25 || got.Text != "Excalibur" || math.Abs(got.Left-(60-w)) > 1e-9 || got.Width != w {
		t.Errorf("first text %+v, want page 1 at (60, 25), left %.3f, width %.3f", got, 60-w, w)
	}
	if texts[1].X != 50 || texts[1].Left != 50 {
		t.Errorf("second text %+v: translation not undone by Pop", texts[1])
	}
	if !strings.Contains(d.String(), `text serif 10 50 5 right "Excalibur"`) {
		t.Error("text line missing")
	}
}

// A heading bound with a no-break space („I ICH”, "section 5", "10 Bz") takes exactly the
// room of the same words with a plain space, in every face the kit sets text in.
func TestNoBreakSpaceWidth(t *testing.T) {
	for _, face := range draw.Faces() {
		d := New()
		c := d.NewPage(200, 100)
		f := draw.Font{Face: face, Size: 14}
		for _, s := range []string{"ELEMENTY GRY I ICH WYKONANIE", "see section 5", "10 Bz"} {
			c.Text(f, 0, 10, draw.Left, strings.ReplaceAll(s, " ", "\u00a0"))
			c.Text(f, 0, 20, draw.Left, s)
		}
		texts := d.Texts()
		for i := 0; i < len(texts); i += 2 {
			bound, plain := texts[i], texts[i+1]
			if bound.Width != plain.Width {
				t.Errorf("%s: %q is %.4f mm wide with no-break spaces, %.4f mm with spaces",
					face, plain.Text, bound.Width, plain.Width)
			}
		}
	}
}
