//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package build

import (
	"os"
	"time"
)

// Without flock, a stage counts as left over from a killed build once it is a day old.

func lockDir(dir string) (*os.File, error) { return nil, nil }

func lockStale(dir string, mod time.Time) (*os.File, bool) {
	return nil, time.Since(mod) > 24*time.Hour
}

// writable cannot be known beforehand here; a failed move restores the folder.
func writable(dir string) error { return nil }
