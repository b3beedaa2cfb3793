package serve

import (
	"runtime"
	"syscall"
)

// lowered runs f on an operating-system thread of its own at the lowest priority, so
// that the browser drawing what was just sent, and the first jobs of the designer's next
// save, take the processor from it whenever they need it. The thread ends with f (the
// goroutine exits locked to it), so no other goroutine ever runs at that priority.
func lowered(f func()) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		runtime.LockOSThread()
		// On Linux a priority is a thread's own; a refusal leaves it as it was.
		_ = syscall.Setpriority(syscall.PRIO_PROCESS, syscall.Gettid(), 19)
		f()
	}()
	<-done
}
