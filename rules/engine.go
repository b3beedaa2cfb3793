// Package rules is the engine of Excalibur: the 1989 rules, with the edition's decisions,
// as pure functions over the canonical data. Chance always comes in as a Die. Every table
// the rulebook prints is produced here as data (tables.go), so no value is typed twice.
package rules

import "github.com/excalibur-kit/excalibur/internal/gamedata"

// Engine computes with one canonical data set.
type Engine struct {
	D *gamedata.Data

	// graph is the valley's road graph, built from D.Valley on first use (roads.go);
	// it is safe for the goroutines that share one engine.
	graph roadCache
	// places indexes the graph's nodes by what stands on them (board.go).
	places boardCache
}

// New makes an engine over loaded data.
func New(d *gamedata.Data) *Engine { return &Engine{D: d} }
