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
	Troops    []Soldier      // troops in service; the lord, first or appointed, is worth nothing
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
// their yearly cost, and cash. The lord, the first or one appointed after his death, has
// no yearly cost and so no value (edition "lord-valuation").
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
	for _, s := range a.Troops {
		if s.Type != nil && !isLord(s) {
			v.Troops += s.Type.Cost
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

// appointable is why a soldier may not be appointed lord (AppointLord), nil when he
// may: the check alone, without the new lord's grade it would make.
func (e *Engine) appointable(s Soldier) error {
	if s.Type == nil || s.Type.Kind != gamedata.KindKnight || s.Type.Grade != "A" {
		return fmt.Errorf("troop %02d is not a grade A knight; only a grade A knight may become lord", s.ID)
	}
	if e.D.Lord() == nil {
		return fmt.Errorf("the data has no lord to take the place of")
	}
	return nil
}

// AppointLord makes a grade A knight the new lord after the lord's death (10.iii). He
// keeps his counter and his strength, but from now on he is the lord: never paid, never
// rolling for loyalty, never promoted, and worth nothing in a valuation (3: a lord does
// not pay himself). The soldier returned replaces the knight in the player's troops.
func (e *Engine) AppointLord(troops []Soldier, id int) (Soldier, error) {
	for _, s := range troops {
		if s.ID != id {
			continue
		}
		if err := e.appointable(s); err != nil {
			return Soldier{}, err
		}
		lord := *e.D.Lord()
		lord.Strength, lord.Wounded = s.Type.Strength, s.Type.Wounded
		return Soldier{ID: s.ID, Type: &lord, Wounded: s.Wounded}, nil
	}
	return Soldier{}, fmt.Errorf("troop %02d is not in the player's service", id)
}
