// Package machine holds machine players for the season loop of package play: a random
// player that makes any choice the rules allow, and a greedy one that plays sensibly
// (claims what it can reach and hold, collects, improves, fights only when clearly
// stronger) as the benchmark for balance measurements. Each player draws from its own
// seeded source, so the same seeds give the same game.
package machine

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/excalibur-kit/excalibur/rules/play"
)

// kinds are the player types New makes, in the order Kinds lists them.
var kinds = []string{"greedy", "random"}

// Kinds lists the kinds of machine player.
func Kinds() []string { return append([]string(nil), kinds...) }

// New makes a machine player of a kind, drawing its random choices from a source seeded
// with seed; a greedy player draws its Style from it too (NewGreedy plays a given one).
func New(kind string, seed uint64) (play.Player, error) {
	switch kind {
	case "random":
		return newRandom(seed), nil
	case "greedy":
		g := newGreedy(seed)
		g.style = drawStyle(g.r) // the greedy has no other use for its source
		return g, nil
	}
	return nil, fmt.Errorf("machine player %q: the kinds are %s", kind, strings.Join(kinds, ", "))
}

// source is the player's own random source. The second PCG word is fixed so that a seed
// alone names the stream.
func source(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x45786361)) }
