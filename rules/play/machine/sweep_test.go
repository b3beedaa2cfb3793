package machine

import (
	"testing"

	"github.com/excalibur-kit/excalibur/rules"
	"github.com/excalibur-kit/excalibur/rules/play"
)

func TestSweepExplore(t *testing.T) {
	for _, r := range []rules.Rules{standard, optional, advanced} {
		for n := 2; n <= 6; n++ {
			for _, mix := range []string{"random", "greedy", "mixed"} {
				refused, broken, games := 0, 0, 0
				var fired [play.NumKinds]int
				for seed := uint64(1); seed <= 6; seed++ {
					kinds := repeat(mix, n)
					if mix == "mixed" {
						kinds = repeat("random", n)
						kinds[int(seed)%n] = "greedy"
					}
					res := playGame(t, kinds, seed, r, true)
					games++
					refused += res.Fired[play.KindOrderRefused]
					broken += res.Broken
					for k := range fired {
						fired[k] += res.Fired[k]
					}
					if res.Broken > 0 {
						t.Logf("%v %d %s seed %d: %v", r, n, mix, seed, res.BrokenText[0])
					}
				}
				t.Logf("%v n=%d %s: refused %d broken %d", r, n, mix, refused, broken)
			}
		}
	}
}
