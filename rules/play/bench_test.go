package play

import (
	"math/rand/v2"
	"testing"

	"github.com/excalibur-kit/excalibur/rules"
)

// BenchmarkWanderGame plays a six-player optional-rules game of wanderers, invariants
// checked after every step as simulate checks them.
func BenchmarkWanderGame(b *testing.B) {
	for i := range b.N {
		r := rand.New(rand.NewPCG(uint64(i), 9))
		seats := make([]rules.SeatChoice, 6)
		ps := make([]Player, 6)
		for k := range ps {
			ps[k] = wander{r: r}
		}
		g, err := New(testEngine, Config{Seats: seats, Players: ps, Rules: rules.RuleCastles | rules.RulePillage | rules.RuleFate | rules.RuleWeather, Die: rules.NewSeeded(uint64(i)), Check: true})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := g.Run(); err != nil {
			b.Fatal(err)
		}
	}
}
