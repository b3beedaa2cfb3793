package rulebook

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/rules"
)

// Section is one file of the rules, parsed.
type Section struct {
	Source
	Title string
	Doc   ast.Node // the parsed Markdown
	Text  []byte   // the expanded Markdown the nodes point into
	Subs  []Sub
}

// Sub is a numbered subsection (a level-2 heading): 8.ii.
type Sub struct {
	ID, Number, Title string
	Node              *ast.Heading
}

// Ref is where a cross reference points.
type Ref struct {
	Number  string // "8" or "8.ii"; "" for unnumbered matter
	Title   string
	Section string // id of the section holding it
	Note    bool   // an edition note: Number is its own (E3), not a section's
}

// Book is the rules text of one language, ready to render.
type Book struct {
	Lang     string
	Sections []*Section
	Refs     map[string]Ref
	Used     []Use // every value printed, in order
	Engine   *rules.Engine
	L        *i18n.Localizer
	Notes    []Note // the edition notes, numbered in section order
	notesAt  string // id of the section that lists them
	blocks   map[string][]Part
	playOnce sync.Once // the example of play, told once in the book's language
	played   playedGame
}

// Build reads, checks, expands and parses the rulebook of a language.
func Build(fsys fs.FS, lang string, e *rules.Engine, l *i18n.Localizer) (*Book, error) {
	return BuildDir(fsys, path.Join(Dir, lang), lang, e, l)
}

// QuickDir is the folder of the quick reference inside a language's rules text.
const QuickDir = "quick"

// BuildQuick reads the quick reference sheet of a language.
func BuildQuick(fsys fs.FS, lang string, e *rules.Engine, l *i18n.Localizer) (*Book, error) {
	return BuildDir(fsys, path.Join(Dir, lang, QuickDir), lang, e, l)
}

// HasRules reports whether a language has rules text.
func HasRules(fsys fs.FS, lang string) bool {
	names, _ := fs.Glob(fsys, path.Join(Dir, lang, "*.md"))
	return len(names) > 0
}

// BuildDir reads, checks, expands and parses a folder of rules text.
func BuildDir(fsys fs.FS, dir, lang string, e *rules.Engine, l *i18n.Localizer) (*Book, error) {
	srcs, err := LoadSources(fsys, dir)
	if err != nil && !(errors.Is(err, ErrNoText) && lang != i18n.Source) {
		return nil, err // a translation's folder may be empty: fillGaps says what it lacks
	}
	if l.Draft() && lang != i18n.Source {
		srcs = markStale(fsys, dir, lang, srcs)
	}
	if srcs, err = fillGaps(fsys, dir, lang, srcs, l.Draft()); err != nil {
		return nil, err
	}
	var errs []string
	for _, s := range srcs {
		for _, err := range Lint(s) {
			errs = append(errs, err.Error())
		}
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("the rules text types numbers that must come from the engine:\n  %s", strings.Join(errs, "\n  "))
	}
	b := &Book{Lang: lang, Refs: map[string]Ref{}, Engine: e, L: l}
	x := &Expander{Values: ValuesOf(e), L: l}
	md := markdown()
	for _, s := range srcs {
		body, err := x.Expand(s)
		if err != nil {
			return nil, err
		}
		sec := &Section{Source: s, Text: []byte(body)}
		sec.Doc = md.Parser().Parse(text.NewReader(sec.Text))
		if sec.Sorted {
			sortTerms(sec, lang, x.Used)
		}
		if err := b.index(sec); err != nil {
			return nil, err
		}
		b.Sections = append(b.Sections, sec)
	}
	b.numberNotes()
	if err := b.checkForms(); err != nil {
		return nil, err
	}
	if err := b.buildBlocks(x); err != nil {
		return nil, err
	}
	b.Used = x.Used
	if err := b.resolve(); err != nil {
		return nil, err
	}
	b.groupRefs()
	if err := b.checkSubjects(); err != nil {
		return nil, err
	}
	return b, nil
}

// fillGaps makes sure a translation has every file of the English: a strict build
// refuses one that lacks any; a draft build takes the English file instead, its title
// marked ⟦ ⟧ so the gap shows on the page.
func fillGaps(fsys fs.FS, dir, lang string, srcs []Source, draft bool) ([]Source, error) {
	if lang == i18n.Source {
		return srcs, nil
	}
	enDir := path.Join(Dir, i18n.Source) + strings.TrimPrefix(dir, path.Join(Dir, lang))
	en, err := LoadSources(fsys, enDir)
	if err != nil {
		return srcs, nil
	}
	have := map[string]bool{}
	for _, s := range srcs {
		// A file of a language just started holds no block yet: a draft prints its English
		// block by block (markStale), any other build refuses it as it does a missing file.
		if draft || len(Blocks(s)) > 0 {
			have[path.Base(s.File)] = true
		}
	}
	var missing []string
	out := append([]Source(nil), srcs...)
	for _, s := range en {
		if have[path.Base(s.File)] {
			continue
		}
		missing = append(missing, path.Join(dir, path.Base(s.File)))
		s.Body = markTitle(s.Body)
		out = append(out, s)
	}
	if len(missing) > 0 && !draft {
		return nil, fmt.Errorf("the %s rules text lacks %d file(s) of the English: content/%s (build with --draft to use the English, marked; excalibur translations %s lists them)",
			lang, len(missing), strings.Join(missing, ", content/"), lang)
	}
	sort.SliceStable(out, func(i, j int) bool { return path.Base(out[i].File) < path.Base(out[j].File) })
	return out, nil
}

// markTitle brackets a file's title: the file is printed in English in a translation.
func markTitle(body string) string {
	lines := strings.Split(body, "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "# ") {
			lines[i] = "# ⟦" + strings.TrimPrefix(l, "# ") + "⟧"
			break
		}
	}
	return strings.Join(lines, "\n")
}

// index finds the section's title and numbers its subsections i, ii, iii... in order,
// as the 1989 rules number them; it turns engine fences into Engine nodes.
func (b *Book) index(sec *Section) error {
	var errs []string
	var fences []*ast.FencedCodeBlock
	walk := func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Heading:
			b.heading(sec, n, &errs)
		case *ast.FencedCodeBlock:
			if string(n.Language(sec.Text)) == "engine" {
				fences = append(fences, n)
				return ast.WalkSkipChildren, nil
			}
		}
		return ast.WalkContinue, nil
	}
	if err := ast.Walk(sec.Doc, walk); err != nil {
		return err
	}
	for _, f := range fences { // replaced after the walk: the walk follows sibling links
		replaceEngine(sec, f)
	}
	if sec.Title == "" {
		errs = append(errs, fmt.Sprintf("%s: expected a title: a level-1 heading (# Title)", sec.File))
	}
	b.Refs[sec.ID] = Ref{Number: sec.Number, Title: sec.Title, Section: sec.ID}
	for _, s := range sec.Subs {
		if _, dup := b.Refs[s.ID]; dup {
			errs = append(errs, fmt.Sprintf("%s: the heading id %q is used twice", sec.File, s.ID))
		}
		b.Refs[s.ID] = Ref{Number: s.Number, Title: s.Title, Section: sec.ID}
	}
	if len(errs) > 0 {
		return fmt.Errorf("%s", strings.Join(errs, "\n"))
	}
	return nil
}

func (b *Book) heading(sec *Section, h *ast.Heading, errs *[]string) {
	title := PlainText(h, sec.Text)
	switch h.Level {
	case 1:
		if sec.Title != "" {
			*errs = append(*errs, fmt.Sprintf("%s: a second level-1 heading %q: one title a file", sec.File, title))
		}
		sec.Title = title
		h.SetAttributeString("id", []byte(sec.ID))
	case 2:
		n := len(sec.Subs) + 1
		id := attrID(h)
		if id == "" {
			id = fmt.Sprintf("%s-%s", sec.ID, Roman(n))
			h.SetAttributeString("id", []byte(id))
		}
		number := ""
		if sec.Number != "" {
			number = sec.Number + "." + Roman(n)
		}
		sec.Subs = append(sec.Subs, Sub{ID: id, Number: number, Title: title, Node: h})
	}
}

func attrID(h *ast.Heading) string {
	if v, ok := h.AttributeString("id"); ok {
		if b, ok := v.([]byte); ok {
			return string(b)
		}
	}
	return ""
}

// sourceLine is the line of the source file that holds byte off of the section's
// expanded text. Expansion keeps every line where it was except that each generated
// block, written where its placeholder stood, adds the newlines of its fence.
func (sec *Section) sourceLine(off int) int {
	before := sec.Text[:max(0, min(off, len(sec.Text)))]
	return sec.Line + bytes.Count(before, []byte("\n")) - fenceLines*bytes.Count(before, []byte(fenceOpen))
}

// replaceEngine swaps a ```engine fence for an Engine node.
func replaceEngine(sec *Section, f *ast.FencedCodeBlock) {
	var body bytes.Buffer
	for i := 0; i < f.Lines().Len(); i++ {
		seg := f.Lines().At(i)
		body.Write(seg.Value(sec.Text))
	}
	what, arg, _ := strings.Cut(strings.TrimSpace(body.String()), " ")
	line := sec.Line
	if f.Info != nil { // the line the placeholder was on: where its fence's leading newline is
		line = sec.sourceLine(f.Info.Segment.Start - len("\n```"))
	}
	n := &Engine{What: what, Arg: arg, Line: line}
	f.Parent().ReplaceChild(f.Parent(), f, n)
}

// resolve checks every cross reference and engine block of the book.
// RefText is how a cross reference to id reads: "section 8.ii", or the quoted title of
// unnumbered matter. Every renderer words references with it.
func (b *Book) RefText(id string) string {
	r := b.Refs[id]
	if r.Note {
		return b.L.Tx("book.note-ref", map[string]any{"note": r.Number})
	}
	if r.Number == "" {
		return b.L.Tx("book.titled", map[string]any{"title": r.Title})
	}
	return b.L.Tx("book.section", map[string]any{"n": r.Number})
}

func (b *Book) resolve() error {
	var errs []string
	for _, sec := range b.Sections {
		ast.Walk(sec.Doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if !entering {
				return ast.WalkContinue, nil
			}
			switch n := n.(type) {
			case *CrossRef:
				if _, ok := b.Refs[n.ID]; !ok {
					errs = append(errs, fmt.Sprintf("%s:%d: [[%s]]: no section or heading has this id", sec.File, sec.sourceLine(n.Offset), n.ID))
				}
			case *Engine:
				if err := b.checkEngine(n); err != nil {
					errs = append(errs, fmt.Sprintf("%s:%d: %v", sec.File, n.Line, err))
				}
			}
			return ast.WalkContinue, nil
		})
	}
	if len(errs) > 0 {
		return fmt.Errorf("%s", strings.Join(errs, "\n"))
	}
	return nil
}

func (b *Book) checkEngine(n *Engine) error {
	switch n.What {
	case "table":
		_, err := b.Engine.TableByID(n.Arg)
		return err
	case "example":
		_, err := b.Example(n.Arg)
		return err
	case "block":
		if !knownBlocks[n.Arg] {
			return fmt.Errorf("no generated block %q (expected one of %s)", n.Arg, strings.Join(sortedKeys(knownBlocks), ", "))
		}
		return nil
	case "figure":
		if !slices.Contains(FigureIDs(), n.Arg) {
			return fmt.Errorf("no figure %q (expected one of %s)", n.Arg, strings.Join(FigureIDs(), ", "))
		}
		return nil
	}
	return fmt.Errorf("engine block %q: expected table, example, block or figure", n.What)
}

// knownBlocks are the blocks generated from the data.
var knownBlocks = map[string]bool{"edition-notes": true, "credits": true, "contents": true, "index": true}

// PlainText is the text of a node without markup, escapes resolved.
func PlainText(n ast.Node, src []byte) string {
	var b strings.Builder
	ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch c := c.(type) {
		case *ast.Text:
			b.Write(util.UnescapePunctuations(c.Segment.Value(src)))
			if c.SoftLineBreak() || c.HardLineBreak() {
				b.WriteByte(' ')
			}
		case *ast.String:
			b.Write(c.Value)
		}
		return ast.WalkContinue, nil
	})
	return strings.TrimSpace(b.String())
}

// Roman is n in lower-case roman numerals, as the 1989 rules number subsections.
func Roman(n int) string {
	vals := []int{10, 9, 5, 4, 1}
	syms := []string{"x", "ix", "v", "iv", "i"}
	var b strings.Builder
	for i, v := range vals {
		for ; n >= v; n -= v {
			b.WriteString(syms[i])
		}
	}
	return b.String()
}
