package fuzzbound

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"testing"
	"time"
)

var sink []byte

func TestWithinBounds(t *testing.T) {
	if err := check(time.Hour, 64<<20, func() { sink = make([]byte, 1<<20) }); err != nil {
		t.Fatalf("a 1 MiB input within a 64 MiB bound failed: %v", err)
	}
}

func TestAllocationBound(t *testing.T) {
	err := check(0, 8<<20, func() {
		for range 32 {
			sink = make([]byte, 1<<20) // freed at once, but counted: the bound is on work done
		}
	})
	if err == nil || !strings.Contains(err.Error(), "more than the bound of 8 MiB") {
		t.Fatalf("32 MiB allocated against an 8 MiB bound: want the bound named, got %v", err)
	}
}

// The allocation bound stops an input that would allocate without end.
func TestAllocationBoundStopsARunawayInput(t *testing.T) {
	stop := make(chan struct{})
	defer close(stop)
	err := check(0, 8<<20, func() {
		for {
			select {
			case <-stop:
				return
			default:
				sink = make([]byte, 1<<20)
			}
		}
	})
	if err == nil || !strings.Contains(err.Error(), "still running") || !strings.Contains(err.Error(), "fuzzbound") {
		t.Fatalf("want the runaway input stopped with its stack, got %v", err)
	}
}

// An input that never ends is stopped at the time bound, and the error shows where it
// is stuck. The body blocks until the test ends, so the outcome does not depend on the
// machine's speed.
func TestTimeBound(t *testing.T) {
	stop := make(chan struct{})
	defer close(stop)
	err := check(time.Millisecond, 0, func() { <-stop })
	if err == nil || !strings.Contains(err.Error(), "still running after 1ms") || !strings.Contains(err.Error(), "TestTimeBound") {
		t.Fatalf("want the hang named with its stack, got %v", err)
	}
}

func TestPanicIsReported(t *testing.T) {
	err := check(0, 0, func() { panic("boom") })
	if err == nil || !strings.Contains(err.Error(), "panic: boom") || !strings.Contains(err.Error(), "TestPanicIsReported") {
		t.Fatalf("want the panic with its stack, got %v", err)
	}
}

func TestBoundsFromTheEnvironment(t *testing.T) {
	t.Setenv(TimeEnv, "5s")
	t.Setenv(AllocEnv, "10")
	if limit, alloc := bounds(t); limit != 5*time.Second || alloc != 10<<20 {
		t.Fatalf("bounds %v, %d; want 5s, 10 MiB", limit, alloc)
	}
}

// An input listed in Known is skipped, by its content, whatever the subtest is called;
// any other input runs.
func TestSkipKnown(t *testing.T) {
	sum := sha256.Sum256([]byte("known input"))
	key := "TestSkipKnown/" + hex.EncodeToString(sum[:8])
	Known[key] = "a test of the list"
	defer delete(Known, key)
	var ran bool
	t.Run("any name", func(t *testing.T) {
		SkipKnown(t, []byte("known input"))
		ran = true
	})
	if ran {
		t.Error("a known input was not skipped")
	}
	t.Run("other", func(t *testing.T) {
		SkipKnown(t, "another input")
		ran = true
	})
	if !ran {
		t.Error("an input not in the list was skipped")
	}
}
