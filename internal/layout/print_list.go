package layout

import "slices"

// PrintList is how the print list is set (layout/print-list.toml); the file's comments
// say what each value is.
type PrintList struct {
	Palettes // its own changes to the kit's palette, if any

	Title    Font              `toml:"title"`
	Below    float64           `toml:"below" layout:"zero"`
	Text     PrintListText     `toml:"text"`
	Heading  SheetHeading      `toml:"heading"`
	Table    TracksTable       `toml:"table"`
	Gap      float64           `toml:"gap" layout:"zero"`
	Order    []string          `toml:"order"`
	Stock    map[string]string `toml:"stock"`
	Sides    map[string]string `toml:"sides"`
	Copies   map[string]string `toml:"copies"`
	Mounting PrintListMounting `toml:"mounting"`
	Card     PrintListCard     `toml:"card"`
	Board    PrintListBoard    `toml:"board"`
}

// PrintListCard is the weight of the thin card, in g/m².
type PrintListCard struct {
	Lightest int `toml:"lightest"`
	Heaviest int `toml:"heaviest"`
}

// PrintListBoard is what a print shop may print board.pdf on: sheets, smallest first,
// and the widths of its rolls, narrowest first, in mm.
type PrintListBoard struct {
	Sheets []PrintListSheet `toml:"sheets"`
	Rolls  []float64        `toml:"rolls"`
}

// PrintListSheet is a named sheet a print shop prints on.
type PrintListSheet struct {
	Name   string  `toml:"name"`
	Width  float64 `toml:"width"`
	Height float64 `toml:"height"`
}

// PrintListText is a paragraph of the list: its introduction and each section's.
type PrintListText struct {
	Font    Font    `toml:"font"`
	Leading float64 `toml:"leading"`
	Height  float64 `toml:"height"`
}

// PrintListMounting is how counters to mount are printed, and the board they go on.
type PrintListMounting struct {
	Stock    string  `toml:"stock"`
	Sides    string  `toml:"sides"`
	Thinnest float64 `toml:"thinnest"`
	Thickest float64 `toml:"thickest"`
}

// Stocks and copy counts a component may be given.
var (
	stocks     = []string{"card", "paper", "shop"}
	sides      = []string{"backs", "both", "one"}
	copyCounts = []string{"one", "player"}
)

// checkPrintList refuses a component listed twice, or without its stock and copies, and
// words the list does not know.
func (l *Layout) checkPrintList() error {
	pl, p := l.PrintList, l.parts["print-list"]
	for i, comp := range pl.Order {
		if slices.Contains(pl.Order[:i], comp) {
			return sourceError(p.Source("order"), "%q is listed twice", comp)
		}
		if s := pl.Stock[comp]; !slices.Contains(stocks, s) {
			return sourceError(p.Source("stock"), "%s: expected card, paper or shop, got %q", comp, s)
		}
		if s := pl.Sides[comp]; !slices.Contains(sides, s) {
			return sourceError(p.Source("sides"), "%s: expected backs, both or one, got %q", comp, s)
		}
		if s := pl.Copies[comp]; !slices.Contains(copyCounts, s) {
			return sourceError(p.Source("copies"), "%s: expected one or player, got %q", comp, s)
		}
	}
	if s := pl.Mounting.Stock; s != "card" && s != "paper" {
		return sourceError(p.Source("mounting.stock"), "expected card or paper (a home printer's stock, glued on board), got %q", s)
	}
	if s := pl.Mounting.Sides; s != "one" {
		return sourceError(p.Source("mounting.sides"), "expected one: the board would hide a back printed on the same sheet, got %q", s)
	}
	if pl.Mounting.Thinnest > pl.Mounting.Thickest {
		return sourceError(p.Source("mounting.thinnest"), "expected at most mounting.thickest (%v), got %v", pl.Mounting.Thickest, pl.Mounting.Thinnest)
	}
	if pl.Card.Lightest > pl.Card.Heaviest {
		return sourceError(p.Source("card.lightest"), "expected at most card.heaviest (%v), got %v", pl.Card.Heaviest, pl.Card.Lightest)
	}
	return nil
}
