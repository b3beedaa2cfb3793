// Package draw is the one drawing surface of the kit. Cards, counters, sheets and
// rulebook pages are drawn once against Canvas; the PDF, SVG and recording backends turn
// the same calls into their format. It follows gonum/plot's vg: a small interface, extra
// abilities as separate small interfaces, a recorder for tests.
//
// Units are millimetres. The origin is the top-left corner of the page and y grows
// downward, as on a printed sheet. Font sizes are in points. Colours are sRGB.
package draw

// Color is an opaque sRGB colour.
type Color struct{ R, G, B uint8 }

// Common colours.
var (
	Black = Color{0, 0, 0}
	White = Color{255, 255, 255}
)

// Face names a typeface of the kit. Every face covers English, Polish and French.
type Face string

// The kit's faces (fonts.go maps them to font files from Go modules).
const (
	Serif           Face = "serif"            // body text of the rulebook
	SerifBold       Face = "serif-bold"       // emphasis
	SerifItalic     Face = "serif-italic"     // examples, notes
	SerifBoldItalic Face = "serif-bolditalic" //
	Sans            Face = "sans"             // small labels on cards, counters, sheets
	SansBold        Face = "sans-bold"        // numbers read at a glance, headings
	Caps            Face = "caps"             // titles and manor names (small capitals)
)

// Font is a face at a size in points.
type Font struct {
	Face Face
	Size float64
}

// Align is where a line of text stands relative to its x.
type Align int

const (
	Left Align = iota
	Center
	Right
)

// Canvas is a page being drawn on.
//
// A new page starts with: no translation, fill and stroke black, line width 0.2 mm, solid
// lines, no clipping. Push saves that state, Pop restores the last saved state; every
// setter below changes only the current state.
type Canvas interface {
	// Size is the page's width and height in mm.
	Size() (w, h float64)

	Push()
	Pop()
	// Translate moves the origin by (dx, dy) mm for all later drawing.
	Translate(dx, dy float64)
	// Rotate turns the axes about the current origin by deg degrees, clockwise on the
	// page, for all later drawing until the Pop of the enclosing Push (call it only
	// inside a Push/Pop pair). Cards lie on their side on portrait sheets this way.
	// Links and anchors are placed on the unturned page: do not make them while turned.
	Rotate(deg float64)
	// Scale multiplies every length by s (> 0) about the current origin for all later
	// drawing (coordinates, later translations, line widths, dashes, text) until the Pop
	// of the enclosing Push (call it only inside a Push/Pop pair). Figures cut from the
	// board are drawn this way. Links and anchors are placed on the unscaled page: do not
	// make them while scaled.
	Scale(s float64)

	SetFill(c Color)
	SetStroke(c Color)
	// SetLineWidth sets the stroke width in mm.
	SetLineWidth(w float64)
	// SetDash sets a dash pattern of on/off lengths in mm; nil means solid.
	SetDash(pattern []float64)

	// Fill fills the path with the fill colour (non-zero winding).
	Fill(p Path)
	// Stroke strokes the path with the stroke colour, width and dash.
	Stroke(p Path)
	// Clip limits later drawing to the inside of the path until the next Pop.
	Clip(p Path)

	// Text draws one line of text with its baseline at y, in the fill colour. The text
	// must fit the caller's box: measure it first with Width, Ascent and Descent. A rune
	// the face cannot draw (see Missing) makes the document fail, rather than print a box.
	Text(f Font, x, y float64, a Align, s string)
}

// Linker is a canvas whose format can carry links (PDF, SVG).
type Linker interface {
	// Link makes the rectangle a link to target: "#id" for an anchor in the same document
	// (in SVG: any page of the same Document), or an absolute URL (printable ASCII).
	Link(x, y, w, h float64, target string)
	// Anchor names the point (x, y) of this page as a link target. Names start with a
	// letter and go on with letters, digits, '-' or '_' (see CheckAnchor).
	Anchor(id string, x, y float64)
}

// Describer is a canvas that can give a drawing (an icon, a symbol) a name: invisible
// text in PDF, an accessible name in SVG. Screen readers and search find it, and the
// check reads it back to count what was drawn.
type Describer interface {
	Describe(x, y, w, h float64, text string)
}

// Describe names the drawing in the box (x, y, w, h) when the canvas can.
func Describe(c Canvas, x, y, w, h float64, text string) {
	if d, ok := c.(Describer); ok {
		d.Describe(x, y, w, h, text)
	}
}

// Reuser is a canvas that can draw a figure once and place it again by reference: an
// SVG defines it once and <use>s it. Sheets repeat the same icons hundreds of times.
// The figure is drawn with its origin at (0, 0) and placed with its origin at (x, y); it
// must leave the canvas state as it found it. key names the figure uniquely: the same
// key must always draw the same thing.
type Reuser interface {
	Reuse(key string, x, y float64, figure func(Canvas))
}

// Boxer is a document whose format can say where the current page is to be cut: its
// trim box (x, y, w, h in mm from the page's top left) and its bleed box, the trim grown
// by bleed mm, the ink that runs past the cut (PDF). A print shop reads them.
type Boxer interface {
	PageBoxes(x, y, w, h, bleed float64)
}

// Document is a multi-page output: one PDF, or a folder of SVG pages.
type Document interface {
	// NewPage starts a page of w x h mm and returns its canvas. The previous page's
	// canvas must not be used afterwards.
	NewPage(w, h float64) Canvas
	// Bookmark adds an outline entry at level (0 = top) pointing at the current page.
	Bookmark(title string, level int)
}
