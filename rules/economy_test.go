package rules

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

// The first winter of section 3: a knight and two men-at-arms cost 8 Bz; the lord is not
// paid.
func TestPayExample(t *testing.T) {
	e := engine(t)
	r := e.PayExample()
	if r.Pay != 8 {
		t.Errorf("first winter's pay %d Bz, the example says 8", r.Pay)
	}
	if want := 11 + 5 - 8; r.Treasury != want {
		t.Errorf("treasury after pay %d, want %d", r.Treasury, want)
	}
}

// The first autumn of section 3: an unsupervised entry manor with a knight collecting.
func TestIncomeExample(t *testing.T) {
	e := engine(t)
	n := 0
	for i := range e.D.Manors {
		m := &e.D.Manors[i]
		if !m.Entry {
			continue
		}
		n++
		if got := e.IncomeExample(m).Total; got != 5 {
			t.Errorf("%s: first income %d Bz, the example says 5", m.Name, got)
		}
	}
	if n < len(e.D.Players) {
		t.Errorf("%d entry manors for %d players", n, len(e.D.Players))
	}
}

// The movement example of 6.iv: four miles arrive at the end of phase 2; delaying a
// phase, or moving in phases 1 and 3, arrives at the end of phase 3.
func TestArrivalPhase(t *testing.T) {
	e := engine(t)
	cases := []struct {
		miles  int
		phases []int
		want   int
	}{{4, []int{1, 2, 3}, 2}, {4, []int{2, 3}, 3}, {4, []int{1, 3}, 3}, {6, []int{1, 2, 3}, 3},
		{7, []int{1, 2, 3}, 0}, {1, []int{1, 2, 3}, 1}, {4, []int{3}, 0}}
	for _, c := range cases {
		if got := e.ArrivalPhase(c.miles, c.phases); got != c.want {
			t.Errorf("%d miles in phases %v: arrives at phase %d, want %d", c.miles, c.phases, got, c.want)
		}
	}
	if e.MoveExample() != 2 {
		t.Errorf("the movement example arrives at phase %d, want 2", e.MoveExample())
	}
}

func TestSupervisionAndCollector(t *testing.T) {
	e := engine(t)
	knight, esq, maa := e.D.Troop("knight-a"), e.D.Troop("esquire"), e.D.Troop("man-at-arms-a")
	if !Supervised([]*gamedata.Troop{esq}) || Supervised([]*gamedata.Troop{maa}) || Supervised(nil) {
		t.Error("an esquire supervises; a man-at-arms or no one does not")
	}
	if CollectorOf([]*gamedata.Troop{maa, knight}) != gamedata.Knight || CollectorOf([]*gamedata.Troop{maa}) != gamedata.ManAtArms || CollectorOf(nil) != gamedata.NoOne {
		t.Error("collector is the best troop on the centre")
	}
	if CanClaim([]*gamedata.Troop{maa}) || !CanClaim([]*gamedata.Troop{e.D.Lord()}) {
		t.Error("only knights (the lord too) claim manors")
	}
	if Holder("red", false, "blue") != "red" || Holder("red", true, "blue") != "blue" {
		t.Error("two knights in a manor: the holder keeps it without combat, else the last victor")
	}
}

func TestManorIncomeSteps(t *testing.T) {
	e := engine(t)
	fox := e.D.Manor("foxwood") // 3 strip, 1 forest, river; supervised knight 8
	h := Holding{Manor: fox, Supervised: true, Collector: gamedata.Knight, Foresters: 1, Reeves: 1}
	cases := []struct {
		name string
		y    Year
		want ManorIncome
	}{
		{"average", NoWeather, ManorIncome{Basic: 8, Improvements: 2, Total: 10}},
		{"bad: strip fields lose, reeve earns 2", Year{Zone: Bad}, ManorIncome{Basic: 8, Arable: -3, Improvements: 2, RiverBees: 1, Total: 8}},
		{"good, bumper", Year{Zone: Good, Bumper: true}, ManorIncome{Basic: 8, Arable: 1, Improvements: 2, Total: 11}},
		{"good, too hot", Year{Zone: Good, Heat: true}, ManorIncome{Basic: 8, Improvements: 2, RiverBees: -1, Total: 9}},
	}
	for _, c := range cases {
		got := income(t, e, h, c.y)
		c.want.Manor = "foxwood"
		if got != c.want {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
	// Barsham's own no-one income, not the formula's: the balancing may shift a parish's.
	hives := Holding{Manor: e.D.Manor("barsham"), Collector: gamedata.NoOne, Hives: 2}
	base := hives.Manor.Income.Unsupervised.NoOne
	if got := income(t, e, hives, Year{Zone: Good}).Total; got != base+4 {
		t.Errorf("Barsham, no one collecting, two hives in a good year: %d, want %d + 2x2", got, base)
	}
	if got, want := income(t, e, hives, Year{Zone: Bad}).Total, max(0, base-3); got != want {
		t.Errorf("Barsham in a bad year: %d, want %d: strip fields lose 3 from %d, hives give nothing, and a manor never goes below 0", got, want, base)
	}
	smoke := Holding{Manor: fox, Collector: gamedata.Knight, Smoke: 2}
	if got := income(t, e, smoke, NoWeather); got.Smoke != -2 || got.Total != 3 {
		t.Errorf("two burned strip fields: %+v, want -2 and 3 in all", got)
	}
}

func TestHarvestMillPaysOnce(t *testing.T) {
	e := engine(t)
	hs := []Holding{
		{Manor: e.D.Manor("foxwood"), Collector: gamedata.NoOne, Mill: true},
		{Manor: e.D.Manor("frampton"), Collector: gamedata.NoOne, Mill: true},
		{Manor: e.D.Manor("breaume"), Collector: gamedata.NoOne},
	}
	h, err := e.Harvest(hs, NoWeather)
	noErr(t, err)
	if h.Mill != 3 || h.Total != 1+1+1+3 {
		t.Errorf("two mills and three manors: mill %d total %d, want 3 and 6", h.Mill, h.Total)
	}
}

func TestWinterOrder(t *testing.T) {
	e := engine(t)
	est := &Estate{Treasury: 20, Troops: append(append(
		soldiers(e, "lord", 1), soldiers(e, "knight-b", 32)...), soldiers(e, "esquire", 42)...)}
	est.Troops = append(est.Troops, soldiers(e, "man-at-arms-b", 76, 77)...)
	est.Troops[1].Wounded = true
	est.Holdings = []Holding{{Manor: e.D.Manor("foxwood")}}
	r := winter(t, e, est, WinterOrders{
		Dismiss: []int{77, 32},
		Hire:    map[string]int{gamedata.KindKnight: 1, gamedata.KindManAtArms: 1},
		Build:   []Build{{Improvement: "reeve", Manor: "foxwood"}, {Improvement: "beehive", Manor: "foxwood"}, {Improvement: "water-mill", Manor: "foxwood"}},
	}, NewScript())
	if !slices.Equal(r.Dismissed, []int{77}) || len(r.Refused) == 0 || !strings.Contains(r.Refused[0], "knights can never be dismissed") {
		t.Errorf("dismissal: %v refused %v; men-at-arms may go, knights never", r.Dismissed, r.Refused)
	}
	if r.Pay != 4+4+2 {
		t.Errorf("pay %d, want two knights and one man-at-arms: 10", r.Pay)
	}
	if !slices.Equal(r.Healed, []int{32}) {
		t.Errorf("healed %v, want 32", r.Healed)
	}
	want := []Promotion{{32, 2, "knight-a"}, {42, 32, "knight-b"}, {76, 52, "man-at-arms-a"}}
	if !slices.Equal(r.Promoted, want) {
		t.Errorf("promoted %v, want %v: B knight to A, esquire to the freed B counter, B man-at-arms to A", r.Promoted, want)
	}
	if !slices.Equal(r.Hired, []int{42, 76}) {
		t.Errorf("hired %v: an esquire (42) and a grade B man-at-arms (76)", r.Hired)
	}
	if len(r.Built) != 1 || r.Built[0].Improvement != "reeve" {
		t.Errorf("built %v refused %v; with 20-10-6 = 4 Bz a reeve (2) fits, a hive needs pasture Foxwood lacks, a mill costs 15", r.Built, r.Refused)
	}
	if r.Treasury != 20-10-6-2 {
		t.Errorf("treasury %d, want 2", r.Treasury)
	}
}

func TestUnpaidKnightsAndLoyalty(t *testing.T) {
	e := engine(t)
	est := &Estate{Treasury: 10, Troops: append(soldiers(e, "knight-a", 2, 3, 4), soldiers(e, "man-at-arms-a", 52)...)}
	r := winter(t, e, est, WinterOrders{}, NewScript(5, 1))
	if r.Pay != 10 || !slices.Equal(r.Unpaid, []int{4, 52}) {
		t.Errorf("10 Bz for three knights: paid %d, unpaid %v; want 10 paid (2 as partial pay), knight 4 and the man-at-arms gone", r.Pay, r.Unpaid)
	}
	if !slices.Equal(r.Loyalty, []int{5, 1}) || !slices.Equal(r.Deserted, []int{2}) {
		t.Errorf("loyalty rolls %v deserted %v; knight 2 rolls 5 and deserts", r.Loyalty, r.Deserted)
	}
	if len(est.Troops) != 1 || est.Troops[0].ID != 3 {
		t.Errorf("left in service %v, want knight 3 only", est.Troops)
	}
}

func TestPromotionWaitsForACounter(t *testing.T) {
	e := engine(t)
	est := &Estate{Treasury: 1000, Troops: append(soldiers(e, "knight-a", ids(2, 31)...), soldiers(e, "knight-b", 32)...)}
	r := winter(t, e, est, WinterOrders{}, NewScript())
	if !slices.Equal(r.Waiting, []int{32}) || len(r.Promoted) != 0 {
		t.Errorf("every grade A counter in use: waiting %v promoted %v; want 32 to wait", r.Waiting, r.Promoted)
	}
}

func ids(lo, hi int) []int {
	var out []int
	for i := lo; i <= hi; i++ {
		out = append(out, i)
	}
	return out
}

func TestCanBuild(t *testing.T) {
	e := engine(t)
	ash := Holding{Manor: e.D.Manor("beckley")} // no river, one pasture
	cases := []struct {
		h        Holding
		imp, rel string
		ok       bool
	}{
		{ash, "water-mill", "", false}, {ash, "reeve", "", false}, {ash, "beehive", "", true},
		{Holding{Manor: ash.Manor, Hives: 1}, "beehive", "", false}, {ash, "forester", "", false},
		{ash, "church", "christian", true}, {ash, "church", "druid", false}, {ash, "stone-circle", "druid", true},
		{Holding{Manor: ash.Manor, Castle: CastleSound}, "castle", "", false},
		{Holding{Manor: e.D.Manor("foxwood")}, "water-mill", "", true},
		{Holding{Manor: e.D.Manor("foxwood")}, "church", "christian", false}, // no pasture
	}
	for _, c := range cases {
		err := e.CanBuild(c.h, e.D.Improvement(c.imp), c.rel)
		if (err == nil) != c.ok {
			t.Errorf("%s at %s (%s lord): error %v, want ok=%v", c.imp, c.h.Manor.Name, c.rel, err, c.ok)
		}
	}
}

func TestRelocationOrder(t *testing.T) {
	// red and green tie at 10 and roll 2 and 5: green, the higher, goes first.
	got, err := RelocationOrder([]Gross{{"red", 10}, {"blue", 25}, {"green", 10}}, NewScript(2, 5))
	noErr(t, err)
	if !slices.Equal(got, []string{"blue", "green", "red"}) {
		t.Errorf("relocation order %v, want largest gross income first, ties by the higher roll", got)
	}
}

// Unpaid men-at-arms alone are enough to set the knights rolling for loyalty.
func TestLoyaltyWhenOnlyMenAtArmsGoUnpaid(t *testing.T) {
	e := engine(t)
	est := &Estate{Treasury: 4, Troops: append(soldiers(e, "knight-a", 2), soldiers(e, "man-at-arms-a", 52)...)}
	r := winter(t, e, est, WinterOrders{}, NewScript(6))
	if !slices.Equal(r.Unpaid, []int{52}) || !slices.Equal(r.Deserted, []int{2}) {
		t.Errorf("unpaid %v, deserted %v: the man-at-arms leaves unpaid and the knight, rolling 6, deserts", r.Unpaid, r.Deserted)
	}
}

// An appointed lord (10.iii) is the lord: winter does not pay him, and he does not roll
// for loyalty when other troops go unpaid (3: a lord does not pay himself).
func TestAppointedLordIsNotPaid(t *testing.T) {
	e := engine(t)
	troops := append(soldiers(e, "knight-a", 2), soldiers(e, "man-at-arms-a", 52)...)
	lord, err := e.AppointLord(troops, 2)
	noErr(t, err)
	est := &Estate{Treasury: 0, Troops: []Soldier{lord, troops[1]}}
	r := winter(t, e, est, WinterOrders{}, NewScript(6))
	if r.Pay != 0 || !slices.Equal(r.Unpaid, []int{52}) || len(r.Deserted) != 0 || len(r.Loyalty) != 0 {
		t.Errorf("appointed lord on an empty treasury: paid %d, unpaid %v, loyalty %v, deserted %v; want the man-at-arms unpaid and the lord staying without a roll", r.Pay, r.Unpaid, r.Loyalty, r.Deserted)
	}
	est = &Estate{Treasury: 4, Troops: append([]Soldier{lord}, soldiers(e, "knight-a", 3)...)}
	if r := winter(t, e, est, WinterOrders{}, NewScript()); r.Pay != 4 || len(r.Unpaid) != 0 {
		t.Errorf("an appointed lord and a knight on 4 Bz: paid %d, unpaid %v; want only the knight paid", r.Pay, r.Unpaid)
	}
}

// A parish takes one church and one stone circle (19.ii), whether the other church is a
// rival's, the player's own, or built earlier the same winter.
func TestWinterBuildsOneSiteAParish(t *testing.T) {
	e := engine(t)
	a := e.D.Manor("ashcombe")
	var twin *gamedata.Manor // another manor with a pasture in Ashcombe's parish
	for i := range e.D.Manors {
		if m := &e.D.Manors[i]; m.Parish == a.Parish && m.ID != a.ID && m.Pasture > 0 {
			twin = m
			break
		}
	}
	if twin == nil {
		t.Fatalf("parish %s has no second manor with a pasture", a.Parish)
	}
	church := func(m *gamedata.Manor) Build { return Build{Improvement: "church", Manor: m.ID} }
	est := &Estate{Treasury: 100, Religion: "christian", Holdings: []Holding{{Manor: a}, {Manor: twin}}}
	r := winter(t, e, est, WinterOrders{Build: []Build{church(a), church(twin)}}, NewScript())
	if len(r.Built) != 1 || len(r.Refused) != 1 || !strings.Contains(r.Refused[0], "parish") || r.Treasury != 90 {
		t.Errorf("two churches in parish %s one winter: built %v, refused %v, treasury %d", a.Parish, r.Built, r.Refused, r.Treasury)
	}
	est = &Estate{Treasury: 100, Religion: "christian", Holdings: []Holding{{Manor: twin}},
		Parishes: map[string][]string{a.Parish: {"church"}}}
	if r := winter(t, e, est, WinterOrders{Build: []Build{church(twin)}}, NewScript()); len(r.Built) != 0 {
		t.Errorf("a rival's church stands in the parish: built %v", r.Built)
	}
	est = &Estate{Treasury: 100, Religion: "druid", Holdings: []Holding{{Manor: twin}},
		Parishes: map[string][]string{a.Parish: {"church"}}}
	if r := winter(t, e, est, WinterOrders{Build: []Build{{Improvement: "stone-circle", Manor: twin.ID}}}, NewScript()); len(r.Built) != 1 {
		t.Errorf("a stone circle beside a church: built %v refused %v; want it built", r.Built, r.Refused)
	}
}

// A damaged castle, church or stone circle is repaired in winter's improvement step for
// its repair cost (25, edition "repairs"); a sound one, or an improvement that is never
// damaged, is not.
func TestRepairs(t *testing.T) {
	e := engine(t)
	ash := e.D.Manor("ashcombe")
	cost := e.D.Improvement("castle").Repair
	est := &Estate{Treasury: cost, Religion: "christian", Holdings: []Holding{{Manor: ash, Castle: CastleDamaged, Site: "church", Damaged: true}}}
	r := winter(t, e, est, WinterOrders{Build: []Build{
		{Improvement: "castle", Manor: "ashcombe"}, // not a repair: refused, and says so
		{Improvement: "castle", Manor: "ashcombe", Repair: true},
		{Improvement: "church", Manor: "ashcombe", Repair: true}, // no money left
	}}, NewScript())
	h := est.Holdings[0]
	if h.Castle != CastleSound || !h.Damaged || r.Treasury != 0 || len(r.Built) != 1 || len(r.Refused) != 2 {
		t.Errorf("repairs with %d Bz: castle %d, church damaged %v, treasury %d, built %v, refused %v; want the castle mended and the church left", cost, h.Castle, h.Damaged, r.Treasury, r.Built, r.Refused)
	}
	if !strings.Contains(r.Refused[0], "order a repair") {
		t.Errorf("building over a damaged castle: %q, want a pointer to the repair order", r.Refused[0])
	}
	est.Treasury = 20
	r = winter(t, e, est, WinterOrders{Build: []Build{
		{Improvement: "church", Manor: "ashcombe", Repair: true},
		{Improvement: "castle", Manor: "ashcombe", Repair: true}, // sound now
		{Improvement: "beehive", Manor: "ashcombe", Repair: true},
	}}, NewScript())
	if est.Holdings[0].Damaged || r.Treasury != 20-e.D.Improvement("church").Repair || len(r.Refused) != 2 {
		t.Errorf("repair of the church: damaged %v, treasury %d, refused %v", est.Holdings[0].Damaged, r.Treasury, r.Refused)
	}
}

// A treasury below 0 cannot exist; winter refuses it rather than paying troops from it.
func TestWinterRefusesANegativeTreasury(t *testing.T) {
	e := engine(t)
	est := &Estate{Player: "red", Treasury: -5, Troops: soldiers(e, "knight-a", 2)}
	_, err := e.Winter(est, WinterOrders{}, NewScript(1))
	if err == nil || !strings.Contains(err.Error(), "-5") {
		t.Errorf("winter on -5 Bz: error %v, want one naming the treasury", err)
	}
	if est.Treasury != -5 || len(est.Troops) != 1 {
		t.Errorf("a refused winter changed the estate: %+v", est)
	}
	bad := &Estate{Holdings: []Holding{{Manor: e.D.Manor("ashcombe"), Hives: 3}}}
	if _, err := e.Winter(bad, WinterOrders{}, NewScript()); err == nil {
		t.Error("three beehives on Ashcombe's one pasture: winter must refuse the estate")
	}
	// A loyalty roll of 7 is a broken die: the winter fails and the estate is untouched.
	est = &Estate{Treasury: 4, Troops: append(soldiers(e, "knight-a", 2), soldiers(e, "man-at-arms-a", 52)...)}
	if _, err := e.Winter(est, WinterOrders{}, NewScript(7)); err == nil || est.Treasury != 4 || len(est.Troops) != 2 {
		t.Errorf("loyalty die rolls 7: error %v, estate %+v; want an error and the estate as it was", err, est)
	}
}

// The zero values mean nothing: Year{} is a year without weather (paid as average), and a
// holding whose collector was never set is refused, not collected as by a knight.
func TestZeroValuesMeanNone(t *testing.T) {
	e := engine(t)
	if (Year{}).Zone != ZoneNone || NoWeather.Zone != ZoneNone {
		t.Errorf("Year{} has zone %s, want none", Year{}.Zone)
	}
	fox := e.D.Manor("foxwood")
	h := Holding{Manor: fox, Collector: gamedata.Knight, Reeves: 1}
	if a, b := income(t, e, h, Year{}), income(t, e, h, Year{Zone: Average}); a != b {
		t.Errorf("no weather %+v, average %+v: want the same", a, b)
	}
	if _, err := e.ManorIncome(Holding{Manor: fox}, NoWeather); err == nil {
		t.Error("a holding with no collector set must be refused")
	}
	if _, err := e.ManorIncome(Holding{Manor: fox, Collector: gamedata.Collector(9)}, NoWeather); err == nil {
		t.Error("collector 9 must be refused")
	}
	if _, err := e.ManorIncome(Holding{Manor: fox, Collector: gamedata.NoOne}, Year{Zone: Zone(7)}); err == nil {
		t.Error("zone 7 must be refused")
	}
	if c, ok := gamedata.ParseCollector("bailiff"); ok || c.Valid() {
		t.Errorf("an unknown collector name parses to %v, %v", c, ok)
	}
	if s := gamedata.Collector(9).String(); s != "collector(9)" {
		t.Errorf("Collector(9) prints %q", s)
	}
	if s := Zone(7).String(); s != "zone(7)" {
		t.Errorf("Zone(7) prints %q", s)
	}
	if lo, hi := e.ZoneRange(ZoneNone); lo <= hi {
		t.Errorf("ZoneNone covers totals %d to %d; no roll gives it", lo, hi)
	}
}

// Relocation's roll-off counts the die's own faces and refuses a face it does not have.
func TestRelocationOrderRefusesABrokenDie(t *testing.T) {
	for _, bad := range []int{0, 7, -1} {
		got, err := RelocationOrder([]Gross{{"red", 10}, {"blue", 10}}, NewScript(bad, 3))
		if err == nil {
			t.Errorf("a die rolling %d: relocation order %v, want an error", bad, got)
		}
	}
	// Three-way tie, rerolled between two: every player stays in the order.
	got, err := RelocationOrder([]Gross{{"red", 10}, {"blue", 10}, {"green", 10}}, NewScript(4, 4, 1, 2, 5))
	noErr(t, err)
	if !slices.Equal(got, []string{"blue", "red", "green"}) {
		t.Errorf("red and blue tie on 4 above green's 1, reroll 2 and 5: %v, want blue, red, green", got)
	}
}

// The standard game is won with more than half the manors, the two-player game with more
// than three quarters (2).
func TestWins(t *testing.T) {
	e := engine(t)
	cases := []struct {
		n         int
		twoPlayer bool
		want      bool
	}{{20, false, false}, {21, false, true}, {40, false, true}, {30, true, false}, {31, true, true}, {0, false, false}}
	for _, c := range cases {
		if got := e.Wins(c.n, c.twoPlayer); got != c.want {
			t.Errorf("%d manors, two-player %v: wins %v, want %v", c.n, c.twoPlayer, got, c.want)
		}
	}
}

// TestPromoteAsSortedAll holds promote, which orders only the troops that could rise, to
// the way it ordered them before, a stable sort of every troop by strength, on random
// estates of every troop type: the same promotions, the same troops waiting.
func TestPromoteAsSortedAll(t *testing.T) {
	e := engine(t)
	r := rand.New(rand.NewPCG(21, 22))
	rose := 0
	for round := range 2000 {
		var troops []Soldier
		used := map[int]bool{}
		for range r.IntN(16) {
			tt := &e.D.Troops[r.IntN(len(e.D.Troops))]
			id := tt.IDs[0] + r.IntN(tt.IDs[1]-tt.IDs[0]+1)
			if used[id] {
				continue
			}
			used[id] = true
			troops = append(troops, Soldier{ID: id, Type: tt, Wounded: r.IntN(3) == 0})
		}
		got, want := &Estate{Troops: slices.Clone(troops)}, &Estate{Troops: slices.Clone(troops)}
		var rg, rw WinterReport
		e.promote(got, &rg)
		promoteSortingAll(e, want, &rw)
		if !slices.Equal(got.Troops, want.Troops) || !slices.Equal(rg.Promoted, rw.Promoted) || !slices.Equal(rg.Waiting, rw.Waiting) {
			t.Fatalf("round %d: promote gives %v %v %v, sorting every troop %v %v %v", round, got.Troops, rg.Promoted, rg.Waiting, want.Troops, rw.Promoted, rw.Waiting)
		}
		rose += len(rw.Promoted)
	}
	if rose == 0 {
		t.Fatal("no troop ever rose: nothing compared")
	}
}

// promoteSortingAll is promote as it was: every troop sorted by strength, stably, those
// that cannot rise passed over.
func promoteSortingAll(e *Engine, est *Estate, r *WinterReport) {
	order := slices.Clone(est.Troops)
	slices.SortStableFunc(order, func(a, b Soldier) int { return b.Type.Strength - a.Type.Strength })
	for _, s := range order {
		if s.Type.Promotes == "" {
			continue
		}
		up := e.D.Troop(s.Type.Promotes)
		id, ok := e.freeCounter(est, up)
		if !ok {
			r.Waiting = append(r.Waiting, s.ID)
			continue
		}
		i := slices.IndexFunc(est.Troops, func(x Soldier) bool { return x.ID == s.ID })
		est.Troops[i] = Soldier{ID: id, Type: up}
		r.Promoted = append(r.Promoted, Promotion{From: s.ID, To: id, Grade: up.ID})
	}
}

// A winter that fails at the loyalty rolls is undone without a copy of the estate
// (Winter keeps only its slices' headers): every dismissal that went before must have
// left the estate's own troops as they were, element by element, and its holdings too.
func TestFailedWinterLeavesItsLists(t *testing.T) {
	e := engine(t)
	men := []int{52, 53, 54, 55}
	for mask := 0; mask < 1<<len(men); mask++ {
		for treasury := 0; treasury <= 12; treasury += 3 {
			troops := append(soldiers(e, "knight-a", 2, 3), soldiers(e, "man-at-arms-a", men...)...)
			troops[1].Wounded = true
			holdings := []Holding{{Manor: e.D.Manor("ashcombe"), Hives: 1, Collector: gamedata.Knight}}
			est := &Estate{Player: "red", Treasury: treasury, Troops: troops, Holdings: holdings}
			want, wantHold := slices.Clone(troops), slices.Clone(holdings)
			var dismiss []int
			for i, id := range men {
				if mask&(1<<i) != 0 {
					dismiss = append(dismiss, id)
				}
			}
			// Every roll is 7, a broken die: the first loyalty roll fails the winter.
			_, err := e.Winter(est, WinterOrders{Dismiss: dismiss}, NewScript(7, 7, 7, 7))
			if err == nil {
				continue // everyone paid: no loyalty roll, nothing to undo
			}
			if est.Treasury != treasury || !slices.Equal(est.Troops, want) || !slices.Equal(troops, want) {
				t.Errorf("dismiss %v on %d Bz, failed: estate troops %v (list given %v), want %v", dismiss, treasury, est.Troops, troops, want)
			}
			if !slices.Equal(est.Holdings, wantHold) || !slices.Equal(holdings, wantHold) {
				t.Errorf("dismiss %v on %d Bz, failed: holdings %+v, want %+v", dismiss, treasury, est.Holdings, wantHold)
			}
		}
	}
}

// The game writes a winter's holdings back by their index in the estate (rules/play's
// writeBack), so Winter must change them in place and never add, drop or reorder one,
// whatever it builds, repairs or refuses.
func TestWinterKeepsHoldingsInOrder(t *testing.T) {
	e := engine(t)
	rng := rand.New(rand.NewPCG(10, 7))
	for n := 0; n < 300; n++ {
		var hs []Holding
		for _, k := range rng.Perm(len(e.D.Manors))[:1+rng.IntN(8)] {
			hs = append(hs, Holding{Manor: &e.D.Manors[k], Collector: gamedata.NoOne})
		}
		var builds []Build
		for range rng.IntN(10) {
			im := e.D.Improvements[rng.IntN(len(e.D.Improvements))]
			builds = append(builds, Build{Improvement: im.ID, Manor: hs[rng.IntN(len(hs))].Manor.ID, Repair: rng.IntN(5) == 0})
		}
		est := &Estate{Player: "red", Treasury: rng.IntN(200), Religion: []string{"christian", "druid"}[rng.IntN(2)], Holdings: slices.Clone(hs)}
		if _, err := e.Winter(est, WinterOrders{Build: builds}, NewScript()); err != nil {
			t.Fatalf("estate %d: %v", n, err)
		}
		if len(est.Holdings) != len(hs) {
			t.Fatalf("estate %d: %d holdings after the winter, %d before", n, len(est.Holdings), len(hs))
		}
		for i := range hs {
			if est.Holdings[i].Manor != hs[i].Manor {
				t.Fatalf("estate %d: holding %d is %s after the winter, %s before (builds %v)", n, i, est.Holdings[i].Manor.ID, hs[i].Manor.ID, builds)
			}
		}
	}
}

// HarvestTotal is Harvest's total without the list: the same figure, and the same
// refusal, for holdings of every kind in every weather.
func TestHarvestTotalAsHarvest(t *testing.T) {
	e := engine(t)
	rng := rand.New(rand.NewPCG(5, 8))
	for n := 0; n < 2000; n++ {
		var hs []Holding
		for _, k := range rng.Perm(len(e.D.Manors))[:rng.IntN(9)] {
			m := &e.D.Manors[k]
			h := Holding{Manor: m, Supervised: rng.IntN(2) == 0, Collector: gamedata.Collectors[rng.IntN(3)],
				Hives: rng.IntN(m.Pasture + 2), Foresters: rng.IntN(m.Forest + 1), Reeves: rng.IntN(2), Smoke: rng.IntN(3), Mill: rng.IntN(4) == 0}
			if rng.IntN(40) == 0 {
				h.Collector = 0 // unset: refused
			}
			hs = append(hs, h)
		}
		y := NoWeather
		if rng.IntN(3) > 0 {
			var err error
			if y, err = e.YearOf(2+rng.IntN(11), NewScript(1+rng.IntN(6), 1+rng.IntN(6))); err != nil {
				t.Fatal(err)
			}
		}
		h, herr := e.Harvest(hs, y)
		total, terr := e.HarvestTotal(hs, y)
		if (herr == nil) != (terr == nil) || total != h.Total {
			t.Fatalf("holdings %d: HarvestTotal %d (%v), Harvest %d (%v)", n, total, terr, h.Total, herr)
		}
	}
}
