package machine

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// The greedy player keeps, for a season, what does not change while it writes its
// orders. Each test here holds one of those tables to the slow way it replaced, in every
// season of seeded games under the standard and the optional rules.

// probe is a greedy player that hands itself and the view to a check after it has
// written each season's orders, while its season's tables still stand.
type probe struct {
	*greedy
	check func(g *greedy, v play.View)
}

func (p probe) Orders(v play.View) []rules.Order {
	out := p.greedy.Orders(v)
	p.check(p.greedy, v)
	return out
}

// probeGames plays seeded games of greedy players, each a probe with the check, and
// reports how many seasons were checked.
func probeGames(t *testing.T, check func(g *greedy, v play.View)) int {
	t.Helper()
	e := testEngine(t)
	seasons := 0
	for _, r := range []rules.Rules{standard, optional} {
		for seed := uint64(1); seed <= 3; seed++ {
			seats := make([]rules.SeatChoice, 6)
			players := make([]play.Player, 6)
			for i := range players {
				players[i] = probe{newGreedy(seed*101 + uint64(i)), func(g *greedy, v play.View) {
					seasons++
					check(g, v)
				}}
			}
			g, err := play.New(e, play.Config{Seats: seats, Players: players, Rules: r, Die: rules.NewSeeded(seed)})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.Run(); err != nil {
				t.Fatalf("seed %d, %v: %v", seed, r, err)
			}
		}
	}
	if seasons == 0 {
		t.Fatal("no season was checked")
	}
	return seasons
}

// TestDangerAsStacks holds the season's table of the strongest rival that could reach
// each place by each phase to the loop over the stacks it replaced, for every place.
func TestDangerAsStacks(t *testing.T) {
	seen := 0
	probeGames(t, func(g *greedy, v play.View) {
		for ph := 1; ph <= v.E.D.Game.Movement.Phases; ph++ {
			for at := range rules.Place(v.E.Places()) {
				want := dangerByStacks(g, v, ph, at)
				if got := g.dangerAt(ph, at); got != want {
					t.Fatalf("year %d %s, seat %d, phase %d, %s: dangerAt %d, the stacks give %d", v.S.Year, v.S.SeasonName(), v.Seat, ph, v.E.PlaceID(at), got, want)
				}
				if want > 0 {
					seen++
				}
			}
		}
	})
	if seen == 0 {
		t.Fatal("no place was ever in danger: nothing compared")
	}
}

// dangerByStacks is the strongest stack that could stand on a place by the end of a
// phase, asked of each stack in turn as safe did.
func dangerByStacks(g *greedy, v play.View, ph int, at rules.Place) int {
	most := 0
	for _, st := range g.stacks {
		d := v.E.Miles(st, at)
		r := ph * v.E.D.Game.Movement.MilesPerPhase()
		if g.garrisoned(v, st) {
			r = 0
		}
		if d < 0 || d > r {
			continue
		}
		theirs := g.enemy[st]
		if m := v.E.ManorAt(at); d == 0 && m >= 0 && v.S.Rules.Has(rules.RuleCastles) && v.S.Manors[m].Owner != v.Seat && v.S.Manors[m].Owner != rules.NoSeat {
			theirs += v.E.DefenceBonus(v.S.Manors[m].Castle, true)
		}
		most = max(most, theirs)
	}
	return most
}

// TestPairsAsTargets holds the claims pairUp lists, from the season's claimable manors,
// to those the cost of every knight and every manor gives (targetByManor, the way it
// was worked out before), in the order claim takes them.
func TestPairsAsTargets(t *testing.T) {
	pairs := 0
	probeGames(t, func(g *greedy, v play.View) {
		// The season's tables as claim finds them: scanned, the garrisons kept.
		season := v.S.SeasonName()
		g.b.reset(v)
		g.scan(v)
		g.garrison(v, season)
		g.pairUp(v, season)
		var want []pair
		lord := v.S.Players[v.Seat].Lord
		for i, tr := range v.S.Troops {
			if tr.Seat != v.Seat || g.b.used[i] || !tr.Type.IsKnight() {
				continue
			}
			for m := range v.S.Manors {
				if c, ok := targetByManor(g, v, season, tr, m, tr.ID == lord); ok {
					want = append(want, pair{i, m, c})
				}
			}
		}
		slices.SortStableFunc(want, func(a, b pair) int { return a.cost - b.cost })
		if !slices.Equal(g.pairs, want) {
			t.Fatalf("year %d %s, seat %d: pairUp gives %v, the knights and manors one by one %v", v.S.Year, season, v.Seat, g.pairs, want)
		}
		pairs += len(want)
	})
	if pairs == 0 {
		t.Fatal("no claim was ever worth making: nothing compared")
	}
}

// targetByManor is what it costs a knight to go for a manor, and whether he should,
// worked out from the state for the one pair.
func targetByManor(g *greedy, v play.View, season string, t rules.Troop, m int, lord bool) (int, bool) {
	if g.taken[m] {
		return 0, false
	}
	ms, mp := &v.S.Manors[m], v.E.ManorPlace(m)
	d := v.E.Miles(t.Pos.At, mp)
	if d <= 0 {
		return 0, false
	}
	var extra int
	switch {
	case ms.Owner == v.Seat:
		if season != rules.Autumn || g.covered[m] {
			return 0, false
		}
		extra = 6
	case g.enemy[mp] > 0 && (lord || !clearlyStronger(t.Strength(), g.enemy[mp])):
		return 0, false
	case ms.Owner != rules.NoSeat:
		extra = 2
	}
	c := 4*d + extra
	if d > v.E.D.Game.Movement.Miles {
		if season == rules.Autumn {
			return 0, false
		}
		c += far
	}
	return c, true
}

// TestDefenceAsStacks holds defenceNow, which adds up the rivals on the places near a
// manor, to the sum over the rival stacks within a phase's march it replaced, for every
// rival manor.
func TestDefenceAsStacks(t *testing.T) {
	helped := 0
	probeGames(t, func(g *greedy, v play.View) {
		per := v.E.D.Game.Movement.MilesPerPhase()
		for m := range v.S.Manors {
			if v.S.Manors[m].Owner == v.Seat || v.S.Manors[m].Owner == rules.NoSeat {
				continue
			}
			mp := v.E.ManorPlace(m)
			want := g.enemy[mp]
			if v.S.Rules.Has(rules.RuleCastles) {
				want += v.E.DefenceBonus(v.S.Manors[m].Castle, true)
			}
			for _, at := range g.stacks {
				if k := v.E.Miles(mp, at); k > 0 && k <= per {
					want += g.enemy[at]
					helped++
				}
			}
			if got := g.defenceNow(v, m); got != want {
				t.Fatalf("year %d %s, seat %d, %s: defenceNow %d, the stacks give %d", v.S.Year, v.S.SeasonName(), v.Seat, v.S.Manors[m].Manor.ID, got, want)
			}
		}
	})
	if helped == 0 {
		t.Fatal("no rival stack ever stood near a rival manor: nothing compared")
	}
}

// TestStandingsAsValuation holds the standings, added up in one look at the board, to
// Engine.Valuation of each seat's assets listed as the game lists them (16.i), under
// the standard, optional and advanced rules.
func TestStandingsAsValuation(t *testing.T) {
	built := 0
	var check func(g *greedy, v play.View)
	check = func(g *greedy, v play.View) {
		if v.S.Year%2 == 1 && v.S.Manors[0].Site != "church" {
			// A copy of the board with castles and sites, sound and damaged, on the
			// manors held, which few games build.
			s := *v.S
			s.Manors = slices.Clone(v.S.Manors)
			for m := range s.Manors {
				s.Manors[m].Castle = []rules.Castle{rules.NoCastle, rules.CastleSound, rules.CastleDamaged}[m%3]
				s.Manors[m].Site = []string{"", "church", "stone-circle"}[(m/3)%3]
				s.Manors[m].Damaged = m%2 == 0
			}
			s.Manors[0].Site = "church"
			w := v
			w.S = &s
			check(g, w)
		}
		g.worth = g.worth[:0]
		g.standings(v)
		for p, pl := range v.S.Players {
			a := assetsOf(v, rules.Seat(p))
			want := v.E.Valuation(a).Total
			if v.S.Rules.Has(rules.RuleAdvanced) {
				want = v.E.AdvancedValuation(want, pl.Reverence)
			}
			if g.worth[p] != want {
				t.Fatalf("year %d %s, seat %d: standing %d, Valuation %d (%+v)", v.S.Year, v.S.SeasonName(), p, g.worth[p], want, a)
			}
			for _, n := range a.Buildings {
				built += n
			}
		}
	}
	probeGames(t, check)
	// The advanced game values sites and Reverence Points too.
	e := testEngine(t)
	seats := make([]rules.SeatChoice, 4)
	players := make([]play.Player, 4)
	for i := range players {
		seats[i].Religion = []string{"christian", "druid"}[i%2]
		players[i] = probe{newGreedy(uint64(40 + i)), check}
	}
	g, err := play.New(e, play.Config{Seats: seats, Players: players, Rules: advanced, Die: rules.NewSeeded(4)})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Run(); err != nil {
		t.Fatal(err)
	}
	if built == 0 {
		t.Fatal("no building ever stood: nothing compared but cash, manors and troops")
	}
}

// assetsOf is what a seat owns (16.i), listed as the game lists them when it values
// the estates (rules/play, finish.go's assets).
func assetsOf(v play.View, p rules.Seat) rules.Assets {
	a := rules.Assets{Buildings: map[string]int{}, Damaged: map[string]int{}, Cash: v.S.Players[p].Treasury}
	for _, ms := range v.S.Manors {
		if ms.Owner != p {
			continue
		}
		a.Manors++
		a.Buildings["beehive"] += ms.Hives
		a.Buildings["forester"] += ms.Foresters
		a.Buildings["reeve"] += ms.Reeves
		if ms.Mill {
			a.Buildings["water-mill"]++
		}
		switch ms.Castle {
		case rules.CastleSound:
			a.Buildings["castle"]++
		case rules.CastleDamaged:
			a.Damaged["castle"]++
		}
		if ms.Site != "" {
			if ms.Damaged {
				a.Damaged[ms.Site]++
			} else {
				a.Buildings[ms.Site]++
			}
		}
	}
	for _, t := range v.S.Troops {
		if t.Seat == p && t.ID != v.S.Players[p].Lord {
			a.Troops = append(a.Troops, t.Soldier)
		}
	}
	return a
}

// TestHireRoomAsCounted holds hireRoom, which counts the troops on every manor in one
// look, to a count of the troops on each manor held in turn.
func TestHireRoomAsCounted(t *testing.T) {
	full := 0
	probeGames(t, func(g *greedy, v play.View) {
		held := heldManors(v, nil)
		want := 0
		for _, m := range held {
			n := 0
			for _, tr := range v.S.Troops {
				if tr.Seat == v.Seat && tr.Pos == rules.OnPlace(v.E.ManorPlace(m)) {
					n++
				}
			}
			want += max(v.E.D.Game.Movement.Stack-n, 0)
			if n > 0 {
				full++
			}
		}
		if got := hireRoom(v, held); got != want {
			t.Fatalf("year %d %s, seat %d: hireRoom %d, the manors one by one %d", v.S.Year, v.S.SeasonName(), v.Seat, got, want)
		}
	})
	if full == 0 {
		t.Fatal("no troop ever stood on a manor held: nothing compared")
	}
}

// TestThreatAsStacks holds the season's threat to each manor held, read from the places
// near it, to the strongest rival stack within a season's march found stack by stack, and
// the places of the manors held to ManorPlace.
func TestThreatAsStacks(t *testing.T) {
	threatened := 0
	probeGames(t, func(g *greedy, v play.View) {
		g.b.reset(v)
		g.scan(v) // garrison lowers the threat of a manor a choke guard holds
		for k, m := range g.held {
			if g.heldAt[k] != v.E.ManorPlace(m) {
				t.Fatalf("manor %d held stands on %d, ManorPlace says %d", m, g.heldAt[k], v.E.ManorPlace(m))
			}
			want := 0
			for _, st := range g.stacks {
				if d := v.E.Miles(st, v.E.ManorPlace(m)); d >= 0 && d <= v.E.D.Game.Movement.Miles {
					want = max(want, g.enemy[st])
				}
			}
			if g.threat[m] != want {
				t.Fatalf("year %d %s, seat %d, %s: threat %d, the stacks give %d", v.S.Year, v.S.SeasonName(), v.Seat, v.S.Manors[m].Manor.ID, g.threat[m], want)
			}
			if want > 0 {
				threatened++
			}
		}
	})
	if threatened == 0 {
		t.Fatal("no manor was ever threatened: nothing compared")
	}
}

// TestSortByCostAsStable holds sortByCost to slices.SortStableFunc by cost over random
// lists of pairs, with many equal costs and costs beyond a season's march, its two
// buffers swapping throughout.
func TestSortByCostAsStable(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	var out []pair
	var counts []int
	var ps []pair
	for round := range 3000 {
		ps = ps[:0]
		for k := range r.IntN(120) {
			c := 4*r.IntN(7) + []int{0, 2, 6}[r.IntN(3)]
			if r.IntN(4) == 0 {
				c += far + 4*r.IntN(20)
			}
			ps = append(ps, pair{troop: k, manor: r.IntN(40), cost: c})
		}
		want := slices.Clone(ps)
		slices.SortStableFunc(want, func(a, b pair) int { return a.cost - b.cost })
		got := sortByCost(ps, &out, &counts)
		if !slices.Equal(got, want) {
			t.Fatalf("round %d: sortByCost gives %v, the stable sort %v", round, got, want)
		}
		ps = got // the next round fills the sorted buffer, as pairUp does
	}
}

// TestMusterAsEveryManor holds muster, which passes over a rival manor whose defence
// alone costs more than the best found, to the weighing of every rival manor it did
// before: the same rally manor and the same target.
func TestMusterAsEveryManor(t *testing.T) {
	rallied := 0
	probeGames(t, func(g *greedy, v play.View) {
		wantBase, wantTo := -1, -1
		cost := 0
		for m, ms := range v.S.Manors {
			if ms.Owner == v.Seat || ms.Owner == rules.NoSeat {
				continue
			}
			mp := v.E.ManorPlace(m)
			base := g.nearestHeld(v, mp, false)
			if base < 0 {
				continue
			}
			if c := 4*g.defenceNow(v, m) + v.E.Miles(v.E.ManorPlace(base), mp); wantBase < 0 || c < cost {
				wantBase, wantTo, cost = base, m, c
			}
		}
		g.rallyTo = -1
		if got := g.muster(v); got != wantBase || wantBase >= 0 && g.rallyTo != wantTo {
			t.Fatalf("year %d %s, seat %d: muster gives %d for %d, every manor weighed %d for %d", v.S.Year, v.S.SeasonName(), v.Seat, got, g.rallyTo, wantBase, wantTo)
		}
		if wantBase >= 0 {
			rallied++
		}
	})
	if rallied == 0 {
		t.Fatal("no muster ever had a target: nothing compared")
	}
}

// TestHomeThreatAsStacks holds the threat to the entry manor, every rival within a
// season's march added up from the places near it, to the sum over the rival stacks
// within reach it replaced.
func TestHomeThreatAsStacks(t *testing.T) {
	weighed := 0
	probeGames(t, func(g *greedy, v play.View) {
		g.b.reset(v)
		g.scan(v)
		m := g.homeManor(v)
		if m < 0 || v.S.Manors[m].Owner != v.Seat || g.threat[m] == 0 {
			return
		}
		want := 0
		for _, at := range g.stacks {
			if d := v.E.Miles(at, v.E.ManorPlace(m)); d >= 0 && d <= v.E.D.Game.Movement.Miles {
				want += g.enemy[at]
			}
		}
		g.keepHome(v, m)
		if g.threat[m] != want {
			t.Fatalf("year %d %s, seat %d: the entry manor's threat is %d, the stacks give %d", v.S.Year, v.S.SeasonName(), v.Seat, g.threat[m], want)
		}
		weighed++
	})
	if weighed == 0 {
		t.Fatal("no entry manor was ever threatened: nothing compared")
	}
}
