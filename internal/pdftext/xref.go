package pdftext

import (
	"bytes"
	"errors"
	"fmt"
	"io"
)

// The file's structure: the cross-reference table (classic tables and
// cross-reference streams, following /Prev), the trailer, and each object parsed on
// first use, from the file or from an object stream.

// file is an opened PDF. Its accessors (dict, num, ...) resolve references and record
// the first failure in err, so that the code reading fonts and pages stays linear; the
// caller checks err after each page.
type file struct {
	data    []byte
	lim     Limits
	xref    []xrefEntry
	trailer dict
	objs    map[int]object
	busy    map[int]bool // objects being loaded: a /Length or object stream that needs itself
	objStms map[int]*objStm
	decoded int64 // bytes decoded so far, for Limits.Decoded
	values  int   // values parsed so far, for Limits.Values
	err     error
}

type xrefEntry struct {
	kind uint8 // 0: not given, entryUsed, entryPacked (in an object stream), entryFree
	gen  int
	off  int64 // entryUsed: byte offset; entryPacked: index in the object stream
	stm  int   // entryPacked: the object stream's number
}

const (
	entryUsed   = 1
	entryPacked = 2
	entryFree   = 3
)

// objStm is an object stream, decoded: its objects' offsets in data, by number.
type objStm struct {
	data []byte
	offs map[int]int
}

// maxXrefSections bounds the /Prev chain (incremental updates).
const maxXrefSections = 256

func openFile(data []byte, lim Limits) (*file, error) {
	if i := bytes.Index(data[:min(len(data), 1024)], []byte("%PDF-")); i < 0 {
		return nil, errors.New("no %PDF- header")
	}
	f := &file{data: data, lim: lim, objs: map[int]object{}, busy: map[int]bool{}, objStms: map[int]*objStm{}}
	start, err := f.startXref()
	if err != nil {
		return nil, err
	}
	seen := map[int64]bool{}
	for off, n := start, 0; off >= 0; n++ {
		if seen[off] || n >= maxXrefSections {
			return nil, fmt.Errorf("cross-reference sections loop back (at byte %d)", off)
		}
		seen[off] = true
		trailer, err := f.readSection(off)
		if err != nil {
			return nil, fmt.Errorf("cross-reference section at byte %d: %w", off, err)
		}
		if f.trailer == nil {
			f.trailer = trailer
		}
		off = -1
		if prev, ok := trailer["Prev"].(float64); ok {
			off = int64(prev)
		}
	}
	if f.trailer.has("Encrypt") {
		return nil, errors.New("the file is encrypted")
	}
	return f, nil
}

// startXref reads the offset after the last "startxref".
func (f *file) startXref() (int64, error) {
	tail := max(0, len(f.data)-1024)
	i := bytes.LastIndex(f.data[tail:], []byte("startxref"))
	if i < 0 {
		return 0, errors.New("no startxref at the end of the file")
	}
	t, err := memLexer(f.data, tail+i+len("startxref")).next()
	if err != nil || t.kind != tNum || !t.isInt || t.num < 0 || t.num >= float64(len(f.data)) {
		return 0, errors.New("startxref is not followed by an offset within the file")
	}
	return int64(t.num), nil
}

// readSection reads the cross-reference section at off, a table or a stream, and
// returns its trailer.
func (f *file) readSection(off int64) (dict, error) {
	p := f.parser(f.data, int(off))
	t, err := p.next()
	if err != nil {
		return nil, err
	}
	if t.kind == tKeyword && string(t.b) == "xref" {
		return f.readTable(p)
	}
	if t.kind != tNum {
		return nil, errors.New("neither a table nor a stream")
	}
	p.ahead = append(p.ahead, t)
	num, v, err := f.parseIndirect(p, -1)
	if err != nil {
		return nil, err
	}
	s, ok := v.(*pdfStream)
	if !ok || s.hdr["Type"] != name("XRef") {
		return nil, fmt.Errorf("object %d is not a cross-reference stream", num)
	}
	return s.hdr, f.readXrefStream(s)
}

// readTable reads the subsections of a classic table ("start count", then count
// entries "offset gen n|f") and the trailer after them.
func (f *file) readTable(p *parser) (dict, error) {
	for {
		t, err := p.next()
		if err != nil {
			return nil, err
		}
		if t.kind == tKeyword && string(t.b) == "trailer" {
			v, err := p.object(0)
			d, ok := v.(dict)
			if err != nil || !ok {
				return nil, fmt.Errorf("no trailer dictionary after the table (%v)", err)
			}
			if s, ok := d["XRefStm"].(float64); ok { // a hybrid file: the stream comes first
				if _, err := f.readSection(int64(s)); err != nil {
					return nil, err
				}
			}
			return d, nil
		}
		cnt, err := p.next()
		if err != nil || t.kind != tNum || cnt.kind != tNum || !t.isInt || !cnt.isInt || t.num < 0 || cnt.num < 0 {
			return nil, errors.New(`a subsection that does not start with "first count"`)
		}
		first, count := int64(t.num), int64(cnt.num)
		if err := f.grow(first+count, p.lx.offset(), count*6); err != nil {
			return nil, err
		}
		for i := range count {
			if err := f.tableEntry(p, int(first+i)); err != nil {
				return nil, err
			}
		}
	}
}

// grow makes room for object numbers below n, after checking n against the limit and
// that the file has room for the entries (need bytes from at).
func (f *file) grow(n, at, need int64) error {
	if n > int64(f.lim.Objects) {
		return &LimitError{What: "a cross-reference table of", Limit: int64(f.lim.Objects), Unit: "objects", At: at}
	}
	if need > int64(len(f.data))-at {
		return fmt.Errorf("%d entries announced at byte %d, more than the rest of the file can hold", n, at)
	}
	if int(n) > len(f.xref) {
		f.xref = append(f.xref, make([]xrefEntry, int(n)-len(f.xref))...)
	}
	return nil
}

func (f *file) tableEntry(p *parser, num int) error {
	off, err1 := p.next()
	gen, err2 := p.next()
	kw, err3 := p.next()
	if err := errors.Join(err1, err2, err3); err != nil {
		return err
	}
	if off.kind != tNum || gen.kind != tNum || kw.kind != tKeyword || (string(kw.b) != "n" && string(kw.b) != "f") {
		return fmt.Errorf("entry of object %d is not \"offset gen n|f\"", num)
	}
	if f.xref[num].kind != 0 {
		return nil // a newer section gave it
	}
	e := xrefEntry{kind: entryFree}
	if string(kw.b) == "n" {
		e = xrefEntry{kind: entryUsed, gen: int(gen.num), off: int64(off.num)}
	}
	f.xref[num] = e
	return nil
}

// readXrefStream reads the entries of a cross-reference stream: /W gives each field's
// width in bytes, /Index the subsections.
func (f *file) readXrefStream(s *pdfStream) error {
	size, _ := s.hdr["Size"].(float64)
	if size < 0 || size > float64(f.lim.Objects) {
		return &LimitError{What: "a cross-reference stream of", Limit: int64(f.lim.Objects), Unit: "objects", At: -1}
	}
	w, _ := s.hdr["W"].(array)
	var widths [3]int
	total := 0
	for i := range widths {
		if i >= len(w) {
			return errors.New("/W has fewer than 3 widths")
		}
		n, ok := w[i].(float64)
		if !ok || n < 0 || n > 8 {
			return fmt.Errorf("/W %v is not three widths of 0 to 8 bytes", w)
		}
		widths[i] = int(n)
		total += int(n)
	}
	index := array{0.0, size}
	if ix, ok := s.hdr["Index"].(array); ok {
		index = ix
	}
	data, err := f.readAll(s)
	if err != nil {
		return err
	}
	for i := 0; i+1 < len(index); i += 2 {
		first, ok1 := index[i].(float64)
		count, ok2 := index[i+1].(float64)
		if !ok1 || !ok2 || first < 0 || count < 0 {
			return fmt.Errorf("/Index %v is not pairs of numbers", index)
		}
		if err := f.grow(int64(first+count), 0, 0); err != nil {
			return err
		}
		if int64(count)*int64(total) > int64(len(data)) {
			return fmt.Errorf("/Index announces %v entries, the stream holds %d", count, len(data)/max(total, 1))
		}
		for j := range int(count) {
			f.streamEntry(int(first)+j, data[:total], widths)
			data = data[total:]
		}
	}
	return nil
}

func (f *file) streamEntry(num int, b []byte, widths [3]int) {
	field := func(i int) int64 {
		var v int64
		for range widths[i] {
			v, b = v<<8|int64(b[0]), b[1:]
		}
		return v
	}
	typ := int64(1) // the default when the type field has no width
	if widths[0] > 0 {
		typ = field(0)
	}
	a, c := field(1), field(2)
	if f.xref[num].kind != 0 {
		return
	}
	switch typ {
	case 0:
		f.xref[num] = xrefEntry{kind: entryFree}
	case 1:
		f.xref[num] = xrefEntry{kind: entryUsed, off: a, gen: int(c)}
	case 2:
		f.xref[num] = xrefEntry{kind: entryPacked, stm: int(a), off: c}
	}
}

// parseIndirect reads "num gen obj" and the object after it; want is the number
// expected, or -1 for any.
func (f *file) parseIndirect(p *parser, want int) (int, object, error) {
	n, err1 := p.next()
	g, err2 := p.next()
	kw, err3 := p.next()
	if err := errors.Join(err1, err2, err3); err != nil {
		return 0, nil, err
	}
	if n.kind != tNum || g.kind != tNum || kw.kind != tKeyword || string(kw.b) != "obj" {
		return 0, nil, errors.New(`no "num gen obj" where the cross-reference table points`)
	}
	num := int(n.num)
	if want >= 0 && num != want {
		return 0, nil, fmt.Errorf("the table points to object %d for object %d", num, want)
	}
	v, err := p.object(0)
	if err != nil {
		return 0, nil, err
	}
	hdr, ok := v.(dict)
	if !ok {
		return num, v, nil
	}
	t, err := p.next()
	if err != nil || t.kind != tKeyword || string(t.b) != "stream" {
		return num, v, nil // endobj, or something lenient readers also skip
	}
	s, err := f.streamData(p.lx, num, hdr)
	return num, s, err
}

// streamData takes a stream's raw bytes after its "stream" keyword.
func (f *file) streamData(lx *lexer, num int, hdr dict) (*pdfStream, error) {
	pos := lx.pos
	if pos < len(f.data) && f.data[pos] == '\r' {
		pos++
	}
	if pos < len(f.data) && f.data[pos] == '\n' {
		pos++
	}
	f.busy[num] = true // a /Length that refers to this very object
	length, ok := f.resolve(hdr["Length"]).(float64)
	delete(f.busy, num)
	if !ok || length < 0 || length != float64(int64(length)) {
		return nil, fmt.Errorf("stream of object %d: /Length is %v, not a byte count", num, hdr["Length"])
	}
	if left := len(f.data) - pos; length > float64(left) {
		return nil, fmt.Errorf("stream of object %d: /Length %d runs past the end of the file (%d bytes left)", num, int64(length), left)
	}
	end := pos + int(length)
	after := memLexer(f.data, end)
	if t, err := after.next(); err != nil || t.kind != tKeyword || string(t.b) != "endstream" {
		return nil, fmt.Errorf("stream of object %d: no endstream after its /Length of %d bytes", num, end-pos)
	}
	return &pdfStream{hdr: hdr, raw: f.data[pos:end:end], num: num}, nil
}

func (f *file) parser(data []byte, at int) *parser {
	return &parser{lx: memLexer(data, at), lim: &f.lim, values: &f.values}
}

// load returns object num, parsing it on first use.
func (f *file) load(num int) (object, error) {
	if v, ok := f.objs[num]; ok {
		return v, nil
	}
	if num < 0 || num >= len(f.xref) {
		return nil, nil // an undefined object is null
	}
	if f.busy[num] {
		return nil, fmt.Errorf("object %d refers to itself", num)
	}
	f.busy[num] = true
	defer delete(f.busy, num)
	var v object
	var err error
	switch e := f.xref[num]; e.kind {
	case entryUsed:
		if e.off < 0 || e.off >= int64(len(f.data)) {
			return nil, fmt.Errorf("object %d: offset %d outside the file", num, e.off)
		}
		p := f.parser(f.data, int(e.off))
		_, v, err = f.parseIndirect(p, num)
	case entryPacked:
		v, err = f.loadPacked(num, e)
	}
	if err != nil {
		return nil, fmt.Errorf("object %d: %w", num, err)
	}
	f.objs[num] = v
	return v, nil
}

// loadPacked reads an object from its object stream.
func (f *file) loadPacked(num int, e xrefEntry) (object, error) {
	st, err := f.objStm(e.stm)
	if err != nil {
		return nil, err
	}
	off, ok := st.offs[num]
	if !ok {
		return nil, fmt.Errorf("not in object stream %d", e.stm)
	}
	p := f.parser(st.data, off)
	return p.object(0)
}

func (f *file) objStm(num int) (*objStm, error) {
	if st := f.objStms[num]; st != nil {
		return st, nil
	}
	v, err := f.load(num)
	if err != nil {
		return nil, err
	}
	s, ok := v.(*pdfStream)
	if !ok || s.hdr["Type"] != name("ObjStm") {
		return nil, fmt.Errorf("object %d is not an object stream", num)
	}
	n, _ := s.hdr["N"].(float64)
	first, _ := s.hdr["First"].(float64)
	data, err := f.readAll(s)
	if err != nil {
		return nil, err
	}
	if n > float64(f.lim.Objects) {
		return nil, &LimitError{What: fmt.Sprintf("object stream %d holds", num), Limit: int64(f.lim.Objects), Unit: "objects", At: -1}
	}
	if n < 0 || n*4 > float64(len(data)) || first < 0 || first > float64(len(data)) {
		return nil, fmt.Errorf("object stream %d: /N %v or /First %v do not fit its %d bytes", num, n, first, len(data))
	}
	st := &objStm{data: data, offs: make(map[int]int, int(n))}
	lx := memLexer(data, 0)
	for range int(n) {
		a, err1 := lx.next()
		b, err2 := lx.next()
		if err := errors.Join(err1, err2); err != nil || a.kind != tNum || b.kind != tNum {
			return nil, fmt.Errorf("object stream %d: its header is not pairs of numbers", num)
		}
		if at := int(first) + int(b.num); at < len(data) {
			st.offs[int(a.num)] = at
		}
	}
	f.objStms[num] = st
	return st, nil
}

// readAll decodes a stream that must be held whole (fonts, CMaps, object and
// cross-reference streams), within Limits.Held.
func (f *file) readAll(s *pdfStream) ([]byte, error) {
	r, err := f.decodeWithin(s, f.lim.Held)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	// A font program says its decoded size (/Length1): read into a buffer of that
	// size rather than one grown from nothing.
	if n, ok := s.hdr["Length1"].(float64); ok && n > 0 && n <= float64(f.lim.Held) {
		var b bytes.Buffer
		b.Grow(int(n) + bytes.MinRead)
		_, err = b.ReadFrom(r)
		return b.Bytes(), err
	}
	return io.ReadAll(r)
}

// fail records the first failure.
func (f *file) fail(err error) {
	if f.err == nil {
		f.err = err
	}
}

// resolve follows a reference; other objects are returned as they are.
func (f *file) resolve(o object) object {
	r, ok := o.(ref)
	if !ok {
		return o
	}
	v, err := f.load(r.num)
	if err != nil {
		f.fail(err)
		return nil
	}
	return v
}

// dict is o as a dictionary (a stream's dictionary for a stream), or nil.
func (f *file) dict(o object) dict {
	switch v := f.resolve(o).(type) {
	case dict:
		return v
	case *pdfStream:
		return v.hdr
	}
	return nil
}

// get is d[key], resolved.
func (f *file) get(d dict, key name) object { return f.resolve(d[key]) }

func (f *file) num(o object) (float64, bool) {
	v, ok := f.resolve(o).(float64)
	return v, ok
}

func (f *file) name(o object) name {
	v, _ := f.resolve(o).(name)
	return v
}

func (f *file) array(o object) array {
	v, _ := f.resolve(o).(array)
	return v
}

func (f *file) stream(o object) *pdfStream {
	v, _ := f.resolve(o).(*pdfStream)
	return v
}
