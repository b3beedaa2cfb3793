package pdftext

import (
	"bufio"
	"bytes"
	"compress/zlib"
	"encoding/ascii85"
	"fmt"
	"io"
	"sync"
)

// Stream filters. Every decoded stream is read through a counter that refuses the
// stream past Limits.Stream and the document past Limits.Decoded, so a deflate bomb
// costs the time of reading up to the limit and no memory beyond the reader's window.

// decode returns a reader of s's decoded bytes, within Limits.Stream. Its Close
// returns pooled decoders.
func (f *file) decode(s *pdfStream) (io.ReadCloser, error) { return f.decodeWithin(s, f.lim.Stream) }

func (f *file) decodeWithin(s *pdfStream, limit int64) (io.ReadCloser, error) {
	filters, params := f.filters(s.hdr)
	var r io.Reader = bytes.NewReader(s.raw)
	var closers []func()
	for i, fl := range filters {
		var err error
		switch fl {
		case "FlateDecode", "Fl":
			var z io.ReadCloser
			z, err = newZlib(r)
			if err == nil {
				closers = append(closers, func() { putZlib(z) })
				r, err = f.predictor(z, f.dict(params[i]))
			}
		case "ASCIIHexDecode", "AHx":
			r = &hexReader{r: bufio.NewReader(r)}
		case "ASCII85Decode", "A85":
			r = ascii85.NewDecoder(&a85End{r: bufio.NewReader(r)})
		default:
			err = fmt.Errorf("filter /%s is not supported", fl)
		}
		if err != nil {
			for _, c := range closers {
				c()
			}
			return nil, fmt.Errorf("stream of object %d: %w", s.num, err)
		}
	}
	return &counted{r: r, f: f, num: s.num, limit: limit, left: limit, closers: closers}, nil
}

// filters lists /Filter and the /DecodeParms of each.
func (f *file) filters(hdr dict) ([]name, []object) {
	switch v := f.resolve(hdr["Filter"]).(type) {
	case name:
		return []name{v}, []object{f.resolve(hdr["DecodeParms"])}
	case array:
		ps := f.array(hdr["DecodeParms"])
		names := make([]name, len(v))
		params := make([]object, len(v))
		for i, x := range v {
			names[i] = f.name(x)
			if i < len(ps) {
				params[i] = ps[i]
			}
		}
		return names, params
	}
	return nil, nil
}

// counted enforces the limits on decoded bytes.
type counted struct {
	r       io.Reader
	f       *file
	num     int
	limit   int64
	left    int64
	closers []func()
}

func (c *counted) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.left -= int64(n)
	c.f.decoded += int64(n)
	switch {
	case c.left < 0:
		return n, fmt.Errorf("stream of object %d: %w", c.num, limitErr("decodes to", c.limit, "bytes"))
	case c.f.decoded > c.f.lim.Decoded:
		return n, limitErr("the streams decode to", c.f.lim.Decoded, "bytes in all")
	}
	return n, err
}

func (c *counted) Close() error {
	for _, fn := range c.closers {
		fn()
	}
	c.closers = nil
	return nil
}

// Decompressors are pooled: each holds tens of KB of tables, and a document has
// hundreds of streams.
var zlibPool sync.Pool

func newZlib(r io.Reader) (io.ReadCloser, error) {
	if z, ok := zlibPool.Get().(io.ReadCloser); ok {
		if err := z.(zlib.Resetter).Reset(r, nil); err != nil {
			return nil, err
		}
		return z, nil
	}
	return zlib.NewReader(r)
}

func putZlib(z io.ReadCloser) { zlibPool.Put(z) }

// predictor undoes a Flate stream's PNG predictor (/Predictor 10 to 15), as
// cross-reference streams use. TIFF prediction is not supported.
func (f *file) predictor(r io.Reader, params dict) (io.Reader, error) {
	pred, _ := f.num(params["Predictor"])
	if pred <= 1 {
		return r, nil
	}
	if pred < 10 {
		return nil, fmt.Errorf("/Predictor %v is not supported", pred)
	}
	cols, colors, bits := 1.0, 1.0, 8.0
	if v, ok := f.num(params["Columns"]); ok {
		cols = v
	}
	if v, ok := f.num(params["Colors"]); ok {
		colors = v
	}
	if v, ok := f.num(params["BitsPerComponent"]); ok {
		bits = v
	}
	bpp := max(1, int(colors*bits+7)/8)
	row := int(cols*colors*bits+7) / 8
	if cols < 1 || colors < 1 || bits < 1 || row > maxToken {
		return nil, fmt.Errorf("predictor rows of %v columns are not supported", cols)
	}
	return &pngReader{r: r, bpp: bpp, prev: make([]byte, row), cur: make([]byte, row+1)}, nil
}

// pngReader undoes PNG row filters, each row led by its filter type byte.
type pngReader struct {
	r         io.Reader
	bpp       int
	prev, cur []byte
	out       []byte // decoded bytes of the current row not yet returned
}

func (p *pngReader) Read(b []byte) (int, error) {
	if len(p.out) == 0 {
		if _, err := io.ReadFull(p.r, p.cur); err != nil {
			if err == io.ErrUnexpectedEOF {
				err = io.EOF // a short last row is dropped
			}
			return 0, err
		}
		row := p.cur[1:]
		for i := range row {
			var left, up, ul byte
			if i >= p.bpp {
				left, ul = row[i-p.bpp], p.prev[i-p.bpp]
			}
			up = p.prev[i]
			switch p.cur[0] {
			case 1:
				row[i] += left
			case 2:
				row[i] += up
			case 3:
				row[i] += byte((int(left) + int(up)) / 2)
			case 4:
				row[i] += paeth(left, up, ul)
			}
		}
		copy(p.prev, row)
		p.out = p.prev
	}
	n := copy(b, p.out)
	p.out = p.out[n:]
	return n, nil
}

func paeth(a, b, c byte) byte {
	p := int(a) + int(b) - int(c)
	pa, pb, pc := abs(p-int(a)), abs(p-int(b)), abs(p-int(c))
	switch {
	case pa <= pb && pa <= pc:
		return a
	case pb <= pc:
		return b
	}
	return c
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// hexReader decodes ASCIIHexDecode: hex digit pairs, white space ignored, '>' ends.
type hexReader struct {
	r    *bufio.Reader
	done bool
}

func (h *hexReader) Read(b []byte) (int, error) {
	n := 0
	for n < len(b) && !h.done {
		var d [2]byte
		k := 0
		for k < 2 {
			c, err := h.r.ReadByte()
			if err == io.EOF || c == '>' {
				h.done = true
				break
			}
			if err != nil {
				return n, err
			}
			if isSpace(c) {
				continue
			}
			v, ok := hexDigit(c)
			if !ok {
				return n, fmt.Errorf("ASCIIHexDecode: %q is not a hex digit", c)
			}
			d[k], k = v, k+1
		}
		if k > 0 {
			b[n], n = d[0]<<4|d[1], n+1
		}
	}
	if n == 0 && h.done {
		return 0, io.EOF
	}
	return n, nil
}

// a85End stops an ASCII85 stream at its "~>" (Go's decoder does not know the
// delimiter) and drops the optional leading "<~".
type a85End struct {
	r             *bufio.Reader
	started, done bool
}

func (a *a85End) Read(b []byte) (int, error) {
	if !a.started {
		a.started = true
		if p, _ := a.r.Peek(2); string(p) == "<~" {
			a.r.Discard(2)
		}
	}
	n := 0
	for n < len(b) && !a.done {
		c, err := a.r.ReadByte()
		if err != nil || c == '~' {
			a.done = true
			break
		}
		b[n], n = c, n+1
	}
	if n == 0 && a.done {
		return 0, io.EOF
	}
	return n, nil
}
