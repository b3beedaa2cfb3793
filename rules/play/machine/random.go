package machine

import (
	"math/rand/v2"
	"slices"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// random makes every choice at random among those the rules allow. It is the baseline
// the greedy player must beat, and it drives the season loop down every road the rules
// leave open: moves in some phases only, sieges, storms, retreats, dismissals, lords.
type random struct {
	r      *rand.Rand
	b      sheet
	places []rules.Place // scratch: the places within reach of a force
	group  []int         // scratch: troops standing together
	force  [2][]int
}

func newRandom(seed uint64) *random { return &random{r: source(seed)} }

var _ play.Player = (*random)(nil)

func (p *random) coin() bool { return p.r.IntN(2) == 0 }

// Orders sends a random part of the troops on each place, as one or two forces, to
// random places within their reach, in every phase or in a random set of phases.
func (p *random) Orders(v play.View) []rules.Order {
	p.b.reset(v)
	for i, t := range v.S.Troops {
		if p.b.used[i] {
			continue
		}
		p.group = p.group[:0]
		for j := i; j < len(v.S.Troops); j++ {
			if !p.b.used[j] && v.S.Troops[j].Pos == t.Pos {
				p.group = append(p.group, j)
			}
		}
		p.force[0], p.force[1] = p.force[0][:0], p.force[1][:0]
		for _, j := range p.group {
			p.b.hold(j) // decided now: marching in a force below, or staying
			if p.coin() {
				f := p.r.IntN(2)
				p.force[f] = append(p.force[f], j)
			}
		}
		for _, f := range p.force {
			p.march(v, f)
		}
	}
	return p.b.sheet()
}

// march tries a few random destinations for a force until one is legal.
func (p *random) march(v play.View, f []int) {
	if len(f) == 0 {
		return
	}
	for _, j := range f {
		p.b.used[j] = false
	}
	defer func() {
		for _, j := range f {
			p.b.used[j] = true
		}
	}()
	from := v.S.Troops[f[0]].Pos.At
	for range 3 {
		phases := p.phases(v.E.D.Game.Movement.Phases)
		p.places = p.places[:0]
		reach := p.b.reach(phases)
		for q := range v.E.Places() {
			if d := v.E.Miles(from, rules.Place(q)); d > 0 && d <= reach {
				p.places = append(p.places, rules.Place(q))
			}
		}
		if len(p.places) > 0 && p.b.add(f, p.places[p.r.IntN(len(p.places))], phases) {
			return
		}
	}
}

// phases is every phase half the time, else a random non-empty set of them.
func (p *random) phases(n int) []int {
	if p.coin() {
		return nil
	}
	var out []int
	for len(out) == 0 {
		for ph := 1; ph <= n; ph++ {
			if p.coin() {
				out = append(out, ph)
			}
		}
	}
	return out
}

func (p *random) Engage(play.View, play.Contact) bool { return p.coin() }
func (p *random) Defend(play.View, play.Contact) play.Defence {
	return play.Defence(p.r.IntN(3))
}
func (p *random) Storm(play.View, play.Contact) bool { return p.coin() }
func (p *random) Pillage(play.View, int) bool        { return p.coin() }
func (p *random) Withdraw(play.View, play.Contact, *rules.Battle, int) bool {
	return p.r.IntN(3) == 0
}
func (p *random) Wound(_ play.View, c []int, _ []rules.Soldier) int { return c[p.r.IntN(len(c))] }
func (p *random) Fighters(_ play.View, _ play.Contact, t []rules.Soldier) []rules.Soldier {
	out := slices.Clone(t)
	p.r.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}
func (p *random) Victory(play.View, play.Contact) play.Victor { return play.Victor(p.r.IntN(3)) }

func (p *random) Retreat(_ play.View, _ play.Contact, exits []rules.Place) (rules.Place, bool) {
	return exits[p.r.IntN(len(exits))], p.coin()
}
func (p *random) Bid(v play.View, _, _ string) int {
	return p.r.IntN(v.S.Players[v.Seat].Treasury + 1)
}

// Homeward leaves a leaderless march on the shortest road (10.i): drawing a road at
// random would change every seeded game the digest holds for a choice that only
// steers round troops.
func (p *random) Homeward(play.View) []rules.Order { return nil }

// Relocate moves a random troop, and now and then a forester or reeve, to a random
// manor of the player's; the loop refuses what the rules do not allow.
func (p *random) Relocate(v play.View) []play.Relocation {
	held := heldManors(v, nil)
	if len(held) < 2 {
		return nil
	}
	var out []play.Relocation
	for _, t := range v.S.Troops {
		if t.Seat == v.Seat && p.r.IntN(4) == 0 {
			out = append(out, play.Relocation{Troop: t.ID, To: held[p.r.IntN(len(held))]})
		}
	}
	if p.r.IntN(4) == 0 {
		staff := []string{"forester", "reeve"}[p.r.IntN(2)]
		out = append(out, play.Relocation{Staff: staff, From: held[p.r.IntN(len(held))], To: held[p.r.IntN(len(held))]})
	}
	return out
}

// Winter spends at random within the treasury: dismissals now and then, hires,
// improvements where CanBuild allows, repairs, sometimes a new lord and, in the
// advanced game, sometimes a conversion.
func (p *random) Winter(v play.View) play.WinterPlan {
	var plan play.WinterPlan
	me := v.S.Players[v.Seat]
	budget := me.Treasury
	for _, t := range v.S.Troops {
		if t.Seat != v.Seat {
			continue
		}
		if t.Type.Kind == gamedata.KindManAtArms && p.r.IntN(5) == 0 {
			plan.Dismiss = append(plan.Dismiss, t.ID)
			continue
		}
		budget -= pay(v, t)
	}
	if me.Lord == 0 && p.coin() {
		if ids := gradeAKnights(v); len(ids) > 0 {
			plan.Lord = ids[p.r.IntN(len(ids))]
		}
	}
	if v.S.Rules.Has(rules.RuleAdvanced) && p.r.IntN(10) == 0 {
		plan.Convert = otherReligion(v, me.Religion)
	}
	religion := me.Religion
	if plan.Convert != "" {
		religion = plan.Convert
	}
	held := heldManors(v, nil)
	// Half the winters build before hiring, so that sites and repairs, which hiring
	// would otherwise leave no money for, are ordered too (and rivals' orders for one
	// parish's site meet in an auction, 19.iii).
	first := p.coin()
	if first {
		p.build(v, &plan, &budget, held, religion)
	}
	p.hire(v, &plan, &budget, held)
	if !first {
		p.build(v, &plan, &budget, held, religion)
	}
	return plan
}

// hire takes on up to two knights and two men-at-arms at random, within the budget and
// the room on the player's manors: new troops stand on one of them (7.iv).
func (p *random) hire(v play.View, plan *play.WinterPlan, budget *int, held []int) {
	room := hireRoom(v, held)
	plan.Hire = map[string]int{}
	for _, kind := range []string{gamedata.KindKnight, gamedata.KindManAtArms} {
		cost := v.E.D.HireGrade(kind).Cost
		for n := p.r.IntN(3); n > 0 && *budget >= cost && room > 0; n-- {
			plan.Hire[kind]++
			*budget -= cost
			room--
		}
	}
}

// build orders, within the budget, each improvement or repair the manors allow with
// one chance in three, and sites and repairs with one in two.
func (p *random) build(v play.View, plan *play.WinterPlan, budget *int, held []int, religion string) {
	for _, m := range held {
		for _, bd := range buildable(v, m, religion, nil) {
			odds := 3
			if bd.Repair || v.E.D.Improvement(bd.Improvement).Religion != "" {
				odds = 2
			}
			if cost := buildCost(v, bd); cost <= *budget && markerFree(v, plan, bd) && p.r.IntN(odds) == 0 {
				plan.Build = append(plan.Build, bd)
				*budget -= cost
			}
		}
	}
}
