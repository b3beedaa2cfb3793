package machine

import (
	"testing"

	"github.com/excalibur-kit/excalibur/internal/testkit"
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// wallsCase is a contact on manor 0 under the castle rules: seat 0 holds it with two
// knights and three men-at-arms (21 strength, 5 troops, a manor house), and seat 1
// attacks with five knights and two men-at-arms (36).
func wallsCase(t *testing.T) (*rules.State, play.Contact) {
	t.Helper()
	s := scripted(t)
	s.Rules = optional
	e := s.Engine()
	at := e.ManorPlace(0)
	s.Manors[0].Owner = 0
	testkit.Stand(s, 0, at, 2, 3, 52, 53, 54)
	testkit.Stand(s, 1, at, 2, 3, 4, 5, 6, 52, 53)
	c := play.Contact{Seats: [2]rules.Seat{1, 0}, At: at, Manor: 0, House: -1, Holder: rules.B}
	for _, tr := range s.Troops {
		side := rules.A
		if tr.Seat == 0 {
			side = rules.B
		}
		c.Troops[side] = append(c.Troops[side], tr.Soldier)
	}
	if a, b := strength(c.Troops[rules.A]), strength(c.Troops[rules.B]); a != 36 || b != 21 {
		t.Fatalf("the forces are %d and %d strong, the case wants 36 against 21", a, b)
	}
	return s, c
}

// Defenders whom the invaders would storm fight the season's last phase in the open and
// then retire inside, where no phase is left for a storm (13.i); in an earlier phase they
// retire at once.
func TestGreedyFightsThenRetiresInTheLastPhase(t *testing.T) {
	s, c := wallsCase(t)
	v := play.View{Seat: 0, S: s, E: s.Engine()}
	s.Phase = s.Engine().D.Game.Movement.Phases
	if got := newGreedy(1).Defend(v, c); got != play.OpenInside {
		t.Errorf("last phase: defence %v, want to fight, then retire (%v)", got, play.OpenInside)
	}
	s.Phase = 1
	if got := newGreedy(1).Defend(v, c); got != play.Inside {
		t.Errorf("first phase: defence %v, want to retire inside at once (%v)", got, play.Inside)
	}
	// Two defenders would not outlive a round in the open at that difference: inside.
	s.Phase = s.Engine().D.Game.Movement.Phases
	c.Troops[rules.B] = c.Troops[rules.B][:2]
	if got := newGreedy(1).Defend(v, c); got != play.Inside {
		t.Errorf("two defenders in the last phase: defence %v, want to retire inside (%v)", got, play.Inside)
	}
}

// A campaign on the manor it was sent for storms defenders a quarter weaker than it,
// walls counted; troops that happen on the same defenders besiege them unless clearly
// stronger (13.i, 13.iii).
func TestGreedyCampaignStorms(t *testing.T) {
	s, c := wallsCase(t)
	v := play.View{Seat: 1, S: s, E: s.Engine()}
	g := newGreedy(1)
	if g.Storm(v, c) {
		t.Fatal("36 against 21 and a manor house storm without a campaign: the case proves nothing")
	}
	// What launch marks for the season's campaign.
	g.campaign = resizeB(g.campaign, len(s.Manors))
	g.campaign[c.Manor] = true
	if !g.Storm(v, c) {
		t.Error("the campaign sent for the manor besieges it instead of storming at 36 against 26")
	}
}
