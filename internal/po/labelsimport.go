package po

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/i18n"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
)

// Import of the labels edits locales/<lang>.toml in place, line by line: a message whose
// translation or description changed has its line (or its form's line) rewritten, a new
// one is added at the end of its table; every other byte of the file, its comments and
// its layout, stays as the translator or the last editor left it.

// fields is a message as the file writes it: its description and CLDR forms.
type fields map[string]string

// fieldOrder is the order the files write a message's fields in.
var fieldOrder = []string{"description", "zero", "one", "two", "few", "many", "other"}

func fieldsOf(m *goi18n.Message) fields {
	f := fields{"description": m.Description}
	for _, name := range fieldOrder[1:] {
		f[name] = form(m, name)
	}
	return f
}

// labelsImport returns locales/<lang>.toml with the PO file's translations in it.
func labelsImport(cat *i18n.Catalog, lang, text string, pf *File, poFile string) (string, error) {
	pl, err := pluralOf(lang)
	if err != nil {
		return "", err
	}
	src, own := cat.Messages(i18n.Source), cat.Messages(lang)
	ed := newEditor(text)
	for _, e := range pf.Entries {
		if e.Obsolete || !e.Translated() {
			continue
		}
		en := src[e.Ctxt]
		if en == nil {
			return "", fmt.Errorf("%s:%d: msgctxt %q is no label of the English (locales/en.toml)", poFile, e.Line, e.Ctxt)
		}
		if e.ID != wantID(en) || e.Plural != wantPlural(en) {
			return "", fmt.Errorf("%s:%d: the msgid of %q is not the English now: the English changed since the export; export again and merge your file into the new one (msgmerge)", poFile, e.Line, e.Ctxt)
		}
		if e.Plural != "" && len(e.Str) != len(pl.forms) {
			return "", fmt.Errorf("%s:%d: %q has %d plural forms, and %s has %d (Plural-Forms: %s)", poFile, e.Line, e.Ctxt, len(e.Str), lang, len(pl.forms), pl.rule)
		}
		tr := own[e.Ctxt]
		if tr == nil && e.Fuzzy() {
			continue // a guess of the editor's, never checked by the translator
		}
		old := fields{}
		if tr != nil {
			old = fieldsOf(tr)
		}
		next := wanted(old, &e, en, pl)
		if tr == nil {
			ed.add(e.Ctxt, next)
			continue
		}
		if err := ed.update(cat, lang, e.Ctxt, old, next); err != nil {
			return "", err
		}
	}
	return ed.String(), nil
}

func wantID(en *goi18n.Message) string {
	if isPlural(en) {
		return en.One
	}
	return en.Other
}

func wantPlural(en *goi18n.Message) string {
	if isPlural(en) {
		return en.Other
	}
	return ""
}

// wanted is a message's fields after the import: the entry's forms where they differ from
// what the message prints now, and as its description today's English unless the entry
// is still fuzzy.
func wanted(old fields, e *Entry, en *goi18n.Message, pl plural) fields {
	next := fields{}
	for k, v := range old {
		next[k] = v
	}
	// The description moves to today's English only when it differs in more than spacing
	// or case: staleness never looks at those, and the file keeps its bytes.
	if now := i18n.SourceText(en); !e.Fuzzy() && i18n.Normalize(old["description"]) != i18n.Normalize(now) {
		next["description"] = now
	}
	set := func(name, s string) {
		shown := old[name]
		if shown == "" {
			shown = old["other"]
		}
		if s != shown {
			next[name] = s
		}
	}
	if e.Plural == "" {
		// A message the English words once may still have forms in the language (Polish
		// "{{.n}} Bz" for every count): those worded as the other form follow it.
		set("other", e.Str[0])
		for _, name := range fieldOrder[1:] {
			if old[name] != "" && old[name] == old["other"] {
				next[name] = next["other"]
			}
		}
		return next
	}
	for i, name := range pl.forms {
		set(name, e.Str[i])
	}
	for _, f := range pl.fill {
		if old[f[0]] == "" || old[f[0]] == old[f[1]] {
			next[f[0]] = next[f[1]]
		}
	}
	return next
}

// editor edits a TOML message file by lines.
type editor struct {
	lines   []string
	replace map[int]string   // by line number (1-based)
	after   map[int][]string // lines added after a line
	tail    []string         // tables added at the end
}

func newEditor(text string) *editor {
	return &editor{lines: strings.Split(text, "\n"), replace: map[int]string{}, after: map[int][]string{}}
}

func (ed *editor) String() string {
	var out []string
	for i, l := range ed.lines {
		if r, ok := ed.replace[i+1]; ok {
			l = r
		}
		out = append(out, l)
		out = append(out, ed.after[i+1]...)
	}
	if len(ed.tail) > 0 {
		for len(out) > 0 && out[len(out)-1] == "" {
			out = out[:len(out)-1]
		}
		out = append(append(out, ed.tail...), "")
	}
	return strings.Join(out, "\n")
}

// update rewrites the lines of a message whose fields changed.
func (ed *editor) update(cat *i18n.Catalog, lang, id string, old, next fields) error {
	if same(old, next) {
		return nil
	}
	head := cat.Line(lang, id, "")
	if head == 0 {
		return fmt.Errorf("locales/%s.toml: the line of %s is not found", lang, id)
	}
	if cat.Line(lang, id, "other") == head {
		// key = "…" or key = { description = …, other = … } on one line
		ed.replace[head] = keyPart(ed.lines[head-1]) + "= " + inline(next)
		return nil
	}
	last := head // a [table] of forms: one line each
	for _, name := range fieldOrder {
		line := cat.Line(lang, id, name)
		switch {
		case line != head && next[name] == old[name]:
		case line != head:
			ed.replace[line] = keyPart(ed.lines[line-1]) + "= " + i18n.QuoteTOML(next[name])
		case next[name] != old[name]:
			ed.after[last] = append(ed.after[last], name+" = "+i18n.QuoteTOML(next[name]))
		}
		if line != head {
			last = line
		}
	}
	return nil
}

func same(a, b fields) bool {
	for _, k := range fieldOrder {
		if a[k] != b[k] {
			return false
		}
	}
	return true
}

// keyPart is a line up to its = sign: the key as the file writes it.
func keyPart(line string) string {
	k, _, _ := strings.Cut(line, "=")
	return k
}

var reTable = regexp.MustCompile(`^\s*\[([^\]]+)\]\s*(?:#.*)?$`)

// add puts a message the language did not have in its table: after the last line of
// [prefix] when the file has it, else in a new table at the end.
func (ed *editor) add(id string, f fields) {
	i := strings.LastIndex(id, ".")
	table, key := "", id
	if i >= 0 {
		table, key = id[:i], id[i+1:]
	}
	if end := ed.tableEnd(table); end > 0 {
		ed.after[end] = append(ed.after[end], key+" = "+inline(f))
		return
	}
	if table != "" {
		ed.tail = append(ed.tail, "", "["+table+"]")
	}
	ed.tail = append(ed.tail, key+" = "+inline(f))
}

// tableEnd is the last non-blank line of a table of the file, 0 when it has none.
func (ed *editor) tableEnd(table string) int {
	in, end := false, 0
	for i, l := range ed.lines {
		if m := reTable.FindStringSubmatch(l); m != nil {
			if in {
				break
			}
			in = strings.TrimSpace(m[1]) == table
		}
		if in && strings.TrimSpace(l) != "" {
			end = i + 1
		}
	}
	return end
}

// inline is a message as an inline table, its fields in the files' order.
func inline(f fields) string {
	var parts []string
	for _, k := range fieldOrder {
		if f[k] != "" {
			parts = append(parts, k+" = "+i18n.QuoteTOML(f[k]))
		}
	}
	return "{ " + strings.Join(parts, ", ") + " }"
}
