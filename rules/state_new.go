package rules

import (
	"fmt"
	"slices"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

// The set-up of section 3: each player takes a colour, the lord and the start troops of
// game.toml, picks an entry road and writes the starting treasury. The game opens in the
// autumn of year 0 with every player's troops on the entry point of their road, before
// the season's movement brings them to the first manor.

// MinPlayers is the smallest game the rules provide for: the two-player game (2).
const MinPlayers = 2

// SeatChoice is one player's choices at set-up. Colour "" takes the first colour of
// players.toml no one else took; Entry 0 leaves the road to FarthestEntries. Religion
// is declared at the start of the advanced game (edition "religion-choice").
type SeatChoice struct {
	Colour   string
	Entry    int
	Religion string
}

// Setup is how a game begins: its players in seat order and the rules in play.
type Setup struct {
	Seats []SeatChoice
	Rules Rules
}

// NewGame sets up a game. Every choice left open is settled the same way on every run.
func (e *Engine) NewGame(su Setup) (*State, error) {
	n := len(su.Seats)
	if n < MinPlayers || n > len(e.D.Players) || n > len(e.D.Valley.Entries) {
		return nil, fmt.Errorf("new game for %d: the game takes %d to %d players", n, MinPlayers, min(len(e.D.Players), len(e.D.Valley.Entries)))
	}
	s := &State{e: e, Rules: su.Rules, Season: slices.Index(Seasons, Autumn)}
	s.Manors = make([]ManorState, len(e.D.Manors))
	for i := range s.Manors {
		s.Manors[i] = ManorState{Owner: NoSeat, Holding: Holding{Manor: &e.D.Manors[i], Collector: gamedata.NoOne}}
	}
	s.Washed = make([]bool, len(e.D.Valley.Chokes))
	colours, err := e.colours(su.Seats)
	if err != nil {
		return nil, err
	}
	entries, err := e.entries(su.Seats)
	if err != nil {
		return nil, err
	}
	for i, c := range su.Seats {
		if err := s.seat(Seat(i), colours[i], entries[i], c.Religion); err != nil {
			return nil, err
		}
	}
	// The set-up comes from the data; a state that fails here means the data and the
	// rules disagree, which the caller must hear about rather than play on.
	if err := s.Validate(); err != nil {
		return nil, fmt.Errorf("new game: %w", err)
	}
	return s, nil
}

// seat gives one player the lord and the start troops on the entry point.
func (s *State) seat(p Seat, colour *gamedata.Player, entry int, religion string) error {
	e := s.e
	if s.Rules.Has(RuleAdvanced) != (religion != "") || religion != "" && !slices.Contains(e.religions(), religion) {
		return fmt.Errorf("new game: %s: religion %q; the advanced game needs one of %v, the others none", colour.ID, religion, e.religions())
	}
	at, ok := e.Place(gamedata.EntryNode(entry))
	if !ok {
		return fmt.Errorf("new game: %s: entry road %d is not on the board", colour.ID, entry)
	}
	lord := e.D.Lord()
	s.Players = append(s.Players, Player{Colour: colour, Entry: entry, Lord: lord.IDs[0], Religion: religion, Treasury: e.D.Game.Start.Treasury})
	types := append([]*gamedata.Troop{lord}, e.startTroops()...)
	for _, t := range types {
		id, ok := s.freeCounter(p, t)
		if !ok {
			return fmt.Errorf("new game: %s: no counter left for a %s", colour.ID, t.ID)
		}
		s.Troops = append(s.Troops, Troop{Seat: p, Soldier: Soldier{ID: id, Type: t}, Pos: OnPlace(at)})
	}
	return nil
}

func (e *Engine) startTroops() []*gamedata.Troop {
	var out []*gamedata.Troop
	for _, id := range e.D.Game.Start.Troops {
		out = append(out, e.D.Troop(id))
	}
	return out
}

// freeCounter is the lowest counter ID of a grade that the player has not in service.
func (s *State) freeCounter(p Seat, t *gamedata.Troop) (int, bool) {
	for id := t.IDs[0]; id <= t.IDs[1]; id++ {
		if !slices.ContainsFunc(s.Troops, func(x Troop) bool { return x.Seat == p && x.ID == id }) {
			return id, true
		}
	}
	return 0, false
}

// colours gives each seat its colour: the one it asked for, else the first free one.
func (e *Engine) colours(seats []SeatChoice) ([]*gamedata.Player, error) {
	out := make([]*gamedata.Player, len(seats))
	taken := func(c *gamedata.Player) bool { return slices.Contains(out, c) }
	for i, st := range seats {
		if st.Colour == "" {
			continue
		}
		c := e.D.Player(st.Colour)
		switch {
		case c == nil:
			return nil, fmt.Errorf("new game: seat %d: no colour %q in players.toml", i+1, st.Colour)
		case taken(c):
			return nil, fmt.Errorf("new game: seat %d: colour %s is taken", i+1, c.ID)
		}
		out[i] = c
	}
	for i := range out {
		for j := 0; out[i] == nil; j++ {
			if c := &e.D.Players[j]; !taken(c) {
				out[i] = c
			}
		}
	}
	return out, nil
}

// entries gives each seat its entry road: the one it asked for, the others from the
// roads left as FarthestEntries spreads them.
func (e *Engine) entries(seats []SeatChoice) ([]int, error) {
	out := make([]int, len(seats))
	var chosen []int
	for i, st := range seats {
		if st.Entry == 0 {
			continue
		}
		if slices.Contains(chosen, st.Entry) {
			return nil, fmt.Errorf("new game: seat %d: entry road %d is taken", i+1, st.Entry)
		}
		out[i] = st.Entry
		chosen = append(chosen, st.Entry)
	}
	free := e.FarthestEntries(len(seats), chosen)
	if len(free) != len(seats)-len(chosen) {
		return nil, fmt.Errorf("new game: %d entry roads left for %d players", len(free), len(seats)-len(chosen))
	}
	for i := range out {
		if out[i] == 0 {
			out[i], free = free[0], free[1:]
		}
	}
	return out, nil
}

// FarthestEntries chooses n entry roads, the given ones among them, so that the
// players start as far from one another as the roads allow (3): the choice whose two
// nearest entry points are farthest apart by road, then whose next nearest are, and so
// on; of choices equally spread, the one with the smallest road numbers. It returns the
// roads it added, in number order.
func (e *Engine) FarthestEntries(n int, given []int) []int {
	var all []int
	for _, en := range e.D.Valley.Entries {
		if !slices.Contains(given, en.Number) {
			all = append(all, en.Number)
		}
	}
	slices.Sort(all)
	var best, bestGaps []int
	for pick := range subsets(all, n-len(given)) {
		gaps := e.entryGaps(append(slices.Clone(given), pick...))
		if best == nil || slices.Compare(gaps, bestGaps) > 0 {
			best, bestGaps = slices.Clone(pick), gaps
		}
	}
	return best
}

// entryGaps is the road distance between every two entry points of a choice, shortest
// first; entries no road joins count as farther apart than any road.
func (e *Engine) entryGaps(entries []int) []int {
	var gaps []int
	far := e.Places()
	for i, a := range entries {
		for _, b := range entries[i+1:] {
			d, ok := e.Distance(gamedata.EntryNode(a), gamedata.EntryNode(b))
			if !ok {
				d = far
			}
			gaps = append(gaps, d)
		}
	}
	slices.Sort(gaps)
	return gaps
}

// subsets yields every k-element subset of items, in lexical order of positions.
func subsets(items []int, k int) func(yield func([]int) bool) {
	return func(yield func([]int) bool) {
		pick := make([]int, 0, k)
		var walk func(from int) bool
		walk = func(from int) bool {
			if len(pick) == k {
				return yield(pick)
			}
			for i := from; i <= len(items)-(k-len(pick)); i++ {
				pick = append(pick, items[i])
				if !walk(i + 1) {
					return false
				}
				pick = pick[:len(pick)-1]
			}
			return true
		}
		walk(0)
	}
}

// religions are the religions a lord may declare: those the religious sites name.
func (e *Engine) religions() []string {
	var out []string
	for _, im := range e.D.Improvements {
		if im.Religion != "" && !slices.Contains(out, im.Religion) {
			out = append(out, im.Religion)
		}
	}
	return out
}
