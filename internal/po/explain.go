package po

import (
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
)

// explainer words, for the translator, what each {{ }} value and [[ ]] cross reference of
// a block prints: a PO editor shows the msgid as plain text, and a translator who does
// not know the template syntax must keep them exactly.
type explainer struct {
	titles map[string]string // the English title of each file id and heading id
}

var (
	reValue = regexp.MustCompile(`\{\{\s*([a-z]+)\s+"([^"]+)"(?:\s+"([^"]+)")?\s*\}\}`)
	reRef   = regexp.MustCompile(`\[\[([a-z][a-z0-9-]*)\]\]`)
	reHead  = regexp.MustCompile(`^#{1,6}\s+(.*?)\s*(?:\{#([a-z][a-z0-9-]*)\})?\s*$`)
)

// newExplainer reads the titles of the English rules text.
func newExplainer(fsys fs.FS, files []string) (*explainer, error) {
	x := &explainer{titles: map[string]string{}}
	for _, rel := range files {
		d, err := readDoc(fsys, path.Join(rulebook.Dir, i18n.Source, rel))
		if err != nil {
			return nil, err
		}
		for _, b := range d.blocks {
			m := reHead.FindStringSubmatch(b.Text)
			switch {
			case m == nil || strings.Contains(b.Text, "\n"):
			case m[2] != "":
				x.titles[m[2]] = m[1]
			case strings.HasPrefix(b.Text, "# ") && x.titles[d.src.ID] == "":
				x.titles[d.src.ID] = m[1]
			}
		}
	}
	return x, nil
}

// what each template function prints, in words.
var valueWords = map[string]string{
	"n":       "prints a number of the rules, from the engine (%s)",
	"bz":      "prints a sum of money with its unit, Bz, from the engine (%s)",
	"rp":      "prints reverence points with their unit, from the engine (%s)",
	"roll":    "prints the faces of a die from this value up, such as 4–6 (%s)",
	"count":   "prints a number and its noun, agreeing in your language (%s); write no noun beside it",
	"table":   "is replaced by the engine's table %s; keep it on a line of its own",
	"example": "is replaced by the worked example %s, played by the engine; keep it on a line of its own",
	"insert":  "is replaced by the generated block %s; keep it on a line of its own",
	"figure":  "is replaced by the figure %s, drawn from the board; keep it on a line of its own",
}

// explain is one comment line per value and cross reference of a block, in order.
func (x *explainer) explain(text string) []string {
	var out []string
	for _, m := range reValue.FindAllStringSubmatch(text, -1) {
		words, ok := valueWords[m[1]]
		if !ok {
			continue
		}
		key := m[2]
		if m[3] != "" {
			key += ", counted as " + m[3]
		}
		out = append(out, fmt.Sprintf("%s %s.", m[0], fmt.Sprintf(words, key)))
	}
	for _, m := range reRef.FindAllStringSubmatch(text, -1) {
		title := x.titles[m[1]]
		if title == "" {
			title = m[1]
		}
		out = append(out, fmt.Sprintf("%s prints the number of the section “%s” and links to it; type no quotes around it.", m[0], title))
	}
	if len(out) > 0 {
		out = append(out, "Keep every {{ }} and [[ ]] exactly as in the English; never type a number of the rules.")
	}
	return out
}
