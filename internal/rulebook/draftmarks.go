package rulebook

import (
	"io/fs"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/i18n"
)

// In a draft, what is not up to date shows on the page as plainly as what is missing: a
// file the language lacks is printed in English with its title between ⟦ ⟧, a label in
// English between ⟦ ⟧, and so, in each translated file, each block whose English changed
// or was removed since it was translated is bracketed ⟦ ⟧, and each block the English
// added is printed in English, bracketed, where it belongs. A normal build prints the
// translation as it is and reports it stale.

// markStale applies the draft's marks to the translated files of a folder (rules/<lang>
// or rules/<lang>/quick). A file with no accepted English, or one that no longer mirrors
// it, is left as it is: the translations report and the check tell about those.
func markStale(fsys fs.FS, dir, lang string, srcs []Source) []Source {
	sub := strings.TrimPrefix(strings.TrimPrefix(dir, path.Join(Dir, lang)), "/")
	out := slices.Clone(srcs)
	for i, s := range out {
		base := path.Base(s.File)
		en, err := readSource(fsys, path.Join(Dir, i18n.Source, sub, base))
		if err != nil {
			continue
		}
		was, err := readSource(fsys, path.Join(Dir, lang, SourceDir, sub, base))
		if err != nil {
			continue
		}
		out[i].Body = draftBody(s, Blocks(was), Blocks(en))
	}
	return out
}

// draftBody is a translated body with its stale blocks marked and the English of the
// added ones put in, marked, before the translated block that follows them.
func draftBody(s Source, was, now []Block) string {
	tr := Blocks(s)
	if len(tr) != len(was) {
		return s.Body
	}
	marked, insert := map[int]bool{}, map[int][]string{}
	i, j := 0, 0
	for _, p := range append(MatchBlocks(was, now), [2]int{len(was), len(now)}) {
		for i < p[0] || j < p[1] {
			if i < p[0] { // changed (when j < p[1] too) or removed
				marked[i] = true
				i++
				if j < p[1] {
					j++
				}
				continue
			}
			insert[i] = append(insert[i], markBlock(now[j].Text))
			j++
		}
		i, j = p[0]+1, p[1]+1
	}
	if len(marked) == 0 && len(insert) == 0 {
		return s.Body
	}
	lines := strings.Split(s.Body, "\n")
	var out []string
	next := 0
	for k, b := range tr {
		start := b.Line - s.Line
		out = append(out, lines[next:start]...)
		out = appendBlocks(out, insert[k])
		text := b.Text
		if marked[k] {
			text = markBlock(text)
		}
		out = append(out, strings.Split(text, "\n")...)
		next = start + strings.Count(b.Text, "\n") + 1
	}
	if end := insert[len(tr)]; len(end) > 0 {
		out = appendBlocks(append(out, ""), end)
	}
	return strings.Join(append(out, lines[next:]...), "\n")
}

// appendBlocks adds whole blocks, each followed by a blank line, after a blank line: a
// paragraph put after a list item must not continue the item.
func appendBlocks(out []string, blocks []string) []string {
	if len(blocks) == 0 {
		return out
	}
	if n := len(out); n > 0 && strings.TrimSpace(out[n-1]) != "" {
		out = append(out, "")
	}
	for _, b := range blocks {
		out = append(append(out, strings.Split(b, "\n")...), "")
	}
	return out
}

var (
	reMarkLead  = regexp.MustCompile(`^(?:#{1,6}\s+|(?:[-*]|\d+\.)\s+|>\s*|:\s+)?`)
	reMarkTrail = regexp.MustCompile(`\s*\{#[a-z][a-z0-9-]*\}\s*$`)
	reOwnLine   = regexp.MustCompile(`^\s*\{\{\s*(?:table|example|insert|figure)\s`)
)

// markBlock brackets the words of a block ⟦ ⟧: after its Markdown lead (a heading's #, a
// list item's dash, a quote's >) and before a heading's {#id}. Lines that must stand alone
// (a table, an example, a figure) stay outside the marks; a fenced block or a table is
// left as it is.
func markBlock(text string) string {
	lines := strings.Split(text, "\n")
	if k := blockKind(text); k == "fenced block" || k == "table" {
		return text
	}
	first := slices.IndexFunc(lines, func(l string) bool { return !reOwnLine.MatchString(l) && strings.TrimSpace(l) != "" })
	last := len(lines) - 1
	for last >= 0 && (reOwnLine.MatchString(lines[last]) || strings.TrimSpace(lines[last]) == "") {
		last--
	}
	if first < 0 || last < first {
		return text
	}
	lead := reMarkLead.FindString(lines[first])
	lines[first] = lead + "⟦" + lines[first][len(lead):]
	l := lines[last]
	if m := reMarkTrail.FindStringIndex(l); m != nil {
		lines[last] = l[:m[0]] + "⟧" + l[m[0]:]
	} else {
		lines[last] = strings.TrimRight(l, " ") + "⟧"
	}
	return strings.Join(lines, "\n")
}
