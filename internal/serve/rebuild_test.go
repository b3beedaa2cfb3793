package serve

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/excalibur-kit/excalibur/internal/build"
)

// A change to the cards' table of kit.toml draws the manor cards before anything else,
// then the quickest jobs first.
func TestCardsChangeDrawsCardsFirst(t *testing.T) {
	dir := copyInputs(t)
	o := build.Options{Langs: []string{"en", "pl"}, Paper: "a4", SVGOnly: true,
		Content: os.DirFS(filepath.Join(dir, Content)), Layout: os.DirFS(filepath.Join(dir, Layout)), Locales: os.DirFS(filepath.Join(dir, Locales))}
	ld := &loader{o: o}
	if _, _, err := ld.reload(everything()); err != nil {
		t.Fatal(err)
	}
	edit(t, filepath.Join(dir, Layout, "kit.toml"), "height = 88", "height = 90")
	c := classify(Layout, "kit.toml")
	in, first, err := ld.reload(c)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(first, []string{"manor-cards"}) {
		t.Fatalf("a change of [cards] puts %v first, want [manor-cards]", first)
	}
	b := newBuilder(o, newState(build.Components(), o.Langs, newHub()))
	b.took["order-sheet"] = time.Millisecond // measured quicker than the cards
	b.took["manor-cards"] = 20 * time.Millisecond
	b.submit(in, c.jobs(build.Components(), o.Langs), first, nil, round{saved: time.Now()})
	var order []string
	for _, j := range b.pending {
		order = append(order, j.Component)
	}
	if order[0] != "manor-cards" || order[1] != "manor-cards" || order[2] == "manor-cards" {
		t.Errorf("pending jobs in the order %v; want the two languages' manor cards first", order)
	}
}

// The rest of the kit waits while the cards are drawn, and for the grace after them,
// so that the browser has the cores to itself while it draws the cards just sent.
func TestRestWaitsForTheFirstAndTheGrace(t *testing.T) {
	o := build.Options{Langs: []string{"en", "pl"}}
	b := newBuilder(o, newState(build.Components(), o.Langs, newHub()))
	jobs := []build.Job{{Component: "manor-cards", Lang: "en"}, {Component: "manor-cards", Lang: "pl"}, {Component: "counters", Lang: "en"}}
	b.submit(nil, jobs, []string{"manor-cards"}, nil, round{saved: time.Now()})
	if b.mayStart(rankRest, time.Now()) {
		t.Fatal("the rest of the kit may start before the cards are drawn")
	}
	for range 2 {
		j, _, _, first, _ := b.next()
		if !first {
			t.Fatalf("next gave %v before the cards", j)
		}
		b.finish(j, time.Millisecond)
	}
	done := time.Now()
	if b.mayStart(rankRest, done) {
		t.Error("the rest of the kit may start as soon as the cards are drawn, without the grace")
	}
	if !b.mayStart(rankRest, done.Add(grace)) {
		t.Error("the rest of the kit may not start once the grace is over")
	}
	if j, _, _, first, _ := b.next(); first || j.Component != "counters" {
		t.Errorf("after the grace next gave %v (first %v), want the counters", j, first)
	}
}

// A change drawn in English on the screen draws that job alone first: the other
// languages' cards wait for it and the grace after it, and the rest of the kit for them
// and their grace.
func TestSeenJobsFirst(t *testing.T) {
	o := build.Options{Langs: []string{"en", "pl"}}
	b := newBuilder(o, newState(build.Components(), o.Langs, newHub()))
	en, pl := build.Job{Component: "manor-cards", Lang: "en"}, build.Job{Component: "manor-cards", Lang: "pl"}
	counters := build.Job{Component: "counters", Lang: "en"}
	b.submit(nil, []build.Job{counters, pl, en}, []string{"manor-cards"}, []build.Job{en}, round{saved: time.Now()})
	if j, _, _, first, _ := b.next(); j != en || !first {
		t.Fatalf("next gave %v (first %v), want %v", j, first, en)
	}
	now := time.Now()
	if b.mayStart(rankFirst, now) || b.mayStart(rankRest, now) {
		t.Fatal("the other language's cards or the rest of the kit may start while the cards on the screen are drawn")
	}
	b.finish(en, time.Millisecond)
	done := time.Now()
	if b.mayStart(rankFirst, done) {
		t.Error("the other language's cards may start without the grace after those on the screen")
	}
	if !b.mayStart(rankFirst, done.Add(grace)) {
		t.Error("the other language's cards may not start once the grace is over")
	}
	b.held = done // the grace over
	if j, _, _, first, _ := b.next(); j != pl || !first {
		t.Fatalf("next gave %v (first %v), want %v", j, first, pl)
	}
	if b.mayStart(rankRest, time.Now().Add(grace)) {
		t.Error("the rest of the kit may start while the other language's cards are drawn")
	}
	b.finish(pl, time.Millisecond)
	if !b.mayStart(rankRest, time.Now().Add(grace)) {
		t.Error("the rest of the kit may not start after the cards and their grace")
	}
}
