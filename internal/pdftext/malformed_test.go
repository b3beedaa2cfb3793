package pdftext

import (
	"bytes"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/testkit/fuzzbound"
)

// corrupted returns the variants of a good PDF that the error test and the fuzz
// seeds share: cut short, and with the first stream's compressed bytes damaged.
func corrupted(good []byte) map[string][]byte {
	flipped := bytes.Clone(good)
	if i := bytes.Index(flipped, []byte("stream\n")); i >= 0 {
		for j := i + 20; j < i+40 && j < len(flipped); j++ {
			flipped[j] ^= 0x5a
		}
	}
	return map[string][]byte{
		"cut in half":             good[:len(good)/2],
		"cut before %%EOF":        good[:len(good)-10],
		"damaged Flate stream":    flipped,
		"objects moved from xref": append([]byte("%PDF-1.3\n%%%%%%%%%%%%%%%%\n"), good[9:]...),
	}
}

func TestMalformed(t *testing.T) {
	good, _ := kitPDF(t)
	tests := map[string][]byte{
		"empty":                 nil,
		"not a PDF":             []byte("Excalibur rules, version 1\n"),
		"garbage Flate content": fixtureWith(8, stream("/Filter /FlateDecode", "this is not zlib")),
		"unknown filter":        fixtureWith(8, stream("/Filter /NoSuchDecode", "BT ET")),
		"damaged ToUnicode": fixtureWith(6, stream("/Filter /FlateDecode", "x\x9c garbage"),
			8, stream("", "BT /F2 10 Tf (\x00\x01) Tj ET")),
		"page tree cycle": fixtureWith(2, "<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 /MediaBox [0 0 600 800] >>"),
		"no MediaBox":     fixtureWith(2, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
		"broken kid":      fixtureWith(2, "<< /Type /Pages /Kids [99 0 R] /Count 1 /MediaBox [0 0 600 800] >>"),
		"form drawing itself": fixtureWith(7, stream("/Type /XObject /Subtype /Form /BBox [0 0 1 1] "+
			"/Resources << /XObject << /X1 7 0 R >> >>", "/X1 Do"), 8, stream("", "/X1 Do")),
	}
	for name, data := range corrupted(good) {
		tests[name] = data
	}
	for name, data := range tests {
		t.Run(name, func(t *testing.T) {
			runs, err := Extract(bytes.NewReader(data), int64(len(data)))
			if err == nil {
				t.Fatalf("no error, %d runs", len(runs))
			}
			if runs != nil || !strings.HasPrefix(err.Error(), "pdftext: ") {
				t.Errorf("got runs %v, error %q; want no runs and an error from pdftext", runs, err)
			}
			t.Log(err)
		})
	}
}

// fixtureWith is fixturePDF with objects replaced: pairs of object number and body.
func fixtureWith(pairs ...any) []byte {
	objs := []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 600 800] " +
			"/Resources << /Font << /F1 4 0 R /F2 5 0 R >> /XObject << /X1 7 0 R >> >> >>",
		"<< /Type /Page /Parent 2 0 R /Contents 8 0 R >>",
		fixtureF1,
		fixtureF2,
		stream("", fixtureCMap),
		stream("/Type /XObject /Subtype /Form /BBox [0 0 100 100]", "BT /F1 10 Tf (form) Tj ET"),
		stream("", "BT /F1 10 Tf 72 700 Td (a) Tj ET"),
	}
	for i := 0; i+1 < len(pairs); i += 2 {
		objs[pairs[i].(int)-1] = pairs[i+1].(string)
	}
	return buildPDF(objs...)
}

// FuzzExtract feeds Extract damaged PDFs: it must return runs or an error, and
// never panic or hang. Run with: go test -fuzz FuzzExtract ./internal/pdftext
func FuzzExtract(f *testing.F) {
	good := fixturePDF("0 0 600 800", "BT /F1 10 Tf 72 700 Td (a) Tj /F2 10 Tf [<0001> -200 <000A>] TJ ET /X1 Do")
	f.Add(good)
	for _, bad := range corrupted(good) {
		f.Add(bad)
	}
	kit, _ := kitPDF(f)
	f.Add(kit)
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzbound.Run(t, data, func() {
			runs, err := Extract(bytes.NewReader(data), int64(len(data)))
			if err != nil {
				return
			}
			for _, r := range runs {
				if r.Page < 1 || r.Text == "" {
					t.Errorf("bad run %+v", r)
				}
			}
		})
	})
}
