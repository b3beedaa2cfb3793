package pdftext

import (
	"bytes"
	"fmt"
	"strings"
)

// buildPDF writes a PDF whose objects 1, 2, … have the given bodies, with a correct
// cross-reference table. Object 1 must be the catalog. Hand-built files let the
// tests use operators, fonts and page trees that fpdf never writes.
func buildPDF(objs ...string) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n")
	offsets := make([]int, len(objs))
	for i, body := range objs {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, body)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objs)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, xref)
	return b.Bytes()
}

// stream is the body of a stream object holding data, uncompressed.
func stream(dict, data string) string {
	return fmt.Sprintf("<< %s /Length %d >>\nstream\n%s\nendstream", dict, len(data), data)
}

// Fonts of the fixture. F1 is a one-byte font whose printable codes are all 500
// units wide, so 10 pt text advances 5 pt a character. F2 is a Type0 font whose
// ToUnicode CMap has every form of entry:
//
//	<0001> Ł, <0002> "fi" (a ligature, two characters)
//	<000A>..<000C> ą ę 😀 (array form; the last a surrogate pair)
//	<0020>..<0030> A..Q (offset form)
//
// with widths 0001: 600, 0002: 700, 000A..0014: 400 and 1000 (DW) elsewhere.
const (
	fixtureF1 = `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /FirstChar 32 /LastChar 255 /Encoding /WinAnsiEncoding /Widths [` +
		`500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 ` +
		`500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 ` +
		`500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 ` +
		`500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 ` +
		`500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 ` +
		`500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 ` +
		`500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500 500] >>`
	fixtureF2 = `<< /Type /Font /Subtype /Type0 /BaseFont /Test /Encoding /Identity-H /ToUnicode 6 0 R ` +
		`/DescendantFonts [<< /Type /Font /Subtype /CIDFontType2 /BaseFont /Test /W [1 [600 700] 10 20 400] >>] >>`
	fixtureCMap = `/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
/CMapName /Test-UCS def
1 begincodespacerange
<0000> <FFFF>
endcodespacerange
2 beginbfchar
<0001> <0141>
<0002> <00660069>
endbfchar
2 beginbfrange
<000A> <000C> [<0105> <0119> <D83DDE00>]
<0020> <0030> <0041>
endbfrange
endcmap
CMapName currentdict /CMap defineresource pop
end
end`
)

// fixturePDF is a one-page PDF showing content, with the fonts above as /F1 and
// /F2 and a Form XObject /X1 (text "form" at 5 5 in a form moved by 100 100). The
// page inherits its MediaBox and Resources from the page tree's root.
func fixturePDF(mediaBox, content string) []byte {
	return buildPDF(
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox ["+mediaBox+"] "+
			"/Resources << /Font << /F1 4 0 R /F2 5 0 R >> /XObject << /X1 7 0 R >> >> >>",
		"<< /Type /Page /Parent 2 0 R /Contents 8 0 R >>",
		fixtureF1,
		fixtureF2,
		stream("", fixtureCMap),
		stream("/Type /XObject /Subtype /Form /BBox [0 0 100 100] /Matrix [1 0 0 1 100 100] "+
			"/Resources << /Font << /F1 4 0 R >> >>", "BT /F1 10 Tf 5 5 Td (form) Tj ET"),
		stream("", content),
	)
}

// pagesPDF is a PDF whose page tree has two levels, each page showing its number.
func pagesPDF(pages int) []byte {
	var kids []string
	objs := []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"", // the root, filled in below
		"<< /Type /Pages /Parent 2 0 R /Kids [] /Count 0 >>", // an empty subtree
		fixtureF1,
	}
	for i := 1; i <= pages; i++ {
		page := len(objs) + 1
		objs = append(objs,
			fmt.Sprintf("<< /Type /Pages /Parent 2 0 R /Kids [%d 0 R] /Count 1 >>", page+1),
			fmt.Sprintf("<< /Type /Page /Parent %d 0 R /Contents %d 0 R >>", page, page+2),
			stream("", fmt.Sprintf("BT /F1 10 Tf 72 700 Td (page %d) Tj ET", i)))
		kids = append(kids, fmt.Sprintf("%d 0 R", page))
	}
	objs[1] = fmt.Sprintf("<< /Type /Pages /Kids [3 0 R %s] /Count %d /MediaBox [0 0 600 800] "+
		"/Resources << /Font << /F1 4 0 R >> >> >>", strings.Join(kids, " "), pages)
	return buildPDF(objs...)
}
