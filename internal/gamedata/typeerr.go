package gamedata

import (
	"bytes"
	"reflect"
	"regexp"
	"strings"

	"github.com/BurntSushi/toml"
	"github.com/excalibur-kit/excalibur/internal/tomlscan"
)

// A value of the wrong type (strip = "two") is found by the decoder after parsing, and
// its error names the key path (manor.strip) with the line of that path's last
// occurrence in the file, not of the bad one. The bad record is found again here: the
// first element, in file order, whose value at that path does not decode on its own.

// reTypeErr reads the decoder's "line N (last key "K"): message" errors.
var reTypeErr = regexp.MustCompile(`^toml: (?:line \d+ )?\(last key "(.*)"\): (.*)$`)

// badValue is where a value that failed to decode is: the array of tables and element
// holding it (table "" when it is in no array of tables) and the key below them.
type badValue struct {
	table string
	index int
	rec   map[string]any
	key   []string
}

// typeError locates a decoding error that names a key, given the generic decoding of
// the file; ok is false when the error is of another kind.
func (s *source) typeError(err error, into any) (*Error, bool) {
	m := reTypeErr.FindStringSubmatch(err.Error())
	if m == nil || s.raw == nil {
		return nil, false
	}
	path := tomlscan.SplitKey(m[1])
	e := &Error{File: s.name, Field: m[1], Msg: m[2]}
	b, found := findBad(s.raw, reflect.TypeOf(into), path, nil)
	switch {
	case !found:
		e.Line = s.keyLine(path, 0)
	case b.table == "":
		e.Line = s.keyLine(path, 0)
	default:
		e.Line = s.fieldLine(b.table, b.index, strings.Join(b.key, "."))
		e.Field = recordLabel(b.table, b.index, b.rec) + " " + strings.Join(b.key, ".")
	}
	return e, true
}

// findBad walks the generic value v and the Go type t down path; at an array of tables
// it tries each element in turn. done is the path walked so far.
func findBad(v any, t reflect.Type, path, done []string) (badValue, bool) {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == nil {
		return badValue{}, false
	}
	if len(path) == 0 {
		return badValue{}, !decodes(v, t)
	}
	switch v := v.(type) {
	case map[string]any:
		child, ok := v[path[0]]
		if !ok {
			return badValue{}, false
		}
		return findBad(child, fieldType(t, path[0]), path[1:], append(done, path[0]))
	case []map[string]any:
		if t.Kind() != reflect.Slice && t.Kind() != reflect.Array {
			return badValue{}, false
		}
		for i, rec := range v {
			b, bad := findBad(rec, t.Elem(), path, done)
			if !bad {
				continue
			}
			if b.table == "" {
				b = badValue{table: strings.Join(done, "."), index: i, rec: rec, key: path}
			}
			return b, true
		}
	}
	return badValue{}, false
}

// fieldType is the type of the field or element that key names in a value of type t.
func fieldType(t reflect.Type, key string) reflect.Type {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Map:
		return t.Elem()
	case reflect.Struct:
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			name, _, _ := strings.Cut(f.Tag.Get("toml"), ",")
			if name == key || name == "" && strings.EqualFold(f.Name, key) {
				return f.Type
			}
			if f.Anonymous && name == "" {
				if ft := fieldType(f.Type, key); ft != nil {
					return ft
				}
			}
		}
	}
	return nil
}

// decodes says whether v, written back as TOML, decodes into a value of type t.
func decodes(v any, t reflect.Type) bool {
	var buf bytes.Buffer
	if err := toml.NewEncoder(&buf).Encode(map[string]any{"v": v}); err != nil {
		return false
	}
	_, err := toml.Decode(buf.String(), reflect.New(reflect.MapOf(reflect.TypeOf(""), t)).Interface())
	return err == nil
}
