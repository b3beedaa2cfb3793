package pdftext

import (
	"errors"
	"fmt"
	"io"
	"strconv"
)

// The lexer splits PDF syntax into tokens. It reads either a whole file held in
// memory (the objects) or a decoded content stream through a window of fixed size,
// so that a stream which decodes to gigabytes costs no more memory than a small one.

// tokKind is the kind of a token.
type tokKind uint8

const (
	tEOF     tokKind = iota
	tNum             // num
	tName            // b: the name without its slash, #xx decoded
	tString          // b: the bytes of a literal or hex string
	tKeyword         // b: a bare word (obj, R, true, Tj, ...)
	tOpen            // [
	tClose           // ]
	tDictOpen
	tDictClose
	tBraceOpen  // { of a PostScript calculator function; skipped
	tBraceClose // }
)

// token is one token. b is valid only until the next token is read.
type token struct {
	kind  tokKind
	num   float64
	isInt bool // a number written without a decimal point
	b     []byte
}

// maxToken is the longest token the lexer accepts, and the window through which it
// reads a content stream: a longer string or name is refused, not buffered.
const maxToken = 1 << 16

// lexer reads tokens from buf[pos:end]; with r set, it refills buf from r.
type lexer struct {
	r        io.Reader
	buf      []byte
	pos, end int
	mark     int   // start of the token being read, kept when refilling; -1: none
	off      int64 // input offset of buf[0], for messages
	err      error // read error other than io.EOF
	tmp      []byte
}

// memLexer reads data in memory from offset pos.
func memLexer(data []byte, pos int) *lexer {
	return &lexer{buf: data, pos: pos, end: len(data), mark: -1}
}

// streamLexer reads r through a window of maxToken bytes. buf may be a window reused
// from an earlier stream.
func streamLexer(r io.Reader, buf []byte) *lexer {
	if cap(buf) < maxToken {
		buf = make([]byte, maxToken)
	}
	return &lexer{r: r, buf: buf[:maxToken], mark: -1}
}

// errTokenTooLong is returned for a token that does not fit the window.
var errTokenTooLong = fmt.Errorf("a token longer than %d KiB", maxToken>>10)

// fill reads more input, keeping the bytes of the token being read. It reports
// whether there is more to read.
func (l *lexer) fill() bool {
	if l.r == nil || l.err != nil {
		return false
	}
	keep := l.pos
	if l.mark >= 0 {
		keep = l.mark
	}
	if keep > 0 {
		n := copy(l.buf, l.buf[keep:l.end])
		l.off += int64(keep)
		l.pos -= keep
		if l.mark >= 0 {
			l.mark -= keep
		}
		l.end = n
	}
	if l.end == len(l.buf) {
		l.err = errTokenTooLong
		return false
	}
	for {
		n, err := l.r.Read(l.buf[l.end:])
		l.end += n
		if err != nil {
			if !errors.Is(err, io.EOF) {
				l.err = err
			} else {
				l.r = nil
			}
			return n > 0
		}
		if n > 0 {
			return true
		}
	}
}

// peek returns the next byte without consuming it; ok is false at the end.
func (l *lexer) peek() (byte, bool) {
	if l.pos == l.end && !l.fill() {
		return 0, false
	}
	return l.buf[l.pos], true
}

// offset is the input offset of the next byte.
func (l *lexer) offset() int64 { return l.off + int64(l.pos) }

// skipSpace skips white space and comments.
func (l *lexer) skipSpace() {
	for {
		for l.pos < l.end && isSpace(l.buf[l.pos]) { // the common case, without refills
			l.pos++
		}
		c, ok := l.peek()
		switch {
		case !ok:
			return
		case isSpace(c):
			l.pos++
		case c == '%':
			for c, ok := l.peek(); ok && c != '\n' && c != '\r'; c, ok = l.peek() {
				l.pos++
			}
		default:
			return
		}
	}
}

// next reads the next token. At the end of the input it returns tEOF, and the error
// of a failed read, if any.
func (l *lexer) next() (token, error) {
	l.skipSpace()
	c, ok := l.peek()
	if !ok {
		return token{}, l.err
	}
	switch c {
	case '[':
		l.pos++
		return token{kind: tOpen}, nil
	case ']':
		l.pos++
		return token{kind: tClose}, nil
	case '{':
		l.pos++
		return token{kind: tBraceOpen}, nil
	case '}':
		l.pos++
		return token{kind: tBraceClose}, nil
	case '(':
		l.pos++
		return l.literal()
	case '/':
		l.pos++
		return l.name()
	case '<':
		l.pos++
		if c, ok := l.peek(); ok && c == '<' {
			l.pos++
			return token{kind: tDictOpen}, nil
		}
		return l.hex()
	case '>':
		l.pos++
		if c, ok := l.peek(); ok && c == '>' {
			l.pos++
			return token{kind: tDictClose}, nil
		}
		return token{}, l.errorf("a stray '>'")
	case ')':
		return token{}, l.errorf("a stray ')'")
	}
	return l.word()
}

func (l *lexer) errorf(format string, args ...any) error {
	return fmt.Errorf("at byte %d: %s", l.offset(), fmt.Sprintf(format, args...))
}

// word reads a number or a keyword: everything up to white space or a delimiter.
func (l *lexer) word() (token, error) {
	l.mark = l.pos
	for {
		for l.pos < l.end && !isSpace(l.buf[l.pos]) && !isDelim(l.buf[l.pos]) {
			l.pos++
		}
		c, ok := l.peek()
		if !ok || isSpace(c) || isDelim(c) {
			break
		}
		l.pos++
	}
	b := l.buf[l.mark:l.pos]
	l.mark = -1
	if l.err != nil {
		return token{}, l.err
	}
	if n, isInt, ok := parseNumber(b); ok {
		return token{kind: tNum, num: n, isInt: isInt}, nil
	}
	return token{kind: tKeyword, b: b}, nil
}

// parseNumber reads an integer or a real as PDF writes them (no exponent). Digits
// are summed as an integer, which is exact for what PDF writers put in content
// streams; long mantissas go through strconv.
func parseNumber(b []byte) (float64, bool, bool) {
	i, neg := 0, false
	if len(b) > 0 && (b[0] == '-' || b[0] == '+') {
		neg, i = b[0] == '-', 1
	}
	var mant uint64
	digits, frac, dot := 0, 0, false
	for ; i < len(b); i++ {
		switch c := b[i]; {
		case '0' <= c && c <= '9':
			mant = mant*10 + uint64(c-'0')
			digits++
			if dot {
				frac++
			}
		case c == '.' && !dot:
			dot = true
		default:
			return 0, false, false
		}
	}
	if digits == 0 {
		return 0, false, false
	}
	var v float64
	if digits <= 15 && frac < len(pow10) {
		v = float64(mant) / pow10[frac]
	} else {
		s := string(b)
		if s[0] == '+' {
			s = s[1:]
		}
		f, err := strconv.ParseFloat(s, 64)
		if err != nil && !errors.Is(err, strconv.ErrRange) {
			return 0, false, false
		}
		return f, !dot, true
	}
	if neg {
		v = -v
	}
	return v, !dot, true
}

var pow10 = [...]float64{1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15}

// name reads a name after its slash, decoding #xx escapes.
func (l *lexer) name() (token, error) {
	l.tmp = l.tmp[:0]
	for {
		c, ok := l.peek()
		if !ok || isSpace(c) || isDelim(c) {
			break
		}
		l.pos++
		if c == '#' {
			if h, ok := l.hexPair(); ok {
				c = h
			}
		}
		if len(l.tmp) >= maxToken {
			return token{}, errTokenTooLong
		}
		l.tmp = append(l.tmp, c)
	}
	return token{kind: tName, b: l.tmp}, l.err
}

// hexPair reads two hex digits after a '#' of a name; without them nothing is read.
func (l *lexer) hexPair() (byte, bool) {
	l.mark = l.pos - 1
	defer func() { l.mark = -1 }()
	for l.end-l.pos < 2 && l.fill() {
	}
	if l.end-l.pos < 2 {
		return 0, false
	}
	hi, ok1 := hexDigit(l.buf[l.pos])
	lo, ok2 := hexDigit(l.buf[l.pos+1])
	if !ok1 || !ok2 {
		return 0, false
	}
	l.pos += 2
	return hi<<4 | lo, true
}

// hex reads a hex string after its '<'. White space is ignored and an odd last digit
// is padded with 0, as the PDF syntax says.
func (l *lexer) hex() (token, error) {
	l.tmp = l.tmp[:0]
	var hi byte
	odd := false
	for {
		c, ok := l.peek()
		if !ok {
			return token{}, l.eofIn("a hex string")
		}
		l.pos++
		if c == '>' {
			break
		}
		d, ok := hexDigit(c)
		if !ok {
			if isSpace(c) {
				continue
			}
			return token{}, l.errorf("%q in a hex string", c)
		}
		if odd {
			if len(l.tmp) >= maxToken {
				return token{}, errTokenTooLong
			}
			l.tmp = append(l.tmp, hi<<4|d)
		} else {
			hi = d
		}
		odd = !odd
	}
	if odd {
		l.tmp = append(l.tmp, hi<<4)
	}
	return token{kind: tString, b: l.tmp}, nil
}

func (l *lexer) eofIn(what string) error {
	if l.err != nil {
		return l.err
	}
	return l.errorf("the input ends inside %s", what)
}

// literal reads a literal string after its '(': balanced parentheses, backslash
// escapes, and end-of-line markers read as a single newline.
func (l *lexer) literal() (token, error) {
	l.tmp = l.tmp[:0]
	depth := 1
	for {
		c, ok := l.peek()
		if !ok {
			return token{}, l.eofIn("a literal string")
		}
		l.pos++
		switch c {
		case '(':
			depth++
		case ')':
			if depth--; depth == 0 {
				return token{kind: tString, b: l.tmp}, nil
			}
		case '\\':
			var keep bool
			if c, keep = l.escape(); !keep {
				continue
			}
		case '\r':
			if n, ok := l.peek(); ok && n == '\n' {
				l.pos++
			}
			c = '\n'
		}
		if len(l.tmp) >= maxToken {
			return token{}, errTokenTooLong
		}
		l.tmp = append(l.tmp, c)
	}
}

// escape reads what follows a backslash in a literal string; keep is false for an
// escaped line break, which stands for nothing.
func (l *lexer) escape() (c byte, keep bool) {
	c, ok := l.peek()
	if !ok {
		return 0, false
	}
	l.pos++
	switch c {
	case 'n':
		return '\n', true
	case 'r':
		return '\r', true
	case 't':
		return '\t', true
	case 'b':
		return '\b', true
	case 'f':
		return '\f', true
	case '\r':
		if n, ok := l.peek(); ok && n == '\n' {
			l.pos++
		}
		return 0, false
	case '\n':
		return 0, false
	}
	if c < '0' || c > '7' {
		return c, true // \\ \( \) and unknown escapes stand for the character
	}
	v := c - '0'
	for range 2 {
		d, ok := l.peek()
		if !ok || d < '0' || d > '7' {
			break
		}
		l.pos++
		v = v<<3 | (d - '0')
	}
	return v, true
}

// Byte classes, looked up in a table: the lexer asks for every byte of a stream.
const (
	classSpace = 1 + iota
	classDelim
)

var byteClass = func() (t [256]uint8) {
	for _, c := range []byte(" \n\r\t\f\x00") {
		t[c] = classSpace
	}
	for _, c := range []byte("()<>[]{}/%") {
		t[c] = classDelim
	}
	return t
}()

func isSpace(c byte) bool { return byteClass[c] == classSpace }

func isDelim(c byte) bool { return byteClass[c] == classDelim }

func hexDigit(c byte) (byte, bool) {
	switch {
	case '0' <= c && c <= '9':
		return c - '0', true
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10, true
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}
