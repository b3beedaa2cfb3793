package pdftext

import "testing"

// fpdfToUnicode is the ToUnicode CMap that fpdf writes for every UTF-8 font.
const fpdfToUnicode = "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n/CIDSystemInfo\n<</Registry (Adobe)\n/Ordering (UCS)\n/Supplement 0\n>> def\n/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n1 beginbfrange\n<0000> <FFFF> <0000>\nendbfrange\nendcmap\nCMapName currentdict /CMap defineresource pop\nend\nend"

func TestCMapLookup(t *testing.T) {
	tests := []struct {
		name  string
		cmap  string
		codes map[string]string // code → text; "" means no entry
	}{
		{"fpdf's identity range", fpdfToUnicode, map[string]string{
			"\x00A": "A", "\x01\x42": "ł", "\x01\x7c": "ż", "\x00\xe9": "é", "\x01\x53": "œ",
			"\x00\xab": "«", "\x00\xa0": "\u00a0", "\x20\x2f": "\u202f", "\x20\xac": "€",
			"A": "", // a one-byte code is not in a two-byte range
		}},
		{"bfchar, with a ligature and a surrogate pair",
			"2 beginbfchar <0003> <00660069> <0004> <D83DDE00> endbfchar\n1 beginbfchar <41> <0391> endbfchar",
			map[string]string{"\x00\x03": "fi", "\x00\x04": "😀", "A": "Α", "\x00\x05": ""}},
		{"a range offset carries past the low byte",
			"1 beginbfrange <0000> <01FF> <00F0> endbfrange",
			map[string]string{"\x00\x00": "\u00f0", "\x00\x20": "\u0110", "\x01\x00": "\u01f0", "\x02\x00": ""}},
		{"the array form of bfrange",
			"1 beginbfrange <10> <13> [<0105> <0119> <00660069>] endbfrange",
			map[string]string{"\x10": "ą", "\x11": "ę", "\x12": "fi", "\x13": "", "\x14": ""}},
		{"bfchar takes precedence over a range",
			"1 beginbfrange <00> <FF> <0000> endbfrange 1 beginbfchar <41> <0042> endbfchar",
			map[string]string{"A": "B", "C": "C"}},
		{"literal strings and comments are not entries",
			"/Registry (beginbfchar <0041> <0042> \\) endbfchar) def\n% 1 beginbfchar <0043> <0044> endbfchar\n" +
				"1 beginbfchar <0045> <0046> endbfchar",
			map[string]string{"\x00A": "", "\x00C": "", "\x00E": "F"}},
		{"malformed entries are dropped, good ones kept",
			"4 beginbfrange <0002> <0001> <0041> <01> <0002> <0041> <> <> <0041> <0010> <0011> <0061> endbfrange\n" +
				"1 beginbfrange <0020> <0021> endbfrange\n1 beginbfchar <0030> <0031",
			map[string]string{"\x00\x01": "", "\x00\x02": "", "\x00\x11": "b", "\x00\x20": "", "\x00\x30": "1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := parseCMap([]byte(tt.cmap))
			for code, want := range tt.codes {
				got, ok := m.lookup(code)
				if ok != (want != "") || got != want {
					t.Errorf("lookup(%q) = %q, %v; want %q", code, got, ok, want)
				}
			}
		})
	}
}
