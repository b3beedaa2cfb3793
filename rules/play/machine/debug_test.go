package machine

import (
	"testing"

	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

func TestDebug(t *testing.T) {
	e := testEngine(t)
	kinds := []string{"greedy", "greedy"}
	seats := make([]rules.SeatChoice, len(kinds))
	players := make([]play.Player, len(kinds))
	for i, k := range kinds {
		players[i], _ = New(k, 5*101+uint64(i))
	}
	g, _ := play.New(e, play.Config{Seats: seats, Players: players, Rules: optional, Die: rules.NewSeeded(5), Check: true, Log: func(ev play.Event) {
		if ev.Year == 8 && ev.Season == 0 && (ev.Manor == 10 || ev.Phase == 3) {
			t.Logf("y%d s%d p%d %v seat %d other %d manor %d at %d ids %v", ev.Year, ev.Season, ev.Phase, ev.Kind, ev.Seat, ev.Other, ev.Manor, ev.At, ev.IDs)
		}
	}})
	for !g.Result().Over() {
		y, se := g.S.Year, g.S.Season
		g.Step()
		if y == 8 && se <= 1 {
			for m, ms := range g.S.Manors {
				if ms.Siege > 0 || ms.Manor.ID == "quenby" {
					t.Logf("after y%d s%d: manor %d %s owner %d siege %d", y, se, m, ms.Manor.ID, ms.Owner, ms.Siege)
					for _, tr := range g.S.Troops {
						if tr.Pos.At == e.ManorPlace(m) {
							t.Logf("   troop seat %d id %d inside %v", tr.Seat, tr.ID, tr.Inside)
						}
					}
				}
			}
		}
	}
	t.Log(g.Result().BrokenText)
}
