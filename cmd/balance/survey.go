package main

import (
	"fmt"
	"io"
	"sort"
	"sync"

	"github.com/excalibur-kit/excalibur/internal/simulate"
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// holdings is what one game left each road with: the manors held at the end, the
// last harvest and the valuation, by road number.
type holdings struct {
	manors  map[int][]int // road -> manor indexes held at the end
	income  map[int]int
	score   map[int]int
	winners []int // roads
}

// surveyGames plays n six-road games the way simulate seats them and keeps the end
// state of each: which road held which manor. It is the "why" behind a win share.
func surveyGames(e *rules.Engine, n, players int, seed uint64) ([]holdings, error) {
	out := make([]holdings, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	next := make(chan int)
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				out[i], errs[i] = surveyOne(e, players, seed, i)
			}
		}()
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			return nil, fmt.Errorf("game %d: %w", i, err)
		}
	}
	return out, nil
}

func surveyOne(e *rules.Engine, players int, seed uint64, i int) (holdings, error) {
	gs := simulate.GameSeed(seed, i)
	entries := simulate.EntriesOf(e, players, i)
	var seats []rules.SeatChoice
	var ps []play.Player
	for k, road := range entries {
		seats = append(seats, rules.SeatChoice{Entry: road})
		ps = append(ps, greedyPlayer(gs^uint64(k+1)*0x9e3779b97f4a7c15))
	}
	g, err := play.New(e, play.Config{Seats: seats, Players: ps, Die: rules.NewSeeded(gs)})
	if err != nil {
		return holdings{}, err
	}
	res, err := g.Run()
	if err != nil {
		return holdings{}, err
	}
	h := holdings{manors: map[int][]int{}, income: map[int]int{}, score: map[int]int{}}
	for m, ms := range g.S.Manors {
		if ms.Owner != rules.NoSeat {
			road := entries[ms.Owner]
			h.manors[road] = append(h.manors[road], m)
		}
	}
	last := res.Income[len(res.Income)-1]
	for k, road := range entries {
		h.income[road] = last[k]
		if k < len(res.Scores) {
			h.score[road] = res.Scores[k]
		}
	}
	for _, w := range res.Winners {
		h.winners = append(h.winners, entries[w])
	}
	return h, nil
}

// writeSurvey prints, for each road, the mean manors held, last harvest and valuation,
// and for each manor how often each road held it at the end.
func writeSurvey(w io.Writer, e *rules.Engine, hs []holdings) {
	n := float64(len(hs))
	roads := []int{}
	for _, en := range e.D.Valley.Entries {
		roads = append(roads, en.Number)
	}
	sort.Ints(roads)
	fmt.Fprintf(w, "road  manors  land  income  score  wins\n")
	for _, r := range roads {
		var manors, land, inc, score, wins float64
		for _, h := range hs {
			manors += float64(len(h.manors[r]))
			for _, m := range h.manors[r] {
				land += float64(e.D.Manors[m].Land())
			}
			inc += float64(h.income[r])
			score += float64(h.score[r])
			for _, x := range h.winners {
				if x == r {
					wins += 1 / float64(len(h.winners))
				}
			}
		}
		fmt.Fprintf(w, "%4d  %6.2f  %4.1f  %6.1f  %5.0f  %4.2f\n", r, manors/n, land/n, inc/n, score/n, wins/n)
	}
	fmt.Fprintf(w, "\nmanor            land S/P/F river parish map   held by road 1..6 (share of games), none\n")
	for m, md := range e.D.Manors {
		by := map[int]float64{}
		none := 0.0
		for _, h := range hs {
			held := false
			for r, ms := range h.manors {
				for _, x := range ms {
					if x == m {
						by[r]++
						held = true
					}
				}
			}
			if !held {
				none++
			}
		}
		riv := " "
		if md.River {
			riv = "R"
		}
		entry := " "
		if md.Entry {
			entry = "E"
		}
		fmt.Fprintf(w, "%-16s %d %d/%d/%d %s %s %s %s  ", md.Name, md.Land(), md.Strip, md.Pasture, md.Forest, riv, entry, md.Parish, md.Map)
		for _, r := range roads {
			fmt.Fprintf(w, " %4.2f", by[r]/n)
		}
		fmt.Fprintf(w, "  %4.2f\n", none/n)
	}
}
