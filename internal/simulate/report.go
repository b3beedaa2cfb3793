package simulate

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// Schema names the JSON document's format; it changes when a field changes meaning.
const Schema = "excalibur-kit/simulate/1"

// Report is what a run of games shows. Means are over the finished games unless a
// field says otherwise, rounded to 4 decimals so that the document reads well; the
// fields are described one by one in docs/simulate.md.
type Report struct {
	Schema    string      `json:"schema"`
	Seed      uint64      `json:"seed"`
	Players   int         `json:"players"`
	Kind      string      `json:"player_kind"`
	Table     string      `json:"table"`
	Counts    []Count     `json:"player_counts"`
	SeatKinds []KindSeats `json:"seat_kinds"`
	Rules     string      `json:"rules"`
	YearLimit int         `json:"year_limit"`
	Games     int         `json:"games"`
	Finished  int         `json:"finished"`
	Errors    []GameError `json:"errors"`
	Years     Spread      `json:"years"`
	Ends      Ends        `json:"ends"`
	Roads     []Share     `json:"roads"`
	Seats     []Share     `json:"seats"`
	ByYear    []Year      `json:"by_year"`
	Manors    []Manor     `json:"manors"`
	Combats   Spread      `json:"combats"`
	Checks    Checks      `json:"invariants"`
	Fired     []Fired     `json:"rules_fired"`
	Unfired   []string    `json:"in_play_never_fired"`

	// What the sums are made of until finish turns them into means.
	yearSum, combatSum int
	income, treasury   []sum
	claims, held       []int
	claimedIn          []int
	fired, firedIn     [play.NumKinds]int
	rules              rules.Rules
}

// Count is how many finished games had so many players.
type Count struct {
	Players int `json:"players"`
	Games   int `json:"games"`
}

// KindSeats is how many seats of the finished games a kind of player sat in.
type KindSeats struct {
	Kind  string `json:"kind"`
	Seats int    `json:"seats"`
}

// GameError is a game that did not finish: a bug in the engine or a player, with what
// it takes to play the game again.
type GameError struct {
	Game    int      `json:"game"` // from 0, in the run's order
	Seed    uint64   `json:"seed"` // the game's own seed (GameSeed)
	Entries []int    `json:"entries"`
	Kinds   []string `json:"kinds"` // each seat's player, when the table was drawn; else empty
	Error   string   `json:"error"`
}

// Spread is the mean, least and greatest of a number over the finished games.
type Spread struct {
	Mean float64 `json:"mean"`
	Min  int     `json:"min"`
	Max  int     `json:"max"`
}

// Ends counts the finished games by how they ended.
type Ends struct {
	Victory   int `json:"victory"`   // a player held enough manors (2)
	Valuation int `json:"valuation"` // the year limit came and assets were valued (16)
	Reverence int `json:"reverence"` // the advanced game ended on Reverence Points (17)
}

// Share is how often an entry road, or a seat, won: Wins counts a win shared by a tie
// of k players as 1/k to each, Share is Wins over the games it was played in.
type Share struct {
	Road  int     `json:"road,omitempty"` // for Roads
	Seat  int     `json:"seat,omitempty"` // for Seats, from 1
	Games int     `json:"games"`
	Wins  float64 `json:"wins"`
	Share float64 `json:"share"`
}

// Year is the money of one year, the mean over every seat of the games that reached
// it: the autumn's harvest and the treasury after the winter. Year 0 is the opening.
type Year struct {
	Year          int     `json:"year"`
	IncomeGames   int     `json:"income_games"`
	Income        float64 `json:"income"`
	TreasuryGames int     `json:"treasury_games"`
	Treasury      float64 `json:"treasury"`
}

// Manor is how a manor fared: claimed how many times a game, held for how many seasons
// a game (by anyone), and in how many games it was claimed at all.
type Manor struct {
	ID        string  `json:"id"`
	Name      string  `json:"name"`
	Claims    float64 `json:"claims"`
	Held      float64 `json:"held_seasons"`
	ClaimedIn int     `json:"claimed_in"`
}

// Checks is the game invariants: how many times they were checked after a step, how
// many broke (this must be 0), and the first few that did.
type Checks struct {
	Checked int      `json:"checked"`
	Broken  int      `json:"broken"`
	First   []string `json:"first"`
}

// Fired is one rule: how often it fired a game, and in how many games at all; whether
// the rules in play can make it fire, and if not, why (NotInPlay).
type Fired struct {
	Kind      string  `json:"kind"`
	Section   string  `json:"section"`
	Mean      float64 `json:"mean"`
	Games     int     `json:"games"`
	InPlay    bool    `json:"in_play"`
	NotInPlay string  `json:"not_in_play"`
}

// firstBroken is how many broken invariants the report quotes.
const firstBroken = 10

// sum is a running total and how many games it is over.
type sum struct{ total, seats, games int }

func newReport(e *rules.Engine, c Config) *Report {
	r := &Report{
		Schema: Schema, Seed: c.Seed, Players: c.Players, Kind: c.Kind, Rules: c.Rules.String(),
		YearLimit: c.Years, Games: c.Games, Errors: []GameError{},
		Checks: Checks{First: []string{}}, Table: "fixed", Counts: []Count{}, SeatKinds: []KindSeats{},
		Unfired: []string{}, rules: c.Rules,
	}
	if c.Mix != nil {
		r.Table, r.Kind = "mixed", strings.Join(c.Mix.Kinds, " or ")
	}
	if r.YearLimit <= 0 {
		r.YearLimit = play.DefaultYears
	}
	if c.Rules.Has(rules.RuleAdvanced) {
		r.YearLimit = e.D.Game.Victory.AdvancedYears
	}
	for _, en := range e.D.Valley.Entries {
		r.Roads = append(r.Roads, Share{Road: en.Number})
	}
	slices.SortFunc(r.Roads, func(a, b Share) int { return a.Road - b.Road })
	for k := range c.Players {
		r.Seats = append(r.Seats, Share{Seat: k + 1})
	}
	for _, m := range e.D.Manors {
		r.Manors = append(r.Manors, Manor{ID: m.ID, Name: m.Name})
	}
	n := len(e.D.Manors)
	r.claims, r.held, r.claimedIn = make([]int, n), make([]int, n), make([]int, n)
	return r
}

// add sums one game up. Invariants count for every game that got as far as playing;
// everything else only for the games that finished.
func (r *Report) add(o outcome) {
	if o.res != nil {
		r.addChecks(o)
	}
	if o.err != nil {
		r.Errors = append(r.Errors, GameError{Game: o.game, Seed: o.seed, Entries: o.entries, Kinds: append([]string{}, o.kinds...), Error: o.err.Error()})
		return
	}
	res := o.res
	r.Finished++
	r.addTable(o)
	r.addYears(res)
	r.addWins(res)
	r.income = addTable(r.income, res.Income)
	r.treasury = addTable(r.treasury, res.Treasury)
	for m := range r.Manors {
		r.claims[m] += at(res.Claims, m)
		r.held[m] += at(res.Held, m)
		if at(res.Claims, m) > 0 {
			r.claimedIn[m]++
		}
	}
	for k, n := range res.Fired {
		r.fired[k] += n
		if n > 0 {
			r.firedIn[k]++
		}
	}
}

// addTable counts the game's players, and the seats of each kind.
func (r *Report) addTable(o outcome) {
	n := len(o.entries)
	i, found := slices.BinarySearchFunc(r.Counts, n, func(c Count, n int) int { return c.Players - n })
	if !found {
		r.Counts = slices.Insert(r.Counts, i, Count{Players: n})
	}
	r.Counts[i].Games++
	kinds := o.kinds
	if kinds == nil {
		kinds = slices.Repeat([]string{r.Kind}, n)
	}
	for _, k := range kinds {
		i := slices.IndexFunc(r.SeatKinds, func(s KindSeats) bool { return s.Kind == k })
		if i < 0 {
			i = len(r.SeatKinds)
			r.SeatKinds = append(r.SeatKinds, KindSeats{Kind: k})
		}
		r.SeatKinds[i].Seats++
	}
}

func (r *Report) addChecks(o outcome) {
	r.Checks.Checked += o.res.Checked
	r.Checks.Broken += o.res.Broken
	for _, t := range o.res.BrokenText {
		if len(r.Checks.First) < firstBroken {
			r.Checks.First = append(r.Checks.First, gameTag(o)+t)
		}
	}
}

func (r *Report) addYears(res *play.Result) {
	if r.Finished == 1 || res.Years < r.Years.Min {
		r.Years.Min = res.Years
	}
	r.Years.Max = max(r.Years.Max, res.Years)
	r.yearSum += res.Years
	if r.Finished == 1 || res.Combats < r.Combats.Min {
		r.Combats.Min = res.Combats
	}
	r.Combats.Max = max(r.Combats.Max, res.Combats)
	r.combatSum += res.Combats
	switch res.End {
	case play.Majority:
		r.Ends.Victory++
	case play.Valued:
		r.Ends.Valuation++
	case play.Reverence:
		r.Ends.Reverence++
	}
}

// addWins shares the game's win among its winners and counts the game for every seat
// and every road played.
func (r *Report) addWins(res *play.Result) {
	share := 0.0
	if len(res.Winners) > 0 {
		share = 1 / float64(len(res.Winners))
	}
	for k, road := range res.Entries {
		won := slices.Contains(res.Winners, rules.Seat(k))
		if k < len(r.Seats) {
			r.Seats[k].Games++
			if won {
				r.Seats[k].Wins += share
			}
		}
		if i := slices.IndexFunc(r.Roads, func(s Share) bool { return s.Road == road }); i >= 0 {
			r.Roads[i].Games++
			if won {
				r.Roads[i].Wins += share
			}
		}
	}
}

// addTable adds a game's per-year, per-seat table to the running sums by year.
func addTable(sums []sum, t [][]int) []sum {
	for y, row := range t {
		if y >= len(sums) {
			sums = append(sums, sum{})
		}
		for _, v := range row {
			sums[y].total += v
		}
		sums[y].seats += len(row)
		sums[y].games++
	}
	return sums
}

// finish turns the sums into means.
func (r *Report) finish() {
	games := float64(r.Finished)
	r.Years.Mean = mean(r.yearSum, games)
	r.Combats.Mean = mean(r.combatSum, games)
	for _, ss := range [][]Share{r.Roads, r.Seats} {
		for i := range ss {
			ss[i].Share = mean4(ss[i].Wins, float64(ss[i].Games))
			ss[i].Wins = round(ss[i].Wins)
		}
	}
	for y := range max(len(r.income), len(r.treasury)) {
		row := Year{Year: y}
		if y < len(r.income) {
			s := r.income[y]
			row.IncomeGames, row.Income = s.games, mean(s.total, float64(s.seats))
		}
		if y < len(r.treasury) {
			s := r.treasury[y]
			row.TreasuryGames, row.Treasury = s.games, mean(s.total, float64(s.seats))
		}
		r.ByYear = append(r.ByYear, row)
	}
	for m := range r.Manors {
		r.Manors[m].Claims = mean(r.claims[m], games)
		r.Manors[m].Held = mean(r.held[m], games)
		r.Manors[m].ClaimedIn = r.claimedIn[m]
	}
	for k := range play.NumKinds {
		why := NotInPlay(r.rules, k)
		r.Fired = append(r.Fired, Fired{Kind: k.String(), Section: k.Section(), Mean: mean(r.fired[k], games), Games: r.firedIn[k], InPlay: why == "", NotInPlay: why})
		if why == "" && r.firedIn[k] == 0 && r.Finished > 0 {
			r.Unfired = append(r.Unfired, k.String())
		}
	}
}

// mean is n over d rounded, and 0 when there is nothing to divide by.
func mean(n int, d float64) float64 { return mean4(float64(n), d) }

func mean4(n, d float64) float64 {
	if d == 0 {
		return 0
	}
	return round(n / d)
}

// round keeps 4 decimals: enough to compare runs, few enough to read.
func round(x float64) float64 { return math.Round(x*1e4) / 1e4 }

// gameTag names a game in a message: its number and its seed, to play it again.
func gameTag(o outcome) string { return fmt.Sprintf("game %d (seed %d): ", o.game, o.seed) }

// at is t[i], or 0 past its end.
func at(t []int, i int) int {
	if i < len(t) {
		return t[i]
	}
	return 0
}
