package machine

import (
	"github.com/excalibur-kit/excalibur/rules/play"
)

// Walls and time (13.i, 13.iii). An invader can storm a manor house only in a movement
// phase: defenders who shut themselves in after the season's last phase are safe until
// the next season, when their player may send help (a defender's fresh troops force a
// battle), and a siege begun in autumn can never succeed. So when the invaders would
// storm the house and win, the defenders of the last phase fight their two rounds in
// the open first, and then retire inside with what is left, where a storm at once would
// have cost them the manor this season.

// outlasts reports whether fighting, then retiring (13.i, 3), saves the defenders of a
// contact what a storm would take: it is the season's last phase, the invaders are a
// quarter stronger than the defenders and their walls, enough for a campaign to storm
// (see Storm), and the defenders are more than the wounds a round in the open deals them
// at the difference their strengths make (8, the results table), so that some are left
// to hold the house: the first round only wounds, the second kills that many at most.
func (g *greedy) outlasts(v play.View, c play.Contact) bool {
	if v.S.Phase != v.E.D.Game.Movement.Phases {
		return false
	}
	mine, theirs := sides(v, c, true)
	if 4*theirs < 5*mine+1 {
		return false
	}
	open, foes := sides(v, c, false)
	row, err := v.E.ResultRow(max(foes-open, 0))
	if err != nil {
		return false
	}
	return len(c.Troops[c.Side(v.Seat)]) > row.Weaker.Count
}

// onCampaign reports whether a contact is on the manor a campaign of the player's was
// sent for this season (see launch).
func (g *greedy) onCampaign(c play.Contact) bool {
	return c.Manor >= 0 && !c.Between && c.Manor < len(g.campaign) && g.campaign[c.Manor]
}
