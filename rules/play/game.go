package play

import (
	"errors"
	"fmt"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/rules"
)

// Config is how a game is set up: the seats, who plays them, the rules in play, the
// die, and how long a standard game may run before it is valued.
type Config struct {
	Seats   []rules.SeatChoice
	Players []Player // one a seat
	Rules   rules.Rules
	Die     rules.Die
	// Years is the year limit of a standard game (2: playing to a time limit); after the
	// autumn of that year the game is valued (16). 0 is DefaultYears. The advanced game
	// always ends after the autumn of year AdvancedYears.
	Years int
	// Log, when set, receives every event as it happens; AfterStep the state after each
	// season (a log that draws the board, a tool that looks between seasons).
	Log       func(Event)
	AfterStep func(*rules.State)
	// Check runs the invariants after every step; a broken one is counted in the result.
	Check bool
}

// DefaultYears is the year limit of a standard game when none is given.
const DefaultYears = 10

// Game is one game being played.
type Game struct {
	E       *rules.Engine
	S       *rules.State
	players []Player
	die     rules.Die
	years   int
	log     func(Event)
	after   func(*rules.State)
	check   bool

	res Result
	// ledger is what each treasury must hold, from the money the rules moved; rp the
	// Reverence Points last seen: the invariants compare the state with them.
	ledger    []int
	rp        []int
	sea       *season              // the campaigning season being played
	last      *season              // the season before, whose tables the next one reuses
	places    []rules.Place        // every place, for one-place legs (only)
	fs        []force              // the phase's forces (forces), kept for the next phase
	forceOf   []int                // scratch: each troop's force (forces)
	moving    []int                // scratch: the forces that move (forces)
	size      []int                // scratch: the troops of each force (forces)
	ids       []int                // scratch: the IDs of every force, cut by force (forces)
	idx       []int                // scratch: and their indexes in S.Troops
	super     []bool               // scratch by manor: supervised (supervise)
	byCounter counterIndex         // scratch: a seat's troops by counter (writeBack)
	kept      []bool               // scratch by troop: stays after the winter (writeBack)
	estTroops []rules.Soldier      // scratch: a seat's troops as the winter takes them (estateSoldiers)
	held      []rules.Holding      // scratch: a seat's holdings (holdings)
	heldAt    []int                // scratch: the manor of each of held, by index in S.Manors
	stay      []int                // scratch: the forces that stay, by seat and place (stayTable)
	staySet   []int                // the slots of stay the last phase set
	coll      []gamedata.Collector // scratch by manor: its collector (collectors)
	count     []int                // scratch by place (byPlace)
	room      []int                // scratch by place: a seat's troops there (roomFor)
	foe       []bool               // scratch by place: another seat's troops there (roomFor)
	onManor   []manorSeats         // scratch by manor (onManors)
	index     troops[int]          // S.Troops by counter (troopIndex)
	gross     []int                // this autumn's income by seat (4.iii)
	meet      rules.Meeter         // the meetings' tables, kept from phase to phase
	mv        moveScratch          // move's tables by force, kept from phase to phase
	planArena arena[plan]          // the season's ordered plans (plan)
	flagArena arena[bool]          // and their phase flags
	evIDs     keeper               // the events' lists of moving troops (move)
	checked   []rules.Orders       // by seat: its sheet checked, kept for the next season's (checkSheet)
	year      rules.Year
}

// ErrStuck is returned when a game does not end within its years: a bug, never a rule.
var ErrStuck = errors.New("the game ran past its last year")

// New sets a game up as section 3 does.
func New(e *rules.Engine, c Config) (*Game, error) {
	if len(c.Players) != len(c.Seats) {
		return nil, fmt.Errorf("new game: %d seats but %d players", len(c.Seats), len(c.Players))
	}
	if c.Die == nil {
		return nil, fmt.Errorf("new game: no die")
	}
	s, err := e.NewGame(rules.Setup{Seats: c.Seats, Rules: c.Rules})
	if err != nil {
		return nil, err
	}
	g := &Game{E: e, S: s, players: c.Players, die: c.Die, years: c.Years, log: c.Log, after: c.AfterStep, check: c.Check}
	if g.years <= 0 {
		g.years = DefaultYears
	}
	for _, p := range s.Players {
		g.ledger = append(g.ledger, p.Treasury)
		g.rp = append(g.rp, p.Reverence)
	}
	g.res.init(g)
	return g, nil
}

// Run plays the game to its end and returns its result. An error means the engine met a
// state the rules do not cover, which is a bug to report, never a move of a player.
func (g *Game) Run() (*Result, error) {
	for !g.res.Over() {
		if g.S.Year > max(g.years, g.E.D.Game.Victory.AdvancedYears)+1 {
			return &g.res, ErrStuck
		}
		if err := g.Step(); err != nil {
			return &g.res, fmt.Errorf("year %d, %s: %w", g.S.Year, g.S.SeasonName(), err)
		}
		if g.after != nil {
			g.after(g.S)
		}
	}
	return &g.res, nil
}

// Step plays one season: a campaigning season with its end-of-season steps, or a winter
// with the fate roll after it.
func (g *Game) Step() error {
	if g.S.SeasonName() == rules.Winter {
		if err := g.winter(); err != nil {
			return err
		}
		return g.fate()
	}
	return g.campaign()
}

// counterIDs is one more than the highest counter ID of the counter mix: the room the
// per-troop tables are made with.
func (g *Game) counterIDs() int {
	n := 0
	for _, t := range g.E.D.Troops {
		n = max(n, t.IDs[1]+1)
	}
	return min(n, 1<<10) // a bound for odd data; the tables grow past it if they must
}

// Result is how a game went, for one game's report and simulate's statistics.
func (g *Game) Result() *Result { return &g.res }

// view is what a seat sees when it is asked something.
func (g *Game) view(p rules.Seat) View {
	v := View{Seat: p, S: g.S, E: g.E}
	if g.sea != nil {
		v.start = &g.sea.start
	}
	return v
}

// emit records an event: its count in the result, and the log.
func (g *Game) emit(ev Event) {
	ev.Year, ev.Season, ev.Phase = g.S.Year, g.S.Season, g.S.Phase
	g.res.Fired[ev.Kind]++
	if g.log != nil {
		g.log(ev)
	}
}

// credit moves money the rules move: income, loot, winter spending (negative).
func (g *Game) credit(p rules.Seat, bz int) {
	g.S.Players[p].Treasury += bz
	g.ledger[p] += bz
}

// invariants checks the state after a step: everything Validate proves, and what only a
// whole game can: money changed only by the rules' payments, Reverence Points never lost.
func (g *Game) invariants(step string) {
	if !g.check {
		return
	}
	var broken []string
	if err := g.S.Validate(); err != nil {
		broken = append(broken, err.Error())
	}
	for p, pl := range g.S.Players {
		if pl.Treasury != g.ledger[p] {
			broken = append(broken, fmt.Sprintf("%s: treasury %d Bz, the rules' payments give %d Bz", g.S.SeatName(rules.Seat(p)), pl.Treasury, g.ledger[p]))
		}
		if pl.Reverence < g.rp[p] {
			broken = append(broken, fmt.Sprintf("%s: Reverence Points fell from %d to %d", g.S.SeatName(rules.Seat(p)), g.rp[p], pl.Reverence))
		}
		g.rp[p] = pl.Reverence
	}
	g.res.Checked++
	for _, b := range broken {
		g.res.Broken++
		if len(g.res.BrokenText) < 20 {
			g.res.BrokenText = append(g.res.BrokenText, fmt.Sprintf("year %d %s (%s): %s", g.S.Year, g.S.SeasonName(), step, b))
		}
	}
}

// seats is every seat in order.
func (g *Game) seats() []rules.Seat {
	out := make([]rules.Seat, len(g.S.Players))
	for i := range out {
		out[i] = rules.Seat(i)
	}
	return out
}

// troopIndex is the index in S.Troops of a seat's counter, or -1. The loop asks it for
// every troop in every step, so it keeps an index, checked at each use and rebuilt when
// the roster changed under it (a death, a promotion, a hire).
func (g *Game) troopIndex(p rules.Seat, id int) int {
	k := tkey{p, id}
	if i, ok := g.index.get(k); ok && i < len(g.S.Troops) && g.S.Troops[i].Seat == p && g.S.Troops[i].ID == id {
		return i
	}
	if g.index.seats == 0 {
		g.index = newTroopsFor[int](len(g.S.Players), g.counterIDs())
	}
	g.index.clear()
	for i, t := range g.S.Troops {
		g.index.set(tkey{t.Seat, t.ID}, i)
	}
	if i, ok := g.index.get(k); ok {
		return i
	}
	return -1
}

// manorsOf lists the manors a seat holds, by index.
func (g *Game) manorsOf(p rules.Seat) []int {
	var out []int
	for i, m := range g.S.Manors {
		if m.Owner == p {
			out = append(out, i)
		}
	}
	return out
}

// manorCount is len(manorsOf), without the list: the majority is counted after every
// phase.
func (g *Game) manorCount(p rules.Seat) int {
	n := 0
	for i := range g.S.Manors {
		if g.S.Manors[i].Owner == p {
			n++
		}
	}
	return n
}

// onPlace lists the indexes of the troops standing on a place, of any seat.
func (g *Game) onPlace(at rules.Place) []int {
	var out []int
	for i, t := range g.S.Troops {
		if !t.Pos.Between() && t.Pos.At == at {
			out = append(out, i)
		}
	}
	return out
}
