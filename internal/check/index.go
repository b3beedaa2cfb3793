package check

import (
	"fmt"
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
	j := 0
	for _, t := range b.IndexTerms() {
		defined := map[string]bool{}
		for _, id := range t.Defined {
			if p, ok := at[id]; ok {
				defined[c.x.L.Num(p.page)] = true
			}
		}
		for ; j < len(toks) && strings.TrimSpace(toks[j].text) != t.Term; j++ {
		}
		if j >= len(toks) {
			return // a term that no page uses has no entry
		}
		file := pages[toks[j].page].file
		for j++; j < len(toks); j++ {
			n := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(toks[j].text), ","))
			if n == "" || n == "," {
				continue
			}
			if !numeral(n) {
				break
			}
			if defined[n] {
				continue
			}
			p, ok := pageNumbered(pages, n, c.x.L.Num)
			if !ok || !t.Uses(strings.Join(p.body, " ")) {
				c.fail(file, fmt.Sprintf("index entry %q", t.Term), "page %s: the term is not printed there", n)
			}
		}
	}
}

// pageNumbered is the page of printed number n.
func pageNumbered(pages []bookPage, n string, num func(int) string) (bookPage, bool) {
	for i, p := range pages {
		if num(i+1) == n {
			return p, true
		}
	}
	return bookPage{}, false
}
