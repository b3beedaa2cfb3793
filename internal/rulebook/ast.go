package rulebook

import (
	"regexp"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// The rules text's own Markdown: [[id]] is a cross reference, resolved at build time to
// the section number of its target; ```engine blocks become engine content.

// KindCrossRef is the kind of a cross reference node.
var KindCrossRef = ast.NewNodeKind("CrossRef")

// CrossRef is a reference to a section or subsection by its id.
type CrossRef struct {
	ast.BaseInline
	ID     string
	Offset int // of the [[ in the section's expanded text, for errors
}

func (n *CrossRef) Kind() ast.NodeKind { return KindCrossRef }

func (n *CrossRef) Dump(src []byte, level int) {
	ast.DumpHelper(n, src, level, map[string]string{"ID": n.ID}, nil)
}

// KindRefList is the kind of a list of cross references.
var KindRefList = ast.NewNodeKind("RefList")

// RefList is a run of cross references of one kind, "[[a]], [[b]] and [[c]]" in the
// source, printed as one phrase whose label takes the plural ("sections 5.i, 5.iv and 8")
// instead of the label once a reference. Its children are the CrossRef nodes, in order:
// whatever looks for references still finds each of them.
type RefList struct {
	ast.BaseInline
	Note bool // a list of edition notes; else of numbered sections
}

func (n *RefList) Kind() ast.NodeKind { return KindRefList }

func (n *RefList) Dump(src []byte, level int) {
	ast.DumpHelper(n, src, level, nil, nil)
}

// KindEngine is the kind of a block the engine fills in.
var KindEngine = ast.NewNodeKind("Engine")

// Engine is a table, a worked example or a generated block.
type Engine struct {
	ast.BaseBlock
	What string // table, example, block
	Arg  string // its id
	Line int    // in the source file, for errors
}

func (n *Engine) Kind() ast.NodeKind { return KindEngine }

func (n *Engine) Dump(src []byte, level int) {
	ast.DumpHelper(n, src, level, map[string]string{"What": n.What, "Arg": n.Arg}, nil)
}

var reRef = regexp.MustCompile(`^\[\[([a-z][a-z0-9-]*)\]\]`)

// crossRefParser reads [[id]].
type crossRefParser struct{}

func (crossRefParser) Trigger() []byte { return []byte{'['} }

func (crossRefParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	line, _ := block.PeekLine()
	m := reRef.FindSubmatch(line)
	if m == nil {
		return nil
	}
	_, seg := block.Position()
	block.Advance(len(m[0]))
	return &CrossRef{ID: string(m[1]), Offset: seg.Start}
}

// markdown is the parser of the rules text: CommonMark with tables, definition lists
// (the glossary), heading attributes ({#id}) and cross references. Typography (quotes,
// dashes) is the translators' and the typographer's job per language, not the parser's.
func markdown() goldmark.Markdown {
	return goldmark.New(
		goldmark.WithExtensions(extension.Table, extension.DefinitionList),
		goldmark.WithParserOptions(
			parser.WithAttribute(),
			parser.WithInlineParsers(util.Prioritized(crossRefParser{}, 150)),
		),
	)
}
