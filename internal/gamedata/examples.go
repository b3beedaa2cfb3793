package gamedata

// Examples are the worked examples of the 1989 rules (content/examples.toml).
type Examples struct {
	Pay      PayExample      `toml:"pay" json:"pay"`
	Income   IncomeExample   `toml:"income" json:"income"`
	Movement MoveExample     `toml:"movement" json:"movement"`
	Combat   []CombatExample `toml:"combat" json:"combat"`
}

// PayExample is the first winter's pay of section 3.
type PayExample struct {
	Troops []string `toml:"troops" json:"troops"`
	Expect int      `toml:"expect" json:"expect"`
}

// IncomeExample is the first autumn's income of section 3, on any entry manor.
type IncomeExample struct {
	Supervised bool   `toml:"supervised" json:"supervised"`
	Collector  string `toml:"collector" json:"collector"`
	Expect     int    `toml:"expect" json:"expect"`
}

// MoveExample is the order of section 6.iv.
type MoveExample struct {
	From        string `toml:"from" json:"from"`
	To          string `toml:"to" json:"to"`
	Miles       int    `toml:"miles" json:"miles"`
	Troops      []int  `toml:"troops" json:"troops"`
	ExpectPhase int    `toml:"expect_phase" json:"expect_phase"`
}

// ExampleTroop is one counter in a combat example.
type ExampleTroop struct {
	ID   int    `toml:"id" json:"id"`
	Type string `toml:"type" json:"type"`
}

// ExampleSide is one side of a combat example.
type ExampleSide struct {
	Player string         `toml:"player" json:"player"`
	From   string         `toml:"from,omitempty" json:"from,omitempty"` // the manor it marched from
	Troops []ExampleTroop `toml:"troops" json:"troops"`
}

// ExampleRound is what the 1989 text (or its correction) says happened in one round:
// attack values of A and B, and the IDs wounded and killed on each side.
type ExampleRound struct {
	AV      [2]int   `toml:"av" json:"av"`
	Wounded [2][]int `toml:"wounded" json:"wounded"`
	Killed  [2][]int `toml:"killed" json:"killed"`
}

// CombatExample is one combat of section 8.vi.
type CombatExample struct {
	ID         string         `toml:"id" json:"id"`
	At         string         `toml:"at,omitempty" json:"at,omitempty"` // the manor fought over
	A          ExampleSide    `toml:"a" json:"a"`
	B          ExampleSide    `toml:"b" json:"b"`
	Dice       [][]int        `toml:"dice" json:"dice"`
	Withdraw   string         `toml:"withdraw,omitempty" json:"withdraw,omitempty"`
	Expect     []ExampleRound `toml:"expect" json:"expect"`
	Winner     string         `toml:"winner" json:"winner"`
	Stated1989 string         `toml:"stated_1989,omitempty" json:"stated_1989,omitempty"`
	Note       string         `toml:"note,omitempty" json:"note,omitempty"`
}
