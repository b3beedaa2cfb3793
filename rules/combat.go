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

// Fight plays a combat to its end: until a side is destroyed or withdraws.
func (e *Engine) Fight(forces [2]Force, die Die, o FightOptions) Battle {
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
	}
	if o.Consecrated && e.withdrawals(&b, 0, o) {
		return b
	}
	for n := 1; n <= o.MaxRounds; n++ {
		b.Rounds = append(b.Rounds, e.round(&b.Forces, n, die, o))
		if e.destroyed(&b) {
			return b
		}
		if n >= e.D.Game.Combat.WithdrawAfter && e.withdrawals(&b, n, o) {
			return b
		}
	}
	return b
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
func (e *Engine) round(forces *[2]Force, n int, die Die, o FightOptions) Round {
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
		r.AttackDie[s] = die.Roll()
		r.AV[s] = r.Strength[s] + r.Bonus[s] + r.AttackDie[s]
	}
	r.Diff, r.Stronger = r.AV[A]-r.AV[B], A
	if r.Diff < 0 {
		r.Diff, r.Stronger = -r.Diff, B
	}
	if r.Diff == 0 {
		r.Stronger = None
	}
	row := e.ResultRow(r.Diff)
	for s := range forces {
		r.Entry[s] = row.Weaker
		if s == r.Stronger {
			r.Entry[s] = row.Stronger
		}
	}
	for s := range forces {
		r.Wounds[s] = r.Entry[s].Count
		if r.Entry[s].On > 0 {
			r.WoundDie[s] = die.Roll()
			if r.WoundDie[s] < r.Entry[s].On {
				r.Wounds[s] = 0
			}
		}
	}
	for s := range forces {
		r.Wounded[s], r.Killed[s] = allocate(&forces[s], s, engaged[s], r.Wounds[s], n, o.Choose)
	}
	return r
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

// allocate gives out a side's wounds by 8.iii and the edition decision
// "wound-allocation": in the first round unwounded soldiers first, one wound each; from
// the second round wounded soldiers first. A second wound kills.
func allocate(f *Force, side int, engaged []int, wounds, round int, choose Chooser) (wounded, killed []int) {
	hit := map[int]bool{}
	for ; wounds > 0 && len(engaged) > 0; wounds-- {
		var pick func(i int) bool
		if round == 1 {
			pick = func(i int) bool { return !f.Troops[i].Wounded && !hit[i] }
		} else {
			pick = func(i int) bool { return f.Troops[i].Wounded }
		}
		cands := filter(engaged, pick)
		if len(cands) == 0 {
			cands = engaged
		}
		i := choose(side, cands, f.Troops)
		hit[i] = true
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
	return wounded, killed
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
func (e *Engine) ResultRow(diff int) gamedata.ResultRow {
	for _, row := range e.D.Game.Combat.Results {
		if row.Covers(diff) {
			return row
		}
	}
	// The data invariants guarantee a row for every difference; this is unreachable with
	// loaded data.
	panic(fmt.Sprintf("rules: no combat result row for a difference of %d", diff))
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
func FightOrder(arrivals []Arrival, die Die) []string {
	as := slices.Clone(arrivals)
	slices.SortStableFunc(as, func(x, y Arrival) int { return x.Order - y.Order })
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
		out = append(out, rollOff(group, die)...)
		i = j
	}
	return out
}

// rollOff orders players by a die each, lowest first, rolling again among ties. After
// many tied rerolls (only a broken die does that) it keeps the order it was given.
func rollOff(players []string, die Die) []string {
	return rollOffDepth(players, die, 0)
}

func rollOffDepth(players []string, die Die, depth int) []string {
	if len(players) < 2 || depth > 50 {
		return players
	}
	byRoll := map[int][]string{}
	for _, p := range players {
		r := die.Roll()
		byRoll[r] = append(byRoll[r], p)
	}
	var out []string
	for face := 1; face <= 6; face++ {
		out = append(out, rollOffDepth(byRoll[face], die, depth+1)...)
	}
	return out
}

// SiegeSucceeds reports whether a siege of defenders shut in a manor house or castle has
// succeeded (13.iii): at the end of the last movement phase of the siege's final season
// the defenders must fight at their normal attack values. season counts the seasons of
// the siege from 1.
func (e *Engine) SiegeSucceeds(season, phase int) bool {
	s := e.D.Game.Defence.SiegeSeasons
	return season > s || (season == s && phase >= e.D.Game.Movement.Phases)
}

// MayPillageInSiege reports whether besiegers may pillage in this season of the siege:
// only in the first (13.iii).
func MayPillageInSiege(season int) bool { return season == 1 }
