// Package limits refuses input files the parsers must never see: too large, not text,
// or nested so deeply that a recursive parser would overflow its stack (a Go stack
// overflow is fatal, not a panic that can be recovered) or take quadratic time. Every
// file the build reads goes through Read and then TOML or Markdown before it is parsed.
//
// The limits are generous: about ten times what the largest canonical file of each kind
// needs, so no real edit meets them and every hostile file does.
package limits

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"unicode/utf8"

	"github.com/excalibur-kit/excalibur/internal/tomlscan"
)

// Kind is a kind of input file and the most bytes one may have.
type Kind struct {
	What     string // how the message names it
	MaxBytes int64
}

// The kinds of file, sized from the largest canonical one of each (map.toml 250 KiB,
// rulebook.toml 16 KiB, fr.toml 146 KiB with the game log's sentences, a rules file 12 KiB).
var (
	Content  = Kind{"content file", 4 << 20}
	Layout   = Kind{"layout file", 256 << 10}
	Locale   = Kind{"locale file", 2 << 20}
	Markdown = Kind{"rules text file", 256 << 10}
	Font     = Kind{"font file", 16 << 20} // a designer's TrueType or OpenType face
)

// Nesting limits. The canonical files nest TOML values 3 deep and Markdown blocks 3 deep.
const (
	TOMLDepth    = 32 // arrays and inline tables inside one another
	KeyParts     = 16 // the dotted parts of one key or table header
	BlockDepth   = 16 // block quotes and list items inside one another, on one line
	BracketDepth = 32 // [ inside [ in a line of Markdown (links, references)
	// ParagraphBrackets bounds the [ of one paragraph (the canonical text has at most
	// 20): goldmark looks for the end of every link it may open, so `[a](` repeated
	// 20,000 times (80 kB) took it 7 s.
	ParagraphBrackets = 200
	DelimiterRun      = 16 // a run of * or _ (emphasis opens and closes in runs)
	maxShownLength    = 60 // of a quoted line in a message
)

// Error is a refused file: where and why.
type Error struct {
	File      string
	Line, Col int // 0 when the problem is the whole file
	Msg       string
}

func (e *Error) Error() string {
	switch {
	case e.Col > 0:
		return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
	case e.Line > 0:
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s: %s", e.File, e.Msg)
}

// Read reads name from fsys, refusing a folder and anything larger than k allows without
// reading more than one byte past the limit (a device or a growing file cannot make it
// read forever). shown is the name messages use, e.g. content/manors.toml.
func Read(fsys fs.FS, name, shown string, k Kind) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, &Error{File: shown, Msg: "cannot read the file: " + reason(err)}
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.IsDir() {
		return nil, &Error{File: shown, Msg: "is a folder; expected a file"}
	}
	b, err := io.ReadAll(io.LimitReader(f, k.MaxBytes+1))
	if err != nil {
		return nil, &Error{File: shown, Msg: "cannot read the file: " + reason(err)}
	}
	if int64(len(b)) > k.MaxBytes {
		return nil, &Error{File: shown, Msg: fmt.Sprintf("larger than %s; at most %s allowed for a %s", size(int64(len(b))-1), size(k.MaxBytes), k.What)}
	}
	return b, nil
}

func reason(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

func size(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// Text refuses bytes that are not UTF-8 text: invalid UTF-8, a NUL or another control
// character than tab, line feed and carriage return.
func Text(shown string, b []byte) error {
	line, col := 1, 1
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		switch {
		case r == utf8.RuneError && n <= 1:
			return &Error{File: shown, Line: line, Col: col, Msg: fmt.Sprintf("byte 0x%02x is not UTF-8; save the file as UTF-8", b[i])}
		case r == 0:
			return &Error{File: shown, Line: line, Col: col, Msg: "a NUL byte; expected text"}
		case r < 0x20 && r != '\t' && r != '\n' && r != '\r', r == 0x7f:
			return &Error{File: shown, Line: line, Col: col, Msg: fmt.Sprintf("control character %U; expected text", r)}
		}
		col += n
		if r == '\n' {
			line, col = line+1, 1
		}
		i += n
	}
	return nil
}

// TOML refuses a TOML file that is not text, nests arrays and inline tables more than
// TOMLDepth deep, or has a key of more than KeyParts dotted parts.
func TOML(shown string, b []byte) error {
	if err := Text(shown, b); err != nil {
		return err
	}
	if n, deep := tomlscan.Deeper(string(b), TOMLDepth); deep {
		return &Error{File: shown, Line: n.Line, Col: n.Col,
			Msg: fmt.Sprintf("arrays and inline tables nested %d deep; at most %d allowed", n.Depth, TOMLDepth)}
	}
	if n, long := tomlscan.LongerKey(string(b), KeyParts); long {
		return &Error{File: shown, Line: n.Line, Col: n.Col,
			Msg: fmt.Sprintf("a key of more than %d dotted parts; at most %d allowed", n.Depth-1, KeyParts)}
	}
	return nil
}

// ReadTOML is Read then TOML: the text of a TOML file that is safe to decode.
func ReadTOML(fsys fs.FS, name, shown string, k Kind) (string, error) {
	b, err := Read(fsys, name, shown, k)
	if err != nil {
		return "", err
	}
	if err := TOML(shown, b); err != nil {
		return "", err
	}
	return string(b), nil
}
