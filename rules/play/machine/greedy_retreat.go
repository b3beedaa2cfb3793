package machine

import (
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// Falling back onto friends (6.vii). With the castle rules the greedy player gathers its
// troops in big stacks, a muster on the manor nearest its next target and a column's
// rear one place short of it (greedy_column.go), and what gets beaten in the field is
// its small parties. A beaten party that falls back onto such a stack is covered by it
// for the rest of the season, where one that heads for the nearest manor alone may be
// caught on the way; and when the stack is full, the rule of crowded milestones pushes
// part of it one place further back. The standard game keeps the retreats its balance
// was measured with (docs/manor-design.md): the tactic is for the castle rules only.

// supportExit is the exit onto which a beaten force falls back: the one where the most
// of the player's own strength stands, when some does; NoPlace when no exit has any, or
// the castle rules are not in play.
func supportExit(v play.View, exits []rules.Place) rules.Place {
	if !v.S.Rules.Has(rules.RuleCastles) {
		return rules.NoPlace
	}
	best, most := rules.NoPlace, 0
	for _, x := range exits {
		if n := mineOn(v, x); n > most {
			best, most = x, n
		}
	}
	return best
}
