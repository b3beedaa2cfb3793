package layout

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/excalibur-kit/excalibur/internal/draw"
)

// withFace is the built-in layout with a [faces.display] table added to kit.toml and
// the manor cards' name set in it; extra files go into the folder as given.
func withFace(t *testing.T, table string, files map[string][]byte) fstest.MapFS {
	t.Helper()
	fsys := builtIn(t, "manor-cards.toml", `font = { face = "caps", size = 14, min = 9 }`, `font = { face = "display", size = 14, min = 9 }`).(fstest.MapFS)
	kit := fsys["kit.toml"].Data
	fsys["kit.toml"] = &fstest.MapFile{Data: append(append([]byte(nil), kit...), []byte("\n[faces.display]\n"+table+"\n")...)}
	for n, b := range files {
		fsys[n] = &fstest.MapFile{Data: b}
	}
	return fsys
}

// A designer adds a face from a Go font module or from a font file in the layout folder,
// names it in a part, and the drawing code gets a face it can measure and draw.
func TestDesignersFace(t *testing.T) {
	ttf, _ := draw.ModuleFont("liberation-sans")
	for name, fsys := range map[string]fstest.MapFS{
		"module": withFace(t, `module = "latin-modern-roman"`+"\nfallback = \"serif\"", nil),
		"file":   withFace(t, `file = "fonts/mine.ttf"`, map[string][]byte{"fonts/mine.ttf": ttf}),
	} {
		l, err := Load(fsys)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		f := l.ManorCards.Name.Font.Draw()
		if !strings.HasPrefix(string(f.Face), "display@") || !draw.Known(f.Face) || draw.Width(f, "Foxwood") <= 0 {
			t.Errorf("%s: the name's font is %q, want the registered display face that measures text", name, f.Face)
		}
		if err := l.CheckCoverage("pl", "Zażółć gęślą jaźń"); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// Each mistake with a face is an error in kit.toml at [faces.NAME], or at the part's
// font when it names a face nobody added; a face that lacks a language's letters is
// refused for that language, naming the letters.
func TestDesignersFaceMistakes(t *testing.T) {
	for _, tt := range []struct {
		table string
		files map[string][]byte
		want  string
	}{
		{`module = "comic-sans"`, nil, `faces.display: module "comic-sans": expected one of dejavu-serif,`},
		{`file = "fonts/none.ttf"`, nil, "layout/fonts/none.ttf: cannot read the file"},
		{`file = "fonts/bad.ttf"`, map[string][]byte{"fonts/bad.ttf": []byte("not a font")}, "faces.display: layout/fonts/bad.ttf:"},
		{`file = "../secret.ttf"`, nil, `file "../secret.ttf": expected a path inside the layout folder`},
		{`module = "dejavu-serif"` + "\n" + `file = "x.ttf"`, nil, "expected either file"},
		{`module = "dejavu-serif"` + "\n" + `fallback = "gothic"`, nil, `fallback "gothic": expected one of the kit's faces`},
	} {
		_, err := Load(withFace(t, tt.table, tt.files))
		if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.HasPrefix(err.Error(), "layout/kit.toml:") {
			t.Errorf("[faces.display] %s: error %v, want one at layout/kit.toml's line with %q", tt.table, err, tt.want)
		}
	}
	fsys := builtIn(t, "manor-cards.toml", `font = { face = "caps", size = 14, min = 9 }`, `font = { face = "display", size = 14, min = 9 }`)
	if _, err := Load(fsys); err == nil || !strings.Contains(err.Error(), `name.font.face: unknown face "display": expected one of serif,`) {
		t.Errorf("a face nobody added: error %v", err)
	}
	l, err := Load(withFace(t, `module = "liberation-sans"`, nil))
	if err != nil {
		t.Fatal(err)
	}
	err = l.CheckCoverage("el", "Ωραίο")
	if err == nil || !strings.Contains(err.Error(), "layout/kit.toml:") || !strings.Contains(err.Error(), "faces.display") || !strings.Contains(err.Error(), "el needs") {
		t.Errorf("a face without the language's letters: error %v, want one at faces.display naming the letters and el", err)
	}
}
