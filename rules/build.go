package rules

import (
	"fmt"
	"slices"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

// build carries out one improvement order of winter (5.v, 5.vi, 13.ii, 19.ii): a new
// improvement, or a repair. sites is what stands in each parish; a new church or stone
// circle is added to it.
func (e *Engine) build(est *Estate, b Build, sites map[string][]string) error {
	im := e.D.Improvement(b.Improvement)
	if im == nil {
		return fmt.Errorf("build %s: no such improvement", b.Improvement)
	}
	i := slices.IndexFunc(est.Holdings, func(h Holding) bool { return h.Manor.ID == b.Manor })
	if i < 0 {
		return fmt.Errorf("build %s at %s: not a manor of %s", im.ID, b.Manor, est.Player)
	}
	h := &est.Holdings[i]
	if b.Repair {
		return e.repair(est, h, im)
	}
	if err := e.CanBuild(*h, im, est.Religion); err != nil {
		return fmt.Errorf("build %s at %s: %w", im.ID, b.Manor, err)
	}
	parish := h.Manor.Parish
	if im.Religion != "" && !ParishAllows(sites[parish], im.ID) {
		return fmt.Errorf("build %s at %s: parish %s already has one (19.ii)", im.ID, b.Manor, parish)
	}
	if est.Treasury < im.Cost {
		return fmt.Errorf("build %s at %s: %d Bz needed, %d left", im.ID, b.Manor, im.Cost, est.Treasury)
	}
	est.Treasury -= im.Cost
	place(h, im)
	if im.Religion != "" {
		sites[parish] = append(sites[parish], im.ID)
	}
	return nil
}

// repair mends a damaged castle, church or stone circle for its repair cost, in winter's
// improvement step (25, edition "repairs").
func (e *Engine) repair(est *Estate, h *Holding, im *gamedata.Improvement) error {
	fail := func(format string, args ...any) error {
		return fmt.Errorf("repair %s at %s: %s", im.ID, h.Manor.ID, fmt.Sprintf(format, args...))
	}
	switch {
	case im.Repair <= 0:
		return fail("only castles, churches and stone circles are repaired")
	case im.ID == "castle" && h.Castle != CastleDamaged:
		return fail("no damaged castle stands there")
	case im.ID != "castle" && (h.Site != im.ID || !h.Damaged):
		return fail("no damaged %s stands there", im.ID)
	case im.Religion != "" && im.Religion != est.Religion:
		return fail("only a %s lord may keep it", im.Religion)
	case est.Treasury < im.Repair:
		return fail("%d Bz needed, %d left", im.Repair, est.Treasury)
	}
	est.Treasury -= im.Repair
	if im.ID == "castle" {
		h.Castle = CastleSound
	} else {
		h.Damaged = false
	}
	return nil
}

// CanBuild says whether an improvement may go on a manor as it stands: room on the right
// land (one per unit), river rights for reeves and mills, one castle, and for a church or
// stone circle the lord's religion and a pasture. Whether the parish already has a site
// of that kind is the valley's business: ParishAllows.
func (e *Engine) CanBuild(h Holding, im *gamedata.Improvement, religion string) error {
	m := h.Manor
	switch im.ID {
	case "beehive":
		return room(h.Hives, m.Pasture, "pasture")
	case "forester":
		return room(h.Foresters, m.Forest, "forest")
	case "reeve":
		return river(m, h.Reeves > 0, "a river reeve")
	case "water-mill":
		return river(m, h.Mill, "a water mill")
	case "castle":
		switch h.Castle {
		case CastleDamaged:
			return fmt.Errorf("the manor's castle is damaged: order a repair")
		case CastleSound:
			return fmt.Errorf("the manor already has a castle")
		}
	case "church", "stone-circle":
		switch {
		case religion != im.Religion:
			return fmt.Errorf("only a %s lord may build it", im.Religion)
		case h.Site == im.ID && h.Damaged:
			return fmt.Errorf("the manor's %s is damaged: order a repair", h.Site)
		case h.Site != "":
			return fmt.Errorf("the manor already has a %s", h.Site)
		case m.Pasture == 0:
			return fmt.Errorf("it stands on a pasture and the manor has none")
		}
	}
	return nil
}

func room(have, units int, land string) error {
	if have >= units {
		return fmt.Errorf("every %s unit already has one (%d of %d)", land, have, units)
	}
	return nil
}

func river(m *gamedata.Manor, already bool, what string) error {
	switch {
	case !m.River:
		return fmt.Errorf("%s needs river rights, which %s has not", what, m.Name)
	case already:
		return fmt.Errorf("the manor already has %s", what)
	}
	return nil
}

func place(h *Holding, im *gamedata.Improvement) {
	switch im.ID {
	case "beehive":
		h.Hives++
	case "forester":
		h.Foresters++
	case "reeve":
		h.Reeves++
	case "water-mill":
		h.Mill = true
	case "castle":
		h.Castle = CastleSound
	case "church", "stone-circle":
		h.Site = im.ID
	}
}

// ParishAllows says whether a parish may receive a religious site of a kind (19.ii): at
// most one church and one stone circle each. sites lists the kinds already in it.
func ParishAllows(sites []string, kind string) bool {
	return !slices.Contains(sites, kind)
}

// Claim is a player's wish to build a religious site in a parish this winter.
type Claim struct {
	Player string
	Manors int // manors the player owns in the parish
}

// BuildPrecedence settles rival claims to build the same site in one parish in one
// winter (19.iii): the player with most manors there builds; if the best are equal, the
// right goes to auction and Precedence returns them all with auction true.
func BuildPrecedence(claims []Claim) (players []string, auction bool) {
	best := -1
	for _, c := range claims {
		best = max(best, c.Manors)
	}
	for _, c := range claims {
		if c.Manors == best {
			players = append(players, c.Player)
		}
	}
	return players, len(players) > 1
}

// MustDestroy says whether a lord of a religion who captures a manor with a site must
// destroy it at once (18, 19.vi): a Druid destroys churches, a Christian stone circles.
func (e *Engine) MustDestroy(religion, site string) bool {
	im := e.D.Improvement(site)
	return im != nil && im.Religion != "" && im.Religion != religion
}

// ChangeReligion converts a lord (18.iii): every site of his old religion on his manors
// is destroyed, and he declares the new one. It returns the manors that lost a site.
func (e *Engine) ChangeReligion(est *Estate, to string) []string {
	var lost []string
	for i := range est.Holdings {
		h := &est.Holdings[i]
		if h.Site != "" && e.MustDestroy(to, h.Site) {
			lost = append(lost, h.Manor.ID)
			h.Site, h.Damaged = "", false
		}
	}
	est.Religion = to
	return lost
}
