package i18n

import (
	"fmt"
	"strings"
)

// QuoteTOML is a TOML basic string as the message files write them: spaces that do not
// show (no-break, narrow, thin) as \u escapes, so that an editor shows where they are.
// The PO import and `translations -new` both write message files with it.
func QuoteTOML(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20 || r == 0x7f || hidden[r]:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// hidden are characters that look like a space or like nothing.
var hidden = map[rune]bool{0x00a0: true, 0x2007: true, 0x2009: true, 0x200a: true, 0x200b: true, 0x202f: true, 0x2060: true, 0x00ad: true}
