package cli

import (
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"

	"github.com/excalibur-kit/excalibur/internal/build"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/po"
)

// poSources are the folders the PO export reads and the import writes, with the labels
// loaded as the build loads them.
func poSources(src translationSources, d *gamedata.Data) po.Sources {
	return po.Sources{Content: src.content, Locales: src.locales,
		Catalog: func(locs fs.FS) (*i18n.Catalog, error) { return loadCatalog(locs, d) }}
}

// exportPOFiles writes the PO files of lang into dir (po/LANG by default).
func exportPOFiles(e *env, fl *flag.FlagSet, src translationSources, d *gamedata.Data, lang, dir string, extra []string) int {
	if len(extra) > 0 {
		return usageError(e, fl, "-export-po takes one language and -o DIR, not %q", extra[0])
	}
	if !src.hasLang(lang) {
		return usageError(e, fl, "unknown language %q: a translation has locales/%s.toml", lang, lang)
	}
	if dir == "" {
		dir = filepath.Join("po", lang)
	}
	files, err := po.Export(poSources(src, d), lang)
	if err != nil {
		fmt.Fprintf(e.err, "excalibur translations: %v\n", err)
		return ExitFailure
	}
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		p := filepath.Join(dir, filepath.FromSlash(n))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err == nil {
			err = os.WriteFile(p, files[n], 0o644)
		}
		if err != nil {
			fmt.Fprintf(e.err, "excalibur translations: %v\n", err)
			return ExitFailure
		}
	}
	fmt.Fprintf(e.out, "%s: wrote %d PO files into %s\n", lang, len(names), dir)
	return ExitOK
}

// importPOFiles reads the PO files of lang from the folder named on the command line back
// into the content and locales folders on disk, after the build's checks of a translation.
func importPOFiles(e *env, fl *flag.FlagSet, src translationSources, d *gamedata.Data, lang string, words []string) int {
	if len(words) != 1 {
		return usageError(e, fl, "-import-po LANG DIR: name the one folder of PO files to read")
	}
	if !src.hasLang(lang) {
		return usageError(e, fl, "unknown language %q: a translation has locales/%s.toml", lang, lang)
	}
	if src.contentDir == "" || src.localesDir == "" {
		return usageError(e, fl, "-import-po writes into content/ and locales/ on disk: run it from the repository, or give -content DIR and -locales DIR")
	}
	if _, err := os.Stat(words[0]); err != nil {
		return usageError(e, fl, "-import-po: %v", err)
	}
	ch, err := po.Import(poSources(src, d), lang, words[0], build.CheckTranslations)
	if err == nil {
		err = ch.Write(src.contentDir, src.localesDir)
	}
	if err != nil {
		fmt.Fprintf(e.err, "excalibur translations: %v\n", err)
		return ExitFailure
	}
	if len(ch.Names()) == 0 {
		fmt.Fprintf(e.out, "%s: the PO files in %s change nothing\n", lang, words[0])
		return ExitOK
	}
	for _, n := range ch.Names() {
		fmt.Fprintf(e.out, "%s: wrote %s\n", lang, n)
	}
	return ExitOK
}

// hasLang reports whether lang is a translation of the kit: it has a message file.
func (s translationSources) hasLang(lang string) bool {
	_, err := fs.Stat(s.locales, lang+".toml")
	return err == nil && lang != i18n.Source
}
