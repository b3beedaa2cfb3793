package rules

import (
	"fmt"
	"slices"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

// ManorsToWin is how many manors a player must hold at the end of a campaigning season
// to win (2): more than the rule's share of all the manors of the valley.
func (e *Engine) ManorsToWin(twoPlayer bool) int {
	f := e.D.Game.Victory.Standard
	if twoPlayer {
		f = e.D.Game.Victory.TwoPlayer
	}
	return len(e.D.Manors)*f[0]/f[1] + 1
}

// Wins reports whether holding n manors wins the standard game.
func (e *Engine) Wins(n int, twoPlayer bool) bool { return n >= e.ManorsToWin(twoPlayer) }

// Assets is what a player owns when a game is valued (16.i).
type Assets struct {
	Manors    int
	Buildings map[string]int // improvements by id, intact
	Damaged   map[string]int // castles, churches, stone circles awaiting repair
	Troops    []string       // troop types in service (the lord is not valued)
	Cash      int
}

// Value is a valuation, item by item.
type Value struct {
	Manors    int
	Buildings int
	Troops    int
	Cash      int
	Total     int
}

// Valuation values a player's assets in Bz (16.i): manors at a fixed price, every
// building at its cost, less the repair when damaged (edition "valuation"), troops at
// their yearly cost, and cash.
func (e *Engine) Valuation(a Assets) Value {
	v := Value{Manors: a.Manors * e.D.Game.Valuation.Manor, Cash: a.Cash}
	for id, n := range a.Buildings {
		if im := e.D.Improvement(id); im != nil {
			v.Buildings += n * im.Cost
		}
	}
	for id, n := range a.Damaged {
		if im := e.D.Improvement(id); im != nil {
			v.Buildings += n * (im.Cost - im.Repair)
		}
	}
	for _, id := range a.Troops {
		if t := e.D.Troop(id); t != nil {
			v.Troops += t.Cost
		}
	}
	v.Total = v.Manors + v.Buildings + v.Troops + v.Cash
	return v
}

// AdvancedValuation is the advanced game's score (16.ii): Bz turned into Reverence Points
// and added to those already earned.
func (e *Engine) AdvancedValuation(bz, rp int) int {
	return bz*e.D.Game.Valuation.RPPerBz + rp
}

// Leaders are the players with the highest score; more than one is a tie.
func Leaders(scores map[string]int) []string {
	best, first := 0, true
	for _, s := range scores {
		if first || s > best {
			best, first = s, false
		}
	}
	var out []string
	for p, s := range scores {
		if s == best {
			out = append(out, p)
		}
	}
	slices.Sort(out)
	return out
}

// AppointLord makes a grade A knight the new lord after the lord's death (10.iii). He
// keeps his counter and strength.
func AppointLord(troops []Soldier, id int) (Soldier, error) {
	for _, s := range troops {
		if s.ID != id {
			continue
		}
		if s.Type.Kind != gamedata.KindKnight || s.Type.Grade != "A" {
			return Soldier{}, fmt.Errorf("troop %02d is a %s of grade %s; only a grade A knight may become lord", id, s.Type.Kind, s.Type.Grade)
		}
		return s, nil
	}
	return Soldier{}, fmt.Errorf("troop %02d is not in the player's service", id)
}
