package cli

import (
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/names"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
	"github.com/excalibur-kit/excalibur/locales"
	engine "github.com/excalibur-kit/excalibur/rules"
)

// runTranslations reports, for translators, what each language lacks: labels missing,
// labels whose English changed since they were translated (old and new English side by
// side), and the rules text files and blocks not yet translated or gone stale. It also
// writes and reads the PO files of a language (-export-po, -import-po).
func runTranslations(e *env, args []string) int {
	fl := newFlags(e, "translations", "[-strict] [-content DIR] [-locales DIR] [LANG...]  |  -accept LANG [FILE...]  |  -export-po LANG [-o DIR]  |  -import-po LANG DIR  |  -new LANG")
	dir := contentFlag(fl)
	locDir := fl.String("locales", "", "read the translations from this folder instead of the built-in locales/")
	strict := fl.Bool("strict", false, "exit 1 if anything is missing or stale")
	accept := fl.String("accept", "", "record that the named rules files of `LANG` (all, if none are named) are translated from today's English")
	exportPO := fl.String("export-po", "", "write the rules text and the labels of `LANG` as gettext PO files (for Poedit, Weblate)")
	importPO := fl.String("import-po", "", "read the PO files of `LANG` from the folder named after it back into content/ and locales/")
	poDir := fl.String("o", "", "with -export-po: the folder to write the PO files into (default po/LANG)")
	start := fl.String("new", "", "start the translation into `LANG`: its rules text, labels and terms files, made from the English, with nothing translated")
	words, code, ok := parseAnywhere(fl, args)
	if !ok {
		return code
	}
	if *poDir != "" && *exportPO == "" {
		return usageError(e, fl, "-o names where -export-po writes its PO files; give -export-po LANG too")
	}
	if *accept != "" {
		return acceptRules(e, *dir, *accept, words)
	}
	if *start != "" {
		if len(words) > 0 {
			return usageError(e, fl, "-new takes one language and nothing else, got %q too", strings.Join(words, " "))
		}
		return startLanguage(e, fl, *dir, *locDir, *start)
	}
	src := pickSources(*dir, *locDir)
	fmt.Fprintf(e.err, "excalibur translations: reading %s\n", src.what)
	d, ok := loadData(e, src.contentDir)
	if !ok {
		return ExitFailure
	}
	cat, err := loadCatalog(src.locales, d)
	if err != nil {
		fmt.Fprintf(e.err, "excalibur translations: %v\n", err)
		return ExitFailure
	}
	switch {
	case *exportPO != "":
		return exportPOFiles(e, fl, src, d, *exportPO, *poDir, words)
	case *importPO != "":
		return importPOFiles(e, fl, src, d, *importPO, words)
	}
	langs, bad := translationLangs(cat, src.content, words)
	if bad != "" {
		return usageError(e, fl, "unknown language %q: the languages are %s", bad, strings.Join(translated(cat), ", "))
	}
	behind := false
	for _, lang := range langs {
		behind = reportLabels(e, cat, cat.Status(lang)) || behind
		behind = reportRules(e, src.content, lang) || behind
		behind = reportTerms(e, src.content, d, cat, lang) || behind
	}
	if *strict && behind {
		return ExitFailure
	}
	return ExitOK
}

// parseAnywhere parses flags given before, between or after the other words of the
// command line (translations pl -strict), which the flag package alone stops at.
func parseAnywhere(fl *flag.FlagSet, args []string) (words []string, code int, ok bool) {
	for {
		if err := fl.Parse(args); errors.Is(err, flag.ErrHelp) {
			return nil, ExitOK, false
		} else if err != nil {
			return nil, ExitUsage, false
		}
		args = fl.Args()
		if len(args) == 0 {
			return words, ExitOK, true
		}
		if args[0] == "--" {
			return append(words, args[1:]...), ExitOK, true
		}
		words, args = append(words, args[0]), args[1:]
	}
}

// reportTerms runs the glossary lint (content/terms/LANG.toml) over the language's rules
// text, quick reference and labels, and lists each finding at its file and line: a
// refused synonym, or a word of a term used outside it. A language without terms in
// force has nothing to report.
func reportTerms(e *env, content fs.FS, d *gamedata.Data, cat *i18n.Catalog, lang string) bool {
	rules, err := rulebook.LoadTerms(content, lang)
	if err != nil {
		fmt.Fprintf(e.out, "%s  terms: %v\n", lang, err)
		return true
	}
	if len(rules) == 0 {
		return false
	}
	// The glossary's terms are the book's; a draft localizer builds it whatever labels
	// are still missing, and the lint reads the files as written, not the draft's text.
	b, err := rulebook.Build(content, lang, engine.New(d), cat.For(lang, true))
	if err != nil {
		fmt.Fprintf(e.out, "%s  terms: the glossary cannot be read: %v\n", lang, err)
		return true
	}
	var srcs []rulebook.Source
	for _, dir := range []string{path.Join(rulebook.Dir, lang), path.Join(rulebook.Dir, lang, rulebook.QuickDir)} {
		s, _ := rulebook.LoadSources(content, dir) // a folder without text has nothing to lint
		srcs = append(srcs, s...)
	}
	texts := append(rulebook.SourceTexts(srcs), rulebook.LabelTexts(cat, lang)...)
	errs := rulebook.LintTerms(b.IndexTerms(), rules, texts)
	fmt.Fprintf(e.out, "%s  terms: %d terms checked (content/terms/%s.toml), %d written otherwise\n", lang, len(rules), lang, len(errs))
	for _, err := range errs {
		fmt.Fprintf(e.out, "    %v\n", err)
	}
	return reportDashes(e, lang, texts) || len(errs) > 0
}

// reportDashes lists each dash of the language's texts written in another style than its
// one dash (Polish: a spaced en dash), at its file and line.
func reportDashes(e *env, lang string, texts []rulebook.Text) bool {
	errs := rulebook.LintDashes(lang, texts)
	if len(errs) > 0 {
		fmt.Fprintf(e.out, "%s  dashes: %d written in another style than a spaced en dash ( – )\n", lang, len(errs))
	}
	for _, err := range errs {
		fmt.Fprintf(e.out, "    %v\n", err)
	}
	return len(errs) > 0
}

// translated lists the languages other than the source.
func translated(cat *i18n.Catalog) []string {
	var out []string
	for _, l := range cat.Languages() {
		if l != i18n.Source {
			out = append(out, l)
		}
	}
	return out
}

// translationLangs is the languages named (all translations when none is), and the first
// named one the kit does not have.
func translationLangs(cat *i18n.Catalog, content fs.FS, named []string) ([]string, string) {
	if len(named) == 0 {
		return translated(cat), ""
	}
	for _, l := range named {
		if l == i18n.Source || (!cat.Has(l) && !rulebook.HasRules(content, l)) {
			return nil, l
		}
	}
	return named, ""
}

// translationSources is where the translations command reads from, and how it says so.
type translationSources struct {
	content, locales       fs.FS
	contentDir, localesDir string // "" for the built-in copy
	what                   string
}

// pickSources reads the folders given, else the files on disk when run inside a checkout
// (a translator editing content/ sees their own edits), else the copy built into the
// program; it says which, since the two can differ.
func pickSources(contentDir, localesDir string) translationSources {
	if contentDir == "" && localesDir == "" && inCheckout() {
		contentDir, localesDir = "content", "locales"
	}
	s := translationSources{contentDir: contentDir, localesDir: localesDir,
		content: contentFS(contentDir), locales: dirOr(localesDir, locales.FS)}
	switch {
	case contentDir == "" && localesDir == "":
		s.what = "the copy of content/ and locales/ built into this program (run it from a checkout to read the files on disk)"
	case contentDir == "":
		s.what = fmt.Sprintf("the built-in content/ and the locales in %s", absPath(localesDir))
	case localesDir == "":
		s.what = fmt.Sprintf("the content in %s and the built-in locales/", absPath(contentDir))
	default:
		s.what = fmt.Sprintf("the files on disk: %s and %s", absPath(contentDir), absPath(localesDir))
	}
	return s
}

// inCheckout reports whether the working folder is a checkout of the kit: it has the
// English rules text and labels.
func inCheckout() bool {
	for _, p := range []string{filepath.Join("content", rulebook.Dir, i18n.Source), filepath.Join("locales", i18n.Source+".toml")} {
		if _, err := os.Stat(p); err != nil {
			return false
		}
	}
	return true
}

func absPath(p string) string {
	if a, err := filepath.Abs(p); err == nil {
		return a
	}
	return p
}

// loadCatalog loads the labels with the data's names, as the build does.
func loadCatalog(locs fs.FS, d *gamedata.Data) (*i18n.Catalog, error) {
	cat, err := i18n.Load(locs)
	if err == nil {
		err = cat.AddNames(names.Of(d))
	}
	return cat, err
}

func reportLabels(e *env, cat *i18n.Catalog, st i18n.Status) bool {
	done := st.Total - len(st.Missing) - len(st.Stale)
	fmt.Fprintf(e.out, "%s  labels: %s translated, %s up to date (%d of %d), %d missing, %d stale\n", st.Lang,
		percent(st.Total-len(st.Missing), st.Total), percent(done, st.Total), done, st.Total, len(st.Missing), len(st.Stale))
	if len(st.Missing) == st.Total && st.Total > 0 {
		// A language just started: one line, not a line for every label of the English.
		fmt.Fprintf(e.out, "    nothing translated yet: every label of locales/%s.toml is to translate\n", i18n.Source)
	} else {
		for _, id := range st.Missing {
			fmt.Fprintf(e.out, "    missing %s (English: %s)\n", id, labelAt(cat, i18n.Source, id))
		}
	}
	for _, s := range st.Stale {
		fmt.Fprintf(e.out, "    stale %s at %s (English: %s)\n      what changed: %s\n      English was: %s\n      English now: %s\n      translation: %s\n",
			s.ID, labelAt(cat, st.Lang, s.ID), labelAt(cat, i18n.Source, s.ID), rulebook.WordDiff(s.Was, s.Now), s.Was, s.Now, s.Translation)
	}
	for _, id := range st.Extra {
		fmt.Fprintf(e.out, "    no longer used %s at %s\n", id, labelAt(cat, st.Lang, id))
	}
	return len(st.Missing)+len(st.Stale) > 0
}

// labelAt is where a label is written: locales/pl.toml:57, or the data for a name.
func labelAt(cat *i18n.Catalog, lang, id string) string {
	if n := cat.Line(lang, id, "other"); n > 0 {
		return fmt.Sprintf("locales/%s.toml:%d", lang, n)
	}
	return "a name in content/"
}

// percent is done of total as a whole percentage, rounded down so that 100% means all.
func percent(done, total int) string {
	if total == 0 {
		return "100%"
	}
	return fmt.Sprintf("%d%%", done*100/total)
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
	sum := sumRules(files)
	fmt.Fprintf(e.out, "%s  rules text: %d of %d files up to date, %d not translated; blocks %s translated, %s up to date (%d of %d)\n",
		lang, sum.current, len(files), sum.missing, percent(sum.translated, sum.blocks), percent(sum.upToDate, sum.blocks), sum.upToDate, sum.blocks)
	for _, f := range files {
		reportRulesFile(e, lang, f, sum.missing < len(files))
	}
	return sum.current < len(files)
}

// rulesSum counts the files and blocks of a language's rules text.
type rulesSum struct {
	current, missing             int // files
	blocks, translated, upToDate int // blocks of today's English
}

func sumRules(files []rulebook.FileState) rulesSum {
	var s rulesSum
	for _, f := range files {
		switch {
		case f.Current():
			s.current++
		case f.Missing || notStarted(f):
			s.missing++
		}
		s.blocks += f.Blocks
		s.upToDate += upToDate(f)
		s.translated += translatedBlocks(f)
	}
	return s
}

// translatedBlocks is how many blocks of today's English a file has a translation of,
// up to date or not.
func translatedBlocks(f rulebook.FileState) int {
	if f.Missing {
		return 0
	}
	n := f.Blocks
	for _, c := range f.Changes {
		if c.Kind == "added" {
			n--
		}
	}
	return n
}

// notStarted reports whether a file is there with none of its blocks translated: a
// language begun with -new, whose every block is one the English added.
func notStarted(f rulebook.FileState) bool {
	return !f.Missing && !f.Unstamped && f.Blocks > 0 && translatedBlocks(f) == 0
}

// upToDate is how many blocks of today's English a file translates as they are now; a
// file with no record of its English counts as none (nothing says it is up to date).
func upToDate(f rulebook.FileState) int {
	if f.Missing || f.Unstamped {
		return 0
	}
	n := f.Blocks
	for _, c := range f.Changes {
		if c.Kind != "removed" {
			n--
		}
	}
	return n
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
	case notStarted(f):
		fmt.Fprintf(e.out, "    not started %s: %s to translate, in the order of en/%s\n", name, blocks(f.Blocks), f.File)
	case f.Unstamped:
		fmt.Fprintf(e.out, "    not accepted %s (no record of the English it was translated from;\n"+
			"      when it is done: excalibur translations -accept %s %s)\n", name, lang, f.File)
	case !slices.ContainsFunc(f.Changes, func(c rulebook.BlockChange) bool { return c.Kind != "added" }):
		// only blocks never translated (a language under way, or a paragraph the English
		// added): nothing translated has changed
		fmt.Fprintf(e.out, "    stale %s: %s of the English not translated yet (%s up to date)\n",
			name, blocks(len(f.Changes)), percent(upToDate(f), f.Blocks))
		for _, c := range f.Changes {
			reportChange(e, name, f.File, c)
		}
	default:
		fmt.Fprintf(e.out, "    stale %s: %s of the English changed since it was translated (%s up to date)\n",
			name, blocks(len(f.Changes)), percent(upToDate(f), f.Blocks))
		for _, c := range f.Changes {
			reportChange(e, name, f.File, c)
		}
	}
}

func reportChange(e *env, trName, file string, c rulebook.BlockChange) {
	switch c.Kind {
	case "added":
		where := fmt.Sprintf("before %s:%d", trName, c.TrLine)
		if c.TrLine == 0 {
			where = "at the end of " + trName
		}
		fmt.Fprintf(e.out, "      added at en/%s:%d; it goes %s\n        English now: %s\n", file, c.Line, where, oneLine(c.Now))
	case "removed":
		fmt.Fprintf(e.out, "      removed from en/%s (it was at %s:%d); the translation is at %s:%d\n        English was: %s\n        translation: %s\n",
			file, strings.TrimSuffix(trName, file)+rulebook.SourceDir+"/"+file, c.WasLine, trName, c.TrLine, oneLine(c.Was), oneLine(c.Translation))
	default:
		fmt.Fprintf(e.out, "      changed at en/%s:%d; the translation is at %s:%d\n        what changed: %s\n        English was: %s\n        English now: %s\n        translation: %s\n",
			file, c.Line, trName, c.TrLine, c.Diff, oneLine(c.Was), oneLine(c.Now), oneLine(c.Translation))
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

// translationSummary is, for each translation among langs, one line of how far it is (as
// the build's report prints it), and the languages with anything missing or stale. Every
// build reports it: a stale translation still builds, and the report says so.
func translationSummary(content, locs fs.FS, langs []string) (lines, behind []string, err error) {
	d, err := gamedata.Load(content)
	if err != nil {
		return nil, nil, err
	}
	cat, err := loadCatalog(locs, d)
	if err != nil {
		return nil, nil, err
	}
	for _, lang := range langs {
		if lang == i18n.Source || !cat.Has(lang) {
			continue
		}
		st := cat.Status(lang)
		files, err := rulebook.TranslationState(content, lang)
		if err != nil {
			return nil, nil, err
		}
		sum := sumRules(files)
		labelsDone := st.Total - len(st.Missing) - len(st.Stale)
		lines = append(lines, fmt.Sprintf("translation %s: labels %s up to date (%d missing, %d stale), rules text %s up to date (%d of %d blocks; %d files not translated, %d stale)",
			lang, percent(labelsDone, st.Total), len(st.Missing), len(st.Stale), percent(sum.upToDate, sum.blocks), sum.upToDate, sum.blocks,
			sum.missing, len(files)-sum.current-sum.missing))
		if labelsDone < st.Total || sum.current < len(files) {
			behind = append(behind, lang)
		}
	}
	return lines, behind, nil
}
