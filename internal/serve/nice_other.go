//go:build !linux

package serve

// lowered runs f: only Linux gives one thread of a process its own priority.
func lowered(f func()) { f() }
