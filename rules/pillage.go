package rules

import "fmt"

// PillageResult is what a pillage of a manor did (14.i). Defenders lose nothing from
// their treasury: the loot is new money for the pillager.
type PillageResult struct {
	Burned     int   // strip fields burned: a smoke counter on each
	HivesLost  int   // beehives destroyed
	MillBurned bool  // the water mill destroyed
	ReevesLost int   // reeves killed
	Loot       int   // Bz the pillager adds to his treasury
	Dice       []int // every roll, in the order made
}

// Pillage plays a pillage of a manor that is empty or whose defenders shut themselves in
// (14.i): a roll for each strip field and each beehive, for the mill and the reeve, and
// the loot. Pillage replaces combat: troops that fight in a phase do not pillage in it,
// except when the defenders retire inside after their rounds in the open (13.i c; edition
// "pillage-after-retreat"). Troops pillage once for each entry into the manor; a later
// entry pillages again, but burned fields stay burned until the harvest (edition
// "pillage-limit").
//
// A holding with counts its manor has no room for (more smoke counters than strip
// fields, say) is an error, as is a die that rolls a face it does not have.
func (e *Engine) Pillage(h Holding, die Die) (PillageResult, error) {
	if err := e.checkHolding(h); err != nil {
		return PillageResult{}, fmt.Errorf("pillage: %w", err)
	}
	p := e.D.Game.Pillage
	c := check(die)
	var r PillageResult
	roll := func() int {
		v := c.roll()
		r.Dice = append(r.Dice, v)
		return v
	}
	for i := h.Smoke; i < h.Manor.Strip; i++ { // fields already burned cannot burn again
		if roll() >= p.StripFrom {
			r.Burned++
		}
	}
	for i := 0; i < h.Hives; i++ {
		if roll() >= p.HiveFrom {
			r.HivesLost++
		}
	}
	if h.Mill {
		r.MillBurned = roll() >= p.MillFrom
	}
	for i := 0; i < h.Reeves; i++ {
		if roll() >= p.ReeveFrom {
			r.ReevesLost++
		}
	}
	for i := 0; i < p.LootDice; i++ {
		r.Loot += roll()
	}
	if c.err != nil {
		return PillageResult{}, fmt.Errorf("pillage of %s: %w", h.Manor.ID, c.err)
	}
	return r, nil
}

// Apply records a pillage on the holding.
func (r PillageResult) Apply(h *Holding) {
	h.Smoke += r.Burned
	h.Hives -= r.HivesLost
	h.Reeves -= r.ReevesLost
	if r.MillBurned {
		h.Mill = false
	}
}
