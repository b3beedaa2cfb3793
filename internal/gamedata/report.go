package gamedata

import (
	"fmt"
	"path"
)

// loc points at a record: a file, an array of tables (or a plain table when index < 0),
// the element, and how to name it to a user.
type loc struct {
	file  string // base name, e.g. manors.toml
	table string
	index int
	label string
}

// reporter collects errors and points each at the line of the offending key.
type reporter struct {
	srcs     Sources
	errs     Errors
	measures *measures // the map's geometry, as the valley checks measure it
}

func (r *reporter) add(l loc, key, format string, a ...any) {
	e := &Error{File: path.Join(Dir, l.file), Msg: fmt.Sprintf(format, a...)}
	if s := r.srcs[l.file]; s != nil {
		if key == "" {
			e.Line = s.tableLine(l.table, l.index)
		} else {
			e.Line = s.fieldLine(l.table, l.index, key)
		}
	}
	switch {
	case l.label != "" && key != "":
		e.Field = l.label + " " + key
	case l.label != "":
		e.Field = l.label
	default:
		e.Field = key
	}
	r.errs = append(r.errs, e)
}

// Locations of the records of each file.

func manorAt(i int, m Manor) loc {
	return loc{"manors.toml", "manor", i, fmt.Sprintf("manor %q", m.ID)}
}

func parishAt(i int, p Parish) loc {
	return loc{"parishes.toml", "parish", i, fmt.Sprintf("parish %q", p.Letter)}
}

func playerAt(i int, p Player) loc {
	return loc{"players.toml", "player", i, fmt.Sprintf("player %q", p.ID)}
}

func troopAt(i int, t Troop) loc {
	return loc{"troops.toml", "troop", i, fmt.Sprintf("troop %q", t.ID)}
}

func markerAt(i int, m Marker) loc {
	return loc{"markers.toml", "marker", i, fmt.Sprintf("marker %q", m.ID)}
}

func improvementAt(i int, m Improvement) loc {
	return loc{"improvements.toml", "improvement", i, fmt.Sprintf("improvement %q", m.ID)}
}

func decisionAt(i int, d Decision) loc {
	return loc{"edition.toml", "decision", i, fmt.Sprintf("decision %q", d.ID)}
}

func gameAt(table string) loc { return loc{"game.toml", table, -1, "[" + table + "]"} }

func resultAt(i int) loc {
	return loc{"game.toml", "combat.result", i, fmt.Sprintf("combat result row %d", i+1)}
}

func fateAt(i int, e FateEvent) loc {
	return loc{"game.toml", "fate.event", i, fmt.Sprintf("fate event %d", e.Total)}
}

func houseAt(i int, h House) loc {
	return loc{"game.toml", "house", i, fmt.Sprintf("house %q", h.ID)}
}

func exampleAt(table string) loc {
	return loc{"examples.toml", table, -1, "[" + table + "]"}
}

func combatExampleAt(i int, c CombatExample) loc {
	return loc{"examples.toml", "combat", i, fmt.Sprintf("combat example %q", c.ID)}
}
