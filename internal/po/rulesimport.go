package po

import (
	"fmt"
	"path"
	"strconv"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/rulebook"
)

// Import of a rules file. The PO file answers today's English; the translation on disk
// mirrors the English it was accepted from. The import walks the two Englishes as the
// export did and rebuilds both the translation and its accepted English: a block whose
// entry is translated and not fuzzy takes today's English (it is now up to date), a fuzzy
// one keeps the English it was made from, so the file stays stale exactly where the
// translator has not yet looked. A removed block whose obsolete entry was deleted goes
// from both; one kept obsolete stays. When every block is up to date the accepted copy is
// the English file itself, as `translations -accept` would write it. A PO file exported
// and imported unchanged writes nothing.

// written is a file an import writes, relative to the content folder.
type written struct {
	name string
	data string
}

// rulesImport is what importing one PO file into one rules file writes.
func rulesImport(f *fileSet, pf *File, poFile string) ([]written, error) {
	active, obsolete, err := entriesByCtxt(pf, poFile)
	if err == nil {
		err = checkEntries(f, pf, poFile)
	}
	if err != nil {
		return nil, err
	}
	if f.tr == nil {
		return newTranslation(f, active, poFile)
	}
	m := &merge{f: f, active: active, obsolete: obsolete, complete: true,
		was: layout{head: f.was.lay.head, tail: f.was.lay.tail}, tr: layout{head: f.tr.lay.head, tail: f.tr.lay.tail}}
	for _, s := range f.steps() {
		if err := m.step(s, poFile); err != nil {
			return nil, err
		}
	}
	wasText := m.was.String()
	if m.complete && m.taken {
		wasText = string(f.en.raw)
	}
	if err := checkImported(f, wasText, m.tr.String(), m.from, poFile); err != nil {
		return nil, err
	}
	var out []written
	if s := m.tr.String(); s != string(f.tr.raw) {
		out = append(out, written{path.Join(rulebook.Dir, f.lang(), f.rel), s})
	}
	if m.taken && f.was != f.en {
		out = append(out, written{path.Join(rulebook.Dir, f.lang(), rulebook.SourceDir, f.rel), wasText})
	}
	return out, nil
}

// merge rebuilds a translation and its accepted English, block by block, from the PO
// entries.
type merge struct {
	f                *fileSet
	active, obsolete map[string]*Entry
	was, tr          layout
	from             []*Entry // the entry behind each block of tr, for errors
	taken            bool     // a block of today's English replaced one of the English then
	complete         bool     // every block is up to date
}

func (m *merge) step(s step, poFile string) error {
	f := m.f
	switch s.kind {
	case "removed":
		if e := m.obsolete[f.wasID[s.was]]; e != nil {
			m.complete = false
			m.keep(s.was, f.was.lay.blocks[s.was], e)
		} else {
			m.taken = true // the translator let it go with the English
		}
	case "added":
		e := m.active[f.nowID[s.now]]
		if e == nil || e.Fuzzy() || !e.Translated() {
			m.complete = false
			return nil
		}
		m.taken = true
		m.was.add(f.en.lay.blocks[s.now], f.en.lay.sepBefore(s.now))
		m.tr.add(e.Str[0], f.en.lay.sepBefore(s.now))
		m.from = append(m.from, e)
	default:
		e := m.active[f.nowID[s.now]]
		if e == nil {
			return fmt.Errorf("%s: no entry for the block %s (%s:%d): a block translated before cannot be dropped from the PO file",
				poFile, f.nowID[s.now], f.en.name, f.en.blocks[s.now].Line)
		}
		english := f.was.lay.blocks[s.was]
		if s.kind == "changed" && (e.Fuzzy() || !e.Translated()) {
			m.complete = false
		} else if s.kind == "changed" {
			english, m.taken = f.en.lay.blocks[s.now], true
		}
		m.keep(s.was, english, e)
	}
	return nil
}

// keep puts in a block the translation had (block i of it and of its accepted English),
// with english as its accepted English and the entry's translation, if any.
func (m *merge) keep(i int, english string, e *Entry) {
	m.was.add(english, m.f.was.lay.sepBefore(i))
	m.tr.add(translation(e, m.f.tr.lay.blocks[i]), m.f.tr.lay.sepBefore(i))
	m.from = append(m.from, e)
}

// checkImported holds an imported file to the checks of the build against the English it
// will be accepted from (the same blocks, values, references, no typed number), naming
// for each problem the PO entry behind it: the translator fixes it there.
func checkImported(f *fileSet, wasText, trText string, from []*Entry, poFile string) error {
	was, err := rulebook.ParseSource(f.was.name, []byte(wasText))
	if err != nil {
		return err
	}
	tr, err := rulebook.ParseSource(f.tr.name, []byte(trText))
	if err != nil {
		return err
	}
	errs := append(rulebook.Compare(was, tr), rulebook.Lint(tr)...)
	if len(errs) == 0 {
		return nil
	}
	blocks := rulebook.Blocks(tr)
	msgs := make([]string, len(errs))
	for i, e := range errs {
		msgs[i] = e.Error()
		if k := blockAt(blocks, lineOf(msgs[i], tr.File)); k >= 0 && k < len(from) && from[k] != nil {
			msgs[i] = fmt.Sprintf("%s:%d: msgctxt %q: %s", poFile, from[k].Line, from[k].Ctxt, msgs[i])
		}
	}
	return fmt.Errorf("the PO file is refused, nothing was written:\n  %s", strings.Join(msgs, "\n  "))
}

// lineOf is the line an error names in file ("content/rules/pl/x.md:23: …"), or 0.
func lineOf(msg, file string) int {
	rest, ok := strings.CutPrefix(msg, file+":")
	if !ok {
		return 0
	}
	n, _ := strconv.Atoi(rest[:strings.IndexFunc(rest+":", func(r rune) bool { return r < '0' || r > '9' })])
	return n
}

// blockAt is the index of the block a line falls in, or -1.
func blockAt(bs []rulebook.Block, line int) int {
	k := -1
	for i, b := range bs {
		if b.Line <= line {
			k = i
		}
	}
	return k
}

// translation is an entry's msgstr, or the block as it is when the entry has none (a PO
// editor that empties a translation does not delete the block from the rules).
func translation(e *Entry, old string) string {
	if e == nil || !e.Translated() {
		return old
	}
	return e.Str[0]
}

// newTranslation writes a file not translated before, once every block of it is: a
// partial file would be a rulebook with paragraphs missing, where a draft build prints the
// English of a missing file instead.
func newTranslation(f *fileSet, active map[string]*Entry, poFile string) ([]written, error) {
	tr := layout{head: f.en.lay.head, tail: f.en.lay.tail}
	done := 0
	for j := range f.en.blocks {
		e := active[f.nowID[j]]
		if e == nil || e.Fuzzy() || !e.Translated() {
			continue
		}
		done++
		tr.add(e.Str[0], f.en.lay.sepBefore(j))
	}
	switch done {
	case 0:
		return nil, nil
	case len(f.en.blocks):
		return []written{
			{path.Join(rulebook.Dir, f.lang(), f.rel), tr.String()},
			{path.Join(rulebook.Dir, f.lang(), rulebook.SourceDir, f.rel), string(f.en.raw)},
		}, nil
	}
	return nil, fmt.Errorf("%s: %d of %d blocks translated: a file not translated before is imported when all its blocks are (and none is fuzzy)",
		poFile, done, len(f.en.blocks))
}

// entriesByCtxt indexes the entries of a PO file by context, refusing an entry that names
// no block.
func entriesByCtxt(pf *File, poFile string) (active, obsolete map[string]*Entry, err error) {
	active, obsolete = map[string]*Entry{}, map[string]*Entry{}
	for i := range pf.Entries {
		e := &pf.Entries[i]
		if e.Plural != "" {
			return nil, nil, fmt.Errorf("%s:%d: msgid_plural: a block of the rules text has no plural forms", poFile, e.Line)
		}
		if e.Obsolete {
			obsolete[e.Ctxt] = e
			continue
		}
		if e.Ctxt == "" {
			return nil, nil, fmt.Errorf("%s:%d: expected a msgctxt naming the block (such as \"combat/combat-rounds/2\")", poFile, e.Line)
		}
		active[e.Ctxt] = e
	}
	return active, obsolete, nil
}

// checkEntries refuses an active entry whose context names no block of today's English,
// or whose msgid is not that block's English: it was exported from another English, and
// its translation would be lost or put in the wrong place without a word.
func checkEntries(f *fileSet, pf *File, poFile string) error {
	english := map[string]string{}
	for j, id := range f.nowID {
		english[id] = f.en.blocks[j].Text
	}
	for _, e := range pf.Entries {
		if e.Obsolete {
			continue
		}
		now, ok := english[e.Ctxt]
		switch {
		case !ok:
			return fmt.Errorf("%s:%d: msgctxt %q names no block of %s: the English changed since the export; export again and merge your file into the new one (msgmerge)",
				poFile, e.Line, e.Ctxt, f.en.name)
		case e.ID != now:
			return fmt.Errorf("%s:%d: the msgid of %q is not the English of %s now: the English changed since the export; export again and merge your file into the new one (msgmerge)",
				poFile, e.Line, e.Ctxt, f.en.name)
		}
	}
	return nil
}

// lang is the language folder of the translation side.
func (f *fileSet) lang() string { return f.language }
