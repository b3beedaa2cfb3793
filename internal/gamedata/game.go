package gamedata

// Game holds the rule parameters of content/game.toml.
type Game struct {
	Players   Players   `toml:"players" json:"players"`
	Start     Start     `toml:"start" json:"start"`
	Movement  Movement  `toml:"movement" json:"movement"`
	Victory   Victory   `toml:"victory" json:"victory"`
	Combat    Combat    `toml:"combat" json:"combat"`
	Defence   Defence   `toml:"defence" json:"defence"`
	Weather   Weather   `toml:"weather" json:"weather"`
	Loyalty   Loyalty   `toml:"loyalty" json:"loyalty"`
	Pillage   Pillage   `toml:"pillage" json:"pillage"`
	Houses    []House   `toml:"house" json:"houses"`
	Arthur    Arthur    `toml:"arthur" json:"arthur"`
	Valuation Valuation `toml:"valuation" json:"valuation"`
	Fate      FateTable `toml:"fate" json:"fate"`
}

// Players is how many play: from Min to one a colour (players.toml).
type Players struct {
	Min int `toml:"min" json:"min"`
	Provenance
}

// Start is the set-up of section 3.
type Start struct {
	Treasury int      `toml:"treasury" json:"treasury"`
	Troops   []string `toml:"troops" json:"troops"`
	Provenance
}

// Movement is section 6: miles a season, phases a season, troops at one place.
type Movement struct {
	Miles  int `toml:"miles" json:"miles"`
	Phases int `toml:"phases" json:"phases"`
	Stack  int `toml:"stack" json:"stack"`
	Provenance
}

// MilesPerPhase is how far troops move in one phase.
func (m Movement) MilesPerPhase() int { return m.Miles / m.Phases }

// Victory is sections 2 and 17. Standard and TwoPlayer are fractions
// [numerator, denominator] of the manors a player must hold more than.
type Victory struct {
	Standard      [2]int `toml:"standard" json:"standard"`
	TwoPlayer     [2]int `toml:"two_player" json:"two_player"`
	AdvancedYears int    `toml:"advanced_years" json:"advanced_years"`
	Provenance
}

// Wounds is one side's entry in the combat results table: Count wounds, inflicted when
// the side's own die shows On or more; On == 0 means the wounds are certain.
type Wounds struct {
	Count int `toml:"wounds" json:"wounds"`
	On    int `toml:"on,omitempty" json:"on,omitempty"`
}

// ResultRow is one row of the combat results table; Max == nil means "and above".
type ResultRow struct {
	Min      int    `toml:"min" json:"min"`
	Max      *int   `toml:"max,omitempty" json:"max,omitempty"`
	Weaker   Wounds `toml:"weaker" json:"weaker"`
	Stronger Wounds `toml:"stronger" json:"stronger"`
	Provenance
}

// Covers reports whether the row applies to a difference in attack values.
func (r ResultRow) Covers(diff int) bool {
	return diff >= r.Min && (r.Max == nil || diff <= *r.Max)
}

// Combat is section 8.
type Combat struct {
	WithdrawAfter int         `toml:"withdraw_after" json:"withdraw_after"`
	ChokeFighters int         `toml:"choke_fighters" json:"choke_fighters"`
	Results       []ResultRow `toml:"result" json:"results"`
	Provenance
}

// Defence is section 13: attack value added to defenders of a manor they hold.
type Defence struct {
	ManorHouse   int `toml:"manor_house" json:"manor_house"`
	CastleOpen   int `toml:"castle_open" json:"castle_open"`
	CastleKeep   int `toml:"castle_keep" json:"castle_keep"`
	DamagedOpen  int `toml:"damaged_open" json:"damaged_open"`
	DamagedKeep  int `toml:"damaged_keep" json:"damaged_keep"`
	SiegeSeasons int `toml:"siege_seasons" json:"siege_seasons"`
	Provenance
}

// Weather is section 12.
type Weather struct {
	Rolls          int `toml:"rolls" json:"rolls"`
	AverageFrom    int `toml:"average_from" json:"average_from"`
	GoodFrom       int `toml:"good_from" json:"good_from"`
	BadStripLoss   int `toml:"bad_strip_loss" json:"bad_strip_loss"`
	GoodDieFrom    int `toml:"good_die_from" json:"good_die_from"`
	Bumper         int `toml:"bumper" json:"bumper"`
	BadReeveIncome int `toml:"bad_reeve_income" json:"bad_reeve_income"`
	GoodHiveIncome int `toml:"good_hive_income" json:"good_hive_income"`
	Provenance
}

// Loyalty is section 11.ii: a knight deserts on DesertFrom or more.
type Loyalty struct {
	DesertFrom int `toml:"desert_from" json:"desert_from"`
	Provenance
}

// Pillage is section 14: the lowest roll that destroys each thing, the dice of loot, and
// the Bz a smoke counter costs at harvest.
type Pillage struct {
	StripFrom int `toml:"strip_from" json:"strip_from"`
	HiveFrom  int `toml:"hive_from" json:"hive_from"`
	MillFrom  int `toml:"mill_from" json:"mill_from"`
	ReeveFrom int `toml:"reeve_from" json:"reeve_from"`
	LootDice  int `toml:"loot_dice" json:"loot_dice"`
	SmokeLoss int `toml:"smoke_loss" json:"smoke_loss"`
	Provenance
}

// House is Carse Abbey or Bestly Priory (section 9).
type House struct {
	ID         string `toml:"id" json:"id"`
	Name       string `toml:"name" json:"name"`
	Income     int    `toml:"income" json:"income"`
	GoodIncome int    `toml:"good_income" json:"good_income"`
	Provenance
}

// Arthur is sections 21 and 22.
type Arthur struct {
	Steps          int `toml:"steps" json:"steps"`
	RPPerBz        int `toml:"rp_per_bz" json:"rp_per_bz"`
	SoleSite       int `toml:"sole_site" json:"sole_site"`
	SharedSite     int `toml:"shared_site" json:"shared_site"`
	RaidPenalty    int `toml:"raid_penalty" json:"raid_penalty"`
	DamagedDivisor int `toml:"damaged_divisor" json:"damaged_divisor"`
	Provenance
}

// Valuation is section 16.
type Valuation struct {
	Manor   int `toml:"manor" json:"manor"`
	RPPerBz int `toml:"rp_per_bz" json:"rp_per_bz"`
	Provenance
}

// FateTable is section 25.
type FateTable struct {
	Dice   int         `toml:"dice" json:"dice"`
	Events []FateEvent `toml:"event" json:"events"`
	Provenance
}

// Fate events the engine knows how to resolve.
const (
	FatePlague      = "plague"
	FateLightningCh = "lightning-church"
	FateLightningSC = "lightning-stone-circle"
	FateRevolt      = "peasants-revolt"
	FateStorms      = "winter-storms"
	FateFloods      = "spring-floods"
	FateQuietYear   = "quiet-year"
)

// FateEvent is the event of one total of the fate roll. From is the lowest roll that
// strikes; Garrison is the number of soldiers that keeps a manor from revolting.
type FateEvent struct {
	Total    int    `toml:"total" json:"total"`
	Event    string `toml:"event" json:"event"`
	From     int    `toml:"from,omitempty" json:"from,omitempty"`
	Garrison int    `toml:"garrison,omitempty" json:"garrison,omitempty"`
	Provenance
}
