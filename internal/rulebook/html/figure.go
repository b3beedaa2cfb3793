package rulehtml

import (
	"bytes"
	"fmt"
	"html"
	"regexp"

	"github.com/excalibur-kit/excalibur/internal/draw"
	svgdraw "github.com/excalibur-kit/excalibur/internal/draw/svg"
)

// Figures of the rules text ({{figure "id"}}) are drawn by the kit's drawing code (the
// same as the printed rulebook's) through the SVG backend, and written into the page as
// inline SVG: the page stays one file that loads nothing. Each figure's ids (glyphs,
// clip paths, reused symbols) are prefixed with the figure's own id, so two figures, or
// a figure and the text, never share one.

// Figure is a figure as the page shows it.
type Figure struct {
	W, H    float64 // its size, mm
	Caption string
	Draw    func(c draw.Canvas) error // draws it with its top left corner at the origin
}

// Option changes how the page is written.
type Option func(*renderer)

// WithFigures draws the text's figures: fig gives each figure of the book by its id.
func WithFigures(fig func(id string) (Figure, error)) Option {
	return func(r *renderer) { r.figures = fig }
}

// figure writes a figure and its caption.
func (r *renderer) figure(id string) error {
	if r.figures == nil {
		return fmt.Errorf("figure %q: the page was rendered without its figures (rulehtml.WithFigures)", id)
	}
	f, err := r.figures(id)
	if err != nil {
		return err
	}
	anchor := r.unique("figure-" + slug(id))
	svg, err := inlineSVG(f, anchor+"-")
	if err != nil {
		return fmt.Errorf("figure %q: %w", id, err)
	}
	r.w("<figure class=\"figure\" id=\"" + anchor + "\" data-figure=\"")
	r.esc(id)
	r.w("\">\n")
	r.out.Write(svg)
	r.w("<figcaption>")
	r.esc(f.Caption)
	r.w("</figcaption>\n</figure>\n")
	return nil
}

var (
	reSVGStart = regexp.MustCompile(`(?s)^.*?<svg\b[^>]*>`)
	reViewBox  = regexp.MustCompile(`viewBox="([^"]*)"`)
	reSize     = regexp.MustCompile(`\b(width|height)="([^"]*)"`)
	reID       = regexp.MustCompile(`\bid="`)
	reHref     = regexp.MustCompile(`\bxlink:href="#`)
	reURL      = regexp.MustCompile(`url\(#`)
)

// inlineSVG draws a figure as an SVG element for the page: the file the SVG backend
// writes, without its XML prolog, its ids prefixed, named by its caption.
func inlineSVG(f Figure, prefix string) ([]byte, error) {
	doc := svgdraw.New()
	doc.Embedded = true // the <svg role="img"> below names the figure for screen readers
	c := doc.NewPage(f.W, f.H)
	if err := f.Draw(c); err != nil {
		return nil, err
	}
	page, err := doc.PageBytes(0)
	if err != nil {
		return nil, err
	}
	head := reSVGStart.Find(page)
	if head == nil {
		return nil, fmt.Errorf("the SVG backend wrote no <svg> element")
	}
	body := page[len(head):]
	open := []byte(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"`)
	for _, m := range reSize.FindAllSubmatch(head, -1) {
		open = fmt.Appendf(open, ` %s="%s"`, m[1], m[2])
	}
	if m := reViewBox.FindSubmatch(head); m != nil {
		open = fmt.Appendf(open, ` viewBox="%s"`, m[1])
	}
	var out bytes.Buffer
	out.Write(open)
	out.WriteString(` role="img" aria-label="`)
	out.WriteString(html.EscapeString(f.Caption))
	out.WriteString("\">\n")
	body = reID.ReplaceAll(body, []byte(`id="`+prefix))
	body = reHref.ReplaceAll(body, []byte(`xlink:href="#`+prefix))
	body = reURL.ReplaceAll(body, []byte(`url(#`+prefix))
	out.Write(bytes.TrimSpace(body))
	out.WriteString("\n")
	return out.Bytes(), nil
}
