package pdftext

import (
	"fmt"
	"io"

	"github.com/ledongthuc/pdf"
)

// font is what the text state needs of a PDF font: how to cut a string into
// character codes, how far each code advances, and what text it stands for.
type font struct {
	codeLen int                // bytes per character code: 2 for Type0 (Identity-H), 1 otherwise
	widths  map[uint32]float64 // advance per code, in thousandths of the font size
	missing float64            // advance of codes absent from widths
	toUni   *cmap              // the ToUnicode CMap; nil if the font has none
	simple  pdf.TextEncoding   // one-byte fonts without ToUnicode: their /Encoding
	memo    map[string]string  // decoded codes, since a document repeats few of them
}

// unknownFont stands in when Tf names no font: one-byte codes read as Latin-1 and no
// advance, so text is still reported rather than dropped.
func unknownFont() *font {
	return &font{codeLen: 1, memo: map[string]string{}}
}

// loadFont reads a font dictionary.
func loadFont(v pdf.Value) (*font, error) {
	f := &font{codeLen: 1, widths: map[uint32]float64{}, memo: map[string]string{}}
	if v.Key("Subtype").Name() == "Type0" {
		f.codeLen = 2
		cid := v.Key("DescendantFonts").Index(0)
		f.missing = 1000 // the default of /DW
		if dw := cid.Key("DW"); dw.Kind() == pdf.Integer || dw.Kind() == pdf.Real {
			f.missing = dw.Float64()
		}
		cidWidths(cid.Key("W"), f.widths)
	} else {
		f.missing = v.Key("FontDescriptor").Key("MissingWidth").Float64()
		simpleWidths(v, f.widths)
	}
	if tu := v.Key("ToUnicode"); tu.Kind() == pdf.Stream {
		data, err := io.ReadAll(tu.Reader())
		if err != nil {
			return nil, fmt.Errorf("font %s: reading ToUnicode: %w", v.Key("BaseFont").Name(), err)
		}
		f.toUni = parseCMap(data)
	} else if f.codeLen == 1 {
		// The library knows the standard encodings and /Differences. It is
		// not asked when there is a ToUnicode CMap: it would parse that
		// CMap with its own, wrong, range arithmetic.
		f.simple = (&pdf.Font{V: v}).Encoder()
	}
	return f, nil
}

// cidWidths reads a CIDFont's /W array, whose entries are either
// "first [w1 w2 ...]" or "first last w".
func cidWidths(w pdf.Value, widths map[uint32]float64) {
	for i := 0; i+1 < w.Len(); {
		first := int(w.Index(i).Float64())
		if next := w.Index(i + 1); next.Kind() == pdf.Array {
			for j := 0; j < next.Len(); j++ {
				setWidth(widths, first+j, next.Index(j).Float64())
			}
			i += 2
			continue
		}
		last, wd := int(w.Index(i+1).Float64()), w.Index(i+2).Float64()
		for c := max(first, 0); c <= min(last, 0xFFFF); c++ {
			setWidth(widths, c, wd)
		}
		i += 3
	}
}

// simpleWidths reads /FirstChar and /Widths. The standard 14 fonts may have neither;
// their codes then advance by /MissingWidth (0), so only their start is exact.
func simpleWidths(v pdf.Value, widths map[uint32]float64) {
	first := int(v.Key("FirstChar").Float64())
	ws := v.Key("Widths")
	scale := 1.0
	if v.Key("Subtype").Name() == "Type3" {
		// Type3 widths are in glyph space, mapped to text space by /FontMatrix.
		scale = v.Key("FontMatrix").Index(0).Float64() * 1000
	}
	for j := 0; j < ws.Len() && j < 256; j++ {
		setWidth(widths, first+j, ws.Index(j).Float64()*scale)
	}
}

// setWidth ignores codes no font can have, so a corrupt /W cannot allocate without
// bound.
func setWidth(widths map[uint32]float64, code int, w float64) {
	if code >= 0 && code <= 0xFFFF {
		widths[uint32(code)] = w
	}
}

// width is the advance of one code in thousandths of the font size.
func (f *font) width(code string) float64 {
	if w, ok := f.widths[codeValue(code)]; ok {
		return w
	}
	return f.missing
}

// text is the Unicode text of one code.
func (f *font) text(code string) string {
	if s, ok := f.memo[code]; ok {
		return s
	}
	s := f.decode(code)
	f.memo[code] = s
	return s
}

func (f *font) decode(code string) string {
	if f.toUni != nil {
		if s, ok := f.toUni.lookup(code); ok {
			return s
		}
	}
	switch {
	case f.simple != nil:
		return f.simple.Decode(code)
	case len(code) == 1:
		return string(rune(code[0]))
	}
	return "\uFFFD"
}
