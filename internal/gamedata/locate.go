package gamedata

import (
	"slices"

	"github.com/BurntSushi/toml"
	"github.com/excalibur-kit/excalibur/internal/tomlscan"
)

// The TOML decoder keeps no positions for keys inside arrays of tables (it remembers one
// line per key path, the last: a bad value in the second [[manor]] was reported on the
// line of the same key in the fortieth), so errors are pointed at their line by reading
// the file's own layout (tomlscan): its headers and its `key = value` lines, each with
// the table it belongs to.

// entries is the file's layout, scanned once.
func (s *source) entries() []tomlscan.Entry {
	if s.layout == nil {
		s.layout = tomlscan.Entries(s.text)
	}
	return s.layout
}

// tableLine is the line of the header of a table, or of its index-th element when it is
// an array of tables (index >= 0). It is 0 when the header is not found.
func (s *source) tableLine(table string, index int) int {
	if i := s.header(table, index); i >= 0 {
		return s.entries()[i].Line
	}
	return 0
}

// header is the position in entries of a table's header, or -1.
func (s *source) header(table string, index int) int {
	path := tomlscan.SplitKey(table)
	for i, e := range s.entries() {
		if e.Key == nil && e.Array == (index >= 0) && slices.Equal(e.Table, path) && (index < 0 || e.Index == index) {
			return i
		}
	}
	return -1
}

// fieldLine is the line of a key inside the index-th element of an array of tables (or
// inside a plain table when index < 0). A dotted key is looked up whole, then by its
// leading parts, so income.supervised.knight finds `income.supervised = {...}`; a key
// that is only the start of a line's key finds it too (income finds income.supervised).
// Without a match it falls back to the record's header.
func (s *source) fieldLine(table string, index int, key string) int {
	h := s.header(table, index)
	if h < 0 {
		return 0
	}
	es := s.entries()
	want := append(tomlscan.SplitKey(table), tomlscan.SplitKey(key)...)
	best, line := 0, es[h].Line
	for _, e := range es[h+1:] {
		if e.Key == nil && (!hasPrefix(e.Table, es[h].Table) || len(e.Table) == len(es[h].Table)) {
			break // the next record, or a table outside this one
		}
		if n := shared(e.Path(), want); n > best {
			best, line = n, e.Line
		}
	}
	return line
}

// shared is how many parts of want a line with key path got names: all of got when it
// is a prefix of want, all of want when want is a prefix of got, else 0. Only keys below
// the record's header count.
func shared(got, want []string) int {
	switch {
	case hasPrefix(want, got):
		return len(got)
	case hasPrefix(got, want):
		return len(want)
	}
	return 0
}

func hasPrefix(s, prefix []string) bool {
	return len(s) >= len(prefix) && slices.Equal(s[:len(prefix)], prefix)
}

// keyLine finds the nth (from 0) occurrence of an undecoded (unknown) key: the line that
// names the most of its path under the table it belongs to, so `treasury` in [movement]
// is not found in [start], and a key of a record's inline table finds the record's line.
func (s *source) keyLine(k toml.Key, nth int) int {
	var lines []int
	best := 0
	for _, e := range s.entries() {
		p := e.Path()
		if !hasPrefix(k, p) || len(p) < best {
			continue
		}
		if len(p) > best {
			best, lines = len(p), nil
		}
		lines = append(lines, e.Line)
	}
	if len(lines) == 0 {
		return 0
	}
	return lines[min(nth, len(lines)-1)]
}
