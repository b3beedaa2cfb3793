package textfit

import (
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/testkit/fuzzbound"
)

// FuzzFit fits arbitrary text at arbitrary sizes into arbitrary boxes. The fitter may
// refuse (an overflow, a missing glyph, a size it cannot step through) but never panics
// or runs away, and what it accepts fits: the line in its width, the block in its box,
// at a size between the minimum and the one asked for, with no word lost.
func FuzzFit(f *testing.F) {
	f.Add("Foxwood", uint8(0), 9.0, 6.0, 20.0, 10.0, 1.2)
	f.Add("Rycerz wyrusza na wyprawę — le chevalier part en quête.", uint8(1), 10.0, 6.0, 30.0, 20.0, 1.2)
	f.Add("a\nb  c\u00a0d\n\n", uint8(2), 8.0, 8.0, 1.0, 100.0, 1.0)
	f.Add("🎲", uint8(3), 9.0, 6.0, 20.0, 10.0, 1.2)
	f.Add("x", uint8(0), math.Inf(1), 6.0, 20.0, 10.0, 1.2)
	f.Add("x", uint8(0), 1e20, 1e20, 1e-30, 10.0, 1.2)
	f.Add("x", uint8(0), math.NaN(), 6.0, 20.0, math.NaN(), 1.2)
	faces := draw.Faces()
	f.Fuzz(func(t *testing.T, s string, face uint8, size, min, width, height, leading float64) {
		font := draw.Font{Face: faces[int(face)%len(faces)], Size: size}
		fuzzbound.Run(t, s, func() {
			w := Where{Component: "fuzz", Item: "text", Lang: "en"}
			if got, err := Line(w, font, min, s, width); err == nil {
				checkSize(t, "Line", got, font, min)
				if draw.Width(got, s) > width {
					t.Errorf("Line(%q) at %v pt is %v mm wide, more than %v", s, got.Size, draw.Width(got, s), width)
				}
			}
			got, lines, err := Block(w, font, min, s, width, height, leading)
			var over *OverflowError
			if err != nil && !errors.As(err, &over) {
				return
			}
			if strings.Join(strings.Fields(strings.Join(lines, " ")), " ") != strings.Join(strings.Fields(s), " ") {
				t.Errorf("Block(%q) lost words: %q", s, lines)
			}
			if err == nil {
				checkSize(t, "Block", got, font, min)
				if h := BlockHeight(got, len(lines), leading); h > height {
					t.Errorf("Block(%q) at %v pt is %v mm tall, more than %v", s, got.Size, h, height)
				}
			}
		})
	})
}

func checkSize(t *testing.T, what string, got, asked draw.Font, min float64) {
	if !(got.Size >= min && got.Size <= asked.Size) {
		t.Errorf("%s: fitted at %v pt, outside %v..%v", what, got.Size, min, asked.Size)
	}
}

// FuzzWrap compares Wrap with the plain way to wrap, measuring every trial line whole:
// they must break every text at the same places, at any width.
func FuzzWrap(f *testing.F) {
	f.Add("Rycerz wyrusza na wyprawę — le chevalier part en quête.", uint8(0), 20.0)
	f.Add("a\nb  c\u00a0d\n\n  e", uint8(1), 3.0)
	f.Add(strings.Repeat("ab ", 300), uint8(2), 60.0)
	f.Add("x y", uint8(0), math.NaN())
	faces := append(draw.Faces(), "unknown")
	f.Fuzz(func(t *testing.T, s string, face uint8, width float64) {
		font := draw.Font{Face: faces[int(face)%len(faces)], Size: 9}
		fuzzbound.Run(t, s, func() {
			got, gotOK := Wrap(font, s, width)
			want, wantOK := wrapWhole(font, s, width)
			if gotOK != wantOK || !slices.Equal(got, want) {
				t.Errorf("Wrap(%q, %v) = %q, %v; measured whole: %q, %v", s, width, got, gotOK, want, wantOK)
			}
		})
	})
}

// wrapWhole is Wrap as it was first written: simple, and slow on a long paragraph.
func wrapWhole(f draw.Font, s string, width float64) (lines []string, ok bool) {
	width += 1e-9
	ok = true
	for _, para := range strings.Split(s, "\n") {
		line := ""
		for _, word := range strings.Split(para, " ") {
			if word == "" {
				continue
			}
			try := word
			if line != "" {
				try = line + " " + word
			}
			if draw.Width(f, try) <= width || line == "" {
				line = try
				ok = ok && draw.Width(f, line) <= width
				continue
			}
			lines = append(lines, line)
			line = word
			ok = ok && draw.Width(f, word) <= width
		}
		lines = append(lines, line)
	}
	return lines, ok
}
