package gamedata

import (
	"strings"

	"github.com/BurntSushi/toml"
)

// The TOML decoder keeps no positions for keys inside arrays of tables, so errors found
// after decoding are pointed at their line by reading the file's own layout: headers
// ([table] and [[table]]) at the start of a line, and `key = value` lines below them.

// tableLine is the line of the header of a table, or of its index-th element when it is
// an array of tables (index >= 0). It is 0 when the header is not found.
func (s *source) tableLine(table string, index int) int {
	header := "[" + table + "]"
	if index >= 0 {
		header = "[[" + table + "]]"
	}
	n := 0
	for i, line := range strings.Split(s.text, "\n") {
		if headerOf(line) != header {
			continue
		}
		if index < 0 || n == index {
			return i + 1
		}
		n++
	}
	return 0
}

// fieldLine is the line of a key inside the index-th element of an array of tables (or
// inside a plain table when index < 0). A dotted key is looked up whole, then by its
// leading parts, so income.supervised.knight finds `income.supervised = {...}`. Without a
// match it falls back to the record's header.
func (s *source) fieldLine(table string, index int, key string) int {
	start := s.tableLine(table, index)
	if start == 0 {
		return 0
	}
	lines := strings.Split(s.text, "\n")
	end := len(lines)
	for i := start; i < len(lines); i++ {
		if headerOf(lines[i]) != "" && !strings.HasPrefix(headerOf(lines[i]), "["+table+".") &&
			!strings.HasPrefix(headerOf(lines[i]), "[["+table+".") {
			end = i
			break
		}
	}
	parts := strings.Split(key, ".")
	for n := len(parts); n > 0; n-- {
		want := strings.Join(parts[:n], ".")
		for i := start; i < end; i++ {
			if keyOf(lines[i]) == want || strings.HasPrefix(keyOf(lines[i]), want+".") {
				return i + 1
			}
		}
	}
	return start
}

// keyLine finds an undecoded (unknown) key: its first `key =` line under a header of its
// table.
func (s *source) keyLine(k toml.Key) int {
	last := k[len(k)-1]
	for i, line := range strings.Split(s.text, "\n") {
		if keyOf(line) == last || strings.HasSuffix(keyOf(line), "."+last) {
			return i + 1
		}
	}
	return 0
}

func headerOf(line string) string {
	line = strings.TrimSpace(line)
	if !strings.HasPrefix(line, "[") {
		return ""
	}
	if i := strings.Index(line, "#"); i >= 0 {
		line = strings.TrimSpace(line[:i])
	}
	return line
}

func keyOf(line string) string {
	line = strings.TrimSpace(line)
	if line == "" || line[0] == '#' || line[0] == '[' {
		return ""
	}
	k, _, ok := strings.Cut(line, "=")
	if !ok {
		return ""
	}
	return strings.TrimSpace(k)
}
