package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

func runArgs(args ...string) (code int, stdout, stderr string) {
	var out, errs bytes.Buffer
	code = Run(args, &out, &errs)
	return code, out.String(), errs.String()
}

// TestSimulateUsage: a wrong command line exits 2 and says what was expected.
func TestSimulateUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-players", "7"}, "-players: expected 2 to 6, got 7"},
		{[]string{"-players", "1"}, "-players: expected 2 to 6, got 1"},
		{[]string{"-rules", "house"}, `-rules: unknown rules "house"`},
		{[]string{"-log"}, "-log tells one game: add -games 1"},
		{[]string{"-games", "3", "-log"}, "-log tells one game"},
		{[]string{"-games", "1", "-lang", "pl"}, "-lang is the language of -log"},
		{[]string{"-games", "1", "-log", "-lang", "xx"}, `-lang: unknown language "xx"`},
		{[]string{"-games", "1", "-log", "-json"}, "choose one"},
		{[]string{"-games", "0"}, "-games: expected 1 to"},
		{[]string{"-years", "0"}, "-years: expected 1 to"},
		{[]string{"-players-kind", "clever"}, `-players-kind: unknown kind "clever"`},
		{[]string{"-table", "round"}, `-table: unknown table "round"; expected fixed or mixed`},
		{[]string{"-table", "mixed", "-players-kind", "greedy"}, "-table mixed draws each seat's kind of player"},
		{[]string{"-games", "two"}, "invalid value"},
		{[]string{"extra"}, `unexpected argument "extra"`},
	} {
		code, _, stderr := runArgs(append([]string{"simulate"}, tc.args...)...)
		if code != ExitUsage || !strings.Contains(stderr, tc.want) || !strings.Contains(stderr, "Usage: excalibur simulate") {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and %q", tc.args, code, stderr, tc.want)
		}
	}
	if code, _, stderr := runArgs("simulate", "-h"); code != ExitOK || !strings.Contains(stderr, "-players-kind") {
		t.Errorf("-h: exit %d, %q", code, stderr)
	}
}

// TestSimulateOutput: the text and the JSON come out the same on every run, flags go in
// any order, and the JSON decodes.
func TestSimulateOutput(t *testing.T) {
	code, a, stderr := runArgs("simulate", "-games", "4", "-players", "3", "-seed", "7")
	if code != ExitOK || !strings.Contains(a, "finished 4, failed 0") {
		t.Fatalf("exit %d: %s%s", code, a, stderr)
	}
	if _, b, _ := runArgs("simulate", "-seed", "7", "-players", "3", "-games", "4"); a != b {
		t.Error("the same run in another flag order printed another report")
	}
	code, js, stderr := runArgs("simulate", "-games", "2", "-json", "-rules", "optional")
	var doc struct {
		Schema   string
		Games    int
		Finished int
		Rules    string
	}
	if err := json.Unmarshal([]byte(js), &doc); err != nil || code != ExitOK {
		t.Fatalf("exit %d, %v: %s", code, err, stderr)
	}
	if doc.Schema != "excalibur-kit/simulate/1" || doc.Games != 2 || doc.Finished != 2 || !strings.Contains(doc.Rules, "valuation") {
		t.Errorf("the document says %+v", doc)
	}
}

// TestSimulateMixed: a mixed table draws its players, the text says how many sat at
// each game and of which kind, and the JSON names the table.
func TestSimulateMixed(t *testing.T) {
	code, out, stderr := runArgs("simulate", "-games", "6", "-table", "mixed", "-players", "3", "-rules", "optional")
	if code != ExitOK || !strings.Contains(out, "6 games of up to 3 players drawn a game (greedy or random)") || !strings.Contains(out, "players a game  2: ") {
		t.Fatalf("exit %d: %s%s", code, out, stderr)
	}
	code, js, stderr := runArgs("simulate", "-games", "6", "-table", "mixed", "-json")
	var doc struct {
		Table  string
		Kind   string                         `json:"player_kind"`
		Counts []struct{ Players, Games int } `json:"player_counts"`
	}
	if err := json.Unmarshal([]byte(js), &doc); err != nil || code != ExitOK {
		t.Fatalf("exit %d, %v: %s", code, err, stderr)
	}
	games := 0
	for _, c := range doc.Counts {
		games += c.Games
	}
	if doc.Table != "mixed" || doc.Kind != "greedy or random" || games != 6 {
		t.Errorf("the document says %+v", doc)
	}
}

// TestSimulateHooks: the built-in log tells the game in the language asked for before
// the report; a log hook is told every event. An unknown kind from the player factory
// is a usage error.
func TestSimulateHooks(t *testing.T) {
	if code, out, stderr := runArgs("simulate", "-games", "1", "-log", "-lang", "pl"); code != ExitOK || !strings.HasPrefix(out, "Gracze\n") || !strings.Contains(out, "Rok 0") || !strings.Contains(out, "\n1 game of") {
		t.Errorf("-log -lang pl: exit %d, %q%s", code, out[:min(len(out), 200)], stderr)
	}
	oldLog, oldPlayer := newGameLog, newPlayer
	defer func() { newGameLog, newPlayer = oldLog, oldPlayer }()
	var lang string
	newGameLog = func(w io.Writer, l string, _ *rules.Engine) (func(play.Event), func(*rules.State), error) {
		lang = l
		return func(ev play.Event) { fmt.Fprintf(w, "event %s\n", ev.Kind) }, nil, nil
	}
	code, out, stderr := runArgs("simulate", "-log", "-games", "1", "-lang", "fr")
	if code != ExitOK || lang != "fr" || !strings.HasPrefix(out, "event ") || !strings.Contains(out, "\n1 game of") {
		t.Errorf("-log: exit %d, lang %q, %q%s", code, lang, out[:min(len(out), 200)], stderr)
	}
	newPlayer = func(kind string, _ uint64) (play.Player, error) { return nil, fmt.Errorf("no %s players yet", kind) }
	if code, _, stderr := runArgs("simulate", "-players-kind", "random"); code != ExitUsage || !strings.Contains(stderr, "no random players yet") {
		t.Errorf("a kind the factory refuses: exit %d, %q", code, stderr)
	}
}
