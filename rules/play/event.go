package play

import "github.com/excalibur-kit/excalibur/rules"

// Kind is what happened: each kind is one rule of the game firing, so counting events
// by kind tells which rules a game used and how often.
type Kind int

// The kinds of event, in the order of the rulebook's sections.
const (
	KindOrders          Kind = iota // a player's orders for a season (6.iv)
	KindOrderRefused                // orders the engine refused (6.iv)
	KindPhasedOrder                 // an order moving in some phases only (6.v)
	KindMove                        // troops moved in a phase (6.ii)
	KindStackSpill                  // troops beyond the stacking limit moved on (6.iii)
	KindPass                        // rivals met and passed in peace (8.i)
	KindMeetBetween                 // a meeting between milestones (6.viii)
	KindCombat                      // a combat (8)
	KindChokeCombat                 // a combat at a choke point (8.iv)
	KindMultiple                    // more than two players at one place (8.v)
	KindWithdraw                    // a side withdrew (8.ii)
	KindRetreat                     // a defeated or withdrawing force fell back (6.vii)
	KindNoWayOut                    // every road blocked: the die chose the way (6.vii)
	KindPushback                    // a crowded milestone pushed troops back (6.vii)
	KindCarryOn                     // victors went on with their orders (6.vi a)
	KindStay                        // victors stayed (6.vi b)
	KindGoBack                      // victors went back towards their start (6.vi c)
	KindLordDies                    // a lord died (10)
	KindRetireInside                // defenders shut themselves in (13.i)
	KindFightThenRetire             // defenders fought, then retired inside (13.i)
	KindStorm                       // invaders stormed a manor house or castle (13.i)
	KindSiege                       // a siege began (13.iii)
	KindSiegeSucceeds               // a siege starved the defenders out (13.iii)
	KindPillage                     // a manor pillaged (14)
	KindClaim                       // a manor claimed (5.i)
	KindDisputed                    // rival knights on one manor at the season's end (5.i)
	KindSupervised                  // a manor supervised (5.iv)
	KindWeatherRoll                 // the weather counter moved (12)
	KindVictory                     // the standard game won (2)
	KindHarvest                     // a player's harvest (5.viii)
	KindRaid                        // the abbey or priory raided (9.i)
	KindShare                       // raiders shared a house's income (9.ii)
	KindArthurStep                  // King Arthur moved along his road (21.i)
	KindArthurVisit                 // King Arthur's assessment (21.ii, 22)
	KindGoHome                      // troops went home at the end of autumn (6.ix)
	KindDismiss                     // men-at-arms dismissed (7.iv)
	KindPay                         // the retinue paid (11)
	KindUnpaid                      // unpaid troops left (11.i)
	KindDesert                      // knights deserted on a loyalty roll (11.ii)
	KindHeal                        // wounds healed (8.iii)
	KindPromote                     // troops promoted (7.iv)
	KindHire                        // troops hired (7.iv)
	KindBuild                       // an improvement made (5.v, 13.ii, 19.ii)
	KindRepair                      // a damaged building repaired (13.ii, 25)
	KindAuction                     // the right to build a site auctioned (19.iii)
	KindRelocate                    // troops or staff relocated (4.iii, 5.vii)
	KindCutOff                      // a relocation refused: no road contact (4.iii)
	KindAppoint                     // a new lord appointed (10.iii)
	KindConvert                     // a lord changed religion (18.iii)
	KindSiteDestroyed               // a site of the other religion destroyed (19.vi)
	KindPlague                      // fate: plague (25)
	KindLightning                   // fate: lightning struck a site (25)
	KindRevolt                      // fate: a peasants' revolt (25)
	KindStorms                      // fate: winter storms (25)
	KindFloods                      // fate: spring floods (25)
	KindQuiet                       // fate: a quiet year (25)
	KindValuation                   // the game ended by valuation (16)
	KindAdvancedEnd                 // the advanced game ended on Reverence Points (17)
	NumKinds
)

var kindInfo = [NumKinds]struct{ name, section string }{
	{"orders", "6.iv"}, {"orders-refused", "6.iv"}, {"phased-orders", "6.v"},
	{"move", "6.ii"}, {"stack-spill", "6.iii"}, {"pass", "8.i"}, {"meet-between", "6.viii"},
	{"combat", "8"}, {"choke-combat", "8.iv"}, {"multiple-combat", "8.v"},
	{"withdraw", "8.ii"}, {"retreat", "6.vii"}, {"no-way-out", "6.vii"}, {"pushback", "6.vii"},
	{"victor-carry-on", "6.vi"}, {"victor-stay", "6.vi"}, {"victor-go-back", "6.vi"},
	{"lord-dies", "10"}, {"retire-inside", "13.i"}, {"fight-then-retire", "13.i"},
	{"storm", "13.i"}, {"siege", "13.iii"}, {"siege-succeeds", "13.iii"},
	{"pillage", "14"}, {"claim", "5.i"}, {"disputed", "5.i"}, {"supervised", "5.iv"},
	{"weather-roll", "12"}, {"victory", "2"}, {"harvest", "5.viii"}, {"raid", "9.i"},
	{"share", "9.ii"}, {"arthur-step", "21.i"}, {"arthur-visit", "21.ii"},
	{"go-home", "6.ix"}, {"dismiss", "7.iv"}, {"pay", "11"}, {"unpaid", "11.i"},
	{"desert", "11.ii"}, {"heal", "8.iii"}, {"promote", "7.iv"}, {"hire", "7.iv"},
	{"build", "5.v"}, {"repair", "13.ii"}, {"auction", "19.iii"}, {"relocate", "4.iii"},
	{"cut-off", "4.iii"}, {"appoint-lord", "10.iii"}, {"convert", "18.iii"},
	{"site-destroyed", "19.vi"}, {"plague", "25"}, {"lightning", "25"}, {"revolt", "25"},
	{"storms", "25"}, {"floods", "25"}, {"quiet-year", "25"}, {"valuation", "16"},
	{"advanced-end", "17"},
}

// String is the kind's name, as simulate and the log's JSON name it.
func (k Kind) String() string {
	if k < 0 || k >= NumKinds {
		return "unknown"
	}
	return kindInfo[k].name
}

// Section is the rulebook section the kind comes from.
func (k Kind) Section() string {
	if k < 0 || k >= NumKinds {
		return ""
	}
	return kindInfo[k].section
}

// Event is one thing that happened in a game. Which fields are set depends on the kind;
// the time fields always are.
type Event struct {
	Kind                Kind
	Year, Season, Phase int
	Seat                rules.Seat // who did it, or whom it befell
	Other               rules.Seat // the other side, where there is one; else NoSeat
	At                  rules.Place
	To                  rules.Place // where troops went, where there is a move
	Manor               int         // manor index, -1 when none
	N                   int         // the amount: Bz, RP, a roll, a count
	IDs                 []int       // the counters concerned
	Orders              []rules.Order
	Battle              *rules.Battle
	Pillage             *rules.PillageResult
	Harvest             *rules.Harvest
	Winter              *rules.WinterReport
	Award               *rules.Award
	Fate                string      // the fate event's id
	Text                string      // a refusal's reason, a build's improvement id, a site's kind
	Parish              string      // the parish of an auction
	Weather             *rules.Year // the year's weather, at the harvest
	Scores              []int       // by seat: the valuation or Reverence Points at the end
}

// ev is an event of a kind for a seat, with no place or manor.
func ev(k Kind, p rules.Seat) Event {
	return Event{Kind: k, Seat: p, Other: rules.NoSeat, At: rules.NoPlace, To: rules.NoPlace, Manor: -1}
}
