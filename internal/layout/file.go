package layout

import (
	"errors"
	"fmt"
	"io/fs"
	"regexp"
	"slices"

	"github.com/BurntSushi/toml"
	"github.com/excalibur-kit/excalibur/internal/limits"
	"github.com/excalibur-kit/excalibur/internal/tomlscan"
)

// file is one layout file being read: its name as users see it and where its keys are,
// so that every error names file and line.
type file struct {
	shown   string
	text    string
	entries []tomlscan.Entry
}

// readFile reads a layout file, refusing it before decoding when it is too large, not
// text or nested too deeply (limits).
func readFile(fsys fs.FS, name, shown string) (*file, error) {
	text, err := limits.ReadTOML(fsys, name, shown, limits.Layout)
	if err != nil {
		return nil, err
	}
	return &file{shown: shown, text: text, entries: tomlscan.Entries(text)}, nil
}

// decode decodes the file strictly: a syntax error, a value of the wrong type and an
// unknown key are errors with their line.
func (f *file) decode(into any) (toml.MetaData, error) {
	md, err := toml.Decode(f.text, into)
	if err != nil {
		return md, f.decodeError(err)
	}
	if und := md.Undecoded(); len(und) > 0 {
		return md, f.errorf(und[0].String(), "unknown key: check its spelling against the comments")
	}
	return md, nil
}

var reTypeErr = regexp.MustCompile(`^toml: (?:line \d+ )?\(last key "(.*)"\): (.*)$`)

func (f *file) decodeError(err error) error {
	var pe toml.ParseError
	if errors.As(err, &pe) {
		return fmt.Errorf("%s:%d:%d: %s", f.shown, pe.Position.Line, pe.Position.Col, pe.Message)
	}
	if m := reTypeErr.FindStringSubmatch(err.Error()); m != nil {
		return f.errorf(m[1], "%s", m[2])
	}
	return fmt.Errorf("%s: %w", f.shown, err)
}

// errorf is an error at the line of a dotted key (or of its table, when the key is
// missing): "layout/kit.toml:14: print.bleed: expected ...".
func (f *file) errorf(key, format string, a ...any) error {
	msg := key + ": " + fmt.Sprintf(format, a...)
	if n := f.line(key); n > 0 {
		return fmt.Errorf("%s:%d: %s", f.shown, n, msg)
	}
	return fmt.Errorf("%s: %s", f.shown, msg)
}

// line is the line that names the most of key's path, or 0.
func (f *file) line(key string) int {
	want := tomlscan.SplitKey(key)
	best, line := 0, 0
	for _, e := range f.entries {
		p := e.Path()
		if len(p) > best && len(p) <= len(want) && slices.Equal(want[:len(p)], p) {
			best, line = len(p), e.Line
		}
	}
	return line
}
