package pdftext

import (
	"fmt"
	"sort"
)

// font is what the text state needs of a PDF font: how to cut a string into
// character codes, how far each code advances, and what text it stands for; and,
// for the Fonts of a Document, what glyph each code selects.
type font struct {
	baseFont string
	codeLen  int                // bytes per character code: 2 for Type0 (Identity-H), 1 otherwise
	widths   map[uint32]float64 // advance per code, in thousandths of the font size
	missing  float64            // advance of codes absent from widths
	toUni    *cmap              // the ToUnicode CMap; nil if the font has none
	simple   *[256]rune         // one-byte fonts without ToUnicode: their /Encoding
	memo     map[string]string  // decoded codes, since a document repeats few of them
	shown    []string           // the codes shown, in order of first use

	cidFont  bool       // a Type0 font over a CIDFontType2, whose codes select glyphs by CID
	cidToGID []byte     // its /CIDToGIDMap stream (two bytes a CID); nil for /Identity
	program  *pdfStream // /FontFile2 of its descriptor, if embedded
}

// unknownFont stands in when Tf names no font: one-byte codes read as Latin-1 and no
// advance, so text is still reported rather than dropped.
func unknownFont() *font {
	return &font{codeLen: 1, memo: map[string]string{}}
}

// loadFont reads a font dictionary.
func (x *extractor) loadFont(v dict) (*font, error) {
	f := &font{codeLen: 1, widths: map[uint32]float64{}, memo: map[string]string{}}
	x.fontList = append(x.fontList, f)
	pf := x.f
	f.baseFont = string(pf.name(v["BaseFont"]))
	if pf.name(v["Subtype"]) == "Type0" {
		f.codeLen = 2
		cid := pf.dict(pf.array(v["DescendantFonts"]).first())
		f.missing = 1000 // the default of /DW
		if dw, ok := pf.num(cid["DW"]); ok {
			f.missing = dw
		}
		pf.cidWidths(pf.array(cid["W"]), f.widths)
		if err := x.glyphMap(f, cid); err != nil {
			return nil, err
		}
	} else {
		f.missing, _ = pf.num(pf.dict(v["FontDescriptor"])["MissingWidth"])
		pf.simpleWidths(v, f.widths)
	}
	if tu := pf.stream(v["ToUnicode"]); tu != nil {
		data, err := pf.readAll(tu)
		if err != nil {
			return nil, fmt.Errorf("font %s: reading ToUnicode: %w", f.baseFont, err)
		}
		f.toUni = parseCMap(data)
	} else if f.codeLen == 1 {
		f.simple = pf.encoding(v["Encoding"])
	}
	return f, pf.err
}

// glyphMap reads what decides the glyph of each code of a CIDFontType2: its
// /CIDToGIDMap and its embedded program.
func (x *extractor) glyphMap(f *font, cid dict) error {
	pf := x.f
	if pf.name(cid["Subtype"]) != "CIDFontType2" {
		return nil
	}
	f.cidFont = true
	if m := pf.stream(cid["CIDToGIDMap"]); m != nil {
		data, err := pf.readAll(m)
		if err != nil {
			return fmt.Errorf("font %s: reading CIDToGIDMap: %w", f.baseFont, err)
		}
		f.cidToGID = data
	}
	f.program = pf.stream(pf.dict(cid["FontDescriptor"])["FontFile2"])
	return nil
}

func (a array) first() object {
	if len(a) == 0 {
		return nil
	}
	return a[0]
}

// cidWidths reads a CIDFont's /W array, whose entries are either
// "first [w1 w2 ...]" or "first last w".
func (pf *file) cidWidths(w array, widths map[uint32]float64) {
	for i := 0; i+1 < len(w); {
		first, _ := pf.num(w[i])
		if next := pf.array(w[i+1]); next != nil {
			for j, wd := range next {
				v, _ := pf.num(wd)
				setWidth(widths, int(first)+j, v)
			}
			i += 2
			continue
		}
		if i+2 >= len(w) {
			return
		}
		last, _ := pf.num(w[i+1])
		wd, _ := pf.num(w[i+2])
		for c := max(int(first), 0); c <= min(int(last), 0xFFFF); c++ {
			setWidth(widths, c, wd)
		}
		i += 3
	}
}

// simpleWidths reads /FirstChar and /Widths. The standard 14 fonts may have neither;
// their codes then advance by /MissingWidth (0), so only their start is exact.
func (pf *file) simpleWidths(v dict, widths map[uint32]float64) {
	first, _ := pf.num(v["FirstChar"])
	ws := pf.array(v["Widths"])
	scale := 1.0
	if pf.name(v["Subtype"]) == "Type3" {
		// Type3 widths are in glyph space, mapped to text space by /FontMatrix.
		m, _ := pf.num(pf.array(v["FontMatrix"]).first())
		scale = m * 1000
	}
	for j := 0; j < len(ws) && j < 256; j++ {
		w, _ := pf.num(ws[j])
		setWidth(widths, int(first)+j, w*scale)
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
	f.shown = append(f.shown, code)
	return s
}

func (f *font) decode(code string) string {
	if f.toUni != nil {
		if s, ok := f.toUni.lookup(code); ok {
			return s
		}
	}
	switch {
	case f.simple != nil && len(code) == 1:
		return string(f.simple[code[0]])
	case len(code) == 1:
		return string(rune(code[0]))
	}
	return "\uFFFD"
}

// Font is a font the document shows text in, with what decides each code's glyph.
type Font struct {
	BaseFont string // as the font dictionary names it, subset tag included
	// CIDToGID is the /CIDToGIDMap of a CIDFontType2 font (entry i is the glyph of
	// CID i); nil for /Identity, or for a font of another kind.
	CIDToGID []uint16
	Identity bool   // a CIDFontType2 whose CIDs are glyph indices (/CIDToGIDMap /Identity or none)
	Program  []byte // the embedded TrueType program (/FontFile2), decoded; nil if none
	Codes    []Code // every code the document shows in this font, in code order
}

// Code is one character code as the document shows it.
type Code struct {
	Code uint32
	Text string // what the ToUnicode CMap (or the encoding) says it is
	GID  int    // the glyph it selects in the program; -1 if the font is not a CIDFontType2
}

// export describes the font for a Document; the program is decoded here, once.
func (x *extractor) export(f *font) (Font, error) {
	out := Font{BaseFont: f.baseFont, Identity: f.cidFont && f.cidToGID == nil}
	if f.cidToGID != nil {
		out.CIDToGID = make([]uint16, len(f.cidToGID)/2)
		for i := range out.CIDToGID {
			out.CIDToGID[i] = uint16(f.cidToGID[2*i])<<8 | uint16(f.cidToGID[2*i+1])
		}
	}
	if f.program != nil {
		data, err := x.f.readAll(f.program)
		if err != nil {
			return out, fmt.Errorf("font %s: reading its program: %w", f.baseFont, err)
		}
		out.Program = data
	}
	for _, code := range f.shown {
		c := Code{Code: codeValue(code), Text: f.memo[code], GID: -1}
		switch {
		case out.CIDToGID != nil && int(c.Code) < len(out.CIDToGID):
			c.GID = int(out.CIDToGID[c.Code])
		case out.CIDToGID != nil:
			c.GID = 0 // a CID past the map's end selects .notdef
		case out.Identity:
			c.GID = int(c.Code)
		}
		out.Codes = append(out.Codes, c)
	}
	sort.Slice(out.Codes, func(i, j int) bool { return out.Codes[i].Code < out.Codes[j].Code })
	return out, nil
}
