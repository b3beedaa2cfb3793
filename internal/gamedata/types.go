// Package gamedata reads the canonical data of Excalibur (content/*.toml) into typed Go
// values and proves it consistent: with itself, with the counter mix, and with the rules.
// Every value the kit prints that is not computed by the engine comes from here.
package gamedata

import "fmt"

// DieFaces is the number of faces of the game's die (every roll is of six-sided dice).
const DieFaces = 6

// Source says where a value comes from: the 1989 rules or the edition's own decision.
type Source string

const (
	From1989    Source = "1989"
	FromEdition Source = "edition"
)

// Provenance is carried by every record. Source covers the whole record; the two lists
// name the fields that differ from it, and Note names the edition decision behind them.
type Provenance struct {
	Source        Source   `toml:"source" json:"source"`
	EditionFields []string `toml:"edition_fields,omitempty" json:"edition_fields,omitempty"`
	Facts1989     []string `toml:"facts_1989,omitempty" json:"facts_1989,omitempty"`
	Note          string   `toml:"note,omitempty" json:"note,omitempty"`
}

// Of is the provenance of one field of the record.
func (p Provenance) Of(field string) Source {
	for _, f := range p.EditionFields {
		if f == field {
			return FromEdition
		}
	}
	for _, f := range p.Facts1989 {
		if f == field {
			return From1989
		}
	}
	return p.Source
}

// Collector is who stands on the manor centre at the end of autumn to collect its dues.
// The zero Collector is no collector at all, not "no one": a holding whose collector was
// never set is an error for whoever reads it, never a knight or an empty centre.
type Collector int

const (
	Knight Collector = iota + 1
	ManAtArms
	NoOne
)

// Collectors lists the collectors in the order of the manor card's rows.
var Collectors = []Collector{Knight, ManAtArms, NoOne}

// Valid reports whether c is one of the three collectors.
func (c Collector) Valid() bool { return c >= Knight && c <= NoOne }

func (c Collector) String() string {
	if !c.Valid() {
		return fmt.Sprintf("collector(%d)", int(c))
	}
	return [...]string{"knight", "man-at-arms", "no-one"}[c-Knight]
}

// Income is one column of a manor card: the basic income by collector.
type Income struct {
	Knight    int `toml:"knight" json:"knight"`
	ManAtArms int `toml:"man_at_arms" json:"man_at_arms"`
	NoOne     int `toml:"no_one" json:"no_one"`
}

// By returns the income when c collects; a collector that is not Valid collects
// nothing, and callers that take a collector from outside check it first.
func (in Income) By(c Collector) int {
	switch c {
	case Knight:
		return in.Knight
	case ManAtArms:
		return in.ManAtArms
	case NoOne:
		return in.NoOne
	}
	return 0
}

// IncomeTable is the income table of a manor card.
type IncomeTable struct {
	Unsupervised Income `toml:"unsupervised" json:"unsupervised"`
	Supervised   Income `toml:"supervised" json:"supervised"`
}

// Basic is step (a) of the autumn income: the card's figure.
func (t IncomeTable) Basic(supervised bool, c Collector) int {
	if supervised {
		return t.Supervised.By(c)
	}
	return t.Unsupervised.By(c)
}

// Manor is one manor card.
type Manor struct {
	ID      string      `toml:"id" json:"id"`
	Name    string      `toml:"name" json:"name"`
	Map     string      `toml:"map" json:"map"`
	Parish  string      `toml:"parish" json:"parish"`
	Strip   int         `toml:"strip" json:"strip"`
	Pasture int         `toml:"pasture" json:"pasture"`
	Forest  int         `toml:"forest" json:"forest"`
	River   bool        `toml:"river" json:"river"`
	Entry   bool        `toml:"-" json:"entry,omitempty"` // set from the board's entry roads
	Income  IncomeTable `toml:"income" json:"income"`
	Provenance
}

// Land is the number of land units of the manor.
func (m Manor) Land() int { return m.Strip + m.Pasture + m.Forest }

// Parish is a group of manors (advanced rules, section 19).
type Parish struct {
	Letter string `toml:"letter" json:"letter"`
	Name   string `toml:"name" json:"name"`
	Colour string `toml:"colour" json:"colour"`
	Provenance
}

// Player is one of the six colours of counters and its lord.
type Player struct {
	ID     string `toml:"id" json:"id"`
	Colour string `toml:"colour" json:"colour"`
	Emblem string `toml:"emblem" json:"emblem"`
	Lord   string `toml:"lord" json:"lord"`
	Provenance
}

// Kinds of troop.
const (
	KindLord      = "lord"
	KindKnight    = "knight"
	KindManAtArms = "man-at-arms"
)

// Troop is a troop type at one grade, with its counters' ID range.
type Troop struct {
	ID       string `toml:"id" json:"id"`
	Kind     string `toml:"kind" json:"kind"`
	Grade    string `toml:"grade" json:"grade"`
	Strength int    `toml:"strength" json:"strength"`
	Wounded  int    `toml:"wounded" json:"wounded"`
	Cost     int    `toml:"cost" json:"cost"`
	IDs      [2]int `toml:"ids" json:"ids"`
	Promotes string `toml:"promotes,omitempty" json:"promotes,omitempty"`
	Hire     bool   `toml:"hire,omitempty" json:"hire,omitempty"`
	Provenance
}

// Counters is how many counters of this grade each colour has.
func (t Troop) Counters() int { return t.IDs[1] - t.IDs[0] + 1 }

// IsKnight is true for every grade of knight and for the lord: those who supervise,
// collect as knights and claim manors (edition decision "esquires").
func (t Troop) IsKnight() bool { return t.Kind == KindKnight || t.Kind == KindLord }

// Marker is a kind of marker counter and how many the kit has.
type Marker struct {
	ID      string `toml:"id" json:"id"`
	Count   int    `toml:"count" json:"count"`
	Matches string `toml:"matches,omitempty" json:"matches,omitempty"`
	Provenance
}

// Improvement is what a lord may build or hire for a manor in winter.
type Improvement struct {
	ID       string `toml:"id" json:"id"`
	Marker   string `toml:"marker" json:"marker"`
	Cost     int    `toml:"cost" json:"cost"`
	On       string `toml:"on" json:"on"`
	Income   int    `toml:"income,omitempty" json:"income,omitempty"`
	Per      string `toml:"per,omitempty" json:"per,omitempty"`
	Weather  string `toml:"weather,omitempty" json:"weather,omitempty"`
	Religion string `toml:"religion,omitempty" json:"religion,omitempty"`
	Repair   int    `toml:"repair,omitempty" json:"repair,omitempty"`
	Game     string `toml:"game" json:"game"`
	Provenance
}

// Decision is one edition decision: the 1989 fact, what the edition does, and why.
type Decision struct {
	ID       string   `toml:"id" json:"id"`
	Title    string   `toml:"title" json:"title"`
	Gap      int      `toml:"gap" json:"gap"`
	Sections []string `toml:"sections" json:"sections"`
	Fact     string   `toml:"fact" json:"fact"`
	Decision string   `toml:"decision" json:"decision"`
	Reason   string   `toml:"reason" json:"reason"`
}

// Credit is a role in the making of the 1989 game and who filled it.
type Credit struct {
	Role  string   `toml:"role" json:"role"`
	Names []string `toml:"names" json:"names"`
	Provenance
}

// Copyright is a holder of the rights in the 1989 game and the years.
type Copyright struct {
	Holder  string `toml:"holder" json:"holder"`
	Country string `toml:"country,omitempty" json:"country,omitempty"` // a message id, country.<id>, printed in each language
	Years   []int  `toml:"years" json:"years"`
	Provenance
}

// Credits are the credits of the original game.
type Credits struct {
	Credits    []Credit    `toml:"credit" json:"credits"`
	Copyrights []Copyright `toml:"copyright" json:"copyrights"`
}

// Data is the whole canonical data set.
type Data struct {
	Manors       []Manor       `json:"manors"`
	Parishes     []Parish      `json:"parishes"`
	Players      []Player      `json:"players"`
	Troops       []Troop       `json:"troops"`
	Markers      []Marker      `json:"markers"`
	Improvements []Improvement `json:"improvements"`
	Game         Game          `json:"game"`
	Examples     Examples      `json:"examples"`
	Decisions    []Decision    `json:"decisions"`
	Credits      Credits       `json:"credits"`
	Valley       Valley        `json:"valley"`

	srcs Sources // the files read, to point later checks (CheckRoom) at their lines
	idx  index   // the records by id, taken once the load has checked them (lookup.go)
}
