package pdfdraw

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"regexp"
	"strconv"
	"sync"
)

// fpdf compresses each stream with a zlib writer of its own, and a writer costs far more
// to set up than a page's worth of compressing: a counter sheet or a rulebook has dozens
// of streams. So fpdf writes them plain, and the fix-up pass compresses them here with
// writers taken from a pool. Same algorithm, same level, same bytes every time.

var zwriters = sync.Pool{New: func() any {
	w, _ := zlib.NewWriterLevel(nil, zlib.BestSpeed)
	return w
}}

var lengthRE = regexp.MustCompile(`/Length \d+`)

const (
	streamStart = "\nstream\n"
	streamEnd   = "\nendstream\n"
)

// compressStreams compresses every stream object that has no filter yet.
func (f *pdfFile) compressStreams() error {
	for i := range f.objs {
		o := &f.objs[i]
		at := bytes.Index(o.body, []byte(streamStart))
		if at < 0 {
			continue
		}
		dict, rest := o.body[:at], o.body[at+len(streamStart):]
		if bytes.Contains(dict, []byte("/Filter")) {
			continue
		}
		if !bytes.HasSuffix(rest, []byte(streamEnd)) || lengthRE.Find(dict) == nil {
			return fmt.Errorf("object %d: a stream without /Length or endstream", o.num)
		}
		data := rest[:len(rest)-len(streamEnd)]
		z, err := deflate(data)
		if err != nil {
			return fmt.Errorf("object %d: %w", o.num, err)
		}
		newDict := lengthRE.ReplaceAll(dict, []byte("/Length "+strconv.Itoa(len(z))+"\n/Filter /FlateDecode"))
		var b bytes.Buffer
		b.Grow(len(newDict) + len(z) + 32)
		b.Write(newDict)
		b.WriteString(streamStart)
		b.Write(z)
		b.WriteString(streamEnd)
		o.body = b.Bytes()
	}
	return nil
}

func deflate(data []byte) ([]byte, error) {
	var buf bytes.Buffer
	buf.Grow(len(data)/3 + 64)
	w := zwriters.Get().(*zlib.Writer)
	defer zwriters.Put(w)
	w.Reset(&buf)
	if _, err := w.Write(data); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
