// Command kitbench measures the whole kit's build and check as a user runs them: it
// runs `excalibur build` and then `excalibur check` of what it built, several times,
// each as a separate process, and reports, for each run and as medians side by side,
// the wall time, the CPU time (user + system) and the peak memory (maximum resident
// set size), with the check's wall time as a multiple of the build's. `make bench`
// runs it.
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
	n := flag.Int("n", 5, "number of builds, each followed by a check")
	out := flag.String("o", os.TempDir()+"/excalibur-bench", "output folder of the builds")
	flag.Parse()
	var builds, checks []run
	for i := 0; i < *n; i++ {
		b, err := measure(*bin, append([]string{"build", "-o", *out}, flag.Args()...))
		if err == nil {
			builds = append(builds, b)
			var c run
			c, err = measure(*bin, []string{"check", "-o", *out})
			checks = append(checks, c)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "kitbench:", err)
			os.Exit(1)
		}
		fmt.Printf("run %d: build %s | check %s\n", i+1, builds[i], checks[i])
	}
	mb, mc := median(builds), median(checks)
	fmt.Printf("median of %d:\n  build  %s\n  check  %s\n", len(builds), mb, mc)
	fmt.Printf("check/build wall: %.2f\n", float64(mc.wall)/float64(mb.wall))
	os.RemoveAll(*out)
}

func (r run) String() string {
	return fmt.Sprintf("wall %4d ms  cpu %4d ms  peak %5.1f MiB", r.wall.Milliseconds(), r.cpu.Milliseconds(), r.peakMiB)
}

// measure runs the binary once and reads the child's resource usage from the kernel.
func measure(bin string, args []string) (run, error) {
	cmd := exec.Command(bin, args...)
	start := time.Now()
	if b, err := cmd.CombinedOutput(); err != nil {
		return run{}, fmt.Errorf("%s %s: %v\n%s", bin, args[0], err, b)
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
