package cli

import (
	"context"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/signal"
	"slices"
	"strings"
	"syscall"

	"github.com/excalibur-kit/excalibur/internal/build"
	ilayout "github.com/excalibur-kit/excalibur/internal/layout"
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

// usageError prints a problem with the command line and the command's usage, and returns
// the usage exit code.
func usageError(e *env, fl *flag.FlagSet, format string, a ...any) int {
	fmt.Fprintf(e.err, "excalibur %s: %s\n", fl.Name(), fmt.Sprintf(format, a...))
	fl.Usage()
	return ExitUsage
}

// checkChoices refuses, as usage errors, a language without a locale file, a component
// the build does not know and a paper the layout does not list. A layout that cannot be
// read is left for the build to report with its file and line.
func checkChoices(langs, only []string, paper string, lay, locs fs.FS) string {
	have := map[string]bool{}
	files, _ := fs.Glob(locs, "*.toml")
	for _, f := range files {
		have[strings.TrimSuffix(f, ".toml")] = true
	}
	for _, l := range langs {
		if !have[l] {
			return fmt.Sprintf("--lang: unknown language %q; expected one of %s (a locales/<lang>.toml file)", l, strings.Join(sortedKeys(have), ", "))
		}
	}
	for _, c := range only {
		if !slices.Contains(build.Components(), c) {
			return fmt.Sprintf("--only: unknown component %q; expected one of %s", c, strings.Join(build.Components(), ", "))
		}
	}
	if l, err := ilayout.Load(lay); err == nil {
		if _, ok := l.Paper[paper]; !ok {
			return fmt.Sprintf("--paper: unknown paper %q; expected one of %s (layout/kit.toml lists them)", paper, strings.Join(l.Papers(), ", "))
		}
	}
	return ""
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
