package component

import (
	"fmt"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/impose"
)

// countersFigure is a troop counter and a lord's counter of the first colour, front and
// wounded back, as the kit prints them, enlarged ([figures.parts] counter_scale), with
// their parts named: the fronts in the left column, the backs in the right one, each
// column under a heading, the fronts' callouts on the left and the backs' on the right.
func (x *Ctx) countersFigure(width float64) (*Figure, error) {
	troop, lord, err := x.figureCounters()
	if err != nil {
		return nil, err
	}
	pp := x.figures().Parts
	k := pp.CounterScale
	s := x.Layout.Counters.Size * k
	head := pp.Heading.Draw()
	headBase := pp.Pad + draw.Ascent(head)
	art := impose.Rect{W: 2*s + pp.CounterGap, H: 2*s + pp.CounterGap}
	art.X, art.Y = (width-art.W)/2, headBase+pp.HeadingGap
	at := func(col, row int) draw.Point {
		return draw.Point{X: art.X + float64(col)*(s+pp.CounterGap), Y: art.Y + float64(row)*(s+pp.CounterGap)}
	}
	var parts []part
	for row, c := range []Counter{troop, lord} {
		parts = append(parts, x.counterParts(c, at(0, row), at(1, row), k)...)
	}
	f, err := x.partsFigure(width, art, parts)
	if err != nil {
		return nil, err
	}
	for row := range 2 {
		for col := range 2 {
			o := at(col, row)
			f.pieces = append(f.pieces, impose.Rect{X: o.X, Y: o.Y, W: s, H: s})
		}
	}
	f.trims = f.pieces
	f.Caption = x.L.Tx("figure.counters", map[string]any{
		"troop": gamedata.CounterNumber(troop.ID), "lord": x.L.T("lord-short."+lord.Player.ID, nil)})
	heads := []string{x.L.T("figure.counter-front", nil), x.L.T("figure.counter-back", nil)}
	f.Labels = append(heads, f.Labels...)
	f.art = func(c draw.Canvas) error {
		for row, k := range []Counter{troop, lord} {
			for col, side := range []func(draw.Canvas, Counter) error{x.CounterFront, x.CounterBack} {
				if err := x.enlarged(c, at(col, row), side, k); err != nil {
					return err
				}
			}
		}
		return nil
	}
	callouts := f.over
	f.over = func(p *figurePen) error {
		p.b.c.SetFill(p.b.pal.ink)
		for col, h := range heads {
			p.b.c.Text(head, at(col, 0).X+s/2, headBase, draw.Center, h)
		}
		return callouts(p)
	}
	return f, nil
}

// enlarged draws one side of a counter with its top left corner at o, at the figure's
// scale, trimmed, with a hairline round it where the sheet's cut would be.
func (x *Ctx) enlarged(c draw.Canvas, o draw.Point, side func(draw.Canvas, Counter) error, k Counter) error {
	s := x.Layout.Counters.Size
	return x.trimmed(c, o, s, s, x.figures().Parts.CounterScale, x.figures().Frame, func(c draw.Canvas) error { return side(c, k) })
}

// figureCounters are the counters the figure shows, of the first colour: the first
// counter of the first knight type that has grade pips, and the lord's.
func (x *Ctx) figureCounters() (troop, lord Counter, err error) {
	if len(x.D.Players) == 0 {
		return troop, lord, fmt.Errorf("content/players.toml has no player, so no counters to show")
	}
	p := &x.D.Players[0]
	for i := range x.D.Troops {
		t := &x.D.Troops[i]
		if t.Kind == gamedata.KindKnight && troop.Troop == nil {
			troop = Counter{Kind: KindTroop, Player: p, Troop: t, ID: t.IDs[0]}
		}
		if t.Kind == gamedata.KindLord && lord.Troop == nil {
			lord = Counter{Kind: KindTroop, Player: p, Troop: t, ID: t.IDs[0]}
		}
	}
	if troop.Troop == nil || lord.Troop == nil {
		return troop, lord, fmt.Errorf("content/troops.toml has no knight or no lord to show")
	}
	return troop, lord, nil
}

// counterParts are the parts of a counter the figure names, at points of its front (at
// front) and its back (at back) drawn k times their size, from the layout troopSide
// draws with: a troop's strength, type, emblem, ID, grade and wounded side; a lord's
// crown, name and wounded side.
func (x *Ctx) counterParts(c Counter, front, back draw.Point, k float64) []part {
	l := &x.Layout.CounterLayout
	s := x.Layout.Counters.Size
	pad := l.Numbers.Padding
	on := func(o draw.Point, px, py float64) draw.Point { return draw.Point{X: o.X + px*k, Y: o.Y + py*k} }
	t := func(key string) string { return x.L.T("figure.counter-"+key, nil) }
	mid := func(f draw.Font) float64 { return (pad + capTopBaseline(f, pad)) / 2 } // the middle of the top row's figures
	if c.Troop.Kind == gamedata.KindLord {
		size, top := l.Lord.Symbol*s, l.Lord.Top*s
		name := x.L.T("lord-short."+c.Player.ID, nil)
		nameW := draw.Width(l.Lord.Name.Draw(), name)
		return []part{
			{at: on(front, s/2-size/4, top), text: t("crown")}, // above the crown, clear of the emblem beside it
			{at: on(front, (s-nameW)/2, s-l.Lord.NameAbove-draw.Ascent(l.Lord.Name.Draw())/2), text: t("name")},
			{at: on(back, s, top+size/2), text: t("lord-wounded"), right: true},
		}
	}
	size, top := l.Symbol.Size*s, l.Symbol.Top*s
	emblem := l.Emblem.Size * s
	return []part{
		{at: on(front, pad/2, mid(l.Numbers.Strength.Draw())), text: t("strength")},
		{at: on(front, (s-size)/2, top+size/2), text: t("type")},
		{at: on(front, pad, s-pad-emblem/2), text: t("emblem")},
		{at: on(back, s-pad/2, mid(l.Numbers.ID.Draw())), text: t("id"), right: true},
		{at: on(back, s, top+size/2), text: t("wounded"), right: true},
		{at: on(back, s-pad/2, s-pad-l.Pips.Above), text: x.gradeCallout(), right: true},
	}
}

// gradeCallout names the grade marks with the words of the marks gradeMark gives pips to
// draw.
func (x *Ctx) gradeCallout() string {
	mark := func(grade string) string { return x.L.T("figure.mark-"+gradeMark(grade), nil) }
	return x.L.Tx("figure.counter-grade", map[string]any{"a": mark("A"), "b": mark("B"), "esquire": mark("esquire")})
}
