package export

import (
	"bytes"
	"encoding/json"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/rules"
)

func engine(t *testing.T) *rules.Engine {
	d, err := gamedata.Load(content.FS)
	if err != nil {
		t.Fatal(err)
	}
	return rules.New(d)
}

// What the export writes, read back, is what the engine computes: the data, every
// table, the derived values and the examples.
func TestExportRoundTrips(t *testing.T) {
	e := engine(t)
	b, err := JSON(e)
	if err != nil {
		t.Fatal(err)
	}
	var got Document
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&got); err != nil {
		t.Fatal(err)
	}
	want, err := Build(e)
	if err != nil {
		t.Fatal(err)
	}
	// Compare through the same JSON normalisation (nil and empty slices, pointers).
	if !reflect.DeepEqual(normal(t, got), normal(t, want)) {
		t.Fatal("the exported document does not decode to what the engine computes")
	}
	if !reflect.DeepEqual(got.Data.Manors, e.D.Manors) {
		t.Error("manors differ after the round trip")
	}
	if len(got.Tables) != len(e.Tables()) || got.Derived.ManorsToWin != e.ManorsToWin(false) {
		t.Errorf("tables %d (want %d), manors to win %d", len(got.Tables), len(e.Tables()), got.Derived.ManorsToWin)
	}
	if got.Schema != Schema {
		t.Errorf("schema %q", got.Schema)
	}
}

func normal(t *testing.T, d Document) any {
	b, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	return v
}

func TestExportIsReproducible(t *testing.T) {
	e := engine(t)
	a, _ := JSON(e)
	b, _ := JSON(e)
	if !bytes.Equal(a, b) {
		t.Error("two exports of the same data differ")
	}
}

// docs/export.md must name every table the export writes.
func TestExportDocNamesEveryTable(t *testing.T) {
	doc, err := os.ReadFile("../../docs/export.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, tb := range engine(t).Tables() {
		if !strings.Contains(string(doc), "`"+tb.ID+"`") {
			t.Errorf("docs/export.md does not describe table %q", tb.ID)
		}
	}
}
