package rulebook

import (
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/i18n"
)

// Keeping translations in step. When a translator finishes a file, `excalibur
// translations --accept` keeps a copy of the English it was translated from in
// rules/<lang>/source/. Comparing that copy with today's English, block by block, tells
// exactly which blocks changed since — and shows the English then and now beside the
// translation. Changes of case, spacing or emphasis alone never make a block stale.

// SourceDir is the folder, in a language's rules text, of the English each file was
// translated from.
const SourceDir = "source"

// BlockChange is an English block that changed since a file was translated.
type BlockChange struct {
	Kind        string // "changed", "added" or "removed"
	Was, Now    string // the English then and now ("" where there is none)
	Translation string // the translated block that answers Was ("" for an added block)
	Diff        string // for a changed block, the words that changed: [-was-]{+now+}
	Line        int    // of the block in the English file now (0 for a removed block)
	// TrLine is the line of the translated block in the translation; for an added block,
	// of the translated block it goes before (0: at the end of the file).
	TrLine int
	// WasLine is the line of the block in the accepted English (source/), 0 for an added one.
	WasLine int
}

// FileState is how a translated file stands against the English.
type FileState struct {
	File      string // relative to the language folder: 08-combat.md, quick/quick-reference.md
	Missing   bool   // not translated at all
	Unstamped bool   // translated, but no record of the English it was made from
	Changes   []BlockChange
	Blocks    int // of the English file now
}

// Current reports whether the file is translated and up to date.
func (f FileState) Current() bool { return !f.Missing && !f.Unstamped && len(f.Changes) == 0 }

// TranslationState compares every English rules file with its translation in lang.
func TranslationState(fsys fs.FS, lang string) ([]FileState, error) {
	var out []FileState
	for _, sub := range []string{"", QuickDir} {
		en, err := LoadSources(fsys, path.Join(Dir, i18n.Source, sub))
		if err != nil && sub == QuickDir {
			continue // no quick reference
		}
		if err != nil {
			return nil, err
		}
		for _, s := range en {
			rel := path.Join(sub, path.Base(s.File))
			out = append(out, fileState(fsys, lang, rel, s))
		}
	}
	return out, nil
}

func fileState(fsys fs.FS, lang, rel string, en Source) FileState {
	st := FileState{File: rel, Blocks: len(Blocks(en))}
	tr, err := readSource(fsys, path.Join(Dir, lang, rel))
	if err != nil {
		st.Missing = true
		return st
	}
	was, err := readSource(fsys, path.Join(Dir, lang, SourceDir, rel))
	if err != nil {
		st.Unstamped = true
		return st
	}
	st.Changes = changes(Blocks(was), Blocks(en), Blocks(tr))
	return st
}

func readSource(fsys fs.FS, name string) (Source, error) {
	b, err := readRulesFile(fsys, name)
	if err != nil {
		return Source{}, err
	}
	return parseSource("content/"+name, b)
}

// normBlock is what staleness compares: words, not case, spacing or emphasis marks.
func normBlock(s string) string {
	return i18n.Normalize(strings.NewReplacer("*", "", "_", "", "`", "").Replace(s))
}

// changes aligns the English blocks then (was) and now by their longest common
// subsequence and reports what does not match, with the translated block (tr mirrors
// was) where there is one.
func changes(was, now, tr []Block) []BlockChange {
	a, b := make([]string, len(was)), make([]string, len(now))
	for i := range was {
		a[i] = normBlock(was[i].Text)
	}
	for j := range now {
		b[j] = normBlock(now[j].Text)
	}
	pairs := lcs(a, b)
	var out []BlockChange
	i, j := 0, 0
	for _, p := range append(pairs, [2]int{len(a), len(b)}) {
		for i < p[0] || j < p[1] {
			c := BlockChange{Kind: "changed"}
			switch {
			case i < p[0] && j < p[1]:
				c.Was, c.Now, c.Line, c.Translation, c.TrLine, c.WasLine = was[i].Text, now[j].Text, now[j].Line, textAt(tr, i), lineAt(tr, i), was[i].Line
				c.Diff = WordDiff(c.Was, c.Now)
				i, j = i+1, j+1
			case i < p[0]:
				c.Kind, c.Was, c.Translation, c.TrLine, c.WasLine = "removed", was[i].Text, textAt(tr, i), lineAt(tr, i), was[i].Line
				i++
			default:
				c.Kind, c.Now, c.Line, c.TrLine = "added", now[j].Text, now[j].Line, lineAt(tr, i)
				j++
			}
			out = append(out, c)
		}
		i, j = p[0]+1, p[1]+1
	}
	return out
}

func textAt(bs []Block, i int) string {
	if i < len(bs) {
		return bs[i].Text
	}
	return ""
}

func lineAt(bs []Block, i int) int {
	if i < len(bs) {
		return bs[i].Line
	}
	return 0
}

// lcs returns the index pairs of a longest common subsequence of a and b.
func lcs(a, b []string) [][2]int {
	n, m := len(a), len(b)
	t := make([][]int, n+1)
	for i := range t {
		t[i] = make([]int, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if a[i] == b[j] {
				t[i][j] = t[i+1][j+1] + 1
			} else {
				t[i][j] = max(t[i+1][j], t[i][j+1])
			}
		}
	}
	var out [][2]int
	for i, j := 0, 0; i < n && j < m; {
		switch {
		case a[i] == b[j]:
			out = append(out, [2]int{i, j})
			i, j = i+1, j+1
		case t[i+1][j] >= t[i][j+1]:
			i++
		default:
			j++
		}
	}
	return out
}

// Accept records, for translated files that mirror today's English, that they are
// translated from it: it copies the English files into rules/<lang>/source/. root is the
// folder that holds rules/ (content/). Files whose translation does not mirror the
// English are refused with the reasons.
func Accept(root, lang string, files []string) error {
	fsys := os.DirFS(root)
	var errs []string
	for _, rel := range files {
		enPath := path.Join(Dir, i18n.Source, rel)
		raw, err := readRulesFile(fsys, enPath)
		if err != nil {
			errs = append(errs, fmt.Sprintf("%s: no such English file", rel))
			continue
		}
		en, err := parseSource("content/"+enPath, raw)
		if err != nil {
			errs = append(errs, err.Error())
			continue
		}
		tr, err := readSource(fsys, path.Join(Dir, lang, rel))
		if err != nil {
			errs = append(errs, fmt.Sprintf("%s: not translated into %s", rel, lang))
			continue
		}
		if probs := Compare(en, tr); len(probs) > 0 {
			for _, p := range probs {
				errs = append(errs, p.Error())
			}
			continue
		}
		dst := filepath.Join(root, Dir, lang, SourceDir, rel)
		if err = os.MkdirAll(filepath.Dir(dst), 0o755); err == nil {
			err = os.WriteFile(dst, raw, 0o644)
		}
		if err != nil {
			errs = append(errs, err.Error())
		}
	}
	if len(errs) > 0 {
		return fmt.Errorf("not accepted:\n  %s", strings.Join(errs, "\n  "))
	}
	return nil
}

// diffContext is how many unchanged words WordDiff keeps on each side of a change.
const diffContext = 4

// WordDiff shows, word by word, how now differs from was: removed words as [-…-], added
// ones as {+…+}, with a few unchanged words around each change and … for the rest. A
// translator sees at once the one word that changed in a long paragraph.
func WordDiff(was, now string) string {
	a, b := strings.Fields(was), strings.Fields(now)
	type run struct {
		op    byte // '=', '-' or '+'
		words []string
	}
	var runs []run
	push := func(op byte, w string) {
		if n := len(runs); n > 0 && runs[n-1].op == op {
			runs[n-1].words = append(runs[n-1].words, w)
			return
		}
		runs = append(runs, run{op, []string{w}})
	}
	i, j := 0, 0
	for _, p := range append(lcs(a, b), [2]int{len(a), len(b)}) {
		for ; i < p[0]; i++ {
			push('-', a[i])
		}
		for ; j < p[1]; j++ {
			push('+', b[j])
		}
		if i < len(a) && j < len(b) {
			push('=', a[i])
			i, j = i+1, j+1
		}
	}
	var out []string
	for k, r := range runs {
		switch r.op {
		case '-':
			out = append(out, "[-"+strings.Join(r.words, " ")+"-]")
		case '+':
			out = append(out, "{+"+strings.Join(r.words, " ")+"+}")
		default:
			out = append(out, context(r.words, k > 0, k < len(runs)-1)...)
		}
	}
	return strings.Join(out, " ")
}

// context trims a run of unchanged words to the few next to a change: after one (the
// run's start) and before one (its end).
func context(words []string, after, before bool) []string {
	n := diffContext
	switch {
	case after && before && len(words) > 2*n:
		return append(append(slices.Clip(words[:n]), "…"), words[len(words)-n:]...)
	case after && !before && len(words) > n:
		return append(slices.Clip(words[:n]), "…")
	case !after && before && len(words) > n:
		return append([]string{"…"}, words[len(words)-n:]...)
	case !after && !before:
		return nil // nothing changed
	}
	return words
}

// MatchBlocks pairs the blocks of two versions of an English file that say the same (by
// the words, as staleness compares them), as index pairs in order: the PO export marks
// fuzzy exactly the blocks the translations report calls changed.
func MatchBlocks(was, now []Block) [][2]int {
	a, b := make([]string, len(was)), make([]string, len(now))
	for i := range was {
		a[i] = normBlock(was[i].Text)
	}
	for j := range now {
		b[j] = normBlock(now[j].Text)
	}
	return lcs(a, b)
}

// ParseSource reads one rules file from its bytes; file is how errors name it.
func ParseSource(file string, b []byte) (Source, error) { return parseSource(file, b) }
