package pdftext

import (
	"bytes"
	"cmp"
	"compress/zlib"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"
)

// zlibbed is data Flate-compressed.
func zlibbed(data []byte) string {
	var b bytes.Buffer
	z, _ := zlib.NewWriterLevel(&b, zlib.BestCompression)
	z.Write(data)
	z.Close()
	return b.String()
}

// nested is depth arrays, one inside the other.
func nested(depth int) string { return strings.Repeat("[", depth) + strings.Repeat("]", depth) }

// withXref replaces the cross-reference section of a good fixture with xref, keeping
// the objects before it.
func withXref(xref string) []byte {
	good := fixturePDF("0 0 600 800", "BT /F1 10 Tf 72 700 Td (a) Tj ET")
	i := bytes.LastIndex(good, []byte("xref\n"))
	return fmt.Appendf(append([]byte(nil), good[:i]...), "%s\nstartxref\n%d\n%%%%EOF\n", xref, i)
}

// noReads is a file that must be refused from its size alone.
type noReads struct{ t *testing.T }

func (r noReads) ReadAt(p []byte, off int64) (int, error) {
	r.t.Error("the file was read")
	return 0, errors.New("no")
}

// Each crafted file is refused with an error that names the limit or what is wrong,
// and reading it allocates next to nothing: the limit is checked before the memory
// the file asks for is taken.
func TestLimits(t *testing.T) {
	bomb := zlibbed(bytes.Repeat([]byte(" "), int(DefaultLimits.Stream)+1<<20))
	smallBomb := zlibbed(bytes.Repeat([]byte(" "), int(DefaultLimits.Held)+1<<20))
	cases := []struct {
		name  string
		data  []byte
		want  string
		extra uint64 // bytes it may allocate besides the copy of the file; 0: 4 MiB
	}{
		{"an xref subsection of a billion entries", withXref("xref\n0 999999999\n0000000000 65535 f \ntrailer\n<< /Root 1 0 R >>"),
			"a cross-reference table of more than 524288 objects", 0},
		{"an xref subsection the file cannot hold", withXref("xref\n0 400000\n0000000000 65535 f \ntrailer\n<< /Root 1 0 R >>"),
			"more than the rest of the file can hold", 0},
		{"an xref stream of millions of objects", withXref("99 0 obj\n" + stream("/Type /XRef /Size 5000000 /W [1 2 1]", "") +
			"\nendobj"), "a cross-reference stream of more than 524288 objects", 0},
		{"a huge /Length", fixtureWith(8, "<< /Length 99999999999 >>\nstream\nBT ET\nendstream"),
			"/Length 99999999999 runs past the end of the file", 0},
		{"a deflate bomb", fixtureWith(8, stream("/Filter /FlateDecode", bomb)),
			"decodes to more than 33554432 bytes", 0},
		// A stream held whole may grow to its limit, and io.ReadAll grows its buffer
		// by half again each time.
		{"a deflate bomb in a font's ToUnicode", fixtureWith(6, stream("/Filter /FlateDecode", smallBomb),
			8, stream("", "BT /F2 10 Tf <0001> Tj ET")), "decodes to more than 8388608 bytes", 3 * uint64(DefaultLimits.Held)},
		{"arrays nested a million deep in an object", fixtureWith(3, "<< /Type /Page /Parent 2 0 R /Contents 8 0 R /Junk "+nested(1e6)+" >>"),
			"arrays and dictionaries nested more than 64 deep", 0},
		{"arrays nested a million deep in content", fixtureWith(8, stream("", nested(1e6)+" TJ")),
			"arrays and dictionaries nested more than 64 deep", 0},
		{"a content stream of a million operands", fixtureWith(8, stream("", strings.Repeat("1 ", 1e6)+"Tj")),
			"operands before one operator: more than 8192", 0},
		{"a TJ array of a million elements", fixtureWith(8, stream("", "BT /F1 10 Tf ["+strings.Repeat("(a) ", 1e6)+"] TJ ET")),
			"operands before one operator: more than 8192", 0},
		// The values up to the limit are parsed, at about 100 bytes each (boxed,
		// in an array grown by append).
		{"an array of two million numbers", fixtureWith(3, "<< /Type /Page /Parent 2 0 R /Contents 8 0 R /Junk ["+strings.Repeat("1 ", 2e6)+"] >>"),
			"the objects hold more than 131072 values", 128 * uint64(DefaultLimits.Values)},
		{"a string longer than the window", fixtureWith(8, stream("", "BT /F1 10 Tf <"+strings.Repeat("41", maxToken+1)+"> Tj ET")),
			"a token longer than 64 KiB", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var runs []Run
			var err error
			alloc := allocated(func() { runs, err = Extract(bytes.NewReader(c.data), int64(len(c.data))) })
			if err == nil || runs != nil {
				t.Fatalf("read as %d runs, no error", len(runs))
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %q; want it to say %q", err, c.want)
			}
			// The file itself is copied once; anything else must be small.
			limit := uint64(len(c.data)) + cmp.Or(c.extra, 4<<20)
			if alloc > limit {
				t.Errorf("reading it allocated %d KiB, more than %d KiB", alloc>>10, limit>>10)
			}
		})
	}
	t.Run("a file over the size limit", func(t *testing.T) {
		_, err := Read(noReads{t}, DefaultLimits.FileSize+1, DefaultLimits)
		if err == nil || !strings.Contains(err.Error(), "a file of more than 33554432 bytes") {
			t.Errorf("error %v; want the file size limit", err)
		}
	})
}

// TestCMapTokensBounded: a ToUnicode CMap of millions of tokens is read up to a bound,
// not into a token list as long as the file allows.
func TestCMapTokensBounded(t *testing.T) {
	data := []byte(strings.Repeat("[", 4<<20))
	if alloc := allocated(func() { parseCMap(data) }); alloc > 64<<20 {
		t.Errorf("parsing a CMap of 4 Mi tokens allocated %d MiB", alloc>>20)
	}
	if n := len(cmapTokens(data)); n != maxCMapTokens {
		t.Errorf("%d tokens read, want the bound %d", n, maxCMapTokens)
	}
}

// allocated is how many bytes fn allocates.
func allocated(fn func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	fn()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestRunsLimit: a document may not show more runs than the limit, however few its
// bytes (a form of many runs drawn many times).
func TestRunsLimit(t *testing.T) {
	data := fixtureWith(7, stream("/Type /XObject /Subtype /Form /BBox [0 0 1 1]", strings.Repeat("BT /F1 10 Tf (a) Tj ET ", 1000)),
		8, stream("", strings.Repeat("/X1 Do ", 100)))
	lim := DefaultLimits
	lim.Runs = 50_000
	if _, err := Read(bytes.NewReader(data), int64(len(data)), lim); err == nil || !strings.Contains(err.Error(), "runs of text: more than 50000") {
		t.Errorf("error %v; want the runs limit", err)
	}
	lim.Runs, lim.Ops = DefaultLimits.Runs, 20_000
	if _, err := Read(bytes.NewReader(data), int64(len(data)), lim); err == nil || !strings.Contains(err.Error(), "content operators run more than 20000") {
		t.Errorf("error %v; want the operators limit", err)
	}
}
