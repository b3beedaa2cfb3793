package po

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing/fstest"

	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
)

// LabelsFile is the PO file of the labels, beside those of the rules files.
const LabelsFile = "labels.po"

// Sources are the files an export reads and an import writes: the content folder (which
// holds rules/) and the locales folder.
type Sources struct {
	Content, Locales fs.FS
	// Catalog loads the labels from a locales folder with the data's names added, as the
	// build does.
	Catalog func(locales fs.FS) (*i18n.Catalog, error)
}

// Export makes every PO file of lang: file name (08-combat.po, quick/quick-reference.po,
// labels.po) to bytes.
func Export(src Sources, lang string) (map[string][]byte, error) {
	if lang == i18n.Source {
		return nil, fmt.Errorf("%s is the source language: export a translation", lang)
	}
	if _, err := pluralOf(lang); err != nil {
		return nil, err
	}
	files, err := rulesFiles(src.Content)
	if err != nil {
		return nil, err
	}
	notes, err := newExplainer(src.Content, files)
	if err != nil {
		return nil, err
	}
	out := map[string][]byte{}
	for _, rel := range files {
		f, err := loadFileSet(src.Content, lang, rel)
		if err != nil {
			return nil, err
		}
		if out[poName(rel)], err = encode(exportRules(f, lang, notes)); err != nil {
			return nil, err
		}
	}
	cat, err := src.Catalog(src.Locales)
	if err != nil {
		return nil, err
	}
	labels, err := exportLabels(cat, lang)
	if err != nil {
		return nil, err
	}
	out[LabelsFile], err = encode(labels)
	return out, err
}

func encode(f *File) ([]byte, error) {
	var b bytes.Buffer
	err := Write(&b, f)
	return b.Bytes(), err
}

// Changes are what an import writes: under the content folder (rules/pl/08-combat.md,
// rules/pl/source/08-combat.md) and under the locales folder (pl.toml), name to bytes.
type Changes struct {
	Content, Locales map[string][]byte
	labels           labelEntries // of the labels' PO file, to name in errors
}

// labelEntries are the entries of a labels PO file by message id, and the file.
type labelEntries struct {
	file    string
	entries map[string]*Entry
}

// Import reads the PO files of lang from dir and returns what they change, after every
// check the build makes of a translation (the same blocks, values, cross references, no
// typed number) has passed on the result. A PO file that is absent changes nothing.
func Import(src Sources, lang, dir string, check func(content fs.FS, cat *i18n.Catalog, langs []string) []error) (*Changes, error) {
	if lang == i18n.Source {
		return nil, fmt.Errorf("%s is the source language: its text is written in content/ and locales/, not imported", lang)
	}
	ch := &Changes{Content: map[string][]byte{}, Locales: map[string][]byte{}}
	files, err := rulesFiles(src.Content)
	if err != nil {
		return nil, err
	}
	for _, rel := range files {
		if err := importRules(src, lang, dir, rel, ch); err != nil {
			return nil, err
		}
	}
	if err := importLabels(src, lang, dir, ch); err != nil {
		return nil, err
	}
	if err := verify(src, lang, ch, check); err != nil {
		return nil, err
	}
	return ch, nil
}

func importRules(src Sources, lang, dir, rel string, ch *Changes) error {
	pf, name, err := readPO(dir, poName(rel))
	if pf == nil || err != nil {
		return err
	}
	f, err := loadFileSet(src.Content, lang, rel)
	if err != nil {
		return err
	}
	ws, err := rulesImport(f, pf, name)
	for _, w := range ws {
		ch.Content[w.name] = []byte(w.data)
	}
	return err
}

func importLabels(src Sources, lang, dir string, ch *Changes) error {
	pf, name, err := readPO(dir, LabelsFile)
	if pf == nil || err != nil {
		return err
	}
	cat, err := src.Catalog(src.Locales)
	if err != nil {
		return err
	}
	file := lang + ".toml"
	text, err := fs.ReadFile(src.Locales, file)
	if err != nil {
		return fmt.Errorf("locales/%s: %v", file, err)
	}
	out, err := labelsImport(cat, lang, string(text), pf, name)
	if err == nil && out != string(text) {
		ch.Locales[file] = []byte(out)
	}
	ch.labels = labelEntries{file: name, entries: map[string]*Entry{}}
	for i := range pf.Entries {
		ch.labels.entries[pf.Entries[i].Ctxt] = &pf.Entries[i]
	}
	return err
}

// readPO reads and parses one PO file of dir; a file that is not there is nil.
func readPO(dir, name string) (*File, string, error) {
	p := filepath.Join(dir, filepath.FromSlash(name))
	b, err := os.ReadFile(p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, p, nil
	}
	if err != nil {
		return nil, p, err
	}
	pf, err := Parse(p, b)
	return pf, p, err
}

// verify runs the build's checks of a translation on the folders as the import would
// leave them, so that a bad PO file changes nothing on disk.
func verify(src Sources, lang string, ch *Changes, check func(fs.FS, *i18n.Catalog, []string) []error) error {
	content, err := overlay(src.Content, ch.Content)
	if err != nil {
		return err
	}
	locales, err := overlay(src.Locales, ch.Locales)
	if err != nil {
		return err
	}
	cat, err := src.Catalog(locales)
	if err != nil {
		return err
	}
	var msgs []string
	for _, e := range check(content, cat, []string{lang}) {
		msgs = append(msgs, ch.labels.name(e.Error(), "locales/"+lang+".toml:"))
	}
	for name := range ch.Content {
		if !strings.HasPrefix(name, path.Join(rulebook.Dir, lang)+"/") {
			return fmt.Errorf("internal error: the import of %s would write %s", lang, name)
		}
	}
	if len(msgs) > 0 {
		return fmt.Errorf("the imported translation is refused, nothing was written:\n  %s", strings.Join(msgs, "\n  "))
	}
	return nil
}

// overlay is a copy of a folder in memory with some files replaced or added.
func overlay(base fs.FS, changed map[string][]byte) (fs.FS, error) {
	m := fstest.MapFS{}
	err := fs.WalkDir(base, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(base, p)
		m[p] = &fstest.MapFile{Data: b, Mode: 0o644}
		return err
	})
	for name, b := range changed {
		m[name] = &fstest.MapFile{Data: b, Mode: 0o644}
	}
	return m, err
}

// Write writes an import's changes into the content and locales folders on disk.
func (ch *Changes) Write(contentDir, localesDir string) error {
	for _, set := range []struct {
		dir   string
		files map[string][]byte
	}{{contentDir, ch.Content}, {localesDir, ch.Locales}} {
		for name, b := range set.files {
			p := filepath.Join(set.dir, filepath.FromSlash(name))
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				return err
			}
			if err := os.WriteFile(p, b, 0o644); err != nil {
				return err
			}
		}
	}
	return nil
}

// Names lists what an import writes, sorted, as content/… and locales/… paths.
func (ch *Changes) Names() []string {
	var out []string
	for n := range ch.Content {
		out = append(out, "content/"+n)
	}
	for n := range ch.Locales {
		out = append(out, "locales/"+n)
	}
	slices.Sort(out)
	return out
}

// name puts before an error about a label the PO entry it was imported from:
// "po/pl/labels.po:120: msgctxt "col.cost": locales/pl.toml:57: col.cost (other): …".
func (le labelEntries) name(msg, prefix string) string {
	rest, ok := strings.CutPrefix(msg, prefix)
	if !ok {
		return msg
	}
	_, rest, _ = strings.Cut(rest, ": ")
	id, _, _ := strings.Cut(rest, " ")
	if e := le.entries[id]; e != nil {
		return fmt.Sprintf("%s:%d: msgctxt %q: %s", le.file, e.Line, id, msg)
	}
	return msg
}
