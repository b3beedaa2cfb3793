package rulebook

import (
	"bytes"
	"fmt"
	"slices"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/examplegame"
	"github.com/excalibur-kit/excalibur/internal/gamelog"
	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// The example of play: the first year of a game (internal/examplegame), one worked
// example a season ("play:opening" ... "play:autumn"), so that each season is a box the
// pages can place whole and the chapter can say what to look for before it. The account
// is the game log's (internal/gamelog): the same sentences, in the same words, as
// `excalibur simulate -log`, so the kit words a game one way only.

// playPrefix starts the id of a season of the example of play.
const playPrefix = "play:"

// playSteps are the boxes of the example of play: the seasons the game plays, and the
// end of the last one, a box of its own so that the autumn's combat and its harvest can
// each be placed whole on a page.
func playSteps() []string {
	return append(slices.Clone(examplegame.Steps), playEnd)
}

// playEnd is the box of the end of the last season.
const playEnd = "end"

// playIDs are the worked examples of the example of play, in order.
func playIDs() []string {
	out := playSteps()
	for i, s := range out {
		out[i] = playPrefix + s
	}
	return out
}

// playedGame is the example of play told in the book's language: the parts of each
// season, played and worded once for the book whoever asks first.
type playedGame struct {
	parts map[string][]Part
	err   error
}

// playExample is one season of the example of play.
func (b *Book) playExample(step string) ([]Part, error) {
	b.playOnce.Do(func() { b.played = b.tellGame() })
	if b.played.err != nil {
		return nil, b.played.err
	}
	parts, ok := b.played.parts[step]
	if !ok {
		return nil, fmt.Errorf("no season %q in the example of play (expected one of %s)", step, strings.Join(playSteps(), ", "))
	}
	return parts, nil
}

// tellGame plays the example with the game log listening, and cuts the account where
// each season begins; the players' line-up, written before the first event, opens the
// first season.
func (b *Book) tellGame() playedGame {
	var buf bytes.Buffer
	log := gamelog.WithLocalizer(&buf, b.L.Fresh(), b.Engine)
	var cuts []int
	last := [2]int{-1, -1}
	listen := func(ev play.Event) {
		if at := [2]int{ev.Year, ev.Season}; at != last {
			log.Flush() // what the season held back belongs to it
			last = at
			if cuts = append(cuts, buf.Len()); len(cuts) == 1 {
				cuts[0] = 0
			}
		}
		log.Event(ev)
	}
	if _, err := examplegame.Play(b.Engine, log.Bind, listen); err != nil {
		return playedGame{err: err}
	}
	log.Flush()
	if err := log.Err(); err != nil {
		return playedGame{err: err}
	}
	if miss := log.Missing(); len(miss) > 0 && !b.L.Draft() {
		return playedGame{err: fmt.Errorf("the example of play: locales/%s.toml lacks or misfills the game log's messages %s", b.Lang, strings.Join(miss, ", "))}
	}
	if len(cuts) != len(examplegame.Steps) {
		return playedGame{err: fmt.Errorf("the example of play told %d seasons, expected %d (%s)", len(cuts), len(examplegame.Steps), strings.Join(examplegame.Steps, ", "))}
	}
	out := playedGame{parts: map[string][]Part{}}
	text := buf.String()
	for i, step := range examplegame.Steps {
		end := len(text)
		if i+1 < len(cuts) {
			end = cuts[i+1]
		}
		out.parts[step] = logParts(b.L, text[cuts[i]:end])
	}
	final := examplegame.Steps[len(examplegame.Steps)-1]
	head := b.L.Tx("log.heading.end", nil)
	k := slices.IndexFunc(out.parts[final], func(p Part) bool { return p.Label == head })
	if k < 0 {
		return playedGame{err: fmt.Errorf("the example of play: the %s has no end of the season (%q) to set apart", final, head)}
	}
	out.parts[final], out.parts[playEnd] = out.parts[final][:k], out.parts[final][k:]
	return out
}

// logParts turns lines of the game log into parts: a line the log does not indent heads
// what follows it (the players, a season, a phase, the end of the season) and is set as
// a bold lead; every other line is a paragraph of its own, except that a line ending in a
// colon takes in the plain list below it (a sheet's orders, a harvest's manors), which
// would otherwise fill a page with short lines.
func logParts(l10n *i18n.Localizer, text string) []Part {
	lines := logLines(text)
	var out []Part
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if l.indent == 0 {
			out = append(out, Part{Label: l.text})
			continue
		}
		if n := listBelow(lines, i); n > 0 {
			items := make([]string, n)
			for k := range items {
				items[k] = lines[i+1+k].text
			}
			out = append(out, Part{Text: i18n.Typography(l10n.Lang, l.text+" "+l10n.Join("series", items...))})
			i += n
			continue
		}
		out = append(out, Part{Text: l.text})
	}
	return out
}

// logLine is a line of the game log: its indent (the log indents two spaces a level)
// and its text.
type logLine struct {
	indent int
	text   string
}

func logLines(text string) []logLine {
	var out []logLine
	for _, line := range strings.Split(text, "\n") {
		t := strings.TrimLeft(line, " ")
		if strings.TrimSpace(t) == "" {
			continue
		}
		out = append(out, logLine{indent: (len(line) - len(t)) / 2, text: strings.TrimSpace(t)})
	}
	return out
}

// listBelow is how many lines form the plain list under line i: the lines one level
// deeper that follow it, when line i ends in a colon and none of them has lines of its
// own below it; 0 when there is no such list.
func listBelow(lines []logLine, i int) int {
	if !strings.HasSuffix(lines[i].text, ":") {
		return 0
	}
	n := 0
	for k := i + 1; k < len(lines) && lines[k].indent > lines[i].indent; k++ {
		if lines[k].indent != lines[i].indent+1 {
			return 0
		}
		n++
	}
	return n
}
