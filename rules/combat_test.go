package rules

import (
	"slices"
	"testing"
)

// The first combat example of 8.vi, round by round with the printed dice: a grade A
// knight against a grade B knight at a lonely milepost.
func TestCombatExample1(t *testing.T) {
	e := engine(t)
	b, err := e.CombatExample(e.D.Examples.Combat[0])
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Rounds) != 2 {
		t.Fatalf("%d rounds, the example has 2", len(b.Rounds))
	}
	r1, r2 := b.Rounds[0], b.Rounds[1]
	check := func(what string, got, want any) {
		t.Helper()
		if !equal(got, want) {
			t.Errorf("%s: got %v, want %v", what, got, want)
		}
	}
	check("round 1 attack values", r1.AV, [2]int{10, 7})
	check("round 1 stronger", r1.Stronger, A)
	check("round 1 difference", r1.Diff, 3)
	check("round 1 wound dice", r1.WoundDie, [2]int{4, 3})
	check("round 1 B wounded", r1.Wounded[B], []int{32})
	check("round 2 attack values (B wounded: 3 + 5)", r2.AV, [2]int{8, 8})
	check("round 2 stronger", r2.Stronger, None)
	check("round 2 B killed", r2.Killed[B], []int{32})
	check("winner", b.Winner, A)
}

// The second combat example of 8.vi: Lancelot against Gawaine in Foxwood. The 1989 text
// adds Lancelot's round-2 strength as 14 and wounds Gawaine on a roll of 3; the engine
// gives the correct result (edition "combat-example").
func TestCombatExample2(t *testing.T) {
	e := engine(t)
	b, err := e.CombatExample(e.D.Examples.Combat[1])
	if err != nil {
		t.Fatal(err)
	}
	r1, r2 := b.Rounds[0], b.Rounds[1]
	if r1.AV != [2]int{19, 16} || r1.Diff != 3 || r1.Stronger != A {
		t.Errorf("round 1: %v diff %d stronger %d, want 19 v 16, difference 3, Lancelot stronger", r1.AV, r1.Diff, r1.Stronger)
	}
	if !slices.Equal(r1.Wounded[A], []int{52}) || len(r1.Wounded[B]) != 0 {
		t.Errorf("round 1 wounds %v, want Lancelot's man-at-arms 52 only", r1.Wounded)
	}
	if r2.Strength != [2]int{13, 13} || r2.AV != [2]int{15, 19} || r2.Diff != 4 || r2.Stronger != B {
		t.Errorf("round 2: strength %v AV %v diff %d, want 1+6+6=13 and 13, AV 15 v 19, difference 4", r2.Strength, r2.AV, r2.Diff)
	}
	if !slices.Equal(r2.Killed[A], []int{52}) {
		t.Errorf("round 2: Lancelot's wounded man-at-arms must die, killed %v", r2.Killed[A])
	}
	if r2.WoundDie[B] != 3 || r2.Wounds[B] != 0 {
		t.Errorf("round 2: Gawaine (stronger by 4) rolled %d and took %d wounds; a 3 does not wound", r2.WoundDie[B], r2.Wounds[B])
	}
	if !b.Withdrew[A] || b.Winner != B {
		t.Errorf("Lancelot withdraws after round 2 and Gawaine holds the field; withdrew %v winner %d", b.Withdrew, b.Winner)
	}
	left := 0
	for _, s := range b.Forces[A].Troops {
		left += s.Strength()
	}
	if left != 12 {
		t.Errorf("Lancelot's strength after the combat is %d, want 12 (two knights)", left)
	}
}

func equal(a, b any) bool {
	switch x := a.(type) {
	case []int:
		y, _ := b.([]int)
		return slices.Equal(x, y)
	}
	return a == b
}

// Withdrawal is allowed only from the second round on, except on consecrated ground.
func TestWithdrawTiming(t *testing.T) {
	e := engine(t)
	var asked []int
	w := func(side, round int, _ *Battle) bool {
		if side == A {
			asked = append(asked, round)
		}
		return side == A
	}
	forces := [2]Force{{Troops: soldiers(e, "knight-a", 2)}, {Troops: soldiers(e, "knight-a", 3)}}
	b := fight(t, e, forces, NewScript(1, 1, 1, 1, 1, 1, 1, 1), FightOptions{Withdraw: w})
	if len(b.Rounds) != 2 || !slices.Equal(asked, []int{2}) {
		t.Errorf("open ground: %d rounds, asked at %v; want 2 rounds, first asked after round 2", len(b.Rounds), asked)
	}
	asked = nil
	b = fight(t, e, forces, NewScript(), FightOptions{Withdraw: w, Consecrated: true})
	if len(b.Rounds) != 0 || b.Winner != B || !slices.Equal(asked, []int{0}) {
		t.Errorf("consecrated ground: %d rounds, winner %d, asked %v; want withdrawal before combat", len(b.Rounds), b.Winner, asked)
	}
}

// Round 1 spreads wounds over unwounded troops; later rounds put them on wounded ones.
func TestWoundAllocation(t *testing.T) {
	e := engine(t)
	f := Force{Troops: soldiers(e, "man-at-arms-a", 52, 53, 54)}
	w, k, err := allocate(&f, A, []int{0, 1, 2}, 2, 1, Weakest)
	noErr(t, err)
	if len(w) != 2 || len(k) != 0 {
		t.Fatalf("round 1, two wounds on three fresh troops: wounded %v killed %v; want two wounded", w, k)
	}
	w, k, err = allocate(&f, A, []int{0, 1, 2}, 1, 2, Weakest)
	noErr(t, err)
	if len(w) != 0 || len(k) != 1 {
		t.Errorf("round 2, one wound: wounded %v killed %v; it must fall on a wounded troop and kill it", w, k)
	}
	g := Force{Troops: soldiers(e, "man-at-arms-a", 52)}
	w, k, err = allocate(&g, A, []int{0}, 3, 1, Weakest)
	noErr(t, err)
	if len(w) != 0 || !slices.Equal(k, []int{52}) || len(g.Troops) != 0 {
		t.Errorf("three wounds on one troop: wounded %v killed %v left %d; want it killed", w, k, len(g.Troops))
	}
}

// At a choke point only two soldiers a side fight, and a dead one is replaced.
func TestChokePoint(t *testing.T) {
	e := engine(t)
	forces := [2]Force{
		{Troops: soldiers(e, "man-at-arms-b", 76, 77, 78, 79)},
		{Troops: soldiers(e, "knight-a", 2, 3)},
	}
	// Round 1: A 2+2+1=5, B 6+6+6=18: difference 13, both of A's fighters are wounded;
	// B rolls 1, no wound. Round 2: A 1+1+1=3 against 18: both die. Round 3: the next two
	// step in.
	b := fight(t, e, forces, NewScript(1, 6, 1, 1, 6, 1, 1, 6, 1), FightOptions{ChokePoint: true, MaxRounds: 3})
	r := b.Rounds[0]
	if len(r.Engaged[A]) != 2 || r.Strength[A] != 4 {
		t.Fatalf("choke point: A engaged %v strength %d, want two soldiers of strength 2", r.Engaged[A], r.Strength[A])
	}
	if k := b.Rounds[1].Killed[A]; len(k) != 2 {
		t.Fatalf("round 2 killed %v, want both wounded fighters", k)
	}
	if r3 := b.Rounds[2]; !slices.Equal(r3.Engaged[A], []int{78, 79}) {
		t.Errorf("round 3 engaged %v: after the deaths the next soldiers (78, 79) must step in", r3.Engaged[A])
	}
}

func TestDefenceBonus(t *testing.T) {
	e := engine(t)
	cases := []struct {
		c      Castle
		inside bool
		want   int
	}{{NoCastle, false, 0}, {NoCastle, true, 5}, {CastleSound, false, 5}, {CastleSound, true, 10},
		{CastleDamaged, false, 2}, {CastleDamaged, true, 5}}
	for _, c := range cases {
		if got := e.DefenceBonus(c.c, c.inside); got != c.want {
			t.Errorf("castle %d inside %v: +%d, want +%d", c.c, c.inside, got, c.want)
		}
	}
	forces := [2]Force{{Troops: soldiers(e, "knight-a", 2)}, {Troops: soldiers(e, "knight-a", 2), Bonus: e.DefenceBonus(CastleSound, true)}}
	b := fight(t, e, forces, NewScript(3, 3, 6, 6), FightOptions{MaxRounds: 1})
	if b.Rounds[0].AV != [2]int{9, 19} {
		t.Errorf("defenders in a castle: AV %v, want 9 v 19", b.Rounds[0].AV)
	}
}

func TestFightOrder(t *testing.T) {
	got, err := FightOrder([]Arrival{{"red", 2}, {"blue", 1}, {"green", 1}}, NewScript(5, 2))
	noErr(t, err)
	if !slices.Equal(got, []string{"green", "blue", "red"}) {
		t.Errorf("blue and green arrive first and roll 5 and 2: order %v, want green, blue, then red", got)
	}
	// Ties roll again among themselves.
	got, err = FightOrder([]Arrival{{"red", 1}, {"blue", 1}, {"green", 1}}, NewScript(3, 3, 1, 6, 2))
	noErr(t, err)
	if !slices.Equal(got, []string{"green", "blue", "red"}) {
		t.Errorf("red and blue tie on 3 and reroll 6 and 2: order %v, want green, blue, red", got)
	}
}

func TestFightEndsWhenDestroyed(t *testing.T) {
	e := engine(t)
	forces := [2]Force{{Troops: soldiers(e, "man-at-arms-b", 76)}, {Troops: soldiers(e, "lord", 1)}}
	// A: 2+1=3, B: 8+6=14, diff 11: A takes 2 wounds and dies; B rolls a 1.
	b := fight(t, e, forces, NewScript(1, 6, 1), FightOptions{})
	if b.Winner != B || len(b.Rounds) != 1 || len(b.Forces[A].Troops) != 0 {
		t.Errorf("winner %d after %d rounds, A left %d; want B after one round", b.Winner, len(b.Rounds), len(b.Forces[A].Troops))
	}
}

// A side with no troops has lost before a round is played; two empty sides have no
// winner and play nothing.
func TestFightAgainstNoOne(t *testing.T) {
	e := engine(t)
	die := NewScript(6, 6, 6, 6)
	b := fight(t, e, [2]Force{{Player: "red", Troops: soldiers(e, "knight-a", 2)}, {Player: "blue"}}, die, FightOptions{})
	if len(b.Rounds) != 0 || b.Winner != A || die.Left() != 4 {
		t.Errorf("against an empty force: %d rounds, winner %d, %d dice used; want no round and red the winner", len(b.Rounds), b.Winner, 4-die.Left())
	}
	b = fight(t, e, [2]Force{{Player: "red"}, {Player: "blue"}}, die, FightOptions{Consecrated: true})
	if len(b.Rounds) != 0 || b.Winner != None {
		t.Errorf("empty against empty: %d rounds, winner %d; want nothing played and no winner", len(b.Rounds), b.Winner)
	}
}

// Odd input to a combat is an error, not a panic: a difference below 0, a chooser that
// picks a soldier not offered, a die face that does not exist.
func TestCombatRefusesOddInput(t *testing.T) {
	e := engine(t)
	if _, err := e.ResultRow(-1); err == nil {
		t.Error("ResultRow(-1) must be an error")
	}
	forces := [2]Force{{Troops: soldiers(e, "knight-a", 2, 3)}, {Troops: soldiers(e, "knight-a", 4)}}
	for _, pick := range []int{9, -1} {
		bad := func(int, []int, []Soldier) int { return pick }
		// A 6+6+6 = 18 against 6+1 = 7: B takes 2 wounds and A rolls for one.
		if _, err := e.Fight(forces, NewScript(6, 1, 6), FightOptions{Choose: bad, MaxRounds: 1}); err == nil {
			t.Errorf("a chooser picking %d must be an error", pick)
		}
	}
	// In round 2, with 2 wounded, a healthy soldier is not a candidate.
	f := Force{Troops: soldiers(e, "man-at-arms-a", 52, 53)}
	f.Troops[1].Wounded = true
	first := func(_ int, _ []int, _ []Soldier) int { return 0 }
	if _, _, err := allocate(&f, A, []int{0, 1}, 1, 2, first); err == nil {
		t.Error("round 2: a wound on the healthy soldier while one is wounded must be refused")
	}
	for _, bad := range []int{0, 7} {
		if _, err := e.Fight(forces, NewScript(bad, 1, 1, 1), FightOptions{MaxRounds: 1}); err == nil {
			t.Errorf("an attack die of %d must be an error", bad)
		}
	}
	if _, err := e.Fight([2]Force{{Troops: []Soldier{{ID: 2}}}, {Troops: soldiers(e, "knight-a", 3)}}, NewScript(1, 1), FightOptions{}); err == nil {
		t.Error("a soldier without a troop type must be an error")
	}
}

// A die outside 1 to 6 no longer makes a player vanish from the multiple-combat order.
func TestFightOrderRefusesABrokenDie(t *testing.T) {
	arrivals := []Arrival{{"red", 1}, {"blue", 1}, {"green", 1}}
	for _, bad := range []int{7, 0} {
		if got, err := FightOrder(arrivals, NewScript(bad, 2, 3)); err == nil {
			t.Errorf("a die rolling %d: order %v, want an error", bad, got)
		}
	}
}

// Troops already wounded when a combat starts count as wounded: in its first round the
// healthy take wounds first, and only then may a wounded one take a second and die.
func TestWoundedTroopsEnterANewCombat(t *testing.T) {
	e := engine(t)
	a := soldiers(e, "man-at-arms-a", 52, 53, 54)
	a[0].Wounded = true
	// A: 1+3+3+1 = 8, B: 6+6 = 12, difference 4: A takes 1 wound on 3 or more and rolls
	// 3; B, the stronger, rolls 1 and takes none.
	b := fight(t, e, [2]Force{{Troops: a}, {Troops: soldiers(e, "knight-a", 2)}}, NewScript(1, 6, 3, 1), FightOptions{MaxRounds: 1})
	r := b.Rounds[0]
	if r.Strength[A] != 7 || len(r.Killed[A]) != 0 || len(r.Wounded[A]) != 1 || r.Wounded[A][0] == 52 {
		t.Errorf("round 1 with 52 wounded beforehand: strength %d, wounded %v, killed %v; want a healthy man-at-arms wounded and 52 spared", r.Strength[A], r.Wounded[A], r.Killed[A])
	}
	// Three wounds on two healthy and one wounded soldier, round 1: the two healthy are
	// wounded, then the third wound may fall on any of the three, all wounded now; the
	// default choice takes the first, 52, who counts only as killed.
	f := Force{Troops: soldiers(e, "man-at-arms-a", 52, 53, 54)}
	f.Troops[2].Wounded = true
	w, k, err := allocate(&f, A, []int{0, 1, 2}, 3, 1, Weakest)
	noErr(t, err)
	if !slices.Equal(w, []int{53}) || !slices.Equal(k, []int{52}) || len(f.Troops) != 2 || !f.Troops[1].Wounded {
		t.Errorf("round 1, three wounds, 54 already wounded: wounded %v killed %v; want 53 wounded and 52 killed", w, k)
	}
}

// From the second round, wounds beyond the wounded troops fall one at a time: a healthy
// soldier wounded in the round takes the next wound first (edition "excess-wounds").
func TestExcessWoundsAfterRoundOne(t *testing.T) {
	e := engine(t)
	f := Force{Troops: soldiers(e, "man-at-arms-a", 52, 53, 54)}
	f.Troops[0].Wounded = true
	w, k, err := allocate(&f, A, []int{0, 1, 2}, 3, 2, Weakest)
	noErr(t, err)
	if !slices.Equal(k, []int{52, 53}) || len(w) != 0 || len(f.Troops) != 1 || f.Troops[0].ID != 54 || f.Troops[0].Wounded {
		t.Errorf("round 2, three wounds, one wounded of three: wounded %v killed %v left %+v; want 52 and 53 killed, 54 untouched", w, k, f.Troops)
	}
}
