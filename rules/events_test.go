package rules

import (
	"slices"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

func TestWeatherRolls(t *testing.T) {
	e := engine(t)
	y, err := e.RollWeather(NewScript(6, 5, 4, 5, 2))
	noErr(t, err)
	if y.Total != 15 || y.Zone != Good || !y.Bumper || y.Heat {
		t.Errorf("rolls 6+5+4, then 5 and 2: %+v; want good, bumper harvest, river not too hot", y)
	}
	y, err = e.RollWeather(NewScript(1, 2, 5))
	noErr(t, err)
	if y.Zone != Bad || y.Dice != [2]int{} {
		t.Errorf("rolls 1+2+5 = 8: %+v; want a bad year with no good-year dice", y)
	}
	ways := 0
	for _, z := range Zones {
		w, of := e.ZoneOdds(z)
		ways += w
		if of != 216 {
			t.Errorf("zone odds out of %d, want 216", of)
		}
	}
	if ways != 216 {
		t.Errorf("the zones cover %d of 216 outcomes", ways)
	}
	if w, _ := e.ZoneOdds(Bad); w != 56 {
		t.Errorf("a bad year (3 to 8 on three dice) has %d ways in 216, want 56", w)
	}
}

func TestSeededDieIsReproducible(t *testing.T) {
	a, b := NewSeeded(1989), NewSeeded(1989)
	for i := 0; i < 100; i++ {
		x, y := a.Roll(), b.Roll()
		if x != y || x < 1 || x > 6 {
			t.Fatalf("roll %d: %d and %d from the same seed", i, x, y)
		}
	}
}

func TestPillage(t *testing.T) {
	e := engine(t)
	h := Holding{Manor: e.D.Manor("foxwood"), Hives: 0, Reeves: 1, Mill: true, Smoke: 1}
	// Two unburned strip fields roll 1 and 2, mill 4, reeve 4, loot 3.
	r, err := e.Pillage(h, NewScript(1, 2, 4, 4, 3))
	noErr(t, err)
	if r.Burned != 1 || !r.MillBurned || r.ReevesLost != 0 || r.Loot != 3 {
		t.Errorf("pillage %+v; want one field burned, the mill burned, the reeve alive, 3 Bz loot", r)
	}
	r.Apply(&h)
	if h.Smoke != 2 || h.Mill {
		t.Errorf("after the pillage %+v: two smoke counters and no mill", h)
	}
	if e.HouseIncome(e.D.Game.Houses[0], Year{Zone: Good}) != 8 || e.HouseIncome(e.D.Game.Houses[0], NoWeather) != 6 {
		t.Error("a house pays 6 Bz, 8 in a good year")
	}
}

func TestFateEvents(t *testing.T) {
	e := engine(t)
	for total := 3; total <= 18; total++ {
		if e.FateEvent(total).Event == "" {
			t.Errorf("no fate event for %d", total)
		}
	}
	if ev := e.FateEvent(12).Event; ev != gamedata.FateQuietYear {
		t.Errorf("fate 12: %s, want a quiet year (edition)", ev)
	}
	ev, rolls, err := e.FateRoll(NewScript(1, 1, 1))
	noErr(t, err)
	if ev.Event != gamedata.FatePlague || len(rolls) != 3 {
		t.Errorf("fate roll 1+1+1: %s %v, want plague", ev.Event, rolls)
	}
	dead, err := e.Plague(soldiers(e, "knight-a", 2, 3, 4), NewScript(6, 1, 6))
	noErr(t, err)
	if !slices.Equal(dead, []int{2, 4}) {
		t.Errorf("plague dead %v, want those rolling 6", dead)
	}
	struck, err := e.Lightning(gamedata.FateLightningCh, []SiteOwner{{"red", 1}, {"blue", 2}, {"green", 0}}, NewScript(2, 5, 3, 6))
	noErr(t, err)
	if struck != "red" {
		t.Errorf("lightning: blue rolls highest (5) but misses with 3, red then rolls 6: struck %q", struck)
	}
	if s, err := e.Lightning(gamedata.FateLightningCh, nil, NewScript()); s != "" || err != nil {
		t.Error("no churches, no strike")
	}
	rev, err := e.Revolt([]RevoltManor{
		{Manor: "a", Soldiers: []int{52}, RetreatTo: "b"},
		{Manor: "b", Soldiers: []int{53}},
		{Manor: "c"},
		{Manor: "d", Soldiers: []int{54, 55}},
	}, NewScript(3))
	noErr(t, err)
	if !rev[0].Revolted || !slices.Equal(rev[0].Retreat, []int{52}) || rev[1].Revolted || !rev[2].Revolted || rev[3].Revolted {
		t.Errorf("revolt %+v; want a to revolt (its soldier retreats to b, which then holds), c (empty) to revolt, d to hold", rev)
	}
	// Manors revolt in map order: Breaume (E3) before Foxwood (F4). Foxwood's survivor
	// cannot retreat into Breaume, which has already revolted, and is lost.
	rev, err = e.Revolt([]RevoltManor{
		{Manor: "foxwood", Soldiers: []int{60}, RetreatTo: "breaume"},
		{Manor: "breaume", Soldiers: []int{61}},
	}, NewScript(1, 1))
	noErr(t, err)
	if rev[0].Manor != "breaume" || !slices.Equal(rev[1].Lost, []int{60}) {
		t.Errorf("revolt %+v; want Breaume (E3) dealt with first and Foxwood's survivor lost", rev)
	}
	if d, err := e.Storms([]string{"red", "red", "blue"}, NewScript(6, 2, 6)); err != nil || !slices.Equal(d, []int{0, 2}) {
		t.Errorf("storms damaged %v, want castles 0 and 2", d)
	}
	if l, err := e.Floods(3, NewScript(5, 4, 6)); err != nil || !slices.Equal(l, []int{0, 2}) {
		t.Errorf("floods took %v, want bridges 0 and 2 (5 or 6)", l)
	}
}

func TestKingArthur(t *testing.T) {
	e := engine(t)
	pos, visit, err := e.ArthurStep(7, 2)
	noErr(t, err)
	if pos != 9 || visit {
		t.Errorf("7 + 2: at %d, visit %v; want 9, no visit", pos, visit)
	}
	pos, visit, err = e.ArthurStep(7, 5)
	noErr(t, err)
	if pos != 0 || !visit {
		t.Errorf("7 + 5: at %d, visit %v; want a visit and back to Camelot", pos, visit)
	}
	v := Visit{
		Income: 23,
		Sites:  []Site{{"church", "A", false}, {"church", "B", false}, {"church", "C", true}},
		Valley: map[string][]string{"A": {"church"}, "B": {"church", "stone-circle"}, "C": {"church"}},
	}
	a, err := e.VisitAward(v)
	noErr(t, err)
	if a.Income != 23 || a.Sole != 20+10 || a.Shared != 10 || a.Total != 63 {
		t.Errorf("award %+v; want 23 for income, 20 + 10 (damaged) alone, 10 shared: 63", a)
	}
	a, err = e.VisitAward(Visit{Income: 4, InHouse: true})
	noErr(t, err)
	if a.Penalty != -15 || a.Total != 0 {
		t.Errorf("award %+v; a visit never awards below 0", a)
	}
	if !e.FinalVisit(10) || e.FinalVisit(9) {
		t.Error("the final visit comes at the end of the tenth year")
	}
}

func TestValuation(t *testing.T) {
	e := engine(t)
	v := e.Valuation(Assets{
		Manors: 3, Cash: 7,
		Buildings: map[string]int{"beehive": 2, "water-mill": 1, "church": 1},
		Damaged:   map[string]int{"castle": 1},
		Troops:    append(append(soldiers(e, "knight-a", 2), soldiers(e, "esquire", 42)...), soldiers(e, "man-at-arms-b", 76)...),
	})
	if v.Manors != 45 || v.Buildings != 4+15+10+5 || v.Troops != 10 || v.Total != 45+34+10+7 {
		t.Errorf("valuation %+v", v)
	}
	if e.AdvancedValuation(30, 100) != 130 {
		t.Error("advanced valuation: 1 RP a Bz")
	}
	if got := Leaders(map[string]int{"red": 5, "blue": 9, "green": 9}); !slices.Equal(got, []string{"blue", "green"}) {
		t.Errorf("leaders %v", got)
	}
}

func TestAppointLord(t *testing.T) {
	e := engine(t)
	troops := append(soldiers(e, "knight-a", 2), soldiers(e, "knight-b", 32)...)
	if s, err := e.AppointLord(troops, 2); err != nil || s.ID != 2 {
		t.Errorf("a grade A knight may become lord: %v", err)
	}
	if _, err := e.AppointLord(troops, 32); err == nil {
		t.Error("a grade B knight may not become lord")
	}
	if _, err := e.AppointLord(troops, 9); err == nil {
		t.Error("a knight not in service may not become lord")
	}
}

func TestReligion(t *testing.T) {
	e := engine(t)
	if !e.MustDestroy("druid", "church") || e.MustDestroy("christian", "church") || !e.MustDestroy("christian", "stone-circle") {
		t.Error("a captor of the other religion destroys the site")
	}
	if ParishAllows([]string{"church"}, "church") || !ParishAllows([]string{"church"}, "stone-circle") {
		t.Error("a parish holds one church and one stone circle at most")
	}
	p, auction := BuildPrecedence([]Claim{{"red", 2}, {"blue", 1}})
	if !slices.Equal(p, []string{"red"}) || auction {
		t.Errorf("most manors builds: %v %v", p, auction)
	}
	if _, auction := BuildPrecedence([]Claim{{"red", 2}, {"blue", 2}}); !auction {
		t.Error("equal claims go to auction")
	}
}

func TestCampaigningAndStacking(t *testing.T) {
	e := engine(t)
	if !Campaigning(Spring) || Campaigning(Winter) {
		t.Error("spring campaigns, winter does not")
	}
	if !e.CanStack(6) || e.CanStack(7) {
		t.Error("six troops a place")
	}
}

func TestSiegeAndConversion(t *testing.T) {
	e := engine(t)
	if e.SiegeSucceeds(1, 3) || e.SiegeSucceeds(2, 2) || !e.SiegeSucceeds(2, 3) {
		t.Error("a siege succeeds at the end of the third phase of its second season")
	}
	if !MayPillageInSiege(1) || MayPillageInSiege(2) {
		t.Error("besiegers pillage in the first season only")
	}
	est := &Estate{Religion: "christian", Holdings: []Holding{
		{Manor: e.D.Manor("ashcombe"), Site: "church"}, {Manor: e.D.Manor("barsham")}}}
	if lost := e.ChangeReligion(est, "druid"); !slices.Equal(lost, []string{"ashcombe"}) || est.Religion != "druid" || est.Holdings[0].Site != "" {
		t.Errorf("a convert destroys his old religion's sites: lost %v, %+v", lost, est)
	}
}

// Odd inputs to King Arthur, a pillage and a roll of the dice are errors, not numbers.
func TestUncheckedInputs(t *testing.T) {
	e := engine(t)
	if a, err := e.VisitAward(Visit{Sites: []Site{{Kind: "castle", Parish: "A"}}}); err == nil {
		t.Errorf("a castle counted as a religious site: %+v", a)
	}
	if _, err := e.VisitAward(Visit{Valley: map[string][]string{"A": {"water-mill"}}}); err == nil {
		t.Error("a water mill listed as a parish's site must be refused")
	}
	if _, err := e.VisitAward(Visit{Income: -3}); err == nil {
		t.Error("an income below 0 must be refused")
	}
	for _, c := range [][2]int{{0, -3}, {0, 0}, {0, 7}, {-1, 2}, {10, 1}} {
		if pos, _, err := e.ArthurStep(c[0], c[1]); err == nil {
			t.Errorf("ArthurStep(%d, %d) = %d, want an error", c[0], c[1], pos)
		}
	}
	fox := e.D.Manor("foxwood")
	for _, h := range []Holding{{Manor: fox, Smoke: -2}, {Manor: fox, Smoke: fox.Strip + 1}, {Manor: fox, Hives: 1}, {Manor: e.D.Manor("ashcombe"), Mill: true}, {}} {
		if r, err := e.Pillage(h, NewScript(6, 6, 6, 6, 6, 6, 6)); err == nil {
			t.Errorf("pillage of %+v: %+v, want an error", h, r)
		}
	}
	if _, err := e.Pillage(Holding{Manor: fox}, NewScript(6, 6, 9)); err == nil {
		t.Error("a pillage die of 9 must be an error")
	}
	if _, _, err := Sum(NewScript(), -1); err == nil {
		t.Error("Sum of -1 dice must be an error")
	}
	if total, rolls, err := Sum(NewScript(2, 5), 2); err != nil || total != 7 || !slices.Equal(rolls, []int{2, 5}) {
		t.Errorf("Sum of 2 and 5: %d %v %v", total, rolls, err)
	}
	if _, _, err := Sum(nil, 1); err == nil {
		t.Error("Sum with no die must be an error")
	}
}

// Every rule that rolls refuses a face the die does not have.
func TestEventsRefuseABrokenDie(t *testing.T) {
	e := engine(t)
	seven := func() Die { return NewScript(7, 7, 7, 7, 7) }
	checks := map[string]error{}
	_, checks["weather"] = e.RollWeather(seven())
	_, _, checks["fate roll"] = e.FateRoll(seven())
	_, checks["plague"] = e.Plague(soldiers(e, "knight-a", 2), seven())
	_, checks["lightning"] = e.Lightning(gamedata.FateLightningCh, []SiteOwner{{"red", 1}}, seven())
	_, checks["revolt"] = e.Revolt([]RevoltManor{{Manor: "a", Soldiers: []int{52}}}, seven())
	_, checks["storms"] = e.Storms([]string{"red"}, seven())
	_, checks["floods"] = e.Floods(1, seven())
	for name, err := range checks {
		if err == nil {
			t.Errorf("%s with a die rolling 7: no error", name)
		}
	}
	// Lightning's roll-off ranks the highest first: blue (4) over red (2), then blue
	// strikes on a 6.
	struck, err := e.Lightning(gamedata.FateLightningCh, []SiteOwner{{"red", 1}, {"blue", 1}}, NewScript(2, 4, 6))
	if err != nil || struck != "blue" {
		t.Errorf("lightning: struck %q, %v; want blue", struck, err)
	}
}

// King Arthur visits when his road brings him to step 10 exactly, and a damaged site in
// a parish shared with the other religion earns half the shared award.
func TestArthurArrivesAtTen(t *testing.T) {
	e := engine(t)
	pos, visit, err := e.ArthurStep(7, 3)
	noErr(t, err)
	if pos != 0 || !visit {
		t.Errorf("7 + 3 = 10: at %d, visit %v; want a visit and back to Camelot", pos, visit)
	}
	pos, visit, err = e.ArthurStep(3, 6)
	noErr(t, err)
	if pos != 9 || visit {
		t.Errorf("3 + 6 = 9: at %d, visit %v; want step 9 and no visit", pos, visit)
	}
	a, err := e.VisitAward(Visit{
		Sites:  []Site{{Kind: "stone-circle", Parish: "B", Damaged: true}},
		Valley: map[string][]string{"B": {"church", "stone-circle"}},
	})
	noErr(t, err)
	if a.Shared != 5 || a.Sole != 0 || a.Total != 5 {
		t.Errorf("a damaged stone circle beside a church: %+v; want 10 / 2 = 5 shared", a)
	}
}

// The lord, born or appointed, is worth nothing in a valuation (edition "lord-valuation").
func TestLordIsNotValued(t *testing.T) {
	e := engine(t)
	knights := soldiers(e, "knight-a", 2, 3)
	heir, err := e.AppointLord(knights, 2)
	noErr(t, err)
	v := e.Valuation(Assets{Troops: append(soldiers(e, "lord", 1), heir, knights[1])})
	if v.Troops != 4 {
		t.Errorf("a lord, an appointed lord and a knight: troops valued %d Bz, want 4 (the knight)", v.Troops)
	}
	if heir.ID != 2 || heir.Strength() != 6 || heir.Type.Kind != gamedata.KindLord {
		t.Errorf("appointed lord %+v %+v: want counter 2, strength 6, a lord", heir, heir.Type)
	}
}
