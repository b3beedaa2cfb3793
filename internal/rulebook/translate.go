package rulebook

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// A translation of the rules text mirrors its English file block by block: blocks are
// the pieces of Markdown between blank lines (a paragraph, a heading, an engine block),
// and each item of a list, in the same order and number. That alignment lets the tools check each block
// of a translation against its English block — it names the same values, tables,
// examples and references, so a translation cannot change a rule — and tell a translator
// exactly which blocks an English edit has made stale.

// Block is one block of a rules text file.
type Block struct {
	Text string
	Line int // of its first line in the file
}

// reItem is the start of a top-level list item: "- ", "* " or "1. ".
var reItem = regexp.MustCompile(`^(?:[-*]|\d+\.) `)

// Blocks splits a body into blocks at blank lines and at each top-level list item (so a
// change to one item of a list makes only that item stale); a fenced block stays whole.
func Blocks(s Source) []Block {
	var out []Block
	var cur []string
	start, fenced := 0, false
	flush := func() {
		if len(cur) > 0 {
			out = append(out, Block{Text: strings.Join(cur, "\n"), Line: s.Line + start})
		}
		cur = nil
	}
	for i, line := range strings.Split(s.Body, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			fenced = !fenced
		}
		if strings.TrimSpace(line) == "" && !fenced {
			flush()
			continue
		}
		if !fenced && reItem.MatchString(line) {
			flush()
		}
		if len(cur) == 0 {
			start = i
		}
		cur = append(cur, line)
	}
	flush()
	return out
}

var (
	reValueKey = regexp.MustCompile(`\{\{\s*(?:n|bz|rp|roll|count|table|example|insert|figure)\s+"([^"]+)"`)
	reRefID    = regexp.MustCompile(`\[\[([a-z][a-z0-9-]*)\]\]`)
	reHeadID   = regexp.MustCompile(`\{#([a-z][a-z0-9-]*)\}`)
	reHeading  = regexp.MustCompile(`^(#{1,6})\s`)
)

// shape is what a block must keep in any language: the values, tables, examples and
// blocks it names, its cross references, its heading level and id.
type shape struct {
	values, refs, ids []string
	heading           int
}

func shapeOf(b Block) shape {
	var sh shape
	for _, m := range reValueKey.FindAllStringSubmatch(b.Text, -1) {
		sh.values = append(sh.values, m[1])
	}
	for _, m := range reRefID.FindAllStringSubmatch(b.Text, -1) {
		sh.refs = append(sh.refs, m[1])
	}
	for _, m := range reHeadID.FindAllStringSubmatch(b.Text, -1) {
		sh.ids = append(sh.ids, m[1])
	}
	if m := reHeading.FindStringSubmatch(b.Text); m != nil {
		sh.heading = len(m[1])
	}
	for _, l := range [][]string{sh.values, sh.refs, sh.ids} {
		slices.Sort(l)
	}
	return sh
}

// Compare checks a translated file against its English file: the same front matter
// (id, number, part), the same number of blocks, and in each block the same values,
// references and heading. Each problem names the translated file and line.
func Compare(en, tr Source) []error {
	var errs []error
	if en.ID != tr.ID || en.Number != tr.Number || en.Part != tr.Part {
		errs = append(errs, fmt.Errorf("%s:1: front matter (id %q, number %q, part %q) must be the English one (%q, %q, %q)",
			tr.File, tr.ID, tr.Number, tr.Part, en.ID, en.Number, en.Part))
	}
	eb, tb := Blocks(en), Blocks(tr)
	if len(eb) != len(tb) {
		errs = append(errs, fmt.Errorf("%s: %d blocks, the English %s has %d: translate it block for block (blocks are separated by blank lines)",
			tr.File, len(tb), en.File, len(eb)))
	}
	for i := 0; i < min(len(eb), len(tb)); i++ {
		if err := compareBlock(en, tr, eb[i], tb[i], i); err != nil {
			errs = append(errs, err)
		}
	}
	return errs
}

func compareBlock(en, tr Source, e, t Block, i int) error {
	se, st := shapeOf(e), shapeOf(t)
	switch {
	case se.heading != st.heading:
		return fmt.Errorf("%s:%d: block %d is a level-%d heading, the English (%s:%d) level %d", tr.File, t.Line, i+1, st.heading, en.File, e.Line, se.heading)
	case !slices.Equal(se.values, st.values):
		return fmt.Errorf("%s:%d: block %d names the values %v, the English (%s:%d) %v: a translation may not change a rule", tr.File, t.Line, i+1, st.values, en.File, e.Line, se.values)
	case !slices.Equal(se.refs, st.refs):
		return fmt.Errorf("%s:%d: block %d refers to %v, the English (%s:%d) to %v", tr.File, t.Line, i+1, st.refs, en.File, e.Line, se.refs)
	case !slices.Equal(se.ids, st.ids):
		return fmt.Errorf("%s:%d: block %d has the heading ids %v, the English (%s:%d) %v", tr.File, t.Line, i+1, st.ids, en.File, e.Line, se.ids)
	}
	return nil
}
