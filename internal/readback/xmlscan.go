package readback

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// A small XML scanner for the kit's SVG pages, which are most of the check's reading
// (hundreds of thousands of elements, nearly all paths and glyph uses): it walks the
// elements of a document in memory, giving each element's local name and attributes
// without building tokens for the rest, and still refuses what is not well-formed XML
// (tags that do not nest, a document cut short, broken attributes or references).

// xmlScanner reads the elements of data in document order.
type xmlScanner struct {
	data  []byte
	pos   int
	open  []string // names of the elements open, outermost first
	root  bool     // the root element has been seen
	attrs []xmlAttr
	// keep, when set, gathers the character data met into chars (references decoded):
	// the reader sets it inside the elements whose text it wants.
	keep  bool
	chars strings.Builder
}

// xmlAttr is one attribute: its local name and its raw value (references undecoded).
type xmlAttr struct {
	name string
	raw  []byte
}

// xmlTag is a start tag, an end tag, or an empty-element tag <x/> (both at once).
// attrs is valid until the next call to next.
type xmlTag struct {
	name       string
	start, end bool
	attrs      []xmlAttr
}

// next returns the next tag; ok is false at the end of a well-formed document.
func (s *xmlScanner) next() (t xmlTag, ok bool, err error) {
	for {
		i := bytes.IndexByte(s.data[s.pos:], '<')
		if i < 0 {
			if err := s.text(s.data[s.pos:]); err != nil {
				return t, false, err
			}
			s.pos = len(s.data)
			return t, false, s.atEnd()
		}
		if err := s.text(s.data[s.pos : s.pos+i]); err != nil {
			return t, false, err
		}
		s.pos += i
		rest := s.data[s.pos:]
		switch {
		case bytes.HasPrefix(rest, []byte("<!--")):
			err = s.skipPast("-->", "a comment")
		case bytes.HasPrefix(rest, []byte("<![CDATA[")):
			err = s.skipPast("]]>", "a CDATA section")
		case bytes.HasPrefix(rest, []byte("<?")):
			err = s.skipPast("?>", "a processing instruction")
		case bytes.HasPrefix(rest, []byte("<!")):
			err = s.skipPast(">", "a declaration")
		case bytes.HasPrefix(rest, []byte("</")):
			return s.endTag()
		default:
			return s.startTag()
		}
		if err != nil {
			return t, false, err
		}
	}
}

func (s *xmlScanner) errorf(format string, args ...any) error {
	line := 1 + bytes.Count(s.data[:s.pos], []byte("\n"))
	return fmt.Errorf("line %d: %s", line, fmt.Sprintf(format, args...))
}

func (s *xmlScanner) atEnd() error {
	switch {
	case len(s.open) > 0:
		return s.errorf("the document ends inside <%s>", s.open[len(s.open)-1])
	case !s.root:
		return s.errorf("no root element")
	}
	return nil
}

// text checks character data between tags: only white space outside the root, and
// well-formed references inside it.
func (s *xmlScanner) text(b []byte) error {
	if len(s.open) == 0 && len(bytes.TrimSpace(b)) > 0 {
		return s.errorf("text outside the root element")
	}
	if bytes.IndexByte(b, '&') < 0 {
		if s.keep {
			s.chars.Write(b)
		}
		return nil
	}
	t, err := unescape(b)
	if err != nil {
		return s.errorf("%v", err)
	}
	if s.keep {
		s.chars.WriteString(t)
	}
	return nil
}

func (s *xmlScanner) skipPast(end, what string) error {
	i := bytes.Index(s.data[s.pos:], []byte(end))
	if i < 0 {
		return s.errorf("the document ends inside %s", what)
	}
	s.pos += i + len(end)
	return nil
}

func (s *xmlScanner) endTag() (xmlTag, bool, error) {
	s.pos += 2
	n, ok := s.readName()
	if !ok {
		return xmlTag{}, false, s.errorf("an end tag without a name")
	}
	s.skipSpace()
	if s.pos >= len(s.data) || s.data[s.pos] != '>' {
		return xmlTag{}, false, s.errorf("end tag </%s> not closed by '>'", n)
	}
	s.pos++
	if len(s.open) == 0 || s.open[len(s.open)-1] != n {
		return xmlTag{}, false, s.errorf("</%s> closes nothing open", n)
	}
	s.open = s.open[:len(s.open)-1]
	return xmlTag{name: localName(n), end: true}, true, nil
}

func (s *xmlScanner) startTag() (xmlTag, bool, error) {
	if len(s.open) == 0 && s.root {
		return xmlTag{}, false, s.errorf("a second root element")
	}
	s.pos++
	n, ok := s.readName()
	if !ok {
		return xmlTag{}, false, s.errorf("'<' not followed by a name")
	}
	s.attrs = s.attrs[:0]
	for {
		space := s.skipSpace()
		if s.pos >= len(s.data) {
			return xmlTag{}, false, s.errorf("the document ends inside <%s>", n)
		}
		switch s.data[s.pos] {
		case '>':
			s.pos++
			s.open, s.root = append(s.open, n), true
			return xmlTag{name: localName(n), start: true, attrs: s.attrs}, true, nil
		case '/':
			if s.pos+1 >= len(s.data) || s.data[s.pos+1] != '>' {
				return xmlTag{}, false, s.errorf("'/' inside <%s>", n)
			}
			s.pos += 2
			s.root = true
			return xmlTag{name: localName(n), start: true, end: true, attrs: s.attrs}, true, nil
		}
		if !space {
			return xmlTag{}, false, s.errorf("attributes of <%s> not separated by space", n)
		}
		if err := s.attribute(n); err != nil {
			return xmlTag{}, false, err
		}
	}
}

// attribute reads name="value" (or 'value').
func (s *xmlScanner) attribute(elem string) error {
	n, ok := s.readName()
	if !ok {
		return s.errorf("a bad attribute in <%s>", elem)
	}
	s.skipSpace()
	if s.pos >= len(s.data) || s.data[s.pos] != '=' {
		return s.errorf("attribute %s of <%s> has no value", n, elem)
	}
	s.pos++
	s.skipSpace()
	if s.pos >= len(s.data) || (s.data[s.pos] != '"' && s.data[s.pos] != '\'') {
		return s.errorf("the value of attribute %s of <%s> is not quoted", n, elem)
	}
	q := s.data[s.pos]
	s.pos++
	end := bytes.IndexByte(s.data[s.pos:], q)
	if end < 0 {
		return s.errorf("the value of attribute %s of <%s> is not closed", n, elem)
	}
	raw := s.data[s.pos : s.pos+end]
	if bytes.IndexByte(raw, '<') >= 0 {
		return s.errorf("'<' in the value of attribute %s of <%s>", n, elem)
	}
	s.pos += end + 1
	s.attrs = append(s.attrs, xmlAttr{name: localName(n), raw: raw})
	return nil
}

func (s *xmlScanner) skipSpace() bool {
	start := s.pos
	for s.pos < len(s.data) {
		switch s.data[s.pos] {
		case ' ', '\t', '\n', '\r':
			s.pos++
			continue
		}
		break
	}
	return s.pos > start
}

// readName reads an XML name (any bytes up to white space or markup).
func (s *xmlScanner) readName() (string, bool) {
	start := s.pos
	for s.pos < len(s.data) {
		c := s.data[s.pos]
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '>' || c == '/' || c == '=' ||
			c == '<' || c == '"' || c == '\'' || c == '&' {
			break
		}
		s.pos++
	}
	if s.pos == start {
		return "", false
	}
	return string(s.data[start:s.pos]), true
}

// localName drops a namespace prefix: xlink:href is href.
func localName(n string) string {
	if i := strings.IndexByte(n, ':'); i >= 0 {
		return n[i+1:]
	}
	return n
}

// attr returns the decoded value of the tag's attribute.
func (t xmlTag) attr(n string) (string, bool, error) {
	for _, a := range t.attrs {
		if a.name == n {
			v, err := unescape(a.raw)
			return v, true, err
		}
	}
	return "", false, nil
}

// unescape decodes the predefined entities and character references.
func unescape(b []byte) (string, error) {
	if bytes.IndexByte(b, '&') < 0 {
		return string(b), nil
	}
	var out strings.Builder
	for len(b) > 0 {
		i := bytes.IndexByte(b, '&')
		if i < 0 {
			out.Write(b)
			break
		}
		out.Write(b[:i])
		b = b[i+1:]
		end := bytes.IndexByte(b, ';')
		if end < 0 {
			return "", fmt.Errorf("'&' without ';'")
		}
		ref := string(b[:end])
		b = b[end+1:]
		r, ok := entity(ref)
		if !ok {
			return "", fmt.Errorf("unknown reference &%s;", ref)
		}
		out.WriteRune(r)
	}
	return out.String(), nil
}

func entity(ref string) (rune, bool) {
	switch ref {
	case "amp":
		return '&', true
	case "lt":
		return '<', true
	case "gt":
		return '>', true
	case "quot":
		return '"', true
	case "apos":
		return '\'', true
	}
	num, ok := strings.CutPrefix(ref, "#")
	if !ok {
		return 0, false
	}
	base := 10
	if h, ok := strings.CutPrefix(num, "x"); ok {
		num, base = h, 16
	}
	v, err := strconv.ParseUint(num, base, 32)
	if err != nil || !utf8.ValidRune(rune(v)) || v == 0 {
		return 0, false
	}
	return rune(v), true
}
