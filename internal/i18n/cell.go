package i18n

import (
	"strings"

	"github.com/excalibur-kit/excalibur/rules"
)

// Literal prefixes a cell that holds its own, already worded text (a table written in
// the rules text, not computed by the engine).
const Literal = "literal:"

// valueKinds are cell keys worded by the value.* messages.
var valueKinds = map[string]bool{"num": true, "bz": true, "rp": true, "range": true, "from": true, "strength": true, "dash": true}

// Cell words one cell of an engine table. The printed files and the check that reads
// them back both word cells here, so they cannot disagree on form.
func (l *Localizer) Cell(c rules.Cell) string {
	switch {
	case valueKinds[c.Key]:
		return l.T("value."+c.Key, c.Args)
	case c.Key == "signed":
		return l.Signed(c.Args["n"])
	case c.Key == "percent":
		return l.Percent(c.Args["ways"], c.Args["of"])
	case c.Key == "letter":
		return "(" + string(rune('a'+c.Args["n"])) + ")"
	case strings.HasPrefix(c.Key, Literal):
		return c.Key[len(Literal):]
	}
	return l.T(c.Key, c.Args)
}

// Keys lists every message key the tables use, so tests can prove each exists.
func Keys(ts []rules.Table) []string {
	seen := map[string]bool{}
	var out []string
	add := func(c rules.Cell) {
		k := c.Key
		switch {
		case valueKinds[k]:
			k = "value." + k
		case k == "signed" || k == "percent" || k == "letter" || strings.HasPrefix(k, Literal):
			return
		}
		if !seen[k] {
			seen[k] = true
			out = append(out, k)
		}
	}
	for _, t := range ts {
		for _, c := range t.Head {
			add(c)
		}
		for _, r := range t.Rows {
			for _, c := range r {
				add(c)
			}
		}
	}
	return out
}
