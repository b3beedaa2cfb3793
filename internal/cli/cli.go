// Package cli is the excalibur command line: it parses arguments, runs a command and
// turns its outcome into an exit code. Commands do their work through the other packages.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

// Exit codes.
const (
	ExitOK      = 0 // the command did what was asked
	ExitFailure = 1 // the check found a difference, or the build failed
	ExitUsage   = 2 // the command line was wrong
)

// command is one subcommand.
type command struct {
	name    string
	summary string
	run     func(env *env, args []string) int
}

// env is what a command writes to and reads from.
type env struct {
	out, err io.Writer
}

func commands() []command {
	return []command{
		{"build", "write the kit (PDF, SVG, HTML) into an output folder", runBuild},
		{"serve", "show the kit live in the browser, redrawn on every saved file", runServe},
		{"check", "prove the data, the engine and the printed files agree", runCheck},
		{"export", "write the data and every engine table as one JSON document", runExport},
		{"values", "list the values and tables the rules text can print", runValues},
		{"translations", "report what each translation lacks or has let go stale", runTranslations},
		{"simulate", "play many games with machine players and report how they went", runSimulate},
	}
}

// Run runs the command line args (without the program name) and returns the exit code.
// No panic escapes it: an unexpected one is reported as an internal error.
func Run(args []string, stdout, stderr io.Writer) (code int) {
	defer func() {
		if p := recover(); p != nil {
			fmt.Fprintf(stderr, "excalibur: internal error: %v\nPlease report it with the command you ran.\n", p)
			code = ExitFailure
		}
	}()
	e := &env{out: stdout, err: stderr}
	if len(args) == 0 || args[0] == "-h" || args[0] == "-help" || args[0] == "--help" || args[0] == "help" {
		usage(stderr)
		if len(args) == 0 {
			return ExitUsage
		}
		return ExitOK
	}
	for _, c := range commands() {
		if c.name == args[0] {
			return c.run(e, args[1:])
		}
	}
	fmt.Fprintf(stderr, "excalibur: unknown command %q\n\n", args[0])
	usage(stderr)
	return ExitUsage
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "Usage: excalibur <command> [flags]")
	fmt.Fprintln(w, "\nCommands:")
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w, "\nRun 'excalibur <command> -h' for a command's flags.")
}

// newFlags makes a command's flag set; -h prints the usage and exits 0, a bad flag exits 2.
func newFlags(e *env, name, synopsis string) *flag.FlagSet {
	fl := flag.NewFlagSet(name, flag.ContinueOnError)
	fl.SetOutput(e.err)
	fl.Usage = func() {
		fmt.Fprintf(e.err, "Usage: excalibur %s %s\n\nFlags:\n", name, synopsis)
		fl.PrintDefaults()
	}
	return fl
}

// parse parses flags and says whether to go on, and if not with which exit code.
func parse(fl *flag.FlagSet, args []string) (ok bool, code int) {
	err := fl.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		return false, ExitOK
	case err != nil:
		return false, ExitUsage
	case fl.NArg() > 0:
		fmt.Fprintf(fl.Output(), "excalibur %s: unexpected argument %q\n", fl.Name(), fl.Arg(0))
		fl.Usage()
		return false, ExitUsage
	}
	return true, ExitOK
}

// contentFlag adds -content: read the data from a folder instead of the copy built into
// the program (designers and tests point it at their own files).
func contentFlag(fl *flag.FlagSet) *string {
	return fl.String("content", "", "read the game data from this folder instead of the built-in copy")
}

func contentFS(dir string) fs.FS { return dirOr(dir, content.FS) }

// dirOr is a folder given on the command line, or the built-in copy.
func dirOr(dir string, builtin fs.FS) fs.FS {
	if dir == "" {
		return builtin
	}
	return os.DirFS(dir)
}

// loadData loads and validates the data, printing every problem.
func loadData(e *env, dir string) (*gamedata.Data, bool) {
	d, err := gamedata.Load(contentFS(dir))
	if err != nil {
		printDataErrors(e.err, err)
		return nil, false
	}
	return d, true
}

func printDataErrors(w io.Writer, err error) {
	var es gamedata.Errors
	if errors.As(err, &es) {
		fmt.Fprintf(w, "excalibur: the game data has %d problem(s):\n", len(es))
		for _, x := range es {
			fmt.Fprintf(w, "  %s\n", x)
		}
		return
	}
	fmt.Fprintf(w, "excalibur: %v\n", err)
}
