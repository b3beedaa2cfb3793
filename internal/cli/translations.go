package cli

import (
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/names"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
	"github.com/excalibur-kit/excalibur/locales"
)

// runTranslations reports, for translators, what each language lacks: labels missing,
// labels whose English changed since they were translated (old and new English side by
// side), and the rules text files not yet translated.
func runTranslations(e *env, args []string) int {
	fl := newFlags(e, "translations", "[-strict] [-content DIR] [-locales DIR] [LANG...]  |  -accept LANG [-content DIR] [FILE...]")
	dir := contentFlag(fl)
	locDir := fl.String("locales", "", "read the translations from this folder instead of the built-in locales/")
	strict := fl.Bool("strict", false, "exit 1 if anything is missing or stale")
	accept := fl.String("accept", "", "record that the named rules files of `LANG` (all, if none are named) are translated from today's English")
	if err := fl.Parse(args); errors.Is(err, flag.ErrHelp) {
		return ExitOK
	} else if err != nil {
		return ExitUsage
	}
	if *accept != "" {
		return acceptRules(e, *dir, *accept, fl.Args())
	}
	d, ok := loadData(e, *dir)
	if !ok {
		return ExitFailure
	}
	cat, err := i18n.Load(dirOr(*locDir, locales.FS))
	if err == nil {
		err = cat.AddNames(names.Of(d))
	}
	if err != nil {
		fmt.Fprintf(e.err, "excalibur translations: %v\n", err)
		return ExitFailure
	}
	langs := fl.Args()
	if len(langs) == 0 {
		for _, l := range cat.Languages() {
			if l != i18n.Source {
				langs = append(langs, l)
			}
		}
	}
	behind := false
	for _, lang := range langs {
		behind = reportLabels(e, cat.Status(lang)) || behind
		behind = reportRules(e, contentFS(*dir), lang) || behind
	}
	if *strict && behind {
		return ExitFailure
	}
	return ExitOK
}

func reportLabels(e *env, st i18n.Status) bool {
	done := st.Total - len(st.Missing) - len(st.Stale)
	fmt.Fprintf(e.out, "%s  labels: %d of %d up to date, %d missing, %d stale\n", st.Lang, done, st.Total, len(st.Missing), len(st.Stale))
	for _, id := range st.Missing {
		fmt.Fprintf(e.out, "    missing %s\n", id)
	}
	for _, s := range st.Stale {
		fmt.Fprintf(e.out, "    stale %s\n      English was: %s\n      English now: %s\n      translation: %s\n", s.ID, s.Was, s.Now, s.Translation)
	}
	for _, id := range st.Extra {
		fmt.Fprintf(e.out, "    no longer used %s\n", id)
	}
	return len(st.Missing)+len(st.Stale) > 0
}

// reportRules compares the rules text files of a language with the English, block by
// block: files not translated, files with no record of the English they were made from,
// and, for the rest, each English block changed since, beside its translation.
func reportRules(e *env, fsys fs.FS, lang string) bool {
	files, err := rulebook.TranslationState(fsys, lang)
	if err != nil {
		fmt.Fprintf(e.out, "%s  rules text: %v\n", lang, err)
		return true
	}
	current, missing := 0, 0
	for _, f := range files {
		switch {
		case f.Current():
			current++
		case f.Missing:
			missing++
		}
	}
	fmt.Fprintf(e.out, "%s  rules text: %d of %d files up to date, %d not translated\n", lang, current, len(files), missing)
	for _, f := range files {
		reportRulesFile(e, lang, f, missing < len(files))
	}
	return current < len(files)
}

// reportRulesFile prints what a translator needs to bring one file up to date. Missing
// files are listed only when some are translated: a language not started is one line.
func reportRulesFile(e *env, lang string, f rulebook.FileState, started bool) {
	name := path.Join("content", rulebook.Dir, lang, f.File)
	switch {
	case f.Current():
	case f.Missing:
		if started {
			fmt.Fprintf(e.out, "    not translated %s\n", name)
		}
	case f.Unstamped:
		fmt.Fprintf(e.out, "    not accepted %s (no record of the English it was translated from;\n"+
			"      when it is done: excalibur translations -accept %s %s)\n", name, lang, f.File)
	default:
		fmt.Fprintf(e.out, "    stale %s: %s of the English changed since it was translated\n", name, blocks(len(f.Changes)))
		for _, c := range f.Changes {
			reportChange(e, f.File, c)
		}
	}
}

func reportChange(e *env, file string, c rulebook.BlockChange) {
	switch c.Kind {
	case "added":
		fmt.Fprintf(e.out, "      added at en/%s:%d\n        English now: %s\n", file, c.Line, oneLine(c.Now))
	case "removed":
		fmt.Fprintf(e.out, "      removed\n        English was: %s\n        translation: %s\n", oneLine(c.Was), oneLine(c.Translation))
	default:
		fmt.Fprintf(e.out, "      changed at en/%s:%d\n        what changed: %s\n        English was: %s\n        English now: %s\n        translation: %s\n",
			file, c.Line, c.Diff, oneLine(c.Was), oneLine(c.Now), oneLine(c.Translation))
	}
}

func blocks(n int) string {
	if n == 1 {
		return "1 block"
	}
	return fmt.Sprintf("%d blocks", n)
}

// oneLine folds a block onto one line so each report entry stays one line per version.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// acceptRules records that the given rules files of lang (all of them when none are
// named) are translated from today's English. It writes into the content folder on disk:
// -content, or ./content when run from the repository.
func acceptRules(e *env, dir, lang string, files []string) int {
	if dir == "" {
		dir = "content"
	}
	if _, err := os.Stat(filepath.Join(dir, rulebook.Dir, i18n.Source)); err != nil {
		fmt.Fprintf(e.err, "excalibur translations: -accept writes into the content folder, and %s has no rules text; run it from the repository or give -content DIR\n", dir)
		return ExitUsage
	}
	if len(files) == 0 {
		st, err := rulebook.TranslationState(os.DirFS(dir), lang)
		if err != nil {
			fmt.Fprintf(e.err, "excalibur translations: %v\n", err)
			return ExitFailure
		}
		for _, f := range st {
			if !f.Missing {
				files = append(files, f.File)
			}
		}
	}
	if err := rulebook.Accept(dir, lang, files); err != nil {
		fmt.Fprintf(e.err, "excalibur translations: %v\n", err)
		return ExitFailure
	}
	fmt.Fprintf(e.out, "%s: accepted %d rules files as translated from today's English\n", lang, len(files))
	return ExitOK
}
