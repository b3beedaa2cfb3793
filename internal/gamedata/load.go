package gamedata

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"reflect"
	"strings"

	"github.com/BurntSushi/toml"
	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/limits"
	"github.com/excalibur-kit/excalibur/internal/tomlscan"
)

// Dir is how the data files are named in messages: the folder of the repository they
// live in.
const Dir = "content"

// source is one data file being read: its text for locating lines, and the generic view
// of its keys for checking what is present.
type source struct {
	name   string // e.g. content/manors.toml
	text   string
	raw    map[string]any
	layout []tomlscan.Entry // where its headers and keys are, scanned when first needed
}

// Load reads every data file from fsys (content.FS, or a directory in tests), checks
// each record, and proves the invariants of the data set. Any problem makes it fail with
// Errors naming file, line, field and what was expected.
func Load(fsys fs.FS) (*Data, error) { return load(fsys, nil) }

// load is Load, with the decoded files of an earlier load when c is not nil.
func load(fsys fs.FS, c *Cache) (*Data, error) {
	d, srcs, err := parse(fsys, c)
	if err != nil {
		return nil, err
	}
	var all Errors
	for _, g := range validate(d, srcs, c.measuresOf(srcs)) {
		all = append(all, g.Errs...)
	}
	if err := all.OrNil(); err != nil {
		return nil, err
	}
	d.idx = indexOf(d)
	return d, nil
}

// Sources are the parsed files, kept to point invariant failures at their lines.
type Sources map[string]*source

// Parse reads and decodes every data file and checks that each record has the keys it
// needs and no others, with values of the right type and range. It does not check how
// records relate to each other: Validate does.
func Parse(fsys fs.FS) (*Data, Sources, error) { return parse(fsys, nil) }

func parse(fsys fs.FS, c *Cache) (*Data, Sources, error) {
	d := &Data{}
	srcs := Sources{}
	var errs Errors
	for _, f := range dataFiles(d) {
		src, fileErrs := c.decodeFile(fsys, f.name, f.into)
		errs = append(errs, fileErrs...)
		if src != nil {
			srcs[f.name] = src
		}
	}
	if len(errs) == 0 {
		errs = append(errs, checkRecords(d, srcs)...)
		errs = append(errs, checkValleyRecords(d, srcs)...)
	}
	if len(errs) == 0 {
		d.markEntries()
		d.srcs = srcs
	}
	if err := errs.OrNil(); err != nil {
		return nil, nil, err
	}
	return d, srcs, nil
}

// valleyFile is the board's map: the valley checks measure its geometry (measures.go).
const valleyFile = "map.toml"

// dataFile is one file of content/ and where in Data it decodes to.
type dataFile struct {
	name string
	into any
}

// dataFiles lists the data files in the order they are read, each decoding into d.
func dataFiles(d *Data) []dataFile {
	return []dataFile{
		{"manors.toml", &struct {
			M *[]Manor `toml:"manor"`
		}{&d.Manors}},
		{"parishes.toml", &struct {
			P *[]Parish `toml:"parish"`
		}{&d.Parishes}},
		{"players.toml", &struct {
			P *[]Player `toml:"player"`
		}{&d.Players}},
		{"troops.toml", &struct {
			T *[]Troop `toml:"troop"`
		}{&d.Troops}},
		{"markers.toml", &struct {
			M *[]Marker `toml:"marker"`
		}{&d.Markers}},
		{"improvements.toml", &struct {
			I *[]Improvement `toml:"improvement"`
		}{&d.Improvements}},
		{"game.toml", &d.Game},
		{"examples.toml", &d.Examples},
		{"edition.toml", &struct {
			D *[]Decision `toml:"decision"`
		}{&d.Decisions}},
		{"credits.toml", &d.Credits},
		{valleyFile, &d.Valley},
	}
}

// decodeFile decodes one file strictly: a syntax or type error, an unknown key and a
// missing required key are all errors with a line. The file is refused before decoding
// when it is too large, not text, or nested too deeply for the decoder (limits).
func decodeFile(fsys fs.FS, name string, into any) (*source, Errors) {
	return (*Cache)(nil).decodeFile(fsys, name, into)
}

// decodeFile is decodeFile with c's earlier decodings (none when c is nil). A text c has
// decoded before passed limits.TOML then, and would pass it again: it is not scanned
// twice (for map.toml, a few milliseconds of every save the live preview reads).
func (c *Cache) decodeFile(fsys fs.FS, name string, into any) (*source, Errors) {
	shown := path.Join(Dir, name)
	b, err := limits.Read(fsys, name, shown, limits.Content)
	if err != nil {
		return nil, Errors{limitError(err)}
	}
	text := string(b)
	if !c.has(shown, text) {
		if err := limits.TOML(shown, b); err != nil {
			return nil, Errors{limitError(err)}
		}
	}
	return c.decode(shown, text, into)
}

// decodeText decodes a data file's text: see decodeFile.
func decodeText(shown, text string, into any) (*source, Errors) {
	if e := unprintable(shown, text); e != nil {
		return nil, Errors{e}
	}
	src := &source{name: shown, text: text}
	if _, err := toml.Decode(src.text, &src.raw); err != nil {
		return nil, Errors{tomlError(shown, err)}
	}
	md, err := toml.Decode(src.text, into)
	if err != nil {
		if e, ok := src.typeError(err, into); ok {
			return nil, Errors{e}
		}
		return nil, Errors{tomlError(shown, err)}
	}
	var errs Errors
	seen := map[string]int{}
	for _, k := range md.Undecoded() {
		nth := seen[k.String()]
		seen[k.String()]++
		errs = append(errs, &Error{File: shown, Line: src.keyLine(k, nth), Field: k.String(),
			Msg: "unknown key: check its spelling against the comment at the top of the file"})
	}
	errs = append(errs, src.requireKeys(reflect.TypeOf(into).Elem(), src.raw, "", nil)...)
	return src, errs
}

// unprintable finds the first character of a data file that no font of the kit can
// draw, at its line and column. Names, titles and credits are printed from these files,
// so a writer hears of such a character here, where it was typed, and not from the page
// it would have broken. Comments are held to it too: the files have none such today, and
// a scan that must not mistake a # inside a string for a comment gains nothing.
//
// Each distinct character is asked of the fonts once: a file uses a hundred or so, and
// asking again for every one of map.toml's quarter million took milliseconds of every
// save the live preview reads.
func unprintable(shown, text string) *Error {
	known := map[rune]bool{'\n': true, '\r': true, '\t': true}
	for i, line := range strings.Split(text, "\n") {
		for col, r := range line {
			ok, asked := known[r]
			if !asked {
				ok = len(draw.Unprintable(string(r))) == 0
				known[r] = ok
			}
			if !ok {
				return &Error{File: shown, Line: i + 1, Col: col + 1,
					Msg: fmt.Sprintf("%q (%U): no font of the kit has this character; write it another way or leave it out", r, r)}
			}
		}
	}
	return nil
}

// limitError is a file refused by limits, as an Error of the data.
func limitError(err error) *Error {
	var le *limits.Error
	if errors.As(err, &le) {
		return &Error{File: le.File, Line: le.Line, Col: le.Col, Msg: le.Msg}
	}
	return &Error{File: Dir, Msg: err.Error()}
}

// tomlError turns a decoding error into an Error with the line the decoder found.
func tomlError(file string, err error) *Error {
	var pe toml.ParseError
	if errors.As(err, &pe) {
		return &Error{File: file, Line: pe.Position.Line, Col: pe.Position.Col, Field: pe.LastKey, Msg: pe.Message}
	}
	return &Error{File: file, Msg: strings.TrimPrefix(err.Error(), "toml: ")}
}

// requireKeys walks the Go type and the decoded keys together and reports every key the
// type requires (a toml tag without omitempty) that the file lacks.
func (s *source) requireKeys(t reflect.Type, raw map[string]any, prefix string, rec *recordRef) Errors {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	var errs Errors
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if f.Anonymous && f.Type.Kind() == reflect.Struct {
			errs = append(errs, s.requireKeys(f.Type, raw, prefix, rec)...)
			continue
		}
		tag := f.Tag.Get("toml")
		if tag == "" || tag == "-" {
			continue
		}
		key, opts, _ := strings.Cut(tag, ",")
		val, present := raw[key]
		if !present {
			if opts != "omitempty" {
				errs = append(errs, s.missing(prefix+key, rec))
			}
			continue
		}
		errs = append(errs, s.requireNested(f.Type, val, prefix+key, rec)...)
	}
	return errs
}

func (s *source) requireNested(t reflect.Type, val any, key string, rec *recordRef) Errors {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch {
	case t.Kind() == reflect.Struct:
		if m, ok := val.(map[string]any); ok {
			return s.requireKeys(t, m, key+".", rec)
		}
	case t.Kind() == reflect.Slice && t.Elem().Kind() == reflect.Struct:
		var errs Errors
		items, _ := val.([]map[string]any)
		for i, m := range items {
			r := rec
			if r == nil { // an array of tables: the records of the file
				r = &recordRef{table: key, index: i, label: recordLabel(key, i, m)}
				errs = append(errs, s.requireKeys(t.Elem(), m, "", r)...)
				continue
			}
			errs = append(errs, s.requireKeys(t.Elem(), m, fmt.Sprintf("%s[%d].", key, i), r)...)
		}
		return errs
	}
	return nil
}

func (s *source) missing(key string, rec *recordRef) *Error {
	if rec == nil {
		table, _, _ := strings.Cut(key, ".")
		return &Error{File: s.name, Line: s.tableLine(table, -1), Field: key,
			Msg: "missing: this key is required"}
	}
	return &Error{File: s.name, Line: s.tableLine(rec.table, rec.index), Field: rec.label + " " + key,
		Msg: "missing: this key is required"}
}

// recordRef points at one record of an array of tables, e.g. the 7th [[manor]].
type recordRef struct {
	table string
	index int
	label string
}

// recordLabel names a record the way a user finds it: by its id, letter or total.
func recordLabel(table string, i int, m map[string]any) string {
	short := table[strings.LastIndex(table, ".")+1:]
	for _, k := range []string{"id", "letter", "total"} {
		if v, ok := m[k]; ok {
			return fmt.Sprintf("%s %q", short, fmt.Sprint(v))
		}
	}
	return fmt.Sprintf("%s #%d", short, i+1)
}
