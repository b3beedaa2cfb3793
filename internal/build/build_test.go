package build

import (
	"bytes"
	"encoding/xml"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/layout"
	"github.com/excalibur-kit/excalibur/locales"
)

func options(out string) Options {
	return Options{Out: out, Langs: []string{"en", "pl", "fr"}, Paper: "a4",
		Date:    time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC),
		Content: content.FS, Layout: layout.FS, Locales: locales.FS}
}

func read(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Two builds of the same input give the same files, byte for byte.
func TestBuildIsReproducible(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a"), filepath.Join(dir, "b")
	for _, out := range []string{a, b} {
		if _, err := Run(options(out)); err != nil {
			t.Fatal(err)
		}
	}
	ma, mb := read(t, filepath.Join(a, ManifestName)), read(t, filepath.Join(b, ManifestName))
	if !bytes.Equal(ma, mb) {
		t.Fatal("two builds of the same input wrote different manifests")
	}
}

// Every component is written in every language and format, named as the contract says.
func TestOutputContract(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	if _, err := Run(options(out)); err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"en", "pl", "fr"} {
		for _, p := range []string{
			lang + "/manor-cards.pdf", lang + "/counters.pdf", lang + "/order-sheet.pdf", lang + "/tracks.pdf",
			lang + "/svg/manor-cards/foxwood.svg", lang + "/svg/manor-cards/foxwood-back.svg",
			lang + "/svg/counters/sheet-1-front.svg", lang + "/svg/counters/sheet-1-back.svg",
			lang + "/svg/order-sheet/front.svg", lang + "/svg/order-sheet/back.svg", lang + "/svg/tracks/tracks.svg",
			lang + "/board.pdf", lang + "/svg/board/board.svg",
			lang + "/board-tiles.pdf", lang + "/svg/board-tiles/assembly.svg", lang + "/svg/board-tiles/tile-01.svg",
		} {
			if _, err := os.Stat(filepath.Join(out, p)); err != nil {
				t.Errorf("missing %s", p)
			}
		}
	}
	validatePDFs(t, out)
	validateSVGs(t, out)
}

// validatePDFs runs pdfcpu's strict validation on every PDF, and qpdf --check when
// installed.
func validatePDFs(t *testing.T, out string) {
	model.ConfigPath = "disable"
	conf := model.NewDefaultConfiguration()
	conf.ValidationMode = model.ValidationStrict
	pdfs, _ := filepath.Glob(filepath.Join(out, "*", "*.pdf"))
	if len(pdfs) == 0 {
		t.Fatal("no PDF built")
	}
	qpdf, qerr := exec.LookPath("qpdf")
	for _, p := range pdfs {
		if err := api.Validate(bytes.NewReader(read(t, p)), conf); err != nil {
			t.Errorf("%s: pdfcpu (strict): %v", p, err)
		}
		if qerr != nil {
			continue
		}
		if o, err := exec.Command(qpdf, "--check", p).CombinedOutput(); err != nil {
			t.Errorf("%s: qpdf --check: %v\n%s", p, err, o)
		}
		if o, _ := exec.Command(qpdf, "--show-npages", p).CombinedOutput(); len(o) == 0 {
			t.Errorf("%s: qpdf reads no pages", p)
		}
	}
	if qerr != nil {
		t.Log("qpdf not installed: skipped qpdf --check")
	}
}

// validateSVGs parses every SVG as XML, and renders one of each kind with rsvg-convert
// when installed.
func validateSVGs(t *testing.T, out string) {
	svgs, _ := filepath.Glob(filepath.Join(out, "*", "svg", "*", "*.svg"))
	if len(svgs) == 0 {
		t.Fatal("no SVG built")
	}
	kinds := map[string]bool{}
	rsvg, rerr := exec.LookPath("rsvg-convert")
	for _, p := range svgs {
		dec := xml.NewDecoder(bytes.NewReader(read(t, p)))
		for {
			_, err := dec.Token()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("%s: not well-formed: %v", p, err)
			}
		}
		kind := filepath.Base(filepath.Dir(p))
		if rerr != nil || kinds[kind] {
			continue
		}
		kinds[kind] = true
		png := filepath.Join(t.TempDir(), "x.png")
		if o, err := exec.Command(rsvg, "-o", png, p).CombinedOutput(); err != nil {
			t.Errorf("%s: rsvg-convert: %v\n%s", p, err, o)
		} else if st, _ := os.Stat(png); st == nil || st.Size() < 1000 {
			t.Errorf("%s: rsvg-convert made no picture", p)
		}
	}
}

// A failed build leaves the previous output as it was.
func TestFailedBuildKeepsPreviousOutput(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	o := options(out)
	o.Langs, o.Only = []string{"en"}, []string{"order-sheet"}
	if _, err := Run(o); err != nil {
		t.Fatal(err)
	}
	before := read(t, filepath.Join(out, ManifestName))
	bad := fstest.MapFS{}
	for _, name := range []string{"en.toml", "pl.toml", "fr.toml"} {
		bad[name] = &fstest.MapFile{Data: read(t, filepath.Join("..", "..", "locales", name))}
	}
	long := strings.Repeat("Ordre très long ", 40)
	bad["en.toml"].Data = bytes.Replace(bad["en.toml"].Data, []byte(`title = "Order sheet"`), []byte(`title = "`+long+`"`), 1)
	o.Locales = bad
	_, err := Run(o)
	if err == nil {
		t.Fatal("a title far too long for its box built without error")
	}
	for _, want := range []string{"order-sheet", "title", "(en)", "does not fit", "unchanged"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the error must name %q: %v", want, err)
		}
	}
	if !bytes.Equal(before, read(t, filepath.Join(out, ManifestName))) {
		t.Error("a failed build changed the previous output")
	}
}

func TestUnknownSettingsAreErrors(t *testing.T) {
	for name, change := range map[string]func(*Options){
		"paper":     func(o *Options) { o.Paper = "a3" },
		"language":  func(o *Options) { o.Langs = []string{"de"} },
		"component": func(o *Options) { o.Only = []string{"box"} },
	} {
		o := options(filepath.Join(t.TempDir(), "out"))
		change(&o)
		if _, err := Run(o); err == nil || !strings.Contains(err.Error(), "expected one of") {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// Every component fits in every language on A4 and Letter, duplex and folded, in
// colour and ink-saver: an overflow anywhere fails the build, so building is the test.
func TestEveryPaperAndMode(t *testing.T) {
	for _, paper := range []string{"a4", "letter"} {
		for _, fold := range []bool{false, true} {
			o := options(filepath.Join(t.TempDir(), "out"))
			o.Paper, o.Fold, o.InkSaver = paper, fold, fold
			o.Only = []string{"manor-cards", "counters", "order-sheet", "tracks"}
			if _, err := Run(o); err != nil {
				t.Errorf("%s, fold %v: %v", paper, fold, err)
			}
		}
	}
}
