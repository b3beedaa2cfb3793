package layout

import (
	"fmt"
	"io/fs"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/draw"
)

// A part is the layout file of one component (layout/<component>.toml): its element
// positions, fonts, colours and line widths. The drawing code keeps none of its own.

// Font is a face of the kit at a size, with the smallest size its text may be shrunk to
// when it does not fit. In a file: { face = "caps", size = 14, min = 9 }.
type Font struct {
	Face string  `toml:"face"`
	Size float64 `toml:"size"`
	Min  float64 `toml:"min"`
}

// Draw is the font at its full size, for the drawing code.
func (f Font) Draw() draw.Font { return draw.Font{Face: draw.Face(f.Face), Size: f.Size} }

// Colour is a colour written #RRGGBB.
type Colour string

// Draw is the colour for the drawing code. The loader has checked its form.
func (c Colour) Draw() draw.Color {
	v, _ := strconv.ParseUint(strings.TrimPrefix(string(c), "#"), 16, 32)
	return draw.Color{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v)}
}

// Source says where a key of a part's file is: "layout/manor-cards.toml:31: name.font".
// Errors about a drawing name it, so a designer knows which value to change.
type Source struct {
	File string
	Line int
	Key  string
}

func (s Source) String() string {
	if s.File == "" {
		return ""
	}
	if s.Line == 0 {
		return s.File + ": " + s.Key
	}
	return fmt.Sprintf("%s:%d: %s", s.File, s.Line, s.Key)
}

// Part is a component's layout file once read: where its keys are.
type Part struct {
	file *file
}

// Source locates a dotted key of the part's file.
func (p *Part) Source(key string) Source {
	if p == nil || p.file == nil {
		return Source{Key: key}
	}
	return Source{File: p.file.shown, Line: p.file.line(key), Key: key}
}

// loadPart reads layout/<name>.toml into v (a pointer to the part's struct) strictly:
// every key known and present (but a table tagged `layout:"optional"`, whose keys may
// be left out), numbers positive unless tagged `layout:"zero"` (then at least 0) or
// `layout:"any"`, colours #RRGGBB, fonts of a known face with 0 < min <= size, and a
// string tagged `oneof:"a|b"` one of those words.
func loadPart(fsys fs.FS, name string, v any, l *Layout) (*Part, error) {
	f, err := readFile(fsys, name, "layout/"+name)
	if err != nil {
		return nil, err
	}
	md, err := f.decode(v)
	if err != nil {
		return nil, err
	}
	c := partCheck{file: f, layout: l, defined: func(key string) bool { return md.IsDefined(strings.Split(key, ".")...) }}
	if err := c.fields(reflect.ValueOf(v).Elem(), ""); err != nil {
		return nil, err
	}
	return &Part{file: f}, nil
}

type partCheck struct {
	file     *file
	layout   *Layout // the kit's smallest type and the designer's faces
	defined  func(string) bool
	optional bool // the keys checked may be left out (a component's own palette)
}

var (
	fontType   = reflect.TypeFor[Font]()
	colourType = reflect.TypeFor[Colour]()
)

// fields checks every field of a part's struct v, whose dotted key is key.
func (c partCheck) fields(v reflect.Value, key string) error {
	t := v.Type()
	for i := range t.NumField() {
		sf := t.Field(i)
		if sf.Anonymous { // an embedded struct's keys are the file's own (Palettes)
			if err := c.fields(v.Field(i), key); err != nil {
				return err
			}
			continue
		}
		k := sf.Tag.Get("toml")
		if key != "" {
			k = key + "." + k
		}
		fc := c
		fc.optional = c.optional || sf.Tag.Get("layout") == "optional"
		if !c.defined(k) {
			if fc.optional {
				continue
			}
			return c.file.errorf(k, "missing (every key of a layout file is needed: see the comments of the built-in file)")
		}
		if err := fc.field(v.Field(i), sf, k); err != nil {
			return err
		}
	}
	return nil
}

func (c partCheck) field(f reflect.Value, sf reflect.StructField, k string) error {
	switch {
	case f.Type() == fontType:
		face, err := c.font(f.Interface().(Font), k)
		f.FieldByName("Face").SetString(string(face)) // a designer's face by its registered name
		return err
	case f.Type() == colourType:
		if s := f.String(); !colourRE.MatchString(s) {
			return c.file.errorf(k, "expected a colour #RRGGBB, got %q", s)
		}
	case f.Kind() == reflect.Struct:
		return c.fields(f, k)
	case f.Kind() == reflect.Map && f.Type().Elem() == colourType:
		return c.colours(f, k)
	case f.Kind() == reflect.Float64:
		return c.number(f.Float(), sf.Tag.Get("layout"), k)
	case f.Kind() == reflect.Int:
		return c.number(float64(f.Int()), sf.Tag.Get("layout"), k)
	case f.Kind() == reflect.String:
		if words := sf.Tag.Get("oneof"); words != "" && !slices.Contains(strings.Split(words, "|"), f.String()) {
			return c.file.errorf(k, "expected one of %s, got %q", strings.ReplaceAll(words, "|", ", "), f.String())
		}
	}
	return nil
}

// colours checks a table of colours by name, in the order of their names.
func (c partCheck) colours(m reflect.Value, k string) error {
	keys := m.MapKeys()
	slices.SortFunc(keys, func(a, b reflect.Value) int { return strings.Compare(a.String(), b.String()) })
	for _, name := range keys {
		if s := m.MapIndex(name).String(); !colourRE.MatchString(s) {
			return c.file.errorf(k+"."+name.String(), "expected a colour #RRGGBB, got %q", s)
		}
	}
	return nil
}

func (c partCheck) number(v float64, rule, k string) error {
	switch {
	case rule == "any":
		if v != v || v > 1e4 || v < -1e4 {
			return c.file.errorf(k, "expected a number between -10000 and 10000, got %v", v)
		}
	case rule == "zero":
		if !(v >= 0 && v <= 1e4) {
			return c.file.errorf(k, "expected a number from 0 to 10000, got %v", v)
		}
	case !(v > 0 && v <= 1e4):
		return c.file.errorf(k, "expected a positive number up to 10000, got %v", v)
	}
	return nil
}

// font checks a face and its sizes, and returns the face the drawing code knows it by.
// The smallest size may not go below the kit's (kit.toml print.min_font): nothing is
// printed smaller.
func (c partCheck) font(f Font, k string) (draw.Face, error) {
	for _, sub := range []string{"face", "size", "min"} {
		if !c.defined(k + "." + sub) {
			return "", c.file.errorf(k+"."+sub, "missing: a font is { face = \"...\", size = ..., min = ... }")
		}
	}
	face, ok := c.layout.face(f.Face)
	if !ok {
		return "", c.file.errorf(k+".face", "unknown face %q: expected one of %s (or add it in layout/kit.toml [faces])", f.Face, c.layout.faceNames())
	}
	if !(f.Size > 0 && f.Size <= 200) {
		return face, c.file.errorf(k+".size", "expected a size in points from above 0 to 200, got %v", f.Size)
	}
	if !(f.Min > 0 && f.Min <= f.Size) {
		return face, c.file.errorf(k+".min", "expected the smallest size, above 0 and at most the size %v, got %v", f.Size, f.Min)
	}
	if min := c.layout.Print.MinFont; f.Min < min {
		return face, c.file.errorf(k+".min", "%v pt is below the kit's smallest type, %v pt (layout/kit.toml print.min_font)", f.Min, min)
	}
	return face, nil
}
