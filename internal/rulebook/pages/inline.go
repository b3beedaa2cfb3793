package pages

import (
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/util"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/layout"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
)

// inlines flattens a block's inline content into pieces of text in their fonts:
// emphasis is italic, strong emphasis bold, code a sans face, cross references links
// (a list of them, one link a number).
func (s *setter) inlines(n ast.Node, base draw.Font) []piece {
	var out []piece
	var walk func(n ast.Node, f draw.Font, link string)
	walk = func(n ast.Node, f draw.Font, link string) {
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			switch c := c.(type) {
			case *ast.Text:
				t := string(util.UnescapePunctuations(c.Segment.Value(s.sec.Text)))
				if c.SoftLineBreak() || c.HardLineBreak() {
					t += " "
				}
				out = append(out, piece{f, t, link})
			case *ast.String:
				out = append(out, piece{f, string(c.Value), link})
			case *ast.Emphasis:
				walk(c, emphasis(s.g.bk.Text, f, c.Level), link)
			case *ast.CodeSpan:
				code := f
				code.Face, code.Size = draw.Face(s.g.bk.Text.CodeFace), f.Size*s.g.bk.Text.CodeSize
				walk(c, code, link)
			case *ast.Link:
				walk(c, f, string(c.Destination))
			case *ast.AutoLink:
				out = append(out, piece{f, string(c.URL(s.sec.Text)), string(c.URL(s.sec.Text))})
			case *rulebook.CrossRef:
				out = append(out, piece{f, s.b.RefText(c.ID), "#" + c.ID})
			case *rulebook.RefList: // each number links to its own target
				for _, p := range s.b.ListParts(c) {
					out = append(out, piece{f, p.Text, refLink(p.ID, link)})
				}
			default:
				walk(c, f, link)
			}
		}
	}
	walk(n, base, "")
	return out
}

// refLink is where a piece of a list of references links: its reference's target, or
// the link around the list for the words between the numbers.
func refLink(id, around string) string {
	if id == "" {
		return around
	}
	return "#" + id
}

// bind applies the language's typography across the pieces of a paragraph: the rules
// text had it line by line, but a soft line break of the source, now a space, and the
// edge of a piece (a link, an emphasis) are where it could not see both words.
func (s *setter) bind(ps []piece) []piece {
	texts := make([]string, len(ps))
	for i, p := range ps {
		texts[i] = p.text
	}
	for i, t := range i18n.BindPieces(s.b.L.Lang, texts) {
		ps[i].text = t
	}
	return ps
}

// emphasis is the font of emphasised text: italic for *x*, bold for **x**, in the
// text's faces (layout/rulebook.toml [text]); the size stays the text's.
func emphasis(t layout.BookText, f draw.Font, level int) draw.Font {
	face := func(lf layout.Font) draw.Face { return lf.Draw().Face }
	bold := f.Face == face(t.Bold) || f.Face == face(t.BoldItalic)
	italic := f.Face == face(t.Italic) || f.Face == face(t.BoldItalic)
	if level >= 2 {
		bold = true
	} else {
		italic = !italic
	}
	switch {
	case bold && italic:
		f.Face = face(t.BoldItalic)
	case bold:
		f.Face = face(t.Bold)
	case italic:
		f.Face = face(t.Italic)
	default:
		f.Face = face(t.Body)
	}
	return f
}
