package main

import (
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

// TestWriteData applies a land swap and a road cut, writes the files back, and reads
// them as the kit would: the new files must load with every check passing and say what
// the moves did, and nothing else may differ.
func TestWriteData(t *testing.T) {
	d, srcs, err := load("")
	if err != nil {
		t.Fatal(err)
	}
	now := cloneData(d)
	moves := []move{landSwap{"dunstow", "coldharbour", gamedata.UnitStrip, gamedata.UnitPasture}, roadCut{"carse-abbey-yarrow"}}
	for _, m := range moves {
		if err := m.apply(now); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	if err := valid(now, srcs); err != nil {
		t.Fatalf("the moves break the data: %v", err)
	}
	got := written(t, d, now)
	for _, id := range []string{"dunstow", "coldharbour", "ashcombe"} {
		g, w := got.Manor(id), now.Manor(id)
		if g.Strip != w.Strip || g.Pasture != w.Pasture || g.Forest != w.Forest || g.Income != w.Income {
			t.Errorf("%s: written %+v, want %+v", id, *g, *w)
		}
	}
	if got.Manor("dunstow").Strip != d.Manor("dunstow").Strip-1 {
		t.Errorf("dunstow keeps %d strip fields, want one fewer", got.Manor("dunstow").Strip)
	}
	if len(got.Valley.Roads) != len(d.Valley.Roads)-1 || got.Valley.Road("carse-abbey-yarrow") != nil {
		t.Errorf("the road carse-abbey-yarrow is still on the board (%d roads)", len(got.Valley.Roads))
	}
	if len(got.Valley.Chokes) != len(d.Valley.Chokes)-1 {
		t.Errorf("%d choke points, want %d: the forest on carse-abbey-yarrow goes with its road", len(got.Valley.Chokes), len(d.Valley.Chokes)-1)
	}
}

// TestDesignIncome holds the cards to the design as written: every manor's income is
// what its land gives, plus the balance shift docs/data.md allows it.
func TestDesignIncome(t *testing.T) {
	d, _, err := load("")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range d.Manors {
		k, ok := incomeShiftOf(m)
		if !ok || k < minShift || k > maxShift || k != 0 && !shiftable(m) {
			t.Errorf("%s: the formula gives %+v, the card says %+v", m.ID, designIncome(m), m.Income)
		}
	}
}

// TestIncomeShift holds the balance shift to the rule of docs/data.md: any manor but an
// entry manor or Foxwood may pay the formula's income plus -1 to +2 in all six entries,
// and the written card says so.
func TestIncomeShift(t *testing.T) {
	d, srcs, err := load("")
	if err != nil {
		t.Fatal(err)
	}
	id := atFormula(t, d)
	for _, c := range []struct {
		moves []move
		ok    bool
	}{
		{[]move{incomeShift{id, []string{id}, +1}}, true},
		{[]move{incomeShift{id, []string{id}, -1}}, true},
		{[]move{incomeShift{id, []string{id}, +1}, incomeShift{id, []string{id}, +1}}, true},
		{[]move{incomeShift{id, []string{id}, +2}, incomeShift{id, []string{id}, +1}}, false},
		{[]move{incomeShift{id, []string{id}, -2}}, false},
		{[]move{incomeShift{"alderford", []string{"alderford"}, +1}}, false}, // an entry manor
		{[]move{incomeShift{"foxwood", []string{"foxwood"}, +1}}, false},     // a 1989 income
	} {
		now := cloneData(d)
		err := error(nil)
		for _, m := range c.moves {
			if err == nil {
				err = m.apply(now)
			}
		}
		if err == nil {
			err = valid(now, srcs)
		}
		if (err == nil) != c.ok {
			t.Errorf("%v: error %v, want ok %v", c.moves, err, c.ok)
		}
	}
	now := cloneData(d)
	if err := (incomeShift{id, []string{id}, +2}).apply(now); err != nil {
		t.Fatal(err)
	}
	got := written(t, d, now)
	if g, w := got.Manor(id).Income, d.Manor(id).Income; g.Unsupervised.NoOne != w.Unsupervised.NoOne+2 || g.Supervised.Knight != w.Supervised.Knight+2 {
		t.Errorf("%s's written income %+v, want two more than %+v", id, g, w)
	}
}

// atFormula is a manor whose income may shift and pays the formula's today, so that the
// shifts TestIncomeShift tries start from nothing whatever the balance has moved.
func atFormula(t *testing.T, d *gamedata.Data) string {
	t.Helper()
	for _, m := range d.Manors {
		if k, ok := incomeShiftOf(m); ok && k == 0 && shiftable(m) {
			return m.ID
		}
	}
	t.Fatal("no shiftable manor pays the formula's income")
	return ""
}

// written is now as cmd/balance writes it over a copy of the content, loaded again.
func written(t *testing.T, d, now *gamedata.Data) *gamedata.Data {
	t.Helper()
	dir := t.TempDir()
	if err := os.CopyFS(dir, content.FS); err != nil {
		t.Fatal(err)
	}
	if err := writeData("../../content", dir, d, now); err != nil {
		t.Fatal(err)
	}
	got, err := gamedata.Load(os.DirFS(dir))
	if err != nil {
		t.Fatalf("the written data does not load: %v", err)
	}
	return got
}

// TestWriteRedraw adds a road and moves an entry, writes the files back and reads them
// as the kit would: the board must load with every check passing and hold the new road
// (its milestones and choke points), the moved entry and the marker spots the road moved,
// exactly as the search measured them.
func TestWriteRedraw(t *testing.T) {
	d, srcs, err := load("")
	if err != nil {
		t.Fatal(err)
	}
	now := cloneData(d)
	entry1 := together{roadCut{"felsham-northwold"}, entryMove{1, "felsham"}}
	for _, m := range []move{roadAdd{"beckley", "quenby"}, entry1} {
		if err := m.apply(now); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	if err := valid(now, srcs); err != nil {
		t.Fatalf("the moves break the data: %v", err)
	}
	got := written(t, d, now)
	if !reflect.DeepEqual(roadsOf(got), roadsOf(now)) {
		t.Errorf("written roads %v,\nwant %v", roadsOf(got), roadsOf(now))
	}
	if g, w := chokeSet(got), chokeSet(now); !reflect.DeepEqual(g, w) {
		t.Errorf("written chokes %v, want %v", g, w)
	}
	if e := got.Valley.Entries[0]; e.Manor != "felsham" || e.At != now.Valley.Entries[0].At {
		t.Errorf("written entry 1 %+v, want felsham at %v", e, now.Valley.Entries[0].At)
	}
	if !got.Manor("felsham").Entry || got.Manor("alderford").Entry {
		t.Errorf("felsham entry %v, alderford entry %v: want the entry moved", got.Manor("felsham").Entry, got.Manor("alderford").Entry)
	}
	moved := 0
	for i, m := range now.Valley.Manors {
		for k, u := range m.Units {
			if u.Spot != d.Valley.Manors[i].Units[k].Spot {
				moved++
			}
			if g := got.Valley.Manors[i].Units[k].Spot; g != u.Spot {
				t.Errorf("%s unit %d: written spot %v, want %v", m.ID, k, g, u.Spot)
			}
		}
	}
	if moved == 0 {
		t.Errorf("no marker spot moved: the road from Beckley to Quenby runs over two, and valid should have refused it")
	}
}

func roadsOf(d *gamedata.Data) map[string]gamedata.Road {
	out := map[string]gamedata.Road{}
	for _, r := range d.Valley.Roads {
		r.Provenance = gamedata.Provenance{Source: r.Source}
		out[r.ID] = r
	}
	return out
}

func chokeSet(d *gamedata.Data) map[string]bool {
	out := map[string]bool{}
	for _, c := range d.Valley.Chokes {
		out[fmt.Sprintf("%s %s %d", c.Kind, c.Road, c.Step)] = true
	}
	return out
}

// TestRedrawRefuses holds the new roads and entries to the printed board: a road that
// would cross another, an entry moved onto a manor whose income is shifted, or one
// moved onto an entry manor, is no candidate. (Since the eighth round cut
// Hazlemere–Northwold, no entry move that fits the board comes closer than entry_apart
// to its neighbour: entry 1 at Felsham, the case that did, is at least 23 miles from every other.)
func TestRedrawRefuses(t *testing.T) {
	d, srcs, err := load("")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		m    move
		want string
	}{
		{roadAdd{"bramfield", "hazlemere"}, "does not fit the board"}, // a milestone on barsham-beckley
		{roadAdd{"barsham", "hazlemere"}, "already joins them"},
		{entryMove{2, "hazlemere"}, "an entry manor or a 1989 income keeps the formula's"}, // parish B +1
		{entryMove{2, "bramfield"}, "an entry manor already"},
	} {
		now := cloneData(d)
		err := c.m.apply(now)
		if err == nil {
			err = valid(now, srcs)
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one saying %q", c.m, err, c.want)
		}
	}
}

// TestManorShifts offers every manor whose income may move, one Bz up and one down, and
// no entry manor or Foxwood; each offer is a single manor's and keeps the design rules.
func TestManorShifts(t *testing.T) {
	d, srcs, err := load("")
	if err != nil {
		t.Fatal(err)
	}
	offered := map[string]int{}
	for _, m := range manorShifts(d) {
		sh := m.(incomeShift)
		if len(sh.Manors) != 1 || sh.Delta*sh.Delta != 1 {
			t.Errorf("%s: want one manor shifted by one Bz", m)
			continue
		}
		offered[sh.Manors[0]] += sh.Delta + 2 // +1 gives 3, -1 gives 1: both give 4
	}
	for _, m := range d.Manors {
		switch want := shiftable(m); {
		case want && offered[m.ID] != 4:
			t.Errorf("%s: offered %v, want a shift up and one down", m.ID, offered[m.ID])
		case !want && offered[m.ID] != 0:
			t.Errorf("%s: an entry manor or a 1989 income is offered a shift", m.ID)
		}
	}
	now := cloneData(d)
	if err := (incomeShift{"dunstow", []string{"dunstow"}, -1}).apply(now); err != nil {
		t.Fatal(err)
	}
	if err := valid(now, srcs); err != nil {
		t.Errorf("dunstow 1 Bz under the formula breaks the data: %v", err)
	}
	if g, w := now.Manor("dunstow").Income.Supervised.ManAtArms, d.Manor("dunstow").Income.Supervised.ManAtArms-1; g != w {
		t.Errorf("dunstow's supervised man-at-arms pays %d, want %d", g, w)
	}
}

// TestKeepAimed drops the income shifts that pay the wrong way: more to a road above an
// even share, less to one below it. Road cuts, and groups whose manors pull both ways
// evenly, are not aimed at a road; the first are kept and the second dropped.
func TestKeepAimed(t *testing.T) {
	now := shares{Road: []float64{0.10, 0.30}, Even: 0.5 / 2.5} // road 1 below even, road 2 above
	owner := map[string]int{"a": 1, "b": 2, "c": 2}
	moves := []move{
		incomeShift{"a", []string{"a"}, +1},             // kept
		incomeShift{"a", []string{"a"}, -1},             // dropped
		incomeShift{"b", []string{"b"}, -1},             // kept
		incomeShift{"b", []string{"b"}, +1},             // dropped
		incomeShift{"ab", []string{"a", "b"}, +1},       // even votes: dropped
		incomeShift{"abc", []string{"a", "b", "c"}, -1}, // kept: two of three above
		incomeShift{"x", []string{"x"}, +1},             // held by no one: dropped
		roadCut{"r"},                                    // kept
	}
	var got []string
	for _, m := range keepAimed(owner, now, moves) {
		got = append(got, m.String())
	}
	want := []string{"a pay +1", "b pay -1", "abc pay -1", "cut road r"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("kept %q, want %q", got, want)
	}
}
