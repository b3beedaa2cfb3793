package rulebook

import (
	"fmt"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/i18n"
)

// LintDashes reports, at file:line, each dash of the texts written in another style than
// the language's one dash (i18n.Dashes: Polish writes a spaced en dash, never an em dash
// or a spaced hyphen). A language without the rule has nothing to report.
func LintDashes(lang string, texts []Text) []error {
	var errs []error
	for _, t := range texts {
		for n, line := range strings.Split(t.Body, "\n") {
			for _, p := range i18n.Dashes(lang, line) {
				errs = append(errs, fmt.Errorf("%s: %s", t.at(n), p))
			}
		}
	}
	return errs
}
