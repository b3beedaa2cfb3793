package component

import (
	"fmt"
	"slices"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/examplegame"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// playFigure is the example of play on the board (internal/examplegame): the roads the
// two players who fought marched in the campaigning seasons of the year, each in that
// player's colour and pattern, their manors ringed in it, a key naming whose they are,
// and a tag on every place where their forces stood at the end of a season, with the
// combat where it was fought. It is drawn from the game the rulebook tells, played again
// here, so a change of the rules that changes the story changes the figure with it.
func (x *Ctx) playFigure(width float64) (*Figure, error) {
	g, err := examplegame.Play(x.E, nil, nil)
	if err != nil {
		return nil, err
	}
	fight, season, ok := firstCombat(g)
	if !ok {
		return nil, fmt.Errorf("the example of play (internal/examplegame) has no combat to show")
	}
	seats := []rules.Seat{fight.Seat, fight.Other}
	shown := map[rules.Seat]bool{fight.Seat: true, fight.Other: true}
	routes, err := x.playRoutes(g, fight.Year, shown)
	if err != nil {
		return nil, err
	}
	tags, order := x.playTags(g, fight, season, shown)
	held := heldBefore(g, fight.Year, season, shown)

	geo := geometry(&x.D.Valley, &x.Layout.Board)
	var pts []draw.Point
	for _, r := range routes {
		for _, id := range r.ids {
			pts = append(pts, geo.nodes[id])
		}
	}
	for _, id := range order {
		pts = append(pts, geo.nodes[id])
	}
	f := &Figure{Caption: x.L.Tx("figure.play-example", map[string]any{
		"a": x.lordShort(g, fight.Seat), "b": x.lordShort(g, fight.Other), "year": fight.Year})}
	m := x.Layout.Board.Marks
	f.frame(&x.D.Valley, bounds(pts).Outset(m.Centre), 14, width)
	if !f.text {
		f.atLeast(&x.D.Valley, width*x.figures().PlayHeight)
	}
	b0, err := x.figureBoard(nullCanvas{}, f.window)
	if err != nil {
		return nil, err
	}
	lords := make([]*gamedata.Player, len(seats))
	var keyText []string
	for i, s := range seats {
		lords[i] = g.Steps[0].Before.Players[s].Colour
		keyText = append(keyText, x.L.Tx("figure.key-lord", map[string]any{"lord": x.lordShort(g, s)}))
	}
	f.Labels = append(f.Labels, keyText...) // the key is placed first: the tags keep clear of it
	for _, id := range order {
		lines := tags[id]
		if !f.text { // the board's names are not drawn: the tag names its place
			lines = append([]string{x.nodeName(id)}, lines...)
		}
		f.Labels = append(f.Labels, lines...)
		f.tags = append(f.tags, figureMark{at: f.at(geo.nodes[id]), r: b0.nodeRadius(id) * f.scale, lines: lines})
	}
	marked, err := b0.routeSteps(routes, seats)
	if err != nil {
		return nil, err
	}
	f.board = func(b *boardDraw) error {
		return b.playRoutes(marked, lords, seats, held, order)
	}
	f.over = func(p *figurePen) error {
		var keep []disc
		for _, id := range order {
			keep = append(keep, disc{f.at(geo.nodes[id]), p.b.nodeRadius(id) * f.scale})
		}
		p.shown = routeDiscs(f, marked) // tags and the key leave the routes seen where they can
		var items []keyItem
		for i := range seats {
			items = append(items, keyItem{swatch: p.b.routeSwatch(lords[i], i), text: keyText[i]})
		}
		w, h := p.keySize(items)
		if err := p.key(p.corner(w, h, keep), items); err != nil {
			return err
		}
		p.tags(f.tags, keep)
		return nil
	}
	return f, nil
}

// playRoute is one move of the example: whose troops took it, and the road node ids.
type playRoute struct {
	seat rules.Seat
	ids  []string
}

// markedSteps are the steps of one seat's routes: those no earlier seat took, drawn
// with a casing, and those an earlier seat took, drawn as a centre line over its casing.
type markedSteps struct{ own, shared []step }

// routeSteps are the steps of the routes, seat by seat in the given order, each step once.
func (b *boardDraw) routeSteps(routes []playRoute, seats []rules.Seat) ([]markedSteps, error) {
	out := make([]markedSteps, len(seats))
	taken := map[[2]string]bool{}
	for i, s := range seats {
		seen := map[[2]string]bool{}
		for _, r := range routes {
			if r.seat != s {
				continue
			}
			for k := 1; k < len(r.ids); k++ {
				key := [2]string{min(r.ids[k-1], r.ids[k]), max(r.ids[k-1], r.ids[k])}
				if seen[key] {
					continue
				}
				seen[key] = true
				st, ok := b.stepBetween(r.ids[k-1], r.ids[k])
				if !ok {
					return nil, fmt.Errorf("no road drawn between %s and %s", r.ids[k-1], r.ids[k])
				}
				if taken[key] {
					out[i].shared = append(out[i].shared, st)
				} else {
					out[i].own = append(out[i].own, st)
				}
			}
		}
		for key := range seen {
			taken[key] = true
		}
	}
	return out, nil
}

// playRoutes draws the routes on the board, each seat's in its colour and pattern, the
// first seat's first; then the choke points on them, the tagged places, and the manors
// each seat held, ringed in its colour instead of its parish's.
func (b *boardDraw) playRoutes(marked []markedSteps, lords []*gamedata.Player, seats []rules.Seat, held map[string]rules.Seat, order []string) error {
	var all []step
	for i, m := range marked {
		col := b.lordColour(lords[i])
		b.markRoute(m.own, col, b.routeDash(i), true)
		b.markRoute(m.shared, col, b.routeDash(i), false)
		all = append(all, m.own...)
	}
	b.chokesOn(all)
	for _, id := range order {
		if err := b.placeNode(id); err != nil {
			return err
		}
	}
	for i, s := range seats {
		for _, ml := range b.v.Manors {
			if o, ok := held[ml.ID]; ok && o == s {
				b.placeManor(ml.ID, b.lordColour(lords[i]))
			}
		}
	}
	return nil
}

// routeDiscs are points along the marked roads, on the figure, with the casing's half
// width: what tags and keys keep off, so that the routes they explain stay in sight.
func routeDiscs(f *Figure, marked []markedSteps) []disc {
	l, fg := f.x.Layout.Board.Lines, f.x.figures()
	r := (l.Road/2 + l.RoadEdge + fg.RouteCasing/2) * f.scale
	var out []disc
	for _, m := range marked {
		for _, s := range m.own {
			for k := 1; k <= 3; k++ { // a quarter, half and three quarters along
				p, _ := bezier(s.seg, float64(k)/4)
				out = append(out, disc{f.at(p), r})
			}
		}
	}
	return out
}

// lordColour is the colour a figure marks a player's roads and manors in: the
// counters' colour; the ink saver prints them in the accent, and the pattern tells them.
func (b *boardDraw) lordColour(p *gamedata.Player) draw.Color {
	if b.x.Style.InkSaver || p == nil {
		return b.pal.accent
	}
	col, err := ParseColour(p.Colour)
	if err != nil {
		return b.pal.accent
	}
	return col
}

// routeDash is the centre line of the i-th shown player's route: dashes for the first,
// dots for the others, so that two routes differ in grey and to colour-blind eyes.
func (b *boardDraw) routeDash(i int) []float64 {
	fg := b.x.figures()
	if i == 0 {
		return []float64{fg.RouteDash, fg.RouteSpace}
	}
	return []float64{fg.RouteDots, fg.RouteSpace}
}

// routeSwatch is a key's swatch of a player's route: a short run of marked road ending
// at a manor ringed in the player's colour.
func (b *boardDraw) routeSwatch(p *gamedata.Player, i int) func(x, y, w, h float64) error {
	return func(x, y, w, h float64) error {
		l, fg := b.lb.Lines, b.x.figures()
		col := b.lordColour(p)
		r := h / 2
		var road draw.Path
		road.MoveTo(x, y+h/2)
		road.LineTo(x+w-r, y+h/2)
		k := h * fg.KeyRoute / (l.Road + 2*l.RoadEdge + fg.RouteCasing) // the board's route, scaled to the swatch
		b.cased(road, col, h*fg.KeyRoute, b.pal.road, l.Road*k)
		b.c.SetStroke(col)
		b.c.SetLineWidth(l.RoadEdge * k)
		d := b.routeDash(i)
		b.c.SetDash([]float64{d[0] * k, d[1] * k})
		b.c.Stroke(road)
		b.c.SetDash(nil)
		b.c.SetFill(col)
		b.c.Fill(draw.Circle(x+w-r, y+h/2, r))
		b.c.SetFill(b.pal.plate)
		b.c.Fill(draw.Circle(x+w-r, y+h/2, r*fg.KeyHole))
		return nil
	}
}

// heldBefore is who held each manor, of the shown seats, as the season of the combat
// began: the manors the figure rings in their colours.
func heldBefore(g *examplegame.Game, year int, season string, shown map[rules.Seat]bool) map[string]rules.Seat {
	out := map[string]rules.Seat{}
	for _, st := range g.Steps {
		if st.Year != year || st.Season != season {
			continue
		}
		for _, ms := range st.Before.Manors {
			if shown[ms.Owner] && ms.Manor != nil {
				out[ms.Manor.ID] = ms.Owner
			}
		}
	}
	return out
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
func (x *Ctx) playRoutes(g *examplegame.Game, year int, shown map[rules.Seat]bool) ([]playRoute, error) {
	var out []playRoute
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
			out = append(out, playRoute{seat: ev.Seat, ids: ids})
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
