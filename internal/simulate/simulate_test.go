package simulate

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

var (
	engineOnce sync.Once
	engine     *rules.Engine
)

// testEngine is the engine on the built-in data, loaded once for every test.
func testEngine(t testing.TB) *rules.Engine {
	t.Helper()
	engineOnce.Do(func() {
		d, err := gamedata.Load(content.FS)
		if err != nil {
			t.Fatal(err)
		}
		engine = rules.New(d)
	})
	if engine == nil {
		t.Fatal("no engine")
	}
	return engine
}

// raider sends every troop it can see to a manor picked at random within a day's march,
// fights every meeting and pillages what it may: a player that makes the rules fire.
type raider struct {
	play.Base
	r *rand.Rand
}

func newRaider(_ int, seed uint64) play.Player {
	return &raider{r: rand.New(rand.NewPCG(seed, 7))}
}

func (p *raider) Orders(v play.View) []rules.Order {
	var out []rules.Order
	for _, t := range v.S.Troops {
		if t.Seat != v.Seat || t.Inside || t.Pos.Between() {
			continue
		}
		reach, _ := v.E.Reach(v.E.PlaceID(t.Pos.At), 6)
		var goals []rules.Place
		for _, r := range reach {
			if k, _ := v.E.NodeKind(r.Node); k == rules.NodeManor {
				if pl, ok := v.E.Place(r.Node); ok && pl != t.Pos.At {
					goals = append(goals, pl)
				}
			}
		}
		if len(goals) == 0 {
			continue
		}
		o := v.E.WriteOrder([]int{t.ID}, []rules.Place{goals[p.r.IntN(len(goals))]}, nil)
		o.N = len(out) + 1
		out = append(out, o)
	}
	return out
}

func (p *raider) Engage(play.View, play.Contact) bool { return true }
func (p *raider) Pillage(play.View, int) bool         { return true }

func optional() rules.Rules {
	return rules.RuleWeather | rules.RuleCastles | rules.RulePillage | rules.RuleFate | rules.RuleValuation
}

func run(t *testing.T, c Config) *Report {
	t.Helper()
	r, err := Run(testEngine(t), c)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func render(t *testing.T, r *Report) (text, js []byte) {
	t.Helper()
	var b bytes.Buffer
	if err := r.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	j, err := r.JSON()
	if err != nil {
		t.Fatal(err)
	}
	return b.Bytes(), j
}

// TestSameOnAnyCores plays the same run on one worker and on two, and twice on two: the
// text and the JSON must be byte for byte the same, since results are summed in game
// order whatever order the games finish in.
func TestSameOnAnyCores(t *testing.T) {
	c := Config{Games: 12, Seed: 1, Players: 3, Rules: optional(), NewPlayer: newRaider, Kind: "raider"}
	c.Workers = 1
	text1, js1 := render(t, run(t, c))
	c.Workers = 2
	text2, js2 := render(t, run(t, c))
	text3, js3 := render(t, run(t, c))
	if !bytes.Equal(text1, text2) || !bytes.Equal(text2, text3) {
		t.Errorf("the text differs between runs:\n%s\n----\n%s", text1, text2)
	}
	if !bytes.Equal(js1, js2) || !bytes.Equal(js2, js3) {
		t.Error("the JSON differs between runs")
	}
	c.Seed = 2
	if _, js := render(t, run(t, c)); bytes.Equal(js, js1) {
		t.Error("seeds 1 and 2 gave the same report: the seed reaches no game")
	}
}

// TestSixPlayersEveryRoad: with six players every game uses every road, and every seat
// starts from every road once in six games.
func TestSixPlayersEveryRoad(t *testing.T) {
	e := testEngine(t)
	r := run(t, Config{Games: 6, Seed: 3, Players: 6, Rules: optional(), NewPlayer: newRaider})
	if len(r.Roads) != 6 {
		t.Fatalf("%d roads in the report, want 6", len(r.Roads))
	}
	for _, s := range r.Roads {
		if s.Games != r.Finished {
			t.Errorf("road %d played in %d of %d games", s.Road, s.Games, r.Finished)
		}
	}
	for k := range 6 {
		seen := map[int]bool{}
		for i := range 6 {
			seen[EntriesOf(e, 6, i)[k]] = true
		}
		if len(seen) != 6 {
			t.Errorf("seat %d started from %d roads in 6 games, want 6", k+1, len(seen))
		}
	}
}

// TestRoadsPlayedEqually: for every number of players, six games in a row play every
// road equally often, and no game puts two seats on one road.
func TestRoadsPlayedEqually(t *testing.T) {
	e := testEngine(t)
	roads := len(e.D.Valley.Entries)
	for n := rules.MinPlayers; n <= roads; n++ {
		count := map[int]int{}
		for i := 10; i < 10+roads; i++ {
			got := EntriesOf(e, n, i)
			seen := map[int]bool{}
			for _, road := range got {
				if seen[road] {
					t.Errorf("%d players, game %d: road %d twice in %v", n, i, road, got)
				}
				seen[road] = true
				count[road]++
			}
		}
		for _, en := range e.D.Valley.Entries {
			if count[en.Number] != n {
				t.Errorf("%d players: road %d played %d times in %d games, want %d", n, en.Number, count[en.Number], roads, n)
			}
		}
	}
}

// TestWinsAddUp: every finished game hands out exactly one win, shared on a tie, so the
// seats' wins add up to the games that had a winner, and so do the roads'.
func TestWinsAddUp(t *testing.T) {
	r := run(t, Config{Games: 8, Seed: 5, Players: 4, Rules: optional(), NewPlayer: newRaider})
	if r.Finished != 8 || len(r.Errors) != 0 {
		t.Fatalf("finished %d of 8: %v", r.Finished, r.Errors)
	}
	if r.Checks.Checked == 0 {
		t.Error("no invariant was checked")
	}
	var seats, roads float64
	for _, s := range r.Seats {
		seats += s.Wins
	}
	for _, s := range r.Roads {
		roads += s.Wins
	}
	won := float64(r.Ends.Victory + r.Ends.Valuation + r.Ends.Reverence)
	if d := seats - won; d < -0.01 || d > 0.01 {
		t.Errorf("seats won %v games of %v", seats, won)
	}
	if d := roads - seats; d < -0.01 || d > 0.01 {
		t.Errorf("roads won %v games, seats %v", roads, seats)
	}
	if r.Fired[play.KindClaim].Games == 0 || r.Fired[play.KindClaim].Mean == 0 {
		t.Errorf("no manor was ever claimed: %+v", r.Fired[play.KindClaim])
	}
}

// grumpy is a player whose orders are a bug: the engine panics on its behalf.
type grumpy struct{ play.Base }

func (grumpy) Orders(play.View) []rules.Order { panic("grumpy will not write orders") }

// TestFailedGamesCounted: a game that fails is reported with its seed and entries, the
// others go on and are summed up.
func TestFailedGamesCounted(t *testing.T) {
	bad := func(seat int, seed uint64) play.Player {
		if seat == 1 {
			return grumpy{}
		}
		return newRaider(seat, seed)
	}
	r := run(t, Config{Games: 3, Seed: 9, Players: 2, NewPlayer: bad})
	if r.Finished != 0 || len(r.Errors) != 3 {
		t.Fatalf("finished %d, failed %d; want 0 and 3", r.Finished, len(r.Errors))
	}
	for i, e := range r.Errors {
		if e.Game != i || e.Seed != GameSeed(9, i) || len(e.Entries) != 2 || !strings.Contains(e.Error, "grumpy") {
			t.Errorf("error %d: %+v", i, e)
		}
	}
	text, _ := render(t, r)
	if !bytes.Contains(text, []byte("3 game(s) failed")) {
		t.Errorf("the text does not tell the failures:\n%s", text)
	}
}

func TestConfigRefused(t *testing.T) {
	ok := Config{Games: 1, Players: 2, NewPlayer: newRaider}
	for name, c := range map[string]Config{
		"no games":     {Games: 0, Players: 2, NewPlayer: newRaider},
		"7 players":    {Games: 1, Players: 7, NewPlayer: newRaider},
		"1 player":     {Games: 1, Players: 1, NewPlayer: newRaider},
		"no players":   {Games: 1, Players: 2},
		"log of 2":     {Games: 2, Players: 2, NewPlayer: newRaider, Log: func(play.Event) {}},
		"entries":      {Games: 1, Players: 2, NewPlayer: newRaider, Entries: []int{1}},
		"negative age": {Games: 1, Players: 2, NewPlayer: newRaider, Years: -1},
	} {
		if _, err := Run(testEngine(t), c); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if _, err := Run(testEngine(t), ok); err != nil {
		t.Errorf("a good config refused: %v", err)
	}
}

// TestAdvancedAndLog plays one advanced game, whose seats need a religion each, with a
// log: the log hears every event the report counts.
func TestAdvancedAndLog(t *testing.T) {
	heard := 0
	r := run(t, Config{Games: 1, Seed: 4, Players: 2, Rules: optional() | rules.RuleAdvanced, NewPlayer: newRaider, Log: func(play.Event) { heard++ }})
	if r.Finished != 1 {
		t.Fatalf("the advanced game failed: %v", r.Errors)
	}
	if r.Ends.Reverence != 1 && r.Ends.Victory != 1 {
		t.Errorf("the advanced game ended %+v", r.Ends)
	}
	counted := 0.0
	for _, f := range r.Fired {
		counted += f.Mean
	}
	if heard == 0 || float64(heard) != counted {
		t.Errorf("the log heard %d events, the report counts %v", heard, counted)
	}
}

// TestJSONDocumented: the JSON document decodes, and every field it has is described in
// docs/simulate.md, and every field described there is in it.
func TestJSONDocumented(t *testing.T) {
	r := run(t, Config{Games: 2, Seed: 1, Players: 2, Rules: optional(), NewPlayer: newRaider, Kind: "raider"})
	_, js := render(t, r)
	var doc map[string]any
	if err := json.Unmarshal(js, &doc); err != nil {
		t.Fatal(err)
	}
	// An error and a broken invariant give those lists an element to look into.
	r.Errors = append(r.Errors, GameError{Entries: []int{1}})
	r.Checks.First = append(r.Checks.First, "x")
	b, _ := r.JSON()
	var full any
	if err := json.Unmarshal(b, &full); err != nil {
		t.Fatal(err)
	}
	keys := map[string]bool{}
	collectKeys(full, keys)
	md, err := os.ReadFile("../../docs/simulate.md")
	if err != nil {
		t.Fatal(err)
	}
	_, table, _ := strings.Cut(string(md), "## The JSON document")
	documented := map[string]bool{}
	for _, m := range regexp.MustCompile("`([a-z_]+)`").FindAllStringSubmatch(table, -1) {
		documented[m[1]] = true
	}
	for k := range keys {
		if !documented[k] {
			t.Errorf("JSON field %q is not described in docs/simulate.md", k)
		}
	}
	for _, top := range regexp.MustCompile("(?m)^\\| `([a-z_]+)` \\|").FindAllStringSubmatch(table, -1) {
		if _, ok := doc[top[1]]; !ok {
			t.Errorf("docs/simulate.md describes %q, which the document lacks", top[1])
		}
	}
	if doc["schema"] != Schema || doc["finished"] != 2.0 {
		t.Errorf("schema %v, finished %v", doc["schema"], doc["finished"])
	}
}

// collectKeys gathers every object key of a decoded JSON value, at any depth.
func collectKeys(v any, keys map[string]bool) {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			keys[k] = true
			collectKeys(e, keys)
		}
	case []any:
		for _, e := range x {
			collectKeys(e, keys)
		}
	}
}
