package main

import (
	"fmt"
	"io"
	"math/rand/v2"

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
	roads   bool     // try road cuts
	add     bool     // try new roads between close places
	entries bool     // try moving entry roads to other manors
	west    []string // with add and entries: the parishes a new road or moved entry serves
	log     io.Writer
	rnd     *rand.Rand
	kept    func(now *gamedata.Data) error // called after each step kept, so a long search loses nothing
}

// run climbs from d for at most steps steps and returns the moves kept, the data they
// make and its measurement.
func (s *searcher) run(d *gamedata.Data, steps int) ([]move, *gamedata.Data, shares, error) {
	best, err := measure(d, s.games, s.players, s.seed)
	if err != nil {
		return nil, nil, shares{}, err
	}
	fmt.Fprintf(s.log, "start        %s\n", best)
	var kept []move
	for step := 1; step <= steps; step++ {
		cands := s.candidates(d, best)
		var next *gamedata.Data
		var nextM move
		nextS := best
		for _, m := range cands {
			c := cloneData(d)
			if m.apply(c) != nil || valid(c, s.srcs) != nil {
				continue
			}
			sh, err := measure(c, s.games, s.players, s.seed)
			if err != nil {
				return nil, nil, shares{}, fmt.Errorf("%s: %w", m, err)
			}
			fmt.Fprintf(s.log, "  try %-40s %s\n", m, sh)
			if sh.spread() < nextS.spread() {
				next, nextM, nextS = c, m, sh
			}
		}
		if next == nil {
			fmt.Fprintf(s.log, "step %d: no candidate does better; stop\n", step)
			break
		}
		d, best = next, nextS
		kept = append(kept, nextM)
		fmt.Fprintf(s.log, "step %d: keep %s\n         %s\n", step, nextM, best)
		if s.kept != nil {
			if err := s.kept(d); err != nil {
				return nil, nil, shares{}, err
			}
		}
	}
	return kept, d, best, nil
}

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
	if s.add {
		out = append(out, roadAdds(d, s.west)...)
	}
	if s.entries {
		out = append(out, entryMoves(d, s.west)...)
	}
	if s.land {
		out = append(out, s.landSwaps(d, now)...)
	}
	s.rnd.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	if s.tries > 0 && len(out) > s.tries {
		out = out[:s.tries]
	}
	return out
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
