package rules

import (
	"fmt"
	"slices"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

// The winter steps, in the strict order of 4.i.
const (
	StepDismiss  = "dismiss"
	StepPay      = "pay"
	StepHeal     = "heal"
	StepPromote  = "promote"
	StepHire     = "hire"
	StepImprove  = "improve"
	StepRelocate = "relocate"
)

// WinterSteps is the order of winter (4.i); the rulebook prints it from here.
var WinterSteps = []string{StepDismiss, StepPay, StepHeal, StepPromote, StepHire, StepImprove, StepRelocate}

// Estate is what one player has going into winter.
type Estate struct {
	Player   string
	Treasury int
	Religion string // "christian" or "druid" in the advanced game
	Troops   []Soldier
	Holdings []Holding
	// Parishes lists, by parish, the kinds of religious site standing in the valley at the
	// start of winter, every player's, so that winter builds no second church or stone
	// circle in a parish (19.ii). The estate's own sites count whether listed or not.
	Parishes map[string][]string
}

// Build is an order to build or hire an improvement for a manor, or with Repair to mend
// the damaged castle, church or stone circle that stands there.
type Build struct {
	Improvement string
	Manor       string
	Repair      bool
}

// WinterOrders are a player's choices for winter.
type WinterOrders struct {
	Dismiss []int          // men-at-arms to dismiss, by ID
	Hire    map[string]int // troops to hire, by kind (knight, man-at-arms)
	Build   []Build
}

// Promotion is one troop moved up a grade: it takes a counter of its new grade.
type Promotion struct {
	From, To int
	Grade    string
}

// WinterReport tells what each step did.
type WinterReport struct {
	Dismissed  []int       // men-at-arms let go by order
	Pay        int         // Bz paid to troops
	Unpaid     []int       // troops who could not be paid and left
	Deserted   []int       // knights who failed their loyalty roll
	Loyalty    []int       // the loyalty dice, one per remaining knight
	Healed     []int       // troops turned back to their healthy side
	Promoted   []Promotion // troops moved up a grade
	Waiting    []int       // troops due for promotion with no free counter
	Hired      []int       // new troops' IDs
	Built      []Build
	Refused    []string // orders that could not be carried out, and why
	Treasury   int      // what is left
	StepTotals []int    // treasury after each step of WinterSteps up to improve
}

// Winter plays a player's winter in the strict order of 4.i (relocation is the players'
// own moves; RelocationOrder says who moves first). It changes the estate. An estate no
// game could reach (a treasury below 0, a troop without a type, a holding its manor has
// no room for) or a die that rolls a face it does not have is an error, and then the
// estate is left as it was.
func (e *Engine) Winter(est *Estate, o WinterOrders, die Die) (WinterReport, error) {
	if err := e.checkEstate(est); err != nil {
		return WinterReport{}, err
	}
	c := check(die)
	// Undoing a failed winter needs no copy: until pay, the last step that can fail,
	// dismissal deletes from a copy of the troops it makes first, pay writes a new list,
	// and nothing touches the holdings, so the estate's own slices are as they came.
	before := *est
	r := WinterReport{StepTotals: make([]int, 0, 6)} // one total a step, dismissal to building
	step := func() { r.StepTotals = append(r.StepTotals, est.Treasury) }
	e.dismiss(est, o.Dismiss, &r)
	step()
	e.pay(est, c, &r, e.hireRoom(o.Hire))
	if c.err != nil {
		*est = before
		return WinterReport{}, fmt.Errorf("winter of %s, loyalty rolls: %w", est.Player, c.err)
	}
	step()
	r.Healed = heal(est)
	step()
	e.promote(est, &r)
	step()
	e.hire(est, o.Hire, &r)
	step()
	sites := e.parishSites(est)
	for _, b := range o.Build {
		if err := e.build(est, b, sites); err != nil {
			r.Refused = append(r.Refused, err.Error())
			continue
		}
		r.Built = append(r.Built, b)
	}
	step()
	r.Treasury = est.Treasury
	return r, nil
}

// checkEstate refuses an estate no game could reach.
func (e *Engine) checkEstate(est *Estate) error {
	if est.Treasury < 0 {
		return fmt.Errorf("winter of %s: treasury %d Bz; a treasury is never below 0", est.Player, est.Treasury)
	}
	for _, s := range est.Troops {
		if s.Type == nil {
			return fmt.Errorf("winter of %s: troop %02d has no troop type", est.Player, s.ID)
		}
	}
	for _, h := range est.Holdings {
		if err := e.checkHolding(h); err != nil {
			return fmt.Errorf("winter of %s: %w", est.Player, err)
		}
	}
	return nil
}

// parishSites is what stands in each parish as winter's improvements begin: the valley's
// sites as given and the estate's own. Winter adds to it as it builds.
func (e *Engine) parishSites(est *Estate) map[string][]string {
	sites := map[string][]string{}
	for p, kinds := range est.Parishes {
		sites[p] = slices.Clone(kinds)
	}
	for _, h := range est.Holdings {
		if h.Site != "" && !slices.Contains(sites[h.Manor.Parish], h.Site) {
			sites[h.Manor.Parish] = append(sites[h.Manor.Parish], h.Site)
		}
	}
	return sites
}

// dismiss deletes from a copy of the troops, made at the first deletion, so that a
// winter that fails later can be undone by putting the estate's own list back.
func (e *Engine) dismiss(est *Estate, ids []int, r *WinterReport) {
	copied := false
	for _, id := range ids {
		i := slices.IndexFunc(est.Troops, func(s Soldier) bool { return s.ID == id })
		switch {
		case i < 0:
			r.Refused = append(r.Refused, fmt.Sprintf("dismiss %02d: no such troop", id))
		case est.Troops[i].Type.Kind != gamedata.KindManAtArms:
			r.Refused = append(r.Refused, fmt.Sprintf("dismiss %02d: knights can never be dismissed", id))
		default:
			if !copied {
				est.Troops, copied = slices.Clone(est.Troops), true
			}
			est.Troops = slices.Delete(est.Troops, i, i+1)
			r.Dismissed = append(r.Dismissed, id)
		}
	}
}

// pay pays knights first, as many as the treasury allows, then men-at-arms (11). The lord,
// the first or one appointed later, is never paid and never rolls (3: a lord does not
// pay himself). Unpaid troops leave; if any troop went unpaid, every remaining knight
// rolls for loyalty and deserts with his pay on a high roll (4.iii, 11.ii, edition
// "loyalty").
func (e *Engine) pay(est *Estate, die *checked, r *WinterReport, room int) {
	knightsUnpaid := false
	kept := make([]Soldier, 0, len(est.Troops)+room) // room for the hires, which append to it
	for _, s := range est.Troops {
		if isLord(s) {
			kept = append(kept, s)
		}
	}
	for _, pass := range []func(Soldier) bool{isHiredKnight, isManAtArms} {
		for _, s := range est.Troops {
			if !pass(s) {
				continue
			}
			if est.Treasury < s.Type.Cost || (knightsUnpaid && isManAtArms(s)) {
				if isHiredKnight(s) && !knightsUnpaid { // a partial payment is still paid out
					r.Pay += est.Treasury
					est.Treasury = 0
				}
				r.Unpaid = append(r.Unpaid, s.ID)
				knightsUnpaid = knightsUnpaid || isHiredKnight(s)
				continue
			}
			est.Treasury -= s.Type.Cost
			r.Pay += s.Type.Cost
			kept = append(kept, s)
		}
	}
	if len(r.Unpaid) > 0 {
		kept = e.loyalty(kept, die, r)
	}
	est.Troops = kept
}

func (e *Engine) loyalty(troops []Soldier, die *checked, r *WinterReport) []Soldier {
	var kept []Soldier
	for _, s := range troops {
		if s.Type.Kind != gamedata.KindKnight {
			kept = append(kept, s)
			continue
		}
		roll := die.roll()
		r.Loyalty = append(r.Loyalty, roll)
		if roll >= e.D.Game.Loyalty.DesertFrom {
			r.Deserted = append(r.Deserted, s.ID)
			continue
		}
		kept = append(kept, s)
	}
	return kept
}

func isLord(s Soldier) bool        { return s.Type.Kind == gamedata.KindLord }
func isHiredKnight(s Soldier) bool { return s.Type.Kind == gamedata.KindKnight }
func isManAtArms(s Soldier) bool   { return s.Type.Kind == gamedata.KindManAtArms }

func heal(est *Estate) []int {
	var ids []int
	for i := range est.Troops {
		if est.Troops[i].Wounded {
			est.Troops[i].Wounded = false
			ids = append(ids, est.Troops[i].ID)
		}
	}
	return ids
}

// promote moves every junior troop up one grade (4.i, 7.iv), highest grades first so
// that counters they free serve those promoted after them (edition "promotion").
func (e *Engine) promote(est *Estate, r *WinterReport) {
	// The troops that could rise, strongest first, equals in the order of the estate (as
	// a stable sort of every troop, the rest then passed over, orders them).
	var buf [16]Soldier // on the stack for a usual estate: every winter of every simulated game
	order := buf[:0]
	for _, s := range est.Troops {
		if s.Type.Promotes != "" {
			order = append(order, s)
		}
	}
	slices.SortStableFunc(order, func(a, b Soldier) int { return b.Type.Strength - a.Type.Strength })
	for _, s := range order {
		up := e.D.Troop(s.Type.Promotes)
		id, ok := e.freeCounter(est, up)
		if !ok {
			r.Waiting = append(r.Waiting, s.ID)
			continue
		}
		i := slices.IndexFunc(est.Troops, func(x Soldier) bool { return x.ID == s.ID })
		est.Troops[i] = Soldier{ID: id, Type: up}
		r.Promoted = append(r.Promoted, Promotion{From: s.ID, To: id, Grade: up.ID})
	}
}

// freeCounter is the lowest ID of a grade that no troop of the estate uses.
func (e *Engine) freeCounter(est *Estate, t *gamedata.Troop) (int, bool) {
	for id := t.IDs[0]; id <= t.IDs[1]; id++ {
		if !slices.ContainsFunc(est.Troops, func(s Soldier) bool { return s.ID == id }) {
			return id, true
		}
	}
	return 0, false
}

// hireRoom is how many troops the orders ask to hire, at most a colour's counters: the
// room pay leaves in the list of troops it writes, for hire to append to.
func (e *Engine) hireRoom(want map[string]int) int {
	n := 0
	for _, k := range want {
		n += max(k, 0)
	}
	return min(n, e.D.CountersPerColour())
}

// hire takes on new troops at the lowest grade of their kind, paying the year's cost,
// which is also this winter's pay (edition "hiring").
func (e *Engine) hire(est *Estate, want map[string]int, r *WinterReport) {
	for _, kind := range []string{gamedata.KindKnight, gamedata.KindManAtArms} {
		t := e.D.HireGrade(kind)
		for n := 0; n < want[kind]; n++ {
			id, ok := e.freeCounter(est, t)
			switch {
			case !ok:
				r.Refused = append(r.Refused, fmt.Sprintf("hire %s: no free counter", kind))
			case est.Treasury < t.Cost:
				r.Refused = append(r.Refused, fmt.Sprintf("hire %s: %d Bz needed, %d left", kind, t.Cost, est.Treasury))
			default:
				est.Treasury -= t.Cost
				est.Troops = append(est.Troops, Soldier{ID: id, Type: t})
				r.Hired = append(r.Hired, id)
				continue
			}
			break
		}
	}
}

// PayDue is what a winter's pay costs for a list of troop types (3, 11).
func (e *Engine) PayDue(types []string) int {
	n := 0
	for _, id := range types {
		if t := e.D.Troop(id); t != nil {
			n += t.Cost
		}
	}
	return n
}

// Gross is a player's gross autumn income, by which relocation is ordered.
type Gross struct {
	Player string
	Income int
}

// RelocationOrder is the order in which players relocate troops and staff in winter:
// the largest gross income of that autumn first (4.iii); players with equal incomes roll
// a die, the higher roll first, ties rolling again (edition "relocation-ties").
func RelocationOrder(gs []Gross, die Die) ([]string, error) {
	s := slices.Clone(gs)
	slices.SortStableFunc(s, func(a, b Gross) int { return b.Income - a.Income })
	c := check(die)
	var out []string
	for i := 0; i < len(s); {
		j := i
		var tied []string
		for ; j < len(s) && s[j].Income == s[i].Income; j++ {
			tied = append(tied, s[j].Player)
		}
		out = append(out, rollOff(tied, c, highFirst)...)
		i = j
	}
	if c.err != nil {
		return nil, fmt.Errorf("order of relocation: %w", c.err)
	}
	return out, nil
}
