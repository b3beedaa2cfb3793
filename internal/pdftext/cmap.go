package pdftext

import (
	"unicode/utf16"
)

// cmap is a parsed ToUnicode CMap: character codes to Unicode text.
//
// Codes are kept as the raw bytes of the string that showed them, so one-byte and
// two-byte codes never collide. Ranges are not expanded: fpdf writes a single range
// over all 65536 two-byte codes.
type cmap struct {
	chars  map[string]string
	ranges []cmapRange
}

// cmapRange is one bfrange entry: codes lo..hi (of n bytes) map either to dst plus
// the offset from lo, or to the entry at that offset in list.
type cmapRange struct {
	n      int
	lo, hi uint32
	dst    []uint16 // UTF-16 of the first code's text
	list   []string // the array form; nil when dst is used
}

// lookup returns the text of one character code.
func (m *cmap) lookup(code string) (string, bool) {
	if s, ok := m.chars[code]; ok {
		return s, true
	}
	c := codeValue(code)
	for _, r := range m.ranges {
		if r.n != len(code) || c < r.lo || c > r.hi {
			continue
		}
		off := c - r.lo
		if r.list != nil {
			if int(off) >= len(r.list) {
				return "", false
			}
			return r.list[off], true
		}
		// The offset goes into the last UTF-16 unit, so a range starting at
		// <0000> maps <0142> to U+0142 (ł), not to <0042> as adding to the
		// last byte would.
		u := append([]uint16(nil), r.dst...)
		u[len(u)-1] += uint16(off)
		return string(utf16.Decode(u)), true
	}
	return "", false
}

// codeValue reads a character code as a big-endian number.
func codeValue(code string) uint32 {
	var c uint32
	for i := 0; i < len(code) && i < 4; i++ {
		c = c<<8 | uint32(code[i])
	}
	return c
}

// utf16Text decodes big-endian UTF-16 as found in CMap destinations.
func utf16Text(b string) string {
	return string(utf16.Decode(utf16Units(b)))
}

func utf16Units(b string) []uint16 {
	u := make([]uint16, 0, len(b)/2)
	for i := 0; i+1 < len(b); i += 2 {
		u = append(u, uint16(b[i])<<8|uint16(b[i+1]))
	}
	return u
}

// parseCMap reads the bfchar and bfrange sections of a ToUnicode CMap. Everything
// else (codespace ranges, CIDSystemInfo, PostScript boilerplate) is skipped: the font,
// not the ToUnicode CMap, decides how many bytes a code has. Malformed entries are
// dropped rather than failing the whole font, so one bad line costs only its
// characters.
func parseCMap(data []byte) *cmap {
	m := &cmap{chars: map[string]string{}}
	toks := cmapTokens(data)
	for i := 0; i < len(toks); i++ {
		switch {
		case toks[i].is("beginbfchar"):
			i = m.parseChars(toks, i+1)
		case toks[i].is("beginbfrange"):
			i = m.parseRanges(toks, i+1)
		}
	}
	return m
}

// parseChars reads <code> <text> pairs from toks[i:] and returns the index of the
// first token that does not belong to them (endbfchar in a well-formed CMap).
func (m *cmap) parseChars(toks []cmapToken, i int) int {
	for ; i+1 < len(toks) && toks[i].hex && toks[i+1].hex; i += 2 {
		if code := toks[i].s; code != "" {
			m.chars[code] = utf16Text(toks[i+1].s)
		}
	}
	return i
}

// parseRanges reads <lo> <hi> <text> and <lo> <hi> [<text>...] entries from
// toks[i:] and returns the index of the first token that does not belong to them.
func (m *cmap) parseRanges(toks []cmapToken, i int) int {
	for i+2 < len(toks) && toks[i].hex && toks[i+1].hex {
		lo, hi := toks[i].s, toks[i+1].s
		r := cmapRange{n: len(lo), lo: codeValue(lo), hi: codeValue(hi)}
		valid := len(lo) > 0 && len(lo) == len(hi) && len(lo) <= 4 && r.lo <= r.hi
		i += 2
		switch {
		case toks[i].hex:
			r.dst = utf16Units(toks[i].s)
			valid = valid && len(r.dst) > 0
			i++
		case toks[i].is("["):
			for i++; i < len(toks) && toks[i].hex; i++ {
				r.list = append(r.list, utf16Text(toks[i].s))
			}
			valid = valid && r.list != nil
			if i < len(toks) && toks[i].is("]") {
				i++
			}
		default:
			return i
		}
		if valid {
			m.ranges = append(m.ranges, r)
		}
	}
	return i
}

// cmapToken is a hex string (decoded) or any other token as written.
type cmapToken struct {
	hex bool
	s   string
}

func (t cmapToken) is(word string) bool { return !t.hex && t.s == word }

// maxCMapTokens bounds the tokens read from one CMap (a full two-byte bfchar map is
// 131 072 entries' worth); the rest of a longer one is dropped, as a malformed
// entry is.
const maxCMapTokens = 1 << 18

// cmapTokens splits a CMap into tokens. Only hex strings and words matter to
// parseCMap; literal strings such as (Adobe) are skipped whole so that brackets
// inside them cannot be mistaken for syntax.
func cmapTokens(data []byte) []cmapToken {
	var toks []cmapToken
	for i := 0; i < len(data) && len(toks) < maxCMapTokens; {
		c := data[i]
		switch {
		case isSpace(c):
			i++
		case c == '%':
			for i < len(data) && data[i] != '\n' && data[i] != '\r' {
				i++
			}
		case c == '<' && i+1 < len(data) && data[i+1] == '<',
			c == '>' && i+1 < len(data) && data[i+1] == '>':
			toks = append(toks, cmapToken{s: string(data[i : i+2])})
			i += 2
		case c == '<':
			var s string
			s, i = hexString(data, i+1)
			toks = append(toks, cmapToken{hex: true, s: s})
		case c == '(':
			i = skipLiteral(data, i+1)
		case c == '[' || c == ']' || c == '{' || c == '}':
			toks = append(toks, cmapToken{s: string(c)})
			i++
		case c == ')' || c == '>': // stray
			i++
		default: // a word, number or /name

			j := i + 1
			for j < len(data) && !isSpace(data[j]) && !isDelim(data[j]) {
				j++
			}
			toks = append(toks, cmapToken{s: string(data[i:j])})
			i = j
		}
	}
	return toks
}

// hexString decodes hex digits from data[i:] up to '>' and returns the bytes and the
// index after the '>'. Whitespace is ignored and an odd last digit is padded with 0,
// as the PDF syntax says.
func hexString(data []byte, i int) (string, int) {
	var b []byte
	var hi byte
	odd := false
	for ; i < len(data) && data[i] != '>'; i++ {
		d, ok := hexDigit(data[i])
		if !ok {
			continue
		}
		if odd {
			b = append(b, hi<<4|d)
		} else {
			hi = d
		}
		odd = !odd
	}
	if odd {
		b = append(b, hi<<4)
	}
	return string(b), i + 1
}

// skipLiteral returns the index after the literal string that starts at data[i:],
// counting nested parentheses and skipping escaped characters.
func skipLiteral(data []byte, i int) int {
	for depth := 1; i < len(data); i++ {
		switch data[i] {
		case '\\':
			i++
		case '(':
			depth++
		case ')':
			if depth--; depth == 0 {
				return i + 1
			}
		}
	}
	return i
}
