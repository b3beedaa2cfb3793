package build

import (
	"bytes"
	"fmt"
	"slices"

	"github.com/excalibur-kit/excalibur/internal/component"
	"github.com/excalibur-kit/excalibur/internal/draw"
	pdfdraw "github.com/excalibur-kit/excalibur/internal/draw/pdf"
	svgdraw "github.com/excalibur-kit/excalibur/internal/draw/svg"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
	rulehtml "github.com/excalibur-kit/excalibur/internal/rulebook/html"
	"github.com/excalibur-kit/excalibur/internal/rulebook/pages"
)

// renderer makes one component's files in one language.
type renderer func(x *component.Ctx, o Options, in *Inputs) ([]File, error)

// renderers are the components of the kit. Each draws its PDF and its SVGs with the
// same drawing functions; only the Document differs.
var renderers = map[string]renderer{
	"manor-cards": func(x *component.Ctx, o Options, in *Inputs) ([]File, error) {
		pr := printSettings(o, in)
		return both(x, o, "manor-cards",
			func(d draw.Document) error { return x.CardSheets(d, pr) },
			func(d draw.Document) error { return x.CardPages(d) },
			func(i int) string { // each card's front, then its back (CardPages)
				if i%2 == 1 {
					return in.Data.Manors[i/2].ID + "-back.svg"
				}
				return in.Data.Manors[i/2].ID + ".svg"
			})
	},
	"counters": func(x *component.Ctx, o Options, in *Inputs) ([]File, error) {
		pr := printSettings(o, in)
		draw1 := func(d draw.Document) error { return x.CounterSheets(d, pr) }
		return both(x, o, "counters", draw1, draw1, sideName(o))
	},
	"rulebook":        fromRules(false, renderRulebook),
	"quick-reference": fromRules(true, renderQuick),
	"rules-reference": fromRules(false, renderReference),
	"order-sheet": func(x *component.Ctx, o Options, in *Inputs) ([]File, error) {
		pr := printSettings(o, in)
		sides := func(d draw.Document) error { return orderSheet(x, d, pr.Paper.W, pr.Paper.H) }
		return both(x, o, "order-sheet", sides, sides, func(i int) string { return []string{"front.svg", "back.svg"}[i] })
	},
	"tracks": onePage("tracks", func(x *component.Ctx) func(draw.Canvas) error { return x.Tracks }),
	"calibration": func(x *component.Ctx, o Options, in *Inputs) ([]File, error) {
		pr := printSettings(o, in)
		draw1 := func(d draw.Document) error { return x.Calibration(d, pr) }
		return both(x, o, "calibration", draw1, draw1, func(i int) string { return []string{"front.svg", "back.svg"}[i] })
	},
	"print-list": func(x *component.Ctx, o Options, in *Inputs) ([]File, error) {
		pr := printSettings(o, in)
		return onePage("print-list", func(x *component.Ctx) func(draw.Canvas) error {
			return func(c draw.Canvas) error { return x.PrintList(c, pr, in.Kit[x.L.Lang]) }
		})(x, o, in)
	},
	"board": fromValley(func(x *component.Ctx, o Options, in *Inputs) ([]File, error) {
		return both(x, o, "board", x.BoardSheet, x.BoardSheet, func(int) string { return "board.svg" })
	}),
	"board-tiles": fromValley(func(x *component.Ctx, o Options, in *Inputs) ([]File, error) {
		pr := printSettings(o, in)
		tiles := func(d draw.Document) error { return x.BoardTiles(d, pr.Paper) }
		return both(x, o, "board-tiles", tiles, tiles, tileName)
	}),
}

// fromValley is a component drawn from the valley of content/map.toml: without one it
// makes no files, and the report says so.
func fromValley(render renderer) renderer {
	return func(x *component.Ctx, o Options, in *Inputs) ([]File, error) {
		if !x.HasValley() {
			return nil, nil
		}
		return render(x, o, in)
	}
}

// tileName names the SVGs of the tiled board: the assembly page, then each tile in glue
// order.
func tileName(i int) string {
	if i == 0 {
		return "assembly.svg"
	}
	return fmt.Sprintf("tile-%02d.svg", i)
}

// fromRules makes a component from a language's rules text (the rulebook, or its quick
// reference when quick). A language without rules text yet gives no files; the report
// says so.
func fromRules(quick bool, render func(x *component.Ctx, o Options, in *Inputs, b *rulebook.Book) ([]File, error)) renderer {
	return func(x *component.Ctx, o Options, in *Inputs) ([]File, error) {
		if !rulebook.HasRules(o.Content, x.L.Lang) {
			return nil, nil
		}
		build1 := rulebook.Build
		if quick {
			build1 = rulebook.BuildQuick
		}
		b, err := build1(o.Content, x.L.Lang, in.Engine, x.L)
		if err != nil {
			return nil, err
		}
		return render(x, o, in, b)
	}
}

// renderRulebook sets the rulebook: one PDF, and one SVG per page.
func renderRulebook(x *component.Ctx, o Options, in *Inputs, b *rulebook.Book) ([]File, error) {
	pr := printSettings(o, in)
	set, err := pages.Layout(b, x, pr.Paper.W, pr.Paper.H)
	if err != nil {
		return nil, err
	}
	return both(x, o, "rulebook", set.Draw, set.Draw, func(i int) string { return fmt.Sprintf("page-%02d.svg", i+1) })
}

// renderQuick sets the quick reference sheet: a PDF, or for the preview its SVG pages.
func renderQuick(x *component.Ctx, o Options, in *Inputs, b *rulebook.Book) ([]File, error) {
	pr := printSettings(o, in)
	set, err := pages.LayoutQuick(b, x, pr.Paper.W, pr.Paper.H)
	if err != nil {
		return nil, err
	}
	if o.SVGOnly {
		return renderSVG(x, o, "quick-reference", set.Draw, func(i int) string { return fmt.Sprintf("page-%02d.svg", i+1) })
	}
	f, err := renderPDF(x, o, "quick-reference", set.Draw)
	return []File{f}, err
}

// renderReference writes the rules as one self-contained HTML page.
func renderReference(x *component.Ctx, o Options, in *Inputs, b *rulebook.Book) ([]File, error) {
	var buf bytes.Buffer
	if err := rulehtml.Render(&buf, b, ReferenceFigures(x)); err != nil {
		return nil, fmt.Errorf("rules-reference (%s): %w", x.L.Lang, err)
	}
	return []File{newFile(x.L.Lang+"/rules-reference.html", "rules-reference", x.L.Lang, "html", 1, buf.Bytes())}, nil
}

// ReferenceFigures draws the rules reference's figures as the rulebook draws them, at the
// width of its column.
func ReferenceFigures(x *component.Ctx) rulehtml.Option {
	return rulehtml.WithFigures(func(id string) (rulehtml.Figure, error) {
		f, err := x.Figure(id, pages.ColumnWidth(x.Layout))
		if err != nil {
			return rulehtml.Figure{}, err
		}
		return rulehtml.Figure{W: f.W, H: f.H, Caption: f.Caption, Draw: f.Draw}, nil
	})
}

// onePage is a component that is one full page of the chosen paper.
func onePage(comp string, page func(*component.Ctx) func(draw.Canvas) error) renderer {
	return func(x *component.Ctx, o Options, in *Inputs) ([]File, error) {
		pr := printSettings(o, in)
		pages := func(d draw.Document) error {
			c := d.NewPage(pr.Paper.W, pr.Paper.H)
			d.Bookmark(x.L.T("component."+comp, nil), 0)
			return page(x)(c)
		}
		return both(x, o, comp, pages, pages, func(int) string { return comp + ".svg" })
	}
}

// orderSheet draws the order sheet's two pages, front and back, each bookmarked.
func orderSheet(x *component.Ctx, d draw.Document, w, h float64) error {
	title := x.L.T("component.order-sheet", nil)
	if err := x.OrderSheet(d.NewPage(w, h)); err != nil {
		return err
	}
	d.Bookmark(title, 0)
	if err := x.OrderSheetBack(d.NewPage(w, h)); err != nil {
		return err
	}
	d.Bookmark(x.L.Join("title", title, x.L.T("orders.back", nil)), 0)
	return nil
}

// sideName names the SVG of each sheet side: sheet-1-front.svg, sheet-1-back.svg, ...
// (sheet-1.svg when folded: both sides are on one page).
func sideName(o Options) func(int) string {
	return func(i int) string {
		if o.Fold {
			return fmt.Sprintf("sheet-%d.svg", i+1)
		}
		side := "front"
		if i%2 == 1 {
			side = "back"
		}
		return fmt.Sprintf("sheet-%d-%s.svg", i/2+1, side)
	}
}

// both renders a component to its PDF and its SVG pages (the SVGs alone with o.SVGOnly).
func both(x *component.Ctx, o Options, comp string, pdfPages, svgPages func(draw.Document) error, svgName func(int) string) ([]File, error) {
	if o.SVGOnly {
		return renderSVG(x, o, comp, svgPages, svgName)
	}
	pdf, err := renderPDF(x, o, comp, pdfPages)
	if err != nil {
		return nil, err
	}
	svgs, err := renderSVG(x, o, comp, svgPages, svgName)
	if err != nil {
		return nil, err
	}
	return append([]File{pdf}, svgs...), nil
}

func renderPDF(x *component.Ctx, o Options, comp string, pages func(draw.Document) error) (File, error) {
	title := x.L.Join("title", x.L.T("card.back-title", nil), x.L.T("component."+comp, nil))
	doc := pdfdraw.New(pdfdraw.Info{
		Title: title, Author: x.L.T("kit.author", nil), Subject: x.L.T("component."+comp, nil),
		Keywords: x.L.T("kit.keywords", nil), Creator: "excalibur build", Producer: x.L.T("kit.producer", nil),
		Lang: x.L.Lang, Date: o.Date, Uncompressed: o.Plain,
	})
	if err := pages(doc); err != nil {
		return File{}, err
	}
	if err := doc.Err(); err != nil {
		return File{}, fmt.Errorf("%s (%s): %w", comp, x.L.Lang, err)
	}
	b, err := doc.Bytes()
	if err != nil {
		return File{}, fmt.Errorf("%s (%s): %w", comp, x.L.Lang, err)
	}
	return newFile(x.L.Lang+"/"+comp+".pdf", comp, x.L.Lang, "pdf", doc.Pages(), b), nil
}

func renderSVG(x *component.Ctx, o Options, comp string, pages func(draw.Document) error, name func(int) string) ([]File, error) {
	doc := svgdraw.New()
	doc.PageName = name
	doc.Light = slices.Contains(o.Light, comp)
	file := func(i int, b []byte) File {
		return newFile(x.L.Lang+"/svg/"+comp+"/"+name(i), comp, x.L.Lang, "svg", 1, b)
	}
	st := &streamed{Document: doc, done: map[int][]byte{}}
	if o.OnSVG != nil {
		st.send = func(i int, b []byte) { o.OnSVG(file(i, b)) }
	}
	// A drawing error still gives the pages drawn: the preview shows those that drew
	// fine (the build publishes nothing of a job with an error).
	drawErr := pages(st)
	if err := doc.Err(); err != nil {
		return nil, fmt.Errorf("%s (%s): %w", comp, x.L.Lang, err)
	}
	files := make([]File, 0, doc.Len())
	for i := 0; i < doc.Len(); i++ {
		b, ok := st.done[i]
		if !ok {
			var err error
			if b, err = doc.PageBytes(i); err != nil {
				return nil, fmt.Errorf("%s (%s) page %d: %w", comp, x.L.Lang, i+1, err)
			}
		}
		files = append(files, file(i, b))
	}
	return files, drawErr
}

// streamed is an SVG document that, when it has a send, passes each page on as soon as
// the next is begun (a page is done then). A page that cannot be written yet (a link to
// an anchor on a later page, or an error) is left to the end; the bytes sent are kept
// and are the page's file.
type streamed struct {
	*svgdraw.Document
	send func(i int, b []byte)
	done map[int][]byte
}

func (s *streamed) NewPage(w, h float64) draw.Canvas {
	if n := s.Len(); s.send != nil && n > 0 {
		if b, err := s.PageBytes(n - 1); err == nil {
			s.done[n-1] = b
			s.send(n-1, b)
		}
	}
	return s.Document.NewPage(w, h)
}
