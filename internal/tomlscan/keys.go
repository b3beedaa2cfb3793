package tomlscan

import "strings"

// LongerKey finds the first key or table header with more than limit dotted parts
// (`a.b.c` has three), outside strings and comments; Depth is its number of parts so
// far. A TOML decoder spells out a key's whole path for every part, so a key dotted
// thousands deep costs it time and memory in the square of its length.
func LongerKey(text string, limit int) (Nesting, bool) {
	k := keyScanner{limit: limit}
	for i, line := range strings.Split(text, "\n") {
		if n, over := k.line(line, i+1); over {
			return n, true
		}
	}
	return Nesting{}, false
}

// keyScanner follows where keys stand: at the start of a top-level line, in a table
// header, and after `{` or `,` inside an inline table, up to the `=`.
type keyScanner struct {
	sc    scanner // for the multi-line string state
	open  []byte  // the brackets open, innermost last
	inKey bool
	parts int
	limit int
}

func (k *keyScanner) line(line string, n int) (Nesting, bool) {
	if len(k.open) == 0 && k.sc.quote == "" {
		k.inKey, k.parts = true, 1 // a key, or a header: `[a.b]` counts the same way
	}
	header := isHeader(line, k.sc)
	for i := 0; i < len(line); i++ {
		if k.sc.quote != "" {
			i = k.sc.inMultiline(line, i)
			continue
		}
		switch c := line[i]; c {
		case '#':
			return Nesting{}, false
		case '"', '\'':
			if strings.HasPrefix(line[i:], strings.Repeat(string(c), 3)) {
				k.sc.quote = strings.Repeat(string(c), 3)
				i += 2
				continue
			}
			i = skipString(line, i)
		case '.':
			if k.inKey {
				if k.parts++; k.parts > k.limit {
					return Nesting{Depth: k.parts, Line: n, Col: i + 1}, true
				}
			}
		case '=':
			k.inKey = false
		case '[', '{':
			if !header {
				k.open = append(k.open, c)
				k.inKey, k.parts = c == '{', 1
			}
		case ',':
			if len(k.open) > 0 && k.open[len(k.open)-1] == '{' {
				k.inKey, k.parts = true, 1
			}
		case ']', '}':
			if !header && len(k.open) > 0 {
				k.open = k.open[:len(k.open)-1]
			}
		}
	}
	return Nesting{}, false
}
