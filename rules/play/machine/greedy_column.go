package machine

import (
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// Columns: a campaign that needs more troops than may stand on one place (6.iii) marches
// as two stacks on the same road, the lead onto the target and the rest one place short
// of it. The rear does not fight with the lead, but it is there to take the manor next
// season if the lead falls short, and a beaten lead falls back onto it (and, crowding
// it, pushes part of it one place further back, 6.vii).

// column picks a lead in g.pick, the nearest free troops within a season's march up to
// the stacking limit with a knight among them, and a rear in g.rear from the other free
// troops, standing or able to stand one place short of the target, in g.back; it reports
// whether the lead fights on arrival (see Engage) and lead and rear together outgun the
// defence. It is asked only when the lead alone does not outgun it (gather).
func (g *greedy) column(v play.View, m, def int) bool {
	stack := v.E.D.Game.Movement.Stack
	if len(g.pick) < stack {
		return false // gather took every troop in reach: there is no rear to bring
	}
	g.pick = g.pick[:stack]
	lead, knight, lord := 0, false, false
	for _, i := range g.pick {
		t := v.S.Troops[i]
		lead += t.Strength()
		knight = knight || t.Type.IsKnight()
		lord = lord || t.ID == v.S.Players[v.Seat].Lord
	}
	if !knight || lord || 4*lead < 5*def+1 {
		return false // the lord leads no column: the lead fights at a quarter stronger only
	}
	mp := v.E.ManorPlace(m)
	g.back = v.E.Toward(mp, v.S.Troops[g.pick[0]].Pos.At)
	if g.back == mp || v.E.PlaceKind(g.back) != rules.NodeMilestone || g.enemy[g.back] > 0 {
		return false
	}
	g.rear = g.rear[:0]
	rear := 0
	for _, i := range g.free {
		if len(g.rear) == stack {
			break
		}
		if d := v.E.Miles(v.S.Troops[i].Pos.At, g.back); !g.inPick(i) && d >= 0 && d <= v.E.D.Game.Movement.Miles && v.S.Troops[i].ID != v.S.Players[v.Seat].Lord {
			g.rear = append(g.rear, i)
			rear += v.S.Troops[i].Strength()
		}
	}
	return len(g.rear) > 0 && g.outguns(v, lead+rear, def, false)
}

func (g *greedy) inPick(i int) bool {
	for _, j := range g.pick {
		if j == i {
			return true
		}
	}
	return false
}

// sendRear marches the column's rear to its place one short of the target, each group
// in the last phases its march needs, so that it stands there when the lead arrives;
// troops standing there already stay.
func (g *greedy) sendRear(v play.View, rear []int, back rules.Place) {
	for n, i := range rear {
		if g.b.used[i] {
			continue
		}
		at := v.S.Troops[i].Pos.At
		if at == back {
			g.b.hold(i)
			continue
		}
		g.group = g.group[:0]
		for _, j := range rear[n:] {
			if !g.b.used[j] && v.S.Troops[j].Pos.At == at {
				g.group = append(g.group, j)
			}
		}
		if !g.b.add(g.group, back, lastPhases(v, v.E.Miles(at, back))) {
			g.b.add(g.group, back, nil)
		}
	}
}

// overflow sends a troop that would muster on the rally manor, when the manor has no room
// left (6.iii), to the milestone next to it on the road to the muster's target: the
// muster grows into a column, whose second stack the next campaign brings along.
func (g *greedy) overflow(v play.View, i int) {
	rp := v.E.ManorPlace(g.rally)
	van := v.E.Toward(rp, v.E.ManorPlace(g.rallyTo))
	if van == rp || v.E.PlaceKind(van) != rules.NodeMilestone || g.enemy[van] > 0 {
		return
	}
	g.one[0] = i
	if v.S.Troops[i].Pos.At == van {
		g.b.hold(i)
		return
	}
	if g.b.add(g.one[:], g.stage(v, v.S.Troops[i].Pos.At, van), nil) {
	}
}
