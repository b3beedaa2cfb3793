package component

import (
	"fmt"
	"slices"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/examplegame"
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// playFigure is the example of play on the board (internal/examplegame): the roads the
// two players who fought marched in the campaigning seasons of the year, and a tag on
// every place where their forces stood at the end of a season, with the combat where it
// was fought. It is drawn from the game the rulebook tells, played again here, so a
// change of the rules that changes the story changes the figure with it.
func (x *Ctx) playFigure(width float64) (*Figure, error) {
	g, err := examplegame.Play(x.E, nil, nil)
	if err != nil {
		return nil, err
	}
	fight, season, ok := firstCombat(g)
	if !ok {
		return nil, fmt.Errorf("the example of play (internal/examplegame) has no combat to show")
	}
	shown := map[rules.Seat]bool{fight.Seat: true, fight.Other: true}
	routes, err := x.playRoutes(g, fight.Year, shown)
	if err != nil {
		return nil, err
	}
	tags, order := x.playTags(g, fight, season, shown)

	geo := geometry(&x.D.Valley, &x.Layout.Board)
	var pts []draw.Point
	for _, r := range routes {
		for _, id := range r {
			pts = append(pts, geo.nodes[id])
		}
	}
	for _, id := range order {
		pts = append(pts, geo.nodes[id])
	}
	f := &Figure{Caption: x.L.Tx("figure.play-example", map[string]any{
		"a":    x.L.T("lord-short."+g.Steps[0].Before.Players[fight.Seat].Colour.ID, nil),
		"b":    x.L.T("lord-short."+g.Steps[0].Before.Players[fight.Other].Colour.ID, nil),
		"year": fight.Year})}
	m := x.Layout.Board.Marks
	f.frame(&x.D.Valley, bounds(pts).Outset(m.Centre), 14, width)
	if !f.text {
		f.atLeast(&x.D.Valley, width*x.figures().PlayHeight)
	}
	b0, err := x.figureBoard(nullCanvas{}, f.window)
	if err != nil {
		return nil, err
	}
	for _, id := range order {
		lines := tags[id]
		if !f.text { // the board's names are not drawn: the tag names its place
			lines = append([]string{x.nodeName(id)}, lines...)
		}
		f.Labels = append(f.Labels, lines...)
		f.tags = append(f.tags, figureMark{at: f.at(geo.nodes[id]), r: b0.nodeRadius(id) * f.scale, lines: lines})
	}
	f.board = func(b *boardDraw) error {
		var steps []step
		seen := map[[2]string]bool{}
		for _, r := range routes {
			for k := 1; k < len(r); k++ {
				key := [2]string{min(r[k-1], r[k]), max(r[k-1], r[k])}
				if seen[key] {
					continue
				}
				seen[key] = true
				s, ok := b.stepBetween(r[k-1], r[k])
				if !ok {
					return fmt.Errorf("no road drawn between %s and %s", r[k-1], r[k])
				}
				steps = append(steps, s)
			}
		}
		b.markSteps(steps)
		b.chokesOn(steps)
		for _, id := range order {
			if err := b.placeNode(id); err != nil {
				return err
			}
		}
		return nil
	}
	f.over = func(p *figurePen) error {
		var keep []disc
		for _, id := range order {
			keep = append(keep, disc{f.at(geo.nodes[id]), p.b.nodeRadius(id) * f.scale})
		}
		for _, t := range f.tags {
			p.tag(t.at, t.r, t.lines, keep)
		}
		return nil
	}
	return f, nil
}

// firstCombat is the example's first combat and the season it was fought in.
func firstCombat(g *examplegame.Game) (play.Event, string, bool) {
	for _, st := range g.Steps {
		for _, ev := range st.Events {
			if ev.Kind == play.KindCombat && ev.Other != rules.NoSeat {
				return ev, st.Season, true
			}
		}
	}
	return play.Event{}, "", false
}

// playRoutes are the roads the shown players' troops took in the campaigning seasons of
// a year, marching or falling back, as road node ids, one route a move.
func (x *Ctx) playRoutes(g *examplegame.Game, year int, shown map[rules.Seat]bool) ([][]string, error) {
	var out [][]string
	for _, st := range g.Steps {
		if st.Year != year || st.Season == rules.Winter {
			continue
		}
		for _, ev := range st.Events {
			if (ev.Kind != play.KindMove && ev.Kind != play.KindRetreat) || !shown[ev.Seat] {
				continue
			}
			path := x.E.PathTo(ev.At, ev.To)
			if len(path) == 0 {
				return nil, fmt.Errorf("the example of play, year %d, %s: no road from %s to %s", st.Year, st.Season, x.E.PlaceID(ev.At), x.E.PlaceID(ev.To))
			}
			var ids []string
			for _, p := range path {
				ids = append(ids, x.E.PlaceID(p))
			}
			out = append(out, ids)
		}
	}
	return out, nil
}

// playTags are the lines of each tagged place, and the places in the order they are
// first tagged: for each shown player whose troops stood there at the end of a season
// of the year before the combat's, the player and those seasons; then the combat.
func (x *Ctx) playTags(g *examplegame.Game, fight play.Event, season string, shown map[rules.Seat]bool) (map[string][]string, []string) {
	type stood struct {
		seat    rules.Seat
		seasons []string
	}
	at := map[string][]stood{}
	var order []string
	for _, st := range g.Steps {
		if st.Year != fight.Year || st.Season == rules.Winter {
			continue
		}
		if st.Season == season {
			break
		}
		for _, t := range st.After.Troops {
			if !shown[t.Seat] {
				continue
			}
			id := x.E.PlaceID(t.Pos.At)
			if _, ok := at[id]; !ok {
				order = append(order, id)
			}
			k := slices.IndexFunc(at[id], func(s stood) bool { return s.seat == t.Seat })
			if k < 0 {
				at[id] = append(at[id], stood{seat: t.Seat})
				k = len(at[id]) - 1
			}
			if ss := at[id][k].seasons; len(ss) == 0 || ss[len(ss)-1] != st.Season {
				at[id][k].seasons = append(ss, st.Season)
			}
		}
	}
	tags := map[string][]string{}
	for _, id := range order {
		for _, s := range at[id] {
			names := make([]string, len(s.seasons))
			for i, se := range s.seasons {
				names[i] = x.L.T("log.season."+se, nil)
			}
			tags[id] = append(tags[id], x.L.Tx("figure.stood", map[string]any{
				"player": x.lordShort(g, s.seat), "seasons": x.L.Join("list", names...)}))
		}
	}
	combat := x.E.PlaceID(fight.At)
	if _, ok := tags[combat]; !ok {
		order = append(order, combat)
	}
	tags[combat] = append(tags[combat], x.L.Tx("figure.combat", map[string]any{
		"season": x.L.T("log.season."+season, nil), "phase": fight.Phase}))
	return tags, order
}

// lordShort is how the figure names a seat of the example: its lord's short name.
func (x *Ctx) lordShort(g *examplegame.Game, p rules.Seat) string {
	return x.L.T("lord-short."+g.Steps[0].Before.Players[p].Colour.ID, nil)
}
