package cli

import (
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"path"

	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/names"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
	"github.com/excalibur-kit/excalibur/locales"
)

// runTranslations reports, for translators, what each language lacks: labels missing,
// labels whose English changed since they were translated (old and new English side by
// side), and the rules text files not yet translated.
func runTranslations(e *env, args []string) int {
	fl := newFlags(e, "translations", "[-strict] [-content DIR] [-locales DIR] [LANG...]")
	dir := contentFlag(fl)
	locDir := fl.String("locales", "", "read the translations from this folder instead of the built-in locales/")
	strict := fl.Bool("strict", false, "exit 1 if anything is missing or stale")
	if err := fl.Parse(args); errors.Is(err, flag.ErrHelp) {
		return ExitOK
	} else if err != nil {
		return ExitUsage
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

// reportRules compares the rules text files of a language with the English ones.
func reportRules(e *env, fsys fs.FS, lang string) bool {
	src := rulesFiles(fsys, i18n.Source)
	have := map[string]bool{}
	for _, f := range rulesFiles(fsys, lang) {
		have[f] = true
	}
	var missing []string
	for _, f := range src {
		if !have[f] {
			missing = append(missing, f)
		}
	}
	fmt.Fprintf(e.out, "%s  rules text: %d of %d files\n", lang, len(src)-len(missing), len(src))
	if len(missing) > 0 && len(missing) < len(src) {
		for _, f := range missing {
			fmt.Fprintf(e.out, "    missing content/rules/%s/%s\n", lang, f)
		}
	}
	return len(missing) > 0
}

func rulesFiles(fsys fs.FS, lang string) []string {
	var out []string
	for _, dir := range []string{path.Join(rulebook.Dir, lang), path.Join(rulebook.Dir, lang, rulebook.QuickDir)} {
		names, _ := fs.Glob(fsys, dir+"/*.md")
		for _, n := range names {
			out = append(out, n[len(path.Join(rulebook.Dir, lang))+1:])
		}
	}
	return out
}
