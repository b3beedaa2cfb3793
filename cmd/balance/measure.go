package main

import (
	"fmt"
	"math"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/simulate"
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
	"github.com/excalibur-kit/excalibur/rules/play/machine"
)

// shares is one measurement: the win share of each entry road, in road order, and how
// the games ended.
type shares struct {
	Road []float64
	Ends simulate.Ends
	Even float64 // the even share, one over the players
}

// greedyPlayer makes the greedy player of a seat: with a style drawn from its seed, as
// `excalibur simulate` plays it, or the plain greedy at every seat under -clones.
var greedyPlayer = func(seed uint64) play.Player {
	p, _ := machine.New("greedy", seed)
	return p
}

func clonePlayer(seed uint64) play.Player { return machine.NewGreedy(seed, machine.Style{}) }

// measure plays games standard games of greedy players on the data, seated as
// `excalibur simulate` seats them, and returns the win share of each road.
func measure(d *gamedata.Data, games, players int, seed uint64) (shares, error) {
	rep, err := simulate.Run(rules.New(d), simulate.Config{
		Games: games, Seed: seed, Players: players, Kind: "greedy", Workers: 2, // a shared machine
		NewPlayer: func(_ int, s uint64) play.Player { return greedyPlayer(s) },
	})
	if err != nil {
		return shares{}, err
	}
	if len(rep.Errors) > 0 {
		return shares{}, fmt.Errorf("game %d (seed %d) failed: %s", rep.Errors[0].Game, rep.Errors[0].Seed, rep.Errors[0].Error)
	}
	sh := shares{Ends: rep.Ends, Even: 1 / float64(players)}
	for _, r := range rep.Roads {
		sh.Road = append(sh.Road, r.Share)
	}
	return sh, nil
}

// worst is the largest distance of a road's share from the even share.
func (s shares) worst() float64 {
	w := 0.0
	for _, x := range s.Road {
		w = math.Max(w, math.Abs(x-s.Even))
	}
	return w
}

// spread is the sum of the squared distances from the even share: what the search
// lowers, since it rewards every road coming closer, not only the worst.
func (s shares) spread() float64 {
	t := 0.0
	for _, x := range s.Road {
		t += (x - s.Even) * (x - s.Even)
	}
	return t
}

func (s shares) String() string {
	out := ""
	for i, x := range s.Road {
		out += fmt.Sprintf("%d:%4.1f%% ", i+1, 100*x)
	}
	return out + fmt.Sprintf("| worst %.1f pp | victory %d valuation %d", 100*s.worst(), s.Ends.Victory, s.Ends.Valuation)
}
