package pdftext

import (
	"fmt"
	"io"
)

// Content streams are tokenized here, not by the object parser: they are most of a
// PDF's bytes (paths, mostly), and only a few operators matter for text. Operands are
// kept in a reused stack of plain values, and an operator that does not concern
// text (every path operator) is dropped with its operands at once.

// operand is a content-stream operand.
type operand struct {
	kind byte // 'n' number, 's' string, '/' name, '[' array, '?' anything else
	num  float64
	s    string
	arr  []operand
}

// opcode is an operator the interpreter acts on; opNone is every other one.
type opcode uint8

const (
	opNone opcode = iota
	opSave
	opRestore
	opConcat
	opBT
	opET
	opTc
	opTw
	opTz
	opTL
	opTf
	opTs
	opTd
	opTD
	opTm
	opTstar
	opTj
	opQuote
	opDQuote
	opTJ
	opDo
	opTr
)

// arity is how many operands each operator takes. An operator given fewer is
// ignored, as viewers do; extra operands (left by unknown syntax) are dropped from
// the front.
var arity = [...]int{
	opSave: 0, opRestore: 0, opConcat: 6, opBT: 0, opET: 0,
	opTc: 1, opTw: 1, opTz: 1, opTL: 1, opTf: 2, opTs: 1,
	opTd: 2, opTD: 2, opTm: 6, opTstar: 0,
	opTj: 1, opQuote: 1, opDQuote: 3, opTJ: 1, opDo: 1, opTr: 1,
}

func lookupOp(b []byte) opcode {
	if len(b) > 2 || len(b) == 0 || b[0] != 'T' && b[0] != 'q' && b[0] != 'Q' && b[0] != 'c' &&
		b[0] != 'B' && b[0] != 'E' && b[0] != 'D' && b[0] != '\'' && b[0] != '"' {
		return opNone // most operators draw paths: m l c re f S ...
	}
	switch string(b) {
	case "q":
		return opSave
	case "Q":
		return opRestore
	case "cm":
		return opConcat
	case "BT":
		return opBT
	case "ET":
		return opET
	case "Tc":
		return opTc
	case "Tw":
		return opTw
	case "Tz":
		return opTz
	case "TL":
		return opTL
	case "Tf":
		return opTf
	case "Ts":
		return opTs
	case "Td":
		return opTd
	case "TD":
		return opTD
	case "Tm":
		return opTm
	case "T*":
		return opTstar
	case "Tj":
		return opTj
	case "'":
		return opQuote
	case `"`:
		return opDQuote
	case "TJ":
		return opTJ
	case "Do":
		return opDo
	case "Tr":
		return opTr
	}
	return opNone
}

// op is one operator with its operands, as a form's content is kept once parsed.
type op struct {
	code opcode
	args []operand
}

// contentReader tokenizes one content stream.
type contentReader struct {
	lx    *lexer
	x     *extractor
	stack []operand
	count int // operands on the stack, array elements included
	// arrays holds the elements of the array being read at each depth, reused from
	// one array to the next: an operand array lives until its operator has run
	// (compile copies what it keeps), and no operator read here takes two.
	arrays [][]operand
}

// parseContent reads the content in r and calls do for every operator the
// interpreter acts on, with its operands (valid until do returns).
func (x *extractor) parseContent(r io.Reader, do func(opcode, []operand)) error {
	// The window and stack are taken from x while in use: a form first met inside a
	// page's content is parsed while the page's own parse is under way.
	c := &contentReader{lx: streamLexer(r, x.window), x: x, stack: x.stack[:0]}
	x.window, x.stack = nil, nil
	defer func() { x.window, x.stack = c.lx.buf, c.stack[:0] }()
	for {
		t, err := c.lx.next()
		if err != nil {
			return err
		}
		switch t.kind {
		case tEOF:
			return nil
		case tKeyword:
			if err := c.keyword(t.b, do); err != nil {
				return err
			}
			continue
		}
		v, err := c.operand(t, 0)
		if err != nil {
			return err
		}
		c.stack = append(c.stack, v)
	}
}

func (c *contentReader) keyword(b []byte, do func(opcode, []operand)) error {
	switch string(b) {
	case "true", "false", "null":
		c.stack = append(c.stack, operand{kind: '?'})
		return nil
	case "BI":
		return c.skipInlineImage()
	}
	if c.x.ops++; c.x.ops > c.x.f.lim.Ops {
		return limitErr("content operators run", int64(c.x.f.lim.Ops), "in the document")
	}
	if code := lookupOp(b); code != opNone {
		do(code, c.stack)
	}
	c.stack, c.count = c.stack[:0], 0
	return nil
}

// operand reads the operand that starts with t, counting it against
// Limits.Operands.
func (c *contentReader) operand(t token, depth int) (operand, error) {
	if c.count++; c.count > c.x.f.lim.Operands {
		return operand{}, &LimitError{What: "operands before one operator:", Limit: int64(c.x.f.lim.Operands), Unit: "operands", At: c.lx.offset()}
	}
	switch t.kind {
	case tNum:
		return operand{kind: 'n', num: t.num}, nil
	case tString:
		return operand{kind: 's', s: string(t.b)}, nil
	case tName:
		return operand{kind: '/', s: c.x.intern(t.b)}, nil
	case tKeyword:
		return operand{kind: '?'}, nil
	case tOpen, tDictOpen:
		if depth >= c.x.f.lim.Depth {
			return operand{}, &LimitError{What: "arrays and dictionaries nested", Limit: int64(c.x.f.lim.Depth), Unit: "deep", At: c.lx.offset()}
		}
		return c.container(t.kind, depth+1)
	}
	return operand{}, c.lx.errorf("unexpected %s in a content stream", t.describe())
}

// container reads an array (kept) or a dictionary (read through, for its nesting).
func (c *contentReader) container(open tokKind, depth int) (operand, error) {
	end, kind := tClose, byte('[')
	if open == tDictOpen {
		end, kind = tDictClose, '?'
	}
	for len(c.arrays) <= depth {
		c.arrays = append(c.arrays, nil)
	}
	items := c.arrays[depth][:0]
	defer func() { c.arrays[depth] = items[:0] }()
	for {
		t, err := c.lx.next()
		if err != nil {
			return operand{}, err
		}
		switch {
		case t.kind == end:
			return operand{kind: kind, arr: items[:len(items):len(items)]}, nil
		case t.kind == tEOF:
			return operand{}, c.lx.eofIn("an array or dictionary")
		}
		v, err := c.operand(t, depth)
		if err != nil {
			return operand{}, err
		}
		if kind == '[' {
			items = append(items, v)
		}
	}
}

// skipInlineImage skips "BI dict ID data EI": the data is binary and ends at the
// first EI between white space.
func (c *contentReader) skipInlineImage() error {
	for {
		t, err := c.lx.next()
		if err != nil {
			return err
		}
		if t.kind == tEOF {
			return c.lx.eofIn("an inline image")
		}
		if t.kind == tKeyword && string(t.b) == "ID" {
			break
		}
	}
	if _, ok := c.lx.peek(); ok {
		c.lx.pos++ // the white space after ID
	}
	a, b := byte(' '), byte(0) // the two bytes before the current one
	for {
		ch, ok := c.lx.peek()
		if !ok {
			return c.lx.eofIn("an inline image")
		}
		c.lx.pos++
		if isSpace(a) && b == 'E' && ch == 'I' {
			if n, ok := c.lx.peek(); !ok || isSpace(n) {
				c.stack, c.count = c.stack[:0], 0
				return nil
			}
		}
		a, b = b, ch
	}
}

// deepCopy copies operands and the arrays in them, which the reader reuses.
func deepCopy(args []operand) []operand {
	out := append([]operand(nil), args...)
	for i := range out {
		if out[i].arr != nil {
			out[i].arr = deepCopy(out[i].arr)
		}
	}
	return out
}

// intern returns b as a string shared by every use of the same name.
func (x *extractor) intern(b []byte) string {
	if s, ok := x.names[string(b)]; ok {
		return s
	}
	s := string(b)
	x.names[s] = s
	return s
}

// compile parses a form's content once into the operators the interpreter acts on:
// a form drawn on every page (a board drawing, an icon) is read once per document.
func (x *extractor) compile(s *pdfStream) ([]op, error) {
	r, err := x.f.decode(s)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	var ops []op
	err = x.parseContent(r, func(code opcode, args []operand) {
		ops = append(ops, op{code, deepCopy(args)})
	})
	if err != nil {
		return nil, fmt.Errorf("form XObject (object %d): %w", s.num, err)
	}
	return ops, nil
}
