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

// The road table: every manor centre, house and entry point, the miles between each two,
// and each entry's first manor; -1 where no road joins.
func TestExportRoads(t *testing.T) {
	d := &gamedata.Data{}
	d.Valley = gamedata.Valley{
		Manors:  []gamedata.ManorLand{{ID: "b"}, {ID: "a"}, {ID: "z"}},
		Houses:  []gamedata.Grounds{{ID: "abbey"}},
		Entries: []gamedata.Entry{{Number: 2, Manor: "a"}, {Number: 1, Manor: "z"}},
		Roads: []gamedata.Road{
			{ID: "ab", From: "a", To: "b", Milestones: make([]gamedata.Pt, 2)},
			{ID: "ba", From: "b", To: "abbey"},
			{ID: "e2", From: "entry-2", To: "a", Milestones: make([]gamedata.Pt, 1)},
		},
	}
	got := roads(rules.New(d))
	want := Roads{
		Nodes: []string{"b", "a", "z", "abbey", "entry-2", "entry-1"},
		Miles: [][]int{
			{0, 3, -1, 1, 5, -1},
			{3, 0, -1, 4, 2, -1},
			{-1, -1, 0, -1, -1, -1},
			{1, 4, -1, 0, 6, -1},
			{5, 2, -1, 6, 0, -1},
			{-1, -1, -1, -1, -1, 0},
		},
		Entries: []Entry{{2, "entry-2", "a", 2}, {1, "entry-1", "", -1}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("roads %+v, want %+v", got, want)
	}
}

// On the real board the table is square, symmetric and zero on its diagonal.
func TestExportRoadsReal(t *testing.T) {
	e := engine(t)
	r := roads(e)
	v := e.D.Valley
	if len(r.Nodes) != len(v.Manors)+len(v.Houses)+len(v.Entries) || len(r.Miles) != len(r.Nodes) || len(r.Entries) != len(v.Entries) {
		t.Fatalf("%d nodes, %d rows, %d entries", len(r.Nodes), len(r.Miles), len(r.Entries))
	}
	for i, row := range r.Miles {
		if len(row) != len(r.Nodes) || row[i] != 0 {
			t.Fatalf("row %s: %v", r.Nodes[i], row)
		}
		for j := range row {
			if row[j] != r.Miles[j][i] {
				t.Errorf("%s to %s is %d, back is %d", r.Nodes[i], r.Nodes[j], row[j], r.Miles[j][i])
			}
		}
	}
}

// docs/export.md describes the road table's keys.
func TestExportDocNamesRoads(t *testing.T) {
	doc, err := os.ReadFile("../../docs/export.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"`roads`", "`nodes`", "`miles`", "`entries`", "`valley`"} {
		if !strings.Contains(string(doc), key) {
			t.Errorf("docs/export.md does not describe %s", key)
		}
	}
}
