package rules

import "github.com/excalibur-kit/excalibur/internal/gamedata"

// Supervised reports whether a manor is supervised this year (5.iv): a knight, esquire or
// the lord started and finished spring on its centre. Once supervised, a manor stays so
// until autumn, whoever owns it.
func Supervised(stayedAllSpring []*gamedata.Troop) bool {
	for _, t := range stayedAllSpring {
		if t.IsKnight() {
			return true
		}
	}
	return false
}

// CollectorOf is who collects a manor's dues from the troops on its centre at the end of
// autumn: a knight if there is one (the lord and esquires count), else a man-at-arms,
// else no one.
func CollectorOf(onCentre []*gamedata.Troop) gamedata.Collector {
	c := gamedata.NoOne
	for _, t := range onCentre {
		switch {
		case t.IsKnight():
			return gamedata.Knight
		case t.Kind == gamedata.KindManAtArms:
			c = gamedata.ManAtArms
		}
	}
	return c
}

// CanClaim reports whether troops that end a season in undisputed control of a manor
// centre may claim it (5.i): only a knight claims, for his lord.
func CanClaim(onCentre []*gamedata.Troop) bool {
	return CollectorOf(onCentre) == gamedata.Knight
}

// Holder settles a manor where knights of two players end a season (5.i): without
// combat the lord who held it at the start keeps it; after combat the victor of the last
// combat claims it.
func Holder(heldAtStart string, combat bool, lastVictor string) string {
	if combat {
		return lastVictor
	}
	return heldAtStart
}
