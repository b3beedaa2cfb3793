//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package build

import (
	"os"
	"syscall"
	"time"
)

// A build holds an exclusive lock on its stage for as long as it lives; a stage nobody
// holds is left over from a build that was killed.

// lockDir locks dir, waiting for the lock if another process holds it.
func lockDir(dir string) (*os.File, error) {
	f, err := os.Open(dir)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// lockStale locks dir if no live build holds it, and says whether it did.
func lockStale(dir string, _ time.Time) (*os.File, bool) {
	f, err := os.Open(dir)
	if err != nil {
		return nil, false
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		return nil, false
	}
	return f, true
}

// writable says whether this process may add and remove entries in the folder dir.
func writable(dir string) error {
	const w, x = 2, 1 // W_OK, X_OK
	return syscall.Access(dir, w|x)
}
