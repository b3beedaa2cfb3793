package rulebook

import (
	"errors"
	"fmt"
	"io/fs"
	"math"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/i18n"
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
	reValueKey = regexp.MustCompile(`\{\{\s*(n|bz|rp|roll|count|pair|table|example|insert|figure)\s+"([^"]+)"(?:\s+"([^"]+)")?`)
	reRefID    = regexp.MustCompile(`\[\[([a-z][a-z0-9-]*)\]\]`)
	reHeadID   = regexp.MustCompile(`\{#([a-z][a-z0-9-]*)\}`)
	reHeading  = regexp.MustCompile(`^(#{1,6})\s`)
)

// shape is what a block must keep in any language: the values, tables, examples and
// blocks it names and its cross references, each in the English order; its heading
// level and ids; and what kind of block it is (a list item stays a list item).
type shape struct {
	kind              string
	values, refs, ids []string
	kinds             []string // the template function of each value: n, bz, count…
	valueAt, refAt    []int    // the line of each value and reference
	heading           int
}

func shapeOf(b Block) shape {
	sh := shape{kind: blockKind(b.Text)}
	for _, m := range reValueKey.FindAllStringSubmatchIndex(b.Text, -1) {
		kind, line := b.Text[m[2]:m[3]], b.Line+strings.Count(b.Text[:m[0]], "\n")
		keys := []string{b.Text[m[4]:m[5]]}
		if kind == "pair" && m[6] >= 0 { // a pair names two values (its third argument is a phrase)
			keys = append(keys, b.Text[m[6]:m[7]])
		}
		for _, k := range keys {
			sh.values = append(sh.values, k)
			sh.kinds = append(sh.kinds, kind)
			sh.valueAt = append(sh.valueAt, line)
		}
	}
	for _, m := range reRefID.FindAllStringSubmatchIndex(b.Text, -1) {
		sh.refs = append(sh.refs, b.Text[m[2]:m[3]])
		sh.refAt = append(sh.refAt, b.Line+strings.Count(b.Text[:m[0]], "\n"))
	}
	for _, m := range reHeadID.FindAllStringSubmatch(b.Text, -1) {
		sh.ids = append(sh.ids, m[1])
	}
	if m := reHeading.FindStringSubmatch(b.Text); m != nil {
		sh.heading = len(m[1])
	}
	return sh
}

// same reports whether two shapes are the same in every respect a translation keeps.
func (s shape) same(o shape) bool {
	return s.kind == o.kind && s.heading == o.heading && slices.Equal(s.values, o.values) &&
		slices.Equal(s.refs, o.refs) && slices.Equal(s.ids, o.ids)
}

var (
	reOrdered = regexp.MustCompile(`^\d+\. `)
	reDefined = regexp.MustCompile(`(?m)^: `)
)

// blockKind is the Markdown kind of a block, from how it starts: a translation keeps it.
func blockKind(text string) string {
	switch {
	case reHeading.MatchString(text):
		return "heading"
	case strings.HasPrefix(text, "- ") || strings.HasPrefix(text, "* "):
		return "list item"
	case reOrdered.MatchString(text):
		return "numbered item"
	case strings.HasPrefix(text, "```"):
		return "fenced block"
	case strings.HasPrefix(text, "|"):
		return "table"
	case strings.HasPrefix(text, ">"):
		return "quote"
	case reDefined.MatchString(text):
		return "definition"
	}
	return "paragraph"
}

// CheckTranslations finds every way the rules text of lang departs from the English: a
// block that names other values or references, or names them in another order; a block
// missing or added; a file the English does not have; a number typed into the text. The
// build refuses such a translation before it renders anything and the check reports it:
// it would print a rule the English does not state.
//
// A translated file is compared with the English it was translated from (its accepted
// copy in source/) when there is one, and with today's English only when there is none.
// A translation of an English block that has changed since is stale, not wrong: it still
// states the rule it was made from, and `excalibur translations` says what to bring up to
// date. A translation that disagrees with its own source is wrong whatever the English
// now says. A file not translated at all is the build's to report (a draft prints the
// English instead).
func CheckTranslations(fsys fs.FS, lang string) []error {
	if lang == i18n.Source || !HasRules(fsys, lang) {
		return nil
	}
	var errs []error
	for _, sub := range []string{"", QuickDir} {
		en, err := LoadSources(fsys, path.Join(Dir, i18n.Source, sub))
		if err != nil {
			continue // no quick reference; a broken English is the English build's to report
		}
		tr, err := LoadSources(fsys, path.Join(Dir, lang, sub))
		if err != nil && !errors.Is(err, ErrNoText) {
			errs = append(errs, err)
			continue
		}
		errs = append(errs, checkFiles(fsys, lang, sub, en, tr)...)
	}
	return errs
}

// CheckNotes compares each edition note translated in lang (locales/<lang>.toml,
// note.<id>.<field>) with its English (content/edition.toml): like a block of the rules
// text, it names the same values and references in the same order. The build words the
// notes into the rulebook; this finds a wrong one before anything is rendered.
func CheckNotes(cat *i18n.Catalog, lang string) []error {
	if lang == i18n.Source {
		return nil
	}
	en, own := cat.Messages(i18n.Source), cat.Messages(lang)
	var ids []string
	for id := range own {
		if strings.HasPrefix(id, i18n.TextPrefix) && en[id] != nil {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	var errs []error
	for _, id := range ids {
		line := cat.Line(lang, id, "other")
		se := shapeOf(Block{Text: en[id].Other})
		st := shapeOf(Block{Text: own[id].Other, Line: line})
		if err := compareShapes(side{"content/edition.toml", id}, side{"locales/" + lang + ".toml", id}, se, st, 0, line); err != nil {
			errs = append(errs, err)
		}
	}
	return errs
}

// checkFiles compares each translated file of a folder with its English.
func checkFiles(fsys fs.FS, lang, sub string, en, tr []Source) []error {
	var errs []error
	english := map[string]bool{}
	for _, s := range en {
		english[path.Base(s.File)] = true
	}
	for _, t := range tr {
		base := path.Base(t.File)
		if !english[base] {
			errs = append(errs, fmt.Errorf("%s:1: the English has no such file (content/%s): a translation adds no rules; remove it or rename it after its English file",
				t.File, path.Join(Dir, i18n.Source, sub, base)))
			continue
		}
		was, err := readSource(fsys, path.Join(Dir, lang, SourceDir, sub, base))
		if err != nil {
			was, err = readSource(fsys, path.Join(Dir, i18n.Source, sub, base))
		}
		if err != nil {
			errs = append(errs, err)
			continue
		}
		errs = append(errs, Compare(was, t)...)
		errs = append(errs, Lint(t)...)
	}
	return errs
}

// Compare checks a translated file against its English file: the same front matter
// (id, number, part), the same blocks in the same order, and in each block the same
// values, references and heading. Each problem names the translated file and line, and
// the English file and line it departs from.
func Compare(en, tr Source) []error {
	var errs []error
	if en.ID != tr.ID || en.Number != tr.Number || en.Part != tr.Part {
		errs = append(errs, fmt.Errorf("%s:1: front matter (id %q, number %q, part %q) must be the English one (%q, %q, %q)",
			tr.File, tr.ID, tr.Number, tr.Part, en.ID, en.Number, en.Part))
	}
	eb, tb := Blocks(en), Blocks(tr)
	for _, p := range align(eb, tb) {
		var err error
		switch {
		case p.tr < 0:
			err = missingBlock(en, tr, eb, tb, p)
		case p.en < 0:
			err = addedBlock(en, tr, eb, tb, p)
		default:
			err = compareBlock(en, tr, eb[p.en], tb[p.tr], p.tr)
		}
		if err != nil {
			errs = append(errs, err)
		}
	}
	return errs
}

// missingBlock reports an English block the translation lacks, and where it belongs: before
// the next translated block, or at the end.
func missingBlock(en, tr Source, eb, tb []Block, p pair) error {
	e := eb[p.en]
	where := "translate it here, before this line"
	line := tr.Line
	switch {
	case p.next < len(tb):
		line = tb[p.next].Line
	case len(tb) > 0:
		last := tb[len(tb)-1]
		line = last.Line + strings.Count(last.Text, "\n")
		where = "translate it after this line, at the end of the file"
	}
	return fmt.Errorf("%s:%d: a block is missing: the English block %d (%s:%d, %q) has no translation; %s",
		tr.File, line, p.en+1, en.File, e.Line, snippet(e.Text), where)
}

// addedBlock reports a translated block the English does not have, and where it stands in
// the English.
func addedBlock(en, tr Source, eb, tb []Block, p pair) error {
	t := tb[p.tr]
	where := fmt.Sprintf("before the English block 1 (%s:%d)", en.File, en.Line)
	if p.next > 0 {
		where = fmt.Sprintf("after the English block %d (%s:%d, %q)", p.next, en.File, eb[p.next-1].Line, snippet(eb[p.next-1].Text))
	}
	return fmt.Errorf("%s:%d: block %d (%q) is not in the English: it stands %s; a translation adds no text, so remove it",
		tr.File, t.Line, p.tr+1, snippet(t.Text), where)
}

// snippet is the start of a block on one line, to recognise it by.
func snippet(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 48 {
		return string(r[:48]) + "…"
	}
	return s
}

// side names one side of a comparison in errors: its file, and what is compared ("block
// 4", a message id); the lines are the block's or a value's.
type side struct{ file, what string }

// at is the translated side at a line: "content/rules/pl/x.md:23: block 4".
func (s side) at(line int) string { return fmt.Sprintf("%s:%d: %s", s.file, line, s.what) }

// english is the English side at a line: "the English (content/rules/en/x.md:21)".
func (s side) english(line int) string {
	if line == 0 {
		return fmt.Sprintf("the English (%s)", s.file)
	}
	return fmt.Sprintf("the English (%s:%d)", s.file, line)
}

func compareBlock(en, tr Source, e, t Block, i int) error {
	what := fmt.Sprintf("block %d", i+1)
	return compareShapes(side{en.File, what}, side{tr.File, what}, shapeOf(e), shapeOf(t), e.Line, t.Line)
}

// compareShapes reports the first way a translated block departs from its English: its
// kind, its heading, the values, references and ids it names, then their order.
func compareShapes(en, tr side, se, st shape, eline, tline int) error {
	at, eng := tr.at(tline), en.english(eline)
	switch {
	case se.kind != st.kind:
		return fmt.Errorf("%s is a %s, %s a %s", at, st.kind, eng, se.kind)
	case se.heading != st.heading:
		return fmt.Errorf("%s is a level-%d heading, %s level %d", at, st.heading, eng, se.heading)
	case !sameSet(se.values, st.values):
		return fmt.Errorf("%s names the values %v, %s %v: a translation may not change a rule", at, st.values, eng, se.values)
	case !sameSet(se.refs, st.refs):
		return fmt.Errorf("%s refers to %v, %s to %v", at, st.refs, eng, se.refs)
	case !slices.Equal(se.ids, st.ids):
		return fmt.Errorf("%s has the heading ids %v, %s %v", at, st.ids, eng, se.ids)
	}
	if j, k, ok := valueSwap(se, st); !ok {
		return fmt.Errorf("%s names %s before %s; %s names %s first: a translation may not change a rule",
			tr.at(st.valueAt[k]), st.values[k], se.values[j], en.english(se.valueAt[j]), se.values[j])
	}
	if j := firstDiff(se.refs, st.refs); j >= 0 {
		return fmt.Errorf("%s refers to %s before %s; %s refers to %s first",
			tr.at(st.refAt[j]), st.refs[j], se.refs[j], en.english(se.refAt[j]), se.refs[j])
	}
	return nil
}

// valueSwap compares the order of a block's values with the English, among the values
// that print alike (numbers, sums of Bz, RP, die rolls: the template function, a count
// printing a number too). A reader tells those apart only by the words around them, so
// their order is what ties each to its words, and two of them swapped state another rule
// (a knight costing what a man-at-arms costs). Values that print differently carry their
// own unit; every translation of the kit names them in the English order today, but a
// language's word order may need otherwise, so that order is left free. It returns the
// first pair found in the wrong order: the English value j that should come first, and
// the index k of the translated value found before it.
func valueSwap(en, tr shape) (j, k int, ok bool) {
	at := occurrences(en.values, tr.values)
	for b := range en.values {
		for a := range b {
			if printsAs(en.kinds[a]) == printsAs(en.kinds[b]) && at[a] > at[b] {
				return a, at[b], false
			}
		}
	}
	return 0, 0, true
}

// occurrences maps each English value to the index of the same value in the translation:
// the n-th time the English names a key to the n-th time the translation does. Both name
// the same values (sameSet).
func occurrences(en, tr []string) []int {
	seen := map[string]int{}
	out := make([]int, len(en))
	for i, key := range en {
		n := seen[key]
		seen[key]++
		for k, t := range tr {
			if t == key {
				if n == 0 {
					out[i] = k
					break
				}
				n--
			}
		}
	}
	return out
}

// printsAs is how a value of a template function looks on the page: a count prints a
// number like n, with a noun the translation chooses.
func printsAs(kind string) string {
	if kind == "count" {
		return "n"
	}
	return kind
}

// firstDiff is the first index where two lists of the same length differ, or -1.
func firstDiff(a, b []string) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return -1
}

// sameSet reports whether two lists hold the same names as many times, in any order.
func sameSet(a, b []string) bool {
	return slices.Equal(slices.Sorted(slices.Values(a)), slices.Sorted(slices.Values(b)))
}

// pair is one step of the alignment of a translation with its English: block en of the
// English translated by block tr, or a gap (-1) on one side. At a gap, next is the
// index of the next block on the other side: where a missing block belongs (before the
// translated block next) or where an added one stands (before the English block next).
type pair struct{ en, tr, next int }

// Costs of the alignment. A block translated with other values costs less than a block
// dropped and another added, so a changed block is reported as changed; blocks of
// different kinds are never paired. Among blocks of one shape (most paragraphs name no
// value), the lengths break the tie: a translation is about as long as its English, so a
// missing paragraph is placed where the lengths on both sides of it agree best.
const (
	gapCost      = 100
	changedCost  = 100
	otherKind    = 3 * gapCost / 2
	maxLengthOff = 30
)

// align pairs the blocks of a translation with those of its English by the least total
// cost (an edit distance over blocks).
func align(eb, tb []Block) []pair {
	es, ts := shapes(eb), shapes(tb)
	n, m := len(eb), len(tb)
	cost := make([][]int, n+1) // cost[i][j]: aligning eb[i:] with tb[j:]
	for i := range cost {
		cost[i] = make([]int, m+1)
	}
	for i := n; i >= 0; i-- {
		for j := m; j >= 0; j-- {
			switch {
			case i == n:
				cost[i][j] = (m - j) * gapCost
			case j == m:
				cost[i][j] = (n - i) * gapCost
			default:
				cost[i][j] = min(cost[i+1][j+1]+pairCost(eb[i], tb[j], es[i], ts[j]),
					cost[i+1][j]+gapCost, cost[i][j+1]+gapCost)
			}
		}
	}
	var out []pair
	for i, j := 0, 0; i < n || j < m; {
		switch {
		case i < n && j < m && cost[i][j] == cost[i+1][j+1]+pairCost(eb[i], tb[j], es[i], ts[j]):
			out = append(out, pair{en: i, tr: j})
			i, j = i+1, j+1
		case i < n && cost[i][j] == cost[i+1][j]+gapCost:
			out = append(out, pair{en: i, tr: -1, next: j})
			i++
		default:
			out = append(out, pair{en: -1, tr: j, next: i})
			j++
		}
	}
	return out
}

func shapes(bs []Block) []shape {
	out := make([]shape, len(bs))
	for i, b := range bs {
		out[i] = shapeOf(b)
	}
	return out
}

// pairCost is the cost of taking t as the translation of e.
func pairCost(e, t Block, se, st shape) int {
	switch {
	case se.kind != st.kind || se.heading != st.heading:
		return otherKind
	case !se.same(st):
		return changedCost
	}
	r := math.Abs(math.Log(float64(len(t.Text)+1) / float64(len(e.Text)+1)))
	return min(maxLengthOff, int(math.Round(20*r)))
}
