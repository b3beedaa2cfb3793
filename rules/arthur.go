package rules

// ArthurStep moves King Arthur along the road from Camelot by the year's roll, made at
// the start of autumn (21.i). When he reaches the end of the road he visits this autumn,
// after the harvest, and his counter goes back to Camelot; steps beyond the road are
// lost (edition "arthur-visit").
func (e *Engine) ArthurStep(pos, roll int) (next int, visits bool) {
	pos += roll
	if pos >= e.D.Game.Arthur.Steps {
		return 0, true
	}
	return pos, false
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
// half (edition "damaged-sites").
func (e *Engine) VisitAward(v Visit) Award {
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
	return w
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
