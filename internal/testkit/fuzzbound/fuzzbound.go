// Package fuzzbound fails a fuzz input that is too slow or allocates too much.
//
// Go's fuzzer reports an input only when it panics, fails the test, or stalls a worker
// for its own fixed hang limit (10 s); an input that makes a loader take a second, or
// allocate a gigabyte and give it back, passes unnoticed. Yet those are the inputs that
// matter for files a designer or translator edits by hand: a parser that goes quadratic
// on a long line or builds a huge table from a short file is a bug even when it ends.
// Run puts a bound on both, per input, so the fuzzer flags them and minimises them like
// any other failure.
package fuzzbound

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The default bounds. Both are generous: a normal input takes milliseconds and a few
// MiB, and the machine the fuzzer runs on is often busy with other work, so only a
// blow-up of an order of magnitude or more crosses them.
const (
	DefaultTime  = 2 * time.Second
	DefaultAlloc = 256 << 20 // bytes allocated while the input runs, freed or not
)

// The environment variables that override the bounds: FUZZBOUND_TIME is a Go duration
// ("5s"), FUZZBOUND_ALLOC a number of MiB. Zero turns a bound off.
const (
	TimeEnv  = "FUZZBOUND_TIME"
	AllocEnv = "FUZZBOUND_ALLOC"
)

// poll is how often the allocation counter is read while an input runs, so an input
// that allocates without end is stopped before it exhausts the machine's memory.
const poll = 20 * time.Millisecond

// allocMetric counts every byte allocated on the heap since the program started. It is
// the runtime/metrics form of MemStats.TotalAlloc: reading it does not stop the world,
// so it can be polled while the input runs.
const allocMetric = "/gc/heap/allocs:bytes"

// Known lists corpus entries that show a problem whose fix lies outside the fuzzed
// code's own package, in another package's input limits or in a dependency. Each is
// skipped with its reason until the fix lands; then its line is deleted here and the
// entry becomes a regression test like the others. The key is the target's name and
// the first 16 hex digits of the input's SHA-256: the input itself, as the fuzzer
// hands it over, is all a target sees of a corpus entry while fuzzing (the subtest is
// then named for the target alone, not for the entry's file).
var Known = map[string]string{}

// Input is what a fuzz target hands Run: its fuzzed text or bytes.
type Input interface{ ~string | ~[]byte }

// SkipKnown skips t when its input is listed in Known.
func SkipKnown[In Input](t *testing.T, input In) {
	t.Helper()
	target, _, _ := strings.Cut(t.Name(), "/")
	sum := sha256.Sum256([]byte(input))
	if why, ok := Known[target+"/"+hex.EncodeToString(sum[:8])]; ok {
		t.Skip("known: " + why)
	}
}

// Run runs body, the work of one fuzz input, and fails t if it runs longer
// than the time bound or allocates more than the allocation bound. body runs in its own
// goroutine, so a failure inside it must be reported with t.Error, not t.Fatal. A
// corpus entry listed in Known is skipped.
//
// The time bound applies only while fuzzing (go test -fuzz): a plain `go test` runs the
// seed corpus as ordinary tests, and a test that passes or fails by the clock would fail
// on a busy machine. The allocation bound does not depend on the machine and always
// applies.
func Run[In Input](t *testing.T, input In, body func()) {
	t.Helper()
	RunScaled(t, input, 1, body)
}

// RunScaled is Run with both bounds n times larger, for a target whose every input
// carries a fixed load as large as the bound's margin: the content loader, say, which
// loads all of the canonical content around the one fuzzed file.
func RunScaled[In Input](t *testing.T, input In, n int, body func()) {
	t.Helper()
	SkipKnown(t, input)
	limit, alloc := bounds(t)
	limit, alloc = limit*time.Duration(n), alloc*uint64(n)
	if !fuzzing() {
		limit = 0
	}
	if err := check(limit, alloc, body); err != nil {
		t.Fatalf("input of %d bytes: %v", len(input), err)
	}
}

// check runs body and says which bound it crossed, if any. limit or alloc 0 is no bound.
func check(limit time.Duration, alloc uint64, body func()) error {
	before := allocated()
	id := make(chan string, 1)
	done := make(chan string, 1)
	go func() {
		id <- goroutineID()
		defer func() {
			if p := recover(); p != nil {
				done <- fmt.Sprintf("panic: %v\n%s", p, debug.Stack())
				return
			}
			done <- ""
		}()
		body()
	}()
	me := <-id
	var deadline <-chan time.Time
	if limit > 0 {
		timer := time.NewTimer(limit)
		defer timer.Stop()
		deadline = timer.C
	}
	tick := time.NewTicker(poll)
	defer tick.Stop()
	over := func() bool { return alloc > 0 && allocated()-before > alloc }
	for {
		select {
		case p := <-done:
			if p != "" {
				return errors.New(p)
			}
			if over() {
				return fmt.Errorf("allocated %d MiB, more than the bound of %d MiB (%s)", (allocated()-before)>>20, alloc>>20, AllocEnv)
			}
			return nil
		case <-deadline:
			// The goroutine cannot be stopped; it runs on until the process ends.
			return fmt.Errorf("still running after %v (the bound, %s); where it is:\n%s", limit, TimeEnv, stackOf(me))
		case <-tick.C:
			if over() {
				return fmt.Errorf("allocated %d MiB and still running, more than the bound of %d MiB (%s); where it is:\n%s",
					(allocated()-before)>>20, alloc>>20, AllocEnv, stackOf(me))
			}
		}
	}
}

// bounds reads the bounds, the defaults unless the environment overrides them.
func bounds(t *testing.T) (time.Duration, uint64) {
	t.Helper()
	limit, alloc := DefaultTime, uint64(DefaultAlloc)
	if s := os.Getenv(TimeEnv); s != "" {
		d, err := time.ParseDuration(s)
		if err != nil || d < 0 {
			t.Fatalf("%s=%q: expected a duration such as 5s", TimeEnv, s)
		}
		limit = d
	}
	if s := os.Getenv(AllocEnv); s != "" {
		n, err := strconv.ParseUint(s, 10, 32)
		if err != nil {
			t.Fatalf("%s=%q: expected a whole number of MiB", AllocEnv, s)
		}
		alloc = n << 20
	}
	return limit, alloc
}

// fuzzing reports whether the test binary was started by go test -fuzz: the
// coordinator has -test.fuzz set, and so do the workers it starts.
func fuzzing() bool {
	f := flag.Lookup("test.fuzz")
	return f != nil && f.Value.String() != ""
}

func allocated() uint64 {
	s := []metrics.Sample{{Name: allocMetric}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0 // a runtime without the metric: no allocation bound rather than a false one
	}
	return s[0].Value.Uint64()
}

// goroutineID is the number of the calling goroutine, as its stack trace names it, so
// the stack of a stuck input can be picked out of all the others.
func goroutineID() string {
	buf := make([]byte, 64)
	buf = buf[:runtime.Stack(buf, false)]
	f := bytes.Fields(buf)
	if len(f) < 2 {
		return ""
	}
	return string(f[1])
}

// stackOf is the stack trace of goroutine id, or all stacks if it cannot be found.
func stackOf(id string) string {
	buf := make([]byte, 1<<20)
	buf = buf[:runtime.Stack(buf, true)]
	for _, g := range bytes.Split(buf, []byte("\n\n")) {
		if bytes.HasPrefix(g, []byte(fmt.Sprintf("goroutine %s ", id))) {
			return string(g)
		}
	}
	return string(buf)
}
