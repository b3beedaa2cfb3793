package examplegame

import (
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

func engine(t *testing.T) *rules.Engine {
	t.Helper()
	d, err := gamedata.Load(content.FS)
	if err != nil {
		t.Fatal(err)
	}
	return rules.New(d)
}

// TestTheStoryHolds checks that the example still tells what the rulebook's chapter
// introduces: the rule each season is there to show. A change of the rules or the board
// that loses one of them must be seen, and the script (script.go) changed to suit.
func TestTheStoryHolds(t *testing.T) {
	g, err := Play(engine(t), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]play.Kind{
		"opening": {play.KindOrders, play.KindMove, play.KindClaim, play.KindHarvest},
		"winter":  {play.KindPay, play.KindBuild},
		"spring":  {play.KindOrders, play.KindClaim, play.KindSupervised},
		"summer":  {play.KindOrders, play.KindMove},
		"autumn":  {play.KindCombat, play.KindWithdraw, play.KindRetreat, play.KindStay, play.KindHarvest, play.KindGoHome},
	}
	if len(g.Steps) != len(Steps) {
		t.Fatalf("%d seasons played, want %d", len(g.Steps), len(Steps))
	}
	for _, st := range g.Steps {
		fired := map[play.Kind]int{}
		for _, ev := range st.Events {
			fired[ev.Kind]++
		}
		for _, k := range want[st.ID] {
			if fired[k] == 0 {
				t.Errorf("%s (year %d, %s): no %s event (%s): the example no longer shows it", st.ID, st.Year, st.Season, k, k.Section())
			}
		}
		if st.Before == nil || st.After == nil {
			t.Errorf("%s: the board before or after the season is missing", st.ID)
		}
	}
	autumn, _ := g.Step("autumn")
	for _, ev := range autumn.Events {
		if ev.Kind == play.KindCombat && (ev.Battle == nil || len(ev.Battle.Rounds) < 2) {
			t.Errorf("autumn: a combat of fewer than two rounds: the example is to show a combat round by round")
		}
	}
	if autumn.Year != 1 || autumn.Season != rules.Autumn {
		t.Errorf("the last season is year %d, %s; want the autumn of year 1", autumn.Year, autumn.Season)
	}
}

// TestSameGame: the example is played again for every language and for the figure, so
// it must be the same game each time.
func TestSameGame(t *testing.T) {
	e := engine(t)
	a, err := Play(e, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Play(e, nil, nil)
	for i := range a.Steps {
		if len(a.Steps[i].Events) != len(b.Steps[i].Events) {
			t.Fatalf("%s: %d events, then %d", a.Steps[i].ID, len(a.Steps[i].Events), len(b.Steps[i].Events))
		}
		for j, ev := range a.Steps[i].Events {
			if o := b.Steps[i].Events[j]; o.Kind != ev.Kind || o.At != ev.At || o.To != ev.To || o.Seat != ev.Seat {
				t.Errorf("%s, event %d: %v, then %v", a.Steps[i].ID, j, ev.Kind, o.Kind)
			}
		}
	}
}

// TestScriptNamesPlaces: a place the board does not have is an error that names it.
func TestScriptNamesPlaces(t *testing.T) {
	w := when{1, rules.Summer}
	saved := orders[w]
	orders[w] = append(append([]march(nil), saved...), march{seat: 0, troops: []int{2}, via: []string{"atlantis"}})
	defer func() { orders[w] = saved }()
	_, err := Play(engine(t), nil, nil)
	if err == nil || !strings.Contains(err.Error(), `no place "atlantis"`) || !strings.Contains(err.Error(), "year 1, summer") {
		t.Fatalf("got %v, want an error naming the place and the season", err)
	}
}
