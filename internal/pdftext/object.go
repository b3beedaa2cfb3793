package pdftext

import (
	"fmt"
)

// The PDF objects, as the parser returns them:
//
//	null          nil
//	boolean       bool
//	number        float64 (integers too: every count and offset the reader needs fits)
//	name          name
//	string        string
//	array         array
//	dictionary    dict
//	stream        *pdfStream
//	reference     ref
type (
	object any
	name   string
	array  []object
	dict   map[name]object
	ref    struct{ num, gen int }
)

// pdfStream is a stream object: its dictionary and its raw (still encoded) bytes, a
// slice of the file.
type pdfStream struct {
	hdr dict
	raw []byte
	num int // object number, for messages
}

// parser reads objects from a lexer, with one token of look-ahead (two for the
// "num gen R" of a reference).
type parser struct {
	lx     *lexer
	lim    *Limits
	values *int    // values parsed so far in the document, for Limits.Values
	ahead  []token // tokens read but not yet used, in order
}

func (p *parser) next() (token, error) {
	if n := len(p.ahead); n > 0 {
		t := p.ahead[0]
		p.ahead = p.ahead[:copy(p.ahead, p.ahead[1:])]
		return t, nil
	}
	return p.lx.next()
}

// peekToken returns the i-th token ahead (0: the next one) without using it.
// Keywords and strings are copied, since the lexer reuses their bytes.
func (p *parser) peekToken(i int) (token, error) {
	for len(p.ahead) <= i {
		t, err := p.lx.next()
		if err != nil {
			return t, err
		}
		t.b = append([]byte(nil), t.b...)
		p.ahead = append(p.ahead, t)
	}
	return p.ahead[i], nil
}

// object reads one object, nested at most p.lim.Depth deep.
func (p *parser) object(depth int) (object, error) {
	t, err := p.next()
	if err != nil {
		return nil, err
	}
	return p.objectFrom(t, depth)
}

func (p *parser) objectFrom(t token, depth int) (object, error) {
	if *p.values++; *p.values > p.lim.Values {
		return nil, &LimitError{What: "the objects hold", Limit: int64(p.lim.Values), Unit: "values", At: p.lx.offset()}
	}
	switch t.kind {
	case tEOF:
		return nil, p.lx.errorf("the input ends where an object was expected")
	case tNum:
		return p.numberOrRef(t)
	case tName:
		return name(t.b), nil
	case tString:
		return string(t.b), nil
	case tOpen:
		if depth >= p.lim.Depth {
			return nil, p.tooDeep()
		}
		return p.array(depth + 1)
	case tDictOpen:
		if depth >= p.lim.Depth {
			return nil, p.tooDeep()
		}
		return p.dict(depth + 1)
	case tKeyword:
		switch string(t.b) {
		case "null":
			return nil, nil
		case "true":
			return true, nil
		case "false":
			return false, nil
		}
		return nil, p.lx.errorf("%q where an object was expected", t.b)
	}
	return nil, p.lx.errorf("unexpected %s where an object was expected", t.describe())
}

func (p *parser) tooDeep() error {
	return &LimitError{What: "arrays and dictionaries nested", Limit: int64(p.lim.Depth), Unit: "deep", At: p.lx.offset()}
}

// numberOrRef reads a number, or a reference if two more tokens "gen R" follow.
func (p *parser) numberOrRef(t token) (object, error) {
	if !t.isInt || t.num < 0 {
		return t.num, nil
	}
	gen, err := p.peekToken(0)
	if err != nil || gen.kind != tNum || !gen.isInt || gen.num < 0 {
		return t.num, nil
	}
	r, err := p.peekToken(1)
	if err != nil || r.kind != tKeyword || string(r.b) != "R" {
		return t.num, nil
	}
	p.ahead = p.ahead[:0]
	return ref{int(t.num), int(gen.num)}, nil
}

func (p *parser) array(depth int) (object, error) {
	var a array
	for {
		t, err := p.next()
		if err != nil {
			return nil, err
		}
		if t.kind == tClose {
			return a, nil
		}
		v, err := p.objectFrom(t, depth)
		if err != nil {
			return nil, err
		}
		a = append(a, v)
	}
}

func (p *parser) dict(depth int) (object, error) {
	d := dict{}
	for {
		t, err := p.next()
		if err != nil {
			return nil, err
		}
		switch t.kind {
		case tDictClose:
			return d, nil
		case tName:
		default:
			return nil, p.lx.errorf("%s where a dictionary key was expected", t.describe())
		}
		key := name(t.b)
		v, err := p.object(depth)
		if err != nil {
			return nil, err
		}
		d[key] = v
	}
}

// describe names a token in a message.
func (t token) describe() string {
	switch t.kind {
	case tEOF:
		return "the end of the input"
	case tNum:
		return fmt.Sprintf("the number %v", t.num)
	case tName:
		return fmt.Sprintf("the name /%s", t.b)
	case tString:
		return "a string"
	case tKeyword:
		return fmt.Sprintf("%q", t.b)
	case tOpen, tClose:
		return "a bracket"
	case tDictOpen, tDictClose:
		return "a dictionary bracket"
	}
	return "a brace"
}

// Accessors for parsed objects: each takes the object as found (a reference is
// resolved first) and returns the zero value when it is of another type.

func (d dict) has(key name) bool { _, ok := d[key]; return ok }
