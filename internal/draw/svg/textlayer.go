package svgdraw

import (
	"bytes"
	"encoding/xml"
	"math"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/draw/internal/num"
)

// The text layer: outlines cannot be selected, searched or copied, so every text is
// also written as real text that draws nothing (fill-opacity 0, not display:none: a
// hidden element cannot be selected or found). Each run is a <tspan> at the outlines'
// x and baseline, in a face like the kit's, its width stretched to theirs (textLength
// with spacingAndGlyphs), so that a selection covers the drawn glyphs whatever font the
// browser picks. The runs of one line (the setter draws a line word by word, or font
// by font) go into one <text>, with a space where the outlines leave a gap: a browser
// finds a phrase across runs and copies a line with its spaces, and puts a line break
// between <text> elements.

// layerRun is one Text call waiting for the rest of its line.
type layerRun struct {
	face draw.Face
	size float64 // mm
	x, w float64 // page mm
	s    string
}

// layerLine is the line being gathered: runs on one baseline, left to right, with
// nothing else drawn between them.
type layerLine struct {
	y    float64
	runs []layerRun
}

// nearly is how close two positions (mm) must be to count as the same.
const nearly = 0.01

// addLayer adds a run at page position (x, y), width w, to the text layer: to the line
// being gathered when it carries that line on, or to a new line.
func (p *page) addLayer(f draw.Font, x, y, w float64, s string) {
	if strings.TrimSpace(s) == "" {
		return // a gap between runs becomes a space anyway
	}
	if c := p.st.clip; c != nil && !c.meets(box{x, y - draw.Ascent(f), x + w, y + draw.Descent(f)}) {
		// The clip hides every glyph, but a browser would still find and select the
		// text under it: a figure cut from the board would offer the names of manors
		// outside its window, and off the page.
		return
	}
	l := &p.line
	if n := len(l.runs); n == 0 || math.Abs(l.y-y) > nearly || x < l.runs[n-1].x+l.runs[n-1].w-nearly {
		p.flushLayer()
		l.y = y
	}
	l.runs = append(l.runs, layerRun{f.Face, f.Size * draw.MMPerPt, x, w, s})
}

// flushLayer writes the line being gathered into the body, where the drawing has got
// to: inside the same groups (rotation, scale, clip) as its outlines. Every method that
// writes anything else into the body calls it first.
func (p *page) flushLayer() {
	if p.light != nil {
		p.light.write(p) // a light page has no text layer, but the same places to end its batches
		return
	}
	l := &p.line
	if len(l.runs) == 0 {
		return
	}
	b := append(p.buf[:0], `<text xml:space="preserve" fill-opacity="0" `...)
	if !p.d.Embedded {
		// A screen reader reads the text once, by the outlines' accessible name;
		// selection and search do not look at aria-hidden.
		b = append(b, `aria-hidden="true" `...)
	}
	b = append(b, `y="`...)
	b = num.Append(b, l.y, 3)
	b = append(b, `">`...)
	for i, r := range l.runs {
		s, w := r.s, r.w
		if i+1 < len(l.runs) {
			next := l.runs[i+1]
			gap := next.x - (r.x + r.w)
			if gap > nearly && !strings.HasSuffix(s, " ") && !strings.HasPrefix(next.s, " ") {
				s += " "
			}
			w = math.Max(w, next.x-r.x) // the space stretches over the gap
		}
		b = appendRun(b, r, s, w)
	}
	p.buf = append(b, "</text>\n"...)
	p.body.Write(p.buf)
	l.runs = l.runs[:0]
}

// appendRun writes one run as a <tspan> of width w.
func appendRun(b []byte, r layerRun, s string, w float64) []byte {
	b = append(b, `<tspan x="`...)
	b = num.Append(b, r.x, 3)
	b = append(b, `" font-size="`...)
	b = num.Append(b, r.size, 3)
	b = append(b, faceAttrs(r.face)...)
	if w > 0 {
		b = append(b, `" textLength="`...)
		b = num.Append(b, w, 3)
		b = append(b, `" lengthAdjust="spacingAndGlyphs`...)
	}
	b = append(b, `">`...)
	b = appendEscaped(b, s)
	return append(b, "</tspan>"...)
}

// appendEscaped appends s as XML character data. The markup characters are replaced
// here, without an allocation a run; encoding/xml does the rare rest (control
// characters).
func appendEscaped(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '&':
			b = append(b, "&amp;"...)
		case c == '<':
			b = append(b, "&lt;"...)
		case c == '>':
			b = append(b, "&gt;"...)
		case c < 0x20:
			var esc bytes.Buffer
			_ = xml.EscapeText(&esc, []byte(s[i:])) // writes to a bytes.Buffer cannot fail
			return append(b, esc.Bytes()...)
		default:
			b = append(b, c)
		}
	}
	return b
}

// faceAttrs are the font attributes that make a browser's own font look like the
// face, so that the selection has about the glyphs' height (it is stretched to their
// width). Each starts by closing the attribute before it.
func faceAttrs(f draw.Face) string {
	switch f {
	case draw.Serif:
		return `" font-family="serif`
	case draw.SerifBold:
		return `" font-family="serif" font-weight="bold`
	case draw.SerifItalic:
		return `" font-family="serif" font-style="italic`
	case draw.SerifBoldItalic:
		return `" font-family="serif" font-weight="bold" font-style="italic`
	case draw.SansBold:
		return `" font-family="sans-serif" font-weight="bold`
	case draw.Caps:
		return `" font-family="serif" font-variant="small-caps`
	}
	return `" font-family="sans-serif`
}

// box is a rectangle from (x0, y0) to (x1, y1), in mm.
type box struct{ x0, y0, x1, y1 float64 }

// pathBox bounds a path shifted by (dx, dy): its points and control points, which hold
// its curves.
func pathBox(path draw.Path, dx, dy float64) box {
	b := box{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	for _, s := range path.Segments() {
		for _, pt := range s.Pts[:s.Op.NumPoints()] {
			b.x0, b.y0 = math.Min(b.x0, pt.X+dx), math.Min(b.y0, pt.Y+dy)
			b.x1, b.y1 = math.Max(b.x1, pt.X+dx), math.Max(b.y1, pt.Y+dy)
		}
	}
	return b
}

// within is what shows through both c (nil: everything) and b.
func (c *box) within(b box) *box {
	if c != nil {
		b = box{math.Max(c.x0, b.x0), math.Max(c.y0, b.y0), math.Min(c.x1, b.x1), math.Min(c.y1, b.y1)}
	}
	return &b
}

// unscaled is c in the coordinates of a group scaled by s about (tx, ty), which maps x
// to s·x + (1 − s)·tx.
func (c *box) unscaled(s, tx, ty float64) *box {
	if c == nil {
		return nil
	}
	return &box{(c.x0 - (1-s)*tx) / s, (c.y0 - (1-s)*ty) / s, (c.x1 - (1-s)*tx) / s, (c.y1 - (1-s)*ty) / s}
}

// meets says whether b and c share any area (touching edges do not count).
func (c box) meets(b box) bool {
	return b.x0 < c.x1 && c.x0 < b.x1 && b.y0 < c.y1 && c.y0 < b.y1
}
