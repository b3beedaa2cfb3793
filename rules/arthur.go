package rules

import (
	"fmt"
	"maps"
	"slices"
)

// ArthurStep moves King Arthur along the road from Camelot by the year's roll, made at
// the start of autumn (21.i). When he reaches the end of the road he visits this autumn,
// after the harvest, and his counter goes back to Camelot; steps beyond the road are
// lost (edition "arthur-visit"). He arrives when he reaches the end exactly, too. A
// position off the road or a roll the die cannot make is an error.
func (e *Engine) ArthurStep(pos, roll int) (next int, visits bool, err error) {
	steps := e.D.Game.Arthur.Steps
	switch {
	case pos < 0 || pos >= steps:
		return 0, false, fmt.Errorf("King Arthur at step %d; his road runs from Camelot (0) to step %d", pos, steps-1)
	case roll < 1 || roll > DieFaces:
		return 0, false, fmt.Errorf("King Arthur's roll is %d; a die shows 1 to %d", roll, DieFaces)
	}
	pos += roll
	if pos >= steps {
		return 0, true, nil
	}
	return pos, false, nil
}

// Site is a church or stone circle a player owns at the time of a visit.
type Site struct {
	Kind    string // "church" or "stone-circle"
	Parish  string
	Damaged bool
}

// Visit is what King Arthur weighs for one player (21.ii).
type Visit struct {
	Income int    // Bz of income this autumn
	Sites  []Site // the player's religious sites
	// Valley lists, by parish, the kinds of site standing in it (every player's).
	Valley  map[string][]string
	InHouse bool // the player has troops in the abbey or priory
}

// Award is King Arthur's award to one player, item by item.
type Award struct {
	Income  int // (a)
	Sole    int // (b) sites alone in their parish
	Shared  int // (c) sites sharing a parish with the other religion
	Penalty int // (d) troops in the abbey or priory (negative)
	Floor   int // added so a visit never awards below 0 (edition "reverence-penalty")
	Total   int
}

// VisitAward computes a visit's Reverence Points (19.iv, 21.ii, 22). A damaged site earns
// half (edition "damaged-sites"). A negative income, or a site (the player's or in the
// valley) that is not a church or stone circle, is an error: a castle earns nothing.
func (e *Engine) VisitAward(v Visit) (Award, error) {
	if err := e.checkVisit(v); err != nil {
		return Award{}, err
	}
	a := e.D.Game.Arthur
	var w Award
	w.Income = v.Income * a.RPPerBz
	for _, s := range v.Sites {
		pts, shared := a.SoleSite, e.sharedParish(v.Valley[s.Parish])
		if shared {
			pts = a.SharedSite
		}
		if s.Damaged {
			pts /= a.DamagedDivisor
		}
		if shared {
			w.Shared += pts
		} else {
			w.Sole += pts
		}
	}
	if v.InHouse {
		w.Penalty = -a.RaidPenalty
	}
	sum := w.Income + w.Sole + w.Shared + w.Penalty
	if sum < 0 {
		w.Floor = -sum
	}
	w.Total = sum + w.Floor
	return w, nil
}

func (e *Engine) checkVisit(v Visit) error {
	if v.Income < 0 {
		return fmt.Errorf("King Arthur's visit: income %d Bz; income is never below 0", v.Income)
	}
	for _, s := range v.Sites {
		if !e.religious(s.Kind) {
			return fmt.Errorf("King Arthur's visit: a site of kind %q in parish %s; only churches and stone circles count", s.Kind, s.Parish)
		}
	}
	for _, parish := range slices.Sorted(maps.Keys(v.Valley)) {
		for _, k := range v.Valley[parish] {
			if !e.religious(k) {
				return fmt.Errorf("King Arthur's visit: parish %s lists %q; only churches and stone circles stand in a parish's list", parish, k)
			}
		}
	}
	return nil
}

// sharedParish reports whether a parish holds sites of both religions.
func (e *Engine) sharedParish(kinds []string) bool {
	seen := map[string]bool{}
	for _, k := range kinds {
		if im := e.D.Improvement(k); im != nil && im.Religion != "" {
			seen[im.Religion] = true
		}
	}
	return len(seen) > 1
}

// FinalVisit reports whether King Arthur visits at the end of this year's autumn
// regardless of his road: the last year of the advanced game (22).
func (e *Engine) FinalVisit(year int) bool { return year >= e.D.Game.Victory.AdvancedYears }

// religious reports whether an improvement is a religious site (a church or a stone
// circle): one that belongs to a religion.
func (e *Engine) religious(kind string) bool {
	im := e.D.Improvement(kind)
	return im != nil && im.Religion != ""
}
