package play

import (
	"math/rand/v2"
	"testing"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/rules"
)

type wander struct {
	Base
	r *rand.Rand
}

func (w wander) Orders(v View) []rules.Order {
	var out []rules.Order
	for _, t := range v.S.Troops {
		if t.Seat != v.Seat || t.Inside {
			continue
		}
		reach, _ := v.E.Reach(v.E.PlaceID(t.Pos.At), 6)
		var manors []rules.Place
		for _, r := range reach {
			if k, _ := v.E.NodeKind(r.Node); k == rules.NodeManor || k == rules.NodeHouse {
				p, _ := v.E.Place(r.Node)
				manors = append(manors, p)
			}
		}
		if len(manors) == 0 {
			continue
		}
		o := v.E.WriteOrder([]int{t.ID}, []rules.Place{manors[w.r.IntN(len(manors))]}, nil)
		o.N = len(out) + 1
		out = append(out, o)
	}
	return out
}
func (w wander) Engage(View, Contact) bool { return w.r.IntN(2) == 0 }
func (w wander) Pillage(View, int) bool    { return true }

// TestWanderersFinish plays games of players who wander at random and fight on a coin
// wanderers seats n wanderers drawing from r, on entry roads the game chooses.
func wanderers(n int, r *rand.Rand) ([]rules.SeatChoice, []Player) {
	seats := make([]rules.SeatChoice, n)
	ps := make([]Player, n)
	for i := range ps {
		ps[i] = wander{r: r}
	}
	return seats, ps
}

// toss: every game must end, every invariant hold after every step.
func TestWanderersFinish(t *testing.T) {
	d, err := gamedata.Load(content.FS)
	if err != nil {
		t.Fatal(err)
	}
	e := rules.New(d)
	for seed := uint64(1); seed <= 20; seed++ {
		r := rand.New(rand.NewPCG(seed, 9))
		seats, ps := wanderers(4, r)
		g, err := New(e, Config{Seats: seats, Players: ps, Rules: rules.RuleWeather | rules.RuleCastles | rules.RulePillage | rules.RuleFate | rules.RuleValuation, Die: rules.NewSeeded(seed), Check: true})
		if err != nil {
			t.Fatal(err)
		}
		res, err := g.Run()
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if !res.Over() || res.Broken > 0 || res.Checked == 0 {
			t.Errorf("seed %d: end %v after %d checks, %d broken: %v", seed, res.End, res.Checked, res.Broken, res.BrokenText)
		}
	}
}

// startWatcher wanders and, at every question of a season, holds View.Started to where
// its troops stood when it wrote the season's orders (the slow way: a map it makes
// itself from the state).
type startWatcher struct {
	wander
	t      *testing.T
	at     map[int]rules.Place
	asked  *int
	season *int
}

func (w startWatcher) Orders(v View) []rules.Order {
	clear(w.at)
	for _, t := range v.S.Troops {
		if t.Seat == v.Seat {
			w.at[t.ID] = t.Pos.At
		}
	}
	*w.season = v.S.Year*10 + v.S.Season
	w.check(v)
	return w.wander.Orders(v)
}

func (w startWatcher) Engage(v View, c Contact) bool {
	if v.S.Year*10+v.S.Season == *w.season {
		w.check(v)
	}
	return w.wander.Engage(v, c)
}

func (w startWatcher) check(v View) {
	w.t.Helper()
	*w.asked++
	for id := range 100 {
		at, ok := v.Started(id)
		want, has := w.at[id]
		if ok != has || at != want {
			w.t.Fatalf("year %d season %d seat %d: Started(%d) = %d, %v; the season began with %d, %v", v.S.Year, v.S.Season, v.Seat, id, at, ok, want, has)
		}
	}
}

// TestStartedAsSeasonStart: what a player's view says its troops' places were at the
// season's start is what the state showed when it wrote its orders, all season long.
func TestStartedAsSeasonStart(t *testing.T) {
	d, err := gamedata.Load(content.FS)
	if err != nil {
		t.Fatal(err)
	}
	e := rules.New(d)
	asked := 0
	for seed := uint64(1); seed <= 3; seed++ {
		r := rand.New(rand.NewPCG(seed, 5))
		var seats []rules.SeatChoice
		var ps []Player
		for range 4 {
			seats = append(seats, rules.SeatChoice{})
			ps = append(ps, startWatcher{wander: wander{r: r}, t: t, at: map[int]rules.Place{}, asked: &asked, season: new(int)})
		}
		g, err := New(e, Config{Seats: seats, Players: ps, Die: rules.NewSeeded(seed)})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Run(); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
	if asked == 0 {
		t.Fatal("no player was ever asked")
	}
}
