// Package play plays whole games of Excalibur on the engine of package rules: the
// opening autumn, campaigning seasons of three simultaneous phases, combats, sieges,
// pillage, claims, supervision, the harvest, the winter steps, fate rolls and King
// Arthur, year after year until someone wins or the year limit ends the game by
// valuation. Every choice the rules leave to a player is asked through Player; chance
// comes from one rules.Die, so the same seed and the same players play the same game.
package play

import "github.com/excalibur-kit/excalibur/rules"

// Player makes the choices the rules give a player. Each method receives a View of the
// game as it stands (read-only) and the question; Base answers every question the way
// a cautious player would, so a player type overrides only what it decides differently.
type Player interface {
	// Orders are the player's written orders for the coming campaigning season (6.iv),
	// in the notation of rules.Order (places by id or name). Orders the engine refuses
	// are dropped, and those troops stay where they stand.
	Orders(v View) []rules.Order
	// Engage says whether the player wants to fight a meeting (8.i): it is fought if
	// either side wants it. At the abbey or priory, not fighting is sharing (9.ii).
	Engage(v View, c Contact) bool
	// Defend is the choice of troops attacked on a manor their player holds, with the
	// castle rules in play (13.i).
	Defend(v View, c Contact) Defence
	// Storm is the invader's choice when the defenders retire inside: storm the house
	// (true), or leave them shut in, pillage and besiege (13.i).
	Storm(v View, c Contact) bool
	// Pillage says whether troops entering an enemy manor that lies open to them pillage
	// it (14.i).
	Pillage(v View, manor int) bool
	// Withdraw is asked after each round from the first the rules allow (and, on
	// consecrated ground, before the first: round 0) (8.ii, 9.ii).
	Withdraw(v View, c Contact, b *rules.Battle, round int) bool
	// Wound picks the soldier who takes a wound among the candidates the rules allow
	// (indexes into troops) (8.iii).
	Wound(v View, candidates []int, troops []rules.Soldier) int
	// Fighters orders a force for a combat at a choke point: the first soldiers fight,
	// the next replace the dead (8.iv). It returns the troops in the order to fight.
	Fighters(v View, c Contact, troops []rules.Soldier) []rules.Soldier
	// Victory is the winner's choice after a combat (6.vi).
	Victory(v View, c Contact) Victor
	// Retreat is the loser's choice (6.vii): the exit to fall back by (one of exits),
	// and whether to retreat to a manor the player holds rather than towards the
	// season's starting place.
	Retreat(v View, c Contact, exits []rules.Place) (exit rules.Place, toManor bool)
	// Winter is the player's plan for the winter steps (4.iii, 7, 11, 5.v, 19).
	Winter(v View) WinterPlan
	// Relocate is asked in the relocation step, in the order of gross income, so the
	// player sees the moves of those before (4.iii). Moves break no rule the engine
	// checks: it refuses those that do.
	Relocate(v View) []Relocation
	// Bid is the player's bid in an auction for the right to build a site (19.iii).
	Bid(v View, parish, kind string) int
	// Homeward is asked at the start of each phase while troops of a leaderless player
	// head for the nearest manor of the player's (10.i: the rest of the season in which
	// the lord died, and after a retreat): the roads they take, as orders whose places
	// are waypoints ending on that manor (13 -> Foxwood -> Barsham). Troops left out, and
	// orders the engine refuses, take the shortest road.
	Homeward(v View) []rules.Order
}

// View is what a player sees when asked: the whole game (the board, the tracks and the
// order sheets are open to all in Excalibur), and the seat asking.
type View struct {
	Seat  rules.Seat
	S     *rules.State
	E     *rules.Engine
	start *troops[rules.Place] // the season's start, read by Started; nil outside a season
}

// Started is where one of the player's troops stood at the start of the season, by
// counter ID; false (and place 0, as a map would give) for a troop that was not on the
// board then, and outside a season. It reads the loop's own table: a map made for each view was a tenth of a game's
// allocations.
func (v View) Started(id int) (rules.Place, bool) {
	if v.start == nil {
		return 0, false
	}
	return v.start.get(tkey{v.Seat, id})
}

// Contact is a meeting of two forces that may become a combat: the seats, where, and
// what the place gives.
type Contact struct {
	Seats [2]rules.Seat
	// At is the place of the meeting; between two places, the place each side came from
	// is From.
	At      rules.Place
	Between bool
	From    [2]rules.Place
	// Troops are the soldiers of each side.
	Troops [2][]rules.Soldier
	// Manor is the manor index when At is a manor centre, else -1; House likewise for
	// the abbey or priory.
	Manor, House int
	// Holder is the side (rules.A or rules.B) that holds the manor, rules.None when
	// neither does.
	Holder int
	Choke  bool // at a choke point: only a few soldiers a side fight (8.iv)
}

// Side is the side of a seat in a contact, or rules.None.
func (c Contact) Side(s rules.Seat) int {
	switch s {
	case c.Seats[rules.A]:
		return rules.A
	case c.Seats[rules.B]:
		return rules.B
	}
	return rules.None
}

// Defence is how troops attacked on their own manor meet the enemy (13.i).
type Defence int

const (
	Open       Defence = iota // fight in the open
	Inside                    // retire into the manor house or castle
	OpenInside                // fight the first rounds in the open, then retire inside
)

// Victor is what winning troops do for the rest of the season (6.vi).
type Victor int

const (
	CarryOn Victor = iota // (a) go on with the written orders
	Stay                  // (b) stay where the combat took place
	GoBack                // (c) head back to where they started the season
)

// WinterPlan is what a player decides for the winter, step by step.
type WinterPlan struct {
	rules.WinterOrders
	// HireAt is the manor (index in D.Manors) where each new troop is placed, in order
	// of hiring; a manor not held, or missing, places it on the player's manor with the
	// fewest troops.
	HireAt []int
	// Lord is the grade A knight to appoint as lord (10.iii) when the player has none;
	// 0 appoints none.
	Lord int
	// Convert changes the player's religion (18.iii) before the winter's improvements;
	// "" keeps it.
	Convert string
}

// Relocation moves one troop, or a forester or river reeve, between the player's
// manors in the winter (4.iii, 5.vii).
type Relocation struct {
	Troop int // counter ID; 0 for staff
	// Staff is "forester" or "reeve" for staff; From is the manor they leave.
	Staff string
	From  int
	To    int // manor index in D.Manors
}
