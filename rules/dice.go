package rules

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

// DieFaces is the number of faces of the game's die.
const DieFaces = gamedata.DieFaces

// Die is a source of rolls of one six-sided die. The engine never rolls on its own: every
// function that needs chance takes a Die, so a game can be replayed from a seed and an
// example from its printed dice.
type Die interface {
	Roll() int
}

// Seeded is a die driven by a seeded generator: the same seed gives the same rolls.
type Seeded struct{ r *rand.Rand }

// NewSeeded makes a die from a seed.
func NewSeeded(seed uint64) *Seeded {
	return &Seeded{rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

// Roll returns 1 to DieFaces.
func (s *Seeded) Roll() int { return 1 + s.r.IntN(DieFaces) }

// MaxRerolls bounds a rule that rolls again until a face it can use comes up (a retreat
// among fewer exits than faces, the lightning's strike): a fair die gets there in a few
// rolls, and a broken one (a test's die stuck on one face) must not hang the game.
const MaxRerolls = 1000

// Script is a die that gives a fixed list of rolls, as the worked examples print them.
// Asked for more rolls than it has, it returns 1 and remembers it was short, so a caller
// can report a scenario with too few dice instead of failing mid-way.
type Script struct {
	rolls []int
	next  int
	short bool
}

// NewScript makes a die that rolls the given values in order.
func NewScript(rolls ...int) *Script { return &Script{rolls: rolls} }

// Roll returns the next scripted value.
func (s *Script) Roll() int {
	if s.next >= len(s.rolls) {
		s.short = true
		return 1
	}
	v := s.rolls[s.next]
	s.next++
	return v
}

// Left is how many scripted rolls were not used.
func (s *Script) Left() int { return len(s.rolls) - s.next }

// Short reports whether more rolls were asked for than scripted.
func (s *Script) Short() bool { return s.short }

// Sum rolls n dice and adds them. A negative n, or a die that rolls a face it does not
// have, is an error.
func Sum(d Die, n int) (total int, rolls []int, err error) {
	if n < 0 {
		return 0, nil, fmt.Errorf("cannot roll %d dice", n)
	}
	c := check(d)
	total, rolls = c.sum(n)
	return total, rolls, c.err
}

// checked reads a Die for one function and remembers the first roll outside the die's
// faces, so the function makes its rolls in a row and reports a broken die once, when it
// returns, instead of counting with a face that does not exist.
type checked struct {
	d   Die
	err error
}

func check(d Die) *checked {
	c := &checked{d: d}
	if d == nil {
		c.err = errors.New("no die to roll")
	}
	return c
}

// roll is the next roll. A bad one is recorded and read as 1, so the caller's counting
// stays within the die's faces until it returns the error.
func (c *checked) roll() int {
	if c.d == nil {
		return 1
	}
	v := c.d.Roll()
	if v < 1 || v > DieFaces {
		if c.err == nil {
			c.err = fmt.Errorf("the die rolled %d; a die shows 1 to %d", v, DieFaces)
		}
		return 1
	}
	return v
}

func (c *checked) sum(n int) (total int, rolls []int) {
	rolls = make([]int, max(n, 0))
	for i := range rolls {
		rolls[i] = c.roll()
		total += rolls[i]
	}
	return total, rolls
}

// Odds is the number of ways, out of 6^n, that n dice total t; it is how the rulebook
// prints the chance of each weather zone and fate event.
func Odds(n int) (ways map[int]int, outOf int) {
	ways = map[int]int{0: 1}
	outOf = 1
	for i := 0; i < n; i++ {
		next := map[int]int{}
		for t, w := range ways {
			for f := 1; f <= DieFaces; f++ {
				next[t+f] += w
			}
		}
		ways, outOf = next, outOf*DieFaces
	}
	return ways, outOf
}
