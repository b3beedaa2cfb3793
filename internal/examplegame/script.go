package examplegame

import (
	"fmt"

	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// The example's set-up: two players on neighbouring entry roads of the south, so that
// they meet before the year is out (two keep the account short enough to follow), the
// standard rules (the first game a group plays), and the seed of the die.
var (
	entries = []int{5, 6}
	ruleset = rules.Rules(0)
	seed    = uint64(1)
)

// march is one written order of the script: troops, the places they go by (the last is
// the goal, by road node id) and the phases they move in (none: every phase).
type march struct {
	seat   rules.Seat
	troops []int
	via    []string
	phases []int
}

// when is a season of the game.
type when struct {
	year   int
	season string
}

// orders are the script's orders, season by season. The opening autumn is not written:
// the rules send every player's troops to the first manor of the entry road (3).
var orders = map[when][]march{
	{1, rules.Spring}: {
		{seat: 0, troops: []int{2}, via: []string{"ickford"}},
		{seat: 1, troops: []int{2}, via: []string{"hartwell"}},
	},
	{1, rules.Summer}: {
		{seat: 0, troops: []int{52}, via: []string{"ickford"}},
		{seat: 1, troops: []int{1, 52, 53}, via: []string{"carse-abbey"}},
	},
	{1, rules.Autumn}: {
		{seat: 0, troops: []int{1, 53}, via: []string{"ickford"}},
		{seat: 1, troops: []int{1, 52, 53}, via: []string{"ickford"}},
	},
}

// builds are the script's winter improvements, by seat.
var builds = map[when]map[rules.Seat][]rules.Build{
	{0, rules.Winter}: {0: {{Improvement: "beehive", Manor: "oakridge"}}},
}

// scripted plays its seat's part of the script and otherwise answers as play.Base does,
// except that it fights whenever forces meet: the example is about a combat.
type scripted struct {
	play.Base
	seat rules.Seat
}

func (p scripted) Orders(v play.View) []rules.Order {
	var out []rules.Order
	for _, m := range orders[when{v.S.Year, v.S.SeasonName()}] {
		if m.seat != p.seat {
			continue
		}
		var to []rules.Place
		for _, id := range m.via {
			pl, _ := v.E.Place(id) // checkScript has found every one
			to = append(to, pl)
		}
		o := v.E.WriteOrder(m.troops, to, m.phases)
		o.N = len(out) + 1
		out = append(out, o)
	}
	return out
}

func (scripted) Engage(play.View, play.Contact) bool { return true }

func (p scripted) Winter(v play.View) play.WinterPlan {
	var plan play.WinterPlan
	plan.Build = builds[when{v.S.Year, v.S.SeasonName()}][p.seat]
	return plan
}

// checkScript makes sure every place the script names is a node of the board, so that
// a renamed place is an error naming it rather than an order silently dropped.
func checkScript(e *rules.Engine) error {
	for w, ms := range orders {
		for _, m := range ms {
			for _, id := range m.via {
				if _, ok := e.Place(id); !ok {
					return fmt.Errorf("the script's orders for year %d, %s: no place %q on the board (content/map.toml)", w.year, w.season, id)
				}
			}
		}
	}
	return nil
}

// Retreat falls back by the exit nearest to where the force started the season, and on
// towards that place (6.vii): the way it came, away from the enemy.
func (p scripted) Retreat(v play.View, c play.Contact, exits []rules.Place) (rules.Place, bool) {
	side := c.Side(p.seat)
	if side == rules.None || len(c.Troops[side]) == 0 {
		return p.Base.Retreat(v, c, exits)
	}
	start, ok := v.Started(c.Troops[side][0].ID)
	if !ok {
		return p.Base.Retreat(v, c, exits)
	}
	best := exits[0]
	for _, x := range exits[1:] {
		if v.E.Miles(x, start) < v.E.Miles(best, start) {
			best = x
		}
	}
	return best, false
}
