package gamedata

import (
	"io/fs"
	"reflect"
	"sync"
)

// Cache keeps each data file's decoding between loads, so a load after one file was
// saved decodes that file alone: the live preview (excalibur serve) reloads the data on
// every save, and decoding the board's map.toml is most of a load. A file is taken from
// the cache only when its text is the same, byte for byte; each load gets its own copy
// of the decoded records, which the checks that follow decoding may change. The zero
// Cache is ready to use, and safe for one loader at a time.
type Cache struct {
	mu    sync.Mutex
	files map[string]decoded
	// The valley checks' measures of the map, kept with the text of map.toml they were
	// made on: a load of the same text takes them (measures.go).
	mapText  string
	measures *measures
}

// measuresOf are the measures for the map just parsed: those of the last load when its
// text is the same, or new ones (always new without a cache).
func (c *Cache) measuresOf(srcs Sources) *measures {
	if c == nil {
		return &measures{}
	}
	text := ""
	if s := srcs[valleyFile]; s != nil {
		text = s.text
	}
	if c.measures == nil || c.mapText != text {
		c.mapText, c.measures = text, &measures{}
	}
	return c.measures
}

// decoded is one file's text and what decoding it gave, kept as it was right after the
// decoding.
type decoded struct {
	text  string
	value reflect.Value // a copy of what the file decoded into, never handed out
	src   *source
	errs  Errors
}

// Load is the package's Load, decoding again only the files whose text changed.
func (c *Cache) Load(fsys fs.FS) (*Data, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return load(fsys, c)
}

// has says whether c holds a decoding of the file from the same text.
func (c *Cache) has(shown, text string) bool {
	if c == nil {
		return false
	}
	d, ok := c.files[shown]
	return ok && d.text == text
}

// decode decodes text into into, or copies the earlier decoding of the same text.
func (c *Cache) decode(shown, text string, into any) (*source, Errors) {
	if c == nil {
		return decodeText(shown, text, into)
	}
	dst := reflect.ValueOf(into).Elem()
	if d, ok := c.files[shown]; ok && d.text == text {
		copyInto(dst, d.value)
		src := *d.src // its own copy: the line index is filled in on first use
		return &src, d.errs
	}
	src, errs := decodeText(shown, text, into)
	if src == nil {
		return src, errs
	}
	kept := reflect.New(dst.Type()).Elem()
	copyInto(kept, dst)
	if c.files == nil {
		c.files = map[string]decoded{}
	}
	keptSrc := *src
	c.files[shown] = decoded{text: text, value: kept, src: &keptSrc, errs: errs}
	return src, errs
}

// copyInto deep-copies decoded records from src to dst, sharing no slice, map or
// pointer with src. A pointer already set in dst is written through: the decoding
// targets point into the Data being loaded. Unexported fields are left as they are, as
// decoding leaves them.
func copyInto(dst, src reflect.Value) {
	switch src.Kind() {
	case reflect.Pointer:
		if src.IsNil() {
			dst.SetZero()
			return
		}
		if dst.IsNil() {
			dst.Set(reflect.New(src.Type().Elem()))
		}
		copyInto(dst.Elem(), src.Elem())
	case reflect.Slice:
		if src.IsNil() {
			dst.SetZero()
			return
		}
		n := reflect.MakeSlice(src.Type(), src.Len(), src.Len())
		for i := range src.Len() {
			copyInto(n.Index(i), src.Index(i))
		}
		dst.Set(n)
	case reflect.Map:
		if src.IsNil() {
			dst.SetZero()
			return
		}
		n := reflect.MakeMapWithSize(src.Type(), src.Len())
		for it := src.MapRange(); it.Next(); {
			v := reflect.New(src.Type().Elem()).Elem()
			copyInto(v, it.Value())
			n.SetMapIndex(it.Key(), v)
		}
		dst.Set(n)
	case reflect.Struct:
		for i := range src.NumField() {
			if src.Type().Field(i).IsExported() {
				copyInto(dst.Field(i), src.Field(i))
			}
		}
	case reflect.Interface:
		if src.IsNil() {
			dst.SetZero()
			return
		}
		v := reflect.New(src.Elem().Type()).Elem()
		copyInto(v, src.Elem())
		dst.Set(v)
	default:
		dst.Set(src)
	}
}
