package cli

import (
	"fmt"
	"os"

	"github.com/excalibur-kit/excalibur/internal/export"
	"github.com/excalibur-kit/excalibur/rules"
)

func runExport(e *env, args []string) int {
	fl := newFlags(e, "export", "--json [-o FILE] [-content DIR]")
	dir := contentFlag(fl)
	asJSON := fl.Bool("json", false, "write JSON (the only format for now; required)")
	out := fl.String("o", "-", "write to this file instead of standard output")
	if ok, code := parse(fl, args); !ok {
		return code
	}
	if !*asJSON {
		fmt.Fprintln(e.err, "excalibur export: say which format: --json")
		fl.Usage()
		return ExitUsage
	}
	d, ok := loadData(e, *dir)
	if !ok {
		return ExitFailure
	}
	b, err := export.JSON(rules.New(d))
	if err != nil {
		fmt.Fprintf(e.err, "excalibur export: %v\n", err)
		return ExitFailure
	}
	if *out == "-" {
		_, err = e.out.Write(b)
	} else {
		err = os.WriteFile(*out, b, 0o644)
	}
	if err != nil {
		fmt.Fprintf(e.err, "excalibur export: %v\n", err)
		return ExitFailure
	}
	return ExitOK
}
