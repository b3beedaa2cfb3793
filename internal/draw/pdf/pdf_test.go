package pdfdraw

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/draw/drawtest"
)

var testInfo = Info{
	Title:    "Excalibur – zestaw (démo)",
	Author:   "Excalibur kit",
	Subject:  "Test \\ (parentheses) „quotes”",
	Keywords: "excalibur test",
	Creator:  "go test",
	Lang:     "pl",
	Date:     time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC),
}

func render(t testing.TB, draw func(*Document)) []byte {
	t.Helper()
	d := New(testInfo)
	draw(d)
	var buf bytes.Buffer
	if _, err := d.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func demo(d *Document) { drawtest.Demo(d) }

func TestReproducible(t *testing.T) {
	a, b := render(t, demo), render(t, demo)
	if !bytes.Equal(a, b) {
		t.Fatal("two renders of the same drawing differ")
	}
	info := testInfo
	info.Date = info.Date.Add(time.Hour)
	d := New(info)
	drawtest.Demo(d)
	var c bytes.Buffer
	if _, err := d.WriteTo(&c); err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(a, c.Bytes()) {
		t.Fatal("the date does not reach the output")
	}
}

func TestStructure(t *testing.T) {
	out := string(render(t, demo))
	for _, want := range []string{
		"%PDF-1.7\n",
		"/ViewerPreferences <</PrintScaling /None>>",
		"/Lang (pl)",
		"/CreationDate (D:20240501120000)",
		"/ModDate (D:20240501120000)",
		"/Subtype /CIDFontType2", // UTF-8 fonts, not cp1252 core fonts
		"/URI (https://example.com/excalibur?lang=pl&x=\\(1\\))",
		"/Type /Outlines",
		"/Count 4>>", // outline root: 4 open items
		"/Count 1\n", // "Text" has one child
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if strings.Contains(out, "/Count 0") {
		t.Error("output has /Count 0")
	}
	// Only faces that are used are embedded, once each.
	if n := strings.Count(out, "/FontFile2"); n != len(draw.Faces()) {
		t.Errorf("%d embedded fonts, want %d", n, len(draw.Faces()))
	}
	// Outline destinations point at the top of their own page: the landscape page is
	// 105 mm = 297.64 pt high, the portrait ones 419.53 pt.
	for _, want := range []string{"/XYZ 0 419.53 null]", "/XYZ 0 297.64 null]"} {
		if !strings.Contains(out, want) {
			t.Errorf("no outline destination %q", want)
		}
	}
}

func TestOnlyUsedFontsEmbedded(t *testing.T) {
	out := string(render(t, func(d *Document) {
		c := d.NewPage(50, 50)
		c.Text(draw.Font{Face: draw.Sans, Size: 8}, 5, 10, draw.Left, "tylko jeden krój")
	}))
	if n := strings.Count(out, "/FontFile2"); n != 1 {
		t.Errorf("%d embedded fonts, want 1", n)
	}
	if strings.Contains(out, "/Outlines") {
		t.Error("outline without bookmarks")
	}
}

// TestSubset checks that fonts are subset: a page of ten letters embeds far less than
// the kit font.
func TestSubset(t *testing.T) {
	out := render(t, func(d *Document) {
		c := d.NewPage(50, 50)
		c.Text(draw.Font{Face: draw.Sans, Size: 8}, 5, 10, draw.Left, "abcdefghij")
	})
	ttf, _ := draw.FontFile(draw.Sans)
	m := regexp.MustCompile(`/Length1 (\d+)`).FindSubmatch(out)
	if m == nil {
		t.Fatal("no embedded font file")
	}
	if n, _ := strconv.Atoi(string(m[1])); n > len(ttf)/10 {
		t.Errorf("embedded font is %d bytes, kit font %d: not subset", n, len(ttf))
	}
}

func validate(t *testing.T, pdf []byte) {
	t.Helper()
	model.ConfigPath = "disable" // no config files in the user's home
	conf := model.NewDefaultConfiguration()
	conf.ValidationMode = model.ValidationStrict
	if err := api.Validate(bytes.NewReader(pdf), conf); err != nil {
		t.Errorf("pdfcpu (strict): %v", err)
	}
	qpdf, err := exec.LookPath("qpdf")
	if err != nil {
		t.Log("qpdf not installed: skipping qpdf --check")
		return
	}
	path := filepath.Join(t.TempDir(), "out.pdf")
	if err := os.WriteFile(path, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(qpdf, "--check", path).CombinedOutput(); err != nil {
		t.Errorf("qpdf --check: %v\n%s", err, out)
	}
}

func TestValid(t *testing.T) {
	tests := map[string]func(*Document){
		"demo": demo,
		"bookmark tree": func(d *Document) {
			for i, level := range []int{0, 1, 2, 2, 1, 0, 1, 0} {
				c := d.NewPage(60+float64(i), 80)
				d.Bookmark("Rozdział ąę 🎲 "+string(rune('A'+i)), level)
				c.Text(draw.Font{Face: draw.Serif, Size: 9}, 5, 10, draw.Left, drawtest.Lines[i%3])
			}
		},
		"empty page": func(d *Document) { d.NewPage(10, 10) },
		"unbalanced push": func(d *Document) {
			c := d.NewPage(10, 10)
			c.Push()
			c.Clip(draw.Rect(1, 1, 5, 5))
			d.NewPage(10, 10).Push()
		},
	}
	for name, f := range tests {
		t.Run(name, func(t *testing.T) { validate(t, render(t, f)) })
	}
}

func TestErrors(t *testing.T) {
	tests := []struct {
		name string
		info func(*Info)
		draw func(*Document)
		want string
	}{
		{"no date", func(i *Info) { i.Date = time.Time{} }, nil, "Date is not set"},
		{"bad lang", func(i *Info) { i.Lang = "pl) /X (" }, nil, "BCP 47"},
		{"non-BMP title", func(i *Info) { i.Title = "dice 🎲" }, nil, "U+1F3B2"},
		{"invalid UTF-8 author", func(i *Info) { i.Author = "a\xffb" }, nil, "invalid UTF-8"},
		{"no pages", nil, func(*Document) {}, "no pages"},
		{"missing glyph", nil, func(d *Document) {
			d.NewPage(10, 10).Text(draw.Font{Face: draw.Serif, Size: 9}, 1, 1, draw.Left, "dice 🎲")
		}, `page 1: face "serif" has no glyph for '🎲' (U+1F3B2)`},
		{"unknown face", nil, func(d *Document) {
			d.NewPage(10, 10).Text(draw.Font{Face: "comic", Size: 9}, 1, 1, draw.Left, "x")
		}, `unknown face "comic"`},
		{"zero font size", nil, func(d *Document) {
			d.NewPage(10, 10).Text(draw.Font{Face: draw.Sans}, 1, 1, draw.Left, "x")
		}, "font size 0 pt"},
		{"dangling link", nil, func(d *Document) {
			d.NewPage(10, 10).(draw.Linker).Link(0, 0, 5, 5, "#nowhere")
		}, "link to #nowhere, but no page has that anchor"},
		{"bad URL", nil, func(d *Document) {
			d.NewPage(10, 10).(draw.Linker).Link(0, 0, 5, 5, "not a url")
		}, "printable ASCII"},
		{"relative URL", nil, func(d *Document) {
			d.NewPage(10, 10).(draw.Linker).Link(0, 0, 5, 5, "rules.pdf")
		}, "neither"},
		{"duplicate anchor", nil, func(d *Document) {
			c := d.NewPage(10, 10).(draw.Linker)
			c.Anchor("a", 0, 0)
			c.Anchor("a", 0, 5)
		}, `anchor "a" is defined twice`},
		{"bad anchor", nil, func(d *Document) {
			d.NewPage(10, 10).(draw.Linker).Anchor("g.x", 0, 0)
		}, `anchor name "g.x"`},
		{"bookmark first", nil, func(d *Document) {
			d.Bookmark("x", 0)
			d.NewPage(10, 10)
		}, "before the first page"},
		{"bookmark jump", nil, func(d *Document) {
			d.NewPage(10, 10)
			d.Bookmark("x", 0)
			d.Bookmark("y", 2)
		}, "levels may only go one deeper"},
		{"pop without push", nil, func(d *Document) { d.NewPage(10, 10).Pop() }, "Pop without Push"},
		{"stale canvas", nil, func(d *Document) {
			c := d.NewPage(10, 10)
			d.NewPage(10, 10)
			c.Fill(draw.Rect(0, 0, 1, 1))
		}, "after NewPage"},
		{"bad page size", nil, func(d *Document) { d.NewPage(0, 10) }, "not positive"},
		{"negative dash", nil, func(d *Document) { d.NewPage(10, 10).SetDash([]float64{1, -1}) }, "negative dash"},
		{"NaN path", nil, func(d *Document) { d.NewPage(10, 10).Fill(draw.Rect(0, math.NaN(), 1, 1)) }, "not a finite number"},
		{"text in a reused figure", nil, func(d *Document) {
			d.NewPage(10, 10).(draw.Reuser).Reuse("f", 1, 1, func(c draw.Canvas) {
				c.Text(draw.Font{Face: draw.Sans, Size: 5}, 0, 0, draw.Left, "x")
			})
		}, "Text inside a reused figure"},
		{"reused figure off the page", nil, func(d *Document) {
			d.NewPage(10, 10).(draw.Reuser).Reuse("f", math.NaN(), 1, func(draw.Canvas) {})
		}, `figure "f" at (NaN, 1)`},
		{"infinite text", nil, func(d *Document) {
			d.NewPage(10, 10).Text(draw.Font{Face: draw.Sans, Size: 5}, math.Inf(1), 0, draw.Left, "x")
		}, "not a finite position"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			info := testInfo
			if tt.info != nil {
				tt.info(&info)
			}
			d := New(info)
			if tt.draw != nil {
				tt.draw(d)
			} else {
				d.NewPage(10, 10)
			}
			_, err := d.WriteTo(&bytes.Buffer{})
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want one containing %q", err, tt.want)
			}
		})
	}
}

func TestWriteTwice(t *testing.T) {
	d := New(testInfo)
	d.NewPage(10, 10)
	if _, err := d.WriteTo(&bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	if _, err := d.WriteTo(&bytes.Buffer{}); err == nil {
		t.Error("second WriteTo: no error")
	}
}

// FuzzText: whatever text and bookmark title a caller passes, the backend returns an
// error or a PDF, never panics, and fails exactly when a rune cannot be drawn.
func FuzzText(f *testing.F) {
	for _, s := range append(drawtest.Lines, "", "\x00", "🎲", "\xff", "a\u202fb", `((\))`, "\xed\xa0\x80") { // last: an encoded surrogate
		f.Add(s, s)
	}
	f.Fuzz(func(t *testing.T, text, title string) {
		font := draw.Font{Face: draw.Caps, Size: 9}
		d := New(testInfo)
		c := d.NewPage(50, 50)
		d.Bookmark(title, 0)
		c.Text(font, 1, 10, draw.Left, text)
		_, err := d.WriteTo(io.Discard)
		drawable := len(draw.Missing(font, text)) == 0 && utf8.ValidString(title)
		if drawable != (err == nil) {
			t.Fatalf("text %q, title %q: error %v", text, title, err)
		}
	})
}

// A print shop cuts where the PDF says: PageBoxes writes the trim box and the bleed box,
// measured from the page's bottom left as PDF wants, on that page alone.
func TestPageBoxes(t *testing.T) {
	out := render(t, func(d *Document) {
		d.NewPage(100, 80)
		d.PageBoxes(10, 5, 60, 40, 3) // from the top left: 35 mm below the trim
	})
	pt := func(mm float64) string { return strconv.FormatFloat(mm*72/25.4, 'f', 2, 64) }
	want := map[string][4]float64{"TrimBox": {10, 35, 70, 75}, "BleedBox": {7, 32, 73, 78}}
	for box, r := range want {
		s := fmt.Sprintf("/%s [%s %s %s %s]", box, pt(r[0]), pt(r[1]), pt(r[2]), pt(r[3]))
		if !bytes.Contains(out, []byte(s)) {
			t.Errorf("the PDF lacks %s", s)
		}
	}
}

// The Producer property is the caller's, in the document's language, so a Polish kit
// does not show English among its properties; without one it is the library's name.
func TestProducer(t *testing.T) {
	for _, c := range []struct{ set, want string }{{"Zestaw Excalibur (fpdf)", "Zestaw Excalibur (fpdf)"}, {"", "fpdf"}} {
		info := testInfo
		info.Producer = c.set
		d := New(info)
		drawtest.Demo(d)
		var buf bytes.Buffer
		if _, err := d.WriteTo(&buf); err != nil {
			t.Fatal(err)
		}
		model.ConfigPath = "disable"
		got, err := api.PDFInfo(bytes.NewReader(buf.Bytes()), "producer.pdf", nil, false, model.NewDefaultConfiguration())
		if err != nil {
			t.Fatal(err)
		}
		if got.Producer != c.want {
			t.Errorf("Producer %q: the file says %q, want %q", c.set, got.Producer, c.want)
		}
	}
}
