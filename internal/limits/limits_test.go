package limits

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/tomlscan"
	"github.com/excalibur-kit/excalibur/layout"
	"github.com/excalibur-kit/excalibur/locales"
)

// Every canonical file is well inside its limits: a limit a real file meets is a bug.
func TestCanonicalFilesPass(t *testing.T) {
	for _, set := range []struct {
		fsys fs.FS
		kind Kind
	}{{content.FS, Content}, {layout.FS, Layout}, {locales.FS, Locale}} {
		err := fs.WalkDir(set.fsys, ".", func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			kind := set.kind
			if strings.HasSuffix(p, ".md") {
				kind = Markdown
			} else if !strings.HasSuffix(p, ".toml") {
				return nil
			}
			b, err := Read(set.fsys, p, p, kind)
			if err != nil {
				return err
			}
			if int64(len(b))*8 > kind.MaxBytes {
				t.Errorf("%s: %d bytes is within 8x of the %s limit %d; raise it", p, len(b), kind.What, kind.MaxBytes)
			}
			if kind == Markdown {
				return MarkdownText(p, b)
			}
			if n := tomlscan.Deepest(string(b)).Depth; n*8 > TOMLDepth {
				t.Errorf("%s nests %d deep, within 8x of the limit", p, n)
			}
			return TOML(p, b)
		})
		if err != nil {
			t.Error(err)
		}
	}
}

func TestRefused(t *testing.T) {
	fsys := fstest.MapFS{
		"big.toml": {Data: make([]byte, Layout.MaxBytes+1)},
		"dir/x":    {Data: []byte("x")},
	}
	cases := []struct {
		name string
		err  error
		want string
	}{
		{"size", read(fsys, "big.toml"), "f: larger than 256 KiB; at most 256 KiB allowed for a layout file"},
		{"folder", read(fsys, "dir"), "f: is a folder; expected a file"},
		{"missing", read(fsys, "nope.toml"), "f: cannot read the file: file does not exist"},
		{"utf8", Text("f", []byte("ok\nab\xffc")), "f:2:3: byte 0xff is not UTF-8"},
		{"nul", Text("f", []byte("a = 1\nb = \"\x00\"")), "f:2:6: a NUL byte"},
		{"control", Text("f", []byte("\x1b[0m")), "f:1:1: control character U+001B"},
		{"toml depth", TOML("f", []byte("x = 1\ny = "+strings.Repeat("[", 100))), "f:2:37: arrays and inline tables nested 100 deep; at most 32 allowed"},
		{"quotes", MarkdownText("f", []byte("a\n"+strings.Repeat("> ", 17)+"x")), "f:2:33: block quotes and lists nested 17 deep; at most 16 allowed"},
		{"lists", MarkdownText("f", []byte(strings.Repeat(" ", 40)+"- x")), "f:1:41: block quotes and lists nested 21 deep"},
		{"brackets", MarkdownText("f", []byte(strings.Repeat("[", 40))), "f:1:40: brackets nested 40 deep; at most 32 allowed"},
		{"emphasis", MarkdownText("f", []byte("a "+strings.Repeat("*", 20)+"b")), "f:1:3: a run of 20 emphasis marks"},
	}
	for _, c := range cases {
		if c.err == nil || !strings.Contains(c.err.Error(), c.want) {
			t.Errorf("%s: got %v, want %q", c.name, c.err, c.want)
		}
	}
	for _, ok := range []string{"---\n", "* * * * * * * * * * * * * * * * * * * *\n", "1. one\n   - two\n     > three\n", "\tcode\r\n"} {
		if err := MarkdownText("f", []byte(ok)); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
}

func read(fsys fs.FS, name string) error {
	_, err := Read(fsys, name, "f", Layout)
	return err
}
