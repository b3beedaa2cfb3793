package pdfdraw

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"strconv"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/draw/internal/num"
)

// The backend embeds its fonts itself instead of through fpdf. fpdf parses every font
// again in every document, names it by hashing a 65 536-entry width table, and builds
// and compresses a 128 KB character map for it: a third of the whole kit's build time
// went there. Package draw has already laid the text out in the kit's own fonts, so
// what is left is small: give each rune a code, write the codes, and at the end write
// each face as a Type0 font with a subset of its glyphs (fixup adds the objects).

// docFont is a face as one document uses it. Each rune drawn gets a code of its own
// (1, 2, ... in order of first use): two runes can share a glyph (a space and a
// no-break space), and the text read back must still tell them apart.
type docFont struct {
	face  draw.Face
	res   string // resource name: F1, F2, ...
	code  map[rune]uint16
	runes []rune   // code-1 -> rune
	gids  []uint16 // code-1 -> glyph ID
}

// font returns the document's font for face, adding it on first use.
func (d *Document) font(face draw.Face) *docFont {
	for _, f := range d.fonts {
		if f.face == face {
			return f
		}
	}
	f := &docFont{face: face, res: "F" + strconv.Itoa(len(d.fonts)+1), code: map[rune]uint16{}}
	d.fonts = append(d.fonts, f)
	return f
}

// appendCodes appends the glyphs' codes as the hex digits of a PDF string.
func (f *docFont) appendCodes(b []byte, gs []draw.Glyph) []byte {
	const hex = "0123456789ABCDEF"
	for _, g := range gs {
		c, ok := f.code[g.Rune]
		if !ok {
			c = uint16(len(f.runes) + 1)
			f.code[g.Rune] = c
			f.runes = append(f.runes, g.Rune)
			f.gids = append(f.gids, g.Index)
		}
		b = append(b, hex[c>>12], hex[c>>8&15], hex[c>>4&15], hex[c&15])
	}
	return b
}

// showText writes one run of glyphs of one face with its first glyph's origin at
// (x, y) mm on the page (y down): "BT /F1 9 Tf x y Td <...> Tj ET".
func (p *page) showText(f draw.Font, x, y float64, gs []draw.Glyph, prefix, suffix string) {
	fnt := p.d.font(gs[0].Face)
	b := append(p.buf[:0], "BT "...)
	b = append(b, prefix...)
	b = append(b, '/')
	b = append(b, fnt.res...)
	b = append(b, ' ')
	b = num.Append(b, f.Size, 3)
	b = append(b, " Tf "...)
	b = num.Append(b, x*ptPerMM, 2)
	b = append(b, ' ')
	b = num.Append(b, (p.h-y)*ptPerMM, 2)
	b = append(b, " Td <"...)
	b = fnt.appendCodes(b, gs)
	b = append(b, "> Tj "...)
	b = append(b, suffix...)
	p.buf = append(b, "ET"...)
	p.rawBuf()
}

// addFonts writes each font the document used and names it in the shared resource
// dictionary (object 2).
func (f *pdfFile) addFonts(fonts []*docFont) error {
	if len(fonts) == 0 {
		return nil
	}
	var refs []byte
	for _, fnt := range fonts {
		n, err := f.addFont(fnt)
		if err != nil {
			return err
		}
		refs = fmt.Appendf(refs, "/%s %d 0 R\n", fnt.res, n)
	}
	return f.insertResources("/Font <<\n", refs)
}

// addFont writes a Type0 font with its descendant CIDFontType2, descriptor, code to
// glyph map, ToUnicode map and font file, and returns the Type0 font's number.
func (f *pdfFile) addFont(fnt *docFont) (int, error) {
	m, err := draw.Metrics(fnt.face)
	if err != nil {
		return 0, err
	}
	ttf, err := draw.SubsetFont(fnt.face, fnt.gids)
	if err != nil {
		return 0, err
	}
	name := subsetTag(fnt) + "+" + m.PostScriptName
	first := f.maxNum + 1 // the six objects get consecutive numbers from here
	ref := func(i int) int { return first + i }

	cid := fmt.Appendf(nil, "<</Type /Font /Subtype /CIDFontType2 /BaseFont /%s\n"+
		"/CIDSystemInfo <</Registry (Adobe) /Ordering (Identity) /Supplement 0>>\n"+
		"/FontDescriptor %d 0 R /CIDToGIDMap %d 0 R\n/W [1 [", name, ref(2), ref(3))
	for i, g := range fnt.gids {
		if i > 0 {
			cid = append(cid, ' ')
		}
		cid = strconv.AppendInt(cid, int64(draw.GlyphWidth(fnt.face, g)), 10)
	}
	cid = append(cid, "]]>>\n"...)

	flags := 4 // symbolic: glyphs are reached by code, not by a standard encoding
	if m.ItalicAngle != 0 {
		flags |= 64
	}
	stemV := 80
	if m.Bold {
		stemV = 140
	}
	desc := fmt.Appendf(nil, "<</Type /FontDescriptor /FontName /%s /Flags %d\n"+
		"/FontBBox [%d %d %d %d] /ItalicAngle %s /Ascent %d /Descent %d /CapHeight %d /StemV %d\n"+
		"/FontFile2 %d 0 R>>\n", name, flags, m.BBox[0], m.BBox[1], m.BBox[2], m.BBox[3],
		num.Format(m.ItalicAngle, 2), m.Ascent, m.Descent, m.CapHeight, stemV, ref(5))

	gidMap := make([]byte, 2*(len(fnt.gids)+1)) // code 0 is unused: .notdef
	for i, g := range fnt.gids {
		binary.BigEndian.PutUint16(gidMap[2*(i+1):], g)
	}

	objs := [][]byte{
		fmt.Appendf(nil, "<</Type /Font /Subtype /Type0 /BaseFont /%s /Encoding /Identity-H\n"+
			"/DescendantFonts [%d 0 R] /ToUnicode %d 0 R>>\n", name, ref(1), ref(4)),
		cid,
		desc,
		stream(nil, gidMap),
		stream(nil, toUnicode(fnt.runes)),
		stream(fmt.Appendf(nil, "/Length1 %d", len(ttf)), ttf),
	}
	for i, body := range objs {
		if n := f.add(body); n != ref(i) {
			return 0, fmt.Errorf("font object numbered %d, expected %d", n, ref(i))
		}
	}
	return first, nil
}

// stream is a stream object's body; compressStreams compresses it later.
func stream(dict, data []byte) []byte {
	b := append([]byte("<<"), dict...)
	b = fmt.Appendf(b, " /Length %d>>", len(data))
	b = append(b, streamStart...)
	b = append(b, data...)
	return append(b, streamEnd...)
}

// subsetTag is the six capital letters that name a subset font (PDF 32000 9.6.4),
// made from the glyphs it holds: the same subset, the same tag, in every build.
func subsetTag(fnt *docFont) string {
	h := sha256.New()
	h.Write([]byte(fnt.face))
	for _, g := range fnt.gids {
		h.Write([]byte{byte(g >> 8), byte(g)})
	}
	sum := h.Sum(nil)
	tag := make([]byte, 6)
	for i := range tag {
		tag[i] = 'A' + sum[i]%26
	}
	return string(tag)
}

// toUnicode is a ToUnicode CMap from the codes 1..n to the runes (all in the BMP:
// Layout draws nothing else).
func toUnicode(runes []rune) []byte {
	b := []byte("/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n" +
		"/CIDSystemInfo <</Registry (Adobe) /Ordering (UCS) /Supplement 0>> def\n" +
		"/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n" +
		"1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n")
	for start := 0; start < len(runes); start += 100 { // at most 100 entries a section
		end := min(start+100, len(runes))
		b = fmt.Appendf(b, "%d beginbfchar\n", end-start)
		for i := start; i < end; i++ {
			b = fmt.Appendf(b, "<%04X> <%04X>\n", i+1, runes[i])
		}
		b = append(b, "endbfchar\n"...)
	}
	return append(b, "endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend"...)
}
