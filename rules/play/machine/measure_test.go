package machine

import (
	"os"
	"slices"
	"testing"

	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// tally is what TestMeasure counts over greedy games: the reviewers' complaints, as
// numbers.
type tally struct {
	games, combats, poor      int // poor: the attacker had less than twice the defence
	weaker                    int // the attacker was no stronger than the defence
	autumnOrders, toMilestone int // autumn orders, and those ending on a milestone
	knights, offManor         int // knights at the harvest, and those not on a manor of theirs
	majority                  int
	most                      int // the most manors one player held at the end, summed over games
	cash                      int // the treasuries at the end, summed over games and players
	unowned                   int // manors no one holds at the end, summed over games
	passes                    int // rivals meeting and passing in peace
	lords                     int // lords killed
	lordMarches               int // orders moving a lord, from the third year
}

// measure plays one greedy game and adds its numbers to t. The attacker of a combat on
// a held manor is the side that does not hold it; in the open it is the stronger side,
// who chose the fight.
func measure(tb testing.TB, t *tally, r rules.Rules, n int, seed uint64) {
	e := testEngine(tb)
	seats := make([]rules.SeatChoice, n)
	for i, road := range entriesFor(tb, seed, n) {
		seats[i].Entry = road // every road against every other, as simulate plays them
	}
	players := make([]play.Player, n)
	for i := range players {
		players[i], _ = New("greedy", seed*101+uint64(i))
	}
	var g *play.Game
	log := func(ev play.Event) {
		s := g.S
		switch ev.Kind {
		case play.KindCombat:
			t.combats++
			if len(ev.Battle.Rounds) == 0 {
				return
			}
			// The first round's strengths: the forces the battle leaves are the survivors.
			r := ev.Battle.Rounds[0]
			a, d := r.Strength[0]+r.Bonus[0], r.Strength[1]+r.Bonus[1]
			if ev.Manor >= 0 && s.Manors[ev.Manor].Owner == ev.Seat {
				a, d = d, a
			} else if ev.Manor < 0 || s.Manors[ev.Manor].Owner != ev.Other {
				a, d = max(a, d), min(a, d)
			}
			if a < 2*d {
				t.poor++
			}
			if a <= d {
				t.weaker++
			}
		case play.KindLordDies:
			t.lords++
		case play.KindPass:
			t.passes++
		case play.KindOrders:
			for _, o := range ev.Orders {
				if s.Year >= 3 && slices.Contains(o.Troops, s.Players[ev.Seat].Lord) {
					t.lordMarches++
				}
			}
			if s.SeasonName() != rules.Autumn {
				return
			}
			for _, o := range ev.Orders {
				t.autumnOrders++
				if at, ok := e.Place(o.Places[len(o.Places)-1]); ok && e.PlaceKind(at) == rules.NodeMilestone {
					t.toMilestone++
				}
			}
		case play.KindHarvest:
			for _, tr := range s.Troops {
				if tr.Seat != ev.Seat || !tr.Type.IsKnight() {
					continue
				}
				t.knights++
				if m := e.ManorAt(tr.Pos.At); tr.Pos.Between() || m < 0 || s.Manors[m].Owner != tr.Seat {
					t.offManor++
				}
			}
		}
	}
	g, err := play.New(e, play.Config{Seats: seats, Players: players, Rules: r, Die: rules.NewSeeded(seed), Log: log})
	if err != nil {
		tb.Fatal(err)
	}
	res, err := g.Run()
	if err != nil {
		tb.Fatal(err)
	}
	t.games++
	most := 0
	for p := range g.S.Players {
		n := 0
		for _, ms := range g.S.Manors {
			n += b2i(ms.Owner == rules.Seat(p))
		}
		most = max(most, n)
		t.cash += g.S.Players[p].Treasury
	}
	t.most += most
	for _, ms := range g.S.Manors {
		t.unowned += b2i(ms.Owner == rules.NoSeat)
	}
	if res.End == play.Majority {
		t.majority++
	}
}

// TestMeasure prints the numbers of 20 seeded standard games of greedy players, for
// the record of a change to the greedy player; it runs only when MEASURE is set
// (MEASURE=optional plays the optional rules instead).
func TestMeasure(t *testing.T) {
	if os.Getenv("MEASURE") == "" {
		t.Skip("set MEASURE=1 to measure the greedy player")
	}
	r := standard
	if os.Getenv("MEASURE") == "optional" {
		r = optional
	}
	for _, n := range []int{3, 4} {
		var c tally
		for seed := uint64(1); seed <= 20; seed++ {
			measure(t, &c, r, n, seed)
		}
		t.Logf("%v, %d players, %d games: %.1f combats a game, %d%% at odds under 2:1, %d%% no stronger than the defence; autumn orders to milestones %d of %d; knights off a manor at harvest %d of %d; majority wins %d; the leader ends on %.1f manors (%d to win); %.0f Bz a treasury at the end; %.1f of %d manors unowned at the end; %.1f peaceful passes a game; %.1f lords die a game; %.1f lord marches a game from year 3",
			r, n, c.games, float64(c.combats)/float64(c.games), 100*c.poor/max(c.combats, 1), 100*c.weaker/max(c.combats, 1), c.toMilestone, c.autumnOrders, c.offManor, c.knights, c.majority,
			float64(c.most)/float64(c.games), testEngine(t).ManorsToWin(false), float64(c.cash)/float64(c.games*n),
			float64(c.unowned)/float64(c.games), len(testEngine(t).D.Manors), float64(c.passes)/float64(c.games), float64(c.lords)/float64(c.games), float64(c.lordMarches)/float64(c.games))
	}
}
