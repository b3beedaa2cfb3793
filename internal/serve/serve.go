// Package serve is the designer's live preview (excalibur serve): it draws every
// component in every language in memory, serves a gallery page of the drawings, and on
// every saved file under content/, layout/ or locales/ reads again only what changed,
// redraws only the jobs it touches and sends the page only the drawings that changed.
//
// The phases are kept apart: the watcher batches saved files (watch.go), the loader
// reads the inputs (load.go), the builder draws the stale jobs (rebuild.go), the state
// keeps what the page shows (state.go) and the server sends it (server.go, gallery.go).
package serve

import (
	"context"
	"fmt"
	"io"
	"net"
	"time"

	"github.com/excalibur-kit/excalibur/internal/build"
)

// Config is one preview server's settings.
type Config struct {
	Options build.Options // Content, Layout, Locales, Langs and Paper; drawn SVG only
	Roots   []Root        // the folders on disk to watch
	Settle  time.Duration // no event for this long and a write is taken as done
	Log     io.Writer
}

// DefaultSettle is long enough for an editor's write-and-rename, short beside the
// tenth of a second a designer's edit has to reach the page in.
const DefaultSettle = 20 * time.Millisecond

// light are the components whose gallery drawings are light pages (svgdraw's Light):
// a counter sheet in a tenth of its elements, a card in a quarter, which the browser
// parses, lays out and paints that much sooner. Such a page takes the server two to
// three times as long to write, so it is made where the designer waits for it most:
// the components a layout change redraws by the dozen.
var light = []string{"counters", "manor-cards"}

// preview is a running preview: its state and the phases feeding it.
type preview struct {
	c      Config
	st     *state
	hub    *hub
	ld     *loader
	b      *builder
	checks chan *build.Inputs
}

// Serve runs the preview on l until ctx ends (Ctrl-C), then stops cleanly.
func Serve(ctx context.Context, l net.Listener, c Config) error {
	if c.Settle <= 0 {
		c.Settle = DefaultSettle
	}
	c.Options.SVGOnly = true
	c.Options.Light = light
	p := newPreview(c)
	w, err := newWatcher(c.Roots)
	if err != nil {
		return fmt.Errorf("watching %v: %w", c.Roots, err)
	}
	batches := make(chan batch, 16)
	go w.run(ctx, c.Settle, batches, func(err error) { fmt.Fprintf(c.Log, "watch: %v\n", err) })
	p.b.start(ctx)
	go p.checkLoop(ctx)
	go p.loop(ctx, batches)
	return p.listen(ctx, l)
}

func newPreview(c Config) *preview {
	h := newHub()
	st := newState(build.Components(), c.Options.Langs, h)
	p := &preview{c: c, st: st, hub: h, ld: &loader{o: c.Options}, checks: make(chan *build.Inputs, 1)}
	p.b = newBuilder(c.Options, st)
	p.b.onIdle = p.roundDone
	return p
}

// loop reads the inputs again for each batch of saved files and hands the stale jobs to
// the builder. A file that fails to load while it is still being written is waited for;
// what a failed load touched is kept and retried with the next batch.
func (p *preview) loop(ctx context.Context, batches <-chan batch) {
	start := time.Now() // the first build is timed from its start
	p.update(everything(), nil, round{saved: start, settled: start}, batches)
	var carry *change
	for {
		select {
		case <-ctx.Done():
			return
		case bt := <-batches:
			c := classifyAll(bt.files)
			if carry != nil {
				c = carry.merge(c)
			}
			carry = p.update(c, bt.files, round{saved: bt.first, settled: time.Now()}, batches)
		}
	}
}

// update loads what c touches and submits its jobs; on a failed load it returns the
// change to carry into the next batch.
func (p *preview) update(c change, files []saved, rd round, batches <-chan batch) *change {
	before := stamp(files)
	in, first, err := p.ld.reload(c)
	if err != nil {
		if len(batches) == 0 && stamp(files) == before {
			p.st.setBanner(err.Error())
			p.st.setLayoutError(err.Error())
			fmt.Fprintf(p.c.Log, "not rebuilt: %v\n", err)
		}
		return &c
	}
	rd.loaded = time.Now()
	p.st.setBanner("")
	if jobs := c.jobs(p.st.comps, p.st.langs); len(jobs) > 0 { // a language not shown has none
		p.st.setBusy()
		p.b.submit(in, jobs, append(first, p.st.seenComponents()...), p.st.seenJobs(), rd)
	}
	return nil
}

func classifyAll(files []saved) change {
	c := classify(files[0].kind, files[0].rel)
	for _, f := range files[1:] {
		c = c.merge(classify(f.kind, f.rel))
	}
	return c
}

// roundDone is called when the last stale job is drawn: the page shows the time, and
// the checks run on the inputs just drawn.
func (p *preview) roundDone(in *build.Inputs, since time.Time, jobs int) {
	took := time.Since(since)
	p.st.setStatus(statusView{At: time.Now(), Took: took, Jobs: jobs, Failed: p.st.failedJobs()})
	fmt.Fprintf(p.c.Log, "%s  drew %d job(s), %d ms from the save\n", time.Now().Format("15:04:05"), jobs, took.Milliseconds())
	for { // a check not yet started is replaced by this newer one
		select {
		case p.checks <- in:
			return
		default:
			select {
			case <-p.checks:
			default:
			}
		}
	}
}

// checkLoop runs the checks on the newest inputs, one run at a time.
func (p *preview) checkLoop(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case in := <-p.checks:
			p.st.setChecks(runChecks(p.c.Options, in, p.c.Options.Langs))
		}
	}
}
