// Package textfit measures text against the box it must fit and refuses to let it
// overflow: a text is set at its size, shrunk step by step down to its minimum, and if
// it still does not fit the build fails naming what and where. It also wraps paragraphs.
package textfit

import (
	"fmt"
	"math"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/draw"
)

// Step is how much a font shrinks at a time, in points.
const Step = 0.25

// MaxSteps bounds the sizes tried for one text. From a sheet title's size to the print
// minimum is a few dozen steps; a range wider than this (or an infinite size, or one so
// large that taking a step off leaves it unchanged) is a mistake in the layout, and
// stepping through it would hang the build.
const MaxSteps = 1000

// OverflowError is a text that does not fit its box even at its minimum size.
type OverflowError struct {
	Component string // e.g. manor-cards
	Item      string // e.g. foxwood, name
	Lang      string
	Text      string
	Need, Box float64 // mm needed at the minimum size, and mm available
	Across    bool    // Need and Box are widths (a line, or a word too long for its column), not heights
	Source    string  // the layout key that sets the text's font and room, if known
}

func (e *OverflowError) Error() string {
	measure := "tall"
	if e.Across {
		measure = "wide"
	}
	msg := fmt.Sprintf("%s, %s (%s): %q does not fit: %.1f mm %s at the smallest size, %.1f mm of room (%.1f mm too %s)",
		e.Component, e.Item, e.Lang, e.Text, e.Need, measure, e.Box, e.Need-e.Box, measure)
	if e.Source != "" {
		msg += "; change " + e.Source + " (a smaller min) or the room around it"
	}
	return msg
}

// Where names a text for an error: the component, the item, the language and, when the
// caller knows it, the layout key behind the text's font and room.
type Where struct{ Component, Item, Lang, Source string }

func (w Where) overflow(s string, need, box float64, across bool) error {
	return &OverflowError{w.Component, w.Item, w.Lang, s, need, box, across, w.Source}
}

// Line fits one line of text in width: it returns the font at the largest size, from
// f.Size down to min, at which s fits.
func Line(w Where, f draw.Font, min float64, s string, width float64) (draw.Font, error) {
	if err := sizes(w, f, min); err != nil {
		return f, err
	}
	if err := glyphs(w, f, s); err != nil {
		return f, err
	}
	lo := draftFloor(f, min, s)
	for ; f.Size >= lo; f.Size -= Step {
		if draw.Width(f, s) <= width {
			return f, nil
		}
	}
	if f.Size = lo; lo < min && draw.Width(f, s) <= width {
		return f, nil // a draft's last try: the floor itself, between two steps
	}
	f.Size = min
	return f, w.overflow(s, draw.Width(f, s), width, true)
}

// Block fits a paragraph in a box: wrapped at width, its lines spaced by leading times
// the font size, it must not be taller than height. It returns the font and the lines.
func Block(w Where, f draw.Font, min float64, s string, width, height, leading float64) (draw.Font, []string, error) {
	if err := sizes(w, f, min); err != nil {
		return f, nil, err
	}
	if err := glyphs(w, f, s); err != nil {
		return f, nil, err
	}
	lo := draftFloor(f, min, s)
	for ; f.Size >= lo; f.Size -= Step {
		lines, ok := Wrap(f, s, width)
		if ok && BlockHeight(f, len(lines), leading) <= height {
			return f, lines, nil
		}
	}
	if f.Size = lo; lo < min {
		if lines, ok := Wrap(f, s, width); ok && BlockHeight(f, len(lines), leading) <= height {
			return f, lines, nil // a draft's last try: the floor itself, between two steps
		}
	}
	f.Size = min
	lines, ok := Wrap(f, s, width)
	if !ok { // a word wider than the column: more height would not help
		return f, lines, w.overflow(s, widestWord(f, s), width, true)
	}
	return f, lines, w.overflow(s, BlockHeight(f, len(lines), leading), height, false)
}

// Draft marks (⟦ ⟧ around English a translation lacks) must never be what makes a text
// overflow: a marked text may shrink below the minimum by as much as the marks widen it,
// so that it fits wherever its English alone fits at the minimum.
const draftOpen, draftClose = "⟦", "⟧"

// draftFloor is the smallest size a text may take: min, or less for a draft-marked text.
func draftFloor(f draw.Font, min float64, s string) float64 {
	if !strings.Contains(s, draftOpen) {
		return min
	}
	f.Size = min
	marked := draw.Width(f, s)
	bare := draw.Width(f, strings.NewReplacer(draftOpen, "", draftClose, "").Replace(s))
	if !(marked > 0) || bare >= marked {
		return min
	}
	return min * bare / marked * (1 - 1e-9) // a hair under, against rounding in the widths
}

// widestWord is the width of the widest word of s, the least a column must have. Words
// are split where Wrap splits them: at spaces and line ends, never at a no-break space.
func widestWord(f draw.Font, s string) float64 {
	widest := 0.0
	for _, word := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '\n' }) {
		widest = max(widest, draw.Width(f, word))
	}
	return widest
}

// BlockHeight is the height of n lines: the first line's ascent, n-1 line steps, and the
// last line's descent.
func BlockHeight(f draw.Font, n int, leading float64) float64 {
	if n == 0 {
		return 0
	}
	return draw.Ascent(f) + float64(n-1)*LineStep(f, leading) + draw.Descent(f)
}

// LineStep is the distance between baselines at a leading factor.
func LineStep(f draw.Font, leading float64) float64 { return f.Size * leading * draw.MMPerPt }

// Wrap breaks s into lines no wider than width, at spaces (a no-break space never
// breaks). ok is false when a single word is wider than width.
//
// Each word is measured once and the line's width kept as a running sum, so a long
// paragraph takes time in proportion to its length; measuring each trial line whole
// took time in the square of it (a 12 kB paragraph, seconds).
func Wrap(f draw.Font, s string, width float64) (lines []string, ok bool) {
	// A column is often given exactly the width measured for its longest word, padding
	// added and taken off again; that must not miss by the last bit of a float.
	width += 1e-9
	ok = true
	space := draw.Width(f, " ")
	for _, para := range strings.Split(s, "\n") {
		var line strings.Builder
		lineW := 0.0
		for _, word := range strings.Split(para, " ") {
			if word == "" {
				continue
			}
			w := draw.Width(f, word)
			if line.Len() > 0 && fits(f, line.String(), word, lineW+space+w, width) {
				line.WriteString(" ")
				line.WriteString(word)
				lineW += space + w
				continue
			}
			if line.Len() > 0 {
				lines = append(lines, line.String())
				line = strings.Builder{}
			}
			line.WriteString(word)
			lineW = w
			ok = ok && w <= width
		}
		lines = append(lines, line.String())
	}
	return lines, ok
}

// fits reports whether line, a space and word, together about sum wide, fit in width.
// Widths are sums of glyph advances, so the sum is the width up to the rounding of
// adding floats; only a sum too close to width to tell is measured whole, so every line
// breaks exactly where measuring it would.
func fits(f draw.Font, line, word string, sum, width float64) bool {
	tol := 1e-12 + 1e-9*math.Abs(sum)
	switch {
	case sum < width-tol:
		return true
	case sum > width+tol:
		return false
	}
	return draw.Width(f, line+" "+word) <= width
}

// sizes refuses a range of sizes that cannot be stepped through in MaxSteps steps.
func sizes(w Where, f draw.Font, min float64) error {
	n := (f.Size - min) / Step
	if math.IsNaN(n) || n > MaxSteps || f.Size-Step == f.Size {
		return fmt.Errorf("%s, %s (%s): font size %v pt down to %v pt: expected finite sizes at most %v pt apart",
			w.Component, w.Item, w.Lang, f.Size, min, MaxSteps*Step)
	}
	return nil
}

// glyphs refuses text the font cannot draw: fpdf would print empty boxes silently.
func glyphs(w Where, f draw.Font, s string) error {
	if miss := draw.Missing(f, s); len(miss) > 0 {
		return fmt.Errorf("%s, %s (%s): the font %s has no glyph for %q in %q", w.Component, w.Item, w.Lang, f.Face, string(miss), s)
	}
	return nil
}
