package cli

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/excalibur-kit/excalibur/internal/build"
)

// checkLists refuses, as usage errors, an empty -o and an empty --lang or --only list
// (`--lang ""`, `--lang ,`): a build of nothing would publish an empty kit over the last.
func checkLists(e *env, fl *flag.FlagSet, out, langs, only string) bool {
	given := map[string]bool{}
	fl.Visit(func(f *flag.Flag) { given[f.Name] = true })
	var problem string
	switch {
	case out == "":
		problem = "-o: expected a folder, e.g. -o out"
	case len(split(langs)) == 0:
		problem = fmt.Sprintf("--lang: expected one or more languages, comma-separated, e.g. en,pl,fr; got %q", langs)
	case given["only"] && len(split(only)) == 0:
		problem = fmt.Sprintf("--only: expected one or more components, comma-separated (leave --only out to build all); got %q", only)
	default:
		return true
	}
	fmt.Fprintf(e.err, "excalibur build: %s\n", problem)
	fl.Usage()
	return false
}

// sources are the folders given on the command line that the build reads: the output
// may not overlap them.
func sources(content, layout, locales string) []build.Source {
	return []build.Source{
		{Dir: content, What: "the -content folder"},
		{Dir: layout, What: "the -layout folder"},
		{Dir: locales, What: "the -locales folder"},
	}
}

// interrupts is a context cancelled by Ctrl-C (SIGINT) or SIGTERM: the build stops, its
// stage is removed, and the output is left as it was.
func interrupts() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
}
