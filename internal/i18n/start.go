package i18n

import (
	"fmt"
	"sort"
	"strings"
	"unicode"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
)

// StartFile is the message file a new language begins with (locales/<lang>.toml): every
// message of the English, in the English file's order and tables, commented out, so that
// each is missing (what the translations report counts and a draft prints in English)
// until a translator uncomments it and words it. forms are the CLDR plural forms the
// language's messages with a count take.
func (c *Catalog) StartFile(lang string, forms []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, `# %[1]s: translation of locales/en.toml, not started. Every message of the English is
# below, commented out: to translate one, remove its "# " and write your text in "other"
# (and in each plural form), keeping "description", the English you translate from,
# exactly as it is. locales/README.md says how a message is written; excalibur
# translations %[1]s counts what is left.
`, lang)
	src := c.Messages(Source)
	for _, t := range c.sourceTables() {
		if t.name != "" {
			fmt.Fprintf(&b, "\n[%s]\n", t.name)
		}
		for _, id := range t.ids {
			fmt.Fprintf(&b, "# %s = %s\n", strings.TrimPrefix(id, t.name+"."), startEntry(src[id], forms))
		}
	}
	return b.String()
}

// table is a TOML table of the English file: its name and its messages' ids.
type table struct {
	name string
	ids  []string
}

// sourceTables groups the English messages by table, the tables in the order the English
// file first writes them and the messages of each in their order; the data's names, which
// the file does not write, come last, by id.
func (c *Catalog) sourceTables() []table {
	src := c.Messages(Source)
	ids := make([]string, 0, len(src))
	for id := range src {
		ids = append(ids, id)
	}
	line := func(id string) int {
		if n := c.Line(Source, id, ""); n > 0 {
			return n
		}
		return int(^uint(0) >> 1)
	}
	sort.Slice(ids, func(i, j int) bool {
		if a, b := line(ids[i]), line(ids[j]); a != b {
			return a < b
		}
		return ids[i] < ids[j]
	})
	var out []table
	at := map[string]int{}
	for _, id := range ids {
		name := ""
		if k := strings.LastIndex(id, "."); k >= 0 {
			name = id[:k]
		}
		k, ok := at[name]
		if !ok {
			k = len(out)
			at[name] = k
			out = append(out, table{name: name})
		}
		out[k].ids = append(out[k].ids, id)
	}
	// Keys outside any table must come before the first table header.
	sort.SliceStable(out, func(i, j int) bool { return out[i].name == "" && out[j].name != "" })
	return out
}

// startEntry is a message not yet translated: the English as its description, and an
// empty text for each form it takes. A message with {{.n}} is counted by it even where
// the English words every count alike ("{{.n}} Bz"), so it takes the plural forms too.
func startEntry(m *goi18n.Message, forms []string) string {
	parts := []string{"description = " + tomlQuote(SourceText(m))}
	if m.One == "" && !strings.Contains(SourceText(m), "{{.n}}") {
		forms = []string{"other"} // worded once for every case
	}
	for _, f := range forms {
		parts = append(parts, f+` = ""`)
	}
	return "{ " + strings.Join(parts, ", ") + " }"
}

// tomlQuote is s as a TOML basic string, the characters that do not show (no-break and
// narrow spaces) as \u escapes as the message files write them.
func tomlQuote(s string) string {
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
		case !unicode.IsPrint(r) || unicode.IsSpace(r) && r != ' ':
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}
