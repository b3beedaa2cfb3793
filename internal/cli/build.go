package cli

func runBuild(e *env, args []string) int {
	fl := newFlags(e, "build", "[-o DIR] [-content DIR]")
	dir := contentFlag(fl)
	_ = fl.String("o", "out", "write the kit into this folder")
	if ok, code := parse(fl, args); !ok {
		return code
	}
	if _, ok := loadData(e, *dir); !ok {
		return ExitFailure
	}
	return ExitOK
}
