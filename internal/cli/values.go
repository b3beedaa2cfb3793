package cli

import (
	"errors"
	"flag"
	"fmt"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/rulebook"
	"github.com/excalibur-kit/excalibur/rules"
)

// runValues lists the values the rules text may print, for writers and translators.
func runValues(e *env, args []string) int {
	fl := newFlags(e, "values", "[-content DIR] [PREFIX]")
	dir := contentFlag(fl)
	if err := fl.Parse(args); errors.Is(err, flag.ErrHelp) {
		return ExitOK
	} else if err != nil {
		return ExitUsage
	}
	if fl.NArg() > 1 {
		fl.Usage()
		return ExitUsage
	}
	d, ok := loadData(e, *dir)
	if !ok {
		return ExitFailure
	}
	eng := rules.New(d)
	v := rulebook.ValuesOf(eng)
	for _, k := range v.Keys() {
		if strings.HasPrefix(k, fl.Arg(0)) {
			fmt.Fprintf(e.out, "%-44s %d\n", k, v[k])
		}
	}
	fmt.Fprintln(e.out, "\ntables:")
	for _, t := range eng.Tables() {
		fmt.Fprintf(e.out, "  {{table %q}}  (%s)\n", t.ID, t.Section)
	}
	return ExitOK
}
