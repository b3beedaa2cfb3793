package simulate

import (
	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

// NotInPlay says why a kind of event cannot fire under a set of rules, "" when it can:
// the sections that make it are not played, or the rules in play rule it out. A kind
// in play that fires in no game of a large run is a rule the players never use, which
// the report flags; a kind not in play that fires is a bug in the loop.
func NotInPlay(r rules.Rules, k play.Kind) string {
	castles, fate, advanced := r.Has(rules.RuleCastles), r.Has(rules.RuleFate), r.Has(rules.RuleAdvanced)
	switch k {
	case play.KindOrderRefused:
		return "no rule a player uses: the engine refusing a sheet, which machine players never write"
	case play.KindRetireInside, play.KindFightThenRetire, play.KindStorm, play.KindSiege, play.KindSiegeSucceeds:
		if !castles {
			return "manor houses, castles and sieges are optional rules (13)"
		}
	case play.KindPillage:
		if !r.Has(rules.RulePillage) {
			return "pillaging is an optional rule (14)"
		}
	case play.KindWeatherRoll:
		if !r.Has(rules.RuleWeather) {
			return "the weather is an optional rule (12)"
		}
	case play.KindPlague, play.KindRevolt, play.KindFloods, play.KindQuiet:
		if !fate {
			return "fate rolls are an optional rule (15)"
		}
	case play.KindStorms:
		if !fate || !castles {
			return "winter storms are a fate roll (15) that damages castles (13)"
		}
	case play.KindRepair:
		if !fate || !castles && !advanced {
			return "only fate damages a castle or a site (25), and castles and sites need their rules (13, 19)"
		}
	case play.KindLightning:
		if !fate || !advanced {
			return "lightning is a fate roll (15) that strikes a site of the advanced game (19)"
		}
	case play.KindArthurStep, play.KindArthurVisit:
		if !advanced {
			return "King Arthur rides in the advanced game only (21)"
		}
	case play.KindAuction, play.KindSiteDestroyed:
		if !advanced {
			return "churches and stone circles belong to the advanced game (19)"
		}
	case play.KindConvert:
		if !advanced {
			return "religions belong to the advanced game (18)"
		}
	case play.KindAdvancedEnd:
		if !advanced {
			return "only the advanced game ends on Reverence Points (17)"
		}
	case play.KindVictory:
		if advanced {
			return "the advanced game has no victory by majority (17)"
		}
	case play.KindValuation:
		if advanced {
			return "the advanced game ends on Reverence Points after its last year, not by valuation (17)"
		}
	}
	return ""
}
