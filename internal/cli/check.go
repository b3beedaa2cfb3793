package cli

import (
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/excalibur-kit/excalibur/internal/build"
	"github.com/excalibur-kit/excalibur/internal/check"
	"github.com/excalibur-kit/excalibur/layout"
	"github.com/excalibur-kit/excalibur/locales"
)

func runCheck(e *env, args []string) int {
	fl := newFlags(e, "check", "[-o DIR] [-content DIR] [-layout DIR] [-locales DIR]")
	dir := contentFlag(fl)
	out := fl.String("o", "out", "the folder the kit was built into, whose files are read back")
	layoutDir := fl.String("layout", "", "read the layout from this folder instead of the built-in layout/kit.toml")
	locDir := fl.String("locales", "", "read the translations from this folder instead of the built-in locales/")
	if ok, code := parse(fl, args); !ok {
		return code
	}
	rep, d := check.Data(contentFS(*dir))
	outGiven := false
	fl.Visit(func(f *flag.Flag) { outGiven = outGiven || f.Name == "o" })
	if d != nil {
		rep.Results = append(rep.Results, check.Room(d, dirOr(*layoutDir, layout.FS)))
		rep.Results = append(rep.Results, check.Translations(contentFS(*dir), dirOr(*locDir, locales.FS), d))
	}
	if d != nil {
		_, err := os.Stat(filepath.Join(*out, build.ManifestName))
		switch {
		case errors.Is(err, fs.ErrNotExist) && !outGiven:
			fmt.Fprintf(e.out, "note: no kit built in %s; build it to check the printed files\n", *out)
		default:
			in, err := build.Load(build.Options{Content: contentFS(*dir), Layout: dirOr(*layoutDir, layout.FS), Locales: dirOr(*locDir, locales.FS)})
			if err != nil {
				rep.Results = append(rep.Results, check.Result{Group: "printed files", Problems: []string{err.Error()}})
				break
			}
			rep.Results = append(rep.Results, check.Printed(*out, in)...)
		}
	}
	rep.Write(e.out)
	if _, failed := rep.Counts(); failed > 0 {
		return ExitFailure
	}
	return ExitOK
}
