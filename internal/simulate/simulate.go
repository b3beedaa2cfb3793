// Package simulate plays many games of Excalibur with machine players and sums up how
// they went: how games end, who wins from which entry road, what the treasuries do year
// by year, which manors are fought over and which rules fire at all. It is a designer's
// tool: a rule that never fires, or an entry road that wins too often, shows here.
//
// Games are played in parallel, but each game's seed, seats and players depend only on
// the run's seed and the game's number, and results are summed in game order: the same
// Config gives the same Report on any number of cores.
package simulate

import (
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sync"

	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// Config is what to simulate.
type Config struct {
	Games   int    // how many games, at least 1
	Seed    uint64 // the run's seed; every game's seed is derived from it
	Players int    // seats a game, 2 to the number of entry roads
	Rules   rules.Rules
	// Years is the year limit of a standard game; 0 is play.DefaultYears.
	Years int
	// NewPlayer makes the player of a seat from the seed given; it must not share state
	// between the players it makes, since games run at the same time.
	NewPlayer func(seat int, seed uint64) play.Player
	// Kind names the players for the report ("greedy"); it changes no game.
	Kind string
	// Entries, when set, fixes each seat's entry road in every game (one a seat);
	// nil rotates the roads across games (see EntriesOf).
	Entries []int
	// Workers is how many games are played at once; 0 is runtime.GOMAXPROCS(0). It
	// changes the speed, never the report.
	Workers int
	// Mix, when set, has each game draw its own table from its seed (see Mix): then
	// Players is the most players a game, and NewPlayer and Kind are not used.
	Mix *Mix
	// Log, when set, receives every event of the game; it needs Games == 1, since the
	// events of games played at once would interleave.
	Log func(play.Event)
	// AfterStep, with Log, hears the state after each season of the one game.
	AfterStep func(*rules.State)
}

// Mix is a coverage run's table: each game draws, from its own seed, how many players
// sit at it (Min to Config.Players) and which kind of machine player each seat is, so
// that one run plays big and small games, of sensible and of erratic players, and
// every rule has its chance to fire (docs/simulate.md).
type Mix struct {
	Min   int      // the fewest players a game, at least 2
	Kinds []string // the kinds a seat draws from, each as likely
	// New makes the player of a kind from the seed given; like NewPlayer, it must not
	// share state between the players it makes.
	New func(kind string, seed uint64) play.Player
}

// Salts of a drawn table: the game's seed mixed with them draws the number of players
// and each seat's kind, apart from the seats' own seeds (mixed with 1 to 6).
const (
	countSalt = 0x7461626c65 // "table"
	kindSalt  = 0x6b696e64   // "kind"; seat k's is kindSalt+k
)

// tableOf is the number of players and each seat's kind in game seed's table, drawn
// when the run mixes its tables, else the run's own.
func (c Config) tableOf(seed uint64) (int, []string) {
	if c.Mix == nil {
		return c.Players, nil
	}
	n := c.Mix.Min + int(mix(seed, countSalt)%uint64(c.Players-c.Mix.Min+1))
	kinds := make([]string, n)
	for k := range kinds {
		kinds[k] = c.Mix.Kinds[mix(seed, kindSalt+uint64(k))%uint64(len(c.Mix.Kinds))]
	}
	return n, kinds
}

// MaxGames bounds a run so that a typing slip does not keep the machine busy for days.
const MaxGames = 1_000_000

// Run plays the games and sums them up. A game that fails is counted in Report.Errors
// with its seed and left out of the statistics; an error returned means the Config
// itself is wrong.
func Run(e *rules.Engine, c Config) (*Report, error) {
	if err := c.validate(e); err != nil {
		return nil, err
	}
	rep := newReport(e, c)
	workers := c.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, c.Games)
	for o := range playAll(e, c, workers) {
		rep.add(o)
	}
	rep.finish()
	return rep, nil
}

func (c Config) validate(e *rules.Engine) error {
	roads := len(e.D.Valley.Entries)
	switch {
	case c.Games < 1 || c.Games > MaxGames:
		return fmt.Errorf("simulate: %d games; expected 1 to %d", c.Games, MaxGames)
	case c.Players < rules.MinPlayers || c.Players > roads:
		return fmt.Errorf("simulate: %d players; expected %d to %d", c.Players, rules.MinPlayers, roads)
	case c.Log != nil && c.Games != 1:
		return fmt.Errorf("simulate: a log of %d games; the log tells one game", c.Games)
	case c.Years < 0:
		return fmt.Errorf("simulate: year limit %d; expected 0 (the default) or more", c.Years)
	case c.Mix != nil && c.Entries != nil:
		return errors.New("simulate: a mixed table draws its entry roads; Entries fixes them")
	case c.Mix != nil:
		return c.Mix.validate(c.Players)
	case c.NewPlayer == nil:
		return errors.New("simulate: no NewPlayer to make the players")
	case c.Entries != nil && len(c.Entries) != c.Players:
		return fmt.Errorf("simulate: %d entry roads for %d players", len(c.Entries), c.Players)
	}
	return nil
}

func (m *Mix) validate(most int) error {
	switch {
	case m.Min < rules.MinPlayers || m.Min > most:
		return fmt.Errorf("simulate: a table of %d to %d players; expected at least %d, and no more than the most", m.Min, most, rules.MinPlayers)
	case len(m.Kinds) == 0:
		return errors.New("simulate: a mixed table with no kind of player to draw")
	case m.New == nil:
		return errors.New("simulate: no Mix.New to make the players")
	}
	return nil
}

// outcome is one game played: its number, seed, entries, result and error.
type outcome struct {
	game    int
	seed    uint64
	entries []int
	kinds   []string // each seat's kind of player, when the table was drawn
	res     *play.Result
	err     error
}

// playAll plays every game on workers goroutines and yields the outcomes in game order,
// holding back those that finish early until the games before them are in.
func playAll(e *rules.Engine, c Config, workers int) func(yield func(outcome) bool) {
	return func(yield func(outcome) bool) {
		next := make(chan int)
		done := make(chan outcome, workers)
		var wg sync.WaitGroup
		for range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range next {
					done <- playOne(e, c, i)
				}
			}()
		}
		go func() {
			for i := range c.Games {
				next <- i
			}
			close(next)
			wg.Wait()
			close(done)
		}()
		held := map[int]outcome{}
		want, stopped := 0, false
		for o := range done {
			held[o.game] = o
			for ; !stopped; want++ {
				o, ok := held[want]
				if !ok {
					break
				}
				delete(held, want)
				stopped = !yield(o)
			}
		}
	}
}

// playOne sets game i up and plays it. A panic in the engine or a player is turned into
// the game's error, so one bad game cannot take the whole run down.
func playOne(e *rules.Engine, c Config, i int) (o outcome) {
	o = outcome{game: i, seed: GameSeed(c.Seed, i), entries: c.Entries}
	n, kinds := c.tableOf(o.seed)
	o.kinds = kinds
	if o.entries == nil {
		o.entries = EntriesOf(e, n, i)
	}
	defer func() {
		if p := recover(); p != nil {
			o.err = fmt.Errorf("panic: %v", p)
		}
	}()
	religions := religionsOf(e)
	var seats []rules.SeatChoice
	var players []play.Player
	for k := range n {
		sc := rules.SeatChoice{Entry: o.entries[k]}
		if c.Rules.Has(rules.RuleAdvanced) && len(religions) > 0 {
			sc.Religion = religions[(k+i)%len(religions)]
		}
		seats = append(seats, sc)
		seed := mix(o.seed, uint64(k)+1)
		if kinds != nil {
			players = append(players, c.Mix.New(kinds[k], seed))
		} else {
			players = append(players, c.NewPlayer(k, seed))
		}
	}
	g, err := play.New(e, play.Config{
		Seats: seats, Players: players, Rules: c.Rules, Die: rules.NewSeeded(o.seed),
		Years: c.Years, Log: c.Log, AfterStep: c.AfterStep, Check: true,
	})
	if err != nil {
		o.err = err
		return o
	}
	if c.AfterStep != nil {
		c.AfterStep(g.S) // a log names the players and the tracks from the start
	}
	o.res, o.err = g.Run()
	return o
}

// GameSeed is the seed of game i of a run: a fixed mix of the run's seed and the game's
// number, so games are independent and a failing game can be named by its seed.
func GameSeed(seed uint64, i int) uint64 { return mix(seed, uint64(i)) }

// mix is the splitmix64 finaliser over a and b: close inputs give unrelated outputs.
func mix(a, b uint64) uint64 {
	z := a + (b+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// EntriesOf is the entry road of each seat in game i of a run with n players. The n
// seats sit spread evenly round the roads in number order (opposite each other with
// two, every other road with three), and the whole ring turns one road a game: over
// any run of as many games as there are roads, every road is played n times and every
// seat starts once from every road.
func EntriesOf(e *rules.Engine, n, i int) []int {
	var roads []int
	for _, en := range e.D.Valley.Entries {
		roads = append(roads, en.Number)
	}
	slices.Sort(roads)
	out := make([]int, n)
	for k := range out {
		out[k] = roads[(i+k*len(roads)/n)%len(roads)]
	}
	return out
}

// religionsOf lists the religions of the advanced game, in the data's order: seats take
// them in turn, turning one a game, so each religion is played as often.
func religionsOf(e *rules.Engine) []string {
	var out []string
	for _, im := range e.D.Improvements {
		if im.Religion != "" && !slices.Contains(out, im.Religion) {
			out = append(out, im.Religion)
		}
	}
	return out
}
