// Package pages sets the rulebook as printed pages on the kit's drawing surface: the
// same drawing makes the PDF and the SVG pages. It lays the book out into a display list
// (what to draw where, page by page), then draws it; the table of contents is filled in
// once every heading has its page.
package pages

import (
	"strings"

	"github.com/excalibur-kit/excalibur/internal/draw"
)

// piece is a run of text in one font, possibly a link.
type piece struct {
	font draw.Font
	text string
	link string // "#id" for a cross reference, "" otherwise
}

// word is what a line breaks between: pieces with no space inside, and whether a space
// follows.
type word struct {
	pieces []piece
	space  bool
}

func (w word) width() float64 {
	var n float64
	for _, p := range w.pieces {
		n += draw.Width(p.font, p.text)
	}
	return n
}

// words splits pieces into words at ordinary spaces; a no-break space stays inside its
// word, so "11 Bz" never breaks.
func words(ps []piece) []word {
	var out []word
	var cur word
	flush := func(space bool) {
		if len(cur.pieces) > 0 {
			cur.space = space
			out = append(out, cur)
		} else if space && len(out) > 0 {
			out[len(out)-1].space = true
		}
		cur = word{}
	}
	for _, p := range ps {
		start := 0
		for i, r := range p.text {
			if r == ' ' || r == '\n' || r == '\t' {
				if i > start {
					cur.pieces = append(cur.pieces, piece{p.font, p.text[start:i], p.link})
				}
				flush(true)
				start = i + len(string(r))
			}
		}
		if start < len(p.text) {
			cur.pieces = append(cur.pieces, piece{p.font, p.text[start:], p.link})
		}
	}
	flush(false)
	return out
}

// line is a laid-out line: its pieces with their x offsets, merged where the font and
// link stay the same, so each becomes one drawn text.
type line struct {
	runs  []run
	width float64
}

type run struct {
	piece
	x float64
}

// breakLines fills lines up to width, first line narrower by indent.
func breakLines(ws []word, width, indent float64) []line {
	var out []line
	var cur []word
	var curW float64
	avail := width - indent
	emit := func() {
		out = append(out, setLine(cur))
		cur, curW, avail = nil, 0, width
	}
	for _, w := range ws {
		ww := w.width()
		var gap float64
		if len(cur) > 0 && cur[len(cur)-1].space {
			gap = spaceWidth(cur[len(cur)-1])
		}
		if len(cur) > 0 && curW+gap+ww > avail {
			emit()
			gap = 0
		}
		cur = append(cur, w)
		curW += gap + ww
	}
	if len(cur) > 0 {
		emit()
	}
	return out
}

func spaceWidth(w word) float64 {
	last := w.pieces[len(w.pieces)-1]
	return draw.Width(last.font, " ")
}

// setLine places a line's words and merges neighbouring runs of one font and link.
func setLine(ws []word) line {
	var l line
	// The text of the last run, joined once it is complete: adding piece by piece to a
	// string copies it each time, and a word of many pieces ("[[[[…", each bracket a
	// piece of its own) took memory in the square of its length.
	var text strings.Builder
	add := func(p piece, x float64) {
		if n := len(l.runs); n > 0 && l.runs[n-1].font == p.font && l.runs[n-1].link == p.link {
			text.WriteString(p.text)
			return
		}
		if p.text == " " { // a space never starts a run
			return
		}
		l.endRun(&text)
		text.WriteString(p.text)
		l.runs = append(l.runs, run{p, x})
	}
	var x float64
	for i, w := range ws {
		for _, p := range w.pieces {
			add(p, x)
			x += draw.Width(p.font, p.text)
		}
		if i < len(ws)-1 && w.space {
			last := w.pieces[len(w.pieces)-1]
			add(piece{last.font, " ", last.link}, x)
			x += draw.Width(last.font, " ")
		}
	}
	l.endRun(&text)
	l.width = x
	return l
}

// endRun gives the last run its joined text and empties text for the next.
func (l *line) endRun(text *strings.Builder) {
	if n := len(l.runs); n > 0 {
		l.runs[n-1].text = text.String()
	}
	*text = strings.Builder{}
}

// trim drops the trailing ordinary spaces of every run, so no drawn text ends in a
// space a line may break at. A no-break space stays: it ties the run to the next one
// (a one-letter word to a link after it), and the file's text must say so.
func (l *line) trim() {
	for i := range l.runs {
		l.runs[i].text = strings.TrimRight(l.runs[i].text, " \t\n")
	}
}
