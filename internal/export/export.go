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

// Build assembles the document from the engine.
func Build(e *rules.Engine) (Document, error) {
	doc := Document{Schema: Schema, Data: e.D, Tables: e.Tables()}
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
