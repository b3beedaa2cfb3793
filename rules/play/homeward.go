package play

import (
	"fmt"

	"github.com/excalibur-kit/excalibur/rules"
)

// The march of a leaderless force (10.i): for the rest of the season in which its lord
// died, every troop of the player heads for the manor of the player's nearest to where
// it stands as each phase begins, and must move; the player chooses the roads, to steer
// round other players' troops. So at the start of each phase the player may name, by
// orders with waypoints (13 -> Foxwood -> Barsham), the road each force takes to its
// manor; a road is taken only when it keeps the force moving towards that manor: the
// phase's march on it ends nearer the manor than the force stood (edition
// "leaderless-march"), so a detour round a rival may be longer than the shortest road
// but never stands still. A force the player names no road for, or a road refused,
// takes the shortest.

// steer asks every leaderless player with troops marching home for this phase's roads.
func (g *Game) steer() {
	for _, p := range g.seats() {
		if !g.S.Players[p].Leaderless {
			continue
		}
		for _, t := range g.S.Troops {
			if pl := g.sea.plans.at(tkey{p, t.ID}); t.Seat == p && pl != nil && pl.mode == homeward {
				pl.route = nil // last phase's road: the nearest manor is weighed again
			}
		}
		if !g.marchingHome(p) {
			continue
		}
		// The roads taken show in the phase's moves; a leaderless player writes no
		// season's orders (10.ii), so none are recorded as such.
		for _, o := range g.players[p].Homeward(g.view(p)) {
			if err := g.takeRoad(p, o); err != nil {
				e := ev(KindOrderRefused, p)
				e.Text = err.Error()
				g.emit(e)
			}
		}
	}
}

// marchingHome reports whether some troop of a seat heads home this season and is not
// there yet.
func (g *Game) marchingHome(p rules.Seat) bool {
	for _, t := range g.S.Troops {
		if pl := g.sea.plans.at(tkey{p, t.ID}); t.Seat == p && pl != nil && pl.mode == homeward && !t.Inside {
			if r := g.routeTo(p, t.Pos.At, true); len(r) > 1 {
				return true
			}
		}
	}
	return false
}

// takeRoad checks one order of a leaderless player's march and gives its troops the road
// it names.
func (g *Game) takeRoad(p rules.Seat, o rules.Order) error {
	at := rules.NoPlace
	for _, id := range o.Troops {
		i := g.troopIndex(p, id)
		if i < 0 {
			return fmt.Errorf("order %q: troop %d is not on the board", o.Text, id)
		}
		t := g.S.Troops[i]
		if pl := g.sea.plans.at(tkey{p, id}); pl == nil || pl.mode != homeward || t.Inside {
			return fmt.Errorf("order %q: troop %d is not marching home (10.i)", o.Text, id)
		}
		if at != rules.NoPlace && t.Pos.At != at {
			return fmt.Errorf("order %q: the troops do not stand together", o.Text)
		}
		at = t.Pos.At
	}
	if at == rules.NoPlace || len(o.Places) == 0 {
		return fmt.Errorf("order %q: no troops or no place", o.Text)
	}
	home := g.routeTo(p, at, true)
	target := home[len(home)-1]
	route, err := g.namedRoad(at, o.Places)
	if err != nil {
		return fmt.Errorf("order %q: %w", o.Text, err)
	}
	if route[len(route)-1] != target {
		return fmt.Errorf("order %q: a leaderless force makes for its nearest manor, %s (10.i)", o.Text, g.E.PlaceName(target))
	}
	leg := route[:min(len(route), g.E.D.Game.Movement.MilesPerPhase()+1)]
	if g.miles(leg[len(leg)-1], target) >= g.miles(at, target) {
		return fmt.Errorf("order %q: this phase's march on that road comes no nearer %s; a leaderless force keeps moving towards it (10.i)", o.Text, g.E.PlaceName(target))
	}
	for _, id := range o.Troops {
		g.sea.plans.at(tkey{p, id}).route = route
	}
	return nil
}

// namedRoad is the road from a place through the places named in turn, each stretch the
// shortest open road (as an order's waypoints, 6.iv).
func (g *Game) namedRoad(from rules.Place, names []string) ([]rules.Place, error) {
	route := []rules.Place{from}
	for _, name := range names {
		to, err := g.E.PlaceNamed(name)
		if err != nil {
			return nil, err
		}
		stretch := g.path(route[len(route)-1], to)
		if stretch == nil {
			return nil, fmt.Errorf("no open road joins %s and %s", g.E.PlaceName(route[len(route)-1]), g.E.PlaceName(to))
		}
		route = append(route, stretch[1:]...)
	}
	if len(route) < 2 {
		return nil, fmt.Errorf("the road goes nowhere: a leaderless force must move (10.i)")
	}
	return route, nil
}
