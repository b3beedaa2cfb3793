package component

import (
	"fmt"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

// chokeFigure is a choke point of 8.iv on the board: its road section marked, the
// fighters each side may send onto it (as many as the rules allow: the engine's number,
// in the colours and emblems of the combat example's two lords), and a key of the
// board's choke symbols in its own drawing and words.
func (x *Ctx) chokeFigure(width float64) (*Figure, error) {
	pick, err := x.figureChoke()
	if err != nil {
		return nil, err
	}
	road := x.D.Valley.Roads[pick.road]
	n := x.D.Game.Combat.ChokeFighters
	soldiers := x.L.T("count.soldiers", map[string]int{"n": n})
	f := &Figure{Caption: x.L.Tx("figure.choke-point", map[string]any{
		"from": x.nodeName(road.From), "to": x.nodeName(road.To), "soldiers": soldiers})}
	aSide := x.L.Tx("figure.a-side", map[string]any{"soldiers": soldiers})
	var kinds []keyKind
	for _, k := range chokeKinds {
		for _, ch := range x.D.Valley.Chokes {
			if ch.Kind == k.kind {
				kinds = append(kinds, k)
				break
			}
		}
	}
	f.Labels = append(f.Labels, aSide)
	for _, k := range kinds {
		f.Labels = append(f.Labels, x.L.T(k.word, nil))
	}
	var players [2]*gamedata.Player
	for i, id := range pick.players {
		if players[i] = x.D.Player(id); players[i] == nil {
			return nil, fmt.Errorf("no player %q", id)
		}
	}

	g := geometry(&x.D.Valley, &x.Layout.Board)
	ns := road.Nodes()
	a, b := ns[pick.choke.Step-1], ns[pick.choke.Step]
	if pick.from == b {
		a, b = b, a
	}
	m := x.Layout.Board.Marks
	f.frame(&x.D.Valley, bounds([]draw.Point{g.nodes[a], g.nodes[b]}).Outset(m.Milestone), 20, width)

	var sec step
	f.board = func(bd *boardDraw) error {
		s, ok := bd.stepBetween(a, b)
		if !ok {
			return fmt.Errorf("no road drawn between %s and %s", a, b)
		}
		sec = s
		bd.markSteps([]step{s})
		bd.chokesOn([]step{s})
		for _, id := range []string{a, b} {
			if err := bd.placeNode(id); err != nil {
				return err
			}
		}
		bd.ring(s, max(bd.nodeRadius(a), bd.nodeRadius(b))+x.figures().RingBeyond)
		return nil
	}
	f.over = func(p *figurePen) error {
		mid, _ := bezier(sec.seg, 0.5)
		q := f.at(mid)
		ring := (max(p.b.nodeRadius(a), p.b.nodeRadius(b)) + x.figures().RingKeep) * f.scale // the band round the section
		keep := []disc{{q, ring}}
		for _, id := range []string{a, b} {
			keep = append(keep, disc{f.at(g.nodes[id]), ring})
		}
		if err := p.fighters(q, ring, n, players, aSide, keep); err != nil {
			return err
		}
		var items []keyItem
		for _, k := range kinds {
			items = append(items, keyItem{swatch: p.b.onRoad(k.kind, m.Choke), text: x.L.T(k.word, nil)})
		}
		if len(items) == 0 {
			return nil
		}
		w, h := p.keySize(items)
		return p.key(p.corner(w, h, keep), items)
	}
	return f, nil
}

// keyKind is a kind of choke point and its word in the board's legend.
type keyKind struct{ kind, word string }

var chokeKinds = []keyKind{
	{gamedata.ChokeBridge, "board.bridge"}, {gamedata.ChokeForest, "board.forest-choke"}, {gamedata.ChokeScarp, "board.scarp"},
}

// chokePick is the choke point a figure shows, and who fights there.
type chokePick struct {
	choke   gamedata.Choke
	road    int       // its road's index in the valley
	from    string    // the end of its section side A comes from
	players [2]string // side A and side B
}

// figureChoke chooses the choke point to show, the same in every build: the first
// bridge on a road that a combat example's side takes to its battle (the engine's route
// and its choke points), in the examples' order, side A before side B; failing that, any
// choke point on such a road; failing that, the data's first bridge, or first choke.
func (x *Ctx) figureChoke() (chokePick, error) {
	v := &x.D.Valley
	roadOf := map[string]int{}
	for i, r := range v.Roads {
		roadOf[r.ID] = i
	}
	var found []chokePick
	for _, c := range x.D.Examples.Combat {
		if c.At == "" {
			continue
		}
		for s, side := range []gamedata.ExampleSide{c.A, c.B} {
			if side.From == "" {
				continue
			}
			route, err := x.E.Route(side.From, c.At)
			if err != nil {
				continue
			}
			chs, err := x.E.Chokes(route)
			if err != nil {
				continue
			}
			players := [2]string{c.A.Player, c.B.Player}
			if s == 1 {
				players = [2]string{c.B.Player, c.A.Player}
			}
			for _, ch := range chs {
				i, ok := roadOf[ch.Road]
				if !ok {
					continue
				}
				ns := v.Roads[i].Nodes()
				from := ns[ch.Step-1]
				for k := 1; k < len(route); k++ {
					if route[k-1] == ns[ch.Step] && route[k] == ns[ch.Step-1] {
						from = ns[ch.Step]
					}
				}
				found = append(found, chokePick{choke: ch, road: i, from: from, players: players})
			}
		}
	}
	if len(x.D.Players) >= 2 {
		for _, ch := range v.Chokes {
			if i, ok := roadOf[ch.Road]; ok && ch.Step >= 1 && ch.Step < len(v.Roads[i].Nodes()) {
				found = append(found, chokePick{choke: ch, road: i, from: v.Roads[i].Nodes()[ch.Step-1],
					players: [2]string{x.D.Players[0].ID, x.D.Players[1].ID}})
			}
		}
	}
	for _, p := range found {
		if p.choke.Kind == gamedata.ChokeBridge {
			return p, nil
		}
	}
	if len(found) > 0 {
		return found[0], nil
	}
	return chokePick{}, fmt.Errorf("content/map.toml has no choke point to show")
}

// fighters is the marker of a choke point's rule: n soldiers of side A facing n of side B
// (counters in their lords' colours, with their emblems, so colour is not the only sign),
// and its words, on a plate near the choke point with a leader to it.
func (p *figurePen) fighters(at draw.Point, r float64, n int, players [2]*gamedata.Player, words string, keep []disc) error {
	c, pal, x := p.b.c, p.b.pal, p.f.x
	n = max(1, min(n, 4)) // the rule's number, up to what a marker can show
	fg := p.fg()
	tok, gap, pad := fg.Fighter, fg.FighterGap, fg.FighterPad
	f := fg.Label.Draw()
	row := float64(2*n)*tok + float64(2*n-2)*gap + tok + 2*gap
	w := max(row, draw.Width(f, words)) + 2*pad
	h := pad + tok + fg.FighterWords + draw.Ascent(f) + draw.Descent(f) + pad
	box := p.site(at, r, w, h, keep)
	p.plate(at, fg.ChokeLeader*p.f.scale, box) // the leader starts at the edge of the road
	tx := box.X + (box.W-row)/2
	ty := box.Y + pad
	for s := range 2 {
		ground, ink, err := x.counterGround(players[s])
		if err != nil {
			return err
		}
		for i := 0; i < n; i++ {
			c.SetFill(ground)
			c.Fill(draw.RoundRect(tx, ty, tok, tok, fg.FighterCorner))
			c.SetStroke(pal.ink)
			c.SetLineWidth(fg.FighterLine)
			c.Stroke(draw.RoundRect(tx, ty, tok, tok, fg.FighterCorner))
			if err := iconsDraw(c, players[s].Emblem, tx+tok*fg.EmblemInset, ty+tok*fg.EmblemInset, tok*fg.Emblem, ink, ground); err != nil {
				return err
			}
			tx += tok + gap
		}
		if s == 0 {
			tx += gap
			crossedSwords(c, draw.Point{X: tx + tok/2, Y: ty + tok/2}, tok, pal.ink)
			tx += tok + 2*gap
		}
	}
	c.SetFill(pal.ink)
	c.Text(f, box.X+box.W/2, ty+tok+fg.FighterWords+draw.Ascent(f), draw.Center, words)
	p.placed = append(p.placed, box)
	return nil
}
