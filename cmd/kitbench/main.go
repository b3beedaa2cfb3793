// Command kitbench measures the whole kit's build as a user runs it: it runs
// `excalibur build` several times as a separate process and reports, for each run and
// as medians, the wall time, the CPU time (user + system) and the peak memory (maximum
// resident set size). `make bench` runs it.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"sort"
	"syscall"
	"time"
)

type run struct {
	wall, cpu time.Duration
	peakMiB   float64
}

func main() {
	bin := flag.String("bin", "bin/excalibur", "the excalibur binary to measure")
	n := flag.Int("n", 5, "number of builds")
	out := flag.String("o", os.TempDir()+"/excalibur-bench", "output folder of the builds")
	flag.Parse()
	var runs []run
	for i := 0; i < *n; i++ {
		r, err := measure(*bin, *out, flag.Args())
		if err != nil {
			fmt.Fprintln(os.Stderr, "kitbench:", err)
			os.Exit(1)
		}
		runs = append(runs, r)
		fmt.Printf("build %d: wall %4d ms  cpu %4d ms  peak %5.1f MiB\n", i+1, r.wall.Milliseconds(), r.cpu.Milliseconds(), r.peakMiB)
	}
	m := median(runs)
	fmt.Printf("median of %d: wall %d ms  cpu %d ms  peak %.1f MiB\n", len(runs), m.wall.Milliseconds(), m.cpu.Milliseconds(), m.peakMiB)
	os.RemoveAll(*out)
}

// measure runs one build and reads the child's resource usage from the kernel.
func measure(bin, out string, extra []string) (run, error) {
	cmd := exec.Command(bin, append([]string{"build", "-o", out}, extra...)...)
	start := time.Now()
	if b, err := cmd.CombinedOutput(); err != nil {
		return run{}, fmt.Errorf("%v\n%s", err, b)
	}
	r := run{wall: time.Since(start)}
	if u, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		r.cpu = time.Duration(u.Utime.Nano() + u.Stime.Nano())
		r.peakMiB = float64(u.Maxrss) / 1024 // Linux reports KiB
	}
	return r, nil
}

func median(rs []run) run {
	pick := func(less func(a, b run) bool) run {
		s := append([]run(nil), rs...)
		sort.Slice(s, func(i, j int) bool { return less(s[i], s[j]) })
		return s[len(s)/2]
	}
	return run{
		wall:    pick(func(a, b run) bool { return a.wall < b.wall }).wall,
		cpu:     pick(func(a, b run) bool { return a.cpu < b.cpu }).cpu,
		peakMiB: pick(func(a, b run) bool { return a.peakMiB < b.peakMiB }).peakMiB,
	}
}
