package rules

import (
	"fmt"
	"slices"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

// Soldier is one troop counter in play: its ID in its colour, its type and grade, and
// whether it shows its wounded side.
type Soldier struct {
	ID      int
	Type    *gamedata.Troop
	Wounded bool
}

// Strength is the combat strength the counter shows.
func (s Soldier) Strength() int {
	if s.Wounded {
		return s.Type.Wounded
	}
	return s.Type.Strength
}

// Force is one side of a combat. Bonus is the attack value a manor house or castle adds
// (Defence); it is 0 for attackers and for forces in the open.
type Force struct {
	Player string
	Troops []Soldier
	Bonus  int
}

// Sides of a combat: A and B, indexes into two-element arrays. None means neither.
const (
	A    = 0
	B    = 1
	None = -1
)

// Round is everything that happened in one combat round, in the order the rules play it.
type Round struct {
	N         int                // 1 for the first round
	Engaged   [2][]int           // IDs fighting this round (all, or two at a choke point)
	Strength  [2]int             // sum of the engaged troops' combat strengths
	Bonus     [2]int             // manor house or castle
	AttackDie [2]int             // each side's die for its attack value
	AV        [2]int             // attack values
	Diff      int                // difference in attack values
	Stronger  int                // A, B, or None when equal
	Entry     [2]gamedata.Wounds // each side's line of the combat results table
	WoundDie  [2]int             // each side's die for its entry; 0 when it needed none
	Wounds    [2]int             // wounds each side takes
	Wounded   [2][]int           // IDs turned to their wounded side
	Killed    [2][]int           // IDs killed by a second wound
}

// Battle is a whole combat: its rounds, who withdrew, who won, and what is left.
type Battle struct {
	Rounds   []Round
	Withdrew [2]bool
	Winner   int // A, B, or None (both withdrew, or both destroyed)
	Forces   [2]Force
}

// Chooser picks which soldier takes a wound from the candidates the rules allow
// (indexes into troops). It stands for the owning player's choice.
type Chooser func(side int, candidates []int, troops []Soldier) int

// Weakest is the default choice: the candidate with the lowest combat strength, the
// first of them in the force's order on a tie. It is what both 1989 examples choose.
func Weakest(_ int, candidates []int, troops []Soldier) int {
	best := candidates[0]
	for _, c := range candidates[1:] {
		if troops[c].Strength() < troops[best].Strength() {
			best = c
		}
	}
	return best
}

// Withdrawer decides whether a side withdraws. It is asked after each round from the
// round the rules allow, and on consecrated ground also before the first (round == 0).
type Withdrawer func(side, round int, b *Battle) bool

// Never is a Withdrawer for forces that fight to the end.
func Never(int, int, *Battle) bool { return false }

// FightOptions are the circumstances of a combat.
type FightOptions struct {
	ChokePoint  bool       // only a few soldiers a side engage (8.iv)
	Consecrated bool       // abbey or priory: withdrawal allowed before combat (9.ii)
	Withdraw    Withdrawer // nil: Never
	Choose      Chooser    // nil: Weakest
	MaxRounds   int        // safety stop for automated play; 0: 100
}

// Fight plays a combat to its end: until a side is destroyed or withdraws. A side with
// no troops has lost before a blow is struck: no round is played, and two empty sides
// have no winner. A chooser that picks a soldier the rules do not offer, or a die that
// rolls a face it does not have, is an error.
func (e *Engine) Fight(forces [2]Force, die Die, o FightOptions) (Battle, error) {
	if o.Withdraw == nil {
		o.Withdraw = Never
	}
	if o.Choose == nil {
		o.Choose = Weakest
	}
	if o.MaxRounds == 0 {
		o.MaxRounds = 100
	}
	b := Battle{Winner: None}
	for i := range forces {
		b.Forces[i] = Force{Player: forces[i].Player, Bonus: forces[i].Bonus, Troops: slices.Clone(forces[i].Troops)}
		for _, s := range forces[i].Troops {
			if s.Type == nil {
				return Battle{}, fmt.Errorf("combat: soldier %02d of side %c has no troop type", s.ID, 'A'+i)
			}
		}
	}
	if e.destroyed(&b) {
		return b, nil
	}
	if o.Consecrated && e.withdrawals(&b, 0, o) {
		return b, nil
	}
	c := check(die)
	for n := 1; n <= o.MaxRounds; n++ {
		r, err := e.round(&b.Forces, n, c, o)
		if err == nil {
			err = c.err
		}
		if err != nil {
			return b, fmt.Errorf("combat round %d: %w", n, err)
		}
		b.Rounds = append(b.Rounds, r)
		if e.destroyed(&b) {
			return b, nil
		}
		if n >= e.D.Game.Combat.WithdrawAfter && e.withdrawals(&b, n, o) {
			return b, nil
		}
	}
	return b, nil
}

// withdrawals asks both sides; if either leaves, the battle ends and the other, if it
// stays, is the victor.
func (e *Engine) withdrawals(b *Battle, round int, o FightOptions) bool {
	for side := range b.Withdrew {
		b.Withdrew[side] = o.Withdraw(side, round, b)
	}
	switch {
	case b.Withdrew[A] && b.Withdrew[B]:
		b.Winner = None
	case b.Withdrew[A]:
		b.Winner = B
	case b.Withdrew[B]:
		b.Winner = A
	default:
		return false
	}
	return true
}

func (e *Engine) destroyed(b *Battle) bool {
	empty := [2]bool{len(b.Forces[A].Troops) == 0, len(b.Forces[B].Troops) == 0}
	switch {
	case empty[A] && empty[B]:
		b.Winner = None
	case empty[A]:
		b.Winner = B
	case empty[B]:
		b.Winner = A
	default:
		return false
	}
	return true
}

// round plays one combat round (8.ii): attack values, the table, wound dice, wounds.
func (e *Engine) round(forces *[2]Force, n int, die *checked, o FightOptions) (Round, error) {
	r := Round{N: n}
	engaged := [2][]int{}
	for s := range forces {
		engaged[s] = e.engaged(forces[s], o.ChokePoint)
		for _, i := range engaged[s] {
			r.Engaged[s] = append(r.Engaged[s], forces[s].Troops[i].ID)
			r.Strength[s] += forces[s].Troops[i].Strength()
		}
		r.Bonus[s] = forces[s].Bonus
	}
	for s := range forces {
		r.AttackDie[s] = die.roll()
		r.AV[s] = r.Strength[s] + r.Bonus[s] + r.AttackDie[s]
	}
	r.Diff, r.Stronger = r.AV[A]-r.AV[B], A
	if r.Diff < 0 {
		r.Diff, r.Stronger = -r.Diff, B
	}
	if r.Diff == 0 {
		r.Stronger = None
	}
	row, err := e.ResultRow(r.Diff)
	if err != nil {
		return r, err
	}
	for s := range forces {
		r.Entry[s] = row.Weaker
		if s == r.Stronger {
			r.Entry[s] = row.Stronger
		}
	}
	for s := range forces {
		r.Wounds[s] = r.Entry[s].Count
		if r.Entry[s].On > 0 {
			r.WoundDie[s] = die.roll()
			if r.WoundDie[s] < r.Entry[s].On {
				r.Wounds[s] = 0
			}
		}
	}
	for s := range forces {
		r.Wounded[s], r.Killed[s], err = allocate(&forces[s], s, engaged[s], r.Wounds[s], n, o.Choose)
		if err != nil {
			return r, err
		}
	}
	return r, nil
}

// engaged lists the indexes of the soldiers fighting: all of them, or at a choke point
// the first few in the force's order, who are replaced only when they die.
func (e *Engine) engaged(f Force, choke bool) []int {
	n := len(f.Troops)
	if choke {
		n = min(n, e.D.Game.Combat.ChokeFighters)
	}
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	return idx
}

// allocate gives out a side's wounds by 8.iii and the edition decisions
// "wound-allocation" and "excess-wounds": in the first round unwounded soldiers first,
// one wound each; from the second round wounded soldiers first, and a soldier wounded
// earlier in the same round counts as wounded. When no soldier of the kind the rule wants
// is left, any engaged soldier may take the wound. A second wound kills. A choice outside
// the candidates offered is an error.
func allocate(f *Force, side int, engaged []int, wounds, round int, choose Chooser) (wounded, killed []int, err error) {
	want := func(i int) bool { return f.Troops[i].Wounded }
	if round == 1 {
		want = func(i int) bool { return !f.Troops[i].Wounded }
	}
	for ; wounds > 0 && len(engaged) > 0; wounds-- {
		cands := filter(engaged, want)
		if len(cands) == 0 {
			cands = engaged
		}
		i := choose(side, cands, f.Troops)
		if !slices.Contains(cands, i) {
			return nil, nil, fmt.Errorf("side %c chose soldier %d for a wound, not one of the candidates %v", 'A'+side, i, cands)
		}
		if f.Troops[i].Wounded {
			killed = append(killed, f.Troops[i].ID)
			f.Troops = slices.Delete(f.Troops, i, i+1)
			engaged = reindex(engaged, i)
			continue
		}
		f.Troops[i].Wounded = true
		wounded = append(wounded, f.Troops[i].ID)
	}
	// A soldier wounded and then killed in the same round counts only as killed.
	wounded = slices.DeleteFunc(wounded, func(id int) bool { return slices.Contains(killed, id) })
	return wounded, killed, nil
}

func filter(idx []int, keep func(int) bool) []int {
	var out []int
	for _, i := range idx {
		if keep(i) {
			out = append(out, i)
		}
	}
	return out
}

// reindex drops index gone from the engaged list and shifts the indexes after it, as the
// soldier was deleted from the force.
func reindex(idx []int, gone int) []int {
	out := idx[:0]
	for _, i := range idx {
		switch {
		case i < gone:
			out = append(out, i)
		case i > gone:
			out = append(out, i-1)
		}
	}
	return out
}

// ResultRow is the line of the combat results table for a difference in attack values.
// The difference is counted from the weaker side, so it is never negative.
func (e *Engine) ResultRow(diff int) (gamedata.ResultRow, error) {
	if diff < 0 {
		return gamedata.ResultRow{}, fmt.Errorf("a difference in attack values of %d; it is counted from the weaker side and is never below 0", diff)
	}
	for _, row := range e.D.Game.Combat.Results {
		if row.Covers(diff) {
			return row, nil
		}
	}
	// The data invariants guarantee a row for every difference from 0.
	return gamedata.ResultRow{}, fmt.Errorf("no line of the combat results table covers a difference of %d", diff)
}

// Castle is the state of a manor's castle.
type Castle int

const (
	NoCastle Castle = iota
	CastleSound
	CastleDamaged
)

// DefenceBonus is the attack value added to defenders of a manor they hold (13): in the
// open or inside the manor house or castle. A castle replaces the manor house (edition
// decision "castle-and-manor-house").
func (e *Engine) DefenceBonus(c Castle, inside bool) int {
	d := e.D.Game.Defence
	switch {
	case c == CastleSound && inside:
		return d.CastleKeep
	case c == CastleSound:
		return d.CastleOpen
	case c == CastleDamaged && inside:
		return d.DamagedKeep
	case c == CastleDamaged:
		return d.DamagedOpen
	case inside:
		return d.ManorHouse
	}
	return 0
}

// Arrival is a force reaching a position. Forces with equal Order arrived together.
type Arrival struct {
	Player string
	Order  int
}

// FightOrder settles a combat of more than two forces (8.v): the first two to arrive
// fight, and each later one fights the winner. Forces that arrive together roll; the
// lowest fight first; ties roll again among themselves (edition "multiple-combat").
func FightOrder(arrivals []Arrival, die Die) ([]string, error) {
	as := slices.Clone(arrivals)
	slices.SortStableFunc(as, func(x, y Arrival) int { return x.Order - y.Order })
	c := check(die)
	var out []string
	for i := 0; i < len(as); {
		j := i
		for j < len(as) && as[j].Order == as[i].Order {
			j++
		}
		group := make([]string, 0, j-i)
		for _, a := range as[i:j] {
			group = append(group, a.Player)
		}
		out = append(out, rollOff(group, c, lowFirst)...)
		i = j
	}
	if c.err != nil {
		return nil, fmt.Errorf("order of multiple combat: %w", c.err)
	}
	return out, nil
}

// Which roll of a roll-off goes first.
const (
	lowFirst  = false
	highFirst = true
)

// rollOff orders players by a die each, the lowest or the highest roll first, rolling
// again among ties. Every player comes out once: the faces are counted from the die's
// own range, and a broken die is caught by the checked reader. After many tied rerolls
// (only a broken die does that) it keeps the order it was given.
func rollOff(players []string, die *checked, high bool) []string {
	return rollOffDepth(players, die, high, 0)
}

func rollOffDepth(players []string, die *checked, high bool, depth int) []string {
	if len(players) < 2 || depth > 50 {
		return players
	}
	byRoll := make([][]string, DieFaces+1)
	for _, p := range players {
		r := die.roll() // 1 to DieFaces, always
		byRoll[r] = append(byRoll[r], p)
	}
	if high {
		slices.Reverse(byRoll)
	}
	var out []string
	for _, tied := range byRoll {
		out = append(out, rollOffDepth(tied, die, high, depth+1)...)
	}
	return out
}

// SiegeSucceeds reports whether a siege of defenders shut in a manor house or castle has
// succeeded (13.iii): at the end of the last movement phase of the siege's final season
// the defenders must fight at their normal attack values. The battle is then fought at
// once, the defenders' Force with no Bonus, and the besiegers cannot refuse it (edition
// "siege-battle"). season counts the seasons of the siege from 1.
func (e *Engine) SiegeSucceeds(season, phase int) bool {
	s := e.D.Game.Defence.SiegeSeasons
	return season > s || (season == s && phase >= e.D.Game.Movement.Phases)
}

// MayPillageInSiege reports whether besiegers may pillage in this season of the siege:
// only in the first (13.iii), as they enter; staying on is no new entry (edition
// "pillage-limit").
func MayPillageInSiege(season int) bool { return season == 1 }
