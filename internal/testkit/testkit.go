// Package testkit gives tests the kit's real inputs, loaded the way the build loads
// them: the canonical data, its engine, the localizers and the layout.
package testkit

import (
	"testing"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/layout"
	"github.com/excalibur-kit/excalibur/internal/names"
	layoutfs "github.com/excalibur-kit/excalibur/layout"
	"github.com/excalibur-kit/excalibur/locales"
	"github.com/excalibur-kit/excalibur/rules"
)

// Data is the canonical data.
func Data(t testing.TB) *gamedata.Data {
	t.Helper()
	d, err := gamedata.Load(content.FS)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// Engine is the engine over the canonical data.
func Engine(t testing.TB) *rules.Engine { return rules.New(Data(t)) }

// Localizer is a strict localizer of lang, with the data's names.
func Localizer(t testing.TB, d *gamedata.Data, lang string) *i18n.Localizer {
	t.Helper()
	return Catalog(t, d).For(lang, false)
}

// Catalog is the built-in messages with the texts of the data, as the build loads them.
func Catalog(t testing.TB, d *gamedata.Data) *i18n.Catalog {
	t.Helper()
	cat, err := i18n.Load(locales.FS)
	if err != nil {
		t.Fatal(err)
	}
	if err := cat.AddNames(names.Of(d)); err != nil {
		t.Fatal(err)
	}
	return cat
}

// EngineAndLocalizer is the engine and an English localizer over the same data.
func EngineAndLocalizer(t testing.TB) (*rules.Engine, *i18n.Localizer) {
	d := Data(t)
	return rules.New(d), Localizer(t, d, "en")
}

// Layout is the kit's layout.
func Layout(t testing.TB) *layout.Layout {
	t.Helper()
	l, err := layout.Load(layoutfs.FS)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// Stand puts counters (by ID) of a seat on a place, each of the troop type its number
// has on the counter mix (counter 1 is the lord), for a test's set-up.
func Stand(s *rules.State, seat rules.Seat, at rules.Place, ids ...int) {
	e := s.Engine()
	for _, id := range ids {
		ty := e.D.TroopByCounter(id)
		if id == 1 {
			ty = e.D.Lord()
		}
		s.Troops = append(s.Troops, rules.Troop{Seat: seat, Soldier: rules.Soldier{ID: id, Type: ty}, Pos: rules.OnPlace(at)})
	}
}
