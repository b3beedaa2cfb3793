package cli

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"

	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/po"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
)

// reLangCode is a language as the kit names its files: an ISO 639 code, two or three
// lower-case letters (de, cs, fil). Regions (de-AT) are not used: the kit has one
// translation per language.
var reLangCode = regexp.MustCompile(`^[a-z]{2,3}$`)

// startLanguage creates, in the folders on disk, the files a new language begins with:
// its rules text (content/rules/LANG/, every block still to translate), its labels
// (locales/LANG.toml, every message commented out) and its terms (content/terms/LANG.toml).
// The kit finds a language by its files, so nothing else registers it.
func startLanguage(e *env, fl *flag.FlagSet, contentDir, localesDir, lang string) int {
	if !reLangCode.MatchString(lang) {
		return usageError(e, fl, "-new %q: expected a language code of two or three lower-case letters (ISO 639), such as de", lang)
	}
	contentDir, localesDir = orDefault(contentDir, "content"), orDefault(localesDir, "locales")
	if !isDir(filepath.Join(contentDir, rulebook.Dir, i18n.Source)) || !isFile(filepath.Join(localesDir, i18n.Source+".toml")) {
		return usageError(e, fl, "-new writes into the folders on disk, and %s or %s has no English; run it from the repository or give -content DIR and -locales DIR", contentDir, localesDir)
	}
	if lang == i18n.Source {
		return usageError(e, fl, "-new %s: the English is the source of every translation; name the language to start", lang)
	}
	if have := existing(contentDir, localesDir, lang); have != "" {
		return usageError(e, fl, "-new %s: the kit has %s already (%s); `excalibur translations %s` says what is left to translate", lang, lang, have, lang)
	}
	d, ok := loadData(e, contentDir)
	if !ok {
		return ExitFailure
	}
	cat, err := loadCatalog(os.DirFS(localesDir), d)
	if err != nil {
		fmt.Fprintf(e.err, "excalibur translations: %v\n", err)
		return ExitFailure
	}
	files, err := startFiles(contentDir, lang)
	if err != nil {
		fmt.Fprintf(e.err, "excalibur translations: %v\n", err)
		return ExitFailure
	}
	forms, known := po.PluralForms(lang)
	if !known {
		forms = []string{"one", "other"}
	}
	labels := filepath.Join(localesDir, lang+".toml")
	// The labels are written last: a language is known to the kit by its locales file, so
	// one whose rules text could not be written does not half exist.
	if err := rulebook.WriteStart(contentDir, files); err != nil {
		fmt.Fprintf(e.err, "excalibur translations: %v\n", err)
		return ExitFailure
	}
	if err := os.WriteFile(labels, []byte(cat.StartFile(lang, forms)), 0o644); err != nil {
		fmt.Fprintf(e.err, "excalibur translations: %v\n", err)
		return ExitFailure
	}
	reportStart(e, contentDir, labels, lang, len(files), known)
	return ExitOK
}

// startFiles are the rules text and terms file of a new language.
func startFiles(contentDir, lang string) ([]rulebook.StartFile, error) {
	fsys := os.DirFS(contentDir)
	files, err := rulebook.StartRules(fsys, lang)
	if err != nil {
		return nil, err
	}
	terms, err := rulebook.StartTerms(fsys, lang)
	if err != nil {
		return nil, err
	}
	return append(files, terms), nil
}

// existing names the first file or folder of lang that is there already, "" when none is.
func existing(contentDir, localesDir, lang string) string {
	for _, p := range []string{
		filepath.Join(localesDir, lang+".toml"),
		filepath.Join(contentDir, rulebook.Dir, lang),
		filepath.Join(contentDir, rulebook.TermsDir, lang+".toml"),
	} {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	return ""
}

func reportStart(e *env, contentDir, labels, lang string, n int, pluralKnown bool) {
	rules := filepath.Join(contentDir, rulebook.Dir, lang)
	fmt.Fprintf(e.out, "%s: started: %s (%d rules files with their accepted English in %s, every block still to translate), %s (every label, commented out) and %s\n",
		lang, rules, (n-1)/2, filepath.Join(rules, rulebook.SourceDir), labels, filepath.Join(contentDir, rulebook.TermsDir, lang+".toml"))
	fmt.Fprintf(e.out, "next: excalibur translations %[1]s (what is left), excalibur translations -export-po %[1]s (work in Poedit or Weblate), excalibur build --draft --lang %[1]s (read the kit, the English marked ⟦ ⟧)\n", lang)
	if !pluralKnown {
		fmt.Fprintf(e.out, "note: the PO files need %s's gettext plural rule: add it to plurals in internal/po/labels.go (one line: its Plural-Forms and the CLDR forms it picks); %s lists the forms one and other until then\n", lang, labels)
	}
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

func isFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir()
}
