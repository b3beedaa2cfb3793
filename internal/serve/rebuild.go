package serve

import (
	"context"
	"runtime"
	"sort"
	"sync"
	"time"

	"github.com/excalibur-kit/excalibur/internal/build"
)

// builder draws the stale jobs on every core, quickest first (by each component's last
// time), so a change's small drawings reach the page before the rulebook is done. A
// job made stale again while it draws is drawn once more after, with the new inputs.
type builder struct {
	o  build.Options
	st *state

	mu      sync.Mutex
	wake    *sync.Cond
	in      *build.Inputs
	rd      round // the phases of the newest change
	pending []build.Job
	running map[build.Job]bool
	took    map[string]time.Duration // per component, its last job's time
	first   map[string]bool          // the components the last change is first seen on
	seen    map[build.Job]bool       // the jobs of the drawings on the page's screen
	since   time.Time                // when the first change of this round was saved
	held    time.Time                // until when the next rank waits (grace)
	drawn   int                      // jobs drawn this round
	idle    chan struct{}            // closed when no job is pending or running
	closed  bool
	onIdle  func(in *build.Inputs, since time.Time, jobs int)
}

func newBuilder(o build.Options, st *state) *builder {
	b := &builder{o: o, st: st, running: map[build.Job]bool{}, took: map[string]time.Duration{}, idle: make(chan struct{})}
	close(b.idle)
	b.wake = sync.NewCond(&b.mu)
	return b
}

// extraWorkers are the workers beyond one a core, so that the first jobs of a change in
// every language are drawn at once, sharing the cores: each then sends its first pages
// (streamed, as they are drawn) without waiting for another language's job to end. The
// rest of the kit still keeps to its share (next).
const extraWorkers = 4

// grace is how long the jobs of each rank (rank) wait after the last job of the ranks
// before: the page is parsing and painting what those jobs sent, and the browser needs
// the cores for it. Drawn at once, even at the lowest priority, the rest took them: a
// thread of priority 19 still runs, and while it holds the state's lock or keeps the Go
// runtime waiting to stop it for a collection, every other goroutine waits with it.
const grace = 300 * time.Millisecond

// start runs the workers until ctx ends.
func (b *builder) start(ctx context.Context) {
	for range runtime.GOMAXPROCS(0) + extraWorkers {
		go b.work()
	}
	go func() {
		<-ctx.Done()
		b.mu.Lock()
		b.closed = true
		b.wake.Broadcast()
		b.mu.Unlock()
	}()
}

// submit makes jobs stale with new inputs: those of the drawings on the screen (seen)
// before those of the components first, and those before the others; rd is when the
// change was saved, settled and read.
func (b *builder) submit(in *build.Inputs, jobs []build.Job, first []string, seen []build.Job, rd round) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.in, b.rd = in, rd
	if b.quiet() {
		b.since, b.drawn = rd.saved, 0
		b.idle = make(chan struct{})
	}
	for _, j := range jobs {
		if indexOfJob(b.pending, j) < 0 {
			b.pending = append(b.pending, j)
		}
	}
	b.first = map[string]bool{}
	for _, c := range first {
		b.first[c] = true
	}
	b.seen = map[build.Job]bool{}
	for _, j := range seen {
		b.seen[j] = true
	}
	sort.SliceStable(b.pending, func(i, k int) bool { return b.before(b.pending[i], b.pending[k]) })
	b.wake.Broadcast()
}

// before orders the pending jobs: by rank, then the quickest.
func (b *builder) before(x, y build.Job) bool {
	if rx, ry := b.rank(x), b.rank(y); rx != ry {
		return rx < ry
	}
	return b.took[x.Component] < b.took[y.Component]
}

// The ranks of a change's jobs, drawn one rank after the other.
const (
	rankSeen  = iota // a drawing of it is on the page's screen: the designer is looking at it
	rankFirst        // of a component the change is first seen on, in another language
	rankRest         // the rest of the kit, drawn at the lowest priority
)

// rank is a job's rank in the change being drawn. A one-card edit seen in English
// redraws that language's cards alone at first: the other languages' cards, drawn
// beside them, took the cores the browser needed to take in and paint the card.
func (b *builder) rank(j build.Job) int {
	switch {
	case b.seen[j]:
		return rankSeen
	case b.first[j.Component]:
		return rankFirst
	}
	return rankRest
}

func (b *builder) quiet() bool { return len(b.pending) == 0 && len(b.running) == 0 }

func indexOfJob(jobs []build.Job, j build.Job) int {
	for i, x := range jobs {
		if x == j {
			return i
		}
	}
	return -1
}

// work draws one job after another.
func (b *builder) work() {
	for {
		j, in, rd, first, ok := b.next()
		if !ok {
			return
		}
		draw := func() { b.draw(j, in, rd) }
		if first {
			draw()
		} else {
			lowered(draw) // the rest of the kit: the designer is not looking at it yet
		}
	}
}

// draw runs one job, its pages sent to the page as each is drawn.
func (b *builder) draw(j build.Job, in *build.Inputs, rd round) {
	start := time.Now()
	o := b.o
	o.OnSVG = func(f build.File) { b.st.page(j, f, timingOf(rd, start, time.Now())) }
	r := build.RunJob(o, in, j)
	b.st.applyTimed(r, timingOf(rd, start, time.Now()))
	b.finish(j, r.Duration)
}

// next waits for a pending job that no other worker is drawing, and says whether it is
// of the first two ranks (rank). The jobs of the drawings on the screen start at once;
// each later rank waits until the ranks before it are drawn and the grace after them is
// over. The rest of the kit then leaves one core free (on a machine of more than one),
// for the browser that is drawing what was just sent and for the first jobs of the
// designer's next save, and is drawn at the lowest priority (work).
func (b *builder) next() (j build.Job, in *build.Inputs, rd round, first, ok bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	for {
		if b.closed {
			return build.Job{}, nil, round{}, false, false
		}
		background := b.background()
		now := time.Now()
		for i, p := range b.pending {
			if !b.mayStart(b.rank(p), now) || b.rank(p) == rankRest && background >= max(1, runtime.GOMAXPROCS(0)-1) {
				continue
			}
			if !b.running[p] {
				b.pending = append(b.pending[:i], b.pending[i+1:]...)
				b.running[p] = true
				return p, b.in, b.rd, b.rank(p) < rankRest, true
			}
		}
		b.wake.Wait()
	}
}

// mayStart says whether the jobs of a rank may start at now: those on the screen at
// once, the others once no job of a rank before theirs is pending or running, and the
// grace after the last of them is over.
func (b *builder) mayStart(rank int, now time.Time) bool {
	return rank == rankSeen || !b.busy(rank-1) && !now.Before(b.held)
}

// busy says whether a job of the rank or one before it is pending or running.
func (b *builder) busy(rank int) bool {
	for _, j := range b.pending {
		if b.rank(j) <= rank {
			return true
		}
	}
	for j := range b.running {
		if b.rank(j) <= rank {
			return true
		}
	}
	return false
}

// background counts the running jobs of the rest of the kit.
func (b *builder) background() int {
	n := 0
	for j := range b.running {
		if b.rank(j) == rankRest {
			n++
		}
	}
	return n
}

// finish marks a job done; the last of a round tells onIdle.
func (b *builder) finish(j build.Job, took time.Duration) {
	b.mu.Lock()
	delete(b.running, j)
	b.took[j.Component] = took
	if r := b.rank(j); r < rankRest && !b.busy(r) && len(b.pending) > 0 {
		b.held = time.Now().Add(grace)   // the last of its rank: the next waits
		time.AfterFunc(grace, b.wakeAll) // the waiting workers see the grace over
	}
	b.drawn++
	done := b.quiet()
	in, since, n := b.in, b.since, b.drawn
	if done {
		close(b.idle)
	}
	b.wake.Broadcast()
	b.mu.Unlock()
	if done && b.onIdle != nil {
		b.onIdle(in, since, n)
	}
}

func (b *builder) wakeAll() {
	b.mu.Lock()
	b.wake.Broadcast()
	b.mu.Unlock()
}

// inputs are the newest inputs submitted, or nil before the first.
func (b *builder) inputs() *build.Inputs {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.in
}

// idleCh is closed when every stale job is drawn.
func (b *builder) idleCh() <-chan struct{} {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.idle
}
