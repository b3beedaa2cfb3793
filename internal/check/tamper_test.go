package check

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/build"
	"github.com/excalibur-kit/excalibur/internal/draw"
)

// Each tamper case changes one printed thing in one built file, then recomputes the
// manifest's hashes and sizes so that only the reading of the files can find it; the
// check must then name the file, the item and what is printed against what is expected.

// kits caches the kits the cases tamper with: each set of components is built once per
// test binary, and every case works on a copy of its own.
var kits struct {
	sync.Mutex
	root string
	m    map[string]*cachedKit
}

type cachedKit struct {
	once sync.Once
	dir  string
	in   *build.Inputs
	err  error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if kits.root != "" {
		os.RemoveAll(kits.root)
	}
	os.Exit(code)
}

// tamperKit is a fresh copy of a kit of the given components, in en and pl.
func tamperKit(t *testing.T, only ...string) (string, *build.Inputs) {
	t.Helper()
	key := strings.Join(only, "+")
	kits.Lock()
	if kits.m == nil {
		kits.m = map[string]*cachedKit{}
		root, err := os.MkdirTemp("", "check-kits-")
		if err != nil {
			kits.Unlock()
			t.Fatal(err)
		}
		kits.root = root
	}
	k := kits.m[key]
	if k == nil {
		k = &cachedKit{dir: filepath.Join(kits.root, key)}
		kits.m[key] = k
	}
	kits.Unlock()
	k.once.Do(func() {
		o := options(k.dir, only...)
		o.Langs = []string{"en"} // one language: what is checked is the same in each
		if _, k.err = build.Run(o); k.err == nil {
			k.in, k.err = build.Load(o)
		}
	})
	if k.err != nil {
		t.Fatal(k.err)
	}
	dir := filepath.Join(t.TempDir(), "kit")
	if err := copyTree(k.dir, dir); err != nil {
		t.Fatal(err)
	}
	return dir, k.in
}

func copyTree(src, dst string) error {
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), b, 0o644)
	})
}

// resign recomputes the manifest's SHA-256 and size of every file it lists.
func resign(t *testing.T, dir string) {
	t.Helper()
	m, err := readManifest(dir)
	if err != nil {
		t.Fatal(err)
	}
	for i, f := range m.Files {
		b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(f.Path)))
		if err != nil {
			continue
		}
		sum := sha256.Sum256(b)
		m.Files[i].SHA256, m.Files[i].Bytes = hex.EncodeToString(sum[:]), len(b)
	}
	writeManifest(t, dir, m)
}

func writeManifest(t *testing.T, dir string, m build.Manifest) {
	t.Helper()
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, build.ManifestName), b, 0o644); err != nil {
		t.Fatal(err)
	}
}

func readFile(t *testing.T, dir, rel string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(rel)))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func writeFile(t *testing.T, dir, rel string, b []byte) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(rel)), b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// pdfSwap replaces, in an uncompressed PDF, the nth whole shown string old (as one font
// encodes it) by new, of as many letters, in the same font: the offsets stay valid.
func pdfSwap(old, new string, nth int) func(t *testing.T, dir, rel string) {
	return func(t *testing.T, dir, rel string) {
		t.Helper()
		b := readFile(t, dir, rel)
		seen := 0
		for _, codes := range fontCodes(t, b) {
			from, to := encode(codes, old), encode(codes, new)
			if len(from) != len(to) || bytes.Contains(to, []byte("no such text")) {
				continue
			}
			whole := append(append([]byte("<"), from...), '>')
			for at := 0; ; {
				i := bytes.Index(b[at:], whole)
				if i < 0 {
					break
				}
				if seen == nth {
					copy(b[at+i+1:], to)
					writeFile(t, dir, rel, b)
					return
				}
				seen++
				at += i + 1
			}
		}
		t.Fatalf("%s: %q shown %d times in fonts that can show %q, not %d", rel, old, seen, new, nth+1)
	}
}

// svgSwap changes the nth text of an SVG that reads old into new (as many letters):
// both its name and the glyphs it uses, so that the glyphs still spell the name.
func svgSwap(old, new string, nth int) func(t *testing.T, dir, rel string) {
	return func(t *testing.T, dir, rel string) {
		t.Helper()
		s := string(readFile(t, dir, rel))
		label := `aria-label="` + old + `"`
		at := -1
		for k := 0; k <= nth; k++ {
			i := strings.Index(s[at+1:], label)
			if i < 0 {
				t.Fatalf("%s: no %d texts reading %q", rel, nth+1, old)
			}
			at += 1 + i
		}
		end := at + strings.Index(s[at:], "</g>")
		group := strings.Replace(s[at:end], label, `aria-label="`+new+`"`, 1)
		or, nr := []rune(strings.ReplaceAll(old, " ", "")), []rune(strings.ReplaceAll(new, " ", ""))
		parts := strings.Split(group, `xlink:href="#`)
		if len(parts)-1 != len(or) || len(or) != len(nr) {
			t.Fatalf("%s: %q draws %d glyphs", rel, old, len(parts)-1)
		}
		for k := range or {
			id := parts[k+1][:strings.IndexByte(parts[k+1], '"')]
			face, _, _ := glyphID(id)
			g, err := draw.Layout(draw.Font{Face: face, Size: 10}, string(nr[k]))
			if err != nil {
				t.Fatal(err)
			}
			parts[k+1] = fmt.Sprintf("g.%s.%d", g[0].Face, g[0].Index) + parts[k+1][len(id):]
			if !strings.Contains(s, `id="`+fmt.Sprintf("g.%s.%d", g[0].Face, g[0].Index)+`"`) {
				t.Fatalf("%s: no glyph of %q defined", rel, nr[k])
			}
		}
		s = s[:at] + strings.Join(parts, `xlink:href="#`) + s[end:]
		writeFile(t, dir, rel, []byte(swapLayer(t, s, at, old, new)))
	}
}

// swapLayer changes the text layer of the text whose group starts at byte at from old
// to new, as a forger who wants the page to search and copy the new text would: its run
// is the one of the next <text> (the line the group's outlines are on) that comes after
// as many runs as texts with glyphs stand between the line's start and the group.
func swapLayer(t *testing.T, s string, at int, old, new string) string {
	t.Helper()
	start := strings.LastIndex(s[:at], "</text>") + 1
	k := 0
	for _, g := range strings.Split(s[start:at], "aria-label=")[1:] {
		if end := strings.Index(g, "</g>"); strings.Contains(g[:max(end, 0)], "<use") {
			k++
		}
	}
	from := at + strings.Index(s[at:], "<text ")
	to := from + strings.Index(s[from:], "</text>")
	if from < at || to < from {
		t.Fatalf("no text layer after the text %q", old)
	}
	runs := strings.Split(s[from:to], "<tspan ")
	if k+1 >= len(runs) {
		t.Fatalf("the text layer of %q has %d runs, not %d", old, len(runs)-1, k+1)
	}
	esc := func(v string) string {
		var b strings.Builder
		_ = xml.EscapeText(&b, []byte(v))
		return b.String()
	}
	body := strings.Index(runs[k+1], ">") + 1
	if !strings.Contains(runs[k+1][body:], esc(old)) {
		t.Fatalf("run %d of the text layer, %q, does not read %q", k+1, runs[k+1], old)
	}
	runs[k+1] = runs[k+1][:body] + strings.Replace(runs[k+1][body:], esc(old), esc(new), 1)
	return s[:from] + strings.Join(runs, "<tspan ") + s[to:]
}

// textSwap replaces the nth occurrence of old in a text file (HTML, SVG) by new.
func textSwap(old, new string, nth int) func(t *testing.T, dir, rel string) {
	return func(t *testing.T, dir, rel string) {
		t.Helper()
		s := string(readFile(t, dir, rel))
		at := -1
		for k := 0; k <= nth; k++ {
			i := strings.Index(s[at+1:], old)
			if i < 0 {
				t.Fatalf("%s: %q found %d times, not %d", rel, old, k, nth+1)
			}
			at += 1 + i
		}
		writeFile(t, dir, rel, []byte(s[:at]+new+s[at+len(old):]))
	}
}

// glyphID reads "g.FACE.INDEX".
func glyphID(id string) (draw.Face, uint16, bool) {
	rest, ok := strings.CutPrefix(id, "g.")
	dot := strings.LastIndexByte(rest, '.')
	if !ok || dot < 0 {
		return "", 0, false
	}
	n, err := strconv.Atoi(rest[dot+1:])
	return draw.Face(rest[:dot]), uint16(n), err == nil
}

// keepGroup removes from a kit every file that is not of the group of the file to
// tamper with (its component, language and format), and their manifest entries: what
// the case proves is about that one group, which is checked faster alone.
func keepGroup(t *testing.T, dir, rel string) {
	t.Helper()
	m, err := readManifest(dir)
	if err != nil {
		t.Fatal(err)
	}
	var of *build.File
	for i := range m.Files {
		if m.Files[i].Path == rel {
			of = &m.Files[i]
		}
	}
	if of == nil {
		return // a file the kit does not have: the whole kit stays
	}
	group := *of
	var keep []build.File
	for _, f := range m.Files {
		if f.Component == group.Component && f.Lang == group.Lang && f.Format == group.Format {
			keep = append(keep, f)
			continue
		}
		if err := os.Remove(filepath.Join(dir, filepath.FromSlash(f.Path))); err != nil {
			t.Fatal(err)
		}
	}
	m.Files = keep
	writeManifest(t, dir, m)
}

type tamperCase struct {
	name  string
	only  []string // the components built
	file  string   // the file tampered with
	edit  func(t *testing.T, dir, rel string)
	wants []string // each must be in the report
}

func TestTamperedKitFails(t *testing.T) {
	for _, c := range tamperCases() {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			dir, in := tamperKit(t, c.only...)
			keepGroup(t, dir, c.file)
			c.edit(t, dir, c.file)
			resign(t, dir)
			got := report(Printed(dir, in))
			if strings.Contains(got, "changed since it was built") {
				t.Fatalf("the manifest was not re-signed:\n%s", got)
			}
			for _, w := range c.wants {
				if !strings.Contains(got, w) {
					t.Errorf("want %q among the problems, got:\n%s", w, got)
				}
			}
		})
	}
}

var reShow = regexp.MustCompile(`BT /(F\d+) ([\d.]+) Tf ([\d.-]+) ([\d.-]+) Td $`)

// pdfRestate rewrites how the nth showing of text old is drawn (its font size and place,
// or an invisible render mode) and leaves what it shows: restate gets the font resource,
// size, x and y as written and returns the operators that replace them. The new operators
// are padded with spaces to the old length, so the file's offsets stay right.
func pdfRestate(old string, nth int, restate func(font, size, x, y string) string) func(t *testing.T, dir, rel string) {
	return func(t *testing.T, dir, rel string) {
		t.Helper()
		b := readFile(t, dir, rel)
		seen := 0
		for _, codes := range fontCodes(t, b) {
			whole := append(append([]byte("<"), encode(codes, old)...), []byte("> Tj")...)
			for at := 0; ; {
				i := bytes.Index(b[at:], whole)
				if i < 0 {
					break
				}
				at += i
				if seen++; seen <= nth {
					at++
					continue
				}
				bt := bytes.LastIndex(b[:at], []byte("BT "))
				m := reShow.FindSubmatch(b[bt:at])
				if bt < 0 || m == nil {
					t.Fatalf("%s: %q is not shown as BT /F size Tf x y Td: %q", rel, old, b[max(0, bt):at])
				}
				now := restate(string(m[1]), string(m[2]), string(m[3]), string(m[4]))
				if len(now) > len(m[0]) {
					t.Fatalf("%q is longer than the %q it replaces", now, m[0])
				}
				copy(b[bt:], now+strings.Repeat(" ", len(m[0])-len(now)))
				writeFile(t, dir, rel, b)
				return
			}
		}
		t.Fatalf("%s: %q shown %d times, not %d", rel, old, seen, nth+1)
	}
}

// whole rounds a coordinate as written to a whole number, to make room for operators.
func whole(s string) string {
	f, _ := strconv.ParseFloat(s, 64)
	return strconv.Itoa(int(math.Round(f)))
}
