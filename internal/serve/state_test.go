package serve

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/build"
)

// inputsOf loads a working copy's inputs as the preview does.
func inputsOf(t *testing.T, dir string) (build.Options, *build.Inputs) {
	t.Helper()
	o := build.Options{Langs: []string{"en"}, Paper: "a4", SVGOnly: true,
		Content: os.DirFS(filepath.Join(dir, Content)), Layout: os.DirFS(filepath.Join(dir, Layout)), Locales: os.DirFS(filepath.Join(dir, Locales))}
	in, _, err := (&loader{o: o}).reload(everything())
	if err != nil {
		t.Fatal(err)
	}
	return o, in
}

// received drains the messages a page would have been sent.
func received(ch chan []byte) []message {
	var out []message
	for {
		select {
		case b := <-ch:
			var m message
			json.Unmarshal(b, &m)
			out = append(out, m)
		default:
			return out
		}
	}
}

func ids(ms []message) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.ID)
	}
	return out
}

// A page is sent the items whose drawing changed, and no other; an overflow is put on
// the card it names, which keeps its last good drawing; the next good drawing clears it.
func TestStateSendsOnlyChanges(t *testing.T) {
	dir := copyInputs(t)
	o, in := inputsOf(t, dir)
	h := newHub()
	ch := h.subscribe()
	st := newState(build.Components(), []string{"en"}, h)
	job := build.Job{Component: "manor-cards", Lang: "en"}
	st.setSeen([]string{itemID("manor-cards", "en", "ashcombe.svg")}) // the page shows this card

	st.apply(build.RunJob(o, in, job))
	first := received(ch)
	if len(first) != 2 || first[0].ID != gridID("manor-cards") || first[0].Fetch == "" {
		t.Fatalf("the first drawing sends %v; want the new grid to fetch, and the job's line", ids(first))
	}

	st.apply(build.RunJob(o, in, job))
	if got := received(ch); len(got) != 1 || got[0].ID != jobID(job) {
		t.Errorf("drawing the same again sends %v; want only the job's line (its time)", ids(got))
	}

	edit(t, filepath.Join(dir, Content, "manors.toml"), `name = "Ashcombe"`, `name = "Ashcombes"`)
	_, in2 := inputsOf(t, dir)
	st.apply(build.RunJob(o, in2, job))
	changed := received(ch)
	if len(changed) != 3 || changed[0].ID != itemID("manor-cards", "en", "ashcombe.svg") || changed[1].ID != itemID("manor-cards", "en", "ashcombe-back.svg") {
		t.Fatalf("one manor's name changed sends %v; want that card's front and back (which names it) and the job's line, no other", ids(changed))
	}
	if !strings.Contains(changed[0].HTML, "<svg") || changed[1].HTML != "" || changed[1].Fetch == "" {
		t.Errorf("the card on the screen is sent %d bytes of HTML, the back off it %d bytes and %q to fetch; want the one whole, the other to fetch", len(changed[0].HTML), len(changed[1].HTML), changed[1].Fetch)
	}

	good := st.svg("manor-cards", "en", "ashcombe.svg")
	edit(t, filepath.Join(dir, Layout, "kit.toml"), "width = 63", "width = 30")
	_, narrow := inputsOf(t, dir)
	st.apply(build.RunJob(o, narrow, job))
	bad := received(ch)
	it := st.items[itemID("manor-cards", "en", "ashcombe.svg")]
	if !strings.Contains(it.err, "does not fit") || !slices.Contains(ids(bad), it.id()) {
		t.Fatalf("an overflow on ashcombe sends %v with the error %q; want the card with the error", ids(bad), it.err)
	}
	if string(it.svg) != string(good) {
		t.Error("the card with an error lost its last good drawing")
	}

	st.apply(build.RunJob(o, in2, job))
	if it := st.items[itemID("manor-cards", "en", "ashcombe.svg")]; it.err != "" {
		t.Errorf("a good drawing left the error %q on the card", it.err)
	}
}

// A job that panics is an error on its line, not a crash (build.RunJob recovers), and
// the page is told.
func TestStatePanicIsAnError(t *testing.T) {
	h := newHub()
	ch := h.subscribe()
	st := newState([]string{"order-sheet"}, []string{"en"}, h)
	j := build.Job{Component: "order-sheet", Lang: "en"}
	st.apply(build.RunJob(build.Options{Langs: []string{"en"}}, &build.Inputs{}, j)) // no inputs: the drawing code panics
	got := received(ch)
	if len(got) != 1 || !strings.Contains(got[0].HTML, "internal error") {
		t.Fatalf("a panicking job sends %v; want its line with the internal error", got)
	}
}

// A job's pages are sent as each is drawn (build.Options.OnSVG): a changed card reaches
// the page before the job ends, and the job's end does not send it again.
func TestStateSendsPagesAsDrawn(t *testing.T) {
	dir := copyInputs(t)
	o, in := inputsOf(t, dir)
	h := newHub()
	ch := h.subscribe()
	st := newState(build.Components(), []string{"en"}, h)
	job := build.Job{Component: "manor-cards", Lang: "en"}
	st.apply(build.RunJob(o, in, job))
	received(ch)

	edit(t, filepath.Join(dir, Content, "manors.toml"), `name = "Ashcombe"`, `name = "Ashcombes"`)
	_, in2 := inputsOf(t, dir)
	var early []message
	o.OnSVG = func(f build.File) {
		st.page(job, f, nil)
		early = append(early, received(ch)...)
	}
	r := build.RunJob(o, in2, job)
	if len(early) != 2 || early[0].ID != itemID("manor-cards", "en", "ashcombe.svg") || early[1].ID != itemID("manor-cards", "en", "ashcombe-back.svg") {
		t.Fatalf("while the job drew, the page was sent %v; want ashcombe's front and back", ids(early))
	}
	st.apply(r)
	if got := received(ch); len(got) != 1 || got[0].ID != jobID(job) {
		t.Errorf("the job's end sends %v; want only the job's line, its cards were sent as drawn", ids(got))
	}
}

// A bad key or value in a component's layout file is shown on each of its drawings,
// beside the last good one, and on its line; one in kit.toml, on every component's
// line; the next good drawing clears it.
func TestStateLayoutErrorOnItems(t *testing.T) {
	dir := copyInputs(t)
	o, in := inputsOf(t, dir)
	h := newHub()
	ch := h.subscribe()
	st := newState(build.Components(), []string{"en"}, h)
	job := build.Job{Component: "manor-cards", Lang: "en"}
	st.apply(build.RunJob(o, in, job))
	st.apply(build.RunJob(o, in, build.Job{Component: "tracks", Lang: "en"}))
	received(ch)

	card := itemID("manor-cards", "en", "ashcombe.svg")
	st.setSeen([]string{card})
	const bad = "layout/manor-cards.toml:36: name.font.size: incompatible types: TOML value has type string; destination has type float"
	st.setLayoutError(bad)
	got := received(ch)
	var onCard, onLine bool
	for _, m := range got {
		if m.ID == itemID("tracks", "en", "tracks.svg") || m.ID == jobID(build.Job{Component: "tracks", Lang: "en"}) {
			t.Errorf("an error of manor-cards.toml was put on %s", m.ID)
		}
		onCard = onCard || (m.ID == card && strings.Contains(m.HTML, "name.font.size") && strings.Contains(m.HTML, "<svg"))
		onLine = onLine || (m.ID == jobID(job) && strings.Contains(m.HTML, "name.font.size"))
	}
	if !onCard || !onLine || len(got) != 80+1 {
		t.Errorf("the layout error sent %d messages (on the card, beside its drawing: %v; on the line: %v); want each of the 80 card sides and the line", len(got), onCard, onLine)
	}

	st.apply(build.RunJob(o, in, job))
	if it := st.items[card]; it.err != "" || st.jobs[job].err != "" {
		t.Errorf("a good drawing left the layout error on the card (%q) or its line (%q)", it.err, st.jobs[job].err)
	}
	received(ch)

	st.setLayoutError("layout/kit.toml:12: cards.height: want a number")
	got = received(ch)
	if len(got) != len(build.Components()) || !strings.HasPrefix(got[0].ID, "j-") {
		t.Errorf("an error in kit.toml sent %v; want every component's line", ids(got))
	}
}

// A drawing's HTML is sized by its viewBox's aspect ratio (page.css contains it to that
// box), and its message carries its version, both sent whole and to fetch; a drawing
// without a readable viewBox is left to size itself.
func TestItemMessageShapeAndVersion(t *testing.T) {
	it := &item{comp: "counters", lang: "en", name: "sheet-1-front.svg", v: 7,
		svg: []byte(`<?xml version="1.0"?>` + "\n" + `<svg width="63.5mm" height="88mm" viewBox="0.000 0.000 63.500 88.000"></svg>`)}
	m := itemMessage(it, true)
	if !strings.Contains(m.HTML, `style="aspect-ratio: 63.5 / 88"`) || m.V != 7 {
		t.Errorf("a drawing's message is v%d, %s; want v7 and its aspect ratio 63.5 / 88", m.V, m.HTML)
	}
	if m := itemMessage(it, false); m.Fetch == "" || m.HTML != "" || m.V != 7 {
		t.Errorf("a drawing off the screen is sent %+v; want where to fetch it, at v7", m)
	}
	for _, bad := range []string{`<svg width="1mm">`, `<svg viewBox="0 0 0 10">`, `<svg viewBox="0 0 a 10">`, `<svg viewBox="0 0 10`} {
		it.svg = []byte(bad)
		if html := itemMessage(it, true).HTML; strings.Contains(html, "aspect-ratio") {
			t.Errorf("%s is given a shape: %s", bad, html)
		}
	}
}

// A layout change that makes three cards overflow puts each card's own message on it,
// keeping its last good drawing, and the other cards take their new drawings.
func TestStateEveryOverflowOnItsItem(t *testing.T) {
	dir := copyInputs(t)
	o, in := inputsOf(t, dir)
	st := newState(build.Components(), []string{"en"}, newHub())
	job := build.Job{Component: "manor-cards", Lang: "en"}
	st.apply(build.RunJob(o, in, job))
	long := []string{"Ashcombe", "Alderford", "Eastbrook"}
	old := map[string]string{}
	for _, n := range long {
		id := itemID("manor-cards", "en", strings.ToLower(n)+".svg")
		old[id] = string(st.items[id].svg)
		edit(t, filepath.Join(dir, Content, "manors.toml"), `name = "`+n+`"`, `name = "`+n+` upon the Long Water Meadows"`)
	}
	other := itemID("manor-cards", "en", "upwood.svg")
	before := string(st.items[other].svg)
	edit(t, filepath.Join(dir, Layout, "manor-cards.toml"), "baseline = 17.2", "baseline = 17.9")
	_, in2 := inputsOf(t, dir)
	st.apply(build.RunJob(o, in2, job))
	for id, svg := range old {
		it := st.items[id]
		if name := strings.ToLower(strings.TrimPrefix(id, "i-manor-cards-en-")); !strings.Contains(it.err, "does not fit") || !strings.Contains(strings.ToLower(it.err), name) {
			t.Errorf("%s carries %q; want its own overflow", id, it.err)
		}
		if string(it.svg) != svg {
			t.Errorf("%s lost its last good drawing", id)
		}
	}
	if it := st.items[other]; it.err != "" || string(it.svg) == before {
		t.Errorf("a card that fits carries %q, changed %v; want no error and its new drawing", it.err, string(it.svg) != before)
	}
}
