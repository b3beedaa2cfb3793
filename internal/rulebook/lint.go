package rulebook

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
)

// Lint finds numbers typed into the rules text (the year 1989, which names the original
// rules, aside). Every number of the rules comes from
// the data or the engine through a template value, so a digit outside {{ }} is either a
// rule value typed by hand (which would not follow a change of the engine) or a slip.
// Section numbers live in the front matter, cross references are by id ([[combat]]);
// the markers of a numbered list ("1. ") are allowed.
func Lint(s Source) []error {
	var errs []error
	for i, line := range strings.Split(s.Body, "\n") {
		if m := reListMarker.FindString(line); m != "" { // "1. " starts a numbered list item
			line = strings.Repeat(" ", len(m)) + line[len(m):]
		}
		for _, span := range reAllowed.FindAllStringIndex(line, -1) {
			line = line[:span[0]] + strings.Repeat(" ", span[1]-span[0]) + line[span[1]:]
		}
		col := strings.IndexFunc(line, unicode.IsDigit)
		if col < 0 {
			continue
		}
		word := reWord.FindString(line[col:])
		errs = append(errs, fmt.Errorf("%s:%d:%d: %q is typed into the text: name the value instead ({{n \"...\"}}; `excalibur values` lists them)",
			s.File, s.Line+i, col+1, word))
	}
	return errs
}

var (
	// reAllowed: template actions, and the year that names the original edition.
	reAllowed    = regexp.MustCompile(`\{\{.*?\}\}|\b1989\b`)
	reWord       = regexp.MustCompile(`^[\p{N}\p{L}.,–-]+`)
	reListMarker = regexp.MustCompile(`^\s*\d+[.)]\s`)
)
