// Package po writes the rules text and the labels of a language as gettext PO files, for
// Poedit and Weblate, and reads them back into content/rules/<lang>/ and locales/<lang>.toml.
//
// This file is the PO format itself: a small reader and writer of the parts the kit uses
// (contexts, plurals, the fuzzy flag, previous msgids, comments and obsolete entries). Of
// the Go PO libraries tried, github.com/leonelquinteros/gotext keeps no flags, previous
// msgid (#|) or comments (and its latest release needs a newer Go), and
// github.com/chai2010/gettext-go reads those but not obsolete (#~) entries, where the
// translation of a block the English removed is kept; the format is small enough to own.
package po

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Entry is one message of a PO file.
type Entry struct {
	Translator []string // "# " comments, the translator's own
	Extracted  []string // "#." comments: what the kit explains about the message
	Refs       []string // "#:" the English file:line
	Flags      []string // "#," fuzzy...
	PrevID     string   // "#| msgid": the English the translation was made from
	PrevPlural string   // "#| msgid_plural"
	Ctxt       string   // msgctxt: the block's or the label's id
	ID         string   // msgid: the English
	Plural     string   // msgid_plural ("" for a message without plural forms)
	Str        []string // msgstr, or msgstr[0], msgstr[1]... for a plural message
	Obsolete   bool     // "#~": the English no longer has it
	Line       int      // where the entry starts in the file it was read from
}

// Fuzzy reports whether the entry is marked fuzzy: its translation answers an older English.
func (e *Entry) Fuzzy() bool {
	for _, f := range e.Flags {
		if f == "fuzzy" {
			return true
		}
	}
	return false
}

// Translated reports whether every form of the entry has a translation.
func (e *Entry) Translated() bool {
	if len(e.Str) == 0 {
		return false
	}
	for _, s := range e.Str {
		if s == "" {
			return false
		}
	}
	return true
}

// File is a PO file: its header (the msgid "" entry's fields, in order) and its entries.
type File struct {
	Header  [][2]string
	Entries []Entry
}

// HeaderField is the value of a header field, or "".
func (f *File) HeaderField(name string) string {
	for _, h := range f.Header {
		if h[0] == name {
			return h[1]
		}
	}
	return ""
}

// Write writes f in the layout msgfmt and the PO editors expect; the same File always
// gives the same bytes.
func Write(w io.Writer, f *File) error {
	var b bytes.Buffer
	var head strings.Builder
	for _, h := range f.Header {
		head.WriteString(h[0] + ": " + h[1] + "\n")
	}
	writeString(&b, "", "msgid", "")
	writeString(&b, "", "msgstr", head.String())
	for i := range f.Entries {
		b.WriteByte('\n')
		writeEntry(&b, &f.Entries[i])
	}
	_, err := w.Write(b.Bytes())
	return err
}

func writeEntry(b *bytes.Buffer, e *Entry) {
	for _, c := range e.Translator {
		b.WriteString(strings.TrimRight("# "+c, " ") + "\n")
	}
	for _, c := range e.Extracted {
		b.WriteString("#. " + c + "\n")
	}
	for _, r := range e.Refs {
		b.WriteString("#: " + r + "\n")
	}
	if len(e.Flags) > 0 {
		b.WriteString("#, " + strings.Join(e.Flags, ", ") + "\n")
	}
	prefix := ""
	if e.Obsolete {
		prefix = "#~ "
	}
	if e.PrevID != "" {
		writeString(b, prefix+"#| ", "msgid", e.PrevID)
	}
	if e.PrevPlural != "" {
		writeString(b, prefix+"#| ", "msgid_plural", e.PrevPlural)
	}
	writeString(b, prefix, "msgctxt", e.Ctxt)
	writeString(b, prefix, "msgid", e.ID)
	if e.Plural == "" {
		writeString(b, prefix, "msgstr", strAt(e.Str, 0))
		return
	}
	writeString(b, prefix, "msgid_plural", e.Plural)
	for i, s := range e.Str {
		writeString(b, prefix, fmt.Sprintf("msgstr[%d]", i), s)
	}
}

func strAt(ss []string, i int) string {
	if i < len(ss) {
		return ss[i]
	}
	return ""
}

// writeString writes a keyword and its string. A string of several lines is written one
// line per quoted piece after an empty first piece, the way editors show it.
func writeString(b *bytes.Buffer, prefix, keyword, s string) {
	lines := strings.SplitAfter(s, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	if len(lines) <= 1 {
		b.WriteString(prefix + keyword + " " + quote(s) + "\n")
		return
	}
	b.WriteString(prefix + keyword + " \"\"\n")
	for _, l := range lines {
		b.WriteString(prefix + quote(l) + "\n")
	}
}

// quote is a PO string literal: the C escapes of backslash, quote and control characters;
// every other character as it is (the files are UTF-8).
func quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '\\':
			b.WriteString(`\\`)
		case '"':
			b.WriteString(`\"`)
		case '\n':
			b.WriteString(`\n`)
		case '\t':
			b.WriteString(`\t`)
		case '\r':
			b.WriteString(`\r`)
		default:
			if r < 0x20 || r == 0x7f {
				fmt.Fprintf(&b, `\%03o`, r)
				continue
			}
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// Parse reads a PO file. name is how errors name it; every error gives the line and what
// was expected there.
func Parse(name string, data []byte) (*File, error) {
	p := &parser{name: name}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64*1024), 4<<20)
	for sc.Scan() {
		p.line++
		if err := p.feed(strings.TrimRight(sc.Text(), "\r")); err != nil {
			return nil, err
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s:%d: %v", name, p.line+1, err)
	}
	if err := p.flush(); err != nil {
		return nil, err
	}
	return p.file, nil
}

// parser reads a PO file line by line: comments gather into the next entry, keywords open
// a string that continues on the lines that are only a quoted string.
type parser struct {
	name    string
	line    int
	file    *File
	cur     Entry
	started bool    // cur has a keyword
	open    *string // the string continuation lines extend
	seen    map[string]int
}

func (p *parser) errorf(format string, args ...any) error {
	return fmt.Errorf("%s:%d: %s", p.name, p.line, fmt.Sprintf(format, args...))
}

func (p *parser) feed(line string) error {
	t := strings.TrimSpace(line)
	switch {
	case t == "":
		p.open = nil
		return p.flush()
	case strings.HasPrefix(t, "#~"):
		if p.started && !p.cur.Obsolete {
			if err := p.flush(); err != nil {
				return err
			}
		}
		p.cur.Obsolete = true
		if rest := strings.TrimSpace(t[2:]); strings.HasPrefix(rest, "#|") {
			return p.previous(strings.TrimSpace(rest[2:]))
		}
		return p.keywordLine(strings.TrimSpace(t[2:]))
	case strings.HasPrefix(t, "#|"):
		if p.started {
			if err := p.flush(); err != nil {
				return err
			}
		}
		return p.previous(strings.TrimSpace(t[2:]))
	case strings.HasPrefix(t, "#"):
		if p.started {
			if err := p.flush(); err != nil {
				return err
			}
		}
		p.comment(t)
		return nil
	}
	return p.keywordLine(t)
}

// comment files a comment line under its kind.
func (p *parser) comment(t string) {
	if p.cur.Line == 0 {
		p.cur.Line = p.line
	}
	body := func() string { return strings.TrimSpace(t[2:]) }
	switch {
	case strings.HasPrefix(t, "#."):
		p.cur.Extracted = append(p.cur.Extracted, body())
	case strings.HasPrefix(t, "#:"):
		p.cur.Refs = append(p.cur.Refs, strings.Fields(body())...)
	case strings.HasPrefix(t, "#,"):
		for _, f := range strings.Split(body(), ",") {
			if f = strings.TrimSpace(f); f != "" {
				p.cur.Flags = append(p.cur.Flags, f)
			}
		}
	default:
		p.cur.Translator = append(p.cur.Translator, strings.TrimPrefix(strings.TrimPrefix(t, "#"), " "))
	}
}

// previous reads a "#|" line: the previous msgid or msgid_plural, or a continuation.
func (p *parser) previous(t string) error {
	if p.cur.Line == 0 {
		p.cur.Line = p.line
	}
	kw, rest, _ := strings.Cut(t, " ")
	switch kw {
	case "msgid":
		return p.startString(&p.cur.PrevID, rest)
	case "msgid_plural":
		return p.startString(&p.cur.PrevPlural, rest)
	case "msgctxt":
		var ignored string
		return p.startString(&ignored, rest)
	}
	if strings.HasPrefix(t, `"`) {
		return p.continueString(t)
	}
	return p.errorf("expected msgid, msgid_plural or a quoted string after #|, got %q", t)
}

// keywordLine reads msgctxt, msgid, msgid_plural, msgstr, msgstr[N] or a continuation.
func (p *parser) keywordLine(t string) error {
	if strings.HasPrefix(t, `"`) {
		return p.continueString(t)
	}
	kw, rest, _ := strings.Cut(t, " ")
	if p.cur.Line == 0 {
		p.cur.Line = p.line
	}
	switch {
	case kw == "msgctxt" || kw == "msgid":
		if p.started && (kw == "msgctxt" || !p.onlyCtxt()) {
			if err := p.flush(); err != nil {
				return err
			}
			p.cur.Line = p.line
		}
		p.started = true
		if kw == "msgctxt" {
			return p.startString(&p.cur.Ctxt, rest)
		}
		p.cur.Str = nil
		return p.startString(&p.cur.ID, rest)
	case kw == "msgid_plural":
		return p.startString(&p.cur.Plural, rest)
	case kw == "msgstr":
		if p.cur.Plural != "" {
			return p.errorf("a message with msgid_plural has msgstr[0], msgstr[1]…, not msgstr")
		}
		p.cur.Str = []string{""}
		return p.startString(&p.cur.Str[0], rest)
	case strings.HasPrefix(kw, "msgstr["):
		n, err := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(kw, "msgstr["), "]"))
		if err != nil || !strings.HasSuffix(kw, "]") || n != len(p.cur.Str) {
			return p.errorf("expected msgstr[%d], got %s", len(p.cur.Str), kw)
		}
		p.cur.Str = append(p.cur.Str, "")
		return p.startString(&p.cur.Str[n], rest)
	}
	return p.errorf("expected msgctxt, msgid, msgid_plural, msgstr or a quoted string, got %q", t)
}

// onlyCtxt reports whether the entry so far has a msgctxt and nothing after it.
func (p *parser) onlyCtxt() bool { return p.cur.ID == "" && p.cur.Str == nil && p.cur.Plural == "" }

func (p *parser) startString(dst *string, rest string) error {
	s, err := p.unquote(strings.TrimSpace(rest))
	if err != nil {
		return err
	}
	*dst = s
	p.open = dst
	return nil
}

func (p *parser) continueString(t string) error {
	if p.open == nil {
		return p.errorf("a quoted string continues nothing: expected a keyword before it")
	}
	s, err := p.unquote(t)
	if err != nil {
		return err
	}
	*p.open += s
	return nil
}

// unquote reads one PO string literal.
func (p *parser) unquote(t string) (string, error) {
	if len(t) < 2 || t[0] != '"' || t[len(t)-1] != '"' {
		return "", p.errorf("expected a string in double quotes, got %q", t)
	}
	var b strings.Builder
	body := t[1 : len(t)-1]
	for i := 0; i < len(body); i++ {
		c := body[i]
		if c == '"' {
			return "", p.errorf("a double quote inside a string must be written \\\"")
		}
		if c != '\\' {
			b.WriteByte(c)
			continue
		}
		i++
		if i == len(body) {
			return "", p.errorf("the string ends in a lone backslash")
		}
		switch e := body[i]; e {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		case 'a':
			b.WriteByte('\a')
		case 'b':
			b.WriteByte('\b')
		case 'f':
			b.WriteByte('\f')
		case 'v':
			b.WriteByte('\v')
		case '\\', '"':
			b.WriteByte(e)
		default:
			if e >= '0' && e <= '7' {
				j := i
				for j < len(body) && j < i+3 && body[j] >= '0' && body[j] <= '7' {
					j++
				}
				n, _ := strconv.ParseUint(body[i:j], 8, 8)
				b.WriteByte(byte(n))
				i = j - 1
				continue
			}
			return "", p.errorf("unknown escape \\%c in a string", e)
		}
	}
	return b.String(), nil
}

// flush ends the current entry: the header becomes the file's header, the others its
// entries. Each needs a msgid and a msgstr, and no two share a context and msgid.
func (p *parser) flush() error {
	defer func() { p.cur, p.started, p.open = Entry{}, false, nil }()
	if p.file == nil {
		p.file = &File{}
	}
	if !p.started {
		return nil // comments alone, or nothing
	}
	e := p.cur
	if e.Str == nil {
		return fmt.Errorf("%s:%d: the message has no msgstr", p.name, e.Line)
	}
	if e.ID == "" && e.Ctxt == "" && !e.Obsolete {
		p.file.Header = parseHeader(strAt(e.Str, 0))
		return nil
	}
	if !e.Obsolete {
		key := e.Ctxt + "\x04" + e.ID
		if p.seen == nil {
			p.seen = map[string]int{}
		}
		if at, dup := p.seen[key]; dup {
			return fmt.Errorf("%s:%d: msgctxt %q is already used at line %d", p.name, e.Line, e.Ctxt, at)
		}
		p.seen[key] = e.Line
	}
	p.file.Entries = append(p.file.Entries, e)
	return nil
}

func parseHeader(s string) [][2]string {
	var out [][2]string
	for _, l := range strings.Split(s, "\n") {
		if k, v, ok := strings.Cut(l, ":"); ok {
			out = append(out, [2]string{strings.TrimSpace(k), strings.TrimSpace(v)})
		}
	}
	return out
}
