package play

import (
	"github.com/excalibur-kit/excalibur/rules"
)

// Base answers every question as a cautious player who writes no orders: it fights only
// when attacked, defends in the open, never pillages, withdraws as soon as it may when
// weaker, wounds its weakest soldier, keeps its winnings, falls back to its own manors
// and spends nothing in winter. Player types embed it and override what they decide.
type Base struct{}

var _ Player = Base{}

func (Base) Orders(View) []rules.Order    { return nil }
func (Base) Engage(View, Contact) bool    { return false }
func (Base) Defend(View, Contact) Defence { return Open }
func (Base) Storm(View, Contact) bool     { return true }
func (Base) Pillage(View, int) bool       { return false }
func (Base) Victory(View, Contact) Victor { return Stay }
func (Base) Winter(View) WinterPlan       { return WinterPlan{} }
func (Base) Relocate(View) []Relocation   { return nil }
func (Base) Bid(View, string, string) int { return 0 }
func (Base) Homeward(View) []rules.Order  { return nil }
func (Base) Wound(_ View, c []int, t []rules.Soldier) int {
	return rules.Weakest(0, c, t)
}

// Withdraw leaves a fight the side is losing on strength.
func (Base) Withdraw(v View, c Contact, b *rules.Battle, _ int) bool {
	me := c.Side(v.Seat)
	if me == rules.None {
		return false
	}
	return strength(b.Forces[me].Troops)+b.Forces[me].Bonus < strength(b.Forces[1-me].Troops)+b.Forces[1-me].Bonus
}

// Fighters sends the strongest soldiers first to a choke point.
func (Base) Fighters(_ View, _ Contact, t []rules.Soldier) []rules.Soldier {
	return StrongestFirst(t)
}

// Retreat takes the first free exit and falls back to a manor of the player's.
func (Base) Retreat(_ View, _ Contact, exits []rules.Place) (rules.Place, bool) {
	return exits[0], true
}

// strength is the sum of the soldiers' combat strengths.
func strength(t []rules.Soldier) int {
	n := 0
	for _, s := range t {
		n += s.Strength()
	}
	return n
}

// StrongestFirst orders soldiers by combat strength, strongest first, keeping the
// order of equals.
func StrongestFirst(t []rules.Soldier) []rules.Soldier {
	out := append([]rules.Soldier(nil), t...)
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].Strength() > out[j-1].Strength(); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}
