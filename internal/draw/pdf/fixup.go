package pdfdraw

import (
	"bytes"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"unicode/utf16"

	"github.com/excalibur-kit/excalibur/internal/draw/internal/num"
)

// fpdf leaves a few things a strict checker rejects and offers no API to change:
//   - every outline item carries /Count 0, which is invalid for an item with children
//     and pointless without; the outline root has no /Count at all;
//   - outline destinations use the last page's height for every page;
//   - link annotations are written inline in /Annots, where the specification wants
//     indirect references (so the Document keeps links itself and they are added here);
//   - the catalog cannot hold /ViewerPreferences (we need /PrintScaling /None so that
//     cards print at their true size), and the header says PDF 1.3 while /Lang is 1.4
//     and /PrintScaling 1.6.
// fixup rewrites those objects, adds the annotations, the reused figures (reuse.go) and
// the fonts (fonts.go), and writes a new xref table. fpdf writes a classic
// xref table and plain (uncompressed) object dictionaries, so this is a small exact
// edit, not a general PDF parser; anything unexpected is an error, never a guess.

// pdfObject is one indirect object: its number and the bytes between "N 0 obj\n" and
// "endobj\n".
type pdfObject struct {
	num  int
	body []byte
}

type pdfFile struct {
	objs    []pdfObject // in file order
	trailer []byte      // the trailer dictionary
	maxNum  int         // highest object number
}

var (
	startxrefRE = regexp.MustCompile(`startxref\n(\d+)\n%%EOF\n?$`)
	xrefHeadRE  = regexp.MustCompile(`^xref\n0 (\d+)\n`)
	objHeadRE   = regexp.MustCompile(`^(\d+) 0 obj\n`)
	kidsRE      = regexp.MustCompile(`/Kids \[([0-9 R]*)\]`)
	sizeRE      = regexp.MustCompile(`/Size \d+`)
)

func fixup(in []byte, d *Document) ([]byte, error) {
	f, err := parsePDF(in)
	if err == nil {
		err = f.fix(d)
	}
	if err != nil {
		return nil, fmt.Errorf("pdf: unexpected fpdf output: %w", err)
	}
	return f.bytes(), nil
}

func (f *pdfFile) fix(d *Document) error {
	pages, err := f.pageObjects()
	if err != nil {
		return err
	}
	if len(pages) != len(d.pages) {
		return fmt.Errorf("%d pages in the page tree, %d drawn", len(pages), len(d.pages))
	}
	if err := f.setContents(pages, d.pages); err != nil {
		return err
	}
	if err := f.setBoxes(pages, d.pages); err != nil {
		return err
	}
	heights := make([]float64, len(d.pages))
	for i, p := range d.pages {
		heights[i] = p.h * ptPerMM
	}
	if err := f.fixOutline(d.bookmarks, pages, heights); err != nil {
		return err
	}
	if err := f.addLinks(d.links, d.anchors, pages); err != nil {
		return err
	}
	if err := f.addForms(d.forms); err != nil {
		return err
	}
	if err := f.addFonts(d.fonts); err != nil {
		return err
	}
	if err := f.fixCatalog(); err != nil {
		return err
	}
	if d.plain {
		return nil
	}
	return f.compressStreams()
}

// parsePDF splits fpdf's output into its objects using the xref table.
func parsePDF(in []byte) (*pdfFile, error) {
	m := startxrefRE.FindSubmatch(in)
	if m == nil {
		return nil, fmt.Errorf("no startxref at the end")
	}
	xref, _ := strconv.Atoi(string(m[1]))
	if xref <= 0 || xref >= len(in) {
		return nil, fmt.Errorf("startxref %d out of range", xref)
	}
	head := xrefHeadRE.FindSubmatch(in[xref:])
	if head == nil {
		return nil, fmt.Errorf("no xref table at %d", xref)
	}
	n, _ := strconv.Atoi(string(head[1]))
	entries := in[xref+len(head[0]):]
	if len(entries) < 20*n {
		return nil, fmt.Errorf("xref table truncated")
	}
	type loc struct{ num, off int }
	var locs []loc
	for i := 1; i < n; i++ { // entry 0 is the free list head
		off, err := strconv.Atoi(string(entries[20*i : 20*i+10]))
		if err != nil || off <= 0 || off >= xref {
			return nil, fmt.Errorf("xref entry %d: bad offset", i)
		}
		locs = append(locs, loc{i, off})
	}
	slices.SortFunc(locs, func(a, b loc) int { return a.off - b.off })

	f := &pdfFile{}
	for i, l := range locs {
		end := xref
		if i+1 < len(locs) {
			end = locs[i+1].off
		}
		raw := in[l.off:end]
		h := objHeadRE.FindSubmatch(raw)
		if h == nil || string(h[1]) != strconv.Itoa(l.num) || !bytes.HasSuffix(raw, []byte("endobj\n")) {
			return nil, fmt.Errorf("object %d is not where the xref table says", l.num)
		}
		f.objs = append(f.objs, pdfObject{l.num, raw[len(h[0]) : len(raw)-len("endobj\n")]})
		f.maxNum = max(f.maxNum, l.num)
	}
	rest := entries[20*n:]
	t0, t1 := bytes.Index(rest, []byte("trailer\n")), bytes.Index(rest, []byte("startxref\n"))
	if t0 != 0 || t1 < 0 {
		return nil, fmt.Errorf("no trailer after the xref table")
	}
	f.trailer = rest[len("trailer\n"):t1]
	return f, nil
}

var contentsRE = regexp.MustCompile(`/Contents (\d+) 0 R`)

// setContents puts each page's content stream, as the backend drew it, in place of the
// one fpdf wrote (which holds only fpdf's own settings): the drawing is not copied
// through fpdf's buffers.
func (f *pdfFile) setContents(pages []int, drawn []*page) error {
	for i, n := range pages {
		pg := f.object(n)
		var m [][]byte
		if pg != nil {
			m = contentsRE.FindSubmatch(pg.body)
		}
		if m == nil {
			return fmt.Errorf("page object %d has no /Contents", n)
		}
		c, _ := strconv.Atoi(string(m[1]))
		obj := f.object(c)
		if obj == nil {
			return fmt.Errorf("page %d: no contents object %d", i+1, c)
		}
		obj.body = stream(nil, bytes.TrimSuffix(drawn[i].content, []byte("\n")))
	}
	return nil
}

// setBoxes writes each page's trim and bleed boxes after its /MediaBox.
func (f *pdfFile) setBoxes(pages []int, drawn []*page) error {
	for i, n := range pages {
		if len(drawn[i].boxes) == 0 {
			continue
		}
		pg := f.object(n)
		at := bytes.Index(pg.body, []byte("/MediaBox ["))
		end := bytes.IndexByte(pg.body[max(at, 0):], '\n')
		if at < 0 || end < 0 {
			return fmt.Errorf("page %d: no /MediaBox line to put its boxes after", i+1)
		}
		cut := at + end + 1
		pg.body = slices.Concat(pg.body[:cut], drawn[i].boxes, pg.body[cut:])
	}
	return nil
}

// find returns the objects whose body starts with prefix, in file order.
func (f *pdfFile) find(prefix string) []*pdfObject {
	var out []*pdfObject
	for i := range f.objs {
		if bytes.HasPrefix(f.objs[i].body, []byte(prefix)) {
			out = append(out, &f.objs[i])
		}
	}
	return out
}

// pageObjects lists the object numbers of the pages, in page order.
func (f *pdfFile) pageObjects() ([]int, error) {
	pages := f.find("<</Type /Pages\n")
	if len(pages) != 1 {
		return nil, fmt.Errorf("%d page tree roots, want 1", len(pages))
	}
	m := kidsRE.FindSubmatch(pages[0].body)
	if m == nil {
		return nil, fmt.Errorf("page tree without /Kids")
	}
	var nums []int
	for _, ref := range bytes.Split(bytes.TrimSpace(m[1]), []byte(" R")) {
		if ref = bytes.TrimSpace(ref); len(ref) > 0 {
			var num, gen int
			if _, err := fmt.Sscanf(string(ref), "%d %d", &num, &gen); err != nil {
				return nil, fmt.Errorf("page reference %q: %v", ref, err)
			}
			nums = append(nums, num)
		}
	}
	return nums, nil
}

// fixOutline rewrites fpdf's outline items and root from our own bookmark list.
func (f *pdfFile) fixOutline(bms []bookmark, pages []int, pageHeights []float64) error {
	items, roots := f.find("<</Title "), f.find("<</Type /Outlines ")
	if len(items) != len(bms) || len(roots) != min(1, len(bms)) {
		return fmt.Errorf("%d outline items and %d roots for %d bookmarks", len(items), len(roots), len(bms))
	}
	if len(bms) == 0 {
		return nil
	}
	tree := outlineTree(bms)
	ref := func(i int) int { return items[i].num } // fpdf numbers items in order
	root := roots[0].num
	for i, b := range bms {
		var d bytes.Buffer
		fmt.Fprintf(&d, "<</Title %s\n/Parent %d 0 R\n", pdfText(b.title), or(tree.parent[i], ref, root))
		for _, e := range []struct {
			key string
			idx int
		}{{"Prev", tree.prev[i]}, {"Next", tree.next[i]}, {"First", tree.first[i]}, {"Last", tree.last[i]}} {
			if e.idx >= 0 {
				fmt.Fprintf(&d, "/%s %d 0 R\n", e.key, ref(e.idx))
			}
		}
		if tree.count[i] > 0 {
			fmt.Fprintf(&d, "/Count %d\n", tree.count[i]) // positive: open, children shown
		}
		fmt.Fprintf(&d, "/Dest [%d 0 R /XYZ 0 %s null]>>\n", pages[b.page], num.Format(pageHeights[b.page], 2))
		items[i].body = d.Bytes()
	}
	roots[0].body = fmt.Appendf(nil, "<</Type /Outlines /First %d 0 R /Last %d 0 R /Count %d>>\n",
		ref(0), ref(tree.lastTop), len(bms))
	return nil
}

func or(i int, ref func(int) int, dflt int) int {
	if i < 0 {
		return dflt
	}
	return ref(i)
}

// outline is the tree of a bookmark list given by levels; -1 means none.
type outline struct {
	parent, prev, next, first, last []int
	count                           []int // number of descendants
	lastTop                         int   // last item at level 0
}

func outlineTree(bms []bookmark) outline {
	n := len(bms)
	t := outline{make([]int, n), make([]int, n), make([]int, n), make([]int, n), make([]int, n), make([]int, n), 0}
	for i := range n {
		t.parent[i], t.prev[i], t.next[i], t.first[i], t.last[i] = -1, -1, -1, -1, -1
	}
	for i, b := range bms {
		for j := i - 1; j >= 0 && bms[j].level >= b.level-1; j-- {
			if bms[j].level == b.level-1 {
				t.parent[i] = j
				break
			}
			if bms[j].level == b.level && t.prev[i] < 0 {
				t.prev[i], t.next[j] = j, i
			}
		}
		if p := t.parent[i]; p >= 0 {
			if t.first[p] < 0 {
				t.first[p] = i
			}
			t.last[p] = i
		} else {
			t.lastTop = i
		}
		end := i + 1
		for end < n && bms[end].level > b.level {
			end++
		}
		t.count[i] = end - i - 1
	}
	return t
}

// pdfText encodes s as a PDF text string: UTF-16BE with a byte order mark, in hex, so
// that no character needs escaping and runes beyond the BMP survive.
func pdfText(s string) string {
	b := []byte("<FEFF")
	for _, u := range utf16.Encode([]rune(s)) {
		b = fmt.Appendf(b, "%04X", u)
	}
	return string(append(b, '>'))
}

// add appends a new object and returns its number.
func (f *pdfFile) add(body []byte) int {
	f.maxNum++
	f.objs = append(f.objs, pdfObject{f.maxNum, body})
	return f.maxNum
}

// object returns the object with number n.
func (f *pdfFile) object(n int) *pdfObject {
	for i := range f.objs {
		if f.objs[i].num == n {
			return &f.objs[i]
		}
	}
	return nil
}

// addLinks writes each link as an annotation object and lists them in its page's /Annots.
func (f *pdfFile) addLinks(links []link, anchors map[string]anchor, pages []int) error {
	annots := map[int][]int{} // page index -> annotation objects
	for _, l := range links {
		body := fmt.Appendf(nil, "<</Type /Annot /Subtype /Link /Rect [%s %s %s %s] /Border [0 0 0] /P %d 0 R",
			num.Format(l.rect[0], 2), num.Format(l.rect[1], 2), num.Format(l.rect[2], 2), num.Format(l.rect[3], 2), pages[l.page])
		if l.url != "" {
			body = fmt.Appendf(body, " /A <</S /URI /URI %s>>", pdfASCII(l.url))
		} else {
			a := anchors[l.anchor]
			body = fmt.Appendf(body, " /Dest [%d 0 R /XYZ 0 %s null]", pages[a.page], num.Format(a.y, 2))
		}
		annots[l.page] = append(annots[l.page], f.add(append(body, ">>\n"...)))
	}
	for i, refs := range annots {
		pg := f.object(pages[i])
		const head = "<</Type /Page\n"
		if pg == nil || !bytes.HasPrefix(pg.body, []byte(head)) || bytes.Contains(pg.body, []byte("/Annots")) {
			return fmt.Errorf("page object %d is not a plain fpdf page", pages[i])
		}
		list := []byte("/Annots [")
		for j, r := range refs {
			if j > 0 {
				list = append(list, ' ')
			}
			list = fmt.Appendf(list, "%d 0 R", r)
		}
		list = append(list, "]\n"...)
		pg.body = slices.Insert(slices.Clone(pg.body), len(head), list...)
	}
	return nil
}

// pdfASCII writes an ASCII string as a PDF literal string.
func pdfASCII(s string) string {
	var b []byte
	for i := 0; i < len(s); i++ {
		if c := s[i]; c == '(' || c == ')' || c == '\\' {
			b = append(b, '\\')
		}
		b = append(b, s[i])
	}
	return "(" + string(b) + ")"
}

// fixCatalog adds /ViewerPreferences to the catalog.
func (f *pdfFile) fixCatalog() error {
	cats := f.find("<<\n/Type /Catalog\n")
	if len(cats) != 1 {
		return fmt.Errorf("%d catalogs, want 1", len(cats))
	}
	const at = len("<<\n/Type /Catalog\n")
	body := slices.Clone(cats[0].body)
	cats[0].body = slices.Insert(body, at, []byte("/ViewerPreferences <</PrintScaling /None>>\n")...)
	return nil
}

// bytes writes the file again: header, objects in their order, a new xref table.
func (f *pdfFile) bytes() []byte {
	size := 64 + len(f.trailer)
	for _, o := range f.objs {
		size += len(o.body) + 32 + 20 // header, "endobj" and its xref entry
	}
	out := make([]byte, 0, size)
	out = append(out, "%PDF-1.7\n%\xb5\xb6\xb7\xb8\n"...)
	offsets := map[int]int{}
	maxNum := 0
	for _, o := range f.objs {
		offsets[o.num] = len(out)
		maxNum = max(maxNum, o.num)
		out = fmt.Appendf(out, "%d 0 obj\n", o.num)
		out = append(out, o.body...)
		out = append(out, "endobj\n"...)
	}
	xref := len(out)
	out = fmt.Appendf(out, "xref\n0 %d\n0000000000 65535 f \n", maxNum+1)
	for i := 1; i <= maxNum; i++ {
		if off, ok := offsets[i]; ok {
			out = fmt.Appendf(out, "%010d 00000 n \n", off)
		} else {
			out = append(out, "0000000000 65535 f \n"...)
		}
	}
	out = append(out, "trailer\n"...)
	out = append(out, sizeRE.ReplaceAll(f.trailer, fmt.Appendf(nil, "/Size %d", maxNum+1))...)
	return fmt.Appendf(out, "startxref\n%d\n%%%%EOF\n", xref)
}
