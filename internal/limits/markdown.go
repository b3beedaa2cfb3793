package limits

import (
	"fmt"
	"strings"
)

// MarkdownText refuses a rules text file that is not text or nests too deeply for the
// Markdown parser and the page layout: block quotes and list items (counted on each line,
// with every two columns of indentation before a marker as one more level), brackets, and
// runs of emphasis delimiters. Lines are numbered from the file's first line.
func MarkdownText(shown string, b []byte) error {
	if err := Text(shown, b); err != nil {
		return err
	}
	opened := 0 // brackets since the paragraph began
	for i, line := range strings.Split(string(b), "\n") {
		if err := markdownLine(shown, i+1, line); err != nil {
			return err
		}
		if strings.TrimSpace(line) == "" {
			opened = 0
			continue
		}
		for col, r := range line {
			if r == '[' {
				if opened++; opened > ParagraphBrackets {
					return &Error{File: shown, Line: i + 1, Col: col + 1,
						Msg: fmt.Sprintf("%d [ in one paragraph; at most %d allowed (the Markdown parser takes time in the square of their number)", opened, ParagraphBrackets)}
				}
			}
		}
	}
	return nil
}

func markdownLine(shown string, n int, line string) error {
	if strings.Trim(line, "*_- \t") == "" {
		return nil // blank, or a thematic break however long
	}
	if d, col := blockDepth(line); d > BlockDepth {
		return &Error{File: shown, Line: n, Col: col,
			Msg: fmt.Sprintf("block quotes and lists nested %d deep; at most %d allowed", d, BlockDepth)}
	}
	if d, col := bracketDepth(line); d > BracketDepth {
		return &Error{File: shown, Line: n, Col: col,
			Msg: fmt.Sprintf("brackets nested %d deep; at most %d allowed", d, BracketDepth)}
	}
	if r, col := longestRun(line); r > DelimiterRun {
		return &Error{File: shown, Line: n, Col: col,
			Msg: fmt.Sprintf("a run of %d emphasis marks (* or _); at most %d allowed", r, DelimiterRun)}
	}
	return nil
}

// blockDepth counts the containers a line opens or continues: `>` markers, list markers
// and indentation. It returns the depth and the column where it passed BlockDepth.
func blockDepth(line string) (depth, col int) {
	indent := 0
	open := func(i int) {
		depth += 1 + indent/2
		indent = 0
		if depth > BlockDepth && col == 0 {
			col = i + 1
		}
	}
	for i := 0; i < len(line); i++ {
		switch c := line[i]; {
		case c == ' ':
			indent++
		case c == '\t':
			indent += 4
		case c == '>':
			open(i)
		case (c == '-' || c == '*' || c == '+') && i+1 < len(line) && line[i+1] == ' ':
			open(i)
		case c >= '0' && c <= '9':
			j := i
			for j < len(line) && line[j] >= '0' && line[j] <= '9' {
				j++
			}
			if j+1 >= len(line) || (line[j] != '.' && line[j] != ')') || line[j+1] != ' ' {
				return depth, col
			}
			open(i)
			i = j
		default:
			return depth, col
		}
	}
	return depth, col
}

// bracketDepth is the deepest nesting of [ in the line.
func bracketDepth(line string) (deepest, col int) {
	d := 0
	for i := 0; i < len(line); i++ {
		switch line[i] {
		case '[':
			d++
			if d > deepest {
				deepest, col = d, i+1
			}
		case ']':
			if d > 0 {
				d--
			}
		}
	}
	return deepest, col
}

// longestRun is the longest run of one emphasis delimiter in the line.
func longestRun(line string) (longest, col int) {
	for i := 0; i < len(line); {
		c := line[i]
		if c != '*' && c != '_' {
			i++
			continue
		}
		j := i
		for j < len(line) && line[j] == c {
			j++
		}
		if j-i > longest {
			longest, col = j-i, i+1
		}
		i = j
	}
	return longest, col
}
