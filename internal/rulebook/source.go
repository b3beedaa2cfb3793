package rulebook

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"
	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/limits"
	"github.com/excalibur-kit/excalibur/internal/tomlscan"
)

// Source is one file of the rules text: its front matter and its Markdown body.
type Source struct {
	File   string // as users see it: content/rules/en/08-combat.md
	ID     string // stable id, for cross references: [[combat]]
	Number string // the 1989 section number ("8"), "" for front and back matter
	Part   string // "A", "B" or "C" when this file starts a part of the rules
	Sorted bool   // its definition lists are put in the language's alphabetical order
	// Chapter opens the file on a new page of the printed book, of either side, when the
	// page before is full enough (else it follows on it): a chapter of the back matter
	// that is read on its own (the sequence of play). Only parts open on the right.
	Chapter bool
	Body    string // Markdown with {{template}} values
	Line    int    // line of the body's first line in the file
	// Forms are the index's own ways of finding glossary terms that the language
	// inflects past what its stems find ([forms] of the index's front matter).
	Forms []ListedForms
	// Subjects are the index's entries beyond the glossary: what a player looks up
	// ("Combat", "Winter"), each with the sections that rule it ([subjects]).
	Subjects []Subject
}

// Subject is a line of [subjects]: an entry of the index as the language writes it and
// the ids of the sections (or subsections) that rule it, at a line of the file.
type Subject struct {
	Term     string
	Sections []string
	Line     int
}

// ListedForms is a line of [forms]: a glossary term and the stems of its words that
// also find it ("sil bojow" finds "sile bojowej"), at a line of the file.
type ListedForms struct {
	Term  string
	Stems []string
	Line  int
}

type frontMatter struct {
	ID       string              `toml:"id"`
	Number   string              `toml:"number"`
	Part     string              `toml:"part"`
	Sorted   bool                `toml:"sorted"`
	Chapter  bool                `toml:"chapter"`
	Forms    map[string][]string `toml:"forms"`
	Subjects map[string][]string `toml:"subjects"`
}

var reID = regexp.MustCompile(`^[a-z][a-z0-9-]*$`)

// Dir is where the rules text lives in content/.
const Dir = "rules"

// ErrNoText is the error of LoadSources for a folder without rules text.
var ErrNoText = errors.New("no rules text in this language")

// LoadSources reads a folder of rules text (rules/<lang>, or rules/<lang>/quick for the
// quick reference): every .md file, in file name order. Each starts with TOML front
// matter between +++ lines.
func LoadSources(fsys fs.FS, dir string) ([]Source, error) {
	names, err := fs.Glob(fsys, dir+"/*.md")
	if err != nil {
		return nil, err
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("content/%s: %w", dir, ErrNoText)
	}
	sort.Strings(names)
	var out []Source
	ids := map[string]string{}
	for _, name := range names {
		b, err := readRulesFile(fsys, name)
		if err != nil {
			return nil, err
		}
		s, err := parseSource("content/"+name, b)
		if err != nil {
			return nil, err
		}
		if prev, dup := ids[s.ID]; dup {
			return nil, fmt.Errorf("%s:2: id %q is already used by %s", s.File, s.ID, prev)
		}
		ids[s.ID] = s.File
		out = append(out, s)
	}
	return out, nil
}

func parseSource(file string, b []byte) (Source, error) {
	const fence = "+++\n"
	if !bytes.HasPrefix(b, []byte(fence)) {
		return Source{}, fmt.Errorf("%s:1: expected front matter: a line +++, TOML (id, number, part), a line +++", file)
	}
	end := bytes.Index(b[len(fence):], []byte("\n"+fence))
	if end < 0 {
		return Source{}, fmt.Errorf("%s:1: the front matter has no closing +++ line", file)
	}
	head := b[len(fence) : len(fence)+end+1]
	if err := limits.TOML(file, head); err != nil {
		var le *limits.Error
		if errors.As(err, &le) && le.Line > 0 {
			le.Line++ // the front matter starts on the file's second line
		}
		return Source{}, err
	}
	var fm frontMatter
	md, err := toml.Decode(string(head), &fm)
	if err != nil {
		return Source{}, frontMatterError(file, err)
	}
	if und := md.Undecoded(); len(und) > 0 {
		return Source{}, fmt.Errorf("%s:%d: front matter: unknown key %q (expected id, number, part, sorted, chapter, forms, subjects)", file, frontMatterLine(head, und[0]), und[0].String())
	}
	if len(fm.Forms) > 0 && fm.ID != IndexID {
		return Source{}, fmt.Errorf("%s:%d: front matter: forms belong to the index (id = %q), not to %q", file, frontMatterLine(head, toml.Key{"forms"}), IndexID, fm.ID)
	}
	if len(fm.Subjects) > 0 && fm.ID != IndexID {
		return Source{}, fmt.Errorf("%s:%d: front matter: subjects belong to the index (id = %q), not to %q", file, frontMatterLine(head, toml.Key{"subjects"}), IndexID, fm.ID)
	}
	if !reID.MatchString(fm.ID) {
		return Source{}, fmt.Errorf("%s:2: front matter id: expected a lower-case id such as \"combat\", got %q", file, fm.ID)
	}
	if fm.Part != "" && !strings.Contains("ABC", fm.Part) {
		return Source{}, fmt.Errorf("%s: front matter part: expected A, B or C, got %q", file, fm.Part)
	}
	body := string(b[len(fence)+end+1+len(fence):])
	line := bytes.Count(b[:len(fence)+end+1+len(fence)], []byte("\n")) + 1
	forms, err := listedForms(file, head, fm.Forms)
	if err != nil {
		return Source{}, err
	}
	subjects, err := listedSubjects(file, head, fm.Subjects)
	if err != nil {
		return Source{}, err
	}
	return Source{File: file, ID: fm.ID, Number: fm.Number, Part: fm.Part, Sorted: fm.Sorted, Chapter: fm.Chapter, Body: body, Line: line, Forms: forms, Subjects: subjects}, nil
}

// listedSubjects reads [subjects] in the order of the file; each names at least one
// section (whether the ids exist is checked when the book is built).
func listedSubjects(file string, head []byte, subjects map[string][]string) ([]Subject, error) {
	var out []Subject
	for term, ids := range subjects {
		line := frontMatterLine(head, toml.Key{"subjects", term})
		if strings.TrimSpace(term) == "" || len(ids) == 0 {
			return nil, fmt.Errorf("%s:%d: subjects: expected an entry and the ids of the sections that rule it, got %q = %q", file, line, term, ids)
		}
		out = append(out, Subject{term, ids, line})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Line < out[j].Line })
	return out, nil
}

// listedForms reads [forms] in the order of the file: each a phrase of lower-case
// stems, one per word of the term.
func listedForms(file string, head []byte, forms map[string][]string) ([]ListedForms, error) {
	var out []ListedForms
	for term, stems := range forms {
		line := frontMatterLine(head, toml.Key{"forms", term})
		for _, st := range stems {
			if st != strings.ToLower(strings.Join(strings.Fields(st), " ")) || st == "" {
				return nil, fmt.Errorf("%s:%d: forms of %q: expected stems in lower case, one space between words, got %q", file, line, term, st)
			}
		}
		out = append(out, ListedForms{term, stems, line})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Line < out[j].Line })
	return out, nil
}

// readRulesFile reads one rules file, refusing it before the Markdown parser sees it when
// it is too large, not text, nested too deeply (limits) or has a character no font of
// the kit can print.
func readRulesFile(fsys fs.FS, name string) ([]byte, error) {
	shown := "content/" + name
	b, err := limits.Read(fsys, name, shown, limits.Markdown)
	if err != nil {
		return nil, err
	}
	if err := limits.MarkdownText(shown, b); err != nil {
		return nil, err
	}
	for i, line := range strings.Split(string(b), "\n") {
		if bad := draw.Unprintable(line); len(bad) > 0 {
			col := strings.IndexRune(line, bad[0]) + 1
			return nil, fmt.Errorf("%s:%d:%d: %s: no font of the kit has this character; write it another way or leave it out", shown, i+1, col, describe(bad))
		}
	}
	return b, nil
}

// describe names characters the way a writer finds them: 'é' (U+00E9).
func describe(rs []rune) string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = fmt.Sprintf("%q (%U)", r, r)
	}
	return strings.Join(out, ", ")
}

// frontMatterError locates a decoding error of the front matter, which starts on line 2.
func frontMatterError(file string, err error) error {
	var pe toml.ParseError
	if errors.As(err, &pe) {
		return fmt.Errorf("%s:%d:%d: front matter: %s", file, pe.Position.Line+1, pe.Position.Col, pe.Message)
	}
	if m := reLineErr.FindStringSubmatch(err.Error()); m != nil {
		n, _ := strconv.Atoi(m[1])
		return fmt.Errorf("%s:%d: front matter: %s: %s", file, n+1, m[2], m[3])
	}
	return fmt.Errorf("%s: front matter: %w", file, err)
}

var reLineErr = regexp.MustCompile(`^toml: line (\d+) \(last key "(.*)"\): (.*)$`)

// frontMatterLine is the file line of a key of the front matter.
func frontMatterLine(head []byte, k toml.Key) int {
	for _, e := range tomlscan.Entries(string(head)) {
		if slices.Equal(e.Path(), []string(k)) {
			return e.Line + 1
		}
	}
	return 1
}
