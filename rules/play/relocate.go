package play

import (
	"github.com/excalibur-kit/excalibur/rules"
)

// relocate plays the last winter step (4.iii, 5.vii): players move troops and staff
// between their manors, the largest gross income first, each seeing the moves before.
// A move between manors with no direct road contact, to a manor without room, or of
// something the player does not have there is refused.
func (g *Game) relocate() error {
	var gs []rules.Gross
	for _, p := range g.seats() {
		income := 0
		if g.gross != nil {
			income = g.gross[p]
		}
		gs = append(gs, rules.Gross{Player: g.S.SeatName(p), Income: income})
	}
	order, err := rules.RelocationOrder(gs, g.die)
	if err != nil {
		return err
	}
	for _, name := range order {
		p := g.seatNamed(name)
		for _, r := range g.players[p].Relocate(g.view(p)) {
			g.relocation(p, r)
		}
	}
	return nil
}

func (g *Game) relocation(p rules.Seat, r Relocation) {
	if r.To < 0 || r.To >= len(g.S.Manors) || g.S.Manors[r.To].Owner != p {
		return
	}
	from := r.From
	i := -1
	if r.Staff == "" {
		if i = g.troopIndex(p, r.Troop); i < 0 {
			return
		}
		from = g.E.ManorAt(g.S.Troops[i].Pos.At)
	}
	if from < 0 || from == r.To || g.S.Manors[from].Owner != p {
		return
	}
	owned := func(id string) bool {
		m := g.manorIndex(id)
		return m >= 0 && g.S.Manors[m].Owner == p
	}
	if !g.E.RoadContact(g.S.Manors[from].Manor.ID, g.S.Manors[r.To].Manor.ID, owned) {
		e := ev(KindCutOff, p)
		e.Manor, e.N, e.IDs = from, r.To, []int{r.Troop}
		g.emit(e)
		return
	}
	if r.Staff == "" {
		if len(g.onPlaceOf(p, g.E.ManorPlace(r.To))) >= g.E.D.Game.Movement.Stack {
			return
		}
		g.S.Troops[i].Pos = rules.OnPlace(g.E.ManorPlace(r.To))
	} else if !g.moveStaff(r.Staff, &g.S.Manors[from], &g.S.Manors[r.To]) {
		return
	}
	e := ev(KindRelocate, p)
	e.Manor, e.N, e.Text = r.To, r.Troop, r.Staff
	g.emit(e)
}

// moveStaff moves a forester or a reeve when the manor left has one and the manor
// reached has room: a forest unit without one, river rights and no reeve (5.vii).
func (g *Game) moveStaff(kind string, from, to *rules.ManorState) bool {
	switch {
	case kind == "forester" && from.Foresters > 0 && to.Foresters < to.Manor.Forest:
		from.Foresters--
		to.Foresters++
	case kind == "reeve" && from.Reeves > 0 && to.Manor.River && to.Reeves == 0:
		from.Reeves--
		to.Reeves++
	default:
		return false
	}
	return true
}

// manorIndex is a manor's index in the data by id; -1 when unknown.
func (g *Game) manorIndex(id string) int {
	for i := range g.E.D.Manors {
		if g.E.D.Manors[i].ID == id {
			return i
		}
	}
	return -1
}

// onPlaceOf lists a seat's troops on a place.
func (g *Game) onPlaceOf(p rules.Seat, at rules.Place) []int {
	var out []int
	for i, t := range g.S.Troops {
		if t.Seat == p && t.Pos.At == at {
			out = append(out, i)
		}
	}
	return out
}
