package icons

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/testkit/golden"
)

var (
	paper = draw.Color{R: 0xf4, G: 0xe9, B: 0xd0}
	brown = draw.Color{R: 0x3a, G: 0x2a, B: 0x1a}
)

func TestNames(t *testing.T) {
	want := []string{
		"strip-field", "pasture", "forest", "river",
		"beehive", "forester", "reeve", "water-mill", "castle", "church", "stone-circle",
		"smoke", "king-arthur", "weather",
		"lord", "knight", "man-at-arms",
		"no-one", "wounded", "sword",
		"cross", "mullet", "annulet", "crescent", "lozenge", "chevron",
		"die",
	}
	slices.Sort(want)
	if got := Names(); !slices.Equal(got, want) {
		t.Errorf("Names() = %q\nwant %q", got, want)
	}
}

func TestUnknown(t *testing.T) {
	rec := recorder.New()
	c := rec.NewPage(50, 50)
	for _, name := range []string{"", "Castle", "dragon", "castle "} {
		if err := Draw(c, name, 0, 0, 10, draw.Black, draw.White); err == nil {
			t.Errorf("Draw(%q) gave no error", name)
		}
	}
	if err := Draw(c, "castle", 0, 0, 0, draw.Black, draw.White); err == nil {
		t.Error("Draw with size 0 gave no error")
	}
	if n := len(rec.Lines()); n != 1 {
		t.Errorf("failed calls drew %d lines, want none", n-1)
	}
}

// TestInsideBox parses the recorded paths: every point (and every stroke's half width
// around it) lies within the icon's box. Bézier curves lie within the hull of their
// control points, so checking the points is enough.
func TestInsideBox(t *testing.T) {
	for _, name := range Names() {
		for _, size := range []float64{4, 10, 25} {
			const x0, y0 = 7.0, 11.0
			rec := recorder.New()
			c := rec.NewPage(50, 50)
			if err := Draw(c, name, x0, y0, size, draw.Black, draw.White); err != nil {
				t.Fatal(err)
			}
			lw := 0.2
			var tx, ty float64
			var stack [][2]float64
			depth, paths := 0, 0
			for _, line := range rec.Lines()[1:] {
				f := strings.Fields(line)
				switch f[0] {
				case "push":
					stack = append(stack, [2]float64{tx, ty})
					depth++
				case "pop":
					tx, ty = stack[len(stack)-1][0], stack[len(stack)-1][1]
					stack = stack[:len(stack)-1]
					depth--
				case "translate":
					tx += num(t, f[1])
					ty += num(t, f[2])
				case "rotate":
					t.Fatalf("%s: rotations are not checked", name)
				case "line-width":
					lw = num(t, f[1])
					if lw < MinLine {
						t.Errorf("%s at %v mm: line width %v mm is below %v mm", name, size, lw, MinLine)
					}
				case "fill", "stroke", "clip":
					paths++
					pad := 0.0
					if f[0] == "stroke" {
						pad = lw / 2
					}
					var coords []float64
					for _, s := range f[1:] {
						if !strings.ContainsAny(s, "MLQCZ") {
							coords = append(coords, num(t, s))
						}
					}
					for i := 0; i+1 < len(coords); i += 2 {
						x, y := coords[i]+tx, coords[i+1]+ty
						const eps = 1e-3
						if x-pad < x0-eps || x+pad > x0+size+eps || y-pad < y0-eps || y+pad > y0+size+eps {
							t.Errorf("%s at %v mm: point (%.3f, %.3f) pad %.3f lies outside the box", name, size, x-x0, y-y0, pad)
							break
						}
					}
				}
			}
			if depth != 0 {
				t.Errorf("%s: %d pushes left unpopped", name, depth)
			}
			if paths == 0 {
				t.Errorf("%s: nothing drawn", name)
			}
		}
	}
}

func num(t *testing.T, s string) float64 {
	t.Helper()
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatalf("bad number %q in the recording", s)
	}
	return v
}

// TestGolden records every icon at 10 mm, and a few at 4 mm, against testdata/icons.rec.
func TestGolden(t *testing.T) {
	rec := recorder.New()
	c := rec.NewPage(120, 120)
	for i, name := range Names() {
		x, y := float64(i%10)*12, float64(i/10)*12
		if err := Draw(c, name, x, y, 10, brown, paper); err != nil {
			t.Fatal(err)
		}
	}
	c = rec.NewPage(60, 60)
	for i, name := range Names() {
		x, y := float64(i%10)*5, float64(i/10)*5
		if err := Draw(c, name, x, y, 4, draw.White, draw.Black); err != nil {
			t.Fatal(err)
		}
	}
	golden.Check(t, "icons.rec", []byte(rec.String()))
}

// TestDeterministic draws every icon twice.
func TestDeterministic(t *testing.T) {
	draw2 := func() string {
		rec := recorder.New()
		c := rec.NewPage(30, 30)
		for _, name := range Names() {
			if err := Draw(c, name, 1, 2, 20, draw.Black, draw.White); err != nil {
				t.Fatal(err)
			}
		}
		return rec.String()
	}
	if draw2() != draw2() {
		t.Error("two drawings differ")
	}
}

// TestRestoresState: Draw leaves the caller's state (here the dash) alone, and is not
// disturbed by it.
func TestRestoresState(t *testing.T) {
	for _, name := range Names() {
		rec := recorder.New()
		c := rec.NewPage(30, 30)
		c.SetDash([]float64{1, 1})
		if err := Draw(c, name, 0, 0, 20, draw.Black, draw.White); err != nil {
			t.Fatal(err)
		}
		lines := rec.Lines()
		if lines[2] != "push" || lines[len(lines)-1] != "pop" {
			t.Errorf("%s: not drawn within push and pop", name)
		}
		stroked := false
		for _, l := range lines {
			if strings.HasPrefix(l, "stroke ") && !stroked {
				stroked = true
				if !slices.Contains(lines, "dash solid") && name != "no-one" {
					t.Errorf("%s strokes with the caller's dash", name)
				}
			}
		}
	}
}

// BenchmarkDrawAll draws every icon once per loop.
func BenchmarkDrawAll(b *testing.B) {
	for b.Loop() {
		c := recorder.New().NewPage(30, 30)
		for _, name := range Names() {
			if err := Draw(c, name, 0, 0, 10, draw.Black, draw.White); err != nil {
				b.Fatal(err)
			}
		}
	}
}
