package rules

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

// Invalid is an impossible state: every problem found, each naming what is wrong.
type Invalid struct {
	Problems []string
}

func (v *Invalid) Error() string {
	return "impossible game state: " + strings.Join(v.Problems, "; ")
}

// Validate reports everything that makes the state impossible under the rules in play:
// the time of year, the players, every counter (within the mix, in one place, within the
// stacking limit), every manor and what stands on it, the parishes' sites, the markers
// used against those the kit has, the bridges, the weather track and King Arthur's road.
// Every limit comes from the data or the engine. It returns nil or an *Invalid.
func (s *State) Validate() error {
	if s.e == nil {
		return &Invalid{Problems: []string{"the state has no engine: make it with NewGame"}}
	}
	sc := validatePool.Get().(*validateScratch)
	defer validatePool.Put(sc)
	v := &validator{s: s, e: s.e, sc: sc}
	v.rules()
	v.time()
	v.players()
	v.troops()
	v.stacking()
	v.manors()
	v.parishes()
	v.markers()
	v.bridges()
	v.tracks()
	if len(v.problems) == 0 {
		return nil
	}
	return &Invalid{Problems: v.problems}
}

type validator struct {
	s        *State
	e        *Engine
	problems []string
	sc       *validateScratch
}

// validateScratch is the tables the quick checks fill and drop, pooled: a simulated
// game validates its state after every step, some three hundred times.
type validateScratch struct {
	inMix []int
	seen  []bool
	count []uint8
	// By seat (lordsSeen): the index of the troop with the lord's counter ID, -1 for
	// none, and how many other troops are of the lord's own grade.
	lordAt, strays []int
}

var validatePool = sync.Pool{New: func() any { return new(validateScratch) }}

func (v *validator) bad(format string, args ...any) {
	v.problems = append(v.problems, fmt.Sprintf(format, args...))
}

// lacks reports whether a rule is not in play; callers test it before they build the
// message, so a valid state costs no formatting.
func (v *validator) lacks(r Rules) bool { return !v.s.Rules.Has(r) }

// off reports a use of a rule that is not in play.
func (v *validator) off(r Rules, format string, args ...any) {
	v.bad(format+", but the %s rules are not in play", append(args, r.String())...)
}

func (v *validator) rules() {
	all := Rules(0)
	for _, n := range ruleNames {
		all |= n.r
	}
	if v.s.Rules&^all != 0 {
		v.bad("rules: unknown rule flags %#x", uint8(v.s.Rules&^all))
	}
}

// campaignIndex is the season's place among the campaigning seasons (spring 0), or -1.
func campaignIndex(season int) int {
	n := 0
	for i, name := range Seasons {
		if i == season {
			if !Campaigning(name) {
				return -1
			}
			return n
		}
		if Campaigning(name) {
			n++
		}
	}
	return -1
}

func (v *validator) time() {
	s, last := v.s, v.e.D.Game.Victory.AdvancedYears
	if s.Season < 0 || s.Season >= len(Seasons) {
		v.bad("season %d: the seasons are 0 to %d (%s)", s.Season, len(Seasons)-1, strings.Join(Seasons, ", "))
		return
	}
	autumn := slices.Index(Seasons, Autumn)
	switch {
	case s.Year < 0:
		v.bad("year %d: the game opens in year 0", s.Year)
	case s.Year == 0 && s.Season < autumn:
		v.bad("year 0, %s: the game opens in autumn", s.SeasonName())
	case s.Rules.Has(RuleAdvanced) && (s.Year > last || s.Year == last && s.Season > autumn):
		v.bad("year %d, %s: the advanced game ends with the autumn of year %d", s.Year, s.SeasonName(), last)
	}
	steps := v.e.D.Game.Movement.Phases
	if !Campaigning(s.SeasonName()) {
		steps = len(WinterSteps)
	}
	if s.Phase < 0 || s.Phase > steps {
		v.bad("phase %d of %s: it has %d", s.Phase, s.SeasonName(), steps)
	}
}

func (v *validator) players() {
	s, e := v.s, v.e
	if n := len(s.Players); n < MinPlayers || n > len(e.D.Players) {
		v.bad("players: %d, the game takes %d to %d", n, MinPlayers, len(e.D.Players))
	}
	v.lordsSeen()
	for i, p := range s.Players {
		name := s.SeatName(Seat(i))
		switch {
		case p.Colour == nil || e.D.Player(p.Colour.ID) != p.Colour:
			v.bad("%s: no colour of players.toml", name)
		case slices.ContainsFunc(s.Players[:i], func(q Player) bool { return q.Colour == p.Colour }):
			v.bad("%s: two players have this colour", name)
		}
		if !slices.ContainsFunc(e.D.Valley.Entries, func(en gamedata.Entry) bool { return en.Number == p.Entry }) {
			v.bad("%s: entry road %d is not on the board", name, p.Entry)
		} else if slices.ContainsFunc(s.Players[:i], func(q Player) bool { return q.Entry == p.Entry }) {
			v.bad("%s: entry road %d is another player's", name, p.Entry)
		}
		v.purse(name, p)
		v.lord(Seat(i), p)
	}
}

// lordsSeen fills the scratch lord reads, in one look along the troops instead of two
// for each player: where each player's lord stands in the list (the first troop of the
// seat with his counter ID), and how many other troops of the seat are of the lord's
// grade.
func (v *validator) lordsSeen() {
	s, lordType := v.s, v.e.D.Lord()
	n := len(s.Players)
	v.sc.lordAt, v.sc.strays = zeroedOf(&v.sc.lordAt, n), zeroedOf(&v.sc.strays, n)
	for p := range v.sc.lordAt {
		v.sc.lordAt[p] = -1
	}
	for i, t := range s.Troops {
		if t.Seat < 0 || int(t.Seat) >= n {
			continue
		}
		lord := s.Players[t.Seat].Lord
		if t.ID == lord && v.sc.lordAt[t.Seat] < 0 {
			v.sc.lordAt[t.Seat] = i
		}
		if t.Type == lordType && t.ID != lord {
			v.sc.strays[t.Seat]++
		}
	}
}

// purse checks the treasury, Reverence Points and religion.
func (v *validator) purse(name string, p Player) {
	if p.Treasury < 0 {
		v.bad("%s: treasury %d Bz", name, p.Treasury)
	}
	if p.Reverence < 0 {
		v.bad("%s: %d Reverence Points; a total never falls below zero (22)", name, p.Reverence)
	}
	if p.Reverence != 0 {
		if v.lacks(RuleAdvanced) {
			v.off(RuleAdvanced, "%s: %d Reverence Points", name, p.Reverence)
		}
	}
	switch {
	case p.Religion != "" && !slices.Contains(v.e.religions(), p.Religion): // listed only when there is one to check
		v.bad("%s: religion %q, not one of %s", name, p.Religion, strings.Join(v.e.religions(), ", "))
	case p.Religion != "":
		if v.lacks(RuleAdvanced) {
			v.off(RuleAdvanced, "%s: religion %s", name, p.Religion)
		}
	case v.s.Rules.Has(RuleAdvanced):
		v.bad("%s: no religion; every lord of the advanced game declares one", name)
	}
}

// lord checks that a player has one lord at most: the lord's own counter or an
// appointed grade A knight (10.iii), in service.
func (v *validator) lord(p Seat, pl Player) {
	s, lordType := v.s, v.e.D.Lord()
	name := s.SeatName(p)
	if pl.Lord != 0 && pl.Leaderless {
		v.bad("%s: leaderless, yet lord %02d leads", name, pl.Lord)
	}
	for _, t := range s.Troops {
		if v.sc.strays[p] == 0 {
			break // no troop to report: the look along them all is for the messages
		}
		switch {
		case t.Seat != p || t.Type != lordType || t.ID == pl.Lord:
		case pl.Lord == 0:
			v.bad("%s: the lord's counter %02d is in service, but the player has no lord", name, t.ID)
		default:
			v.bad("%s: 2 lords: %02d and %02d", name, t.ID, pl.Lord)
		}
	}
	if pl.Lord == 0 {
		return
	}
	i := v.sc.lordAt[p]
	switch {
	case i < 0:
		v.bad("%s: lord %02d is not in service", name, pl.Lord)
	case s.Troops[i].Type != lordType:
		if err := v.e.appointable(s.Troops[i].Soldier); err != nil { // AppointLord's check, without the new grade
			v.bad("%s: lord: %v", name, err)
		}
	}
}

func (v *validator) troops() {
	s, e := v.s, v.e
	inMix := zeroedOf(&v.sc.inMix, len(s.Players)*len(e.D.Troops))
	for _, t := range s.Troops {
		if t.Seat < 0 || int(t.Seat) >= len(s.Players) {
			v.bad("%s: no player sits at seat %d", s.Name(t), t.Seat)
			continue
		}
		if k := v.counter(t); k >= 0 {
			inMix[int(t.Seat)*len(e.D.Troops)+k]++
		}
		v.position(t)
		v.inside(t)
		if t.Wounded && !Campaigning(s.SeasonName()) && s.Phase > slices.Index(WinterSteps, StepHeal) {
			v.bad("%s: wounded after the winter's healing", s.Name(t))
		}
	}
	for i, n := range inMix {
		if tt := e.D.Troops[i%len(e.D.Troops)]; n > tt.Counters() {
			v.bad("counters: %d %s %s in service, the mix has %d", n, s.SeatName(Seat(i/len(e.D.Troops))), tt.ID, tt.Counters())
		}
	}
	v.once()
}

// counter checks that a troop's grade is the one its counter ID belongs to, and returns
// the grade's index in the data (-1 when it has none).
func (v *validator) counter(t Troop) int {
	// One look along the grades finds both the troop's grade and, as TroopByCounter does
	// (the first whose IDs hold it), the grade its counter belongs to.
	k := -1
	var want *gamedata.Troop
	for i := range v.e.D.Troops {
		tt := &v.e.D.Troops[i]
		if t.Type == tt {
			k = i
		}
		if want == nil && t.ID >= tt.IDs[0] && t.ID <= tt.IDs[1] {
			want = tt
		}
	}
	switch {
	case k < 0:
		v.bad("%s: its grade is not one of troops.toml", v.s.Name(t))
	case want == nil:
		v.bad("%s: no counter has ID %d", v.s.Name(t), t.ID)
	case want != t.Type:
		v.bad("%s: counter %02d is a %s counter", v.s.Name(t), t.ID, want.ID)
	}
	return k
}

// once checks that no counter is listed twice: a troop stands in one place.
func (v *validator) once() {
	s := v.s
	if v.onceQuick() {
		return
	}
	order := make([]int, len(s.Troops))
	for i := range order {
		order[i] = i
	}
	id := func(i int) int { return int(s.Troops[i].Seat)<<16 | s.Troops[i].ID }
	slices.SortStableFunc(order, func(a, b int) int { return id(a) - id(b) })
	for k := 1; k < len(order); k++ {
		a, b := s.Troops[order[k-1]], s.Troops[order[k]]
		if id(order[k-1]) == id(order[k]) {
			v.bad("%s: listed twice, at %s and at %s", s.Name(b), v.e.Where(a.Pos), v.e.Where(b.Pos))
		}
	}
}

// onceQuick reports whether every counter is surely listed once, by marking each in a
// table by seat and ID; when it cannot tell (an ID or seat out of range, or a counter
// met twice), once sorts, to name the troops. Validate runs after every step of a
// simulated game, and the sort was a third of its time.
func (v *validator) onceQuick() bool {
	seats, ids := len(v.s.Players), 0
	for _, t := range v.s.Troops {
		if t.Seat < 0 || int(t.Seat) >= seats || t.ID < 0 || t.ID >= 1<<12 {
			return false
		}
		ids = max(ids, t.ID+1)
	}
	seen := zeroedOf(&v.sc.seen, seats*ids)
	for _, t := range v.s.Troops {
		k := t.ID*seats + int(t.Seat)
		if seen[k] {
			return false
		}
		seen[k] = true
	}
	return true
}

// position checks that a troop stands on a place, or part of the way along a mile of
// road between two neighbouring places.
func (v *validator) position(t Troop) {
	e, p := v.e, t.Pos
	n := Place(e.Places())
	switch {
	case p.At < 0 || p.At >= n:
		v.bad("%s: at place %d, the board has 0 to %d", v.s.Name(t), p.At, n-1)
	case !p.Between() && p.Along != 0:
		v.bad("%s: at %s, %d/%d of the way to nowhere", v.s.Name(t), e.PlaceID(p.At), p.Along, MileParts)
	case !p.Between():
	case p.To < 0 || p.To >= n:
		v.bad("%s: on the way from %s to place %d, the board has 0 to %d", v.s.Name(t), e.PlaceID(p.At), p.To, n-1)
	case p.Along == 0 || p.Along >= MileParts:
		v.bad("%s: %d/%d of the way from %s to %s; a troop at either end stands on that place", v.s.Name(t), p.Along, MileParts, e.PlaceID(p.At), e.PlaceID(p.To))
	default:
		if _, err := e.roads().section(e.PlaceID(p.At), e.PlaceID(p.To)); err != nil {
			v.bad("%s: between %s", v.s.Name(t), err)
		}
	}
}

// inside checks a troop shut in a manor house or castle: on the centre of a manor its
// player holds (13.i).
func (v *validator) inside(t Troop) {
	if !t.Inside {
		return
	}
	if v.lacks(RuleCastles) {
		v.off(RuleCastles, "%s: inside a manor house", v.s.Name(t))
	}
	m := v.manorAt(t.Pos)
	switch {
	case m < 0:
		v.bad("%s: inside, but not on a manor centre (at %s)", v.s.Name(t), v.e.Where(t.Pos))
	case v.s.Manors[m].Owner != t.Seat:
		v.bad("%s: inside the manor house of %s, which its player does not hold", v.s.Name(t), v.e.D.Manors[m].ID)
	}
}

// manorAt is the index of the manor whose centre a position is, or -1.
func (v *validator) manorAt(p Position) int {
	if p.Between() || p.At < 0 || int(p.At) >= v.e.Places() {
		return -1
	}
	id := v.e.PlaceID(p.At)
	i := slices.IndexFunc(v.e.D.Manors, func(m gamedata.Manor) bool { return m.ID == id })
	if i >= len(v.s.Manors) {
		return -1
	}
	return i
}

// stacking checks the limit of troops one player may have in one place (6.iii); a spot
// between two places counts as a place of its own.
func (v *validator) stacking() {
	s := v.s
	if v.stackingQuick() {
		return
	}
	spot := func(t Troop) uint64 {
		k := t.Pos.key()
		return uint64(uint8(t.Seat))<<48 | uint64(uint16(k.At))<<32 | uint64(uint16(k.To))<<16 | uint64(k.Along)
	}
	keys := make([]uint64, len(s.Troops))
	for i, t := range s.Troops {
		keys[i] = spot(t)
	}
	order := make([]int, len(keys))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmpUint(keys[a], keys[b]) })
	for i := 0; i < len(order); {
		j := i
		for j < len(order) && keys[order[j]] == keys[order[i]] {
			j++
		}
		if t := s.Troops[order[i]]; !v.e.CanStack(j - i) {
			v.bad("stacking: %d %s troops at %s, at most %d", j-i, s.SeatName(t.Seat), v.e.Where(t.Pos.key()), v.e.D.Game.Movement.Stack)
		}
		i = j
	}
}

// stackingQuick reports whether every seat is surely within the limit everywhere, by
// counting the troops on each place in a table; when a troop stands between places, or a
// count is over, stacking sorts, to name the spot. Like onceQuick, it keeps a valid state
// cheap to validate.
func (v *validator) stackingQuick() bool {
	seats, places := len(v.s.Players), v.e.Places()
	if v.e.CanStack(255) {
		return false // the byte counts below could overflow before the limit
	}
	count := zeroedOf(&v.sc.count, seats*places) // bytes: the table is cleared at every step
	for _, t := range v.s.Troops {
		if t.Pos.Between() || t.Seat < 0 || int(t.Seat) >= seats || t.Pos.At < 0 || int(t.Pos.At) >= places {
			return false
		}
		k := int(t.Seat)*places + int(t.Pos.At)
		count[k]++
		if !v.e.CanStack(int(count[k])) {
			return false
		}
	}
	return true
}

func cmpUint(a, b uint64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func (v *validator) manors() {
	s, e := v.s, v.e
	if len(s.Manors) != len(e.D.Manors) {
		v.bad("manors: %d, the valley has %d", len(s.Manors), len(e.D.Manors))
		return
	}
	for i := range s.Manors {
		m := &s.Manors[i]
		if m.Manor != &e.D.Manors[i] {
			v.bad("manor %d: not %s of manors.toml", i, e.D.Manors[i].ID)
			continue
		}
		if m.Owner != NoSeat && (m.Owner < 0 || int(m.Owner) >= len(s.Players)) {
			v.bad("manor %s: held by seat %d, where no player sits", m.Manor.ID, m.Owner)
		}
		v.supervision(m)
		v.improvements(m)
		v.smoke(m)
		v.castle(m)
		v.site(m)
		v.siege(i, m)
	}
}

// supervision checks that a supervised manor has an owner and that the year has had a
// spring to supervise it in (5.iv); the harvest ends supervision.
func (v *validator) supervision(m *ManorState) {
	s := v.s
	if !m.Supervised {
		return
	}
	spring := slices.Index(Seasons, Spring)
	autumn := slices.Index(Seasons, Autumn)
	switch {
	case m.Owner == NoSeat:
		v.bad("manor %s: supervised, but no one holds it", m.Manor.ID)
	case s.Year == 0:
		v.bad("manor %s: supervised in year 0, which had no spring", m.Manor.ID)
	case s.Season == spring && s.Phase < v.e.D.Game.Movement.Phases:
		v.bad("manor %s: supervised before the spring is over", m.Manor.ID)
	case s.Season > autumn && s.Season < len(Seasons):
		v.bad("manor %s: supervised in %s, after the harvest", m.Manor.ID, s.SeasonName())
	}
}

// improvements checks each improvement against the room its land gives (one per unit of
// the land it goes on, river rights for the river's) and the rules in play.
func (v *validator) improvements(m *ManorState) {
	if m.bare() {
		return
	}
	for i := range v.e.D.Improvements {
		im := &v.e.D.Improvements[i] // not a copy: this runs for every built manor at every step
		n := m.Count(im.ID)
		if n == 0 {
			continue
		}
		if r := v.room(m.Manor, im); n > r {
			v.bad("manor %s: %s ×%d, room for %d (%s)", m.Manor.ID, im.ID, n, r, v.roomWhy(m.Manor, im))
		}
	}
}

// bare reports a manor with nothing built on it.
func (m *ManorState) bare() bool {
	return m.Hives == 0 && m.Foresters == 0 && m.Reeves == 0 && !m.Mill && m.Castle == NoCastle && m.Site == ""
}

// Count is how many of an improvement (an id of improvements.toml) stand on the manor.
func (m *ManorState) Count(id string) int {
	switch id {
	case "beehive":
		return m.Hives
	case "forester":
		return m.Foresters
	case "reeve":
		return m.Reeves
	case "water-mill":
		return b2i(m.Mill)
	case "castle":
		return b2i(m.Castle != NoCastle)
	}
	return b2i(m.Site == id)
}

// room is how many of an improvement a manor takes, by where improvements.toml says it
// goes: one a unit of pasture or forest, one with river rights, one a manor, and for a
// parish's sites one on a manor with a pasture to stand on.
func (v *validator) room(m *gamedata.Manor, im *gamedata.Improvement) int {
	switch im.On {
	case gamedata.UnitPasture:
		return m.Pasture
	case gamedata.UnitForest:
		return m.Forest
	case "river":
		return b2i(m.River)
	case "parish":
		return b2i(m.Pasture > 0)
	}
	return 1
}

func (v *validator) roomWhy(m *gamedata.Manor, im *gamedata.Improvement) string {
	switch im.On {
	case gamedata.UnitPasture, gamedata.UnitForest:
		return fmt.Sprintf("one per %s unit", im.On)
	case "river":
		return "one, on a manor with river rights"
	case "parish":
		return "it stands on a pasture"
	}
	return "one per manor"
}

// smoke checks burned strip fields: no more than the manor has, only with the pillage
// rules, and none after the harvest, which clears them (14.ii).
func (v *validator) smoke(m *ManorState) {
	if m.Smoke == 0 {
		return
	}
	if v.lacks(RulePillage) {
		v.off(RulePillage, "manor %s: smoke ×%d on its strip fields", m.Manor.ID, m.Smoke)
	}
	switch {
	case m.Smoke < 0 || m.Smoke > m.Manor.Strip:
		v.bad("manor %s: smoke ×%d on its strip fields, it has %d", m.Manor.ID, m.Smoke, m.Manor.Strip)
	case !Campaigning(v.s.SeasonName()):
		v.bad("manor %s: smoke ×%d on its strip fields in winter; the harvest clears it", m.Manor.ID, m.Smoke)
	}
}

// castle checks that a castle is in play and that only a winter storm (a fate roll) has
// damaged it (13.ii, 25).
func (v *validator) castle(m *ManorState) {
	switch m.Castle {
	case NoCastle:
	case CastleSound:
		if v.lacks(RuleCastles) {
			v.off(RuleCastles, "manor %s: a castle", m.Manor.ID)
		}
	case CastleDamaged:
		if v.lacks(RuleCastles) {
			v.off(RuleCastles, "manor %s: a castle", m.Manor.ID)
		}
		if v.lacks(RuleFate) {
			v.off(RuleFate, "manor %s: a storm-damaged castle", m.Manor.ID)
		}
	default:
		v.bad("manor %s: castle state %d", m.Manor.ID, m.Castle)
	}
}

// site checks a church or stone circle: a religious site of improvements.toml, in the
// advanced game, damaged only by lightning, and of its holder's religion (18, 19.vi).
func (v *validator) site(m *ManorState) {
	id := m.Manor.ID
	if m.Site == "" {
		if m.Damaged {
			v.bad("manor %s: a damaged religious site, but none stands there", id)
		}
		return
	}
	im := v.e.D.Improvement(m.Site)
	if im == nil || im.Religion == "" {
		v.bad("manor %s: site %q is not a church or stone circle of improvements.toml", id, m.Site)
		return
	}
	if v.lacks(RuleAdvanced) {
		v.off(RuleAdvanced, "manor %s: a %s", id, m.Site)
	}
	if m.Damaged {
		if v.lacks(RuleFate) {
			v.off(RuleFate, "manor %s: a %s struck by lightning", id, m.Site)
		}
	}
	if m.Owner >= 0 && int(m.Owner) < len(v.s.Players) {
		if r := v.s.Players[m.Owner].Religion; r != im.Religion {
			v.bad("manor %s: a %s held by %s, whose religion is %q; a %s lord destroys it on claiming the manor", id, m.Site, v.s.SeatName(m.Owner), r, r)
		}
	}
}

// siege checks a siege: castles in play, within the seasons a siege lasts, with
// defenders inside and besiegers on the centre, and over by winter, when every troop
// has gone home (13.iii, 6.ix).
func (v *validator) siege(i int, m *ManorState) {
	if m.Siege == 0 {
		return
	}
	id, most := m.Manor.ID, v.e.D.Game.Defence.SiegeSeasons
	if v.lacks(RuleCastles) {
		v.off(RuleCastles, "manor %s: under siege", id)
	}
	if m.Siege < 0 || m.Siege > most {
		v.bad("manor %s: in season %d of a siege; a siege lasts %d", id, m.Siege, most)
	}
	if !Campaigning(v.s.SeasonName()) {
		v.bad("manor %s: under siege in winter", id)
	}
	inside, besiegers := 0, 0
	for _, t := range v.s.Troops {
		if v.manorAt(t.Pos) == i {
			inside += b2i(t.Inside)
			besiegers += b2i(!t.Inside && t.Seat != m.Owner)
		}
	}
	if inside == 0 || besiegers == 0 {
		v.bad("manor %s: under siege, with troops inside: %d, besiegers: %d", id, inside, besiegers)
	}
}

// parishes checks that no parish holds two sites of one kind (19.ii).
func (v *validator) parishes() {
	ms := v.s.Manors
	if len(ms) != len(v.e.D.Manors) {
		return
	}
	for i := range ms {
		a := &ms[i]
		if a.Site == "" {
			continue
		}
		for j := range ms[:i] {
			if b := &ms[j]; b.Site == a.Site && b.Manor.Parish == a.Manor.Parish {
				v.bad("parish %s: a %s on %s and another on %s, a parish holds one", a.Manor.Parish, a.Site, b.Manor.ID, a.Manor.ID)
			}
		}
	}
}

// markers checks the markers on the board against those the kit has (markers.toml).
func (v *validator) markers() {
	if len(v.s.Manors) != len(v.e.D.Manors) || len(v.s.Washed) != len(v.e.D.Valley.Chokes) {
		return
	}
	used := v.s.markersUsed()
	for k, mk := range v.e.D.Markers {
		if used[k] > mk.Count {
			v.bad("markers: %s ×%d on the board, the kit has %d", mk.ID, used[k], mk.Count)
		}
	}
}

// markersUsed counts the markers on the board, by index of D.Markers: each
// improvement's, and the smoke counters on burned fields, damaged castles and religious
// sites, and bridges the floods took (14.i, 25).
func (s *State) markersUsed() []int {
	e := s.e
	used := make([]int, len(e.D.Markers))
	mark := func(id string, n int) {
		if k := slices.IndexFunc(e.D.Markers, func(mk gamedata.Marker) bool { return mk.ID == id }); k >= 0 {
			used[k] += n
		}
	}
	// Each improvement's count, over the manors that have any: most have none, and a
	// look at every manor for every improvement was most of the count.
	var buf [16]int
	count := buf[:0]
	if len(e.D.Improvements) > len(buf) {
		count = make([]int, 0, len(e.D.Improvements))
	}
	count = count[:len(e.D.Improvements)]
	for i := range s.Manors {
		if m := &s.Manors[i]; !m.bare() {
			for k := range e.D.Improvements {
				count[k] += m.Count(e.D.Improvements[k].ID)
			}
		}
	}
	for k := range e.D.Improvements {
		mark(e.D.Improvements[k].Marker, count[k])
	}
	smoke := 0
	for i := range s.Manors {
		m := &s.Manors[i]
		smoke += m.Smoke + b2i(m.Castle == CastleDamaged) + b2i(m.Site != "" && m.Damaged)
	}
	for _, w := range s.Washed {
		smoke += b2i(w)
	}
	mark(SmokeMarker, smoke)
	return used
}

// SmokeMarker is the marker that marks burned fields, damaged buildings and washed-away
// bridges.
const SmokeMarker = "smoke"

// MarkersFree is how many markers of a kind (an id of markers.toml) are not on the board:
// a rule that would place one more when none is free cannot (edition "markers-run-out").
// MarkersLeft is MarkersFree of every marker at once, in the order of the data's
// markers: one count of the board for a winter's builds, not one a kind.
func (s *State) MarkersLeft() []int {
	left := s.markersUsed()
	for k, mk := range s.e.D.Markers {
		left[k] = mk.Count - left[k]
	}
	return left
}

func (s *State) MarkersFree(id string) int {
	used := s.markersUsed()
	for k, mk := range s.e.D.Markers {
		if mk.ID == id {
			return mk.Count - used[k]
		}
	}
	return 0
}

// MarkerOf is the marker id an improvement is shown by; "" when it has none.
func (e *Engine) MarkerOf(improvement string) string {
	if im := e.D.Improvement(improvement); im != nil {
		return im.Marker
	}
	return ""
}

// bridges checks the washed-away marks: one per choke point, only on bridges, only
// with the fate rolls that bring the floods (25).
func (v *validator) bridges() {
	chokes := v.e.D.Valley.Chokes
	if len(v.s.Washed) != len(chokes) {
		v.bad("bridges: %d washed-away marks for %d choke points", len(v.s.Washed), len(chokes))
		return
	}
	for i, w := range v.s.Washed {
		if !w {
			continue
		}
		c := chokes[i]
		if c.Kind != gamedata.ChokeBridge {
			v.bad("bridges: choke point %d (road %s, step %d) washed away, but it is a %s, not a bridge", i, c.Road, c.Step, c.Kind)
			continue
		}
		if v.lacks(RuleFate) {
			v.off(RuleFate, "bridges: the bridge on road %s, step %d, washed away", c.Road, c.Step)
		}
	}
}

// tracks checks the weather counter (12) and King Arthur's (21) on their tracks.
func (v *validator) tracks() {
	s := v.s
	if s.Weather != 0 {
		if v.lacks(RuleWeather) {
			v.off(RuleWeather, "weather track at %d", s.Weather)
		}
	}
	if rolls := v.weatherRolls(); s.Weather < 0 || s.Weather > rolls*DieFaces {
		v.bad("weather track at %d: the rolls of this year so far (%d) reach %d at most", s.Weather, rolls, rolls*DieFaces)
	}
	if s.Arthur != 0 {
		if v.lacks(RuleAdvanced) {
			v.off(RuleAdvanced, "King Arthur %d steps from Camelot", s.Arthur)
		}
	}
	steps := v.e.D.Game.Arthur.Steps
	switch {
	case s.Arthur < 0 || s.Arthur >= steps:
		v.bad("King Arthur %d steps from Camelot: his road has %d, and at the end he visits and goes back", s.Arthur, steps)
	case s.Arthur != 0 && s.Year == 0:
		v.bad("King Arthur %d steps from Camelot in year 0; he sets out in the first full year", s.Arthur)
	}
}

// weatherRolls is the most weather rolls the year can have had: one at the end of each
// campaigning season (12.i), none before the opening autumn.
func (v *validator) weatherRolls() int {
	s := v.s
	done := campaignIndex(s.Season)
	if done < 0 { // winter: the whole year's
		return v.e.D.Game.Weather.Rolls
	}
	if s.Year == 0 {
		done = 0
	}
	if s.Phase >= v.e.D.Game.Movement.Phases {
		done++
	}
	return min(done, v.e.D.Game.Weather.Rolls)
}
