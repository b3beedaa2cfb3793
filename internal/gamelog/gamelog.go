// Package gamelog tells one game of Excalibur as a reader would follow it at the table:
// season by season, each player's orders in the 1989 notation, the moves, every combat
// round by round, pillage and claims, the harvest manor by manor, King Arthur, the
// winter steps and the fate roll, and the end. It listens to the events of rules/play
// and writes each as it arrives, in any language of the kit: every sentence is a message
// of locales/ (the [log] table), so it is translated, and held to the guard, like any label.
package gamelog

import (
	"fmt"
	"io"
	"maps"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/names"
	"github.com/excalibur-kit/excalibur/locales"
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// New is the game log for simulate: the first func takes every event of a game (it is
// play.Config.Log); the second gives the log the game's state once play.New has made it,
// so the log can name the players and count the weather track; the log then opens with
// the players and the rules. An unknown language is an error.
func New(w io.Writer, lang string, e *rules.Engine) (func(play.Event), func(*rules.State), error) {
	l, err := NewLogger(w, lang, e)
	if err != nil {
		return nil, nil, err
	}
	return l.Event, l.Bind, nil
}

// Logger writes the account. Its first write error stops it; Err reports it.
type Logger struct {
	w   io.Writer
	loc *i18n.Localizer
	e   *rules.Engine
	s   *rules.State
	err error

	// Where the account stands: the season and phase last headed, whether the steps
	// after the last phase have begun, and whether the next combat is on the road.
	year, season, phase int
	headed, ending      bool
	onRoad              bool
	weatherTold         int          // the year (from 1) whose weather was told
	supervised          []play.Event // the spring's supervised manors, not yet told
	// The winter's reports by seat, from the pay events: what each player has left once
	// the winter's spending is done is told when the winter ends.
	winters map[rules.Seat]*rules.WinterReport
}

// Flush tells what the log holds back: the manors supervised this spring, one line a
// player in seat order (the engine reports them manor by manor), and what each player
// has left after this winter's spending.
func (g *Logger) Flush() {
	g.flushSupervised()
	g.tellLeft()
}

// tellLeft tells, in seat order, the treasury of every player whose spending this winter
// (hiring, building) changed what the pay left, so that the account's sums can be
// followed to the end of the winter.
func (g *Logger) tellLeft() {
	seats := slices.Sorted(maps.Keys(g.winters))
	for _, p := range seats {
		r := g.winters[p]
		if len(r.StepTotals) > 1 && r.Treasury != r.StepTotals[1] {
			g.line(1, g.say("log.winter-left", map[string]any{"player": g.player(p), "bz": r.Treasury}))
		}
	}
	g.winters = nil
}

// flushSupervised tells the manors supervised this spring.
func (g *Logger) flushSupervised() {
	if len(g.supervised) == 0 {
		return
	}
	by := map[rules.Seat][]play.Event{}
	var seats []rules.Seat
	for _, ev := range g.supervised {
		if _, ok := by[ev.Seat]; !ok {
			seats = append(seats, ev.Seat)
		}
		by[ev.Seat] = append(by[ev.Seat], ev)
	}
	slices.Sort(seats)
	for _, p := range seats {
		if len(by[p]) == 1 {
			kinds[play.KindSupervised](g, by[p][0])
			continue
		}
		var names []string
		for _, ev := range by[p] {
			names = append(names, g.manor(ev.Manor))
		}
		g.line(1, g.say("log.supervised-list", map[string]any{"player": g.player(p), "manors": g.list(names)}))
	}
	g.supervised = nil
}

// NewLogger is a logger writing in lang.
func NewLogger(w io.Writer, lang string, e *rules.Engine) (*Logger, error) {
	cat, err := i18n.Load(locales.FS)
	if err != nil {
		return nil, err
	}
	if err := cat.AddNames(names.Of(e.D)); err != nil {
		return nil, err
	}
	if !cat.Has(lang) {
		return nil, fmt.Errorf("game log: no messages in language %q (the kit has %s)", lang, strings.Join(cat.Languages(), ", "))
	}
	return WithLocalizer(w, cat.For(lang, false), e), nil
}

// WithLocalizer is a logger that words the account with loc: the rulebook's, so that the
// example of play reads the same message files as the rest of the book (a translator's
// -locales, a language just started) and, in a draft, marks the English it falls back on
// as the book does.
func WithLocalizer(w io.Writer, loc *i18n.Localizer, e *rules.Engine) *Logger {
	return &Logger{w: w, loc: loc, e: e, year: -1}
}

// Err is the first error writing the account.
func (g *Logger) Err() error { return g.err }

// Missing lists the messages the account had to word in English, and those worded with
// a value the log did not give: both are defects of the message files, which the tests
// and a strict caller refuse.
func (g *Logger) Missing() []string { return append(g.loc.Missing(), g.loc.Unfilled()...) }

// Bind gives the log the game's state and writes its opening: the players and the rules.
func (g *Logger) Bind(s *rules.State) {
	if s == nil || s == g.s {
		g.s = s
		return // the same game after another season: the players were told at the start
	}
	g.s = s
	g.line(0, g.say("log.heading.players", nil))
	for p, pl := range s.Players {
		var ids []int
		for _, t := range s.Troops {
			if t.Seat == rules.Seat(p) {
				ids = append(ids, t.ID)
			}
		}
		g.line(1, g.say("log.player", map[string]any{
			"player": g.player(rules.Seat(p)), "colour": g.colour(rules.Seat(p)),
			"road": pl.Entry, "troops": g.troops(ids), "n": len(ids), "bz": pl.Treasury,
		}))
	}
	g.line(1, g.rules(s.Rules))
}

// Event writes one event, under the heading of its season and phase.
func (g *Logger) Event(ev play.Event) {
	if ev.Kind != play.KindSupervised {
		g.flushSupervised()
	}
	if g.headed && (ev.Year != g.year || ev.Season != g.season) {
		g.tellLeft() // the winter is over
	}
	g.heading(ev)
	if ev.Kind == play.KindSupervised {
		g.supervised = append(g.supervised, ev) // told a line a player, once all are in
		return
	}
	render, ok := kinds[ev.Kind]
	if !ok {
		g.line(1, g.say("log.unknown", map[string]any{"kind": ev.Kind.String()}))
		return
	}
	render(g, ev)
}

// endKinds are the steps after a season's last phase (90): from the first of them the
// account is under "End of the season", whatever phase the state still shows.
var endKinds = map[play.Kind]bool{
	play.KindSiegeSucceeds: true, play.KindClaim: true, play.KindDisputed: true,
	play.KindSupervised: true, play.KindWeatherRoll: true, play.KindVictory: true,
	play.KindHarvest: true, play.KindRaid: true, play.KindArthurVisit: true,
	play.KindGoHome: true, play.KindValuation: true, play.KindAdvancedEnd: true,
}

// heading writes the season's heading when the event opens a new one, and the phase's.
func (g *Logger) heading(ev play.Event) {
	if !g.headed || ev.Year != g.year || ev.Season != g.season {
		g.year, g.season, g.phase, g.headed, g.ending = ev.Year, ev.Season, 0, true, false
		id := "log.heading.year"
		if ev.Year == 0 && ev.Season >= 0 && ev.Season < len(rules.Seasons) && rules.Seasons[ev.Season] == rules.Autumn {
			id = "log.heading.opening"
		}
		g.blank()
		g.line(0, g.say(id, map[string]any{"year": ev.Year, "season": g.seasonName(ev.Season)}))
	}
	if ev.Season < 0 || ev.Season >= len(rules.Seasons) || rules.Seasons[ev.Season] == rules.Winter || g.ending {
		return
	}
	if endKinds[ev.Kind] {
		g.ending = true
		g.line(0, g.say("log.heading.end", nil))
		return
	}
	if ev.Phase > 0 && ev.Phase != g.phase {
		g.phase = ev.Phase
		g.line(0, g.say("log.heading.phase", map[string]any{"phase": ev.Phase}))
	}
}

func (g *Logger) seasonName(i int) string {
	if i < 0 || i >= len(rules.Seasons) {
		return fmt.Sprint(i)
	}
	return g.say("log.season."+rules.Seasons[i], nil)
}

// say words a message in the log's language.
func (g *Logger) say(id string, data map[string]any) string {
	return Elide(g.loc.Lang, g.loc.Tx(id, data))
}

// line writes one line of the account at an indent, its first letter a capital: a
// sentence may open with a name the language writes in lower case („sir Gawain”).
func (g *Logger) line(indent int, text string) {
	if g.err != nil {
		return
	}
	_, g.err = fmt.Fprintf(g.w, "%s%s\n", strings.Repeat("  ", indent), capital(text))
}

// blank separates the seasons, except before the first line of the account.
func (g *Logger) blank() {
	if g.err == nil {
		_, g.err = io.WriteString(g.w, "\n")
	}
}

func capital(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if !unicode.IsLower(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// Elide finishes a sentence the way its language joins words to the name that follows.
// French joins "de" and "à" with the article that follows and elides "de" before a
// vowel: the sentences put names and phrases after them ("de {{.manor}}", "à {{.other}}"),
// and only the finished text knows which name came. The figures' captions share it.
var (
	frDeLe  = regexp.MustCompile(`\b([Dd])e le `)
	frALe   = regexp.MustCompile(`(^|[\s(])([Àà]) le `)
	frDeVow = regexp.MustCompile(`\b([Dd])e ([AEIOUÂÉÈÊÎÔaeiouâéèêîô])`) // not before Y: "de Yarrow"
	// Polish "z" and "w" take an e before a cluster that begins with their own sound:
	// "ze Swanbourne", "we Fletcham".
	plZ = regexp.MustCompile(`(^|[\s(])([Zz]) ([SsZzŚśŹźŻż][^aeiouyąęóAEIOUYĄĘÓ\s])`)
	plW = regexp.MustCompile(`(^|[\s(])([Ww]) ([FfWw][^aeiouyąęóAEIOUYĄĘÓ\s])`)
)

func Elide(lang, s string) string {
	if lang == "pl" {
		s = plZ.ReplaceAllString(s, "${1}${2}e $3")
		return plW.ReplaceAllString(s, "${1}${2}e $3")
	}
	if lang != "fr" {
		return s
	}
	s = frDeLe.ReplaceAllString(s, "${1}u ")
	s = frALe.ReplaceAllStringFunc(s, func(m string) string {
		lead := m[:len(m)-len(strings.TrimLeft(m, " \t\n("))]
		if strings.HasPrefix(strings.TrimLeft(m, " \t\n("), "À") {
			return lead + "Au "
		}
		return lead + "au "
	})
	return frDeVow.ReplaceAllString(s, "${1}’$2")
}
