package component

import (
	"fmt"
	"math"
	"sync"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/impose"
	"github.com/excalibur-kit/excalibur/internal/textfit"
)

// The board's panels: the legend (every symbol with its word, every parish with its
// letter and colour) and the title cartouche with the compass rose and the scale in
// miles. Each goes where it covers least of the valley: off the manors' land, the roads
// and the names.

// panel is a box of the board drawn by draw1 with its top left corner at (x, y).
type panel struct {
	w, h  float64
	item  string
	draw1 func(x, y float64) error
}

func (b *boardDraw) panels() error {
	plan := b.x.board
	if plan.panels != nil && !b.anyBoxSeen(plan.boxes) {
		return nil // placed, and none in this view
	}
	ps, err := b.placePanels()
	if err != nil {
		return err
	}
	for i, p := range ps {
		if at := plan.panels[i]; b.seen(plan.boxes[i]) {
			if err := p.draw1(at.X, at.Y); err != nil {
				return err
			}
		}
	}
	return nil
}

// placePanels makes the panels and places them in the plan, once.
func (b *boardDraw) placePanels() ([]panel, error) {
	plan := b.x.board
	legend, err := b.legend()
	if err != nil {
		return nil, err
	}
	cart, err := b.cartouche()
	if err != nil {
		return nil, err
	}
	ps := append(legend, cart)
	if plan.panels == nil {
		if plan.panels, err = b.sitePanels(ps); err != nil {
			return nil, err
		}
		for i, p := range ps {
			plan.boxes = append(plan.boxes, impose.Rect{X: plan.panels[i].X, Y: plan.panels[i].Y, W: p.w, H: p.h}.Outset(b.lb.Lines.Symbol))
		}
	}
	return ps, nil
}

func (b *boardDraw) anyBoxSeen(rs []impose.Rect) bool {
	for _, r := range rs {
		if b.seen(r) {
			return true
		}
	}
	return false
}

// panelSites keeps where the panels went, for the valley's geometry (the latest only),
// by what decides it: the places of the names and the sizes of the panels, exactly.
// Placing them searches the whole board, and a language's board and its tiles (two
// jobs of a build) place the same panels among the same names.
var panelSites struct {
	sync.Mutex
	g     *valleyGeom
	sites map[string][]draw.Point
}

// sitePanels places the panels in turn where each covers least of the valley, the
// names and the panels placed before it.
func (b *boardDraw) sitePanels(ps []panel) ([]draw.Point, error) {
	var key []byte
	for _, l := range b.x.board.labels {
		key = fmt.Appendf(key, "%v ", l.box)
	}
	for _, p := range ps {
		key = fmt.Appendf(key, " %v %v", p.w, p.h)
	}
	panelSites.Lock()
	if panelSites.g != b.g {
		panelSites.g, panelSites.sites = b.g, map[string][]draw.Point{}
	}
	at, ok := panelSites.sites[string(key)]
	panelSites.Unlock()
	if ok {
		return at, nil
	}
	occ := b.occ.clone()
	for k, v := range b.g.land.w {
		occ.w[k] += v
	}
	for _, p := range ps {
		q, ok := b.sitePanel(occ, p.w, p.h)
		if !ok {
			return nil, &textfit.OverflowError{Component: boardComponent, Item: p.item, Lang: b.x.L.Lang, Text: p.item, Need: p.w, Box: b.inner().W}
		}
		occ.rect(impose.Rect{X: q.X, Y: q.Y, W: p.w, H: p.h}.Outset(b.lb.Marks.PanelGap), occFrame)
		at = append(at, q)
	}
	panelSites.Lock()
	if panelSites.g == b.g {
		panelSites.sites[string(key)] = at
	}
	panelSites.Unlock()
	return at, nil
}

// sitePanel finds the place inside the frame where a w x h panel covers least, nearer
// the corners when two places cover as little. A panel stays on one tile of every
// paper's tiling, clear of the bands where two tiles meet, so that no table or title is
// cut in two and glued back a little off.
func (b *boardDraw) sitePanel(occ *occupancy, w, h float64) (draw.Point, bool) {
	sat := newSummed(occ)
	in := b.inner()
	gap := b.lb.Marks.PanelGap
	step := occ.cell
	if b.joints == nil {
		b.joints = b.jointBands()
	}
	best, bestCost, found := draw.Point{}, math.Inf(1), false
	for y := in.Y + gap; y+h <= in.Y+in.H-gap; y += step {
		for x := in.X + gap; x+w <= in.X+in.W-gap; x += step {
			if b.acrossJoint(impose.Rect{X: x, Y: y, W: w, H: h}.Outset(b.lb.Lines.Symbol)) {
				continue
			}
			cost := sat.cost(impose.Rect{X: x, Y: y, W: w, H: h})
			dx := min(x-in.X, in.X+in.W-x-w)
			dy := min(y-in.Y, in.Y+in.H-y-h)
			cost += (dx + dy) * b.lb.Legend.CornerPull
			if cost < bestCost {
				best, bestCost, found = draw.Point{X: x, Y: y}, cost, true
			}
		}
	}
	return best, found
}

// summed is a summed-area table of an occupancy grid: the weight under any rectangle
// in constant time.
type summed struct {
	o *occupancy
	s []float64 // (cols+1) x (rows+1)
}

func newSummed(o *occupancy) *summed {
	n := o.cols + 1
	s := make([]float64, n*(o.rows+1))
	for j := 0; j < o.rows; j++ {
		var row float64
		for i := 0; i < o.cols; i++ {
			row += float64(o.w[j*o.cols+i])
			s[(j+1)*n+i+1] = s[j*n+i+1] + row
		}
	}
	return &summed{o, s}
}

func (t *summed) cost(r impose.Rect) float64 {
	o := t.o
	i0, i1 := o.span(r.X, r.X+r.W, o.x0, o.cols)
	j0, j1 := o.span(r.Y, r.Y+r.H, o.y0, o.rows)
	if i1 <= i0 || j1 <= j0 {
		return 0
	}
	n := o.cols + 1
	return t.s[j1*n+i1] - t.s[j0*n+i1] - t.s[j1*n+i0] + t.s[j0*n+i0]
}

// panelBox draws a panel's ground and double border.
func (b *boardDraw) panelBox(x, y, w, h float64) {
	c := b.c
	c.SetFill(b.pal.plate)
	c.Fill(draw.Rect(x, y, w, h))
	c.SetStroke(b.pal.ink)
	c.SetLineWidth(b.lb.Lines.Symbol * 2)
	c.Stroke(draw.Rect(x, y, w, h))
	c.SetLineWidth(b.lb.Lines.Symbol / 2)
	in := b.lb.Marks.PlatePad
	c.Stroke(draw.Rect(x+in, y+in, w-2*in, h-2*in))
}

// legendItem is one line of the legend: its swatch and its word.
type legendItem struct {
	item, text string
	swatch     func(x, y, w, h float64) error
	ground     *draw.Color // a parish's colour, for the parish key
}

func (b *boardDraw) legend() ([]panel, error) {
	m, fo := b.lb.Marks, b.lb.Fonts
	L := b.x.L
	items := []legendItem{
		b.unitItem(gamedata.UnitStrip), b.unitItem(gamedata.UnitPasture), b.unitItem(gamedata.UnitForest), b.unitItem(gamedata.UnitRiverBank),
		{item: "centre", text: L.T("board.centre", nil), swatch: b.scaled(m.Centre, func() {
			b.c.SetFill(b.pal.plate)
			b.c.Fill(draw.Circle(0, 0, m.Centre))
			b.place("board.centre", draw.Point{}, b.centre)
		})},
		{item: "milestone", text: L.T("board.milestone", nil), swatch: b.onRoad("", m.Milestone)},
		{item: "river", text: L.T("term.river", nil), swatch: b.riverSwatch},
		{item: "bridge", text: L.T("board.bridge", nil), swatch: b.onRoad(gamedata.ChokeBridge, m.Choke)},
		{item: "forest-choke", text: L.T("board.forest-choke", nil), swatch: b.onRoad(gamedata.ChokeForest, m.Choke)},
		{item: "scarp", text: L.T("board.scarp", nil), swatch: b.onRoad(gamedata.ChokeScarp, m.Choke)},
		{item: "high-ground", text: L.T("board.high-ground", nil), swatch: b.highSwatch},
		{item: "woods", text: L.T("board.woods", nil), swatch: b.woodSwatch},
		{item: "boundary", text: L.T("board.boundary", nil), swatch: b.boundarySwatch},
		{item: "house", text: L.T("board.house", nil), swatch: func(x, y, w, h float64) error {
			// As the map draws a house: its precinct wall and its church.
			var err error
			b.scaled(m.House, func() { err = b.house(draw.Point{}) })(x, y, w, h)
			return err
		}},
		{item: "entry", text: L.T("board.entry", nil), swatch: b.scaled(m.Entry*shieldFoot, func() {
			b.drawShield(draw.Point{}, m.Entry)
		})},
	}
	var parishes []legendItem
	for _, p := range b.x.D.Parishes {
		col, err := ParseColour(p.Colour)
		if err != nil {
			return nil, err
		}
		if b.x.Style.InkSaver {
			col = b.pal.plate
		}
		parishes = append(parishes, legendItem{item: "parish " + p.Letter, text: p.Letter + "  " + L.T("parish."+p.Letter, nil), ground: &col})
	}
	pad, row, colW := m.LegendPad, m.LegendRow, m.LegendColumn
	lf := fo.Legend.Draw()
	var out []panel
	for k, col := range [][]legendItem{items, parishes} {
		title := L.T("board.legend", nil)
		if k == 1 {
			title = L.T("term.parish", nil)
		}
		tf, err := textfit.Line(b.x.fit(boardComponent, "legend title", "fonts.legend_title"), fo.LegendTitle.Draw(), fo.LegendTitle.Min, title, colW)
		if err != nil {
			return nil, err
		}
		fonts := map[string]draw.Font{}
		for _, it := range col {
			f, err := textfit.Line(b.x.fit(boardComponent, "legend "+it.item, "fonts.legend"), lf, fo.Legend.Min, it.text, colW-m.LegendSwatch-pad/2)
			if err != nil {
				return nil, err
			}
			fonts[it.item] = f
		}
		titleH := draw.Ascent(tf) + draw.Descent(tf) + pad/2
		w, h := 2*pad+colW, 2*pad+titleH+float64(len(col))*row
		out = append(out, panel{w: w, h: h, item: "legend", draw1: func(x, y float64) error {
			b.panelBox(x, y, w, h)
			b.c.SetFill(b.pal.accent)
			b.c.Text(tf, x+w/2, y+pad+draw.Ascent(tf), draw.Center, title)
			top := y + pad + titleH
			cx := x + pad
			for i, it := range col {
				ry := top + float64(i)*row
				sw, sh := m.LegendSwatch, row*b.lb.Legend.SwatchHeight
				sy := ry + (row-sh)/2
				if it.ground != nil {
					b.c.SetFill(*it.ground)
					b.c.Fill(draw.RoundRect(cx, sy, sw, sh, sh/3))
					b.c.SetStroke(b.pal.ink)
					b.c.SetLineWidth(b.lb.Lines.Unit)
					b.c.Stroke(draw.RoundRect(cx, sy, sw, sh, sh/3))
				} else if err := it.swatch(cx, sy, sw, sh); err != nil {
					return err
				}
				f := fonts[it.item]
				b.c.SetFill(b.pal.ink)
				b.c.Text(f, cx+sw+pad/2, middleBaseline(f, ry+row/2), draw.Left, it.text)
			}
			return nil
		}})
	}
	return out, nil
}

// scaled is a swatch that draws a symbol of radius r about the origin, scaled into it.
func (b *boardDraw) scaled(r float64, symbol func()) func(x, y, w, h float64) error {
	return func(x, y, w, h float64) error {
		b.c.Push()
		b.c.Translate(x+w/2, y+h/2)
		b.c.Scale(h / 2 / r)
		symbol()
		b.c.Pop()
		return nil
	}
}

// unitItem is the legend line of a kind of land unit: a patch of it with its icon.
func (b *boardDraw) unitItem(kind string) legendItem {
	return legendItem{item: kind, text: b.x.L.T(landTerm[kind], nil), swatch: func(x, y, w, h float64) error {
		return b.unitSwatch(kind, x, y, w, h)
	}}
}

func (b *boardDraw) unitFill(kind string) draw.Color {
	f, _ := b.unitColours(kind)
	return f
}

// onRoad is a swatch of a road with a milestone (kind "") or a choke point on it.
func (b *boardDraw) onRoad(kind string, r float64) func(x, y, w, h float64) error {
	return func(x, y, w, h float64) error {
		l := b.lb.Lines
		k := h / 2 / max(r, l.Road*2)
		if kind != "" {
			k = h / 2 / chokeSwatchReach(l)
		}
		b.c.Push()
		b.c.Translate(x+w/2, y+h/2)
		b.c.Scale(k)
		half := w / 2 / k
		road := draw.Line(-half, 0, half, 0)
		b.cased(road, b.pal.roadEdge, l.Road+2*l.RoadEdge, b.pal.road, l.Road)
		if kind == "" {
			b.place("board.milestone", draw.Point{}, b.milestone)
		} else {
			b.choke(kind, draw.Point{}, draw.Point{X: 1})
		}
		b.c.Pop()
		return nil
	}
}

func (b *boardDraw) boundarySwatch(x, y, w, h float64) error {
	l := b.lb.Lines
	b.c.Push()
	b.c.Clip(draw.Rect(x, y+h/2, w, h/2))
	// The band in a neutral ink, not one parish's colour: each manor's is its parish's.
	b.c.SetStroke(b.pal.boundary)
	b.c.SetLineWidth(2 * (l.ParishBand + l.ParishCasing))
	b.c.Stroke(draw.Line(x, y+h/2, x+w, y+h/2))
	b.c.SetStroke(b.pal.grid)
	b.c.SetLineWidth(2 * l.ParishBand)
	b.c.Stroke(draw.Line(x, y+h/2, x+w, y+h/2))
	b.c.Pop()
	b.c.SetStroke(b.pal.boundary)
	b.c.SetLineWidth(l.Boundary)
	d := l.BoundaryDash
	b.c.SetDash([]float64{d, d / 3, d / 5, d / 3})
	b.c.Stroke(draw.Line(x, y+h/2, x+w, y+h/2))
	b.c.SetDash(nil)
	return nil
}

// cartouche is the title panel: the game's name, the valley, the compass rose and the
// scale in miles.
func (b *boardDraw) cartouche() (panel, error) {
	m, fo := b.lb.Marks, b.lb.Fonts
	L := b.x.L
	pad := m.LegendPad
	miles := int(m.ScaleMiles)
	barW := float64(miles) * b.v.Mile
	w := max(m.Cartouche, barW+2*pad+2*m.LegendSwatch)
	title, sub := L.T("card.back-title", nil), L.T("board.subtitle", nil)
	tf, err := textfit.Line(b.x.fit(boardComponent, "title", "fonts.title"), fo.Title.Draw(), fo.Title.Min, title, w-2*pad)
	if err != nil {
		return panel{}, err
	}
	sf, err := textfit.Line(b.x.fit(boardComponent, "subtitle", "fonts.subtitle"), fo.Subtitle.Draw(), fo.Subtitle.Min, sub, w-2*pad)
	if err != nil {
		return panel{}, err
	}
	north := L.T("board.north", nil)
	nf := fo.Compass.Draw()
	scaleF := fo.Scale.Draw()
	caption := L.T("board.scale", nil)
	cf, err := textfit.Line(b.x.fit(boardComponent, "scale", "fonts.scale"), scaleF, fo.Scale.Min, caption, w-2*pad)
	if err != nil {
		return panel{}, err
	}
	rose := m.Compass
	titleH := draw.Ascent(tf) + draw.Descent(tf)
	subH := draw.Ascent(sf) + draw.Descent(sf)
	roseH := draw.Ascent(nf) + pad/3 + 2*rose
	scaleH := m.ScaleHeight + draw.Ascent(scaleF) + draw.Descent(scaleF) + pad/2 + draw.Ascent(cf) + draw.Descent(cf)
	w = max(w, 2*rose+barW+4*pad)
	h := pad + titleH + subH + pad/2 + max(roseH, scaleH) + pad
	return panel{w: w, h: h, item: "title", draw1: func(x, y float64) error {
		b.panelBox(x, y, w, h)
		c := b.c
		cy := y + pad + draw.Ascent(tf)
		c.SetFill(b.pal.accent)
		c.Text(tf, x+w/2, cy, draw.Center, title)
		cy += draw.Descent(tf) + draw.Ascent(sf)
		c.SetFill(b.pal.ink)
		c.Text(sf, x+w/2, cy, draw.Center, sub)
		top := cy + draw.Descent(sf) + pad/2
		rx := x + pad + rose
		c.Text(nf, rx, top+draw.Ascent(nf), draw.Center, north)
		b.compass(draw.Point{X: rx, Y: top + draw.Ascent(nf) + pad/3 + rose}, rose)
		sx := rx + rose + pad + (x+w-pad-(rx+rose+pad)-barW)/2
		return b.scaleBar(sx, top+(max(roseH, scaleH)-scaleH)/2, miles, scaleF, cf, caption)
	}}, nil
}

// scaleBar is the scale in miles: a bar of alternate blocks a mile long (the valley's
// Mile), numbered, with its caption.
func (b *boardDraw) scaleBar(x, y float64, miles int, f, cf draw.Font, caption string) error {
	c := b.c
	m := b.lb.Marks
	mile := b.v.Mile
	for i := 0; i < miles; i++ {
		c.SetFill(b.pal.plate)
		if i%2 == 0 {
			c.SetFill(b.pal.ink)
		}
		c.Fill(draw.Rect(x+float64(i)*mile, y, mile, m.ScaleHeight))
	}
	c.SetStroke(b.pal.ink)
	c.SetLineWidth(b.lb.Lines.Pattern)
	c.Stroke(draw.Rect(x, y, float64(miles)*mile, m.ScaleHeight))
	ny := y + m.ScaleHeight + draw.Ascent(f) + m.PlatePad/2
	c.SetFill(b.pal.ink)
	for i := 0; i <= miles; i++ {
		c.Text(f, x+float64(i)*mile, ny, draw.Center, b.x.L.Num(i))
	}
	c.Text(cf, x+float64(miles)*mile/2, ny+draw.Descent(f)+m.PlatePad/2+draw.Ascent(cf), draw.Center, caption)
	return nil
}
