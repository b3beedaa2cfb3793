package pdftext

import (
	"strconv"
	"strings"

	"golang.org/x/text/encoding/charmap"
)

// Simple (one-byte) fonts without a ToUnicode CMap are read through their /Encoding:
// a base encoding and /Differences. The kit never writes such fonts; they are read so
// that any PDF's text comes out, with the common glyph names only.

// encoding returns the code-to-rune table of a simple font's /Encoding.
func (pf *file) encoding(v object) *[256]rune {
	base := name("WinAnsiEncoding") // also stands in for StandardEncoding
	var diffs array
	switch e := pf.resolve(v).(type) {
	case name:
		base = e
	case dict:
		if b := pf.name(e["BaseEncoding"]); b != "" {
			base = b
		}
		diffs = pf.array(e["Differences"])
	}
	cm := charmap.Windows1252
	if base == "MacRomanEncoding" {
		cm = charmap.Macintosh
	}
	t := new([256]rune)
	for i := range t {
		t[i] = cm.DecodeByte(byte(i))
	}
	code := -1
	for _, d := range diffs {
		switch d := pf.resolve(d).(type) {
		case float64:
			code = int(d)
		case name:
			if code >= 0 && code < 256 {
				t[code] = glyphRune(string(d))
			}
			code++
		}
	}
	return t
}

// glyphRune is the rune of a glyph name: uniXXXX, uXXXX[XX], a single letter or
// digit, or one of the common names below; U+FFFD otherwise.
func glyphRune(n string) rune {
	if r, ok := glyphNames[n]; ok {
		return r
	}
	if len(n) == 1 {
		return rune(n[0])
	}
	h, ok := strings.CutPrefix(n, "uni")
	if !ok || len(h) != 4 {
		h, ok = strings.CutPrefix(n, "u")
	}
	if ok && len(h) >= 4 && len(h) <= 6 {
		if v, err := strconv.ParseUint(h, 16, 32); err == nil && v <= 0x10FFFF {
			return rune(v)
		}
	}
	return '\uFFFD'
}

var glyphNames = map[string]rune{
	"space": ' ', "exclam": '!', "quotedbl": '"', "numbersign": '#', "dollar": '$',
	"percent": '%', "ampersand": '&', "quotesingle": '\'', "quoteright": '’',
	"parenleft": '(', "parenright": ')', "asterisk": '*', "plus": '+', "comma": ',',
	"hyphen": '-', "period": '.', "slash": '/', "zero": '0', "one": '1', "two": '2',
	"three": '3', "four": '4', "five": '5', "six": '6', "seven": '7', "eight": '8',
	"nine": '9', "colon": ':', "semicolon": ';', "less": '<', "equal": '=',
	"greater": '>', "question": '?', "at": '@', "bracketleft": '[', "backslash": '\\',
	"bracketright": ']', "asciicircum": '^', "underscore": '_', "quoteleft": '‘',
	"grave": '`', "braceleft": '{', "bar": '|', "braceright": '}', "asciitilde": '~',
	"bullet": '•', "endash": '–', "emdash": '—', "quotedblleft": '“',
	"quotedblright": '”', "Euro": '€', "ellipsis": '…', "fi": 'ﬁ', "fl": 'ﬂ',
	"nbspace": '\u00a0', "guillemotleft": '«', "guillemotright": '»', "degree": '°',
	"minus": '−', "multiply": '×', "section": '§', "copyright": '©',
}
