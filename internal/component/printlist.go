package component

import (
	"errors"

	"github.com/excalibur-kit/excalibur/internal/draw"
	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/impose"
	"github.com/excalibur-kit/excalibur/internal/layout"
	"github.com/excalibur-kit/excalibur/internal/textfit"
	"github.com/excalibur-kit/excalibur/rules"
)

// The print list: one page that tells a hobbyist at the printer what each file of the
// kit is printed on, on how many sides and in how many copies, then how to cut, mount
// and what else to bring. Its pages are the build's own (what each file came out as)
// and its copies the data's (the players), so it cannot disagree with the kit. Its
// places and fonts, and each component's stock, are layout/print-list.toml's.

const printListComponent = "print-list"

// KitFile is a file of the kit as the build made it.
type KitFile struct {
	Component string
	Path      string // in the kit, e.g. en/counters.pdf
	Pages     int
}

// PrintListTable is the table of files: each file in print order, its stock, its sides,
// its pages, its copies and the sheets they take. The check reads it back against the manifest.
func (x *Ctx) PrintListTable(files []KitFile, pr Print) rules.Table {
	pl := x.Layout.PrintList
	t := rules.Table{ID: "print-list", Head: []rules.Cell{
		{Key: "print-list.file"}, {Key: "print-list.stock"}, {Key: "print-list.sides"}, {Key: "print-list.pages"}, {Key: "print-list.copies"}, {Key: "print-list.sheets"}}}
	for _, comp := range pl.Order {
		for _, f := range files {
			if f.Component != comp {
				continue
			}
			t.Rows = append(t.Rows, []rules.Cell{
				{Key: i18n.Literal + f.Path}, x.stock(comp), {Key: x.sides(f, pr)},
				rules.Num(f.Pages), rules.Num(x.copies(comp)), rules.Num(x.sheetsOf(f, pr))})
			if comp == counterComponent {
				t.Rows = append(t.Rows, x.mountedRow(f))
			}
		}
	}
	return t
}

// stock is what a component is printed on; the thin card says its weight.
func (x *Ctx) stock(comp string) rules.Cell {
	return x.stockCell("print-list.", x.Layout.PrintList.Stock[comp])
}

// stockCell is the cell of a stock, its key prefixed.
func (x *Ctx) stockCell(prefix, st string) rules.Cell {
	if st != "card" {
		return rules.Cell{Key: prefix + st}
	}
	c := x.Layout.PrintList.Card
	return rules.Cell{Key: prefix + "card", Args: map[string]int{"lo": c.Lightest, "hi": c.Heaviest}}
}

// mountedRow is the other way to print counters.pdf, under its own row: to be mounted on
// board as layout/print-list.toml [mounting] says, the fronts and the backs on separate
// sheets, each page once (a folded page is cut along its fold). Its first cell says it is
// the same file printed otherwise, not a second file.
func (x *Ctx) mountedRow(f KitFile) []rules.Cell {
	m := x.Layout.PrintList.Mounting
	return []rules.Cell{{Key: "print-list.or-mount"}, x.stockCell("print-list.", m.Stock), {Key: "print-list.one-side"},
		rules.Num(f.Pages), rules.Num(1), rules.Num(f.Pages)}
}

// mountedStock is the mounting paragraph's words for the stock of [mounting], in a
// sentence, from the same value as the table's row.
func (x *Ctx) mountedStock() string {
	return x.L.Cell(x.stockCell("print-list.in-", x.Layout.PrintList.Mounting.Stock))
}

// sides is how a file is printed (layout/print-list.toml [sides]): sheets of fronts and
// backs duplex on the long edge (or on one side, to fold, but for the calibration sheet,
// which measures the duplex drift), pages on both sides, or on one.
func (x *Ctx) sides(f KitFile, pr Print) string {
	switch x.Layout.PrintList.Sides[f.Component] {
	case "backs":
		if pr.Mode == impose.Fold && f.Component != calibrationComponent {
			return "print-list.fold"
		}
		return "print-list.long-edge"
	case "both":
		return "print-list.both-sides"
	}
	return "print-list.one-side"
}

// sheetsOf is how many sheets of paper or card a file takes, all its copies together.
func (x *Ctx) sheetsOf(f KitFile, pr Print) int {
	perCopy := f.Pages
	if s := x.sides(f, pr); s == "print-list.long-edge" || s == "print-list.both-sides" {
		perCopy = (f.Pages + 1) / 2
	}
	return perCopy * x.copies(f.Component)
}

// copies is how many copies of a component to print.
func (x *Ctx) copies(comp string) int {
	if x.Layout.PrintList.Copies[comp] == "player" {
		return len(x.D.Players)
	}
	return 1
}

// dice is how many dice the game rolls at once at most.
func (x *Ctx) dice() int { return max(x.D.Game.Fate.Dice, x.D.Game.Pillage.LootDice) }

// PrintList draws the print list on a full page, for the files the build made. It is
// one page in every language and on every paper: where a language's list runs past the
// page, its paragraphs are set smaller, a step at a time down to their font's min, each
// size tried first on a recording of the page.
func (x *Ctx) PrintList(c draw.Canvas, pr Print, files []KitFile) error {
	text := x.Layout.PrintList.Text.Font
	w, h := c.Size()
	for ; text.Size-textfit.Step >= text.Min-textfit.Step/2; text.Size -= textfit.Step {
		var over *textfit.OverflowError
		err := x.printListPage(recorder.New().NewPage(w, h), pr, files, text)
		if !errors.As(err, &over) || over.Item != "page" {
			break
		}
	}
	return x.printListPage(c, pr, files, text)
}

// printListPage draws the print list with its paragraphs in the font text.
func (x *Ctx) printListPage(c draw.Canvas, pr Print, files []KitFile, text layout.Font) error {
	pl := &x.Layout.PrintList
	area, strip := x.pageArea(c)
	title := x.L.T("component.print-list", nil)
	paper := x.L.T("print-list.paper-"+pr.Paper.Name, nil)
	y, err := x.pageTitle(c, "title", title, pl.Title, area.X, area.Y, area.W)
	if err != nil {
		return err
	}
	y += pl.Below
	intro := x.L.Tx("print-list.intro", map[string]any{"paper": paper})
	h, err := x.paragraph(c, x.fit(printListComponent, "intro", "text.font"), intro, text, pl.Text.Leading, area.X, y, area.W, pl.Text.Height)
	if err != nil {
		return err
	}
	y += h + pl.Gap
	dy, err := x.heading(c, x.fit(printListComponent, "files", "heading.font"), x.L.T("print-list.files", nil), pl.Heading, area.X, y, area.W)
	if err != nil {
		return err
	}
	ts := TableStyle{Body: pl.Table.Body.Draw(), Head: pl.Table.Head.Draw(), Min: pl.Table.Body.Min, Pad: pl.Table.Pad, Leading: pl.Table.Leading}
	th, err := x.Table(c, "files", x.PrintListTable(files, pr), area.X, y+dy, area.W, ts)
	if err != nil {
		return err
	}
	y += dy + th + pl.Gap
	for _, s := range x.printListSections() {
		dy, err := x.heading(c, x.fit(printListComponent, s.item, "heading.font"), s.heading, pl.Heading, area.X, y, area.W)
		if err != nil {
			return err
		}
		h, err := x.paragraph(c, x.fit(printListComponent, s.item, "text.font"), s.text, text, pl.Text.Leading, area.X, y+dy, area.W, pl.Text.Height)
		if err != nil {
			return err
		}
		y += dy + h + pl.Gap
	}
	if y > area.Y+area.H+pl.Gap {
		return x.overflow(printListComponent, "page", title, y-pl.Gap-area.Y, area.H, "gap")
	}
	return x.PageFurniture(c, strip, title, x.L.T("print-list.note", nil))
}

// printListSection is a heading and its paragraph.
type printListSection struct{ item, heading, text string }

// printListSections are the cutting order, the mounting and what else to bring.
func (x *Ctx) printListSections() []printListSection {
	m := x.Layout.PrintList.Mounting
	return []printListSection{
		{"cutting", x.L.T("print-list.cutting", nil), x.L.T("print-list.cutting-how", nil)},
		{"mounting", x.L.T("print-list.mounting", nil), x.L.Tx("print-list.mounting-how", map[string]any{
			"stock": x.mountedStock(), "lo": x.L.Decimal(m.Thinnest), "hi": x.L.Decimal(m.Thickest)})},
		{"board", x.L.T("print-list.board", nil), x.boardHow()},
		{"bring", x.L.T("print-list.bring", nil), x.L.Tx("print-list.bring-what", map[string]any{
			"dice": x.L.T("count.dice-six", map[string]int{"n": x.dice()})})},
	}
}

// boardHow says to print one board file or the other, and what board.pdf's page, larger
// than its trim, needs at a print shop.
func (x *Ctx) boardHow() string {
	w, h := x.boardPage()
	fit, small, roll := shopPaper(x.Layout.PrintList.Board, w, h)
	v := &x.D.Valley
	args := map[string]any{"page": x.size(w, h), "trim": x.size(v.Width, v.Height),
		"sheet": fit.Name, "sheetsize": x.size(fit.Width, fit.Height), "roll": x.L.Decimal(roll)}
	text := x.L.Tx("print-list.board-how", args)
	if small != "" {
		text += " " + x.L.Tx("print-list.board-small", map[string]any{"sheet": small})
	}
	return text + " " + x.L.Tx("print-list.board-shop", args) + " " + x.L.T("print-list.board-tiles", nil)
}

// size is a width and a height in mm, as the language writes them.
func (x *Ctx) size(w, h float64) string {
	return x.L.Tx("print-list.size", map[string]any{"w": x.L.Decimal(w), "h": x.L.Decimal(h)})
}

// shopPaper is the first sheet a w x h page fits on either way round, the name of the
// largest listed sheet before it that it does not (or ""), and the first roll at least as
// wide as the page's short side. With none that fits, it offers the last listed: a test
// holds the built-in layout to sheets the board fits on.
func shopPaper(b layout.PrintListBoard, w, h float64) (fit layout.PrintListSheet, small string, roll float64) {
	fits := func(s layout.PrintListSheet) bool {
		return (w <= s.Width && h <= s.Height) || (h <= s.Width && w <= s.Height)
	}
	for i, s := range b.Sheets {
		fit = s
		if fits(s) {
			break
		}
		if i+1 < len(b.Sheets) {
			small = s.Name
		}
	}
	short := min(w, h)
	for _, r := range b.Rolls {
		roll = r
		if r >= short {
			break
		}
	}
	return fit, small, roll
}

// pageTitle sets a full page's title at the top left of its area, in the accent, and
// returns the y under its capitals.
func (x *Ctx) pageTitle(c draw.Canvas, item, title string, font layout.Font, bx, by, bw float64) (float64, error) {
	f, err := textfit.Line(x.fit(printListComponent, item, "title"), font.Draw(), font.Min, title, bw)
	if err != nil {
		return 0, err
	}
	c.SetFill(x.Style.Accent)
	c.Text(f, bx, by+draw.Ascent(f), draw.Left, title)
	return by + draw.Ascent(f), nil
}

// overflow is the error of a page whose content runs past its area, naming the key
// that spaces it.
func (x *Ctx) overflow(comp, item, text string, need, box float64, key string) error {
	return &textfit.OverflowError{Component: comp, Item: item, Lang: x.L.Lang, Text: text, Need: need, Box: box,
		Source: x.Layout.Part(comp).Source(key).String()}
}
