package main

import (
	"cmp"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

// searcher hill-climbs over moves: each step measures every candidate on the same
// seeded games (common random numbers, so two candidates differ by their data and not
// by their luck) and keeps the one that brings the road shares closest to even.
type searcher struct {
	srcs    gamedata.Sources
	games   int
	players int
	seed    uint64
	tries   int      // candidates measured a step, drawn at random when there are more
	land    bool     // try land swaps
	income  bool     // try shifting the incomes of a parish's manors
	manors  bool     // try shifting the income of a single manor
	aim     bool     // drop the income shifts that pay the wrong way (aimed)
	roads   bool     // try road cuts
	add     bool     // try new roads between close places
	entries bool     // try moving entry roads to other manors
	west    []string // with add and entries: the parishes a new road or moved entry serves
	confirm int      // games of each of two seeds a kept step is confirmed on (0: keep the screen's best)
	recheck int      // with confirm: most screened candidates confirmed a step
	log     io.Writer
	rnd     *rand.Rand
	kept    func(now *gamedata.Data) error // called after each step kept, so a long search loses nothing
}

// run climbs from d for at most steps steps and returns the moves kept, the data they
// make and its measurement. With confirm set, a step keeps the best screened candidate
// only if the confirming measurement (more games, two seeds) agrees that it is closer to
// even than the board it leaves; else it tries the next best, up to recheck of them.
func (s *searcher) run(d *gamedata.Data, steps int) ([]move, *gamedata.Data, shares, error) {
	best, err := measure(d, s.games, s.players, s.seed)
	if err != nil {
		return nil, nil, shares{}, err
	}
	fmt.Fprintf(s.log, "start        %s | spread %.0f\n", best, spreadPP(best))
	var base shares // the confirmed figure of d
	if s.confirm > 0 {
		if base, err = s.confirmed("start", d); err != nil {
			return nil, nil, shares{}, err
		}
	}
	var kept []move
	for step := 1; step <= steps; step++ {
		better, err := s.screen(d, best)
		if err != nil {
			return nil, nil, shares{}, err
		}
		var next *tried
		for i := range better {
			if s.confirm == 0 {
				next = &better[i]
				break
			}
			if i == s.recheck {
				break
			}
			conf, err := s.confirmed(better[i].m.String(), better[i].d)
			if err != nil {
				return nil, nil, shares{}, err
			}
			if conf.spread() < base.spread() {
				next, base = &better[i], conf
				break
			}
		}
		if next == nil {
			fmt.Fprintf(s.log, "step %d: no candidate does better; stop\n", step)
			break
		}
		d, best = next.d, next.sh
		kept = append(kept, next.m)
		fmt.Fprintf(s.log, "step %d: keep %s\n         %s | spread %.0f\n", step, next.m, best, spreadPP(best))
		if s.kept != nil {
			if err := s.kept(d); err != nil {
				return nil, nil, shares{}, err
			}
		}
	}
	if s.confirm > 0 {
		best = base
	}
	return kept, d, best, nil
}

// tried is a candidate measured on the screening games.
type tried struct {
	m  move
	d  *gamedata.Data
	sh shares
}

// screen measures every candidate from d on the same seeded games and returns those
// closer to even than now, the closest first.
func (s *searcher) screen(d *gamedata.Data, now shares) ([]tried, error) {
	var out []tried
	for _, m := range s.candidates(d, now) {
		c := cloneData(d)
		if m.apply(c) != nil || valid(c, s.srcs) != nil {
			continue
		}
		sh, err := measure(c, s.games, s.players, s.seed)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", m, err)
		}
		fmt.Fprintf(s.log, "  try %-40s %s | spread %.0f\n", m, sh, spreadPP(sh))
		if sh.spread() < now.spread() {
			out = append(out, tried{m, c, sh})
		}
	}
	slices.SortStableFunc(out, func(a, b tried) int { return cmp.Compare(a.sh.spread(), b.sh.spread()) })
	return out, nil
}

// confirmed measures d on confirm games of the search's seed and of the next one, and
// returns the two pooled: the figure a kept step must improve, since a screen of a few
// hundred games picks the luckiest of many candidates as often as the best.
func (s *searcher) confirmed(what string, d *gamedata.Data) (shares, error) {
	var pool shares
	for k := range uint64(2) {
		sh, err := measure(d, s.confirm, s.players, s.seed+k)
		if err != nil {
			return shares{}, fmt.Errorf("%s: %w", what, err)
		}
		fmt.Fprintf(s.log, "  confirm %-36s seed %d: %s | spread %.0f\n", what, s.seed+k, sh, spreadPP(sh))
		if pool.Road == nil {
			pool = shares{Road: make([]float64, len(sh.Road)), Even: sh.Even}
		}
		for i, x := range sh.Road {
			pool.Road[i] += x / 2
		}
		pool.Ends.Victory += sh.Ends.Victory
		pool.Ends.Valuation += sh.Ends.Valuation
	}
	fmt.Fprintf(s.log, "  confirm %-36s pooled: %s | spread %.0f\n", what, pool, spreadPP(pool))
	return pool, nil
}

// spreadPP is a measurement's spread in pp², as the design notes quote it.
func spreadPP(s shares) float64 { return 1e4 * s.spread() }

// candidates are the moves worth trying from d: every road cut, and the land swaps
// between a manor that the strongest roads hold and one that the weakest roads hold
// (found by a survey of who holds what at the end), in both directions.
func (s *searcher) candidates(d *gamedata.Data, now shares) []move {
	var out []move
	if s.roads {
		for _, r := range d.Valley.Roads {
			out = append(out, roadCut{r.ID})
		}
	}
	if s.income {
		out = append(out, parishShifts(d)...)
	}
	if s.manors {
		out = append(out, manorShifts(d)...)
	}
	if s.add {
		out = append(out, roadAdds(d, s.west)...)
	}
	if s.entries {
		out = append(out, entryMoves(d, s.west)...)
	}
	if s.land {
		out = append(out, s.landSwaps(d, now)...)
	}
	if s.aim {
		out = s.aimed(d, now, out)
	}
	s.rnd.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	if s.tries > 0 && len(out) > s.tries {
		out = out[:s.tries]
	}
	return out
}

// aimed drops the income shifts that pay the wrong way: more to manors the roads above
// an even share mostly hold at the end, or less to those of the roads below it. On a
// shared machine that halves a step, and a shift the wrong way is a shift that the
// screen could only keep by luck.
func (s *searcher) aimed(d *gamedata.Data, now shares, moves []move) []move {
	return keepAimed(mainHolders(d, s.players, s.seed), now, moves)
}

// keepAimed keeps the moves that are no income shift, and the shifts that pay more to
// the manors (most of a group's) whose main holder stands below even, or less to those
// whose holder stands above; owner is each manor's main holder, by road number.
func keepAimed(owner map[string]int, now shares, moves []move) []move {
	return slices.DeleteFunc(moves, func(m move) bool {
		sh, ok := m.(incomeShift)
		if !ok {
			return false
		}
		votes := 0
		for _, id := range sh.Manors {
			r, held := owner[id]
			if !held {
				continue
			}
			if gap := gapOf(now, r); gap*float64(sh.Delta) > 0 {
				votes++
			} else if gap*float64(sh.Delta) < 0 {
				votes--
			}
		}
		return votes <= 0
	})
}

// gapOf is how far road r's share stands below even (negative above it).
func gapOf(now shares, r int) float64 {
	if r < 1 || r > len(now.Road) {
		return 0
	}
	return now.Even - now.Road[r-1]
}

func (s *searcher) landSwaps(d *gamedata.Data, now shares) []move {
	owner := mainHolders(d, s.players, s.seed)
	var strong, weak []string
	for _, m := range d.Manors {
		r, ok := owner[m.ID]
		if fixed(m) || !ok {
			continue
		}
		if now.Road[r-1] > now.Even {
			strong = append(strong, m.ID)
		} else {
			weak = append(weak, m.ID)
		}
	}
	var out []move
	for _, a := range strong {
		for _, b := range weak {
			for _, k := range []string{gamedata.UnitPasture, gamedata.UnitForest} {
				out = append(out, landSwap{a, b, gamedata.UnitStrip, k}, landSwap{a, b, k, gamedata.UnitStrip})
			}
		}
	}
	return out
}

// mainHolders is, for each manor, the road that holds it at the end of most of a short
// survey's games.
func mainHolders(d *gamedata.Data, players int, seed uint64) map[string]int {
	hs, err := surveyGames(engineOf(d), 36, players, seed)
	if err != nil {
		return nil
	}
	count := map[string]map[int]int{}
	for _, h := range hs {
		for road, ms := range h.manors {
			for _, m := range ms {
				id := d.Manors[m].ID
				if count[id] == nil {
					count[id] = map[int]int{}
				}
				count[id][road]++
			}
		}
	}
	out := map[string]int{}
	for id, by := range count {
		best := 0
		for road, n := range by {
			if n > by[best] || n == by[best] && road < best {
				best = road
			}
		}
		out[id] = best
	}
	return out
}

// parishShifts are the income moves: every manor of one parish that may move pays one
// Bz more, or one less, in each entry of its table. A parish is the unit because the
// greedy players split the valley roughly by parishes, and because one rule a parish
// reads better on the cards than forty tweaks.
func parishShifts(d *gamedata.Data) []move {
	var out []move
	for _, p := range d.Parishes {
		var ids []string
		for _, m := range d.Manors {
			if m.Parish == p.Letter && shiftable(m) {
				ids = append(ids, m.ID)
			}
		}
		if len(ids) == 0 {
			continue
		}
		name := "parish " + p.Letter
		out = append(out, incomeShift{name, ids, +1}, incomeShift{name, ids, -1})
	}
	return out
}

// manorShifts are the finest income moves: one manor pays one Bz more, or one less, in
// each entry of its table. A parish's shift moved a road's share by 20 pp or more; one
// manor of three or four moves it by a fraction of that, which a climb close to even
// needs. The design rules (valid) hold the shift within the balance shift's bounds.
func manorShifts(d *gamedata.Data) []move {
	var out []move
	for _, m := range d.Manors {
		if shiftable(m) {
			out = append(out, incomeShift{m.ID, []string{m.ID}, +1}, incomeShift{m.ID, []string{m.ID}, -1})
		}
	}
	return out
}
