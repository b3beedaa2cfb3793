package gamelog

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/examplegame"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/names"
	"github.com/excalibur-kit/excalibur/locales"
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

var langs = []string{"en", "pl", "fr"}

const optional = rules.RuleWeather | rules.RuleCastles | rules.RulePillage | rules.RuleFate | rules.RuleValuation

func engine(t testing.TB) *rules.Engine {
	t.Helper()
	d, err := gamedata.Load(content.FS)
	if err != nil {
		t.Fatal(err)
	}
	return rules.New(d)
}

// marcher sends every troop to a manor or house within a season's reach, picked at
// random, and fights on a coin toss: enough to make every common rule fire.
type marcher struct {
	play.Base
	r *rand.Rand
}

func (m marcher) Orders(v play.View) []rules.Order {
	var out []rules.Order
	for _, t := range v.S.Troops {
		if t.Seat != v.Seat || t.Inside {
			continue
		}
		reach, _ := v.E.Reach(v.E.PlaceID(t.Pos.At), 6)
		var goals []rules.Place
		for _, r := range reach {
			if k, _ := v.E.NodeKind(r.Node); k == rules.NodeManor || k == rules.NodeHouse {
				p, _ := v.E.Place(r.Node)
				goals = append(goals, p)
			}
		}
		if len(goals) > 0 {
			o := v.E.WriteOrder([]int{t.ID}, []rules.Place{goals[m.r.IntN(len(goals))]}, nil)
			o.N = len(out) + 1
			out = append(out, o)
		}
	}
	return out
}
func (m marcher) Engage(play.View, play.Contact) bool { return m.r.IntN(2) == 0 }
func (m marcher) Pillage(play.View, int) bool         { return true }

// game plays a seeded 4-player game of the optional rules, logging it in lang; events
// receives every event too.
func game(t testing.TB, e *rules.Engine, lang string, seed uint64, years int, events func(play.Event)) (string, *Logger) {
	t.Helper()
	var buf bytes.Buffer
	l, err := NewLogger(&buf, lang, e)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 7))
	seats := make([]rules.SeatChoice, 4)
	ps := make([]play.Player, 4)
	for i := range ps {
		ps[i] = marcher{r: r}
	}
	log := func(ev play.Event) {
		if events != nil {
			events(ev)
		}
		l.Event(ev)
	}
	g, err := play.New(e, play.Config{Seats: seats, Players: ps, Rules: optional, Die: rules.NewSeeded(seed), Years: years, Log: log})
	if err != nil {
		t.Fatal(err)
	}
	l.Bind(g.S)
	if _, err := g.Run(); err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
	if l.Err() != nil {
		t.Fatal(l.Err())
	}
	return buf.String(), l
}

// raw finds what must never reach a reader: a message id in brackets, a template action,
// a value the log did not give, an English fallback.
var raw = regexp.MustCompile(`\[log\.|\[[a-z-]+\.[a-z.-]+\]|\{\{|<no value>|⟦`)

func clean(t *testing.T, what, text string, l *Logger) {
	t.Helper()
	if m := l.Missing(); len(m) > 0 {
		t.Errorf("%s: messages missing or unfilled: %v", what, m)
	}
	if loc := raw.FindStringIndex(text); loc != nil {
		lo := max(0, loc[0]-60)
		t.Errorf("%s: raw text %q in …%s…", what, text[loc[0]:loc[1]], text[lo:min(len(text), loc[1]+60)])
	}
}

// Every kind of event has its sentence, and words it in every language with every key
// there and every value filled, in each of the shapes its fields take.
func TestEveryKindRendersInEveryLanguage(t *testing.T) {
	e := engine(t)
	s, err := e.NewGame(rules.Setup{Seats: make([]rules.SeatChoice, 4), Rules: optional})
	if err != nil {
		t.Fatal(err)
	}
	for k := play.Kind(0); k < play.NumKinds; k++ {
		if kinds[k] == nil {
			t.Errorf("kind %s (%s) has no sentence", k, k.Section())
		}
	}
	for _, lang := range langs {
		var buf bytes.Buffer
		l, err := NewLogger(&buf, lang, e)
		if err != nil {
			t.Fatal(err)
		}
		l.Bind(s)
		for k := play.Kind(0); k < play.NumKinds; k++ {
			for _, ev := range samples(t, e, s, k) {
				before := buf.Len()
				l.Event(ev)
				l.Flush()
				if buf.Len() == before {
					t.Errorf("%s: %s wrote nothing", lang, k)
				}
			}
		}
		clean(t, lang, buf.String(), l)
		if lang == "fr" && strings.Contains(buf.String(), " :") {
			t.Errorf("fr: an ordinary space before a colon")
		}
	}
	if _, _, err := New(&bytes.Buffer{}, "xx", e); err == nil || !strings.Contains(err.Error(), `"xx"`) {
		t.Errorf("an unknown language: %v", err)
	}
}

// samples are events of a kind in each shape the play loop emits: at every kind of place,
// for every improvement and religion, with none, one or several of a thing.
func samples(t *testing.T, e *rules.Engine, s *rules.State, k play.Kind) []play.Event {
	var places []rules.Place
	for _, id := range []string{e.D.Manors[0].ID, "entry-1", e.D.Valley.Roads[0].ID + "/1"} {
		p, ok := e.Place(id)
		if !ok {
			t.Fatalf("no place %s", id)
		}
		places = append(places, p)
	}
	for _, h := range e.D.Game.Houses {
		p, _ := e.Place(h.ID)
		places = append(places, p)
	}
	b, err := e.Fight([2]rules.Force{
		{Player: "blue", Troops: []rules.Soldier{{ID: 1, Type: e.D.TroopByCounter(1)}, {ID: 42, Type: e.D.TroopByCounter(42), Wounded: true}}, Bonus: 5},
		{Player: "red", Troops: []rules.Soldier{{ID: 52, Type: e.D.TroopByCounter(52)}, {ID: 76, Type: e.D.TroopByCounter(76)}}},
	}, rules.NewSeeded(3), rules.FightOptions{})
	if err != nil {
		t.Fatal(err)
	}
	base := play.Event{Kind: k, Seat: 0, Other: 1, At: places[0], To: places[1], Manor: 0, N: 3, IDs: []int{2, 42, 76},
		Orders:  []rules.Order{e.WriteOrder([]int{1, 2}, []rules.Place{places[0]}, []int{2, 3})},
		Battle:  &b,
		Pillage: &rules.PillageResult{Burned: 2, HivesLost: 1, MillBurned: true, ReevesLost: 1, Loot: 4, Dice: []int{5, 6, 2, 6, 6, 3}},
		Harvest: &rules.Harvest{Manors: []rules.ManorIncome{{Manor: e.D.Manors[0].ID, Basic: 5, Arable: -1, Improvements: 3, Smoke: -1, RiverBees: 2, Total: 8}}, Mill: 2, Total: 10},
		Winter:  &rules.WinterReport{Pay: 6, StepTotals: []int{20, 14, 14, 14, 10}, Promoted: []rules.Promotion{{From: 42, To: 32, Grade: "knight-b"}}},
		Award:   &rules.Award{Income: 10, Sole: 20, Penalty: -5, Total: 25},
		Text:    "",
	}
	var out []play.Event
	for _, p := range places {
		ev := base
		ev.At = p
		out = append(out, ev)
	}
	for _, n := range []int{0, 1, 2, 5, 22} {
		ev := base
		ev.N, ev.IDs = n, base.IDs[:min(n, len(base.IDs))]
		out = append(out, ev)
	}
	for _, im := range e.D.Improvements {
		ev := base
		ev.Text = im.ID
		out = append(out, ev)
	}
	for _, text := range []string{"forester", "reeve", "unknown"} {
		ev := base
		ev.Text = text
		out = append(out, ev)
	}
	noOne := base
	noOne.Seat, noOne.Other, noOne.Manor, noOne.At = rules.NoSeat, rules.NoSeat, -1, rules.NoPlace
	unbattled := base
	unbattled.Battle = &rules.Battle{Winner: rules.None}
	return append(out, noOne, unbattled)
}

// The same seed plays the same game and writes the same account, byte for byte.
func TestSeededGameWritesTheSameBytes(t *testing.T) {
	e := engine(t)
	for _, lang := range langs {
		a, l := game(t, e, lang, 11, 2, nil)
		b, _ := game(t, e, lang, 11, 2, nil)
		if a != b {
			t.Errorf("%s: two runs of seed 11 wrote different accounts", lang)
		}
		clean(t, lang, a, l)
		for _, want := range []string{"\n", l.say("log.heading.opening", map[string]any{"year": 0, "season": l.seasonName(2)})} {
			if !strings.Contains(a, want) {
				t.Errorf("%s: the account lacks %q", lang, want)
			}
		}
	}
}

var (
	reAV      = regexp.MustCompile(`strength (\d+) \+ (?:bonus (\d+) \+ )?die\x{00a0}(\d+)\x{00a0}=\x{00a0}AV (\d+)`)
	reHarvest = regexp.MustCompile(`harvests (\d+)\x{a0}Bz:`)
	reManor   = regexp.MustCompile(`^    [A-Z][a-z]+, (\d+)\x{a0}Bz \((.*)\)$`)
	rePart    = regexp.MustCompile(`(−|\+)?(\d+)$`)
)

// The numbers the account prints are the engine's: each attack value is its strength,
// bonus and die, as the combat played them; each harvest is the sum of its manors, and
// each manor the sum of its parts.
func TestNumbersAgreeWithTheEvents(t *testing.T) {
	e := engine(t)
	var rounds []rules.Round
	var totals []int
	text, _ := game(t, e, "en", 2, 4, func(ev play.Event) {
		switch {
		case ev.Kind == play.KindCombat:
			rounds = append(rounds, ev.Battle.Rounds...)
		case ev.Kind == play.KindHarvest && len(ev.Harvest.Manors) > 0:
			totals = append(totals, ev.Harvest.Total)
		}
	})
	avs := reAV.FindAllStringSubmatch(text, -1)
	if len(rounds) == 0 || len(avs) != 2*len(rounds) {
		t.Fatalf("%d rounds fought, %d attack values printed", len(rounds), len(avs))
	}
	for i, m := range avs {
		r, side := rounds[i/2], i%2
		s, b, d, av := atoi(m[1]), atoi(m[2]), atoi(m[3]), atoi(m[4])
		if s+b+d != av || av != r.AV[side] || d != r.AttackDie[side] {
			t.Errorf("round %d side %d: printed %q, the combat had AV %d from die %d", r.N, side, m[0], r.AV[side], r.AttackDie[side])
		}
	}
	checkHarvests(t, text, totals)
}

func checkHarvests(t *testing.T, text string, totals []int) {
	lines := strings.Split(text, "\n")
	seen := 0
	for i, line := range lines {
		m := reHarvest.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		if seen >= len(totals) || atoi(m[1]) != totals[seen] {
			t.Errorf("harvest %d printed as %q, the engine paid %v", seen, line, totals)
		}
		seen++
		sum := 0
		for _, ml := range lines[i+1:] {
			mm := reManor.FindStringSubmatch(ml)
			if mm == nil {
				if rest, ok := strings.CutPrefix(ml, "    water mill, "); ok {
					sum += atoi(strings.TrimSuffix(rest, "\u00a0Bz"))
				}
				break
			}
			sum += atoi(mm[1])
			parts := 0
			for _, p := range strings.Split(mm[2], ", ") {
				pm := rePart.FindStringSubmatch(p)
				v := atoi(pm[2])
				if pm[1] == "−" {
					v = -v
				}
				parts += v
			}
			if parts != atoi(mm[1]) {
				t.Errorf("%q: the parts add up to %d", ml, parts)
			}
		}
		if sum != atoi(m[1]) {
			t.Errorf("%q: the manors and the mill add up to %d", line, sum)
		}
	}
	if seen != len(totals) || seen == 0 {
		t.Errorf("%d harvests printed, %d paid", seen, len(totals))
	}
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// TestWriteSamples writes the first year of a seeded game, and a whole four-year game,
// in each language to the folder GAMELOG_SAMPLES names, for the rulebook's example of play; without it the test
// does nothing.
func TestWriteSamples(t *testing.T) {
	dir := os.Getenv("GAMELOG_SAMPLES")
	if dir == "" {
		t.Skip("GAMELOG_SAMPLES names no folder")
	}
	e := engine(t)
	for _, lang := range langs {
		first, _ := game(t, e, lang, 11, 1, nil)
		whole, _ := game(t, e, lang, 2, 4, nil)
		for name, text := range map[string]string{"sample-": first, "game-": whole} {
			if err := os.WriteFile(filepath.Join(dir, name+lang+".txt"), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// A player who spends after the pay (hiring, building) is told what is left once the
// winter is over, with the engine's treasury; one who spends nothing is not told twice.
// The example of play's first winter has both: Gawaine sets up a beehive, Lancelot keeps
// his money.
func TestWinterSpendingShowsWhatIsLeft(t *testing.T) {
	e := engine(t)
	var buf bytes.Buffer
	l, err := NewLogger(&buf, "en", e)
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	_, err = examplegame.Play(e, l.Bind, func(ev play.Event) {
		if r := ev.Winter; ev.Kind == play.KindPay && len(r.StepTotals) > 1 && r.Treasury != r.StepTotals[1] {
			want = append(want, strconv.Itoa(r.Treasury))
		}
		l.Event(ev)
	})
	if err != nil {
		t.Fatal(err)
	}
	l.Flush()
	if len(want) == 0 {
		t.Fatal("no player spent anything in winter: the test proves nothing")
	}
	var got []string
	for _, m := range regexp.MustCompile(`ends the winter with ([0-9]+)\x{a0}Bz\.`).FindAllStringSubmatch(buf.String(), -1) {
		got = append(got, m[1])
	}
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("the log tells %q Bz left, the engine leaves %q:\n%s", got, want, buf.String())
	}
}

// An order to a religious house names it as the log's language does, not by the data's
// English name: "1+52+53 → Opactwo Carse", not "→ Carse Abbey".
func TestOrdersNameHousesInTheLanguage(t *testing.T) {
	e := engine(t)
	s, err := e.NewGame(rules.Setup{Seats: make([]rules.SeatChoice, 2)})
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"pl", "fr"} {
		for _, h := range e.D.Game.Houses {
			var buf bytes.Buffer
			l, err := NewLogger(&buf, lang, e)
			if err != nil {
				t.Fatal(err)
			}
			l.Bind(s)
			p, _ := e.Place(h.ID)
			l.Event(play.Event{Kind: play.KindOrders, Seat: 0, Orders: []rules.Order{e.WriteOrder([]int{1}, []rules.Place{p}, nil)}})
			l.Flush()
			name := l.say("house."+h.ID, nil)
			if out := buf.String(); !strings.Contains(out, "→ "+name) || strings.Contains(out, e.PlaceName(p)) {
				t.Errorf("%s: the order to %s reads %q, want it to name %q", lang, h.ID, out, name)
			}
		}
	}
}

// Every name the log declines has, in every language, a form in every case that
// language's templates ask for, and a seat without its lord is declined whole („gracza
// niebieskiego”).
func TestDeclinedNamesHaveEveryCase(t *testing.T) {
	e := engine(t)
	cat, err := i18n.Load(locales.FS)
	if err != nil {
		t.Fatal(err)
	}
	if err := cat.AddNames(names.Of(e.D)); err != nil {
		t.Fatal(err)
	}
	declined := Declined(cat)
	if want := 2 + 2*len(e.D.Players); len(declined) != want {
		t.Errorf("declined names %v: want each lord and colour of %d players and the two seat names", declined, len(e.D.Players))
	}
	for _, lang := range langs {
		for _, err := range cat.CheckCases(lang, declined) {
			t.Error(err)
		}
	}
	s, err := e.NewGame(rules.Setup{Seats: make([]rules.SeatChoice, 2), Rules: optional})
	if err != nil {
		t.Fatal(err)
	}
	s.Players[0].Leaderless = true
	l, err := NewLogger(&bytes.Buffer{}, "pl", e)
	if err != nil {
		t.Fatal(err)
	}
	l.Bind(s)
	colour := cat.For("pl", false).Tx("case.dat.colour."+s.Players[0].Colour.ID, nil)
	if got, want := l.player(0).In("dat"), "graczowi "+colour; got != want {
		t.Errorf("a seat without its lord in the dative: %q, want %q", got, want)
	}
	if m := l.Missing(); len(m) > 0 {
		t.Errorf("missing: %v", m)
	}
}

func TestPolishCombatLinesAgree(t *testing.T) {
	e := engine(t)
	var buf bytes.Buffer
	l, err := NewLogger(&buf, "pl", e)
	if err != nil {
		t.Fatal(err)
	}
	one, two := l.troop(52), l.troop(53)
	for _, c := range []struct {
		id   string
		ids  []int
		want string
	}{
		{"log.wounded", []int{52}, "Ranny: " + one + "."},
		{"log.wounded", []int{53, 52}, "Ranni: " + one + " i" + "\u00a0" + two + "."},
		{"log.killed", []int{52}, "Poległ: " + one + "."},
		{"log.killed", []int{52, 53}, "Polegli: " + one + " i" + "\u00a0" + two + "."},
	} {
		if got := l.casualties(c.id, c.ids); got != c.want {
			t.Errorf("%s %v: got %q, want %q", c.id, c.ids, got, c.want)
		}
	}
	entry := gamedata.Wounds{Count: 1, On: 5}
	hit := rules.Round{Entry: [2]gamedata.Wounds{entry, entry}, WoundDie: [2]int{6, 4}, Wounds: [2]int{1, 0}}
	l.wounds(0, hit, 0)
	l.wounds(1, hit, 1)
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 2 {
		t.Fatalf("want a line for the hit and one for the miss, got %q", lines)
	}
	const paren = "(rana przy wyniku\u00a05–6)" // as the combat table words it
	for _, line := range lines {
		if !strings.Contains(line, paren) {
			t.Errorf("%q: want the roll described as %q", line, paren)
		}
	}
	if !strings.HasSuffix(lines[0], ": 1 rana.") || !strings.HasSuffix(lines[1], ": bez ran.") {
		t.Errorf("the hit and the miss read %q", lines)
	}
}

func TestPolishMilestonesNameTheirRoad(t *testing.T) {
	e := engine(t)
	l, err := NewLogger(&bytes.Buffer{}, "pl", e)
	if err != nil {
		t.Fatal(err)
	}
	entries, between := 0, 0
	for _, r := range e.D.Valley.Roads {
		p, ok := e.Place(r.ID + "/1")
		if !ok {
			continue
		}
		from, _ := e.Place(r.From)
		to, _ := e.Place(r.To)
		got := l.place(p, "to")
		switch {
		case e.PlaceKind(from) == rules.NodeEntry && e.PlaceKind(to) == rules.NodeManor:
			entries++
			want := "do kamienia milowego\u00a01 na drodze wejściowej " + strconv.Itoa(entryRoad(r.From)) + " (" + e.PlaceName(to) + ")"
			if got != want {
				t.Errorf("%s: got %q, want %q", r.ID, got, want)
			}
			// A march from the road to its manor names the manor once as the goal:
			// the road's own name must not say „do Oakridge” too.
			march := l.place(p, "from") + " " + l.place(to, "to")
			if n := strings.Count(march, "do "+e.PlaceName(to)); n != 1 {
				t.Errorf("%s: %q says „do %s” %d times, want once", r.ID, march, e.PlaceName(to), n)
			}
		case e.PlaceKind(from) == rules.NodeManor && e.PlaceKind(to) == rules.NodeManor:
			between++
			if want := "na drodze " + e.PlaceName(from) + "–" + e.PlaceName(to); !strings.HasSuffix(got, want) {
				t.Errorf("%s: got %q, want it to end %q", r.ID, got, want)
			}
		}
		if strings.Contains(got, "wejście") {
			t.Errorf("%s: %q names the entry in the nominative", r.ID, got)
		}
	}
	if entries == 0 || between == 0 {
		t.Fatalf("the valley has %d entry roads and %d roads between manors with a milestone: the test reads nothing", entries, between)
	}
}

func TestPolishTroopSentencesAgree(t *testing.T) {
	e := engine(t)
	s, err := e.NewGame(rules.Setup{Seats: make([]rules.SeatChoice, 2)})
	if err != nil {
		t.Fatal(err)
	}
	m, _ := e.Place(e.D.Manors[0].ID)
	for _, c := range []struct {
		kind      play.Kind
		one, more string
	}{
		{play.KindStackSpill, "przechodzi:", "przechodzą:"},
		{play.KindRetreat, "; oddział:", "; oddziały:"},
		{play.KindPushback, "Oddział sir Gawaina, który już tam stał", "Oddziały sir Gawaina, które już tam stały"},
		{play.KindDesert, "dezerteruje:", "dezerterują:"},
	} {
		for _, ids := range [][]int{{52}, {52, 53}} {
			var buf bytes.Buffer
			l, err := NewLogger(&buf, "pl", e)
			if err != nil {
				t.Fatal(err)
			}
			l.Bind(s)
			l.Event(play.Event{Kind: c.kind, Seat: 0, Other: 1, At: m, To: m, Manor: 0, IDs: ids})
			l.Flush()
			want, not := c.one, c.more
			if len(ids) > 1 {
				want, not = c.more, c.one
			}
			lines := strings.Split(strings.TrimSpace(buf.String()), "\n") // after the players' lines
			if got := strings.ReplaceAll(lines[len(lines)-1], "\u00a0", " "); !strings.Contains(got, want) || strings.Contains(got, not) {
				t.Errorf("%s with %d troops: %q, want %q", c.kind, len(ids), got, want)
			}
		}
	}
}
