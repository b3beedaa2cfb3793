// Package layoutlint finds layout values written into drawing code: every position,
// size, face and colour of a component belongs in its file in layout/, and the tests of
// the drawing packages (internal/component, internal/rulebook/pages) refuse any that
// creeps back.
package layoutlint

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"regexp"
	"sort"
)

// hexColour is a colour written as a Go string, "#RRGGBB" or `#RGB`.
var hexColour = regexp.MustCompile("^[\"`]#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})[\"`]$")

// faces are the names of the kit's own faces in package draw.
var faces = map[string]bool{"Serif": true, "SerifBold": true, "SerifItalic": true, "SerifBoldItalic": true,
	"Sans": true, "SansBold": true, "Caps": true}

// Constants lists, as "file:line: text", what looks like a layout value in a Go file: a
// decimal number, a draw.Font or draw.Color written out, a hex() colour or a "#RRGGBB"
// one, or one of the kit's faces named (draw.Caps: a face is a layout file's choice).
// Whole numbers stay allowed (halves, counts, the "2" of a double margin), and so does
// 0.5.
func Constants(file string) ([]string, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, file, nil, 0)
	if err != nil {
		return nil, err
	}
	var found []string
	at := func(n ast.Node, what string) {
		found = append(found, fmt.Sprintf("%s: %s", fset.Position(n.Pos()), what))
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BasicLit:
			if n.Kind == token.FLOAT && n.Value != "0.5" || n.Kind == token.STRING && hexColour.MatchString(n.Value) {
				at(n, n.Value)
			}
		case *ast.SelectorExpr:
			if x, ok := n.X.(*ast.Ident); ok && x.Name == "draw" && faces[n.Sel.Name] {
				at(n, "draw."+n.Sel.Name)
			}
		case *ast.CompositeLit:
			// A zero value (draw.Color{}, "no colour") is not a layout value.
			if sel, ok := n.Type.(*ast.SelectorExpr); ok && len(n.Elts) > 0 && (sel.Sel.Name == "Font" || sel.Sel.Name == "Color") {
				at(n, "draw."+sel.Sel.Name+"{…}")
			}
		case *ast.CallExpr:
			if id, ok := n.Fun.(*ast.Ident); ok && id.Name == "hex" {
				at(n, "hex(…)")
			}
		}
		return true
	})
	sort.Strings(found)
	return found, nil
}
