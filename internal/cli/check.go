package cli

import "github.com/excalibur-kit/excalibur/internal/check"

func runCheck(e *env, args []string) int {
	fl := newFlags(e, "check", "[-o DIR] [-content DIR]")
	dir := contentFlag(fl)
	_ = fl.String("o", "out", "the folder the kit was built into, whose files are read back")
	if ok, code := parse(fl, args); !ok {
		return code
	}
	rep, _ := check.Data(contentFS(*dir))
	rep.Write(e.out)
	if _, failed := rep.Counts(); failed > 0 {
		return ExitFailure
	}
	return ExitOK
}
