// Package export writes the canonical data and every engine table as one JSON document,
// for companion apps and module makers. docs/export.md describes its shape.
package export

import (
	"bytes"
	"encoding/json"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/rules"
)

// Schema names the version of the document's shape; it changes when a field changes
// meaning or disappears.
const Schema = "excalibur-kit/export/1"

// Document is the exported JSON document.
type Document struct {
	Schema   string         `json:"schema"`
	Data     *gamedata.Data `json:"data"`
	Derived  Derived        `json:"derived"`
	Tables   []rules.Table  `json:"tables"`
	Examples Examples       `json:"examples"`
	Roads    Roads          `json:"roads"`
}

// Derived are the values the engine computes from the data that apps need most.
type Derived struct {
	ManorsToWin          int `json:"manors_to_win"`
	ManorsToWinTwoPlayer int `json:"manors_to_win_two_player"`
	CountersPerColour    int `json:"counters_per_colour"`
	Markers              int `json:"markers"`
	MilesPerPhase        int `json:"miles_per_phase"`
}

// Examples are the worked examples as the engine plays them.
type Examples struct {
	Pay      int                     `json:"pay"`
	Income   int                     `json:"income"`
	Movement int                     `json:"movement_phase"`
	Combat   map[string]rules.Battle `json:"combat"`
}

// Roads are the road distances of the valley board between the places troops make for:
// manor centres, then houses, then entry points, each in data order. Milestones are left
// out; an app that needs them has the roads in data.valley.
type Roads struct {
	Nodes []string `json:"nodes"`
	// Miles[i][j] is the road distance between Nodes[i] and Nodes[j]; -1 where no road
	// joins them.
	Miles   [][]int `json:"miles"`
	Entries []Entry `json:"entries"`
}

// Entry is an entry point and the manor a player entering there comes to first.
type Entry struct {
	Number int    `json:"number"`
	Node   string `json:"node"`
	Manor  string `json:"manor"` // "" when the entry reaches no manor
	Miles  int    `json:"miles"` // -1 when it reaches none
}

func roads(e *rules.Engine) Roads {
	v := e.D.Valley
	r := Roads{Nodes: []string{}, Miles: [][]int{}, Entries: []Entry{}}
	for _, m := range v.Manors {
		r.Nodes = append(r.Nodes, m.ID)
	}
	for _, h := range v.Houses {
		r.Nodes = append(r.Nodes, h.ID)
	}
	for _, en := range v.Entries {
		r.Nodes = append(r.Nodes, gamedata.EntryNode(en.Number))
		m, miles, ok := e.FirstManor(en.Number)
		if !ok {
			miles = -1
		}
		r.Entries = append(r.Entries, Entry{Number: en.Number, Node: gamedata.EntryNode(en.Number), Manor: m, Miles: miles})
	}
	for _, a := range r.Nodes {
		row := make([]int, len(r.Nodes))
		for j, b := range r.Nodes {
			if d, ok := e.Distance(a, b); ok {
				row[j] = d
			} else {
				row[j] = -1
			}
		}
		r.Miles = append(r.Miles, row)
	}
	return r
}

// Build assembles the document from the engine.
func Build(e *rules.Engine) (Document, error) {
	doc := Document{Schema: Schema, Data: e.D, Tables: e.Tables(), Roads: roads(e)}
	doc.Derived = Derived{
		ManorsToWin:          e.ManorsToWin(false),
		ManorsToWinTwoPlayer: e.ManorsToWin(true),
		CountersPerColour:    e.D.CountersPerColour(),
		Markers:              e.D.MarkerCount(),
		MilesPerPhase:        e.D.Game.Movement.MilesPerPhase(),
	}
	doc.Examples = Examples{Pay: e.PayExample().Pay, Movement: e.MoveExample(), Combat: map[string]rules.Battle{}}
	for i := range e.D.Manors {
		if e.D.Manors[i].Entry {
			doc.Examples.Income = e.IncomeExample(&e.D.Manors[i]).Total
			break
		}
	}
	for _, c := range e.D.Examples.Combat {
		b, err := e.CombatExample(c)
		if err != nil {
			return Document{}, err
		}
		doc.Examples.Combat[c.ID] = b
	}
	return doc, nil
}

// JSON is the document, indented, ending with a newline. Map keys are sorted by
// encoding/json, so the same data always gives the same bytes.
func JSON(e *rules.Engine) ([]byte, error) {
	doc, err := Build(e)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
