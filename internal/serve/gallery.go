package serve

import (
	"bytes"
	"embed"
	"html/template"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/excalibur-kit/excalibur/internal/build"
	"github.com/excalibur-kit/excalibur/internal/check"
)

// The gallery: the page, and each part of it that a message can replace, rendered from
// the state by one set of templates, so a replaced part looks as it did when loaded.

//go:embed assets
var assets embed.FS

var page = template.Must(template.New("page").Funcs(template.FuncMap{
	"ms": func(d time.Duration) int64 { return d.Milliseconds() },
}).ParseFS(assets, "assets/*.html"))

// defaultOpen are the components whose drawings the gallery shows when the address asks
// for none (/?open=counters,board asks for those): the rest are listed, each language's
// state with them, and shown when their button is pressed. A page holding every drawing
// of the kit (about 125,000 SVG elements in three languages) is laid out again on each
// swap, which alone cost 90 ms a change; a page of the components being worked on is
// a fraction of that.
var defaultOpen = []string{"manor-cards"}

// openSet reads the components a gallery's address asks to show, of those there are.
func openSet(query string, comps []string) map[string]bool {
	want := defaultOpen
	if query != "" {
		want = strings.Split(query, ",")
	}
	open := map[string]bool{}
	for _, c := range want {
		if slices.Contains(comps, c) {
			open[c] = true
		}
	}
	return open
}

type itemView struct {
	ID, Comp, Lang, Name, Err string
	SVG                       template.HTML
	Shape                     template.CSS // the drawing's aspect ratio, from its viewBox
	V                         int
}

type jobView struct {
	ID, Comp, Lang, Err, Note string
	Took                      time.Duration
	HasHTML, Done             bool
}

type gridView struct {
	ID, Comp string
	Langs    int
	Rows     []rowView
}

// rowView is one item in every language, side by side.
type rowView struct {
	Name  string
	Items []itemView
}

type sectionView struct {
	Comp, Title string
	Open        bool
	Jobs        []jobView
	Checks      concernView // the failed checks that concern the component
	Grid        gridView
}

type statusView struct {
	At     time.Time
	Took   time.Duration // from the save to the last drawing of the round
	Jobs   int
	Busy   bool
	Failed int // jobs whose drawing failed
	Checks int // check groups that found a problem
}

type pageView struct {
	Status   statusView
	Banner   string
	Sections []sectionView
	Checks   checkView
	Langs    []string
	Item     *itemView // the item page: one drawing at true size
}

func render(name string, v any) string {
	var b bytes.Buffer
	if err := page.ExecuteTemplate(&b, name, v); err != nil {
		return "<p class=\"err\">" + template.HTMLEscapeString(err.Error()) + "</p>"
	}
	return b.String()
}

// inline makes an SVG fit in the page beside others: without its XML prologue, and with
// its ids (and the references to them) prefixed by the item's id, since every inline
// SVG shares the page's ids and each card has its own "fig.1".
func inline(svg []byte, prefix string) template.HTML {
	s := string(svg)
	if i := strings.Index(s, "<svg"); i > 0 {
		s = s[i:]
	}
	r := strings.NewReplacer(`id="`, `id="`+prefix, `href="#`, `href="#`+prefix, `url(#`, `url(#`+prefix)
	return template.HTML(r.Replace(s))
}

func (s *state) itemView(it *item) itemView { return itemViewOf(it) }

// itemViewOf is an item as the page shows it, from the item alone.
func itemViewOf(it *item) itemView {
	v := itemView{ID: it.id(), Comp: it.comp, Lang: it.lang, Name: it.name, Err: it.err, V: it.v}
	if it.svg != nil {
		v.SVG = inline(it.svg, v.ID+"-")
		v.Shape = shape(it.svg)
	}
	return v
}

// shape is the aspect ratio of an SVG's viewBox as a CSS declaration, or none when it
// has no readable one. The gallery's drawings are sized from it alone (contain: strict
// in page.css), so a swapped drawing's layout and paint stay inside its box.
func shape(svg []byte) template.CSS {
	_, rest, ok := bytes.Cut(svg, []byte(`viewBox="`))
	if !ok {
		return ""
	}
	box, _, ok := bytes.Cut(rest, []byte(`"`))
	f := strings.Fields(string(box))
	if !ok || len(f) != 4 {
		return ""
	}
	w, errW := strconv.ParseFloat(f[2], 64)
	h, errH := strconv.ParseFloat(f[3], 64)
	if errW != nil || errH != nil || !(w > 0) || !(h > 0) {
		return ""
	}
	return template.CSS("aspect-ratio: " + strconv.FormatFloat(w, 'f', -1, 64) + " / " + strconv.FormatFloat(h, 'f', -1, 64))
}

func (s *state) itemHTML(it *item) string { return itemHTML(it) }

func itemHTML(it *item) string { return render("item", itemViewOf(it)) }

func (s *state) jobView(j build.Job) jobView {
	js := s.jobs[j]
	v := jobView{ID: jobID(j), Comp: j.Component, Lang: j.Lang}
	if js != nil {
		v.Err, v.Note, v.Took, v.HasHTML, v.Done = js.err, js.note, js.took, js.html != nil, js.v > 0
	}
	return v
}

func (s *state) jobHTML(j build.Job) string { return render("job", s.jobView(j)) }

func (s *state) gridView(comp string) gridView {
	g := gridView{ID: gridID(comp), Comp: comp, Langs: len(s.langs)}
	for _, n := range s.names[comp] {
		row := rowView{Name: strings.TrimSuffix(n, ".svg"), Items: make([]itemView, len(s.langs))}
		for i, l := range s.langs {
			if it := s.items[itemID(comp, l, n)]; it != nil {
				row.Items[i] = s.itemView(it)
			} else {
				row.Items[i] = itemView{ID: itemID(comp, l, n), Comp: comp, Lang: l, Name: n}
			}
		}
		g.Rows = append(g.Rows, row)
	}
	return g
}

func (s *state) gridHTML(comp string) string { return render("grid", s.gridView(comp)) }

// openGrid is a component's grid for a page that asked to see it.
func (s *state) openGrid(comp string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.gridHTML(comp)
}

func (s *state) section(comp string, open bool) sectionView {
	v := sectionView{Comp: comp, Title: title(comp), Open: open, Checks: s.checks.concerning(comp)}
	for _, l := range s.langs {
		v.Jobs = append(v.Jobs, s.jobView(build.Job{Component: comp, Lang: l}))
	}
	v.Grid = gridView{ID: gridID(comp), Comp: comp, Langs: len(s.langs)}
	if v.Open {
		v.Grid = s.gridView(comp)
	}
	return v
}

// galleryOrder puts first what a designer changes most; the rest follow by name.
var galleryOrder = []string{"manor-cards", "counters", "board", "board-tiles", "order-sheet", "tracks", "quick-reference", "rulebook", "rules-reference"}

// ordered lists the components in the gallery's order.
func ordered(comps []string) []string {
	rank := map[string]int{}
	for i, c := range galleryOrder {
		rank[c] = i + 1
	}
	out := slices.Clone(comps)
	sort.SliceStable(out, func(i, j int) bool {
		ri, rj := rank[out[i]], rank[out[j]]
		if ri == 0 || rj == 0 {
			return ri != 0 && rj == 0
		}
		return ri < rj
	})
	return out
}

// gallery is the whole page as it stands.
func (s *state) gallery(open map[string]bool) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	v := pageView{Status: s.status, Banner: s.banner, Checks: s.checks, Langs: s.langs}
	for _, c := range ordered(s.comps) {
		v.Sections = append(v.Sections, s.section(c, open[c]))
	}
	return render("page", v)
}

// itemPage is one drawing alone, at its true size; nil when there is no such item.
func (s *state) itemPage(comp, lang, name string) (string, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	it := s.items[itemID(comp, lang, name)]
	if it == nil {
		return "", false
	}
	iv := s.itemView(it)
	return render("page", pageView{Status: s.status, Banner: s.banner, Langs: s.langs, Item: &iv}), true
}

// svg is an item's last good drawing, as built.
func (s *state) svg(comp, lang, name string) []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	if it := s.items[itemID(comp, lang, name)]; it != nil {
		return it.svg
	}
	return nil
}

func title(comp string) string {
	s := strings.ReplaceAll(comp, "-", " ")
	return strings.ToUpper(s[:1]) + s[1:]
}

func bannerHTML(msg string) string   { return render("banner", msg) }
func statusHTML(v statusView) string { return render("status", v) }
func checksHTML(v checkView) string  { return render("checks", v) }

func concernsHTML(v concernView) string { return render("concerns", v) }

// concernsID is the id of a section's line of failed checks.
func concernsID(comp string) string { return "k-" + comp }

// failedGroups counts the checks that found a problem.
func failedGroups(rs []check.Result) int {
	n := 0
	for _, r := range rs {
		if len(r.Problems) > 0 {
			n++
		}
	}
	return n
}
