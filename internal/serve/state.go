package serve

import (
	"bytes"
	"encoding/json"
	"errors"
	"path"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/excalibur-kit/excalibur/internal/build"
	"github.com/excalibur-kit/excalibur/internal/textfit"
)

// item is one drawing of the gallery: an SVG of one component in one language.
type item struct {
	comp, lang, name string
	svg              []byte // the last good drawing, as built
	// good is the drawing of the last job that drew the item fine: a page streamed while
	// its job still draws may be one whose text then turns out not to fit.
	good []byte
	err  string // why the last drawing failed; the old one is still shown
	v    int    // bumped on every change the page is told of
}

// id is the item's element id in the page, also its SVG ids' prefix.
func (it *item) id() string { return itemID(it.comp, it.lang, it.name) }

func itemID(comp, lang, name string) string {
	return "i-" + comp + "-" + lang + "-" + strings.TrimSuffix(name, path.Ext(name))
}

// jobState is how a component's last drawing in one language went.
type jobState struct {
	err, note string
	took      time.Duration
	html      []byte // the rules reference, as built
	v         int
}

// state is everything the page shows, kept between rebuilds: the drawings, the errors
// beside them, the banner, and the checks. Each change to it is told to the open pages
// as a message naming the element to replace.
type state struct {
	mu     sync.Mutex
	comps  []string
	langs  []string
	items  map[string]*item    // by id
	names  map[string][]string // per component, its items' names in drawing order
	jobs   map[build.Job]*jobState
	banner string
	checks checkView
	status statusView
	v      int
	hub    *hub
	seen   map[string]bool // the items on or near a page's screen, as it last said
}

func newState(comps, langs []string, h *hub) *state {
	s := &state{comps: comps, langs: langs, items: map[string]*item{}, names: map[string][]string{},
		jobs: map[build.Job]*jobState{}, hub: h}
	for _, c := range comps {
		for _, l := range langs {
			s.jobs[build.Job{Component: c, Lang: l}] = &jobState{note: "drawing…"}
		}
	}
	return s
}

// message is one element of the page to replace, with its new HTML or, for a whole
// grid (which a page may have folded), where to fetch it if the page shows it.
type message struct {
	ID    string  `json:"id"`
	HTML  string  `json:"html,omitempty"`
	Fetch string  `json:"fetch,omitempty"`
	T     *timing `json:"t,omitempty"` // a drawing's phases (trace.go)
	// V is an item's version: the page drops a message older than one it has, since a
	// drawing's message is sent outside the state's lock (page).
	V int `json:"v,omitempty"`
}

// apply records what a job drew and tells the pages what changed: the items whose SVG
// bytes differ, the job's line, and the whole grid when items came or went.
func (s *state) apply(r build.Result) { s.applyTimed(r, nil) }

// applyTimed is apply with the drawing's phases, which its items' messages carry.
func (s *state) applyTimed(r build.Result, tm *timing) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var msgs []message
	js := s.jobs[r.Job]
	if js == nil {
		js = &jobState{}
		s.jobs[r.Job] = js
	}
	js.took, js.note = r.Duration, r.Note
	if r.Err != nil {
		msgs = s.failed(r, js)
	} else {
		msgs = s.drawn(r, js)
	}
	js.v = s.bump()
	for i := range msgs {
		msgs[i].T = tm
	}
	msgs = append(msgs, message{ID: jobID(r.Job), HTML: s.jobHTML(r.Job)})
	s.hub.send(msgs...)
}

func (s *state) bump() int { s.v++; return s.v }

// drawn takes a job's files: changed SVGs replace the old, errors on its items clear.
func (s *state) drawn(r build.Result, js *jobState) []message {
	js.err = ""
	var msgs []message
	var names []string
	seen := map[string]bool{}
	for _, f := range r.Files {
		if f.Format == "html" {
			js.html = f.Data()
			continue
		}
		if f.Format != "svg" {
			continue
		}
		name := path.Base(f.Path)
		names = append(names, name)
		id := itemID(r.Component, r.Lang, name)
		seen[id] = true
		it := s.items[id]
		if it == nil {
			it = &item{comp: r.Component, lang: r.Lang, name: name}
			s.items[id] = it
		}
		if s.take(it, f) {
			msgs = append(msgs, s.itemMessage(it))
		}
		it.good = it.svg
	}
	if s.forget(r.Job, seen) || s.learn(r.Component, names) {
		return []message{{ID: gridID(r.Component), Fetch: "/grid/" + r.Component}}
	}
	return msgs
}

// take gives an item a new drawing and says whether the page is to be told: whether its
// bytes differ from the last, or an error is cleared.
func (s *state) take(it *item, f build.File) bool {
	if it.err == "" && bytes.Equal(it.svg, f.Data()) {
		return false
	}
	it.svg, it.err, it.v = f.Data(), "", s.bump()
	return true
}

// page takes one page of a job still drawing (build.Options.OnSVG) and sends it at once
// if it changed, so the first sheets of a job reach the page before its last are drawn.
// An item not met before waits for the job's end, which adds it to its grid.
//
// The item's HTML is rendered and sent outside the state's lock: the jobs of three
// languages send their sheets at once, and each waited for the others' rendering and
// encoding (a few milliseconds a sheet) before its own. An item's pages come from one
// job at a time, so its messages still leave in order.
func (s *state) page(j build.Job, f build.File, tm *timing) {
	s.mu.Lock()
	it := s.items[itemID(j.Component, j.Lang, path.Base(f.Path))]
	if it == nil || !s.take(it, f) {
		s.mu.Unlock()
		return
	}
	now, whole := *it, s.seen[it.id()]
	s.mu.Unlock()
	m := itemMessage(&now, whole)
	m.T = tm
	s.hub.send(m)
	if whole {
		// The page's event stream is woken on this goroutine's core, and would wait for
		// the job to block or be preempted (up to 10 ms) while the other cores draw too:
		// let it write the drawing the designer is looking at first.
		runtime.Gosched()
	}
}

// itemMessage brings the new HTML of an item on a page's screen, or, for any other,
// where to fetch it: the page fetches it when it scrolls to it, if ever. A kit.toml
// change redraws hundreds of drawings; rendering, encoding, sending and parsing the
// megabytes of those the designer does not see held up those they do.
func (s *state) itemMessage(it *item) message { return itemMessage(it, s.seen[it.id()]) }

func itemMessage(it *item, whole bool) message {
	if !whole {
		return message{ID: it.id(), Fetch: "/frag/" + it.comp + "/" + it.lang + "/" + it.name, V: it.v}
	}
	return message{ID: it.id(), HTML: itemHTML(it), V: it.v}
}

// setSeen records the items a page has on or near its screen. The last page to say
// is the one followed: a second page open elsewhere fetches its drawings.
func (s *state) setSeen(ids []string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.seen = map[string]bool{}
	for _, id := range ids {
		s.seen[id] = true
	}
}

// seenComponents are the components of the items on a page's screen, drawn first.
func (s *state) seenComponents() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for id := range s.seen {
		if it := s.items[id]; it != nil && !slices.Contains(out, it.comp) {
			out = append(out, it.comp)
		}
	}
	slices.Sort(out)
	return out
}

// seenJobs are the jobs that draw the items on a page's screen.
func (s *state) seenJobs() []build.Job {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []build.Job
	for id := range s.seen {
		if it := s.items[id]; it != nil {
			j := build.Job{Component: it.comp, Lang: it.lang}
			if !slices.Contains(out, j) {
				out = append(out, j)
			}
		}
	}
	return out
}

// fragment is an item's HTML as the page shows it.
func (s *state) fragment(comp, lang, name string) (string, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	it := s.items[itemID(comp, lang, name)]
	if it == nil {
		return "", false
	}
	return s.itemHTML(it), true
}

// forget drops the items a job no longer draws (a rulebook grown shorter).
func (s *state) forget(j build.Job, seen map[string]bool) bool {
	gone := false
	for id, it := range s.items {
		if it.comp == j.Component && it.lang == j.Lang && !seen[id] {
			delete(s.items, id)
			gone = true
		}
	}
	return gone
}

// learn adds names of a component not met before, in the order drawn, and says whether
// there were any (the grid then has new rows).
func (s *state) learn(comp string, names []string) bool {
	known := map[string]bool{}
	for _, n := range s.names[comp] {
		known[n] = true
	}
	grew := false
	at := 0
	for _, n := range names {
		if known[n] {
			at = indexOf(s.names[comp], n) + 1
			continue
		}
		s.names[comp] = append(s.names[comp][:at], append([]string{n}, s.names[comp][at:]...)...)
		known[n], grew = true, true
		at++
	}
	return grew
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// failed puts each overflow of a job's error on the item it names, keeping that item's
// last good drawing, and takes the drawings of the items that drew fine; an error that
// names no item goes on the job's line.
func (s *state) failed(r build.Result, js *jobState) []message {
	bad := map[string]string{} // item id: its message
	var badIDs []string        // the same, in the error's order, so the page is told in it
	var line []string
	for _, err := range leaves(r.Err) {
		if it := s.itemOf(r.Job, err); it != nil {
			if prev, twice := bad[it.id()]; twice { // an item may overflow in two places
				bad[it.id()] = prev + "\n" + err.Error()
			} else {
				badIDs = append(badIDs, it.id())
				bad[it.id()] = err.Error()
			}
			line = append(line, "on "+strings.TrimSuffix(it.name, ".svg")+": "+err.Error())
			continue
		}
		line = append(line, err.Error())
	}
	js.err = strings.Join(line, "\n")
	var msgs []message
	for _, f := range r.Files {
		id := itemID(r.Component, r.Lang, path.Base(f.Path))
		if it := s.items[id]; it != nil && f.Format == "svg" && bad[id] == "" {
			if s.take(it, f) {
				msgs = append(msgs, s.itemMessage(it))
			}
			it.good = it.svg
		}
	}
	for _, id := range badIDs {
		it, msg := s.items[id], bad[id]
		if it.err != msg || !bytes.Equal(it.svg, it.good) {
			it.svg, it.err, it.v = it.good, msg, s.bump()
			msgs = append(msgs, s.itemMessage(it))
		}
	}
	return msgs
}

// leaves are the errors a joined error holds, each in turn, or the error itself.
func leaves(err error) []error {
	j, ok := err.(interface{ Unwrap() []error })
	if !ok {
		return []error{err}
	}
	var out []error
	for _, e := range j.Unwrap() {
		out = append(out, leaves(e)...)
	}
	return out
}

// itemOf finds the item an error is about: a text-fitting error names its item first
// ("foxwood parish", "foxwood, name"), matched against the job's drawings by name.
func (s *state) itemOf(j build.Job, err error) *item {
	var of *textfit.OverflowError
	if !errors.As(err, &of) {
		return nil
	}
	words := strings.FieldsFunc(of.Item, func(r rune) bool { return r == ',' || r == ' ' })
	if len(words) == 0 {
		return nil
	}
	first := words[0]
	for _, n := range s.names[j.Component] {
		if strings.TrimSuffix(n, ".svg") == first {
			return s.items[itemID(j.Component, j.Lang, n)]
		}
	}
	return nil
}

// setBanner shows (or with "" clears) an error that concerns no item, such as a TOML
// syntax error naming its file and line.
func (s *state) setBanner(msg string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.banner == msg {
		return
	}
	s.banner = msg
	s.hub.send(message{ID: "banner", HTML: bannerHTML(msg)})
}

// setLayoutError puts an error naming a layout file ("layout/manor-cards.toml:36: …", as
// the layout's loader reports a bad key or value) on what that file lays out, beside the
// banner: on each item of the components it is the file of, which keep their last good
// drawings, or for kit.toml (every component's: too many items) on each component's line
// in each language. The next drawing of those clears it. Other errors concern no item.
func (s *state) setLayoutError(msg string) {
	rel, ok := strings.CutPrefix(msg, Layout+"/")
	if !ok {
		return
	}
	file, _, _ := strings.Cut(rel, ":")
	comps := layoutComponents(strings.TrimSuffix(path.Base(file), path.Ext(file)))
	s.mu.Lock()
	defer s.mu.Unlock()
	var msgs []message
	for _, c := range s.comps {
		if comps != nil && !comps[c] {
			continue
		}
		for _, l := range s.langs {
			j := build.Job{Component: c, Lang: l}
			if js := s.jobs[j]; js != nil && js.err != msg {
				js.err, js.v = msg, s.bump()
				msgs = append(msgs, message{ID: jobID(j), HTML: s.jobHTML(j)})
			}
		}
		for _, n := range s.names[c] {
			for _, l := range s.langs {
				if it := s.items[itemID(c, l, n)]; comps != nil && it != nil && it.err != msg {
					it.err, it.v = msg, s.bump()
					msgs = append(msgs, s.itemMessage(it))
				}
			}
		}
	}
	s.hub.send(msgs...)
}

// setStatus records a finished rebuild: when, how long from the save, what it drew.
func (s *state) setStatus(v statusView) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v.Checks = s.status.Checks
	s.status = v
	s.hub.send(message{ID: "status", HTML: statusHTML(v)})
}

func (s *state) setChecks(c checkView) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.checks = c
	s.status.Checks = failedGroups(c.Results)
	msgs := []message{{ID: "checks", HTML: checksHTML(c)}, {ID: "status", HTML: statusHTML(s.status)}}
	for _, comp := range s.comps {
		msgs = append(msgs, message{ID: concernsID(comp), HTML: concernsHTML(c.concerning(comp))})
	}
	s.hub.send(msgs...)
}

// reference is a language's rules reference page as last built.
func (s *state) reference(lang string) []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	if js := s.jobs[build.Job{Component: "rules-reference", Lang: lang}]; js != nil {
		return js.html
	}
	return nil
}

func jobID(j build.Job) string  { return "j-" + j.Component + "-" + j.Lang }
func gridID(comp string) string { return "g-" + comp }

// setBusy tells the page a round of drawing has begun.
func (s *state) setBusy() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.status.Busy {
		return
	}
	s.status.Busy = true
	s.hub.send(message{ID: "status", HTML: statusHTML(s.status)})
}

// failedJobs counts the jobs whose last drawing failed.
func (s *state) failedJobs() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for _, js := range s.jobs {
		if js.err != "" {
			n++
		}
	}
	return n
}

// statusJSON is the last round's status and whether the checks of it are done.
func (s *state) statusJSON() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	b, _ := json.Marshal(map[string]any{ // maps of plain values always encode
		"busy": s.status.Busy, "at": s.status.At, "took_ms": s.status.Took.Milliseconds(),
		"jobs": s.status.Jobs, "failed": s.status.Failed, "banner": s.banner,
		"checked": s.checks.At, "v": s.v,
	})
	return string(b)
}
