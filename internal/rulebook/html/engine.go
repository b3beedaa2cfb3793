package rulehtml

import (
	"fmt"
	"strconv"

	"github.com/excalibur-kit/excalibur/internal/rulebook"
	"github.com/excalibur-kit/excalibur/rules"
)

// engine writes what the engine fills in: a table, a worked example, a generated block.
func (r *renderer) engine(n *rulebook.Engine) error {
	switch n.What {
	case "table":
		t, err := r.b.Engine.TableByID(n.Arg)
		if err != nil {
			return err
		}
		r.table(t)
	case "example":
		parts, err := r.b.Example(n.Arg)
		if err != nil {
			return err
		}
		r.w("<aside class=\"example\" role=\"note\" data-example=\"")
		r.esc(n.Arg)
		r.w("\">\n<p class=\"example-caption\">")
		r.esc(r.b.L.T("book.example", nil))
		r.w("</p>\n")
		r.writeParts(parts)
		r.w("</aside>\n")
	case "block":
		if n.Arg == "contents" {
			r.w("<nav class=\"toc\" aria-label=\"")
			r.esc(r.t("book.contents"))
			r.w("\">\n")
			saved := r.link
			r.link = nil
			r.contents()
			r.link = saved
			r.w("</nav>\n")
			return nil
		}
		if n.Arg == rulebook.IndexID {
			r.index()
			return nil
		}
		r.w("<div class=\"block block-")
		r.esc(slug(n.Arg))
		r.w("\" data-block=\"")
		r.esc(n.Arg)
		r.w("\">\n")
		r.writeParts(r.b.Block(n.Arg))
		r.w("</div>\n")
	case "figure":
		return r.figure(n.Arg)
	default:
		return fmt.Errorf("engine block %q: expected table, example, block or figure", n.What)
	}
	return nil
}

// writeParts writes generated content: a heading one level below the text's last, a
// paragraph with its bold lead-in, a table.
func (r *renderer) writeParts(ps []rulebook.Part) {
	tag := "h" + strconv.Itoa(min(max(r.depth, 1)+2, 6))
	for _, p := range ps {
		if p.Heading != "" {
			id := p.ID // an edition note's, which cross references name
			if id == "" {
				id = r.unique(r.sec.ID + "-" + slug(p.Heading))
			} else {
				r.ids[id] = true
			}
			r.w("<" + tag + " class=\"block-heading\" id=\"" + id + "\">")
			r.number(p.Number)
			r.esc(p.Heading)
			r.selfLink(id)
			r.w("</" + tag + ">\n")
		}
		if p.Label != "" || p.Text != "" {
			r.w("<p>")
			if p.Label != "" {
				r.w("<strong class=\"lead\">")
				r.esc(p.Label)
				r.w("</strong>")
				if p.Text != "" {
					r.w(" ")
				}
			}
			before, ref, after := r.b.SplitRef(p)
			r.text(before)
			if ref != "" {
				r.w("<a class=\"xref\" href=\"#")
				r.esc(p.Ref)
				r.w("\">")
				r.esc(ref)
				r.w("</a>")
				r.text(after)
			}
			r.w("</p>\n")
		}
		if p.Table != nil {
			r.table(*p.Table)
		}
	}
}

// table writes an engine table. Columns that hold only values (numbers, sums, ranges,
// dashes, letters) are centred, as on the printed components.
func (r *renderer) table(t rules.Table) {
	centre := centredColumns(t)
	cls := func(c int) string {
		if c < len(centre) && centre[c] {
			return " class=\"v\""
		}
		return ""
	}
	r.w("<div class=\"table-wrap\"><table class=\"engine\" data-table=\"")
	r.esc(t.ID)
	r.w("\">\n")
	if len(t.Head) > 0 {
		r.w("<thead>\n<tr>")
		for i, c := range t.Head {
			r.w("<th scope=\"col\"" + cls(i) + ">")
			r.esc(r.b.L.Cell(c))
			r.w("</th>")
		}
		r.w("</tr>\n</thead>\n")
	}
	if len(t.Rows) > 0 {
		r.w("<tbody>\n")
		for _, row := range t.Rows {
			r.w("<tr>")
			for i, c := range row {
				r.w("<td" + cls(i) + ">")
				r.esc(r.b.L.Cell(c))
				r.w("</td>")
			}
			r.w("</tr>\n")
		}
		r.w("</tbody>\n")
	}
	r.w("</table></div>\n")
	for _, n := range t.Notes { // lines under the table, not rows of it
		r.w("<p class=\"table-note\">")
		r.esc(r.b.TableNote(n))
		r.w("</p>\n")
	}
}

// centredColumns marks the columns whose every body cell is a value.
func centredColumns(t rules.Table) []bool {
	cols := len(t.Head)
	for _, row := range t.Rows {
		cols = max(cols, len(row))
	}
	out := make([]bool, cols)
	for c := range out {
		out[c] = len(t.Rows) > 0
		for _, row := range t.Rows {
			out[c] = out[c] && c < len(row) && valueCell(row[c])
		}
	}
	return out
}

// valueCell is a cell that holds a value rather than words (internal/component decides
// the same way for the printed tables).
func valueCell(c rules.Cell) bool {
	switch c.Key {
	case "num", "bz", "rp", "signed", "range", "from", "strength", "percent", "dash", "letter":
		return true
	}
	return false
}
