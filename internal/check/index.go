package check

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/rulebook"
)

// index checks a printed book's index: every page number an entry gives is a page that
// prints the term (the glossary's form of it, in the body) or the page of a section
// that defines it. The pages are read from the file; the terms come from the rules
// text.
func (c *checker) index(pages []bookPage, b *rulebook.Book, at map[string]placed) {
	from, ok := at[rulebook.IndexID]
	if !ok {
		return
	}
	toks := flatten(pages, from.page-1, len(pages))
	hs := c.bookHeadings(b)
	j := 0
	for _, t := range b.IndexEntries() {
		defined := unprintedDefinitions(pages, hs, at, t, c.x.L.Num)
		for ; j < len(toks) && strings.TrimSpace(toks[j].text) != t.Term; j++ {
		}
		if j >= len(toks) {
			return // a term that no page uses has no entry
		}
		file := pages[toks[j].page].file
		what := fmt.Sprintf("index entry %q", t.Term)
		prev := 0 // the page of the number before, for a range
		inRange := false
	entry:
		for j++; j < len(toks); j++ {
			for _, n := range entryItems(toks[j].text) {
				switch {
				case n == ",":
					inRange = false
				case n == "–":
					inRange = true
				case !numeral(n):
					break entry
				default:
					p := pageOf(pages, n, c.x.L.Num)
					from := p
					if inRange {
						if p <= prev {
							c.fail(file, what, "the range %s–%s does not run forwards", c.x.L.Num(prev), n)
						}
						from = prev + 1
					}
					for q := from; q <= p; q++ {
						c.indexPage(file, what, pages, q, t, defined, c.x.L.Num(q))
					}
					prev, inRange = p, false
				}
			}
		}
	}
}

// unprintedDefinitions are the pages an entry may give for a term that they do not
// print: the page a section that defines it starts on, when none of the section's pages
// prints it. A section that prints the term must be pointed at where it does: the page
// its heading ends is not where the reader finds the term.
func unprintedDefinitions(pages []bookPage, hs []heading, at map[string]placed, t rulebook.IndexTerm, num func(int) string) map[string]bool {
	out := map[string]bool{}
	for i, h := range hs {
		start, ok := at[h.id]
		if !ok || !slices.Contains(t.Defined, h.id) {
			continue
		}
		last := len(pages) // the section runs to the page of the next heading of its rank or above
		for _, n := range hs[i+1:] {
			if p, ok := at[n.id]; ok && n.level <= h.level {
				last = p.page
				break
			}
		}
		printed := false
		for p := start.page; p <= last && !printed; p++ {
			printed = t.Uses(strings.Join(pages[p-1].body, " "))
		}
		if !printed {
			out[num(start.page)] = true
		}
	}
	return out
}

// entryItems splits a printed token of an index entry into its numbers and the commas
// and dashes between them ("12–14," is 12, –, 14 and ,), which a PDF may read as one
// token and an SVG as several.
func entryItems(tok string) []string {
	var out []string
	for _, f := range reEntryItem.FindAllString(tok, -1) {
		out = append(out, strings.TrimSpace(f))
	}
	return out
}

var reEntryItem = regexp.MustCompile(`[,–]|[^,–\s]+`)

// indexPage checks that page p (from 1) of an index entry prints the term or defines it.
func (c *checker) indexPage(file, what string, pages []bookPage, p int, t rulebook.IndexTerm, defined map[string]bool, n string) {
	if defined[n] {
		return
	}
	if p < 1 || p > len(pages) {
		c.fail(file, what, "page %s: the book has no such page", n)
		return
	}
	if !t.Uses(strings.Join(pages[p-1].body, " ")) {
		c.fail(file, what, "page %s: the term is not printed there", n)
	}
}

// pageOf is the page (from 1) whose printed number is n, 0 if none.
func pageOf(pages []bookPage, n string, num func(int) string) int {
	for i := range pages {
		if num(i+1) == n {
			return i + 1
		}
	}
	return 0
}
