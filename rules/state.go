package rules

import (
	"fmt"
	"slices"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

// The state of a game between two steps of play: who plays, every troop counter on the
// board and where it stands, every manor and what is built on it, the bridges the floods
// took, the weather track, King Arthur's road, and the time of year. A season loop
// changes a State step by step; Validate (state_validate.go) says whether it is one the
// rules allow.
//
// The state is kept compact for simulation: slices indexed by small integers (a player's
// seat, a manor's index in the data, a road node's index in the engine's graph), no maps,
// and pointers only into the engine's read-only data, so Clone is a handful of copies.

// Seat is a player's place at the table, an index into State.Players.
type Seat int8

// NoSeat is the owner of a manor no one holds.
const NoSeat Seat = -1

// Place is a node of the road graph: a manor centre, Carse Abbey or Bestly Priory, an
// entry point or a milestone (roads.go). Places are numbered in the graph's id order.
type Place int16

// NoPlace is the far end of a position that stands on a place.
const NoPlace Place = -1

// MileParts is how finely a position between two places is measured: Along counts
// hundredths of the mile.
const MileParts = 100

// Position is where a troop stands: on a place (To is NoPlace, Along 0), or on the mile
// of road between two neighbouring places, Along hundredths of the way from At to To.
// Troops stand between places only when they meet an enemy there (6.viii).
type Position struct {
	At    Place
	To    Place
	Along uint8
}

// OnPlace is the position of a troop standing on a place.
func OnPlace(p Place) Position { return Position{At: p, To: NoPlace} }

// Between reports whether the position lies on a road between two places.
func (p Position) Between() bool { return p.To != NoPlace }

// key is the position in one form whichever end it is measured from, so two troops on
// the same spot of a mile compare equal.
func (p Position) key() Position {
	if p.Between() && p.To < p.At {
		return Position{At: p.To, To: p.At, Along: MileParts - p.Along}
	}
	return p
}

// Troop is one troop counter on the board: its owner, the counter (ID, grade, wounded
// side), whether it is shut in its manor house or castle (13.i), and where it stands.
// Counters not in service are not listed.
type Troop struct {
	Seat Seat
	Soldier
	Inside bool
	Pos    Position
}

// Player is one player: the colour of their counters, the entry road they came in by,
// their lord, religion, treasury and Reverence Points.
type Player struct {
	Colour *gamedata.Player
	Entry  int // the number of the entry road (3)
	// Lord is the counter ID of the lord: the lord's own counter, or the grade A knight
	// appointed after his death (10.iii); 0 while the player has none.
	Lord int
	// Leaderless is set when the lord dies: the player writes no more orders until the
	// winter, when a new lord may be appointed (10.i, 10.ii).
	Leaderless bool
	Religion   string // "christian" or "druid" in the advanced game, else ""
	Treasury   int    // Bz
	Reverence  int    // Reverence Points, advanced game
}

// ManorState is one manor as it stands: its owner, what its Holding records (supervision,
// improvements, smoke, castle, religious site and their damage), and how many seasons a
// siege of it has lasted. The Holding's Collector is not state: the harvest sets it from
// the troops on the centre.
type ManorState struct {
	Owner Seat
	Holding
	Siege int // seasons of the siege so far, from 1; 0 when none (13.iii)
}

// Rules are the optional and advanced rules in play, as a set of flags.
type Rules uint8

// The optional rules (12-16) and the advanced rules (17-22).
const (
	RuleWeather   Rules = 1 << iota // 12
	RuleCastles                     // 13: manor houses, castles and sieges
	RulePillage                     // 14
	RuleFate                        // 15, 25
	RuleValuation                   // 16
	RuleAdvanced                    // 17-22
)

// Has reports whether a rule is in play.
func (r Rules) Has(x Rules) bool { return r&x != 0 }

var ruleNames = []struct {
	r    Rules
	name string
}{
	{RuleWeather, "weather"}, {RuleCastles, "castle"}, {RulePillage, "pillage"},
	{RuleFate, "fate"}, {RuleValuation, "valuation"}, {RuleAdvanced, "advanced"},
}

func (r Rules) String() string {
	s := ""
	for _, n := range ruleNames {
		if r.Has(n.r) {
			if s != "" {
				s += ", "
			}
			s += n.name
		}
	}
	if s == "" {
		return "standard"
	}
	return s
}

// State is a whole game between two steps of play.
type State struct {
	e     *Engine
	Rules Rules

	// Year counts from 0, the opening autumn in which the lords enter the valley; the
	// advanced game ends with the autumn of year AdvancedYears (17).
	Year int
	// Season is an index into Seasons.
	Season int
	// Phase is how far the season has gone: in a campaigning season, the movement phases
	// played (0 before the first, Movement.Phases once the last is over); in winter, the
	// steps of WinterSteps done.
	Phase int

	Players []Player
	Troops  []Troop
	Manors  []ManorState // by index of D.Manors
	// Washed marks the bridges the spring floods took this year, by index of the board's
	// choke points (Valley.Chokes).
	Washed []bool
	// Weather is the weather counter's space on its track: the total of this year's
	// weather rolls so far (12).
	Weather int
	// Arthur is how many steps King Arthur has come along his road from Camelot (21).
	Arthur int
}

// Engine is the engine the state is played with.
func (s *State) Engine() *Engine { return s.e }

// SeasonName is the season by name (Spring, Summer, Autumn, Winter).
func (s *State) SeasonName() string {
	if s.Season < 0 || s.Season >= len(Seasons) {
		return fmt.Sprintf("season %d", s.Season)
	}
	return Seasons[s.Season]
}

// Clone is an independent copy: changing one never changes the other. Only the engine
// and its data are shared, and they are read-only.
func (s *State) Clone() *State {
	c := *s
	c.Players = slices.Clone(s.Players)
	c.Troops = slices.Clone(s.Troops)
	c.Manors = slices.Clone(s.Manors)
	c.Washed = slices.Clone(s.Washed)
	return &c
}

// Place is the place a road node id names ("foxwood", "entry-3", "wend-foxwood/2").
func (e *Engine) Place(id string) (Place, bool) {
	i, ok := e.roads().index[id]
	return Place(i), ok
}

// PlaceID is the road node id of a place; a number outside the board is named as such.
func (e *Engine) PlaceID(p Place) string {
	g := e.roads()
	if p < 0 || int(p) >= len(g.ids) {
		return fmt.Sprintf("place %d (not on the board)", p)
	}
	return g.ids[p]
}

// Places is the number of places on the board.
func (e *Engine) Places() int { return len(e.roads().ids) }

// Where names a position for people: the place, or the two ends of the mile and how far
// along it.
func (e *Engine) Where(p Position) string {
	if !p.Between() {
		return e.PlaceID(p.At)
	}
	return fmt.Sprintf("%d/%d of the way from %s to %s", p.Along, MileParts, e.PlaceID(p.At), e.PlaceID(p.To))
}

// Name is how messages name a troop: colour, counter ID and grade, as on the roster.
func (s *State) Name(t Troop) string {
	grade := "no grade"
	if t.Type != nil {
		grade = t.Type.ID
	}
	return fmt.Sprintf("troop %s %02d (%s)", s.SeatName(t.Seat), t.ID, grade)
}

// SeatName is the colour of a seat, for messages.
func (s *State) SeatName(p Seat) string {
	if p >= 0 && int(p) < len(s.Players) && s.Players[p].Colour != nil {
		return s.Players[p].Colour.ID
	}
	return fmt.Sprintf("seat %d", p)
}
