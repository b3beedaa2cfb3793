package play

import (
	"testing"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/rules"
)

// bidder always bids the same amount for a site.
type bidder struct {
	Base
	bid int
}

func (b bidder) Bid(View, string, string) int { return b.bid }

// auctionGame is a two-player game whose players bid a and b with 10 Bz each, holding no
// manor in parish A, so any site there goes to auction.
func auctionGame(t *testing.T, a, b int, die rules.Die) *Game {
	t.Helper()
	d, err := gamedata.Load(content.FS)
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(rules.New(d), Config{Seats: []rules.SeatChoice{{}, {}}, Players: []Player{bidder{bid: a}, bidder{bid: b}}, Die: die})
	if err != nil {
		t.Fatal(err)
	}
	for p := range g.S.Players {
		g.S.Players[p].Treasury = 10
	}
	return g
}

// Equal highest bids roll off (edition "site-auction"): the higher roll wins and pays
// its bid, a tied roll rolls again.
func TestAuctionTieRollsOff(t *testing.T) {
	die := rules.NewScript(3, 3, 2, 5)
	g := auctionGame(t, 4, 4, die)
	win, err := g.siteWinner("A", "church", []rules.Seat{0, 1})
	if err != nil {
		t.Fatal(err)
	}
	if win != 1 || die.Left() != 0 {
		t.Errorf("bids 4 and 4, rolls 3-3 then 2-5: seat %d wins with %d rolls left; want seat 1 after all four rolls", win, die.Left())
	}
	if g.S.Players[0].Treasury != 10 || g.S.Players[1].Treasury != 6 {
		t.Errorf("treasuries %d and %d; want 10 and 6: only the winner pays the bid", g.S.Players[0].Treasury, g.S.Players[1].Treasury)
	}
}

// A higher bid wins without a roll, and no bid can exceed the treasury.
func TestAuctionHighestBidWins(t *testing.T) {
	die := rules.NewScript()
	g := auctionGame(t, 3, 50, die)
	win, err := g.siteWinner("A", "church", []rules.Seat{0, 1})
	if err != nil {
		t.Fatal(err)
	}
	if win != 1 || die.Short() || g.S.Players[1].Treasury != 0 {
		t.Errorf("bids 3 and 50 (capped at 10): seat %d wins, rolled %v, treasury %d; want seat 1, no roll, treasury 0", win, die.Short(), g.S.Players[1].Treasury)
	}
}
