package layout

import (
	"fmt"
	"io/fs"
	"path"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/limits"
)

// FaceSource is a face a designer adds in layout/kit.toml: [faces.NAME] with either a
// font file in the layout folder or a Go font module the program carries, and the face
// that draws the runes it lacks.
type FaceSource struct {
	File     string `toml:"file"`
	Module   string `toml:"module"`
	Fallback string `toml:"fallback"`
}

// registerFaces registers kit.toml's [faces] with the drawing code and remembers, by
// the designer's name, the face each became; a part's font may then name it.
func (l *Layout) registerFaces(fsys fs.FS, f *file) error {
	l.faces = map[string]draw.Face{}
	names := make([]string, 0, len(l.Faces))
	for n := range l.Faces {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		face, err := registerFace(fsys, name, l.Faces[name])
		if err != nil {
			return f.errorf("faces."+name, "%v", err)
		}
		l.faces[name] = face
	}
	return nil
}

func registerFace(fsys fs.FS, name string, s FaceSource) (draw.Face, error) {
	if draw.Known(draw.Face(name)) {
		return "", fmt.Errorf("%q is one of the kit's own faces: give the new face another name", name)
	}
	var font []byte
	switch {
	case (s.File == "") == (s.Module == ""):
		return "", fmt.Errorf("expected either file (a font in the layout folder) or module (one of %s)", strings.Join(draw.ModuleFonts(), ", "))
	case s.Module != "":
		var ok bool
		if font, ok = draw.ModuleFont(s.Module); !ok {
			return "", fmt.Errorf("module %q: expected one of %s", s.Module, strings.Join(draw.ModuleFonts(), ", "))
		}
	default:
		if !fs.ValidPath(s.File) || path.IsAbs(s.File) {
			return "", fmt.Errorf("file %q: expected a path inside the layout folder, with /", s.File)
		}
		var err error
		if font, err = limits.Read(fsys, s.File, "layout/"+s.File, limits.Font); err != nil {
			return "", err
		}
	}
	if s.Fallback != "" && !draw.Known(draw.Face(s.Fallback)) {
		return "", fmt.Errorf("fallback %q: expected one of the kit's faces (serif, sans, caps, ...)", s.Fallback)
	}
	face, err := draw.Register(name, font, draw.Face(s.Fallback))
	if err != nil {
		return "", fmt.Errorf("%s: %v", orModule(s), err)
	}
	return face, nil
}

func orModule(s FaceSource) string {
	if s.File != "" {
		return "layout/" + s.File
	}
	return "module " + s.Module
}

// builtinFaces are the kit's own faces, which every layout may name (taken before any
// layout registers one of its own).
var builtinFaces = draw.Faces()

// face resolves a face's name in a layout file: one of the kit's own, or a designer's
// from [faces]. ok is false for an unknown name.
func (l *Layout) face(name string) (draw.Face, bool) {
	if f, ok := l.faces[name]; ok {
		return f, true
	}
	if slices.Contains(builtinFaces, draw.Face(name)) {
		return draw.Face(name), true
	}
	return "", false
}

// faceNames lists the names a layout's font may use: the kit's, then the designer's.
func (l *Layout) faceNames() string {
	var own []string
	for n := range l.faces {
		own = append(own, n)
	}
	sort.Strings(own)
	names := make([]string, 0, len(builtinFaces)+len(own))
	for _, f := range builtinFaces {
		names = append(names, string(f))
	}
	return strings.Join(append(names, own...), ", ")
}

// kitSource locates a key of kit.toml.
func (l *Layout) kitSource(key string) Source {
	if l.kit == nil {
		return Source{File: File, Key: key}
	}
	return Source{File: File, Line: l.kit.line(key), Key: key}
}

// CheckCoverage makes sure that every face a designer added draws every letter and
// figure of text, a language's labels and rules: a face without Polish letters is an
// error naming the face and the letters, in kit.toml, not boxes in the print.
func (l *Layout) CheckCoverage(lang, text string) error {
	names := make([]string, 0, len(l.faces))
	for n := range l.faces {
		names = append(names, n)
	}
	sort.Strings(names)
	letters := lettersOf(text)
	for _, n := range names {
		if miss := draw.Missing(draw.Font{Face: l.faces[n], Size: 10}, letters); len(miss) > 0 {
			return fmt.Errorf("%s: the face has no glyph for %q, which %s needs (add a fallback face, or choose a font that has them)",
				l.kitSource("faces."+n), string(miss), lang)
		}
	}
	return nil
}

// lettersOf is each letter and figure of s once.
func lettersOf(s string) string {
	seen := map[rune]bool{}
	var b strings.Builder
	for _, r := range s {
		if (unicode.IsLetter(r) || unicode.IsDigit(r)) && !seen[r] {
			seen[r] = true
			b.WriteRune(r)
		}
	}
	return b.String()
}
