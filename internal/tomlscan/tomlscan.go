// Package tomlscan reads the layout of a TOML file without decoding it: where each table
// header and each key is, and how deeply arrays and inline tables nest. The decoder keeps
// no usable positions for keys inside arrays of tables, and a decoder recursing into a
// hostile file can overflow the stack, so both questions are answered here, by a scanner
// that only knows strings, comments and brackets.
package tomlscan

import (
	"strconv"
	"strings"
)

// Entry is one table header or one `key = value` line at the top level of a file.
type Entry struct {
	Line  int      // 1-based
	Table []string // the header in force: for a header, the header itself
	Key   []string // the dotted key under Table; nil for a header
	Array bool     // a [[header]] (an element of an array of tables)
	Index int      // for an [[header]]: its count among headers of the same path, from 0
}

// Path is the full key path of the entry: its table then its key.
func (e Entry) Path() []string {
	return append(append([]string(nil), e.Table...), e.Key...)
}

// Entries lists the headers and keys of text in file order. Lines inside multi-line
// strings, arrays and inline tables are not keys and are skipped.
func Entries(text string) []Entry {
	var out []Entry
	var table []string
	counts := map[string]int{}
	sc := scanner{}
	for i, line := range strings.Split(text, "\n") {
		if sc.depth == 0 && sc.quote == "" {
			if e, ok := entryOf(line, table, counts); ok {
				e.Line = i + 1
				if e.Key == nil {
					table = e.Table
				}
				out = append(out, e)
			}
		}
		sc.line(line, isHeader(line, sc))
	}
	return out
}

func isHeader(line string, sc scanner) bool {
	return sc.depth == 0 && sc.quote == "" && strings.HasPrefix(strings.TrimLeft(line, " \t"), "[")
}

// entryOf reads a header or a key line; ok is false for blank lines and comments.
func entryOf(line string, table []string, counts map[string]int) (Entry, bool) {
	t := strings.TrimLeft(line, " \t")
	switch {
	case t == "" || t[0] == '#':
		return Entry{}, false
	case strings.HasPrefix(t, "[["):
		end := strings.Index(t, "]]")
		if end < 0 {
			return Entry{}, false
		}
		path := SplitKey(t[2:end])
		k := strings.Join(path, "\x00")
		e := Entry{Table: path, Array: true, Index: counts[k]}
		counts[k]++
		return e, true
	case t[0] == '[':
		end := strings.Index(t, "]")
		if end < 0 {
			return Entry{}, false
		}
		return Entry{Table: SplitKey(t[1:end]), Index: -1}, true
	}
	k, _, ok := cutOutsideQuotes(t, '=')
	if !ok {
		return Entry{}, false
	}
	return Entry{Table: table, Key: SplitKey(k), Index: -1}, true
}

// SplitKey splits a dotted key (`a."b.c".d`, as in a header or Key.String()) into its
// parts, unquoted.
func SplitKey(s string) []string {
	var parts []string
	for {
		part, rest, more := cutOutsideQuotes(s, '.')
		parts = append(parts, unquote(strings.TrimSpace(part)))
		if !more {
			return parts
		}
		s = rest
	}
}

func unquote(s string) string {
	if len(s) >= 2 && s[0] == '\'' && s[len(s)-1] == '\'' {
		return s[1 : len(s)-1]
	}
	if len(s) >= 2 && s[0] == '"' {
		if u, err := strconv.Unquote(s); err == nil {
			return u
		}
	}
	return s
}

// cutOutsideQuotes cuts s at the first sep that is not inside a quoted part.
func cutOutsideQuotes(s string, sep byte) (before, after string, found bool) {
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote == '"' && c == '\\':
			i++
		case quote != 0 && c == quote:
			quote = 0
		case quote == 0 && (c == '"' || c == '\''):
			quote = c
		case quote == 0 && c == sep:
			return s[:i], s[i+1:], true
		}
	}
	return s, "", false
}

// Nesting is how deep a file's arrays and inline tables nest, and where.
type Nesting struct {
	Depth     int
	Line, Col int // of the bracket that opened the level; Col counts bytes from 1
}

// Deepest scans text for its deepest nesting of arrays and inline tables, counting the
// brackets outside strings, comments and table headers. It reports the first bracket
// that reached the deepest level.
func Deepest(text string) Nesting {
	sc := scanner{}
	for i, line := range strings.Split(text, "\n") {
		sc.lineNo = i + 1
		sc.line(line, isHeader(line, sc))
	}
	return sc.deepest
}

// Deeper finds the first bracket that opens a level deeper than limit; Depth is then the
// deepest level of the line it is on. It is the place to show a user: in a file with
// unclosed brackets the deepest level of the whole file is somewhere after the mistake.
func Deeper(text string, limit int) (Nesting, bool) {
	sc := scanner{limit: limit}
	for i, line := range strings.Split(text, "\n") {
		sc.lineNo, sc.lineMax = i+1, 0
		sc.line(line, isHeader(line, sc))
		if sc.over.Line > 0 {
			return Nesting{Depth: sc.lineMax, Line: sc.over.Line, Col: sc.over.Col}, true
		}
	}
	return Nesting{}, false
}

// scanner follows the state a TOML lexer carries from line to line: the depth of open
// brackets and the multi-line string it is inside, if any.
type scanner struct {
	depth   int
	quote   string // `"""` or `'''` while inside a multi-line string
	lineNo  int
	deepest Nesting
	limit   int     // for Deeper: the level not to pass
	over    Nesting // the first bracket past limit
	lineMax int     // the deepest level of the current line
}

// line scans one line; a header line's brackets do not nest values.
func (sc *scanner) line(line string, header bool) {
	if header {
		return
	}
	for i := 0; i < len(line); i++ {
		if sc.quote != "" {
			i = sc.inMultiline(line, i)
			continue
		}
		switch c := line[i]; c {
		case '#':
			return
		case '"', '\'':
			if strings.HasPrefix(line[i:], strings.Repeat(string(c), 3)) {
				sc.quote = strings.Repeat(string(c), 3)
				i += 2
				continue
			}
			i = skipString(line, i)
		case '[', '{':
			sc.depth++
			if sc.depth > sc.deepest.Depth {
				sc.deepest = Nesting{Depth: sc.depth, Line: sc.lineNo, Col: i + 1}
			}
			sc.lineMax = max(sc.lineMax, sc.depth)
			if sc.limit > 0 && sc.depth > sc.limit && sc.over.Line == 0 {
				sc.over = Nesting{Depth: sc.depth, Line: sc.lineNo, Col: i + 1}
			}
		case ']', '}':
			if sc.depth > 0 {
				sc.depth--
			}
		}
	}
}

// inMultiline advances inside a multi-line string from i and returns the index of the
// last byte it consumed.
func (sc *scanner) inMultiline(line string, i int) int {
	for ; i < len(line); i++ {
		if sc.quote == `"""` && line[i] == '\\' {
			i++
			continue
		}
		if strings.HasPrefix(line[i:], sc.quote) {
			sc.quote = ""
			return i + 2
		}
	}
	return i
}

// skipString returns the index of the quote that closes the one-line string at i (or the
// line's last byte if it is not closed: the decoder will say so).
func skipString(line string, i int) int {
	q := line[i]
	for j := i + 1; j < len(line); j++ {
		switch {
		case q == '"' && line[j] == '\\':
			j++
		case line[j] == q:
			return j
		}
	}
	return len(line) - 1
}
