package machine

import (
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// The greedy player's choices in contacts and combats: fight only when clearly
// stronger, counting what a manor house or castle adds; shut itself in when the open
// field is lost; storm only what it clearly overpowers; pillage what it cannot hold.

// sides are the strengths of the player's side and the other in a contact, with the
// defence bonus the holder of the manor gets in the open, or inside.
func sides(v play.View, c play.Contact, inside bool) (mine, theirs int) {
	me := c.Side(v.Seat)
	if me == rules.None {
		return 0, 0
	}
	mine, theirs = strength(c.Troops[me]), strength(c.Troops[1-me])
	if c.Choke {
		// At a choke point only the first few a side fight at once (8.iv): a few strong
		// knights hold the pass against many, so they are what counts.
		n := v.E.D.Game.Combat.ChokeFighters
		mine, theirs = strongest(c.Troops[me], n), strongest(c.Troops[1-me], n)
	}
	if c.Holder != rules.None && v.S.Rules.Has(rules.RuleCastles) {
		bonus := v.E.DefenceBonus(v.S.Manors[c.Manor].Castle, inside)
		if c.Holder == me {
			mine += bonus
		} else {
			theirs += bonus
		}
	}
	return mine, theirs
}

// strongest is the strength of the n strongest soldiers: the n greatest strengths,
// kept in order as they come, so that the guard's many questions sort no copies.
func strongest(t []rules.Soldier, n int) int {
	var buf [8]int
	n = max(n, 0)
	if n > len(buf) {
		best := play.StrongestFirst(t)
		return strength(best[:min(n, len(best))])
	}
	top := buf[:0] // the greatest strengths so far, greatest first, at most n
	for _, s := range t {
		v := s.Strength()
		if len(top) == n && (n == 0 || v <= top[n-1]) {
			continue
		}
		if len(top) < n {
			top = append(top, v)
		} else {
			top[n-1] = v
		}
		for k := len(top) - 1; k > 0 && top[k] > top[k-1]; k-- {
			top[k], top[k-1] = top[k-1], top[k]
		}
	}
	sum := 0
	for _, v := range top {
		sum += v
	}
	return sum
}

// Engage fights a meeting only when clearly stronger; at the abbey or priory, not
// fighting shares the raid (9.ii).
// A campaign that reaches the manor it was sent for fights when a quarter stronger: it
// was weighed before it set out, and passing in peace there wastes the season.
func (g *greedy) Engage(v play.View, c play.Contact) bool {
	mine, theirs := sides(v, c, false)
	if c.Choke && !c.Between && g.guarding(c.At) {
		return mine >= theirs // posted there to hold the choke (see guardChoke)
	}
	if c.Manor >= 0 && !c.Between && c.Manor < len(g.campaign) && g.campaign[c.Manor] {
		return 4*mine >= 5*theirs+1
	}
	return clearlyStronger(mine, theirs)
}

// Defend fights in the open when clearly stronger there; when about as strong, or in
// the season's last phase against invaders who would storm the house (outlasts), fights
// the first rounds in the open and then retires inside; when weaker, retires inside at
// once, where the house or castle adds most (13.i).
func (g *greedy) Defend(v play.View, c play.Contact) play.Defence {
	mine, theirs := sides(v, c, false)
	switch {
	case clearlyStronger(mine, theirs):
		return play.Open
	case mine >= theirs, g.outlasts(v, c):
		return play.OpenInside
	}
	return play.Inside
}

// Storm attacks defenders shut in only when clearly stronger than them and their
// walls; else it besieges (13.iii). A campaign on the manor it was sent for storms when
// a quarter stronger, as it engages (see Engage): it was weighed against the walls
// before it set out, and a siege holds it there two seasons.
func (g *greedy) Storm(v play.View, c play.Contact) bool {
	mine, theirs := sides(v, c, true)
	if g.onCampaign(c) {
		return 4*mine >= 5*theirs+1
	}
	return clearlyStronger(mine, theirs)
}

// Pillage burns a rival's manor the player cannot hold: no knight of the player's
// stands on it to claim it, or the rivals within a season's march outgun those who do.
// What it will hold, it does not spoil (14.i).
func (g *greedy) Pillage(v play.View, m int) bool {
	at := v.E.ManorPlace(m)
	knight := false
	for _, t := range v.S.Troops {
		knight = knight || t.Seat == v.Seat && t.Pos == rules.OnPlace(at) && t.Type.IsKnight()
	}
	return !knight || rivalsNear(v, at) > mineOn(v, at)
}

// Victory stays on a rival or free manor won with a knight, to claim it; goes back
// when the place the victors set out from is a manor of the player's that rivals now
// outgun; else carries on with the orders, which lead to a manor to claim or hold.
func (g *greedy) Victory(v play.View, c play.Contact) play.Victor {
	me := c.Side(v.Seat)
	if me == rules.None {
		return play.CarryOn
	}
	if c.Manor >= 0 && c.Holder != me && !c.Between {
		for _, s := range c.Troops[me] {
			if s.Type.IsKnight() {
				return play.Stay
			}
		}
	}
	for _, s := range c.Troops[me] {
		from, ok := v.Started(s.ID)
		if m := v.E.ManorAt(from); ok && from != c.At && m >= 0 && v.S.Manors[m].Owner == v.Seat && rivalsNear(v, from) > mineOn(v, from) {
			return play.GoBack
		}
	}
	return play.CarryOn
}

// rivalsNear is the other players' strength within a season's march of a place.
func rivalsNear(v play.View, at rules.Place) int {
	n := 0
	for _, t := range v.S.Troops {
		if d := v.E.Miles(t.Pos.At, at); t.Seat != v.Seat && d >= 0 && d <= v.E.D.Game.Movement.Miles {
			n += t.Strength()
		}
	}
	return n
}

// mineOn is the player's strength standing on a place.
func mineOn(v play.View, at rules.Place) int {
	n := 0
	for _, t := range v.S.Troops {
		if t.Seat == v.Seat && t.Pos.At == at {
			n += t.Strength()
		}
	}
	return n
}

// Retreat falls back onto the player's own troops on an exit when it may (see
// supportExit), else by the exit nearest a manor of the player's.
func (g *greedy) Retreat(v play.View, _ play.Contact, exits []rules.Place) (rules.Place, bool) {
	if x := supportExit(v, exits); x != rules.NoPlace {
		return x, true
	}
	best, miles := exits[0], -1
	for _, x := range exits {
		for m, ms := range v.S.Manors {
			if ms.Owner != v.Seat {
				continue
			}
			if d := v.E.Miles(x, v.E.ManorPlace(m)); d >= 0 && (miles < 0 || d < miles) {
				best, miles = x, d
			}
		}
	}
	return best, true
}

// Bid offers a third of the treasury for the right to build a site (19.iii).
func (g *greedy) Bid(v play.View, _, _ string) int { return v.S.Players[v.Seat].Treasury / 3 }
