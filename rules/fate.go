package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

// FateEvent is the event for a total of the fate roll (25).
func (e *Engine) FateEvent(total int) gamedata.FateEvent {
	for _, ev := range e.D.Game.Fate.Events {
		if ev.Total == total {
			return ev
		}
	}
	return gamedata.FateEvent{Total: total, Event: gamedata.FateQuietYear}
}

// FateRoll makes the year's fate roll (15, 25): one for the whole valley, after winter
// and before spring orders (edition "fate-rolls").
func (e *Engine) FateRoll(die Die) (gamedata.FateEvent, []int, error) {
	total, rolls, err := Sum(die, e.D.Game.Fate.Dice)
	if err != nil {
		return gamedata.FateEvent{}, nil, fmt.Errorf("fate roll: %w", err)
	}
	return e.FateEvent(total), rolls, nil
}

// FateOdds is the number of ways out of 6^dice of each total of the fate roll.
func (e *Engine) FateOdds() (ways map[int]int, outOf int) { return Odds(e.D.Game.Fate.Dice) }

// Plague (25, roll 3): every soldier, lords included, rolls; those rolling high die. It
// returns the IDs of the dead.
func (e *Engine) Plague(troops []Soldier, die Die) (dead []int, err error) {
	from := e.fate(gamedata.FatePlague).From
	c := check(die)
	for _, s := range troops {
		if c.roll() >= from {
			dead = append(dead, s.ID)
		}
	}
	if c.err != nil {
		return nil, fmt.Errorf("plague: %w", c.err)
	}
	return dead, nil
}

// SiteOwner is a player with sites a lightning strike may hit.
type SiteOwner struct {
	Player string
	Sites  int
}

// Lightning (25, rolls 4 and 5): owners of churches (or stone circles) roll; from the
// highest roller down, each rolls for one of his sites until one is struck. Tied owners
// roll again among themselves (edition "lightning-ties"). It returns the player whose
// site is damaged, or "" if no one owns such a site.
func (e *Engine) Lightning(event string, owners []SiteOwner, die Die) (string, error) {
	from := e.fate(event).From
	var players []string
	for _, o := range owners {
		if o.Sites > 0 {
			players = append(players, o.Player)
		}
	}
	if len(players) == 0 {
		return "", nil
	}
	c := check(die)
	rank := rollOff(players, c, highFirst)
	struck := ""
	for tries := 0; tries < MaxRerolls && c.err == nil; tries++ { // the strike always comes
		if c.roll() >= from {
			struck = rank[tries%len(rank)]
			break
		}
	}
	switch {
	case c.err != nil:
		return "", fmt.Errorf("lightning: %w", c.err)
	case struck == "":
		return "", fmt.Errorf("lightning: the die rolled under %d %d times running; it is not a fair die", from, MaxRerolls)
	}
	return struck, nil
}

// RevoltManor is a manor when a peasants' revolt comes (25, roll 6): who holds it, the
// soldiers in it, and the friendly manor connected to it where survivors retreat.
type RevoltManor struct {
	Manor     string
	Owner     string
	Soldiers  []int
	RetreatTo string
}

// RevoltResult is the fate of one manor in a revolt.
type RevoltResult struct {
	Manor    string
	Revolted bool  // the manor reverts to no owner
	Killed   []int // soldiers killed by the peasants
	Retreat  []int // soldiers who retreat to RetreatTo
	Lost     []int // survivors with nowhere to go: they leave the game
}

// Revolt plays a peasants' revolt, manor by manor in the order of their map references
// (edition "peasants-revolt"): each manor with fewer soldiers than the garrison throws
// them out (a roll each, death on a high roll, survivors retreat) and reverts to no
// owner; an empty manor reverts too. Survivors arriving at a later manor may raise it to
// the garrison and save it; none may retreat into a manor that has already revolted,
// and a survivor with no friendly manor to go to leaves the game.
func (e *Engine) Revolt(manors []RevoltManor, die Die) ([]RevoltResult, error) {
	ev := e.fate(gamedata.FateRevolt)
	c := check(die)
	order := slices.Clone(manors)
	slices.SortStableFunc(order, func(a, b RevoltManor) int { return strings.Compare(e.mapRef(a.Manor), e.mapRef(b.Manor)) })
	count := map[string]int{}
	revolted := map[string]bool{}
	for _, m := range order {
		count[m.Manor] = len(m.Soldiers)
	}
	var out []RevoltResult
	for _, m := range order {
		r := RevoltResult{Manor: m.Manor}
		if count[m.Manor] >= ev.Garrison {
			out = append(out, r)
			continue
		}
		r.Revolted, revolted[m.Manor] = true, true
		for _, id := range m.Soldiers {
			switch {
			case c.roll() >= ev.From:
				r.Killed = append(r.Killed, id)
			case m.RetreatTo == "" || revolted[m.RetreatTo]:
				r.Lost = append(r.Lost, id)
			default:
				r.Retreat = append(r.Retreat, id)
				count[m.RetreatTo]++
			}
		}
		count[m.Manor] = 0
		out = append(out, r)
	}
	if c.err != nil {
		return nil, fmt.Errorf("peasants' revolt: %w", c.err)
	}
	return out, nil
}

// mapRef is a manor's map reference, by which revolts go in order; an id the data does
// not know sorts by itself.
func (e *Engine) mapRef(id string) string {
	if m := e.D.Manor(id); m != nil {
		return m.Map
	}
	return id
}

// Storms (25, roll 7): each castle rolls; a high roll damages it. castles lists owners,
// one entry per castle; it returns the indexes of damaged castles.
func (e *Engine) Storms(castles []string, die Die) (damaged []int, err error) {
	return e.strikes(gamedata.FateStorms, len(castles), die)
}

// Floods (25, roll 8): each bridge rolls; a high roll washes it away for the year. It
// returns the indexes of the bridges lost.
func (e *Engine) Floods(bridges int, die Die) (lost []int, err error) {
	return e.strikes(gamedata.FateFloods, bridges, die)
}

// strikes rolls once for each of n things an event may hit and lists those it hits.
func (e *Engine) strikes(event string, n int, die Die) (hit []int, err error) {
	from := e.fate(event).From
	c := check(die)
	for i := 0; i < n; i++ {
		if c.roll() >= from {
			hit = append(hit, i)
		}
	}
	if c.err != nil {
		return nil, fmt.Errorf("%s: %w", event, c.err)
	}
	return hit, nil
}

// fate is the table's entry for an event; the data invariants guarantee it is there.
func (e *Engine) fate(ev string) gamedata.FateEvent {
	i := slices.IndexFunc(e.D.Game.Fate.Events, func(f gamedata.FateEvent) bool { return f.Event == ev })
	if i < 0 {
		return gamedata.FateEvent{Event: ev, From: 7} // never strikes
	}
	return e.D.Game.Fate.Events[i]
}
