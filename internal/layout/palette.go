package layout

// Palette is the kit's colours, shared by the sheets, the tables, the rulebook, the
// quick reference and the board's tiles (layout/kit.toml [palette] and
// [palette_ink_saver]). A component's own file may change any of them for itself alone
// (its [palette] and [palette_ink_saver], every key optional): a designer can give the
// rulebook another accent without touching the order sheet.
type Palette struct {
	Paper  Colour `toml:"paper"`
	Ink    Colour `toml:"ink"`
	Accent Colour `toml:"accent"`
	Rule   Colour `toml:"rule"`
	Tint   Colour `toml:"tint"`
}

// Palettes are a component file's own changes to the kit's palette, in the standard
// style and in the ink saver. Each component's struct embeds it, so that its file
// may hold both tables; a key left out keeps kit.toml's colour.
type Palettes struct {
	Own         Palette `toml:"palette" layout:"optional"`
	OwnInkSaver Palette `toml:"palette_ink_saver" layout:"optional"`
}

func (p *Palettes) palettes() *Palettes { return p }

// over is p with every colour o sets put over it.
func (p Palette) over(o Palette) Palette {
	for _, c := range []struct{ dst, src *Colour }{
		{&p.Paper, &o.Paper}, {&p.Ink, &o.Ink}, {&p.Accent, &o.Accent}, {&p.Rule, &o.Rule}, {&p.Tint, &o.Tint},
	} {
		if *c.src != "" {
			*c.dst = *c.src
		}
	}
	return p
}

// PaletteOf is the palette component is drawn in: kit.toml's, with what the
// component's own file changes. A component without a file of its own (or one that
// changes nothing) has kit.toml's.
func (l *Layout) PaletteOf(component string, inkSaver bool) Palette {
	base, own := l.Palette, l.own[component]
	if inkSaver {
		base = l.InkSaverPalette
	}
	if own == nil {
		return base
	}
	if inkSaver {
		return base.over(own.OwnInkSaver)
	}
	return base.over(own.Own)
}
