package check

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/pdftext"
)

// Point the code that the ToUnicode map calls 8 at the glyph of a 6 in a font's
// CIDToGIDMap: every card still reads 8 through ToUnicode, but a reader sees 6, and
// the check must say so, naming the file, the font and both letters.
func TestSwappedGlyphFails(t *testing.T) {
	dir, in := kit(t, "manor-cards")
	path := filepath.Join(dir, "en", "manor-cards.pdf")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := pdftext.ReadFile(path, pdftext.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	var font pdftext.Font
	var six, eight pdftext.Code
	for _, f := range doc.Fonts {
		six, eight = pdftext.Code{}, pdftext.Code{}
		for _, c := range f.Codes {
			switch c.Text {
			case "6":
				six = c
			case "8":
				eight = c
			}
		}
		if six.Text != "" && eight.Text != "" && f.CIDToGID != nil {
			font = f
			break
		}
	}
	if font.BaseFont == "" {
		t.Fatal("no font of the cards shows both 6 and 8")
	}
	table := make([]byte, 2*len(font.CIDToGID))
	for i, g := range font.CIDToGID {
		binary.BigEndian.PutUint16(table[2*i:], g)
	}
	if n := bytes.Count(b, table); n != 1 {
		t.Fatalf("the CIDToGIDMap of %s found %d times in the uncompressed PDF", font.BaseFont, n)
	}
	at := bytes.Index(b, table) + 2*int(eight.Code)
	binary.BigEndian.PutUint16(b[at:], uint16(six.GID))
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	p := report(Printed(dir, in))
	want := fmt.Sprintf(`en/manor-cards.pdf: font %s: code <%04X> draws '6' (glyph %d), but its ToUnicode says "8"`,
		font.BaseFont, eight.Code, six.GID)
	if !strings.Contains(p, want) {
		t.Fatalf("want %q; the check says:\n%s", want, p)
	}
}
