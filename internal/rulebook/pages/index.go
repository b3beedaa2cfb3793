package pages

import (
	"sort"
	"strconv"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
)

// index sets the index: each term of the glossary and each subject with the pages of the book before
// the index that use it, consecutive pages as a range, the pages whose section defines
// it in bold; each page number links to its page. The index comes after every page it counts, so they are final.
func (s *setter) index() error {
	body, bold := s.body(), s.g.f(s.g.bk.Text.Bold)
	// What the book prints before the index: its own entries, set on the same pages as
	// it goes, would otherwise find one another ("Limit oddziałów" is also "Oddział").
	upTo := len(s.pages)
	before := len(s.pages[upTo-1].texts)
	for _, t := range s.b.IndexEntries() {
		pages := s.usedOn(t, upTo, before)
		defined := map[int]bool{}
		for _, id := range t.Defined {
			if p, ok := s.definedOn(id, pages, upTo); ok {
				defined[p] = true
			}
		}
		for p := range defined {
			pages = append(pages, p)
		}
		pages = uniqueSorted(pages)
		if len(pages) == 0 {
			continue
		}
		ps := []piece{{body, t.Term + " ", ""}}
		for i, r := range pageRanges(pages, defined) {
			f := body
			if defined[r.from] {
				f = bold
			}
			if i > 0 {
				ps = append(ps, piece{body, s.b.L.T("punct.list", nil), ""})
			}
			ps = append(ps, s.pageRef(f, r.from))
			if r.to > r.from {
				ps = append(ps, piece{body, "\u2013", ""}, s.pageRef(f, r.to))
			}
		}
		if err := s.paragraph(ps, 0, body); err != nil {
			return err
		}
		s.y -= s.g.bk.Text.ParaGap * s.g.bk.Lists.ItemGap // entries sit close
	}
	return nil
}

// pageRef is page p's number as a link to the page.
func (s *setter) pageRef(f draw.Font, p int) piece {
	s.pageAnchor(p)
	return piece{f, s.b.L.Num(p), "#" + pageAnchor(p)}
}

// pageRange is pages from..to of an index entry, to == from for a single page.
type pageRange struct{ from, to int }

// pageRanges runs consecutive pages together (12–14), as a published index does: a
// term the text uses over several pages. A page that defines the term (in bold) is
// run together only with pages that define it too, so the bold still says where.
func pageRanges(pages []int, defined map[int]bool) []pageRange {
	var out []pageRange
	for _, p := range pages {
		if n := len(out); n > 0 && out[n-1].to == p-1 && defined[p] == defined[out[n-1].to] {
			out[n-1].to = p
			continue
		}
		out = append(out, pageRange{p, p})
	}
	return out
}

// definedOn is the page that defines a term in section id: the first of the section's
// pages that prints the term (used lists the pages that do), or the page it starts on
// if none does. Not simply the page it starts on: a section whose heading ends a page
// uses the term only on the next, and the index must not point a page early.
func (s *setter) definedOn(id string, used []int, upTo int) (int, bool) {
	for i, e := range s.entries {
		if e.id != id {
			continue
		}
		last := upTo // the section runs to the page of the next heading of its rank or above
		for _, n := range s.entries[i+1:] {
			if n.level <= e.level {
				last = n.page
				break
			}
		}
		for _, p := range used {
			if p >= e.page && p <= last {
				return p, true
			}
		}
		return e.page, true
	}
	return 0, false
}

// usedOn lists the pages up to page upTo (from 1) that print the term, but the
// glossary's own; of page upTo, only its first n lines count.
func (s *setter) usedOn(t rulebook.IndexTerm, upTo, n int) []int {
	var out []int
	for i, pg := range s.pages[:upTo] {
		if i >= s.glossary[0] && i < s.glossary[1] {
			continue
		}
		texts := pg.texts
		if i == upTo-1 {
			texts = texts[:n]
		}
		for _, tx := range texts {
			if t.Uses(tx.text) {
				out = append(out, i+1)
				break
			}
		}
	}
	return out
}

// pageAnchor names page p (from 1) as a link target.
func pageAnchor(p int) string { return "page-" + strconv.Itoa(p) }

// pageAnchor marks page p as a link target at the top of its text, once.
func (s *setter) pageAnchor(p int) {
	pg, id := s.pages[p-1], pageAnchor(p)
	for _, a := range pg.anchors {
		if a.id == id {
			return
		}
	}
	pg.anchors = append(pg.anchors, anchor{id, s.g.top})
}

func uniqueSorted(xs []int) []int {
	sort.Ints(xs)
	var out []int
	for i, x := range xs {
		if i == 0 || x != xs[i-1] {
			out = append(out, x)
		}
	}
	return out
}
