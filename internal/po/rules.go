package po

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
)

// A rules file becomes one PO file: an entry per block of today's English, its context the
// block's id. A translated file mirrors the English it was accepted from (its copy in
// rules/<lang>/source/), so the export walks that English and today's side by side: a
// block that says the same is translated, a changed one is fuzzy with the English then as
// its previous msgid, an added one is empty, and a removed one is obsolete.

// doc is one rules file: its bytes, its parse, its blocks and their layout.
type doc struct {
	name   string // content/rules/pl/08-combat.md
	raw    []byte
	src    rulebook.Source
	blocks []rulebook.Block
	lay    layout
}

func readDoc(fsys fs.FS, name string) (*doc, error) {
	raw, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil, err
	}
	shown := "content/" + name
	src, err := rulebook.ParseSource(shown, raw)
	if err != nil {
		return nil, err
	}
	d := &doc{name: shown, raw: raw, src: src, blocks: rulebook.Blocks(src)}
	d.lay, err = layoutOf(d)
	return d, err
}

// layout is a file cut at its blocks: what comes before the first, each block, what
// separates each from the one before (sep[0] is unused), and what follows the last. Put
// back together it is the file, byte for byte.
type layout struct {
	head   string
	blocks []string
	seps   []string
	tail   string
}

func layoutOf(d *doc) (layout, error) {
	bodyAt := len(d.raw) - len(d.src.Body)
	starts := []int{0} // of each line of the body
	for i, c := range d.src.Body {
		if c == '\n' {
			starts = append(starts, i+1)
		}
	}
	l := layout{head: string(d.raw), tail: ""}
	end := 0
	for k, b := range d.blocks {
		at := bodyAt + starts[b.Line-d.src.Line]
		if at+len(b.Text) > len(d.raw) || string(d.raw[at:at+len(b.Text)]) != b.Text {
			return layout{}, fmt.Errorf("%s:%d: internal error: block %d is not where its line says", d.name, b.Line, k+1)
		}
		if k == 0 {
			l.head = string(d.raw[:at])
			l.seps = append(l.seps, "")
		} else {
			l.seps = append(l.seps, string(d.raw[end:at]))
		}
		l.blocks = append(l.blocks, b.Text)
		end = at + len(b.Text)
	}
	if len(d.blocks) > 0 {
		l.tail = string(d.raw[end:])
	}
	return l, nil
}

func (l layout) String() string {
	var b strings.Builder
	b.WriteString(l.head)
	for k, t := range l.blocks {
		if k > 0 {
			b.WriteString(l.seps[k])
		}
		b.WriteString(t)
	}
	b.WriteString(l.tail)
	return b.String()
}

// add appends a block, after sep unless it is the first.
func (l *layout) add(text, sep string) {
	if len(l.blocks) == 0 {
		sep = ""
	}
	l.blocks = append(l.blocks, text)
	l.seps = append(l.seps, sep)
}

// sepBefore is what separates block k from the one before in the layout, or a blank line.
func (l layout) sepBefore(k int) string {
	if k > 0 && k < len(l.seps) {
		return l.seps[k]
	}
	return "\n\n"
}

// step is one step of walking the English then and now: a block the same in both, changed,
// added to today's English or removed from it.
type step struct {
	kind     string // "same", "changed", "added", "removed"
	was, now int    // block indexes (-1 where there is none)
}

func walk(was, now []rulebook.Block) []step {
	var out []step
	i, j := 0, 0
	for _, p := range append(rulebook.MatchBlocks(was, now), [2]int{len(was), len(now)}) {
		for i < p[0] && j < p[1] {
			out = append(out, step{"changed", i, j})
			i, j = i+1, j+1
		}
		for ; i < p[0]; i++ {
			out = append(out, step{"removed", i, -1})
		}
		for ; j < p[1]; j++ {
			out = append(out, step{"added", -1, j})
		}
		if i < len(was) && j < len(now) {
			out = append(out, step{"same", i, j})
		}
		i, j = p[0]+1, p[1]+1
	}
	return out
}

var reAnchor = regexp.MustCompile(`^#{1,6}\s.*\{#([a-z][a-z0-9-]*)\}`)

// blockIDs names each block by its file's id, the id of the heading it stands under and
// its place there: "combat/combat-rounds" for the heading, "combat/combat-rounds/2" for
// the second block after it, "combat/1" for the first block of the file. An edit to one
// section leaves the ids of the others as they were.
func blockIDs(fileID string, bs []rulebook.Block) []string {
	out := make([]string, len(bs))
	under, n := fileID, 0
	for k, b := range bs {
		if m := reAnchor.FindStringSubmatch(b.Text); m != nil {
			under, n = fileID+"/"+m[1], 0
			out[k] = under
			continue
		}
		n++
		out[k] = fmt.Sprintf("%s/%d", under, n)
	}
	return out
}

// fileSet is one rules file of a language: today's English, the English the translation
// was made from (nil when it has no accepted copy) and the translation (nil when there is
// none yet).
type fileSet struct {
	rel          string // relative to the language folder: 08-combat.md, quick/quick-reference.md
	language     string
	en, was, tr  *doc
	nowID, wasID []string
}

// loadFileSet reads the three versions of a rules file of lang.
func loadFileSet(fsys fs.FS, lang, rel string) (*fileSet, error) {
	en, err := readDoc(fsys, path.Join(rulebook.Dir, i18n.Source, rel))
	if err != nil {
		return nil, err
	}
	fset := &fileSet{rel: rel, language: lang, en: en, nowID: blockIDs(en.src.ID, en.blocks)}
	trName := path.Join(rulebook.Dir, lang, rel)
	if _, err := fs.Stat(fsys, trName); errors.Is(err, fs.ErrNotExist) {
		return fset, nil
	}
	if fset.tr, err = readDoc(fsys, trName); err != nil {
		return nil, err
	}
	wasName := path.Join(rulebook.Dir, lang, rulebook.SourceDir, rel)
	fset.was = en // no accepted copy: the translation is compared with today's English
	if _, err := fs.Stat(fsys, wasName); err == nil {
		if fset.was, err = readDoc(fsys, wasName); err != nil {
			return nil, err
		}
	}
	if len(fset.tr.blocks) != len(fset.was.blocks) {
		return nil, fmt.Errorf("%s: has %d blocks, and the English it mirrors (%s) %d: fix the translation first (go test ./internal/rulebook/ names the block)",
			fset.tr.name, len(fset.tr.blocks), fset.was.name, len(fset.was.blocks))
	}
	fset.wasID = blockIDs(fset.was.src.ID, fset.was.blocks)
	return fset, nil
}

// steps walks the file's English then and now; a file not translated is all added blocks.
func (f *fileSet) steps() []step {
	if f.tr == nil {
		out := make([]step, len(f.en.blocks))
		for j := range out {
			out[j] = step{"added", -1, j}
		}
		return out
	}
	return walk(f.was.blocks, f.en.blocks)
}

// rulesFiles lists the English rules files, relative to the language folder.
func rulesFiles(fsys fs.FS) ([]string, error) {
	var out []string
	for _, sub := range []string{"", rulebook.QuickDir} {
		names, err := fs.Glob(fsys, path.Join(rulebook.Dir, i18n.Source, sub, "*.md"))
		if err != nil {
			return nil, err
		}
		for _, n := range names {
			out = append(out, path.Join(sub, path.Base(n)))
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("content/%s/%s: no English rules text", rulebook.Dir, i18n.Source)
	}
	return out, nil
}

// exportRules makes the PO file of one rules file.
func exportRules(f *fileSet, lang string, notes *explainer) *File {
	out := &File{Header: header(lang)}
	var obsolete []Entry
	for _, s := range f.steps() {
		if s.kind == "removed" {
			obsolete = append(obsolete, Entry{Ctxt: f.wasID[s.was], ID: f.was.blocks[s.was].Text,
				Str: []string{f.tr.blocks[s.was].Text}, Obsolete: true})
			continue
		}
		b := f.en.blocks[s.now]
		e := Entry{Ctxt: f.nowID[s.now], ID: b.Text, Str: []string{""},
			Refs: []string{fmt.Sprintf("%s:%d", f.en.name, b.Line)}, Extracted: notes.explain(b.Text)}
		if s.kind != "added" {
			t := f.tr.blocks[s.was]
			e.Str[0] = t.Text
			e.Extracted = append(e.Extracted, fmt.Sprintf("translation: %s:%d", f.tr.name, t.Line))
		}
		if s.kind == "changed" {
			e.Flags = []string{"fuzzy"}
			e.PrevID = f.was.blocks[s.was].Text
		}
		out.Entries = append(out.Entries, e)
	}
	out.Entries = append(out.Entries, obsolete...)
	return out
}

// poName is the PO file of a rules file: 08-combat.md → 08-combat.po.
func poName(rel string) string { return strings.TrimSuffix(rel, ".md") + ".po" }
