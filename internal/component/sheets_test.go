package component

import (
	"io/fs"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/excalibur-kit/excalibur/internal/draw"
	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	"github.com/excalibur-kit/excalibur/internal/impose"
	"github.com/excalibur-kit/excalibur/internal/layout"
	"github.com/excalibur-kit/excalibur/internal/testkit/golden"
	layoutfs "github.com/excalibur-kit/excalibur/layout"
)

// The order sheet (front and back), the tracks card and the sheet furniture (of a card sheet folded and
// in duplex, and of a counter sheet), recorded call by call on A4 and Letter, in
// English, Polish and French, standard and ink-saver: a change of their layout shows in
// review, and turning their values into data must leave these recordings as they are.
func TestGoldenSheets(t *testing.T) {
	for _, c := range []struct {
		lang, paper string
		st          Style
		mode        impose.Mode
		file        string
	}{
		{"en", "a4", Standard, impose.Duplex, "en"},
		{"pl", "letter", Standard, impose.Fold, "pl-letter"},
		{"fr", "a4", InkSaver, impose.Fold, "fr-ink-saver"},
	} {
		x := ctx(t, c.lang, c.st)
		p := x.Layout.Paper[c.paper]
		pr := Print{Paper: impose.Paper{Name: c.paper, W: p.Width, H: p.Height}, Mode: c.mode}
		doc := recorder.New()
		for _, draw1 := range []func(draw.Canvas) error{x.OrderSheet, x.OrderSheetBack, x.Tracks} {
			if err := draw1(doc.NewPage(p.Width, p.Height)); err != nil {
				t.Fatal(err)
			}
		}
		if err := x.CardSheets(&firstPages{Document: doc, n: 2}, pr); err != nil {
			t.Fatal(err)
		}
		golden.Check(t, "sheets-"+c.file+".rec", []byte(doc.String()))
	}
}

// firstPages records the first n pages of a document and draws the rest nowhere, to
// keep a recording of an imposed sheet short.
type firstPages struct {
	*recorder.Document
	n int
}

func (f *firstPages) NewPage(w, h float64) draw.Canvas {
	if f.n == 0 {
		return recorder.New().NewPage(w, h)
	}
	f.n--
	return f.Document.NewPage(w, h)
}

// The two styles a test draws in; ctx fills in the palette of the layout it loads.
var (
	Standard = Style{}
	InkSaver = Style{InkSaver: true}
)

// withLayout is x drawn with one built-in layout file's text changed (old by new, once).
func withLayout(t *testing.T, x *Ctx, name, old, new string) *Ctx {
	t.Helper()
	fsys := fstest.MapFS{}
	entries, err := fs.ReadDir(layoutfs.FS, ".")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		b, err := fs.ReadFile(layoutfs.FS, e.Name())
		if err != nil {
			t.Fatal(err)
		}
		if e.Name() == name {
			if !strings.Contains(string(b), old) {
				t.Fatalf("%s has no %q", name, old)
			}
			b = []byte(strings.Replace(string(b), old, new, 1))
		}
		fsys[e.Name()] = &fstest.MapFile{Data: b}
	}
	l, err := layout.Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	y := *x
	y.Layout = l
	return &y
}

// A sheet's text that cannot fit names the layout file, the line and the key to change;
// and a value changed in a file changes the drawing.
func TestSheetsReadTheirLayout(t *testing.T) {
	x := ctx(t, "en", Standard)
	a4 := x.Layout.Paper["a4"]
	for _, tt := range []struct {
		name, file, old, new, want string
		draw1                      func(*Ctx) func(draw.Canvas) error
	}{
		{"order title", "order-sheet.toml", "share = 0.45 ", "share = 0.1 ",
			`^order-sheet, title \(en\): .* too wide\); change layout/order-sheet\.toml:1[0-9]: title\.font `, (*Ctx).orderSheet},
		{"season", "order-sheet.toml", "label_width = 16 ", "label_width = 5 ", `change layout/order-sheet\.toml:[0-9]+: orders\.label `, (*Ctx).orderSheet},
		{"road label", "tracks.toml", `label = { face = "sans", size = 8, min = 6 }        # "Camelot"`, `label = { face = "sans", size = 40, min = 40 }        # "Camelot"`, `^tracks, camelot \(en\): .*change layout/tracks\.toml:[0-9]+: road\.label `, (*Ctx).tracks},
		{"furniture", "kit.toml", `title = { face = "sans-bold", size = 7.5, min = 6 }`, `title = { face = "sans-bold", size = 30, min = 30 }`,
			`^sheet, title \(en\): .*change layout/kit\.toml:[0-9]+: furniture\.title `, (*Ctx).tracks},
	} {
		y := withLayout(t, x, tt.file, tt.old, tt.new)
		err := tt.draw1(y)(recorder.New().NewPage(a4.Width, a4.Height))
		if err == nil || !regexp.MustCompile(tt.want).MatchString(err.Error()) {
			t.Errorf("%s: %s %q → %q: error %v, want %s", tt.name, tt.file, tt.old, tt.new, err, tt.want)
		}
	}
	before := record(t, a4.Width, a4.Height, x.Tracks)
	after := record(t, a4.Width, a4.Height, withLayout(t, x, "tracks.toml", `good = "#EFD27A"`, `good = "#00FF00"`).Tracks)
	if before == after || !strings.Contains(after, "fill-color #00ff00") {
		t.Error("tracks.toml colours.good does not reach the drawing")
	}
}

func (x *Ctx) orderSheet() func(draw.Canvas) error { return x.OrderSheet }
func (x *Ctx) tracks() func(draw.Canvas) error     { return x.Tracks }
