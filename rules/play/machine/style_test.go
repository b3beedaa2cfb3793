package machine

import (
	"testing"
)

// TestDrawStyleWithinBounds draws the styles of many seats: every field stays within
// its bounds, and every value the bounds allow is drawn, or the players do not differ.
func TestDrawStyleWithinBounds(t *testing.T) {
	seen := map[string]map[int]bool{"odds": {}, "reserve": {}, "close": {}}
	for seed := uint64(1); seed <= 600; seed++ {
		s := drawStyle(source(seed))
		if s.Odds < oddsRange[0] || s.Odds > oddsRange[1] || s.Reserve < reserveRange[0] || s.Reserve > reserveRange[1] ||
			s.Reserve%reserveStep != 0 || s.CloseTo < closeRange[0] || s.CloseTo > closeRange[1] {
			t.Fatalf("seed %d drew %+v, outside the bounds", seed, s)
		}
		seen["odds"][s.Odds], seen["reserve"][s.Reserve], seen["close"][s.CloseTo] = true, true, true
	}
	want := map[string]int{
		"odds":    oddsRange[1] - oddsRange[0] + 1,
		"reserve": (reserveRange[1]-reserveRange[0])/reserveStep + 1,
		"close":   closeRange[1] - closeRange[0] + 1,
	}
	for field, n := range want {
		if len(seen[field]) != n {
			t.Errorf("%s: %d values drawn over 600 seeds, want all %d", field, len(seen[field]), n)
		}
	}
}

// TestStyleOddsMoveTheCampaign asks how strong a campaign must be against a defence of
// 4: twice as strong for the plain greedy, 1.5 times for the boldest style and 2.5
// times for the most careful, the lord among the troops or not.
func TestStyleOddsMoveTheCampaign(t *testing.T) {
	v := winterState(t, 0)
	g := newGreedy(1)
	g.held = heldManors(v, nil)
	if g.closing(v) {
		t.Fatal("the test's player is within reach of the majority, where the style's odds do not apply")
	}
	for odds, least := range map[int]int{-2: 6, 0: 8, 2: 10} {
		g.style = Style{Odds: odds}
		for _, lord := range []bool{false, true} {
			got := -1
			for mine := 0; mine <= 20 && got < 0; mine++ {
				if g.outguns(v, mine, 4, lord) {
					got = mine
				}
			}
			if got != least {
				t.Errorf("odds %+d, lord %v: the least strength that goes against 4 is %d, want %d", odds, lord, got, least)
			}
		}
	}
}

// TestStyleReserveMovesArming plans winters over a range of treasuries: a player that
// keeps less in hand hires at least as many troops as the plain greedy, one that keeps
// more no more, and somewhere the reserve must make a difference, or it proves nothing.
func TestStyleReserveMovesArming(t *testing.T) {
	differs := false
	for treasury := 0; treasury <= 120; treasury += 4 {
		var hired [3]int
		for k, reserve := range []int{reserveRange[0], 0, reserveRange[1]} {
			v := winterState(t, treasury)
			plan := NewGreedy(1, Style{Reserve: reserve}).Winter(v)
			for _, n := range plan.Hire {
				hired[k] += n
			}
		}
		if hired[0] < hired[1] || hired[1] < hired[2] {
			t.Errorf("treasury %d: reserves %+d, 0, %+d%% hire %v troops; want fewer the more is kept", treasury, reserveRange[0], reserveRange[1], hired)
		}
		differs = differs || hired[0] != hired[2]
	}
	if !differs {
		t.Error("the reserve changed no winter's hiring: the test proves nothing")
	}
}
