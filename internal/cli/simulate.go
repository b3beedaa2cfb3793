package cli

import (
	"flag"
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/gamelog"
	"github.com/excalibur-kit/excalibur/internal/simulate"
	"github.com/excalibur-kit/excalibur/locales"
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
	"github.com/excalibur-kit/excalibur/rules/play/machine"
)

// newPlayer makes a machine player of a kind from a seed.
//
// newPlayer makes a machine player of a kind; tests replace it.
var newPlayer = machine.New

// newGameLog makes the log of one game, told season by season in a language: a func to
// hear every event, and one to call with the state after the set-up and each step.
// Tests replace it.
var newGameLog = gamelog.New

// playerKinds are the machine players -players-kind offers.
var playerKinds = machine.Kinds()

// ruleSets are the rules -rules offers, as the rulebook groups them.
var ruleSets = map[string]rules.Rules{
	"standard": 0,
	"optional": rules.RuleWeather | rules.RuleCastles | rules.RulePillage | rules.RuleFate | rules.RuleValuation,
	"advanced": rules.RuleWeather | rules.RuleCastles | rules.RulePillage | rules.RuleFate | rules.RuleValuation | rules.RuleAdvanced,
}

// maxYears bounds -years: a longer game tells a designer nothing the tenth year did not.
const maxYears = 100

// simFlags are the command line of simulate.
type simFlags struct {
	content, rules, kind, lang string
	table                      string
	games, players, years      int
	seed                       uint64
	json, log                  bool
	given                      map[string]bool
}

func runSimulate(e *env, args []string) int {
	fl := newFlags(e, "simulate", "[-games N] [-seed S] [-players P] [-rules standard|optional|advanced] [-years Y] [-players-kind greedy|random | -table mixed] [-json] [-games 1 -log [-lang en|pl|fr]]")
	var f simFlags
	fl.StringVar(&f.content, "content", "", "read the game data from this folder instead of the built-in copy")
	fl.IntVar(&f.games, "games", 100, "how many games to play")
	fl.Uint64Var(&f.seed, "seed", 1, "the seed of the run: the same seed plays the same games")
	fl.IntVar(&f.players, "players", 6, "players a game, 2 to 6 (6: one on each entry road)")
	fl.StringVar(&f.rules, "rules", "standard", "the rules in play: standard, optional (12-16) or advanced (12-22)")
	fl.IntVar(&f.years, "years", play.DefaultYears, "the year limit of a game before it is valued (the advanced game has its own)")
	fl.StringVar(&f.kind, "players-kind", "greedy", "the machine players: "+strings.Join(playerKinds, " or "))
	fl.StringVar(&f.table, "table", "fixed", "fixed: every game has -players of -players-kind; mixed: each game draws 2 to -players players, each greedy or random (a coverage run)")
	fl.BoolVar(&f.json, "json", false, "write the report as one JSON document (docs/simulate.md)")
	fl.BoolVar(&f.log, "log", false, "tell the game season by season before the report (needs -games 1)")
	fl.StringVar(&f.lang, "lang", "en", "the language of -log")
	if ok, code := parse(fl, args); !ok {
		return code
	}
	f.given = map[string]bool{}
	fl.Visit(func(x *flag.Flag) { f.given[x.Name] = true })
	if problem := f.problem(); problem != "" {
		return usageError(e, fl, "%s", problem)
	}
	if _, err := newPlayer(f.kind, 0); err != nil {
		return usageError(e, fl, "-players-kind: %v", err)
	}
	d, ok := loadData(e, f.content)
	if !ok {
		return ExitFailure
	}
	eng := rules.New(d)
	if f.players > len(d.Valley.Entries) {
		return usageError(e, fl, "-players: %d players; the board has %d entry roads", f.players, len(d.Valley.Entries))
	}
	c, err := f.config(e, eng)
	if err != nil {
		fmt.Fprintf(e.err, "excalibur simulate: %v\n", err)
		return ExitFailure
	}
	rep, err := simulate.Run(eng, c)
	if err != nil {
		fmt.Fprintf(e.err, "excalibur simulate: %v\n", err)
		return ExitFailure
	}
	if f.log {
		fmt.Fprintln(e.out)
	}
	return writeSimulation(e, rep, f.json)
}

// problem is what is wrong with the flags as a usage error, or "".
func (f *simFlags) problem() string {
	switch {
	case f.games < 1 || f.games > simulate.MaxGames:
		return fmt.Sprintf("-games: expected 1 to %d, got %d", simulate.MaxGames, f.games)
	case f.players < rules.MinPlayers || f.players > 6:
		return fmt.Sprintf("-players: expected 2 to 6, got %d", f.players)
	case f.years < 1 || f.years > maxYears:
		return fmt.Sprintf("-years: expected 1 to %d, got %d", maxYears, f.years)
	case !slices.Contains(playerKinds, f.kind):
		return fmt.Sprintf("-players-kind: unknown kind %q; expected %s", f.kind, strings.Join(playerKinds, " or "))
	case f.given["log"] && f.games != 1:
		return fmt.Sprintf("-log tells one game: add -games 1 (got -games %d)", f.games)
	case f.given["lang"] && !f.log:
		return "-lang is the language of -log: add -log -games 1"
	case f.log && f.json:
		return "-log writes text and -json one document: choose one"
	case f.table != "fixed" && f.table != "mixed":
		return fmt.Sprintf("-table: unknown table %q; expected fixed or mixed", f.table)
	case f.table == "mixed" && f.given["players-kind"]:
		return "-table mixed draws each seat's kind of player: leave -players-kind out"
	}
	if _, ok := ruleSets[f.rules]; !ok {
		return fmt.Sprintf("-rules: unknown rules %q; expected standard, optional or advanced", f.rules)
	}
	if langs := knownLangs(); !slices.Contains(langs, f.lang) {
		return fmt.Sprintf("-lang: unknown language %q; expected one of %s", f.lang, strings.Join(langs, ", "))
	}
	return ""
}

// knownLangs are the languages with a locale file.
func knownLangs() []string {
	files, _ := fs.Glob(locales.FS, "*.toml")
	var out []string
	for _, f := range files {
		out = append(out, strings.TrimSuffix(f, ".toml"))
	}
	return out
}

// config is the run the flags ask for, with the log when -log is given.
func (f *simFlags) config(e *env, eng *rules.Engine) (simulate.Config, error) {
	kind := f.kind
	c := simulate.Config{
		Games: f.games, Seed: f.seed, Players: f.players, Rules: ruleSets[f.rules], Years: f.years,
		Kind: kind,
		NewPlayer: func(_ int, seed uint64) play.Player {
			// The kind was tried before the run: it makes players.
			p, _ := newPlayer(kind, seed)
			return p
		},
	}
	if f.table == "mixed" {
		c.Mix = &simulate.Mix{Min: rules.MinPlayers, Kinds: playerKinds, New: func(kind string, seed uint64) play.Player {
			p, _ := newPlayer(kind, seed) // every kind Kinds lists makes players
			return p
		}}
	}
	if f.log {
		hear, after, err := newGameLog(e.out, f.lang, eng)
		if err != nil {
			return c, err
		}
		c.Log, c.AfterStep = hear, after
	}
	return c, nil
}

// writeSimulation prints the report and fails when a game failed or an invariant broke:
// either is a bug in the engine or a player, which a script running simulate must see.
func writeSimulation(e *env, rep *simulate.Report, asJSON bool) int {
	var err error
	if asJSON {
		var b []byte
		if b, err = rep.JSON(); err == nil {
			_, err = e.out.Write(b)
		}
	} else {
		err = rep.WriteText(e.out)
	}
	if err != nil {
		fmt.Fprintf(e.err, "excalibur simulate: %v\n", err)
		return ExitFailure
	}
	if len(rep.Errors) > 0 || rep.Checks.Broken > 0 {
		fmt.Fprintf(e.err, "excalibur simulate: %d game(s) failed, %d invariant(s) broken: a bug to report with the seed\n", len(rep.Errors), rep.Checks.Broken)
		return ExitFailure
	}
	return ExitOK
}
