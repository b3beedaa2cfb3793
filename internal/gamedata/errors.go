package gamedata

import (
	"fmt"
	"sort"
	"strings"
)

// Error is one problem in a data file: where it is and what was expected.
type Error struct {
	File  string // path as the user knows it, e.g. content/manors.toml
	Line  int    // 1-based; 0 when the problem has no single line
	Col   int    // 1-based byte column, when the problem is at one place in the line
	Field string // dotted key, with the record, e.g. manor "foxwood" income.supervised
	Msg   string
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d", e.Line)
	}
	if e.Line > 0 && e.Col > 0 {
		fmt.Fprintf(&b, ":%d", e.Col)
	}
	b.WriteString(": ")
	if e.Field != "" {
		b.WriteString(e.Field)
		b.WriteString(": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

// Errors is every problem found, in file and line order.
type Errors []*Error

func (es Errors) Error() string {
	lines := make([]string, len(es))
	for i, e := range es {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}

func (es Errors) sorted() Errors {
	sort.SliceStable(es, func(i, j int) bool {
		if es[i].File != es[j].File {
			return es[i].File < es[j].File
		}
		return es[i].Line < es[j].Line
	})
	return es
}

// OrNil turns an empty list into a nil error, so callers can write `if err != nil`.
func (es Errors) OrNil() error {
	if len(es) == 0 {
		return nil
	}
	return es.sorted()
}
