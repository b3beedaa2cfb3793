package machine

import (
	"fmt"
	"testing"

	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

func TestDebug(t *testing.T) {
	e := testEngine(t)
	kinds := []string{"greedy", "random", "random", "random"}
	seats := make([]rules.SeatChoice, len(kinds))
	players := make([]play.Player, len(kinds))
	for i, k := range kinds {
		seats[i].Religion = []string{"christian", "druid"}[i%2]
		players[i], _ = New(k, 1*101+uint64(i))
	}
	var last []string
	g, _ := play.New(e, play.Config{Seats: seats, Players: players, Rules: advanced, Die: rules.NewSeeded(1), Check: true, Log: func(ev play.Event) {
		last = append(last, fmt.Sprintf("y%d s%d %v seat %d ids %v n %d", ev.Year, ev.Season, ev.Kind, ev.Seat, ev.IDs, ev.N))
	}})
	defer func() {
		if r := recover(); r != nil {
			for _, l := range last[max(0, len(last)-15):] {
				t.Log(l)
			}
			for _, tr := range g.S.Troops {
				if tr.Pos.At < 0 {
					t.Logf("bad troop %+v", tr)
				}
			}
			t.Fatal(r)
		}
	}()
	g.Run()
}
