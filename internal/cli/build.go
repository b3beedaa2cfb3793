package cli

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/excalibur-kit/excalibur/internal/build"
	"github.com/excalibur-kit/excalibur/layout"
	"github.com/excalibur-kit/excalibur/locales"
)

// defaultDate is the date written into every file when SOURCE_DATE_EPOCH is not set:
// fixed, so that two builds of the same input are byte-identical.
var defaultDate = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

func runBuild(e *env, args []string) int {
	fl := newFlags(e, "build", "[-o DIR] [--lang en,pl,fr] [--paper a4|letter] [--fold] [--back-offset X,Y] [--ink-saver] [--draft] [--strict] [--only COMPONENTS]")
	dir := contentFlag(fl)
	out := fl.String("o", "out", "write the kit into this folder: a new or empty one, or an earlier kit (replaced only when the build succeeds)")
	langs := fl.String("lang", "en,pl,fr", "languages to build, comma-separated")
	paper := fl.String("paper", "a4", "paper size: a4 or letter (layout/kit.toml lists them)")
	fold := fl.Bool("fold", false, "fold-over sheets (front and back side by side) instead of duplex pages")
	offset := fl.String("back-offset", "0,0", "your printer's duplex drift as measured on the back side of a printed sheet (the calibration sheet shows it): how many mm the backs sit right of (X) and below (Y) where they should; the build moves the backs the opposite way")
	ink := fl.Bool("ink-saver", false, "black on white, no large areas of colour")
	draft := fl.Bool("draft", false, "build even with untranslated labels and rules files, printed in English between ⟦ ⟧; stale text is marked ⟦ ⟧ too")
	strict := fl.Bool("strict", false, "refuse to build a kit with any translation missing or stale (make release)")
	only := fl.String("only", "", "build only these components, comma-separated (default: all): "+strings.Join(build.Components(), ", "))
	layoutDir := fl.String("layout", "", "read the layout from this folder instead of the built-in layout/kit.toml")
	locDir := fl.String("locales", "", "read the translations from this folder instead of the built-in locales/")
	watching := fl.Bool("watch", false, "gone: excalibur serve (make serve) redraws the kit live in the browser")
	if ok, code := parse(fl, args); !ok {
		return code
	}
	if *watching {
		return usageError(e, fl, "--watch is gone: run excalibur serve (make serve), which redraws what each saved file changes and shows it live in the browser")
	}
	if !checkLists(e, fl, *out, *langs, *only) {
		return ExitUsage
	}
	bo, err := parseOffset(*offset)
	if err != nil {
		return usageError(e, fl, "--back-offset: %v", err)
	}
	date, err := sourceDate()
	if err != nil {
		return usageError(e, fl, "%v", err)
	}
	lay, locs := dirOr(*layoutDir, layout.FS), dirOr(*locDir, locales.FS)
	if problem := checkChoices(split(*langs), split(*only), *paper, lay, locs); problem != "" {
		return usageError(e, fl, "%s", problem)
	}
	if err := build.CheckSources(*out, sources(*dir, *layoutDir, *locDir)...); err != nil {
		fmt.Fprintf(e.err, "excalibur: %v\n", err)
		return ExitFailure
	}
	o := build.Options{
		Out: *out, Langs: split(*langs), Paper: *paper, Fold: *fold, BackOffset: bo, InkSaver: *ink,
		Draft: *draft, Only: split(*only), Date: date,
		Content: contentFS(*dir), Layout: lay, Locales: locs,
	}
	lines, behind, err := translationSummary(o.Content, locs, o.Langs)
	if err != nil {
		printDataErrors(e.err, err)
		return ExitFailure
	}
	if *strict && len(behind) > 0 {
		fmt.Fprintf(e.err, "excalibur build --strict: %s not complete and up to date, nothing was written:\n  %s\n(excalibur translations %s says what to do)\n",
			strings.Join(behind, ", "), strings.Join(lines, "\n  "), strings.Join(behind, " "))
		return ExitFailure
	}
	ctx, stop := interrupts()
	defer stop()
	if !buildOnce(ctx, e, o) {
		return ExitFailure
	}
	for _, l := range lines {
		fmt.Fprintln(e.out, l)
	}
	return ExitOK
}

// buildOnce builds the kit and prints the report or the errors.
func buildOnce(ctx context.Context, e *env, o build.Options) bool {
	start := time.Now()
	results, err := build.RunContext(ctx, o)
	if err != nil {
		printDataErrors(e.err, err)
		return false
	}
	report(e, results, o.Out, time.Since(start))
	return true
}

// report prints what the build wrote and how long each part took.
func report(e *env, results []build.Result, out string, total time.Duration) {
	tw := tabwriter.NewWriter(e.out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "component\tlang\tfiles\tpages\tKiB\tms\t")
	files, bytes := 0, 0
	for _, r := range results {
		pages, size := 0, 0
		for _, f := range r.Files {
			pages += f.Pages
			size += f.Bytes
		}
		files += len(r.Files)
		bytes += size
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%d\t%d\t  %s\n", r.Component, r.Lang, len(r.Files), pages, size/1024, r.Duration.Milliseconds(), r.Note)
	}
	tw.Flush()
	fmt.Fprintf(e.out, "wrote %d files (%d KiB) and %s/%s in %d ms\n", files, bytes/1024, out, build.ManifestName, total.Milliseconds())
}

func split(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

func parseOffset(s string) ([2]float64, error) {
	parts := strings.Split(s, ",")
	if len(parts) != 2 {
		return [2]float64{}, fmt.Errorf("expected X,Y in mm (e.g. 1.5,-0.5), got %q", s)
	}
	var v [2]float64
	for i, p := range parts {
		f, err := strconv.ParseFloat(strings.TrimSpace(p), 64)
		if err != nil || !(f >= -20 && f <= 20) { // written so that NaN fails too
			return v, fmt.Errorf("expected X,Y in mm between -20 and 20, got %q", s)
		}
		v[i] = f
	}
	return v, nil
}

// maxEpoch is the last second of the year 9999: PDF and HTML dates have four-digit years.
const maxEpoch = 253402300799

// sourceDate honours SOURCE_DATE_EPOCH (reproducible-builds.org), else a fixed date. A
// value that is not a number of seconds from 1970 to the year 9999 is a usage error, like
// a bad flag: the environment is part of the command line the user typed.
func sourceDate() (time.Time, error) {
	s := os.Getenv("SOURCE_DATE_EPOCH")
	if s == "" {
		return defaultDate, nil
	}
	n, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
	if err != nil || n < 0 || n > maxEpoch {
		return time.Time{}, fmt.Errorf("SOURCE_DATE_EPOCH: expected whole seconds since 1970 from 0 to %d (the year 9999), got %q", maxEpoch, s)
	}
	return time.Unix(n, 0).UTC(), nil
}
