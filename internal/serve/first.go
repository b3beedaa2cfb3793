package serve

import (
	"reflect"
	"slices"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/build"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/layout"
)

// The jobs a change makes stale are all redrawn, but those most likely to show it go
// first: a changed [cards] table of kit.toml is seen on the manor cards before anywhere
// else, a changed manor on its card. This only orders the work; nothing is skipped.

// layoutParts names the components a table of the layout is first seen on, where its
// field's name does not say so itself (a field ManorCards would be manor-cards's).
var layoutParts = map[string][]string{
	"Cards":         {"manor-cards"},
	"Counters":      {"counters"},
	"CounterLayout": {"counters"},
	"Markers":       {"counters"},
	"Board":         {"board", "board-tiles"},
}

// layoutFirst lists the components whose tables differ between two layouts.
func layoutFirst(old, now *layout.Layout) []string {
	if old == nil || now == nil {
		return nil
	}
	var out []string
	a, b := reflect.ValueOf(*old), reflect.ValueOf(*now)
	for i := range a.NumField() {
		// Unexported fields are the loader's bookkeeping (where keys are), not layout.
		if !a.Type().Field(i).IsExported() || reflect.DeepEqual(a.Field(i).Interface(), b.Field(i).Interface()) {
			continue
		}
		out = append(out, partComponents(a.Type().Field(i).Name)...)
	}
	return out
}

func partComponents(field string) []string {
	if c, ok := layoutParts[field]; ok {
		return c
	}
	for _, c := range build.Components() {
		if strings.ReplaceAll(c, "-", "") == strings.ToLower(field) {
			return []string{c}
		}
	}
	return nil
}

// dataFirst lists the components a data change is first seen on: the manor cards when
// a manor changed.
func dataFirst(old, now *gamedata.Data) []string {
	if old == nil || now == nil || slices.EqualFunc(old.Manors, now.Manors, func(a, b gamedata.Manor) bool { return reflect.DeepEqual(a, b) }) {
		return nil
	}
	return []string{"manor-cards"}
}
