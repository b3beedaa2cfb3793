//go:build !unix

package serve

import "time"

// cpuTime is not measured here: the benchmark reports it as zero.
func cpuTime() time.Duration { return 0 }
